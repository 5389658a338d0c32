# Orð borðsins (web/services/text.js biður um hvert þeirra með nafni). Breyturnar eru
# útskýrðar í en/table.ftl. Setningar eru orðaðar svo að nöfn staða (Þú, Vestur, Norður,
# Austur) standi í nefnifalli.

## Föst orð síðunnar

page-title = Tricktable — Manni og Manille
app-name = Tricktable
game-menu = Spil
new-game = Nýtt spil
    .short = Nýtt spil
sheet = Stigablað
    .short = Stigablað
last-trick = Síðasti slagur
    .short = Síðasti slagur
share = Deila
speed = Hraði
slow = Hægt
normal = Venjulegt
fast = Hratt
instant = Strax
share-deal = Þessi gjöf
share-game = Þetta spil frá byrjun
share-choose = Veldu hverju á að deila
share-no-undo = Deilt spil er spilað án þess að hægt sé að taka leiki til baka.
announcements = Tilkynningar
loading-title = Borðið er sett upp
loading-progress = Framvinda hleðslu
loading-first = Byrjar…
unfinished = Ókláruð spil
options = Heimareglur
players = Spilarar
seat = Sætið þitt
seed = Númer gjafar
seed-random = af handahófi
seed-help = Sama númer gefur sömu spil.
level = Tölvuspilarar
easy = Auðvelt
medium = Miðlungs
hard = Erfitt
random = Af handahófi
back-to-game = Aftur í spilið
table = Spilaborð
close = Loka
rules-of-this-game = Reglur þessa spils
how-to-play = Spilareglur
language = Tungumál

## Hleðsla, skilaboð og villur

thinking = Tölvuspilararnir hugsa…
engine-loading = Leikurinn þinn er skráður: spilið heldur áfram eftir andartak…
loading-runtime = Tek spilin fram…
loading-bytes = Stokka spilin…
loading-start = Alveg að verða tilbúið…
engine-failed = Ekki tókst að ræsa spilavélina: { $why }
draw-failed = Ekki tókst að sýna þetta borð. Ekkert sem þú hafðir vistað hefur breyst: byrjaðu nýtt spil eða hladdu síðunni aftur.
update-ready = Ný útgáfa af Tricktable er tilbúin.
update-reload = Endurhlaða
wait = Bíddu eftir borðinu
next-deal = Næsta gjöf
see-result = Sjá lokaniðurstöðu
play-again = Spila aftur
play-again-help = Sama spil og sömu heimareglur, nýjar gjafir.
hint = Vísbending
hint-help = Það sem sterkasti tölvuspilarinn myndi gera núna.
undo = Taka til baka
undo-help = Taktu síðustu ákvörðun þína til baka: spilið telst þá æfing.
hint-says = Vísbending – { $what }. { $why }
hint-margin = { $margin ->
    [one] Í mörgum prófuðum gjöfum fær það { $margin } stigi meira í gjöf en næstbesti kosturinn.
   *[other] Í mörgum prófuðum gjöfum fær það { $margin } stigum meira í gjöf en næstbesti kosturinn.
}
hint-margin-none = Í mörgum prófuðum gjöfum er það jafngott og hver annar kostur.
hint-chance = { $chance ->
    [one] Spilinu er að ljúka: í mörgum prófuðum gjöfum vinnur það spilið { $chance } sinni oftar af hundrað en næstbesti kosturinn.
   *[other] Spilinu er að ljúka: í mörgum prófuðum gjöfum vinnur það spilið { $chance } sinnum oftar af hundrað en næstbesti kosturinn.
}
hint-chance-none = Spilinu er að ljúka: í mörgum prófuðum gjöfum vinnur það spilið jafnoft og hver annar kostur.
share-what = { $link ->
    [deal] Tengill á þessa gjöf: sömu spil, frá fyrsta spili, með stigunum hingað til
   *[game] Tengill á þetta spil frá fyrstu gjöf: sömu gjafir í sömu röð
}
share-copied = { $link ->
    [deal] Tengillinn á þessa gjöf var afritaður.
   *[game] Tengillinn á þetta spil frá byrjun var afritaður.
}
share-copy = { $link ->
    [deal] Afritaðu tengilinn hér fyrir neðan til að deila þessari gjöf.
   *[game] Afritaðu tengilinn hér fyrir neðan til að deila þessu spili frá byrjun.
}
kept-game = Óklárað spil þitt ({ $title }) er geymt: haltu því áfram undir „Nýtt spil“.
other-tab = Þetta spil er nú opið í öðrum flipa. Leikir sem gerðir eru þar sjást ekki hér.
take-over = Halda áfram hér
storage-full = Þetta spil er ekki vistað: geymsla vafrans er full. Þú getur spilað áfram; spilið glatast þegar þú lokar síðunni.
save-again = Vistun virkar aftur.
unreadable = Ekki tókst að opna vistað spil, svo það var lagt til hliðar: { $why }
unreadable-kept = Ekki tókst að opna vistað spil ({ $why }). Það er látið liggja þar sem það er, því ekki er pláss til að leggja það til hliðar.
not-a-save = þetta er ekki vistað spil
link-bad = Stillingar þessa tengils eru ekki gildar: { $why }. Biddu sendandann að senda hann aftur.
link-failed = Þessi tengill gat ekki hafið spil: { $why }
link-seed = númer gjafar verður að vera heil tala undir 9007199254740992
link-save = spilið sem hann ber er ekki skrifað eins og Tricktable skrifar það
link-options = heimareglurnar sem hann gefur (options) eru ekki skrifaðar eins og Tricktable skrifar þær
exchange-max = { $max ->
    [one] Þú mátt skipta í mesta lagi { $max } spili.
   *[other] Þú mátt skipta í mesta lagi { $max } spilum.
}
decide-first = Taktu fyrst ákvörðunina hér fyrir ofan.
not-your-turn = Þú átt ekki leik enn.

## Skjárinn „Nýtt spil“

resume = Halda áfram
resume-game = Halda áfram: { $title }
unfinished-line = { $title }, gjöf { $deal }, { $when }
no-options = Þetta spil hefur engar heimareglur.
seat-choice = Spilari { $n }
seat-by-draw = Dregið um sæti
seat-deals = { $n ->
    [1] Fyrsti gjafari
    [2] Annar gjafari
    [3] Þriðji gjafari
   *[other] Fjórði gjafari
}
players-count = { $n ->
    [one] { $n } spilari
   *[other] { $n } spilarar
}

## Borðið

current-trick = Slagurinn á borðinu
your-hand = Spilin þín
your-decision = Ákvörðun þín
facts = Þessi gjöf
no-deal = Engin gjöf hefur verið skráð enn.
deal = Gjöf
contract = Samningur
target = Stig til sigurs: { $target }
position = { $pos ->
    [you] Þú
    [south] Suður
    [west] Vestur
    [north] Norður
   *[east] Austur
}
position-dummy = { $pos ->
    [you] Blindur þinn
    [south] Blindur Suðurs
    [west] Blindur Vesturs
    [north] Blindur Norðurs
   *[east] Blindur Austurs
}
side-team = Liðið þitt
side-them = Mótspilarar
contract-name = { $name ->
    [grand] Grand
    [nullo] Nóló
    [spades] Spaði
    [hearts] Hjarta
    [diamonds] Tígull
    [clubs] Lauf
    [other] Annar litur
    [trump] Tromp
   *[notrump] Grand
}
great-contract = { $name ->
    [grand] Stórgrand
    [nullo] Stórnóló
    [spades] Stórspaði
    [hearts] Stórhjarta
    [diamonds] Stórtígull
    [clubs] Stórlauf
    [other] Stórsögn
   *[notrump] Stórgrand
}
contract-line = { $great ->
        [yes] { great-contract }
       *[no] { $name ->
            [spades] Spaði er tromp
            [hearts] Hjarta er tromp
            [diamonds] Tígull er tromp
            [clubs] Lauf er tromp
           *[other] { contract-name }
        }
    }{ $blind ->
        [yes] {" "}(blint)
       *[no] {""}
    }
rank-order = Röð: { $order } ({ $note ->
    [normal] ásinn hæstur
    [ace_low] ásinn lægstur
   *[manille] tían er hæst
})
cards = { $n ->
    [one] { $n } spil
   *[other] { $n } spil
}
tricks = { $n ->
    [one] { $n } slagur
   *[other] { $n } slagir
}
card-points = { $n ->
    [one] { $n } punktur
   *[other] { $n } punktar
}
badge-dealer = gjafari
badge-declarer = sagnhafi
badge-traded = tók Mannann
badge-partner = makker
badge-dummy = blindur
layout = { $who }: bunkar sem snúa upp
manni-count = Manninn: { cards }
cut-card = Dregið spil
trump-card = Tromp
calls-title = Sagnir í þessari gjöf:
used-title = Notaðir samningar:
standing = Gildandi sögn: { $call }
call-line = { $who }: { $what }
call-trump = { $suit ->
    [S] spaði
    [H] hjarta
    [D] tígull
    [C] lauf
   *[none] { $blind ->
        [yes] blint grand
       *[no] grand
    }
}
call-look = spilin skoðuð
call-double = { $stage ->
    [against] á móti
   *[along] með
}
call-pass = pass
used-none = enginn enn
used-great = stórsögn notuð
used-line = { $who }: { $n ->
    [0] { used-none }
   *[other] { $contracts }
}{ $great ->
    [yes] { " · " }{ used-great }
   *[no] {""}
}
side-name = { $who }
cell-gain = +{ $n }
cell-change = { $change }
card-illegal = { $card }: ekki leyfilegt núna
card-select = { $card }, veldu til að skipta
card-drawn = { $label } (nýtt úr Mannanum)
wins = { $self ->
    [you] Þú tekur
   *[one] Tekur
}

## Hvað á að gera núna

prompt-over = Spilinu er lokið.
prompt-waiting = { $who } á leik…
prompt-play = Þú átt leik: láttu spil.
prompt-play-dummy = Þú átt leik: láttu spil frá blindum þínum.
prompt-trade = Skipta á allri hendinni og Mannanum, óséðum, eða halda henni?
prompt-exchange = { $max ->
    [one] Veldu allt að { $max } spil til að skipta við Mannann og ýttu svo á Skipta.
   *[other] Veldu allt að { $max } spil til að skipta við Mannann og ýttu svo á Skipta.
}
prompt-announce = Segðu samning.
prompt-great = Segðu stórsögn eða segðu pass.
prompt-retain = { $who } sagði yfir: { great-contract }. Haltu sögninni með eigin stórsögn, eða segðu pass og láttu yfirsögnina standa.
prompt-blind = Segðu blint grand, eða líttu á spilin.
prompt-trump = Veldu tromplit, eða grand.
prompt-double = { $stage ->
    [against] Fara á móti, eða pass?
   *[along] Fara með, eða pass?
}

## Ákvarðanir: hnappurinn og ein lína af skýringu undir honum

act-take = Taka Mannann
act-keep = Halda spilunum
act-announce = { $kind ->
    [other] Annar litur: { contract-name }
   *[none] { contract-name }
}
act-no-trump = { $blind ->
    [yes] Blint grand
   *[no] Grand
}
act-trump = { $suit ->
    [S] ♠
    [H] ♥
    [D] ♦
   *[C] ♣
} { contract-name }
act-double = { $stage ->
    [against] Fara á móti
   *[along] Fara með
}
act-look = Líta á spilin
act-partner = Láta makker velja
act-pass = Pass
act-exchange = Skipta út: { $cards }
act-play = Spila: { $card }
exchange-n = { $n ->
    [one] Skipta { $n } spili
   *[other] Skipta { $n } spilum
}
help-take = { $n ->
    [one] Skiptu á allri hendinni og { $n } spili Mannans, óséðu.
   *[other] Skiptu á allri hendinni og { $n } spilum Mannans, óséðum.
}
help-keep = Spilaðu með spilunum sem þú fékkst.
help-announce = { contract-name }: { $name ->
        [nullo] ekkert tromp; forðastu slagi
        [grand] ekkert tromp; taktu slagi
        [spades] spaði er tromp; taktu slagi
        [hearts] hjarta er tromp; taktu slagi
        [diamonds] tígull er tromp; taktu slagi
       *[clubs] lauf er tromp; taktu slagi
    }{ $name ->
        [nullo] ; hver slagur umfram fjóra kostar stig
       *[other] { $need ->
            [0] {""}
            [one] ; þú þarft { $need } slag
           *[other] ; þú þarft { $need } slagi
        }
    }{ $kind ->
        [trump] . Einn trompsamningur í spili, í hvaða lit sem er.
        [other] . Einn samningur „Annar litur“ í spili: hjarta, tígull eða lauf.
       *[none] . Einu sinni í spili.
    }
help-great = { $retain ->
        [yes] Halda sögninni
       *[no] Segja yfir
    }: { $name ->
        [grand] ekkert tromp
        [spades] spaði er tromp
        [hearts] hjarta er tromp
        [diamonds] tígull er tromp
       *[clubs] lauf er tromp
    }, taktu { $need } slagi eða fleiri. Eina stórsögnin þín.
help-no-trump = { $blind ->
    [yes] Grand áður en þú lítur á spilin: gjöfin gildir fjórfalt.
   *[no] Grand: gjöfin gildir tvöfalt.
}
help-trump = { contract-name } er tromp í þessari gjöf.
help-double = { $stage ->
    [against] Tvöfalda aftur: gjöfin myndi gilda ×{ $m }.
   *[along] Tvöfalda: gjöfin myndi gilda ×{ $m }.
}
help-look = Sjáðu spilin fyrst og veldu svo tromp (grand gildir tvöfalt).
help-partner = Makker þinn velur tromp í þinn stað.
help-pass-great = Láta samninginn standa.
help-pass-retain = Láta yfirsögnina standa ({ $who }: { great-contract }).
help-pass = Láta gjöfina gilda ×{ $m }.
help-exchange = Henda völdu spilunum og taka { $n } úr Mannanum.
help-exchange-none = Veldu spil fyrst, eða haltu spilunum eins og þau eru.

## Það sem gerðist (skráin og tilkynningar skjálesara)

n-draw = { $self ->
    [you] Þú gefur fyrst.
   *[one] { $who } gefur fyrst.
}
n-deal = { $self ->
    [you] Gjöf { $deal }: þú gefur.
   *[one] Gjöf { $deal }: { $who } gefur.
}
n-cut = Dregið spil er { $card }: { contract-name }.
n-contract = Samningur: { $line }.
n-take = { $self ->
    [you] Þú tekur Mannann.
   *[one] { $who } tekur Mannann.
}
n-keep = { $self ->
    [you] Þú heldur spilunum.
   *[one] { $who } heldur spilunum.
}
n-announce = { $self ->
    [you] Þú segir: { contract-name }.
   *[one] { $who } segir: { contract-name }.
}
n-great = { $self ->
    [you] Þú segir: { great-contract }.
   *[one] { $who } segir: { great-contract }.
}
n-pass = { $self ->
    [you] Þú segir pass.
   *[one] { $who } segir pass.
}
n-exchange = { $self ->
        [you] Þú skiptir
       *[one] { $who } skiptir
    } { $n ->
        [one] { $n } spili
       *[other] { $n } spilum
    }.
n-trump = { $self ->
    [you] Þú velur tromp: { call-trump }.
   *[one] { $who } velur tromp: { call-trump }.
}
n-look = { $self ->
    [you] Þú lítur á spilin.
   *[one] { $who } lítur á spilin.
}
n-double = { $self ->
        [you] Þú ferð
       *[one] { $who } fer
    } { $stage ->
        [against] á móti
       *[along] með
    } (×{ $m }).
n-play = { $who }: { $card }.
n-trick = { $self ->
    [you] Þú tekur slaginn.
   *[one] { $who } tekur slaginn.
}
n-deal-end = Gjöf { $deal } er lokið. { $headline }
n-game-won = { $self ->
    [you] Þú vinnur leik í einvíginu.
    [them] Mótspilararnir vinna leik í einvíginu.
    [team] Liðið þitt vinnur leik í einvíginu.
   *[one] { $who } vinnur leik í einvíginu.
}
n-game-over = Spilinu er lokið.

## Úrslit

headline-tallies = { $changes }.
headline-none = Enginn fær né missir stig.
tally = { $who } { $change }
headline-draw = Jafnt 30–30: enginn fær stig, næsta gjöf gildir tvöfalt.
headline-points = { $who }: { $n ->
    [one] { $n } stig
   *[other] { $n } stig
}.
result-title = Gjöf { $deal }
result-declarer = Sagnhafi: { $who }
result-dealer = Gjafari: { $who }
result-multiplier = Gildir ×{ $m }
result-side = Spilari / lið
result-tricks = Slagir
result-points = Punktar
result-change = Þessi gjöf
result-totals = Samtals
result-positive = Plús
result-negative = Mínus
result-draw = 30–30: jafnt, næsta gjöf gildir tvöfalt.
end-deals = { $n ->
    [one] { $n } gjöf hefur verið spiluð.
   *[other] Allar { $n } gjafirnar hafa verið spilaðar.
}
end-deal-limit = { $n ->
    [one] Spilið stöðvaðist eftir { $n } gjöf án þess að neinn næði markinu.
   *[other] Spilið stöðvaðist eftir { $n } gjafir án þess að neinn næði markinu.
}
end-match = { $self ->
    [you] Þú vannst tvo leiki.
    [them] Mótspilararnir unnu tvo leiki.
   *[one] { $who } vann tvo leiki.
}
end-target = { $self ->
    [you] Þú náðir { $target } stigum.
    [them] Mótspilararnir náðu { $target } stigum.
    [many] { $who } náðu { $target } stigum.
   *[one] { $who } náði { $target } stigum.
}
end-plus = { $self ->
    [you] Þú náðir { $target } plússtigum.
    [them] Mótspilararnir náðu { $target } plússtigum.
    [many] { $who } náðu { $target } plússtigum.
   *[one] { $who } náði { $target } plússtigum.
}
winners = { $self ->
    [you] Þú vinnur!
    [team] Liðið þitt vinnur!
    [them] Mótspilararnir vinna!
    [many] { $who } vinna!
   *[one] { $who } vinnur!
}
winners-none = Enginn vinnur: enginn er yfir núlli.

## Innfelling: glugginn „Fella inn“ og innfellda borðið (embed.html)

embed = Fella inn
embed-title = Sýna þetta borð á annarri síðu
embed-help = Límdu þennan kóða inn í hvaða vefsíðu sem er: hann sýnir borð þar sem gestir spila þetta spil við tölvuna.
embed-what = Hvað á að sýna
embed-size = Stærð
embed-code = Kóði til að líma
embed-copy = Afrita
embed-small = Sími (360 × 640)
embed-medium = Spjaldtölva (480 × 720)
embed-wide = Breitt (800 × 600)
embed-load = Spila hér
embed-load-help = Í fyrsta sinn tekur nokkrar sekúndur að setja borðið upp.
embed-restart = Byrja aftur
embed-open = Opna í Tricktable
embed-menu = Borð
embed-copied = Kóðinn var afritaður.
embed-copy-yourself = Veldu kóðann hér fyrir ofan og afritaðu hann.
embed-frame-title = Tricktable: { $title }
embed-no-game = Slóð þessa borðs nefnir ekkert spil: hún þarf game=… eða deal=….
embed-bad-id = id má vera allt að 64 bókstafir, tölustafir, punktar, bandstrik eða undirstrik
embed-bad-host = host verður að vera uppruni (origin), til dæmis https://example.org
embed-bad-shown = shown verður að nefna stöðu á þessum vef: lágstafi, tölustafi og bandstrik

## The table's look (issue 19): the menu, the score strip and the deal counter, help behind "?"
menu = Valmynd
score-strip = Staðan
deal-of = Gjöf { $deal } af { $deals }
deal-number = Gjöf { $deal }
decision-help = Skýring: { $choice }

## Stillingar í slóðinni eða vafranum sem borðið hefur ekki: það spilar áfram með sínum eigin
speed-refused = { $where ->
    [saved] Hraðinn sem er vistaður í þessum vafra, „{ $value }“, er ekki til á þessu borði: spilað er á venjulegum hraða.
   *[address] Slóðin biður um hraðann „{ $value }“, sem þetta borð hefur ekki: spilað er á venjulegum hraða þess.
}
seat-refused = Tengillinn biður um sæti „{ $value }“, sem er ekki sætisnúmer eins og 0 eða 1: þú situr í fyrsta sætinu.
level-refused = Tengillinn biður um getustigið „{ $value }“, sem er ekki til: tölvuspilararnir spila á stiginu { hard }.

## Storage the browser closes to the page, and a frame with no origin of its own (embed.js)
storage-blocked = Þetta spil er ekki vistað: vafrinn leyfir þessari síðu ekki að geyma neitt. Þú getur spilað áfram; spilið glatast þegar þú lokar síðunni.
embed-not-saved = Ekki vistað: vafrinn bannar geymslu í þessum ramma.
embed-allow-saving = Leyfa vistun
embed-still-not-saved = Enn ekki vistað: vafrinn hélt geymslunni lokaðri.
embed-sandboxed = Borðið getur ekki keyrt hér: síðan sem sýnir það setur það í sandkassa án allow-same-origin, en það þarf borðið til að ræsa spilavélina og geyma spilið.

## Saved games that were not kept, or kept as they were earlier
kept-game-earlier = Óklárað spil þitt ({ $title }) er geymt eins og það var síðast vistað, áður en geymsla vafrans fylltist: haltu því áfram undir „Nýtt spil“.
not-kept-game = Ekki tókst að vista spilið þitt ({ $title }) (geymsla vafrans er full eða lokuð þessari síðu), svo ekki er hægt að halda því áfram.
save-too-large = það er allt of stórt til að vera vistað spil

## The deal log (a side panel on a wide screen, a sheet from the bar on a phone) and the statistics
log-open = Ferill
log-title = Ferill gjafarinnar
log-this-deal = Þessi gjöf
log-past-deals = Fyrri gjafir
log-empty = Ekkert hefur gerst í þessari gjöf enn.
log-no-past = Engin fyrri gjöf er komin í þessu spili.
log-loading = Sæki fyrri gjafir…
log-led = { $self ->
    [you] Þú spilaðir út
   *[one] { $who } spilaði út
}
log-won = { $self ->
    [you] Þú tókst slaginn
   *[one] { $who } tók slaginn
}
log-points = { $n ->
    [one] { $n } punktur
   *[other] { $n } punktar
}
log-deal = { $self ->
    [you] Gjöf { $deal }, þú gafst
   *[one] Gjöf { $deal }, { $who } gaf
}
log-trick = Slagur { $n }
statistics = Tölfræði
stats-empty = Ekkert spil er búið enn: tölfræðin byrjar með fyrsta spilinu sem þú klárar.
stats-option = { $label }: { $value }
stats-usual-rules = venjulegar reglur
stats-yes-no = { $answer ->
    [yes] já
   *[no] nei
}
stats-no-limit = ekkert hámark
stats-games = Spil
stats-wins = Sigrar
stats-wins-value = { $wins } ({ $percent }%)
stats-average = Meðalskor
stats-best = Besta skor
stats-streak = Sigrar í röð núna
stats-best-streak = Lengsta sigurganga
stats-contracts = Samningar sem þú sagðir
stats-contracts-value = { $made } af { $called } { $made ->
    [one] vannst
   *[other] unnust
}
stats-cost = Meðalkostnaður á ákvörðun
stats-cost-help = Úr yfirferð gjafanna þinna, í einingum spilsins (punktum eða slögum).
stats-chart = { $n ->
    [one] Síðasta spilið þitt: skorið, heil súla fyrir sigur.
   *[other] Síðustu { $n } spilin þín: skorið, heil súla fyrir sigur.
}
stats-practice = { $n ->
    [one] { $n } æfingaspil þar sem ákvörðun var tekin til baka, talið sér.
   *[other] { $n } æfingaspil þar sem ákvarðanir voru teknar til baka, talin sér.
}
stats-put-back = { $n ->
    [one] { $n } spil þar sem eldra eintak var sett aftur í staðinn, talið sér sem æfing.
   *[other] { $n } spil þar sem eldra eintak var sett aftur í staðinn, talin sér sem æfing.
}
stats-reset = Hreinsa tölfræðina
stats-reset-confirm = Eyða allri tölfræði sem geymd er í þessum vafra? Það verður ekki aftur tekið.
stats-reset-yes = Eyða henni
stats-reset-no = Halda henni
stats-export = Flytja út (JSON)
stats-deleted = Tölfræðinni hefur verið eytt.
stats-not-saved = Ekki tókst að telja þetta spil með í tölfræðinni: geymsla vafrans er full eða lokuð þessari síðu.
## Yfirferð gjafar (web/review.js)
review = Yfirferð
review-help = Spilaðu gjöfina aftur með öll spil uppi og sjáðu hvað tölvunni fannst um ákvarðanir þínar.
review-last-deal = Fara yfir síðustu gjöf
review-title = Yfirferð { $deal }. gjafar
review-deal-choice = Gjöf
review-loading = Gjöfin spiluð aftur…
review-analysing = Ákvarðanir þínar metnar: { $done } af { $total }…
review-stop = Stöðva
review-stopped = Stöðvað: { $done } af { $total } ákvörðunum { $done ->
    [one] metin
   *[other] metnar
}.
review-done = { $total ->
    [0] Þú þurftir enga ákvörðun að taka í þessari gjöf.
   *[other] { $total ->
        [one] { $total } ákvörðun metin
       *[other] Allar { $total } ákvarðanir metnar
    }: { $good } { $good ->
        [one] góð
       *[other] góðar
    }, { $inaccuracy } { $inaccuracy ->
        [one] ónákvæm
       *[other] ónákvæmar
    }, { $mistake } mistök.
}
review-failed = Ekki tókst að fara yfir gjöfina: { $why }
review-scale = Hver ákvörðun er metin af leit tölvunnar út frá því sem þú vissir á þeirri stundu, aldrei út frá huldu spilunum. Kostnaðurinn er það sem besti kosturinn sem fannst hefði gefið umfram þinn:
review-under = undir { $n }
review-from = frá { $n }
review-amount = { $unit ->
    [points] { $n } stig
   *[deal_points] { $n } gjafarstig
}
review-verdict = { $verdict ->
    [good] Gott
    [inaccuracy] Ónákvæmni
   *[mistake] Mistök
}
review-start = Gjöfin eins og gefið var.
review-move = Leikur { $n } af { $total }:
review-step = { $who }: { $what }
review-takes = { $self ->
    [you] Þú tekur slaginn.
   *[one] { $who } tekur slaginn.
}
review-stock = Manninn
review-pending = Ekki metið enn
review-forced = Eini kosturinn.
review-best = Best: { $what }
review-cost = kostar { $n }
review-values = Allir kostir vegnir
review-decisions = Ákvarðanir þínar
review-first = Byrjun
review-prev-decision = Fyrri ákvörðun
review-prev = Til baka
review-next = Áfram
review-next-decision = Næsta ákvörðun
review-last = Endir
review-keys = Flettu með örvalyklum: vinstri og hægri um einn leik, upp og niður um eina ákvörðun.
review-share = Afrita tengil á þessa yfirferð
review-link-copied = Tengill afritaður: hver sem opnar hann sér þessa gjöf og vafrinn hans metur ákvarðanirnar upp á nýtt.
review-link-copy = Afritaðu þennan tengil: hver sem opnar hann sér þessa gjöf og vafrinn hans metur ákvarðanirnar upp á nýtt.
## The table's sounds: the mute switch in the menu
sound = Hljóð
## Stillingar, heiðarleg afturköllun og vörn gegn mistökum (mál 19)
settings = Stillingar
settings-theme = Útlit
theme-auto = Eins og í tækinu
theme-light = Ljóst
theme-dark = Dökkt
theme-contrast = Mikil birtuskil
settings-card-size = Stærð spila
card-size-small = Lítil
card-size-normal = Venjuleg
card-size-large = Stór
settings-four-colour = Fjögurra lita stokkur (tíglar bláir, lauf græn)
settings-confirm-play = Staðfesta áður en spil er látið
settings-confirm-play-help = Fyrsta snerting lyftir spilinu, önnur snerting (eða Enter) lætur það.
raised-card = { $card }, lyft: ýttu aftur til að láta það
raised-prompt = Ýttu aftur á spilið til að láta það: { $card }.
practice-mark = Æfing
practice-help = Ákvörðun var tekin til baka í þessu spili, eða eldri vistun þess sett aftur inn, svo það telst æfing.
rolled-back = Þetta spil var sett aftur á eldri vistun en vafrinn hafði geymt af því, svo það telst æfing héðan í frá: ákvarðanir síðan mætti taka aftur vitandi hvað af þeim hlaust.
## Challenges (web/challenge.js) and short links (web/app.js)
challenge-title = Skoraðu á vin
challenge-help = Spilaðu nokkrar gjafir og sendu svo tengilinn. Vinir þínir fá sömu spilin í þínu sæti á móti sömu tölvuspilurunum og þið sjáið úrslitin hlið við hlið.
challenge-length = Lengd
challenge-deals = { $n ->
    [0] Heilt spil
    [1] Ein gjöf
    [4] Fjórar gjafir
    [8] Átta gjafir
   *[other] { $n } gjafir
}
challenge-name = Nafnið þitt
challenge-name-help = Vinir þínir sjá það við hlið úrslitanna þinna. Það er aðeins geymt í þessum vafra.
challenge-no-name = Skrifaðu nafnið þitt fyrst.
challenge-start = Spila áskorunina
challenge-play = Spila
challenge-from = Áskorun – { $names }: { $game } · { $length } · tölvuspilarar: { $level }
challenge-rules = Þú færð sömu spilin í sama sæti, á móti sömu tölvuspilurunum, án þess að geta tekið til baka eða fengið vísbendingar. Úrslitin birtast þegar þú hefur spilað.
challenge-checking = Ber saman við spil hinna…
prompt-challenge-over = Áskoruninni er lokið: „Skoraðu á vin“ í valmyndinni sýnir úrslitin aftur.
challenge-new = Ný áskorun
challenge-mine = Áskoranirnar þínar
challenge-show = Úrslit
challenge-line = { $game } · { $length } · { $names }
challenge-daily = Gjöf dagsins
challenge-daily-done = Úrslit dagsins
challenge-daily-help = Ein gjöf, sú sama fyrir alla í dag, á móti erfiðum tölvuspilurum.
challenge-results = Úrslit
challenge-deal-column = Gjöf
challenge-deal = Gjöf { $deal }
challenge-total = Samtals
challenge-at-trick = gjöf { $deal }, { $trick }. slag
challenge-at-deal = gjöf { $deal }, áður en spilað var út
challenge-parted = Þú og { $name } völduð ólíkt í { $where }: þú valdir „{ $mine }“, { $name } valdi „{ $theirs }“. Sú gjöf: þú { $you }, { $name } { $them }.
challenge-same = { $name } valdi alltaf það sama og þú.
challenge-cost-note = Hvað ólíkt val kostaði sést á stigum beggja í þeirri gjöf: valið sjálft er ekki metið.
challenge-ready = Áskorunin er tilbúin: sendu vinum þínum þennan tengil.
challenge-reply = Sendu þennan tengil til baka: hann ber úrslit allra.
challenge-full = Tengillinn geymir þegar átta spilara: úrslitin þín sjást hér en bætast ekki við hann.
challenge-link-label = Tengill áskorunarinnar
challenge-copy = Afrita tengilinn
challenge-copied = Tengillinn var afritaður.
challenge-copy-yourself = Veldu tengilinn og afritaðu hann.
link-refused = Ekki er hægt að opna þennan tengil: { $why } Ekkert sem þú hafðir vistað hefur breyst.
## The shelf of games (the new-game screen)

shelf-title = Veldu spil
shelf-play = Spila: { $title }
house-rules = Heimareglur
practice-switch = Æfing (má taka aftur)
practice-switch-help = Þú mátt taka ákvarðanir þínar aftur; spilið er þá merkt sem æfing.

## The challenge dialog: the game to play
game = Spil

## A short link's opening (drawn before the engine runs) that the engine did not confirm

opening-changed = Borðið sem tengillinn sýndi var ekki borð þessa spils: hér er spilið eins og það stendur. Veldu aftur.

## The shelf's welcome: a line for a newcomer under its title
shelf-welcome = Fáðu þér sæti! Veldu spil og spilaðu við tölvuna; reglurnar finnurðu undir „Spilareglur“ við hvert spil.

## Tölvuspilarar: hver er að hugsa, og hve sterkt hvert stig er
seat-thinking = { $seat } hugsar…
# No thousands separator (1750): a comma reads as a decimal point in Icelandic.
level-rated = { $level } ≈ { NUMBER($rating, useGrouping: "min2") }
level-ratings-help = Stigin koma úr spilum tölvuspilaranna hvers við annan á sömu gjöfum, þar sem Miðlungs fær { NUMBER($medium, useGrouping: "min2") }: sá sem er 200 stigum hærri vinnur um þrjár gjafir af hverjum fjórum.

## A late deal's link leaves parts of its table out to stay short: they come a moment later
sheet-coming = Fyrri gjafir birtast eftir andartak.
log-coming = Ferill gjafarinnar birtist eftir andartak.

## Checking the other players' games of a challenge: whose game, which deal (of how many)
challenge-checking-game = { $games ->
        [1] Fer yfir spilið sem { $name } spilaði
       *[other] Fer yfir spilið sem { $name } spilaði ({ $game } af { $games })
    }: { $deals ->
        [0] gjöf { $deal }
       *[other] gjöf { $deal } af { $deals }
    }…

## The screen reader's live region: the player's turn, and what they may do
turn-any = { $prompt } Þú mátt láta hvaða spil sem er.
turn-play = { $prompt } { $n ->
    [one] Aðeins eitt spil er leyfilegt: { $cards }.
   *[other] Leyfileg spil: { $cards }.
}
turn-choose = Þú átt leik. { $prompt } Kostirnir eru: { $choices }.

## A challenge link checked before it is played, within a stated cost; the deal of the day's attempts (web/challenge.js)
challenge-check-cost = Áður en þú spilar, spilar þessi síða aftur spil hvers spilara til að sannreyna úrslitin: { $deals ->
        [one] { $deals } gjöf
       *[other] { $deals } gjafir
    } að endurspila (áskorun má mest biðja um { $limit }).
challenge-check-waiting = Spilavélin er að hlaðast: hægt er að spila þegar hún hefur farið yfir spil spilaranna.
challenge-checked = Farið hefur verið yfir spil allra spilaranna: spilaðu þegar þér hentar.
challenge-check-later = Það tekur sinn tíma að fara yfir spil spilaranna: spilaðu núna, og afgangurinn er skoðaður á meðan þú spilar.
challenge-full-deals = Tengillinn geymir þegar eins margar gjafir og áskorun má biðja um að endurspila ({ $limit } alls): úrslitin þín sjást hér en bætast ekki við hann.
challenge-daily-again = Gjöf dagsins, { $n }. tilraun
challenge-daily-again-help = Þú hefur þegar fengið gjöf dagsins: aðeins fyrsta tilraunin gildir, svo þessi telst ekki með.
challenge-intro-attempt = Þú hefur þegar fengið þessa gjöf dagsins: þetta er { $n }. tilraun og aðeins sú fyrsta gildir.
challenge-attempt-later = { $n }. tilraun við gjöf dagsins: telst ekki með.
challenge-attempt-record = Úrslit dagsins geyma fyrstu tilraunina þína: þetta er tengillinn hennar.
challenge-attempt-none = Fyrstu tilrauninni var ekki lokið, svo engin úrslit þín eru geymd í dag.
challenge-attempt-late = Þú fékkst gjöf dagsins aftur áður en þessari fyrstu tilraun var lokið, svo hún telst ekki heldur með: engin úrslit þín eru geymd í dag.
challenge-practice = Eldri vistun spilsins þíns var sett aftur inn meðan á áskoruninni stóð, svo það telst æfing: úrslit þín eru hvorki í hlekknum né talin með.
challenge-attempt-name = { $name } ({ $n }. tilraun)

## Who signed each result of a challenge (web/challenge/identity.js, challenge/results.js)
challenge-key-changed = ekki lykillinn sem þessi vafri þekkir fyrir nafnið { $name }
challenge-unsigned = óundirritað (eldri tengill)
challenge-unchecked = undirskrift ekki könnuð (þessi vafri getur það ekki)
challenge-forged = undirskriftin stenst ekki
challenge-print-help = Fingrafar lykilsins sem undirritaði þessa niðurstöðu í vafra spilarans. Biddu vin þinn að lesa sitt fyrir þig til að vera viss um að þetta hafi verið hann.
challenge-keys-note = Hver niðurstaða er undirrituð í vafra spilarans; kóðinn undir nafni er fingrafar lykilsins. Merkt nafn kom með öðrum lykli en þeim sem þessi vafri þekkir fyrir það: einhver annar kann að hafa slegið það inn, eða vinur þinn spilaði í öðrum vafra eða hreinsaði geymslu hans.
