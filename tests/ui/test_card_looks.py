"""The deck's looks on the table: every card and both backs render at any size and DPR from
the vector files, the court cards are drawn double-headed figures, and the table uses the
back and the felt chosen in the preferences."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage, QTransform

from diloti_qt.engine.cards import parse_card
from diloti_qt.storage.settings import SettingsStore
from diloti_qt.ui.table.cards import BACKS, CardRenderer
from diloti_qt.ui.table_look import FELT_COLOURS

from .test_app_driver import make_window, show, start

WIDTHS = (24, 63, 110, 180, 320)
COURTS = [f"{rank}{suit}" for rank in "JQK" for suit in "SHDC"]


def opaque_share(image: QImage) -> float:
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    w, h = image.width(), image.height()
    step = max(1, min(w, h) // 40)
    seen = [image.pixelColor(x, y).alpha() == 255 for y in range(0, h, step)
            for x in range(0, w, step)]
    return sum(seen) / len(seen)


FLESH = QColor("#fbe0c4")  # the figures' faces and hands (tools/deck_court.py)


def flesh_share(image: QImage, top: bool) -> float:
    """The share of the top (or bottom) half's pixels in the figures' flesh colour."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    h = image.height() // 2
    rows = range(0, h) if top else range(image.height() - h, image.height())
    count = total = 0
    for y in rows:
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            total += 1
            count += (abs(c.red() - FLESH.red()) + abs(c.green() - FLESH.green())
                      + abs(c.blue() - FLESH.blue())) < 6
    return count / total


@pytest.mark.parametrize("four_colour", [False, True], ids=["two-colour", "four-colour"])
def test_every_card_and_both_backs_render_at_every_size_and_dpr(qapp, four_colour):
    renderer = CardRenderer()
    renderer.four_colour = four_colour
    for back in BACKS:
        renderer.back = back
        for width in WIDTHS:
            for dpr in (1.0, 2.0):
                for card in [None, *range(52)]:
                    pm = renderer.pixmap(card, width, dpr)
                    px = round(width * dpr)
                    assert (pm.width(), pm.height()) == (px, round(px * 1.4)), (card, width)
                    assert pm.devicePixelRatio() == dpr
                    image = pm.toImage()
                    centre = image.pixelColor(px // 2, round(px * 0.7))
                    assert centre.alpha() == 255, (card, width, dpr)
                    assert opaque_share(image) > 0.8, (card, width, dpr)
            renderer.clear()


@pytest.mark.parametrize("name", COURTS)
def test_court_cards_are_coloured_double_headed_figures(qapp, name):
    image = CardRenderer().pixmap(parse_card(name), 200, 1.0).toImage()
    # A face (and hands) at each end: the old placeholder, a crown over a letter, had none.
    faces = (flesh_share(image, top=True), flesh_share(image, top=False))
    assert min(faces) > 0.01, faces
    difference = mean_difference(image, image.transformed(QTransform().rotate(180)))
    assert difference < 4, difference  # the same figure, its head at each end


def test_the_four_suits_dress_their_figures_differently(qapp):
    renderer = CardRenderer()
    kings = [renderer.pixmap(parse_card(f"K{s}"), 120, 1.0).toImage() for s in "SHDC"]
    differences = [mean_difference(a, b) for i, a in enumerate(kings) for b in kings[i + 1:]]
    assert min(differences) > 10, differences


def mean_difference(a: QImage, b: QImage) -> float:
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    total = count = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            p, q = a.pixelColor(x, y), b.pixelColor(x, y)
            total += abs(p.red() - q.red()) + abs(p.green() - q.green()) + abs(p.blue() - q.blue())
            count += 1
    return total / (3 * count)


def sharpness(image: QImage) -> float:
    """Mean brightness step between neighbouring pixels: blur lowers it."""
    image = image.convertToFormat(QImage.Format.Format_Grayscale8)
    total = 0
    for y in range(0, image.height(), 3):
        row = [image.pixelColor(x, y).value() for x in range(image.width())]
        total += sum(abs(p - q) for p, q in zip(row, row[1:], strict=False))
    return total / (image.width() * image.height() / 3)


@pytest.mark.parametrize("name", ["KS", "QH", "JD", None])
def test_a_high_dpr_card_is_drawn_from_the_vector_not_scaled_up(qapp, name):
    renderer = CardRenderer()
    card = None if name is None else parse_card(name)
    sharp = renderer.pixmap(card, 110, 2.0).toImage()
    scaled = renderer.pixmap(card, 110, 1.0).toImage().scaled(
        sharp.size(), Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation)
    figures = (sharpness(sharp), sharpness(scaled))
    assert figures[0] > 1.15 * figures[1], figures


def test_the_chosen_back_and_felt_are_used_by_the_table(qtbot):
    store = SettingsStore()
    store.load()
    window = make_window(qtbot, store=store)
    start(window, seed=5)
    show(qtbot, window)
    scene = window.table.table
    window.table.finish_motion()

    def shown():
        return window.table.grab().toImage()

    def back_of_a_face_down_card(image: QImage) -> QColor:
        sprite = next(s for s in scene.sprites.values() if not s.face_up and s.isVisible())
        rect = window.table.mapFromScene(sprite.sceneBoundingRect()).boundingRect()
        return image.pixelColor(rect.center() + QPoint(0, rect.height() // 4))

    def felt(image: QImage) -> QColor:
        return image.pixelColor(8, image.height() // 2)

    blue = back_of_a_face_down_card(shown())
    assert blue.blue() > blue.red() + 30
    window.apply_settings({"card_back": "laurel", "table_colour": "dark"})
    window.table.finish_motion()
    image = shown()
    red = back_of_a_face_down_card(image)
    assert red.red() > red.blue() + 30
    dark, wanted = felt(image), QColor(FELT_COLOURS["dark"])
    assert max(dark.red(), dark.green(), dark.blue()) < 70
    assert abs(dark.red() - wanted.red()) < 40 and abs(dark.green() - wanted.green()) < 40
    saved = SettingsStore()
    saved.load()
    assert (saved.settings.card_back, saved.settings.table_colour) == ("laurel", "dark")
    window.tutorial_hooks.tutorial_action.trigger()  # lessons are played on the same look
    lessons = window.tutorial_hooks.tutorial_window
    assert lessons.table.table.renderer.back == "laurel"
    assert lessons.table.background == QColor(FELT_COLOURS["dark"])
    lessons.close()
    window.close()


def coverage(image: QImage, *, column: int | None = None, row: int | None = None) -> float:
    """How many pixels of ink lie along one column (or one row): alpha summed, so that
    antialiased edges count in fractions of a pixel."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    if column is not None:
        return sum(image.pixelColor(column, y).alpha() for y in range(image.height())) / 255
    return sum(image.pixelColor(x, row).alpha() for x in range(image.width())) / 255


@pytest.mark.parametrize("width", [111, 63, 118, 131])
def test_a_card_is_drawn_at_one_scale_across_and_down(qapp, tmp_path, width):
    """The card's picture keeps its proportions at every width: where width × 1.4 is not a
    whole number of pixels it is not stretched to the image's rounded height (which also
    took Qt's painter ten times as long for the meander back)."""
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "back.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="250" height="350" '
        'viewBox="0 0 250 350"><rect x="5" y="5" width="240" height="340" fill="#000"/>'
        '</svg>', encoding="utf-8")
    renderer = CardRenderer(tmp_path)
    image = renderer.pixmap(None, width, 1.0).toImage()
    assert (image.width(), image.height()) == (width, round(width * 1.4))
    across = coverage(image, row=image.height() // 2)
    down = coverage(image, column=image.width() // 2)
    scale = width / 250
    assert across == pytest.approx(240 * scale, abs=0.05)
    assert down == pytest.approx(340 * scale, abs=0.05), (down, 340 * scale)
