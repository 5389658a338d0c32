# Noms des cartes, des couleurs et des valeurs (récit de la partie et boutons des cartes).
# $suit: S H D C; $rank: two three … ten jack queen king ace.
suit-name = { $suit ->
    [S] pique
    [H] cœur
    [D] carreau
   *[C] trèfle
}
rank-name = { $rank ->
    [two] deux
    [three] trois
    [four] quatre
    [five] cinq
    [six] six
    [seven] sept
    [eight] huit
    [nine] neuf
    [ten] dix
    [jack] valet
    [queen] dame
    [king] roi
   *[ace] as
}
rank-letter = { $rank ->
    [ace] A
    [king] R
    [queen] D
    [jack] V
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
card-name = { rank-name } de { suit-name }
