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
"""

from __future__ import annotations

import re

# Any tag: attribute values never hold "<" or ">" (html.escape writes &lt; &gt;).
_TAG = re.compile(r"<[^<>]*>")
_NAME = re.compile(r"[A-Za-z][\w:.-]*")


class _Element:
    __slots__ = ("start", "end", "tag_end", "inner_start", "children", "has_text", "open")

    def __init__(self, start: int, tag_end: int, open_tag: str):
        self.start = start            # offset of "<"
        self.tag_end = tag_end        # offset after the start tag's ">"
        self.inner_start = tag_end
        self.end = tag_end            # offset after the end tag
        self.children: list[_Element] = []
        self.has_text = False         # text of its own (not only in children)
        self.open = open_tag


def _parse(svg: str) -> _Element | None:
    """The element tree of `svg`, or None if it is not what our drawings write (comments,
    CDATA or processing instructions included: the page then gets the whole drawing)."""
    if "<!" in svg or "<?" in svg:
        return None
    stack: list[_Element] = []
    root = None
    at = 0
    for m in _TAG.finditer(svg):
        start, tag = m.start(), m.group()
        if start > at:
            between = svg[at:start]
            if "<" in between or ">" in between:
                return None                              # something the tokenizer did not read
            if stack and not between.isspace():
                stack[-1].has_text = True
        at = m.end()
        if tag[1] == "/":
            if not stack or stack[-1].open != tag[2:-1].strip():
                return None
            stack.pop().end = at
            continue
        name = _NAME.match(tag, 1)
        if name is None:
            return None
        element = _Element(start, at, name.group())
        if stack:
            stack[-1].children.append(element)
        elif root is None:
            root = element
        else:
            return None                                  # two roots
        if tag[-2] != "/":
            stack.append(element)
    if stack or root is None or svg[at:].strip():
        return None
    return root


_recent: dict[str, _Element | None] = {}     # the last drawings read: each click reads one new


def _tree(svg: str) -> _Element | None:
    if svg not in _recent:
        if len(_recent) >= 2:
            _recent.pop(next(iter(_recent)))
        _recent[svg] = _parse(svg)
    return _recent[svg]


def _start_tag(svg: str, e: _Element) -> str:
    return svg[e.start:e.tag_end]


def _outer(svg: str, e: _Element) -> str:
    return svg[e.start:e.end]


def diff(old: str, new: str, max_share: float = 0.6) -> list | None:
    """Patches that turn drawing `old` into `new` on the page, or None when the whole drawing
    is the better answer (unreadable text, another root, or patches nearly as long as it)."""
    a, b = _tree(old), _tree(new)
    if a is None or b is None or _start_tag(old, a) != _start_tag(new, b):
        return None
    patches: list = []
    _diff_children(old, a, new, b, [], patches)
    if sum(len(p[-1]) if isinstance(p[-1], str) else 8 for p in patches) > max_share * len(new):
        return None
    return patches


def _diff_children(old: str, a: _Element, new: str, b: _Element, path: list, patches: list) -> None:
    """Children of `a` made like those of `b`: the identical head and tail are left alone;
    between them, elements are diffed pairwise, then the rest inserted or removed."""
    xs, ys = a.children, b.children
    head = 0
    while head < min(len(xs), len(ys)) and _outer(old, xs[head]) == _outer(new, ys[head]):
        head += 1
    tail = 0
    while (tail < min(len(xs), len(ys)) - head
           and _outer(old, xs[-1 - tail]) == _outer(new, ys[-1 - tail])):
        tail += 1
    olds, news = xs[head:len(xs) - tail], ys[head:len(ys) - tail]
    for k in range(min(len(olds), len(news))):
        _diff_element(old, olds[k], new, news[k], path + [head + k], patches)
    for k in range(len(olds), len(news)):
        patches.append(["i", path + [head + k], _outer(new, news[k])])
    for _ in range(len(news), len(olds)):
        patches.append(["d", path + [head + len(news)]])


def _diff_element(old: str, x: _Element, new: str, y: _Element, path: list, patches: list) -> None:
    if _outer(old, x) == _outer(new, y):
        return
    if x.open != y.open or x.has_text or y.has_text or (x.tag_end == x.end) != (y.tag_end == y.end):
        patches.append(["r", path, _outer(new, y)])
        return
    if _start_tag(old, x) != _start_tag(new, y):
        patches.append(["a", path, _start_tag(new, y)])
    if old[x.tag_end:x.end] != new[y.tag_end:y.end]:
        _diff_children(old, x, new, y, path, patches)


# ---------------- for tests: the same patches applied to text ----------------

def apply_to_text(svg: str, patches: list) -> str:
    """`svg` with `patches` applied as the page applies them (tests check diff against it)."""
    for patch in patches:
        root = _parse(svg)
        kind, path = patch[0], patch[1]
        parent = root
        for index in path[:-1]:
            parent = parent.children[index]
        last = path[-1]
        if kind == "i":
            at = parent.children[last].start if last < len(parent.children) else \
                svg.rindex("</", 0, parent.end)
            svg = svg[:at] + patch[2] + svg[at:]
            continue
        target = parent.children[last]
        if kind == "d":
            svg = svg[:target.start] + svg[target.end:]
        elif kind == "r":
            svg = svg[:target.start] + patch[2] + svg[target.end:]
        elif kind == "a":
            svg = svg[:target.start] + patch[2] + svg[target.tag_end:]
    return svg
