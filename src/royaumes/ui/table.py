"""A person at a terminal table: the human agent and the narrator of a match.

:class:`HumanAgent` implements the bot protocol (``name``, ``act``): it draws
its seat's view with the game's renderer, lists the legal actions numbered
from 1 (lettered from a where the game's actions are numbers, so that a
bare number is a card's), in steps when there are many, and reads the
person's choice with ``input()`` (through Rich), so a test can feed
standard input. :class:`Narrator` is a ``Match.run`` callback
that tells each step as the watching seat sees it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.console import Console
from rich.table import Table
from rich.text import Text

from royaumes.bots.base import SeatView
from royaumes.errors import IllegalActionError
from royaumes.game import CHANCE, Action, Game, Seat, View
from royaumes.match import Match, Step
from royaumes.ui import Renderer

__all__ = [
    "AmbiguousError",
    "HumanAgent",
    "Narrator",
    "NotLegalError",
    "QuitRequested",
    "Submenu",
    "menu_key",
    "parse_choice",
]

_QUIT = ("q", "quit", "quitter", "exit")
_HELP = ("?", "help", "aide", "h")
_BACK = ("<", "back", "retour")
_LETTERS = "abcdefghijklmnoprstuvwxyz"  # no "q": it quits
_FLAT_MAX = 24
"""A longer list of moves comes in steps when the renderer groups it (see ``menu_group``)."""


class QuitRequested(Exception):  # noqa: N818 (a request, not an error)
    """The person asked to stop (``q``, ``quit`` or end of input)."""


class NotLegalError(ValueError):
    """The text names an action of the game that is not legal now (``play.not_legal``).

    Attributes:
        action: the action named.
    """

    def __init__(self, action: Action) -> None:
        super().__init__("play.not_legal")
        self.action = action


class AmbiguousError(ValueError):
    """The text is the end of several moves' texts (``play.ambiguous``).

    Attributes:
        actions: the moves it could be.
    """

    def __init__(self, actions: Sequence[Action]) -> None:
        super().__init__("play.ambiguous")
        self.actions = tuple(actions)


@dataclass(frozen=True)
class Submenu:
    """One step of a long list of moves: the moves whose text begins with ``key``.

    Attributes:
        key: a canonical text's beginning, ``"attack 4"``.
        actions: those moves, in the order listed.
    """

    key: str
    actions: tuple[Action, ...]


def menu_key(index: int, *, letters: bool = False) -> str:
    """What a person types for the menu's entry ``index`` (from 0): ``"1"``, or ``"a"``.

    Letters skip ``q`` (it quits); after ``z`` come ``aa``, ``ab``...

    >>> [menu_key(0), menu_key(0, letters=True), menu_key(16, letters=True)]
    ['1', 'a', 'r']
    >>> menu_key(25, letters=True)
    'aa'
    """
    if not letters:
        return str(index + 1)
    n = len(_LETTERS)
    if index < n:
        return _LETTERS[index]
    return _LETTERS[index // n - 1] + _LETTERS[index % n]


def parse_choice(
    text: str, legal: Sequence[Action], game: Game, *, letters: bool = False
) -> Action:
    """The legal action a person typed: its menu key, its canonical text, or that text's tail.

    ``"3"`` is the third action; ``"play 7H"``, ``"Play 7h"`` and ``"7H"``
    all name the action whose text is ``play 7H``. With ``letters`` (a game whose
    actions are numbers, such as cards), the menu is lettered (``"c"`` is the
    third action) and a bare number is a text's tail: ``"2"`` is ``choose 2``.

    Args:
        text: what the person typed.
        legal: the legal actions, in the order they were listed.
        game: the game (to tell a malformed action from an illegal one).
        letters: whether the menu is lettered.

    Returns:
        The chosen action.

    Raises:
        QuitRequested: the person typed ``q`` or ``quit``.
        NotLegalError: the text names an action of the game that is not legal now.
        AmbiguousError: the text is the tail of several legal actions' texts.
        ValueError: the text names no action; the message is a key of
            :mod:`royaumes.i18n` (``play.bad_number`` or ``play.not_understood``).

    >>> import royaumes
    >>> game = royaumes.load("quatre_royaumes")
    >>> legal = (game.parse_action("play 1S"), game.parse_action("play 7H"))
    >>> str(parse_choice("7h", legal, game)), str(parse_choice("1", legal, game))
    ('play 7H', 'play 1S')
    """
    entry = _parse_entry(text, legal, legal, game, letters=letters)
    assert not isinstance(entry, Submenu)
    return entry


def _parse_entry(
    text: str,
    menu: Sequence[Action | Submenu],
    legal: Sequence[Action],
    game: Game,
    *,
    letters: bool,
    within: Submenu | None = None,
) -> Action | Submenu:
    """The menu entry or legal action ``text`` names (see :func:`parse_choice`).

    ``menu`` is the list shown (actions and steps); ``within`` the step it lists, if any.
    """
    typed = text.strip()
    lowered = " ".join(typed.lower().split())
    if lowered in _QUIT:
        raise QuitRequested
    if letters:
        for i, entry in enumerate(menu):
            if lowered == menu_key(i, letters=True):
                return entry
        if len(lowered) == 1 and lowered.isalpha():
            raise ValueError("play.bad_number")
    elif lowered.isdigit():
        number = int(lowered)
        if 1 <= number <= len(menu):
            return menu[number - 1]
        raise ValueError("play.bad_number")
    if not lowered:
        raise ValueError("play.not_understood")
    for action in legal:
        if lowered == str(action).lower():
            return action
    for entry in menu:
        if isinstance(entry, Submenu) and lowered == entry.key.lower():
            return entry
    pool = within.actions if within is not None else legal
    heads = [within.key.lower() + " "] if within is not None else []
    tails = [
        action
        for action in pool
        if lowered == str(action).lower().partition(" ")[2]
        or any(lowered == str(action).lower().removeprefix(h) for h in heads
               if str(action).lower().startswith(h))
    ]  # fmt: skip
    if len(tails) == 1:
        return tails[0]
    if tails:
        raise AmbiguousError(tails)
    verbs = dict.fromkeys(str(a).split(" ", 1)[0] for a in legal)
    guesses = [typed] + [f"{h}{typed}" for h in heads] + [f"{v} {typed}" for v in verbs]
    for guess in guesses:
        try:
            action = game.parse_action(guess)
        except ValueError:
            continue
        if action in legal:
            return action
        raise NotLegalError(action)
    raise ValueError("play.not_understood")


class HumanAgent:
    """A person choosing moves at the terminal; a bot by protocol.

    A long list of moves comes in steps when the renderer groups it (Prince
    Noir: first the castle, then the group); a full action text is taken at
    any step. ``?``, ``help`` or ``aide`` prints what one can type.

    Args:
        game: the game played.
        renderer: draws the board and the moves.
        console: where to draw and read.
        match: the match played, if any: a refused action is then explained by
            the engine's own reason.
    """

    name = "human"

    def __init__(
        self, game: Game, renderer: Renderer, console: Console, match: Match | None = None
    ) -> None:
        self.game = game
        self.renderer = renderer
        self.console = console
        self.match = match

    def act(self, seat_view: SeatView, legal_actions: tuple[Action, ...]) -> Action:
        """Draw the view, list the moves, and read a choice until it is a legal one.

        Raises:
            QuitRequested: the person typed ``q``/``quit``, or input ended.
        """
        view = seat_view()
        console = self.console
        renderer = self.renderer
        letters = renderer.letter_menu
        top = self._menu(legal_actions)
        within: Submenu | None = None
        console.print()
        console.print(renderer.board(view))
        console.print(self._moves(view, top))
        while True:
            menu: Sequence[Action | Submenu] = top if within is None else within.actions
            keys = self._keys(len(menu))
            last = menu_key(len(menu) - 1, letters=letters)
            span = last if len(menu) == 1 else f"{menu_key(0, letters=letters)}-{last}"
            prompt = Text(renderer.t("play.prompt", keys=span), style="bold yellow")
            try:
                typed = console.input(prompt)
            except EOFError:
                console.print()
                raise QuitRequested from None
            lowered = typed.strip().lower()
            if lowered in _HELP:
                stepped = any(isinstance(e, Submenu) for e in top)
                console.print(self._help(menu, legal_actions, stepped=stepped))
                continue
            if within is not None and lowered in _BACK:
                within = None
                console.print(self._moves(view, top))
                continue
            try:
                entry = _parse_entry(
                    typed, menu, legal_actions, self.game, letters=letters, within=within
                )
            except NotLegalError as exc:
                console.print(Text(self._refusal(view, typed, exc.action), style="red"))
                continue
            except AmbiguousError as exc:
                options = ", ".join(repr(str(a)) for a in exc.actions)
                message = renderer.t("play.ambiguous", text=typed.strip(), options=options)
                console.print(Text(message, style="red"))
                continue
            except ValueError as exc:
                message = renderer.t(
                    str(exc), text=typed.strip(), keys=keys, example=str(legal_actions[0])
                )
                console.print(Text(message, style="red"))
                continue
            if isinstance(entry, Submenu):
                within = entry
                console.print(self._moves(view, entry.actions, within=entry))
                continue
            return entry

    def _keys(self, count: int) -> str:
        """The menu keys in words: ``a number from 1 to 8``, ``a letter from a to f``."""
        if self.renderer.letter_menu:
            last = menu_key(count - 1, letters=True)
            return self.renderer.t("play.keys_letters", k=count, last=last)
        return self.renderer.t("play.keys_numbers", k=count)

    def _menu(self, legal: Sequence[Action]) -> list[Action | Submenu]:
        """The first list shown: the legal actions, or their steps when there are many."""
        if len(legal) <= _FLAT_MAX:
            return list(legal)
        groups: dict[str, list[Action]] = {}
        order: list[Action | str] = []
        for action in legal:
            key = self.renderer.menu_group(action)
            if key is None:
                order.append(action)
            else:
                if key not in groups:
                    order.append(key)
                groups.setdefault(key, []).append(action)
        if len(groups) < 2:
            return list(legal)
        menu: list[Action | Submenu] = []
        for item in order:
            if isinstance(item, str):
                actions = groups[item]
                menu.append(actions[0] if len(actions) == 1 else Submenu(item, tuple(actions)))
            else:
                menu.append(item)
        return menu

    def _refusal(self, view: View, typed: str, action: Action) -> str:
        """Why ``action`` is refused: the engine's reason when the match is known."""
        renderer = self.renderer
        if self.match is not None and view.seat is not None:
            try:
                self.match.state.apply(view.seat, action)
            except IllegalActionError as exc:
                # The list of moves is on the screen: the engine's "(legal: ...)" is left out.
                reason = exc.message.split(" (legal: ")[0]
                return renderer.t("play.illegal", text=typed.strip(), reason=reason)
        return renderer.t("play.not_legal", text=typed.strip())

    def _help(
        self, menu: Sequence[Action | Submenu], legal: Sequence[Action], *, stepped: bool
    ) -> Text:
        """What one can type here, as a few lines."""
        renderer = self.renderer
        example = str(legal[0])
        verb, _, tail = example.partition(" ")
        lines = [
            Text(renderer.t("play.help_title"), style="bold"),
            Text("  " + renderer.t("play.help_menu", keys=self._keys(len(menu)))),
            Text("  " + renderer.t("play.help_text", example=example, tail=tail or verb)),
        ]
        if renderer.letter_menu:
            numbered = next((a for a in legal if str(a).partition(" ")[2].isdigit()), None)
            if numbered is not None:
                number = str(numbered).partition(" ")[2]
                lines.append(
                    Text("  " + renderer.t("play.help_number", number=number, action=str(numbered)))
                )
        if stepped:
            lines.append(Text("  " + renderer.t("play.help_back")))
        lines += [
            Text("  " + renderer.t("play.help_help")),
            Text("  " + renderer.t("play.help_quit")),
            Text("  " + renderer.t("play.help_rules", game=self.game.spec.id)),
        ]
        return Text("\n").join(lines)

    def _moves(
        self, view: View, menu: Sequence[Action | Submenu], *, within: Submenu | None = None
    ) -> Table:
        """The menu, keyed from 1 (or a), in two columns when they fit the console."""
        renderer = self.renderer
        letters = renderer.letter_menu
        for short in (False, True):
            cells: list[Text] = []
            for i, entry in enumerate(menu):
                key = menu_key(i, letters=letters)
                if isinstance(entry, Submenu):
                    label = renderer.group_label(entry.key, entry.actions, view)
                    text = entry.key
                else:
                    label = (renderer.short_label if short else renderer.action_label)(entry, view)
                    text = str(entry)
                    if within is not None:  # in a step, what follows the step's text is enough
                        text = text.removeprefix(within.key + " ")
                cell = Text(f"{key:>2}  ", style="bold cyan") + label
                if text.lower() not in label.plain.lower():
                    cell += Text(f"  ({text})", style="dim")
                cells.append(cell)
            if within is not None:
                back_text = Text(renderer.t("play.back"), style="dim")
                cells.append(Text(" <  ", style="bold cyan") + back_text)
            columns = 2 if len(cells) > 4 else 1
            rows = (len(cells) + columns - 1) // columns
            if columns == 2:
                left = max(c.cell_len for c in cells[:rows])
                right = max(c.cell_len for c in cells[rows:])
                if left + right + 3 > self.console.width:
                    columns, rows = 1, len(cells)
            if columns == 2 or len(cells) <= 4:
                break
        grid = Table.grid(padding=(0, 3))
        for _ in range(columns):
            grid.add_column()
        grid.title = renderer.t("play.your_moves")
        grid.title_justify = "left"
        grid.title_style = "bold"
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
