"""Help ▸ Rules reference: every rule and house rule by its id, in the app's own words."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLineEdit,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .rulebook import PROFILES, SECTIONS, VARIANTS

translate = QCoreApplication.translate


def _tr(text: str) -> str:
    return QCoreApplication.translate("Rules", text)


def reference_html(query: str = "") -> str:
    """The reference as HTML; with `query`, only the rules whose id or text contains it."""
    q = query.strip().casefold()

    def keep(rid: str, text: str) -> bool:
        return not q or q in rid.casefold() or q in text.casefold()

    def entry(rid: str, text: str) -> str:
        return (f'<p><a name="{rid}"></a><b>{html.escape(rid)}</b>&nbsp; '
                f"{html.escape(text)}</p>")

    heading = html.escape(translate("Rules", "The rules of Diloti (Δηλωτή)"))
    parts = [f"<h2>{heading}</h2>"]
    if not q:
        parts.append("<p>" + html.escape(translate("Rules",
            "Each rule has an id, like R30. The game names it when it refuses a move, "
            "and the lessons of the tutorial cite it.")) + "</p>")
    for title, rules in SECTIONS:
        shown = [(rid, _tr(text)) for rid, text in rules]
        shown = [(rid, text) for rid, text in shown if keep(rid, text)]
        if shown:
            parts.append(f"<h3>{html.escape(_tr(title))}</h3>")
            parts.extend(entry(rid, text) for rid, text in shown)
    variants = [(vid, _tr(text)) for vid, text in VARIANTS]
    variants = [(vid, text) for vid, text in variants if keep(vid, text)]
    if variants:
        heading = html.escape(translate("Rules", "House rules (variants)"))
        parts.append(f"<h3>{heading}</h3>")
        if not q:
            parts.append("<p>" + html.escape(translate("Rules",
                "Tables differ. Choose the house rules in the New match dialog; "
                "each game keeps the rules it started with.")) + "</p>")
        parts.extend(entry(vid, text) for vid, text in variants)
    profiles = [(pid, _tr(text)) for pid, text in PROFILES]
    profiles = [(pid, text) for pid, text in profiles if keep(pid, text)]
    if profiles:
        heading = html.escape(translate("Rules", "Rule sets"))
        parts.append(f"<h3>{heading}</h3>")
        parts.extend(entry(pid, text) for pid, text in profiles)
    if len(parts) == 1:
        parts.append("<p>" + html.escape(translate("Rules", "No rule matches “{query}”.").format(
            query=query.strip())) + "</p>")
    return "\n".join(parts)


class RulesReferenceDialog(QDialog):
    """A searchable page of all rules; `show_rule("R30")` scrolls to one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesReference")
        self.setWindowTitle(translate("Rules", "Rules reference"))
        self.resize(640, 720)
        self.search = QLineEdit()
        self.search.setObjectName("rulesSearch")
        self.search.setPlaceholderText(translate("Rules", "Search the rules (a word or an id like "
                                                          "R30)"))
        self.search.setAccessibleName(translate("Rules", "Search the rules"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setOpenLinks(False)
        self.browser.setAccessibleName(translate("Rules", "The rules"))
        self.browser.setHtml(reference_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)

    def _filter(self, text: str) -> None:
        self.browser.setHtml(reference_html(text))

    def show_rule(self, rule_id: str) -> None:
        """Scroll to a rule or variant id (clearing any search)."""
        if self.search.text():
            self.search.clear()
        self.browser.scrollToAnchor(rule_id)
