"""Block attributes whose python value every construction the file makes fixes:
``self.keepdims = keepdims`` in ``__init__``, where each ``Cls(...)`` of the file (and each
subclass's ``super().__init__(...)``) passes ``keepdims=True`` or leaves a literal default of True.

The value is one the file's own use of the class gives it; a caller in another file may pass
anything.  So it may make a finding (the message names the premise and the line of the first
construction), never prove a rewrite: rules that ask must offer only fixes that hold whatever the
value is.  Refused (None) when the attribute is stored anywhere else in the file (another method,
another class, ``setattr``, ``del``), when ``__init__`` stores it under a condition or rebinds the
parameter, when some construction is out of sight (``constructions.py``: a class handed to
``partial``, kept in a dict, given ``*args``/``**kwargs``), when the file constructs the class
nowhere, and when the constructions disagree.  An attribute set once to a literal in ``__init__``
needs no construction.
"""
from __future__ import annotations

import ast

from .astwalk import walk_code
from .constructions import Constructions
from .declared import int_value

# what a literal may hold: the flags, axes and sizes a shape reads
_ATOMS = (bool, int, type(None))


def _literal(node: ast.expr | None) -> tuple[bool, object]:
    """(True, value) for a literal bool / int / None or a tuple of ints; (False, None) else."""
    if node is None:
        return False, None
    try:
        value = ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return False, None
    if isinstance(value, _ATOMS) or (isinstance(value, tuple) and all(type(v) is int for v in value)):
        return True, value
    return False, None


class FixedAttributes:
    """``value(cls, attr)`` answered from the stdlib tree of the whole file, memoised."""

    def __init__(self, body: list[ast.stmt], source: str) -> None:
        self.body = body
        self.classes = {s.name: s for s in body if isinstance(s, ast.ClassDef)}
        # a name a module defines twice: which definition a scope is cannot be told by name
        names = [s.name for s in body if isinstance(s, ast.ClassDef)]
        self._redefined = {n for n in names if names.count(n) > 1}
        self._source = source
        self._constructions: Constructions | None = None
        self._stores: dict[str, list[ast.AST]] | None = None
        # id(store) -> the class of the file whose method stores on its own first parameter
        self._self_store_of: dict[int, str] = {}
        self._opaque = False        # setattr/delattr with a name not written out
        # id(an attribute target of a plain `<x>.<attr> = value`) -> that value
        self._assigned: dict[int, ast.expr] = {}
        self._memo: dict[tuple[str, str], "tuple[object, int | None] | None"] = {}

    def value(self, class_name: str, attr: str) -> "tuple[object, int | None] | None":
        """(value, line of the first construction giving it, None for a literal in ``__init__``)
        of ``self.<attr>`` in an instance of ``class_name``, or None when not fixed."""
        key = (class_name, attr)
        if key not in self._memo:
            self._memo[key] = self._value(class_name, attr)
        return self._memo[key]

    def _made(self) -> Constructions:
        """The file's constructions of its classes, read when first asked."""
        if self._constructions is None:
            self._constructions = Constructions(self.body, self.classes, self._source)
        return self._constructions

    def _all_stores(self) -> dict[str, list[ast.AST]]:
        if self._stores is None:
            self._stores = {}
            for cls in self.classes.values():
                for m in cls.body:
                    if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef)) and (m.args.posonlyargs or m.args.args):
                        me = (m.args.posonlyargs + m.args.args)[0].arg
                        for node in walk_code(m):
                            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                                    and node.value.id == me):
                                self._self_store_of[id(node)] = cls.name
            for node in walk_code(ast.Module(body=self.body, type_ignores=[])):
                if isinstance(node, ast.Assign):
                    for t in node.targets:
                        if isinstance(t, ast.Attribute):
                            self._assigned[id(t)] = node.value
                        elif _paired(t, node.value):
                            # `self.k, self.h = chunk, h`: each target takes its own item (the
                            # items read no attribute, so no store of the line changes another's value)
                            for target, value in zip(t.elts, node.value.elts):
                                if isinstance(target, ast.Attribute):
                                    self._assigned[id(target)] = value
                if isinstance(node, ast.Attribute) and isinstance(node.ctx, (ast.Store, ast.Del)):
                    self._stores.setdefault(node.attr, []).append(node)
                elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                      and node.func.id in ("setattr", "delattr")):
                    name = node.args[1] if len(node.args) > 1 else None
                    if isinstance(name, ast.Constant) and isinstance(name.value, str):
                        self._stores.setdefault(name.value, []).append(node)
                    else:
                        self._opaque = True
        return self._stores

    def _value(self, class_name: str, attr: str) -> "tuple[object, int | None] | None":
        store = self._only_store(class_name, attr)
        if store is None:
            return None
        owner, init, assign = self._init_store(class_name, store)
        if assign is None:
            return None
        ok, value = _literal(assign.value)
        if ok:
            return value, None
        if not isinstance(assign.value, ast.Name):
            return None
        param = assign.value.id
        args = init.args
        positional = [a.arg for a in args.posonlyargs + args.args][1:]
        keyword_only = [a.arg for a in args.kwonlyargs]
        if param not in positional and param not in keyword_only:
            return None
        if any(isinstance(n, ast.Name) and n.id == param and not isinstance(n.ctx, ast.Load)
               for n in walk_code(init)):
            return None     # rebound somewhere in __init__: not the argument any more
        default = _default_of(init, param)
        given = self._made().given(owner.name, init, param)
        if not given:
            return None
        found: list[tuple[object, int]] = []
        for arg, call, _ in given:
            ok, v = _literal(arg) if arg is not None else default
            if not ok:
                return None
            found.append((v, call.lineno))
        first = found[0][0]
        # (True == 1 in python; MXNet reads either as the same flag, but a size is not a flag)
        if any(v != first or type(v) is not type(first) for v, _ in found):
            return None
        return first, found[0][1]

    def sequence_given(self, class_name: str, attr: str, lists_only: bool = False) -> int | None:
        """The line of the first construction when every construction of ``class_name`` the file
        makes gives ``self.<attr>`` a python sequence: ``__init__`` stores a parameter there once
        (in its body or a ``with`` block of it) and each construction passes a list, tuple or
        comprehension display, ``list(...)``/``tuple(...)``/``sorted(...)``/``range(...)``, or a call
        of a function of the module every ``return`` of which gives such a display; None else.
        What the sequence holds is not known: the file's own use says it is no int, no array.
        ``lists_only``: lists alone (a tuple as a whole subscript indexes several axes)."""
        key = ("sequence", class_name, attr, lists_only)
        if key not in self._memo:
            self._memo[key] = self._sequence_given(class_name, attr, lists_only)
        return self._memo[key]

    def _sequence_given(self, class_name: str, attr: str, lists_only: bool) -> int | None:
        store = self._only_store(class_name, attr)
        if store is None:
            return None
        owner, init, assign = self._straight_init_store(class_name, store)
        if assign is None or not isinstance(assign.value, ast.Name):
            return None
        param = assign.value.id
        if param not in [a.arg for a in init.args.posonlyargs + init.args.args][1:] + \
                [a.arg for a in init.args.kwonlyargs]:
            return None
        if any(isinstance(n, ast.Name) and n.id == param and not isinstance(n.ctx, ast.Load)
               for n in walk_code(init)):
            return None
        given = self._made().given(owner.name, init, param)
        if not given:
            return None
        if self._changed_in_place(attr):
            return None
        functions = {s.name: s for s in self.body if isinstance(s, ast.FunctionDef)}
        shadowed = module_names(self.body)
        if any(arg is None or not sequence_display(arg, functions, shadowed, lists_only) for arg, _, _ in given):
            return None
        return given[0][1].lineno

    def _changed_in_place(self, attr: str) -> bool:
        """Whether some ``<x>.<attr>`` of the file may be changed in place: a method called on it
        (``append``, ``sort``...), an item stored or deleted, or it handed to a call other than a
        builtin that only reads (a hybridized block keeps the entries it traced, where eager code
        would read the changed ones)."""
        parents: dict[int, ast.AST] = {}
        for node in walk_code(ast.Module(body=self.body, type_ignores=[])):
            for child in ast.iter_child_nodes(node):
                parents[id(child)] = node
        for node in walk_code(ast.Module(body=self.body, type_ignores=[])):
            if not (isinstance(node, ast.Attribute) and node.attr == attr and isinstance(node.ctx, ast.Load)):
                continue
            parent = parents.get(id(node))
            if isinstance(parent, ast.Attribute):
                return True
            if isinstance(parent, ast.Subscript) and parent.value is node and not isinstance(parent.ctx, ast.Load):
                return True
            if isinstance(parent, (ast.Call, ast.keyword)):
                call = parent if isinstance(parent, ast.Call) else parents.get(id(parent))
                if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
                        and call.func.id in READING_CALLS and call.func is not node):
                    return True
        return False

    def given(self, class_name: str, init: ast.FunctionDef, param: str) -> "list[ast.expr | None] | None":
        """The argument each construction of ``class_name`` the file makes passes for ``param``
        of ``init`` (None where it passes none), first in the file first; None when the class is
        defined twice, no construction is seen or one is out of sight (Constructions.given)."""
        if class_name in self._redefined:
            return None
        given = self._made().given(class_name, init, param)
        return None if given is None else [value for value, _, _ in given]

    def _only_store(self, class_name: str, attr: str) -> ast.AST | None:
        """The one store of ``self.<attr>`` that can reach an instance of ``class_name``, or None
        (none, several, a class defined twice, or a store the file makes by a name it computes)."""
        if class_name in self._redefined:
            return None
        stores = self._all_stores().get(attr, [])
        # a method of a class no instance of ``class_name`` (or of a subclass) inherits stores on
        # other objects; every other store of the name may reach ours
        related = self._related(class_name)
        stores = [s for s in stores if self._self_store_of.get(id(s), class_name) in related]
        if self._opaque or len(stores) != 1:
            return None
        return stores[0]

    def stored_values(self, class_name: str, attr: str, class_body: str = "") -> "list[ast.expr] | None":
        """The value of every store of ``<x>.<attr>`` in the file that may reach an instance of
        ``class_name`` (a method of its lineage or of a subclass's storing on its own first
        parameter, or any other object's attribute of that name), each a plain ``<x>.<attr> =
        value``; None when there is none, when one is anything else (augmented, unpacked,
        deleted, ``setattr``), when the file computes attribute names it stores, or when the
        class is defined twice or its lineage defines ``attr`` in a class body (a method).
        ``class_body``: a class body of the lineage or of a subclass binding ``attr`` counts as a
        store too (the instance reads it where nothing stores on the instance; a subclass's
        binding replaces the base's): with ``"called"`` only ``attr = staticmethod(value)``,
        giving ``value`` (a plain function there would be bound to the instance); with
        ``"held"`` a plain ``attr = value``, the attribute being read as a container, so that
        None is also the answer when the file may change it in place (``_changed_in_place``);
        with ``"number"`` a plain ``attr = <int literal>`` only (a class constant ``OUT = 1``).
        Any other class-body binding of ``attr`` answers None."""
        if class_name in self._redefined:
            return None
        stores = self._all_stores().get(attr, [])
        related = self._related(class_name)
        stores = [s for s in stores if self._self_store_of.get(id(s), class_name) in related]
        values = [self._assigned.get(id(s)) for s in stores]
        if self._opaque or any(v is None for v in values):
            return None
        if class_body:
            held = self._class_values(related | {c.name for c in self._lineage(class_name)}, attr,
                                      class_body == "called")
            if held is None or class_body == "held" and self._changed_in_place(attr):
                return None
            if class_body == "number" and any(int_value(v) is None for v in held):
                # (an int cannot be changed in place, so unlike "held" no use of it is asked
                # about: `nn.Dense(self.OUT)` hands it to a call and it stays what it was)
                return None
            values += held
        if not values:
            return None
        for cls in () if class_body else self._lineage(class_name):
            for stmt in cls.body:
                if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and stmt.name == attr \
                        or isinstance(stmt, (ast.Assign, ast.AnnAssign)) and any(
                            isinstance(n, ast.Name) and n.id == attr for n in walk_code(stmt)):
                    return None
        return values

    def _class_values(self, classes: set[str], attr: str, static: bool) -> "list[ast.expr] | None":
        """What ``attr = value`` binds in the bodies of ``classes`` (``static``: only ``attr =
        staticmethod(function)``, giving the function); None when one of them binds ``attr``
        otherwise (a method, an annotation, a nested class, another form)."""
        out: list[ast.expr] = []
        for name in sorted(classes):
            cls = self.classes.get(name)
            for stmt in cls.body if cls is not None else ():
                if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    if stmt.name == attr:
                        return None
                elif isinstance(stmt, (ast.Assign, ast.AnnAssign, ast.AugAssign)) and any(
                        isinstance(n, ast.Name) and n.id == attr for n in walk_code(stmt)):
                    if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
                            and isinstance(stmt.targets[0], ast.Name) and stmt.targets[0].id == attr):
                        return None
                    value = stmt.value
                    if not static:
                        out.append(value)
                        continue
                    if not (isinstance(value, ast.Call) and isinstance(value.func, ast.Name)
                            and value.func.id == "staticmethod" and len(value.args) == 1
                            and not value.keywords and "staticmethod" not in module_names(self.body)):
                        return None
                    out.append(value.args[0])
        return out

    def _straight_init_store(self, class_name: str, store: ast.AST):
        """``_init_store``, also finding the assignment inside ``with`` blocks of ``__init__``'s
        body (``with self.name_scope():``), which run once, in order, like the body."""
        for cls in self._lineage(class_name):
            init = next((m for m in cls.body if isinstance(m, ast.FunctionDef) and m.name == "__init__"), None)
            if init is None or not (init.args.args or init.args.posonlyargs):
                continue
            me = (init.args.posonlyargs + init.args.args)[0].arg
            todo = list(init.body)
            while todo:
                stmt = todo.pop()
                if isinstance(stmt, ast.With):
                    todo.extend(stmt.body)
                elif (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and stmt.targets[0] is store
                        and isinstance(store.value, ast.Name) and store.value.id == me):
                    return cls, init, stmt
        return None, None, None

    def instance_attributes(self, class_name: str) -> "list[tuple[str, str]] | None":
        """(owner class, attribute) for every construction of ``class_name`` the file makes, each
        the value of a plain ``self.<attr> = Cls(...)`` in a method of a class of the file, so
        that the instances are reached only as ``self.<attr>`` of those owners; None when none
        is seen, one may be out of sight, one is anything else (a local, a container's
        ``add(Cls())``, a module-level name), or the class has a subclass in the file (whose
        instances run a method of their own)."""
        constructions = self._made()
        made = constructions.of(class_name)
        if not made or constructions.subclasses.get(class_name) or class_name in self._redefined:
            return None
        calls = {id(call) for call, skip, _ in made if skip == 0}
        if len(calls) != len(made):
            return None
        out: list[tuple[str, str]] = []     # (one a store: an attribute stored twice is there twice)
        for attr, stores in self._all_stores().items():
            for store in stores:
                if id(self._assigned.get(id(store))) not in calls:
                    continue
                owner = self._self_store_of.get(id(store))
                if owner is None:
                    return None     # `net.<attr> = Cls()` on another object: read elsewhere
                out.append((owner, attr))
        return out if len(out) == len(calls) else None

    def _lineage(self, class_name: str) -> list[ast.ClassDef]:
        lineage, todo = [], [class_name]
        while todo:
            name = todo.pop()
            cls = self.classes.get(name)
            if cls is None or cls in lineage:
                continue
            lineage.append(cls)
            todo.extend(b.id for b in cls.bases if isinstance(b, ast.Name))
        return lineage

    def _related(self, class_name: str) -> set[str]:
        """The classes whose methods may run on an instance of ``class_name``: those of the
        lineage of every class of the file that inherits from it (itself included)."""
        out: set[str] = set()
        for name in self.classes:
            lineage = self._lineage(name)
            if any(c.name == class_name for c in lineage):
                out |= {c.name for c in lineage}
        return out

    def _init_store(self, class_name: str, store: ast.AST):
        """(class, its ``__init__``, the assignment) when ``store`` is ``self.<attr> = value``, a
        statement of its own in the body of ``__init__`` of ``class_name`` or a base of it in the
        file; (None, None, None) else."""
        for cls in self._lineage(class_name):
            init = next((m for m in cls.body if isinstance(m, ast.FunctionDef) and m.name == "__init__"), None)
            if init is None or not (init.args.args or init.args.posonlyargs):
                continue
            me = (init.args.posonlyargs + init.args.args)[0].arg
            for stmt in init.body:
                if (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and stmt.targets[0] is store
                        and isinstance(store.value, ast.Name) and store.value.id == me):
                    return cls, init, stmt
        return None, None, None


def _paired(target: ast.expr, value: ast.expr) -> bool:
    """``a, b = x, y``: a tuple or list target and a display of as many items, none starred, no
    item reading an attribute."""
    return (isinstance(target, (ast.Tuple, ast.List)) and isinstance(value, (ast.Tuple, ast.List))
            and len(target.elts) == len(value.elts)
            and not any(isinstance(e, ast.Starred) for e in (*target.elts, *value.elts))
            and not any(isinstance(n, ast.Attribute) for e in value.elts for n in ast.walk(e)))


def _default_of(init: ast.FunctionDef, param: str) -> tuple[bool, object]:
    """(True, value) when ``param`` has a literal default."""
    args = init.args
    positional = args.posonlyargs + args.args
    if param in [a.arg for a in positional]:
        i = [a.arg for a in positional].index(param) - (len(positional) - len(args.defaults))
        return _literal(args.defaults[i]) if i >= 0 else (False, None)
    i = [a.arg for a in args.kwonlyargs].index(param)
    return _literal(args.kw_defaults[i])


# builtins that always return a python list, tuple or range; those that return a list
_SEQUENCE_CALLS = frozenset({"list", "tuple", "sorted", "range"})
_LIST_CALLS = frozenset({"list", "sorted"})
# builtins that read a sequence without changing it
READING_CALLS = frozenset({"len", "list", "tuple", "sorted", "enumerate", "zip", "iter", "reversed",
                            "min", "max", "sum", "any", "all", "set", "frozenset", "print", "str", "repr"})


def sequence_display(node: ast.expr, functions: "dict[str, ast.FunctionDef]",
                     shadowed: "frozenset[str] | set[str]" = frozenset(), lists_only: bool = False) -> bool:
    """``node`` evaluates to a python list, tuple or range: a display or comprehension of one, a
    call of a builtin that returns one (the name not bound at module level: ``functions`` holds
    the module's own functions, ``shadowed`` its other names), or a call of a module function whose every ``return`` gives a display
    (no bare return, no ``yield``); with ``lists_only`` a list alone."""
    displays = (ast.List, ast.ListComp) if lists_only else (ast.List, ast.Tuple, ast.ListComp)
    if isinstance(node, displays):
        return True
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
        return False
    name = node.func.id
    if name in (_LIST_CALLS if lists_only else _SEQUENCE_CALLS) and name not in functions and name not in shadowed:
        return True
    func = functions.get(name)
    if func is None:
        return False
    returns = []
    for n in walk_code(func):
        if isinstance(n, (ast.Yield, ast.YieldFrom)):
            return False
        if isinstance(n, ast.Return):
            returns.append(n)
    # (a nested function's return is not this one's: none is allowed)
    if any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) for n in walk_code(func) if n is not func):
        return False
    return bool(returns) and all(isinstance(r.value, displays) for r in returns) \
        and _falls_off_never(func)


def _falls_off_never(func: ast.FunctionDef) -> bool:
    """The function's body ends in a ``return`` (it cannot fall off its end and return None)."""
    last = func.body[-1] if func.body else None
    return isinstance(last, ast.Return)


def module_names(body: list[ast.stmt]) -> set[str]:
    """The names a module's top-level statements bind other than by ``def`` (assignments,
    imports, classes): a builtin of that name is not the builtin there."""
    out: set[str] = set()
    for stmt in body:
        if isinstance(stmt, ast.ClassDef):
            out.add(stmt.name)
        elif isinstance(stmt, (ast.Import, ast.ImportFrom)):
            out.update((a.asname or a.name).split(".")[0] for a in stmt.names)
        elif isinstance(stmt, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            for t in targets:
                out.update(n.id for n in walk_code(t) if isinstance(n, ast.Name))
    return out
