# De eigen woorden van de spelregelpagina's (webbuild/rules_pages.py schrijft ze bij het bouwen).
rules-play = Speel dit spel
rules-trick = Op tafel
rules-example = Voorbeeld
rules-try = Kies een kaart om te zien of de regels ze toelaten.
rules-allowed = Toegestaan.
rules-live = Speel het uit: dezelfde kaarten aan een speeltafel, tegen de computer.
rules-live-table = Speeltafel
