"""Which children of a block class leave a Parameter's shape to deferred initialization.

A Gluon layer built without the size of its input (``nn.Dense(4)``, ``nn.Conv2D(8, 3)``,
``nn.BatchNorm()``) declares its weight with a 0 in the shape, and ``initialize()`` leaves it
uninitialized until a first call infers that size from the data. MXNet 1.9.1 infers it eagerly
child by child, but the first call of a hybridized block infers every deferred shape at once from
the block's traced graph, giving every input of the call by name: an input the graph does not read
makes that inference fail (HYB022).

Read from the stdlib tree of ``__init__`` (the libcst parse may leave its body out, stubs.py), so
asking costs no second analysis. Names only; a report position comes from the libcst tree.
"""
from __future__ import annotations

import ast

from .astwalk import walk_code
from .declared import RNN_LAYERS, namespace_call_name, nn_call_name, small_statements

# gluon.nn / gluon.rnn layers and cells that take the size of their input as an argument, with
# its keyword and its position after ``self`` (MXNet 1.9.1 signatures; the default 0 defers the
# shape). Embedding, PReLU (1 channel by default) and GroupNorm (shaped by num_groups) never
# defer; neither do pooling, activation, dropout or flatten layers, which hold no Parameter.
SIZE_ARGUMENTS: "dict[str, tuple[str, int]]" = {
    "Dense": ("in_units", 7),
    **dict.fromkeys(("Conv1D", "Conv2D", "Conv3D"), ("in_channels", 11)),
    **dict.fromkeys(("Conv1DTranspose", "Conv2DTranspose", "Conv3DTranspose"), ("in_channels", 12)),
    "BatchNorm": ("in_channels", 10),
    **dict.fromkeys(("LayerNorm", "InstanceNorm"), ("in_channels", 6)),
    **dict.fromkeys(("LSTM", "GRU", "LSTMCell", "GRUCell"), ("input_size", 5)),
    "RNNCell": ("input_size", 6),
    "RNN": ("input_size", 10),
}
_SEQUENTIALS = frozenset({"HybridSequential", "Sequential"})
_MAX_DEPTH = 4


def deferred_layer(call, local_classes) -> "str | None":
    """``nn.Dense(...)`` and the like built without the size of their input: the layer's name
    (``Dense``), else None. A size given in any other way than a literal 0 (a variable, ``**kw``)
    counts as given."""
    name = nn_call_name(call, local_classes) or namespace_call_name(call, local_classes, "rnn")
    spec = SIZE_ARGUMENTS.get(name) if name is not None else None
    if spec is None:
        return None
    keyword, position = spec
    if any(type(a) is ast.Starred for a in call.args) or len(call.args) > position:
        return None
    for k in call.keywords:
        if k.arg is None:
            return None
        if k.arg == keyword:
            v = k.value
            if not (type(v) is ast.Constant and type(v.value) is int and v.value == 0):
                return None
    return name


def _calls_in(value) -> "list[ast.Call]":
    """The calls a child assignment or ``add`` may build a block with: the value itself, either
    side of ``a if c else b``."""
    if type(value) is ast.IfExp:
        return _calls_in(value.body) + _calls_in(value.orelse)
    return [value] if type(value) is ast.Call else []


class DeferredChildren:
    """``deferred(init_methods)``: attribute -> what defers its shape (``nn.Dense`` without
    ``in_units``), for the children an ``__init__`` assigns to ``self.X`` or adds to a Sequential
    ``self.X``, in any branch; also for a child of a class of this file that has such a child and
    calls it from its ``hybrid_forward``/``forward``. Any statement of ``__init__`` counts,
    branches and loops included (a layer built under a configuration flag is still reported)."""

    def __init__(self, module_stmts: "list[ast.stmt]", local_classes) -> None:
        self.local_classes = local_classes
        self.module_stmts = module_stmts
        self._classes: "dict[str, ast.ClassDef | None] | None" = None
        self._memo: dict[str, "dict[str, str]"] = {}

    def _class(self, name: str) -> "ast.ClassDef | None":
        if self._classes is None:
            found: dict[str, ast.ClassDef | None] = {}
            for node in self.module_stmts:
                if type(node) is ast.ClassDef:
                    # a name defined twice: which one a call builds depends on the order
                    found[node.name] = None if node.name in found else node
            self._classes = found
        return self._classes.get(name)

    def deferred(self, methods: "dict[str, ast.stmt]", depth: int = 0,
                 seen: frozenset = frozenset()) -> "dict[str, str]":
        init = methods.get("__init__")
        if init is None or depth > _MAX_DEPTH:
            return {}
        out: dict[str, str] = {}
        for small in small_statements(init.body):
            t = type(small)
            if t is ast.Assign:
                attrs = [tg.attr for tg in small.targets if type(tg) is ast.Attribute
                         and type(tg.value) is ast.Name and tg.value.id == "self"]
                if not attrs:
                    continue
                why = self._builds_deferred(small.value, depth, seen)
                if why is not None:
                    for a in attrs:
                        out.setdefault(a, why)
            elif t is ast.Expr and type(small.value) is ast.Call:
                f = small.value.func
                if (type(f) is ast.Attribute and f.attr == "add" and type(f.value) is ast.Attribute
                        and type(f.value.value) is ast.Name and f.value.value.id == "self"):
                    for arg in small.value.args:
                        why = self._builds_deferred(arg, depth, seen)
                        if why is not None:
                            out.setdefault(f.value.attr, why)
                            break
        return out

    def _builds_deferred(self, value, depth: int, seen: frozenset) -> "str | None":
        for call in _calls_in(value):
            layer = deferred_layer(call, self.local_classes)
            if layer is not None:
                return f"`{ast.unparse(call.func)}` without `{SIZE_ARGUMENTS[layer][0]}`"
            f = call.func
            if type(f) is ast.Name and f.id not in seen:
                why = self._local_class(f.id, depth, seen)
                if why is not None:
                    return why
        return None

    def _local_class(self, name: str, depth: int, seen: frozenset) -> "str | None":
        """Why a block of this file's class ``name`` has a deferred child that its forward calls."""
        if name in self._memo:
            found = self._memo[name]
        else:
            cls = self._class(name)
            if cls is None:
                return None
            methods = {s.name: s for s in cls.body if type(s) in (ast.FunctionDef, ast.AsyncFunctionDef)}
            forward = methods.get("hybrid_forward") or methods.get("forward")
            if forward is None:
                return None
            kids = self.deferred(methods, depth + 1, seen | {name})
            used = {n.attr for n in walk_code(forward) if type(n) is ast.Attribute
                    and type(n.value) is ast.Name and n.value.id == "self"}
            found = {a: w for a, w in kids.items() if a in used}
            self._memo[name] = found
        if not found:
            return None
        attr, why = next(iter(found.items()))
        return f"`{name}` (its `self.{attr}`: {why})"


# layers whose only Parameters are the weight and bias their size arguments shape, and which hold
# no auxiliary state that a call updates (BatchNorm's running statistics are left out on purpose)
_SHAPED_BY_SIZE = frozenset({"Dense", "Conv1D", "Conv2D", "Conv3D",
                             "Conv1DTranspose", "Conv2DTranspose", "Conv3DTranspose"})


# recurrent cells whose call maps (input, states) to (output, states) of the same nesting and
# changes nothing else, and whose begin_state gives batch-major zeros (MXNet 1.9.1's state_info:
# (batch_size, hidden) with layout 'NC'); wrappers, dropout and zoneout cells are left out
_STEP_CELLS = frozenset({"RNNCell", "LSTMCell", "GRUCell"})


# (declared.RNN_LAYERS: begin_state of one gives zeros of (layers * directions, batch, hidden),
# state_info's layout 'LNC' whatever the input's layout: the batch on axis 1)


def _rnn_class_name(call, local_classes) -> "str | None":
    """The mxnet rnn class a call builds (``rnn.LSTM(4)``, ``gluon.rnn.GRUCell(h)``, ``RNNCell(h)``
    imported from mxnet), when built without starred arguments."""
    if type(call) is not ast.Call or any(type(a) is ast.Starred for a in call.args) \
            or any(k.arg is None for k in call.keywords):
        return None
    return namespace_call_name(call, local_classes, "rnn") if type(call.func) is ast.Attribute \
        else nn_call_name(call, local_classes)


def rnn_layer(call, local_classes) -> bool:
    """``rnn.LSTM(4)`` / ``gluon.rnn.GRU(h, layout='NTC')``: one of ``declared.RNN_LAYERS``."""
    return _rnn_class_name(call, local_classes) in RNN_LAYERS


def step_cell(call, local_classes) -> bool:
    """``rnn.LSTMCell(4)`` / ``gluon.rnn.GRUCell(h, input_size=3)`` / ``RNNCell(h)``: one of
    ``_STEP_CELLS``."""
    return _rnn_class_name(call, local_classes) in _STEP_CELLS


def _positive_size(value, defaults: "dict[str, ast.expr]") -> bool:
    """A size argument known to be > 0 at construction: a positive int literal, or an argument
    of ``__init__`` never rebound there whose default is one (a caller may still pass 0: then the
    block defers as the original did); a sum or product of such sizes (`3 + hidden`) is one."""
    if type(value) is ast.BinOp and type(value.op) in (ast.Add, ast.Mult):
        return _positive_size(value.left, defaults) and _positive_size(value.right, defaults)
    if type(value) is ast.Name:
        value = defaults.get(value.id)
    return type(value) is ast.Constant and type(value.value) is int and value.value > 0


def init_defaults(init) -> "dict[str, ast.expr]":
    """The arguments of ``__init__`` with a default, never assigned in its body: name -> default."""
    if init is None:
        return {}
    args = init.args
    plain = [*args.posonlyargs, *args.args]
    out = {a.arg: d for a, d in zip(plain[len(plain) - len(args.defaults):], args.defaults)}
    out.update({a.arg: d for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is not None})
    unbound = unbound_init_args(init)
    return {name: d for name, d in out.items() if name in unbound}


def unbound_init_args(init) -> "set[str]":
    """The arguments of ``__init__`` (defaults or not) its body never assigns, nested functions
    included."""
    a = init.args
    stored = {n.id for n in walk_code(init) if type(n) is ast.Name and type(n.ctx) is not ast.Load}
    return {p.arg for p in (*a.posonlyargs, *a.args, *a.kwonlyargs)} - stored


def _plain_embedding(call: ast.Call) -> bool:
    """``nn.Embedding(vocab, dim)``: a table lookup holding one weight and no state a call
    changes (MXNet 1.9.1 runs it inside a foreach body, hybridized, with its gradient); a sparse
    gradient (``sparse_grad`` other than a literal False) is left out, its row_sparse storage
    not checked in a subgraph."""
    if any(type(a) is ast.Starred for a in call.args) or any(k.arg is None for k in call.keywords):
        return False
    sparse = [k.value for k in call.keywords if k.arg == "sparse_grad"] + call.args[4:5]
    return all(type(v) is ast.Constant and v.value is False for v in sparse)


def shaped_layer(call, local_classes, defaults: "dict[str, ast.expr]", sized: bool = True,
                 cells: bool = False, layers: bool = False) -> bool:
    """``nn.Dense(4, in_units=8)`` and the like: a layer of ``_SHAPED_BY_SIZE`` whose size
    argument (by keyword or position) is known to be > 0, so every Parameter it holds has its
    whole shape at construction and a block hybridized before its first call needs no deferred
    inference for it. With ``sized`` False any such layer (a dense or convolution layer holds no
    state a call changes, whatever its input size) or a plain ``Embedding``, and with ``cells`` a
    :func:`step_cell` too, and with ``layers`` an :func:`rnn_layer`."""
    if type(call) is not ast.Call:
        return False
    if cells and not sized and step_cell(call, local_classes):
        return True
    if layers and not sized and rnn_layer(call, local_classes):
        return True
    name = nn_call_name(call, local_classes)
    if name == "Embedding" and not sized:
        return _plain_embedding(call)
    if name not in _SHAPED_BY_SIZE or any(type(a) is ast.Starred for a in call.args) \
            or any(k.arg is None for k in call.keywords):
        return False
    if not sized:
        return True
    keyword, position = SIZE_ARGUMENTS[name]
    given = [k.value for k in call.keywords if k.arg == keyword]
    if len(call.args) > position:
        given.append(call.args[position])
    return len(given) == 1 and _positive_size(given[0], defaults)


def shaped_children(lineage_methods: "list[dict[str, ast.stmt]]", local_classes,
                    sized: bool = True, cells: bool = False, layers: bool = False) -> frozenset[str]:
    """The attributes ``self.X`` that every statement of the classes' methods other than the
    forward ones binds, only ever, to a :func:`shaped_layer` (``lineage_methods``: the methods of a
    class and its bases of this file; ``sized``, ``cells`` and ``layers`` as there). A child added to, unpacked into or
    assigned anything else anywhere is left out."""
    good: set[str] = set()
    bad: set[str] = set()
    for methods in lineage_methods:
        defaults = init_defaults(methods.get("__init__"))
        for name, fn in methods.items():
            if name in ("hybrid_forward", "forward"):
                continue
            for n in walk_code(fn):
                t = type(n)
                if t is ast.Assign:
                    for tg in n.targets:
                        for sub in walk_code(tg):
                            if type(sub) is ast.Attribute and type(sub.value) is ast.Name and sub.value.id == "self":
                                ok = (sub is tg and name == "__init__"
                                      and shaped_layer(n.value, local_classes, defaults, sized, cells, layers))
                                (good if ok else bad).add(sub.attr)
                elif t in (ast.AugAssign, ast.AnnAssign, ast.Delete) or (
                        t is ast.Call and type(n.func) is ast.Attribute):
                    # `self.head.add(...)`, `setattr`-free edits, `self.x: T = ...`: not proven
                    for sub in walk_code(n.func if t is ast.Call else n):
                        if type(sub) is ast.Attribute and type(sub.value) is ast.Name and sub.value.id == "self" \
                                and (t is not ast.Call or sub is n.func.value):
                            bad.add(sub.attr)
                elif t is ast.Call and type(n.func) is ast.Name and n.func.id == "setattr":
                    return frozenset()
    return frozenset(good - bad)
