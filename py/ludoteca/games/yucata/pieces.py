"""Yucata's pieces on the drawing kit, shared by the desk, the phone and the lobby's editor: the
spiral track and its spaces, stones, amulets, small cards, player plates."""

from __future__ import annotations

import functools
from collections import namedtuple

from ...core.svg import (
    Attr,
    Child,
    Markup,
    circle,
    document,
    el,
    fitted_text,
    group,
    join,
    last_attrs,
    path,
    per_language,
    rect,
    text,
    title,
)
from .data import DARK, END, FIRST_STONE, PALE, RED, card_name
from .rules import KIND_TOTAL
from .texts import _
from .words import STONE_NAME, card_info, glyph, points, seat, space_info

COLS, ROWS, START_CELLS = 7, 6, 3  # the large start space covers the first three cells of the spiral
SEAT_COLOURS = ("#e67e22", "#16a085", "#c2185b", "#7d5ba6")
STONE_FILL = {PALE: "#f4ecd6", DARK: "#1f2d5c", RED: "#c0392b"}
GROUND, PATH_EDGE, PAPER, INK = "#e9dcb8", "#a88f5a", "#f3ead2", "#3b2f1e"
WHITE_EDGE: dict[str, Attr] = {"stroke": "#fff", "stroke_width": 1.5}
TURN: dict[str, Attr] = {"fill": "#e3f1e8", "stroke": "#1d6f42", "stroke_width": 2}  # a player's plate on their turn
IDLE: dict[str, Attr] = {"fill": "#fffdf7", "stroke": "#d9d2c0", "stroke_width": 1}
HALO: dict[str, Attr] = {"stroke_width": 2, "paint_order": "stroke"}  # a seat number readable on any colour
CARD_EDGE: dict[str, Attr] = {"stroke": "#8a7a55", "stroke_width": 1.5}


# Where a track lies and how large its parts are drawn (one per screen; hashable: a cache key).
Geo = namedtuple("Geo", "x y cell inset label stone amulet")


def _spiral_cells() -> list[tuple[int, int]]:
    """Grid cells (col, row) from the top-left corner, clockwise, spiralling inward."""
    cells, left, top, right, bottom = [], 0, 0, COLS - 1, ROWS - 1
    while left <= right and top <= bottom:
        cells += [(c, top) for c in range(left, right + 1)] + [(right, r) for r in range(top + 1, bottom + 1)]
        if top < bottom:
            cells += [(c, bottom) for c in range(right - 1, left - 1, -1)]
        if left < right:
            cells += [(left, r) for r in range(bottom - 1, top, -1)]
        left, top, right, bottom = left + 1, top + 1, right - 1, bottom - 1
    return cells


CELLS = _spiral_cells()


def space_box(space: int, geo: Geo) -> tuple[float, float, float, float]:
    g, c = geo.inset, geo.cell
    col, row = CELLS[space + START_CELLS - 1 if space else 0]
    return geo.x + col * c + g, geo.y + row * c + g, (START_CELLS if space == 0 else 1) * c - 2 * g, c - 2 * g


def mid(x: float, y: float, words: Child, size: float, fill=INK, weight: str | None = None, **attrs: Attr) -> Markup:
    """A line centred on x."""
    return text(x, y, words, size, text_anchor="middle", font_weight=weight, fill=fill, **attrs)


def fit_mid(x: float, y: float, words: str, size: float, width: float, fill=INK, bold: bool = False) -> Markup:
    """A line centred on x, squeezed into `width` when it would be wider (a card's caption)."""
    return fitted_text(x, y, words, size, width, bold=bold, text_anchor="middle", fill=fill)


def sheet(w: float, h: float, label: str, *children: Child, **attrs: Attr) -> Markup:
    """A whole drawing on the paper backdrop."""
    return document(w, h, label, *children, backdrop=PAPER, **attrs)


def stone(kind: str, cx: float, cy: float, r: float) -> Markup:
    return _stone(kind, cx, cy, r, _(STONE_NAME[kind]))


# Pieces drawn from hashable inputs are drawn once (the drawing is made on every click).
@functools.lru_cache(maxsize=1024)
def _stone(kind: str, cx: float, cy: float, r: float, name: str) -> Markup:
    edge = "#8a7a55" if kind == PALE else "#00000080"
    disc = el("circle", title(name), cx=cx, cy=cy, r=r, fill=STONE_FILL[kind], stroke=edge, stroke_width=1.5)
    # the red stone: a ring, not only a colour
    return join(disc, kind == RED and circle(cx, cy, r * 0.45, fill="none", **WHITE_EDGE))


@functools.lru_cache(maxsize=1024)
def amulet(
    player: int,
    cx: float,
    cy: float,
    r: float,
    info: str,
    last: bool | str = False,
    foot: bool = True,
    piece=None,
    mark: str | None = None,
) -> Markup:
    """An amulet: a disc in the seat's colour (on a small foot, when there is room), with the
    seat's number; `info` is what it says when tapped (its space, or its player). Only the
    amulet on the track is the piece (`piece`): elsewhere a disc names its player."""
    colour, font = SEAT_COLOURS[player % len(SEAT_COLOURS)], max(12.0, round(r * 1.2, 1))
    stand = foot and rect(cx - r * 0.85, cy + r * 0.55, r * 1.7, r * 0.65, rx=2, fill=colour, **WHITE_EDGE)
    disc = circle(cx, cy, r, fill=colour, stroke="#fff", stroke_width=2)
    number = mid(cx, cy + font * 0.36, player + 1, font, "#fff", "800", stroke="#0007", **HALO)
    classes = ("amulet", "last" if last else "", f"mark-{mark}" if mark else "")
    attrs = {"data_info": info, "data_mark": mark, **last_attrs(last, piece)}
    return el("g", title(seat(player)), stand, disc, number, class_=classes, **attrs)


def _amulet_spots(space: int, count: int, geo: Geo) -> list[tuple[float, float, float]]:
    """(cx, cy, r) for `count` amulets sharing a space: side by side, or two by two."""
    x, y, w, h = space_box(space, geo)
    r = geo.amulet
    if space == 0 or count == 1:
        step = min(w / max(count, 1), 2.6 * r + 4)
        return [(x + w / 2 + (k - (count - 1) / 2) * step, y + h / 2 - r * 0.2, r) for k in range(count)]
    if count == 2:
        return [(x + w * (0.27 + 0.46 * k), y + h / 2, min(r, w / 4 - 1)) for k in range(2)]
    small = round(min(r, w / 4 - 1.5, h / 4 - 1.5), 1)
    return [(x + w * (0.26 + 0.48 * (k % 2)), y + h * (0.28 + 0.46 * (k // 2)), small) for k in range(count)]


@functools.lru_cache(maxsize=8)
def _ground(geo: Geo) -> Markup:
    centres = [(x + w / 2, y + h / 2) for x, y, w, h in (space_box(s, geo) for s in range(END + 1))]
    d = " ".join(f"{'L' if i else 'M'}{x:.0f} {y:.0f}" for i, (x, y) in enumerate(centres))
    e, c = geo.inset + 5, geo.cell
    ground = rect(geo.x - e, geo.y - e, COLS * c + 2 * e, ROWS * c + 2 * e, rx=round(c / 6), fill="#cdbb8c")
    line = path(d, fill="none", stroke=PATH_EDGE, stroke_width=round(c / 8), stroke_linejoin="round", opacity="0.5")
    return join(ground, line)


@per_language(1024)
def space(
    n: int, geo: Geo, kind: str | None, info=None, last=False, click=None, name=None, tip=None, piece=None, mark=None
):
    """One space of the track with its stone (the piece `piece`, marked `mark`: a tutorial's
    pointer): its details `info`, or in the editor its click; `last`, how the latest move
    changed it ("moved": an amulet landed here, "taken": its stone was taken). Marks are made
    here, not by the kit, as the space is cached with what it shows."""
    x, y, w, h = space_box(n, geo)
    fill = "#f7efd9" if n == END else GROUND
    shape = rect(x, y, w, h, rx=round(geo.cell / 9), fill=fill, stroke=PATH_EDGE, stroke_width=1.5)
    label = _("Start") if n == 0 else _("End") if n == END else n
    number = text(x + geo.label * 0.35, y + geo.label * 1.05, label, geo.label, fill="#6b5830")
    disc = kind and stone(kind, x + w / 2, y + h / 2 + geo.label * 0.3, geo.stone)
    if disc and piece:
        disc = el("g", disc, data_piece=piece, data_mark=mark, class_=f"mark-{mark}" if mark else None)
    attrs = {"data_click": click, "aria_label": name, "data_info": info, **last_attrs(last)}
    return el("g", title(tip), shape, number, disc, class_=("space", "last" if last else ""), **attrs)


def stone_piece(kind: str, k: int) -> str:
    """The id of the k-th stone of its kind along the track, wherever it lies (see
    rules.moves_seen: stones are taken in track order)."""
    return f"stone-{kind}{k}"


def track_pieces(stones) -> dict[int, str]:
    """Each stone on the track's piece id, by space: the stones still there are the last ones of
    their kind."""
    left = {kind: sum(1 for s in stones if s == kind) for kind in KIND_TOTAL}
    seen = dict.fromkeys(KIND_TOTAL, 0)
    ids = {}
    for n, kind in enumerate(stones):
        if kind in KIND_TOTAL:
            ids[n] = stone_piece(kind, KIND_TOTAL[kind] - left[kind] + seen[kind])
            seen[kind] += 1
    return ids


def last_mover(view: dict) -> dict | None:
    """The latest move ({"p", "from", "to"}), or None before the first."""
    return view["last"][0] if view["last"] else None


def track(geo: Geo, *spaces: Markup) -> Markup:
    return group(_("The temple track, from the start to the centre"), _ground(geo), *spaces)


def game_track(view: dict, geo: Geo, marks=None) -> Markup:
    """The track with its stones and amulets; every space and amulet says what it holds. The
    latest move's amulet is marked "moved", the spaces it took stones from "taken"; `marks`
    (ui["marks"]: {piece id: how}) mark its stones and amulets."""
    where, last = (tuple(view["stones"]), tuple(view["pos"]), view.get("viewer")), last_mover(view)
    marked = tuple(sorted((k, v) for k, v in (marks or {}).items() if k.startswith(("stone-", "amulet-"))))
    if last is None:
        return _game_track(geo, *where, (), None, marked)
    others = [at for p, at in enumerate(view["pos"]) if p != last["p"]]
    emptied = range(max([last["from"], FIRST_STONE - 1, *others]) + 1, last["to"] + 1)
    changed = dict.fromkeys(emptied, "taken")
    changed.setdefault(last["to"], "moved")
    return _game_track(geo, *where, tuple(sorted(changed.items())), last["p"], marked)


# The track changes only when a move is made: drawn once for each click of a turn.
@per_language(16)
def _game_track(geo: Geo, stones: tuple, pos: tuple, viewer, changed: tuple, moved, marked: tuple = ()):
    crowds: dict[int, list[int]] = {}
    for player, at in enumerate(pos):
        crowds.setdefault(at, []).append(player)
    info = [space_info(n, stones[n], tuple(crowds.get(n, ())), viewer) for n in range(END + 1)]
    how, pieces, marks = dict(changed), track_pieces(stones), dict(marked)
    spaces = (
        space(n, geo, stones[n], info[n], how.get(n, False), piece=pieces.get(n), mark=marks.get(pieces.get(n, "")))
        for n in range(END + 1)
    )
    amulets = (
        amulet(
            p,
            cx,
            cy,
            r,
            info[at],
            p == moved and "moved",
            at == 0 or len(crowd) <= 2,
            f"amulet-{p}",
            marks.get(f"amulet-{p}"),
        )
        for at, crowd in sorted(crowds.items())
        for p, (cx, cy, r) in zip(crowd, _amulet_spots(at, len(crowd), geo))
    )
    return track(geo, *spaces, *amulets)


def mini_card(view: dict, player: int, card: str, x: float, y: float, w=26, h=34, font=15, piece=True) -> Markup:
    """A player's card, small: in hand or played (greyed), the previous card outlined (and
    marked as the latest move's, "changed", when it is); the card is the piece
    card-<player>-<card> unless `piece` is False."""
    prev, in_hand = view["previous"], card in view["hands"][player]
    tip = card_name(card) if in_hand else _("{card} (played)").format(card=card_name(card))
    outlined = prev is not None and prev["p"] == player and prev["card"] == card
    last = outlined and bool(view["last"]) and view["last"][0]["p"] == player
    made = _mini_card(card, x, y, w, h, font, in_hand, outlined, tip, card_info(view, player, card), last)
    return el("g", made, data_piece=card_piece(player, card)) if piece else made


def card_piece(player: int, card: str) -> str:
    return f"card-{player}-{card}"


@functools.lru_cache(maxsize=1024)
def _mini_card(
    card: str, x: float, y: float, w, h, font, in_hand: bool, outlined: bool, tip: str, info: str, last: bool = False
) -> Markup:
    look: dict[str, Attr] = {"fill": "#fffaf0", "opacity": 1} if in_hand else {"fill": "#d9d2c0", "opacity": 0.55}
    edge: dict[str, Attr] = (
        {"stroke": "#b84a00", "stroke_width": 2.5} if outlined else {"stroke": "#8a7a55", "stroke_width": 1}
    )
    face = mid(x + w / 2, y + h / 2 + font * 0.36, glyph(card), font, INK if in_hand else "#686052", "700")
    cls = ("mini", "last" if last else "")
    box = rect(x, y, w, h, rx=4, **look, **edge)
    return el("g", title(tip), box, face, class_=cls, data_info=info, **last_attrs("changed" if last else False))


def gains(pv: dict, cx: float, y: float, width: float) -> Markup:
    """What a card would take: a stone and its count for each kind, centred on cx, within
    `width` (a move takes at most 5 stones: one digit each)."""
    kinds = [(kind, pv[key]) for kind, key in ((PALE, "pale"), (DARK, "dark"), (RED, "red")) if pv[key]]
    if not kinds:
        return fit_mid(cx, y + 5, _("takes nothing"), 13, width, "#6b6256")
    spots = [(cx + (k - (len(kinds) - 1) / 2) * 24 - 5, s, n) for k, (s, n) in enumerate(kinds)]
    return join((stone(s, x, y, 6), text(x + 8, y + 5, n, 13, font_weight="700", fill=INK)) for x, s, n in spots)


def plate(
    info: str, turn: bool, box: tuple[float, float, float, float], rx: float, *children: Child, clip=None, last=False
):
    """A player's plate (green while it is their turn) holding `children`; its details `info`;
    `last`: the latest move was theirs (their stones, score and cards changed)."""
    cls, how = ("player", "last" if last else ""), last_attrs("changed" if last else False)
    x, y, w, h = box  # by name: against rect(*box, **attrs) mypy checks the attributes as w and h
    return el(
        "g", clip, rect(x, y, w, h, rx=rx, **(TURN if turn else IDLE)), *children, class_=cls, data_info=info, **how
    )


def tally(view: dict, player: int, x: float, cy: float, r: float, step: float, size: float = 14) -> Markup:
    """The stones a player holds: a pile of each kind and its count. Each stone in a pile is
    the piece it was on the track (where the latest move's stones fly to, marked "taken")."""
    taken, held, last = view["taken"][player], view.get("held"), last_mover(view)
    took = view["recent"][player]["took"] if last and last["p"] == player and view.get("recent") else {}
    parts = []
    for k, kind in enumerate(STONE_FILL):  # pale, dark, red
        cx, n, fresh = x + k * step + r, taken[kind], took.get(kind, 0)
        spread = min(2.5, r / 2)
        if held is None or not n:  # a position built by hand: the count alone
            parts.append(el("g", stone(kind, cx, cy, r), opacity=None if n else 0.45))
        else:
            ids = held[player][kind]
            shown = max(0, len(ids) - max(3, fresh))  # the top of a pile shows, the stones under it are there unseen
            for i, stone_k in enumerate(ids):
                how = "taken" if i >= len(ids) - fresh else False
                attrs = last_attrs(how, stone_piece(kind, stone_k))
                hidden = 0 if i < shown else None
                piece = stone(kind, cx + max(0, i - shown) * spread, cy, r)
                parts.append(el("g", piece, class_="last" if how else None, opacity=hidden, **attrs))
        end = cx + (min(n, max(3, fresh)) - 1) * spread if n > 1 else cx
        weight, how = ("800", "changed") if fresh else (None, False)
        count = text(end + r + 4, cy + size * 0.36, f"×{n}", size, font_weight=weight)
        parts.append(el("g", count, class_="last", **last_attrs(how)) if how else count)
    return join(parts)


def score(x: float, y: float, view: dict, player: int, size: float) -> Markup:
    return text(x, y, points(view["scores"][player]), size, text_anchor="end", font_weight="700")
