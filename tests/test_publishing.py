"""Publishing: the GitHub Pages workflow and the Netlify file build and publish exactly what
`make dist` writes. GitHub cannot be run here: what it would run can (the README's
"Publish it" was tried on a clean clone), and the files are checked for what would break there."""

import pathlib
import re

from ludoteca.build import DIST_DIR, HOST_HEADERS

ROOT = pathlib.Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "pages.yml"


def test_the_pages_workflow_builds_dist_and_deploys_it_with_pinned_actions():
    text = WORKFLOW.read_text(encoding="utf-8")
    uses = re.findall(r"uses:\s*(\S+)", text)
    assert {u.split("@")[0] for u in uses} == {
        "actions/checkout",
        "actions/setup-node",
        "actions/setup-python",
        "actions/configure-pages",
        "actions/upload-pages-artifact",
        "actions/deploy-pages",
    }
    for action in uses:
        assert re.fullmatch(r"[\w-]+/[\w-]+@[0-9a-f]{40}", action), f"{action} is not pinned to a commit"
    # the checks first (a failing one publishes nothing), then the site
    assert re.findall(r"run:\s*(.+)", text) == ["make test-python", "make dist"]
    assert re.search(r"^\s+path:\s*(\S+)", text, re.M).group(1) == DIST_DIR.name
    assert "pages: write" in text and "id-token: write" in text
    assert "\t" not in text


def test_the_makefile_and_netlify_build_the_same_folder():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert re.search(r"^dist:", makefile, re.M) and "ludoteca.build --dist" in makefile
    assert re.search(r"^play: dist$", makefile, re.M), "what we play is what we publish"
    netlify = (ROOT / "netlify.toml").read_text(encoding="utf-8")
    assert 'command = "make dist"' in netlify and f'publish = "{DIST_DIR.name}"' in netlify


def test_the_headers_file_only_asks_for_revalidation():
    # _headers (Netlify, Cloudflare Pages): paths at the site's root, each with its header
    rules = re.findall(r"^(/\S*)\n  ([\w-]+): (.+)$", HOST_HEADERS, re.M)
    assert {path for path, _, _ in rules} == {"/sw.js", "/build/precache.js", "/index.html"}
    assert {(name, value) for _, name, value in rules} == {("Cache-Control", "no-cache")}


def test_the_development_server_serves_a_folder_under_a_sub_path_like_a_static_host(tmp_path):
    import urllib.error
    import urllib.request

    from ludoteca.devserver import serve

    (tmp_path / "index.html").write_text("<!doctype html>", encoding="utf-8")
    (tmp_path / "engine.wasm").write_bytes(b"\0asm")
    (tmp_path / "worker.mjs").write_text("export {};", encoding="utf-8")
    with serve(tmp_path, "/play/ludoteca/") as url:
        assert url.endswith("/play/ludoteca")
        with urllib.request.urlopen(url) as answer:  # the folder without its slash
            assert answer.url == url + "/" and answer.read() == b"<!doctype html>"
        for name, kind in (("engine.wasm", "application/wasm"), ("worker.mjs", "text/javascript")):
            with urllib.request.urlopen(f"{url}/{name}?v=1") as answer:
                assert answer.headers["Content-Type"] == kind
        outside = url.rsplit("/play/", 1)[0] + "/index.html"
        try:
            urllib.request.urlopen(outside)
            raise AssertionError("served outside its sub-path")
        except urllib.error.HTTPError as err:
            assert err.code == 404
