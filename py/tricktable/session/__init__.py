"""What the browser's worker runs: the session (bridge.py, with its request handlers),
the page's view and words, links, challenges, reviews and the catalogue.

It imports rules/, search/ and bots/, never tools/.
"""
