# Namen van kaarten, kleuren en waarden (voor de beschrijving en de kaartknoppen).
# $suit: S H D C; $rank: two three … ten jack queen king ace.
suit-name = { $suit ->
    [S] schoppen
    [H] harten
    [D] ruiten
   *[C] klaveren
}
rank-name = { $rank ->
    [two] twee
    [three] drie
    [four] vier
    [five] vijf
    [six] zes
    [seven] zeven
    [eight] acht
    [nine] negen
    [ten] tien
    [jack] boer
    [queen] vrouw
    [king] heer
   *[ace] aas
}
rank-letter = { $rank ->
    [ace] A
    [king] H
    [queen] V
    [jack] B
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
card-name = { suit-name }{ rank-name }
