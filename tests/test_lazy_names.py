"""diloti_qt/lazy_names.py: a package's names loaded when first asked for (PEP 562)."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import ROOT


def test_a_name_is_loaded_when_first_asked_for_and_kept():
    code = (
        "import sys\n"
        "import diloti_qt.controller as c\n"
        "assert 'diloti_qt.controller.game' not in sys.modules\n"
        "from diloti_qt.controller import GameController\n"
        "assert 'diloti_qt.controller.game' in sys.modules\n"
        "assert vars(c)['GameController'] is GameController  # kept: asked once\n"
        "from diloti_qt.controller import words  # a submodule, not a listed name\n"
        "try:\n"
        "    c.nothing_here\n"
        "except AttributeError as e:\n"
        "    assert 'nothing_here' in str(e)\n"
        "else:\n"
        "    raise SystemExit('no AttributeError')\n"
        "import diloti_qt.ui.table.felt\n"
        "assert 'diloti_qt.ui.table.view' not in sys.modules\n"
        "print('ok')\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=60, env={"PYTHONPATH": str(ROOT),
                                                     "QT_QPA_PLATFORM": "offscreen",
                                                     "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr
