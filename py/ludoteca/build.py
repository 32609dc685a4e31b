"""Build the two files the page loads besides the vendored Pyodide/PyScript:

    build/ludoteca.zip   the ludoteca package, unpacked into the browser's file system by
                         pyscript.toml's [files] (one request, no micropip)
    build/catalog.json   every game's declaration, so the lobby paints before Python boots

Run: python -m ludoteca.build   (from py/, or with py/ on PYTHONPATH)
"""

from __future__ import annotations

import json
import pathlib
import zipfile

from .core import catalog

PACKAGE_DIR = pathlib.Path(__file__).resolve().parent
ROOT = PACKAGE_DIR.parent.parent
BUILD_DIR = ROOT / "build"
# A fixed timestamp keeps the zip byte-identical for identical sources.
ZIP_DATE = (2026, 1, 1, 0, 0, 0)


# Tooling that runs on CPython only; the page does not need it.
NOT_SHIPPED = {"build.py", "devserver.py"}


def package_files() -> list[pathlib.Path]:
    return sorted(p for p in PACKAGE_DIR.rglob("*")
                  if p.is_file() and p.suffix in (".py", ".md") and "__pycache__" not in p.parts
                  and p.name not in NOT_SHIPPED)


def build(out_dir: pathlib.Path = BUILD_DIR) -> None:
    out_dir.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(out_dir / "ludoteca.zip", "w", zipfile.ZIP_DEFLATED) as archive:
        for path in package_files():
            info = zipfile.ZipInfo(str(path.relative_to(PACKAGE_DIR.parent)), ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, path.read_bytes())
    (out_dir / "catalog.json").write_text(json.dumps({"games": catalog()}, indent=1),
                                          encoding="utf-8")


if __name__ == "__main__":
    build()
    print(f"built {BUILD_DIR / 'ludoteca.zip'} and {BUILD_DIR / 'catalog.json'}")
