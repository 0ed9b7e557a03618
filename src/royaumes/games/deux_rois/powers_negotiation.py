"""Powers of the negotiation family (§2.10), registered into :data:`powers.POWERS`.

See :mod:`royaumes.games.deux_rois.powers` for how a power is written.
"""

from __future__ import annotations
