"""Text contrast inside the games' drawings (WCAG 2.x 1.4.3, AA), which axe-core does not check:
it reads the contrast of HTML text, not of the <text> that each game's draw.py writes into the
board and panel SVGs.

For every game of the registry, seeded random games are played through the engine contract and
sampled (a few positions each, to stay fast); each sampled position is drawn as the table asks
(Game.render(view, ui)) on both screens ("wide", the desk, and "phone" with its panels), for the
player to act (with the clickable tokens, and once more with one click pending) and for a
spectator. Every SVG is parsed with xml.etree and, for every visible <text> and <tspan>:

- its colour is its computed fill (inherited from the ancestors' attributes and `style`; the
  shell's CSS rules from assets/css/app.css that set fill, fill-opacity or opacity on shared
  classes — `.covered` dims to .72, a legal island's `.hit` turns green — are applied too);
- what it sits on is found geometrically, in painting order: every earlier-painted filled shape
  (rect, circle, ellipse, polygon, and path, whose outline is flattened) that contains the
  sample point, composited over the page's paper colour; opacity, fill-opacity and the
  ancestors' opacity are blended in (group opacity is approximated by multiplying it into each
  shape's alpha). A translucent shape painted after the text covers both the text and its
  backdrop; an opaque one hides the text at that point (nothing to read there). The drawings
  use no transforms (a test below makes sure of it), so user-space coordinates are used as they
  are; <use> icons, strokes and filters are not counted as backdrop;
- the sample points are the middle of the text's glyph band at ⅙, ½ and ⅚ of its estimated
  width (0.55 em a character, 0.6 em bold; text-anchor respected); the worst ratio counts;
- a text with a stroke painted under its fill (paint-order="stroke", stroke-width ≥ 2: a halo
  at least one unit wide around every glyph) is read against its halo, blended over the backdrop;
- large text (WCAG: ≥ 24 CSS px, or ≥ 18.66 px bold) needs 3:1, other text 4.5:1. Font sizes are
  in the drawing's units: they are scaled to CSS px as shown — a desk drawing fits the 952 × 670
  board box of a 1280 × 800 window (app.css), a phone drawing a 344-px-wide column — never
  enlarged.

Exemptions (WCAG exempts text that is "part of an inactive user interface component"): text
inside a group that is a click target (data-click) marked not available now with the shell's
class `covered`. Nothing else is exempt: a back-row card or a played card that is not a control
is content, and is checked. Text the drawing hides is skipped: inside <defs>, <symbol>,
<clipPath>, <title>, with fill "none", opacity 0 or no characters.

A failing game lists each kind of failing text once (screen, drawing, an example, the colours
as shown, size, worst ratio, how often), with the colours as written in draw.py when blending
changed them. 1.4.11 (non-text contrast of outlines and markers) is not checked here.
"""

import functools
import pathlib
import random
import re
import xml.etree.ElementTree as ET

import pytest

from ludoteca.core import get_game

from .helpers import game_ids, play_game, varied_options

ROOT = pathlib.Path(__file__).resolve().parent.parent
SVG_NS = "{http://www.w3.org/2000/svg}"
SCREENS = ("wide", "phone")
PAPER = (0xFB / 255, 0xF8 / 255, 0xF1 / 255)  # app.css --paper, behind every board
DESK_BOX = (952, 670)  # app.css: the board box at 1280 × 800
PHONE_WIDTH = 344  # a 360-px phone less the page's margins
NORMAL, LARGE = 4.5, 3.0

# The games whose colours are still to fix (their drawings are being edited elsewhere; the
# failures list the colours): strict, so the mark must go once a game passes.
TO_FIX: dict[str, str] = {}


# ---------------- colours ----------------

NAMED = {
    "black": "#000000",
    "white": "#ffffff",
    "red": "#ff0000",
    "green": "#008000",
    "blue": "#0000ff",
    "gray": "#808080",
    "grey": "#808080",
    "yellow": "#ffff00",
    "orange": "#ffa500",
    "transparent": "#00000000",
}


def parse_colour(value: str | None):
    """(r, g, b, a) in 0..1, or None for "none" / unknown."""
    if value is None:
        return None
    value = value.strip().lower()
    value = NAMED.get(value, value)
    if value.startswith("#"):
        digits = value[1:]
        if len(digits) in (3, 4):
            digits = "".join(c * 2 for c in digits)
        if len(digits) in (6, 8):
            channels = [int(digits[i : i + 2], 16) / 255 for i in range(0, len(digits), 2)]
            return tuple(channels) if len(channels) == 4 else (*channels, 1.0)
    match = re.fullmatch(r"rgba?\(([^)]*)\)", value)
    if match:
        parts = [p.strip() for p in match.group(1).replace("/", ",").split(",")]
        rgb = [float(p[:-1]) * 2.55 if p.endswith("%") else float(p) for p in parts[:3]]
        alpha = float(parts[3].rstrip("%")) / (100 if parts[3].endswith("%") else 1) if len(parts) > 3 else 1.0
        return (*(c / 255 for c in rgb), alpha)
    return None


def over(top, alpha: float, below):
    return tuple(t * alpha + b * (1 - alpha) for t, b in zip(top, below))


def luminance(rgb) -> float:
    def linear(c):
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def hex_of(rgb) -> str:
    return "#" + "".join(f"{round(c * 255):02x}" for c in rgb)


# ---------------- the shell's CSS for the shared classes ----------------


@functools.cache
def css_rules() -> list:
    """[(selector steps, {property: value})] of app.css's `svg …` rules that set a paint
    property; a step is (combinator, set of classes), the combinator " " or ">"."""
    css = (ROOT / "assets" / "css" / "app.css").read_text()
    rules = []
    for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css):
        declarations = {}
        for declaration in body.split(";"):
            if ":" in declaration:
                key, value = declaration.split(":", 1)
                value = value.replace("!important", "").strip()
                if key.strip() in ("fill", "fill-opacity", "opacity"):
                    declarations[key.strip()] = value
        if not declarations:
            continue
        for selector in selectors.split(","):
            selector = re.sub(r"/\*.*?\*/", "", selector, flags=re.S).strip()
            words = selector.replace(">", " > ").split()
            if not words or words[0] != "svg" or any(":" in w for w in words):
                continue
            steps, combinator = [], " "
            for word in words[1:]:
                if word == ">":
                    combinator = ">"
                    continue
                if not re.fullmatch(r"(\.[\w-]+)+", word):
                    steps = None
                    break
                steps.append((combinator, set(word[1:].split("."))))
                combinator = " "
            if steps:
                rules.append((steps, declarations))
    return rules


def matches(steps: list, chain: list) -> bool:
    """Whether the last element of `chain` (a list of class sets, root first) matches."""

    def match(step_index: int, element_index: int) -> bool:
        combinator, classes = steps[step_index]
        if not classes <= chain[element_index]:
            return False
        if step_index == 0:
            return True
        if combinator == ">":
            return element_index > 0 and match(step_index - 1, element_index - 1)
        return any(match(step_index - 1, k) for k in range(element_index - 1, -1, -1))

    return match(len(steps) - 1, len(chain) - 1)


def css_for(chain: list) -> dict:
    found = {}
    for steps, declarations in css_rules():
        if matches(steps, chain):
            found.update(declarations)
    return found


# ---------------- geometry ----------------


def number(value, default=0.0) -> float:
    if value is None:
        return default
    match = re.match(r"\s*(-?[\d.]+(?:e-?\d+)?)", str(value))
    return float(match.group(1)) if match else default


@functools.lru_cache(maxsize=4096)
def flatten_path(d: str) -> list[list[tuple]]:  # noqa: C901 — one branch per SVG path command: the grammar's own table
    """The subpaths of a path's `d` as polygons (curves sampled; arcs as chords)."""
    tokens = re.findall(r"[MmLlHhVvCcSsQqTtAaZz]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?", d)
    polygons, current, i = [], [], 0
    x = y = sx = sy = 0.0
    command = None
    last_control = None

    def take(n):
        nonlocal i
        values = [float(t) for t in tokens[i : i + n]]
        i += n
        return values

    def bezier(points, steps=8):
        out = []
        for k in range(1, steps + 1):
            t = k / steps
            pts = list(points)
            while len(pts) > 1:
                pts = [(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t) for a, b in zip(pts, pts[1:])]
            out.append(pts[0])
        return out

    while i < len(tokens):
        if re.fullmatch(r"[A-Za-z]", tokens[i]):
            command = tokens[i]
            i += 1
            if command in "Zz":
                if current:
                    polygons.append(current)
                current, x, y = [], sx, sy
                continue
        if command is None:
            break
        rel = command.islower()
        base_x, base_y = (x, y) if rel else (0.0, 0.0)
        c = command.upper()
        if c == "M":
            px, py = take(2)
            if current:
                polygons.append(current)
            x, y = base_x + px, base_y + py
            sx, sy, current = x, y, [(x, y)]
            command = "l" if rel else "L"
        elif c == "L":
            px, py = take(2)
            x, y = base_x + px, base_y + py
            current.append((x, y))
        elif c == "H":
            (px,) = take(1)
            x = base_x + px
            current.append((x, y))
        elif c == "V":
            (py,) = take(1)
            y = base_y + py
            current.append((x, y))
        elif c in "CSQT":
            count = {"C": 6, "S": 4, "Q": 4, "T": 2}[c]
            values = take(count)
            pts = [(base_x + values[k], base_y + values[k + 1]) for k in range(0, count, 2)]
            if c in "ST":
                reflected = (2 * x - last_control[0], 2 * y - last_control[1]) if last_control else (x, y)
                pts = [reflected] + pts
            current.extend(bezier([(x, y)] + pts))
            last_control = pts[-2]
            x, y = pts[-1]
            continue
        elif c == "A":
            values = take(7)
            x, y = base_x + values[5], base_y + values[6]
            current.append((x, y))
        last_control = None
    if current:
        polygons.append(current)
    return polygons


def inside_polygons(polygons: list, px: float, py: float, evenodd: bool) -> bool:
    winding = crossings = 0
    for polygon in polygons:
        for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1]):
            if (y1 <= py) != (y2 <= py):
                cross_x = x1 + (py - y1) * (x2 - x1) / (y2 - y1)
                if cross_x > px:
                    crossings += 1
                    winding += 1 if y2 > y1 else -1
    return crossings % 2 == 1 if evenodd else winding != 0


def shape_test(tag: str, el):
    """(bounding box, a function (x, y) -> whether the shape's fill covers that point), or None."""
    get = el.get
    if tag == "rect":
        x, y, w, h = (number(get(k)) for k in ("x", "y", "width", "height"))
        return (x, y, x + w, y + h), lambda px, py: True
    if tag == "circle":
        cx, cy, r = (number(get(k)) for k in ("cx", "cy", "r"))
        return (cx - r, cy - r, cx + r, cy + r), lambda px, py: (px - cx) ** 2 + (py - cy) ** 2 <= r * r
    if tag == "ellipse":
        cx, cy, rx, ry = (number(get(k)) for k in ("cx", "cy", "rx", "ry"))
        if rx <= 0 or ry <= 0:
            return None
        return (cx - rx, cy - ry, cx + rx, cy + ry), lambda px, py: ((px - cx) / rx) ** 2 + ((py - cy) / ry) ** 2 <= 1
    evenodd = el.get("fill-rule") == "evenodd"
    if tag == "polygon":
        values = [float(v) for v in re.findall(r"-?[\d.]+(?:e-?\d+)?", get("points", ""))]
        polygons = [list(zip(values[::2], values[1::2]))]
    elif tag == "path":
        polygons = flatten_path(get("d", ""))
    else:
        return None
    xs = [x for polygon in polygons for x, _ in polygon]
    ys = [y for polygon in polygons for _, y in polygon]
    if not xs:
        return None
    return (min(xs), min(ys), max(xs), max(ys)), lambda px, py: inside_polygons(polygons, px, py, evenodd)


# ---------------- the drawing, painted ----------------

HIDDEN_CONTAINERS = {
    "defs",
    "symbol",
    "clipPath",
    "title",
    "desc",
    "mask",
    "pattern",
    "linearGradient",
    "radialGradient",
    "style",
    "script",
    "metadata",
}
SHAPES = {"rect", "circle", "ellipse", "polygon", "path"}
INHERITED = (
    "fill",
    "fill-opacity",
    "font-size",
    "font-weight",
    "text-anchor",
    "color",
    "stroke",
    "stroke-width",
    "paint-order",
    "visibility",
)


def style_of(el) -> dict:
    props = dict(el.attrib)
    for declaration in el.get("style", "").split(";"):
        if ":" in declaration:
            key, value = declaration.split(":", 1)
            props[key.strip()] = value.strip()
    return props


class Painting:
    """One SVG, painted: its filled shapes in painting order (colour, alpha, bounding box and
    a containment test) and its texts (with what is needed to judge them, and how many shapes
    were painted before each)."""

    def __init__(self, svg: str):
        root = ET.fromstring(svg)
        box = root.get("viewBox", "0 0 0 0").replace(",", " ")
        self.view_box = [number(v) for v in box.split()]
        self.shapes: list[dict] = []
        self.texts: list[dict] = []
        self.transforms = []
        self._walk(
            root,
            {
                "fill": "#000",
                "font-size": "16",
                "font-weight": "400",
                "text-anchor": "start",
                "color": "#000",
                "stroke": "none",
                "stroke-width": "1",
                "paint-order": "normal",
                "visibility": "visible",
                "fill-opacity": "1",
            },
            1.0,
            [],
            False,
        )

    def _walk(self, el, inherited: dict, opacity: float, chain: list, inactive: bool):
        tag = el.tag.replace(SVG_NS, "")
        if tag in HIDDEN_CONTAINERS:
            return
        if el.get("transform"):
            self.transforms.append(el.get("transform"))
        classes = set(el.get("class", "").split())
        chain = chain + [classes]
        props = style_of(el)
        props.update(css_for(chain))
        state = dict(inherited)
        for key in INHERITED:
            if key in props:
                state[key] = props[key]
        if state.get("fill") == "currentColor":
            state["fill"] = state["color"]
        if props.get("display") == "none":
            return
        opacity *= number(props.get("opacity"), 1.0)
        inactive = inactive or ("covered" in classes and el.get("data-click") is not None)
        if tag in SHAPES:
            colour = parse_colour(state["fill"])
            test = shape_test(tag, el)
            if colour and test:
                alpha = colour[3] * number(state["fill-opacity"], 1.0) * opacity
                if alpha > 0:
                    self.shapes.append(
                        {
                            "rgb": colour[:3],
                            "alpha": alpha,
                            "box": test[0],
                            "inside": test[1],
                            "declared": state["fill"],
                        }
                    )
        elif tag == "text":
            self._text(el, state, opacity, inactive)
            return  # its tspans are judged with it
        for child in el:
            self._walk(child, state, opacity, chain, inactive)

    def _text(self, el, state: dict, opacity: float, inactive: bool):
        runs = []  # (characters, state, opacity)

        def collect(node, node_state, node_opacity):
            if node.text and node.text.strip():
                runs.append((node.text.strip(), node_state, node_opacity))
            for child in node:
                if child.tag.replace(SVG_NS, "") == "tspan":
                    props = style_of(child)
                    child_state = dict(node_state)
                    for key in INHERITED:
                        if key in props:
                            child_state[key] = props[key]
                    collect(child, child_state, node_opacity * number(props.get("opacity"), 1.0))
                if child.tail and child.tail.strip():
                    runs.append((child.tail.strip(), node_state, node_opacity))

        collect(el, state, opacity)
        if not runs:
            return
        whole = " ".join(r[0] for r in runs)
        size = number(state["font-size"], 16)
        bold = number(state["font-weight"], 400) >= 700 or state["font-weight"] == "bold"
        width = len(whole) * size * (0.6 if bold else 0.55)
        x, y = number(el.get("x")), number(el.get("y"))
        anchor = state["text-anchor"]
        left = x - width / 2 if anchor == "middle" else x - width if anchor == "end" else x
        mid_y = y - 0.35 * size
        points = [(left + width * f, mid_y) for f in (1 / 6, 1 / 2, 5 / 6)]
        for characters, run_state, run_opacity in runs:
            colour = parse_colour(run_state["fill"])
            if colour is None or run_state["visibility"] == "hidden":
                continue
            alpha = colour[3] * number(run_state["fill-opacity"], 1.0) * run_opacity
            if alpha <= 0:
                continue
            size = number(run_state["font-size"], 16)
            weight = run_state["font-weight"]
            halo = None
            if "stroke" in run_state["paint-order"].split()[:1] and number(run_state["stroke-width"], 1) >= 2:
                stroke = parse_colour(run_state["stroke"])
                if stroke:
                    halo = (stroke[:3], stroke[3] * run_opacity)
            self.texts.append(
                {
                    "before": len(self.shapes),
                    "text": whole if len(runs) == 1 else characters,
                    "rgb": colour[:3],
                    "alpha": alpha,
                    "size": size,
                    "declared": run_state["fill"],
                    "bold": number(weight, 400) >= 700 or weight == "bold",
                    "points": points,
                    "halo": halo,
                    "inactive": inactive,
                }
            )

    CELL = 32.0

    def cell(self, x: float, y: float) -> tuple:
        return int(x // self.CELL), int(y // self.CELL)

    def grid(self) -> dict:
        """{cell: indices of the shapes whose box meets it}: the shapes near a point, fast."""
        if not hasattr(self, "_grid"):
            self._grid = {}
            for k, shape in enumerate(self.shapes):
                x0, y0, x1, y1 = shape["box"]
                (c0, r0), (c1, r1) = self.cell(x0, y0), self.cell(x1, y1)
                for c in range(c0, c1 + 1):
                    for r in range(r0, r1 + 1):
                        self._grid.setdefault((c, r), []).append(k)
        return self._grid

    def backdrops(self, item: dict) -> list:
        """For each sample point of the text `item`: (colour under the glyph, colour beside it,
        the fill declared by the topmost shape under it), or None when an opaque shape painted
        later hides the text there."""
        cells = {self.cell(px, py) for px, py in item["points"]}
        near = sorted({k for cell in cells for k in self.grid().get(cell, ())})
        near = [(k, self.shapes[k]) for k in near]
        seen = []
        for px, py in item["points"]:
            covering = [
                (k, shape)
                for k, shape in near
                if shape["box"][0] <= px <= shape["box"][2]
                and shape["box"][1] <= py <= shape["box"][3]
                and shape["inside"](px, py)
            ]
            below, declared = PAPER, "page"
            for k, shape in covering:
                if k < item["before"]:
                    below = over(shape["rgb"], shape["alpha"], below)
                    if shape["alpha"] >= 0.5:
                        declared = shape["declared"]
            beside = below
            if item["halo"]:
                beside = over(item["halo"][0], item["halo"][1], below)
            glyph = over(item["rgb"], item["alpha"], beside)
            for k, shape in covering:
                if k >= item["before"]:
                    if shape["alpha"] >= 0.99:
                        glyph = None
                        break
                    glyph = over(shape["rgb"], shape["alpha"], glyph)
                    beside = over(shape["rgb"], shape["alpha"], beside)
            seen.append(None if glyph is None else (glyph, beside, declared))
        return seen


def css_px_per_unit(view_box: list, screen: str) -> float:
    width, height = view_box[2], view_box[3]
    if not width or not height:
        return 1.0
    if screen == "phone":
        return min(1.0, PHONE_WIDTH / width)
    return min(1.0, DESK_BOX[0] / width, DESK_BOX[1] / height)


def judge(svg: str, screen: str) -> tuple[list, list]:
    """([failures], [transforms seen]) of one SVG; a failure is a dict."""
    painting = Painting(svg)
    scale = css_px_per_unit(painting.view_box, screen)
    failures = []
    for item in painting.texts:
        if item["inactive"]:
            continue
        px = item["size"] * scale
        large = px >= 24 or (item["bold"] and px >= 18.66)
        need = LARGE if large else NORMAL
        worst = None
        for seen in painting.backdrops(item):
            if seen is None:
                continue
            value = ratio(*seen[:2])
            if worst is None or value < worst[0]:
                worst = (value, seen)
        if worst and worst[0] < need - 1e-9:
            failures.append(
                {
                    "text": item["text"],
                    "fg": hex_of(worst[1][0]),
                    "bg": hex_of(worst[1][1]),
                    "ratio": worst[0],
                    "need": need,
                    "size": item["size"],
                    "bold": item["bold"],
                    "px": px,
                    "declared": (item["declared"], worst[1][2]),
                }
            )
    return failures, painting.transforms


# ---------------- the positions drawn ----------------


def players(game, wanted: int) -> int:
    return min(max(game.min_players, wanted), game.max_players)


def spread(items: list, count: int) -> list:
    step = max(1, len(items) // count)
    return [items[i] for i in range(len(items)) if i % step == 0 or i == len(items) - 1]


def drawings(game_id: str):
    """(screen, title, svg) of the sampled positions: two seeded random games with other
    options (two players, and the most), about six positions each and the end, for the player
    to act (with a click pending too) and a spectator, on both screens."""
    game = get_game(game_id)
    rng = random.Random(3)
    for variant, wanted, seed in ((1, 2, 11), (2, game.max_players, 12)):
        run = play_game(game_id, varied_options(game, variant, players(game, wanted)), seed)
        for state in spread(run.states, 6):
            actors = game.to_act(state)
            asks = [(None, [])]
            if actors:
                actor = actors[0]
                first = game.next_clicks(state, actor, [])
                asks.append((actor, []))
                if first:
                    asks.append((actor, [rng.choice(first)]))
            for viewer, path in asks:
                view = game.view(state, viewer)
                nxt = game.next_clicks(state, viewer, path) if viewer is not None else []
                for screen in SCREENS:
                    drawn = game.render(view, {"path": path, "next": nxt, "screen": screen})
                    yield screen, drawn.get("main_title") or "board", drawn["svg"]
                    for panel in drawn.get("panels", ()):
                        yield screen, panel["title"], panel["svg"]


@functools.cache
def findings(game_id: str) -> tuple[dict, list, int]:
    """({(screen, drawing, fg, bg, size, bold): [count, example text, worst ratio, need,
    (declared text fill, declared fill of the shape under it)]}, transforms seen)."""
    found: dict = {}
    transforms = []
    for screen, title, svg in drawings(game_id):
        failures, seen = judge(svg, screen)
        transforms += seen
        for f in failures:
            key = (screen, title, f["fg"], f["bg"], f["size"], f["bold"])
            entry = found.setdefault(key, [0, f["text"], f["ratio"], f["need"], f["declared"]])
            entry[0] += 1
            entry[2] = min(entry[2], f["ratio"])
    return found, transforms


def report(game_id: str, found: dict) -> str:
    lines = [f"{game_id}: {len(found)} kinds of text below the WCAG AA contrast:"]
    for (screen, title, fg, bg, size, bold), (count, text, worst, need, declared) in sorted(
        found.items(), key=lambda kv: kv[1][2]
    ):
        written = "" if (declared[0], declared[1]) == (fg, bg) else f" [written {declared[0]} on {declared[1]}]"
        lines.append(
            f"  {screen:5} {title[:18]:18} {text[:28]!r:30} {fg} on {bg} "
            f"{size:g}{' bold' if bold else ''}: {worst:.2f} < {need} (×{count})" + written
        )
    return "\n".join(lines)


def marked(game_id: str):
    if game_id in TO_FIX:
        return pytest.param(game_id, marks=pytest.mark.xfail(reason=TO_FIX[game_id], strict=True))
    return game_id


@pytest.mark.parametrize("game_id", [marked(g) for g in game_ids()])
def test_svg_text_contrast(game_id):
    found, _ = findings(game_id)
    assert not found, report(game_id, found)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_drawings_use_no_transforms(game_id):
    """The geometry above reads coordinates as they are: a transform would need handling."""
    _, transforms = findings(game_id)
    assert transforms == []


# ---------------- the checker itself ----------------


def test_the_checker_finds_low_contrast_and_reads_backdrops():
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 140">'
        '<rect width="300" height="140" fill="#ffffff"/>'
        '<rect x="0" y="0" width="100" height="100" fill="#e0ac1c"/>'
        '<text x="50" y="50" text-anchor="middle" font-size="14" fill="#fff">7</text>'
        '<g fill="#222"><text x="150" y="50" font-size="14">ok</text></g>'
        '<g opacity="0.3"><text x="150" y="80" font-size="14" fill="#000">faint</text></g>'
        '<path d="M200 0 H300 V100 H200 Z" fill="#000"/>'
        '<text x="250" y="50" text-anchor="middle" font-size="30" font-weight="700" '
        'fill="#777">big</text>'
        '<g class="covered" data-click="x"><text x="250" y="90" font-size="12" fill="#333">'
        "off</text></g>"
        '<circle cx="20" cy="120" r="15" fill="#e67e22"/>'
        '<text x="20" y="125" text-anchor="middle" font-size="14" font-weight="800" fill="#fff" '
        'stroke="#0007" stroke-width="2" paint-order="stroke">1</text>'
        '<circle cx="60" cy="120" r="15" fill="#e67e22"/>'
        '<text x="60" y="125" text-anchor="middle" font-size="14" font-weight="800" '
        'fill="#fff">2</text>'
        '<g class="covered"><rect x="100" y="105" width="100" height="30" fill="#fff"/>'
        '<text x="110" y="125" font-size="12" fill="#666">dimmed</text></g>'
        '<text x="250" y="125" font-size="12" fill="#000">hidden</text>'
        '<rect x="200" y="105" width="100" height="30" fill="#fff"/></svg>'
    )
    failures, transforms = judge(svg, "phone")
    texts = {f["text"]: f for f in failures}
    # white on yellow; black at 30 %; white on orange without a halo; #666 dimmed by .covered
    assert set(texts) == {"7", "faint", "2", "dimmed"}, texts
    assert texts["7"]["bg"] == "#e0ac1c" and texts["7"]["ratio"] < 2.2
    assert texts["7"]["declared"] == ("#fff", "#e0ac1c")
    assert transforms == []
    assert abs(ratio(parse_colour("#777")[:3], (0, 0, 0)) - 4.69) < 0.01
    assert round(ratio((1, 1, 1), (0, 0, 0)), 2) == 21.0


def test_path_outlines_are_flattened():
    square = flatten_path("M0 0 h10 v10 H0 Z")
    assert square == [[(0, 0), (10, 0), (10, 10), (0, 10)]]
    assert inside_polygons(square, 5, 5, False) and not inside_polygons(square, 11, 5, False)
    bump = flatten_path("M0 10 Q5 -10 10 10 Z")
    assert inside_polygons(bump, 5, 4, False) and not inside_polygons(bump, 1, 1, False)
