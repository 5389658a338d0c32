# De woorden van de tafel (web/services/text.js vraagt elk ervan bij naam). De variabelen
# staan uitgelegd in en/table.ftl.

## De vaste woorden van de pagina

page-title = Tricktable — Manni en manillen
app-name = Tricktable
game-menu = Spel
new-game = Nieuwe partij
    .short = Nieuw
sheet = Scoreblad
    .short = Scoreblad
last-trick = Laatste slag
    .short = Laatste slag
share = Delen
speed = Snelheid
slow = Traag
normal = Normaal
fast = Snel
instant = Meteen
share-deal = Dit spel
share-game = Deze partij vanaf het begin
share-choose = Kies wat je wilt delen
share-no-undo = Een gedeelde partij wordt gespeeld zonder terugnemen.
announcements = Meldingen
loading-title = De tafel wordt klaargezet
loading-progress = Voortgang van het laden
loading-first = Bezig met starten…
unfinished = Onafgewerkte partijen
options = Huisregels
players = Spelers
seat = Jouw plaats
seed = Spelnummer
seed-random = willekeurig
seed-help = Met hetzelfde nummer krijg je dezelfde kaarten.
level = Computerspelers
easy = Makkelijk
medium = Gemiddeld
hard = Moeilijk
random = Willekeurig
back-to-game = Terug naar de partij
table = Speeltafel
close = Sluiten
rules-of-this-game = Spelregels van dit spel
how-to-play = Spelregels
language = Taal

## Laden, berichten en fouten

thinking = De computerspelers denken na…
engine-loading = Je zet staat genoteerd: de partij gaat zo meteen verder…
loading-runtime = De kaarten klaarleggen…
loading-bytes = De kaarten schudden…
loading-start = Bijna klaar…
engine-failed = De spelmotor kon niet starten: { $why }
draw-failed = Deze tafel kon niet worden getoond. Niets van wat je had bewaard is veranderd: begin een nieuwe partij of herlaad de pagina.
update-ready = Er is een nieuwe versie van Tricktable klaar.
update-reload = Herladen
wait = Wacht even op de tafel
next-deal = Volgend spel
see-result = Naar de eindstand
play-again = Opnieuw spelen
play-again-help = Zelfde spel en huisregels, nieuwe kaarten.
hint = Tip
hint-help = Wat de sterkste computerspeler nu zou doen.
undo = Terugnemen
undo-help = Neem je laatste beslissing terug: de partij wordt een oefening.
hint-says = Tip: { $what }. { $why }
hint-margin = { $margin ->
    [one] Over veel uitgeprobeerde spellen haalt dit { $margin } punt per spel meer dan de op één na beste keuze.
   *[other] Over veel uitgeprobeerde spellen haalt dit { $margin } punten per spel meer dan de op één na beste keuze.
}
hint-margin-none = Over veel uitgeprobeerde spellen doet dit het even goed als elke andere keuze.
hint-chance = { $chance ->
    [one] De partij loopt ten einde: over veel uitgeprobeerde spellen wint dit de partij één keer per honderd vaker dan de op één na beste keuze.
   *[other] De partij loopt ten einde: over veel uitgeprobeerde spellen wint dit de partij { $chance } keer per honderd vaker dan de op één na beste keuze.
}
hint-chance-none = De partij loopt ten einde: over veel uitgeprobeerde spellen wint dit de partij even vaak als elke andere keuze.
share-what = { $link ->
    [deal] Link naar dit spel: dezelfde kaarten, vanaf de eerste kaart, met de stand tot nu
   *[game] Link naar deze partij vanaf het eerste spel: dezelfde spellen in dezelfde volgorde
}
share-copied = { $link ->
    [deal] De link naar dit spel is gekopieerd.
   *[game] De link naar deze partij vanaf het begin is gekopieerd.
}
share-copy = { $link ->
    [deal] Kopieer de link hieronder om dit spel te delen.
   *[game] Kopieer de link hieronder om deze partij vanaf het begin te delen.
}
kept-game = Je onafgewerkte partij { $title } is bewaard: speel ze verder via “Nieuwe partij”.
other-tab = Deze partij is nu open in een ander tabblad. Zetten die daar gedaan worden, zie je hier niet.
take-over = Hier verderspelen
storage-full = Deze partij wordt niet bewaard: de opslag van je browser is vol. Je kunt verder spelen; ze gaat verloren als je de pagina sluit.
save-again = Bewaren lukt weer.
unreadable = Een bewaarde partij kon niet geladen worden en is opzijgezet: { $why }
unreadable-kept = Een bewaarde partij kon niet geladen worden ({ $why }). Ze blijft waar ze is, want er is geen plaats om ze opzij te zetten.
not-a-save = het is geen bewaarde partij
link-bad = De instellingen van deze link zijn niet geldig: { $why }. Vraag de afzender om hem opnieuw te sturen.
link-failed = Deze link kon geen partij starten: { $why }
link-seed = het spelnummer moet een geheel getal onder 9007199254740992 zijn
link-save = de partij die hij meebrengt is niet geschreven zoals Tricktable ze schrijft
link-options = de huisregels die hij geeft (options) zijn niet geschreven zoals Tricktable ze schrijft
exchange-max = { $max ->
    [one] Je mag hoogstens { $max } kaart ruilen.
   *[other] Je mag hoogstens { $max } kaarten ruilen.
}
decide-first = Neem eerst de beslissing hierboven.
not-your-turn = Het is nog niet jouw beurt.

## Het scherm "Nieuw spel"

resume = Verderspelen
resume-game = Verderspelen: { $title }
unfinished-line = { $title }, spel { $deal }, { $when }
no-options = Dit spel heeft geen huisregels.
seat-choice = Speler { $n }
seat-by-draw = Door loting
seat-deals = { $n ->
    [1] Deelt als eerste
    [2] Deelt als tweede
    [3] Deelt als derde
   *[other] Deelt als vierde
}
players-count = { $n ->
    [one] { $n } speler
   *[other] { $n } spelers
}

## De tafel

current-trick = Slag op tafel
your-hand = Jouw kaarten
your-decision = Jouw beslissing
facts = Dit spel
no-deal = Er is nog geen spel geteld.
deal = Spel
contract = Contract
target = Doel { $target }
position = { $pos ->
    [you] Jij
    [south] Zuid
    [west] West
    [north] Noord
   *[east] Oost
}
position-dummy = { $pos ->
    [you] Jouw blinde
    [south] De blinde van Zuid
    [west] De blinde van West
    [north] De blinde van Noord
   *[east] De blinde van Oost
}
side-team = Jouw ploeg
side-them = Tegenspelers
contract-name = { $name ->
    [grand] Grand
    [nullo] Nullo
    [spades] Schoppen
    [hearts] Harten
    [diamonds] Ruiten
    [clubs] Klaveren
    [other] Andere kleur
    [trump] Troef
   *[notrump] Zonder troef
}
great-contract = Groot { contract-name }
contract-line = { $great ->
        [yes] { great-contract }
       *[no] { contract-name }
    }{ $name ->
        [grand] {""}
        [nullo] {""}
        [notrump] {""}
       *[spades] {" "}troef
    }{ $blind ->
        [yes] {" "}(blind)
       *[no] {""}
    }
rank-order = Rangorde: { $order } ({ $note ->
    [normal] aas hoogst
    [ace_low] aas laagst
   *[manille] de tien is de hoogste
})
cards = { $n ->
    [one] { $n } kaart
   *[other] { $n } kaarten
}
tricks = { $n ->
    [one] { $n } slag
   *[other] { $n } slagen
}
card-points = { $n ->
    [one] { $n } punt
   *[other] { $n } punten
}
badge-dealer = deler
badge-declarer = leider
badge-traded = nam de Manni
badge-partner = partner
badge-dummy = blinde
layout = { $who }: open stapeltjes
manni-count = Manni: { cards }
cut-card = Afgenomen kaart
trump-card = Troef
calls-title = Biedingen in dit spel:
used-title = Gebruikte contracten:
standing = Geldend bod: { $call }
call-line = { $who }: { $what }
call-trump = { $suit ->
        [S] schoppen
        [H] harten
        [D] ruiten
        [C] klaveren
       *[none] zonder troef
    }{ $blind ->
        [yes] {" "}blind
       *[no] {""}
    }
call-look = bekeek de kaarten
call-double = { $stage ->
    [against] ging tegen
   *[along] ging mee
}
call-pass = past
used-none = nog geen
used-great = Groot gebruikt
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
card-illegal = { $card }, mag nu niet gespeeld worden
card-select = { $card }, kies om te ruilen
card-drawn = { $label } (net getrokken)
wins = { $self ->
    [you] Jij wint
   *[one] Wint
}

## Wat er nu te doen is

prompt-over = De partij is afgelopen.
prompt-waiting = { $who } is aan de beurt…
prompt-play = Jouw beurt: speel een kaart.
prompt-play-dummy = Jouw beurt: speel een kaart voor je blinde.
prompt-trade = Je hele hand ruilen voor de Manni, ongezien, of houden?
prompt-exchange = { $max ->
    [one] Kies tot { $max } kaart om met de Manni te ruilen, en druk dan op Ruilen.
   *[other] Kies tot { $max } kaarten om met de Manni te ruilen, en druk dan op Ruilen.
}
prompt-announce = Kondig een contract aan.
prompt-great = Bied een Groot contract, of pas.
prompt-retain = { $who } overbood met { great-contract }. Behoud het spel met een eigen Groot bod, of pas en laat het overbod staan.
prompt-blind = Speel blind zonder troef, of bekijk je kaarten.
prompt-trump = Maak troef of kies zonder troef.
prompt-double = { $stage ->
    [against] Tegengaan, of passen?
   *[along] Meegaan, of passen?
}

## Beslissingen: de knop, en één regel uitleg eronder

act-take = De Manni nemen
act-keep = Mijn hand houden
act-announce = { $kind ->
    [other] Andere kleur: { contract-name }
   *[none] { contract-name }
}
act-no-trump = { $blind ->
    [yes] Zonder troef, blind
   *[no] Zonder troef
}
act-trump = { $suit ->
    [S] ♠
    [H] ♥
    [D] ♦
   *[C] ♣
} { contract-name }
act-double = { $stage ->
    [against] Tegengaan
   *[along] Meegaan
}
act-look = Mijn kaarten bekijken
act-partner = Mijn partner laten kiezen
act-pass = Passen
act-exchange = Ruil { $cards }
act-play = Speel { $card }
exchange-n = { $n ->
    [one] { $n } kaart ruilen
   *[other] { $n } kaarten ruilen
}
help-take = { $n ->
    [one] Ruil je hele hand voor de { $n } kaart van de Manni, ongezien.
   *[other] Ruil je hele hand voor de { $n } kaarten van de Manni, ongezien.
}
help-keep = Speel met de kaarten die je gekregen hebt.
help-announce = { contract-name }: { $name ->
        [nullo] geen troef; vermijd slagen
        [grand] geen troef; haal slagen
        [spades] schoppen is troef; haal slagen
        [hearts] harten is troef; haal slagen
        [diamonds] ruiten is troef; haal slagen
       *[clubs] klaveren is troef; haal slagen
    }{ $name ->
        [nullo] ; elke slag boven de vier kost een punt
       *[other] { $need ->
            [0] {""}
            [one] ; je hebt { $need } slag nodig
           *[other] ; je hebt { $need } slagen nodig
        }
    }{ $kind ->
        [trump] . Eén troefcontract per partij, in een kleur naar keuze.
        [other] . Eén contract “Andere kleur” per partij: harten, ruiten of klaveren.
       *[none] . Eén keer per partij.
    }
help-great = { $retain ->
        [yes] Behouden
       *[no] Overbieden
    }: { $name ->
        [grand] geen troef
        [spades] schoppen troef
        [hearts] harten troef
        [diamonds] ruiten troef
       *[clubs] klaveren troef
    }, haal { $need } slagen of meer. Je enige Groot bod.
help-no-trump = { $blind ->
    [yes] Zonder troef voor je je kaarten bekijkt: het spel telt vier keer.
   *[no] Zonder troef: het spel telt dubbel.
}
help-trump = { contract-name } is troef in dit spel.
help-double = { $stage ->
    [against] Opnieuw verdubbelen: het spel zou ×{ $m } tellen.
   *[along] Verdubbelen: het spel zou ×{ $m } tellen.
}
help-look = Bekijk eerst je kaarten en maak dan troef (zonder troef telt dubbel).
help-partner = Je partner maakt troef in jouw plaats.
help-pass-great = Laat het contract zoals het is.
help-pass-retain = Laat het overbod staan: { $who } speelt { great-contract }.
help-pass = Laat het spel op ×{ $m }.
help-exchange = Leg de gekozen kaarten af en neem er { $n } uit de Manni.
help-exchange-none = Kies eerst kaarten, of houd je hand zoals ze is.

## Wat er gebeurde (het logboek, en wat de schermlezer meldt)

n-draw = { $self ->
    [you] Jij deelt eerst.
   *[one] { $who } deelt eerst.
}
n-deal = { $self ->
    [you] Spel { $deal }: jij deelt.
   *[one] Spel { $deal }: { $who } deelt.
}
n-cut = De afgenomen kaart is { $card }: { contract-name }.
n-contract = Contract: { $line }.
n-take = { $self ->
    [you] Jij neemt de Manni.
   *[one] { $who } neemt de Manni.
}
n-keep = { $self ->
    [you] Jij houdt je hand.
   *[one] { $who } houdt zijn hand.
}
n-announce = { $self ->
    [you] Jij kondigt { contract-name } aan.
   *[one] { $who } kondigt { contract-name } aan.
}
n-great = { $self ->
    [you] Jij biedt { great-contract }.
   *[one] { $who } biedt { great-contract }.
}
n-pass = { $self ->
    [you] Jij past.
   *[one] { $who } past.
}
n-exchange = { $self ->
    [you] Jij ruilt { cards }.
   *[one] { $who } ruilt { cards }.
}
n-trump = { $self ->
    [you] Jij maakt troef: { call-trump }.
   *[one] { $who } maakt troef: { call-trump }.
}
n-look = { $self ->
    [you] Jij bekijkt je kaarten.
   *[one] { $who } bekijkt zijn kaarten.
}
n-double = { $self ->
        [you] Jij gaat
       *[one] { $who } gaat
    } { $stage ->
        [against] tegen
       *[along] mee
    } (×{ $m }).
n-play = { $who }: { $card }.
n-trick = { $self ->
    [you] Jij wint de slag.
   *[one] { $who } wint de slag.
}
n-deal-end = Spel { $deal } is gedaan. { $headline }
n-game-won = { $self ->
    [you] Jij wint een partij van de match.
    [them] De tegenspelers winnen een partij van de match.
    [team] Jouw ploeg wint een partij van de match.
   *[one] { $who } wint een partij van de match.
}
n-game-over = De partij is afgelopen.

## Uitslagen

headline-tallies = { $changes }.
headline-none = Niemand wint of verliest een punt.
tally = { $who } { $change }
headline-draw = Gelijk spel, 30–30: niemand scoort, het volgende spel telt dubbel.
headline-points = { $who } { $n ->
    [one] { $n } punt
   *[other] { $n } punten
}.
result-title = Spel { $deal }
result-declarer = Leider: { $who }
result-dealer = Deler: { $who }
result-multiplier = Telt ×{ $m }
result-side = Speler / ploeg
result-tricks = Slagen
result-points = Kaart­punten
result-change = Dit spel
result-totals = Totaal
result-positive = Plus
result-negative = Min
result-draw = 30–30: gelijk spel, het volgende spel telt dubbel.
end-deals = { $n ->
    [one] Het { $n } spel is gespeeld.
   *[other] Alle { $n } spellen zijn gespeeld.
}
end-deal-limit = { $n ->
    [one] De partij stopte na { $n } spel zonder dat het doel gehaald werd.
   *[other] De partij stopte na { $n } spellen zonder dat het doel gehaald werd.
}
end-match = { $self ->
    [you] Jij won twee partijen.
    [them] De tegenspelers wonnen twee partijen.
   *[one] { $who } won twee partijen.
}
end-target = { $self ->
    [you] Jij haalde het doel van { $target }.
    [them] De tegenspelers haalden het doel van { $target }.
    [many] { $who } haalden het doel van { $target }.
   *[one] { $who } haalde het doel van { $target }.
}
end-plus = { $self ->
    [you] Jij haalde { $target } pluspunten.
    [them] De tegenspelers haalden { $target } pluspunten.
    [many] { $who } haalden { $target } pluspunten.
   *[one] { $who } haalde { $target } pluspunten.
}
winners = { $self ->
    [you] Jij wint!
    [team] Jouw ploeg wint!
    [them] De tegenspelers winnen!
    [many] { $who } winnen!
   *[one] { $who } wint!
}
winners-none = Niemand wint: geen enkele score is boven nul.

## Insluiten: het venster "Insluiten" en de ingesloten tafel (embed.html)

embed = Insluiten
embed-title = Deze tafel op een andere pagina tonen
embed-help = Plak deze code in eender welke webpagina: ze toont een tafel waar bezoekers dit spel tegen de computer spelen.
embed-what = Wat tonen
embed-size = Grootte
embed-code = Code om te plakken
embed-copy = Kopiëren
embed-small = Telefoon (360 × 640)
embed-medium = Tablet (480 × 720)
embed-wide = Breed (800 × 600)
embed-load = Hier spelen
embed-load-help = De eerste keer duurt het enkele seconden voor de tafel klaarstaat.
embed-restart = Opnieuw beginnen
embed-open = Openen in Tricktable
embed-menu = Tafel
embed-copied = De code is gekopieerd.
embed-copy-yourself = Selecteer de code hierboven en kopieer ze.
embed-frame-title = Tricktable: { $title }
embed-no-game = Het adres van deze tafel noemt geen spel: er is game=… of deal=… nodig.
embed-bad-id = de id is hoogstens 64 letters, cijfers, punten, streepjes of liggende streepjes
embed-bad-host = host moet een oorsprong (origin) zijn, zoals https://example.org
embed-bad-shown = shown moet een stand van deze site noemen: kleine letters, cijfers en koppeltekens

## The table's look (issue 19): the menu, the score strip and the deal counter, help behind "?"
menu = Menu
score-strip = Stand
deal-of = Spel { $deal } van { $deals }
deal-number = Spel { $deal }
decision-help = Uitleg: { $choice }

## Instellingen in het adres of de browser die de tafel niet kent: ze speelt verder met de hare
speed-refused = { $where ->
    [saved] De snelheid die in deze browser bewaard is, “{ $value }”, bestaat niet aan deze tafel: er wordt op normale snelheid gespeeld.
   *[address] Het adres vraagt om de snelheid “{ $value }”, die deze tafel niet heeft: er wordt op de gewone snelheid gespeeld.
}
seat-refused = De link vraagt om plaats “{ $value }”, maar dat is geen plaatsnummer zoals 0 of 1: je speelt op de eerste plaats.
level-refused = De link vraagt om niveau “{ $value }”, maar dat niveau bestaat niet: de computerspelers spelen op niveau { hard }.

## Storage the browser closes to the page, and a frame with no origin of its own (embed.js)
storage-blocked = Deze partij wordt niet bewaard: je browser laat deze pagina niets opslaan. Je kunt verder spelen; ze gaat verloren als je de pagina sluit.
embed-not-saved = Niet bewaard: je browser blokkeert opslag in dit frame.
embed-allow-saving = Toestaan
embed-still-not-saved = Nog niet bewaard: je browser hield de opslag dicht.
embed-sandboxed = Deze tafel kan hier niet draaien: de pagina die haar toont, zet haar in een sandbox zonder allow-same-origin, en dat heeft de tafel nodig om haar spelmotor te starten en haar partij te bewaren.

## Saved games that were not kept, or kept as they were earlier
kept-game-earlier = Je onafgewerkte partij { $title } is bewaard zoals ze was bij de laatste keer bewaren, voordat de opslag van je browser vol raakte: speel ze verder via “Nieuwe partij”.
not-kept-game = Je partij { $title } kon niet bewaard worden (de opslag van je browser is vol of niet open voor deze pagina), dus je kunt ze niet verder spelen.
save-too-large = ze is veel te groot voor een bewaarde partij

## The deal log (a side panel on a wide screen, a sheet from the bar on a phone) and the statistics
log-open = Verloop
log-title = Verloop van het spel
log-this-deal = Dit spel
log-past-deals = Vorige spellen
log-empty = Er is in dit spel nog niets gebeurd.
log-no-past = Deze partij heeft nog geen vorig spel.
log-loading = Vorige spellen laden…
log-led = { $self ->
    [you] Jij kwam uit
   *[one] { $who } kwam uit
}
log-won = { $self ->
    [you] Jij won de slag
   *[one] { $who } won de slag
}
log-points = { $n ->
    [one] { $n } punt
   *[other] { $n } punten
}
log-deal = { $self ->
    [you] Spel { $deal }, gedeeld door jou
   *[one] Spel { $deal }, gedeeld door { $who }
}
log-trick = Slag { $n }
statistics = Statistieken
stats-empty = Nog geen partij uitgespeeld: je statistieken beginnen bij de eerste partij die je afmaakt.
stats-option = { $label }: { $value }
stats-usual-rules = gewone regels
stats-yes-no = { $answer ->
    [yes] ja
   *[no] nee
}
stats-no-limit = geen grens
stats-games = Partijen
stats-wins = Gewonnen
stats-wins-value = { $wins } ({ $percent }%)
stats-average = Gemiddelde score
stats-best = Beste score
stats-streak = Nu op rij gewonnen
stats-best-streak = Langste reeks overwinningen
stats-contracts = Contracten die jij aankondigde
stats-contracts-value = { $made } van de { $called } gehaald
stats-cost = Gemiddelde kosten per beslissing
stats-cost-help = Uit de analyses van je spellen, in de eenheden van het spel (punten of slagen).
stats-chart = { $n ->
    [one] Je laatste partij: de score, een volle balk voor een overwinning.
   *[other] Je laatste { $n } partijen: de scores, een volle balk voor een overwinning.
}
stats-practice = { $n ->
    [one] { $n } oefenpartij met terugnemen, apart geteld.
   *[other] { $n } oefenpartijen met terugnemen, apart geteld.
}
stats-put-back = { $n ->
    [one] { $n } partij waarvan een oudere kopie is teruggezet, apart geteld als oefening.
   *[other] { $n } partijen waarvan een oudere kopie is teruggezet, apart geteld als oefening.
}
stats-reset = Statistieken wissen
stats-reset-confirm = Alle statistieken in deze browser wissen? Dit kan niet ongedaan worden gemaakt.
stats-reset-yes = Wissen
stats-reset-no = Bewaren
stats-export = Exporteren (JSON)
stats-deleted = Je statistieken zijn gewist.
stats-not-saved = Deze partij kon niet in je statistieken worden meegeteld: de opslag van je browser is vol of niet open voor deze pagina.
## De nabespreking van een spel (web/review.js)
review = Nabespreking
review-help = Speel dit spel opnieuw met alle kaarten open en zie wat de zoekfunctie van de computer van je beslissingen vond.
review-last-deal = Laatste spel nabespreken
review-title = Nabespreking van spel { $deal }
review-deal-choice = Spel
review-loading = Het spel wordt opnieuw gespeeld…
review-analysing = Je beslissingen worden beoordeeld: { $done } van { $total }…
review-stop = Stoppen
review-stopped = Gestopt: { $done } van { $total } beslissingen beoordeeld.
review-done = { $total ->
    [0] Je had in dit spel geen beslissing te nemen.
   *[other] { $total ->
        [one] { $total } beslissing beoordeeld
       *[other] Alle { $total } beslissingen beoordeeld
    }: { $good } goed, { $inaccuracy } { $inaccuracy ->
        [one] onnauwkeurigheid
       *[other] onnauwkeurigheden
    }, { $mistake } { $mistake ->
        [one] fout
       *[other] fouten
    }.
}
review-failed = De nabespreking kon niet worden gemaakt: { $why }
review-scale = Elke beslissing wordt beoordeeld door de zoekfunctie van de computer, vanuit wat jij op dat moment wist, nooit vanuit de verborgen kaarten. De kosten zijn wat de beste gevonden keuze meer had opgeleverd dan de jouwe:
review-under = onder { $n }
review-from = vanaf { $n }
review-amount = { $unit ->
    [points] { $n ->
        [one] { $n } punt
       *[other] { $n } punten
    }
   *[deal_points] { $n ->
        [one] { $n } spelpunt
       *[other] { $n } spelpunten
    }
}
review-verdict = { $verdict ->
    [good] Goed
    [inaccuracy] Onnauwkeurig
   *[mistake] Fout
}
review-start = Het spel zoals het gedeeld werd.
review-move = Zet { $n } van { $total }:
review-step = { $who }: { $what }
review-takes = { $self ->
    [you] Jij haalt de slag.
   *[one] { $who } haalt de slag.
}
review-stock = De Manni
review-pending = Nog niet beoordeeld
review-forced = De enige keuze.
review-best = Beste keuze: { $what }
review-cost = kost { $n }
review-values = Alle keuzes gewogen
review-decisions = Jouw beslissingen
review-first = Begin
review-prev-decision = Vorige beslissing
review-prev = Terug
review-next = Verder
review-next-decision = Volgende beslissing
review-last = Einde
review-keys = Blader met de pijltjestoetsen: links en rechts een zet, omhoog en omlaag een beslissing.
review-share = Link naar deze nabespreking kopiëren
review-link-copied = Link gekopieerd: wie hem opent, ziet dit spel en zijn browser beoordeelt de beslissingen opnieuw.
review-link-copy = Kopieer deze link: wie hem opent, ziet dit spel en zijn browser beoordeelt de beslissingen opnieuw.
## The table's sounds: the mute switch in the menu
sound = Geluid
## Instellingen, eerlijk terugnemen en een rem op misklikken (issue 19)
settings = Instellingen
settings-theme = Thema
theme-auto = Zoals het apparaat
theme-light = Licht
theme-dark = Donker
theme-contrast = Hoog contrast
settings-card-size = Kaartgrootte
card-size-small = Klein
card-size-normal = Normaal
card-size-large = Groot
settings-four-colour = Vierkleurig spel (ruiten blauw, klaveren groen)
settings-confirm-play = Bevestigen voor je een kaart speelt
settings-confirm-play-help = De eerste tik licht een kaart op, een tweede tik (of Enter) speelt hem.
raised-card = { $card }, opgelicht: druk nog eens om hem te spelen
raised-prompt = Tik nog een keer op de kaart om hem te spelen: { $card }.
practice-mark = Oefening
practice-help = In deze partij is een zet teruggenomen, of een oudere opslag ervan teruggezet, dus telt ze als oefening.
rolled-back = Deze partij is teruggezet naar een oudere opslag dan deze browser ervan had bewaard, dus telt ze vanaf nu als oefening: de beslissingen sindsdien zouden opnieuw genomen kunnen worden met kennis van wat erop volgde.
## Challenges (web/challenge.js) and short links (web/app.js)
challenge-title = Daag een vriend uit
challenge-help = Speel een paar spellen en stuur dan de link. Je vrienden krijgen dezelfde kaarten op jouw plaats, tegen dezelfde computerspelers, en jullie zien je resultaten naast elkaar.
challenge-length = Duur
challenge-deals = { $n ->
    [0] Een hele partij
    [1] Eén spel
    [4] Vier spellen
    [8] Acht spellen
   *[other] { $n } spellen
}
challenge-name = Je naam
challenge-name-help = Je vrienden zien hem naast je resultaten. Hij wordt alleen in deze browser bewaard.
challenge-no-name = Vul eerst je naam in.
challenge-start = Speel de uitdaging
challenge-play = Spelen
challenge-from = Een uitdaging van { $names }: { $game } · { $length } · computerspelers: { $level }
challenge-rules = Je speelt dezelfde kaarten op dezelfde plaats, tegen dezelfde computerspelers, zonder terugnemen of tips. De resultaten verschijnen zodra je gespeeld hebt.
challenge-checking = Vergelijken met de partijen van de anderen…
prompt-challenge-over = De uitdaging is voorbij: “Daag een vriend uit” in het menu toont de resultaten opnieuw.
challenge-new = Nieuwe uitdaging
challenge-mine = Je uitdagingen
challenge-show = Resultaten
challenge-line = { $game } · { $length } · { $names }
challenge-daily = Spel van de dag
challenge-daily-done = Resultaten van vandaag
challenge-daily-help = Eén spel, vandaag voor iedereen hetzelfde, tegen moeilijke computerspelers.
challenge-results = Resultaten
challenge-deal-column = Spel
challenge-deal = Spel { $deal }
challenge-total = Totaal
challenge-at-trick = spel { $deal }, slag { $trick }
challenge-at-deal = spel { $deal }, voor de eerste slag
challenge-parted = Jij en { $name } kozen anders bij { $where }: jij koos “{ $mine }”, { $name } koos “{ $theirs }”. Dat spel: jij { $you }, { $name } { $them }.
challenge-same = { $name } maakte steeds dezelfde keuze als jij.
challenge-cost-note = Wat een andere keuze kostte, zie je aan de punten van beiden in dat spel: de keuze zelf wordt niet beoordeeld.
challenge-ready = Je uitdaging is klaar: stuur deze link naar je vrienden.
challenge-reply = Stuur deze link terug: hij bevat ieders resultaten.
challenge-full = De link bevat al acht spelers: je resultaat staat hier, maar wordt er niet aan toegevoegd.
challenge-link-label = Link van de uitdaging
challenge-copy = Kopieer de link
challenge-copied = De link is gekopieerd.
challenge-copy-yourself = Selecteer de link en kopieer hem.
link-refused = Deze link kan niet worden geopend: { $why } Niets van wat je had bewaard is veranderd.
## The shelf of games (the new-game screen)

shelf-title = Kies een spel
shelf-play = Speel { $title }
house-rules = Huisregels
practice-switch = Oefenpartij (terugnemen mag)
practice-switch-help = Je mag je beslissingen terugnemen; de partij wordt dan als oefenpartij gemarkeerd.

## The challenge dialog: the game to play
game = Spel

## A short link's opening (drawn before the engine runs) that the engine did not confirm

opening-changed = De tafel die de link liet zien, was niet die van dit spel: hier is het spel zoals het nu staat. Maak je keuze opnieuw.

## The shelf's welcome: a line for a newcomer under its title
shelf-welcome = Schuif aan! Kies een spel en speel tegen de computer; de regels van elk spel staan onder “Spelregels”.

## Computerspelers: wie er nadenkt, en hoe sterk elk niveau is
seat-thinking = { $seat } denkt na…
level-rated = { $level } ≈ { $rating }
level-ratings-help = Ratings uit partijen van de computerspelers tegen elkaar met dezelfde kaarten, met Gemiddeld op { $medium }: wie 200 punten hoger staat, wint ongeveer drie van de vier spellen.

## A late deal's link leaves parts of its table out to stay short: they come a moment later
sheet-coming = De vorige spellen verschijnen zo meteen.
log-coming = Het verloop van dit spel verschijnt zo meteen.

## Checking the other players' games of a challenge: whose game, which deal (of how many)
challenge-checking-game = { $games ->
        [1] De partij van { $name } nakijken
       *[other] De partij van { $name } nakijken ({ $game } van { $games })
    }: { $deals ->
        [0] spel { $deal }
       *[other] spel { $deal } van { $deals }
    }…

## The screen reader's live region: the player's turn, and what they may do
turn-any = { $prompt } Je mag elke kaart uit je hand spelen.
turn-play = { $prompt } { $n ->
    [one] Je kunt maar één kaart spelen: { $cards }.
   *[other] Speelbare kaarten: { $cards }.
}
turn-choose = Jouw beurt. { $prompt } Je kunt kiezen uit: { $choices }.

## A challenge link checked before it is played, within a stated cost; the deal of the day's attempts (web/challenge.js)
challenge-check-cost = Voordat je begint, speelt deze pagina de partij van elke speler opnieuw om hun resultaten na te kijken: { $deals ->
        [one] één spel
       *[other] { $deals } spellen
    } om opnieuw te spelen (een uitdaging mag er hoogstens { $limit } vragen).
challenge-check-waiting = De spelmotor wordt geladen: je kunt spelen zodra hij de partijen van de spelers heeft nagekeken.
challenge-checked = De partij van elke speler is nagekeken: speel wanneer je klaar bent.
challenge-check-later = Het nakijken van de partijen van de spelers duurt even: speel nu, de rest wordt nagekeken terwijl je speelt.
challenge-full-deals = De link bevat al zoveel spellen als een uitdaging opnieuw mag laten spelen ({ $limit } in totaal): je resultaat staat hier, maar wordt er niet aan toegevoegd.
challenge-daily-again = Spel van de dag, poging { $n }
challenge-daily-again-help = Je hebt het spel van vandaag al eens gekregen: alleen je eerste poging telt mee, deze dus niet.
challenge-intro-attempt = Je hebt dit spel van de dag al eens gekregen: dit is poging { $n }, en alleen je eerste telt mee.
challenge-attempt-later = Poging { $n } voor dit spel van de dag: telt niet mee.
challenge-attempt-record = De resultaten van vandaag bewaren je eerste poging: dit is de link ervan.
challenge-attempt-none = Je eerste poging is niet uitgespeeld, dus vandaag wordt er geen resultaat van je bewaard.
challenge-attempt-late = Je kreeg het spel van de dag opnieuw voordat deze eerste poging was uitgespeeld, dus ook die telt niet mee: vandaag wordt er geen resultaat van je bewaard.
challenge-practice = Tijdens deze uitdaging is een oudere opslag van je partij teruggezet, dus telt ze als oefening: je resultaat staat niet in de link en telt niet mee.
challenge-attempt-name = { $name } (poging { $n })

## Who signed each result of a challenge (web/challenge/identity.js, challenge/results.js)
challenge-key-changed = niet de sleutel die deze browser kent voor { $name }
challenge-unsigned = niet ondertekend (een oudere link)
challenge-unchecked = handtekening niet gecontroleerd (deze browser kan dat niet)
challenge-forged = handtekening klopt niet
challenge-print-help = De vingerafdruk van de sleutel die dit resultaat in de browser van de speler ondertekende. Vraag je vriend de zijne voor te lezen om zeker te weten dat hij het was.
challenge-keys-note = Elk resultaat is ondertekend in de browser van de speler; de code onder een naam is de vingerafdruk van de sleutel. Een gemarkeerde naam kwam met een andere sleutel dan deze browser ervoor kent: iemand anders kan die naam hebben getypt, of je vriend speelde in een andere browser of heeft de opslag ervan gewist.
