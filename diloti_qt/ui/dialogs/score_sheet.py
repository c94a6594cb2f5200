"""The paper score sheet: a round's breakdown per side and the running sheet of all rounds."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

from diloti_qt.engine.scoring import SidePoints
from diloti_qt.presenter import texts

PAPER = "#fbf7ea"
INK = "#22303c"
TARGET_INK = "#b3261e"
EMPTY = "–"


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoreSheet", text)


def side_names(source) -> list[str]:
    """The two sides as the player knows them: You/Computer, or Us/Them with partners.
    `source`: the table's source (controller.port.TableSource: the game's controller, or
    a replay's, for the player at its `human` seat)."""
    if not source.has_match():
        return ["", ""]
    rules = source.rules
    return texts.side_names([rules.side_of(s) for s in range(rules.players)],
                            source.seat_name, source.human)


def breakdown_rows(breakdown: Sequence[SidePoints]) -> list[tuple[str, list[str]]]:
    """(row label, [cell for each side]) for the rows of a round's breakdown."""

    def count_points(count: int, points: int) -> str:
        if not count:
            return EMPTY
        return _tr("{count} → {points}").format(count=count, points=points)

    def points(value: int) -> str:
        return str(value) if value else EMPTY

    return [
        (_tr("Cards"), [count_points(s.cards, s.majority) if s.majority
                        else str(s.cards) for s in breakdown]),
        (_tr("Aces"), [points(s.aces) for s in breakdown]),
        (_tr("10♦"), [points(s.ten_diamonds) for s in breakdown]),
        (_tr("2♣"), [points(s.two_clubs) for s in breakdown]),
        (_tr("Xeris"), [count_points(s.xeris, s.xeri_points) for s in breakdown]),
    ]


class PaperSheet(QFrame):
    """A grid drawn like a score sheet on paper: a header row and a column per side."""

    def __init__(self, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("paperSheet")
        self.setStyleSheet(
            f"#paperSheet {{ background: {PAPER}; border: 1px solid #cfc6a8; "
            f"border-radius: 6px; }} #paperSheet QLabel {{ color: {INK}; }}")
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(18, 12, 18, 12)
        self.grid.setHorizontalSpacing(28)
        self.grid.setVerticalSpacing(5)
        self.grid.setColumnStretch(0, 1)
        self.cells: dict[tuple[str, int], QLabel] = {}
        self._row = 0
        self.add_row("", names, bold=True, key="header")
        self.add_rule()

    def add_row(self, label: str, cells: list[str], bold: bool = False, key: str = "",
                colour: str = "") -> None:
        font = QFont(self.font())
        font.setBold(bold)
        head = QLabel(label)
        head.setFont(font)
        if colour:
            head.setStyleSheet(f"color: {colour};")
        self.grid.addWidget(head, self._row, 0)
        for side, text in enumerate(cells):
            cell = QLabel(text)
            cell.setFont(font)
            cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            cell.setMinimumWidth(cell.fontMetrics().horizontalAdvance("000 → 00"))
            if colour:
                cell.setStyleSheet(f"color: {colour};")
            self.grid.addWidget(cell, self._row, side + 1)
            self.cells[(key or label, side)] = cell
        self._row += 1

    def add_rule(self, colour: str = INK, thickness: int = 1) -> None:
        line = QFrame()
        line.setFixedHeight(thickness)
        line.setStyleSheet(f"background: {colour}; border: none;")
        self.grid.addWidget(line, self._row, 0, 1, self.grid.columnCount())
        self._row += 1

    def add_target(self, target: int) -> None:
        self.add_rule(TARGET_INK, 2)
        label = QLabel(_tr("Target {target}").format(target=target))
        label.setStyleSheet(f"color: {TARGET_INK};")
        label.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.grid.addWidget(label, self._row, 0, 1, self.grid.columnCount())
        self._row += 1

    def text(self, key: str, side: int) -> str:
        return self.cells[(key, side)].text()


class BreakdownSheet(PaperSheet):
    """One round: cards (count → 4 for the majority), aces, 10♦, 2♣, xeris, the totals."""

    def __init__(self, names: list[str], record, target: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(names, parent)
        self.players: PaperSheet | None = None  # four players: what each one took
        keys = ("cards", "aces", "ten_diamonds", "two_clubs", "xeris")
        for key, (label, cells) in zip(keys, breakdown_rows(record.breakdown), strict=True):
            self.add_row(label, cells, key=key)
        self.add_rule()
        self.add_row(_tr("Round"), [str(p) for p in record.points], bold=True, key="round")
        self.add_row(_tr("Running total"), [str(s) for s in record.scores_after], bold=True,
                     key="total")
        self.add_target(target)


class RoundsSheet(PaperSheet):
    """Every round's points so far, then the running total and the target line."""

    def __init__(self, names: list[str], rounds: list, target: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(names, parent)
        for i, record in enumerate(rounds):
            self.add_row(_tr("Round {n}").format(n=i + 1), [str(p) for p in record.points],
                         key=f"round{i + 1}")
        self.add_rule()
        totals = rounds[-1].scores_after if rounds else [0, 0]
        self.add_row(_tr("Total"), [str(s) for s in totals], bold=True, key="total")
        self.add_target(target)


OURS_INK = "#1f56b8"
THEIRS_INK = "#b3261e"


def player_columns(controller) -> list[int]:
    """Four players: the seats in sheet order, your side first (you, partner), then theirs."""
    human, rules = controller.human, controller.rules
    theirs = sorted((s for s in range(rules.players) if rules.side_of(s) != rules.side_of(human)),
                    key=lambda s: (s - human) % rules.players)  # in turn order from yours
    return [human, rules.partner_of(human), *theirs]


class PlayersSheet(PaperSheet):
    """Four players: what each player took this round, your side's two columns first; the
    side totals are on the round's sheet (R40)."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        seats = player_columns(controller)
        super().__init__([controller.seat_name(seat) for seat in seats], parent)
        self.seats = seats
        for column in range(len(seats)):
            ink = OURS_INK if column < 2 else THEIRS_INK
            self.cells[("header", column)].setStyleSheet(f"color: {ink};")
        state = controller.state
        self.add_row(_tr("Cards"), [str(len(state.captured[seat])) for seat in self.seats],
                     key="cards")
        self.add_row(_tr("Xeris"), [str(state.xeris[seat]) if state.xeris[seat] else EMPTY
                                    for seat in self.seats], key="xeris")
