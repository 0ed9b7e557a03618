"""Seat the heuristic bot against random bots and print who won each match.

Run: ``.venv/bin/python examples/heuristic_vs_random.py``
"""

from __future__ import annotations

import royaumes


def main(matches: int = 20) -> float:
    """Play ``matches`` 4-player games and return the heuristic bot's win rate (seat 0)."""
    wins = 0
    for seed in range(matches):
        match = royaumes.Match(
            "quatre_royaumes", 4, ["heuristic", "random", "random", "random"], seed=seed
        )
        match.run()
        result = match.state.result
        assert result is not None
        wins += 0 in result.winners
        print(f"seed {seed:3d}: points {result.points}, winners {result.winners}")
    rate = wins / matches
    print(f"heuristic win rate: {rate:.0%} (a fair share is 25%)")
    return rate


if __name__ == "__main__":
    main()
