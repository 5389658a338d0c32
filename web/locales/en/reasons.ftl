# Why the game refused a move (tricktable.errors.REASONS). $card arrives already named
# (card-name); $suit and $trump are suit codes S H D C.
reason-malformed = That is not a move this game knows.
reason-not_an_object = That is not a move this game knows.
reason-game_over = The game is over.
reason-not_over = The game is not over yet.
reason-play_now = It is time to play a card.
reason-not_in_hand = The { $card } is neither in your hand nor face up on your side.
reason-dummy_not_in_hand = The { $card } is not among the dummy's face-up cards.
reason-must_follow = You must follow suit: you hold a { $suit ->
    [S] spade
    [H] heart
    [D] diamond
   *[C] club
}, so you cannot play the { $card }.
reason-must_overtake = You must overtake: an opponent is winning and you hold a higher { $suit ->
    [S] spade
    [H] heart
    [D] diamond
   *[C] club
}.
reason-no_undertrump = You may not under-trump: you cannot beat the trump in the trick and you hold a card of another suit.
reason-must_trump = You must trump: an opponent is winning and you hold a { $trump ->
    [S] spade
    [H] heart
    [D] diamond
   *[C] club
} that beats the trick, so you cannot discard the { $card }.
reason-discard_limit = { $limit ->
    [one] You may exchange at most one card.
   *[other] You may exchange at most { $limit } cards.
}
reason-same_card_twice = You chose the same card twice.
reason-discard_not_held = You do not hold the { $card }.
reason-not_now = That is not the decision to make now.
reason-kind_used_as_dealer = You have already chosen { $kind ->
    [grand] Grand
    [nullo] Nullo
   *[trump] a trump contract
} as dealer in this game.
reason-kind_announced = You have already announced { $kind ->
    [grand] Grand
    [nullo] Nullo
    [spades] Spades
    [hearts] Hearts
    [diamonds] Diamonds
    [clubs] Clubs
   *[other] another suit
} in this game.
reason-great_used = You have already made your one Great call of this game.
reason-great_kind_announced = You have already announced { $kind ->
    [grand] Grand
    [spades] Spades
    [hearts] Hearts
    [diamonds] Diamonds
   *[clubs] Clubs
}, so you cannot call it Great.
reason-great_not_higher = To overcall Great { $high ->
    [grand] Grand
    [hearts] Hearts
    [spades] Spades
    [diamonds] Diamonds
   *[clubs] Clubs
} you must name a higher kind.
reason-blind_or_look = Call no trump blind, or look at your hand.
reason-blind_too_late = No trump can be called blind only before the dealer looks at the hand.
reason-must_name_trump = Name a trump suit or no trump.
reason-go_or_pass = { $stage ->
    [against] Go against, or pass.
   *[along] Go along, or pass.
}
reason-bad_option = { $problem ->
    [game] This link asks for a game Tricktable does not have: it was changed, or made by a newer Tricktable. Choose a game under New game, or ask whoever sent it to send it again; nothing you had has changed.
    [unknown] This game has no house rule “{ $option }”: the link was changed, or made by a newer Tricktable. Start the game under New game and choose its rules there, or ask whoever sent it to send it again; nothing you had has changed.
    [value] The house rule “{ $option }” is given a value this game does not allow: the link was changed. Start the game under New game and choose its rules there, or ask whoever sent it to send it again; nothing you had has changed.
   *[other] These game settings cannot be played: the link was changed. Start a game under New game, or ask whoever sent it to send it again; nothing you had has changed.
}
reason-bad_save = This saved game cannot be read: it was cut or changed, or Tricktable did not write it. Start a new game; nothing else you kept has changed.
reason-bad_request = Tricktable could not use what this page asked of it: a link's settings far from any Tricktable writes, or a fault of Tricktable's own. Ask whoever sent the link to send it again, or reload the page; nothing you had has changed.
reason-internal = Something went wrong in Tricktable itself.
reason-kept_altered = This saved game was changed or cut, so it cannot be opened. Start a new game; nothing else you kept has changed.
reason-kept_elsewhere = This kept game was kept for another seat, level or challenge than its record says: the record was changed. Start a new game; nothing else you kept has changed.
reason-kept_challenge = This challenge was kept by an older Tricktable in a form that could have been changed. Open the challenge's link again to play it.
reason-not_a_guest = Seat { $seat } is not played by a friend at this table.

## Short links and challenges (py/tricktable/linkcode.py, challenge.py)
reason-bad_link = The link's settings are not ones Tricktable writes: it was changed or cut on its way. Ask whoever sent it to send it again; nothing you had has changed.
reason-link_empty = The link holds no game: it was cut before its end.
reason-link_altered = The link was changed or cut on its way.
reason-link_too_long = The link is longer than any link Tricktable writes ({ $length } characters; at most { $limit }). Check that nothing was added to it, or ask its sender for it again.
reason-too_large = This is far longer than any link or saved game Tricktable writes ({ $length } characters; at most { $limit }). Check that nothing was added to the link, or ask whoever sent it to send it again.
reason-link_newer = It was made by a newer Tricktable (link format { $version }; this one reads format { $reads }). Reload the page to get the newest version.
reason-link_older = It was made by an older Tricktable (link format { $version }; this one reads format { $reads } only).
reason-link_moves = Its moves do not fit its game: the link was changed.
reason-link_kind = This link is a game, not a challenge.
reason-challenge_too_long = This challenge would take too long to check: its players' games come to { $deals } deals to replay, and a challenge may ask for at most { $limit }. Ask for a challenge with fewer deals or fewer players.

## A challenge link checked before it is played, the deal of the day's date (py/tricktable/session/challenge.py), a review link only where a deal ends (link_handlers.py)
reason-challenge_unplayable = { $name }'s game in this challenge cannot be replayed: its moves do not fit its cards, so the link was changed or cut on its way. Ask whoever sent it to send it again; nothing you had has changed.
reason-daily_not_today = The deal of the day of { $date } cannot be played today: only the date that is today somewhere in the world can. Check your device's date, then try again.
reason-daily_later = This link holds the deal of the day of { $date }, which cannot be played before that day. Open it again on { $date }, or ask for another challenge.
reason-daily_seed = These are the cards of the deal of the day of { $date }, which are dealt only as that day's deal of the day. Play it from Deal of the day on its day, or ask whoever sent the link for another game.
reason-review_in_play = That deal is not over yet: a deal can be shared for review once it has been played out.

## A challenge result's signing key and signature (py/tricktable/session/challenge.py; the signature verified by web/challenge/identity.js)
reason-challenge_bad_key = { $name }'s signing key or signature in this link is not of the form a browser writes: the link was changed on its way. Ask whoever sent it to send it again; nothing you had has changed.
reason-challenge_bad_signature = { $name }'s signature in this link does not hold for their result: the result or the name was changed after it was signed. Ask whoever sent it to send it again; nothing you had has changed.
