# De naam en korte beschrijving van elk spel, en de woorden van de huisregels op het
# scherm "Nieuw spel".

## Manni

game-manni = Manni
    .summary = Drie spelers, de troef verandert elk spel; ruil je hand voor de Manni.
option-manni-under_four_negative = Minpunten onder vier slagen
    .help = Wie minder dan vier slagen haalt, verliest een punt voor elke slag te weinig.
option-manni-target = Punten om te winnen
    .help = De partij eindigt na het spel waarin een speler deze score haalt.

## Hornafjarðarmanni

game-hornafjardarmanni = Hornafjarðarmanni
    .summary = De afgenomen kaart bepaalt Nullo, troef of Grand; ruilen met een Manni van zestien.
option-hornafjardarmanni-deal_packets = Hoe er gedeeld wordt
    .help = De pakjes waarin de deler deelt.
choice-hornafjardarmanni-deal_packets-4-3-3-3 = Vier voor de Manni, dan drie voor elke speler
choice-hornafjardarmanni-deal_packets-4-4-4-4 = Vier voor elke speler, de Manni als laatste
option-hornafjardarmanni-end_on = De partij eindigt als
    .help = Welke score met het doel vergeleken wordt.
choice-hornafjardarmanni-end_on-positive = de pluspunten van een speler het doel halen
choice-hornafjardarmanni-end_on-net = de nettoscore van een speler (pluspunten min minpunten) het doel haalt
option-hornafjardarmanni-target = Punten om te winnen
    .help = De score die de partij beëindigt.
option-hornafjardarmanni-contract_by = Het contract wordt bepaald door
    .help = Wat voor elk spel Nullo, troef of Grand bepaalt.
choice-hornafjardarmanni-contract_by-cut = de afgenomen kaart
choice-hornafjardarmanni-contract_by-dealer_choice = de deler, elke soort één keer (negen spellen)

## Trjámann

game-trjamann = Trjámann
    .summary = Twaalf spellen; kondig Grand, Schoppen, een andere kleur en Nullo elk één keer aan.
option-trjamann-nullo_ace_low = Aas het laagst in Nullo
    .help = In een Nullo-spel telt de aas onder de twee.

## Laugavatnsmanni

game-laugavatnsmanni = Laugavatnsmanni
    .summary = Achttien spellen; elke speler kondigt zes contracten elk één keer aan, met Groot overbieden en behouden.
option-laugavatnsmanni-nullo_ace_low = Aas het laagst in Nullo
    .help = In een Nullo-spel telt de aas onder de twee.
option-laugavatnsmanni-great_target = Groot contract: te halen slagen
    .help = Onder zoveel slagen verliest de leider van een Groot contract punten.
choice-laugavatnsmanni-great_target-14 = 14 slagen
choice-laugavatnsmanni-great_target-15 = 15 slagen
option-laugavatnsmanni-end_on = De partij eindigt
    .help = Wanneer de partij voorbij is.
choice-laugavatnsmanni-end_on-hands = na achttien spellen
choice-laugavatnsmanni-end_on-net = als een score 10 haalt, of na achttien spellen

## Manillen

game-manille = Manillen
    .summary = Vier spelers in twee ploegen; de tien is de manille, de hoogste kaart.
option-manille-target = Punten om te winnen
    .help = De ploeg die eerst dit totaal haalt, wint.
choice-manille-target-61 = 61
choice-manille-target-101 = 101
choice-manille-target-121 = 121
choice-manille-target-151 = 151
option-manille-partner_choice = De deler mag zijn partner troef laten maken
    .help = In plaats van zelf troef te maken, mag de deler de keuze aan zijn partner laten.

## Manillen met twee, met blinde partners

game-manillen-2p-dummy = Manillen met twee, met blinde partners
    .summary = Twee spelers, elk met een blinde partner van vier open stapeltjes.
option-manillen-2p-dummy-blind_no_trump = Zonder troef mag blind gespeeld worden
    .help = Voordat hij zijn kaarten bekijkt, mag de deler zonder troef spelen, voor vier keer de punten.
option-manillen-2p-dummy-max_multiplier = Hoogste vermenigvuldiger
    .help = Laat leeg voor onbeperkt verdubbelen.
option-manillen-2p-dummy-match = Een match spelen
    .help = Wie eerst twee bomen wint, wint de match.

## Manillen met twee, open stapeltjes

game-manillen-2p-open = Manillen met twee, open stapeltjes
    .summary = Twee spelers, elk met een hand en vier eigen open stapeltjes.
option-manillen-2p-open-blind_no_trump = Zonder troef mag blind gespeeld worden
    .help = Voordat hij zijn kaarten bekijkt, mag de deler zonder troef spelen, voor vier keer de punten.
option-manillen-2p-open-max_multiplier = Hoogste vermenigvuldiger
    .help = Laat leeg voor onbeperkt verdubbelen.
option-manillen-2p-open-match = Een match spelen
    .help = Wie eerst twee bomen wint, wint de match.
