"""The recorded playthroughs' file format: readable JSON, one move per line. No import of
ludoteca here: record_published.py runs it with an older tree's package."""

from __future__ import annotations

import json
import pathlib


def write(data: dict, path: pathlib.Path) -> None:
    """Readable JSON: one move per line. Each game's fields as they come, its record last."""
    lines = ["{"]
    head = {k: v for k, v in data.items() if k != "games"}
    lines += [f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in head.items()]
    lines.append(' "games": [')
    for g, entry in enumerate(data["games"]):
        record = entry["record"]
        lines.append("  {")
        lines += [
            f"   {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in entry.items() if k != "record"
        ]
        lines.append('   "record": {')
        for key, value in record.items():
            if key != "moves":
                lines.append(f"    {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)},")
        moves = [json.dumps(m, ensure_ascii=False) for m in record["moves"]]
        lines.append('    "moves": [')
        lines += [f"     {m}," for m in moves[:-1]] + [f"     {m}" for m in moves[-1:]]
        lines.append("    ]")
        lines.append("   }")
        lines.append("  }" + ("," if g < len(data["games"]) - 1 else ""))
    lines += [" ]", "}"]
    text = "\n".join(lines) + "\n"
    assert json.loads(text) == data
    path.write_text(text, encoding="utf-8")
