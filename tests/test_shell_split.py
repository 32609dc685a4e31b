"""The shell's bundle in two (py/ludoteca/build.py SHELL_CHUNKS): the lobby's code, asked for
at once (index.html preloads the chunk its entry imports: no second round trip), and the
table's, which only a dynamic import asks for, once the lobby can be used. Made with the
pinned esbuild, as `make build` makes it."""

import gzip
import pathlib
import re

import pytest

from ludoteca import build

ROOT = pathlib.Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.skipif(not build.ESBUILD.exists(), reason="esbuild is not installed (npm ci)")


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    out = tmp_path_factory.mktemp("build")
    (out / "shell-stale.js").write_text("// from an older build\n")
    build.write_shell_bundle(out / "shell.js", chunks=build.SHELL_CHUNKS)
    return {path.name: path.read_text(encoding="utf-8") for path in out.glob("*.js")}


def test_the_shell_comes_as_its_entry_and_exactly_the_chunks_named(bundle):
    assert sorted(bundle) == sorted(["shell.js", *build.SHELL_CHUNKS])
    lobby_chunk, table_chunk = build.SHELL_CHUNKS
    entry = bundle["shell.js"]
    # the entry imports the shared chunk statically, the table's only dynamically
    assert re.search(rf'from\s*"\./{re.escape(lobby_chunk)}"', entry)
    assert f'import("./{table_chunk}")' in entry
    assert not re.search(rf'from\s*"\./{re.escape(table_chunk)}"', entry)
    assert not re.search(rf'from\s*"\./{re.escape(table_chunk)}"', bundle[lobby_chunk])


def test_the_lobby_files_hold_the_lobby_and_not_the_table(bundle):
    lobby = bundle["shell.js"] + bundle[build.SHELL_CHUNKS[0]]
    table = bundle[build.SHELL_CHUNKS[1]]
    # element ids only the lobby's modules use, and only the table's (board.js, replay.js)
    assert '"setup-title"' in lobby and '"setup-title"' not in table
    for id_ in ('"board-tabs"', '"replay-first"'):
        assert id_ in table and id_ not in lobby, id_
    # and the lobby's part is the smaller one on the wire
    packed = {name: len(gzip.compress(text.encode(), 6)) for name, text in bundle.items()}
    assert packed["shell.js"] + packed[build.SHELL_CHUNKS[0]] < sum(packed.values()) * 0.75, packed


def test_the_page_preloads_the_lobby_chunk_and_the_service_worker_keeps_all_three():
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    preloaded = re.findall(r'<link rel="modulepreload" href="([^"]+)">', page)
    assert preloaded == [f"build/{build.SHELL_CHUNKS[0]}"]
    assert page.index('rel="modulepreload"') < page.index('src="build/shell.js"')
    served = set(build.precache_list())
    assert {"build/shell.js", *(f"build/{chunk}" for chunk in build.SHELL_CHUNKS)} <= served
