# Pourquoi un coup a été refusé (tricktable.errors.REASONS). $card arrive déjà nommée
# (card-name) ; $suit et $trump sont des codes de couleur S H D C.
reason-malformed = Ce n'est pas un coup que ce jeu connaît.
reason-not_an_object = Ce n'est pas un coup que ce jeu connaît.
reason-game_over = La partie est terminée.
reason-not_over = La partie n'est pas encore terminée.
reason-play_now = C'est le moment de jouer une carte.
reason-not_in_hand = Vous n'avez cette carte ni en main ni face visible : { $card }.
reason-dummy_not_in_hand = Cette carte n'est pas visible chez le mort : { $card }.
reason-must_follow = Vous devez fournir : vous avez du { $suit ->
    [S] pique
    [H] cœur
    [D] carreau
   *[C] trèfle
}, vous ne pouvez donc pas jouer cette carte ({ $card }).
reason-must_overtake = Vous devez monter : un adversaire est maître du pli et vous avez un { $suit ->
    [S] pique
    [H] cœur
    [D] carreau
   *[C] trèfle
} plus fort.
reason-no_undertrump = Vous ne pouvez pas sous-couper : vous ne battez pas l'atout du pli et vous avez une carte d'une autre couleur.
reason-must_trump = Vous devez couper : un adversaire est maître du pli et vous avez un { $trump ->
    [S] pique
    [H] cœur
    [D] carreau
   *[C] trèfle
} qui le prend, vous ne pouvez donc pas défausser cette carte ({ $card }).
reason-discard_limit = { $limit ->
    [one] Vous pouvez échanger une carte au plus.
   *[other] Vous pouvez échanger { $limit } cartes au plus.
}
reason-same_card_twice = Vous avez choisi deux fois la même carte.
reason-discard_not_held = Cette carte n'est pas dans votre main : { $card }.
reason-not_now = Ce n'est pas la décision à prendre maintenant.
reason-kind_used_as_dealer = Vous avez déjà choisi { $kind ->
    [grand] le Grand
    [nullo] le Nullo
   *[trump] un contrat à l'atout
} comme donneur dans cette partie.
reason-kind_announced = Vous avez déjà annoncé { $kind ->
    [grand] le Grand
    [nullo] le Nullo
    [spades] pique
    [hearts] cœur
    [diamonds] carreau
    [clubs] trèfle
   *[other] une autre couleur
} dans cette partie.
reason-great_used = Vous avez déjà annoncé votre unique contrat majeur de la partie.
reason-great_kind_announced = Vous avez déjà annoncé { $kind ->
    [grand] le Grand
    [spades] pique
    [hearts] cœur
    [diamonds] carreau
   *[clubs] trèfle
}, vous ne pouvez donc pas y annoncer un contrat majeur.
reason-great_not_higher = Pour surenchérir sur { $high ->
    [grand] Grand majeur
    [hearts] Cœur majeur
    [spades] Pique majeur
    [diamonds] Carreau majeur
   *[clubs] Trèfle majeur
}, vous devez nommer un contrat plus fort.
reason-blind_or_look = Annoncez sans atout à l'aveugle, ou regardez votre main.
reason-blind_too_late = Le sans atout à l'aveugle ne s'annonce qu'avant que le donneur regarde sa main.
reason-must_name_trump = Choisissez une couleur d'atout ou sans atout.
reason-go_or_pass = { $stage ->
    [against] Allez contre, ou passez.
   *[along] Allez avec, ou passez.
}
reason-bad_option = { $problem ->
    [game] Ce lien demande un jeu que Tricktable n'a pas : il a été modifié, ou créé par une version plus récente de Tricktable. Choisissez un jeu dans Nouvelle partie, ou demandez à son expéditeur de vous le renvoyer ; rien de ce que vous aviez n'a changé.
    [unknown] Ce jeu n'a pas de variante « { $option } » : le lien a été modifié, ou créé par une version plus récente de Tricktable. Lancez la partie depuis Nouvelle partie et choisissez-y ses variantes, ou demandez à son expéditeur de vous le renvoyer ; rien de ce que vous aviez n'a changé.
    [value] La variante « { $option } » a une valeur que ce jeu n'admet pas : le lien a été modifié. Lancez la partie depuis Nouvelle partie et choisissez-y ses variantes, ou demandez à son expéditeur de vous le renvoyer ; rien de ce que vous aviez n'a changé.
   *[other] Ces réglages de partie ne peuvent pas être joués : le lien a été modifié. Lancez une partie depuis Nouvelle partie, ou demandez à son expéditeur de vous le renvoyer ; rien de ce que vous aviez n'a changé.
}
reason-bad_save = Cette partie enregistrée ne peut pas être lue : elle a été tronquée ou modifiée, ou Tricktable ne l'a pas écrite. Commencez une nouvelle partie ; rien d'autre de ce que vous avez gardé n'a changé.
reason-bad_request = Tricktable n'a pas pu utiliser ce que cette page lui a demandé : les réglages d'un lien très loin de ceux qu'écrit Tricktable, ou une erreur de Tricktable même. Demandez à l'expéditeur du lien de vous le renvoyer, ou rechargez la page ; rien de ce que vous aviez n'a changé.
reason-internal = Une erreur s'est produite dans Tricktable même.
reason-kept_altered = Cette partie enregistrée a été modifiée ou tronquée : elle ne peut pas être ouverte. Commencez une nouvelle partie ; rien d'autre de ce que vous avez gardé n'a changé.
reason-kept_elsewhere = Cette partie a été gardée pour une autre place, un autre niveau ou un autre défi que ce qu'indique sa fiche : la fiche a été modifiée. Commencez une nouvelle partie ; rien d'autre de ce que vous avez gardé n'a changé.
reason-kept_challenge = Ce défi a été gardé par une ancienne version de Tricktable sous une forme modifiable. Rouvrez le lien du défi pour le jouer.
reason-not_a_guest = La place { $seat } n'est pas tenue par un ami à cette table.

## Short links and challenges (py/tricktable/linkcode.py, challenge.py)
reason-bad_link = Les réglages du lien ne sont pas ceux qu'écrit Tricktable : il a été modifié ou tronqué en chemin. Demandez à son expéditeur de vous le renvoyer ; rien de ce que vous aviez n'a changé.
reason-link_empty = Le lien ne contient aucune partie : il a été coupé avant sa fin.
reason-link_altered = Le lien a été modifié ou coupé en chemin.
reason-link_too_long = Le lien est plus long que tout lien écrit par Tricktable ({ $length } caractères ; au plus { $limit }). Vérifiez que rien n'y a été ajouté, ou redemandez-le à son expéditeur.
reason-too_large = C'est bien plus long que tout lien ou toute partie enregistrée qu'écrit Tricktable ({ $length } caractères ; au plus { $limit }). Vérifiez que rien n'a été ajouté au lien, ou demandez à son expéditeur de vous le renvoyer.
reason-link_newer = Il a été créé par une version plus récente de Tricktable (format de lien { $version } ; celle-ci lit le format { $reads }). Rechargez la page pour obtenir la dernière version.
reason-link_older = Il a été créé par une version plus ancienne de Tricktable (format de lien { $version } ; celle-ci ne lit que le format { $reads }).
reason-link_moves = Ses coups ne correspondent pas à sa partie : le lien a été modifié.
reason-link_kind = Ce lien mène à une partie, pas à un défi.
reason-challenge_too_long = Ce défi prendrait trop de temps à vérifier : les parties de ses joueurs représentent { $deals } donnes à rejouer, et un défi peut en demander au plus { $limit }. Demandez un défi avec moins de donnes ou moins de joueurs.

## A challenge link checked before it is played, the deal of the day's date (py/tricktable/session/challenge.py), a review link only where a deal ends (link_handlers.py)
reason-challenge_unplayable = La partie jouée par { $name } dans ce défi ne peut pas être rejouée : ses coups ne correspondent pas à ses cartes, le lien a donc été modifié ou coupé en chemin. Demandez à la personne qui vous l'a envoyé de le renvoyer ; rien de ce que vous aviez n'a changé.
reason-daily_not_today = La donne du jour du { $date } ne peut pas être jouée aujourd'hui : seule peut l'être celle d'une date qui est aujourd'hui quelque part dans le monde. Vérifiez la date de votre appareil, puis réessayez.
reason-daily_later = Ce lien contient la donne du jour du { $date }, qui ne peut pas être jouée avant ce jour-là. Ouvrez-le de nouveau le { $date }, ou demandez un autre défi.
reason-daily_seed = Ce sont les cartes de la donne du jour du { $date }, qui ne sont distribuées que comme donne du jour de ce jour-là. Jouez-la depuis Donne du jour ce jour-là, ou demandez à l'expéditeur du lien une autre partie.
reason-review_in_play = Cette donne n'est pas terminée : une donne peut être partagée pour analyse une fois jouée jusqu'au bout.

## A challenge result's signing key and signature (py/tricktable/session/challenge.py; the signature verified by web/challenge/identity.js)
reason-challenge_bad_key = La clé de signature ou la signature au nom de « { $name } » dans ce lien n'a pas la forme qu'écrit un navigateur : le lien a été modifié en chemin. Demandez à la personne qui vous l'a envoyé de le renvoyer ; rien de ce que vous aviez n'a changé.
reason-challenge_bad_signature = La signature au nom de « { $name } » dans ce lien n'est pas valable pour ce résultat : le résultat ou le nom a été modifié après sa signature. Demandez à la personne qui vous l'a envoyé de le renvoyer ; rien de ce que vous aviez n'a changé.
