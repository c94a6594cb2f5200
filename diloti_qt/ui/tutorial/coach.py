"""The coach: while you play, it explains your duty, the opponent's and why a move was refused."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from diloti_qt.controller import one_card, words
from diloti_qt.engine import Move, reserve_cards
from diloti_qt.engine.cards import pretty

from ..table.decor import GOLD
from .rulebook import rule_text

RULE_IDS = re.compile(r"\b(R\d+|V-[A-Z]+(?:-[A-Z]+)*)\b")


translate = QCoreApplication.translate


def _cards(cards) -> str:
    return ", ".join(pretty(c) for c in sorted(cards))


def your_duty(controller) -> str:
    """What the human's own declaration obliges them to do now (R26–R30), or ''."""
    state = controller.state
    seat = controller.human
    d = state.owned_by(seat)
    if d is None:
        return ""
    reserves = reserve_cards(state.hands[seat], d.value)
    what = (translate("Coach", "a family of {plural}").format(plural=words.plural_value(d.value))
            if d.family else str(d.value))
    lines = [
        translate("Coach", "You declared {what}, so the pile is yours until someone takes it or "
                           "changes "
            "it (R26, R27).").format(what=what),
        translate("Coach", "You must take it in the end with a {value}; you hold {cards} "
                  "(R18).").format(value=d.value, cards=_cards(reserves)),
        translate("Coach", "Until then you may not lay a card (R30), and you may not start, raise "
                           "or join "
            "another declaration (R29)."),
        translate("Coach", "You may take other cards with a card that is not your reserve, take "
                           "your pile, "
            "or add another {value} to it (R28).").format(value=d.value),
    ]
    if len(reserves) == 1:
        lines.append(translate("Coach", "{card} is your last {value}: spend it only on a move "
                                        "that takes "
                         "your declaration (R29).").format(card=pretty(reserves[0]),
                                                           value=d.value))
    return " ".join(lines)


def _moves_onto(controller, cards) -> list[Move]:
    """The human's moves (on its turn) that use all of `cards`, card by card in hand order:
    one_card.for_drop, at most one_card.LIST_LIMIT per card looked at in full order."""
    if not controller.is_human_turn():
        return []
    state, target = controller.state, frozenset(cards)
    return [m for card in state.hands[controller.human]
            for m in one_card.for_drop(state, card, target, shown=one_card.LIST_LIMIT).moves]


def their_duties(controller) -> list[str]:
    """For each opponent's declaration: what it forces on its owner and what you can do."""
    state = controller.state
    human = controller.human
    out = []
    mine = state.owned_by(human)
    for d in state.sorted_decls():
        if d.owner == human:
            continue
        who = controller.seat_name(d.owner)
        partner = controller.is_partner(d.owner)
        what = (translate("Coach", "a family of {plural}").format(
            plural=words.plural_value(d.value)) if d.family else str(d.value))
        text = translate("Coach", "{who} declared {what}. The owner must keep a {value} to take "
                                  "it, may not "
                   "lay a card, and may not start or raise another declaration (R18, R29, R30)."
                   ).format(who=who, what=what, value=d.value)
        if partner:
            text += " " + translate("Coach", "Duties are personal: you may still take or raise "
                                             "your "
                              "partner's pile (R42).")
        onto = _moves_onto(controller, d.cards)
        takes = [m for m in onto if m.action == "capture"]
        changes = [m for m in onto if m.action == "declare"]
        if takes:
            text += " " + translate("Coach", "You can take it: {move}.").format(
                move=controller.describe(takes[0]))
        elif controller.is_human_turn():
            text += " " + translate("Coach", "Only a card of value {value} takes it, and only "
                                             "whole (R14)."
                              ).format(value=d.value)
        raises = [m for m in changes if m.kind == "raise"]
        if raises:
            text += " " + translate("Coach", "You can raise it: {move} (R22).").format(
                move=controller.describe(raises[0]))
        elif not d.family and mine is not None:
            text += " " + translate("Coach", "You own a declaration, so you may not raise it "
                                             "(R22).")
        elif d.family:
            text += " " + translate("Coach", "A family is never raised (R23).")
        out.append(text)
    return out


def rules_explained(text: str) -> str:
    """Each rule id cited in `text`, with the rule itself, one per line."""
    seen: list[str] = []
    for rid in RULE_IDS.findall(text):
        if rid not in seen and rule_text(rid) is not None:
            seen.append(rid)
    return "\n".join(translate("Coach", "{id}: {rule}").format(
        id=rid, rule=QCoreApplication.translate("Rules", rule_text(rid))) for rid in seen)


class CoachPanel(QWidget):
    """A dock page that follows a GameController and explains the obligations in play."""

    rule_clicked = Signal(str)

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coachPanel")
        self.controller = controller
        self.duty = self._label("coachDuty")
        self.theirs = self._label("coachTheirs")
        self.refusal = self._label("coachRefusal")
        self.refusal_text = ""
        layout = QVBoxLayout(self)
        for label in (self.duty, self.theirs, self.refusal):
            layout.addWidget(label)
        layout.addStretch(1)
        controller.state_changed.connect(self.refresh)
        controller.illegal_move.connect(self.explain_refusal)
        self.refresh()

    def _label(self, name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        label.linkActivated.connect(self.rule_clicked)
        return label

    def explain_refusal(self, sentence: str, rules: str = "") -> None:
        """Why a move was refused, with the text of each rule it cites."""
        full = sentence
        if rules and rules not in sentence:
            full = translate("Coach", "{sentence} ({rules})").format(sentence=sentence, rules=rules)
        if not RULE_IDS.search(full):
            return
        self.refusal_text = full
        explained = rules_explained(full)
        body = html.escape(full)
        if explained:
            body += "<br><small>" + "<br>".join(
                _linked(line) for line in explained.split("\n")) + "</small>"
        heading = html.escape(translate("Coach", "Why not"))
        self.refusal.setText(f"<b>{heading}</b><br>{body}")
        self.refusal.show()

    def status_message(self, text: str) -> None:
        """Table messages: those that cite a rule are refusals worth explaining."""
        if RULE_IDS.search(text):
            self.explain_refusal(text)

    def refresh(self) -> None:
        c = self.controller
        if c.match is None:
            self.duty.setText(html.escape(translate("Coach", "Start a match: the coach explains "
                                                             "the "
                                              "declarations in play as you go.")))
            self.theirs.hide()
            self.refusal.hide()
            return
        duty = your_duty(c)
        if not duty:
            duty = translate("Coach", "You own no declaration: on your turn you may take, "
                                      "declare, raise or "
                       "lay a card (R9).")
        heading = html.escape(translate("Coach", "Your duty"))
        self.duty.setText(f"<b>{heading}</b><br>"
                          + _link_ids(html.escape(duty)))
        theirs = their_duties(c)
        if theirs:
            heading = html.escape(translate("Coach", "Declarations in play"))
            self.theirs.setText(f"<b>{heading}</b><br>"
                                + "<br>".join(_link_ids(html.escape(t)) for t in theirs))
            self.theirs.show()
        else:
            self.theirs.hide()


def _link_ids(escaped: str) -> str:
    # the colour in the link itself: the side panel's style sheet gives its labels Qt's
    # default link blue, about 1:1 on the dark felt
    return RULE_IDS.sub(
        lambda m: f'<a href="{m.group(1)}" style="color:{GOLD.name()}">{m.group(1)}</a>',
        escaped)


def _linked(line: str) -> str:
    return _link_ids(html.escape(line))
