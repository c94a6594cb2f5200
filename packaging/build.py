"""Build the one-folder diloti-qt bundle with PyInstaller and print its size and path."""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "diloti-qt.spec"
NAME = "diloti-qt"
PYINSTALLER = "pyinstaller>=6"
INSTALL_SH = ROOT / "packaging" / "linux" / "install.sh"


def version() -> str:
    """The package version, read without importing the package."""
    text = (ROOT / "diloti_qt" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'__version__ = "([^"]+)"', text)
    assert match, "diloti_qt/__init__.py has no __version__"
    return match.group(1)


def executable(dist: Path) -> Path:
    """The launcher inside the one-folder bundle built into `dist`."""
    suffix = ".exe" if sys.platform == "win32" else ""
    return dist / NAME / f"{NAME}{suffix}"


def folder_size(path: Path) -> int:
    """Bytes taken by the files under `path`, symbolic links counted as links."""
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() or p.is_symlink())


def ensure_pyinstaller(may_install: bool) -> None:
    """Install PyInstaller with pip only when it is missing and installing is allowed."""
    if importlib.util.find_spec("PyInstaller") is not None:
        return
    if not may_install:
        raise SystemExit(f"PyInstaller is not installed: pip install '{PYINSTALLER}' "
                         "(or pip install -e '.[packaging]')")
    print(f"PyInstaller is missing; installing {PYINSTALLER} with pip", flush=True)
    subprocess.run([sys.executable, "-m", "pip", "install", PYINSTALLER], check=True)


def build(dist: Path, work: Path, clean: bool = False) -> Path:
    """Run PyInstaller on the spec; return the bundle folder."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    if clean:
        command.insert(3, "--clean")
    subprocess.run(command, check=True, cwd=ROOT)
    bundle = dist / NAME
    if sys.platform.startswith("linux"):
        shutil.copy2(INSTALL_SH, bundle / INSTALL_SH.name)
    if sys.platform == "win32":
        write_register_cmd(bundle)
    return bundle


def write_register_cmd(bundle: Path) -> Path:
    """register.cmd beside diloti-qt.exe: double-clicked once, links and .diloti files open
    that copy of the game (diloti_qt/platform/registration.py; the Windows install.sh)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from diloti_qt.platform import registration

    target = bundle / "register.cmd"
    target.write_bytes(registration.windows_register_cmd(f"{NAME}.exe").encode("ascii"))
    return target


def archive(dist: Path) -> Path:
    """The download: a .tar.gz (Linux), a .zip of the folder (Windows) or of Diloti.app (macOS)."""
    system = {"linux": "linux", "win32": "windows", "darwin": "macos"}.get(sys.platform,
                                                                          sys.platform)
    stem = dist / f"{NAME}-{version()}-{system}-{platform.machine().lower()}"
    if sys.platform == "darwin":
        target = stem.with_suffix(".zip")
        subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent",
                        str(dist / "Diloti.app"), str(target)], check=True)
        return target
    kind = "zip" if sys.platform == "win32" else "gztar"
    return Path(shutil.make_archive(str(stem), kind, root_dir=dist, base_dir=NAME))


def run_bundle(exe: Path, args: list[str], timeout: float) -> subprocess.CompletedProcess:
    """Run the bundle (offscreen unless QT_QPA_PLATFORM says otherwise) in its own process
    group, which is killed whole, worker processes included, if it outlives `timeout`."""
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    posix = os.name == "posix"
    with subprocess.Popen([str(exe), *args], env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True, start_new_session=posix) as proc:
        try:
            out, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            if posix:
                os.killpg(proc.pid, signal.SIGKILL)
            else:
                proc.kill()
            out, err = proc.communicate()
            err += f"\n{exe.name} {' '.join(args)}: killed after {timeout:.0f} s"
            return subprocess.CompletedProcess(proc.args, -9, out, err)
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


def smoke(dist: Path, timeout: float = 120) -> float:
    """Run the bundle's `--smoke` mode; return its seconds."""
    start = time.perf_counter()
    result = run_bundle(executable(dist), ["--smoke"], timeout)
    seconds = time.perf_counter() - start
    sys.stdout.write(result.stdout)
    sys.stderr.write(result.stderr)
    if result.returncode != 0:
        raise SystemExit(f"smoke run failed with exit status {result.returncode}")
    return seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where the bundle folder goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller",
                        help="PyInstaller's scratch folder (default: build/pyinstaller/)")
    parser.add_argument("--clean", action="store_true",
                        help="empty PyInstaller's cache and scratch folder first")
    parser.add_argument("--no-install", action="store_true",
                        help="fail instead of pip-installing PyInstaller when it is missing")
    parser.add_argument("--smoke", action="store_true",
                        help="run the built bundle with --smoke afterwards")
    parser.add_argument("--archive", action="store_true",
                        help="also pack the bundle into the download archive in --dist")
    args = parser.parse_args(argv)
    ensure_pyinstaller(not args.no_install)
    start = time.perf_counter()
    bundle = build(args.dist.resolve(), args.work.resolve(), args.clean)
    seconds = time.perf_counter() - start
    size = folder_size(bundle)
    print(f"built in {seconds:.0f} s: {executable(args.dist.resolve())}")
    print(f"bundle size: {size / 1e6:.1f} MB ({size} bytes) in {bundle}")
    if args.smoke:
        print(f"smoke run passed in {smoke(args.dist.resolve()):.2f} s")
    if args.archive:
        packed = archive(args.dist.resolve())
        print(f"archive: {packed} ({packed.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
