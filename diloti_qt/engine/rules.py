"""Rule profiles and house-rule variants (RULES sections V and P)."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType

from .echo import show

# Variant id -> allowed values; the first is the pagat-2p default. V-TARGET is any positive int.
VARIANTS: dict[str, tuple] = {
    "V-MUST-CAPTURE": ("no", "yes"),
    "V-FORCED-SUMS": ("no", "yes"),
    "V-SWEEP": ("no", "yes"),
    "V-TRIPLE-FACES": ("redeal", "capture-all"),
    "V-SELF-RAISE": ("no", "yes"),
    "V-RAISE-TABLE-CARDS": ("no", "yes"),
    "V-JOIN-FAMILY": ("yes", "no"),
    "V-SOI-LOCKED": ("no", "yes"),
    "V-FIRST-XERI": ("no", "yes"),
    "V-TARGET": (61, 101),
    "V-DIRECTION": ("counter-clockwise", "clockwise"),
}

DEFAULTS = {vid: options[0] for vid, options in VARIANTS.items()}

_TAVERNA = {
    "V-MUST-CAPTURE": "yes",
    "V-FORCED-SUMS": "yes",
    "V-TRIPLE-FACES": "capture-all",
    "V-SOI-LOCKED": "yes",
}

# Profile -> (players, variants that differ from the defaults).
PROFILES: dict[str, tuple[int, dict]] = {
    "pagat-2p": (2, {}),
    "taverna-2p": (2, _TAVERNA),
    "taverna-4p": (4, _TAVERNA),
    "partnership-4p": (4, {}),
}

DEFAULT_PROFILE = "pagat-2p"


def check_variant(vid: str, value: object) -> None:
    """Raise ValueError unless `value` is allowed for variant `vid`."""
    if vid not in VARIANTS:
        raise ValueError(f"unknown variant {show(vid)}")
    if vid == "V-TARGET":
        if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
            raise ValueError(f"{vid} must be a positive integer, not {show(value)}")
    elif value not in VARIANTS[vid]:
        allowed = ", ".join(VARIANTS[vid])
        raise ValueError(f"{vid} must be one of {allowed}, not {show(value)}")


@dataclass(frozen=True)
class Rules:
    """A game's rules: a profile name plus every variant's value."""

    profile: str = DEFAULT_PROFILE
    variants: MappingProxyType = field(default_factory=lambda: MappingProxyType(dict(DEFAULTS)))

    # Flags derived once, read in the hot paths.
    players: int = field(init=False, compare=False)
    must_capture: bool = field(init=False, compare=False)
    forced_sums: bool = field(init=False, compare=False)
    sweep: bool = field(init=False, compare=False)
    triple_capture_all: bool = field(init=False, compare=False)
    self_raise: bool = field(init=False, compare=False)
    raise_table_cards: bool = field(init=False, compare=False)
    join_family: bool = field(init=False, compare=False)
    soi_locked: bool = field(init=False, compare=False)
    first_xeri: bool = field(init=False, compare=False)
    target: int = field(init=False, compare=False)

    def __post_init__(self) -> None:
        v = self.variants
        flags = {
            "players": PROFILES[self.profile][0],
            "must_capture": v["V-MUST-CAPTURE"] == "yes",
            "forced_sums": v["V-FORCED-SUMS"] == "yes",
            "sweep": v["V-SWEEP"] == "yes",
            "triple_capture_all": v["V-TRIPLE-FACES"] == "capture-all",
            "self_raise": v["V-SELF-RAISE"] == "yes",
            "raise_table_cards": v["V-RAISE-TABLE-CARDS"] == "yes",
            "join_family": v["V-JOIN-FAMILY"] == "yes",
            "soi_locked": v["V-SOI-LOCKED"] == "yes",
            "first_xeri": v["V-FIRST-XERI"] == "yes",
            "target": v["V-TARGET"],
        }
        for name, value in flags.items():
            object.__setattr__(self, name, value)

    def __hash__(self) -> int:
        return hash((self.profile, tuple(sorted(self.variants.items()))))

    def __reduce__(self):
        # MappingProxyType does not pickle; rebuild from the profile and overrides.
        return (Rules.make, (self.profile, self.overrides()))

    @classmethod
    def make(cls, profile: str = DEFAULT_PROFILE, overrides: dict | None = None) -> Rules:
        """Rules of `profile` with `overrides` applied; raises ValueError on bad input."""
        if profile not in PROFILES:
            raise ValueError(f"unknown profile {show(profile)} (one of {', '.join(PROFILES)})")
        values = dict(DEFAULTS)
        values.update(PROFILES[profile][1])
        for vid, value in (overrides or {}).items():
            check_variant(vid, value)
            values[vid] = value
        return cls(profile, MappingProxyType(values))

    @property
    def sides(self) -> int:
        return 2

    def side_of(self, seat: int) -> int:
        """R40: in four-player profiles seats 0, 2 are side 0 and seats 1, 3 side 1."""
        return seat % 2

    def partner_of(self, seat: int) -> int | None:
        """R40: the seat opposite `seat` in four-player profiles; None with two players."""
        return (seat + 2) % 4 if self.players == 4 else None

    def overrides(self) -> dict:
        """Variant values that differ from the profile's defaults."""
        base = dict(DEFAULTS)
        base.update(PROFILES[self.profile][1])
        return {k: v for k, v in self.variants.items() if base[k] != v}

    def to_json(self) -> dict:
        return {"profile": self.profile, "variants": dict(self.variants)}


PAGAT_2P = Rules.make("pagat-2p")
