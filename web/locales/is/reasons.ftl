# Hvers vegna leikur var ekki leyfður (tricktable.errors.REASONS). $card kemur sem heiti
# spilsins (card-name); $suit og $trump eru litakóðar S H D C.
reason-malformed = Þetta er ekki leikur sem spilið þekkir.
reason-not_an_object = Þetta er ekki leikur sem spilið þekkir.
reason-game_over = Spilinu er lokið.
reason-not_over = Spilinu er ekki lokið enn.
reason-play_now = Nú átt þú að láta spil.
reason-not_in_hand = Þetta spil er hvorki á hendi þinni né upp í borði: { $card }.
reason-dummy_not_in_hand = Þetta spil liggur ekki upp hjá blindum: { $card }.
reason-must_follow = Þú verður að fylgja lit: þú átt { $suit ->
    [S] spaða
    [H] hjarta
    [D] tígul
   *[C] lauf
} og mátt því ekki láta þetta spil ({ $card }).
reason-must_overtake = Þú verður að fara yfir: mótspilari á slaginn og þú átt hærra spil í { $suit ->
    [S] spaða
    [H] hjarta
    [D] tígli
   *[C] laufi
}.
reason-no_undertrump = Þú mátt ekki trompa undir: þú kemst ekki yfir trompið í slagnum og átt spil í öðrum lit.
reason-must_trump = Þú verður að trompa: mótspilari á slaginn og þú átt { $trump ->
    [S] spaða
    [H] hjarta
    [D] tígul
   *[C] lauf
} sem tekur slaginn, svo þú mátt ekki kasta þessu spili ({ $card }).
reason-discard_limit = { $limit ->
    [one] Þú mátt skipta í mesta lagi einu spili.
   *[other] Þú mátt skipta í mesta lagi { $limit } spilum.
}
reason-same_card_twice = Þú valdir sama spilið tvisvar.
reason-discard_not_held = Þetta spil er ekki á hendi þinni: { $card }.
reason-not_now = Það er ekki sú ákvörðun sem á að taka núna.
reason-kind_used_as_dealer = Þú hefur þegar valið { $kind ->
    [grand] grand
    [nullo] nóló
   *[trump] tromp
} sem gjafari í þessu spili.
reason-kind_announced = Þú hefur þegar sagt { $kind ->
    [grand] grand
    [nullo] nóló
    [spades] spaða
    [hearts] hjarta
    [diamonds] tígul
    [clubs] lauf
   *[other] annan lit
} í þessu spili.
reason-great_used = Þú hefur þegar notað einu stórsögnina þína í þessu spili.
reason-great_kind_announced = Þú hefur þegar sagt { $kind ->
    [grand] grand
    [spades] spaða
    [hearts] hjarta
    [diamonds] tígul
   *[clubs] lauf
} og getur því ekki sagt það sem stórsögn.
reason-great_not_higher = Til að segja yfir { $high ->
    [grand] stórgrand
    [hearts] stórhjarta
    [spades] stórspaða
    [diamonds] stórtígul
   *[clubs] stórlauf
} verður þú að segja hærri sögn.
reason-blind_or_look = Segðu grand blint, eða líttu á spilin þín.
reason-blind_too_late = Grand má aðeins segja blint áður en gjafarinn lítur á spilin.
reason-must_name_trump = Veldu tromplit eða grand.
reason-go_or_pass = { $stage ->
    [against] Farðu á móti, eða segðu pass.
   *[along] Farðu með, eða segðu pass.
}
reason-bad_option = { $problem ->
    [game] Þessi tengill biður um spil sem Tricktable á ekki: honum var breytt, eða hann var búinn til í nýrri útgáfu Tricktable. Veldu spil undir Nýtt spil, eða biddu sendandann að senda hann aftur; ekkert sem þú áttir hefur breyst.
    [unknown] Þetta spil hefur enga heimareglu sem heitir „{ $option }“: tenglinum var breytt, eða hann var búinn til í nýrri útgáfu Tricktable. Byrjaðu spilið undir Nýtt spil og veldu reglurnar þar, eða biddu sendandann að senda hann aftur; ekkert sem þú áttir hefur breyst.
    [value] Heimareglan „{ $option }“ fær gildi sem þetta spil leyfir ekki: tenglinum var breytt. Byrjaðu spilið undir Nýtt spil og veldu reglurnar þar, eða biddu sendandann að senda hann aftur; ekkert sem þú áttir hefur breyst.
   *[other] Ekki er hægt að spila með þessum stillingum: tenglinum var breytt. Byrjaðu spil undir Nýtt spil, eða biddu sendandann að senda hann aftur; ekkert sem þú áttir hefur breyst.
}
reason-bad_save = Ekki er hægt að lesa þetta vistaða spil: það var stytt eða því breytt, eða Tricktable bjó það ekki til. Byrjaðu nýtt spil; ekkert annað sem þú geymdir hefur breyst.
reason-bad_request = Tricktable gat ekki notað það sem þessi síða bað um: stillingar tengils langt frá þeim sem Tricktable skrifar, eða villa í Tricktable sjálfu. Biddu sendanda tengilsins að senda hann aftur, eða endurhlaðaðu síðuna; ekkert sem þú áttir hefur breyst.
reason-internal = Eitthvað fór úrskeiðis í Tricktable sjálfu.
reason-kept_altered = Þessu vistaða spili var breytt eða það stytt, svo ekki er hægt að opna það. Byrjaðu nýtt spil; ekkert annað sem þú geymdir hefur breyst.
reason-kept_elsewhere = Þetta spil var geymt fyrir annað sæti, annað getustig eða aðra áskorun en færslan við hlið þess segir: færslunni var breytt. Byrjaðu nýtt spil; ekkert annað sem þú geymdir hefur breyst.
reason-kept_challenge = Eldri útgáfa af Tricktable geymdi þessa áskorun á formi sem hægt var að breyta. Opnaðu tengil áskorunarinnar aftur til að spila hana.
reason-not_a_guest = Enginn vinur spilar í sæti { $seat } við þetta borð.

## Short links and challenges (py/tricktable/linkcode.py, challenge.py)
reason-bad_link = Stillingar tengilsins eru ekki þær sem Tricktable skrifar: honum var breytt eða hann styttur á leiðinni. Biddu sendandann að senda hann aftur; ekkert sem þú áttir hefur breyst.
reason-link_empty = Tengillinn geymir ekkert spil: hann var styttur.
reason-link_altered = Tenglinum var breytt eða hann styttur á leiðinni.
reason-link_too_long = Tengillinn er lengri en nokkur tengill sem Tricktable býr til (lengdin er { $length }, en mest { $limit } stafir). Athugaðu hvort einhverju hafi verið bætt við hann, eða biddu sendandann um hann aftur.
reason-too_large = Þetta er miklu lengra en nokkur tengill eða vistað spil sem Tricktable býr til ({ $length } stafir; mest { $limit }). Athugaðu hvort einhverju hafi verið bætt við tengilinn, eða biddu sendandann að senda hann aftur.
reason-link_newer = Hann var búinn til í nýrri útgáfu Tricktable (tenglasnið { $version }; þessi les snið { $reads }). Endurhlaðaðu síðuna til að fá nýjustu útgáfuna.
reason-link_older = Hann var búinn til í eldri útgáfu Tricktable (tenglasnið { $version }; þessi les aðeins snið { $reads }).
reason-link_moves = Leikirnir í honum passa ekki við spilið: tenglinum var breytt.
reason-link_kind = Þessi tengill er spil, ekki áskorun.
reason-challenge_too_long = Það tæki of langan tíma að fara yfir þessa áskorun: fjöldi gjafa sem þyrfti að endurspila er { $deals }, en áskorun má mest biðja um { $limit }. Biddu um áskorun með færri gjöfum eða færri spilurum.

## A challenge link checked before it is played, the deal of the day's date (py/tricktable/session/challenge.py), a review link only where a deal ends (link_handlers.py)
reason-challenge_unplayable = Ekki er hægt að endurspila spilið sem { $name } spilaði í þessari áskorun: leikirnir passa ekki við spilin, svo tenglinum var breytt eða hann styttur á leiðinni. Biddu sendandann að senda hann aftur; ekkert sem þú hafðir hefur breyst.
reason-daily_not_today = Ekki er hægt að spila gjöf dagsins { $date } í dag, aðeins gjöf dagsetningar sem er í dag einhvers staðar í heiminum. Athugaðu dagsetninguna í tækinu þínu og reyndu svo aftur.
reason-daily_later = Í þessum tengli er gjöf dagsins { $date }, sem ekki má spila fyrr en þann dag. Opnaðu hann aftur { $date } eða biddu um aðra áskorun.
reason-daily_seed = Þetta eru spil gjafar dagsins { $date }, sem eru aðeins gefin sem gjöf dagsins þann dag. Spilaðu hana úr Gjöf dagsins á sínum degi, eða biddu sendanda tengilsins um annað spil.
reason-review_in_play = Þeirri gjöf er ekki lokið: hægt er að deila gjöf til yfirferðar þegar hún hefur verið spiluð til enda.

## A challenge result's signing key and signature (py/tricktable/session/challenge.py; the signature verified by web/challenge/identity.js)
reason-challenge_bad_key = Undirritunarlykillinn eða undirskriftin við nafnið { $name } í þessum tengli er ekki á því formi sem vafri skrifar: tenglinum var breytt á leiðinni. Biddu sendandann að senda hann aftur; ekkert sem þú hafðir hefur breyst.
reason-challenge_bad_signature = Undirskriftin við nafnið { $name } í þessum tengli passar ekki við niðurstöðuna: niðurstöðunni eða nafninu var breytt eftir að hún var undirrituð. Biddu sendandann að senda hann aftur; ekkert sem þú hafðir hefur breyst.
