"""Card flights: one animation clock moves every flying card of a stage, then pauses."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QTimer, QVariantAnimation
from PySide6.QtGui import QTransform

from diloti_qt.presenter.snapshot import TableSnapshot

from .places import Z_FLY, Z_HAND, Place
from .sprite import CardSprite


@dataclass
class Flight:
    """One card's move across the table: where it goes, when, and whether it turns over."""
    sprite: CardSprite
    target: Place
    delay: int = 0
    flip: bool = False  # turn face up in the air (else the face changes on landing)
    start: QPointF | None = None
    start_angle: float = 0.0
    state: int = 0  # 0 waiting, 1 flying, 2 landed


def land(sprite: CardSprite, target: Place) -> None:
    """Put a sprite at its place at once."""
    sprite.setTransform(QTransform())
    sprite.setPos(target.x, target.y)
    sprite.setRotation(target.angle)
    sprite.setZValue(target.z)
    sprite.set_face_up(target.face_up)
    sprite.setVisible(target.visible)
    sprite.set_moving(False)


def wants_flip(sprite: CardSprite, target: Place, dealt: bool = False) -> bool:
    """A face-down card turns up in the air unless it is dealt into a hand (it turns up as
    it lands there); one going back to a hand (an undo) shows its face all the way."""
    return not sprite.face_up and target.face_up and (target.z < Z_HAND or not dealt)


def needs_flight(sprite: CardSprite, target: Place) -> bool:
    return (abs(sprite.x() - target.x) > 0.5 or abs(sprite.y() - target.y) > 0.5
            or abs(sprite.rotation() - target.angle) > 0.05)


class Flights(QObject):
    """Runs one stage of flights; `done` is called after the flights and the pause."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._flights: list[Flight] = []
        self._duration = 0
        self._clock = QVariantAnimation(self)
        self._clock.setEasingCurve(QEasingCurve.Type.Linear)
        self._clock.valueChanged.connect(self._tick)
        self._clock.finished.connect(self._landed)
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._paused)
        self._done: Callable[[], None] | None = None
        self._on_land: Callable[[], None] | None = None
        self._easing = QEasingCurve(QEasingCurve.Type.OutCubic)

    def running(self) -> bool:
        return bool(self._flights) or self._pause.isActive()

    def flying(self) -> set[int]:
        """The cards of this stage not yet landed."""
        return {f.sprite.card for f in self._flights if f.state != 2}

    def start(self, flights: list[Flight], duration: int, pause: int,
              on_land: Callable[[], None], done: Callable[[], None]) -> None:
        self._flights = flights
        self._duration = max(1, duration)
        self._on_land, self._done = on_land, done
        self._pause.setInterval(pause)
        for f in flights:
            f.start = f.sprite.pos()
            f.start_angle = f.sprite.rotation()
            if f.flip and f.target.z >= Z_HAND:  # back to a hand: its face from the start
                f.flip = False
                f.sprite.set_face_up(True)
        total = max((f.delay for f in flights), default=0) + self._duration
        self._clock.stop()
        # back to the start first: new values on a clock left at the end of the last stage
        # (or where finish() stopped it) told the new flights they had flown that far, and
        # every card of a stage landed at its first tick
        self._clock.setCurrentTime(0)
        self._clock.setStartValue(0.0)
        self._clock.setEndValue(float(total))
        self._clock.setDuration(total)
        self._clock.start()

    def finish(self) -> None:
        """Land every card now and forget the rest of the stage (its `done` is not called)."""
        self._clock.stop()
        self._pause.stop()
        for f in self._flights:
            land(f.sprite, f.target)
        self._flights = []
        if self._on_land:
            on_land, self._on_land = self._on_land, None
            on_land()
        self._done = None

    def _tick(self, value: float) -> None:
        for f in self._flights:
            if f.state == 2:
                continue
            local = (value - f.delay) / self._duration
            if local <= 0:
                continue
            sprite = f.sprite
            if f.state == 0:
                f.state = 1
                sprite.setVisible(True)
                sprite.set_moving(True)
                sprite.setZValue(Z_FLY + f.target.z * 0.01)
            if local >= 1:
                f.state = 2
                land(sprite, f.target)
                continue
            k = self._easing.valueForProgress(local)
            p = f.start + (QPointF(f.target.x, f.target.y) - f.start) * k
            sprite.setPos(p)
            sprite.setRotation(f.start_angle + _turn(f.start_angle, f.target.angle) * k)
            if f.flip:
                phase = min(1.0, local / 0.7)
                sx = max(0.02, abs(math.cos(math.pi * phase)))
                w = sprite.width
                sprite.setTransform(QTransform().translate(w / 2, 0).scale(sx, 1)
                                    .translate(-w / 2, 0))
                sprite.set_face_up(f.target.face_up if phase >= 0.5 else not f.target.face_up)

    def _landed(self) -> None:
        for f in self._flights:
            if f.state != 2:
                land(f.sprite, f.target)
        self._flights = []
        if self._on_land:
            on_land, self._on_land = self._on_land, None
            on_land()
        if self._pause.interval() > 0:
            self._pause.start()
        else:
            self._paused()

    def _paused(self) -> None:
        done, self._done = self._done, None
        if done:
            done()


def _turn(a: float, b: float) -> float:
    d = (b - a) % 360.0
    return d - 360.0 if d > 180.0 else d


def deal_rank(snap: TableSnapshot, key: int) -> tuple:
    """Dealt one hand after the other, from the seat after the dealer; then the rest."""
    n = snap.players
    for k in range(1, n + 1):
        seat = (snap.dealer + k) % n
        if key in snap.hands[seat]:
            return (snap.hands[seat].index(key), k)
    return (99, key)
