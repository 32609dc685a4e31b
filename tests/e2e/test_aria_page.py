"""The accessibility tree of the board (issue 17): in a position of each game at a desk,
Playwright's ARIA snapshot of #board lists every legal target as a button whose name is the one
the game's drawing gives it (computed here in Python from the page's own record), and nothing
else as a button; every group has a name; no unnamed picture is heard; the shapes marked
decorative stay out of the tree. Once in German too."""

import html
import re

import pytest
from playwright.sync_api import Page, expect

from ludoteca.core import i18n
from ludoteca.core.registry import shipped_games
from ludoteca.table import Table

from .conftest import guard_local_only
from .pages import BOOT_TIMEOUT_MS, play_planned_move, settle

pytestmark = pytest.mark.e2e

DESK = {"width": 1280, "height": 800}
TAG = re.compile(r"<(?:g|rect|circle|path|text|polygon|svg)\b[^>]*>")
ATTR = re.compile(r'([\w:-]+)="([^"]*)"')


def drawn_target_names(snap: dict, lang: str) -> list[str]:
    """The accessible names the game's drawing gives the legal targets of the page's position,
    drawn again in Python (for the same record, seats and viewer, in `lang`)."""
    i18n.use(lang)
    try:
        seats = [{"kind": s["kind"], "name": s["name"]} for s in snap["seats"]]
        table = Table(snap["record"], seats)
        assert table.viewer == snap["viewer"]
        svg = table.snapshot()["svg"]
    finally:
        i18n.use("en")
    names = []
    for tag in TAG.findall(svg):
        attrs = dict(ATTR.findall(tag))
        if "data-click" in attrs and "legal" in attrs.get("class", "").split():
            assert "aria-label" in attrs, f"a legal target without a name: {tag[:200]}"
            names.append(html.unescape(attrs["aria-label"]))
    return names


def tree_lines(page: Page) -> list[str]:
    return page.locator("#board").aria_snapshot().splitlines()


def _unquote(text: str) -> str:
    return text.replace('\\"', '"').replace("\\\\", "\\")


def roles_named(lines: list[str], role: str) -> list[str | None]:
    """The names of the nodes of `role` in an ARIA snapshot (None: a node without a name)."""
    out = []
    for line in lines:
        line = line.strip()
        if line.startswith("- '"):  # YAML quotes a line that holds ': ' in single quotes
            line = "- " + line[3:].replace("''", "'").replace("':", ":", 1)
        m = re.match(rf'- {role}(?: "((?:[^"\\]|\\.)*)")?(?::|$)', line)
        if m:
            out.append(_unquote(m[1]) if m[1] is not None else None)
    return out


def open_position(page: Page, site_url: str, game_id: str, seed: int = 3) -> dict:
    page.goto(f"{site_url}/index.html?autostart=1&game={game_id}&seats=human,bot&seed={seed}&botDelay=0&forcedDelay=0")
    page.wait_for_selector("#board [data-click].legal", state="attached", timeout=BOOT_TIMEOUT_MS)
    settle(page)
    return page.evaluate("window.ludotecaShell.snap")


def check_tree(page: Page, snap: dict, lang: str) -> list[str]:
    lines = tree_lines(page)
    expected = drawn_target_names(snap, lang)
    assert expected, "a position with nothing to choose"
    buttons = roles_named(lines, "button")
    # every legal target is a button named as the drawing says, and nothing else is a button
    assert sorted(b or "" for b in buttons) == sorted(expected), (buttons, expected)
    # groups carry names; a picture that is heard has a name
    assert None not in roles_named(lines, "group"), "\n".join(lines)
    assert None not in roles_named(lines, "img"), "\n".join(lines)
    # shapes marked decorative are out of the tree, and none of them holds a target
    hidden = page.evaluate("""() => {
      const hidden = [...document.querySelectorAll('#board [aria-hidden="true"]')];
      return {count: hidden.length,
              targets: hidden.filter((e) => e.querySelector('[data-click].legal') || e.closest('[data-click].legal') === e).length};
    }""")
    assert hidden["targets"] == 0
    return lines


@pytest.mark.parametrize("game_id", [g.id for g in shipped_games()])
def test_the_legal_targets_are_named_buttons(page: Page, site_url, foreign_requests, game_id):
    page.set_viewport_size(DESK)
    snap = open_position(page, site_url, game_id)
    check_tree(page, snap, "en")


# A few names as a player hears them (seed 3, a human against a bot, the first position): the
# words a target shows first (voice users say what they see), then what pressing it does. (A
# name with ": " in it is quoted whole: the template is YAML.)
EXPECTED = {
    "kukulkan": """
- group "Kukulkán sheets":
  - img "The die shows 4"
  - group "One-use helps":
    - 'button "Plus/minus one: use this help (one use per game)"'
  - 'button "Draw 4: start a trail of 4 segments, then choose its dots"'
""",
    "santa_monica": """
- group "Santa Monica table":
  - group "Starting tiles on offer":
    - 'button "Surfers'' Motel. 1 VIP · bonus: 2 sand dollars. VIP likes (waves, sports): 1 per tag. Street: (sports). Choose this starting tile."'
    - 'button "Beach Club Villa. 2 VIPs · bonus: 1 local. VIP likes (sports): 2 per tag. Street: (sports). Choose this starting tile."'
""",
    "yutaka": """
- group "Yutakâ board":
  - group "Heron Isle":
    - button "Reveal a hidden tile on Heron Isle"
""",
    "yucata": """
- group "Yucata' board":
  - group "Your cards":
    - 'button "1 → 1, takes nothing: Play the 1 to space 1."'
    - 'button "Spear → 6, 1 (pale stone): Play the spear to space 6."'
""",
}


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_a_few_names_as_heard(page: Page, site_url, foreign_requests, game_id):
    page.set_viewport_size(DESK)
    open_position(page, site_url, game_id)
    expect(page.locator("#board")).to_match_aria_snapshot(EXPECTED[game_id])


@pytest.fixture
def german_page(browser):
    context = browser.new_context(locale="de-DE", viewport=DESK, service_workers="block")
    seen = guard_local_only(context)
    yield context.new_page()
    context.close()
    assert seen == [], f"requests left localhost: {seen}"


def test_the_tree_in_german(german_page: Page, site_url):
    page = german_page
    snap = open_position(page, site_url, "kukulkan")
    assert page.evaluate("document.documentElement.lang") == "de"
    lines = check_tree(page, snap, "de")
    assert "Your sheet" not in "\n".join(lines)
    expect(page.locator("#board")).to_match_aria_snapshot("""
- 'button "4 zeichnen: einen Linienzug aus 4 Stücken beginnen, dann seine Punkte wählen"'
""")


def children(lines: list[str], group: str) -> list[str]:
    """The direct children of the first group named `group` in an ARIA snapshot."""
    for i, line in enumerate(lines):
        if re.match(rf'\s*- group "{re.escape(group)}"', line):
            depth = len(line) - len(line.lstrip())
            out = []
            for below in lines[i + 1 :]:
                d = len(below) - len(below.lstrip())
                if d <= depth:
                    break
                if d == depth + 2:
                    out.append(below.strip().replace("- '", "- ", 1))
            return out
    raise AssertionError(f"no group {group!r} in\n" + "\n".join(lines))


# Later in a game: the pictures inside a sheet, a city or a display row are each heard whole
# (a named picture or a button), never as their scattered marks and numbers.
LATER = {"kukulkan": (12, ["Your sheet"]), "santa_monica": (3, ["Back row", "Front row", "Your city", "Bot 1's city"])}


@pytest.mark.parametrize("game_id", sorted(LATER))
def test_pictures_in_a_group_are_heard_whole(page: Page, site_url, foreign_requests, game_id):
    page.set_viewport_size(DESK)
    open_position(page, site_url, game_id)
    moves, groups = LATER[game_id]
    for _ in range(moves):
        settle(page)
        play_planned_move(page)
    settle(page)
    snap = page.evaluate("window.ludotecaShell.snap")
    lines = check_tree(page, snap, "en")
    for group in groups:
        inside = children(lines, group)
        assert inside and not [c for c in inside if c.startswith("- text")], (group, inside)
    if game_id == "kukulkan":
        # the small sheets of the others are summed up by their group: name, points, status
        assert not [c for c in children(lines, "Bot 1’s sheet") if c.startswith("- img")]
