"""NDArrays built eagerly outside hybrid code and held for it: module constants and ``self``
attributes that ``__init__`` sets to ``nd.*`` results.

Such a value is a concrete NDArray when ``hybrid_forward`` is traced, and a Symbol graph cannot
take one (MXNet 1.9.1: ``F.broadcast_mul(x, self.w)`` raises "Argument rhs must be Symbol
instances", ``x * self.w`` raises "type NDArray not supported").  Read from the stdlib tree of the
whole file, since module-level statements are blanked before the libcst parse (reduce.py).
"""
from __future__ import annotations

import ast
import functools
import re
from dataclasses import dataclass, field
from typing import Callable, Container

from .astwalk import child_nodes as ast_child_nodes, walk_code
from .constructions import Constructions
from .declared import rnn_layer_attrs
from .index import ast_calls, ast_dotted, ast_nodes
from .reduce import word_start
from .walk import weak_method

# NDArray methods that return NDArrays: a chain of them on an eager array is still one
ARRAY_METHODS = frozenset({"reshape", "as_in_context", "copyto", "astype", "expand_dims",
                            "transpose", "flatten", "copy", "tile", "broadcast_to", "squeeze"})
_TYPE_NAMES = frozenset({"NDArray", "CSRNDArray", "RowSparseNDArray", "BaseSparseNDArray"})
_EAGER_MODULES = ("mxnet.nd", "mxnet.ndarray")
_SUBSPACES = frozenset({"random", "contrib", "linalg", "op", "image", "sparse"})
# numpy mode's eager arrays: `mx.np.arange(4)` is as concrete as `nd.arange(4)` (an mx.np.ndarray
# is an NDArray; MXNet 1.9.1: `x + self.pos` of one held from __init__ raises "type
# <class 'mxnet.numpy.ndarray'> not supported" once hybridized); its members that build no array:
_NP_MODULES = ("mxnet.np", "mxnet.numpy")
_NP_NOT_BUILDERS = frozenset({"ndarray", "ndim", "size", "shape", "dtype", "result_type", "isscalar",
                              "finfo", "iinfo", "may_share_memory", "shares_memory", "save", "savez",
                              "load", "set_printoptions", "get_printoptions", "seed", "array_equal",
                              "array_equiv", "allclose", "get_include", "unravel_index",
                              "bool_", "float16", "float32", "float64", "int8", "int32", "int64",
                              "uint8", "pi", "e", "inf", "nan", "newaxis"})

# what an assignment in ``__init__`` gives an attribute: where an array was built (line, source
# text), or the name of the ``__init__`` parameter stored there (``self.w = weight``), whose
# argument the file's own constructions decide, read only when the attribute is asked for
Source = tuple[int, str] | str


@dataclass
class EagerArrays:
    """Where each eagerly built NDArray (or list of them) was made: (line, source text); a class's
    attributes are read when first asked for (most files never ask), and a stored constructor
    argument only when that attribute is (the file's constructions are a whole-module walk)."""
    module: dict[str, tuple[int, str]] = field(default_factory=dict)
    classes: dict[str, ast.ClassDef] = field(default_factory=dict)
    resolve: Callable[[str], str] | None = None
    source_of: Callable[[ast.expr], str] | None = None
    # the arrays of each class asked for (None: its __init__ can build or store none)
    _attributes: dict[str, "_ClassArrays | None"] = field(default_factory=dict)

    mentions: Callable[[ast.AST], bool] | None = None     # can this code name an eager module?
    # module-level functions whose every return is an eager NDArray (`create_window(...)`)
    builders: frozenset[str] = frozenset()
    body: list[ast.stmt] = field(default_factory=list)
    source: str = ""
    # what spells an eager module in this file (None: assume anything may)
    eager_pattern: "re.Pattern[str] | None" = None
    _spells_eager: bool | None = None
    # (class, attribute) -> (where its array was made or None, whether it holds a constructor argument)
    _held: dict[tuple[str, str], tuple["tuple[int, str] | None", bool]] = field(default_factory=dict)
    _constructions: "Constructions | None" = None
    _nested: dict[str, ast.ClassDef] | None = None
    _given: dict[tuple[str, str], bool] = field(default_factory=dict)

    def numpy_built(self, text: str) -> bool:
        """Was the held array of source ``text`` (as ``attribute``/``module`` give it) built by
        MXNet's numpy namespace (``mx.np.arange(4)``, methods chained on it)?  Its rewrites would
        use legacy operators, which reject mx.np arrays; a shortened text is not read."""
        try:
            node = ast.parse(text, mode="eval").body
        except SyntaxError:
            return False
        while isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in ARRAY_METHODS and isinstance(node.func.value, ast.Call):
            node = node.func.value
        dotted = ast_dotted(node.func) if isinstance(node, ast.Call) else None
        return dotted is not None and self.resolve is not None and np_member(self.resolve(dotted))

    @property
    def spells_eager(self) -> bool:
        """Does the file spell an eager module anywhere? Without one no construction in it can
        pass an eager array, and its constructions are not read (a whole-module walk).  Searched
        on first need: a file whose classes store no constructor argument never asks, and the
        search of the whole text for every spelling was ~1% of a corpus run."""
        if self._spells_eager is None:
            self._spells_eager = self.eager_pattern is None or self.eager_pattern.search(self.source) is not None
        return self._spells_eager

    def attribute(self, class_name: str, attr: str) -> tuple[int, str] | None:
        """Where the eager NDArray ``self.<attr>`` of the class holds was made, if it holds one."""
        return self._resolved(class_name, attr)[0]

    def passed(self, class_name: str, attr: str) -> bool:
        """``self.<attr>`` holds a constructor argument: a proven NDArray only for the file's own
        constructions (a caller elsewhere may pass anything)."""
        return self._resolved(class_name, attr)[1]

    def attributes_of(self, class_name: str) -> dict[str, tuple[int, str]]:
        arrays = self._arrays(class_name)
        found = {a: self.attribute(class_name, a) for a in (arrays.candidates if arrays else ())}
        return {a: held for a, held in found.items() if held is not None}

    def is_property(self, class_name: str, attr: str) -> bool:
        """``self.<attr>`` is a property of the class whose every return builds the array."""
        arrays = self._arrays(class_name)
        return arrays is not None and attr in arrays.properties

    def replaced_by(self, class_name: str, attr: str) -> list[str]:
        """The methods other than ``__init__`` that store another NDArray in ``self.<attr>`` (an
        attribute that holds one: ``attribute`` is not None)."""
        arrays = self._arrays(class_name)
        if arrays is None or self.attribute(class_name, attr) is None:
            return []
        return list(dict.fromkeys(arrays.replaced.get(attr, ())))

    def _given_arrays(self, method: ast.FunctionDef, param: str) -> bool:
        """Every call ``<any>.<method>(...)`` of the file (at least one) passes an eager NDArray as
        ``param``: by position or keyword, built in the call or bound to one in the calling
        function (or at module level).  A call with ``*args``/``**kwargs`` proves nothing."""
        key = (method.name, param)
        if key in self._given:
            return self._given[key]
        names = [a.arg for a in method.args.posonlyargs + method.args.args][1:]
        index = names.index(param) if param in names else None
        found = False
        ok = True
        for func, calls in self._method_calls(method.name):
            local = _local_arrays(func, self.resolve).keys() if func is not None else self.module.keys()
            for call in calls:
                if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
                    ok = False
                    break
                arg = next((k.value for k in call.keywords if k.arg == param), None)
                if arg is None and index is not None and index < len(call.args):
                    arg = call.args[index]
                if arg is None or not _eager_value(arg, self.resolve, local):
                    ok = False
                    break
                found = True
            if not ok:
                break
        self._given[key] = ok and found
        return self._given[key]

    def _method_calls(self, name: str) -> list[tuple["ast.FunctionDef | None", list[ast.Call]]]:
        """The calls ``<any>.<name>(...)`` of the file, grouped by the innermost function holding
        them (None: module level)."""
        groups: dict[int, tuple["ast.FunctionDef | None", list[ast.Call]]] = {}

        def visit(node: ast.AST, func: "ast.FunctionDef | None") -> None:
            for child in ast_child_nodes(node):
                inner = child if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else func
                if (type(child) is ast.Call and isinstance(child.func, ast.Attribute)
                        and child.func.attr == name):
                    groups.setdefault(id(func), (func, []))[1].append(child)
                visit(child, inner)
        for stmt in self.body:
            visit(stmt, stmt if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) else None)
        return list(groups.values())

    def _called_bare(self, name: str) -> bool:
        """Every call ``<any>.<name>(...)`` of the file passes no argument at all, but for the calls
        of a child's method of that name (``self.rnn_layer.begin_state(...)`` in a method)."""
        def childs(call: ast.Call, func: "ast.FunctionDef | None") -> bool:
            owner = call.func.value
            me = func.args.args[0].arg if func is not None and func.args.args else None
            return (me is not None and isinstance(owner, ast.Attribute)
                    and isinstance(owner.value, ast.Name) and owner.value.id == me)
        return all(not call.args and not call.keywords
                   for func, calls in self._method_calls(name) for call in calls if not childs(call, func))

    def _arrays(self, class_name: str) -> "_ClassArrays | None":
        if class_name not in self._attributes:
            cls = self._class(class_name)
            init = _init_of(cls) if cls is not None else None
            self._attributes[class_name] = None if cls is None or not (
                init is not None and (self.mentions(init) or (_stores_parameter(init) and self.spells_eager)
                                      or self._calls_builder(cls, init) or _asks_begin_state(cls))
                or any(_is_property(m) and self.mentions(m) for m in cls.body)) \
                else _ClassArrays(cls, self.resolve, self.source_of, self.builders, self.mentions,
                                  stored=self.spells_eager, given_arrays=weak_method(self._given_arrays),
                                  called_bare=weak_method(self._called_bare))
        return self._attributes[class_name]

    def _resolved(self, class_name: str, attr: str) -> tuple[tuple[int, str] | None, bool]:
        key = (class_name, attr)
        if key not in self._held:
            arrays = self._arrays(class_name)
            first, passed = None, False
            for source in (arrays.candidates.get(attr, ()) if arrays else ()):
                if isinstance(source, str):
                    # every stored parameter must be given an array by every construction
                    source = self._argument_array(class_name, _init_of(self._class(class_name)), source)
                    if source is None:
                        first, passed = None, False
                        break
                    passed = True
                first = first or source
            if first is not None and (attr in arrays.later_bad() or "*" in arrays.bad):
                first, passed = None, False     # assigned otherwise in another method
            self._held[key] = (first, passed)
        return self._held[key]

    def _class(self, class_name: str) -> ast.ClassDef | None:
        """A top-level class, else one defined inside a top-level function (tests and builders
        define blocks there) when no other class of the file has its name: a scope names its
        class by name only, and a shared name could give one class another's ``__init__``."""
        cls = self.classes.get(class_name)
        if cls is not None or self._nested is not None:
            return cls if cls is not None else self._nested.get(class_name)
        seen: dict[str, ast.ClassDef] = {}
        shared = set(self.classes)
        for stmt in self.body:
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for node in walk_code(stmt):
                    if isinstance(node, ast.ClassDef):
                        if node.name in seen:
                            shared.add(node.name)
                        seen[node.name] = node
        self._nested = {name: c for name, c in seen.items() if name not in shared}
        return self._nested.get(class_name)

    def _argument_array(self, class_name: str, init: ast.FunctionDef, param: str) -> tuple[int, str] | None:
        """Where the file's own constructions of the class give parameter ``param`` of its
        ``__init__`` an eager NDArray: the first such argument, when every construction does."""
        if self._constructions is None:
            self._constructions = Constructions(self.body, self.classes, self.source)
        locals_of: dict[int, dict[str, ast.expr]] = {}

        def array(value: ast.expr, func: ast.FunctionDef | None) -> tuple[int, str] | None:
            if func is None:
                local: dict[str, ast.expr] = {}
            else:
                if id(func) not in locals_of:
                    locals_of[id(func)] = _local_arrays(func, self.resolve, self.module)
                local = locals_of[id(func)]
            if isinstance(value, ast.Name) and value.id in local:
                return local[value.id].lineno, self.source_of(local[value.id])
            if isinstance(value, ast.Name) and value.id in self.module and func is None:
                return self.module[value.id]
            if not _eager_value(value, self.resolve, local.keys() | (self.module.keys() if func is None else ())):
                return None
            return value.lineno, self.source_of(value)
        return self._constructions.argument(class_name, init, param, array)


    def _calls_builder(self, cls: ast.ClassDef, init: ast.FunctionDef) -> bool:
        """``__init__`` that names no eager module may still build an array through a module
        builder or a method of its own class whose text does."""
        own = {m.name: m for m in cls.body if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef))}
        for node in ast_calls(init):        # (any call will do: the order is free)
            func = node.func
            if isinstance(func, ast.Name) and func.id in self.builders:
                return True
            if (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
                    and func.attr in own and func.attr != "__init__" and self.mentions(own[func.attr])):
                return True
        return False


def _is_property(node: ast.stmt) -> bool:
    return isinstance(node, ast.FunctionDef) and any(isinstance(d, ast.Name) and d.id == "property"
                                                     for d in node.decorator_list)


def _init_of(cls: ast.ClassDef) -> ast.FunctionDef | None:
    return next((m for m in cls.body if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef))
                 and m.name == "__init__"), None)


def _unbound_parameters(func: ast.FunctionDef) -> set[str]:
    """The parameters of ``func`` (after ``self``) its body never rebinds."""
    args = func.args
    names = {a.arg for a in (args.posonlyargs + args.args)[1:] + args.kwonlyargs}
    return names - _stored_names(func)


def _stores_parameter(init: ast.FunctionDef) -> bool:
    """``self.X = p`` of a parameter ``p`` in ``__init__``'s own statements, or of a keyword
    argument taken out of its ``**kwargs`` (``self.Q = kwargs.pop('Q')``)."""
    params = {a.arg for a in (init.args.posonlyargs + init.args.args)[1:] + init.args.kwonlyargs}
    return any(isinstance(s, ast.Assign) and any(isinstance(t, ast.Attribute) for t in s.targets)
               and ((isinstance(s.value, ast.Name) and s.value.id in params)
                    or _keyword_taken(s.value, init) is not None) for s in init.body)


def _keyword_taken(value: ast.expr | None, init: ast.FunctionDef) -> str | None:
    """The key of ``kwargs.pop('Q')`` / ``kwargs['Q']`` / ``kwargs.get('Q')`` on the ``**kwargs``
    of ``__init__`` (never rebound), when no named parameter of it is called so: what a
    construction passes as ``Q=``."""
    star = init.args.kwarg.arg if init.args.kwarg is not None else None
    if star is None or value is None:
        return None
    if isinstance(value, ast.Subscript):
        owner, key = value.value, value.slice
    elif (isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute)
          and value.func.attr in ("pop", "get") and len(value.args) == 1 and not value.keywords):
        owner, key = value.func.value, value.args[0]
    else:
        return None
    if not (isinstance(owner, ast.Name) and owner.id == star and isinstance(key, ast.Constant)
            and isinstance(key.value, str) and key.value.isidentifier()):
        return None
    named = {a.arg for a in init.args.posonlyargs + init.args.args + init.args.kwonlyargs}
    if key.value in named or star in _stored_names(init):
        return None
    return key.value


def _stored_names(func: ast.FunctionDef) -> set[str]:
    return {n.id for n in ast_nodes(func) if type(n) is ast.Name and type(n.ctx) is ast.Store}


def eager_member(full: str) -> bool:
    """Does a resolved dotted name (``mxnet.nd.array``, ``mxnet.ndarray.random.normal``) name an
    operator of the eager NDArray namespace that builds an array (not its types or private names)?"""
    module, _, member = full.rpartition(".")
    if member in _TYPE_NAMES or member.startswith("_"):
        return False
    return any(module == prefix or (module.startswith(prefix + ".") and module[len(prefix) + 1:] in _SUBSPACES)
               for prefix in _EAGER_MODULES)


def np_member(full: str) -> bool:
    """Does a resolved dotted name (``mxnet.np.arange``, ``mxnet.numpy.random.uniform``) name a
    function of MXNet's numpy namespace that builds an mx.np array?"""
    module, _, member = full.rpartition(".")
    if member in _NP_NOT_BUILDERS or member.startswith("_") or not member[:1].islower():
        return False
    return any(module == prefix or module in (prefix + ".random", prefix + ".linalg") for prefix in _NP_MODULES)


def _np_module(name: str) -> bool:
    return any(name == m or name.startswith(m + ".") for m in _NP_MODULES)


def _eager_call(node: ast.expr, resolve: Callable[[str], str]) -> bool:
    """``nd.X(...)``, ``mx.nd.random.X(...)``, ``mx.np.X(...)``, and NDArray methods chained on one."""
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr in ARRAY_METHODS and _eager_call(func.value, resolve):
        return True
    dotted = ast_dotted(func)
    if dotted is None:
        return False
    full = resolve(dotted)
    return eager_member(full) or np_member(full)


# python operators whose result is again an NDArray when one side is (MXNet 1.9.1: `a * 2.0`,
# `7.0 / a`, `a % 2`, `2 ** a`, `-a`, `abs(a)`; `//`, `@`, unary `+` and `~` raise TypeError)
_ARRAY_BINOPS = (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Mod, ast.Pow)


def _number(node: ast.expr) -> bool:
    while isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        node = node.operand
    return isinstance(node, ast.Constant) and type(node.value) in (int, float)


def _eager_array(node: ast.expr, resolve, local: "Container[str]" = ()) -> bool:
    """One NDArray: an eager call, a local bound only to one, or arithmetic on one with python
    numbers or other such arrays (`nd.arange(n) / 7.0`, `-nd.ones(3)`), with NDArray methods
    chained on any of them."""
    if isinstance(node, ast.Name):
        return node.id in local
    if isinstance(node, ast.UnaryOp):
        return isinstance(node.op, ast.USub) and _eager_array(node.operand, resolve, local)
    if isinstance(node, ast.BinOp):
        if not isinstance(node.op, _ARRAY_BINOPS):
            return False
        sides = [_eager_array(s, resolve, local) for s in (node.left, node.right)]
        return any(sides) and all(ok or _number(s) for ok, s in zip(sides, (node.left, node.right)))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "abs" \
            and len(node.args) == 1 and not node.keywords:
        return _eager_array(node.args[0], resolve, local)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
            and node.func.attr in ARRAY_METHODS and _eager_array(node.func.value, resolve, local):
        return True
    return _eager_call(node, resolve)


def _eager_value(node: ast.expr | None, resolve, local: "Container[str]" = ()) -> bool:
    if node is None:
        return False
    if isinstance(node, (ast.List, ast.Tuple)):
        return bool(node.elts) and all(_eager_value(e, resolve, local) for e in node.elts)
    return _eager_array(node, resolve, local)


def _returns(func: ast.FunctionDef) -> list[ast.Return]:
    """The ``return`` statements of ``func`` itself (not of functions or classes nested in it)."""
    found, todo = [], list(func.body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Return):
            found.append(node)
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            todo.extend(ast_child_nodes(node))
    return found


def _builds_array(func: ast.FunctionDef, resolve) -> bool:
    """Every ``return`` of ``func`` hands back an eager NDArray (``return mx.nd.array(w)``, or a
    local bound only to one): a call of it in ``__init__`` builds one, as ``nd.array`` would."""
    returns = _returns(func)
    if not returns:
        return False
    local = _local_arrays(func, resolve)
    return all(_eager_value(r.value, resolve) or (isinstance(r.value, ast.Name) and r.value.id in local)
               for r in returns)


def _builder_call(node: ast.expr | None, builders: frozenset[str], me: str | None = None,
                  method_builds: Callable[[str], bool] = lambda name: False) -> bool:
    """``create_window(...)`` of a module builder, or ``self.make(...)`` of a method builder."""
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    if isinstance(func, ast.Name):
        return func.id in builders
    return (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
            and func.value.id == me and method_builds(func.attr))


def _asks_begin_state(cls: ast.ClassDef) -> bool:
    """Does a method of the class call some ``.begin_state(...)``? (A fused RNN layer's states
    are NDArrays made by ``nd.zeros`` unless a ``func`` is given.)"""
    return any(type(n) is ast.Attribute and n.attr == "begin_state" for n in ast_nodes(cls))


def _begin_state_arrays(value: ast.expr | None, me: str, layers: Container[str],
                        empty_stars: Container[str] = ()) -> bool:
    """``self.<fused RNN layer>.begin_state(batch_size=...)`` with no ``func``: MXNet 1.9.1 makes
    the states with ``nd.zeros``, a python list of NDArrays.  A ``*args``/``**kwargs`` passed on is
    read only where it is empty (``empty_stars``: the method's own, every call of it bare)."""
    if not (isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute)
            and value.func.attr == "begin_state" and isinstance(value.func.value, ast.Attribute)
            and isinstance(value.func.value.value, ast.Name) and value.func.value.value.id == me
            and value.func.value.attr in layers):
        return False
    stars = [a.value for a in value.args if isinstance(a, ast.Starred)]
    stars += [k.value for k in value.keywords if k.arg is None]
    return (all(k.arg != "func" for k in value.keywords)
            and all(isinstance(v, ast.Name) and v.id in empty_stars for v in stars))


def _rebinds_itself(value: ast.expr | None, me: str, attr: str) -> bool:
    """``self.w = self.w.as_in_context(x.context)``: an NDArray method chain on the attribute
    itself leaves it the NDArray it was."""
    while isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) \
            and value.func.attr in ARRAY_METHODS:
        value = value.func.value
    return (isinstance(value, ast.Attribute) and value.attr == attr
            and isinstance(value.value, ast.Name) and value.value.id == me)


def _module_arrays(body: list[ast.stmt], resolve, source_of) -> dict[str, tuple[int, str]]:
    good: dict[str, tuple[int, str]] = {}
    bad: set[str] = set()
    for stmt in body:
        if isinstance(stmt, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            # `W2 = W * 2.0` of a constant still bound to its array
            eager = not isinstance(stmt, ast.AugAssign) and _eager_value(
                stmt.value, resolve, {k for k in good if k not in bad})
            for t in targets:
                if isinstance(t, ast.Name):
                    if eager and t.id not in good:
                        good[t.id] = (stmt.lineno, source_of(stmt.value))
                    elif not eager:
                        bad.add(t.id)
        elif isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bad.add(stmt.name)
        elif isinstance(stmt, (ast.Import, ast.ImportFrom)):
            bad.update((a.asname or a.name).split(".")[0] for a in stmt.names)
        elif isinstance(stmt, (ast.For, ast.With, ast.If, ast.Try, ast.While)):
            bad.update(n.id for n in walk_code(stmt) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store))
    return {k: v for k, v in good.items() if k not in bad}


def _local_arrays(func: ast.FunctionDef, resolve, outer: "Container[str]" = ()) -> dict[str, ast.expr]:
    """Local names of ``func`` whose every binding is an eager NDArray (``w = nd.ones(...)``
    before ``self.ws.append(w)``), arithmetic on other such locals included (``w2 = w * 2``);
    ``outer``: names bound to arrays outside ``func`` (module constants) that it may read."""
    stores: dict[str, int] = {}
    assigns: list[ast.Assign] = []
    for node in walk_code(func):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            stores[node.id] = stores.get(node.id, 0) + 1
        elif isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) for t in node.targets):
            assigns.append(node)
    params = {a.arg for a in func.args.posonlyargs + func.args.args + func.args.kwonlyargs}
    known = {n for n in outer if n not in stores and n not in params}
    found: dict[str, ast.expr] = {}
    while True:     # a local counts once every binding of it is an array given those found so far
        eager: dict[str, list[ast.expr]] = {}
        names = known | found.keys()
        for node in assigns:
            if _eager_value(node.value, resolve, names):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        eager.setdefault(target.id, []).append(node.value)
        more = {n: values[0] for n, values in eager.items()
                if stores.get(n) == len(values) and n not in params}
        if more.keys() <= found.keys():
            return found
        found = more


class _ClassArrays:
    """``self.X = nd...`` (or ``self.X = []`` then ``self.X.append(nd...)``, or a call of a
    function or method that returns one) in ``__init__``, with no other assignment to ``self.X``
    anywhere in the class but one that chains NDArray methods on it.  ``candidates``: what
    ``__init__`` assigns each such ``X``, in order; the other methods are read (``later_bad``) only
    when a candidate is asked for.  With ``stored``, ``self.X = p`` of a parameter ``p`` of
    ``__init__`` is a candidate too (its source is ``p``): ``X`` holds an array when every
    construction of the class in the file passes one for each such ``p``."""

    def __init__(self, cls: ast.ClassDef, resolve, source_of, builders: frozenset[str] = frozenset(),
                 mentions=None, stored: bool = False, given_arrays=None, called_bare=None) -> None:
        self._resolve, self._source_of, self._builders, self._stored = resolve, source_of, builders, stored
        # given_arrays(method, param): every call of the method in the file passes an NDArray there
        self._given_arrays = given_arrays
        # attribute -> the methods other than __init__ that store another NDArray in it
        self.replaced: dict[str, list[str]] = {}
        # attributes that are properties of the class building the array (no __init__ store)
        self.properties: set[str] = set()
        good: dict[str, list[Source]] = {}
        self.bad: set[str] = set()
        self._empty_lists: set[str] = set()
        self._appended: dict[str, list[ast.expr]] = {}
        methods = [m for m in cls.body if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef)) and m.args.args]

        # a method whose every return is an eager array: read when __init__ calls it (most never do)
        @functools.cache
        def own_builder(name: str) -> bool:
            return name != "__init__" and any(m.name == name and (mentions is None or mentions(m))
                                              and _builds_array(m, resolve) for m in methods)
        self._own_builder = own_builder
        by_name = {m.name: m for m in methods}
        # fused RNN layer children (`self.lstm = rnn.LSTM(...)`), asked for when a store reads one
        self._rnn_layers = functools.cache(lambda: rnn_layer_attrs(by_name))
        # methods `__init__` calls bare as a statement of its own (`self.begin_state()`) and no
        # call in the file passes anything: what they store, the constructor stores
        init = by_name.get("__init__")
        me = init.args.args[0].arg if init is not None else None
        self._parts = {} if init is None or called_bare is None else {
            stmt.value.func.attr: by_name[stmt.value.func.attr] for stmt in init.body
            if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)
            and isinstance(stmt.value.func, ast.Attribute) and isinstance(stmt.value.func.value, ast.Name)
            and stmt.value.func.value.id == me and stmt.value.func.attr in by_name
            and stmt.value.func.attr != "__init__" and not _is_property(by_name[stmt.value.func.attr])
            and called_bare(stmt.value.func.attr)}
        for method in methods:
            if method.name == "__init__" or method.name in self._parts:
                self._read(method, good)
        for method in methods:
            # `@property def offset(self): return nd.array(...)`: reading `self.offset` builds an
            # NDArray on every read, traced or not
            if (method.name not in good and _is_property(method)
                    and (mentions is None or mentions(method)) and _builds_array(method, resolve)):
                first = min(_returns(method), key=lambda r: r.lineno)
                good[method.name] = [(first.lineno, source_of(first.value))]
                self.properties.add(method.name)
        self._later = [m for m in methods if m.name != "__init__" and m.name not in self._parts]
        for attr, calls in self._appended.items():
            if attr in self._empty_lists and attr not in good:
                good[attr] = [(calls[0].lineno, source_of(calls[0]))]
        self.candidates = {} if "*" in self.bad else {
            k: v for k, v in good.items()
            if k not in self.bad and (k not in self._empty_lists or k in self._appended)}

    def later_bad(self) -> set[str]:
        """``bad`` with what the methods other than ``__init__`` assign (``"*"``: anything)."""
        while self._later:
            self._read(self._later.pop(), {})
        return self.bad

    def _read(self, method: ast.FunctionDef, good: dict[str, list[Source]]) -> None:
        resolve, source_of, stored = self._resolve, self._source_of, self._stored
        bad, empty_lists, appended = self.bad, self._empty_lists, self._appended
        me = method.args.args[0].arg
        part = method.name in self._parts
        in_init = method.name == "__init__" or part
        local = _local_arrays(method, resolve)
        # a part's own *args/**kwargs: empty, each call of it being bare
        stars = {a.arg for a in (method.args.vararg, method.args.kwarg) if a is not None} if part else set()
        init_params = _unbound_parameters(method) if method.name == "__init__" and stored else set()
        own_params = _unbound_parameters(method) if not in_init and self._given_arrays else set()
        eager = (lambda v: _eager_value(v, resolve, local)
                 or _builder_call(v, self._builders, me, self._own_builder)
                 or _begin_state_arrays(v, me, self._rnn_layers(), stars))
        origin = (lambda v: local[v.id] if isinstance(v, ast.Name) and v.id in local else v)
        for node in walk_code(method):
            if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for t in targets:
                    for elt in (t.elts if isinstance(t, (ast.Tuple, ast.List)) else [t]):
                        if not (isinstance(elt, ast.Attribute) and isinstance(elt.value, ast.Name)
                                and elt.value.id == me):
                            continue
                        value = None if isinstance(node, ast.AugAssign) or elt is not t else node.value
                        if in_init and eager(value):
                            good.setdefault(elt.attr, []).append((origin(value).lineno, source_of(origin(value))))
                        elif stored and in_init and isinstance(value, ast.Name) and value.id in init_params:
                            good.setdefault(elt.attr, []).append(value.id)
                        elif stored and method.name == "__init__" and (key := _keyword_taken(value, method)) is not None:
                            # a keyword argument out of **kwargs: the constructions' `Q=` decides
                            good.setdefault(elt.attr, []).append(key)
                        elif _rebinds_itself(value, me, elt.attr):
                            pass
                        elif not in_init and (eager(value) or (
                                isinstance(value, ast.Name) and value.id in own_params
                                and self._given_arrays(method, value.id))):
                            # another NDArray stored later (`set_target(self, target)` given one by
                            # every call in the file): the attribute still holds an NDArray
                            self.replaced.setdefault(elt.attr, []).append(method.name)
                        elif in_init and isinstance(value, ast.List) and not value.elts:
                            empty_lists.add(elt.attr)
                        else:
                            bad.add(elt.attr)
            elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                  and isinstance(node.func.value, ast.Attribute)
                  and isinstance(node.func.value.value, ast.Name) and node.func.value.value.id == me):
                attr = node.func.value.attr
                if in_init and node.func.attr == "append" and len(node.args) == 1 and eager(node.args[0]):
                    appended.setdefault(attr, []).append(origin(node.args[0]))
                elif node.func.attr in ("append", "extend", "insert", "__setitem__"):
                    bad.add(attr)
            elif isinstance(node, ast.Call) and ast_dotted(node.func) in ("setattr", "self.register_child"):
                bad.add("*")


def eager_arrays(body: list[ast.stmt], resolve: Callable[[str], str], source: str) -> EagerArrays:
    """The eager NDArrays a file's module constants and classes hold (``resolve``: a dotted name
    as the file's imports bind it)."""
    def source_of(node: ast.expr) -> str:
        text = ast.get_source_segment(source, node) or ""
        text = " ".join(text.split())
        return text if len(text) <= 60 else text[:57] + "..."

    classes = {stmt.name: stmt for stmt in body if isinstance(stmt, ast.ClassDef)}
    # how this file can spell an mxnet.nd call: a body that spells none of them builds no eager
    # array (a text test first; most classes' __init__ is never walked)
    spellings = [word_start("nd") + r"\.", word_start("ndarray") + r"\."]
    for stmt in body:
        for node in ([stmt] if isinstance(stmt, (ast.Import, ast.ImportFrom)) else
                     walk_code(stmt) if isinstance(stmt, (ast.Try, ast.If)) else ()):
            if isinstance(node, ast.Import):
                for a in node.names:
                    if a.name == "mxnet" or (a.name.startswith("mxnet.") and not a.asname):
                        spellings.append(re.escape(a.asname or "mxnet") + r"\.(?:nd|ndarray|np|numpy)\b")
                    elif a.name.startswith(_EAGER_MODULES) or _np_module(a.name):
                        spellings.append(word_start(a.asname) + r"\b")
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("mxnet"):
                eager_module = (node.module.startswith(_EAGER_MODULES) or ".ndarray" in node.module
                                or _np_module(node.module))
                for a in node.names:
                    if a.name == "*":
                        spellings.append("")            # anything may be an eager operator
                    elif eager_module or a.name in ("nd", "ndarray", "np", "numpy"):
                        spellings.append(word_start(a.asname or a.name) + r"\b")
    pattern = re.compile("|".join(f"(?:{s})" for s in spellings))
    lines = source.splitlines()

    def mentions(node: ast.AST) -> bool:
        text = "\n".join(lines[node.lineno - 1:getattr(node, "end_lineno", node.lineno)])
        return pattern.search(text) is not None

    builders = frozenset(stmt.name for stmt in body if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef))
                         and mentions(stmt) and _builds_array(stmt, resolve))
    return EagerArrays(module=_module_arrays(body, resolve, source_of), classes=classes,
                       resolve=resolve, source_of=source_of, mentions=mentions, builders=builders,
                       body=body, source=source, eager_pattern=pattern)
