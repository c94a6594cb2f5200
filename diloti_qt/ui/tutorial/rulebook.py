"""The rules of record (RULES.md) in the app's own words, by rule id, for the reference window."""
# ruff: noqa: E501

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

# (section title, [(rule id, text), ...]); translated at display time in the "Rules" context.
SECTIONS: list[tuple[str, list[tuple[str, str]]]] = [
    (QT_TRANSLATE_NOOP("Rules", "Cards and values"), [
        ("R1", QT_TRANSLATE_NOOP("Rules", "One deck of 52 cards, no jokers.")),
        ("R2", QT_TRANSLATE_NOOP("Rules", "The ace counts 1 and the cards 2 to 10 their number. Jacks, queens and kings (face cards, «φιγούρες») have no value: they are never part of a sum or a declaration. A face card takes only a face card of the same rank.")),
        ("R3", QT_TRANSLATE_NOOP("Rules", "Suits matter only for scoring: the 10♦ and the 2♣.")),
    ]),
    (QT_TRANSLATE_NOOP("Rules", "Dealing and turns"), [
        ("R4", QT_TRANSLATE_NOOP("Rules", "The first dealer is drawn by lot; then the deal passes to the other player every round.")),
        ("R5", QT_TRANSLATE_NOOP("Rules", "Each player gets 6 cards, the dealer's opponent first, and 4 cards are turned face up on the table. The other 36 cards are the stock.")),
        ("R6", QT_TRANSLATE_NOOP("Rules", "If 3 or 4 of the opening table cards are face cards of the same rank, the table is dealt again. Hands are kept. (House rule V-TRIPLE-FACES.)")),
        ("R7", QT_TRANSLATE_NOOP("Rules", "When both hands are empty and the stock is not, each player gets 6 more cards; nothing is added to the table. With two players there are 4 deals per round.")),
        ("R8", QT_TRANSLATE_NOOP("Rules", "The dealer's opponent plays first after every deal; then the players take turns.")),
        ("R9", QT_TRANSLATE_NOOP("Rules", "On your turn you play exactly one card and do exactly one thing with it: take, declare (or raise, or add to a family), or lay.")),
    ]),
    (QT_TRANSLATE_NOOP("Rules", "Taking cards"), [
        ("R10", QT_TRANSLATE_NOOP("Rules", "A numeral card takes, in one move, any number of groups worth its value: a loose card of that value, loose cards that add up to it, a whole declaration of that value. Example: a 6 takes a loose 6 and 2 + 4 together.")),
        ("R11", QT_TRANSLATE_NOOP("Rules", "Each table card is used once. You choose the groups; the cards you do not choose stay. You never have to take the most you can (house rules V-SWEEP and V-FORCED-SUMS).")),
        ("R12", QT_TRANSLATE_NOOP("Rules", "Taking with a numeral is optional: a card that could take may be laid instead, unless you own a declaration (R30). (House rule V-MUST-CAPTURE.)")),
        ("R13", QT_TRANSLATE_NOOP("Rules", "A face card played while a face card of its rank lies loose must take exactly one of them; you pick which. It cannot be laid then, never takes two and never takes numerals. With no equal face card on the table it can only be laid.")),
        ("R14", QT_TRANSLATE_NOOP("Rules", "A declaration is taken only whole, only as its own group, and only by a card equal to its value. It is never part of a sum: a 9 does not take a declared 5 with a loose 4, and a 10 does not take a family of nines with an ace.")),
        ("R15", QT_TRANSLATE_NOOP("Rules", "The card you played and the cards you took go face down to your pile. Nobody may look at the piles before the count at the end of the round.")),
    ]),
    (QT_TRANSLATE_NOOP("Rules", "Laying a card"), [
        ("R16", QT_TRANSLATE_NOOP("Rules", "A card laid on the table becomes a new loose card.")),
        ("R17", QT_TRANSLATE_NOOP("Rules", "A face card cannot be laid while an equal face card lies loose (R13). A player who owns a declaration cannot lay any card (R30).")),
    ]),
    (QT_TRANSLATE_NOOP("Rules", "Declarations («δήλωση»)"), [
        ("R18", QT_TRANSLATE_NOOP("Rules", "Every declaration: its value is at most 10; only numerals; at least one table card is used; and afterwards you still hold another card of the announced value, the reserve (the card you played does not count).")),
        ("R19", QT_TRANSLATE_NOOP("Rules", "Simple declaration: your card plus one or more loose numerals adding up exactly to the value. The pile stays on the table as one unit, and you own it. Example: 3 on 5, announced eight.")),
        ("R20", QT_TRANSLATE_NOOP("Rules", "Family declaration: your card and table cards form two or more parts, each worth exactly the value. A part is a loose card of the value, loose cards adding up to it, or one simple declaration of exactly that value (which is absorbed; its owner is released). Two sixes are a family of sixes, worth 6, never 12.")),
        ("R21", QT_TRANSLATE_NOOP("Rules", "Adding to a family: put one or more parts worth its value (your card and loose numerals) on a family of that value, keeping a reserve; you become or stay its owner. An owner may turn its own simple declaration into a family this way. (House rule V-JOIN-FAMILY.)")),
        ("R22", QT_TRANSLATE_NOOP("Rules", "Raise («ανεβάζω»): only a player who owns no declaration may raise a simple one. Put exactly one card from your hand on it and announce the new total, at most 10, keeping a reserve of it. You become the owner and the previous owner is released. Nobody may raise a pile they own; once an opponent has raised your pile it is theirs, and you may raise it back. (House rules V-SELF-RAISE and V-RAISE-TABLE-CARDS.)")),
        ("R23", QT_TRANSLATE_NOOP("Rules", "A family is never raised: its value never changes.")),
        ("R24", QT_TRANSLATE_NOOP("Rules", "Two declarations are never merged in one move, and a simple declaration is never part of a different total: it can only be raised (R22) or absorbed into a family of its exact value (R20).")),
        ("R25", QT_TRANSLATE_NOOP("Rules", "One card may take several declarations of its value at once, each as its own group.")),
    ]),
    (QT_TRANSLATE_NOOP("Rules", "The duties of an owner"), [
        ("R26", QT_TRANSLATE_NOOP("Rules", "The owner of a declaration is the player who made it or last changed it (by raising it or adding to it as a family). A player owns at most one declaration.")),
        ("R27", QT_TRANSLATE_NOOP("Rules", "Your duties end when another player takes your pile or changes it: raises it, absorbs it into a family, or adds to it.")),
        ("R28", QT_TRANSLATE_NOOP("Rules", "While you own a pile you may: take anything you are allowed to with a card other than your reserve; take your own pile (with the reserve, possibly together with other groups); add to your own pile as a family, keeping a reserve.")),
        ("R29", QT_TRANSLATE_NOOP("Rules", "While you own a pile you may not: start another declaration, raise or join another pile, or spend your last reserve card on anything that does not take your own pile.")),
        ("R30", QT_TRANSLATE_NOOP("Rules", "While you own a pile you may not lay a card.")),
        ("R31", QT_TRANSLATE_NOOP("Rules", "So no declaration survives the end of a round: at the latest, the owner's last card takes it.")),
    ]),
    (QT_TRANSLATE_NOOP("Rules", "Xeri («ξερή») and the end of a round"), [
        ("R32", QT_TRANSLATE_NOOP("Rules", "A capture that leaves the table empty is a xeri, worth 10 points.")),
        ("R33", QT_TRANSLATE_NOOP("Rules", "The very first card of a round never scores a xeri, even if it clears the opening table. The first card after a new deal can. (House rule V-FIRST-XERI.)")),
        ("R34", QT_TRANSLATE_NOOP("Rules", "Declaring never scores a xeri: the cards stay on the table.")),
        ("R35", QT_TRANSLATE_NOOP("Rules", "After the last card of the round, the cards left on the table go to the player who took cards last (to the dealer if nobody took any). That is never a xeri. If the last card itself clears the table, it is a xeri.")),
    ]),
    (QT_TRANSLATE_NOOP("Rules", "Scoring and the match"), [
        ("R36", QT_TRANSLATE_NOOP("Rules", "Each round: the most cards 4 points (none if both have 26); each ace 1; the 10♦ 2; the 2♣ 1; each xeri 10. Example: 28 cards, two aces, the 10♦ and one xeri make 4 + 2 + 2 + 10 = 18.")),
        ("R37", QT_TRANSLATE_NOOP("Rules", "Points add up from round to round; the target is 61. (House rule V-TARGET.)")),
        ("R38", QT_TRANSLATE_NOOP("Rules", "After a round: if one side has reached the target, it wins; if both have, the higher total wins; an exact tie plays another round.")),
    ]),
    (QT_TRANSLATE_NOOP("Rules", "Four players"), [
        ("R40", QT_TRANSLATE_NOOP("Rules", "Partners sit opposite each other. Each team shares its captures, card count, xeris and score.")),
        ("R41", QT_TRANSLATE_NOOP("Rules", "The dealer gives 6 cards to each player and turns up 4 table cards; play goes round the table starting next to the dealer, after every deal. There are 2 deals per round. (House rule V-DIRECTION.)")),
        ("R42", QT_TRANSLATE_NOOP("Rules", "Duties are personal: a partner of an owner may lay, take, raise or take the partner's pile like any other player (a raise by the partner makes the partner the owner).")),
        ("R43", QT_TRANSLATE_NOOP("Rules", "The last team to take cards gets the leftovers; the first card of a round never scores a xeri; scoring and the target are counted per team.")),
    ]),
]

# (variant id, what it changes); the options are named in the house-rules dialog.
VARIANTS: list[tuple[str, str]] = [
    ("V-MUST-CAPTURE", QT_TRANSLATE_NOOP("Rules", "Must capture. No (default): a numeral may be laid even if it could take. Yes: a card that could take may not be laid (it may still declare). From the taverna rule that a 10 thrown must take cards adding up to 10.")),
    ("V-FORCED-SUMS", QT_TRANSLATE_NOOP("Rules", "Forced sums («ζ»). No (default). Yes: whoever takes a declaration must also take every loose card or group of loose cards worth its value.")),
    ("V-SWEEP", QT_TRANSLATE_NOOP("Rules", "Sweep. No (default). Yes: a capture with a numeral may not leave a loose card of the same rank on the table.")),
    ("V-TRIPLE-FACES", QT_TRANSLATE_NOOP("Rules", "Three face cards. Redeal (default): three or four equal face cards on the opening table are dealt again (R6). Capture all: three stay, and the fourth card of that rank must take all three together; four are always dealt again.")),
    ("V-SELF-RAISE", QT_TRANSLATE_NOOP("Rules", "Raise your own. No (default). Yes: the owner may raise its own simple declaration.")),
    ("V-RAISE-TABLE-CARDS", QT_TRANSLATE_NOOP("Rules", "Raise with table cards. No (default). Yes: a raise may also add loose table cards; the new value is the old one plus your card plus the added cards, and the pile stays simple.")),
    ("V-JOIN-FAMILY", QT_TRANSLATE_NOOP("Rules", "Join a family. Yes (default): anyone allowed to declare may add to any family of the exact value and becomes its owner. No: only the owner adds to its family (absorbing a simple declaration into a new family stays open to all).")),
    ("V-SOI-LOCKED", QT_TRANSLATE_NOOP("Rules", "Locked «σόι». No (default). Yes: a family made of exactly two equal single cards can never be added to.")),
    ("V-FIRST-XERI", QT_TRANSLATE_NOOP("Rules", "First-card xeri. No (default): R33. Yes: the first card of a round can score a xeri.")),
    ("V-TARGET", QT_TRANSLATE_NOOP("Rules", "Target. 61 (default), 101, or any number of points.")),
    ("V-DIRECTION", QT_TRANSLATE_NOOP("Rules", "Direction (four players). Counter-clockwise (default, the Greek way) or clockwise. Only the drawing of the table changes, never the rules.")),
]

PROFILES: list[tuple[str, str]] = [
    ("pagat-2p", QT_TRANSLATE_NOOP("Rules", "Two players, every house rule at its default (the rules on pagat.com).")),
    ("taverna-2p", QT_TRANSLATE_NOOP("Rules", "Two players, as in a Greek taverna: must capture, forced sums, three face cards captured together, locked σόι.")),
    ("taverna-4p", QT_TRANSLATE_NOOP("Rules", "Four players in two teams, with the taverna house rules.")),
    ("partnership-4p", QT_TRANSLATE_NOOP("Rules", "Four players in two teams, every house rule at its default.")),
]


def rule_text(rule_id: str) -> str | None:
    """The English text of a rule or variant id, or None if there is no such id."""
    for _title, rules in SECTIONS:
        for rid, text in rules:
            if rid == rule_id:
                return text
    for vid, text in VARIANTS:
        if vid == rule_id:
            return text
    return None
