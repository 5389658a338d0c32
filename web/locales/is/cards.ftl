# Heiti spila, lita og gilda (notað í lýsingum og á spilahnöppum).
# $suit: S H D C; $rank: two three … ten jack queen king ace.
suit-name = { $suit ->
    [S] spaði
    [H] hjarta
    [D] tígull
   *[C] lauf
}
rank-name = { $rank ->
    [two] tvistur
    [three] þristur
    [four] fjarki
    [five] fimma
    [six] sexa
    [seven] sjöa
    [eight] átta
    [nine] nía
    [ten] tía
    [jack] gosi
    [queen] drottning
    [king] kóngur
   *[ace] ás
}
rank-letter = { $rank ->
    [ace] Á
    [king] K
    [queen] D
    [jack] G
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
# Forliður litar og gildi í einu orði: hjarta + tía = hjartatía.
card-name = { $suit ->
    [S] spaða
    [H] hjarta
    [D] tígul
   *[C] lauf
}{ rank-name }
