"""Talk at a table with friends, in the app: the quick phrases in this app's language, the
lines heard (muted by name, or all of them off in the settings), the history with the
lines among the moves, the bubble by the speaker's seat, and the page to say something.

The server checks every line (net/talk.py); this side only says it in words and places
it: a line carries the number of the table's moves when it was said, so the history puts
it after that move, whenever it arrives."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.history_events import HistoryEvent
from diloti_qt.models.history import HistoryModel
from diloti_qt.net.talk import MAX_TEXT, PHRASES, TalkError, clean_text
from diloti_qt.ui.table.decor import Label, font

from .connection import OnlineConnection

KEPT_LINES = 200  # lines this app keeps of a table (the server gives back its last 50)
BUBBLE_MS = 5000  # how long a bubble stays by its seat
BUBBLE_CHARS = 34  # a bubble's line length before it wraps (three lines at most)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Talk", text)


def phrase_text(phrase: str) -> str:
    """A quick phrase in the language of the moment (the wire carries its id)."""
    words = {
        "hello": _tr("Hello!"),
        "good-luck": _tr("Good luck!"),
        "bravo": _tr("Bravo!"),
        "nice-play": _tr("Nice play!"),
        "well-played": _tr("Well played!"),
        "thanks": _tr("Thanks!"),
        "sorry": _tr("Sorry!"),
        "one-moment": _tr("One moment"),
        "your-turn": _tr("Your turn!"),
        "oops": _tr("Oops!"),
        "good-game": _tr("Good game!"),
        "one-more": _tr("One more?"),
        "bye": _tr("Bye!"),
    }
    return words.get(phrase, phrase)


def line_words(line: dict) -> str:
    """What a line says: its phrase in this app's words, or the text as it was written."""
    return phrase_text(line["phrase"]) if "phrase" in line else line["text"]


def history_line(line: dict, mine: bool) -> str:
    """A line as the history shows it."""
    if mine:
        return _tr("You say: «{words}»").format(words=line_words(line))
    who = line["name"] or _tr("Seat {n}").format(n=line["seat"] + 1)
    return _tr("{name} says: «{words}»").format(name=who, words=line_words(line))


class TableTalk(QObject):
    """The lines heard at one table (the last KEPT_LINES), which to show (talk on, the
    speaker not muted), and saying a line. `changed` when what the history shows may have
    changed; `heard(line)` for a line to show by its seat now; `refused(sentence)` when a
    line of ours was refused."""

    changed = Signal()
    heard = Signal(object)
    refused = Signal(str)

    def __init__(self, connection: OnlineConnection, enabled: bool = True,
                 parent: QObject | None = None, muted: Iterable[str] = (),
                 remember: Callable[[tuple[str, ...]], None] | None = None) -> None:
        super().__init__(parent)
        self.connection = connection
        self.enabled = enabled
        self.lines: list[dict] = []
        # speakers' names this app does not listen to, at every table and after a restart
        # (`remember` keeps them: the settings' muted_friends)
        self.muted: set[str] = set(muted)
        self._remember = remember
        self._saying = 0  # lines of ours not heard back yet
        connection.said.connect(self._said)
        connection.talk_lines.connect(self._lines)
        connection.refused.connect(self._refused)
        connection.welcomed.connect(self.changed.emit)  # seated, or watching

    # -- reading --------------------------------------------------------------------------
    def mine(self, line: dict) -> bool:
        c = self.connection
        return not c.watching and line["seat"] == c.seat and line["name"] == c.name

    def shown(self, line: dict) -> bool:
        return self.enabled and (self.mine(line) or line["name"] not in self.muted)

    def shown_lines(self) -> list[dict]:
        return [line for line in self.lines if self.shown(line)]

    # -- settings -------------------------------------------------------------------------
    def set_enabled(self, on: bool) -> None:
        if on != self.enabled:
            self.enabled = on
            self.changed.emit()

    def mute(self, name: str, on: bool = True) -> None:
        if on:
            self.muted.add(name)
        else:
            self.muted.discard(name)
        if self._remember is not None:
            self._remember(tuple(sorted(self.muted)))
        self.changed.emit()

    def is_muted(self, name: str) -> bool:
        return name in self.muted

    # -- saying ---------------------------------------------------------------------------
    def say_phrase(self, phrase: str) -> None:
        if phrase in PHRASES and self.can_talk():
            self._saying += 1
            self.connection.say(phrase=phrase)

    def say_text(self, text: str) -> bool:
        """Send a free line; False (and `refused`) when it is not one the server takes."""
        if not self.can_talk():
            return False
        try:
            text = clean_text(text)
        except TalkError:
            if text.strip():
                self.refused.emit(_tr("That line cannot be sent: at most {n} characters, "
                                      "and no control or direction characters.").format(
                                          n=MAX_TEXT))
            return False
        self._saying += 1
        self.connection.say(text=text)
        return True

    def can_talk(self) -> bool:
        return self.enabled and not self.connection.watching

    # -- hearing --------------------------------------------------------------------------
    def _said(self, msg: dict) -> None:
        line = {k: v for k, v in msg.items() if k != "type"}
        if self.mine(line):
            self._saying = max(0, self._saying - 1)
        self._keep([line])
        if self.shown(line):
            self.heard.emit(line)
        self.changed.emit()

    def _lines(self, lines: list) -> None:
        """The table's last lines, on coming back: those not heard yet are kept."""
        known = {_key(line) for line in self.lines}
        self._keep([line for line in lines if _key(line) not in known])
        self.lines.sort(key=lambda line: line["seq"])
        self.changed.emit()

    def _keep(self, lines: list[dict]) -> None:
        self.lines.extend(lines)
        del self.lines[:-KEPT_LINES]

    def _refused(self, code: str, _reason: str) -> None:
        if not self._saying or code not in ("rate-limited", "bad-message"):
            return
        self._saying -= 1
        self.refused.emit(_tr("You are talking fast: wait a few seconds.")
                          if code == "rate-limited" else
                          _tr("The table did not take that line."))


def _key(line: dict) -> tuple:
    return line["seq"], line["seat"], line.get("phrase"), line.get("text")


def merged(events: list[HistoryEvent], lines: list[dict],
           base: int | None) -> list[tuple[str, object]]:
    """The history's rows: the events, each line after the move it followed. `base` is the
    table's moves played before the first move of `events` (None: not known; the lines
    then follow the events). A line of an earlier match (said before `base`) is left out;
    one said after the last move shown goes last. O(events + lines)."""
    rows: list[tuple[str, object]] = []
    if base is None:
        return [("event", e) for e in events] + [("line", line) for line in lines]
    pending = [line for line in lines if line["seq"] >= base]
    i, moves = 0, 0
    for event in events:
        if event.is_move:
            while i < len(pending) and pending[i]["seq"] - base <= moves:
                rows.append(("line", pending[i]))
                i += 1
            moves += 1
        rows.append(("event", event))
    rows.extend(("line", line) for line in pending[i:])
    return rows


class TalkHistoryModel(HistoryModel):
    """The history of a table with friends: what the table has shown with the lines said
    among them (rows are ("event", HistoryEvent) or ("line", line)), in the language of
    the moment. `Roles.EVENT` gives an event row's HistoryEvent (None for a line)."""

    def __init__(self, presenter, seat, talk: TableTalk, parent=None) -> None:
        self.seat = seat  # NetworkSeat: the table's moves before its history (`history_base`)
        self.talk = talk
        super().__init__(presenter, parent)
        talk.changed.connect(self.refresh)

    def entries(self) -> list:
        return merged(list(self.presenter.history), self.talk.shown_lines(),
                      self.seat.history_base())

    def words(self, entry) -> str:
        kind, item = entry
        if kind == "line":
            return history_line(item, self.talk.mine(item))
        return self.presenter.say(item)  # a watcher's: nobody at the table is "you"

    def event(self, row: int) -> HistoryEvent | None:
        kind, item = self.events[row]
        return item if kind == "event" else None


def wrapped(text: str, width: int = BUBBLE_CHARS, lines: int = 3) -> str:
    """`text` in lines of at most about `width` characters (words kept whole where they
    fit), at most `lines` of them, the rest cut with an ellipsis."""
    out: list[str] = []
    current = ""
    for word in text.split():
        while len(word) > width:  # a very long word is cut where it must be
            if current:
                out.append(current)
                current = ""
            out.append(word[:width])
            word = word[width:]
        if current and len(current) + 1 + len(word) > width:
            out.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    if current:
        out.append(current)
    if len(out) > lines:
        out = out[:lines]
        out[-1] = out[-1][: width - 1].rstrip() + "…"
    return "\n".join(out)


class Bubble(Label):
    """A line said, in a light bubble by the speaker's name on the table."""

    def __init__(self, seat: int, text: str) -> None:
        super().__init__(wrapped(text))
        self.seat = seat
        self.said = text
        self.set_colours(QColor("#1d1d1b"), QColor("#fbf8ee"), QColor("#c9b98a"))
        self.setZValue(10_000)


class TalkBubbles(QObject):
    """Shows each line heard as a bubble by its seat's name on `view`'s table (a seat's
    new line takes the place of its last), for BUBBLE_MS."""

    def __init__(self, view, talk: TableTalk, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.bubbles: dict[int, Bubble] = {}
        self._timers: dict[int, QTimer] = {}
        talk.heard.connect(self.show_line)

    def show_line(self, line: dict) -> None:
        seat = line["seat"]
        label = self.view.table.decor.names.get(seat)
        scene = self.view.scene()
        if label is None or scene is None:
            return
        self.drop(seat)
        bubble = self.bubbles[seat] = Bubble(seat, line_words(line))
        bubble.set_font(font(label.size()[1] / 1.6))  # about the name's own size
        scene.addItem(bubble)
        r, area = label.sceneBoundingRect(), scene.sceneRect()
        w, h = bubble.size()
        layout = self.view.table.layout
        box = layout.seats.get(seat) if layout is not None else None
        if box is not None and box.where == "bottom":  # above the hand, never over it
            y = min(r.top(), box.hand.top()) - h - 4
            x = r.left()
        else:  # a seat at the top, left or right: under (or over) its name
            below = r.center().y() < area.center().y()
            y = r.bottom() + h * 0.15 if below else r.top() - h * 1.15
            x = r.center().x() - w / 2
        x = min(max(x, area.left() + 4), area.right() - w - 4)
        bubble.setPos(QPointF(round(x), round(y)))
        timer = self._timers[seat] = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(lambda s=seat, b=bubble: self._expire(s, b))
        timer.start(BUBBLE_MS)

    def _expire(self, seat: int, bubble: Bubble) -> None:
        if self.bubbles.get(seat) is bubble:
            self.drop(seat)

    def drop(self, seat: int) -> None:
        bubble = self.bubbles.pop(seat, None)
        timer = self._timers.pop(seat, None)
        if timer is not None:
            timer.stop()
            timer.deleteLater()
        if bubble is not None and bubble.scene() is not None:
            bubble.scene().removeItem(bubble)

    def clear(self) -> None:
        for seat in list(self.bubbles):
            self.drop(seat)


class TalkPanel(QWidget):
    """The Talk page: a button for each quick phrase, a line to type (at most MAX_TEXT
    characters) and Send; it says why when talk is off or this app only watches."""

    def __init__(self, talk: TableTalk, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.talk = talk
        self.setObjectName("talkPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.note = QLabel(self)
        self.note.setObjectName("talkNote")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        grid = QGridLayout()
        grid.setSpacing(4)
        self.phrase_buttons: dict[str, QPushButton] = {}
        for i, phrase in enumerate(PHRASES):
            button = QPushButton(phrase_text(phrase), self)
            button.setObjectName(f"talkPhrase-{phrase}")
            button.setAccessibleName(_tr("Say: {words}").format(words=phrase_text(phrase)))
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _=False, p=phrase: talk.say_phrase(p))
            grid.addWidget(button, i // 2, i % 2)
            self.phrase_buttons[phrase] = button
        layout.addLayout(grid)
        row = QHBoxLayout()
        self.text = QLineEdit(self)
        self.text.setObjectName("talkText")
        self.text.setMaxLength(MAX_TEXT)
        self.text.setPlaceholderText(_tr("Say something…"))
        self.text.setAccessibleName(_tr("A line to say at the table"))
        self.text.returnPressed.connect(self.send)
        self.send_button = QPushButton(_tr("&Send"), self)
        self.send_button.setObjectName("talkSend")
        self.send_button.clicked.connect(self.send)
        row.addWidget(self.text, 1)
        row.addWidget(self.send_button)
        layout.addLayout(row)
        layout.addStretch(1)
        talk.changed.connect(self.refresh)
        self.refresh()

    def send(self) -> None:
        if self.talk.say_text(self.text.text()):
            self.text.clear()

    def refresh(self) -> None:
        on = self.talk.can_talk()
        for widget in (*self.phrase_buttons.values(), self.text, self.send_button):
            widget.setEnabled(on)
        if self.talk.connection.watching:
            self.note.setText(_tr("You are watching: the players talk, you read."))
        elif not self.talk.enabled:
            self.note.setText(_tr("Talk at the table is off (Settings ▸ Preferences…)."))
        else:
            self.note.setText(_tr("What you say here is shown by your seat and in the "
                                  "history of everyone at the table."))
