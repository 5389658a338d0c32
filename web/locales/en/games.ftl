# Each game's title and summary, and its options' words on the new-game screen.
# (The engine's English words in py/tricktable are the Python API's; the page says these.)

## Manni

game-manni = Manni
    .summary = Three players, trump turns with every deal; trade your hand for the Manni.
option-manni-under_four_negative = Minus points under four tricks
    .help = A player who takes fewer than four tricks loses a point for each trick short.
option-manni-target = Points to win
    .help = The game ends after the deal in which a player reaches this score.

## Hornafjarðarmanni

game-hornafjardarmanni = Hornafjarðarmanni
    .summary = The cut card sets Nullo, trump or Grand; exchange with a Manni of sixteen.
option-hornafjardarmanni-deal_packets = How the cards are dealt
    .help = The packets the dealer deals in.
choice-hornafjardarmanni-deal_packets-4-3-3-3 = Four to the Manni, then three to each player
choice-hornafjardarmanni-deal_packets-4-4-4-4 = Four to each player, the Manni last
option-hornafjardarmanni-end_on = The game ends when
    .help = Which score is compared with the target.
choice-hornafjardarmanni-end_on-positive = a player's plus points reach the target
choice-hornafjardarmanni-end_on-net = a player's net score (plus less minus points) reaches the target
option-hornafjardarmanni-target = Points to win
    .help = The score that ends the game.
option-hornafjardarmanni-contract_by = The contract is set by
    .help = What decides Nullo, trump or Grand for each deal.
choice-hornafjardarmanni-contract_by-cut = the cut card
choice-hornafjardarmanni-contract_by-dealer_choice = the dealer, each kind once (nine deals)

## Trjámann

game-trjamann = Trjámann
    .summary = Twelve deals; announce Grand, Spades, another suit and Nullo once each.
option-trjamann-nullo_ace_low = Ace ranks lowest in Nullo
    .help = In a Nullo deal the ace counts below the two.

## Laugavatnsmanni

game-laugavatnsmanni = Laugavatnsmanni
    .summary = Eighteen deals; each player announces each of six contracts once, with Great overcalls and retaining.
option-laugavatnsmanni-nullo_ace_low = Ace ranks lowest in Nullo
    .help = In a Nullo deal the ace counts below the two.
option-laugavatnsmanni-great_target = Great contract: tricks to make
    .help = Below this many tricks a Great declarer loses points.
choice-laugavatnsmanni-great_target-14 = 14 tricks
choice-laugavatnsmanni-great_target-15 = 15 tricks
option-laugavatnsmanni-end_on = The game ends
    .help = When the game is over.
choice-laugavatnsmanni-end_on-hands = after eighteen deals
choice-laugavatnsmanni-end_on-net = when a score reaches 10, or after eighteen deals

## Manille

game-manille = Manille
    .summary = Four players in two teams; the ten is the manille, the highest card.
option-manille-target = Points to win
    .help = The first team to reach this total wins.
choice-manille-target-61 = 61
choice-manille-target-101 = 101
choice-manille-target-121 = 121
choice-manille-target-151 = 151
option-manille-partner_choice = The dealer may let the partner name trump
    .help = Instead of naming trump, the dealer may pass the choice across the table.

## Manillen for two, with dummies

game-manillen-2p-dummy = Manillen for two, with dummies
    .summary = Two players, each with a dummy partner of four face-up stacks.
option-manillen-2p-dummy-blind_no_trump = No trump may be called blind
    .help = Before looking at the hand the dealer may call no trump, for four times the points.
option-manillen-2p-dummy-max_multiplier = Highest multiplier
    .help = Leave empty for no limit on the doublings.
option-manillen-2p-dummy-match = Play a match
    .help = Best of three games to 101.

## Manillen for two, open layouts

game-manillen-2p-open = Manillen for two, open layouts
    .summary = Two players, each with a hand and four face-up stacks of their own.
option-manillen-2p-open-blind_no_trump = No trump may be called blind
    .help = Before looking at the hand the dealer may call no trump, for four times the points.
option-manillen-2p-open-max_multiplier = Highest multiplier
    .help = Leave empty for no limit on the doublings.
option-manillen-2p-open-match = Play a match
    .help = Best of three games to 101.
