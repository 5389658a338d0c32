# Une table entre amis (friends.html, web/live/) : le salon, ce qui se dit à table, et
# ce que la page dit quand les amis ne parviennent pas à se retrouver. Espace insécable
# avant « : ; ? ! » et à l'intérieur des guillemets.

live-open = Jouer entre amis
live-storage-blocked = Une table entre amis doit être enregistrée dans ce navigateur, mais celui-ci ne permet pas à cette page de stocker quoi que ce soit.
live-page-title = { $title } entre amis · Tricktable
live-lobby-title = { $title } entre amis
live-leave = Quitter
live-finding = Recherche de la table
live-looking = Recherche de la page de l'hôte…
live-join-table = { $title } — hôte : { $host }
live-your-name = Votre nom
live-join = Rejoindre
live-name-letters = Un nom doit contenir au moins une lettre ou un chiffre.
live-link = Lien pour vos amis
live-copy = Copier
live-copied = Copié : envoyez-le à vos amis par la messagerie de votre choix.
live-copy-yourself = Sélectionnez le lien et copiez-le vous-même.
live-qr = Le lien de la table en code QR, pour les amis dans la même pièce
live-start = Lancer la partie
live-host = Hôte
live-you = (vous)
live-friend = Un ami (à inviter)
live-computer = Joueur de l'ordinateur ({ $level })
live-seat-host = { $name } (hôte)
live-seat-free = Libre : en attente d'un ami
live-seat-away = { $name } (hors ligne)
live-who-plays = { $seat } : qui joue ?
live-sit-here = Prendre cette place
live-team = Équipe { $n }
live-partners = Les partenaires sont assis face à face.
live-first-dealer = Chaque joueur tire une carte : celui qui tire la plus haute donne en premier.
live-ready = C'est bon pour moi
live-ready-mark = OK pour jouer
# How the host's page reaches a friend, beside the friend's name in the host's lobby.
live-way-direct = en direct
live-way-relay = par un relais
# How a friend's page reaches the host, under the bar of the friend's page.
live-you-direct = Relié à l'hôte en direct.
live-you-relay = Relié à l'hôte par un relais (aucune connexion directe depuis ce réseau).
live-all-seated = Tout le monde est là. Lancez la partie quand vous le souhaitez.
live-waiting-friends = On attend que vos amis ouvrent le lien. Vous pouvez déjà commencer : des joueurs de l'ordinateur prendront les places libres.
live-waiting-host = On attend que l'hôte lance la partie.
live-no-seat = Toutes les places de cette table sont prises.
live-watching = Toutes les places de cette table sont prises : vous regardez la partie. Vous voyez ce que tous les joueurs ont vu, et aucune main.
live-watch-seat-free = Une place est libre : tapez votre nom pour vous y asseoir.
live-watchers = { $n ->
    [one] Spectateur : { $names }
   *[other] Spectateurs ({ $n }) : { $names }
}
live-watcher = quelqu'un
live-waiting = { $name } : à son tour…
live-away = Hors ligne : { $names }. La partie attend que le lien soit rouvert.
live-hand-over = { $name } : confier sa place à l'ordinateur
live-handed = { $n ->
    [one] L'ordinateur joue à sa place jusqu'à son retour : { $names }.
   *[other] L'ordinateur joue à leur place jusqu'à leur retour : { $names }.
}
live-clock = Temps par coup
live-clock-off = Illimité
live-clock-seconds = { $seconds } s
live-clock-note = Temps par coup : { $seconds } s. Quand le temps d'un joueur est écoulé, l'ordinateur joue ce coup à sa place.
live-stalled = { $name } n'a pas joué depuis un moment.
live-remove = Retirer { $name } de la table
live-take-back = Reprendre ma place
live-again-wait = La partie est terminée. Si l'hôte redonne, la nouvelle partie commence ici, à votre place.
live-host-gone = La page de l'hôte s'est fermée : la table est en pause. Quand l'hôte rouvrira le lien, la partie reprendra là où elle s'était arrêtée.
live-no-host = La page de l'hôte est introuvable. Vérifiez que l'hôte a toujours la table ouverte, ou essayez un autre réseau : certains réseaux bloquent la connexion entre joueurs.
live-no-friend = Aucun ami n'a encore rejoint la table. Vérifiez qu'ils ont bien ouvert le lien en entier ; si l'un d'eux n'y parvient pas, son réseau bloque peut-être la connexion, et un joueur de l'ordinateur peut prendre sa place.
live-no-relay = Cette page ne parvient pas à joindre les serveurs qui mettent les joueurs en relation. Vérifiez votre connexion, ou essayez un autre réseau.
live-retrying = Nouvel essai…
live-no-table = Ce lien ne désigne aucune table : demandez le lien complet, avec tout ce qui suit le #.
live-old-link = Ce lien vient d'une ancienne version de la table entre amis. Demandez à l'hôte le lien que sa page affiche maintenant.
live-no-keys = Ce navigateur ne sait pas signer les messages (il ne gère pas Ed25519), ce qu'exige une table entre amis. Mettez-le à jour ou essayez-en un autre.
live-no-settings = Les réglages de la table entre amis n'ont pas pu être lus : { $why }
live-talk = Discussion à la table
live-phrases = Phrases rapides
live-say-label = Votre message
live-say-placeholder = Dites quelque chose…
live-say = Envoyer
phrase-hello = Salut !
phrase-good-luck = Bonne chance !
phrase-well-played = Bien joué !
phrase-thanks = Merci !
phrase-oops = Oups !
phrase-one-moment = Un instant, s'il vous plaît.
phrase-good-game = Belle partie !

# Pourquoi une table entre amis a refusé quelque chose (la page de l'hôte envoie le code,
# chaque page l'affiche dans sa langue).
reason-live_garbage = La page de l'hôte a envoyé quelque chose que cette page ne sait pas lire. Demandez à l'hôte de recharger la table.
reason-live_version = La page de l'hôte et la vôtre utilisent des versions différentes de Tricktable. Rechargez cette page ; si cela ne suffit pas, l'hôte doit recharger la sienne.
reason-live_full = Toutes les places de cette table sont prises.
reason-live_handed = L'hôte a confié votre place à l'ordinateur pour le moment.
reason-live_removed = L'hôte vous a retiré de cette table.
reason-live_clock = Votre temps est écoulé : l'ordinateur a joué ce coup à votre place.
reason-live_name_taken = Quelqu'un à cette table porte déjà ce nom, ou un nom qui lui ressemble. Choisissez-en un autre.
reason-live_unseated = Cette page n'a plus de place à la table.
reason-live_watching = Vous regardez cette table : seuls ses joueurs jouent ou demandent un conseil.
reason-live_unreadable = L'hôte n'a pas pu lire un message de cette page. Rechargez la page pour continuer.
reason-live_bad_proof = Cette page n'a pas pu prouver que cette place est la sienne. Rechargez la page pour réessayer.
reason-live_one_seat = Cette page a déjà une place à la table.
reason-live_seat_closed = L'hôte a donné votre place à un joueur de l'ordinateur.
reason-live_seat_taken = Cette place n'est plus libre.
reason-live_elsewhere = Votre place a été ouverte sur une autre page ou un autre appareil : elle ne se joue plus ici.
reason-live_too_large = Ce message était trop long pour la table.
reason-live_too_deep = Ce message était trop imbriqué pour la table.
reason-live_too_fast = Trop de messages à la fois : attendez un instant.
reason-live_not_started = La partie n'a pas encore commencé.
reason-live_not_seated = Seuls les joueurs assis à la table peuvent y parler.
reason-live_unavailable = Ce n'est pas proposé à une table entre amis.
reason-live_no_host = La page de l'hôte n'est plus là : la table est en pause jusqu'à son retour.
