"""A person at a terminal table: the human agent and the narrator of a match.

:class:`HumanAgent` implements the bot protocol (``name``, ``act``): it draws
its seat's view with the game's renderer, lists the legal actions numbered
from 1, and reads the person's choice with ``input()`` (through Rich), so a
test can feed standard input. :class:`Narrator` is a ``Match.run`` callback
that tells each step as the watching seat sees it.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.table import Table
from rich.text import Text

from royaumes.errors import InvalidActionError
from royaumes.game import CHANCE, Action, Game, Seat, View
from royaumes.match import Match, Step
from royaumes.ui import Renderer

__all__ = ["HumanAgent", "Narrator", "QuitRequested", "parse_choice"]

_QUIT = ("q", "quit", "quitter", "exit")


class QuitRequested(Exception):  # noqa: N818 (a request, not an error)
    """The person asked to stop (``q``, ``quit`` or end of input)."""


def parse_choice(text: str, legal: Sequence[Action], game: Game) -> Action:
    """The legal action a person typed: its number, its canonical text, or that text's tail.

    ``"3"`` is the third action; ``"play 7H"``, ``"Play 7h"`` and ``"7H"``
    all name the action whose text is ``play 7H``.

    Args:
        text: what the person typed.
        legal: the legal actions, in the order they were listed.
        game: the game (to tell a malformed action from an illegal one).

    Returns:
        The chosen action.

    Raises:
        QuitRequested: the person typed ``q`` or ``quit``.
        ValueError: the text names no legal action; the message is a key of
            :mod:`royaumes.i18n` (``play.bad_number``, ``play.not_legal`` or
            ``play.not_understood``).

    >>> import royaumes
    >>> game = royaumes.load("quatre_royaumes")
    >>> legal = (game.parse_action("play 1S"), game.parse_action("play 7H"))
    >>> str(parse_choice("7h", legal, game)), str(parse_choice("1", legal, game))
    ('play 7H', 'play 1S')
    """
    typed = text.strip()
    lowered = typed.lower()
    if lowered in _QUIT:
        raise QuitRequested
    if typed.isdigit():
        number = int(typed)
        if 1 <= number <= len(legal):
            return legal[number - 1]
        raise ValueError("play.bad_number")
    for action in legal:
        canonical = str(action).lower()
        if lowered and (lowered == canonical or lowered == canonical.partition(" ")[2]):
            return action
    try:
        game.parse_action(typed)
    except InvalidActionError:
        raise ValueError("play.not_understood") from None
    raise ValueError("play.not_legal")


class HumanAgent:
    """A person choosing moves at the terminal; a bot by protocol.

    Args:
        game: the game played.
        renderer: draws the board and the moves.
        console: where to draw and read.
    """

    name = "human"

    def __init__(self, game: Game, renderer: Renderer, console: Console) -> None:
        self.game = game
        self.renderer = renderer
        self.console = console

    def act(self, view: View, legal_actions: tuple[Action, ...]) -> Action:
        """Draw the view, list the moves, and read a choice until it is a legal one.

        Raises:
            QuitRequested: the person typed ``q``/``quit``, or input ended.
        """
        console = self.console
        renderer = self.renderer
        console.print()
        console.print(renderer.board(view))
        console.print(self._moves(view, legal_actions))
        k = len(legal_actions)
        key = "play.prompt" if k > 1 else "play.prompt_one"
        prompt = Text(renderer.t(key, k=k), style="bold yellow")
        while True:
            try:
                typed = console.input(prompt)
            except EOFError:
                console.print()
                raise QuitRequested from None
            try:
                return parse_choice(typed, legal_actions, self.game)
            except ValueError as exc:
                message = renderer.t(
                    str(exc), text=typed.strip(), k=k, example=str(legal_actions[0])
                )
                console.print(Text(message, style="red"))

    def _moves(self, view: View, legal: Sequence[Action]) -> Table:
        """The legal actions numbered from 1, in columns."""
        renderer = self.renderer
        columns = 2 if len(legal) > 4 else 1
        grid = Table.grid(padding=(0, 3))
        for _ in range(columns):
            grid.add_column()
        grid.title = renderer.t("play.your_moves")
        grid.title_justify = "left"
        grid.title_style = "bold"
        cells: list[Text] = []
        for i, action in enumerate(legal, start=1):
            cells.append(
                Text(f"{i:>2}  ", style="bold cyan")
                + renderer.action_label(action, view)
                + Text(f"  ({action})", style="dim")
            )
        rows = (len(cells) + columns - 1) // columns
        for r in range(rows):
            grid.add_row(
                *(cells[c * rows + r] if c * rows + r < len(cells) else "" for c in range(columns))
            )
        return grid


class Narrator:
    """A ``Match.run`` callback that tells each step as one seat (or a spectator) sees it.

    A run of chance steps (a deal) is told at once, when it ends.

    Args:
        renderer: tells what changed between two views.
        console: where to print.
        seat: the watching seat, or ``None`` for a spectator.
        start: the watching seat's view before the first step.
    """

    def __init__(
        self, renderer: Renderer, console: Console, seat: Seat | None, start: View
    ) -> None:
        self.renderer = renderer
        self.console = console
        self.seat = seat
        self.last = start

    def __call__(self, match: Match, step: Step) -> None:
        """Tell what ``step`` (and the steps not told yet) changed for the watching seat."""
        state = match.state
        if step.seat == CHANCE and state.to_move == (CHANCE,):
            return
        self.flush(state.view(self.seat))

    def flush(self, view: View) -> None:
        """Tell everything between the last view told and ``view``."""
        for renderable in self.renderer.narrate(self.last, view):
            self.console.print(renderable)
        self.last = view
