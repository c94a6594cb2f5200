"""The packages the window's first frame passes through export nothing (issue 39: no
lazy-name machinery): each name is imported from the module that holds it, and a light
module of a package does not load the heavy ones beside it."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import ROOT


def test_light_modules_load_nothing_heavy_and_the_packages_export_nothing():
    code = (
        "import sys\n"
        "import diloti_qt.controller.pace, diloti_qt.ui.table.felt, diloti_qt.storage.settings\n"
        "heavy = ('diloti_qt.controller.game', 'diloti_qt.ui.table.view',\n"
        "         'diloti_qt.storage.history', 'diloti_qt.storage.savegame')\n"
        "assert not [m for m in heavy if m in sys.modules], [m for m in heavy if m in sys.modules]\n"
        "import diloti_qt.controller as c, diloti_qt.ui.table as t, diloti_qt.storage as s\n"
        "for package, name in ((c, 'GameController'), (t, 'TableView'), (s, 'SettingsStore')):\n"
        "    assert not hasattr(package, '__getattr__'), package\n"
        "    assert not hasattr(package, name), (package, name)\n"
        "print('ok')\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=60, env={"PYTHONPATH": str(ROOT),
                                                     "QT_QPA_PLATFORM": "offscreen",
                                                     "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr
