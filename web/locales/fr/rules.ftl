# Les mots propres aux pages de règles (webbuild/rules_pages.py les écrit à la construction).
rules-play = Jouer à ce jeu
rules-trick = Sur la table
rules-example = Exemple
rules-try = Choisissez une carte pour voir si les règles la permettent.
rules-allowed = Permis.
rules-live = Jouez la suite : les mêmes cartes sur une table de jeu, contre l'ordinateur.
rules-live-table = Table de jeu
