"""OpenSpiel's IS-MCTS bot against Royaumes' own ISMCTS bot at Les 4 Royaumes (issue 20).

The game is loaded from OpenSpiel's registry (``pyspiel.load_game("royaumes_quatre_royaumes",
...)``, registered by importing :mod:`royaumes.adapters.openspiel`) and played there:
OpenSpiel's :class:`~open_spiel.python.algorithms.ismcts.ISMCTSBot` (random-rollout
evaluator, determinisations drawn by the game's ``resample_from_infostate``) moves on
the OpenSpiel state; Royaumes' :class:`~royaumes.bots.ismcts.IsmctsBot` is asked for
an action id from its seat's view, read from a Royaumes state that follows the same
moves (the adapter's id table: a seat's action ``a`` is the engine's ``a``, chance
outcome ``i`` the engine's ``N + i``). Each pair of games swaps the seats on the same
deal; chance is drawn from a seeded stream, so the run is reproducible.

2 players (A and B; the automaton V plays by its rule) and one round (``max_rounds =
1``), with small budgets (``--simulations`` for OpenSpiel's bot, ``--iterations`` for
Royaumes' bot, per move: 100 each by default, where the ``hard`` level,
``royaumes.bots.ismcts.search_bot("hard", ...)``, searches 2,500). The default run, 2
games (one deal, each bot in each seat), takes about 5 s of CPU, nearly all of it
OpenSpiel's search (a Python bot on a Python game: about 3 ms a simulation, against
0.2 ms an iteration for Royaumes' bot, which walks the engine's states directly).

Run: ``.venv/bin/python examples/openspiel_ismcts.py [--games 6] [--seed 0]`` (6 games:
three deals, about 15 s).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

import royaumes
import royaumes.adapters.openspiel  # registers the games with pyspiel
from royaumes.adapters.openspiel import short_name
from royaumes.bots import seat_view
from royaumes.bots.ismcts import IsmctsBot
from royaumes.game import CHANCE

GAME: Final = "quatre_royaumes"
NUM_PLAYERS: Final = 2
MAX_ROUNDS: Final = 1
GAMES: Final = 2
"""Games in the default run."""
SEAT_NAMES: Final = ("A", "B")


def openspiel_bot(game: Any, simulations: int, seed: int) -> Any:
    """OpenSpiel's IS-MCTS bot with one random rollout per leaf, drawing everything
    (tree ties, rollouts, determinisations) from a stream seeded by ``seed``."""
    rng = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = ismcts.ISMCTSBot(
        game, evaluator, uct_c=2.0, max_simulations=simulations, random_state=rng
    )
    # The default resampler draws from an unseeded sampler: use the bot's stream.
    bot.set_resampler(lambda state, player: state.resample_from_infostate(player, rng.uniform))
    return bot


@dataclass(frozen=True)
class Outcome:
    """One game's end: the OpenSpiel returns by seat (zero-sum: ``+0.5`` for a win,
    0 each for a shared one), the points by seat (the Royaumes result) and each bot's
    CPU seconds, ``(OpenSpiel's, Royaumes')``."""

    returns: tuple[float, ...]
    points: tuple[float, ...]
    cpu: tuple[float, float]


def play(game: Any, openspiel_seat: int, simulations: int, iterations: int, seed: int) -> Outcome:
    """One game, OpenSpiel's bot at ``openspiel_seat`` and Royaumes' at the other, the
    deal and both bots seeded by ``seed``."""
    engine = royaumes.load(GAME)
    spec = engine.spec
    mirror = engine.new_state(NUM_PLAYERS, {"max_rounds": MAX_ROUNDS})
    royaumes_seat = 1 - openspiel_seat
    theirs = openspiel_bot(game, simulations, seed)
    ours = IsmctsBot(engine, royaumes_seat, random.Random(seed), iterations=iterations)
    chance = random.Random(seed)
    state = game.new_initial_state()
    cpu = [0.0, 0.0]
    while not state.is_terminal():
        player = state.current_player()
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            action = chance.choices(outcomes, probs)[0]
            mirror = mirror.apply_id(CHANCE, spec.num_distinct_actions + action)
        else:
            legal = tuple(state.legal_actions())
            assert legal == tuple(mirror.legal_action_ids(player))  # the same position
            start = time.process_time()
            if player == openspiel_seat:
                action = int(theirs.step(state))
                cpu[0] += time.process_time() - start
            else:
                action = ours.act_id(seat_view(mirror, player), legal)
                cpu[1] += time.process_time() - start
            mirror = mirror.apply_id(player, action)
        state.apply_action(action)
    result = mirror.result
    assert result is not None
    return Outcome(tuple(state.returns()), tuple(result.points), (cpu[0], cpu[1]))


def main(argv: list[str] | None = None) -> None:
    """Play the games and print who won each (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=GAMES, help="seats swap every game")
    parser.add_argument("--simulations", type=int, default=100, help="OpenSpiel's, a move")
    parser.add_argument("--iterations", type=int, default=100, help="Royaumes', a move")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    params = {"players": NUM_PLAYERS, "max_rounds": MAX_ROUNDS}
    game = pyspiel.load_game(short_name(GAME), params)
    print(
        f"{short_name(GAME)} {params}: OpenSpiel IS-MCTS ({args.simulations} simulations "
        f"a move) against Royaumes ISMCTS ({args.iterations} iterations a move)"
    )
    score = {"OpenSpiel": 0.0, "Royaumes": 0.0}
    cpu = [0.0, 0.0]
    for g in range(args.games):
        seat = g % NUM_PLAYERS  # OpenSpiel's; the same deal twice, seats swapped
        out = play(game, seat, args.simulations, args.iterations, args.seed + g // NUM_PLAYERS)
        theirs, ours = out.returns[seat], out.returns[1 - seat]
        if theirs == ours:
            verdict = "shared"
            score["OpenSpiel"] += 0.5
            score["Royaumes"] += 0.5
        else:
            verdict = "OpenSpiel won" if theirs > ours else "Royaumes won"
            score["OpenSpiel" if theirs > ours else "Royaumes"] += 1.0
        cpu = [c + s for c, s in zip(cpu, out.cpu, strict=True)]
        print(
            f"game {g + 1} (deal {args.seed + g // NUM_PLAYERS}): OpenSpiel is "
            f"{SEAT_NAMES[seat]}, Royaumes {SEAT_NAMES[1 - seat]}; points "
            f"{SEAT_NAMES[0]} {out.points[0]:g}, {SEAT_NAMES[1]} {out.points[1]:g}: {verdict}"
        )
    print(
        f"score over {args.games} games (a shared win counts 1/2): OpenSpiel "
        f"{score['OpenSpiel']:g}, Royaumes {score['Royaumes']:g}; search CPU: OpenSpiel "
        f"{cpu[0]:.1f} s, Royaumes {cpu[1]:.1f} s"
    )


if __name__ == "__main__":
    # Run as ``python <this file> ...``, the command line's arguments; run otherwise
    # (by runpy, as tests/test_examples.py does, under pytest's arguments), the defaults.
    here = Path(__file__).resolve()
    main(sys.argv[1:] if any(Path(a).resolve() == here for a in sys.orig_argv) else [])
