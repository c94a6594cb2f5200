"""Game ▸ Score pad: the window that keeps the score of a match played with real cards. It
shows the ScorePad (diloti_qt.scorepad) and hands it what is typed; it decides nothing."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QPalette, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.scorepad import PadError, ScorePad
from diloti_qt.scorepad.store import PadWriter, finished_pad, load_pad
from diloti_qt.storage.notice import Notice
from diloti_qt.storage.recorder import HistoryWriter
from diloti_qt.ui.announcer import announce
from diloti_qt.ui.buddy_names import name_labels
from diloti_qt.ui.fitted_pages import FittedPages
from diloti_qt.ui.question import ask
from diloti_qt.ui.table_look import ERROR_INK, dress, heading, show_page

from .new_game import profile_texts
from .score_pad_form import (
    RoundForm,
    paint,
    problem_field,
    problem_text,
    scaled_font,
    target_line,
)
from .score_pad_setup import PadSetup
from .score_sheet import INK, PAPER

FONT_SCALE = 1.5  # read from a chair's distance on a laptop in a café


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScorePad", text)


class PadSheet(QTableWidget):
    """The rounds so far, a row each: who dealt, each side's points and running total.
    Enter on a round asks to correct it (and does not reach the dialog's default button)."""

    correct_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 6, parent)
        self.setObjectName("padSheet")
        paint(self, INK, PAPER)
        # its header on paper too: on the felt's button colour the ink was dark on dark
        header = self.horizontalHeader()
        palette = header.palette()
        for role, colour in ((QPalette.ColorRole.Button, QColor(PAPER).darker(110)),
                             (QPalette.ColorRole.ButtonText, QColor(INK)),
                             (QPalette.ColorRole.WindowText, QColor(INK))):
            palette.setColor(role, colour)
        header.setPalette(palette)
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setTabKeyNavigation(False)
        self.setWordWrap(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.itemActivated.connect(lambda item: self.correct_requested.emit(item.row()))

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_F2):
            if self.currentRow() >= 0:
                self.correct_requested.emit(self.currentRow())
            event.accept()
            return
        super().keyPressEvent(event)

    def show_pad(self, pad: ScorePad) -> None:
        names = pad.side_names()
        self.setHorizontalHeaderLabels([
            _tr("Round"), _tr("Deals"), names[0], _tr("Total"), names[1], _tr("Total")])
        self.setAccessibleName(_tr("Score sheet"))
        sheet = pad.sheet()
        self.setRowCount(len(sheet))
        bold = scaled_font(self, 1.0, bold=True)
        for r, scored in enumerate(sheet):
            cells = (str(scored.number), pad.players[scored.dealer],
                     str(scored.points[0]), str(scored.totals[0]),
                     str(scored.points[1]), str(scored.totals[1]))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                if c != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                if c in (3, 5):
                    item.setFont(bold)
                self.setItem(r, c, item)
        if sheet:
            self.setCurrentCell(len(sheet) - 1, 0)
            self.scrollToBottom()
        # every column in sight, whatever the names and the language
        self.setMinimumWidth(self.horizontalHeader().length() + 2 * self.frameWidth()
                             + self.verticalScrollBar().sizeHint().width())


class ScorePadDialog(QDialog):
    """The setup page, then the pad: the round form beside the sheet. Every change is saved
    at once (off this thread); a won pad is handed to `recorder` (the history worker, which
    writes it off this thread and keeps it queued while the history cannot be written) as
    played with real cards, again after a correction, and taken out when a correction takes
    the win back. Without a recorder nothing goes into the history."""

    _write_failed = Signal(object)  # a Notice, from the writer's or the recorder's thread

    def __init__(self, recorder: HistoryWriter | None = None, writer: PadWriter | None = None,
                 pad: ScorePad | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        dress(self)  # the table's look: its felt's palette and headings
        self.setObjectName("scorePadDialog")
        self.setWindowTitle(_tr("Score pad"))
        self.setSizeGripEnabled(True)
        self.setFont(scaled_font(self, FONT_SCALE))
        self.recorder = recorder
        self.in_history = False  # the pad's win was handed to the recorder (and not taken out)
        self.writer = writer or PadWriter(failed=self._write_failed.emit)
        self._write_failed.connect(self._show_notice)
        self.pad: ScorePad | None = None
        self.form: RoundForm | None = None
        self.closed = False
        self.new_pad_box: QMessageBox | None = None

        layout = QVBoxLayout(self)
        self.pages = FittedPages()
        layout.addWidget(self.pages)
        self.setup = PadSetup()
        self.setup.layout().insertWidget(0, heading(_tr("A new score pad"), self))
        self.setup.start_requested.connect(self.start)
        self.pages.addWidget(self.setup)
        self.pad_page = QWidget()
        self.pages.addWidget(self.pad_page)
        self._build_pad_page()
        self.status = QLabel()
        self.status.setObjectName("padStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)

        if pad is None:
            loaded = load_pad(self.writer.path)
            pad = loaded.value
            for notice in loaded.notices:
                self._show_notice(notice)
        if pad is not None:
            self.show_pad(pad)
        else:
            self.show_setup()
        name_labels(self)

    # -- building -----------------------------------------------------------------------------
    def _build_pad_page(self) -> None:
        page = QVBoxLayout(self.pad_page)
        page.setContentsMargins(0, 0, 0, 0)
        self.heading = heading("", self)
        page.addWidget(self.heading)
        self.rules_label = QLabel()
        page.addWidget(self.rules_label)
        self.row = QHBoxLayout()
        self.row.setSpacing(18)
        page.addLayout(self.row, 1)
        right = QVBoxLayout()
        self.sheet = PadSheet()
        self.sheet.correct_requested.connect(self.correct)
        right.addWidget(self.sheet, 1)
        line, self.target_line = target_line()
        right.addWidget(line)
        self.row.addLayout(right, 1)
        self.message = QLabel()
        self.message.setObjectName("padMessage")
        self.message.setWordWrap(True)
        paint(self.message, ERROR_INK)
        self.message.setAccessibleName(_tr("What is wrong with the entry"))
        page.addWidget(self.message)

        buttons = QHBoxLayout()
        self.add_button = QPushButton(_tr("&Add the round"))
        self.add_button.setObjectName("padAdd")
        self.add_button.setDefault(True)
        self.add_button.clicked.connect(self.add)
        self.cancel_button = QPushButton(_tr("Cancel the co&rrection"))
        self.cancel_button.clicked.connect(self.cancel_correction)
        self.correct_button = QPushButton(_tr("&Correct a round"))
        self.correct_button.setToolTip(_tr("The round chosen in the sheet (Enter on it)"))
        self.correct_button.clicked.connect(lambda: self.correct(self.sheet.currentRow()))
        self.remove_button = QPushButton(_tr("&Delete the last round"))
        self.remove_button.clicked.connect(self.remove_last)
        self.new_button = QPushButton(_tr("&New pad…"))
        self.new_button.clicked.connect(self.ask_new_pad)
        close = QPushButton(_tr("Close"))
        close.clicked.connect(self.close)
        for button in (self.add_button, self.cancel_button, self.correct_button,
                       self.remove_button, self.new_button, close):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        buttons.insertStretch(2, 1)
        page.addLayout(buttons)
        QShortcut(QKeySequence(Qt.Key.Key_F6), self, activated=self._switch_focus)

    # -- pages --------------------------------------------------------------------------------
    def show_setup(self) -> None:
        show_page(self, self.pages, self.setup)
        self.setup.start_button.setDefault(True)
        self.add_button.setDefault(False)
        self.setup.name_edits[0].setFocus(Qt.FocusReason.ShortcutFocusReason)

    def start(self) -> None:
        """A new pad from the setup page."""
        self.show_pad(self.setup.pad())
        self._save()

    def show_pad(self, pad: ScorePad) -> None:
        self.pad = pad
        self.in_history = pad.over  # a pad won in an earlier session was recorded then
        if self.form is not None:
            self.row.removeWidget(self.form)
            self.form.deleteLater()
        self.form = RoundForm(pad.side_names(), self.pad_page)
        self.form.changed.connect(self._draft_changed)
        self.row.insertWidget(0, self.form, 0)
        QWidget.setTabOrder(self.form.chain[-1], self.add_button)
        show_page(self, self.pages, self.pad_page)
        self.setup.start_button.setDefault(False)
        self.add_button.setDefault(True)
        self.form.set_entry(pad.draft)
        self.sheet.show_pad(pad)
        self._refresh()
        name_labels(self.form)  # a new form: its labels are new
        self._focus_entry()

    # -- what the person does -----------------------------------------------------------------
    def add(self) -> None:
        """Add the round typed (or save the correction); refused entries say why."""
        pad = self.pad
        entry = self.form.entry()
        correcting = pad.correcting
        try:
            if correcting is None:
                scored = pad.add_round(entry)
            else:
                scored = pad.correct_round(correcting, entry)
        except PadError as e:
            self._refuse(e)
            return
        self.form.set_entry(pad.draft)
        self._changed()
        if correcting is None:
            self.status.setText(_tr("Round {n} added: {a} to {b}.").format(
                n=scored.number, a=scored.points[0], b=scored.points[1]))
        else:
            self.status.setText(_tr("Round {n} corrected.").format(n=scored.number))
        self._focus_entry()

    def correct(self, index: int) -> None:
        """Put round `index` into the form to be corrected."""
        try:
            self.form.set_entry(self.pad.start_correcting(index))
        except PadError as e:
            self._refuse(e)
            return
        self._changed(sheet=False)
        self._focus_entry()

    def cancel_correction(self) -> None:
        self.pad.cancel_correcting()
        self.form.set_entry(self.pad.draft)
        self._changed(sheet=False)
        self._focus_entry()

    def remove_last(self) -> None:
        try:
            entry = self.pad.remove_last_round()
        except PadError as e:
            self._refuse(e)
            return
        self.form.set_entry(entry)
        self._changed()
        self.status.setText(_tr("The last round is back in the form: type it again, or "
                                "change it."))
        self._focus_entry()

    def ask_new_pad(self) -> None:
        """A new pad; a match not finished is thrown away only when the person says so."""
        if self.pad is None or not self.pad.rounds or self.pad.over:
            self.new_pad()
            return
        self.new_pad_box = ask(
            self, "newPadBox", _tr("Start a new pad?"),
            _tr("This match is not finished. Throw its pad away and start a new one?"),
            _tr("&Throw it away"), _tr("&Keep it"), self._new_pad_answered)

    def _new_pad_answered(self, go: bool) -> None:
        self.new_pad_box = None
        if go:
            self.new_pad()

    def new_pad(self) -> None:
        self.pad = None
        self.writer.clear()
        self.status.setText("")
        self.show_setup()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Esc leaves a correction first; then it closes (the pad stays saved)."""
        if (event.key() == Qt.Key.Key_Escape and self.pad is not None
                and self.pad.correcting is not None):
            self.cancel_correction()
            return
        super().keyPressEvent(event)

    def done(self, result: int) -> None:
        if not self.closed:
            self.closed = True
            self.writer.close()  # everything typed is on disk
        super().done(result)

    # -- keeping the pad ----------------------------------------------------------------------
    def _draft_changed(self) -> None:
        self.pad.draft = self.form.entry()
        self._say_problem("")
        self._show_preview()
        self._save()

    def _changed(self, sheet: bool = True) -> None:
        """After a round changed: save, show, and keep the history's record in step."""
        self._say_problem("")
        self._save()
        if sheet:
            self.sheet.show_pad(self.pad)
            self._record()
        self._refresh()

    def _save(self) -> None:
        if self.pad is not None and not self.closed:
            self.writer.save(self.pad)

    def _record(self) -> None:
        """A won pad goes into the history (a correction replaces it); a correction that
        takes the win back takes it out again. Both are queued: nothing waits here."""
        pad, recorder = self.pad, self.recorder
        if recorder is None:
            return
        if pad.over:
            recorder.record(finished_pad(pad))
        elif self.in_history:
            recorder.remove_pad(pad.id)
        self.in_history = pad.over

    def _refuse(self, error: PadError) -> None:
        names = self.pad.side_names()
        entry = self.form.entry()
        row, side = problem_field(error.problems[0])
        if self.form.isEnabled():
            self.form.focus_field(row, side)
        self._say_problem("\n".join(problem_text(p, names, entry) for p in error.problems))

    def _say_problem(self, text: str) -> None:
        """What is wrong with the entry, shown and (when there is something) said: the
        cursor is on the field to mend, and a screen reader would read only that."""
        self.message.setText(text)
        if text:
            announce(self.message, text, name=False)
        else:
            self.message.setAccessibleDescription("")

    def _show_notice(self, notice: Notice) -> None:
        self.status.setText(notice.render(QCoreApplication.translate))

    # -- showing ------------------------------------------------------------------------------
    def _refresh(self) -> None:
        pad = self.pad
        names = pad.side_names()
        profile = pad.rules.profile
        self.rules_label.setText(_tr("{rules} · to {target}").format(
            rules=profile_texts().get(profile, (profile,))[0], target=pad.target))
        self.target_line.setText(_tr("Total {a} : {b}  ·  target {target}").format(
            a=pad.totals[0], b=pad.totals[1], target=pad.target))
        winner = pad.winner
        correcting = pad.correcting
        if correcting is not None:
            heading = _tr("Correcting round {n} (dealt by {name})").format(
                n=correcting + 1, name=pad.players[pad.dealer_of(correcting)])
        elif winner is not None:
            heading = _tr("{name} wins the match, {a} to {b}!").format(
                name=names[winner], a=pad.totals[winner], b=pad.totals[1 - winner])
        else:
            heading = _tr("Round {n} · {name} deals").format(
                n=len(pad.rounds) + 1, name=pad.players[pad.next_dealer()])
        self.heading.setText(heading)
        if correcting is not None:
            self.form.title.setText(_tr("Round {n}, corrected").format(n=correcting + 1))
        elif winner is None:
            self.form.title.setText(_tr("Round {n}").format(n=len(pad.rounds) + 1))
        else:
            self.form.title.setText(_tr("The match is over"))
        self.form.setEnabled(winner is None or correcting is not None)
        self.add_button.setText(_tr("&Save the correction") if correcting is not None
                                else _tr("&Add the round"))
        self.add_button.setEnabled(self.form.isEnabled())
        self.cancel_button.setVisible(correcting is not None)
        self.correct_button.setEnabled(bool(pad.rounds))
        self.remove_button.setEnabled(bool(pad.rounds) and correcting is None)
        self._show_preview()

    def _show_preview(self) -> None:
        self.form.show_score(self.pad.preview(self.pad.draft), self.pad.target)

    def _focus_entry(self) -> None:
        """The first field of the form; the sheet once the match is won."""
        if self.form.isEnabled():
            self.form.focus_field("cards", 0)
        else:
            self.new_button.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _switch_focus(self) -> None:
        """F6: between the round form and the sheet."""
        if self.sheet.hasFocus() and self.form.isEnabled():
            self.form.focus_field("cards", 0)
        elif self.sheet.rowCount():
            self.sheet.setFocus(Qt.FocusReason.ShortcutFocusReason)


def open_score_pad(window) -> ScorePadDialog:
    """Game ▸ Score pad: one dialog per window, recording through the window's history worker
    (a window without a Session gets a worker of its own for the default history)."""
    dialog = next((d for d in window.findChildren(ScorePadDialog) if not d.closed), None)
    if dialog is None:
        session = window.session
        dialog = ScorePadDialog(session.writer if session is not None else None,
                                parent=window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if session is None:
            recorder = HistoryWriter(lambda _match_id: None, dialog._write_failed.emit)
            for notice in recorder.start():
                window.show_status(notice.render(QCoreApplication.translate))
            dialog.recorder = recorder
            dialog.destroyed.connect(lambda _dialog=None: recorder.close())
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
