"""Rewrite the golden playthroughs in tests/playthroughs/ (one or two per game).

Run after a deliberate rules change (and bump the game's version):
``python scripts/regenerate_playthroughs.py``.
"""

from __future__ import annotations

from pathlib import Path

from royaumes.testing import playthrough

_CASES: tuple[tuple[str, str, int, int, dict[str, object]], ...] = (
    ("quatre_royaumes_2p", "quatre_royaumes", 2, 1, {}),
    ("quatre_royaumes_4p", "quatre_royaumes", 4, 2, {}),
    (
        "quatre_royaumes_facedown",
        "quatre_royaumes",
        3,
        3,
        {"renounce_visibility": "face_down", "must_follow": True},
    ),
    ("roi_des_nains_4p", "roi_des_nains", 4, 1, {}),
    ("for_a_crown_4p", "for_a_crown", 4, 1, {}),
    ("for_a_crown_hidden", "for_a_crown", 3, 2, {"payment_visibility": "hidden"}),
    ("prince_noir_2p", "prince_noir", 2, 1, {}),
    ("debarquement_3p", "debarquement", 3, 1, {}),
    (
        "debarquement_variants",
        "debarquement",
        4,
        2,
        {"neutral_choice": "predeclare", "revisable_selection": True, "threshold": 30},
    ),
    ("deux_rois_6p", "deux_rois", 6, 1, {"rounds": 3}),
)


def main() -> None:
    """Write every golden file."""
    folder = Path(__file__).resolve().parent.parent / "tests" / "playthroughs"
    folder.mkdir(parents=True, exist_ok=True)
    for name, game_id, players, seed, options in _CASES:
        path = folder / f"{name}.txt"
        path.write_text(playthrough(game_id, players, seed, options), encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
