"""One heuristic bot per game: ``royaumes.bots.heuristics.<game_id>.make(game, seat, rng)``."""
