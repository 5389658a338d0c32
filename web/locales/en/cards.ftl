# Card, suit and rank names (the narration and card buttons use these).
# $suit: S H D C; $rank: two three … ten jack queen king ace.
suit-name = { $suit ->
    [S] spades
    [H] hearts
    [D] diamonds
   *[C] clubs
}
rank-name = { $rank ->
    [two] two
    [three] three
    [four] four
    [five] five
    [six] six
    [seven] seven
    [eight] eight
    [nine] nine
    [ten] ten
    [jack] jack
    [queen] queen
    [king] king
   *[ace] ace
}
# The rank in a card's corner.
rank-letter = { $rank ->
    [ace] A
    [king] K
    [queen] Q
    [jack] J
    [ten] 10
    [nine] 9
    [eight] 8
    [seven] 7
    [six] 6
    [five] 5
    [four] 4
    [three] 3
   *[two] 2
}
card-name = { rank-name } of { suit-name }
