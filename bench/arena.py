"""Bot tournaments: the same as `python -m ludoteca.arena` (see py/ludoteca/arena.py), runnable
from the repository without setting PYTHONPATH:

    .venv/bin/python bench/arena.py yutaka strong normal --games 200
"""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))

from ludoteca.arena import main  # noqa: E402

if __name__ == "__main__":
    main()
