"""Build an exact position by choosing every chance outcome, then look at two views.

Run: ``.venv/bin/python examples/explicit_chance.py``
"""

from __future__ import annotations

import royaumes
from royaumes.games import quatre_royaumes


def main() -> None:
    """Deal chosen missions at 3 players, play a trick, and print what each seat sees."""
    game = quatre_royaumes.GAME  # typed: its views have .places
    state = game.new_state(num_players=3)
    for mission in ("K-H", "Q-S", "K-D"):
        state = state.apply(royaumes.CHANCE, game.parse_action(f"mission {mission}"))
    for card in ("1H", "3C", "5H"):
        state = state.apply(state.to_move[0], game.parse_action(f"play {card}"))
    for seat in (0, 1):
        view = state.view(seat)
        print(f"P{seat} sees missions:", [place.mission for place in view.places])
    print("events:", ", ".join(str(e) for e in state.view(0).events))


if __name__ == "__main__":
    main()
