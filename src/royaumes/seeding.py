"""One integer seed per match, split into named independent streams.

``stream(seed, "chance")`` and ``stream(seed, "seat/2")`` are independent
``random.Random`` generators. String seeds are hashed with SHA-512 by
``random.Random`` (seed version 2), so streams are the same on every machine
and do not depend on ``PYTHONHASHSEED``. Bots never share the chance stream:
swapping a bot leaves the deals unchanged (paired comparisons for free).
"""

from __future__ import annotations

import random
import secrets

__all__ = ["new_seed", "stream"]


def stream(seed: int, name: str) -> random.Random:
    """The named random stream derived from a match's root seed.

    Args:
        seed: the match's root seed (any integer).
        name: the stream's name, e.g. ``"chance"`` or ``"seat/0"``.

    Returns:
        A fresh ``random.Random`` seeded with ``f"{seed}/{name}"``.

    >>> stream(7, "chance").random() == stream(7, "chance").random()
    True
    >>> stream(7, "chance").random() == stream(7, "seat/0").random()
    False
    """
    return random.Random(f"{seed}/{name}")


def new_seed() -> int:
    """A fresh root seed from the OS (63 bits), for when the user gives none."""
    return secrets.randbits(63)
