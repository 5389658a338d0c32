# The rules pages' own words (webbuild/rules_pages.py writes them at build time; the
# table does not use them). Seats, "How to play" and "Your hand" come from table.ftl.
rules-play = Play this game
rules-trick = On the table
rules-example = Example
rules-try = Choose a card to see whether the rules allow it.
rules-allowed = Allowed.
rules-live = Play it out: the same cards on a live table, against the computer.
rules-live-table = Live table
