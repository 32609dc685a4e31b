"""The translation catalogs' tooling (CPython only, with Babel; not shipped to the page).

    python -m ludoteca.i18n_tools update [domain…]   extract the messages from the code and
                                                     bring every .po file in line (new ids
                                                     added empty, removed ids dropped)
    python -m ludoteca.i18n_tools check [domain…]    list what is missing, fuzzy, stale or has
                                                     other {placeholders} than the English
    python -m ludoteca.i18n_tools todo DOMAIN LANG   the ids still untranslated, one a line
    python -m ludoteca.i18n_tools compile            write the .mo files the engine reads
    python -m ludoteca.i18n_tools typography         French spacing in every fr catalog: a
                                                     no-break space before : ; ! ? and inside
                                                     « » (re-run it after merging new strings)

Domains (core/i18n.py): `site` — py/ludoteca/*.py and core/, and the comments of each game's
starting bot for the workshop (`games/<id>/starter_bot.py`: each comment paragraph is a
message, see workshop.comment_blocks) —, `shell` — the page's
assets/js/*.js (`t("…")`, `tn("…", "…", n)`), index.html (`data-t` elements, whose text is
the message, and `data-t-<attribute>` attributes) and the web app manifest's words (its
MANIFEST_FIELDS) — and one per game, from its package's .py files.
"""

from __future__ import annotations

import html.parser
import io
import json
import pathlib
import re
import sys
from dataclasses import dataclass, field

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from .core import i18n
from .core.i18n import LANGUAGES, SOURCE

PACKAGE_DIR = pathlib.Path(__file__).resolve().parent
ROOT = PACKAGE_DIR.parent.parent
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != SOURCE)

# The marking functions (core/i18n.py): name → which arguments are message ids.
KEYWORDS = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "NN_": (1, 2),
    "msg": None,
    "nmsg": (1, 2),
    "t": None,
    "tn": (1, 2),
}
_FIELD = re.compile(r"\{([^{}]*)\}")
MANIFEST = ROOT / "manifest.webmanifest"
# The manifest's words a player reads (installing the site, on the home screen's app list);
# its short_name is the site's name in every language.
MANIFEST_FIELDS = ("name", "description")


@dataclass
class DomainSources:
    name: str
    locale_dir: pathlib.Path
    python: list[pathlib.Path] = field(default_factory=list)
    javascript: list[pathlib.Path] = field(default_factory=list)
    html: list[pathlib.Path] = field(default_factory=list)
    manifests: list[pathlib.Path] = field(default_factory=list)

    def po_path(self, lang: str) -> pathlib.Path:
        return self.locale_dir / lang / "LC_MESSAGES" / f"{self.name}.po"

    def mo_path(self, lang: str) -> pathlib.Path:
        return self.locale_dir / lang / "LC_MESSAGES" / f"{self.name}.mo"


def domains() -> list[DomainSources]:
    site = DomainSources(
        "site", PACKAGE_DIR / "locale", python=sorted([*PACKAGE_DIR.glob("*.py"), *(PACKAGE_DIR / "core").glob("*.py")])
    )
    # The marking functions themselves are not messages.
    site.python = [p for p in site.python if p.name not in ("i18n_tools.py", "i18n.py")]
    shell = DomainSources(
        "shell",
        PACKAGE_DIR / "locale",
        javascript=sorted((ROOT / "assets" / "js").glob("*.js")),
        html=[ROOT / "index.html", ROOT / "workshop.html"],
        manifests=[MANIFEST],
    )
    found = [site, shell]
    for package in sorted((PACKAGE_DIR / "games").iterdir()):
        if (package / "__init__.py").is_file():
            found.append(DomainSources(package.name, package / "locale", python=sorted(package.glob("*.py"))))
    return found


def get_domain(name: str) -> DomainSources:
    for d in domains():
        if d.name == name:
            return d
    raise SystemExit(f"no domain {name!r} (there are {', '.join(d.name for d in domains())})")


# ---------------------------------------------------------------- extraction


class _HtmlMessages(html.parser.HTMLParser):
    """index.html: an element with `data-t` has its text as a message id; `data-t-title`
    (or any `data-t-<attribute>`) marks that attribute's value as one."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.found: list[tuple[int, str]] = []
        self._open: list[list] = []  # [tag, line, text parts] of elements with data-t

    def handle_starttag(self, tag, attrs):
        values = dict(attrs)
        for name, _value in attrs:
            if name.startswith("data-t-"):
                target = name[len("data-t-") :]
                if values.get(target):
                    self.found.append((self.getpos()[0], values[target]))
        if "data-t" in values:
            self._open.append([tag, self.getpos()[0], []])
        elif self._open:
            self._open[-1][2].append(None)  # a child element inside: not plain text

    def handle_data(self, data):
        if self._open:
            self._open[-1][2].append(data)

    def handle_endtag(self, tag):
        if self._open and self._open[-1][0] == tag:
            _, line, parts = self._open.pop()
            if None in parts:
                raise ValueError(f"index.html line {line}: a data-t element must hold text only")
            text = " ".join("".join(parts).split())
            if text:
                self.found.append((line, text))


def html_messages(path: pathlib.Path) -> list[tuple[int, str]]:
    parser = _HtmlMessages()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser.found


def manifest_messages(path: pathlib.Path) -> list[str]:
    manifest = json.loads(path.read_text(encoding="utf-8"))
    return [manifest[name] for name in MANIFEST_FIELDS if manifest.get(name)]


def extract(domain: DomainSources) -> Catalog:
    """Every message the domain's sources mark, as a template catalog."""
    template = Catalog(domain=domain.name, locale=SOURCE)
    for method, paths in (("python", domain.python), ("javascript", domain.javascript)):
        for path in paths:
            for line, message, comments, context in extract_from_file(
                method, str(path), keywords=KEYWORDS, comment_tags=("TRANSLATORS:",)
            ):
                template.add(
                    message, None, [(path.relative_to(ROOT).as_posix(), line)], auto_comments=comments, context=context
                )
    for path in domain.html:
        for line, message in html_messages(path):
            template.add(message, None, [(path.relative_to(ROOT).as_posix(), line)])
    for path in domain.manifests:
        for message in manifest_messages(path):
            template.add(message, None, [(path.relative_to(ROOT).as_posix(), 0)])
    if domain.name == "site":
        for message in i18n.MESSAGES:
            template.add(message, None, [("py/ludoteca/core/i18n.py", 0)])
        from .workshop import comment_blocks

        for path in [PACKAGE_DIR / "starter_bot.py", *sorted(PACKAGE_DIR.glob("games/*/starter_bot.py"))]:
            for first, _indent, text in comment_blocks(path.read_text(encoding="utf-8")):
                template.add(
                    text,
                    None,
                    [(path.relative_to(ROOT).as_posix(), first + 1)],
                    auto_comments=[
                        "A comment of a starting bot (Python code for the bot workshop): keep the code in it."
                    ],
                )
    return template


def read(domain: DomainSources, lang: str) -> Catalog:
    path = domain.po_path(lang)
    if not path.is_file():
        return Catalog(domain=domain.name, locale=lang)
    with path.open("rb") as f:
        return read_po(f, locale=lang, domain=domain.name)


def write(domain: DomainSources, lang: str, catalog: Catalog) -> None:
    path = domain.po_path(lang)
    path.parent.mkdir(parents=True, exist_ok=True)
    catalog.project, catalog.version = "Ludoteca", "1"
    catalog.msgid_bugs_address = ""
    catalog.fuzzy = False
    catalog.header_comment = (
        f"# {domain.name}: Ludoteca's texts in {lang} (see py/ludoteca/core/i18n.py and i18n_tools.py)."
    )
    catalog.last_translator = "Ludoteca"
    catalog.language_team = f"{lang}"
    buffer = io.BytesIO()
    write_po(
        buffer,
        catalog,
        width=100,
        omit_header=False,
        ignore_obsolete=True,
        include_lineno=False,
        include_previous=False,
        sort_output=False,
    )
    # The header's dates change at every update; keep the file stable for git.
    text = re.sub(rb'"(POT-Creation-Date|PO-Revision-Date): [^"]*"\n', b"", buffer.getvalue())
    path.write_bytes(text)


def update(domain: DomainSources) -> None:
    template = extract(domain)
    for lang in TRANSLATED:
        catalog = read(domain, lang)
        catalog.update(template, no_fuzzy_matching=True)
        write(domain, lang, catalog)


# ---------------------------------------------------------------- checks


def _fields(text: str) -> set[str]:
    return set(_FIELD.findall(text))


def problems(domain: DomainSources, lang: str, template: Catalog | None = None) -> list[str]:
    """What keeps the domain's catalog for `lang` from shipping: ids missing or untranslated,
    fuzzy, stale (no longer in the code), or whose {placeholders} differ from the English."""
    template = template or extract(domain)
    catalog = read(domain, lang)
    found = []
    where = f"{domain.name}/{lang}"
    for message in template:
        if not message.id:
            continue
        key = message.id if isinstance(message.id, str) else message.id[0]
        have = catalog.get(message.id if isinstance(message.id, str) else message.id[0], context=message.context)
        if have is None:
            found.append(f"{where}: missing {key!r}")
            continue
        if have.fuzzy:
            found.append(f"{where}: fuzzy {key!r}")
        sources = [message.id] if isinstance(message.id, str) else list(message.id)
        translations = [have.string] if isinstance(have.string, str) else list(have.string or ())
        if not translations or not all(translations):
            found.append(f"{where}: untranslated {key!r}")
            continue
        if isinstance(message.id, str) != isinstance(have.id, str):
            found.append(f"{where}: {key!r} must {'not ' if isinstance(message.id, str) else ''}have plural forms")
            continue
        wanted = set().union(*(_fields(s) for s in sources))
        for text in translations:
            extra = _fields(text) - wanted
            lacking = wanted - _fields(text) - ({"n"} if len(sources) > 1 else set())
            if extra or lacking:
                found.append(f"{where}: {key!r} has placeholders {sorted(_fields(text))}, the English {sorted(wanted)}")
                break
    known = {m.id if isinstance(m.id, str) else m.id[0] for m in template if m.id}
    for message in catalog:
        key = message.id if isinstance(message.id, str) else message.id[0]
        if message.id and key not in known:
            found.append(f"{where}: stale {key!r} (no longer in the code)")
    return found


def all_problems(names: list[str] | None = None) -> list[str]:
    found = []
    for domain in domains():
        if names and domain.name not in names:
            continue
        template = extract(domain)
        for lang in TRANSLATED:
            found += problems(domain, lang, template)
    return found


# ---------------------------------------------------------------- French typography

# French sets a no-break space before : ; ! ? and inside « » so that the sign never starts a
# line ("À vous / : prenez"). The colon takes a full one (U+00A0), the others and the
# guillemets a narrow one (U+202F); either counts as right when it is already there.
NBSP, NNBSP = "\u00a0", "\u202f"
_NO_BREAK = (NBSP, NNBSP)
# What is not prose and keeps its signs as they are: {placeholders}, markup and entities,
# addresses, `code`, <code>…</code> and short "quoted" tokens (a move's "s:3,1", a dict's
# "act": key and its colon).
_NOT_PROSE = re.compile(
    r'\{[^{}]*\}|<code>.*?</code>|`[^`]*`|<[^<>]*>|&#?\w+;|[a-z][a-z0-9+.-]*://\S+|\?\w+=\S*|"[^"\s]{1,24}"(?: ?:)?',
    re.DOTALL,
)
# A sign of the four that ends a clause: followed by the end, a space, a closing sign or markup.
_HIGH_SIGN = re.compile(r"[:;!?](?=$|[\s)\]»\"'’<.,:;!?])")


def _prose_spans(text: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    for match in _NOT_PROSE.finditer(text):
        spans.append((start, match.start()))
        start = match.end()
    spans.append((start, len(text)))
    return spans


def french_typography_faults(text: str) -> list[str]:
    """Each place where `text` lacks the no-break space French wants, shown in context."""
    fixed = fix_french_typography(text)
    if fixed == text:
        return []
    faults = []
    for match in _HIGH_SIGN.finditer(text):
        if _needs_space(text, match.start()):
            faults.append(text[max(0, match.start() - 12) : match.start() + 2])
    for match in re.finditer("«|»", text):
        if fix_french_typography(text[: match.end() + 1]) != text[: match.end() + 1]:
            faults.append(text[max(0, match.start() - 6) : match.start() + 6])
    return faults or [text]


def _in_prose(text: str, index: int) -> bool:
    return any(start <= index < end for start, end in _prose_spans(text))


def _needs_space(text: str, index: int) -> bool:
    """Whether the sign at `index` lacks its no-break space (signs in a row share one)."""
    if not _in_prose(text, index) or index == 0:
        return False
    before = text[index - 1]
    if before in _NO_BREAK or before in ":;!?":
        return False
    # A sign alone in its markup is a name (Yucata's card <b>?</b>), not punctuation.
    return not (before == ">" and text[index + 1 : index + 2] == "<")


def fix_french_typography(text: str) -> str:
    """`text` with French spacing: a no-break space (replacing a plain one, or added) before
    : ; ! ? that end a clause and inside « ». Placeholders, markup, addresses and code keep
    their signs; a colon between digits or letters (18:15, a:b) is not a clause's end."""
    out = list(text)
    for match in reversed(list(_HIGH_SIGN.finditer(text))):
        at = match.start()
        if not _needs_space(text, at):
            continue
        space = NBSP if text[at] == ":" else NNBSP
        # A run of spaces before the sign becomes one no-break space.
        start = at
        while start > 0 and text[start - 1] == " ":
            start -= 1
        out[start:at] = [space]
    text = "".join(out)
    # Guillemets: a no-break space inside, whatever was there (a plain space, a line's wrap, none).
    text = re.sub(r"«[ \t\n]*(?=\S)", lambda m: m.group(0) if m.group(0)[1:2] in _NO_BREAK else "«" + NNBSP, text)
    text = re.sub(r"(?<=\S)[ \t\n]*»", lambda m: m.group(0) if m.group(0)[:1] in _NO_BREAK else NNBSP + "»", text)
    return text


def _fix_message(message) -> bool:
    if isinstance(message.string, str):
        fixed: str | tuple[str, ...] = fix_french_typography(message.string)
    else:
        fixed = tuple(fix_french_typography(s) for s in message.string)
    if fixed == message.string:
        return False
    message.string = fixed
    return True


def french_typography(names: list[str] | None = None) -> list[str]:
    """Fix the French spacing of every fr catalog (or those named); the catalogs changed."""
    changed = []
    for domain in domains():
        if (names and domain.name not in names) or not domain.po_path("fr").is_file():
            continue
        catalog = read(domain, "fr")
        count = sum([_fix_message(m) for m in catalog if m.id])
        if count:
            write(domain, "fr", catalog)
            changed.append(f"{domain.name}: {count} messages")
    return changed


# ---------------------------------------------------------------- compiling


def compile_catalogs(sources: list[DomainSources] | None = None) -> list[pathlib.Path]:
    """Write each .po file's .mo beside it (what core.i18n.Domain reads), for `sources` (the
    shipped domains by default). Only a .mo older than its .po is rewritten."""
    written = []
    for domain in domains() if sources is None else sources:
        for lang in TRANSLATED:
            po, mo = domain.po_path(lang), domain.mo_path(lang)
            if not po.is_file():
                continue
            if mo.is_file() and mo.stat().st_mtime >= po.stat().st_mtime:
                continue
            with po.open("rb") as f:
                catalog = read_po(f, locale=lang, domain=domain.name)
            buffer = io.BytesIO()
            write_mo(buffer, catalog, use_fuzzy=False)
            mo.write_bytes(buffer.getvalue())
            written.append(mo)
    return written


def shell_strings(lang: str) -> dict[str, str]:
    """The page shell's messages (assets/js, index.html) in `lang`, for build/strings-<lang>.json:
    {english: translation}, plurals as {english singular: [forms…]} with the catalog's rule."""
    shell = get_domain("shell")
    template = extract(shell)
    catalog = read(shell, lang)
    strings: dict = {}
    for message in template:
        if not message.id:
            continue
        have = catalog.get(message.id if isinstance(message.id, str) else message.id[0])
        if have is None or have.fuzzy or not have.string:
            continue
        if isinstance(message.id, str):
            strings[message.id] = have.string
        else:
            strings[message.id[0]] = list(have.string)
    return strings


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    command, names = argv[0], argv[1:]
    if command == "update":
        for domain in domains():
            if not names or domain.name in names:
                update(domain)
                print(f"updated {domain.name}")
        return 0
    if command == "check":
        found = all_problems(names or None)
        print("\n".join(found) if found else "every catalog is complete")
        return 1 if found else 0
    if command == "todo":
        domain, lang = get_domain(names[0]), names[1]
        for line in problems(domain, lang):
            print(line)
        return 0
    if command == "typography":
        changed = french_typography(names or None)
        print("\n".join(changed) if changed else "the French catalogs' spacing is right")
        return 0
    if command == "compile":
        for path in compile_catalogs():
            print(f"wrote {path.relative_to(ROOT)}")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
