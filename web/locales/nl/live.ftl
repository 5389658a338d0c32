# Een tafel met vrienden (friends.html, web/live/): de wachtruimte, wat er aan tafel
# gezegd wordt, en wat de pagina zegt als vrienden elkaar niet kunnen bereiken.

live-open = Met vrienden spelen
live-storage-blocked = Voor een tafel met vrienden moet deze browser gegevens kunnen bewaren, maar hij laat deze pagina niets opslaan.
live-page-title = Met vrienden: { $title } · Tricktable
live-lobby-title = Met vrienden: { $title }
live-leave = Tafel verlaten
live-finding = De tafel wordt gezocht
live-looking = Op zoek naar de pagina van de gastheer…
live-join-table = { $title } — gastheer: { $host }
live-your-name = Je naam
live-join = Aanschuiven
live-name-letters = Een naam moet minstens één letter of cijfer bevatten.
live-link = Link voor je vrienden
live-copy = Kopiëren
live-copied = Gekopieerd: stuur hem via eender welke chat naar je vrienden.
live-copy-yourself = Selecteer de link en kopieer hem zelf.
live-qr = De link van de tafel als QR-code, voor vrienden in dezelfde kamer
live-start = Start de partij
live-host = Gastheer
live-you = (jij)
live-friend = Een vriend (uitnodigen)
live-computer = Computerspeler ({ $level })
live-seat-host = { $name } (gastheer)
live-seat-free = Vrij: wachten op een vriend
live-seat-away = { $name } (afwezig)
live-who-plays = { $seat }: wie speelt er?
live-sit-here = Hier gaan zitten
live-team = Team { $n }
live-partners = Partners zitten tegenover elkaar.
live-first-dealer = Elke speler trekt een kaart: wie de hoogste trekt, deelt als eerste.
live-ready = Ik ben klaar
live-ready-mark = Klaar
# How the host's page reaches a friend, beside the friend's name in the host's lobby.
live-way-direct = direct
live-way-relay = via een relay
# How a friend's page reaches the host, under the bar of the friend's page.
live-you-direct = Direct verbonden met de gastheer.
live-you-relay = Via een relay verbonden met de gastheer (geen directe verbinding vanaf dit netwerk).
live-all-seated = Iedereen is er. Start de partij wanneer je klaar bent.
live-waiting-friends = Wachten tot je vrienden de link openen. Je kunt nu al starten: computerspelers nemen de lege plaatsen in.
live-waiting-host = Wachten tot de gastheer de partij start.
live-no-seat = Alle plaatsen aan deze tafel zijn bezet.
live-watching = Alle plaatsen aan deze tafel zijn bezet: je kijkt naar de partij. Je ziet wat alle spelers gezien hebben, en geen enkele hand.
live-watch-seat-free = Er is een plaats vrij: typ je naam om er te gaan zitten.
live-watchers = { $n ->
    [one] Kijkt mee: { $names }
   *[other] Kijken mee ({ $n }): { $names }
}
live-watcher = iemand
live-waiting = { $name } is aan de beurt…
live-away = Afwezig: { $names }. De partij wacht tot de link opnieuw geopend wordt.
live-hand-over = Plaats aan een computerspeler geven: { $name }
live-handed = { $n ->
    [one] Een computerspeler speelt tot die terug is: { $names }.
   *[other] Computerspelers spelen tot ze terug zijn: { $names }.
}
live-clock = Bedenktijd
live-clock-off = Onbeperkt
live-clock-seconds = { $seconds } s
live-clock-note = Bedenktijd: { $seconds } s. Is de tijd van een speler om, dan doet een computerspeler die zet voor hem.
live-stalled = { $name } heeft al een tijdje niet gespeeld.
live-remove = { $name } van tafel verwijderen
live-take-back = Mijn plaats terugnemen
live-again-wait = Het spel is voorbij. Als de gastheer opnieuw deelt, begint het nieuwe spel hier, op jouw plaats.
live-host-gone = De pagina van de gastheer is gesloten, dus de tafel staat op pauze. Zodra de gastheer de link opnieuw opent, gaat de partij verder waar ze gebleven was.
live-no-host = De pagina van de gastheer is niet te vinden. Kijk na of de gastheer de tafel nog open heeft, of probeer een ander netwerk: sommige netwerken blokkeren de verbinding tussen spelers.
live-no-friend = Er is nog geen vriend aangeschoven. Kijk na of ze de volledige link geopend hebben. Lukt het iemand niet om aan te schuiven, dan blokkeert zijn netwerk misschien de verbinding; een computerspeler kan dan zijn plaats innemen.
live-no-relay = Deze pagina kan de servers niet bereiken die spelers met elkaar in contact brengen. Kijk je verbinding na, of probeer een ander netwerk.
live-retrying = Opnieuw proberen…
live-no-table = Deze link verwijst naar geen enkele tafel: vraag om de volledige link, met alles wat na het #-teken komt.
live-old-link = Deze link komt van een oudere versie van de tafel met vrienden. Vraag de gastheer om de link die zijn pagina nu toont.
live-no-keys = Deze browser kan geen berichten ondertekenen (hij ondersteunt geen Ed25519), wat een tafel met vrienden nodig heeft. Werk de browser bij of probeer een andere.
live-no-settings = De instellingen van de tafel met vrienden konden niet gelezen worden: { $why }
live-talk = Praten aan tafel
live-phrases = Snelle berichten
live-say-label = Je bericht
live-say-placeholder = Zeg iets…
live-say = Versturen
phrase-hello = Hallo!
phrase-good-luck = Veel succes!
phrase-well-played = Goed gespeeld!
phrase-thanks = Bedankt!
phrase-oops = Oeps!
phrase-one-moment = Eén momentje, alsjeblieft.
phrase-good-game = Mooie partij!

# Waarom een tafel met vrienden iets weigerde (de pagina van de gastheer stuurt de code,
# elke pagina toont haar eigen woorden).
reason-live_garbage = De pagina van de gastheer stuurde iets wat deze pagina niet kan lezen. Vraag de gastheer om de tafel te herladen.
reason-live_version = De pagina van de gastheer en de jouwe draaien verschillende versies van Tricktable. Herlaad deze pagina; helpt dat niet, dan moet de gastheer zijn pagina herladen.
reason-live_full = Alle plaatsen aan deze tafel zijn bezet.
reason-live_handed = De gastheer heeft je plaats voorlopig aan een computerspeler gegeven.
reason-live_removed = De gastheer heeft je van deze tafel verwijderd.
reason-live_clock = Je tijd was om: een computerspeler heeft die zet voor jou gedaan.
reason-live_name_taken = Iemand aan deze tafel heeft die naam al, of een naam die er hetzelfde uitziet. Kies een andere.
reason-live_unseated = Deze pagina heeft geen plaats meer aan tafel.
reason-live_watching = Je kijkt naar deze tafel: alleen de spelers spelen of vragen een tip.
reason-live_unreadable = De gastheer kon een bericht van deze pagina niet lezen. Herlaad de pagina om verder te gaan.
reason-live_bad_proof = Deze pagina kon niet bewijzen dat die plaats van haar is. Herlaad de pagina om het opnieuw te proberen.
reason-live_one_seat = Deze pagina heeft al een plaats aan tafel.
reason-live_seat_closed = De gastheer heeft je plaats aan een computerspeler gegeven.
reason-live_seat_taken = Die plaats is niet meer vrij.
reason-live_elsewhere = Je plaats werd op een andere pagina of een ander toestel geopend, dus je speelt niet meer vanaf deze pagina.
reason-live_too_large = Dat bericht was te lang voor de tafel.
reason-live_too_deep = Dat bericht was te diep genest voor de tafel.
reason-live_too_fast = Te veel berichten tegelijk: wacht even.
reason-live_not_started = De partij is nog niet begonnen.
reason-live_not_seated = Alleen de spelers aan tafel kunnen hier iets zeggen.
reason-live_unavailable = Dat kan niet aan een tafel met vrienden.
reason-live_no_host = De pagina van de gastheer is er niet: de tafel staat op pauze tot ze terug is.
