"""The accessible status line: says each move of the other players out loud (screen readers)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QLabel, QWidget

from diloti_qt.history_events import EventKind

try:
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # Qt < 6.8
    QAccessibleAnnouncementEvent = None


def _tr(text: str) -> str:
    return QCoreApplication.translate("Announcer", text)


def announce(widget: QWidget, text: str, name: bool = True, loud: bool = True) -> None:
    """Tell assistive technology that `widget` now says `text` (its name or description);
    `loud` also asks the screen reader to speak it at once."""
    if name:
        widget.setAccessibleName(text)
    else:
        widget.setAccessibleDescription(text)
    if not QAccessible.isActive():
        return
    kind = QAccessible.Event.NameChanged if name else QAccessible.Event.DescriptionChanged
    QAccessible.updateAccessibility(QAccessibleEvent(widget, kind))
    if loud:
        say_aloud(widget, text)


def say_aloud(widget: QWidget, text: str) -> None:
    """Ask the screen reader to speak `text` (from `widget`) at once, changing nothing: for
    a line whose name is its text already."""
    if not QAccessible.isActive():
        return
    if QAccessibleAnnouncementEvent is not None:
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))
    else:
        QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.Alert))


class SpokenLabel(QLabel):
    """A message line whose every new text is also said: what a dialog answers to the
    player's action ("Joining…", what is wrong) is heard with the keyboard elsewhere."""

    def setText(self, text: str) -> None:  # noqa: N802 (Qt API)
        if text == self.text():
            return
        super().setText(text)
        if text:
            say_aloud(self, text)


class Announcer(QObject):
    """A QLabel (for the status bar) showing the latest move of the other players, the end of
    a round and the end of the match, as the table shows them (the presenter's stages); every
    change is announced. An undo or a resume clears it: the move it named may be gone."""

    def __init__(self, controller, presenter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.presenter = presenter
        self.label = QLabel(parent)
        self.label.setObjectName("announcer")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.label.setAccessibleDescription(_tr("The other players' moves"))
        self.label.setAccessibleName(_tr("No move yet"))
        self.said: list[str] = []
        self._dealt: tuple | None = None  # the history of the deal just said
        presenter.reached.connect(self._reached)
        controller.round_finished.connect(
            lambda record: presenter.when_idle(lambda: self._round_finished(record)))
        controller.match_finished.connect(
            lambda side: presenter.when_idle(lambda: self._match_finished(side)))

    @property
    def text(self) -> str:
        return self.label.text()

    def say(self, text: str) -> None:
        self.label.setText(text)
        self.label.setToolTip(text)
        self.said = (self.said + [text])[-50:]
        announce(self.label, text)

    def _reached(self, stage) -> None:
        dealt, self._dealt = self._dealt, None
        if stage.announce:
            self.say(stage.announce)
        elif stage.kind.value in ("sync", "new-deal"):
            self.label.clear()
            self.label.setToolTip("")
            # the name too: a screen reader read the move taken back or of the last round
            self.label.setAccessibleName(_tr("No move yet"))
            opening = stage.history[-1] if stage.history else None
            if stage.kind.value == "new-deal" and opening is not None \
                    and opening.kind is EventKind.ROUND and stage.history != dealt:
                # a round dealt, nothing played yet (not a match resumed in the middle):
                # its first line, the table it opens with, is said (not kept on the line);
                # once: the deal shown again as the table first shows (TableView's first
                # size) is not a new one
                say_aloud(self.label, self.presenter.say(opening))
            if stage.kind.value == "new-deal":
                self._dealt = stage.history

    def _round_finished(self, record) -> None:
        c = self.controller
        mine = c.rules.side_of(c.human)
        if c.rules.players == 2:
            text = _tr("Round over: you scored {a}, the computer {b}.")
        else:
            text = _tr("Round over: your side scored {a}, the other side {b}.")
        self.say(text.format(a=record.points[mine], b=record.points[1 - mine]))

    def _match_finished(self, side: int) -> None:
        c = self.controller
        mine = c.rules.side_of(c.human)
        scores = c.match.scores
        if c.rules.players == 4:
            text = (_tr("Your side wins the match, {a} to {b}.") if side == mine
                    else _tr("The other side wins the match, {b} to {a}."))
        elif side == mine:
            text = _tr("You win the match, {a} to {b}.")
        else:
            text = _tr("The computer wins the match, {b} to {a}.")
        self.say(text.format(a=scores[mine], b=scores[1 - mine]))
