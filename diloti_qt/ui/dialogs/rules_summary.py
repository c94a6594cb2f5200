"""Help ▸ Rules summary: the rules of Diloti on one page."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget


def _tr(text: str) -> str:
    return QCoreApplication.translate("RulesSummary", text)


def summary_html() -> str:
    return _tr(
        "<h2>Diloti (Δηλωτή) in brief</h2>"
        "<p><b>Cards.</b> Ace counts 1, 2–10 their pips. Jacks, queens and kings have no "
        "value: a face card only takes one face card of the same rank.</p>"
        "<p><b>Deal.</b> Six cards each and four face up on the table; when both hands "
        "are empty, six more each until the deck is used up.</p>"
        "<p><b>Your turn: one card, one action.</b></p>"
        "<ul>"
        "<li><b>Take</b> (μαζεύω): a card takes table cards of its value, loose cards "
        "that add up to it, and declarations of its value — several groups at once.</li>"
        "<li><b>Declare</b> (δηλώνω): put a card on table cards to build a value up to 10 "
        "that you can take later with another card you hold. 3 on 5 is "
        "«δηλωμένα οχτώ»; 6 on 6 is a family of sixes.</li>"
        "<li><b>Raise</b> (ανεβάζω): add one card to the opponent's simple declaration "
        "and announce the new total, if you hold a card of it.</li>"
        "<li><b>Lay</b> a card (ρίχνω κάτω).</li>"
        "</ul>"
        "<p><b>Obligations.</b> While you own a declaration you may not lay a card nor "
        "start or raise another; you must take it in the end (R28–R30).</p>"
        "<p><b>Xeri</b> (ξερή): a capture that clears the table scores 10.</p>"
        "<p><b>Scoring.</b> Most cards 4, each ace 1, 10♦ 2, 2♣ 1, each xeri 10. "
        "Cards left at the end go to the last player who took. The first side to reach "
        "the target (61 unless you choose otherwise) wins.</p>"
    )


class RulesSummaryDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Rules of Diloti"))
        self.resize(560, 600)
        text = QTextBrowser()
        text.setAccessibleName(_tr("Rules of Diloti"))  # the page a screen reader reads
        text.setOpenExternalLinks(True)
        text.setHtml(summary_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(buttons)
