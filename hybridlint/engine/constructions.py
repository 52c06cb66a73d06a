"""The file's own constructions of its classes, and what each passes to a parameter of the
class's ``__init__``: ``Cls(...)`` anywhere in the file, ``super().__init__(...)`` (or
``super(Sub, self)``, ``Cls.__init__(self, ...)``) in the ``__init__`` of a subclass, and the
constructions of a subclass that has no ``__init__`` of its own.  A class the file names in any
other way (kept in a dict, handed to ``partial``) may be constructed out of sight: none is known.

Such a construction is one the file makes, so what fails on it fails for the file's own use of
the class; it says nothing of a caller elsewhere.  Read from the stdlib tree of the whole file, a
top-level statement when a class is first asked for whose text names it or a subclass: every node
that says something of a class (a ``Name`` of it, a subclass's ``super()`` call) is in such text.
"""
from __future__ import annotations

import ast
import bisect
from typing import Callable

from .astwalk import child_nodes as ast_child_nodes
from .reduce import NEWLINE, first_line

# (the call, how many leading arguments are not the constructor's: `Cls.__init__(self, ...)`,
# the function whose body makes it, None at module level)
Construction = tuple[ast.Call, int, "ast.FunctionDef | None"]

# `isinstance(x, Cls)`, `super(Cls, self)`: a name that constructs nothing
_HARMLESS_CALLS = frozenset({"isinstance", "issubclass", "super", "type"})


class Constructions:
    def __init__(self, body: list[ast.stmt], classes: dict[str, ast.ClassDef], source: str) -> None:
        self.classes = classes
        self.direct: dict[str, list[Construction]] = {}
        self.escaped: set[str] = set()
        self.subclasses: dict[str, list[str]] = {}
        for name, cls in classes.items():
            bases = [b.id for b in cls.bases if isinstance(b, ast.Name) and b.id in classes]
            for b in bases:
                if len(cls.bases) != 1:
                    self.escaped.add(b)     # which __init__ a super() call reaches: not read
                self.subclasses.setdefault(b, []).append(name)
        self._source = source
        # (first line, last line, statement, its function, its class) of the statements not walked
        # yet: the top-level ones, and those of a class or function whose header was walked
        self._unread = [_unit(s, None, None) for s in body]
        self._read_for: set[str] = set()     # classes whose constructions are all read
        self._line_ends: list[int] | None = None

    def _read(self, name: str) -> None:
        """Walk the statements whose text names ``name`` or a subclass of it (every statement
        when an identifier may be spelled otherwise than its name: non-ASCII text, NFKC)."""
        family, todo = set(), [name]
        while todo:
            n = todo.pop()
            if n not in family:
                family.add(n)
                todo.extend(self.subclasses.get(n, ()))
        if family <= self._read_for:
            return
        if self._source.isascii():
            starts = _word_starts(self._source, family)
            if starts and self._line_ends is None:
                self._line_ends = [m.start() for m in NEWLINE.finditer(self._source)]
            hit_lines = [bisect.bisect_left(self._line_ends, i) + 1 for i in starts]    # sorted
            hit = lambda first, last: bisect.bisect_left(hit_lines, first) < bisect.bisect_right(hit_lines, last)
        else:
            hit = lambda first, last: True
        todo = [u for u in self._unread if hit(u[0], u[1])]
        self._unread = [u for u in self._unread if not hit(u[0], u[1])]
        while todo:
            _, _, stmt, func, owner = todo.pop()
            # (a subclass of a class of the file is read whole: its super().__init__() calls
            # construct its base without naming it)
            if not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) or (
                    isinstance(stmt, ast.ClassDef)
                    and any(isinstance(b, ast.Name) and b.id in self.classes for b in stmt.bases)):
                self._walk([stmt], func, owner)
                continue
            # a class or function: its header now, each of its statements when its text names one
            self._walk(_header(stmt), func, owner)
            inner = (func, stmt) if isinstance(stmt, ast.ClassDef) else (stmt, owner)
            for unit in (_unit(s, *inner) for s in stmt.body):
                (todo if hit(unit[0], unit[1]) else self._unread).append(unit)
        self._read_for |= family

    def _walk(self, nodes: list[ast.AST], func: ast.FunctionDef | None, owner: ast.ClassDef | None) -> None:
        stack: list[tuple[ast.AST, ast.AST | None]] = [(n, None) for n in nodes]
        while stack:
            node, parent = stack.pop()
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                self._walk(_header(node), func, owner)
                self._walk(node.body, node, owner)
                continue
            if isinstance(node, ast.ClassDef):
                self._walk(_header(node), func, owner)
                self._walk(node.body, func, node)
                continue
            if isinstance(node, ast.Call):
                self._call(node, func, owner)
            elif isinstance(node, ast.Name) and node.id in self.classes and not self._used_by(node, parent):
                self.escaped.add(node.id)
            stack.extend((c, node) for c in ast_child_nodes(node) if c is not None)

    def _used_by(self, name: ast.Name, parent: ast.AST | None) -> bool:
        """``name`` is the callee of a call (read by ``_call``) or an argument of a harmless one."""
        if isinstance(parent, ast.Call):
            if parent.func is name:
                return True
            return isinstance(parent.func, ast.Name) and parent.func.id in _HARMLESS_CALLS
        return (isinstance(parent, ast.Attribute) and parent.attr == "__init__")

    def _call(self, call: ast.Call, func: ast.FunctionDef | None, owner: ast.ClassDef | None) -> None:
        f = call.func
        if isinstance(f, ast.Name) and f.id in self.classes:
            self.direct.setdefault(f.id, []).append((call, 0, func))
            return
        if not (isinstance(f, ast.Attribute) and f.attr == "__init__"):
            return
        target = f.value
        if isinstance(target, ast.Name) and target.id in self.classes:
            # `Cls.__init__(self, ...)` in a subclass's __init__; anywhere else it is out of sight
            if owner is not None and func is not None and func.name == "__init__" \
                    and any(isinstance(b, ast.Name) and b.id == target.id for b in owner.bases):
                self.direct.setdefault(target.id, []).append((call, 1, func))
            else:
                self.escaped.add(target.id)
            return
        if (isinstance(target, ast.Call) and isinstance(target.func, ast.Name) and target.func.id == "super"
                and owner is not None and func is not None and func.name == "__init__"
                and len(owner.bases) == 1 and isinstance(owner.bases[0], ast.Name)
                and owner.bases[0].id in self.classes
                and (not target.args or (isinstance(target.args[0], ast.Name)
                                         and target.args[0].id == owner.name))):
            self.direct.setdefault(owner.bases[0].id, []).append((call, 0, func))

    def of(self, name: str, seen: frozenset[str] = frozenset()) -> list[Construction] | None:
        """Every construction of class ``name`` in the file, or None when some may be out of sight."""
        self._read(name)
        if name in self.escaped or name in seen:
            return None
        found = list(self.direct.get(name, ()))
        for sub in self.subclasses.get(name, ()):
            if any(isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef)) and m.name == "__init__"
                   for m in self.classes[sub].body):
                continue    # its own __init__ reaches this one by the super() call read above
            more = self.of(sub, seen | {name})
            if more is None:
                return None
            found.extend(more)
        return found

    def argument(self, name: str, init: ast.FunctionDef, param: str,
                 array: Callable[[ast.expr, "ast.FunctionDef | None"], "tuple[int, str] | None"]
                 ) -> tuple[int, str] | None:
        """What ``array`` says of the argument every construction of ``name`` gives ``param``
        (the first one's in the file), when it says something of each; None when some construction passes
        none (a default, ``*args``) or something else, or no construction is seen."""
        given = self.given(name, init, param)
        if given is None:
            return None
        first = None
        for value, _, func in given:
            found = array(value, func) if value is not None else None
            if found is None:
                return None
            first = first or found
        return first

    def given(self, name: str, init: ast.FunctionDef, param: str
              ) -> "list[tuple[ast.expr | None, ast.Call, ast.FunctionDef | None]] | None":
        """The argument each construction of ``name`` passes for ``param`` of its ``__init__``
        (None where it passes none), with the call and the function it stands in, first in the file
        first; None when no construction is seen, one is out of sight, or one unpacks
        ``*args``/``**kwargs``."""
        calls = self.of(name)
        if not calls:
            return None
        positional = [a.arg for a in init.args.posonlyargs + init.args.args][1:]
        out = []
        for call, skip, func in sorted(calls, key=lambda c: (c[0].lineno, c[0].col_offset)):
            args = call.args[skip:]
            named = next((k.value for k in call.keywords if k.arg == param), None)
            # (a keyword the call names is that argument whatever `**kwargs` holds beside it:
            # python refuses the same keyword twice -- `super().__init__(k=-3, **kwargs)`)
            if named is None and (any(isinstance(a, ast.Starred) for a in args)
                                  or any(k.arg is None for k in call.keywords)):
                return None
            at = positional.index(param) if param in positional else None
            value = named if named is not None else args[at] if at is not None and at < len(args) else None
            out.append((value, call, func))
        return out


_WORD_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")


def _word_starts(source: str, names: set[str]) -> list[int]:
    """Sorted offsets where one of the identifiers ``names`` stands as a whole word in the ASCII
    ``source``: the starts ``re.finditer(r"\b(?:A|B|...)\b", source)`` gives (two identifiers
    cannot both match at one offset, being whole words, nor overlap), found with ``str.find``
    instead of a regex tried at every offset of the file (~1.5% of a corpus run)."""
    word = _WORD_CHARS
    end = len(source)
    out = []
    for name in names:
        size = len(name)
        at = source.find(name)
        while at >= 0:
            after = at + size
            if (at == 0 or source[at - 1] not in word) and (after == end or source[after] not in word):
                out.append(at)
            at = source.find(name, at + 1)
    out.sort()
    return out


def _unit(stmt: ast.stmt, func, owner) -> tuple:
    return first_line(stmt), stmt.end_lineno or stmt.lineno, stmt, func, owner


def _header(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> list[ast.expr]:
    """What a ``def`` or ``class`` statement evaluates where it stands (the bases are not read:
    naming a class as a base constructs nothing)."""
    if isinstance(node, ast.ClassDef):
        return node.decorator_list + node.keywords
    # (a keyword-only parameter without a default has None in kw_defaults)
    return node.decorator_list + node.args.defaults + [d for d in node.args.kw_defaults if d is not None]
