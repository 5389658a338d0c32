"""Sealed seeds and texts: the form in which a game's seed, and a kept game, cross to the
page and come back.

The page never needs a seed, only to hand one back (in a save, in a link).  A readable
seed would let anyone who opens the browser's tools deal every hand of the game, so the
bridge gives the page the seed sealed: a short token that only the engine opens.  A
token changed by hand opens to nothing, rather than to other cards.

This is no secret from someone who runs the engine: the key is in the wheel, as every
rule is.  It keeps the seed out of sight of the page, a glance at the browser's tools
and a shared link; docs/browser.md ("What the page keeps from you") says what it cannot.

A seal is deterministic (one token per seed), built as a synthetic-IV cipher from the
standard library's keyed BLAKE2b: the tag is a MAC of the seed, and the seed is hidden
under a pad drawn from the tag.  A text (a kept game: session/kept.py) is sealed the same
way with the same key, compressed first and under a longer tag and pad.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import re
import zlib

PREFIX = "s1"                 # names this form of seal, so another can follow it
PATTERN = rf"^{PREFIX}[A-Za-z0-9_-]{{20}}$"   # 15 bytes in base64url: a tag of 8, a seed of 7
_KEY = b"tricktable/sealed-seed/1"
_SEED_BYTES, _TAG_BYTES = 7, 8  # seeds are below 2**53
TEXT_PREFIX = "k1"            # a sealed text, of any length
_TEXT_TAG_BYTES = 16


def _mac(purpose: bytes, data: bytes, size: int) -> bytes:
    return hashlib.blake2b(data, key=_KEY, person=purpose, digest_size=size).digest()


def _xor(a: bytes, b: bytes) -> bytes:
    return (int.from_bytes(a, "big") ^ int.from_bytes(b, "big")).to_bytes(len(a), "big")


def _pad(tag: bytes, size: int) -> bytes:
    """`size` bytes drawn from `tag`: BLAKE2b of the tag and a block counter, block after block."""
    blocks = (_mac(b"text-pad", tag + i.to_bytes(4, "big"), 64) for i in range(-(-size // 64)))
    return b"".join(blocks)[:size]


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


def seal_text(text: str) -> str:
    """The token the page holds for `text`: compressed, then sealed as a seed is."""
    plain = zlib.compress(text.encode("utf-8"))
    tag = _mac(b"text-tag", plain, _TEXT_TAG_BYTES)
    return TEXT_PREFIX + base64.urlsafe_b64encode(tag + _xor(plain, _pad(tag, len(plain)))).decode("ascii").rstrip("=")


def open_text(token: str, limit: int) -> str:
    """The text `token` holds, if it holds at most `limit` characters; ValueError if the
    engine did not seal it as it stands."""
    body = token[len(TEXT_PREFIX):]
    if not token.startswith(TEXT_PREFIX) or not re.fullmatch(r"[A-Za-z0-9_-]*", body):
        raise ValueError("it is not a text Tricktable sealed")
    raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    tag, hidden = raw[:_TEXT_TAG_BYTES], raw[_TEXT_TAG_BYTES:]
    plain = _xor(hidden, _pad(tag, len(hidden)))
    if len(tag) < _TEXT_TAG_BYTES or not hmac.compare_digest(_mac(b"text-tag", plain, _TEXT_TAG_BYTES), tag):
        raise ValueError("it was changed or cut: it is not a text Tricktable sealed")
    inflate = zlib.decompressobj()
    try:
        data = inflate.decompress(plain, 4 * limit + 1)  # UTF-8 takes at most 4 bytes a character
    except zlib.error:
        raise ValueError("it was sealed from a text that is not compressed") from None
    text = data.decode("utf-8") if inflate.eof else ""  # not at its end: more than the limit
    if not inflate.eof or len(text) > limit:
        raise ValueError(f"it holds more than {limit:,} characters")
    return text
