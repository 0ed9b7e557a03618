"""Terminal drawing: one renderer per game, and a generic one for the others.

A renderer turns what the engine gives (views, events, results) into Rich
renderables; it holds no rules. A game gets its own renderer by living in
``royaumes.ui.<game_id>`` with a module-level ``RENDERER`` class (a subclass
of :class:`Renderer`); :func:`renderer_for` falls back to the generic
:class:`Renderer`, which prints the view's fields.

>>> import royaumes
>>> renderer = renderer_for(royaumes.load("quatre_royaumes"), "en", ("you", "random"))
>>> type(renderer).__name__
'QuatreRoyaumesRenderer'
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from importlib import resources
from typing import Any, ClassVar

from rich import box
from rich.console import Group, RenderableType
from rich.pretty import Pretty
from rich.table import Table
from rich.text import Text

from royaumes.game import Action, Event, Game, OptionKind, OptionSpec, Result, Seat, View
from royaumes.i18n import t

__all__ = ["Renderer", "options_markdown", "renderer_for", "rules_markdown"]


class Renderer:
    """Draws one game's views, events and results; the generic fallback.

    Subclasses override what they draw better. Every method returns Rich
    renderables and never prints. A renderer may remember what it narrated
    (the last trick, say) between calls of one session.

    Args:
        game: the game drawn.
        lang: ``"fr"`` or ``"en"``.
        labels: per seat, who sits there ("you", "heuristic"); may be empty.
    """

    letter_menu: ClassVar[bool] = False
    """Whether the game's actions are numbers (cards): the list of moves is then lettered
    (a, b, c...), so that a bare number always names an action by its text's end."""

    def __init__(self, game: Game, lang: str, labels: Sequence[str] = ()) -> None:
        self.game = game
        self.lang = lang
        self.labels = tuple(labels)

    def t(self, key: str, **kwargs: object) -> str:
        """The message ``key`` in this renderer's language."""
        return t(key, self.lang, **kwargs)

    def seat_label(self, seat: Seat) -> str:
        """The seat's name with who sits there: ``"P1 · heuristic"``."""
        name = self.game.seat_name(seat)
        if 0 <= seat < len(self.labels) and self.labels[seat]:
            return f"{name} · {self.labels[seat]}"
        return name

    def board(self, view: View) -> RenderableType:
        """All that ``view`` shows, for the person whose turn it is.

        The generic board prints the view's JSON fields, with the last events.
        """
        data = view.to_json(events=False)
        events = view.events
        who = self.t("ui.spectator") if view.seat is None else self.seat_label(view.seat)
        recent = Text("\n").join(Text(str(e), style="dim") for e in view.events[-6:])
        parts: list[RenderableType] = [Text(self.t("ui.view", who=who), style="bold"), Pretty(data)]
        if events:
            parts += [Text(self.t("ui.recent"), style="bold"), recent]
        return Group(*parts)

    def action_label(self, action: Action, view: View) -> Text:
        """How one legal action reads in the list of moves (its canonical text here)."""
        return Text(str(action))

    def short_label(self, action: Action, view: View) -> Text:
        """A shorter label, for a narrow terminal where the full ones do not fit in two
        columns; the generic renderer's is the full one."""
        return self.action_label(action, view)

    def menu_group(self, action: Action) -> str | None:
        """The first step of a long list of moves that ``action`` is chosen in, or ``None``.

        The step is a beginning of the action's canonical text (``"attack 4"``); a
        list of more than 24 moves with two steps or more is shown step by step. The
        generic renderer never splits a list.
        """
        return None

    def group_label(self, key: str, actions: Sequence[Action], view: View) -> Text:
        """How one step of a long list reads: its text and how many moves it holds."""
        return Text(f"{key} …") + Text(f"  {self.t('play.choices', n=len(actions))}", style="dim")

    def event_line(self, event: Event, viewer: Seat | None = None) -> Text:
        """One event as a line of narration: what the game says of it to ``viewer``
        (:meth:`Game.narrate`), in this language; an empty line for a silent event."""
        message = self.game.narrate(event, viewer)
        pieces = message.parts(self.lang, self.name_of, self.draw_ref)
        return Text.assemble(*(p if isinstance(p, Text) else str(p) for p in pieces))

    def name_of(self, who: int | str) -> str:
        """A seat's name in narration, with who sits there (``"P1 · heuristic"``,
        :meth:`seat_label`); an actor (``"table"``) as it is."""
        return self.seat_label(who) if isinstance(who, int) else who

    def draw_ref(self, kind: str, value: Any) -> Text | str | None:
        """A card (``kind="card"``) or cards (``"cards"``) as narration shows them;
        ``None``: their notation."""
        return None

    def narrate(
        self, before: View, after: View, events: Sequence[Event] | None = None
    ) -> list[RenderableType]:
        """What happened between two views of the same seat, as lines and tables.

        Args:
            before: the view before the steps.
            after: the view after them.
            events: the events to tell; by default ``after``'s events that
                ``before`` does not have (a replay may pass them unredacted).

        Returns:
            Renderables in the order to print them.
        """
        if events is None:
            events = after.events[len(before.events) :]
        lines = [self.event_line(e, after.seat) for e in events]
        return [line for line in lines if line.plain]

    def final(self, result: Result, view: View) -> RenderableType:
        """The final table: points, ranks and winners."""
        return Group(self.result_table(result), self.winners_line(result))

    def result_table(self, result: Result, extra_rows: Sequence[Sequence[str]] = ()) -> Table:
        """A table of the result, seats sorted by rank.

        Args:
            result: the game's result.
            extra_rows: more rows (rank, name, points, mark), e.g. an automaton's.
        """
        table = Table(title=self.t("ui.final"), box=box.ROUNDED, title_style="bold")
        table.add_column(self.t("ui.rank"), justify="right")
        table.add_column(self.t("ui.seat"))
        table.add_column(self.t("ui.points"), justify="right")
        table.add_column(self.t("ui.winner"), justify="center")
        order = sorted(range(len(result.points)), key=lambda s: (result.ranks[s], s))
        for seat in order:
            won = seat in result.winners
            table.add_row(
                str(result.ranks[seat]),
                self.seat_label(seat),
                _number(result.points[seat]),
                "★" if won else "",
                style="bold green" if won else None,
            )
        for row in extra_rows:
            table.add_row(*row, style="dim")
        return table

    def rules_appendix(self) -> str:
        """Markdown to print after the rules prose and before the options (a card list, say).

        The generic renderer adds nothing.
        """
        return ""

    def winners_line(self, result: Result) -> Text:
        """``Winner: P2 · heuristic`` (or a shared victory, or nobody)."""
        names = ", ".join(self.seat_label(s) for s in result.winners)
        if not result.winners:
            return Text(self.t("ui.nobody"), style="bold")
        key = "ui.winners" if len(result.winners) == 1 else "ui.shared"
        return Text(self.t(key, names=names), style="bold green")


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}"


def renderer_for(game: Game, lang: str, labels: Sequence[str] = ()) -> Renderer:
    """The renderer of ``game``: its own module's, else the generic one.

    Args:
        game: the game to draw.
        lang: ``"fr"`` or ``"en"``.
        labels: per seat, who sits there.

    Returns:
        A new renderer (renderers remember what they narrated).
    """
    module_name = f"{__name__}.{game.spec.id}"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        return Renderer(game, lang, labels)
    cls: type[Renderer] = module.RENDERER
    return cls(game, lang, labels)


# ---------------------------------------------------------------------------
# Rules text


def rules_markdown(game: Game, lang: str, *, codes: bool = True) -> str:
    """The rules summary of ``game`` as Markdown, with its options listed from its spec.

    The prose is package data, ``royaumes/games/<id>/rules_<lang>.md``; the
    game's renderer may add a section written from the game's data (its
    :meth:`Renderer.rules_appendix`, e.g. a card catalogue); the options
    section is written from ``game.spec.options`` so that names and defaults
    always match the engine.

    Args:
        game: the game.
        lang: ``"fr"`` or ``"en"``.
        codes: list the options by the keys a command line types (the terminal), or
            else by their words only (the web pages).

    Returns:
        Markdown text.
    """
    package = resources.files(f"royaumes.games.{game.spec.id}")
    text = ""
    for code in (lang, "en"):
        source = package.joinpath(f"rules_{code}.md")
        if source.is_file():
            text = source.read_text(encoding="utf-8")
            break
    if not text:
        summary = game.spec.summary_fr if lang == "fr" else game.spec.summary
        text = f"# {game.spec.title}\n\n{summary}\n\n{t('rules.none', lang, game=game.spec.id)}\n"
    appendix = renderer_for(game, lang).rules_appendix().strip()
    if appendix:
        text = text.rstrip() + "\n\n" + appendix
    return text.rstrip() + "\n\n" + options_markdown(game, lang, codes=codes)


def options_markdown(game: Game, lang: str, *, codes: bool = True) -> str:
    """The game's options as a Markdown list: name, DEFAULT, other values, description.

    With ``codes`` (the terminal) an option is named by its key and its values are
    the text ``-o key=value`` takes; without, by its label and its values' words.
    """
    lines = [f"## {t('rules.options', lang)}", ""]
    for option in game.spec.options:
        if not codes:
            lines.append(_option_in_words(option, lang))
            continue
        default = _option_text(option.default)
        others: list[str] = []
        if option.kind is OptionKind.CHOICE:
            others = [f"`{c}`" for c in option.choices if c != option.default]
        elif option.kind is OptionKind.BOOL:
            others = [f"`{_option_text(not option.default)}`"]
        elif option.kind is OptionKind.LIST:
            items = ", ".join(f"`{c}`" for c in option.choices) if option.choices else (
                t("rules.int_between", lang, low=option.minimum, high=option.maximum)
            )  # fmt: skip
            others = [t("rules.list_of", lang, items=items)]
        else:
            if option.maximum is not None:
                span = t("rules.int_between", lang, low=option.minimum, high=option.maximum)
            else:
                span = t("rules.int_from", lang, low=option.minimum if option.minimum else 0)
            others = [span] + (["`off`"] if option.allow_off and default != "off" else [])
        description = option.describe(lang)
        also = f"; {t('rules.also', lang)}: " + ", ".join(others) if others else ""
        lines.append(
            f"- `{option.name}` ({t('rules.default', lang)}: `{default}`{also}): {description}"
        )
    return "\n".join(lines) + "\n"


def _option_in_words(option: OptionSpec, lang: str) -> str:
    """One line of the options list in words: label, description, DEFAULT, other values."""
    colon, semicolon = (" :", " ;") if lang == "fr" else (":", ";")

    def words(value: Any) -> str:
        if value is None or value == "off":
            return t("rules.list_off" if option.kind is OptionKind.LIST else "rules.off", lang)
        if isinstance(value, bool):
            return t("rules.yes" if value else "rules.no", lang)
        if isinstance(value, float) and lang == "fr":
            return f"{value:g}".replace(".", ",")
        if option.kind is OptionKind.CHOICE and str(value).isdigit():
            return t("rules.seat", lang, n=int(value) + 1)
        if option.kind is OptionKind.CHOICE:
            return option.choice_title(str(value), lang)
        return str(value)

    others: list[str] = []
    if option.kind is OptionKind.CHOICE:
        others = [words(c) for c in option.choices if c != option.default]
    elif option.kind is OptionKind.BOOL:
        others = [words(not option.default)]
    elif option.kind is OptionKind.LIST:
        items = ", ".join(
            f"{c} ({option.choice_title(c, lang)})" if option.choice_title(c, lang) != c else c
            for c in option.choices
        ) or t("rules.int_between", lang, low=option.minimum, high=option.maximum)
        others = [t("rules.list_of", lang, items=items)]
    else:
        if option.kind is OptionKind.FLOAT:
            low, high = words(option.minimum), words(option.maximum)
            span = t("rules.number_between", lang, low=low, high=high)
        elif option.maximum is not None:
            span = t("rules.int_between", lang, low=option.minimum, high=option.maximum)
        else:
            span = t("rules.int_from", lang, low=option.minimum if option.minimum else 0)
        others = [span] + ([words(None)] if option.allow_off and option.default is not None else [])
    description = option.describe(lang)
    also = f"{semicolon} {t('rules.also', lang)}{colon} " + ", ".join(others) if others else ""
    return (
        f"- **{option.title(lang)}** — {description} "
        f"({t('rules.default', lang)}{colon} {words(option.default)}{also})"
    )


def _option_text(value: Any) -> str:
    if value is None:
        return "off"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
