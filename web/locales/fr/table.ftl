# Les mots de la table (web/services/text.js demande chacun par son nom). Les variables sont
# expliquées dans en/table.ftl. Espace insécable avant « : ; ? ! ».

## Les mots fixes de la page

page-title = Tricktable — Manni et manille
app-name = Tricktable
game-menu = Partie
new-game = Nouvelle partie
    .short = Nouvelle
sheet = Feuille de marque
    .short = Scores
last-trick = Dernier pli
    .short = Dernier pli
share = Partager
speed = Vitesse
slow = Lente
normal = Normale
fast = Rapide
instant = Immédiate
share-deal = Cette donne
share-game = Cette partie depuis le début
share-choose = Choisissez quoi partager
share-no-undo = Une partie partagée se joue sans retour en arrière.
announcements = Annonces
loading-title = Mise en place de la table
loading-progress = Progression du chargement
loading-first = Démarrage…
unfinished = Parties inachevées
options = Variantes
players = Joueurs
seat = Votre place
seed = Numéro de donne
seed-random = au hasard
seed-help = Le même numéro distribue les mêmes cartes.
level = Niveau de l'ordinateur
easy = Facile
medium = Moyen
hard = Difficile
random = Au hasard
back-to-game = Retour à la partie
table = Table de jeu
close = Fermer
rules-of-this-game = Règles de ce jeu
how-to-play = Règles du jeu
language = Langue

## Chargement, messages et erreurs

thinking = Les joueurs de l'ordinateur réfléchissent…
engine-loading = Votre coup est joué : la partie continue dans un instant…
loading-runtime = On prépare les cartes…
loading-bytes = On bat les cartes…
loading-start = C'est presque prêt…
engine-failed = Le moteur de jeu n'a pas pu démarrer : { $why }
draw-failed = Cette table n'a pas pu être affichée. Rien de ce que vous aviez enregistré n'a changé : commencez une nouvelle partie ou rechargez la page.
update-ready = Une nouvelle version de Tricktable est prête.
update-reload = Recharger
wait = Veuillez patienter…
next-deal = Donne suivante
see-result = Voir le résultat final
play-again = Rejouer
play-again-help = Même jeu et mêmes variantes, nouvelles donnes.
hint = Conseil
hint-help = Ce que ferait maintenant le plus fort joueur de l'ordinateur.
undo = Annuler
undo-help = Reprenez votre dernière décision : la partie devient un entraînement.
hint-says = Conseil – { $what }. { $why }
hint-margin = { $margin ->
    [one] Sur de nombreuses donnes tirées au hasard, ce choix rapporte { $margin } point de plus par donne que le deuxième meilleur.
   *[other] Sur de nombreuses donnes tirées au hasard, ce choix rapporte { $margin } points de plus par donne que le deuxième meilleur.
}
hint-margin-none = Sur de nombreuses donnes tirées au hasard, ce choix vaut tout autre choix.
hint-chance = { $chance ->
    [one] La partie touche à sa fin : sur de nombreuses donnes tirées au hasard, ce choix gagne la partie une fois de plus sur cent que le deuxième meilleur.
   *[other] La partie touche à sa fin : sur de nombreuses donnes tirées au hasard, ce choix gagne la partie { $chance } fois de plus sur cent que le deuxième meilleur.
}
hint-chance-none = La partie touche à sa fin : sur de nombreuses donnes tirées au hasard, ce choix gagne la partie aussi souvent que tout autre choix.
share-what = { $link ->
    [deal] Lien vers cette donne : les mêmes cartes, depuis la première, avec les scores jusqu'ici
   *[game] Lien vers cette partie depuis la première donne : les mêmes donnes dans le même ordre
}
share-copied = { $link ->
    [deal] Le lien vers cette donne a été copié.
   *[game] Le lien vers cette partie depuis le début a été copié.
}
share-copy = { $link ->
    [deal] Copiez le lien ci-dessous pour partager cette donne.
   *[game] Copiez le lien ci-dessous pour partager cette partie depuis le début.
}
kept-game = Votre partie inachevée de { $title } est gardée : reprenez-la depuis « Nouvelle partie ».
other-tab = Cette partie est maintenant ouverte dans un autre onglet. Les coups joués là-bas ne sont pas montrés ici.
take-over = Continuer ici
storage-full = Cette partie n'est pas enregistrée : le stockage de votre navigateur est plein. Vous pouvez continuer à jouer ; elle sera perdue à la fermeture de la page.
save-again = L'enregistrement fonctionne de nouveau.
unreadable = Une partie enregistrée n'a pas pu être chargée ; elle a été mise de côté : { $why }
unreadable-kept = Une partie enregistrée n'a pas pu être chargée ({ $why }). Elle reste où elle est, faute de place pour la mettre de côté.
not-a-save = ce n'est pas une partie enregistrée
link-bad = Les réglages de ce lien ne sont pas valides : { $why }. Demandez à son expéditeur de vous le renvoyer.
link-failed = Ce lien n'a pas pu lancer de partie : { $why }
link-seed = le numéro de donne doit être un nombre entier inférieur à 9007199254740992
link-save = la partie qu'il porte n'est pas écrite comme Tricktable l'écrit
link-options = les règles maison qu'il donne (options) ne sont pas écrites comme Tricktable les écrit
exchange-max = { $max ->
    [one] Vous pouvez échanger au plus { $max } carte.
   *[other] Vous pouvez échanger au plus { $max } cartes.
}
decide-first = Prenez d'abord la décision ci-dessus.
not-your-turn = Ce n'est pas encore votre tour.

## L'écran « Nouvelle partie »

resume = Reprendre
resume-game = Reprendre : { $title }
unfinished-line = { $title }, donne { $deal }, { $when }
no-options = Ce jeu n'a pas de variantes.
seat-choice = Joueur { $n }
seat-by-draw = Par tirage au sort
seat-deals = { $n ->
    [1] Premier donneur
    [2] Deuxième donneur
    [3] Troisième donneur
   *[other] Quatrième donneur
}
players-count = { $n ->
    [one] { $n } joueur
   *[other] { $n } joueurs
}

## La table

current-trick = Pli sur la table
your-hand = Votre main
your-decision = Votre décision
facts = Cette donne
no-deal = Aucune donne n'a encore été marquée.
deal = Donne
contract = Contrat
target = Objectif { $target }
position = { $pos ->
    [you] Vous
    [south] Sud
    [west] Ouest
    [north] Nord
   *[east] Est
}
position-dummy = { $pos ->
    [you] Votre mort
    [south] Le mort de Sud
    [west] Le mort d'Ouest
    [north] Le mort de Nord
   *[east] Le mort d'Est
}
side-team = Votre équipe
side-them = Adversaires
contract-name = { $name ->
    [grand] Grand
    [nullo] Nullo
    [spades] Pique
    [hearts] Cœur
    [diamonds] Carreau
    [clubs] Trèfle
    [other] Autre couleur
    [trump] Atout
   *[notrump] Sans atout
}
great-contract = { contract-name } majeur
contract-line = { $great ->
        [yes] { great-contract }
       *[no] { $name ->
            [spades] Atout pique
            [hearts] Atout cœur
            [diamonds] Atout carreau
            [clubs] Atout trèfle
           *[other] { contract-name }
        }
    }{ $blind ->
        [yes] {" "}(à l'aveugle)
       *[no] {""}
    }
rank-order = Ordre : { $order } ({ $note ->
    [normal] as en tête
    [ace_low] as en dernier
   *[manille] dix en tête
})
cards = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
tricks = { $n ->
    [one] { $n } pli
   *[other] { $n } plis
}
card-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
badge-dealer = donneur
badge-declarer = déclarant
badge-traded = a pris le Manni
badge-partner = partenaire
badge-dummy = mort
layout = { $who } : piles face visible
manni-count = Manni : { cards }
cut-card = Carte de coupe
trump-card = Atout
calls-title = Annonces de cette donne :
used-title = Contrats utilisés :
standing = En cours : { $call }
call-line = { $who } : { $what }
call-trump = { $suit ->
        [S] pique
        [H] cœur
        [D] carreau
        [C] trèfle
       *[none] sans atout
    }{ $blind ->
        [yes] {" "}à l'aveugle
       *[no] {""}
    }
call-look = main regardée
call-double = { $stage ->
    [against] contre
   *[along] avec
}
call-pass = passe
used-none = aucun encore
used-great = annonce majeure faite
used-line = { $who } : { $n ->
    [0] { used-none }
   *[other] { $contracts }
}{ $great ->
    [yes] { " · " }{ used-great }
   *[no] {""}
}
side-name = { $who }
cell-gain = +{ $n }
cell-change = { $change }
card-illegal = { $card }, injouable maintenant
card-select = { $card }, à choisir pour l'échange
card-drawn = { $label } (tout juste tirée)
wins = { $self ->
    [you] Votre pli
   *[one] Gagne
}

## Ce qu'il faut faire maintenant

prompt-over = La partie est terminée.
prompt-waiting = { $who } : à son tour…
prompt-play = À vous : jouez une carte.
prompt-play-dummy = À vous : jouez une carte pour votre mort.
prompt-trade = Échanger toute votre main contre le Manni, sans le voir, ou la garder ?
prompt-exchange = { $max ->
    [one] Choisissez jusqu'à { $max } carte à échanger avec le Manni, puis appuyez sur Échanger.
   *[other] Choisissez jusqu'à { $max } cartes à échanger avec le Manni, puis appuyez sur Échanger.
}
prompt-announce = Annoncez un contrat.
prompt-great = Annoncez un contrat majeur, ou passez.
prompt-retain = { $who } a surenchéri : { great-contract }. Maintenez avec votre propre contrat majeur, ou passez : la surenchère l'emporte.
prompt-blind = Annoncez sans atout à l'aveugle, ou regardez votre main.
prompt-trump = Choisissez l'atout, ou sans atout.
prompt-double = { $stage ->
    [against] Aller contre, ou passer ?
   *[along] Aller avec, ou passer ?
}

## Les décisions : le bouton, et une ligne d'aide dessous

act-take = Prendre le Manni
act-keep = Garder ma main
act-announce = { $kind ->
    [other] Autre couleur : { contract-name }
   *[none] { contract-name }
}
act-no-trump = { $blind ->
    [yes] Sans atout, à l'aveugle
   *[no] Sans atout
}
act-trump = { $suit ->
    [S] ♠
    [H] ♥
    [D] ♦
   *[C] ♣
} { contract-name }
act-double = { $stage ->
    [against] Aller contre
   *[along] Aller avec
}
act-look = Regarder ma main
act-partner = Mon partenaire choisit
act-pass = Passer
act-exchange = Échanger : { $cards }
act-play = Jouer : { $card }
exchange-n = { $n ->
    [one] Échanger { $n } carte
   *[other] Échanger { $n } cartes
}
help-take = { $n ->
    [one] Échangez toute votre main contre la { $n } carte du Manni, sans la voir.
   *[other] Échangez toute votre main contre les { $n } cartes du Manni, sans les voir.
}
help-keep = Jouez les cartes que vous avez reçues.
help-announce = { contract-name } : { $name ->
        [nullo] sans atout ; évitez les plis
        [grand] sans atout ; faites des plis
        [spades] pique est atout ; faites des plis
        [hearts] cœur est atout ; faites des plis
        [diamonds] carreau est atout ; faites des plis
       *[clubs] trèfle est atout ; faites des plis
    }{ $name ->
        [nullo]  ; chaque pli au-delà de quatre coûte un point
       *[other] { $need ->
            [0] {""}
            [one] ; il vous faut { $need } pli
           *[other] ; il vous faut { $need } plis
        }
    }{ $kind ->
        [trump] . Un seul contrat à l'atout par partie, dans la couleur de votre choix.
        [other] . Un seul contrat « Autre couleur » par partie : cœur, carreau ou trèfle.
       *[none] . Une fois par partie.
    }
help-great = { $retain ->
        [yes] Maintenir
       *[no] Surenchérir
    } : { $name ->
        [grand] sans atout
        [spades] atout pique
        [hearts] atout cœur
        [diamonds] atout carreau
       *[clubs] atout trèfle
    }, faites { $need } plis ou plus. Votre seul contrat majeur.
help-no-trump = { $blind ->
    [yes] Sans atout avant de regarder votre main : la donne compte quatre fois.
   *[no] Sans atout : la donne compte double.
}
help-trump = { contract-name } est atout pour cette donne.
help-double = { $stage ->
    [against] Redoubler : la donne compterait ×{ $m }.
   *[along] Doubler : la donne compterait ×{ $m }.
}
help-look = Voyez d'abord vos cartes, puis choisissez l'atout (sans atout compte double).
help-partner = Votre partenaire choisit l'atout à votre place.
help-pass-great = Laisser le contrat tel quel.
help-pass-retain = La surenchère l'emporte : { $who } joue { great-contract }.
help-pass = Laisser la donne à ×{ $m }.
help-exchange = Écartez les cartes choisies et prenez-en { $n } dans le Manni.
help-exchange-none = Choisissez d'abord des cartes, ou gardez votre main telle quelle.

## Ce qui s'est passé (le journal, et ce que dit le lecteur d'écran)

n-draw = { $self ->
    [you] Vous donnez en premier.
   *[one] { $who } donne en premier.
}
n-deal = { $self ->
    [you] Donne { $deal } : vous donnez.
   *[one] Donne { $deal } : { $who } donne.
}
n-cut = Carte de coupe : { $card } ({ contract-name }).
n-contract = Contrat : { $line }.
n-take = { $self ->
    [you] Vous prenez le Manni.
   *[one] { $who } prend le Manni.
}
n-keep = { $self ->
    [you] Vous gardez votre main.
   *[one] { $who } garde sa main.
}
n-announce = { $self ->
    [you] Vous annoncez { contract-name }.
   *[one] { $who } annonce { contract-name }.
}
n-great = { $self ->
    [you] Vous annoncez { great-contract }.
   *[one] { $who } annonce { great-contract }.
}
n-pass = { $self ->
    [you] Vous passez.
   *[one] { $who } passe.
}
n-exchange = { $self ->
    [you] Vous échangez { cards }.
   *[one] { $who } échange { cards }.
}
n-trump = { $self ->
    [you] Vous choisissez l'atout : { call-trump }.
   *[one] { $who } choisit l'atout : { call-trump }.
}
n-look = { $self ->
    [you] Vous regardez votre main.
   *[one] { $who } regarde sa main.
}
n-double = { $self ->
        [you] Vous allez
       *[one] { $who } va
    } { $stage ->
        [against] contre
       *[along] avec
    } (×{ $m }).
n-play = { $who } : { $card }.
n-trick = { $self ->
    [you] Vous remportez le pli.
   *[one] { $who } remporte le pli.
}
n-deal-end = La donne { $deal } est terminée. { $headline }
n-game-won = { $self ->
    [you] Vous gagnez une manche du match.
    [them] Les adversaires gagnent une manche du match.
    [team] Votre équipe gagne une manche du match.
   *[one] { $who } gagne une manche du match.
}
n-game-over = La partie est terminée.

## Résultats

headline-tallies = { $changes }.
headline-none = Personne ne gagne ni ne perd de point.
tally = { $who } { $change }
headline-draw = Donne nulle, 30–30 : personne ne marque, la donne suivante compte double.
headline-points = { $who } : { $n ->
    [one] { $n } point
   *[other] { $n } points
}.
result-title = Donne { $deal }
result-declarer = Déclarant : { $who }
result-dealer = Donneur : { $who }
result-multiplier = Compte ×{ $m }
result-side = Camp
result-tricks = Plis
result-points = Points des cartes
result-change = Cette donne
result-totals = Total
result-positive = Plus
result-negative = Moins
result-draw = 30–30 : donne nulle, la donne suivante compte double.
end-deals = { $n ->
    [one] La { $n } donne a été jouée.
   *[other] Les { $n } donnes ont été jouées.
}
end-deal-limit = { $n ->
    [one] La partie s'est arrêtée après { $n } donne sans atteindre l'objectif.
   *[other] La partie s'est arrêtée après { $n } donnes sans atteindre l'objectif.
}
end-match = { $self ->
    [you] Vous avez gagné deux manches.
    [them] Les adversaires ont gagné deux manches.
   *[one] { $who } a gagné deux manches.
}
end-target = { $self ->
    [you] Vous avez atteint l'objectif de { $target }.
    [them] Les adversaires ont atteint l'objectif de { $target }.
    [many] { $who } ont atteint l'objectif de { $target }.
   *[one] { $who } a atteint l'objectif de { $target }.
}
end-plus = { $self ->
    [you] Vous avez atteint { $target } points positifs.
    [them] Les adversaires ont atteint { $target } points positifs.
    [many] { $who } ont atteint { $target } points positifs.
   *[one] { $who } a atteint { $target } points positifs.
}
winners = { $self ->
    [you] Vous gagnez !
    [team] Votre équipe gagne !
    [them] Les adversaires gagnent !
    [many] { $who } gagnent !
   *[one] { $who } gagne !
}
winners-none = Personne ne gagne : aucun score n'est au-dessus de zéro.

## Intégration : la fenêtre « Intégrer » et la table intégrée (embed.html)

embed = Intégrer
embed-title = Montrer cette table sur une autre page
embed-help = Collez ce code dans n'importe quelle page web : il montre une table où les visiteurs jouent à ce jeu contre l'ordinateur.
embed-what = Quoi montrer
embed-size = Taille
embed-code = Code à coller
embed-copy = Copier
embed-small = Téléphone (360 × 640)
embed-medium = Tablette (480 × 720)
embed-wide = Large (800 × 600)
embed-load = Jouer ici
embed-load-help = La première fois, la table met quelques secondes à s'installer.
embed-restart = Recommencer
embed-open = Ouvrir dans Tricktable
embed-menu = Table
embed-copied = Le code a été copié.
embed-copy-yourself = Sélectionnez le code ci-dessus et copiez-le.
embed-frame-title = Tricktable : { $title }
embed-no-game = L'adresse de cette table ne nomme aucun jeu : il faut game=… ou deal=….
embed-bad-id = l'id compte au plus 64 lettres, chiffres, points, tirets ou soulignés
embed-bad-host = host doit être une origine, par exemple https://example.org
embed-bad-shown = shown doit nommer une position de ce site : lettres minuscules, chiffres et tirets

## The table's look (issue 19): the menu, the score strip and the deal counter, help behind "?"
menu = Menu
score-strip = Score
deal-of = Donne { $deal } sur { $deals }
deal-number = Donne { $deal }
decision-help = Aide : { $choice }

## Réglages de l'adresse ou du navigateur que la table n'a pas : elle continue avec les siens
speed-refused = { $where ->
    [saved] La vitesse enregistrée dans ce navigateur, « { $value } », n'existe pas sur cette table : elle joue à vitesse normale.
   *[address] L'adresse demande la vitesse « { $value } », que cette table n'a pas : elle joue à sa vitesse habituelle.
}
seat-refused = Le lien demande la place « { $value } », qui n'est pas un numéro de place comme 0 ou 1 : vous jouez à la première place.
level-refused = Le lien demande le niveau « { $value } », qui n'existe pas : l'ordinateur joue au niveau { hard }.

## Storage the browser closes to the page, and a frame with no origin of its own (embed.js)
storage-blocked = Cette partie n'est pas enregistrée : votre navigateur ne permet à cette page de rien stocker. Vous pouvez continuer à jouer ; elle sera perdue à la fermeture de la page.
embed-not-saved = Non enregistrée : stockage bloqué dans ce cadre.
embed-allow-saving = Autoriser
embed-still-not-saved = Toujours non enregistrée : stockage resté fermé.
embed-sandboxed = Cette table ne peut pas fonctionner ici : la page qui l'affiche la met dans un bac à sable sans allow-same-origin, dont la table a besoin pour lancer son moteur de jeu et garder sa partie.

## Saved games that were not kept, or kept as they were earlier
kept-game-earlier = Votre partie inachevée de { $title } est gardée telle qu'elle était au dernier enregistrement, avant que le stockage de votre navigateur soit plein : reprenez-la depuis « Nouvelle partie ».
not-kept-game = Votre partie de { $title } n'a pas pu être enregistrée (le stockage de votre navigateur est plein ou fermé à cette page) : elle ne peut pas être reprise.
save-too-large = elle est bien trop grande pour être une partie enregistrée

## The deal log (a side panel on a wide screen, a sheet from the bar on a phone) and the statistics
log-open = Journal
log-title = Journal de la donne
log-this-deal = Cette donne
log-past-deals = Donnes précédentes
log-empty = Rien ne s'est encore passé dans cette donne.
log-no-past = Pas encore de donne précédente dans cette partie.
log-loading = Chargement des donnes précédentes…
log-led = { $self ->
    [you] Vous avez entamé
   *[one] { $who } a entamé
}
log-won = { $self ->
    [you] Vous avez pris le pli
   *[one] { $who } a pris le pli
}
log-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
log-deal = { $self ->
    [you] Donne { $deal }, donnée par vous
   *[one] Donne { $deal }, donnée par { $who }
}
log-trick = Pli { $n }
statistics = Statistiques
stats-empty = Aucune partie terminée pour l'instant : vos statistiques commencent avec la première partie que vous finirez.
stats-option = { $label } : { $value }
stats-usual-rules = règles habituelles
stats-yes-no = { $answer ->
    [yes] oui
   *[no] non
}
stats-no-limit = sans limite
stats-games = Parties
stats-wins = Victoires
stats-wins-value = { $wins } ({ $percent } %)
stats-average = Score moyen
stats-best = Meilleur score
stats-streak = Victoires d'affilée
stats-best-streak = Plus longue série de victoires
stats-contracts = Contrats que vous avez annoncés
stats-contracts-value = { $made } { $made ->
    [one] réussi
   *[other] réussis
} sur { $called }
stats-cost = Coût moyen par décision
stats-cost-help = D'après l'analyse de vos donnes, dans les unités du jeu (points ou plis).
stats-chart = { $n ->
    [one] Votre dernière partie : son score, une barre pleine pour une victoire.
   *[other] Vos { $n } dernières parties : leurs scores, une barre pleine pour une victoire.
}
stats-practice = { $n ->
    [one] { $n } partie d'entraînement jouée avec « Annuler », comptée à part.
   *[other] { $n } parties d'entraînement jouées avec « Annuler », comptées à part.
}
stats-put-back = { $n ->
    [one] { $n } partie dont une copie plus ancienne a été remise en place, comptée à part comme entraînement.
   *[other] { $n } parties dont une copie plus ancienne a été remise en place, comptées à part comme entraînement.
}
stats-reset = Remettre à zéro
stats-reset-confirm = Effacer toutes les statistiques gardées dans ce navigateur ? C'est définitif.
stats-reset-yes = Les effacer
stats-reset-no = Les garder
stats-export = Exporter (JSON)
stats-deleted = Vos statistiques ont été effacées.
stats-not-saved = Cette partie n'a pas pu être comptée dans vos statistiques : le stockage de votre navigateur est plein ou fermé à cette page.
## L'analyse d'une donne (web/review.js)
review = Analyse
review-help = Rejouer cette donne cartes sur table et voir ce que la recherche de l'ordinateur a pensé de vos décisions.
review-last-deal = Analyser la dernière donne
review-title = Analyse de la donne { $deal }
review-deal-choice = Donne
review-loading = La donne est rejouée…
review-analysing = Vos décisions sont jugées : { $done } sur { $total }…
review-stop = Arrêter
review-stopped = Arrêté : { $done } { $done ->
    [one] décision jugée
   *[other] décisions jugées
} sur { $total }.
review-done = { $total ->
    [0] Vous n'aviez aucune décision à prendre dans cette donne.
   *[other] { $total ->
        [one] { $total } décision jugée
       *[other] Les { $total } décisions sont jugées
    } : { $good } { $good ->
        [one] bonne
       *[other] bonnes
    }, { $inaccuracy } { $inaccuracy ->
        [one] imprécision
       *[other] imprécisions
    }, { $mistake } { $mistake ->
        [one] erreur
       *[other] erreurs
    }.
}
review-failed = L'analyse n'a pas pu être faite : { $why }
review-scale = Chaque décision est jugée par la recherche de l'ordinateur à partir de ce que vous saviez à ce moment-là, jamais des mains cachées. Son coût est ce que le meilleur choix trouvé aurait rapporté de plus que le vôtre :
review-under = moins de { $n }
review-from = dès { $n }
review-amount = { $unit ->
    [points] { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
   *[deal_points] { $n ->
        [one] { $n } point de donne
       *[other] { $n } points de donne
    }
}
review-verdict = { $verdict ->
    [good] Bien
    [inaccuracy] Imprécision
   *[mistake] Erreur
}
review-start = La donne telle que distribuée.
review-move = Coup { $n } sur { $total } :
review-step = { $who } : { $what }
review-takes = { $self ->
    [you] Vous remportez le pli.
   *[one] { $who } remporte le pli.
}
review-stock = Le Manni
review-pending = Pas encore jugé
review-forced = Le seul choix possible.
review-best = Meilleur choix : { $what }
review-cost = coût { $n }
review-values = Tous les choix pesés
review-decisions = Vos décisions
review-first = Début
review-prev-decision = Décision précédente
review-prev = Reculer
review-next = Avancer
review-next-decision = Décision suivante
review-last = Fin
review-keys = Avancez avec les flèches : gauche et droite d'un coup, haut et bas d'une décision.
review-share = Copier un lien vers cette analyse
review-link-copied = Lien copié : qui l'ouvre voit cette donne, et son navigateur juge à nouveau les décisions.
review-link-copy = Copiez ce lien : qui l'ouvre voit cette donne, et son navigateur juge à nouveau les décisions.
## The table's sounds: the mute switch in the menu
sound = Son
## Réglages, reprises honnêtes et garde contre les fausses manœuvres (ticket 19)
settings = Réglages
settings-theme = Thème
theme-auto = Comme l'appareil
theme-light = Clair
theme-dark = Sombre
theme-contrast = Contraste élevé
settings-card-size = Taille des cartes
card-size-small = Petite
card-size-normal = Normale
card-size-large = Grande
settings-four-colour = Jeu à quatre couleurs (carreaux bleus, trèfles verts)
settings-confirm-play = Confirmer avant de jouer une carte
settings-confirm-play-help = Un premier toucher soulève la carte, un second (ou Entrée) la joue.
raised-card = { $card }, soulevée : appuyez encore pour la jouer
raised-prompt = Touchez encore la carte pour la jouer : { $card }.
practice-mark = Entraînement
practice-help = Un coup a été repris dans cette partie, ou une sauvegarde plus ancienne remise en place : elle compte comme entraînement.
rolled-back = Cette partie a été remise à une sauvegarde plus ancienne que celle que ce navigateur avait gardée : elle compte désormais comme entraînement, car ses décisions depuis pourraient être reprises en connaissant leur suite.
## Challenges (web/challenge.js) and short links (web/app.js)
challenge-title = Défier un ami
challenge-help = Jouez quelques donnes, puis envoyez le lien. Vos amis reçoivent les mêmes cartes à votre place, face aux mêmes joueurs de l'ordinateur, et vous voyez vos résultats côte à côte.
challenge-length = Durée
challenge-deals = { $n ->
    [0] Une partie entière
    [1] Une donne
    [4] Quatre donnes
    [8] Huit donnes
   *[other] { $n } donnes
}
challenge-name = Votre nom
challenge-name-help = Vos amis le voient à côté de vos résultats. Il n'est gardé que dans ce navigateur.
challenge-no-name = Indiquez d'abord votre nom.
challenge-start = Jouer le défi
challenge-play = Jouer
challenge-from = Un défi lancé par { $names } : { $game } · { $length } · joueurs de l'ordinateur : { $level }
challenge-rules = Vous jouez les mêmes cartes à la même place, face aux mêmes joueurs de l'ordinateur, sans retour en arrière ni conseil. Les résultats s'affichent une fois que vous avez joué.
challenge-checking = Comparaison avec les parties des autres joueurs…
prompt-challenge-over = Le défi est terminé : « Défier un ami » dans le menu en réaffiche les résultats.
challenge-new = Nouveau défi
challenge-mine = Vos défis
challenge-show = Résultats
challenge-line = { $game } · { $length } · { $names }
challenge-daily = Donne du jour
challenge-daily-done = Résultats du jour
challenge-daily-help = Une donne, la même pour tous aujourd'hui, face aux joueurs de l'ordinateur au niveau Difficile.
challenge-results = Résultats
challenge-deal-column = Donne
challenge-deal = Donne { $deal }
challenge-total = Total
challenge-at-trick = donne { $deal }, pli { $trick }
challenge-at-deal = donne { $deal }, avant le jeu de la carte
challenge-parted = { $name } et vous n'avez pas fait le même choix à la { $where } : vous avez choisi « { $mine } », { $name } a choisi « { $theirs } ». Cette donne : vous { $you }, { $name } { $them }.
challenge-same = { $name } a fait tous les mêmes choix que vous.
challenge-cost-note = Ce qu'a coûté un choix différent se lit aux points des deux joueurs dans cette donne : le choix lui-même n'est pas évalué.
challenge-ready = Votre défi est prêt : envoyez ce lien à vos amis.
challenge-reply = Renvoyez ce lien : il porte les résultats de tous.
challenge-full = Le lien compte déjà huit joueurs : votre résultat s'affiche ici mais n'y est pas ajouté.
challenge-link-label = Lien du défi
challenge-copy = Copier le lien
challenge-copied = Le lien a été copié.
challenge-copy-yourself = Sélectionnez le lien et copiez-le.
link-refused = Ce lien ne peut pas être ouvert : { $why } Rien de ce que vous aviez enregistré n'a changé.
## The shelf of games (the new-game screen)

shelf-title = Choisissez un jeu
shelf-play = Jouer : { $title }
house-rules = Variantes
practice-switch = Entraînement (retour en arrière permis)
practice-switch-help = Vous pouvez revenir sur vos décisions ; la partie est alors marquée comme entraînement.

## The challenge dialog: the game to play
game = Jeu

## A short link's opening (drawn before the engine runs) that the engine did not confirm

opening-changed = La table montrée par le lien n'était pas celle de cette partie : voici la partie telle qu'elle est. Refaites votre choix.

## The shelf's welcome: a line for a newcomer under its title
shelf-welcome = Installez-vous ! Choisissez un jeu et affrontez l'ordinateur ; les règles de chaque jeu sont à un clic, sous « Règles du jeu ».

## Joueurs de l'ordinateur : qui réfléchit, et la force de chaque niveau
seat-thinking = { $seat } réfléchit…
level-rated = { $level } ≈ { $rating }
level-ratings-help = Classement tiré de parties entre joueurs de l'ordinateur sur les mêmes donnes, Moyen valant { $medium } : 200 points de plus gagnent environ trois donnes sur quatre.

## A late deal's link leaves parts of its table out to stay short: they come a moment later
sheet-coming = Les donnes précédentes s'affichent dans un instant.
log-coming = Le journal de la donne s'affiche dans un instant.

## Checking the other players' games of a challenge: whose game, which deal (of how many)
challenge-checking-game = { $games ->
        [1] Vérification de la partie jouée par { $name }
       *[other] Vérification de la partie jouée par { $name } ({ $game } sur { $games })
    } : { $deals ->
        [0] donne { $deal }
       *[other] donne { $deal } sur { $deals }
    }…

## The screen reader's live region: the player's turn, and what they may do
turn-any = { $prompt } Toutes les cartes de votre main sont jouables.
turn-play = { $prompt } { $n ->
    [one] Une seule carte est jouable : { $cards }.
   *[other] Cartes jouables : { $cards }.
}
turn-choose = À vous. { $prompt } Vos choix : { $choices }.

## A challenge link checked before it is played, within a stated cost; the deal of the day's attempts (web/challenge.js)
challenge-check-cost = Avant que vous jouiez, cette page rejoue la partie de chaque joueur pour vérifier ses résultats : { $deals ->
        [one] { $deals } donne
       *[other] { $deals } donnes
    } à rejouer (un défi peut en demander au plus { $limit }).
challenge-check-waiting = Le moteur de jeu se charge : vous pourrez jouer dès qu'il aura vérifié les parties des joueurs.
challenge-checked = La partie de chaque joueur est vérifiée : jouez quand vous voulez.
challenge-check-later = Les parties des joueurs prennent du temps à vérifier : jouez maintenant, le reste est vérifié pendant que vous jouez.
challenge-full-deals = Le lien porte déjà autant de donnes qu'un défi peut en faire rejouer ({ $limit } en tout) : votre résultat s'affiche ici mais n'y est pas ajouté.
challenge-daily-again = Donne du jour, tentative { $n }
challenge-daily-again-help = Vous avez déjà reçu la donne du jour : seule votre première tentative compte, celle-ci ne comptera donc pas.
challenge-intro-attempt = Vous avez déjà reçu cette donne du jour : c'est votre tentative { $n }, et seule la première compte.
challenge-attempt-later = Tentative { $n } sur cette donne du jour : elle ne compte pas.
challenge-attempt-record = Les résultats du jour gardent votre première tentative : voici son lien.
challenge-attempt-none = Votre première tentative n'a pas été jouée jusqu'au bout : aucun de vos résultats n'est gardé aujourd'hui.
challenge-attempt-late = Vous avez reçu à nouveau la donne du jour avant d'avoir joué cette première tentative jusqu'au bout : elle ne compte donc pas non plus, et aucun de vos résultats n'est gardé aujourd'hui.
challenge-practice = Une sauvegarde plus ancienne de votre partie a été remise en place pendant ce défi : elle compte comme entraînement, et votre résultat n'est ni dans le lien ni retenu.
challenge-attempt-name = { $name } (tentative { $n })

## Who signed each result of a challenge (web/challenge/identity.js, challenge/results.js)
challenge-key-changed = pas la clé que ce navigateur connaît pour { $name }
challenge-unsigned = non signé (un lien plus ancien)
challenge-unchecked = signature non vérifiée (ce navigateur ne le peut pas)
challenge-forged = signature non valable
challenge-print-help = L'empreinte de la clé qui a signé ce résultat dans le navigateur de son joueur. Demandez à votre ami de vous lire la sienne pour être sûr que c'était lui.
challenge-keys-note = Chaque résultat est signé dans le navigateur de son joueur ; le code sous un nom est l'empreinte de sa clé. Un nom marqué est venu avec une autre clé que celle que ce navigateur connaît pour lui : quelqu'un d'autre a pu taper ce nom, ou votre ami a joué dans un autre navigateur ou en a effacé le stockage.
