"""One release job's steps, the same on a CI runner and here: bundle, smoke, archive, dists, sums.

  python packaging/release.py --out release/ [--bundle] [--dists]

--bundle builds the PyInstaller bundle with packaging/build.py, plays its --smoke offscreen and
packs the download archive; --dists builds the wheel and sdist and runs `twine check` on them.
Everything made is copied to <out>/assets/ with a SHA256SUMS-<system>.txt beside it, which
.github/workflows/release.yml attaches to the release.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SYSTEMS = {"linux": "linux", "win32": "windows", "darwin": "macos"}


def system() -> str:
    return SYSTEMS.get(sys.platform, sys.platform)


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def write_sums(assets: Path, name: str) -> Path:
    """`sha256sum -c` format, one line per asset, sorted by name."""
    lines = [f"{sha256(p)}  {p.name}\n" for p in sorted(assets.iterdir())
             if p.is_file() and not p.name.startswith("SHA256SUMS")]
    target = assets / name
    target.write_text("".join(lines), encoding="utf-8")
    return target


def run(*command: str | Path) -> None:
    print("release:", " ".join(map(str, command)), flush=True)
    subprocess.run([str(c) for c in command], check=True, cwd=ROOT)


def bundle(out: Path, assets: Path) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    dist = out / "bundle"
    run(sys.executable, ROOT / "packaging" / "build.py", "--no-install", "--clean",
        "--dist", dist, "--work", out / "work", "--smoke", "--archive")
    for packed in dist.iterdir():
        if packed.is_file() and packed.name.endswith((".tar.gz", ".zip")):
            shutil.copy2(packed, assets / packed.name)


def dists(out: Path, assets: Path) -> None:
    dist = out / "dist"
    run(sys.executable, "-m", "build", "--outdir", dist, ROOT)
    made = sorted(dist.iterdir())
    run(sys.executable, "-m", "twine", "check", "--strict", *made)
    for path in made:
        shutil.copy2(path, assets / path.name)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, required=True, help="an empty or new folder")
    parser.add_argument("--bundle", action="store_true", help="bundle, smoke and archive")
    parser.add_argument("--dists", action="store_true", help="wheel, sdist and twine check")
    args = parser.parse_args(argv)
    if not (args.bundle or args.dists):
        parser.error("say what to make: --bundle, --dists or both")
    out = args.out.resolve()
    assets = out / "assets"
    if assets.exists():
        shutil.rmtree(assets)
    assets.mkdir(parents=True)
    if args.bundle:
        bundle(out, assets)
    if args.dists:
        dists(out, assets)
    sums = write_sums(assets, f"SHA256SUMS-{system()}.txt")
    print(f"release: {len(sums.read_text().splitlines())} assets in {assets}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
