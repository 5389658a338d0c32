# The words of the test-only eighth game (tests/eighth_game.py), as a shipped game would add
# them to web/locales/en/*.ftl: its title and options (games.ftl), its decision, prompt and
# event (table.ftl), its refusals (reasons.ftl). e2e/test_eighth_game.py builds a site with it.

game-bidding-manni = Bidding Manni
    .summary = Four players bid the tricks they will take; making the bid exactly scores.
option-bidding-manni-deals = Deals
    .help = How many deals the game lasts.
choice-bidding-manni-deals-4 = four deals
choice-bidding-manni-deals-8 = eight deals

prompt-bid = Bid the tricks you will take.
act-bid = { $tricks ->
    [one] Bid { $tricks } trick
   *[other] Bid { $tricks } tricks
}
n-bid = { $self ->
    [you] You bid { $tricks }.
   *[one] { $who } bids { $tricks }.
}

reason-bid_out_of_range = Bid from 0 to { $most } tricks.
reason-bid_fills_tricks = As the dealer you may not make the bids add up to { $tricks }.
