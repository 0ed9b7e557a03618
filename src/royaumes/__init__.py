"""Royaumes: five French crown games by their rules, for players, designers and researchers.

>>> import royaumes
>>> [spec.id for spec in royaumes.games()]
['quatre_royaumes', 'roi_des_nains', 'for_a_crown', 'prince_noir', 'debarquement', 'deux_rois']
>>> game = royaumes.load("quatre_royaumes")
>>> state = game.new_state(num_players=4)
>>> state.to_move == (royaumes.CHANCE,)
True
"""

from royaumes.errors import (
    ConfigError,
    GameError,
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    NotYourTurnError,
    ReplayError,
)
from royaumes.game import (
    CHANCE,
    HOST,
    Action,
    Event,
    Game,
    GameSpec,
    OptionSpec,
    Result,
    Seat,
    State,
    View,
)
from royaumes.match import Match, MatchRecord, Step, replay
from royaumes.registry import available_games, games, load

__all__ = [
    "CHANCE",
    "HOST",
    "Action",
    "ConfigError",
    "Event",
    "Game",
    "GameError",
    "GameOverError",
    "GameSpec",
    "IllegalActionError",
    "InvalidActionError",
    "Match",
    "MatchRecord",
    "NotYourTurnError",
    "OptionSpec",
    "ReplayError",
    "Result",
    "Seat",
    "State",
    "Step",
    "View",
    "available_games",
    "games",
    "load",
    "replay",
]

__version__ = "0.1.0"
