"""Players' names: what the engine keeps of a typed name, and when two names look alike.

A name is typed by a player and shown to others (a challenge's results, a live table), so
the engine keeps none of the characters that change how the text around it reads or that
show nothing at all (`clean_name`): a name read as "Bob" is then "Bob", not "Bob" and an
invisible space.

A name is still no proof (anyone can type a friend's): the page marks a result whose
signing key is not the one it knows for its name (web/challenge/identity.js).  Letters of
other scripts drawn like Latin ones ("Воb" with a Cyrillic В and о) would pass that mark
as another name, so names are compared by their `skeleton` (Unicode's UTS #39): two names
with one skeleton look alike, and count as one.  UTS #39's table of confusables holds some
6,000 entries, which no well-kept pure-Python library offers with a skeleton (the engine
runs in Pyodide, and the page needs the table too): LOOKALIKES is the part of it that
matters for names, the Cyrillic and Greek letters drawn as Latin ones and the digits and
capitals read as `l` and `O`; NFKD folds the wide, mathematical and other compatibility
forms of Latin letters.  The page compares with the same table (shared.js: `lookalikes`).
"""
from __future__ import annotations

import re
import unicodedata

MAX_NAME = 24

# The characters drawn as each Latin letter (UTS #39's prototype, the map's value).
_DRAWN_AS = {
    "A": "\u0410\u0391", "B": "\u0412\u0392", "C": "\u0421\u03f9", "E": "\u0415\u0395", "H": "\u041d\u0397",
    "J": "\u0408\u037f", "K": "\u041a\u039a", "M": "\u041c\u039c", "N": "\u039d", "O": "\u041e\u039f0",
    "P": "\u0420\u03a1", "Q": "\u051a", "S": "\u0405", "T": "\u0422\u03a4", "W": "\u051c", "X": "\u0425\u03a7",
    "Y": "\u04ae\u03a5", "Z": "\u0396",
    "a": "\u0430", "c": "\u0441\u03f2", "d": "\u0501", "e": "\u0435", "g": "\u0261", "h": "\u04bb",
    "i": "\u0456\u0131", "j": "\u0458", "l": "I\u0399\u0406\u04c01|", "o": "\u043e\u03bf\u03c3",
    "p": "\u0440\u03c1", "q": "\u051b", "s": "\u0455", "u": "\u03c5", "v": "\u03bd", "w": "\u051d",
    "x": "\u0445", "y": "\u0443\u04af",
}
LOOKALIKES: dict[str, str] = {c: latin for latin, drawn in _DRAWN_AS.items() for c in drawn}

# Besides format characters (category Cf), the other code points Unicode calls default
# ignorable that are assigned: a combining grapheme joiner, Hangul and Khmer fillers, and
# variation selectors, which draw nothing after a letter.  (The page's
# \p{Default_Ignorable_Code_Point} is the same set.)
_BLANK = re.compile("[\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180d\u180f\u3164\ufe00-\ufe0f\uffa0"
                    "\U000e0100-\U000e01ef]")


def clean_name(name: str, most: int = MAX_NAME) -> str:
    """A player's name as the engine shows and writes it: without control characters (a
    line break) or format characters (category Cf: the bidirectional controls such as
    U+202E, which would turn the text after the name around, and the invisible ones such as
    U+200B, U+00AD, U+2060, U+FEFF, U+200D, U+180E), the spaces at its ends trimmed, at
    most `most` characters, "?" if nothing is left."""
    kept = "".join(c for c in name if unicodedata.category(c) not in ("Cc", "Cf"))
    return kept.strip()[:most] or "?"


def skeleton(name: str) -> str:
    """What `name` looks like (UTS #39's skeleton, with LOOKALIKES for its table): two names
    with the same skeleton are read as one.  Compatibility forms folded (NFKD), what draws
    nothing dropped, each look-alike letter as the Latin one it is drawn as."""
    return "".join(LOOKALIKES.get(c, c) for c in unicodedata.normalize("NFKD", name)
                   if unicodedata.category(c) != "Cf" and not _BLANK.match(c))
