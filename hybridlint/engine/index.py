"""Cross-file class index: which classes are HybridBlocks, resolved through imports.

A :class:`ModuleIndex` is a small picklable summary of one file (its imports
as alias -> dotted name, its classes with their bases as dotted names).  A
:class:`ProjectIndex` joins the summaries of one run and answers "is this
dotted class name a HybridBlock?", following project base classes, package
re-exports and star imports.  Modules are identified by the parts of their
path, so ``gluoncv.model_zoo.resnet`` matches ``.../gluoncv/model_zoo/resnet.py``
whatever the root.
"""
from __future__ import annotations

import ast
import functools
import itertools
import os
import pathlib
import re
import warnings
from dataclasses import dataclass, field

from .astwalk import CODE_FIELDS, walk_code, walk_statements

# Gluon classes that are HybridBlocks (subclassing them makes a HybridBlock).
MX_HYBRID = frozenset("""
HybridBlock SymbolBlock Loss HybridSequential HybridConcurrent HybridLambda HybridRecurrentCell
Dense Dropout BatchNorm SyncBatchNorm BatchNormReLU InstanceNorm LayerNorm GroupNorm Embedding
Flatten Activation LeakyReLU PReLU ELU SELU Swish GELU SiLU Identity Conv1D Conv2D Conv3D
Conv1DTranspose Conv2DTranspose Conv3DTranspose DeformableConvolution ModulatedDeformableConvolution
MaxPool1D MaxPool2D MaxPool3D AvgPool1D AvgPool2D AvgPool3D GlobalMaxPool1D GlobalMaxPool2D
GlobalMaxPool3D GlobalAvgPool1D GlobalAvgPool2D GlobalAvgPool3D ReflectionPad2D PixelShuffle1D
PixelShuffle2D PixelShuffle3D RNNCell LSTMCell GRUCell RNN LSTM GRU HybridSequentialRNNCell
ZoneoutCell ResidualCell BidirectionalCell DropoutCell ModifierCell VariationalDropoutCell
LSTMPCell Conv1DRNNCell Conv2DRNNCell Conv3DRNNCell Conv1DLSTMCell Conv2DLSTMCell Conv3DLSTMCell
Conv1DGRUCell Conv2DGRUCell Conv3DGRUCell
""".split())

# Gluon classes that are plain (eager) Blocks.
MX_NON_HYBRID = frozenset("""
Block Sequential Concurrent Lambda RecurrentCell SequentialRNNCell Trainer Parameter
ParameterDict Constant SparseEmbedding
""".split())

HYBRID, NOT_HYBRID, UNRESOLVED = "hybrid", "not-hybrid", None


# (a pure function of the text: memoized, since every analysed file asks twice -- its index and
# its analysis -- and each relative import asks again; pathlib's parse was ~0.7% of a corpus run)
@functools.lru_cache(maxsize=4096)
def module_parts(path: str) -> tuple[str, ...]:
    """Path -> module identity, e.g. ``a/b/c.py`` -> ("a", "b", "c"); packages drop ``__init__``."""
    p = pathlib.PurePath(path)
    parts = tuple(x for x in p.with_suffix("").parts if x not in ("/", "\\") and not x.endswith(":\\"))
    if parts and parts[-1] == "__init__":
        parts = parts[:-1]
    return parts


@functools.lru_cache(maxsize=4096)
def _package_of(path: str) -> tuple[str, ...]:
    parts = module_parts(path)
    if pathlib.PurePath(path).stem == "__init__":
        return parts
    return parts[:-1]


def relative_base(path: str, level: int) -> tuple[str, ...]:
    pkg = _package_of(path)
    if level > 1:
        pkg = pkg[: max(0, len(pkg) - (level - 1))]
    return pkg


@dataclass
class ModuleIndex:
    path: str
    parts: tuple[str, ...]
    imports: dict[str, str] = field(default_factory=dict)       # alias -> dotted
    star_imports: list[str] = field(default_factory=list)       # dotted modules
    classes: dict[str, tuple[str, ...]] = field(default_factory=dict)  # name -> base dotted names

    def resolve_name(self, dotted: str) -> str:
        """Replace the first component by what the import bound it to; local classes stay local."""
        head, _, rest = dotted.partition(".")
        if head in self.classes and head not in self.imports:
            return ".".join(self.parts + (dotted,))
        target = self.imports.get(head)
        if target is None:
            return dotted
        return f"{target}.{rest}" if rest else target


def relative_module(path: str, level: int) -> str:
    """The dotted package a relative import of ``level`` dots in the module at ``path`` names."""
    return ".".join(relative_base(path, level))


# --- building an index with the stdlib ast (fast; used for files that are not analysed) ---

def ast_nodes(node: ast.AST):
    """``node`` and every node under it, like ``ast.walk`` but in no set order (depth first, last
    child first) and ~1.8x faster (no generator per node and field), less the context and
    operator leaves (``astwalk.TOKEN_FIELDS``, a third of the nodes): for readers that collect a
    set or ask whether any node matches, where the order cannot change the answer, and that look
    for other nodes (a name's context is read through the name)."""
    todo = [node]
    pop, push, node_type = todo.pop, todo.append, ast.AST
    fields = CODE_FIELDS
    while todo:
        node = pop()
        yield node
        for name in fields[type(node)]:
            value = getattr(node, name, None)
            if type(value) is list:
                for item in value:
                    if isinstance(item, node_type):
                        push(item)
            elif isinstance(value, node_type):
                push(value)


def ast_calls(node: ast.AST) -> "list[ast.Call]":
    """The ``ast.Call`` nodes of ``ast_nodes(node)``, in its order, as a list made in one pass: for
    readers that look only for calls (a generator resumed per node, and the caller's test of each
    node, were most of their walk)."""
    out: list[ast.Call] = []
    keep = out.append
    todo = [node]
    pop, push, node_type, call = todo.pop, todo.append, ast.AST, ast.Call
    fields = CODE_FIELDS
    while todo:
        node = pop()
        t = type(node)
        if t is call:
            keep(node)
        for name in fields[t]:
            value = getattr(node, name, None)
            if type(value) is list:
                for item in value:
                    if isinstance(item, node_type):
                        push(item)
            elif isinstance(value, node_type):
                push(value)
    return out


def ast_dotted(node: ast.expr) -> str | None:
    """``a.b.c`` of a stdlib-ast name or attribute chain; None for anything else."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        head = ast_dotted(node.value)
        return f"{head}.{node.attr}" if head else None
    return None


def _quiet_parse(source: str) -> ast.Module:
    # a user's invalid escape sequences are not the indexer's to warn about
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return ast.parse(source)


def index_module(source: str, path: str) -> ModuleIndex:
    """A picklable summary of one file; never raises (an unparsable file gives an empty index).

    The CLI indexes every file of a run, so this reads only the statements it
    needs: the lines that can start a top-level import or class statement are
    cut out (with their bracketed continuations) and only those are parsed.
    """
    index = ModuleIndex(path=path, parts=module_parts(path))
    if "class " not in source and "import" not in source:
        return index
    snippet = _header_statements(source)
    tree = None
    if snippet is not None:
        try:
            tree = _quiet_parse(snippet)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            tree = None
    if tree is None:     # the cut-out was not valid python on its own: parse everything
        try:
            tree = _quiet_parse(source)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            return index
    return index_ast_module(tree, path)


_HEADER_START = re.compile(r"^(?:(?:from|import)\s|class\s)")
_GUARD_START = re.compile(r"^(?:try|if|elif|else|except|finally)\b")
_TRIPLE = re.compile(r"\"\"\"|'''")
_INDENTS = frozenset({" ", "\t"})


def _header_statements(source: str) -> str | None:
    """Top-level ``import``/``from``/``class ...:`` headers (and imports guarded by try/if),
    as a small python text; None when the file is too unusual for this shortcut."""
    out: list[str] = []
    lines = source.splitlines()
    in_string: str | None = None
    guard = False
    guard_indent: str | None = None
    i, n = 0, len(lines)
    while i < n:
        line = lines[i]
        i += 1
        # most lines are indented code outside a guard, holding no triple quote: nothing below
        # reads them (one test here instead of the checks and two counts: ~40% of this walk)
        if (not guard and line[:1] in _INDENTS and '"""' not in line and "'''" not in line):
            continue
        if in_string is not None:
            if line.count(in_string) % 2 == 1:
                in_string = None
            continue
        if not line or line[0] == "#":
            continue
        top = line[0] not in " \t"
        if top:
            guard = bool(_GUARD_START.match(line))
            guard_indent = None
            m = _HEADER_START.match(line)
        elif guard:
            # one level inside a top-level try/if: guarded imports and classes
            indent = line[: len(line) - len(line.lstrip())]
            if guard_indent is None:
                guard_indent = indent
            m = _HEADER_START.match(line.lstrip()) if indent == guard_indent else None
        else:
            m = None
        if m is None:
            # keep track of triple-quoted strings opened on this line
            for q in ('"""', "'''"):
                if line.count(q) % 2 == 1:
                    in_string = q
                    break
            continue
        # (comments go line by line: a `#` or `:` in one must not spoil the statement; a `#`
        # inside a string would leave it unterminated, and the full parse below takes over)
        stmt = [line.split("#", 1)[0].strip()]
        depth = _depth(line)
        while (depth > 0 or stmt[-1].endswith("\\")) and i < n:
            nxt = lines[i]
            i += 1
            stmt.append(nxt.split("#", 1)[0].strip())
            depth += _depth(nxt)
        text = " ".join(part.rstrip("\\") for part in stmt)
        if text.startswith("class"):
            if "(" in text:
                head = text[: text.find(":", text.rfind(")")) + 1] if ")" in text else None
            else:
                head = text[: text.find(":") + 1] if ":" in text else None
            if not head:
                return None
            out.append(head + " pass")
        elif ";" in text or ":" in text:
            return None      # `import a; x = ...` or odd code: let the full parser decide
        else:
            out.append(text.split("#", 1)[0])
    return "\n".join(out) + "\n"


def _depth(line: str) -> int:
    code = line.split("#", 1)[0]
    return code.count("(") + code.count("[") - code.count(")") - code.count("]")


def index_ast_module(tree: ast.Module, path: str) -> ModuleIndex:
    """The index of an already parsed module (analyze() parses once with ``ast`` anyway)."""
    index = ModuleIndex(path=path, parts=module_parts(path))
    raw_classes: dict[str, list[str]] = {}
    for stmt in top_level_and_guarded(tree.body):
        if isinstance(stmt, ast.Import):
            for a in stmt.names:
                if a.asname:
                    index.imports[a.asname] = a.name
                else:
                    head = a.name.split(".")[0]
                    index.imports.setdefault(head, head)
        elif isinstance(stmt, ast.ImportFrom):
            mod = stmt.module or ""
            if stmt.level:
                base = relative_module(path, stmt.level)
                mod = f"{base}.{mod}" if mod and base else (mod or base)
            for a in stmt.names:
                if a.name == "*":
                    index.star_imports.append(mod)
                else:
                    index.imports[a.asname or a.name] = f"{mod}.{a.name}" if mod else a.name
        elif isinstance(stmt, ast.ClassDef):
            raw_classes[stmt.name] = [d for d in (ast_dotted(b) for b in stmt.bases) if d]
    for name in raw_classes:
        index.classes[name] = ()
    for name, bases in raw_classes.items():
        index.classes[name] = tuple(index.resolve_name(b) for b in bases)
    return index


def number_constants(body: list[ast.stmt]) -> frozenset[str]:
    """Module-level names whose every module-level binding is a number: a literal, or a float
    constant of numpy/math (``eps = 1e-7``, ``eps = np.finfo(float).eps``, ``math.pi``)."""
    good: set[str] = set()
    bad: set[str] = set()
    for stmt in body:
        if isinstance(stmt, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            number = (not isinstance(stmt, ast.AugAssign) and stmt.value is not None
                      and _is_number(stmt.value))
            for t in targets:
                if isinstance(t, ast.Name):
                    (good if number else bad).add(t.id)
        elif isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bad.add(stmt.name)
        else:
            # any other statement that binds a name at module level leaves it out
            bad.update(node.id for node in walk_code(stmt)
                       if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store))
            if isinstance(stmt, (ast.Import, ast.ImportFrom)):
                bad.update((a.asname or a.name).split(".")[0] for a in stmt.names)
    return frozenset(good - bad)


def number_literals(body: list[ast.stmt], source: str) -> dict[str, int | float]:
    """Module-level names bound by one plain assignment to a number literal, negative or float
    too (``LAST = -1``, ``SCALE = 0.5``: ``-1`` is a unary minus, not the literal int_constants
    reads), every module-level binding of them a number (number_constants), and none of them
    declared ``global`` anywhere in the file (a function could rebind it)."""
    values: dict[str, list] = {}
    for stmt in body:
        if isinstance(stmt, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            plain = isinstance(stmt, ast.Assign) and len(targets) == 1
            for t in targets:
                if isinstance(t, ast.Name):
                    values.setdefault(t.id, []).append(_number_value(stmt.value) if plain else None)
    numbers = number_constants(body)
    out = {name: vals[0] for name, vals in values.items()
           if name in numbers and len(vals) == 1 and vals[0] is not None}
    if out and "global" in source:
        declared = {n for node in walk_code(ast.Module(body=body, type_ignores=[]))
                    if isinstance(node, ast.Global) for n in node.names}
        out = {k: v for k, v in out.items() if k not in declared}
    return out


def _parents(tree: ast.AST) -> "dict[int, ast.AST]":
    """Each node's parent, by the child's id."""
    parents: dict[int, ast.AST] = {}
    for node in walk_code(tree):
        for child in ast.iter_child_nodes(node):
            parents[id(child)] = node
    return parents


def number_sequences(body: list[ast.stmt], rows: bool = False) -> frozenset[str]:
    """Module-level names bound once, by a plain top-level ``NAME = [...]`` (or a tuple), to a
    display of number literals (``PARENTS = [-1, 0, 1, 2, 0]``, a kinematic tree), bound nowhere
    else, never declared ``global``, and read anywhere in the file only where nothing can change
    it: iterated (directly or through enumerate/zip/reversed/sorted), indexed, or given to
    ``len``. A loop over such a name binds python numbers wherever it runs.  ``rows``: a display
    of tuples of number literals instead (``BONES = [(0, 1), (1, 2)]``), whose loop unpacks each
    row into python numbers (a tuple row cannot change, the display as above)."""
    tree = ast.Module(body=body, type_ignores=[])
    candidates: dict[str, int] = {}
    displays: set[int] = set()      # the statements binding them
    for stmt in body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name) \
                and _number_display(stmt.value, rows):
            candidates[stmt.targets[0].id] = candidates.get(stmt.targets[0].id, 0) + 1
            displays.add(id(stmt))
    if not candidates:
        return frozenset()
    bad = {name for name, n in candidates.items() if n != 1}
    parents = _parents(tree)
    for node in walk_code(tree):
        if isinstance(node, ast.Global):
            bad.update(node.names)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.name in candidates:
            bad.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            bad.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.Name) and node.id in candidates and node.id not in bad:
            if isinstance(node.ctx, ast.Store):
                # any binding but the display's (a function's local of the name too: which of
                # the two a read sees is left unasked)
                if id(parents.get(id(node))) not in displays:
                    bad.add(node.id)
            elif not isinstance(node.ctx, ast.Load) or not _read_only_use(parents, node):
                bad.add(node.id)
    return frozenset(set(candidates) - bad)


def number_table_attributes(body: list[ast.stmt], rows: bool = False) -> frozenset[str]:
    """Attribute names a block sets once, ``self.pads = [1, 3]`` at the top level of an
    ``__init__``, to a display of number literals, where no other line of the file stores, deletes
    or hands on an attribute of that name (on any object), or spells it as a string (setattr):
    each other read only iterates it (directly or through enumerate/zip/reversed/sorted), indexes
    it or gives it to ``len``. A loop over it binds python numbers, as over a module's table.
    ``rows``: a display of tuples of number literals (``self.edges = [(0, 1), (1, 2)]``), as in
    number_sequences."""
    tree = ast.Module(body=body, type_ignores=[])
    stores: dict[str, int] = {}
    displays: set[int] = set()
    # (the defs are statements: walk_statements gives them in ast_walk's order, without walking
    # every expression of the module; most modules store no such table and stop below)
    for node in walk_statements(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == "__init__":
            for stmt in node.body:
                if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 \
                        and isinstance(stmt.targets[0], ast.Attribute) \
                        and isinstance(stmt.targets[0].value, ast.Name) and stmt.targets[0].value.id == "self" \
                        and _number_display(stmt.value, rows):
                    name = stmt.targets[0].attr
                    stores[name] = stores.get(name, 0) + 1
                    displays.add(id(stmt.targets[0]))
    if not stores:
        return frozenset()
    bad = {name for name, n in stores.items() if n != 1}
    parents = _parents(tree)
    for node in walk_code(tree):
        if isinstance(node, ast.Attribute) and node.attr in stores and id(node) not in displays:
            if not isinstance(node.ctx, ast.Load) or not _read_only_use(parents, node):
                bad.add(node.attr)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in stores:
            bad.add(node.value)
    return frozenset(set(stores) - bad)


_ITERATING = frozenset({"enumerate", "zip", "reversed", "sorted"})


def _read_only_use(parents: dict, node: ast.expr) -> bool:
    """``NAME`` read where nothing can change the list: a loop's (or comprehension's) iterable,
    directly or as an argument of enumerate/zip/reversed/sorted there, ``NAME[i]``, ``len(NAME)``."""
    parent = parents.get(id(node))
    if isinstance(parent, ast.Subscript) and parent.value is node and isinstance(parent.ctx, ast.Load):
        return True
    if isinstance(parent, ast.Call) and isinstance(parent.func, ast.Name) and node in parent.args \
            and not parent.keywords:
        if parent.func.id == "len" and len(parent.args) == 1:
            return True
        if parent.func.id in _ITERATING:
            node, parent = parent, parents.get(id(parent))
    return isinstance(parent, (ast.For, ast.comprehension)) and parent.iter is node


def _number_display(node: ast.expr, rows: bool) -> bool:
    """A non-empty list/tuple display of number literals; with ``rows``, of non-empty tuple
    displays of them (a list row could be changed through a name bound to it: not read so)."""
    if not (isinstance(node, (ast.List, ast.Tuple)) and node.elts):
        return False
    if rows:
        return all(isinstance(e, ast.Tuple) and _number_display(e, False) for e in node.elts)
    return all(_number_value(e) is not None for e in node.elts)


def _number_value(node) -> int | float | None:
    sign = 1
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        sign = -1 if isinstance(node.op, ast.USub) else 1
        node = node.operand
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        return sign * node.value
    return None


def int_constants(body: list[ast.stmt], source: str) -> dict[str, int]:
    """Module-level names bound to one integer literal and to nothing else (``emb_size = 128``),
    none of them declared ``global`` anywhere in the file (a function could rebind it)."""
    values: dict[str, set[int]] = {}
    for stmt in body:
        if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Constant) \
                and type(stmt.value.value) is int:
            for t in stmt.targets:
                if isinstance(t, ast.Name):
                    values.setdefault(t.id, set()).add(stmt.value.value)
    if not values:
        return {}
    numbers = number_constants(body)
    out = {name: next(iter(vals)) for name, vals in values.items() if name in numbers and len(vals) == 1}
    if out and "global" in source:
        declared = {n for node in walk_code(ast.Module(body=body, type_ignores=[]))
                    if isinstance(node, ast.Global) for n in node.names}
        out = {k: v for k, v in out.items() if k not in declared}
    return out


def _is_number(value: ast.expr) -> bool:
    """``1e-7``, ``-1``, ``np.finfo(float).eps``, ``np.finfo(np.float32).tiny``, ``math.pi``, ``np.pi``."""
    while isinstance(value, ast.UnaryOp) and isinstance(value.op, (ast.USub, ast.UAdd)):
        value = value.operand
    if isinstance(value, ast.Constant):
        return isinstance(value.value, (int, float)) and not isinstance(value.value, bool)
    if not isinstance(value, ast.Attribute):
        return False
    root = value.value
    if isinstance(root, ast.Call) and isinstance(root.func, ast.Attribute) and root.func.attr == "finfo":
        owner = root.func.value
        return (isinstance(owner, ast.Name) and owner.id in ("np", "numpy")
                and value.attr in ("eps", "tiny", "max", "min", "resolution", "smallest_normal"))
    return isinstance(root, ast.Name) and root.id in ("np", "numpy", "math") and value.attr in ("pi", "e", "inf", "tau")


def top_level_and_guarded(body: list[ast.stmt]):
    """Top-level statements, descending into try/if blocks (guarded imports)."""
    for stmt in body:
        yield stmt
        if isinstance(stmt, ast.Try):
            yield from top_level_and_guarded(stmt.body)
            for h in stmt.handlers:
                yield from top_level_and_guarded(h.body)
            yield from top_level_and_guarded(stmt.orelse)
        elif isinstance(stmt, ast.If):
            yield from top_level_and_guarded(stmt.body)
            yield from top_level_and_guarded(stmt.orelse)


# The libcst helpers are in cst_index.py (which builds on this module), so that importing this
# one never imports libcst: the CLI indexes every file, and a run that analyzes nothing should not
# pay for libcst.


def mxnet_verdict(dotted: str) -> str | None:
    """Verdict for a name that resolves into mxnet itself (``mxnet.gluon.nn.Dense``)."""
    if not (dotted.startswith("mxnet.") or dotted.startswith("mx.")):
        return UNRESOLVED
    last = dotted.rsplit(".", 1)[-1]
    if last in MX_HYBRID or last.startswith("Hybrid") or (last.endswith("Loss") and ".loss" in dotted):
        return HYBRID
    if last in MX_NON_HYBRID:
        return NOT_HYBRID
    return UNRESOLVED


class ProjectIndex:
    """The module indexes of one run; resolves HybridBlock subclasses across files."""

    def __init__(self, modules: list[ModuleIndex], base: str | None = None) -> None:
        self.modules = list(modules)
        # the directory the run's relative paths start from (the runner's working directory):
        # where the engine finds the files of other project modules on disk (imported.py)
        self.base = base
        self._by_last: dict[str, list[ModuleIndex]] = {}
        self._by_path: dict[str, ModuleIndex] = {}
        for m in self.modules:
            if m.parts:
                self._by_last.setdefault(m.parts[-1], []).append(m)
            self._by_path[m.path] = m
        self._memo: dict[tuple[str, str], str | None] = {}
        self._pickled: tuple[str, bytes] | None = None
        # what the project's blocks held when run (check --infer-shapes): an ObservedFacts or None
        self.facts = None
        # display path -> `array-mode` of the run's files not read in "auto" (config.ARRAY_MODES)
        self.array_modes: dict[str, str] = {}

    # The CLI sends the project to its worker processes with every chunk of files.  It is
    # pickled once (a ProjectIndex does not change after it is built: ``with_module`` makes a
    # new one), and each worker unpickles it once and keeps one object, memo included, for
    # all its chunks.
    def __reduce__(self):
        if self._pickled is None:
            import pickle
            token = f"{os.getpid()}-{next(_TOKENS)}"
            self._pickled = (token, pickle.dumps(self.modules, protocol=pickle.HIGHEST_PROTOCOL))
        return (_received_project, (*self._pickled, self.base, self.facts, self.array_modes))

    def __copy__(self) -> "ProjectIndex":
        project = ProjectIndex(self.modules, self.base)
        project.facts, project.array_modes = self.facts, self.array_modes
        return project

    def __deepcopy__(self, memo) -> "ProjectIndex":
        import copy
        project = ProjectIndex(copy.deepcopy(self.modules, memo), self.base)
        project.facts, project.array_modes = self.facts, dict(self.array_modes)
        return project

    @classmethod
    def from_modules(cls, indexes) -> "ProjectIndex":
        return cls(list(indexes))

    def module_for_path(self, path: str) -> ModuleIndex | None:
        return self._by_path.get(path)

    def array_mode(self, path: str) -> str:
        """The `array-mode` the file at ``path`` (as the run names it) is read in."""
        return self.array_modes.get(path, "auto")

    def with_module(self, index: ModuleIndex) -> "ProjectIndex":
        """This project with ``index`` replacing the entry of the same path."""
        if self._by_path.get(index.path) is index:
            return self
        project = ProjectIndex([m for m in self.modules if m.path != index.path] + [index], self.base)
        project.facts, project.array_modes = self.facts, self.array_modes
        return project

    def find_modules(self, dotted_module: str) -> list[ModuleIndex]:
        """Indexes of the modules whose path ends with ``dotted_module`` (``"pkg.base"``)."""
        return self._find_modules(dotted_module)

    def _find_modules(self, dotted_module: str) -> list[ModuleIndex]:
        parts = tuple(dotted_module.split(".")) if dotted_module else ()
        if not parts:
            return []
        n = len(parts)
        return [m for m in self._by_last.get(parts[-1], ()) if m.parts[-n:] == parts]

    def verdict(self, dotted: str, _depth: int = 0) -> str | None:
        """HYBRID / NOT_HYBRID / None (unresolved) for a fully resolved dotted class name."""
        v = mxnet_verdict(dotted)
        if v is not None or dotted.startswith(("mxnet.", "mx.")):
            return v
        if _depth > 12 or "." not in dotted:
            return UNRESOLVED
        mod, _, name = dotted.rpartition(".")
        key = (mod, name)
        if key in self._memo:
            return self._memo[key]
        self._memo[key] = UNRESOLVED    # cycle guard
        result = UNRESOLVED
        for m in self._find_modules(mod):
            result = self._verdict_in(m, name, _depth + 1)
            if result is not None:
                break
        self._memo[key] = result
        return result

    def _verdict_in(self, m: ModuleIndex, name: str, depth: int) -> str | None:
        if name in m.classes:
            return self.class_verdict(m, name, depth)
        for target in _imported_as(m, name):
            v = self.verdict(target, depth)
            if v is not None:
                return v
        return UNRESOLVED

    def class_verdict(self, m: ModuleIndex, name: str, depth: int = 0) -> str | None:
        bases = m.classes.get(name, ())
        verdicts = []
        for base in bases:
            local = _local_base(m, base)
            if local is not None:
                if local == name:
                    verdicts.append(UNRESOLVED)
                    continue
                key = (".".join(m.parts), local)
                if key in self._memo:
                    verdicts.append(self._memo[key])
                    continue
                self._memo[key] = UNRESOLVED
                v = self.class_verdict(m, local, depth + 1)
                self._memo[key] = v
                verdicts.append(v)
            else:
                verdicts.append(self.verdict(base, depth + 1))
        if HYBRID in verdicts:
            return HYBRID
        if verdicts and all(v == NOT_HYBRID for v in verdicts):
            return NOT_HYBRID
        return UNRESOLVED

    def derives_from(self, dotted: str, roots: frozenset[str], _depth: int = 0) -> bool:
        """The class ``dotted`` (fully resolved) is one of ``roots`` (mxnet classes, fully
        dotted) or subclasses one, through the bases the run's module indexes record (a class of
        another module, its re-exports and star imports, as ``verdict`` follows them)."""
        if dotted in roots:
            return True
        if _depth > 12 or "." not in dotted or dotted.startswith(("mxnet.", "mx.")):
            return False
        mod, _, name = dotted.rpartition(".")
        return any(self.module_derives_from(m, name, roots, _depth + 1) for m in self._find_modules(mod))

    def module_derives_from(self, m: ModuleIndex, name: str, roots: frozenset[str], _depth: int = 0) -> bool:
        """``name`` as module ``m`` binds it (its class, an import, a star import) is a class
        that ``derives_from`` one of ``roots``."""
        if _depth > 12:
            return False
        if name in m.classes:
            for base in m.classes[name]:
                local = _local_base(m, base)
                if local is not None:
                    # a base of the same module (the module itself may not be in the run's index)
                    if local != name and self.module_derives_from(m, local, roots, _depth + 1):
                        return True
                elif self.derives_from(base, roots, _depth + 1):
                    return True
            return False
        return any(self.derives_from(target, roots, _depth + 1) for target in _imported_as(m, name))

    def has_hybrid_class(self, path: str) -> bool:
        m = self._by_path.get(path)
        return m is not None and any(self.class_verdict(m, c) == HYBRID for c in m.classes)


def _local_base(m: ModuleIndex, base: str) -> str | None:
    """The class of module ``m`` that the resolved base ``base`` names (``pkg.mod.Block`` in
    ``pkg.mod``), or None for a class of another module: verdict and derives_from walk it in
    ``m`` itself, which the run's index may not hold under its dotted name."""
    mod, _, local = base.rpartition(".")
    return local if mod == ".".join(m.parts) and local in m.classes else None


def _imported_as(m: ModuleIndex, name: str) -> list[str]:
    """The dotted names module ``m``'s ``name`` may be, when it is no class of ``m``: what an
    import binds it to, else the name under each of its star imports (verdict and derives_from
    follow them in this order)."""
    if name in m.imports:
        return [m.imports[name]]
    return [f"{star}.{name}" for star in m.star_imports]


_TOKENS = itertools.count()
_RECEIVED: dict[str, ProjectIndex] = {}


def _received_project(token: str, data: bytes, base: str | None = None, facts=None,
                      array_modes: dict[str, str] | None = None) -> ProjectIndex:
    """Unpickle a project (once per process and token)."""
    project = _RECEIVED.get(token)
    if project is None:
        import pickle
        project = ProjectIndex(pickle.loads(data), base)
        project.facts = facts
        project.array_modes = array_modes or {}
        project._pickled = (token, data)
        _RECEIVED.clear()       # one run at a time: keep only the latest project
        _RECEIVED[token] = project
    return project
