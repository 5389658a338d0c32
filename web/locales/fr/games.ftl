# Le nom et le résumé de chaque jeu, et les mots de ses variantes sur l'écran « Nouvelle partie ».

## Manni

game-manni = Manni
    .summary = Trois joueurs, l'atout change à chaque donne ; échangez votre main contre le Manni.
option-manni-under_four_negative = Points négatifs sous quatre plis
    .help = Un joueur qui fait moins de quatre plis perd un point par pli manquant.
option-manni-target = Points pour gagner
    .help = La partie se termine après la donne où un joueur atteint ce score.

## Hornafjarðarmanni

game-hornafjardarmanni = Hornafjarðarmanni
    .summary = La carte de coupe fixe Nullo, atout ou Grand ; échange avec un Manni de seize cartes.
option-hornafjardarmanni-deal_packets = La distribution
    .help = Les paquets que distribue le donneur.
choice-hornafjardarmanni-deal_packets-4-3-3-3 = Quatre au Manni, puis trois à chaque joueur
choice-hornafjardarmanni-deal_packets-4-4-4-4 = Quatre à chaque joueur, le Manni en dernier
option-hornafjardarmanni-end_on = La partie se termine quand
    .help = Quel score est comparé à l'objectif.
choice-hornafjardarmanni-end_on-positive = les points positifs d'un joueur atteignent l'objectif
choice-hornafjardarmanni-end_on-net = le score net d'un joueur (points positifs moins négatifs) atteint l'objectif
option-hornafjardarmanni-target = Points pour gagner
    .help = Le score qui termine la partie.
option-hornafjardarmanni-contract_by = Le contrat est fixé par
    .help = Ce qui décide Nullo, atout ou Grand à chaque donne.
choice-hornafjardarmanni-contract_by-cut = la carte de coupe
choice-hornafjardarmanni-contract_by-dealer_choice = le donneur, chaque sorte une fois (neuf donnes)

## Trjámann

game-trjamann = Trjámann
    .summary = Douze donnes ; annoncez Grand, Pique, une autre couleur et Nullo une fois chacun.
option-trjamann-nullo_ace_low = As le plus faible au Nullo
    .help = Dans une donne Nullo, l'as compte sous le deux.

## Laugavatnsmanni

game-laugavatnsmanni = Laugavatnsmanni
    .summary = Dix-huit donnes ; chaque joueur annonce une fois chacun des six contrats, avec surenchères et maintiens majeurs.
option-laugavatnsmanni-nullo_ace_low = As le plus faible au Nullo
    .help = Dans une donne Nullo, l'as compte sous le deux.
option-laugavatnsmanni-great_target = Contrat majeur : plis à faire
    .help = Sous ce nombre de plis, le déclarant d'un contrat majeur perd des points.
choice-laugavatnsmanni-great_target-14 = 14 plis
choice-laugavatnsmanni-great_target-15 = 15 plis
option-laugavatnsmanni-end_on = La partie se termine
    .help = Quand la partie est finie.
choice-laugavatnsmanni-end_on-hands = après dix-huit donnes
choice-laugavatnsmanni-end_on-net = quand un score atteint 10, ou après dix-huit donnes

## Manille

game-manille = Manille
    .summary = Quatre joueurs en deux équipes ; le dix est la manille, la plus forte carte.
option-manille-target = Points pour gagner
    .help = La première équipe à atteindre ce total gagne.
choice-manille-target-61 = 61
choice-manille-target-101 = 101
choice-manille-target-121 = 121
choice-manille-target-151 = 151
option-manille-partner_choice = Le donneur peut laisser son partenaire choisir l'atout
    .help = Au lieu de choisir l'atout, le donneur peut passer le choix à son partenaire.

## Manille à deux, avec des morts

game-manillen-2p-dummy = Manille à deux, avec des morts
    .summary = Deux joueurs, chacun avec un mort de quatre piles face visible.
option-manillen-2p-dummy-blind_no_trump = Sans atout à l'aveugle permis
    .help = Avant de regarder sa main, le donneur peut annoncer sans atout, pour quatre fois les points.
option-manillen-2p-dummy-max_multiplier = Multiplicateur maximal
    .help = Laissez vide pour doubler sans limite.
option-manillen-2p-dummy-match = Jouer un match
    .help = Au meilleur des trois manches de 101 points.

## Manille à deux, piles ouvertes

game-manillen-2p-open = Manille à deux, piles ouvertes
    .summary = Deux joueurs, chacun avec sa main et ses quatre piles face visible.
option-manillen-2p-open-blind_no_trump = Sans atout à l'aveugle permis
    .help = Avant de regarder sa main, le donneur peut annoncer sans atout, pour quatre fois les points.
option-manillen-2p-open-max_multiplier = Multiplicateur maximal
    .help = Laissez vide pour doubler sans limite.
option-manillen-2p-open-match = Jouer un match
    .help = Au meilleur des trois manches de 101 points.
