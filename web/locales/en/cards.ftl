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
card-name = { rank-name } of { suit-name }
