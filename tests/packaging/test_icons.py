"""The app icon PNGs, .ico and .icns exist at every size and match the SVG they come from."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage, QImageReader

from tests.packaging import ROOT, load

make_icons = load("make_icons")
ICONS = ROOT / "resources" / "icons"
SVG = ICONS / "diloti-qt.svg"


def mean_difference(a: QImage, b: QImage) -> float:
    """Mean absolute difference per channel (0-255) of two same-sized images."""
    a = a.convertToFormat(QImage.Format.Format_RGBA8888)
    b = b.convertToFormat(QImage.Format.Format_RGBA8888)
    data_a, data_b = bytes(a.constBits()), bytes(b.constBits())
    return sum(abs(x - y) for x, y in zip(data_a, data_b, strict=True)) / len(data_a)


@pytest.mark.parametrize("size", make_icons.SIZES)
def test_png_exists_and_matches_the_svg(qapp, size: int) -> None:
    path = make_icons.png_path(ICONS, size)
    assert path.is_file(), f"missing {path}: run python packaging/make_icons.py"
    committed = QImage(str(path))
    assert (committed.width(), committed.height()) == (size, size)
    assert committed.hasAlphaChannel()
    fresh = make_icons.render(SVG, size)
    assert (fresh.width(), fresh.height()) == (size, size)
    assert mean_difference(committed, fresh) < 2.0, \
        f"{path} differs from the SVG: run python packaging/make_icons.py"


@pytest.mark.parametrize(("name", "sizes"), [
    ("diloti-qt.ico", sorted(make_icons.ICO_SIZES)),
    ("diloti-qt.icns", sorted(size for _, size in make_icons.ICNS_TYPES)),
])
def test_platform_icon_holds_every_size(qapp, name: str, sizes: list[int]) -> None:
    reader = QImageReader(str(ICONS / name))
    found = []
    for index in range(reader.imageCount()):
        assert reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull(), reader.errorString()
        assert image.width() == image.height()
        found.append(image.width())
    assert sorted(found) == sizes


def test_make_icons_writes_the_committed_files(qapp) -> None:
    fresh = make_icons.outputs(SVG, ICONS)
    assert set(fresh) == {make_icons.png_path(ICONS, s) for s in make_icons.SIZES} | {
        ICONS / "diloti-qt.ico", ICONS / "diloti-qt.icns"}
    for path, data in fresh.items():
        assert path.is_file()
        assert data[:4] in (b"\x89PNG", b"\x00\x00\x01\x00", b"icns")
