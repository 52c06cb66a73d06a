"""Other modules of the project, found from a file's imports and read from disk: where
``from .projection_layer import inverse_warp`` leads, and what that module defines there.

Only the project's own files count: an import is looked up in the importing file's directory
(relative imports: its package), the directory above its top-level package, and the project
top (the nearest directory above the file holding ``pyproject.toml`` or ``.git``, and its
``src/``); a file under ``site-packages``/``dist-packages``, or whose real path leaves the
directory it was found in (a symbolic link out of the project), is not read.  An import that
cannot be resolved stays unknown.

A module is read and summarised with the stdlib ``ast`` once per process while its size and
modification time stay the same (``read_module``); the libcst parse of it is left to the
caller, for the modules a tensor actually flows into.  Nothing here imports libcst.
"""
from __future__ import annotations

import ast
import hashlib
import io
import os
import tokenize
import warnings
from dataclasses import dataclass, field

from hybridlint.boundedio import read_regular

from .astwalk import walk as ast_walk
from .index import top_level_and_guarded

MAX_MODULE_BYTES = 2 * 1024 * 1024      # a helper module larger than this is not followed
_NOT_PROJECT = frozenset({"site-packages", "dist-packages"})
_MEMO_SIZE = 64


@dataclass(frozen=True)
class Binding:
    """What a module-level name is bound to by an import: ``from <level dots><module> import
    <name>`` (``name`` None for ``import <module>``)."""
    level: int
    module: str
    name: str | None


@dataclass
class ModuleSummary:
    path: str                       # real absolute path
    source: str
    digest: str                     # blake2b of the bytes, as the runner's cache hashes files
    tree: ast.Module
    imports: dict[str, Binding] = field(default_factory=dict)
    star_imports: list[Binding] = field(default_factory=list)
    functions: set[str] = field(default_factory=set)
    classes: dict[str, ast.ClassDef] = field(default_factory=dict)
    rebound: set[str] = field(default_factory=set)   # bound more than once, or not by def/import
    cst: object | None = None       # the libcst module, parsed on first need (imported.py)


def import_bindings(body: list[ast.stmt]) -> "tuple[dict[str, Binding], list[Binding], set[str]]":
    """(name -> its import, star imports, names bound more than once at module level or bound
    by something other than an import/def/class): a rebound name is not followed."""
    imports: dict[str, Binding] = {}
    stars: list[Binding] = []
    counts: dict[str, int] = {}
    other: set[str] = set()
    for stmt in top_level_and_guarded(body):
        if isinstance(stmt, ast.Import):
            for a in stmt.names:
                local = a.asname or a.name.split(".")[0]
                # (`import a.b.c` binds `a`: `a.b.c.f(x)` names the submodule through it)
                imports[local] = Binding(0, a.name if a.asname else local, None)
                counts[local] = counts.get(local, 0) + 1
        elif isinstance(stmt, ast.ImportFrom):
            for a in stmt.names:
                if a.name == "*":
                    stars.append(Binding(stmt.level, stmt.module or "", None))
                    continue
                local = a.asname or a.name
                imports[local] = Binding(stmt.level, stmt.module or "", a.name)
                counts[local] = counts.get(local, 0) + 1
        elif isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            counts[stmt.name] = counts.get(stmt.name, 0) + 1
        elif isinstance(stmt, ast.Expr):
            continue
        elif not isinstance(stmt, (ast.Try, ast.If)):
            roots = (stmt.targets if isinstance(stmt, ast.Assign)
                     else [stmt.target] if isinstance(stmt, (ast.AnnAssign, ast.AugAssign)) else [stmt])
            for node in (n for root in roots for n in ast_walk(root)):
                if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
                    other.add(node.id)
                elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    other.add(node.name)
    rebound = {n for n, c in counts.items() if c > 1} | other
    return imports, stars, rebound


_TOPS: dict[str, str | None] = {}


def _project_top(directory: str) -> str | None:
    """The nearest directory at or above ``directory`` holding ``pyproject.toml`` or ``.git``."""
    if directory in _TOPS:
        return _TOPS[directory]
    found = None
    d = directory
    while True:
        if os.path.exists(os.path.join(d, "pyproject.toml")) or os.path.exists(os.path.join(d, ".git")):
            found = d
            break
        parent = os.path.dirname(d)
        if parent == d:
            break
        d = parent
    _TOPS[directory] = found
    return found


def _package_base(directory: str) -> str:
    """The directory above the top-level package holding ``directory`` (where python would
    find that package when a script of the project runs)."""
    d = directory
    while os.path.exists(os.path.join(d, "__init__.py")):
        parent = os.path.dirname(d)
        if parent == d:
            break
        d = parent
    return d


def search_dirs(importer: str) -> list[str]:
    """Where an absolute import of ``importer`` (a real absolute path) is looked up, in order."""
    here = os.path.dirname(importer)
    out = [here, _package_base(here)]
    top = _project_top(here)
    if top is not None:
        out += [top, os.path.join(top, "src")]
    seen: set[str] = set()
    return [d for d in out if not (d in seen or seen.add(d))]


def module_file(level: int, module: str, importer: str) -> str | None:
    """The real path of the project file ``from <level><module> import ...`` reads in
    ``importer``; None when it is not a file of the project."""
    parts = [p for p in module.split(".") if p] if module else []
    if level > 0:
        base = os.path.dirname(importer)
        for _ in range(level - 1):
            base = os.path.dirname(base)
        bases = [base]
    else:
        if not parts:
            return None
        bases = search_dirs(importer)
    for base in bases:
        stem = os.path.join(base, *parts) if parts else base
        for candidate in (stem + ".py", os.path.join(stem, "__init__.py")):
            if not parts and not candidate.endswith("__init__.py"):
                continue
            if os.path.isfile(candidate):
                real = os.path.realpath(candidate)
                root = os.path.realpath(base)
                if (real.startswith(root + os.sep) and not _NOT_PROJECT.intersection(real.split(os.sep))):
                    return real
                return None
    return None


_MEMO: dict[str, tuple[tuple[int, int], ModuleSummary | None]] = {}


def read_module(path: str) -> ModuleSummary | None:
    """The summary of the module at real path ``path``, read once per process while its size
    and modification time stay the same; None when it cannot be read, decoded or parsed."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    stamp = (st.st_size, st.st_mtime_ns)
    known = _MEMO.get(path)
    if known is not None and known[0] == stamp:
        return known[1]
    summary = _summarise(path)
    if len(_MEMO) >= _MEMO_SIZE:
        _MEMO.pop(next(iter(_MEMO)))
    _MEMO[path] = (stamp, summary)
    return summary


def _summarise(path: str) -> ModuleSummary | None:
    try:
        data = read_regular(path, MAX_MODULE_BYTES)
    except (OSError, ValueError):
        return None
    if len(data) > MAX_MODULE_BYTES:
        return None
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
        source = data.decode(encoding)
    except (SyntaxError, LookupError, UnicodeDecodeError):
        return None
    if source.startswith("\ufeff"):
        source = source[1:]
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    imports, stars, rebound = import_bindings(tree.body)
    summary = ModuleSummary(path=path, source=source, tree=tree, imports=imports, star_imports=stars,
                            rebound=rebound, digest=hashlib.blake2b(data, digest_size=16).hexdigest())
    for stmt in tree.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            summary.functions.add(stmt.name)
        elif isinstance(stmt, ast.ClassDef):
            summary.classes[stmt.name] = stmt
    return summary


@dataclass(frozen=True)
class Target:
    """A function of another module (``cls`` set: a static method of that class, or with
    ``instance`` a method called on an instance of it)."""
    module: ModuleSummary
    name: str
    cls: str | None = None
    instance: bool = False


def lookup(module: ModuleSummary, name: str, read: "list[ModuleSummary]",
           depth: int = 0, seen: "frozenset[tuple[str, str]]" = frozenset()) -> "Target | ModuleSummary | None":
    """What ``name`` is at the top level of ``module``: a function (``Target``), a submodule
    (re-exported or imported), or None (a class, a variable, rebound, unresolved).  Re-exports
    (``from .impl import f`` in ``__init__.py``) and star imports are followed; every module
    read is appended to ``read`` (the caller's result depends on them)."""
    key = (module.path, name)
    if depth > 6 or key in seen:
        return None            # an import cycle, or a chain too long to be worth following
    seen = seen | {key}
    if name in module.rebound:
        return None
    if name in module.functions:
        return Target(module, name)
    if name in module.classes:
        return None
    binding = module.imports.get(name)
    if binding is not None:
        return resolve_binding(binding, module, read, depth + 1, seen)
    if os.path.basename(module.path) == "__init__.py":
        sub = read_into(module_file(1, name, module.path), read)      # `pkg.mod` where pkg is imported
        if sub is not None:
            return sub
    for star in reversed(module.star_imports):        # (a later star import wins)
        other = read_into(module_file(star.level, star.module, module.path), read)
        if other is not None:
            found = lookup(other, name, read, depth + 1, seen)
            if found is not None:
                return found
    return None


def resolve_binding(binding: Binding, importer: ModuleSummary | str, read: "list[ModuleSummary]",
                    depth: int = 0, seen: "frozenset[tuple[str, str]]" = frozenset(),
                    ) -> "Target | ModuleSummary | None":
    """Where an import binding of ``importer`` (a summary, or the real path of the file being
    analysed) leads: a function, a module, or None."""
    path = importer if isinstance(importer, str) else importer.path
    if binding.name is None:
        return read_into(module_file(binding.level, binding.module, path), read)
    source = read_into(module_file(binding.level, binding.module, path), read)
    if source is not None:
        found = lookup(source, binding.name, read, depth, seen)
        if found is not None:
            return found
    # `from pkg import mod`: a submodule
    dotted = f"{binding.module}.{binding.name}" if binding.module else binding.name
    return read_into(module_file(binding.level, dotted, path), read)


def find_class(module: ModuleSummary, name: str, read: "list[ModuleSummary]", depth: int = 0,
               seen: "frozenset[tuple[str, str]]" = frozenset()) -> "tuple[ModuleSummary, str] | None":
    """The module that defines class ``name`` as seen from ``module`` (itself, or through
    re-exports and star imports), and the class's own name there."""
    key = (module.path, name)
    if depth > 6 or key in seen or name in module.rebound:
        return None
    seen = seen | {key}
    if name in module.classes:
        return module, name
    binding = module.imports.get(name)
    if binding is not None:
        if binding.name is None:
            return None
        source = read_into(module_file(binding.level, binding.module, module.path), read)
        return find_class(source, binding.name, read, depth + 1, seen) if source is not None else None
    for star in reversed(module.star_imports):
        other = read_into(module_file(star.level, star.module, module.path), read)
        found = find_class(other, name, read, depth + 1, seen) if other is not None else None
        if found is not None:
            return found
    return None


def instance_method(module: ModuleSummary, cls: str, name: str) -> Target | None:
    """``Projector.project`` for ``self.proj = Projector(...)`` ... ``self.proj.project(x)``: a
    method the class defines itself (an inherited one is not looked for)."""
    node = module.classes.get(cls)
    for stmt in node.body if node is not None else ():
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and stmt.name == name:
            plain = not any(isinstance(d, ast.Name) and d.id in ("staticmethod", "classmethod")
                            for d in stmt.decorator_list)
            return Target(module, name, cls, instance=True) if plain else None
    return None


def static_method(module: ModuleSummary, cls: str, name: str) -> Target | None:
    """``Warp.apply`` of ``@staticmethod def apply(...)`` in class ``cls`` of ``module``."""
    if cls in module.rebound:
        return None
    node = module.classes.get(cls)
    if node is None:
        return None
    for stmt in node.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and stmt.name == name:
            static = any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in stmt.decorator_list)
            return Target(module, name, cls) if static else None
    return None


def read_into(path: str | None, read: "list[ModuleSummary]") -> ModuleSummary | None:
    """``read_module(path)``, noted in ``read`` (the modules a result depends on)."""
    if path is None:
        return None
    summary = read_module(path)
    if summary is not None and all(m.path != summary.path for m in read):
        read.append(summary)
    return summary


# the packages whose names a star import re-exports are resolved: `from utils import *` where
# utils.py does `from mxnet import nd` makes `nd` the eager namespace in the importing file
_LIBRARY_TOPS = frozenset({"mxnet", "numpy"})


def module_level_names(body: list[ast.stmt]) -> set[str]:
    """Every name a module binds at its top level (or under a try/if there) other than by a
    star import: imports, functions, classes, assignments."""
    imports, _, rebound = import_bindings(body)
    names = set(imports) | rebound
    for stmt in top_level_and_guarded(body):
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(stmt.name)
    return names


def dunder_all(module: ModuleSummary) -> "frozenset[str] | None | bool":
    """The names ``__all__`` lists (a literal list or tuple of strings), None when the module
    has no ``__all__``, False when it has one that is not such a literal."""
    found: "frozenset[str] | None | bool" = None
    for stmt in top_level_and_guarded(module.tree.body):
        targets = (stmt.targets if isinstance(stmt, ast.Assign)
                   else [stmt.target] if isinstance(stmt, (ast.AnnAssign, ast.AugAssign)) else [])
        if not any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets):
            continue
        value = stmt.value
        if (found is not None or isinstance(stmt, ast.AugAssign) or not isinstance(value, (ast.List, ast.Tuple))
                or not all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in value.elts)):
            return False
        found = frozenset(e.value for e in value.elts)
    return found


def star_library_imports(stars: "list[Binding]", importer: str, read: "list[ModuleSummary]",
                         depth: int = 0) -> "dict[str, str] | None":
    """alias -> dotted name (``{"nd": "mxnet.nd"}``) for the names that the star imports
    ``stars`` of the module at real path ``importer`` bind to mxnet or numpy, as python would
    bind them: a module's public names (its ``__all__`` when it has a literal one), its own
    bindings over those of its own star imports, a later star import over an earlier one.
    None when that cannot be known: a star import of a file that cannot be read, or of a
    module whose ``__all__`` is computed (anything it binds could shadow an earlier name).
    What a star import of mxnet or numpy itself binds is not listed here, so it forgets the
    names found before it (``from mxnet import *`` binds ``nd`` and ``np`` of its own).  Every
    module read is appended to ``read``."""
    out: dict[str, str] = {}
    for star in stars:
        if star.level == 0 and star.module.split(".")[0] in _LIBRARY_TOPS:
            out.clear()
            continue
        if depth > 6:
            return None
        module = read_into(module_file(star.level, star.module, importer), read)
        if module is None:
            return None
        public = dunder_all(module)
        if public is False:
            return None
        inner = star_library_imports(module.star_imports, module.path, read, depth + 1)
        if inner is None:
            return None
        names = dict(inner)
        own = module_level_names(module.tree.body)
        for name in own:
            names.pop(name, None)
        for alias, b in module.imports.items():
            if alias not in module.rebound and b.level == 0 and b.module.split(".")[0] in _LIBRARY_TOPS:
                names[alias] = b.module if b.name is None else f"{b.module}.{b.name}"
        exported = own | set(inner)
        exported = {n for n in exported if not n.startswith("_")} if public is None else exported & public
        for name in exported:
            if name in names and (public is None or name in public):
                out[name] = names[name]
            else:
                out.pop(name, None)
    return out
