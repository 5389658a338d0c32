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
card-name = { rank-name } de { suit-name }
