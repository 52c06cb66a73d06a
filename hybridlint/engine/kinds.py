"""Value kinds inside one hybrid scope: which names and expressions are Symbols after hybridize().

Flow-insensitive and conservative: a name's kind is the join of every value
bound to it in the scope (parameters included), solved to a fixed point, so a
name is TENSOR only if every assignment makes it a tensor.  Bindings inside
eager-only branches (``if F is nd: x = x.asnumpy()``) are left out: they do
not exist on the traced path.  Anything not understood is UNKNOWN, and rules
stay silent on UNKNOWN.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import libcst as cst

from .arguments import bound_arguments, first_is_self
from .catalogue import CONTEXT_SLOT, FLUENT_METHODS, NDARRAY_ONLY_METHODS, load_catalogue
from .guards import EAGER, SYMBOLIC, guard_of, namespace_side, space_of
from .walk import children, int_literal, iter_descendants, memoized, name_nodes_by_text, parent_map, returns_of
from .walk import target_names
from .walk import kwarg as _kwarg
from .list_writes import list_writes

# reads inside these run at another time than the statement holding them
_NESTED = (cst.FunctionDef, cst.Lambda, cst.ClassDef)

if TYPE_CHECKING:  # pragma: no cover
    from .scopes import Scope


def _subscripted(node: cst.CSTNode) -> cst.CSTNode:
    """What ``node`` subscripts, through every subscript (``convs["a"][0]`` -> ``convs``)."""
    while type(node) is cst.Subscript:
        node = node.value
    return node


def _plain_tuple(v) -> bool:
    """A tuple display with no starred element (its positions are its elements)."""
    return isinstance(v, cst.Tuple) and not any(isinstance(e, cst.StarredElement) for e in v.elements)


class Kind(enum.Enum):
    BOTTOM = "bottom"                    # nothing known yet (solver only)
    TENSOR = "tensor"                    # one Symbol after hybridize()
    TENSOR_OR_NONE = "tensor-or-none"    # `mask=None` arguments
    TENSOR_OR_TUPLE = "tensor-or-tuple"  # child-block outputs: may be a tuple
    MULTI = "multi-output"               # F.split(..., num_outputs=n): index it freely
    CONTAINER = "container"              # python list / tuple / dict
    SCALAR = "scalar"                    # python number / string / bool
    NONE = "none"
    NAMESPACE = "namespace"              # F itself, F.contrib, F.random
    UNKNOWN = "unknown"

    @property
    def tensorish(self) -> bool:
        return self in _TENSORISH


_TENSORISH = frozenset({Kind.TENSOR, Kind.TENSOR_OR_NONE, Kind.TENSOR_OR_TUPLE})

_JOIN = {
    frozenset({Kind.TENSOR, Kind.NONE}): Kind.TENSOR_OR_NONE,
    frozenset({Kind.TENSOR, Kind.TENSOR_OR_NONE}): Kind.TENSOR_OR_NONE,
    frozenset({Kind.NONE, Kind.TENSOR_OR_NONE}): Kind.TENSOR_OR_NONE,
    frozenset({Kind.TENSOR, Kind.TENSOR_OR_TUPLE}): Kind.TENSOR_OR_TUPLE,
    frozenset({Kind.TENSOR, Kind.MULTI}): Kind.TENSOR_OR_TUPLE,
    frozenset({Kind.MULTI, Kind.TENSOR_OR_TUPLE}): Kind.TENSOR_OR_TUPLE,
    # `rpn_box = m_rpn_box` (an optional input) on one path, `_, rpn_box = self.rpn(...)` on the
    # other: a probable tensor either way (never a proven one)
    frozenset({Kind.TENSOR_OR_NONE, Kind.TENSOR_OR_TUPLE}): Kind.TENSOR_OR_TUPLE,
    # `F.split(w, n) if n > 1 else [w]`: a python sequence either way
    frozenset({Kind.MULTI, Kind.CONTAINER}): Kind.CONTAINER,
}


# What flow.py records as reaching a read besides bindings (ids of their target Name nodes,
# never 0 or 1): a parameter's argument, and "the walk cannot tell: read every binding".
ALL_BINDINGS = 0
ARGUMENT = 1


def join(a: Kind, b: Kind) -> Kind:
    if a is b:
        return a
    if a is Kind.BOTTOM:
        return b
    if b is Kind.BOTTOM:
        return a
    return _JOIN.get(frozenset({a, b}), Kind.UNKNOWN)


# F sub-namespaces: calls there may return several outputs (contrib.MultiBoxTarget, ...)
_F_SUBSPACES_LOOSE = frozenset({"contrib", "linalg", "image", "sparse", "_internal", "op", "_contrib"})
_F_SUBSPACES_NUMPY = frozenset({"np", "npx", "numpy", "numpy_extension"})
_F_SUBSPACES = _F_SUBSPACES_LOOSE | _F_SUBSPACES_NUMPY | {"random", "sym", "symbol", "nd", "ndarray"}
_F_LOOSE_OPS = frozenset({"RNN", "Custom", "BatchNorm", "Group", "load", "load_json"})
_SCALAR_METHODS = frozenset({"asscalar", "item"})
# NDArray-only methods that hand back an array (a detached view, a copy, one moved to another
# device): what follows uses their result as the tensor it was
_ARRAY_RETURNING_METHODS = frozenset({"detach", "copy", "as_in_context", "as_in_ctx", "copyto"})
# those whose result is an NDArray holding the receiver's values (`copyto(other)` returns `other`)
_SAME_ARRAY_METHODS = frozenset({"detach", "copy", "as_in_context", "as_in_ctx"})
_NON_TENSOR_ATTRS = {"shape": Kind.CONTAINER, "ndim": Kind.SCALAR, "size": Kind.SCALAR,
                     "T": Kind.TENSOR}
# python floats of the math and numpy modules (`2 * math.pi * t` scales t; it makes no array)
_NUMBER_CONSTANTS = frozenset({"math.pi", "math.e", "math.tau", "math.inf", "math.nan", "numpy.pi",
                               "numpy.e", "numpy.inf", "numpy.nan", "numpy.euler_gamma"})
_SCALAR_BUILTINS = frozenset({"len", "int", "float", "bool", "str", "isinstance", "hasattr",
                              "range", "min", "max", "abs", "round"})
_CONTAINER_BUILTINS = frozenset({"list", "tuple", "dict", "zip", "enumerate", "sorted", "reversed"})
# builtins whose result is one of their arguments (or the argument's own __abs__)
_PICKING_BUILTINS = frozenset({"min", "max", "abs"})
# builtins whose result holds its one argument's elements (a copy, or a reversed view of them)
_COPYING_BUILTINS = frozenset({"list", "tuple", "reversed"})
# reductions of real numpy (`import numpy as np`, never mx.np / F.np): given python numbers -- a
# shape tuple, `len(...)`, literals -- they return one numpy scalar, which NDArray and Symbol
# operators take as a python number (MXNet 1.9.1: `np.prod((3, 4)) * sym` is a Symbol)
_NUMPY_REDUCTIONS = frozenset({"prod", "sum", "mean", "max", "min", "amax", "amin", "product",
                               "median", "average", "std", "var", "ptp", "cumprod", "nanprod",
                               "nansum", "nanmean", "nanmax", "nanmin"})


# attributes every array has and no python container has
_ARRAY_ATTRS = frozenset({"shape", "ndim", "size", "dtype", "context", "ctx", "T", "grad", "stype"})
_DICT_METHODS = frozenset({"items", "keys", "values", "get", "setdefault", "update", "popitem"})
# methods of a gluon Parameter that neither NDArray nor Symbol has (`x.grad` is an NDArray property;
# calling it, like `w.data()`, is a Parameter's method): their receiver is no tensor
_PARAMETER_METHODS = frozenset({"data", "list_data", "grad", "list_grad", "set_data", "zero_grad",
                                "row_sparse_data", "list_row_sparse_data", "initialize", "reset_ctx",
                                "list_ctx"})
_CONTAINER_METHODS = _DICT_METHODS | {"append", "extend", "insert", "pop", "remove", "index",
                                      "count", "clear"}
# keyword names under which F operators take their array inputs
_DATA_KEYWORDS = frozenset({"data", "lhs", "rhs", "x", "a", "b", "input", "weight", "bias",
                            "condition", "indices", "index", "label", "pred", "mask"})


_DESCRIBE = {
    Kind.TENSOR_OR_NONE: "it may be None", Kind.TENSOR_OR_TUPLE: "it may be a tuple of outputs",
    Kind.MULTI: "several outputs", Kind.CONTAINER: "a python container",
    Kind.SCALAR: "a python value", Kind.UNKNOWN: "nothing is known about it",
}


def _code(node: cst.CSTNode) -> str:
    try:
        text = cst.Module(body=[]).code_for_node(node)
    except Exception:  # noqa: BLE001 - only for a message
        return "this value"
    text = " ".join(text.split())
    return text if len(text) <= 60 else text[:57] + "..."


def _string_keyed(node: cst.Subscript) -> bool:
    """``d["key"]`` / ``d[f"level_{i}"]``: only a mapping is indexed by a string."""
    if len(node.slice) != 1 or not isinstance(node.slice[0].slice, cst.Index):
        return False
    return isinstance(node.slice[0].slice.value,
                      (cst.SimpleString, cst.FormattedString, cst.ConcatenatedString))


def array_only_subscript(node: cst.Subscript) -> bool:
    """``x[:, 0]``, ``x[0, 1]``, ``x[..., -1]``, ``x[None]``: a python list raises TypeError on
    these, so the subscripted value is an array."""
    if len(node.slice) > 1:
        return True
    s = node.slice[0].slice
    return isinstance(s, cst.Index) and (
        isinstance(s.value, cst.Ellipsis) or (isinstance(s.value, cst.Name) and s.value.value == "None"))


def _decorated(fn: cst.FunctionDef | cst.Lambda) -> bool:
    # a decorator may hand the function anything, or return another one: its calls say nothing
    return type(fn) is cst.FunctionDef and bool(fn.decorators)


def _self_rooted(node: cst.CSTNode) -> bool:
    """``self.blocks``, ``self._children.values()``: a value held by the block itself."""
    while True:
        if isinstance(node, cst.Call):
            node = node.func
        elif isinstance(node, (cst.Attribute, cst.Subscript)):
            node = node.value
        else:
            return isinstance(node, cst.Name) and node.value == "self"


def _same_index_block(func: cst.CSTNode, arg: cst.Subscript) -> bool:
    """``self.branches[i](x[i])``: a child block chosen by the index that picks the argument
    (one block per element of a list of inputs)."""
    if len(arg.slice) != 1 or not isinstance(arg.slice[0].slice, cst.Index) or not _self_rooted(func):
        return False
    index = _code(arg.slice[0].slice.value)
    node = func
    while isinstance(node, cst.Subscript):
        if any(isinstance(e.slice, cst.Index) and _code(e.slice.value) == index for e in node.slice):
            return True
        node = node.value
    return False


# mx.np operators whose first argument is a python sequence of arrays: `F.np.stack(xs)`
# (the legacy `F.stack(a, b)` / `F.concat(a, b)` take the arrays one by one)
_SEQUENCE_OPS = frozenset({"stack", "concatenate", "vstack", "hstack", "dstack", "column_stack",
                           "row_stack", "append"})
# control-flow operators whose state / input arguments are a tensor or a python list of tensors
# (`F.contrib.while_loop(cond, step, [s0, s1])`): passing a name says nothing about which
_LIST_TAKING_OPS = frozenset({"foreach", "while_loop", "cond"})
_LIST_MUTATORS = frozenset({"append", "extend", "insert", "pop", "remove", "clear", "reverse", "sort"})
# operators MXNet 1.9.1 writes in python that take a number where others take an array
# (`nd.power(2, 3)` is 8; nd.zeros takes a shape; nd.load a file name): handing them a name
# says only that it is an array or a number
_NUMBER_TAKING_OPS = frozenset({
    "add", "subtract", "multiply", "divide", "true_divide", "modulo", "power", "maximum",
    "minimum", "equal", "not_equal", "greater", "greater_equal", "lesser", "lesser_equal",
    "logical_and", "logical_or", "logical_xor"})
_NOT_DATA_OPS = frozenset({"zeros", "ones", "full", "empty", "arange", "eye", "linspace", "load",
                           "array", "normal", "uniform"}) | _LIST_TAKING_OPS
# operators whose later positional arguments are arrays too (the others take attributes there:
# F.reshape(x, shape), F.clip(x, lo, hi))
_ALL_DATA_OPS = frozenset({"dot", "batch_dot", "concat", "Concat", "stack", "add_n",
                           "ElementWiseSum", "where", "reshape_like", "slice_like",
                           "broadcast_like", "pick", "take", "batch_take", "gather_nd"})
_NOT_ALL_DATA = frozenset({"broadcast_to", "broadcast_axis", "broadcast_axes"})


_SHIFTS = (cst.Add, cst.Subtract, cst.Divide, cst.Power)
# in unproven's `_seen`: the proof started at a read used as only an array is (no identifier)
_ARRAY_READ = "[array read]"
_ORDERINGS = (cst.LessThan, cst.GreaterThan, cst.LessThanEqual, cst.GreaterThanEqual)


def shifted_name(value: cst.CSTNode, number_attr=None) -> str | None:
    """The one name of ``(boxes + 1) * 2.5``: arithmetic of a name and number literals with a
    ``+ - / **``, a negation or an ordering comparison (``adj > 0.3``) somewhere. Where an
    operator takes that as its data, the name holds an NDArray: a number gives a number (or a
    bool) and a numpy array a numpy array, which MXNet's operators reject (AssertionError), and
    a list or tuple raises at the ``+`` or the ``>`` (a bare ``*`` is a list's repetition, so it
    alone proves nothing).  ``number_attr(attr)``: whether ``self.<attr>`` holds a python number
    (the class's scalar_attrs), read as a number literal then (``(senders + 1) * 0.5 * self.n``)."""
    if type(value) not in (cst.BinaryOperation, cst.UnaryOperation, cst.Comparison):
        return None
    names: set[str] = set()
    shifted = [False]
    if not _shifted_walk(value, names, shifted, number_attr) or not shifted[0]:
        return None
    return next(iter(names)) if len(names) == 1 else None


def _shifted_walk(node, names: set, shifted: list, number_attr) -> bool:
    """shifted_name's walk: True when ``node`` is made only of names, numbers and the operators
    it allows, the names added to ``names``, ``shifted[0]`` set where one shifts.  (A module
    function, not a closure: a nested recursive function is a reference cycle, and through
    ``number_attr``, a bound method of the kinds, it would keep the file's tree for the collector.)"""
    t = type(node)
    if t is cst.Name:
        names.add(node.value)
        return True
    if t in (cst.Integer, cst.Float):
        return True
    if t is cst.Attribute and type(node.value) is cst.Name and node.value.value == "self":
        return number_attr is not None and number_attr(node.attr.value)
    if t is cst.UnaryOperation and type(node.operator) is cst.Minus:
        shifted[0] = True
        return _shifted_walk(node.expression, names, shifted, number_attr)
    if t is cst.BinaryOperation and type(node.operator) in (*_SHIFTS, cst.Multiply):
        shifted[0] = shifted[0] or type(node.operator) in _SHIFTS
        return (_shifted_walk(node.left, names, shifted, number_attr)
                and _shifted_walk(node.right, names, shifted, number_attr))
    if (t is cst.Comparison and len(node.comparisons) == 1
            and type(node.comparisons[0].operator) in _ORDERINGS):
        shifted[0] = True      # (`list > 0.3` is a TypeError in python 3)
        return (_shifted_walk(node.left, names, shifted, number_attr)
                and _shifted_walk(node.comparisons[0].comparator, names, shifted, number_attr))
    return False


def super_call(node: cst.CSTNode) -> bool:
    """``super()`` / ``super(Cls, self)``."""
    return (type(node) is cst.Call and type(node.func) is cst.Name
            and node.func.value == "super" and len(node.args) in (0, 2))


def self_getattr(node: cst.CSTNode) -> "cst.BaseExpression | None":
    """The name expression of ``getattr(self, name)`` (two arguments, no default): a method of
    the block picked by a name the code computes; None for anything else."""
    if not (type(node) is cst.Call and type(node.func) is cst.Name and node.func.value == "getattr"
            and len(node.args) == 2 and all(a.keyword is None and not a.star for a in node.args)):
        return None
    owner = node.args[0].value
    return node.args[1].value if type(owner) is cst.Name and owner.value == "self" else None


def literal_getattr(node: cst.CSTNode) -> "tuple[cst.BaseExpression, str] | None":
    """``(x, "shape")`` for ``getattr(x, "shape")``: two positional arguments, the name a string
    literal, no default (``getattr(x, "shape", None)`` does not raise on a Symbol); None otherwise.
    The caller checks that ``getattr`` is the builtin."""
    if not (type(node) is cst.Call and type(node.func) is cst.Name and node.func.value == "getattr"
            and len(node.args) == 2 and all(a.keyword is None and not a.star for a in node.args)
            and type(node.args[1].value) is cst.SimpleString):
        return None
    name = node.args[1].value.evaluated_value
    return (node.args[0].value, name) if isinstance(name, str) and name.isidentifier() else None


def _stateless(call: cst.Call) -> bool:
    """A fused RNN layer's call without begin states: ``self.lstm(x)``,
    ``self.lstm(x, sequence_length=n)``."""
    positional = [a for a in call.args if a.keyword is None]
    return (len(positional) == 1 and not any(a.star for a in call.args)
            and all(a.keyword.value == "sequence_length" for a in call.args if a.keyword is not None))


def _assigned_names(stmt: cst.CSTNode) -> frozenset:
    """Names a simple statement line assigns with ``=`` (plain or unpacked targets)."""
    if not isinstance(stmt, cst.SimpleStatementLine):
        return frozenset()
    out: set[str] = set()
    for small in stmt.body:
        targets = [t.target for t in small.targets] if isinstance(small, cst.Assign) else (
            [small.target] if isinstance(small, cst.AnnAssign) and small.value is not None else [])
        for tgt in targets:
            out.update(target_names(tgt))
    return frozenset(out)


def _listcheck_of(test: cst.CSTNode) -> str | None:
    """The name ``isinstance(name, list)`` / ``isinstance(name, (list, tuple))`` tests, or None."""
    if not (isinstance(test, cst.Call) and isinstance(test.func, cst.Name)
            and test.func.value == "isinstance" and len(test.args) == 2
            and isinstance(test.args[0].value, cst.Name)):
        return None
    types = test.args[1].value
    elems = [e.value for e in types.elements] if isinstance(types, (cst.Tuple, cst.List)) else [types]
    if all(isinstance(e, cst.Name) and e.value in ("list", "tuple") for e in elems):
        return test.args[0].value.value
    return None


def _config_test(test: cst.CSTNode) -> bool:
    """A test of the block's configuration only: ``self.flag``, ``not self.flag``, ``a and b``."""
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        return _config_test(test.expression)
    if isinstance(test, cst.BooleanOperation):
        return _config_test(test.left) and _config_test(test.right)
    return _self_rooted(test) and isinstance(test, cst.Attribute)


def aug_kind(left: Kind, right: Kind) -> Kind:
    """Kind of ``a`` after ``a op= b``, from the kinds of ``a`` and ``b`` before it."""
    if left is Kind.CONTAINER:
        return Kind.CONTAINER    # list += [...]
    if left.tensorish or right.tensorish:
        return Kind.TENSOR
    return left if left is right else Kind.UNKNOWN


def _computed_elements(container: cst.CSTNode) -> bool:
    """A comprehension whose elements an operator computes (not names or items it hands on,
    which may be nested lists of states)."""
    return (isinstance(container, (cst.ListComp, cst.GeneratorExp))
            and isinstance(container.elt, (cst.Call, cst.BinaryOperation, cst.UnaryOperation,
                                           cst.Comparison)))


class _Position:
    """Item ``index`` of ``count`` names unpacked from a call's result."""
    __slots__ = ("call", "index", "count")

    def __init__(self, call: cst.Call, index: int, count: int) -> None:
        self.call, self.index, self.count = call, index, count


class _PositionElements:
    """An element binding whose elements are those of item ``index`` of ``count`` names
    unpacked from a helper call's tuple (the helper's own list at that position)."""
    __slots__ = ("call", "index", "count")

    def __init__(self, call: cst.Call, index: int, count: int) -> None:
        self.call, self.index, self.count = call, index, count


def _string_key_store(target: cst.CSTNode) -> bool:
    """``feats["p3"]`` as an assignment target: a name subscripted by one string literal."""
    return (type(target) is cst.Subscript and type(target.value) is cst.Name
            and len(target.slice) == 1 and type(target.slice[0].slice) is cst.Index
            and type(target.slice[0].slice.value) is cst.SimpleString)


class _Mapped:
    """``outs = [f(o) for o in outs]``: the list's items mapped by an element expression that
    reads the old items through ``var``."""
    __slots__ = ("var", "elt")

    def __init__(self, var: str, elt: cst.CSTNode) -> None:
        self.var, self.elt = var, elt


def _mapped(name: str, comp: cst.CSTNode) -> "_Mapped | None":
    f = comp.for_in
    if (type(comp) is cst.ListComp and f.inner_for_in is None and not f.ifs and type(f.target) is cst.Name
            and type(f.iter) is cst.Name and f.iter.value == name and f.target.value != name):
        return _Mapped(f.target.value, comp.elt)
    return None


class _ElementsOf:
    """An element binding whose elements are those of a container expression."""
    __slots__ = ("container",)

    def __init__(self, container: cst.CSTNode) -> None:
        self.container = container


_COUNTER = cst.Integer("0")     # what `i` of `for i, v in enumerate(xs)` is bound to
# what a control-flow body's state is bound to when its uses look like a python list's: a
# name bound nowhere (unknown), which the loop-var binding turns into a probable tensor
_LISTED_STATE = cst.Name("_listed_state_")


def zipped(target: cst.CSTNode, it: cst.CSTNode) -> "list[tuple[cst.CSTNode, cst.CSTNode | None]] | None":
    """Loop targets paired with what each one iterates: ``for a, b in zip(xs, ys)`` gives
    ``[(a, xs), (b, ys)]``, ``for i, v in enumerate(xs)`` gives ``[(i, None), (v, xs)]`` (None:
    a counter); None for other loops."""
    if not (isinstance(target, (cst.Tuple, cst.List)) and isinstance(it, cst.Call)
            and isinstance(it.func, cst.Name)):
        return None
    elems = [e.value for e in target.elements]
    args = [a for a in it.args if a.keyword is None]
    if any(isinstance(e, cst.StarredElement) for e in target.elements) or any(a.star for a in args):
        return None
    if it.func.value == "zip" and len(args) == len(elems) == len(it.args):
        return [(e, a.value) for e, a in zip(elems, args)]
    if it.func.value == "enumerate" and len(elems) == 2 and len(args) >= 1:
        return [(elems[0], None), (elems[1], args[0].value)]
    return None


def _display_rows(target: cst.CSTNode, it: cst.CSTNode) -> "list[cst.CSTNode] | None":
    """The rows of ``for a, b in ((x1, y1), (x2, y2))``: a display of displays, each as long as
    the target and none starred; None for other loops."""
    if not (type(target) in (cst.Tuple, cst.List) and type(it) in (cst.Tuple, cst.List) and it.elements):
        return None
    width = len(target.elements)
    rows = [e.value for e in it.elements]
    if any(type(e) is cst.StarredElement for e in (*target.elements, *it.elements)) or any(
            type(r) not in (cst.Tuple, cst.List) or len(r.elements) != width
            or any(type(x) is cst.StarredElement for x in r.elements) for r in rows):
        return None
    return rows


def _columns(it: cst.CSTNode) -> list[cst.Tuple]:
    # one display per position of the rows, kept for the file's analysis (`memoized`), so that
    # the ids the kind tables key on stay those of live nodes
    rows = [e.value for e in it.elements]
    return [cst.Tuple([cst.Element(r.elements[i].value) for r in rows])
            for i in range(len(rows[0].elements))]


def unzipped_rows(target: cst.CSTNode, it: cst.CSTNode) -> "list[tuple[cst.CSTNode, cst.CSTNode]] | None":
    """``for head, p in ((self.h1, p1), (self.h2, p2))``: each target name paired with the
    display of what it takes on the passes (``(self.h1, self.h2)``, ``(p1, p2)``), as if the loop
    were ``zip`` of those; None for other loops."""
    if _display_rows(target, it) is None:
        return None
    return list(zip((e.value for e in target.elements), memoized("display-columns", it, _columns)))


def listy(name: str) -> bool:
    """Names that usually hold python lists in Gluon code (states, begin_state, features)."""
    low = name.lower()
    return (low.endswith("s") and not low.endswith(("ss", "us", "is"))) or container_role(name)


def container_role(name: str) -> bool:
    """Names of what Gluon's own API hands over as python lists (RNN ``states``, a ``cache``):
    stronger than a plural ending, and than a ``Tensor`` annotation (gluonts annotates the
    states list of a cell ``states: Tensor``)."""
    low = name.lower()
    return "state" in low or "list" in low or "cache" in low


def _topk_kind(call: cst.Call) -> Kind:
    # ret_typ='both' gives (values, indices); every other ret_typ one array
    rt = _kwarg(call, "ret_typ")
    if isinstance(rt, cst.SimpleString) and "both" in rt.value:
        return Kind.MULTI
    return Kind.TENSOR


def _attribute_value(node: cst.BaseExpression) -> object:
    """A keyword's literal value as the op table spells attribute values (True/False, a
    string), or the node itself when it is no such literal."""
    if isinstance(node, cst.Name) and node.value in ("True", "False"):
        return node.value == "True"
    if isinstance(node, cst.SimpleString):
        return node.evaluated_value
    return node


def _attribute_counted_kind(op: str, call: cst.Call, receiver: bool = False) -> Kind | None:
    """Kind of a call of an op whose output count an attribute decides (the op table's
    ``attribute_output_counts``), or None where the call keeps the default count of one (the
    caller's reading stands). ``F.LayerNorm(x, g, b, output_mean_var=True)`` is a list of three
    eagerly and a group of three hybridized, so ``res[0]`` is its first output in both and no
    row: where the call sets such an attribute to a value that changes the count, or to one
    nothing here reads (a name, a positional argument, ``**kwargs``), its outputs are not one
    tensor. ``receiver``: the method form (``x.topk(-1, 2, 'both')``), whose receiver is the data,
    the first of the op's arguments."""
    entry = load_catalogue().attribute_output_counts.get(op)
    if entry is None:
        return None
    default, counting = entry
    if any(a.star for a in call.args):
        return Kind.TENSOR_OR_TUPLE
    order = load_catalogue().argument_order.get(op)
    positional = sum(1 for a in call.args if a.keyword is None) + receiver
    # without the op's argument order (a python helper's signature) any positional argument
    # past the data may be the counting one
    if (order is None and positional > 1) or any(name in (order or ())[:positional] for name in counting):
        return Kind.TENSOR_OR_TUPLE
    for name, values in counting.items():
        given = _kwarg(call, name)
        if given is None:
            continue
        value = _attribute_value(given)
        if isinstance(value, cst.BaseExpression) or value in values:
            return Kind.TENSOR_OR_TUPLE
    return None if default == 1 else Kind.MULTI


def _topk_call_kind(call: cst.Call, receiver: bool = False) -> Kind:
    """``F.topk(...)`` / ``x.topk(...)``: a literal ret_typ keyword is read ('both': two outputs);
    one set otherwise (positionally, by a name) leaves the count open."""
    counted = _attribute_counted_kind("topk", call, receiver)
    literal = isinstance(_kwarg(call, "ret_typ"), cst.SimpleString)
    return _topk_kind(call) if counted is None or literal else counted


# F.np / F.npx operators that hand back a python list or tuple of arrays, in MXNet 1.9.1 eagerly
# and hybridized alike (split and its kin, unique with return_*, the decompositions); one array
# comes back from every other operator of those namespaces
_NP_TUPLE_OPS = frozenset({"split", "array_split", "hsplit", "vsplit", "dsplit", "nonzero",
                           "histogram", "meshgrid", "broadcast_arrays", "divmod",
                           "modf", "frexp", "shape"})
# those of them whose every item is one array (not `shape`'s ints, nor `histogram`'s pair of counts
# and edges read as one): `mu, log_sigma = F.np.split(h, 2, axis=1)` binds two arrays
_NP_ARRAY_LIST_OPS = frozenset({"split", "array_split", "hsplit", "vsplit", "dsplit", "meshgrid",
                                "broadcast_arrays"})
_NP_LINALG_TUPLE_OPS = frozenset({"svd", "slogdet", "eigh", "eig", "qr", "lstsq"})
_NP_LINALG_ARRAY_OPS = frozenset({"norm", "inv", "det", "pinv", "cholesky", "solve", "tensorinv",
                                  "tensorsolve", "eigvals", "eigvalsh", "matrix_rank"})
# names of those namespaces that are no array operator (mode switches, devices, I/O, dtype and
# memory queries) or whose output count depends on their arguments (rnn's states, batch_norm's
# output_mean_var, control flow; unravel_index is a tuple eagerly and one array hybridized)
_NP_NON_ARRAY = frozenset({"ndim", "size", "result_type", "may_share_memory", "shares_memory",
                           "isscalar", "finfo", "iinfo", "dtype", "set_np", "reset_np",
                           "is_np_array", "is_np_shape", "use_np", "num_gpus", "cpu", "gpu",
                           "cpu_pinned", "current_context", "current_device", "save", "savez",
                           "load", "waitall", "set_printoptions", "get_printoptions", "seed",
                           "rnn", "batch_norm", "multibox_target", "foreach", "while_loop", "cond",
                           "custom", "from_numpy", "from_dlpack", "to_dlpack_for_read",
                           "to_dlpack_for_write", "array_equal", "array_equiv", "allclose",
                           "isclose_scalar", "get_include", "unravel_index"})
# the modules mx.np / mx.npx resolve to -> the F sub-namespace holding the same operators
_MX_NP_MODULES = {"mxnet.np": "np", "mxnet.numpy": "np", "mxnet.npx": "npx",
                  "mxnet.numpy_extension": "npx"}
_UNIQUE_FLAGS = ("return_index", "return_inverse", "return_counts")


def mx_np_op_path(full: str | None) -> tuple[str, ...] | None:
    """A resolved ``mxnet.npx.relu`` / ``mxnet.numpy.random.uniform`` -> ("npx", "relu") /
    ("np", "random", "uniform"): the path F.np / F.npx spells the same operator with (the form
    ``np_call_kind`` reads); None for a name outside mx.np / mx.npx."""
    for module, space in _MX_NP_MODULES.items():
        if full is not None and full.startswith(module + "."):
            return (space, *full[len(module) + 1:].split("."))
    return None


def np_call_kind(path: tuple[str, ...], call: cst.Call) -> Kind:
    """Kind of ``F.np.<op>(...)`` / ``F.npx.<op>(...)`` in numpy mode: one mx.np array (a numpy
    Symbol after hybridize()), a python list of them, or not known."""
    op = path[-1]
    if len(path) < 2 or op.startswith("_") or not op[:1].islower() or op in _NP_NON_ARRAY \
            or any(p.startswith("_") for p in path):
        return Kind.UNKNOWN
    if len(path) == 3 and path[1] == "random":
        return Kind.TENSOR
    if len(path) == 3 and path[1] == "linalg":
        if op in _NP_LINALG_TUPLE_OPS:
            return Kind.CONTAINER
        return Kind.TENSOR if op in _NP_LINALG_ARRAY_OPS else Kind.UNKNOWN
    if len(path) != 2:
        return Kind.UNKNOWN
    if op in _NP_TUPLE_OPS:
        return Kind.CONTAINER
    if op == "topk":
        return Kind.CONTAINER if _topk_kind(call) is Kind.MULTI else Kind.TENSOR
    if op == "unique":
        flags = [_kwarg(call, f) for f in _UNIQUE_FLAGS]
        if all(f is None or (isinstance(f, cst.Name) and f.value == "False") for f in flags) \
                and len(call.args) == 1:
            return Kind.TENSOR
        return Kind.UNKNOWN
    positional = [a for a in call.args if a.keyword is None]
    if op in ("atleast_1d", "atleast_2d", "atleast_3d"):
        # one array for one argument, a list for several
        if any(a.star for a in positional):
            return Kind.UNKNOWN
        return Kind.TENSOR if len(positional) == 1 else Kind.CONTAINER
    if any(a.star for a in call.args):
        return Kind.UNKNOWN
    if op == "where" and len(call.args) == 1:
        return Kind.CONTAINER       # np.where(cond): a tuple of index arrays, as nonzero
    return Kind.TENSOR


def f_call_kind(path: tuple[str, ...], call: cst.Call) -> Kind:
    """Kind of ``F.<path>(...)``: one tensor, several, or not known (the op table's word)."""
    op = path[-1]
    if path[0] in _F_SUBSPACES_NUMPY or any(p.startswith("__") for p in path):
        # F.__name__.startswith(...): the namespace module's own attributes, not operators
        return Kind.UNKNOWN
    if len(path) > 1 and path[0] in _F_SUBSPACES_LOOSE:
        if len(path) == 2 and ".".join(path) in load_catalogue().single_output_namespaced_ops:
            return Kind.TENSOR      # F.contrib.MultiBoxPrior: the op table gives it one output
        if len(path) == 2 and path[0] == "linalg" and ".".join(path) in load_catalogue().multi_output_ops:
            # F.linalg.slogdet/syevd/gelqf: the op table gives them several outputs (contrib's
            # stay loose: some are registered with a variable output count)
            return Kind.MULTI
        return Kind.TENSOR_OR_TUPLE
    if len(path) > 2:
        return Kind.UNKNOWN
    if op in load_catalogue().multi_output_ops and op != "_cond":
        n = int_literal(_kwarg(call, "num_outputs"), signed=False)
        if n is None and op != "split_v2" and len(call.args) > 1 and call.args[1].keyword is None:
            n = int_literal(call.args[1].value, signed=False)
        return Kind.TENSOR if n == 1 else Kind.MULTI
    if op == "topk":
        return _topk_call_kind(call)
    counted = _attribute_counted_kind(".".join(path), call)
    if counted is not None:
        return counted
    cat = load_catalogue()
    if op in _F_LOOSE_OPS or op.startswith(("_linalg_", "_contrib_")) \
            or (op.startswith("linalg_") and op not in cat.single_output_namespaced_ops):
        # MultiBoxTarget...: several outputs; a top-level linalg_ op the catalogue gives one
        # output (linalg_gemm2, as linalg.gemm2) is one tensor, linalg_gelqf two (matched above)
        return Kind.TENSOR_OR_TUPLE
    if len(path) == 1 and cat.from_file and op not in cat.nd and op not in cat.sym:
        # not an MXNet 1.9.1 operator: one a custom build or extension registers
        # (`F.SumSquare` of a SyncBatchNorm fork), whose outputs nothing here counts
        return Kind.TENSOR_OR_TUPLE
    return Kind.TENSOR


_ELEMENTWISE_COMPARISONS = (cst.LessThan, cst.GreaterThan, cst.LessThanEqual, cst.GreaterThanEqual,
                            cst.Equal, cst.NotEqual)
# a legacy tensor's arithmetic operators answer with one tensor of its kind or raise, whatever
# the other operand is (a list, a tuple or a numpy array raises TypeError in MXNet 1.9.1, an
# NDArray and a Symbol alike): python asks the left operand first
_LEFT_ANSWERS = (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.FloorDivide, cst.Modulo, cst.Power)


@dataclass(frozen=True)
class _Unpacked:
    """What an unpacking assignment stores in one attribute of ``self``: an item of ``value``."""
    value: cst.BaseExpression


class KindInference:
    """Kinds of the names and expressions of one scope (solve once, then query)."""

    def __init__(self, scope: "Scope", resolve: Callable[[cst.CSTNode], str | None],
                 method_names: frozenset[str] = frozenset(),
                 constants: Callable[[], frozenset[str]] | None = None,
                 function_class: Callable[..., bool] | None = None) -> None:
        self.scope = scope
        self.f_name = scope.f_name
        self.resolve = resolve
        self.method_names = method_names
        # whether a name is a subclass of mx.autograd.Function (scopes.ScopeFinder.autograd_function)
        self.function_class = function_class
        # set while a read on the legacy side of an `is_np_array()` test is proven (context.value):
        # arrays there are legacy ones even in code written for both modes
        self.legacy_side = False
        self._constants = constants
        self.env: dict[str, Kind] = dict(scope.params)
        self._bindings: list[tuple[str, cst.CSTNode, cst.CSTNode | None]] = []
        # the target Name node of each binding, in step with _bindings (held, so that the ids
        # flow.py records as reaching a read stay theirs)
        self._binding_targets: list[cst.Name] = []
        self._by_name: tuple[int, dict[str, list]] | None = None   # _bindings_of's index
        self._sites_by_name: tuple[int, dict[str, list]] | None = None   # _sites_of's index
        self._mentions_memo: dict[int, tuple] = {}      # _mentions' index, by id(function)
        self._unknown_names: set[str] = set()
        # calls of a module function or of a method through self/cls (helper candidates: the
        # scope finder keeps those that pass F or a tensor)
        self.local_calls: list[cst.Call] = []
        # calls through a dotted name (`m.f(x)`, `pkg.mod.f(x)`): candidates for helpers imported
        # from another module of the project (imported.py keeps those an import resolves)
        self.dotted_calls: list[cst.Call] = []
        self.container_uses: set[str] = set()  # names used like a python container
        self.listcheck_names: set[str] = set() # names tested with isinstance(x, (list, tuple))
        # names that only a python container can be: keyed by a string (`d["key"]`), given
        # dict/list methods (`.items()`, `.append()`), iterated, unpacked with `*`, or len()'d
        self.dict_uses: set[str] = set()
        self.strong_container_uses: set[str] = set()
        # containers whose elements are subscripted or unpacked (a list of lists or of tuples)
        self.nested_uses: set[str] = set()
        # names used the way only an array can be: a receiver of an NDArray/Symbol method or
        # attribute, or a positional data argument of an F operator
        self.tensor_uses: set[str] = set()
        # where each of those uses is (HYB006 weighs a helper parameter's truth test against
        # them: a use on a branch exclusive of the test shows nothing about the tested value)
        self.tensor_use_sites: dict[str, list[cst.CSTNode]] = {}
        # names whose one-axis slice (`feats[::2]`, `xs[1:]`) is handed where only one array is
        # taken (an F operator's data argument, a Gluon layer's input): a slice of a python list
        # is a list, which those raise on eagerly, so code that runs holds an array there
        self.sliced_tensor_uses: set[str] = set()
        # names given as a data argument of an F operator, which MXNet 1.9.1 takes only as an
        # NDArray or Symbol (a numpy array, list or number raises), and names given to one of
        # the operators that take a number there too
        self.op_inputs: set[str] = set()
        self.number_op_inputs: set[str] = set()
        # names read with an attribute or method no python number has (`.shape`, `.sum()`)
        self.array_attr_uses: set[str] = set()
        # names whose uses show python values where the name alone does not: elements fed to
        # the child block of the same index (`self.branches[i](x[i])`), elements given as an
        # operator's attribute (`height=size[0]`), `*rest` after explicit inputs, zipped with
        # the block's children
        self.python_uses: set[str] = set()
        # names handed to `range()` and never rebound: MXNet's arrays (legacy and numpy mode)
        # and Symbols raise TypeError there ("cannot be interpreted as an integer"), so code
        # that runs holds a python int in them
        self.range_uses: set[str] = set()
        # names handed alone to `float()`/`int()` and never rebound, in legacy code: a legacy
        # NDArray has no `__float__`/`__int__` (MXNet 1.9.1: TypeError eagerly, one element or
        # many), so code that runs holds a python number there (an mx.np array converts: not
        # read in numpy mode)
        self.number_uses: set[str] = set()
        # receivers of a Parameter's own methods (`for w in weight_list: w.data()`)
        self.parameter_uses: set[str] = set()
        self._picked: dict[str, cst.Subscript] = {}    # `hx_i = h[i]`: the element it names
        # names bound only by iterating a child-block container of the block
        # (`for conv in self.lateral_convs`), unpacking one or taking its item: calling one
        # runs a child block
        self.block_names: set[str] = set()
        self._rebound: frozenset[str] | None = None     # names this function binds (lazily)
        self._other_bound: set[str] = set()
        # names bound only by loops over a Sequential of one-output layers (`for conv in
        # self.convs`, `for a, b in zip(self.dil, self.skip)`), and names bound to other children
        self._sequential_items: set[str] = set()
        self._other_items: set[str] = set()
        # names subscripted by each index variable (`params[i]`, `mus[i]`: lists in lockstep)
        self.indexed_by: dict[str, set[str]] = {}
        # element kinds of python containers bound in this scope (`xs = [a, b]`, `xs.append(a)`)
        self.elem_env: dict[str, Kind] = {}
        self._elem_bindings: list[tuple[str, cst.CSTNode]] = []
        self._memo: dict[int, Kind] = {}
        self._list_writes: dict[str, list | None] = {}     # list_writes, by list name
        self._solved = False
        self._stores = None     # _self_stores, computed on the first read of `self.<attr>`
        # kinds reaching each read of a name (flow.py), when the scope finder sets `flow`
        self._use_kinds: dict[int, Kind] = {}
        # reads of a parameter and whether each still holds the argument (flow.py)
        self._pristine_reads: dict[int, bool] = {}
        # reads of a parameter and whether the argument may still reach each (flow.py): False
        # when every path there rebinds the name
        self._argument_reads: dict[int, bool] = {}
        # reads of a name and the bindings that may reach each (flow.py: ids of the bindings'
        # target Name nodes, flow.ARGUMENT, flow.ALL_BINDINGS)
        self._reaching: dict[int, frozenset] = {}
        self.flow: Callable[["KindInference"], object] | None = None
        # return kinds of F-helpers of this file, by function name and by method name
        # answers "what does this F-helper call return?" (ScopeFinder.call_return)
        self.oracle = None
        # functions defined in this scope's body (checked as part of it), and lambdas bound to
        # a name by an assignment of their own (`scale = lambda t: ...`), read like them
        self._nested: list[cst.FunctionDef | cst.Lambda] = []
        self._lambda_names: dict[int, cst.Name] = {}   # id(such a lambda) -> its target
        self._lambda_bodies_open: set[str] = set()    # bound lambdas whose body is being read
        self._body_escaped: set[str] = set()     # nested functions passed on other than as a body
        # a foreach body's state parameter -> the init_states of each call handing it over
        self._foreach_states: dict[str, list[cst.CSTNode]] = {}
        # id(nested function) -> (parameter, how, value) for each binding of its parameters (how
        # None: unknown); flow.py reads the nested body with these, not with the joined kinds of
        # names the enclosing function binds too (`chosen_ids` a loop state and a local)
        self.nested_params: dict[int, list[tuple[str, str | None, cst.CSTNode | None]]] = {}
        # reads of a name where an isinstance test or assert says it is a list or tuple
        self._listed_uses: set[int] = set()
        self._array_read_ids: set[int] | None = None     # _array_reads' answer, once solved
        # the node types of the body (nested classes' bodies excepted) and the attribute names
        # called in it (`F.maximum(...)`): a rule that checks only certain constructs can tell
        # from these, without a walk of its own, that a scope holds none of them
        self.node_types: set[type] = set()
        self.called_attrs: set[str] = set()
        # `states[order]`, `x[F.argsort(p)]`: subscripts of a name by one name or call, read
        # after the collection for an index that is an F operator's one output (_index_uses)
        self._tensor_indexed: list[cst.Subscript] = []
        self._collect(scope.func.body)
        self._index_uses()
        if self._nested:
            self._bind_nested()

    # ---- binding collection -------------------------------------------------

    def _collect(self, root: cst.CSTNode) -> None:
        # Eager-only branches contribute no bindings (they do not exist on the traced path)
        # but still count as evidence of what a parameter holds (`for s in states` there).
        # `rebound`: names an earlier statement of an enclosing block assigns on every path to
        # the node, so a type test there is about that value, not what the name held before
        # (an input tested with isinstance only after `x = self.model(x)` is still a tensor)
        stack: list[tuple[cst.CSTNode, bool, frozenset]] = [(root, False, frozenset())]
        node_types = self.node_types
        while stack:
            node, eager, rebound = stack.pop()
            t = type(node)
            node_types.add(t)
            if t is cst.If:
                g = guard_of(node.test, self.f_name, self.resolve)
                self._note_config_unwrap(node)
                listed = _listcheck_of(node.test)
                if listed is not None:
                    self._note_listed(listed, [node.body])
                stack.append((node.test, eager, rebound))
                stack.append((node.body, eager or g == EAGER, rebound))
                if node.orelse is not None:
                    stack.append((node.orelse, eager or g == SYMBOLIC, rebound))
                continue
            if t is cst.IndentedBlock:
                for i, stmt in enumerate(node.body):
                    if (isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1
                            and isinstance(stmt.body[0], cst.Assert)):
                        listed = _listcheck_of(stmt.body[0].test)
                        if listed is not None:
                            self._note_listed(listed, node.body[i + 1:])
            if t is cst.Subscript:
                if type(node.value) is cst.Subscript and isinstance(node.value.value, cst.Name):
                    self.nested_uses.add(node.value.value.value)    # `states[0][1]`
                if isinstance(node.value, cst.Name):
                    self.container_uses.add(node.value.value)
                    if _string_keyed(node):
                        self.dict_uses.add(node.value.value)
                    elif array_only_subscript(node):
                        self._tensor_use(node.value.value, node)
                    elif isinstance(node.slice[0].slice, cst.Index) and isinstance(
                            node.slice[0].slice.value, cst.Name):
                        self.indexed_by.setdefault(node.slice[0].slice.value.value, set()).add(
                            node.value.value)
                        if len(node.slice) == 1:
                            self._tensor_indexed.append(node)
                    elif len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index) \
                            and type(node.slice[0].slice.value) is cst.Call:
                        self._tensor_indexed.append(node)
            elif t is cst.Attribute:
                if isinstance(node.value, cst.Name) and node.attr.value in _ARRAY_ATTRS:
                    self._tensor_use(node.value.value, node)
                    self.array_attr_uses.add(node.value.value)
            elif t is cst.StarredElement or (t is cst.Arg and node.star):
                if isinstance(node.value, cst.Name):
                    self.container_uses.add(node.value.value)
                    self.strong_container_uses.add(node.value.value)
            elif t is cst.Call:
                if type(node.func) is cst.Attribute:
                    self.called_attrs.add(node.func.attr.value)
                self._note_call(node, eager, rebound)
            elif t is cst.Comparison:
                self._note_type_check(node, rebound)
            elif t is cst.For or t is cst.CompFor:
                self._note_container_use(node.iter)
                if isinstance(node.iter, cst.Name):
                    self.strong_container_uses.add(node.iter.value)
                    if not isinstance(node.target, cst.Name):
                        self.nested_uses.add(node.iter.value)     # `for h, c in states`
                if not eager:
                    self._bind(node.target, "iter", node.iter)
            elif t is cst.ClassDef:
                self._unknown_names.add(node.name.value)
                continue
            elif eager:
                pass
            elif t is cst.Assign:
                if (len(node.targets) == 1 and type(node.value) is cst.Lambda
                        and type(node.targets[0].target) is cst.Name):
                    self._lambda_names[id(node.value)] = node.targets[0].target
                for tgt in node.targets:
                    self._bind(tgt.target, "assign", node.value)
                    if _string_key_store(tgt.target):
                        # a tensor takes no string key: the name is a mapping holding the value
                        self._elem_bindings.append((tgt.target.value.value, node.value))
                    if isinstance(tgt.target, cst.Name):
                        self._note_pick(tgt.target.value, node.value)
                    if (isinstance(tgt.target, (cst.Tuple, cst.List)) and type(node.value) is cst.Subscript
                            and isinstance(node.value.value, cst.Name)):
                        self.nested_uses.add(node.value.value.value)  # `h, c = states[0]`
            elif t is cst.AnnAssign:
                if node.value is not None:
                    self._bind(node.target, "assign", node.value)
            elif t is cst.AugAssign:
                if isinstance(node.target, cst.Name):
                    self._bindings.append((node.target.value, "aug", node))
                    self._binding_targets.append(node.target)
            elif t is cst.NamedExpr:
                self._bind(node.target, "assign", node.value)
            elif t is cst.AsName:
                self._bind_unknown(node.name)
            elif t is cst.FunctionDef or t is cst.Lambda:
                params = node.params
                named = list(params.posonly_params) + list(params.params) + list(params.kwonly_params)
                if t is cst.FunctionDef or id(node) in self._lambda_names:
                    if t is cst.FunctionDef:
                        self._unknown_names.add(node.name.value)
                    self._nested.append(node)      # parameters: from its call sites (_bind_nested)
                    named = []
                for p in named:
                    self._unknown_names.add(p.name.value)
                for p in (params.star_arg, params.star_kwarg):
                    if isinstance(p, cst.Param):
                        self._unknown_names.add(p.name.value)
            kids = children(node)
            if t is cst.IndentedBlock:
                shadows, seen = [], rebound
                for k in kids:
                    shadows.append(seen)
                    seen = seen | _assigned_names(k)
                pairs = list(zip(kids, shadows))
                pairs.reverse()
                stack.extend((k, eager, r) for k, r in pairs)
            else:
                # (the same pushes as above with every child under `rebound`, without the pair
                # list and generator: this loop runs once per node of every scope)
                push = stack.append
                for k in reversed(kids):     # (the list is shared: walk.children)
                    push((k, eager, rebound))

    def _index_uses(self) -> None:
        """``states[order]`` with ``order = F.argsort(...)``: a python list or tuple raises
        TypeError on an NDArray index, a numpy array IndexError, and a dict KeyError on an array
        made in this call (MXNet 1.9.1), so where it runs the subscripted value is an array. The
        index must be an F operator's one output made here: a call, or a local every binding of
        which is such a call (never an input, which a caller could also hand as a dict key)."""
        for node in self._tensor_indexed:
            index = node.slice[0].slice.value
            if type(index) is cst.Name:
                if index.value in self.scope.params:
                    continue
                values = [value for how, value in self._bindings_of(index.value) if how == "assign"]
                if not values or len(values) != len(self._bindings_of(index.value)):
                    continue
            else:
                values = [index]
            if all(type(v) is cst.Call and (path := self.f_path(v.func)) is not None
                   and f_call_kind(path, v) is Kind.TENSOR for v in values):
                self._tensor_use(node.value.value, node)

    def _bind_nested(self) -> None:
        """A function defined in the body runs on what its call sites pass: each parameter is
        bound to those arguments (to its default where a call leaves it out), so ``t.shape`` in
        ``def _rows(t): ...`` called as ``_rows(x)`` reads a tensor.  A parameter named like an
        input of the scope joins with it (reads outside the nested body take their kinds from
        flow.py, which starts from the inputs).  A function that escapes (passed on, decorated,
        defined twice, called with ``*args``) or a parameter used as a python container is left
        unknown.  A lambda bound by ``name = lambda ...`` is read the same way: any other use of
        the name (rebound, passed on, stored) is an escape."""
        targets = [self._nested_name(fn) for fn in self._nested]
        names = [t.value for t in targets]
        sites: dict[str, list[cst.Call]] = {n: [] for n in names}
        escaped: set[str] = {n for n in names if names.count(n) > 1}
        escaped.update(fn.name.value for fn in self._nested if _decorated(fn))
        calls: set[int] = set()
        defs = {id(t) for t in targets}
        # bodies handed to F.contrib.foreach / while_loop: what the operator calls them with
        bodies: dict[str, list[list[tuple[str, cst.CSTNode]]]] = {}
        handed: set[int] = set()
        for node in iter_descendants(self.scope.func.body):
            if type(node) is cst.Call and isinstance(node.func, cst.Name) and node.func.value in sites:
                calls.add(id(node.func))
                sites[node.func.value].append(node)
                if any(a.star for a in node.args):
                    escaped.add(node.func.value)
            elif type(node) is cst.Call:
                self._note_body_calls(node, sites, bodies, handed)
            elif (type(node) is cst.Name and node.value in sites and id(node) not in calls
                  and id(node) not in defs):
                escaped.add(node.value)      # (pre-order: a call's func is seen after the call)
                if id(node) not in handed:
                    bodies.pop(node.value, None)
                    self._body_escaped.add(node.value)
        for fn in self._nested:
            p = fn.params
            seen = self.nested_params.setdefault(id(fn), [])
            for star in (p.star_arg, p.star_kwarg):
                if isinstance(star, cst.Param):
                    self._unknown_names.add(star.name.value)
                    seen.append((star.name.value, None, None))
            positional = [*p.posonly_params, *p.params]
            name = self._nested_name(fn).value
            if (name in bodies and name not in self._body_escaped and not sites[name]
                    and not _decorated(fn) and names.count(name) == 1):
                self._bind_body(fn, positional, bodies[name])
                continue
            for param in (*positional, *p.kwonly_params):
                pname = param.name.value
                values = None
                if (name not in escaped and sites[name] and pname != self.f_name
                        and not self._python_evidence(pname)):
                    values = []
                    for call in sites[name]:
                        v = self._argument(call, positional, param)
                        if v is None:
                            values = None
                            break
                        values.append(v)
                if values is None:
                    self._unknown_names.add(pname)
                    seen.append((pname, None, None))
                    continue
                for v in values:
                    self._bind(cst.Name(pname), "assign", v)
                    seen.append((pname, "assign", v))

    def _nested_name(self, fn: cst.FunctionDef | cst.Lambda) -> cst.Name:
        """The name a nested function is called by: its own, or a bound lambda's target."""
        return fn.name if type(fn) is cst.FunctionDef else self._lambda_names[id(fn)]

    def _note_body_calls(self, call: cst.Call, sites, bodies, handed: set[int]) -> None:
        """``F.contrib.foreach(step, data, states)`` calls ``step(<a slice of data>, states)``;
        ``F.contrib.while_loop(cond, func, [a, b])`` calls ``cond(a, b)`` and ``func(a, b)``
        (MXNet 1.9.1's contrib control flow, eagerly with NDArrays, traced with Symbols)."""
        path = self.f_path(call.func) if self.f_name is not None else None
        if not path or path[-1] not in ("foreach", "while_loop") or any(a.star for a in call.args):
            return
        keywords = (("body", "data", "init_states") if path[-1] == "foreach"
                    else ("cond", "func", "loop_vars"))
        given = [a.value for a in call.args if a.keyword is None]
        named = {a.keyword.value: a.value for a in call.args if a.keyword is not None}
        got = [given[i] if i < len(given) else named.get(k) for i, k in enumerate(keywords)]
        if path[-1] == "foreach":
            fns, roles = got[:1], ([("slice", got[1]), ("state", got[2])]
                                   if got[1] is not None and got[2] is not None else None)
        else:
            loop_vars = self._displayed_list(got[2])
            fns = got[:2]
            roles = ([("assign", e.value) for e in loop_vars.elements]
                     if isinstance(loop_vars, (cst.List, cst.Tuple))
                     and not any(isinstance(e, cst.StarredElement) for e in loop_vars.elements)
                     else None)
        for fn in fns:
            if isinstance(fn, cst.Name) and fn.value in sites:
                handed.add(id(fn))
                if roles is None:
                    self._body_escaped.add(fn.value)
                else:
                    bodies.setdefault(fn.value, []).append(roles)

    def _displayed_list(self, node: cst.CSTNode | None) -> cst.CSTNode | None:
        """``state = [x, y]`` then ``while_loop(cond, step, state)``: a name bound once to a list
        or tuple display, and never grown, shrunk or item-assigned, hands the operator that
        display's elements; anything else stays as it is (its elements not known).  A parameter
        rebound to a display may still reach the call as the caller's value on another path."""
        if type(node) is not cst.Name or node.value in self.scope.params:
            return node
        bound = self._bindings_of(node.value)
        if len(bound) != 1 or bound[0][0] != "assign" or not isinstance(bound[0][1], (cst.List, cst.Tuple)):
            return node
        for n in iter_descendants(self.scope.func.body):
            if (type(n) is cst.Attribute and isinstance(n.value, cst.Name) and n.value.value == node.value
                    and n.attr.value in _LIST_MUTATORS):
                return node
            if (type(n) in (cst.AssignTarget, cst.AugAssign) and type(n.target) is cst.Subscript
                    and isinstance(n.target.value, cst.Name) and n.target.value.value == node.value):
                return node
            if (type(n) is cst.Del and type(n.target) is cst.Subscript
                    and isinstance(n.target.value, cst.Name) and n.target.value.value == node.value):
                return node
        return bound[0][1]

    def _string_keyed_display(self, name: str) -> "cst.Dict | None":
        """The dict display the local ``name`` is bound to once, when it holds only
        string-literal keys with their values (no ``**`` splat); None otherwise (shared by
        ``displayed_dict`` and ``_keyed_value``)."""
        if name in self.scope.params:
            return None
        bound = self._bindings_of(name)
        if len(bound) != 1 or bound[0][0] != "assign" or type(bound[0][1]) is not cst.Dict:
            return None
        shown = bound[0][1]
        if all(type(e) is cst.DictElement and type(e.key) is cst.SimpleString for e in shown.elements):
            return shown
        return None

    def displayed_dict(self, node: cst.CSTNode) -> "cst.Dict | None":
        """``extras = {"offset": off}`` then ``helper(F, x, **extras)``: a name bound once to a
        dict display of string-literal keys that are identifiers, never changed afterwards (no
        method called on it, no item stored or deleted), hands the call exactly those keywords;
        None for anything else (its keys not known)."""
        shown = self._string_keyed_display(node.value) if type(node) is cst.Name else None
        if shown is None:
            return None
        for e in shown.elements:
            key = e.key.evaluated_value
            if not (isinstance(key, str) and key.isidentifier()):
                return None
        for n in iter_descendants(self.scope.func.body):
            if type(n) is cst.Attribute and type(n.value) is cst.Name and n.value.value == node.value:
                return None
            if (type(n) in (cst.AssignTarget, cst.AugAssign, cst.Del) and type(n.target) is cst.Subscript
                    and type(n.target.value) is cst.Name and n.target.value.value == node.value):
                return None
        return shown

    def _bind_body(self, fn: cst.FunctionDef | cst.Lambda, positional: list[cst.Param], uses) -> None:
        """Parameters of a control-flow body: bound to what each operator call passes."""
        seen = self.nested_params[id(fn)]
        for i, param in enumerate(positional):
            pname = param.name.value
            passed = [roles[i] for roles in uses if i < len(roles)]
            if len(passed) < len(uses) or pname == self.f_name:
                self._unknown_names.add(pname)
                seen.append((pname, None, None))
                continue
            for how, value in passed:
                if how == "state":
                    self._foreach_states.setdefault(pname, []).append(value)
            if self._python_evidence(pname):
                # indexed or iterated like a list (or named like one): a nested list of arrays
                # maybe, an array maybe, never a python number
                passed = [("assign", _LISTED_STATE)]
            for how, value in passed:
                how = "slice-of" if how == "slice" else "loop-var"
                self._bind(cst.Name(pname), how, value)
                seen.append((pname, how, value))
        for param in fn.params.kwonly_params:
            self._unknown_names.add(param.name.value)
            seen.append((param.name.value, None, None))

    @staticmethod
    def _argument(call: cst.Call, positional: list[cst.Param], param: cst.Param) -> cst.CSTNode | None:
        """What ``call`` passes for ``param`` (its default when it passes nothing)."""
        for i, a in enumerate(a for a in call.args if a.keyword is None):
            if i < len(positional) and positional[i] is param:
                return a.value
        for a in call.args:
            if a.keyword is not None and a.keyword.value == param.name.value:
                return a.value
        return param.default

    def _python_evidence(self, name: str) -> bool:
        """Uses of ``name`` that show a python value where its binding alone may not (what
        ``_refine_params`` weighs for a scope's own inputs)."""
        if name in self.tensor_uses:
            return False
        return (name in self.listcheck_names or name in self.dict_uses or name in self.python_uses
                or (name in self.container_uses and listy(name)))

    def _note_call(self, call: cst.Call, eager: bool = False, rebound: frozenset = frozenset()) -> None:
        func = call.func
        fname = func.value if type(func) is cst.Name else None
        if fname == "range" and not eager:
            for a in call.args:
                if (a.keyword is None and not a.star and isinstance(a.value, cst.Name)
                        and a.value.value not in rebound):
                    self.range_uses.add(a.value.value)
        if fname in ("float", "int") and not eager and not self.scope.numpy_mode and len(call.args) == 1:
            a = call.args[0]
            if (a.keyword is None and not a.star and isinstance(a.value, cst.Name)
                    and a.value.value not in rebound):
                self.number_uses.add(a.value.value)
        if fname in ("len", "zip", "enumerate", "list", "tuple", "reversed", "sorted", "dict"):
            for a in call.args:
                self._note_container_use(a.value)
                if fname != "len" and isinstance(a.value, cst.Name):
                    self.strong_container_uses.add(a.value.value)
        if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
            recv, meth = func.value.value, func.attr.value
            if meth in _CONTAINER_METHODS:
                self.strong_container_uses.add(recv)
                if meth in _DICT_METHODS:
                    self.dict_uses.add(recv)
                if meth in ("append", "insert") and call.args and not eager:
                    self._elem_bindings.append((recv, call.args[-1].value))
            elif meth in FLUENT_METHODS or meth in NDARRAY_ONLY_METHODS:
                self._tensor_use(recv, call)
                self.array_attr_uses.add(recv)
            elif meth in _PARAMETER_METHODS:
                self.parameter_uses.add(recv)
        path = self.f_path(func) if self.f_name is not None else None
        if path:
            sequence_first = path[-1] in _SEQUENCE_OPS and path[0] in ("np", "numpy")
            for i, a in enumerate(call.args):
                if a.star == "*" and len(path) == 1 and path[0] in _ALL_DATA_OPS:
                    self._note_starred_display(a.value)
                if a.star or not isinstance(a.value, cst.Name):
                    continue
                if i == 0 and sequence_first and a.keyword is None:
                    # `F.np.stack(features, axis=1)`: a python sequence of arrays
                    self.strong_container_uses.add(a.value.value)
                    self.python_uses.add(a.value.value)
                    self.listcheck_names.add(a.value.value)
                    continue
                if path[-1] in _LIST_TAKING_OPS:
                    continue
                if a.keyword is None or a.keyword.value in _DATA_KEYWORDS:
                    self._tensor_use(a.value.value, a)
                    self._note_op_input(path, i, a)
            op = path[-1]
            if (len(path) == 1 or path[0] == "contrib") and op not in _NOT_DATA_OPS \
                    and op not in _NUMBER_TAKING_OPS and not op.startswith(("random_", "sample_")):
                for i, a in enumerate(call.args):
                    if a.star or not (i == 0 or op in _ALL_DATA_OPS or (a.keyword is not None
                                                                      and a.keyword.value in _DATA_KEYWORDS)):
                        continue
                    name = shifted_name(a.value, self._number_attr)
                    if name is not None:
                        self._tensor_use(name, a)
            for a in call.args:
                if (not a.star and (a.keyword is None or a.keyword.value in _DATA_KEYWORDS)
                        and path[-1] not in _LIST_TAKING_OPS
                        and not (path[-1] in _SEQUENCE_OPS and path[0] in ("np", "numpy"))):
                    self._note_sliced_use(a.value)
        cls = self.scope.cls
        if (cls is not None and isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name)
                and func.value.value == "self" and func.attr.value in cls.tensor_input_children
                and call.args and call.args[0].keyword is None and not call.args[0].star
                and isinstance(call.args[0].value, cst.Name)):
            # `self.backbone(clips)`: a Gluon layer's input is one array
            self._tensor_use(call.args[0].value.value, call.args[0])
        if (cls is not None and isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name)
                and func.value.value == "self" and func.attr.value in cls.tensor_input_children
                and call.args and call.args[0].keyword is None and not call.args[0].star):
            self._note_sliced_use(call.args[0].value)
        if fname == "isinstance" and len(call.args) == 2 and isinstance(call.args[0].value, cst.Name):
            types = call.args[1].value
            elems = [e.value for e in types.elements] if isinstance(types, (cst.Tuple, cst.List)) else [types]
            if any(isinstance(e, cst.Name) and e.value in ("list", "tuple", "dict") for e in elems) \
                    and call.args[0].value.value not in rebound:
                self.listcheck_names.add(call.args[0].value.value)
        self._note_python_args(call, fname)
        if not eager and call.args and (
                isinstance(func, cst.Name) or (isinstance(func, cst.Attribute)
                                               and isinstance(func.value, cst.Name)
                                               and (func.value.value in ("self", "cls")
                                                    or func.value.value[:1].isupper()))
                # `table[key](F, x)`: a function picked from a dispatch table
                or (isinstance(func, cst.Subscript) and isinstance(func.value, cst.Name))
                # `getattr(self, '_' + self._mode)(F, x)`: a method picked by name
                or self_getattr(func) is not None
                # an override handing its base's method other values: `super().merge(F, y)`
                or (isinstance(func, cst.Attribute) and func.attr.value != "hybrid_forward"
                    and super_call(func.value))):
            self.local_calls.append(call)
        elif not eager and isinstance(func, cst.Attribute):
            root, depth = func.value, 1
            while isinstance(root, cst.Attribute):
                root, depth = root.value, depth + 1
            # (`self.proj.apply(x)`: a method of the object an attribute holds; `d.entropy()`
            # handed nothing: a method of an object a local holds may read the traced values it
            # was built with, scopes._built_with_traced)
            if isinstance(root, cst.Name) and (root.value not in ("self", "cls", self.f_name)
                                               or (root.value == "self" and depth == 2)) \
                    and (call.args or (depth == 1 and root.value not in ("self", "cls"))):
                self.dotted_calls.append(call)

    def _note_sliced_use(self, value: cst.CSTNode) -> None:
        """``name[a:b:c]`` handed where one array is taken: ``name`` is an array (one slice, no
        comma: a list takes that too, and gives a list)."""
        if (type(value) is cst.Subscript and isinstance(value.value, cst.Name)
                and len(value.slice) == 1 and isinstance(value.slice[0].slice, cst.Slice)
                and not isinstance(value.slice[0].comma, cst.Comma)):
            self.sliced_tensor_uses.add(value.value.value)

    def _note_starred_display(self, value: cst.CSTNode) -> None:
        """``F.stack(*[q] * n, axis=1)``, ``F.concat(*[a, b], dim=1)``: each name written in the
        display is a positional data argument of an operator all of whose positional arguments
        are data, which MXNet 1.9.1 takes only as an NDArray or Symbol (AssertionError for a
        list or a number)."""
        if type(value) is cst.BinaryOperation and type(value.operator) is cst.Multiply:
            value = value.left if type(value.left) in (cst.List, cst.Tuple) else value.right
        if type(value) not in (cst.List, cst.Tuple):
            return
        for e in value.elements:
            if type(e) is cst.Element and type(e.value) is cst.Name:
                self._tensor_use(e.value.value, e)

    def _tensor_use(self, name: str, node: cst.CSTNode) -> None:
        self.tensor_uses.add(name)
        self.tensor_use_sites.setdefault(name, []).append(node)

    def _note_op_input(self, path: tuple[str, ...], position: int, arg: cst.Arg) -> None:
        op = path[-1]
        if (len(path) > 2 or (len(path) == 2 and path[0] not in ("contrib", "linalg"))
                or op in _NOT_DATA_OPS or op.startswith(("random_", "sample_"))):
            return
        if not (position == 0 or arg.keyword is not None or op in _ALL_DATA_OPS
                or (op.startswith(("broadcast_", "elemwise_")) and op not in _NOT_ALL_DATA)):
            return
        if op in _NUMBER_TAKING_OPS:
            self.number_op_inputs.add(arg.value.value)
        else:
            self.op_inputs.add(arg.value.value)

    def _note_pick(self, name: str, value: cst.CSTNode) -> None:
        if type(value) is cst.Subscript and isinstance(value.value, cst.Name):
            self._picked[name] = value
        else:
            self._picked.pop(name, None)

    def _note_listed(self, name: str, region) -> None:
        for root in region:
            for n in iter_descendants(root, stop=(cst.FunctionDef, cst.Lambda, cst.ClassDef)):
                if type(n) is cst.Name and n.value == name:
                    self._listed_uses.add(id(n))

    def _note_config_unwrap(self, node: cst.If) -> None:
        """``if self.use_dr: x_len = x_len[0]``: under a configuration flag the value comes
        wrapped in a python list or tuple and is unwrapped; like ``isinstance``, x may be a list."""
        if not _config_test(node.test) or not isinstance(node.body, cst.IndentedBlock):
            return
        for stmt in node.body.body:
            if not isinstance(stmt, cst.SimpleStatementLine):
                continue
            for small in stmt.body:
                if not (isinstance(small, cst.Assign) and len(small.targets) == 1
                        and isinstance(small.targets[0].target, cst.Name)
                        and isinstance(small.value, cst.Subscript)
                        and isinstance(small.value.value, cst.Name)
                        and small.value.value.value == small.targets[0].target.value
                        and len(small.value.slice) == 1
                        and isinstance(small.value.slice[0].slice, cst.Index)
                        and int_literal(small.value.slice[0].slice.value, signed=False) is not None):
                    continue
                self.listcheck_names.add(small.value.value.value)

    def _note_type_check(self, node: cst.Comparison, rebound: frozenset = frozenset()) -> None:
        """``type(x) in (list, tuple)`` / ``type(x) is list``: like isinstance, x may be a list."""
        left = node.left
        if not (isinstance(left, cst.Call) and isinstance(left.func, cst.Name)
                and left.func.value == "type" and len(left.args) == 1
                and isinstance(left.args[0].value, cst.Name)):
            return
        for comp in node.comparisons:
            other = comp.comparator
            elems = [e.value for e in other.elements] if isinstance(other, (cst.Tuple, cst.List,
                                                                           cst.Set)) else [other]
            if any(isinstance(e, cst.Name) and e.value in ("list", "tuple", "dict") for e in elems) \
                    and left.args[0].value.value not in rebound:
                self.listcheck_names.add(left.args[0].value.value)

    def _note_python_args(self, call: cst.Call, fname: str | None) -> None:
        positional = [a for a in call.args if a.keyword is None and not a.star]
        for a in call.args:
            value = a.value
            if a.star == "*" and isinstance(value, cst.Name) and positional:
                self.python_uses.add(value.value)          # F.concat(x2, x1, *extra)
            elif (a.keyword is not None and a.keyword.value not in _DATA_KEYWORDS
                    and self.f_name is not None and self.f_path(call.func)
                    and type(value) is cst.Subscript and isinstance(value.value, cst.Name)
                    and not array_only_subscript(value)):
                self.python_uses.add(value.value.value)    # F.op(x, height=size[0])
            elif (a.keyword is None and not a.star and type(value) is cst.Subscript
                    and isinstance(value.value, cst.Name) and not array_only_subscript(value)
                    and self._context_position(call, a)):
                # `F.zeros(shape, ctx[0])`: mx.nd reads a context there, as from `ctx=ctx[0]`,
                # so `ctx` is a python list of contexts (HYB007 reports the position)
                self.python_uses.add(value.value.value)
            elif a.keyword is None and not a.star:
                picked = self._picked.get(value.value) if isinstance(value, cst.Name) else value
                if (type(picked) is cst.Subscript and isinstance(picked.value, cst.Name)
                        and _same_index_block(call.func, picked)):
                    self.python_uses.add(picked.value.value)    # self.branches[i](x[i])
        if fname == "zip" and any(_self_rooted(a.value) for a in call.args):
            for a in call.args:
                if isinstance(a.value, cst.Name):
                    self.python_uses.add(a.value.value)    # zip(self._children.values(), x)

    def _context_position(self, call: cst.Call, arg: cst.Arg) -> bool:
        """Whether ``arg`` stands where a creation operator's mx.nd function takes ``ctx``."""
        path = self.f_path(call.func) if self.f_name is not None else None
        if path not in CONTEXT_SLOT or any(a.star for a in call.args):
            return False
        positional = [a for a in call.args if a.keyword is None]
        at = CONTEXT_SLOT[path][0]
        return at < len(positional) and positional[at] is arg

    def _note_container_use(self, node: cst.CSTNode) -> None:
        if isinstance(node, cst.Name):
            self.container_uses.add(node.value)

    def _bind_unknown(self, target: cst.CSTNode) -> None:
        if isinstance(target, cst.Name):
            self._unknown_names.add(target.value)
        elif isinstance(target, (cst.Tuple, cst.List)):
            for e in target.elements:
                self._bind_unknown(e.value)
        elif isinstance(target, cst.StarredElement):
            self._bind_unknown(target.value)

    def _bind(self, target: cst.CSTNode, how: str, value: cst.CSTNode) -> None:
        if how == "iter":
            pairs = zipped(target, value) or unzipped_rows(target, value)
            if pairs is not None:
                for t, src in pairs:
                    if src is None:
                        self._bind(t, "assign", _COUNTER)
                    else:
                        self._bind(t, "iter", src)
                return
        if isinstance(target, cst.Name):
            self._bindings.append((target.value, how, value))
            self._binding_targets.append(target)
            # a loop over a child container, or a name unpacked from one or bound to one of its
            # items (`feats, heads = self.model`, `feats = self.model[0]`): a child block
            if how in ("iter", "elem-of-assign", "assign") and self._child_container(value):
                self.block_names.add(target.value)
                if how == "iter" and self._sequential_of_one_output(value):
                    self._sequential_items.add(target.value)
                else:
                    self._other_items.add(target.value)
            else:
                self._other_bound.add(target.value)
            if how in ("assign", "loop-var"):
                if isinstance(value, (cst.List, cst.Tuple)):
                    for e in value.elements:
                        self._elem_bindings.append(
                            (target.value, None if isinstance(e, cst.StarredElement) else e.value))
                elif type(value) is cst.Dict:
                    for e in value.elements:
                        self._elem_bindings.append(
                            (target.value, e.value if type(e) is cst.DictElement else None))
                elif isinstance(value, (cst.ListComp, cst.GeneratorExp)):
                    self._elem_bindings.append((target.value, _mapped(target.value, value) or value.elt))
                else:
                    # elements of whatever the value holds (a split's outputs, a list...)
                    self._elem_bindings.append((target.value, _ElementsOf(value)))
        elif isinstance(target, (cst.Tuple, cst.List)):
            elems = target.elements
            if how == "assign":
                self._note_container_use(value)
                if isinstance(value, cst.Name) and not any(
                        isinstance(e, cst.StarredElement) for e in elems):
                    self.python_uses.add(value.value)    # `h, c = hc`: an input tuple of states
            if (how == "assign" and isinstance(value, (cst.Tuple, cst.List))
                    and len(value.elements) == len(elems)
                    and not any(isinstance(e, cst.StarredElement) for e in (*elems, *value.elements))):
                for e, v in zip(elems, value.elements):
                    self._bind(e.value, "assign", v.value)
                return
            if how == "assign" and type(value) is cst.Name and self.oracle is not None:
                value = self.sole_call(value) or value     # `res = helper(...)`, `a, b = res`
            by_position = how == "assign" and isinstance(value, cst.Call) and not any(
                isinstance(e, cst.StarredElement) for e in elems)
            for i, e in enumerate(elems):
                if isinstance(e, cst.StarredElement):
                    self._bind_unknown(e.value)
                elif by_position:
                    # `y, scale = helper(F, x)`: the helper's tuple, position by position
                    self._bind(e.value, "pos-of-assign", _Position(value, i, len(elems)))
                    if isinstance(e.value, cst.Name):
                        # (and a list at a position keeps the helper's element kind:
                        # `anchors, preds = forward(x, ...)` of lists the helper appended to)
                        self._elem_bindings.append(
                            (e.value.value, _PositionElements(value, i, len(elems))))
                else:
                    self._bind(e.value, "elem-of-" + how, value)
        elif isinstance(target, cst.StarredElement):
            self._bind_unknown(target.value)

    # ---- solving --------------------------------------------------------------

    def solve(self) -> None:
        if self._solved:
            return
        # names and container elements depend on each other (`w = kwargs["weight"]`,
        # `feats = [F.relu(x)]`): solve names, then elements, then names again with them
        self._use_kinds.clear()
        self._pristine_reads.clear()
        self._argument_reads.clear()
        self._reaching.clear()
        self.elem_env = dict(self.scope.elem_params)
        self._solve_names()
        if self._elem_bindings or self.scope.elem_params:
            self._solve_elems()
            self._solved = False
            self._solve_names()
            self._solve_elems()
        if self.flow is not None:
            self._run_flow()
            if self._elem_bindings:
                # element kinds read names (`[weight]`): again with the kinds that reach them,
                # then the loops that iterate those containers
                before = self.elem_env
                self._solve_elems()
                if self.elem_env != before:
                    self._run_flow()

    def _run_flow(self) -> None:
        # the flow pass fills both per-read tables afresh; kinds memoised before it are stale
        self._use_kinds.clear()
        self._pristine_reads.clear()
        self._argument_reads.clear()
        self._reaching.clear()
        self.flow(self)
        self._memo.clear()

    def _solve_elems(self) -> None:
        elems = dict(self.scope.elem_params)
        mapped = []
        for name, value in self._elem_bindings:
            if value is None:
                k = Kind.UNKNOWN
            elif type(value) is _Mapped:
                mapped.append((name, value))
                continue
            elif type(value) is _PositionElements:
                positions = (self.oracle.call_position_elements(self, value.call)
                             if self.oracle is not None else None)
                if positions is None or len(positions) != value.count \
                        or positions[value.index] in (Kind.BOTTOM, Kind.UNKNOWN):
                    continue        # no list there, or its elements not known: says nothing
                k = positions[value.index]
            elif type(value) is _ElementsOf:
                copied = self._copied(value.container)
                if type(copied) is cst.Name and copied.value == name:
                    continue        # `feats = list(feats)`: the elements its other bindings give
                held = self._kind(value.container)
                if held in (Kind.TENSOR, Kind.SCALAR, Kind.NONE, Kind.TENSOR_OR_NONE, Kind.BOTTOM,
                            Kind.UNKNOWN):
                    # not a container there, or not known to be one (`anchors =
                    # self.concat(anchors)`, a helper's result): says nothing about the elements
                    # the name's list bindings hold; reads after it are not containers by flow
                    continue
                k = self._element_kind(value.container)
            else:
                k = self._kind(value)
            elems[name] = join(elems.get(name, Kind.BOTTOM), k)
        for name, value in mapped:
            # the items the other bindings give, mapped: the loop variable holds one of them
            # (or one the map made, which must then be of the same kind for the guess to stand)
            before = elems.get(name, Kind.BOTTOM)
            held = self.env.get(value.var)
            self.env[value.var] = before
            self._memo.clear()
            k = self._kind(value.elt)
            if held is None:
                del self.env[value.var]
            else:
                self.env[value.var] = held
            elems[name] = join(before, k if k is before else Kind.UNKNOWN)
        self.elem_env = {n: (Kind.UNKNOWN if k is Kind.BOTTOM else k) for n, k in elems.items()}
        self._memo.clear()

    def _solve_names(self) -> None:
        self.env = dict(self.scope.params)
        for name in self._unknown_names:
            self.env[name] = Kind.UNKNOWN
        for name, _how, _value in self._bindings:
            self.env.setdefault(name, Kind.BOTTOM)     # bound later: no information yet
        base = dict(self.env)
        for _ in range(8):
            new = dict(base)
            for name, how, value in self._bindings:
                new[name] = join(new.get(name, Kind.BOTTOM), self._binding_kind(how, value))
            if new == self.env:
                break
            moving = {k for k, v in new.items() if self.env.get(k) != v}
            self.env = new
        else:
            # did not settle: anything still moving is unknown
            for k in moving:
                self.env[k] = Kind.UNKNOWN
        for k, v in self.env.items():
            if v is Kind.BOTTOM:     # only ever bound from itself
                self.env[k] = Kind.UNKNOWN
        self._solved = True
        self._memo.clear()

    def nested_param_kinds(self, fn: cst.FunctionDef | cst.Lambda) -> dict[str, Kind] | None:
        """Kinds of a nested function's parameters from their own bindings (None: not one of
        this scope's nested functions)."""
        bound = self.nested_params.get(id(fn))
        if bound is None:
            return None
        out: dict[str, Kind] = {}
        for name, how, value in bound:
            k = Kind.UNKNOWN if how is None or value is None else self._binding_kind(how, value)
            out[name] = join(out.get(name, Kind.BOTTOM), k)
        return {n: Kind.UNKNOWN if k is Kind.BOTTOM else k for n, k in out.items()}

    def _binding_kind(self, how: str, value: cst.CSTNode) -> Kind:
        if how == "assign":
            return self._kind(value)
        if how == "loop-var":
            # a state F.contrib.foreach / while_loop hands its body: MXNet 1.9.1 takes only
            # arrays or nested lists of them there (anything else raises before the body runs),
            # so one whose source is not known is a probable tensor, never a python value
            k = self._kind(value)
            return Kind.TENSOR_OR_TUPLE if k is Kind.UNKNOWN else k
        if how == "aug":
            left = self.env.get(value.target.value, Kind.BOTTOM)
            right = self._kind(value.value)
            if left is Kind.BOTTOM:
                return Kind.BOTTOM       # decided by the name's other bindings
            return aug_kind(left, right)
        if how == "iter":
            return self.iterated_kind(value)
        if how == "pos-of-assign":
            return self.position_kind(value.call, value.index, value.count)
        if how == "elem-of-assign":
            if self.rnn_states_read(value):
                return Kind.TENSOR      # `h, c = states` of an RNN layer's states
            k = self._kind(value)
            if k is Kind.CONTAINER:
                return self.unpacked_kind(value)
            return Kind.TENSOR if k is Kind.MULTI else Kind.UNKNOWN
        if how == "elem-of-pos-of-assign":
            # `out, (h, c) = self.lstm(x, states)`: each state of the layer's list is one tensor
            return Kind.TENSOR if self._rnn_states_position(value) else Kind.UNKNOWN
        if how == "elem-of-iter":
            # `for e, (a, b) in enumerate(self.edges)` of `self.edges = [(0, 1), (1, 2)]`
            return Kind.SCALAR if self.number_rows(value) else Kind.UNKNOWN
        if how == "slice-of":
            # foreach's body gets one step of its data: a tensor when the data is one (a list
            # of them when the data is a list: a probable tensor when the data is not known)
            k = self._kind(value)
            return (Kind.TENSOR if k is Kind.TENSOR
                    else Kind.TENSOR_OR_TUPLE if k is Kind.UNKNOWN else Kind.UNKNOWN)
        return Kind.UNKNOWN

    def _elem_of(self, container: cst.CSTNode) -> Kind | None:
        """Kind of the elements of a python container expression, when known."""
        copied = self._copied(container)
        if copied is not None:
            return self._elem_of(copied)
        if isinstance(container, cst.Name):
            k = self.elem_env.get(container.value)
            return k if k is not None and k is not Kind.UNKNOWN else None
        if isinstance(container, (cst.List, cst.Tuple)):
            k = self._join_elements(container)
            return k if k not in (Kind.BOTTOM, Kind.UNKNOWN) else None
        if isinstance(container, (cst.ListComp, cst.GeneratorExp)):
            # every element is what the element expression computes
            k = self._kind(container.elt)
            return k if k not in (Kind.BOTTOM, Kind.UNKNOWN) else None
        if type(container) is cst.Call and self._np_array_list(container):
            return Kind.TENSOR
        if (type(container) is cst.Call and not container.args and type(container.func) is cst.Attribute
                and container.func.attr.value == "values" and self._kind(container.func.value) is Kind.CONTAINER):
            # `experts.values()` of a dict whose values are known
            return self._elem_of(container.func.value)
        if type(container) is cst.Call and self._keyword_dict(container):
            # `dict(cls=self.cls(x), box=self.box(x))`: the values, as a display holds them
            k = self._joined_kinds(a.value for a in container.args)
            return k if k not in (Kind.BOTTOM, Kind.UNKNOWN) else None
        return None

    def _np_array_list(self, call: cst.Call) -> bool:
        """``F.np.split(h, 2, axis=1)`` (and its kin) in numpy mode: a python list of single
        arrays, eagerly and hybridized alike, so each item is a tensor."""
        if not self.scope.numpy_mode:
            return False
        path = self.f_path(call.func)
        return (path is not None and len(path) == 2 and path[0] in _F_SUBSPACES_NUMPY
                and path[1] in _NP_ARRAY_LIST_OPS)

    def _keyword_dict(self, call: cst.Call) -> bool:
        """``dict(cls=..., box=...)``: the builtin (not rebound here) given keywords only."""
        func = call.func
        return (type(func) is cst.Name and func.value == "dict" and func.value not in self.env
                and bool(call.args) and all(a.keyword is not None and not a.star for a in call.args))

    def _copied(self, node: cst.CSTNode) -> "cst.BaseExpression | None":
        """The container ``node`` copies, element for element: ``list(feats)``, ``tuple(feats)``,
        ``reversed(feats)`` (the builtin, not rebound here) or a slice ``feats[1:]`` of a python
        container (YOLOv8's neck: ``x = list(x)`` of a tuple of levels); None otherwise."""
        t = type(node)
        if t is cst.Call:
            func, args = node.func, node.args
            if (type(func) is cst.Name and func.value in _COPYING_BUILTINS and func.value not in self.env
                    and len(args) == 1 and not args[0].star and args[0].keyword is None):
                return args[0].value
            return None
        if (t is cst.Subscript and len(node.slice) == 1 and type(node.slice[0].slice) is cst.Slice
                and self._kind(node.value) is Kind.CONTAINER):
            return node.value
        return None

    def _parameter_get(self, container: cst.CSTNode, call: cst.Call) -> Kind:
        """``kwargs.get('weight')`` of the keyword container Gluon fills with the block's
        registered Parameters: a key the class registers is always there, so the call gives the
        element (any other key may give None or the default)."""
        cls = self.scope.cls
        args = call.args
        if cls is None or not 1 <= len(args) <= 2 or any(a.star or a.keyword is not None for a in args):
            return Kind.UNKNOWN
        key = args[0].value
        if not (isinstance(key, cst.SimpleString) and key.evaluated_value in cls.param_names):
            return Kind.UNKNOWN
        elem = self._elem_of(container)
        return elem if elem is not None else Kind.UNKNOWN

    def _dict_get(self, container: cst.CSTNode, call: cst.Call) -> Kind:
        """``feats.get("c4")`` of a container whose elements are known (a dict display, its stores,
        a helper's dict argument, a helper's ``**kw`` of its calls' keywords: ``kw.get("mask")``):
        the element, or None / the default for a missing key. Not for the ``**kwargs`` of
        ``hybrid_forward``, which Gluon fills with the block's Parameters (``_parameter_get``):
        any other key is never there."""
        args = call.args
        star = self.scope.func.params.star_kwarg
        if (not 1 <= len(args) <= 2 or any(a.star or a.keyword is not None for a in args)
                or (isinstance(star, cst.Param) and type(container) is cst.Name
                    and container.value == star.name.value and not self._keywords_only())):
            return Kind.UNKNOWN
        keyed = self._keyed_value(container, args[0].value)
        if keyed is not None:
            return self._kind(keyed)
        elem = self._elem_of(container)
        if elem is None:
            return Kind.UNKNOWN
        if self._displays_hold(container, args[0].value):
            return elem
        return join(elem, self._kind(args[1].value) if len(args) == 2 else Kind.NONE)

    def _displays_hold(self, container: cst.CSTNode, key: cst.CSTNode) -> bool:
        """``outputs.get("tokens")`` in a helper every call of which hands the parameter
        ``outputs`` a dict display holding that string key (no ``**`` splat), and which only reads
        it (_read_only_dict): the key is always there, so the call gives the element, never the
        default."""
        scope = self.scope
        if (type(key) is not cst.SimpleString or type(container) is not cst.Name or scope.style != "helper"
                or not scope.callers or container.value not in scope.params):
            return False
        name, wanted = container.value, key.evaluated_value
        skip = 1 if scope.cls is not None and first_is_self(scope.func) else 0
        for _, call in scope.callers:
            if any(a.star for a in call.args):
                return False
            arg = bound_arguments(scope.func, call.args, skip, any_keyword=True).get(name)
            if type(arg) is not cst.Dict or not all(type(e) is cst.DictElement for e in arg.elements) \
                    or not any(type(e.key) is cst.SimpleString and e.key.evaluated_value == wanted
                               for e in arg.elements):
                return False
        return self._read_only_dict(name)

    def _keywords_only(self) -> bool:
        """This helper's ``**kw`` holds only the keywords its calls spell: no call hands it a
        ``**`` container (hybrid_forward's ``**kwargs`` of Parameters forwarded, where a key no
        Parameter has is never there)."""
        return self.scope.style == "helper" and not any(
            a.star == "**" for _, call in self.scope.callers for a in call.args)

    def _keyed_value(self, container: cst.CSTNode, key: cst.CSTNode) -> "cst.BaseExpression | None":
        """``stats["mean"]`` or ``stats.get("mean")`` of ``stats = {"mean": h.mean(axis=-1,
        keepdims=True), "eps": self._eps}``: the value the display holds under that literal key,
        read by itself rather than in the join of every value (a tensor beside a python number
        joins to unknown).  Only for a name bound once, to a display of string keys and no
        ``**`` splat, that the function only reads (`_read_only_dict`); None otherwise (the key
        not shown, so `.get` gives its default)."""
        if type(key) is not cst.SimpleString or type(container) is not cst.Name:
            return None
        shown = self._string_keyed_display(container.value)
        if shown is None:
            return None
        wanted = key.evaluated_value
        found = None
        for e in shown.elements:
            if e.key.evaluated_value == wanted:
                found = e.value
        if found is None or not self._read_only_dict(container.value):
            return None
        return found

    def _read_only_dict(self, name: str) -> bool:
        """Every read of ``name`` in this function takes an item (``d["k"]``, not stored or
        deleted) or calls ``get``/``keys``/``values``/``items`` on it: nothing it is handed to
        (a helper, ``**d``) or called on it (``update``) may change what a key holds."""
        func = self.scope.func
        parents = parent_map(func)
        for n in name_nodes_by_text(func.body).get(name, ()):
            up = parents.get(id(n))
            t = type(up)
            if t is cst.Subscript and up.value is n:
                holder = parents.get(id(up))
                if type(holder) in (cst.AssignTarget, cst.AugAssign, cst.Del) \
                        or type(holder) is cst.Element or type(holder) is cst.Tuple:
                    return False    # a store, a delete, or an item of an unpacking target maybe
                continue
            if t is cst.Attribute and up.value is n and up.attr.value in ("get", "keys", "values", "items"):
                continue
            if t is cst.AssignTarget and up.target is n:
                continue            # (its one binding)
            return False
        return True

    def unpacked_kind(self, container: cst.CSTNode) -> Kind:
        """``h, c = states``: each name gets an element of a container whose element kind is
        known; a tensor element only probably (it may be a nested list of states)."""
        elem = self._elem_of(container)
        if elem is None:
            return Kind.UNKNOWN
        if elem is Kind.TENSOR and _computed_elements(container):
            # `a, b = [F.concat(p, q) for p in ...]`: each element is one operator's result
            return Kind.TENSOR
        return Kind.TENSOR_OR_TUPLE if elem is Kind.TENSOR else elem

    def _join_elements(self, literal: cst.List | cst.Tuple) -> Kind:
        """Join of the kinds of a list/tuple literal's elements (BOTTOM when it is empty)."""
        return self._joined_kinds(None if type(e) is cst.StarredElement else e.value for e in literal.elements)

    def _joined_kinds(self, values) -> Kind:
        """Join of the kinds of ``values`` (BOTTOM when there are none): the elements of a
        display, the values of a dict; a None among them (a ``*x`` whose items are not read)
        joins UNKNOWN."""
        k = Kind.BOTTOM
        for v in values:
            k = join(k, Kind.UNKNOWN if v is None else self._kind(v))
        return k

    def iterated_kind(self, it: cst.CSTNode) -> Kind:
        """What each pass of ``for v in it`` holds: an element of the container, except that
        iterating a dict (a display, a name read as one or bound once to a display) gives its
        keys, not the values its elements stand for."""
        if type(it) is cst.Dict or (type(it) is cst.Name and (
                it.value in self.dict_uses or self._string_keyed_display(it.value) is not None)):
            return Kind.UNKNOWN
        return self._element_kind(it)

    def _element_kind(self, it: cst.CSTNode) -> Kind:
        t = type(it)    # (type identity: libcst's node classes are final, see walk.py)
        if t is cst.IfExp:
            return join(self._element_kind(it.body), self._element_kind(it.orelse))
        if t is cst.List or t is cst.Tuple:
            k = self._join_elements(it)
            return k if k is not Kind.BOTTOM else Kind.UNKNOWN
        k = self._kind(it)
        if k is Kind.MULTI and self.oracle is not None:
            # the items of a helper's tuple of known positions (`for f in res`)
            call = self.sole_call(it)
            positions = self.oracle.call_positions(self, call) if call is not None else None
            if positions:
                out = Kind.BOTTOM
                for p in positions:
                    out = join(out, p)
                return out if out is not Kind.BOTTOM else Kind.UNKNOWN
        if k is Kind.MULTI or k is Kind.TENSOR:
            # (iterating one tensor gives its rows eagerly, its one output hybridized: a tensor
            # both ways; HYB013 reports the loop itself)
            return Kind.TENSOR
        if k is Kind.CONTAINER:
            elem = self._elem_of(it)
            if elem is not None:
                return elem
            if t is cst.Call and self.oracle is not None:
                # a helper's own list (`return [conv(x) for conv in convs]`): its element kind
                elem = self.oracle.call_elements(self, it)
                if elem is not None and elem not in (Kind.BOTTOM, Kind.UNKNOWN):
                    return elem
        if t is cst.Call and type(it.func) is cst.Name and it.func.value == "range":
            return Kind.SCALAR
        name = self._table_name(it)
        if name and name in (self.oracle.number_sequences() if t is cst.Name
                             else self.oracle.number_table_attributes()):
            # `for j, p in enumerate(PARENTS)` of a module's fixed table, `for pad in self.pads`
            # of `self.pads = [1, 3]` in __init__
            return Kind.SCALAR
        return Kind.UNKNOWN

    def _table_name(self, it: cst.CSTNode) -> str:
        """The name a fixed table of this file may have: a module-level name this function does
        not bind, or the attribute of an unbound ``self``; "" for anything else."""
        if self.oracle is None:
            return ""
        if type(it) is cst.Name:
            return it.value if it.value not in self.scope.params and not self._bindings_of(it.value) else ""
        if type(it) is cst.Attribute and type(it.value) is cst.Name and it.value.value == "self" \
                and not self._bindings_of("self"):
            return it.attr.value
        return ""

    def number_rows(self, it: cst.CSTNode) -> bool:
        """Whether ``it`` is a fixed table of tuples of numbers (index.number_sequences' rows)."""
        name = self._table_name(it)
        if not name:
            return False
        names, attributes = self.oracle.number_row_tables()
        return name in (names if type(it) is cst.Name else attributes)

    def invalidate(self) -> None:
        """Forget solved kinds (after params or helper return kinds changed)."""
        self._solved = False
        self._memo.clear()

    def position_kind(self, call: cst.Call, index: int, count: int) -> Kind:
        """Kind of item ``index`` when ``call``'s result is unpacked into ``count`` names."""
        k = self._kind(call)
        if k is Kind.BOTTOM:
            return Kind.BOTTOM
        if count == self._tuple_child_arity(call):
            # `x, cls = self.fuse(a, b)`: a child of a class of this file that returns that many
            # single tensors (scopes.tuple_output_classes)
            return Kind.TENSOR
        if count == 2 and index == 0 and self._rnn_layer_with_states(call):
            # `out, states = self.gru(x, [h0])`: a fused RNN layer given begin states returns
            # (output, new states); the output is one tensor (the states stay a list)
            return Kind.TENSOR
        if self.oracle is not None:
            # a helper's tuple, position by position, before the join of the whole: `return
            # features, anchors` of a list of feature maps and one tensor is several tensors
            # taken as a whole (MULTI), but its first item is only a probable tensor
            positions = self.oracle.call_positions(self, call)
            if positions is not None and len(positions) == count:
                return positions[index]
        if k is Kind.MULTI or (k is Kind.CONTAINER and self._np_array_list(call)):
            return Kind.TENSOR
        if k is Kind.TENSOR_OR_TUPLE:
            # `lm, _ = self.branch(y)`: the block returned a tuple whose outputs are most often
            # single tensors (at times a list of states): a probable tensor, never a proven one
            return Kind.TENSOR_OR_TUPLE
        return Kind.UNKNOWN

    def _rnn_layer_with_states(self, call: cst.Call) -> bool:
        """``self.<layer>(x, states)`` of a fused Gluon RNN layer (scopes.rnn_layer_children) given
        begin states that are not a literal None: MXNet 1.9.1's ``_RNNLayer.forward`` then returns
        the pair (output, new states)."""
        func = call.func
        cls = self.scope.cls
        if (cls is None or type(func) is not cst.Attribute or type(func.value) is not cst.Name
                or func.value.value != "self" or func.attr.value in self.method_names
                or func.attr.value not in cls.rnn_layer_children or any(a.star for a in call.args)):
            return False
        positional = [a.value for a in call.args if a.keyword is None]
        named = {a.keyword.value: a.value for a in call.args if a.keyword is not None}
        if len(positional) > 3 or not positional or set(named) - {"states", "sequence_length"}:
            return False
        states = positional[1] if len(positional) >= 2 else named.get("states")
        return states is not None and not (type(states) is cst.Name and states.value == "None")

    def _rnn_states_position(self, value) -> bool:
        """``value`` (a _Position) is item 1 of ``out, states = self.lstm(x, states)``: the new
        states MXNet 1.9.1's fused layer returns, a python list of single tensors of (layers *
        directions, batch, hidden) -- [h, c] for an LSTM, [h] for an RNN or GRU -- eagerly and
        hybridized alike (the cached graph's outputs are regrouped into that list)."""
        return (type(value) is _Position and value.count == 2 and value.index == 1
                and self._rnn_layer_with_states(value.call))

    def rnn_states_at(self, call: cst.Call, index: int, count: int) -> bool:
        """Item ``index`` of ``count`` names unpacked from ``call`` is an RNN layer's states."""
        return self._rnn_states_position(_Position(call, index, count))

    def _begin_state_call(self, node: cst.CSTNode) -> bool:
        """``self.lstm.begin_state(...)`` of a fused RNN layer child with no ``func`` or an F
        one: a python list of single state tensors (a list even for one state)."""
        cls = self.scope.cls
        func = node.func if type(node) is cst.Call else None
        if (cls is None or type(func) is not cst.Attribute or func.attr.value != "begin_state"
                or type(func.value) is not cst.Attribute or type(func.value.value) is not cst.Name
                or func.value.value.value != "self" or func.value.attr.value not in cls.rnn_layer_children
                or any(a.star for a in node.args)):
            return False
        made = _kwarg(node, "func")
        return made is None or self.f_path(made) is not None

    def rnn_states_read(self, node: cst.CSTNode) -> bool:
        """A read of a name that holds a fused RNN layer's list of state tensors on every path
        to it: each binding that may reach it is the states a call of the layer returned or
        the layer's ``begin_state`` (a parameter reaching it, or any other binding, denies)."""
        if type(node) is not cst.Name:
            return False
        # (while solving, the flow's reads are not known yet: every binding then)
        reaching = self.reaching_bindings(node) if self._solved else None
        if node.value in self.scope.params and (reaching is None or ARGUMENT in self._reaching[id(node)]):
            return False
        bound = ([(how, value) for _t, how, value in reaching] if reaching is not None
                 else self._bindings_of(node.value))
        return bool(bound) and all(
            (how == "pos-of-assign" and self._rnn_states_position(value))
            or (how == "assign" and self._begin_state_call(value)) for how, value in bound)

    def _tuple_child_arity(self, call: cst.Call) -> int | None:
        """The tuple length of ``self.<child>(...)`` when the child is only ever an instance of
        a class of this file returning a tuple of single tensors."""
        func = call.func
        cls = self.scope.cls
        if (cls is None or not cls.tuple_output_children or type(func) is not cst.Attribute
                or type(func.value) is not cst.Name or func.value.value != "self"
                or func.attr.value in self.method_names or func.attr.value not in self._child_attrs()):
            return None
        return cls.tuple_output_children.get(func.attr.value)

    def return_positions(self) -> "list[Kind] | None":
        """Per-position kinds when every ``return`` gives a tuple of one length, else None."""
        def row(v):
            if isinstance(v, cst.Call) and self.oracle is not None:
                return self.oracle.call_positions(self, v)      # `return _quantize(F, x, ...)`
            if _plain_tuple(v):
                return [self.kind(e.value) for e in v.elements]
            return None
        return self._joined_positions(row)

    def return_elements(self) -> Kind:
        """Join of the element kinds of what this function returns when every ``return`` gives
        a python container (UNKNOWN otherwise, or when one's elements are not known)."""
        k = Kind.BOTTOM
        for node in returns_of(self.scope.func.body):
            v = node.value
            if v is None or self.kind(v) is not Kind.CONTAINER:
                return Kind.UNKNOWN
            k = join(k, self._dict_values(v) if type(v) is cst.Dict else self._element_kind(v))
        return Kind.UNKNOWN if k is Kind.BOTTOM else k

    def _dict_values(self, display: cst.Dict) -> Kind:
        """Join of the values a dict display holds (``return {"cls": self.cls(x), "box":
        self.box(x)}``), as a name bound to the display holds them; UNKNOWN with a ``**`` splat."""
        k = self._joined_kinds(e.value if type(e) is cst.DictElement else None for e in display.elements)
        return Kind.UNKNOWN if k is Kind.BOTTOM else k

    def return_position_elements(self) -> "list[Kind] | None":
        """Per position of the tuple every ``return`` spells (``return anchors, preds``), the
        element kind of the python container there (UNKNOWN at a position holding anything
        else, or a container whose elements are not known); None when the returns are not
        tuples of one length."""
        def row(v):
            if not _plain_tuple(v):
                return None
            return [self._element_kind(e.value) if self.kind(e.value) is Kind.CONTAINER else Kind.UNKNOWN
                    for e in v.elements]
        return self._joined_positions(row)

    def _joined_positions(self, row) -> "list[Kind] | None":
        """Position by position, the join of ``row(value)`` over every ``return``; None when a
        row is None or the rows differ in length."""
        out: list[Kind] | None = None
        for node in returns_of(self.scope.func.body):
            kinds = row(node.value)
            if kinds is None or (out is not None and len(out) != len(kinds)):
                return None
            out = kinds if out is None else [join(a, b) for a, b in zip(out, kinds)]
        return out

    def return_kind(self) -> Kind:
        """Join of the kinds this function returns (a tuple of tensors counts as MULTI)."""
        k = Kind.BOTTOM
        for node in returns_of(self.scope.func.body):
            if node.value is None:
                k = join(k, Kind.NONE)
            elif isinstance(node.value, cst.Tuple):
                elems = [self.kind(e.value) for e in node.value.elements]
                k = join(k, Kind.MULTI if elems and all(e.tensorish for e in elems) else Kind.CONTAINER)
            elif isinstance(node.value, cst.List):
                # a list of tensors, or GluonCV's normalising `_split` helper: `return x` of
                # F.split's outputs when they are a list, else `return [x]`, where x is one
                # tensor eagerly or the grouped Symbol hybridize() traces: an element is a
                # Symbol after hybridize() either way
                elems = [self.kind(e.value) for e in node.value.elements]
                k = join(k, Kind.MULTI if elems and all(e.tensorish or e is Kind.MULTI for e in elems)
                         else Kind.CONTAINER)
            else:
                k = join(k, self.kind(node.value))
        # no `return`: an abstract method (raise NotImplementedError) that subclasses
        # override, or a procedure; either way nothing is known about the value
        return Kind.UNKNOWN if k is Kind.BOTTOM else k

    # ---- proof ------------------------------------------------------------------

    def foreach_step(self, name: str) -> bool:
        """``name`` is only ever one step of ``F.contrib.foreach``'s data (rank unknown here)."""
        bound = self._bindings_of(name)
        return bool(bound) and all(how == "slice-of" for how, _ in bound)

    def single_foreach_state(self, name: str) -> bool:
        """``name`` is only ever the state F.contrib.foreach hands its body, and every call's
        init_states is one proven tensor (not a list): MXNet 1.9.1 then passes that array (a
        Symbol once hybridized) as the body's ``states`` itself."""
        inits = self._foreach_states.get(name)
        bound = self._bindings_of(name)
        return (bool(inits) and len(bound) == len(inits)
                and all(how == "loop-var" for how, _ in bound)
                and all(self.kind(v) is Kind.TENSOR for v in inits))

    def _bindings_of(self, name: str) -> list:
        """(how, value) of every binding of ``name``: indexed once (a scan per proof made a
        function with many findings quadratic)."""
        index = self._by_name
        if index is None or index[0] != len(self._bindings):
            by: dict[str, list] = {}
            for n, how, value in self._bindings:
                by.setdefault(n, []).append((how, value))
            index = self._by_name = (len(self._bindings), by)
        return index[1].get(name, [])

    def _sites_of(self, name: str) -> list:
        """(id of the target, how, value) of every binding of ``name``, in _bindings' order."""
        index = self._sites_by_name
        if index is None or index[0] != len(self._bindings):
            by: dict[str, list] = {}
            for (n, how, value), target in zip(self._bindings, self._binding_targets):
                by.setdefault(n, []).append((id(target), how, value))
            index = self._sites_by_name = (len(self._bindings), by)
        return index[1].get(name, [])

    def reaching_bindings(self, node: cst.Name) -> list | None:
        """(id, how, value) of the bindings that may reach the read ``node`` (a parameter's
        argument aside), or None when the flow pass cannot tell: not run, the read not recorded,
        or a binding reaching it that the solver did not collect (`with ... as x`)."""
        if not self._solved:
            self.solve()
        reach = self._reaching.get(id(node))
        if reach is None or ALL_BINDINGS in reach:
            return None
        sites = self._sites_of(node.value)
        known = {site[0] for site in sites}
        if any(r not in known and r != ARGUMENT for r in reach):
            return None
        return [site for site in sites if site[0] in reach]

    def output_group(self, node: cst.CSTNode, seen: frozenset = frozenset()) -> bool:
        """True where ``node`` is an operator's output group itself: ``F.split(...)``,
        ``F.topk(..., ret_typ='both')``, or a name that only such calls reach (bound by plain
        assignment, no argument): a grouped Symbol when traced.  False for a python list holding
        the outputs (``list(F.split(...))``, a comprehension, an argument, a name asserted to be a
        list), where a negative index counts from the end in both runs."""
        if type(node) is cst.Call:
            return self.f_path(node.func) is not None and self.kind(node) is Kind.MULTI
        if type(node) is not cst.Name or node.value in seen or id(node) in self._listed_uses:
            return False
        sites = self.reaching_bindings(node)
        if not sites or ARGUMENT in self._reaching.get(id(node), ()):
            return False
        return all(how == "assign" and self.output_group(value, seen | {node.value})
                   for _, how, value in sites)

    def holds_argument(self, node: cst.CSTNode) -> bool:
        """True when the read ``node`` of a parameter still holds what the caller passed (no
        rebinding reaches it; known only when the flow pass ran)."""
        return bool(self._pristine_reads.get(id(node)))

    def may_hold_argument(self, node: cst.CSTNode) -> bool:
        """True when the read ``node`` of a parameter may still hold what the caller passed: some
        path to it does not rebind the name (known only when the flow pass ran)."""
        return bool(self._argument_reads.get(id(node)))

    def binding_dead(self, target: cst.Name, func: cst.CSTNode) -> bool:
        """True when no read of the name in ``func`` can see the binding whose target is
        ``target``: every path from it rebinds the name first (`y = F.Custom(...)`, `y =
        F.relu(x)`). Known only from the flow pass's reaching bindings; any read it did not
        record (a lambda's or nested function's, a `with ... as y` it did not collect) or could
        not settle answers False."""
        if not self._solved:
            self.solve()
        if self.flow is None:
            return False
        name = target.value
        stores = {site[0] for site in self._sites_of(name)}
        if id(target) not in stores:
            return False
        # an attribute's or keyword's spelling of the name is no read of it
        spelled = set()
        for n in iter_descendants(func):
            if isinstance(n, cst.Attribute):
                spelled.add(id(n.attr))
            elif isinstance(n, cst.Arg) and n.keyword is not None:
                spelled.add(id(n.keyword))
            if not isinstance(n, cst.Name) or n.value != name or id(n) in stores or id(n) in spelled:
                continue
            reach = self._reaching.get(id(n))
            if reach is None or ALL_BINDINGS in reach or id(target) in reach:
                return False
        return True

    def argument_reads(self, name: str, func: cst.FunctionDef) -> "list[cst.Name] | None":
        """The reads of parameter ``name`` in ``func``'s body that may see the argument the
        caller passed: every mention but the name's binding targets, its attribute and keyword
        spellings, and the reads the flow pass found rebound on every path to them. A read the
        pass did not record (a nested function's, a lambda's, ``del``) counts as one. None when
        the flow pass did not run."""
        if not self._solved:
            self.solve()
        if self.flow is None:
            return None
        stores = {site[0] for site in self._sites_of(name)}
        argument = self._argument_reads
        return [n for n in self._mentions(func).get(name, ()) if id(n) not in stores
                and argument.get(id(n), True)]

    def _mentions(self, func: cst.FunctionDef) -> dict[str, list[cst.Name]]:
        """name -> the Name nodes of ``func``'s body in walk order, but an attribute's name and a
        keyword's: one walk a function, however many parameters argument_reads is asked about
        (HYB008 asks once per read of one)."""
        found = self._mentions_memo.get(id(func))
        if found is not None:
            return found[1]
        spelled = set()
        by_name: dict[str, list[cst.Name]] = {}
        for n in iter_descendants(func.body):
            t = type(n)
            if t is cst.Attribute:
                spelled.add(id(n.attr))
            elif t is cst.Arg and n.keyword is not None:
                spelled.add(id(n.keyword))
            if t is cst.Name and id(n) not in spelled:
                by_name.setdefault(n.value, []).append(n)
        # (func held beside its index: the id keys no other node while this solver lives)
        self._mentions_memo[id(func)] = (func, by_name)
        return by_name

    def python_evidence(self, name: str) -> bool:
        """True when uses of ``name`` show a python container beyond its name: string keys or
        dict methods, an isinstance test for list/tuple, elements fed to the child block of the
        same index or zipped with the block's children."""
        return name in self.dict_uses or name in self.listcheck_names or name in self.python_uses

    def unproven(self, node: cst.CSTNode, _seen: frozenset = frozenset(),
                 _done: set | None = None) -> str | None:
        """None when ``node`` is certainly one legacy tensor, else why that is not known.

        Rules may report on a probable tensor; a rewrite needs this proof, because rewriting a
        python list of tensors (``xs[0]``) or a numpy-mode array breaks code that works.

        A name is proven by the bindings that may reach the read (flow.py), or by all of its
        bindings where that is not known. ``_seen``: names whose bindings an enclosing call is
        proving (all of them); ``_done``: bindings, by target id, entered by this proof. Either
        is taken as proven when met again: every failure returns up to the first call, so the
        proof stands only if each of them is proven too."""
        if _done is None:
            _done = set()
        # (kind(), memoised, throughout: this runs after solving, once per finding, and walks
        # down chains like x[0][0]...[0] that would otherwise be re-inferred at every level)
        k = self.kind(node)
        if k is not Kind.TENSOR:
            return f"`{_code(node)}` is not known to be a single tensor ({_DESCRIBE.get(k, k.value)})"
        if self.scope.numpy_mode and not self.legacy_side:
            return f"`{_code(node)}` is an mx.np array here (numpy mode), not a legacy tensor"
        t = type(node)
        if t is cst.Name:
            v = node.value
            if v in _seen:
                return None
            if id(node) in self._array_reads():
                # this very read is used as only an array is (`h[:, :, -1]`, `h.shape` after
                # `h = x` and a loop that rebinds h): code that runs holds an array in it, so
                # an input it may hold is one, as that use would show of the input itself
                _seen = _seen | {_ARRAY_READ}
            seen = _seen | {v}
            if v in self.scope.proven_items:
                return None     # `p = args[0]`, its only binding, used as only an array is
            if (v in self.scope.params and v not in self.scope.proven_params
                    and self._argument_reads.get(id(node), True)):
                # (a read every path to which rebinds the name holds only those bindings,
                # checked below: `label = F.reshape(label, ...)` before `label[:, 1:3]`)
                if _ARRAY_READ in _seen:
                    return None
                why = self.scope.caller_proof.get(v)
                if why is not None:
                    return (f"`{v}` is an input of {self.scope.name} used only in ways a python list "
                            f"allows too; {why}, or annotate it `{v}: NDArray`")
                return (f"`{v}` is an input of {self.scope.name} used only in ways a python list "
                        f"allows too (subscripts, len, iteration); pass it to an F operator, or "
                        f"annotate it `{v}: NDArray`, to show it is a tensor")
            if v in self.scope.params and self._pristine_reads.get(id(node)):
                # no rebinding reaches this read: it holds the (proven) argument, whatever the
                # name is bound to later (`xyz = x[..., :d]` before `x = self.layers[i](x)`)
                return None
            reaching = self.reaching_bindings(node)
            if reaching is None:
                for how, value in self._bindings_of(v):
                    why = self._binding_unproven(v, how, value, seen, _done)
                    if why is not None:
                        return why
                return None
            # only what may reach this read: `y = x[:, :1]` before `x = self.helper(F, x)`
            for target, how, value in reaching:
                if target in _done:
                    continue
                _done.add(target)
                if how == "aug":
                    # `x += y` holds what x held before it (an array's in-place add): the
                    # bindings reaching its target prove it
                    why = self.unproven(value.target, _seen, _done)
                else:
                    why = self._binding_unproven(v, how, value, _seen, _done)
                if why is not None:
                    return why
            return None
        if t is cst.Call:
            func = node.func
            if self.f_path(func):
                return None
            if (isinstance(func, cst.Attribute) and func.attr.value in FLUENT_METHODS
                    and func.attr.value != "as_np_ndarray"):
                return None         # only an array has the method: the result is one too
            if isinstance(func, cst.Attribute) and func.attr.value in _SAME_ARRAY_METHODS:
                # a list's or numpy array's .copy() is no legacy tensor: only a proven receiver
                # proves the result (and `m = m.detach()` reads the binding before it)
                return self.unproven(func.value, _seen, _done)
            cls = self.scope.cls
            if (cls is not None and isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name)
                    and func.value.value == "self"):
                if func.attr.value in cls.single_output_children:
                    return None     # self.fc = nn.Dense(...): a Gluon layer with one output
                if func.attr.value in cls.rnn_layer_children and _stateless(node):
                    return None     # self.lstm(x): a fused RNN layer given no states returns its output alone
            if self._sequential_item(func):
                return None         # self.convs[i](x): an item of a Sequential of one-output layers
            if type(func) is cst.Name and self.sequential_loop_item(func.value):
                return None         # `for conv in self.convs: conv(x)`: the same items
            if (type(func) is cst.Attribute and func.attr.value == "pop" and type(func.value) is cst.Name
                    and len(node.args) <= 1 and not any(a.star or a.keyword is not None for a in node.args)
                    and self.kind(func.value) is Kind.CONTAINER
                    and self._list_items_unproven(func.value.value, _seen, _done) is None):
                return None         # `skip = hs.pop()` of a local list only ever given proven tensors
            if self.oracle is not None:
                # a helper of this file: proven when it runs one known function whose every
                # return is proven (the kind its call is given proves nothing by itself)
                # (an array read proves inputs of this scope only, not what a helper returns)
                return self.oracle.call_unproven(self, node, _seen - {_ARRAY_READ}, _done)
            return f"`{_code(node)}` is returned by code hybridlint does not follow"
        if t is cst.Subscript:
            base = node.value
            bk = self.kind(base)
            if bk is Kind.MULTI:
                return None
            if bk is Kind.TENSOR:
                return self.unproven(base, _seen, _done)
            if isinstance(base, cst.Name) and base.value in self.scope.proven_elems:
                return None
            if (len(node.slice) == 1 and type(node.slice[0].slice) is cst.Index
                    and int_literal(node.slice[0].slice.value) is not None and self.rnn_states_read(base)):
                return None     # `states[0]`: an item of an RNN layer's list of state tensors
            if type(base) is cst.Name and len(node.slice) == 1 and type(node.slice[0].slice) is cst.Index:
                why = self._list_items_unproven(base.value, _seen, _done)
                if why is None:
                    return None     # `feats[i]` of a local list only ever given proven tensors
            star = self.scope.func.params.star_arg if isinstance(self.scope.func, cst.FunctionDef) else None
            if (isinstance(star, cst.Param) and isinstance(base, cst.Name) and base.value == star.name.value
                    and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index)
                    and int_literal(node.slice[0].slice.value, signed=False) is not None):
                callers = ("its block's callers, code outside this file too,"
                           if self.scope.style == "hybrid_forward" else "its callers")
                return (f"`{_code(node)}` is an item of {self.scope.name}'s `*{star.name.value}`, which "
                        f"{callers} may fill with a python list; nothing in its uses shows an array "
                        "(a tuple index or `.shape` on it would)")
            return f"`{_code(node)}` is an element of a python container"
        if t is cst.BinaryOperation:
            if isinstance(node.operator, _LEFT_ANSWERS) and self.kind(node.left).tensorish:
                # `x + self._sigma * z`: a proven x answers, whatever z holds
                tried = set(_done)      # (a failed proof's bindings prove nothing later)
                why = self.unproven(node.left, _seen, tried)
                if why is None:
                    _done |= tried
                    return None
                if type(node.operator) is not cst.Modulo and self.kind(node.right).tensorish \
                        and self.unproven(node.right, _seen, _done) is None:
                    # `x * m` with m proven: a number x gives m's kind, anything else raises
                    # TypeError in MXNet 1.9.1 (m's reflected operator: a list, a numpy or
                    # mx.np array); `"%s" % m` is a string's formatting
                    return None
                return why
            for side in (node.left, node.right):
                if self.kind(side).tensorish:
                    why = self.unproven(side, _seen, _done)
                    if why is not None:
                        return why
            return None
        if t is cst.UnaryOperation:
            return self.unproven(node.expression, _seen, _done)
        if t is cst.Attribute:
            return self.unproven(node.value, _seen, _done)
        if t is cst.IfExp:
            return self.unproven(node.body, _seen, _done) or self.unproven(node.orelse, _seen, _done)
        if t is cst.Comparison and len(node.comparisons) == 1 and isinstance(
                node.comparisons[0].operator, _ELEMENTWISE_COMPARISONS):
            # a legacy tensor's comparison operator answers with one tensor; python asks the
            # left operand first, so a right-hand tensor answers only after a number or a tensor
            # (a numpy array on the left would compare element by element itself)
            left, right = node.left, node.comparisons[0].comparator
            if self.kind(left).tensorish:
                return self.unproven(left, _seen, _done)
            if self.kind(left) is Kind.SCALAR and self.kind(right).tensorish:
                return self.unproven(right, _seen, _done)
        return f"`{_code(node)}` is not known to be a tensor"

    def _array_reads(self) -> set[int]:
        """Ids of the Name reads that a python list, tuple or number raises on: the receiver of
        an array-only attribute or method (``h.shape``, ``h.reshape(...)``, never a list's
        ``.copy()``/``.sort()``) or of a tuple subscript (``h[:, :, -1]``).  From the uses the
        solver collected, once."""
        if self._array_read_ids is None:
            ids: set[int] = set()
            for sites in self.tensor_use_sites.values():
                for site in sites:
                    t = type(site)
                    if t is cst.Call and type(site.func) is cst.Attribute \
                            and site.func.attr.value not in ("copy", "sort"):
                        read = site.func.value
                    elif (t is cst.Attribute and site.attr.value in _ARRAY_ATTRS) or (
                            t is cst.Subscript and array_only_subscript(site)):
                        read = site.value
                    else:
                        continue
                    if type(read) is cst.Name:
                        ids.add(id(read))
            self._array_read_ids = ids
        return self._array_read_ids

    def _list_items_unproven(self, name: str, seen: frozenset, done: set) -> str | None:
        """Why an item of the local list ``name`` may not be one legacy tensor (None: every value
        list_writes finds put into it is proven; met again inside that proof, it stands)."""
        key = "[]" + name       # (no identifier: never a name of _seen)
        if key in seen:
            return None
        if name in self.scope.params:
            return f"`{name}` may be the caller's list"
        writes = self._list_writes.get(name, False)
        if writes is False:
            writes = self._list_writes[name] = list_writes(
                self.scope.func, name, lambda f: self.f_path(f) is not None)
        if writes is None:
            return f"`{name}` is a python list that code hybridlint does not follow may fill"
        seen = seen | {key}
        for w in writes:
            why = self.unproven(w, seen, done)
            if why is not None:
                return f"an item of `{name}` is `{_code(w)}`: {why}"
        return None

    def _binding_unproven(self, v: str, how: str, value, seen: frozenset, done: set) -> str | None:
        """Why the binding ``v = value`` (made ``how``) may not hold one legacy tensor."""
        if how == "assign" or how == "loop-var":
            return self.unproven(value, seen, done)
        if how == "pos-of-assign":
            if value.count == self._tuple_child_arity(value.call):
                return None     # `x, cls = self.fuse(a, b)`: a tuple of single tensors, that long
            if value.count == 2 and value.index == 0 and self._rnn_layer_with_states(value.call):
                return None     # `out, states = self.gru(x, [h0])`: the RNN layer's output
            split = self._split_outputs(value.call)
            if split is not None:
                func = value.call.func
                if self.f_path(func) is None:
                    # (`name.split("_")` is a string's: only a proven tensor's is the operator)
                    why = self.unproven(func.value, seen, done)
                    if why is not None:
                        return f"`{v}` is unpacked from `{_code(value.call)}`: {why}"
                if split == value.count and split > 1:
                    # `a, b = F.split(x, num_outputs=2, axis=1)`: eagerly a list of that many
                    # NDArrays, hybridized the Symbol's outputs; with one output nd.split
                    # returns the array itself, whose rows the names would take
                    return None
                return (f"`{v}` is unpacked from `{_code(value.call)}`, whose number of outputs "
                        f"is not written as {value.count} (with one output, eager code unpacks "
                        "the rows of the one array it returns)")
            if value.count == 2 and self.f_path(value.call.func) == ("topk",) \
                    and _topk_kind(value.call) is Kind.MULTI:
                return None     # `val, idx = F.topk(x, k=k, ret_typ='both')`: the values and the indices
            if self.f_path(value.call.func) is not None:
                return f"`{v}` is unpacked from `{_code(value.call)}`, whose outputs are not counted"
            return f"`{v}` is unpacked from what a helper returns"
        if how == "elem-of-pos-of-assign":
            if self._rnn_states_position(value):
                return None     # `out, (h, c) = self.lstm(x, states)`: one state tensor
            return f"`{v}` is unpacked from an item of `{_code(value.call)}`"
        if how == "slice-of":
            return f"`{v}` is one step of F.contrib.foreach's data (its shape is not known)"
        if how == "iter":
            # `sides = [self.s1(x), self.s2(x)]` never grown or item-assigned, then `for s in
            # sides`: the passes hold the items of that display as if written in the loop
            value = self._displayed_list(value)
        if how == "iter" and type(value) in (cst.Tuple, cst.List) and value.elements \
                and not any(type(e) is cst.StarredElement for e in value.elements):
            # `for t in (q, k, v)`: each pass holds one of the items written there
            for e in value.elements:
                why = self.unproven(e.value, seen, done)
                if why is not None:
                    return f"`{v}` iterates `{_code(value)}`: {why}"
            return None
        if how == "elem-of-assign" and type(value) in (cst.ListComp, cst.GeneratorExp) \
                and value.for_in.inner_for_in is None and not value.for_in.ifs:
            # `q, k = [self._split(F, t) for t in (q, k)]`: each name is one item the element
            # expression computed
            why = self.unproven(value.elt, seen, done)
            return None if why is None else f"`{v}` is an item of `{_code(value)}`: {why}"
        if how == "elem-of-assign" and self.rnn_states_read(value):
            return None     # `h, c = states`: one of an RNN layer's state tensors
        if (how == "iter" or how == "elem-of-assign") and self.kind(value) is not Kind.MULTI:
            return f"`{v}` comes out of a python container"
        return None

    def _split_outputs(self, call: cst.Call) -> int | None:
        """The outputs ``F.split`` / ``F.SliceChannel`` (or a tensor's ``.split``) is given as
        an integer literal; 0 for such a call whose count is not one; None for any other call."""
        func = call.func
        path = self.f_path(func)
        if path is not None:
            if len(path) != 1 or path[0] not in ("split", "SliceChannel"):
                return None
            at = 1          # F.split(data, num_outputs, axis, ...)
        elif type(func) is cst.Attribute and func.attr.value == "split" and self.kind(func.value) is Kind.TENSOR:
            at = 0          # x.split(num_outputs, axis, ...)
        else:
            return None
        n = _kwarg(call, "num_outputs")
        if n is None and len(call.args) > at and all(a.keyword is None and not a.star
                                                     for a in call.args[:at + 1]):
            n = call.args[at].value
        got = int_literal(n, signed=False)
        return 0 if got is None else got

    # ---- queries ----------------------------------------------------------------

    def kind(self, node: cst.CSTNode) -> Kind:
        if not self._solved:
            self.solve()
        key = id(node)
        k = self._memo.get(key)
        if k is None:
            k = self._kind(node)
            self._memo[key] = k
        return k

    def f_path(self, node: cst.CSTNode) -> tuple[str, ...] | None:
        """``F.contrib.box_nms`` -> ("contrib", "box_nms"); None if not rooted at F."""
        parts: list[str] = []
        # (type identity: libcst's node classes are final, see walk.py; a failed isinstance()
        # against one goes through ABCMeta, and this runs for every call and attribute read)
        while type(node) is cst.Attribute:
            parts.append(node.attr.value)
            node = node.value
        if type(node) is cst.Name and self.f_name is not None and node.value == self.f_name:
            parts.reverse()
            return tuple(parts)
        return None

    def op_path(self, call: cst.Call) -> tuple[str, ...] | None:
        """The operator path of ``F.op(...)``, and of ``nd.op(...)`` / ``mx.nd.op(...)`` given a
        tensor in hybrid code: HYB007 reports that call, and its result is typed as F.op's (see
        _eager_call_kind), so what reads an operator's output shape reads both alike."""
        path = self.f_path(call.func)
        if path is not None or type(call.func) is not cst.Attribute:
            return path
        eager = self._eager_path(call.func)
        if eager and self.kind(call).tensorish:
            return eager
        return None

    def _kind(self, node: cst.CSTNode) -> Kind:
        t = type(node)
        if t is cst.Name:
            v = node.value
            if v == self.f_name:
                return Kind.NAMESPACE
            if v == "None":
                return Kind.NONE
            if v in ("True", "False"):
                return Kind.SCALAR
            k = self._use_kinds.get(id(node))
            if k is None:
                k = self.env.get(v)
                if k is None and self._constants is not None and v in self._constants():
                    return Kind.SCALAR      # a module constant bound only to a number (`EPS = 1e-7`)
                if k is None and self.resolve(node) in _NUMBER_CONSTANTS:
                    return Kind.SCALAR      # `from math import pi`
                if k is None or k is Kind.BOTTOM:
                    return Kind.BOTTOM if (k is Kind.BOTTOM and not self._solved) else Kind.UNKNOWN
            if k.tensorish and v in self.parameter_uses:
                # a name whose Parameter methods are called holds a Parameter (`w.shape`,
                # `w.dtype` are legal there too)
                return Kind.UNKNOWN
            if k.tensorish and id(node) in self._listed_uses:
                # after `assert isinstance(seq_out, list)`: several tensors; one taken out is one
                return Kind.MULTI
            return k
        if t in (cst.Integer, cst.Float, cst.Imaginary, cst.SimpleString,
                 cst.ConcatenatedString, cst.FormattedString):
            return Kind.SCALAR
        if t in (cst.Tuple, cst.List, cst.Set, cst.Dict, cst.ListComp, cst.SetComp,
                 cst.DictComp, cst.GeneratorExp):
            return Kind.CONTAINER
        if t is cst.Attribute:
            return self._attribute_kind(node)
        if t is cst.Call:
            return self._call_kind(node)
        if t is cst.BinaryOperation:
            left, right = self._kind(node.left), self._kind(node.right)
            if Kind.BOTTOM in (left, right) and not (left.tensorish or right.tensorish):
                return Kind.BOTTOM       # solver: decided in a later round
            if Kind.CONTAINER in (left, right):
                return Kind.UNKNOWN
            if left.tensorish or right.tensorish:
                return Kind.TENSOR
            if left is Kind.SCALAR and right is Kind.SCALAR:
                return Kind.SCALAR
            return Kind.UNKNOWN
        if t is cst.UnaryOperation:
            if isinstance(node.operator, cst.Not):
                return Kind.SCALAR
            k = self._kind(node.expression)
            if k is Kind.BOTTOM:
                return k
            return Kind.TENSOR if k.tensorish else k if k is Kind.SCALAR else Kind.UNKNOWN
        if t is cst.Comparison:
            if any(isinstance(c.operator, (cst.Is, cst.IsNot, cst.In, cst.NotIn))
                   for c in node.comparisons):
                return Kind.SCALAR
            # NDArray and Symbol comparisons raise TypeError on a str operand (MXNet 1.9.1: "type
            # <class 'str'> not supported"), so code that runs compares no tensor with a string:
            # `method == 'euler'` of `method = kwargs.get('method', 'euler')` is a python test
            if any(isinstance(e, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString))
                   for e in [node.left, *(c.comparator for c in node.comparisons)]):
                return Kind.SCALAR
            kinds = [self._kind(node.left)] + [self._kind(c.comparator) for c in node.comparisons]
            if Kind.BOTTOM in kinds and not any(k.tensorish for k in kinds):
                return Kind.BOTTOM
            if len(kinds) == 2 and any(k.tensorish for k in kinds) and Kind.CONTAINER not in kinds:
                return Kind.TENSOR
            if all(k is Kind.SCALAR for k in kinds):
                return Kind.SCALAR
            return Kind.UNKNOWN
        if t is cst.BooleanOperation:
            return join(self._kind(node.left), self._kind(node.right))
        if t is cst.IfExp:
            g = guard_of(node.test, self.f_name, self.resolve)
            if g == EAGER:
                return self._kind(node.orelse)
            if g == SYMBOLIC:
                return self._kind(node.body)
            return join(self._kind(node.body), self._kind(node.orelse))
        if t is cst.Subscript:
            return self._subscript_kind(node)
        if t is cst.NamedExpr:
            return self._kind(node.value)
        return Kind.UNKNOWN

    def _number_attr(self, attr: str) -> bool:
        """``self.<attr>`` holds a python number or string in every method that sets it (asked
        only when an expression reads one: scalar_attrs is computed on first use)."""
        cls = self.scope.cls
        return cls is not None and attr in cls.scalar_attrs and attr not in cls.param_names

    def _attribute_kind(self, node: cst.Attribute) -> Kind:
        path = self.f_path(node)
        attr = node.attr.value
        if path is not None:
            if len(path) == 1 and attr in _F_SUBSPACES:
                return Kind.NAMESPACE
            if attr == "__name__":
                return Kind.SCALAR
            return Kind.UNKNOWN
        if isinstance(node.value, cst.Name) and node.value.value == "self":
            cls = self.scope.cls
            if cls is not None and attr in cls.scalar_attrs and attr not in cls.param_names:
                # `self.num_classes = num_classes` with `num_classes=20` in the signature: a
                # number, though the child candidates count every attribute set from a name
                return Kind.SCALAR
            stored = self._stored_value(node)
            if type(stored) is _Unpacked:
                # `self.mu, self.lv = F.split(h, axis=1, num_outputs=2)`: one output each
                if self._kind(stored.value) is Kind.MULTI:
                    return Kind.TENSOR
            elif stored is not None:
                k = self._kind(stored)
                if k is Kind.BOTTOM or k.tensorish:
                    return Kind.TENSOR if k.tensorish else k
        if type(node.value) is cst.Name and node.value.value not in self.env \
                and self.resolve(node) in _NUMBER_CONSTANTS:
            return Kind.SCALAR
        base = self._kind(node.value)
        if base is Kind.BOTTOM:
            return base
        if base.tensorish and attr in _NON_TENSOR_ATTRS:
            return _NON_TENSOR_ATTRS[attr]
        return Kind.UNKNOWN

    def _stored_value(self, node: cst.Attribute) -> cst.CSTNode | None:
        """The value a read of ``self.<attr>`` holds when this function stored it there itself,
        in a statement of its own body that runs before the read's (`self.udisp4 =
        F.UpSampling(...)` and, later, `print(self.udisp4.shape)` under `if self.debug:`).
        Only an attribute every store of which is such a plain top-level assignment counts:
        one set in a branch or loop, augmented or unpacked may hold anything at the read."""
        if self._stores is None:
            self._stores = self._self_stores()
        at = self._stores[1].get(id(node))
        if at is None:
            return None
        found = None
        for i, value in self._stores[0].get(node.attr.value, ()):
            if i < at:
                found = value
        return found

    def _self_stores(self):
        """(attr -> [(statement index, value)] of the function's plain top-level `self.attr =
        value` stores, id of each `self.attr` read -> the index of its top-level statement).
        A top-level unpacking into attributes and names (`self.mu, self.lv = value`) stores
        ``_Unpacked(value)`` for each attribute: one item of the value each."""
        stores: dict[str, list] = {}
        spoiled: set[str] = set()
        reads: dict[int, int] = {}
        func = self.scope.func
        body = getattr(func, "body", None)
        if not isinstance(body, cst.IndentedBlock):
            return stores, reads

        def self_attr(n):
            return (type(n) is cst.Attribute and type(n.value) is cst.Name
                    and n.value.value == "self")

        def plain_store(stmt):
            return (type(stmt) is cst.SimpleStatementLine and len(stmt.body) == 1
                    and type(stmt.body[0]) is cst.Assign and len(stmt.body[0].targets) == 1
                    and self_attr(stmt.body[0].targets[0].target))

        def unpacked_store(stmt):
            """The attributes of a top-level `self.a, b, self.c = value`, else None."""
            if not (type(stmt) is cst.SimpleStatementLine and len(stmt.body) == 1
                    and type(stmt.body[0]) is cst.Assign and len(stmt.body[0].targets) == 1):
                return None
            target = stmt.body[0].targets[0].target
            if type(target) not in (cst.Tuple, cst.List):
                return None
            items = [e.value for e in target.elements]
            if any(type(e) is cst.StarredElement for e in target.elements) \
                    or not all(self_attr(v) or type(v) is cst.Name for v in items):
                return None
            attrs = [v for v in items if self_attr(v)]
            return attrs or None

        # without a plain store no read can hold one: spare the walk of the whole body
        if not any(plain_store(stmt) or unpacked_store(stmt) for stmt in body.body):
            return stores, reads
        for i, stmt in enumerate(body.body):
            plain = None
            targets: set[int] = set()
            if plain_store(stmt):
                plain = stmt.body[0].targets[0].target
                stores.setdefault(plain.attr.value, []).append((i, stmt.body[0].value))
                targets.add(id(plain))
            else:
                for attr in unpacked_store(stmt) or ():
                    stores.setdefault(attr.attr.value, []).append((i, _Unpacked(stmt.body[0].value)))
                    targets.add(id(attr))
            for n in iter_descendants(stmt, _NESTED):
                t = type(n)
                if t in (cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.For, cst.CompFor,
                         cst.WithItem, cst.NamedExpr):
                    target = getattr(n, "target", None) or getattr(n, "asname", None)
                    for m in ([target] if target is not None else []):
                        for sub in [m, *iter_descendants(m)]:
                            if self_attr(sub) and id(sub) not in targets:
                                spoiled.add(sub.attr.value)   # stored some other way
                                targets.add(id(sub))
                elif self_attr(n) and id(n) not in targets:
                    reads[id(n)] = i
        for attr in spoiled:
            stores.pop(attr, None)
        return stores, reads

    def _call_kind(self, call: cst.Call) -> Kind:
        func = call.func
        path = self.f_path(func)
        if path is not None and path:
            return self._f_call_kind(path, call)
        if isinstance(func, cst.Attribute):
            method = func.attr.value
            receiver = func.value
            if isinstance(receiver, cst.Name) and receiver.value in ("self", "cls"):
                if method in self.method_names:
                    return self._helper_call(call)
                if method in self._child_attrs():
                    cls = self.scope.cls
                    if cls is not None and method in cls.single_output_children:
                        return Kind.TENSOR             # self.fc = nn.Dense(4): one tensor out
                    if cls is not None and method in cls.rnn_layer_children and _stateless(call):
                        return Kind.TENSOR             # self.lstm(x): no states in, none out
                    return Kind.TENSOR_OR_TUPLE        # child block: self.fc(x)
                return Kind.UNKNOWN                    # inherited method (self.begin_state(...))
            if method == "hybrid_forward" and super_call(receiver):
                # the base class's graph on the same namespace: what its hybrid_forward returns
                # when this file defines it, else tensors, one or several, as a child block gives
                k = self._helper_call(call)
                return Kind.TENSOR_OR_TUPLE if k is Kind.UNKNOWN else k
            if self._numpy_reduction_of_numbers(call):
                return Kind.SCALAR
            path = self._eager_path(func)
            if path is not None:
                return self._eager_call_kind(path, call)
            path = self._mx_np_path(func) if self.scope.numpy_mode else None
            if path is not None:
                return self._eager_call_kind(path, call)
            rk = self._kind(receiver)
            if rk is Kind.BOTTOM:
                return rk
            if rk.tensorish:
                return self._method_kind(method, call)
            if rk is Kind.UNKNOWN and type(receiver) is cst.Name:
                # `f.apply(F, logits)` in a loop over plain objects held on the block (`for f in
                # self._filters`): what the methods it may run return (a loop-carried `logits =
                # f.apply(F, logits)` settles in the fixed point, as a local helper call does)
                k = self._helper_call(call)
                if k is not Kind.UNKNOWN:
                    return k
            list_pop = rk is Kind.CONTAINER and method == "pop" and len(call.args) <= 1 \
                and not any(a.star or a.keyword is not None for a in call.args)
            if list_pop and (not call.args or int_literal(call.args[0].value) is not None):
                # `skip = hs.pop()` / `hs.pop(0)` of a U-Net's list of skips: one of its elements
                # (as `hs[-1]`); a dict's pop takes a key
                elem = self._elem_of(receiver)
                return elem if elem is not None else Kind.UNKNOWN
            if rk is Kind.CONTAINER and method in ("get", "pop"):
                # (`kw.pop("mask", None)` hands back the item as `get` does, then drops it)
                k = self._parameter_get(receiver, call)
                if k is Kind.UNKNOWN:
                    k = self._dict_get(receiver, call)
                if k is not Kind.UNKNOWN or not list_pop:
                    return k
            if list_pop:
                # `hs.pop(i)`: a list's element where nothing reads the receiver as a dict
                elem = self._elem_of(receiver)
                return elem if elem is not None else Kind.UNKNOWN
            return Kind.UNKNOWN
        made = self._autograd_function_call(func, call) if isinstance(func, cst.Call) else None
        if made is not None:
            # `LinearQuantizeSTE(scale)(w)`: an mx.autograd.Function runs its forward on the
            # arrays it is given (MXNet 1.9.1 traces it on Symbols as well): what forward returns,
            # one tensor or several
            return made
        if isinstance(func, cst.Call) and (self._dynamic_child(func, call) or self._named_operator(func, call)):
            # getattr(self, name)(x): a child block, by name; getattr(F, self.act_type)(x): an
            # operator, by name (either may hand back several outputs)
            return Kind.TENSOR_OR_TUPLE
        if isinstance(func, cst.Subscript):
            # self.branches[i](x): a child block out of a container of children
            base = func.value
            if (isinstance(base, cst.Attribute) and isinstance(base.value, cst.Name)
                    and base.value.value == "self" and base.attr.value in self._child_attrs()):
                if self._sequential_item(func):
                    return Kind.TENSOR                 # self.convs[i](x), every item a Conv2D
                return Kind.TENSOR_OR_TUPLE
            if isinstance(base, cst.Name) and (self._block_param(base.value) or (
                    base.value in self.block_names and base.value not in self._other_bound)):
                return Kind.TENSOR_OR_TUPLE            # `box_preds[i](x)`, box_preds a child
            return Kind.UNKNOWN
        if isinstance(func, cst.Name):
            if func.value in self.block_names and func.value not in self._other_bound:
                if self.sequential_loop_item(func.value):
                    return Kind.TENSOR                 # every item of self.convs a Conv2D
                return Kind.TENSOR_OR_TUPLE            # `for conv in self.convs: conv(x)`
            body = self._bound_lambda_body(func.value)
            if body is not None:
                return body
            if self._block_param(func.value):
                return Kind.TENSOR_OR_TUPLE            # `body(x)`, body a child of the caller
            imported = space_of(self.resolve(func)) if func.value not in self.env else None
            if imported is not None:
                # `from mxnet.contrib.ndarray import MultiBoxPrior` ... `MultiBoxPrior(x)`: as nd.op
                return self._eager_call_kind(tuple(p for p in imported if p), call)
            if func.value not in _SCALAR_BUILTINS and func.value not in _CONTAINER_BUILTINS:
                k = self._helper_call(call)
                if k is not Kind.UNKNOWN:
                    return k
            if func.value in _PICKING_BUILTINS:
                return self._picked_kind(call)
            if func.value in _SCALAR_BUILTINS:
                return Kind.SCALAR if func.value != "range" else Kind.CONTAINER
            if func.value in _CONTAINER_BUILTINS:
                if (func.value in ("list", "tuple") and len(call.args) == 1 and not call.args[0].star
                        and call.args[0].keyword is None
                        and self._kind(call.args[0].value) is Kind.MULTI):
                    # several outputs copied into a list: eagerly F.split's list of NDArrays,
                    # hybridized the grouped Symbol's outputs (Symbol.__iter__): several
                    # tensors either way (GluonCV's `_split`: `return list(x)`)
                    return Kind.MULTI
                return Kind.CONTAINER
        return Kind.UNKNOWN

    def _autograd_function_call(self, made: cst.Call, call: cst.Call) -> Kind | None:
        """What ``call`` gives when it runs the instance ``made`` constructs of an
        ``mx.autograd.Function`` subclass on at least one tensor (its forward's arguments that get
        one: their positions and keywords, for ScopeFinder.autograd_function); None for any other
        call.  One tensor where every argument given an array is one tensor and the forward
        returns one array made from them (``return x.round()``), else one tensor or several."""
        if self.function_class is None or not isinstance(made.func, (cst.Name, cst.Attribute)):
            return None
        kinds = {(i if a.keyword is None else a.keyword.value): self._kind(a.value)
                 for i, a in enumerate(call.args) if not a.star}
        given = frozenset(k for k, kind in kinds.items() if kind.tensorish)
        if not given or not self.function_class(made.func, given):
            return None
        if all(kinds[k] is Kind.TENSOR for k in given) and self.function_class(made.func, given, True):
            return Kind.TENSOR
        return Kind.TENSOR_OR_TUPLE

    def _numpy_reduction_of_numbers(self, call: cst.Call) -> bool:
        """``np.prod(x.shape)``, ``np.sum([len(a), 2])``: a reduction of real numpy whose data
        argument holds only python numbers is a numpy scalar wherever it runs, never a tensor
        (where ``x.shape`` fails on a Symbol HYB001 says so)."""
        func = call.func
        head = func
        while isinstance(head, cst.Attribute):
            head = head.value
        if not isinstance(head, cst.Name) or head.value in self.env or self._bindings_of(head.value):
            return False
        dotted = self.resolve(func)
        if dotted is None:
            return False
        module, _, fn = dotted.rpartition(".")
        if module != "numpy" or fn not in _NUMPY_REDUCTIONS:
            return False
        # (`out=` writes into an array, `keepdims=True` returns one: neither is a number)
        if any(a.star or (a.keyword is not None and a.keyword.value not in ("a", "axis", "dtype"))
               for a in call.args):
            return False
        args = [a for a in call.args if a.keyword is None or a.keyword.value == "a"]
        return (len(args) == 1 and (len(call.args) == 1 or args[0] is call.args[0])
                and self._python_numbers(args[0].value))

    def _python_numbers(self, node: cst.BaseExpression, depth: int = 0) -> bool:
        """``node`` holds python numbers only: a literal, a shape tuple or an entry or slice of
        one, ``len(...)``, a value the kinds read as a python scalar, or a tuple/list of these."""
        if depth > 6:
            return False
        t = type(node)
        if t is cst.Integer or t is cst.Float:
            return True
        if t is cst.Attribute:
            return node.attr.value == "shape"
        if t is cst.Subscript:
            base = node.value
            return isinstance(base, cst.Attribute) and base.attr.value == "shape"
        if t is cst.Tuple or t is cst.List:
            return bool(node.elements) and all(
                not isinstance(e, cst.StarredElement) and self._python_numbers(e.value, depth + 1)
                for e in node.elements)
        if t is cst.BinaryOperation:
            return self._python_numbers(node.left, depth + 1) and self._python_numbers(node.right, depth + 1)
        if (t is cst.Call and isinstance(node.func, cst.Name) and node.func.value == "len"
                and "len" not in self.env and not self._bindings_of("len")):
            return True
        return self._kind(node) is Kind.SCALAR

    def _picked_kind(self, call: cst.Call) -> Kind:
        """``min``/``max`` hand back one of their arguments and ``abs`` the argument's
        ``__abs__``: a python number unless a tensor is among them -- then a tensor when every
        argument is one (``min(pos * 3, neg)`` of two sums), not known when they mix."""
        kinds = [Kind.UNKNOWN if a.star else self._kind(a.value) for a in call.args if a.keyword is None]
        if not any(k.tensorish for k in kinds):
            return Kind.SCALAR
        return Kind.TENSOR if all(k is Kind.TENSOR for k in kinds) else Kind.UNKNOWN

    def _dynamic_child(self, getter: cst.Call, call: cst.Call) -> bool:
        """``getattr(self, name)(x)`` with a tensor among the arguments: blocks that register
        their children with ``setattr(self, name, layer)`` call them back this way."""
        if not (isinstance(getter.func, cst.Name) and getter.func.value == "getattr"
                and len(getter.args) >= 2 and isinstance(getter.args[0].value, cst.Name)
                and getter.args[0].value.value == "self"):
            return False
        return any(not a.star and self._kind(a.value).tensorish for a in call.args)

    def _named_operator(self, getter: cst.Call, call: cst.Call) -> bool:
        """``getattr(F, name)(x)`` with a tensor among the arguments: an operator of the hybrid
        namespace looked up by a configured name."""
        if not (isinstance(getter.func, cst.Name) and getter.func.value == "getattr"
                and len(getter.args) >= 2 and isinstance(getter.args[0].value, cst.Name)
                and self.f_name is not None and getter.args[0].value.value == self.f_name):
            return False
        return any(not a.star and self._kind(a.value).tensorish for a in call.args)

    def _eager_path(self, func: cst.Attribute) -> tuple[str, ...] | None:
        """``nd.relu`` / ``mx.nd.contrib.box_nms`` -> the op path after the NDArray namespace."""
        parts: list[str] = []
        node: cst.CSTNode = func
        while type(node) is cst.Attribute:
            parts.append(node.attr.value)
            node = node.value
            if namespace_side(node, self.resolve) == EAGER:
                parts.reverse()
                return tuple(parts)
        return None

    def _mx_np_path(self, func: cst.Attribute) -> tuple[str, ...] | None:
        """``mx.np.tanh`` / ``npx.relu`` (``from mxnet import npx``) -> ("np", "tanh") /
        ("npx", "relu"): the path F.np / F.npx spells the same operator with."""
        parts: list[str] = []
        node: cst.CSTNode = func
        while type(node) is cst.Attribute:
            parts.append(node.attr.value)
            node = node.value
            space = _MX_NP_MODULES.get(self.resolve(node) or "")
            if space is not None:
                parts.append(space)
                parts.reverse()
                return tuple(parts)
        return None

    def _eager_call_kind(self, path: tuple[str, ...], call: cst.Call) -> Kind:
        """``nd.op(x)`` in hybrid code (and ``mx.np.op(x)`` in numpy-mode hybrid code, ``path``
        then ("np", "op")): HYB007 reports the call; given a tensor its result is what F.op (or
        F.np.op) gives, so later uses are checked.  Without a tensor argument (``nd.arange(3)``,
        ``mx.np.ones(3)``) it is a real array even after hybridize(): not a tensor here."""
        kinds = [self._kind(a.value) for a in call.args
                 if not a.star and (a.keyword is None or a.keyword.value in _DATA_KEYWORDS)]
        # `nd.concat(*[nd.pick(r, m) for r in rows], dim=2)`: the operator's data arguments are
        # the sequence's items, so tensors there make it the F operator too (a sequence passed
        # unstarred, `nd.stack([a, b])`, is no NDArray and fails eagerly: left unknown)
        kinds += [self._element_kind(a.value) for a in call.args if a.star == "*"]
        if any(k.tensorish for k in kinds):
            return self._f_call_kind(path, call)
        if Kind.BOTTOM in kinds:
            return Kind.BOTTOM
        return Kind.UNKNOWN

    def _child_container(self, node: cst.CSTNode) -> bool:
        """``self.convs`` (a child HybridSequential or list of blocks), ``self.convs[1:]``, and
        the registered children themselves, ``self._children.values()`` or
        ``self.convs._children.values()``: in MXNet 1.9.1 that dict holds the child blocks (a
        HybridBlock's children are HybridBlocks), so each call of one gives what a child gives."""
        if (type(node) is cst.Call and not node.args and type(node.func) is cst.Attribute
                and node.func.attr.value == "values"):
            owner = node.func.value
            if type(owner) is cst.Name:
                # `convs.values()` of a helper's `**convs` every caller fills with children
                return self._block_param(owner.value)
            return (type(owner) is cst.Attribute and owner.attr.value == "_children" and (
                (type(owner.value) is cst.Name and owner.value.value == "self")
                or self._child_container(owner.value)))
        while isinstance(node, cst.Subscript):
            node = node.value
        if type(node) in (cst.Tuple, cst.List):
            # `for conv in (self.conv1, self.conv2):` each pass holds one of the children written,
            # in a helper also those its callers hand it (`for conv in (conv1, conv2):`)
            return bool(node.elements) and all(
                type(e) is not cst.StarredElement and (self._child_attribute(e.value) or (
                    type(_subscripted(e.value)) is cst.Name and self._block_param(_subscripted(e.value).value)))
                for e in node.elements)
        if isinstance(node, cst.Name):
            return self._block_param(node.value)      # `for blk in blocks:`, a caller's children
        return (isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name)
                and node.value.value == "self" and node.attr.value in self._child_attrs())

    def sequential_loop_item(self, name: str) -> bool:
        """``name`` is bound only by loops over Sequentials to which only one-output layers are
        added (iterating a HybridSequential gives its layers), and by nothing else."""
        return (name in self._sequential_items and name not in self._other_items
                and name not in self._other_bound)

    def _sequential_of_one_output(self, value) -> bool:
        cls = self.scope.cls
        if cls is not None and type(value) in (cst.Tuple, cst.List) and value.elements:
            # a display of one-output layers (`(self.head1, self.head2)`), each written there
            return all(type(e) is not cst.StarredElement and self._child_attribute(e.value)
                       and e.value.attr.value in cls.single_output_children for e in value.elements)
        return (cls is not None and type(value) is cst.Attribute and type(value.value) is cst.Name
                and value.value.value == "self" and value.attr.value in cls.sequential_item_children)

    def _child_attribute(self, node: cst.CSTNode) -> bool:
        """``self.X`` where X is a registered child of the block."""
        return (type(node) is cst.Attribute and type(node.value) is cst.Name and node.value.value == "self"
                and node.attr.value in self._child_attrs())

    def _sequential_item(self, func: cst.CSTNode) -> bool:
        """``self.X[k]`` (one subscript, an index or a slice) where ``self.X`` is a Sequential
        to which only one-output layers are added: HybridSequential.__getitem__ gives one of
        them, or for a slice a new Sequential chaining them, and either returns one tensor."""
        cls = self.scope.cls
        if cls is None or type(func) is not cst.Subscript or len(func.slice) != 1:
            return False
        base = func.value
        return (type(base) is cst.Attribute and type(base.value) is cst.Name and base.value.value == "self"
                and base.attr.value in cls.sequential_item_children)

    def _child_attrs(self) -> frozenset[str]:
        cls = self.scope.cls
        return cls.child_attrs if cls is not None else frozenset()

    def _block_param(self, name: str) -> bool:
        """``name`` is a parameter every caller hands a child block (or a container of them,
        Scope.block_params) and this function never rebinds it."""
        if name not in self.scope.block_params:
            return False
        if self._rebound is None:
            # from the body itself, not the bindings collected so far (a loop over the
            # parameter is bound while collecting)
            out: set[str] = set()
            for n in iter_descendants(self.scope.func.body):
                t = type(n)
                if t is cst.AssignTarget or t is cst.For or t is cst.CompFor:
                    out.update(target_names(n.target))
                elif t is cst.AugAssign or t is cst.AnnAssign:
                    out.update(target_names(n.target))
                elif t is cst.AsName:
                    out.update(target_names(n.name))
                elif t is cst.NamedExpr:
                    out.update(target_names(n.target))
                elif t is cst.Global or t is cst.Nonlocal or t is cst.Del:
                    out.add(name)       # (rare: give up on the parameter)
            self._rebound = frozenset(out)
        return name not in self._rebound

    def helper_functions(self, call: cst.Call) -> list[cst.FunctionDef]:
        """The helper functions ``call`` may run (none without the file's scope finder)."""
        return self.oracle.helper_functions(self, call) if self.oracle is not None else []

    def _bound_lambda_body(self, name: str) -> "Kind | None":
        """``act = lambda t: F.relu(t) * 2`` then ``act(x)``: a name bound once, to a lambda, and
        not a parameter, returns what the lambda's body is (its parameters have the kinds of
        their call sites, _bind_nested); None for any other name."""
        if name in self.scope.params or name in self._lambda_bodies_open:
            return None
        bound = self._bindings_of(name)
        if len(bound) != 1 or bound[0][0] != "assign" or type(bound[0][1]) is not cst.Lambda:
            return None
        self._lambda_bodies_open.add(name)     # (a lambda that calls its own name)
        try:
            return self._kind(bound[0][1].body)
        finally:
            self._lambda_bodies_open.discard(name)

    def _helper_call(self, call: cst.Call) -> Kind:
        if self.oracle is None:
            return Kind.UNKNOWN
        k = self.oracle.call_return(self, call)
        return Kind.UNKNOWN if k is None else k

    def _f_call_kind(self, path: tuple[str, ...], call: cst.Call) -> Kind:
        if path[0] in _F_SUBSPACES_NUMPY and self.scope.numpy_mode:
            # what a parameter of this method is (TENSOR): an mx.np array; outside numpy mode an
            # F.np result is no legacy tensor, and the rules for those must not read it as one
            return np_call_kind(path, call)
        if path == ("Custom",) and self.oracle is not None:
            # one NDArray eagerly for a one-output op, a list for several: the file's own
            # registration of the op says which (one Symbol, or a group of outputs, hybridized)
            op_type = _kwarg(call, "op_type")
            if isinstance(op_type, cst.SimpleString):
                n = self.oracle.custom_outputs(op_type.evaluated_value)
                if n is not None:
                    return Kind.TENSOR if n == 1 else Kind.MULTI
        return f_call_kind(path, call)

    def _method_kind(self, method: str, call: cst.Call) -> Kind:
        if method in _SCALAR_METHODS:
            return Kind.SCALAR
        if method == "as_np_ndarray":
            # a numpy-mode array inside a legacy block: basic slicing and broadcasting
            # operators are legal on it, eagerly and hybridized (MXNet 1.9.1)
            return Kind.UNKNOWN
        if method == "tolist":
            return Kind.CONTAINER
        if method in _ARRAY_RETURNING_METHODS:
            return Kind.TENSOR
        if method in NDARRAY_ONLY_METHODS:
            return Kind.UNKNOWN
        if method in ("split", "split_v2"):
            n = int_literal(_kwarg(call, "num_outputs"), signed=False)
            if n is None and method == "split" and call.args and call.args[0].keyword is None:
                n = int_literal(call.args[0].value, signed=False)
            return Kind.TENSOR if n == 1 else Kind.MULTI
        if method == "topk":
            return _topk_call_kind(call, receiver=True)
        if method in FLUENT_METHODS:
            return Kind.TENSOR
        return Kind.UNKNOWN

    def _subscript_kind(self, node: cst.Subscript) -> Kind:
        base = self._kind(node.value)
        if base is Kind.BOTTOM:
            return base
        if (len(node.slice) == 1 and type(node.slice[0].slice) is cst.Index
                and int_literal(node.slice[0].slice.value) is not None and self.rnn_states_read(node.value)):
            return Kind.TENSOR      # `states[0]` of an RNN layer's states: its h tensor
        if base is Kind.CONTAINER:
            one = len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index)
            keyed = self._keyed_value(node.value, node.slice[0].slice.value) if one else None
            if keyed is not None:
                return self._kind(keyed)
            elem = self._elem_of(node.value)
            if elem is None and one and type(node.value) is cst.Attribute and node.value.attr.value == "shape":
                # an entry of a shape tuple is a python int (`x.shape[self.axis]`)
                return Kind.SCALAR
            if elem is None:
                return Kind.UNKNOWN
            return elem if one else Kind.CONTAINER
        if base is Kind.TENSOR:
            return Kind.TENSOR
        if base is Kind.MULTI:
            if len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index):
                picked = self._position_of_call(node.value, node.slice[0].slice.value)
                return picked if picked is not None else Kind.TENSOR
            return Kind.MULTI
        if base is Kind.TENSOR_OR_TUPLE and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index):
            # `pair = self.twin(x)` then `pair[0]`: an item of what a child of a class of this
            # file returns as a tuple of single tensors, as unpacking it gives (position_kind)
            call = self.sole_call(node.value)
            arity = self._tuple_child_arity(call) if call is not None else None
            i = int_literal(node.slice[0].slice.value)
            if arity is not None and i is not None and -arity <= i < arity:
                return Kind.TENSOR
            if call is not None and i in (0, -2) and self._rnn_layer_with_states(call):
                return Kind.TENSOR      # `res = self.lstm(x, states)`, `res[0]`: the output
            if i is not None:
                # an item of what may be one tensor or several outputs (a child of unknown arity,
                # as an SSD backbone's feature list): a row of the tensor or one of the outputs,
                # each a tensor or a list of them again, never a python value
                return Kind.TENSOR_OR_TUPLE
        return Kind.UNKNOWN

    def sole_call(self, node: cst.CSTNode) -> cst.Call | None:
        """The call ``node`` holds: ``node`` itself, or the one call a name is bound to when that
        is its only binding and it is no parameter (``res = self.forward_features(F, x)``, then
        ``res[0]`` or ``a, b = res``: the helper's tuple, position by position, as if inline)."""
        if type(node) is cst.Call:
            return node
        if type(node) is not cst.Name or node.value in self.scope.params:
            return None
        bound = self._bindings_of(node.value)
        if len(bound) == 1 and bound[0][0] == "assign" and type(bound[0][1]) is cst.Call:
            return bound[0][1]
        return None

    def _position_of_call(self, value: cst.CSTNode, index: cst.CSTNode) -> Kind | None:
        """``self.forward_features(F, x)[0]``: the helper's item at a literal index, as unpacking
        it would give (None when the call is no helper with a tuple of known positions)."""
        value = self.sole_call(value) if self.oracle is not None else None
        if value is None:
            return None
        i = int_literal(index)
        if i is None:
            return None
        positions = self.oracle.call_positions(self, value)
        if positions is None or not -len(positions) <= i < len(positions):
            return None
        return positions[i]
