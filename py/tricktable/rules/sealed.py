"""Sealed seeds: the form in which a game's seed crosses to the page, and comes back.

The page never needs a seed, only to hand one back (in a save, in a link).  A readable
seed would let anyone who opens the browser's tools deal every hand of the game, so the
bridge gives the page the seed sealed: a short token that only the engine opens.  A
token changed by hand opens to nothing, rather than to other cards.

This is no secret from someone who runs the engine: the key is in the wheel, as every
rule is.  It keeps the seed out of sight of the page, a glance at the browser's tools
and a shared link; docs/browser.md ("What the page keeps from you") says what it cannot.

A seal is deterministic (one token per seed), built as a synthetic-IV cipher from the
standard library's keyed BLAKE2b: the tag is a MAC of the seed, and the seed is hidden
under a pad drawn from the tag.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import re

PREFIX = "s1"                 # names this form of seal, so another can follow it
PATTERN = rf"^{PREFIX}[A-Za-z0-9_-]{{20}}$"   # 15 bytes in base64url: a tag of 8, a seed of 7
_KEY = b"tricktable/sealed-seed/1"
_SEED_BYTES, _TAG_BYTES = 7, 8  # seeds are below 2**53


def _mac(purpose: bytes, data: bytes, size: int) -> bytes:
    return hashlib.blake2b(data, key=_KEY, person=purpose, digest_size=size).digest()


def _xor(a: bytes, b: bytes) -> bytes:
    return bytes(x ^ y for x, y in zip(a, b, strict=True))


def seal(seed: int) -> str:
    """The token the page holds for `seed` (0 <= seed < 2**56)."""
    plain = seed.to_bytes(_SEED_BYTES, "big")
    tag = _mac(b"tag", plain, _TAG_BYTES)
    hidden = _xor(plain, _mac(b"pad", tag, _SEED_BYTES))
    return PREFIX + base64.urlsafe_b64encode(tag + hidden).decode("ascii")


def unseal(token: str) -> int:
    """The seed `token` holds; ValueError if the engine did not seal it as it stands."""
    if not re.fullmatch(PATTERN, token):
        raise ValueError(f"should be a whole number, or a sealed seed ({PREFIX} and 20 letters, "
                         "digits, - or _), not a text of another form")
    raw = base64.urlsafe_b64decode(token[len(PREFIX):])
    tag, hidden = raw[:_TAG_BYTES], raw[_TAG_BYTES:]
    plain = _xor(hidden, _mac(b"pad", tag, _SEED_BYTES))
    if not hmac.compare_digest(_mac(b"tag", plain, _TAG_BYTES), tag):
        raise ValueError("this sealed seed was changed or cut: it is not one Tricktable sealed")
    return int.from_bytes(plain, "big")
