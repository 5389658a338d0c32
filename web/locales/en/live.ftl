# A live table with friends (friends.html, web/live/): the lobby, the table's talk, and
# what the page says when friends cannot meet.

live-open = Play with friends
live-storage-blocked = A table with friends needs this browser to keep it, and the browser does not let this page store anything.
live-page-title = With friends: { $title } · Tricktable
live-lobby-title = With friends: { $title }
live-leave = Leave
live-finding = Finding the table
live-looking = Looking for the host's page…
live-join-table = { $title }, hosted by { $host }
live-your-name = Your name
live-join = Join
live-name-letters = A name needs at least one letter or digit.
live-link = Link for your friends
live-copy = Copy
live-copied = Copied: send it to your friends by any chat.
live-copy-yourself = Select the link and copy it yourself.
live-qr = The table's link as a QR code, for friends in the same room
live-start = Start the game
live-host = Host
live-you = (you)
live-friend = A friend (invite)
live-computer = Computer player ({ $level })
live-seat-host = { $name } (host)
live-seat-free = Free: waiting for a friend
live-seat-away = { $name } (away)
live-who-plays = Who plays { $seat }
live-sit-here = Sit here
live-team = Team { $n }
live-partners = Partners sit facing each other.
live-first-dealer = Each player draws a card: whoever draws the highest deals first.
live-ready = I'm ready
live-ready-mark = Ready
# How the host's page reaches a friend, beside the friend's name in the host's lobby.
live-way-direct = direct
live-way-relay = through a relay
# How a friend's page reaches the host, under the bar of the friend's page.
live-you-direct = Connected to the host directly.
live-you-relay = Connected to the host through a relay (no direct connection from this network).
live-all-seated = Everyone is here. Start when you are ready.
live-waiting-friends = Waiting for friends to open the link. You may start now: computer players take the empty seats.
live-waiting-host = Waiting for the host to start the game.
live-no-seat = Every seat at this table is taken.
live-watching = Every seat at this table is taken: you are watching the game. You see what every player has seen, and no one's hand.
live-watch-seat-free = A seat is free: type your name to sit at it.
live-watchers = { $n ->
    [one] Watching: { $names }
   *[other] Watching ({ $n }): { $names }
}
live-watcher = someone
live-waiting = Waiting for { $name }…
live-away = { $names } left the table: the game waits for them to open the link again.
live-hand-over = Let a computer player take { $name }'s seat
live-handed = { $n ->
    [one] Played by a computer player until they come back: { $names }.
   *[other] Played by computer players until they come back: { $names }.
}
live-clock = Turn clock
live-clock-off = None
live-clock-seconds = { $seconds } s
live-clock-note = Turn clock: { $seconds } s. When a player's time runs out, a computer player makes that move for them.
live-stalled = { $name } has not played for a while.
live-remove = Remove { $name } from the table
live-take-back = Play my seat again
live-again-wait = The game is over. If the host deals again, the new game starts here, at your seat.
live-host-gone = The host's page has closed, so the table is paused. When the host opens the link again, the game goes on from where it was.
live-no-host = The host's page cannot be found. Check that the host still has the table open, or try another network: some networks block the connection between players.
live-no-friend = No friend has joined yet. Check that they opened the whole link; if one cannot join, their network may block the connection, and a computer player can take their seat.
live-no-relay = This page cannot reach the servers that introduce players to each other. Check your connection, or try another network.
live-retrying = Trying again…
live-no-table = This link names no table: ask for the whole link, with everything after the #.
live-old-link = This link is from an older version of the table with friends. Ask the host for the link their page shows now.
live-no-keys = This browser cannot sign messages (it has no Ed25519), which a table with friends needs. Update the browser, or try another one.
live-no-settings = The live table's settings could not be read: { $why }
live-talk = Talk at the table
live-phrases = Quick phrases
live-say-label = Your message
live-say-placeholder = Say something…
live-say = Send
phrase-hello = Hello!
phrase-good-luck = Good luck!
phrase-well-played = Well played!
phrase-thanks = Thanks!
phrase-oops = Oops!
phrase-one-moment = One moment, please.
phrase-good-game = Good game!

# Why a live table refused something (the host's page says the code, each page its words).
reason-live_garbage = The host's page sent something this page cannot read. Ask the host to reload the table.
reason-live_version = The host's page and yours are different versions of Tricktable. Reload this page; if that does not help, the host reloads theirs.
reason-live_full = Every seat at this table is taken.
reason-live_handed = The host gave your seat to a computer player for now.
reason-live_removed = The host removed you from this table.
reason-live_clock = Your time ran out, so a computer player made that move for you.
reason-live_name_taken = Someone at this table already goes by that name, or one that looks the same. Choose another.
reason-live_unseated = This page no longer holds a seat at the table.
reason-live_watching = You are watching this table: only its players play, or ask for a hint.
reason-live_unreadable = The host could not read a message from this page. Reload the page to go on.
reason-live_bad_proof = This page could not prove its seat. Reload the page to try again.
reason-live_one_seat = This page already has a seat at the table.
reason-live_seat_closed = The host gave your seat to a computer player.
reason-live_seat_taken = That seat is no longer free.
reason-live_elsewhere = Your seat was opened on another page or device; this one no longer plays it.
reason-live_too_large = That message was too large for the table.
reason-live_too_deep = That message was nested too deep for the table.
reason-live_too_fast = Too many messages at once: wait a moment.
reason-live_not_started = The game has not started yet.
reason-live_not_seated = Only the players at the table can talk at it.
reason-live_unavailable = That is not offered at a table with friends.
reason-live_no_host = The host's page is not here: the table is paused until it comes back.
