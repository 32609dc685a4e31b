"""What changed between two drawings, as patches the page applies to the SVG it shows.

A click usually changes a few elements of a 20–60 kB drawing (a card selected, targets lit).
Sending the whole drawing made the page parse it and rebuild every node on every click; a
patch replaces only the elements that differ:

    ["a", path, start_tag]   only the element's own attributes changed: the page copies the
                             attributes of `start_tag` onto it (its children stay)
    ["r", path, markup]      the element is replaced by `markup`
    ["i", path, markup]      `markup` is inserted as the element at `path` (children shift)
    ["d", path]              the element at `path` is removed

`path` lists child-element indexes from the root <svg> (the page walks `.children`). Patches
are in document order and each path refers to the tree as earlier patches left it. The text
is read with a small tokenizer that knows exactly what our drawings write (elements,
attributes with escaped values, text, comments); anything it cannot read with certainty
gives None, and the page gets the whole drawing.

Each click reads only what changed: the last drawing's tree is kept, and an element of the
new drawing that is the same text as the old one is recognised by comparing text (in C), not
read tag by tag. Reading the whole drawing was a third of a Yucata' click's time.
"""

from __future__ import annotations

import re

# Any tag: attribute values never hold "<" or ">" (html.escape writes &lt; &gt;).
_TAG = re.compile(r"<[^<>]*>")
_NAME = re.compile(r"[A-Za-z][\w:.-]*")


class _Element:
    """An element of a drawing, placed relative to itself: its children's offsets count from
    its own "<", so the tree of a new drawing shares the subtrees that did not change with the
    tree of the old one, wherever they moved to."""

    __slots__ = ("open", "tag_len", "length", "children", "has_text")

    def __init__(self, open_tag: str, tag_len: int):
        self.open = open_tag  # the tag's name
        self.tag_len = tag_len  # the start tag's length
        self.length = tag_len  # the whole element's (a self-closing one: its tag)
        self.children: list[tuple[int, _Element]] = []  # (offset from this element's "<", child)
        self.has_text = False  # text of its own (not only in children)


class _NotIncremental(Exception):
    """The new drawing could not be read in parts: it is read whole instead."""


def _parse_fragment(svg: str, lo: int, hi: int, first_only: bool = False) -> tuple[list, bool, int] | None:
    """The elements of svg[lo:hi], a sequence of whole elements, as (offset in svg, element);
    whether text stands between them; and where reading stopped (`first_only`: after the
    first element). None if it is not what our drawings write."""
    stack: list[tuple[int, _Element]] = []
    top: list[tuple[int, _Element]] = []
    top_text = False
    at = lo
    for m in _TAG.finditer(svg, lo, hi):
        start, tag = m.start(), m.group()
        if start > at:
            between = svg[at:start]
            if "<" in between or ">" in between:
                return None  # something the tokenizer did not read
            if not between.isspace():
                if stack:
                    stack[-1][1].has_text = True
                else:
                    top_text = True
        at = m.end()
        if tag[1] == "/":
            if not stack or stack[-1][1].open != tag[2:-1]:  # exactly "</name>"
                return None
            opened, element = stack.pop()
            element.length = at - opened
        else:
            name = _NAME.match(tag, 1)
            if name is None:
                return None
            element = _Element(name.group(), at - start)
            if stack:
                parent_start, parent = stack[-1]
                parent.children.append((start - parent_start, element))
            else:
                top.append((start, element))
            if tag[-2] != "/":
                stack.append((start, element))
        if first_only and not stack:
            return top, top_text, at
    rest = svg[at:hi]
    if stack or first_only or "<" in rest or ">" in rest:
        return None
    return top, top_text or not (rest == "" or rest.isspace()), hi


def _parse(svg: str) -> tuple[int, _Element] | None:
    """The root of `svg` and its offset, or None if it is not what our drawings write
    (comments, CDATA or processing instructions included: the page then gets the whole
    drawing)."""
    if "<!" in svg or "<?" in svg:
        return None
    read = _parse_fragment(svg, 0, len(svg))
    if read is None or read[1] or len(read[0]) != 1:
        return None
    return read[0][0]


_recent: dict[str, tuple[int, _Element] | None] = {}  # the last drawings read, by their text


def _remember(svg: str, tree: tuple[int, _Element] | None) -> None:
    if svg not in _recent and len(_recent) >= 2:
        _recent.pop(next(iter(_recent)))
    _recent[svg] = tree


def _tree(svg: str) -> tuple[int, _Element] | None:
    if svg not in _recent:
        _remember(svg, _parse(svg))
    return _recent[svg]


def read(svg: str) -> None:
    """Read `svg` now (a drawing the page gets whole), for the next diff from it."""
    _tree(svg)


def diff(old: str, new: str, max_share: float = 0.6) -> list | None:
    """Patches that turn drawing `old` into `new` on the page, or None when the whole drawing
    is the better answer (unreadable text, another root, or patches nearly as long as it).

    `old` was read when it was new. `new` is read only where it differs from `old`: an
    element that is the same text as in `old` is recognised by comparing text and passed
    over, and only what changed is read tag by tag."""
    read = _tree(old)
    if read is None or "<!" in new or "<?" in new:
        return None
    at, a = read
    start, end = len(new) - len(new.lstrip()), len(new.rstrip())
    if not new.startswith(old[at : at + a.tag_len], start):
        return None  # another root
    patches: list = []
    try:
        b, b_end = _read(old, at, a, new, start, [], patches, end)
        if b_end != end:
            raise _NotIncremental  # a second root
    except _NotIncremental:
        _remember(new, None)
        return None
    _remember(new, (start, b))
    if any(not patch[1] for patch in patches):  # the root itself replaced
        return None
    if sum(len(p[-1]) if isinstance(p[-1], str) else 8 for p in patches) > max_share * len(new):
        return None
    return patches


def _read_whole(new: str, start: int) -> tuple[_Element, int]:
    """The element at `start` in `new`, read tag by tag, and its end."""
    read = _parse_fragment(new, start, len(new), first_only=True)
    if read is None or not read[0] or read[0][0][0] != start:
        raise _NotIncremental
    return read[0][0][1], read[2]


def _read(
    old: str, at: int, x: _Element, new: str, start: int, path: list, patches: list, end: int | None = None
) -> tuple[_Element, int]:
    """The element at `start` in `new`, and its end, read as a change of element `x` (at `at`
    in `old`): patches that make `x` like it are appended. `end`, when known, is where it
    should end (what follows it is the same as in `old`)."""
    if new.startswith(old[at : at + x.length], start):
        return x, start + x.length  # the same element
    m = _TAG.match(new, start)
    if m is None:
        raise _NotIncremental
    tag = m.group()
    name = _NAME.match(tag, 1)
    closing = f"</{x.open}>"
    if name is None or name.group() != x.open or x.has_text or x.tag_len == x.length or tag[-2] == "/":
        y, y_end = _read_whole(new, start)
        patches.append(["r", path, new[start:y_end]])
        return y, y_end
    done = len(patches)
    if not new.startswith(old[at : at + x.tag_len], start):
        patches.append(["a", path, tag])
    hi = end - len(closing) if end is not None and new.endswith(closing, start, end) else None
    try:
        children, content_end = _children(old, at, x, new, m.end(), hi, path, patches)
    except _NotIncremental:
        # Not as `end` said, or text among the children: read whole, compared whole.
        del patches[done:]
        y, y_end = _read_whole(new, start)
        _diff_element(old, at, x, new, start, y, path, patches)
        return y, y_end
    y = _Element(x.open, len(tag))
    y.length = content_end + len(closing) - start
    y.children = [(offset - start, child) for offset, child in children]
    return y, start + y.length


def _children(  # noqa: C901 — head, tail and middle share the lo/hi cursors; split, they pass them back and forth
    old: str, at: int, x: _Element, new: str, lo: int, hi: int | None, path: list, patches: list
) -> tuple[list[tuple[int, _Element]], int]:
    """Patches that make the children of `x` like the elements from `lo` in `new` up to its
    end tag (or up to `hi`, when known); returns those as (offset in new, element), and where
    they end. The children that are the same text, gaps included, from the start (and from
    the end, when `hi` is known) are kept; between them, the new elements are read in order,
    each as a change of the old child at the same place, then any more inserted or the rest
    of the old ones removed."""
    xs = x.children
    old_lo, old_hi = at + x.tag_len, at + x.length - len(x.open) - 3  # "</" name ">"
    head: list[tuple[int, _Element]] = []
    while len(head) < len(xs):
        offset, child = xs[len(head)]
        piece = old[old_lo : at + offset + child.length]  # the gap before it, and itself
        if not new.startswith(piece, lo) or (hi is not None and lo + len(piece) > hi):
            break
        head.append((lo + at + offset - old_lo, child))
        lo += len(piece)
        old_lo += len(piece)
    content_end = hi
    tail: list[tuple[int, _Element]] = []
    while hi is not None and len(head) + len(tail) < len(xs):
        offset, child = xs[-1 - len(tail)]
        piece = old[at + offset : old_hi]  # itself, and the gap after it
        if hi - len(piece) < lo or not new.startswith(piece, hi - len(piece)):
            break
        tail.append((hi - len(piece), child))
        hi -= len(piece)
        old_hi -= len(piece)
    tail.reverse()
    olds = xs[len(head) : len(xs) - len(tail)]
    middle: list[tuple[int, _Element]] = []
    limit = len(new) if hi is None else hi
    j = 0  # the next old child to compare
    while True:
        index = len(head) + len(middle)
        lt = new.find("<", lo, limit)
        gap = new[lo : limit if lt == -1 else lt]
        if gap and not gap.isspace():
            raise _NotIncremental  # text among the children
        if lt == -1 or new.startswith("</", lt):
            if hi is None:  # the end tag of x, exactly
                if lt == -1 or not new.startswith(f"</{x.open}>", lt):
                    raise _NotIncremental
                content_end = lt
            elif lt != -1:
                raise _NotIncremental  # an end tag where `hi` said none
            break
        if j < len(olds):
            offset, child = olds[j]
            if not _same_at(old, at, olds[j], new, lt):
                if j + 1 < len(olds) and _same_at(old, at, olds[j + 1], new, lt):
                    patches.append(["d", path + [index]])  # the old child removed
                    j += 1
                    continue
                inserted = _inserted_before(old, at + offset, child, new, lt, limit)
                if inserted:
                    for at_new, element in inserted:
                        patches.append(["i", path + [len(head) + len(middle)], _outer(new, at_new, element)])
                        middle.append((at_new, element))
                    lo = inserted[-1][0] + inserted[-1][1].length
                    continue
            # a single changed child ends where the same tail begins (if it is one element)
            end = lt + len(new[lt:hi].rstrip()) if hi is not None and len(olds) == 1 else None
            element, lo = _read(old, at + offset, child, new, lt, path + [index], patches, end)
            j += 1
        else:
            element, lo = _read_whole(new, lt)
            patches.append(["i", path + [index], new[lt:lo]])
        middle.append((lt, element))
    for _ in range(j, len(olds)):
        patches.append(["d", path + [len(head) + len(middle)]])
    assert content_end is not None  # with `hi` unknown, the loop ends only where x's end tag sets it
    return head + middle + tail, content_end


# An element inserted before an old one is recognised if the old one follows within this
# many characters (further on, the new elements are compared with the old ones in order).
INSERTED_WITHIN = 4000


def _same_at(old: str, at: int, child: tuple[int, _Element], new: str, start: int) -> bool:
    offset, element = child
    return new.startswith(old[at + offset : at + offset + element.length], start)


def _inserted_before(old: str, at: int, x: _Element, new: str, start: int, limit: int) -> list:
    """The whole elements from `start` in `new` up to element `x` (at `at` in `old`) the same,
    if it follows them closely; else []."""
    found = new.find(old[at : at + x.length], start + 1, min(limit, start + INSERTED_WITHIN + x.length))
    if found == -1:
        return []
    read = _parse_fragment(new, start, found)
    if read is None or read[1] or not read[0]:
        return []
    return read[0]


# -------- both drawings read whole --------


def _outer(svg: str, at: int, e: _Element) -> str:
    return svg[at : at + e.length]


def _diff_children(old: str, at: int, a: _Element, new: str, bt: int, b: _Element, path: list, patches: list) -> None:
    """Children of `a` made like those of `b`: the identical head and tail are left alone;
    between them, elements are diffed pairwise, then the rest inserted or removed."""
    xs = [(at + offset, child) for offset, child in a.children]
    ys = [(bt + offset, child) for offset, child in b.children]
    head = 0
    while head < min(len(xs), len(ys)) and _outer(old, *xs[head]) == _outer(new, *ys[head]):
        head += 1
    tail = 0
    while tail < min(len(xs), len(ys)) - head and _outer(old, *xs[-1 - tail]) == _outer(new, *ys[-1 - tail]):
        tail += 1
    olds, news = xs[head : len(xs) - tail], ys[head : len(ys) - tail]
    for k in range(min(len(olds), len(news))):
        _diff_element(old, *olds[k], new, *news[k], path + [head + k], patches)
    for k in range(len(olds), len(news)):
        patches.append(["i", path + [head + k], _outer(new, *news[k])])
    for _ in range(len(news), len(olds)):
        patches.append(["d", path + [head + len(news)]])


def _diff_element(old: str, at: int, x: _Element, new: str, bt: int, y: _Element, path: list, patches: list) -> None:
    if _outer(old, at, x) == _outer(new, bt, y):
        return
    if x.open != y.open or x.has_text or y.has_text or (x.tag_len == x.length) != (y.tag_len == y.length):
        patches.append(["r", path, _outer(new, bt, y)])
        return
    if old[at : at + x.tag_len] != new[bt : bt + y.tag_len]:
        patches.append(["a", path, new[bt : bt + y.tag_len]])
    if old[at + x.tag_len : at + x.length] != new[bt + y.tag_len : bt + y.length]:
        _diff_children(old, at, x, new, bt, y, path, patches)


# ---------------- for tests: the same patches applied to text ----------------


def apply_to_text(svg: str, patches: list) -> str:
    """`svg` with `patches` applied as the page applies them (tests check diff against it)."""
    for patch in patches:
        tree = _parse(svg)
        assert tree is not None, "patches apply to a drawing diff() could read"
        parent_at, parent = tree
        kind, path = patch[0], patch[1]
        for index in path[:-1]:
            offset, parent = parent.children[index]
            parent_at += offset
        last = path[-1]
        if kind == "i":
            at = (
                parent_at + parent.children[last][0]
                if last < len(parent.children)
                else svg.rindex("</", 0, parent_at + parent.length)
            )
            svg = svg[:at] + patch[2] + svg[at:]
            continue
        offset, target = parent.children[last]
        at = parent_at + offset
        if kind == "d":
            svg = svg[:at] + svg[at + target.length :]
        elif kind == "r":
            svg = svg[:at] + patch[2] + svg[at + target.length :]
        elif kind == "a":
            svg = svg[:at] + patch[2] + svg[at + target.tag_len :]
    return svg
