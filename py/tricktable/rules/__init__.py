"""The rules: cards, the table, the games (variants/), views, the game loop (engine.py)
and the checked records at the boundary (records.py, wire.py).

The lowest layer: it imports nothing else of the package.  Above it, in order: search/
and bots/ (the computer players), session/ (what the browser's worker runs), tools/
(tournaments and the command line, left out of the browser's wheel).
"""
