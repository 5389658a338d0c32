"""The search machinery of the computer players (bots/): worlds sampled from a view,
deals played out fast, the exact endgame, inference from plays, playing for the game.

It imports only rules/; bots/ builds the levels on it.
"""
