"""The Diloti rules engine (RULES.md): pure Python, never imports Qt."""

from .api import as_request, check, legal_outcomes, move_sort_key, play
from .cards import card_name, parse_card, pretty
from .check import Request, Verdict
from .lazy import CardReach, card_reach, has_legal_move, iter_legal_moves
from .match import Match, RoundRecord
from .movegen import TooManyMovesError, legal_moves
from .notation import (
    NotationError,
    move_json,
    outcome_json,
    parse_move,
    parse_played,
    parse_position,
    played_json,
    position_json,
)
from .outcome import Deal, MoveOutcome, RoundEnd
from .preview import Preview, group_cards, preview
from .rules import DEFAULTS, PROFILES, VARIANTS, Rules
from .scoring import (
    CARD_POINTS,
    SidePoints,
    card_points,
    match_winner,
    round_points,
    side_breakdown,
    side_points,
)
from .state import (
    Decl,
    Move,
    State,
    TableAfter,
    deal_round,
    owned_by,
    reserve_cards,
    table_after,
    xeri_allowed,
)
from .view import PlayerView
from .vocab import Action, Kind

__all__ = [
    "DEFAULTS", "PROFILES", "VARIANTS", "Action", "Decl", "Match", "Move", "NotationError",
    "Kind", "PlayerView", "Request", "RoundRecord", "Rules", "State", "Verdict", "as_request",
    "card_name", "check", "deal_round", "legal_moves", "legal_outcomes", "match_winner",
    "move_json", "move_sort_key", "outcome_json", "parse_card", "parse_move",
    "parse_position", "play", "position_json", "pretty", "round_points", "side_breakdown",
    # what a move does, and questions that need no list of every move
    "CARD_POINTS", "CardReach", "Preview", "TableAfter", "TooManyMovesError", "card_points",
    "card_reach", "group_cards", "has_legal_move", "iter_legal_moves", "owned_by", "preview",
    "reserve_cards", "table_after", "xeri_allowed",
    # what a move did, once played (State.apply)
    "Deal", "MoveOutcome", "RoundEnd", "SidePoints", "parse_played", "played_json",
    "side_points",
]
