"""Pyodide's WebAssembly for the game page: the build compresses it with Zstandard
(build.packed_wasm), the engine's worker decodes it as it streams in (assets/js/packed-wasm.js,
run here in Node), and the game page asks for it instead of Pyodide's own file; the workshop
(PyScript) still loads that one."""

import hashlib
import json
import random
import shutil
import subprocess

import pytest
import zstandard

from ludoteca import build

SCRIPT = build.ROOT / "tests" / "node" / "packed_wasm.mjs"


def test_the_packed_webassembly_decodes_to_pyodides_own(tmp_path):
    packed = build.packed_wasm(tmp_path)
    assert packed == tmp_path / build.PACKED_WASM_NAME
    data = packed.read_bytes()
    wasm = build.PYODIDE_WASM.read_bytes()
    assert zstandard.ZstdDecompressor().decompress(data) == wasm
    assert len(data) < 0.35 * len(wasm)  # gzip -6, as hosts apply it, leaves 0.37
    # the decoder keeps a window of this size: 2 MB, not zstd's default 8 MB at this level
    frame = zstandard.get_frame_parameters(data)
    assert frame.window_size <= 2 * 1024 * 1024
    assert frame.content_size == len(wasm) and frame.has_checksum


def test_the_decoder_is_zstddecs_webassembly_and_an_update_that_drops_it_stops_the_build(tmp_path):
    decoder = build.write_zstd_decoder(tmp_path)
    assert decoder.read_bytes().startswith(b"\0asm")
    exports = subprocess.run(
        [
            "node",
            "-e",
            "WebAssembly.compile(require('fs').readFileSync(process.argv[1])).then((m) => "
            "console.log(JSON.stringify(WebAssembly.Module.exports(m).map((e) => e.name))))",
            str(decoder),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert build.ZSTD_DECODER_EXPORTS <= set(json.loads(exports.stdout)), exports.stderr
    changed = tmp_path / "zstddec-stream.mjs"
    changed.write_text("export class ZSTDDecoder {}\n")
    with pytest.raises(build.BuildFailed, match="0 WebAssembly strings"):
        build.write_zstd_decoder(tmp_path, changed)


def test_the_precache_names_the_webassembly_the_worker_must_get(tmp_path):
    build.write_precache(tmp_path)
    text = (tmp_path / "precache.js").read_text(encoding="utf-8")
    manifest = json.loads(text[text.index("{") : text.rindex("}") + 1])
    assert manifest["wasm_sha256"] == hashlib.sha256(build.PYODIDE_WASM.read_bytes()).hexdigest()
    assert manifest["sizes"][f"build/{build.PACKED_WASM_NAME}"] > 0


def test_the_game_page_loads_the_packed_webassembly_and_the_workshop_pyodides_own():
    game_page, workshop = build.precache_list(), build.workshop_files()
    assert f"build/{build.PACKED_WASM_NAME}" in game_page
    assert {"assets/js/packed-wasm.js", f"build/{build.ZSTD_DECODER_NAME}"} <= set(game_page)
    assert "node_modules/pyodide/pyodide.asm.wasm" not in game_page
    assert "node_modules/pyodide/pyodide.asm.wasm" in workshop
    worker = (build.ROOT / "assets" / "js" / "engine-worker.js").read_text(encoding="utf-8")
    assert f"build/{build.PACKED_WASM_NAME}" in worker


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")
def test_the_workers_decoder_streams_passes_through_and_refuses_broken_bytes(tmp_path):
    rng = random.Random(39)
    # compressible but not trivial, larger than the 2 MB window
    words = [bytes(rng.randrange(256) for _ in range(rng.randrange(3, 40))) for _ in range(500)]
    raw = b"".join(rng.choice(words) for _ in range(200_000))
    parameters = zstandard.ZstdCompressionParameters.from_level(3, window_log=21, write_checksum=1)
    packed = zstandard.ZstdCompressor(compression_params=parameters).compress(raw)
    small = raw[:30_000]
    files = {
        "packed": packed,
        "small": zstandard.ZstdCompressor(compression_params=parameters).compress(small),
        "cut": packed[: len(packed) // 2],
        "wasm": b"\0asm" + raw[:5000],
    }
    broken = bytearray(packed)
    broken[len(broken) // 3 : len(broken) // 3 + 64] = bytes(64)
    files["broken"] = bytes(broken)
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    cases = [
        {"input": str(tmp_path / "packed"), "chunk": 65536},
        {"input": str(tmp_path / "small"), "chunk": 3},  # fewer bytes than the magic number
        {"input": str(tmp_path / "packed"), "chunk": 100_003},
        {"input": str(tmp_path / "wasm"), "chunk": 2},  # a host already decoded it
        {"input": str(tmp_path / "cut"), "chunk": 65536},
        {"input": str(tmp_path / "broken"), "chunk": 65536},
    ]
    (tmp_path / "cases.json").write_text(json.dumps(cases))
    decoder = build.write_zstd_decoder(tmp_path)
    command = ["node", str(SCRIPT), str(decoder), str(tmp_path / "cases.json")]
    done = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    results = json.loads(done.stdout.strip().splitlines()[-1])
    whole = {"sha256": hashlib.sha256(raw).hexdigest(), "length": len(raw), "told": False}
    assert results[0] == results[2] == whole
    assert results[1] == {"sha256": hashlib.sha256(small).hexdigest(), "length": len(small), "told": False}
    assert results[3] == {
        "sha256": hashlib.sha256(files["wasm"]).hexdigest(),
        "length": len(files["wasm"]),
        "told": False,
    }
    for refused in results[4:]:  # cut, and changed in the middle (Zstandard's checksum)
        assert "error" in refused and refused["told"], refused
