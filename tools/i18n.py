"""The Greek translation: extract the strings (update), compile them (release), verify (check).

    python tools/i18n.py update    # sources -> resources/i18n/diloti_qt_el.ts (keeps translations)
                                   # and diloti_qt_en.ts (English plural forms, generated)
    python tools/i18n.py release   # .ts -> .qm
    python tools/i18n.py check     # lists what is missing or wrong; exit status 1 if anything

pyside6-lupdate's Python parser misses three things this game relies on: helper functions such
as `_tr(text)` that call `QCoreApplication.translate("Ctx", text)`, module constants used as a
context, and plural forms (`translate(ctx, "%n card(s)", None, n)`). So the strings are found
here with Python's own parser (every literal `translate`/`tr`/`QT_TRANSLATE_NOOP` call and every
call of such a helper), written as equivalent C++ calls on the same line numbers, and merged by
pyside6-lupdate into the .ts: it keeps existing translations and marks vanished ones obsolete.
The locations in the .ts point at the Python sources. `check` also runs pyside6-lupdate
directly on the Python sources and fails if it finds a string this extractor missed.
"""

from __future__ import annotations

import argparse
import ast
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QT_TRANSLATE_NOOP3

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "diloti_qt"
I18N = ROOT / "resources" / "i18n"
LANGUAGE = "el"
TS = I18N / f"diloti_qt_{LANGUAGE}.ts"
QM = I18N / f"diloti_qt_{LANGUAGE}.qm"
# English needs a catalogue only for its plurals: "%n card(s)" -> "1 card", "3 cards".
TS_EN = I18N / "diloti_qt_en.ts"
QM_EN = I18N / "diloti_qt_en.qm"
PLURAL_WORD = re.compile(r"(\w+)\(s\)")
FIX = "python tools/i18n.py update, translate, python tools/i18n.py release"

# Qt's own strings on the widgets this game shows (PySide6-Essentials ships no Greek qtbase).
QT_STRINGS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Yes to &All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "N&o to All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Abort"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Retry"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&OK"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Save"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Cancel"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Close"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "Close without Saving"),
    QT_TRANSLATE_NOOP("QDialogButtonBox", "OK"),
    QT_TRANSLATE_NOOP("QMessageBox", "Show Details..."),
    QT_TRANSLATE_NOOP("QMessageBox", "Hide Details..."),
    QT_TRANSLATE_NOOP("QLineEdit", "&Undo"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Redo"),
    QT_TRANSLATE_NOOP("QLineEdit", "Cu&t"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Copy"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Paste"),
    QT_TRANSLATE_NOOP("QLineEdit", "Delete"),
    QT_TRANSLATE_NOOP("QLineEdit", "Select All"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "&Undo"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "&Redo"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Cu&t"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "&Copy"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Copy &Link Location"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "&Paste"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Delete"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Select All"),
    QT_TRANSLATE_NOOP("QAbstractSpinBox", "&Select All"),
    QT_TRANSLATE_NOOP("QAbstractSpinBox", "&Step up"),
    QT_TRANSLATE_NOOP("QAbstractSpinBox", "Step &down"),
    QT_TRANSLATE_NOOP("QScrollBar", "Scroll here"),
    QT_TRANSLATE_NOOP("QScrollBar", "Left edge"),
    QT_TRANSLATE_NOOP("QScrollBar", "Top"),
    QT_TRANSLATE_NOOP("QScrollBar", "Right edge"),
    QT_TRANSLATE_NOOP("QScrollBar", "Bottom"),
    QT_TRANSLATE_NOOP("QScrollBar", "Page left"),
    QT_TRANSLATE_NOOP("QScrollBar", "Page up"),
    QT_TRANSLATE_NOOP("QScrollBar", "Page right"),
    QT_TRANSLATE_NOOP("QScrollBar", "Page down"),
    QT_TRANSLATE_NOOP("QScrollBar", "Scroll left"),
    QT_TRANSLATE_NOOP("QScrollBar", "Scroll up"),
    QT_TRANSLATE_NOOP("QScrollBar", "Scroll right"),
    QT_TRANSLATE_NOOP("QScrollBar", "Scroll down"),
    QT_TRANSLATE_NOOP("QDockWidget", "Float"),
    QT_TRANSLATE_NOOP("QDockWidget", "Undocks and re-attaches the dock widget"),
    QT_TRANSLATE_NOOP("QDockWidget", "Close"),
    QT_TRANSLATE_NOOP("QDockWidget", "Closes the dock widget"),
    QT_TRANSLATE_NOOP("QTabBar", "Scroll Left"),
    QT_TRANSLATE_NOOP("QTabBar", "Scroll Right"),
    QT_TRANSLATE_NOOP("QUnicodeControlCharacterMenu", "Insert Unicode control character"),
    # the export's file dialog: its list's columns, the places beside it, its buttons' tips
    QT_TRANSLATE_NOOP("QFileSystemModel", "Name"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Size"),
    QT_TRANSLATE_NOOP3("QFileSystemModel", "Type", "All other platforms"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Date Modified"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Computer"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Folder", "All other platforms"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "%1 File"),
    QT_TRANSLATE_NOOP("QFileDialog", "Back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Parent Directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "List View"),
    QT_TRANSLATE_NOOP("QFileDialog", "Detail View"),
    # what a screen reader reads of it besides (tests/a11y/test_dialogs.py): the buttons'
    # descriptions, the lists' names, and the folder menu and question a keyboard meets
    QT_TRANSLATE_NOOP("QFileDialog", "Go back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go to the parent directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create a New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to list view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to detail view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files"),
    QT_TRANSLATE_NOOP("QFileDialog", "Sidebar"),
    QT_TRANSLATE_NOOP("QFileDialog", "List of places and bookmarks"),
    QT_TRANSLATE_NOOP("QFileDialog", "Recent Places"),
    QT_TRANSLATE_NOOP("QFileDialog", "New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "&New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Rename"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Delete"),
    QT_TRANSLATE_NOOP("QFileDialog", "Show &hidden files"),
    QT_TRANSLATE_NOOP("QFileDialog", "%1 already exists.\nDo you want to replace it?"),
)

APPLICATIONS = {"QCoreApplication", "QGuiApplication", "QApplication"}
TRANSLATE_PARAMS = ("context", "key", "disambiguation", "n")
NOOPS = {  # name -> (has a context argument, numerus, has a comment argument)
    "QT_TRANSLATE_NOOP": (True, False, False),
    "QT_TRANSLATE_NOOP3": (True, False, True),
    "QT_TRANSLATE_N_NOOP": (True, True, False),
    "QT_TR_NOOP": (False, False, False),
    "QT_TR_N_NOOP": (False, True, False),
}


@dataclass(frozen=True)
class Message:
    """One translatable string and where it is used."""

    context: str
    source: str
    comment: str
    numerus: bool
    path: Path
    line: int

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)


@dataclass(frozen=True)
class Wrapper:
    """A helper like `def _tr(text): return QCoreApplication.translate("Ctx", text)`."""

    context: str
    params: tuple[str, ...]
    source: str
    comment: str | None  # a parameter name, or a literal comment after "="
    n: str | None


@dataclass
class Module:
    name: str
    path: Path
    tree: ast.Module
    constants: dict[str, str] = field(default_factory=dict)
    wrappers: dict[str, Wrapper] = field(default_factory=dict)
    aliases: set[str] = field(default_factory=set)


@dataclass
class Scan:
    messages: list[Message] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    dynamic: list[str] = field(default_factory=list)


def source_files() -> list[Path]:
    """Every Python file the strings come from: the package and this tool (Qt's own strings)."""
    return [*sorted(PACKAGE.rglob("*.py")), Path(__file__).resolve()]


def rel(path: Path) -> str:
    try:
        return path.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return path.as_posix()


def module_name(path: Path) -> str:
    parts = list(path.resolve().relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def is_translate(node: ast.expr, aliases: set[str]) -> bool:
    if isinstance(node, ast.Attribute) and node.attr == "translate":
        return isinstance(node.value, ast.Name) and node.value.id in APPLICATIONS
    return isinstance(node, ast.Name) and node.id in aliases


def literal(node: ast.expr | None, constants: dict[str, str]) -> str | None:
    """The string an expression always has (literals, constants, + of those), else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return constants.get(node.id)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = literal(node.left, constants), literal(node.right, constants)
        if left is not None and right is not None:
            return left + right
    return None


def bind(call: ast.Call, params: tuple[str, ...]) -> dict[str, ast.expr]:
    args = dict(zip(params, call.args, strict=False))
    args.update({k.arg: k.value for k in call.keywords if k.arg})
    return args


def is_none(node: ast.expr | None) -> bool:
    return node is None or (isinstance(node, ast.Constant) and node.value is None)


def load(path: Path) -> Module:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    module = Module(module_name(path), path, tree)
    for node in ast.walk(tree):
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)):
            if is_translate(node.value, set()):
                module.aliases.add(node.targets[0].id)
    module.aliases.add("translate")
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)):
            value = literal(node.value, module.constants)
            if value is not None:
                module.constants[node.targets[0].id] = value
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            wrapper = as_wrapper(node, module)
            if wrapper is not None:
                module.wrappers[node.name] = wrapper
    return module


def as_wrapper(func: ast.FunctionDef | ast.AsyncFunctionDef, module: Module) -> Wrapper | None:
    body = list(func.body)
    if body and isinstance(body[0], ast.Expr) and literal(body[0].value, {}) is not None:
        body = body[1:]
    if len(body) != 1 or not isinstance(body[0], ast.Return):
        return None
    call = body[0].value
    if not isinstance(call, ast.Call) or not is_translate(call.func, module.aliases):
        return None
    params = tuple(a.arg for a in [*func.args.posonlyargs, *func.args.args])
    if params[:1] in (("self",), ("cls",)):
        params = params[1:]
    args = bind(call, TRANSLATE_PARAMS)
    context = literal(args.get("context"), module.constants)
    source = args.get("key")
    if context is None or not isinstance(source, ast.Name) or source.id not in params:
        return None
    comment_node, n_node = args.get("disambiguation"), args.get("n")
    if isinstance(comment_node, ast.Name) and comment_node.id in params:
        comment = comment_node.id
    elif is_none(comment_node):
        comment = None
    else:
        fixed = literal(comment_node, module.constants)
        if fixed is None:
            return None
        comment = "=" + fixed
    n = n_node.id if isinstance(n_node, ast.Name) and n_node.id in params else None
    if n_node is not None and n is None:
        return None
    return Wrapper(context, params, source.id, comment, n)


def imported(module: Module, modules: dict[str, Module]) -> None:
    """Adds the wrappers, constants and aliases a module imports by name from other modules."""
    package = module.name.rsplit(".", 1)[0] if module.path.name != "__init__.py" else module.name
    for node in ast.walk(module.tree):
        if not isinstance(node, ast.ImportFrom):
            continue
        base = node.module or ""
        if node.level:
            parts = package.split(".")
            parts = parts[: len(parts) - node.level + 1]
            base = ".".join([*parts, base] if base else parts)
        other = modules.get(base)
        for alias in node.names:
            local = alias.asname or alias.name
            sub = modules.get(f"{base}.{alias.name}")
            if sub is not None:
                for name, wrapper in sub.wrappers.items():
                    module.wrappers[f"{local}.{name}"] = wrapper
                continue
            if other is None:
                continue
            if alias.name in other.wrappers:
                module.wrappers[local] = other.wrappers[alias.name]
            if alias.name in other.constants:
                module.constants.setdefault(local, other.constants[alias.name])
            if alias.name in other.aliases and alias.name != "translate":
                module.aliases.add(local)
    for node in ast.walk(module.tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                sub = modules.get(alias.name)
                if sub is not None and alias.asname:
                    for name, wrapper in sub.wrappers.items():
                        module.wrappers[f"{alias.asname}.{name}"] = wrapper


def dotted(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = dotted(node.value)
        return f"{base}.{node.attr}" if base else None
    return None


class Finder(ast.NodeVisitor):
    """Collects the messages of one module."""

    def __init__(self, module: Module, scan: Scan) -> None:
        self.module = module
        self.scan = scan
        self.classes: list[str] = []
        self.in_wrapper = 0

    def visit_ClassDef(self, node: ast.ClassDef) -> None:  # noqa: N802
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:  # noqa: N802
        wrapper = node.name in self.module.wrappers and as_wrapper(node, self.module) is not None
        self.in_wrapper += wrapper
        self.generic_visit(node)
        self.in_wrapper -= wrapper

    visit_AsyncFunctionDef = visit_FunctionDef  # noqa: N815

    def where(self, node: ast.AST) -> str:
        return f"{rel(self.module.path)}:{node.lineno}"

    def add(self, node: ast.Call, context: str | None, source_node: ast.expr | None,
            comment_node: ast.expr | None, numerus: bool, what: str) -> None:
        constants = self.module.constants
        source = literal(source_node, constants)
        comment = "" if is_none(comment_node) else literal(comment_node, constants)
        if any(isinstance(n, ast.JoinedStr) for n in (source_node, comment_node)):
            self.scan.problems.append(f"{self.where(node)}: an f-string passed to {what}; "
                                      "use a literal with .format() placeholders")
            return
        if context is None or source is None or comment is None:
            if not self.in_wrapper:
                self.scan.dynamic.append(f"{self.where(node)}: {what} with a computed text")
            return
        self.scan.messages.append(
            Message(context, source, comment, numerus, self.module.path, node.lineno))

    def visit_Call(self, node: ast.Call) -> None:  # noqa: N802
        module = self.module
        name = dotted(node.func)
        if is_translate(node.func, module.aliases):
            args = bind(node, TRANSLATE_PARAMS)
            self.add(node, literal(args.get("context"), module.constants), args.get("key"),
                     args.get("disambiguation"), not is_none(args.get("n")), "translate()")
        elif (isinstance(node.func, ast.Attribute) and node.func.attr == "tr"
              and isinstance(node.func.value, ast.Name) and node.func.value.id == "self"
              and self.classes):
            args = bind(node, ("key", "disambiguation", "n"))
            self.add(node, self.classes[-1], args.get("key"), args.get("disambiguation"),
                     not is_none(args.get("n")), "self.tr()")
        elif name in NOOPS:
            has_context, numerus, has_comment = NOOPS[name]
            args = list(node.args)
            context = literal(args.pop(0), module.constants) if has_context and args else (
                self.classes[-1] if self.classes and not has_context else None)
            self.add(node, context, args[0] if args else None,
                     args[1] if has_comment and len(args) > 1 else None, numerus, name)
        elif name in module.wrappers:
            wrapper = module.wrappers[name]
            args = bind(node, wrapper.params)
            if wrapper.comment is None:
                comment_node: ast.expr | None = None
            elif wrapper.comment.startswith("="):
                comment_node = ast.Constant(wrapper.comment[1:])
            else:
                comment_node = args.get(wrapper.comment)
            numerus = wrapper.n is not None and not is_none(args.get(wrapper.n))
            self.add(node, wrapper.context, args.get(wrapper.source), comment_node, numerus,
                     f"{name}()")
        self.generic_visit(node)


def scan(paths: Iterable[Path] | None = None) -> Scan:
    """Every translatable message in the sources (and problems: f-strings)."""
    modules = {m.name: m for m in (load(p) for p in (paths or source_files()))}
    for module in modules.values():
        imported(module, modules)
    found = Scan()
    for module in modules.values():
        Finder(module, found).visit(module.tree)
    return found


def cpp_string(text: str) -> str:
    escaped = (text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
               .replace("\r", "\\r").replace("\t", "\\t").replace("?", "\\?"))
    return f'"{escaped}"'


def write_shims(messages: list[Message], folder: Path) -> list[Path]:
    """C++ files with one translate() call per message on the message's line number."""
    by_file: dict[Path, list[Message]] = defaultdict(list)
    for m in messages:
        by_file[m.path].append(m)
    shims = []
    for path, found in sorted(by_file.items()):
        lines = [""] * (max(m.line for m in found) + 1)
        for m in found:
            comment = cpp_string(m.comment) if m.comment else "0"
            n = ", n" if m.numerus else ""
            lines[m.line - 1] += (f"QCoreApplication::translate({cpp_string(m.context)}, "
                                  f"{cpp_string(m.source)}, {comment}{n}); ")
        lines[0] = "void shim(int n) { " + lines[0]
        lines[-1] += "}"
        shim = folder / (rel(path) + ".cpp")
        shim.parent.mkdir(parents=True, exist_ok=True)
        shim.write_text("\n".join(lines) + "\n", encoding="utf-8")
        shims.append(shim)
    return shims


def tool(name: str) -> str:
    """The path of a PySide6 Qt tool (pyside6-lupdate …), on PATH or in the PySide6 package."""
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    import PySide6

    base = Path(PySide6.__file__).parent
    for candidate in (base / name, base / f"{name}.exe", base / "Qt" / "bin" / name,
                      base / "Qt" / "libexec" / name):
        if candidate.exists():
            return str(candidate)
    raise SystemExit(f"pyside6-{name} not found: install PySide6-Essentials")


def run(args: list[str]) -> str:
    done = subprocess.run(args, capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"{' '.join(args)} failed:\n{done.stdout}{done.stderr}")
    return done.stdout + done.stderr


def extract(ts: Path, found: Scan | None = None) -> Scan:
    """Merges the sources' messages into `ts` (created if missing) with pyside6-lupdate."""
    found = found or scan()
    ts.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="diloti-i18n-") as tmp:
        folder = Path(tmp).resolve()
        shims = write_shims(found.messages, folder)
        listing = folder / "files.lst"
        listing.write_text("\n".join(str(s) for s in shims) + "\n", encoding="utf-8")
        run([tool("lupdate"), "-silent", "-locations", "absolute", "-source-language", "en",
             "-target-language", LANGUAGE, f"@{listing}", "-ts", str(ts)])
        relocate(ts, folder)
    return found


def relocate(ts: Path, shim_folder: Path) -> None:
    """Points the .ts locations at the Python sources instead of the C++ shims."""
    base = ts.resolve().parent

    def fix(match: re.Match) -> str:
        target = Path(os.path.normpath(base / match.group(1)))
        try:
            source = ROOT / target.relative_to(shim_folder).with_suffix("")
        except ValueError:
            return match.group(0)
        return f'filename="{Path(os.path.relpath(source, base)).as_posix()}"'

    text = ts.read_text(encoding="utf-8")
    ts.write_text(re.sub(r'filename="([^"]*\.cpp)"', fix, text), encoding="utf-8")


@dataclass
class Entry:
    """A message as the .ts file holds it."""

    key: tuple[str, str, str]
    numerus: bool
    kind: str  # "", "unfinished", "obsolete" or "vanished"
    forms: list[str]
    lines: list[str]

    @property
    def finished(self) -> bool:
        return self.kind == "" and bool(self.forms) and all(f.strip() for f in self.forms)


def read_ts(ts: Path) -> dict[tuple[str, str, str], Entry]:
    entries = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            if translation is None:
                forms, kind = [], "unfinished"
            else:
                kind = translation.get("type", "")
                forms = ([f.text or "" for f in translation.iter("numerusform")] if numerus
                         else [translation.text or ""])
            lines = [f"{loc.get('filename')}:{loc.get('line')}"
                     for loc in message.iter("location")]
            entries[key] = Entry(key, numerus, kind, forms, lines)
    return entries


PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n|%L?\d")
RULE_ID = re.compile(r"\b(?:R\d{1,2}|V-[A-Z]+(?:-[A-Z]+)*)\b")
CARD = re.compile(r"(?:10|[2-9AJQK])[♠♥♦♣]")
TAG = re.compile(r"</?[a-zA-Z][^<>]*>")
MNEMONIC = re.compile(r"&(?![&\s]|[a-zA-Z]+;|#\d+;)")


def token_problems(source: str, translation: str) -> list[str]:
    """Placeholders, rule ids, cards, tags and a mnemonic the translation must keep."""
    problems = []
    for label, pattern in (("placeholders", PLACEHOLDER), ("rule ids", RULE_ID),
                           ("cards", CARD), ("tags", TAG)):
        want, got = sorted(set(pattern.findall(source))), sorted(set(pattern.findall(translation)))
        if want != got:
            problems.append(f"{label} {want} != {got}")
    if bool(MNEMONIC.search(source)) != (len(MNEMONIC.findall(translation)) == 1):
        if MNEMONIC.search(source) or MNEMONIC.search(translation):
            problems.append("a menu mnemonic (&) must be kept, exactly once")
    return problems


def lupdate_direct(ts: Path) -> set[tuple[str, str, str]]:
    """The messages pyside6-lupdate's own Python parser finds (a cross-check of `scan`)."""
    with tempfile.TemporaryDirectory(prefix="diloti-i18n-") as tmp:
        listing = Path(tmp) / "files.lst"
        listing.write_text("\n".join(str(p) for p in source_files()) + "\n", encoding="utf-8")
        run([tool("lupdate"), "-silent", f"@{listing}", "-ts", str(ts)])
    return set(read_ts(ts))


def problems(ts: Path = TS, qm: Path = QM) -> Iterator[str]:
    """Everything that keeps the committed translation from being complete and current."""
    found = scan()
    yield from found.problems
    if not ts.exists():
        yield f"{rel(ts)} is missing: run {FIX}"
        return
    committed = read_ts(ts)
    seen = set()
    for m in found.messages:
        if m.key in seen:
            continue
        seen.add(m.key)
        entry = committed.get(m.key)
        where = f"{rel(m.path)}:{m.line} [{m.context}] {m.source!r}"
        if m.comment:
            where += f" ({m.comment})"
        if entry is None or entry.kind in ("obsolete", "vanished"):
            yield f"missing: {where}"
        elif not entry.finished:
            yield f"unfinished: {where}"
        elif entry.numerus != m.numerus:
            yield f"plural forms {'needed' if m.numerus else 'not expected'}: {where}"
        else:
            for form in entry.forms:
                for problem in token_problems(m.source, form):
                    yield f"{problem}: {where} -> {form!r}"
    with tempfile.TemporaryDirectory(prefix="diloti-i18n-") as tmp:
        direct = lupdate_direct(Path(tmp) / "direct.ts")
        for context, source, _comment in sorted(direct - seen):
            if context:
                yield (f"pyside6-lupdate finds [{context}] {source!r} but tools/i18n.py does "
                       "not: teach scan() that pattern")
        fresh = Path(tmp) / "fresh.qm"
        release(ts, fresh)
        if not qm.exists() or qm.read_bytes() != fresh.read_bytes():
            yield f"{rel(qm)} is not built from {rel(ts)}: run python tools/i18n.py release"
    if ts == TS:
        yield from plural_problems(found)


def english_plurals(found: Scan | None = None) -> str:
    """The English catalogue's text: every plural message with its two forms, made from
    the source's "word(s)" (one form without the s, one with it)."""
    from xml.sax.saxutils import escape

    found = found or scan()
    by_context: dict[str, set[tuple[str, str]]] = defaultdict(set)
    for m in found.messages:
        if m.numerus:
            by_context[m.context].add((m.source, m.comment))
    out = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
           '<TS version="2.1" language="en" sourcelanguage="en">']
    for context in sorted(by_context):
        out += ["<context>", f"    <name>{escape(context)}</name>"]
        for source, comment in sorted(by_context[context]):
            one = PLURAL_WORD.sub(r"\1", source)
            many = PLURAL_WORD.sub(r"\1s", source)
            out += ['    <message numerus="yes">', f"        <source>{escape(source)}</source>"]
            if comment:
                out.append(f"        <comment>{escape(comment)}</comment>")
            out += ["        <translation>",
                    f"            <numerusform>{escape(one)}</numerusform>",
                    f"            <numerusform>{escape(many)}</numerusform>",
                    "        </translation>", "    </message>"]
        out.append("</context>")
    out.append("</TS>")
    return "\n".join(out) + "\n"


def plural_problems(found: Scan) -> Iterator[str]:
    """English plural messages must say "word(s)", and the committed catalogue must be current."""
    for m in found.messages:
        if m.numerus and not PLURAL_WORD.search(m.source):
            yield (f"{rel(m.path)}:{m.line} [{m.context}] {m.source!r}: an English plural "
                   "message must contain word(s)")
    if not TS_EN.exists() or TS_EN.read_text(encoding="utf-8") != english_plurals(found):
        yield f"{rel(TS_EN)} is not current: run python tools/i18n.py update"
        return
    with tempfile.TemporaryDirectory(prefix="diloti-i18n-") as tmp:
        fresh = Path(tmp) / "fresh_en.qm"
        release(TS_EN, fresh)
        if not QM_EN.exists() or QM_EN.read_bytes() != fresh.read_bytes():
            yield f"{rel(QM_EN)} is not built from {rel(TS_EN)}: run python tools/i18n.py release"


def release(ts: Path = TS, qm: Path = QM) -> str:
    """Compiles the finished translations (unfinished guesses are left out)."""
    return run([tool("lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(qm)])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("update", "release", "check"))
    opts = parser.parse_args(argv)
    if opts.command == "update":
        found = extract(TS)
        TS_EN.write_text(english_plurals(found), encoding="utf-8")
        counts = defaultdict(int)
        for key in {m.key for m in found.messages}:
            counts[key[0]] += 1
        print(f"{rel(TS)}: {sum(counts.values())} messages in {len(counts)} contexts")
        for note in found.problems:
            print(note, file=sys.stderr)
        return 1 if found.problems else 0
    if opts.command == "release":
        release()
        release(TS_EN, QM_EN)
        print(f"{rel(QM)} built from {rel(TS)}, {rel(QM_EN)} from {rel(TS_EN)}")
        return 0
    listed = list(problems())
    for line in listed:
        print(line)
    sys.stdout.flush()
    print(f"{len(listed)} problem(s)" if listed else "the Greek translation is complete",
          file=sys.stderr)
    return 1 if listed else 0


if __name__ == "__main__":
    sys.exit(main())
