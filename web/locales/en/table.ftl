# The table's words. The page asks for its own by name (web/services/text.js); the engine
# names those of every decision, prompt and event, with their arguments (each game's
# module in py/tricktable/variants; a seat arrives as $who and $self, see `said`).
# Variables that select a form:
#   $self: who a sentence is about: you (the player), one (another player or a dummy),
#          team (your team), them (the opponents), many (several names in a list).
#   $pos: you west north east.  $name: a contract: grand nullo spades hearts diamonds
#   clubs notrump other.  $suit: S H D C, or none.  $stage: along against.
#   $blind, $great, $retain: yes no.  Counts ($n, $max, $need…) are numbers.

## The page's fixed words (index.html names them in data-text, data-label, data-placeholder)

page-title = Tricktable — Manni and Manille
app-name = Tricktable
game-menu = Game
# .short: the bar's words on a phone, as short as they read well (the whole words where they fit 360px).
new-game = New game
    .short = New game
sheet = Score sheet
    .short = Scores
last-trick = Last trick
    .short = Last trick
share = Share
speed = Speed
slow = Slow
normal = Normal
fast = Fast
instant = Instant
share-deal = This deal
share-game = This game from the start
share-choose = Choose what to share
share-no-undo = A shared game is played without undo.
announcements = Announcements
loading-title = Setting up the table
loading-progress = Loading progress
loading-first = Starting…
unfinished = Unfinished games
options = Options
players = Players
seat = Your seat
seed = Deal number
seed-random = random
seed-help = The same number deals the same cards.
level = Computer players
easy = Easy
medium = Medium
hard = Hard
random = Random
back-to-game = Back to the game
table = Card table
close = Close
rules-of-this-game = How to play this game
how-to-play = How to play
language = Language

## Loading, messages and errors

thinking = The computer players are thinking…
engine-loading = Your move is made: the game goes on in a moment…
loading-runtime = Getting the cards ready…
loading-bytes = Shuffling the cards…
loading-start = Almost ready…
engine-failed = The game engine could not start: { $why }
draw-failed = This table could not be drawn. Nothing you had saved has changed: start a new game, or reload the page.
update-ready = A new version of Tricktable is ready.
update-reload = Reload
wait = Please wait for the table
next-deal = Next deal
see-result = See the final result
play-again = Play again
play-again-help = Same game and options, new deals.
hint = Hint
hint-help = What the strongest computer player would do now.
undo = Undo
undo-help = Take back your last decision: the game becomes practice.
hint-says = Hint: { $what }. { $why }
hint-margin = { $margin ->
    [one] Over many sampled deals it scores { $margin } point a deal more than the next best choice.
   *[other] Over many sampled deals it scores { $margin } points a deal more than the next best choice.
}
hint-margin-none = Over many sampled deals it scores as well as any other choice.
hint-chance = { $chance ->
    [one] The game is near its end: over many sampled deals it wins the game { $chance } more time in a hundred than the next best choice.
   *[other] The game is near its end: over many sampled deals it wins the game { $chance } more times in a hundred than the next best choice.
}
hint-chance-none = The game is near its end: over many sampled deals it wins the game as often as any other choice.
share-what = { $link ->
    [deal] Link to this deal: the same cards, from its first card, with the scores so far
   *[game] Link to this game from its first deal: the same deals in the same order
}
share-copied = { $link ->
    [deal] The link to this deal was copied.
   *[game] The link to this game from the start was copied.
}
share-copy = { $link ->
    [deal] Copy the link below to share this deal.
   *[game] Copy the link below to share this game from the start.
}
kept-game = Your unfinished game of { $title } is kept: resume it from “New game”.
other-tab = This game is now open in another tab. Moves made there are not shown here.
take-over = Continue here
storage-full = This game is not being saved: your browser's storage is full. You can go on playing; it will be lost when you close the page.
save-again = Saving works again.
unreadable = A saved game could not be loaded, so it was set aside: { $why }
unreadable-kept = A saved game could not be loaded ({ $why }). It is left where it is because there is no room to set it aside.
not-a-save = it is not a saved game
link-bad = This link's settings are not valid: { $why }. Ask whoever sent it to send it again.
link-failed = This link could not start a game: { $why }
link-seed = the seed must be a whole number below 9007199254740992
link-save = the game it carries is not written as Tricktable writes it
link-options = the house rules it gives (options) are not written as Tricktable writes them
exchange-max = { $max ->
    [one] You may exchange at most one card.
   *[other] You may exchange at most { $max } cards.
}
decide-first = Make the decision above first.
not-your-turn = It is not your turn yet.

## The new-game screen

resume = Resume
resume-game = Resume: { $title }
unfinished-line = { $title }, deal { $deal }, { $when }
no-options = This game has no options.
seat-choice = Player { $n }
seat-by-draw = By the draw
seat-deals = { $n ->
    [1] Deals first
    [2] Deals second
    [3] Deals third
   *[other] Deals fourth
}
players-count = { $n ->
    [one] { $n } player
   *[other] { $n } players
}

## The table

current-trick = Trick on the table
your-hand = Your hand
your-decision = Your decision
facts = This deal
no-deal = No deal has been scored yet.
deal = Deal
contract = Contract
target = Target { $target }
position = { $pos ->
    [you] You
    [south] South
    [west] West
    [north] North
   *[east] East
}
position-dummy = { $pos ->
    [you] Your dummy
    [south] South's dummy
    [west] West's dummy
    [north] North's dummy
   *[east] East's dummy
}
side-team = Your team
side-them = Opponents
contract-name = { $name ->
    [grand] Grand
    [nullo] Nullo
    [spades] Spades
    [hearts] Hearts
    [diamonds] Diamonds
    [clubs] Clubs
    [other] Other suit
    [trump] Trump
   *[notrump] No trump
}
great-contract = Great { contract-name }
contract-line = { $great ->
        [yes] { great-contract }
       *[no] { contract-name }
    }{ $name ->
        [grand] {""}
        [nullo] {""}
        [notrump] {""}
       *[spades] {" "}trump
    }{ $blind ->
        [yes] {" "}(blind)
       *[no] {""}
    }
rank-order = Ranks: { $order } ({ $note ->
    [normal] ace high
    [ace_low] ace low
   *[manille] the ten is highest
})
cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
tricks = { $n ->
    [one] { $n } trick
   *[other] { $n } tricks
}
card-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
badge-dealer = dealer
badge-declarer = declarer
badge-traded = took the Manni
badge-partner = partner
badge-dummy = dummy
layout = { $who }: face-up stacks
manni-count = Manni: { cards }
cut-card = Cut card
trump-card = Trump
calls-title = Calls this deal:
used-title = Contracts used:
standing = Standing: { $call }
call-line = { $who }: { $what }
call-trump = { $suit ->
        [S] spades
        [H] hearts
        [D] diamonds
        [C] clubs
       *[none] no trump
    }{ $blind ->
        [yes] {" "}blind
       *[no] {""}
    }
call-look = looked at the hand
call-double = { $stage ->
    [against] went against
   *[along] went along
}
call-pass = pass
used-none = none yet
used-great = Great used
used-line = { $who }: { $n ->
    [0] { used-none }
   *[other] { $contracts }
}{ $great ->
    [yes] { " · " }{ used-great }
   *[no] {""}
}
side-name = { $who }
cell-gain = +{ $n }
cell-change = { $change }
card-illegal = { $card }, cannot be played now
card-select = { $card }, select to exchange
# A card the player just drew in an exchange ($label: the card's own label), until their next decision.
card-drawn = { $label } (just drawn)
wins = { $self ->
    [you] You win
   *[one] Wins
}

## What to do now

prompt-over = The game is over.
prompt-waiting = Waiting for { $who }…
prompt-play = Your turn: play a card.
prompt-play-dummy = Your turn: play a card for your dummy.
prompt-trade = Trade your whole hand for the Manni, unseen, or keep it?
prompt-exchange = { $max ->
    [one] Select up to { $max } card to exchange with the Manni, then press Exchange.
   *[other] Select up to { $max } cards to exchange with the Manni, then press Exchange.
}
prompt-announce = Announce a contract.
prompt-great = Call a Great contract, or pass.
prompt-retain = { $who } overcalled with { great-contract }. Retain the deal with a Great call of your own, or pass and let the overcall stand.
prompt-blind = Call no trump blind, or look at your hand.
prompt-trump = Name the trump suit, or no trump.
prompt-double = { $stage ->
    [against] Go against, or pass?
   *[along] Go along, or pass?
}

## Decisions: the button, and one line of help under it

act-take = Take the Manni
act-keep = Keep my hand
act-announce = { $kind ->
    [other] Other suit: { contract-name }
   *[none] { contract-name }
}
act-no-trump = { $blind ->
    [yes] No trump, blind
   *[no] No trump
}
act-trump = { $suit ->
    [S] ♠
    [H] ♥
    [D] ♦
   *[C] ♣
} { contract-name }
act-double = { $stage ->
    [against] Go against
   *[along] Go along
}
act-look = Look at my hand
act-partner = Let my partner choose
act-pass = Pass
act-exchange = Exchange the { $cards }
act-play = Play the { $card }
exchange-n = { $n ->
    [one] Exchange { $n } card
   *[other] Exchange { $n } cards
}
help-take = { $n ->
    [one] Swap your whole hand for the { $n } card of the Manni, unseen.
   *[other] Swap your whole hand for the { $n } cards of the Manni, unseen.
}
help-keep = Play the cards you were dealt.
help-announce = { contract-name }: { $name ->
        [nullo] no trump; avoid tricks
        [grand] no trump; win tricks
        [spades] spades are trump; win tricks
        [hearts] hearts are trump; win tricks
        [diamonds] diamonds are trump; win tricks
       *[clubs] clubs are trump; win tricks
    }{ $name ->
        [nullo] ; each trick above four costs a point
       *[other] { $need ->
            [0] {""}
            [one] ; you need { $need } trick
           *[other] ; you need { $need } tricks
        }
    }{ $kind ->
        [trump] . One trump contract per game, in any suit.
        [other] . One “other suit” contract per game: hearts, diamonds or clubs.
       *[none] . Once per game.
    }
help-great = { $retain ->
        [yes] Retain
       *[no] Overcall
    }: { $name ->
        [grand] no trump
        [spades] spades trump
        [hearts] hearts trump
        [diamonds] diamonds trump
       *[clubs] clubs trump
    }, win { $need }+ tricks. Your one Great call.
help-no-trump = { $blind ->
    [yes] No trump before looking at your hand: the deal counts four times.
   *[no] No trump: the deal counts double.
}
help-trump = { contract-name } are trump for this deal.
help-double = { $stage ->
    [against] Double again: the deal would count ×{ $m }.
   *[along] Double: the deal would count ×{ $m }.
}
help-look = See your cards first, then name trump (no trump counts double).
help-partner = Your partner names trump instead of you.
help-pass-great = Leave the contract as it stands.
help-pass-retain = Let the overcall stand: { $who } plays { great-contract }.
help-pass = Leave the deal at ×{ $m }.
help-exchange = Discard the selected cards and draw { $n } from the Manni.
help-exchange-none = Select cards first, or keep your hand as it is.

## What happened (the log, and the screen reader's live region)

n-draw = { $self ->
    [you] You deal first.
   *[one] { $who } deals first.
}
n-deal = { $self ->
    [you] Deal { $deal }: you deal.
   *[one] Deal { $deal }: { $who } deals.
}
n-cut = The cut shows the { $card }: { contract-name }.
n-contract = Contract: { $line }.
n-take = { $self ->
    [you] You take the Manni.
   *[one] { $who } takes the Manni.
}
n-keep = { $self ->
    [you] You keep the hand.
   *[one] { $who } keeps the hand.
}
n-announce = { $self ->
    [you] You announce { contract-name }.
   *[one] { $who } announces { contract-name }.
}
n-great = { $self ->
    [you] You call { great-contract }.
   *[one] { $who } calls { great-contract }.
}
n-pass = { $self ->
    [you] You pass.
   *[one] { $who } passes.
}
n-exchange = { $self ->
    [you] You exchange { cards }.
   *[one] { $who } exchanges { cards }.
}
n-trump = { $self ->
    [you] You name { call-trump }.
   *[one] { $who } names { call-trump }.
}
n-look = { $self ->
    [you] You look at the hand.
   *[one] { $who } looks at the hand.
}
n-double = { $self ->
        [you] You go
       *[one] { $who } goes
    } { $stage ->
        [against] against
       *[along] along
    } (×{ $m }).
n-play = { $who }: { $card }.
n-trick = { $self ->
    [you] You win the trick.
   *[one] { $who } wins the trick.
}
n-deal-end = Deal { $deal } is over. { $headline }
n-game-won = { $self ->
    [you] You win a game of the match.
    [them] The opponents win a game of the match.
    [team] Your team wins a game of the match.
   *[one] { $who } wins a game of the match.
}
n-game-over = The game is over.

## Results

headline-tallies = { $changes }.
headline-none = Nobody gains or loses a point.
tally = { $who } { $change }
headline-draw = A 30–30 draw: nobody scores, the next deal counts double.
headline-points = { $who } { $n ->
    [one] { $n } point
   *[other] { $n } points
}.
result-title = Deal { $deal }
result-declarer = Declarer: { $who }
result-dealer = Dealer: { $who }
result-multiplier = Counts ×{ $m }
result-side = Side
result-tricks = Tricks
result-points = Card points
result-change = This deal
result-totals = Total
result-positive = Plus
result-negative = Minus
result-draw = 30–30: a draw, the next deal counts double.
end-deals = { $n ->
    [one] The { $n } deal has been played.
   *[other] All { $n } deals have been played.
}
end-deal-limit = { $n ->
    [one] The game stopped after { $n } deal without reaching the target.
   *[other] The game stopped after { $n } deals without reaching the target.
}
end-match = { $self ->
    [you] You won two games.
   *[one] { $who } won two games.
}
end-target = { $self ->
    [you] You reached the target of { $target }.
   *[one] { $who } reached the target of { $target }.
}
end-plus = { $self ->
    [you] You reached { $target } plus points.
   *[one] { $who } reached { $target } plus points.
}
winners = { $self ->
    [you] You win!
    [team] Your team wins!
    [them] The opponents win!
    [many] { $who } win!
   *[one] { $who } wins!
}
winners-none = Nobody wins: no score is above zero.

## Embedding: the Embed dialog and the embedded table (embed.html)

embed = Embed
embed-title = Show this table on another page
embed-help = Paste this code into any web page: it shows a table where visitors play this game against the computer.
embed-what = What to show
embed-size = Size
embed-code = Code to paste
embed-copy = Copy
embed-small = Phone (360 × 640)
embed-medium = Tablet (480 × 720)
embed-wide = Wide (800 × 600)
embed-load = Play here
embed-load-help = The first time, the table takes a few seconds to set up.
embed-restart = Start again
embed-open = Open in Tricktable
embed-menu = Table
embed-copied = The code was copied.
embed-copy-yourself = Select the code above and copy it.
embed-frame-title = Tricktable: { $title }
embed-no-game = This table's address names no game: it needs game=… or deal=….
embed-bad-id = the id is up to 64 letters, digits, dots, dashes or underscores
embed-bad-host = host must be an origin, such as https://example.org
embed-bad-shown = shown must name a position of this site: lower-case letters, digits and hyphens

## The table's look (issue 19): the menu, the score strip and the deal counter, help behind "?"
menu = Menu
score-strip = Score
deal-of = Deal { $deal } of { $deals }
deal-number = Deal { $deal }
decision-help = Help: { $choice }

## Settings in the address or in the browser that the table does not have: it plays on with its own
speed-refused = { $where ->
    [saved] The speed saved in this browser, “{ $value }”, is not one this table has: it plays at normal speed.
   *[address] The address asks for the speed “{ $value }”, which this table does not have: it plays at its usual speed.
}
seat-refused = The link asks for seat “{ $value }”, which is not a seat number such as 0 or 1: you play in the first seat.
level-refused = The link asks for the level “{ $value }”, which the computer players do not have: they play at { hard }.

## Storage the browser closes to the page, and a frame with no origin of its own (embed.js)
storage-blocked = This game is not being saved: your browser does not let this page store anything. You can go on playing; it will be lost when you close the page.
embed-not-saved = Not saved: your browser blocks storage in this frame.
embed-allow-saving = Allow saving
embed-still-not-saved = Still not saved: your browser kept storage closed.
embed-sandboxed = This table cannot run here: the page that shows it sandboxes it without allow-same-origin, which the table needs to start its engine and keep its game.

## Saved games that were not kept, or kept as they were earlier
kept-game-earlier = Your unfinished game of { $title } is kept as it was when last saved, before your browser's storage filled up: resume it from “New game”.
not-kept-game = Your game of { $title } could not be saved (your browser's storage is full or not open to this page), so it cannot be resumed.
save-too-large = it is far too large to be a saved game

## The deal log (a side panel on a wide screen, a sheet from the bar on a phone) and the statistics
log-open = Log
log-title = Deal log
log-this-deal = This deal
log-past-deals = Earlier deals
log-empty = Nothing has happened in this deal yet.
log-no-past = No earlier deal in this game yet.
log-loading = Loading the earlier deals…
log-led = { $self ->
    [you] You led
   *[one] { $who } led
}
log-won = { $self ->
    [you] You won
   *[one] { $who } won
}
log-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
log-deal = { $self ->
    [you] Deal { $deal }, dealt by you
   *[one] Deal { $deal }, dealt by { $who }
}
log-trick = Trick { $n }
statistics = Statistics
stats-empty = No finished game yet: your statistics start with the first game you finish.
stats-option = { $label }: { $value }
stats-usual-rules = usual rules
stats-yes-no = { $answer ->
    [yes] yes
   *[no] no
}
stats-no-limit = no limit
stats-games = Games
stats-wins = Wins
stats-wins-value = { $wins } ({ $percent }%)
stats-average = Average score
stats-best = Best score
stats-streak = Wins in a row now
stats-best-streak = Longest winning streak
stats-contracts = Contracts you called
stats-contracts-value = { $made } made of { $called }
stats-cost = Average cost per decision
stats-cost-help = From the reviews of your deals, in the game's own units (card points or tricks).
stats-chart = { $n ->
    [one] Your last game: its score, a full bar for a win.
   *[other] Your last { $n } games: their scores, a full bar for a win.
}
stats-practice = { $n ->
    [one] { $n } practice game played with Undo, counted apart.
   *[other] { $n } practice games played with Undo, counted apart.
}
stats-put-back = { $n ->
    [one] { $n } game where an older copy was put back, counted apart as practice.
   *[other] { $n } games where an older copy was put back, counted apart as practice.
}
stats-reset = Reset statistics
stats-reset-confirm = Delete every statistic kept in this browser? This cannot be undone.
stats-reset-yes = Delete them
stats-reset-no = Keep them
stats-export = Export (JSON)
stats-deleted = Your statistics have been deleted.
stats-not-saved = This game could not be counted in your statistics: your browser's storage is full or closed to this page.
## The post-deal review (web/review.js)
# $unit: points (Manille: card points above 30, times the multiplier) or deal_points
# (the Manni games: a trick over or under the target). $verdict: good inaccuracy mistake.
review = Review
review-help = Replay this deal with every hand open, and see what the computer's search thought of your decisions.
review-last-deal = Review the last deal
review-title = Review of deal { $deal }
review-deal-choice = Deal
review-loading = Replaying the deal…
review-analysing = Judging your decisions: { $done } of { $total }…
review-stop = Stop
review-stopped = Stopped: { $done } of { $total } decisions judged.
review-done = { $total ->
    [0] You had no decision to make in this deal.
   *[other] { $total ->
        [one] { $total } decision judged
       *[other] All { $total } decisions judged
    }: { $good } good, { $inaccuracy } { $inaccuracy ->
        [one] inaccuracy
       *[other] inaccuracies
    }, { $mistake } { $mistake ->
        [one] mistake
       *[other] mistakes
    }.
}
review-failed = The review could not be made: { $why }
review-scale = Each decision is judged by the computer's search from what you knew at that moment, never from the hidden hands. Its cost is what the best choice found would have scored over yours:
review-under = under { $n }
review-from = from { $n }
review-amount = { $unit ->
    [points] { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
   *[deal_points] { $n ->
        [one] { $n } deal point
       *[other] { $n } deal points
    }
}
review-verdict = { $verdict ->
    [good] Good
    [inaccuracy] Inaccuracy
   *[mistake] Mistake
}
review-start = The deal as dealt.
review-move = Move { $n } of { $total }:
review-step = { $who }: { $what }
review-takes = { $self ->
    [you] You take the trick.
   *[one] { $who } takes the trick.
}
review-stock = The Manni
review-pending = Not judged yet
review-forced = The only choice.
review-best = Best: { $what }
review-cost = cost { $n }
review-values = Every choice weighed
review-decisions = Your decisions
review-first = Start
review-prev-decision = Previous decision
review-prev = Back
review-next = Forward
review-next-decision = Next decision
review-last = End
review-keys = Step with the arrow keys: left and right a move, up and down a decision.
review-share = Copy a link to this review
review-link-copied = Link copied: whoever opens it sees this deal, and their browser judges the decisions again.
review-link-copy = Copy this link: whoever opens it sees this deal, and their browser judges the decisions again.
## The table's sounds: the mute switch in the menu
sound = Sound
## Settings, honest takebacks and a guard against misclicks (issue 19)
settings = Settings
settings-theme = Theme
theme-auto = As the device
theme-light = Light
theme-dark = Dark
theme-contrast = High contrast
settings-card-size = Card size
card-size-small = Small
card-size-normal = Normal
card-size-large = Large
settings-four-colour = Four-colour deck (diamonds blue, clubs green)
settings-confirm-play = Confirm before playing a card
settings-confirm-play-help = The first tap raises a card, a second tap (or Enter) plays it.
raised-card = { $card }, raised: press again to play it
raised-prompt = Tap the { $card } again to play it.
practice-mark = Practice
practice-help = A move was taken back in this game, or an older save of it put back, so it counts as practice.
rolled-back = This game was put back to an older save than this browser had kept of it, so it is practice from now on: its decisions since could be made again knowing what came of them.
## Challenges (web/challenge.js) and short links (web/app.js)
challenge-title = Challenge a friend
challenge-help = Play a few deals, then send the link. Your friends play the same cards in your seat against the same computer players, and you see your results side by side.
challenge-length = Length
challenge-deals = { $n ->
    [0] A whole game
    [1] One deal
   *[other] { $n } deals
}
challenge-name = Your name
challenge-name-help = Your friends see it beside your results. It is kept in this browser only.
challenge-no-name = Enter your name first.
challenge-start = Play the challenge
challenge-play = Play
challenge-from = A challenge from { $names }: { $game } · { $length } · computer players: { $level }
challenge-rules = You play the same cards in the same seat, against the same computer players, without undo or hints. The results show once you have played.
challenge-checking = Comparing with the other players' games…
prompt-challenge-over = The challenge is over: “Challenge a friend” in the menu shows its results again.
challenge-new = New challenge
challenge-mine = Your challenges
challenge-show = Results
challenge-line = { $game } · { $length } · { $names }
challenge-daily = Deal of the day
challenge-daily-done = Today's results
challenge-daily-help = One deal, the same for everyone today, against hard computer players.
challenge-results = Results
challenge-deal-column = Deal
challenge-deal = Deal { $deal }
challenge-total = Total
challenge-at-trick = deal { $deal }, trick { $trick }
challenge-at-deal = deal { $deal }, before the play
challenge-parted = You and { $name } parted at { $where }: you chose “{ $mine }”, { $name } chose “{ $theirs }”. That deal: you { $you }, { $name } { $them }.
challenge-same = { $name } made every choice you made.
challenge-cost-note = What a parting cost is shown as both players' points in that deal: nothing weighs the choice itself.
challenge-ready = Your challenge is ready: send this link to your friends.
challenge-reply = Send this link back: it carries everyone's results.
challenge-full = The link already holds eight players: your result shows here but is not added to it.
challenge-link-label = Challenge link
challenge-copy = Copy the link
challenge-copied = The link was copied.
challenge-copy-yourself = Select the link and copy it.
link-refused = This link cannot be opened: { $why } Nothing you had saved has changed.
## The shelf of games (the new-game screen)

shelf-title = Choose a game
# The Play button under the shelf, naming the game chosen on it.
shelf-play = Play { $title }
house-rules = House rules
practice-switch = Practice (takebacks allowed)
practice-switch-help = You may take back your decisions; the game is then marked as practice.

## The challenge dialog: the game to play
game = Game

## A short link's opening (drawn before the engine runs) that the engine did not confirm

opening-changed = The table the link showed was not this game's own: here is the game as it stands. Make your choice again.

## The shelf's welcome: a line for a newcomer under its title
shelf-welcome = Pull up a chair! Pick a game and play it against the computer; each game's rules are a tap away, under “How to play”.

## Computer players: whose decision is being worked out, and how strong each level is
seat-thinking = { $seat } is thinking…
level-rated = { $level } ≈ { $rating }
level-ratings-help = Ratings from the computer players' games against each other on the same deals, with Medium at { $medium }: 200 points more wins about three deals in four.

## A late deal's link leaves parts of its table out to stay short: they come a moment later
sheet-coming = The earlier deals show in a moment.
log-coming = This deal's log shows in a moment.

## Checking the other players' games of a challenge: whose game, which deal (of how many)
challenge-checking-game = { $games ->
        [1] Checking { $name }'s game
       *[other] Checking { $name }'s game ({ $game } of { $games })
    }: { $deals ->
        [0] deal { $deal }
       *[other] deal { $deal } of { $deals }
    }…

## The screen reader's live region: the player's turn, and what they may do
turn-any = { $prompt } Any card of your hand may be played.
turn-play = { $prompt } { $n ->
    [one] Only one card may be played: the { $cards }.
   *[other] Playable cards: { $cards }.
}
turn-choose = Your turn. { $prompt } Your choices: { $choices }.

## A challenge link checked before it is played, within a stated cost; the deal of the day's attempts (web/challenge.js)
challenge-check-cost = Before you play, this page replays every player's game to check their results: { $deals ->
        [one] one deal
       *[other] { $deals } deals
    } to replay (a challenge may ask for at most { $limit }).
challenge-check-waiting = The game engine is loading: Play opens once it has checked the players' games.
challenge-checked = Every player's game is checked: play when you are ready.
challenge-check-later = The players' games take a while to check: play now, and the rest is checked while you play.
challenge-full-deals = The link already holds as many deals as a challenge may ask to replay ({ $limit } in all): your result shows here but is not added to it.
challenge-daily-again = Deal of the day, attempt { $n }
challenge-daily-again-help = You have dealt today's deal before: only your first attempt counts for the record, so this one will not.
challenge-intro-attempt = You have dealt this deal of the day before: this is attempt { $n }, and only your first counts for the record.
challenge-attempt-later = Attempt { $n } at this deal of the day: not for the record.
challenge-attempt-record = Today's results keep your first attempt: this is its link.
challenge-attempt-none = Your first attempt was not played through, so no result of yours is kept today.
challenge-attempt-late = You dealt this deal of the day again before this first attempt was played through, so it is not for the record either: no result of yours is kept today.
challenge-practice = An older save of your game was put back during this challenge, so it is practice: your result is not in the link and not for the record.
challenge-attempt-name = { $name } (attempt { $n })

## Who signed each result of a challenge (web/challenge/identity.js, challenge/results.js)
challenge-key-changed = not the key this browser knows for { $name }
challenge-unsigned = unsigned (an older link)
challenge-unchecked = signature not checked (this browser cannot)
challenge-forged = signature does not hold
challenge-print-help = The fingerprint of the key that signed this result in its player's browser. Ask your friend to read you theirs to be sure it was them.
challenge-keys-note = Each result is signed in its player's browser; the code under a name is its key's fingerprint. A marked name came with another key than the one this browser knows for it: someone else may have typed that name, or your friend played in another browser or cleared its storage.
