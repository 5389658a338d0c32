# Borð með vinum (friends.html, web/live/): biðstofan, spjallið við borðið og það sem
# síðan segir þegar vinir ná ekki saman.

live-open = Spila með vinum
live-storage-blocked = Borð með vinum þarf að geymast í þessum vafra, en vafrinn leyfir þessari síðu ekki að vista neitt.
live-page-title = Með vinum: { $title } · Tricktable
live-lobby-title = Með vinum: { $title }
live-leave = Yfirgefa borðið
live-finding = Leitað að borðinu
live-looking = Leitað að síðu gestgjafans…
live-join-table = { $title } — gestgjafi: { $host }
live-your-name = Nafnið þitt
live-join = Setjast
live-name-letters = Nafn þarf að innihalda að minnsta kosti einn bókstaf eða tölustaf.
live-link = Tengill fyrir vini þína
live-copy = Afrita
live-copied = Tengillinn var afritaður: sendu hann vinum þínum í hvaða spjalli sem er.
live-copy-yourself = Veldu tengilinn og afritaðu hann.
live-qr = Tengill borðsins sem QR-kóði, fyrir vini í sama herbergi
live-start = Hefja spilið
live-host = Gestgjafi
live-you = (þú)
live-friend = Vinur (fær boð)
live-computer = Tölvuspilari ({ $level })
live-seat-host = { $name } (gestgjafi)
live-seat-free = Laust: beðið eftir vini
live-seat-away = { $name } (fjarverandi)
live-who-plays = { $seat }: hver spilar?
live-sit-here = Setjast hér
live-team = Lið { $n }
live-partners = Makkerar sitja hvor á móti öðrum.
live-first-dealer = Hver leikmaður dregur spil: sá sem fær hæsta spilið gefur fyrstur.
live-ready = Ég er til
live-ready-mark = Til í slaginn
# How the host's page reaches a friend, beside the friend's name in the host's lobby.
live-way-direct = beint
live-way-relay = í gegnum endurvarpa
# How a friend's page reaches the host, under the bar of the friend's page.
live-you-direct = Tengt gestgjafanum beint.
live-you-relay = Tengt gestgjafanum í gegnum endurvarpa (engin bein tenging frá þessu neti).
live-all-seated = Allir eru mættir. Byrjaðu spilið þegar þér hentar.
live-waiting-friends = Beðið eftir að vinirnir opni tengilinn. Þú getur byrjað strax: tölvuspilarar setjast í auðu sætin.
live-waiting-host = Beðið eftir að gestgjafinn hefji spilið.
live-no-seat = Öll sæti við þetta borð eru setin.
live-watching = Öll sæti við þetta borð eru setin: þú fylgist með spilinu. Þú sérð það sem allir spilarar hafa séð, en engin spil á hendi.
live-watch-seat-free = Sæti er laust: skrifaðu nafnið þitt til að setjast í það.
live-watchers = { $n ->
    [one] Fylgist með: { $names }
   *[other] Fylgjast með ({ $n }): { $names }
}
live-watcher = einhver
live-waiting = { $name } á leik…
live-away = Fjarverandi: { $names }. Spilið bíður þess að tengillinn verði opnaður aftur.
live-hand-over = Láta tölvuspilara fá sætið: { $name }
live-handed = { $n ->
    [one] Tölvuspilari spilar þar til viðkomandi snýr aftur: { $names }.
   *[other] Tölvuspilarar spila þar til þau koma aftur: { $names }.
}
live-clock = Umhugsunartími
live-clock-off = Ótakmarkaður
live-clock-seconds = { $seconds } sek.
live-clock-note = Umhugsunartími: { $seconds } sek. Þegar tími spilara rennur út gerir tölvuspilari þann leik fyrir hann.
live-stalled = { $name } hefur ekki spilað í dálitla stund.
live-remove = Vísa frá borðinu: { $name }
live-take-back = Taka sætið mitt aftur
live-again-wait = Leiknum er lokið. Ef gestgjafinn gefur aftur hefst nýr leikur hér, í þínu sæti.
live-host-gone = Síða gestgjafans lokaðist, svo borðið er í biðstöðu. Þegar gestgjafinn opnar tengilinn aftur heldur spilið áfram þar sem frá var horfið.
live-no-host = Síða gestgjafans finnst ekki. Athugaðu hvort gestgjafinn sé enn með borðið opið, eða prófaðu annað net: sum net loka á tengingar milli spilara.
live-no-friend = Enginn vinur er kominn enn. Athugaðu hvort vinirnir hafi opnað allan tengilinn; ef einhver kemst ekki inn gæti netið hans lokað á tenginguna, og þá getur tölvuspilari tekið sæti hans.
live-no-relay = Þessi síða nær ekki sambandi við netþjónana sem tengja spilarana saman. Athugaðu nettenginguna eða prófaðu annað net.
live-retrying = Reyni aftur…
live-no-table = Þessi tengill vísar ekki á neitt borð: biddu um allan tengilinn, með öllu sem kemur á eftir #.
live-old-link = Þessi tengill er úr eldri útgáfu af borði með vinum. Biddu gestgjafann um tengilinn sem síðan hans sýnir núna.
live-no-keys = Þessi vafri getur ekki undirritað skilaboð (hann styður ekki Ed25519), en það þarf fyrir borð með vinum. Uppfærðu vafrann eða prófaðu annan.
live-no-settings = Ekki tókst að lesa stillingarnar fyrir borð með vinum: { $why }
live-talk = Spjall við borðið
live-phrases = Stuttar setningar
live-say-label = Skilaboðin þín
live-say-placeholder = Segðu eitthvað…
live-say = Senda
phrase-hello = Halló!
phrase-good-luck = Gangi ykkur vel!
phrase-well-played = Vel spilað!
phrase-thanks = Takk!
phrase-oops = Úps!
phrase-one-moment = Augnablik!
phrase-good-game = Takk fyrir spilið!

# Hvers vegna borð með vinum hafnaði einhverju (síða gestgjafans sendir kóðann, hver síða
# sýnir sín eigin orð).
reason-live_garbage = Síða gestgjafans sendi eitthvað sem þessi síða getur ekki lesið. Biddu gestgjafann að hlaða borðinu aftur.
reason-live_version = Síða gestgjafans og síðan þín eru ekki í sömu útgáfu af Tricktable. Hladdu þessari síðu aftur; ef það dugar ekki þarf gestgjafinn að hlaða sinni síðu aftur.
reason-live_full = Öll sæti við þetta borð eru setin.
reason-live_handed = Gestgjafinn lét tölvuspilara fá sætið þitt í bili.
reason-live_removed = Gestgjafinn vísaði þér frá þessu borði.
reason-live_clock = Tíminn þinn rann út, svo tölvuspilari gerði þennan leik fyrir þig.
reason-live_name_taken = Einhver við þetta borð ber þegar þetta nafn, eða nafn sem lítur eins út. Veldu annað.
reason-live_unseated = Þessi síða á ekki lengur sæti við borðið.
reason-live_watching = Þú fylgist með þessu borði: aðeins spilararnir spila eða biðja um vísbendingu.
reason-live_unreadable = Gestgjafinn gat ekki lesið skilaboð frá þessari síðu. Endurhladdu síðuna til að halda áfram.
reason-live_bad_proof = Þessi síða gat ekki sannað að hún ætti sætið sitt. Endurhlaðaðu síðuna til að reyna aftur.
reason-live_one_seat = Þessi síða á þegar sæti við borðið.
reason-live_seat_closed = Gestgjafinn lét tölvuspilara fá sætið þitt.
reason-live_seat_taken = Þetta sæti er ekki lengur laust.
reason-live_elsewhere = Sætið þitt var opnað á annarri síðu eða í öðru tæki; það er ekki lengur spilað héðan.
reason-live_too_large = Þessi skilaboð voru of löng fyrir borðið.
reason-live_too_deep = Þessi skilaboð voru of djúpt hreiðruð fyrir borðið.
reason-live_too_fast = Of mörg skilaboð í einu: bíddu andartak.
reason-live_not_started = Spilið er ekki hafið enn.
reason-live_not_seated = Aðeins þeir sem sitja við borðið geta spjallað þar.
reason-live_unavailable = Það er ekki í boði við borð með vinum.
reason-live_no_host = Síða gestgjafans er horfin: borðið er í biðstöðu þar til hún kemur aftur.
