# Waarom een zet geweigerd werd (tricktable.errors.REASONS). $card komt als kaartnaam
# (card-name); $suit en $trump zijn kleurcodes S H D C.
reason-malformed = Dat is geen zet die deze partij kent.
reason-not_an_object = Dat is geen zet die deze partij kent.
reason-game_over = De partij is afgelopen.
reason-not_over = De partij is nog niet afgelopen.
reason-play_now = Nu moet er een kaart gespeeld worden.
reason-not_in_hand = De { $card } zit niet in je hand en ligt ook niet open voor je.
reason-dummy_not_in_hand = De blinde heeft de { $card } niet open liggen.
reason-must_follow = Je moet kleur bekennen: je hebt nog { $suit ->
    [S] schoppen
    [H] harten
    [D] ruiten
   *[C] klaveren
}, dus je mag de { $card } niet spelen.
reason-must_overtake = Je moet overnemen: een tegenstander wint de slag en je hebt een hogere { $suit ->
    [S] schoppen
    [H] harten
    [D] ruiten
   *[C] klaveren
}.
reason-no_undertrump = Je mag niet ondertroeven: je kunt de troef in de slag niet overtreffen en je hebt een kaart van een andere kleur.
reason-must_trump = Je moet kopen: een tegenstander wint de slag en je hebt een { $trump ->
    [S] schoppen
    [H] harten
    [D] ruiten
   *[C] klaveren
} die de slag wint, dus je mag de { $card } niet bijgooien.
reason-discard_limit = { $limit ->
    [one] Je mag hoogstens één kaart ruilen.
   *[other] Je mag hoogstens { $limit } kaarten ruilen.
}
reason-same_card_twice = Je koos twee keer dezelfde kaart.
reason-discard_not_held = Je hebt de { $card } niet in de hand.
reason-not_now = Dat is niet de beslissing die nu aan de beurt is.
reason-kind_used_as_dealer = Je hebt als deler in deze partij al { $kind ->
    [grand] Grand
    [nullo] Nullo
   *[trump] een troefspel
} gekozen.
reason-kind_announced = Je hebt in deze partij al { $kind ->
    [grand] Grand
    [nullo] Nullo
    [spades] schoppen
    [hearts] harten
    [diamonds] ruiten
    [clubs] klaveren
   *[other] een andere kleur
} aangekondigd.
reason-great_used = Je hebt je enige Groot contract van deze partij al geboden.
reason-great_kind_announced = Je hebt { $kind ->
    [grand] Grand
    [spades] schoppen
    [hearts] harten
    [diamonds] ruiten
   *[clubs] klaveren
} al aangekondigd, dus je kunt er geen Groot contract in bieden.
reason-great_not_higher = Om over Groot { $high ->
    [grand] Grand
    [hearts] Harten
    [spades] Schoppen
    [diamonds] Ruiten
   *[clubs] Klaveren
} te gaan, moet je een hoger spel noemen.
reason-blind_or_look = Speel blind zonder troef, of bekijk eerst je kaarten.
reason-blind_too_late = Blind zonder troef kan alleen voordat de deler zijn kaarten bekijkt.
reason-must_name_trump = Kies een troefkleur of zonder troef.
reason-go_or_pass = { $stage ->
    [against] Ga tegen, of pas.
   *[along] Ga mee, of pas.
}
reason-bad_option = { $problem ->
    [game] Deze link vraagt om een spel dat Tricktable niet heeft: hij is veranderd, of gemaakt door een nieuwere Tricktable. Kies een spel onder Nieuwe partij, of vraag de afzender om hem opnieuw te sturen; niets wat je had is veranderd.
    [unknown] Dit spel heeft geen huisregel “{ $option }”: de link is veranderd, of gemaakt door een nieuwere Tricktable. Begin de partij onder Nieuwe partij en kies daar de regels, of vraag de afzender om hem opnieuw te sturen; niets wat je had is veranderd.
    [value] De huisregel “{ $option }” heeft een waarde die dit spel niet toestaat: de link is veranderd. Begin de partij onder Nieuwe partij en kies daar de regels, of vraag de afzender om hem opnieuw te sturen; niets wat je had is veranderd.
   *[other] Met deze spelinstellingen kan niet gespeeld worden: de link is veranderd. Begin een partij onder Nieuwe partij, of vraag de afzender om hem opnieuw te sturen; niets wat je had is veranderd.
}
reason-bad_save = Deze bewaarde partij kan niet gelezen worden: ze is afgebroken of veranderd, of Tricktable heeft ze niet geschreven. Begin een nieuwe partij; niets anders wat je bewaard had is veranderd.
reason-bad_request = Tricktable kon niet gebruiken wat deze pagina vroeg: de instellingen van een link ver van wat Tricktable schrijft, of een fout in Tricktable zelf. Vraag de afzender van de link om hem opnieuw te sturen, of herlaad de pagina; niets wat je had is veranderd.
reason-internal = Er ging iets mis in Tricktable zelf.
reason-kept_altered = Deze bewaarde partij is veranderd of afgebroken en kan niet geopend worden. Begin een nieuwe partij; niets anders wat je bewaard had is veranderd.
reason-kept_elsewhere = Deze partij is bewaard voor een andere plaats, een ander niveau of een andere uitdaging dan de gegevens ernaast zeggen: die gegevens zijn veranderd. Begin een nieuwe partij; niets anders wat je bewaard had is veranderd.
reason-kept_challenge = Deze uitdaging is door een oudere Tricktable bewaard in een vorm die veranderd kon worden. Open de link van de uitdaging opnieuw om ze te spelen.
reason-not_a_guest = Plaats { $seat } wordt aan deze tafel niet door een vriend gespeeld.

## Short links and challenges (py/tricktable/linkcode.py, challenge.py)
reason-bad_link = De instellingen van de link zijn niet zoals Tricktable ze schrijft: de link is onderweg veranderd of afgebroken. Vraag de afzender om hem opnieuw te sturen; niets wat je had is veranderd.
reason-link_empty = De link bevat geen partij: hij is afgebroken voor het einde.
reason-link_altered = De link is onderweg veranderd of afgebroken.
reason-link_too_long = De link is langer dan elke link die Tricktable maakt ({ $length } tekens; hoogstens { $limit }). Kijk of er niets aan is toegevoegd, of vraag de afzender om de link opnieuw.
reason-too_large = Dit is veel langer dan elke link of bewaarde partij die Tricktable schrijft ({ $length } tekens; hoogstens { $limit }). Kijk of er niets aan de link is toegevoegd, of vraag de afzender om hem opnieuw te sturen.
reason-link_newer = Hij is gemaakt door een nieuwere Tricktable (linkformaat { $version }; deze leest formaat { $reads }). Herlaad de pagina voor de nieuwste versie.
reason-link_older = Hij is gemaakt door een oudere Tricktable (linkformaat { $version }; deze leest alleen formaat { $reads }).
reason-link_moves = De zetten passen niet bij de partij: de link is veranderd.
reason-link_kind = Deze link is een partij, geen uitdaging.
reason-challenge_too_long = Het nakijken van deze uitdaging zou te lang duren: de partijen van de spelers tellen samen { $deals } spellen die opnieuw gespeeld moeten worden, en een uitdaging mag er hoogstens { $limit } vragen. Vraag om een uitdaging met minder spellen of minder spelers.

## A challenge link checked before it is played, the deal of the day's date (py/tricktable/session/challenge.py), a review link only where a deal ends (link_handlers.py)
reason-challenge_unplayable = De partij van { $name } in deze uitdaging kan niet opnieuw worden gespeeld: de zetten passen niet bij de kaarten, dus de link is onderweg veranderd of afgebroken. Vraag wie hem stuurde om hem opnieuw te sturen; niets van wat je had is veranderd.
reason-daily_not_today = Het spel van de dag van { $date } kan vandaag niet worden gespeeld, alleen dat van een datum die ergens ter wereld vandaag is. Kijk de datum van je toestel na en probeer het dan opnieuw.
reason-daily_later = Deze link bevat het spel van de dag van { $date }, dat niet vóór die dag gespeeld kan worden. Open hem opnieuw op { $date }, of vraag om een andere uitdaging.
reason-daily_seed = Dit zijn de kaarten van het spel van de dag van { $date }, die alleen als spel van de dag van die dag gedeeld worden. Speel het op die dag via Spel van de dag, of vraag de afzender van de link om een ander spel.
reason-review_in_play = Dat spel is nog niet uitgespeeld: een spel kan pas voor een nabespreking worden gedeeld als het is uitgespeeld.

## A challenge result's signing key and signature (py/tricktable/session/challenge.py; the signature verified by web/challenge/identity.js)
reason-challenge_bad_key = De ondertekeningssleutel of handtekening van { $name } in deze link heeft niet de vorm die een browser schrijft: de link is onderweg veranderd. Vraag wie hem stuurde om hem opnieuw te sturen; niets van wat je had is veranderd.
reason-challenge_bad_signature = De handtekening van { $name } in deze link klopt niet voor het resultaat: het resultaat of de naam is veranderd nadat het werd ondertekend. Vraag wie hem stuurde om hem opnieuw te sturen; niets van wat je had is veranderd.
