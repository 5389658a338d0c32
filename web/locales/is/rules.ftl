# Orð reglusíðnanna sjálfra (webbuild/rules_pages.py skrifar þau þegar síðan er smíðuð).
rules-play = Spila þetta spil
rules-trick = Á borðinu
rules-example = Dæmi
rules-try = Veldu spil til að sjá hvort reglurnar leyfa það.
rules-allowed = Leyfilegt.
rules-live = Spilaðu áfram: sömu spil á lifandi borði, gegn tölvunni.
rules-live-table = Lifandi borð
