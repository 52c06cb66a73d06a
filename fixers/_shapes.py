"""Symbolic shapes of the tensors of one function body: what the shape fixers prove rewrites with.

A dimension is a :class:`Dim`, a monomial ``coef * a1^e1 * a2^e2 ...`` over atoms.  An atom is
either one unknown dimension of one tensor *value* (``"\\0<n>:<axis>"``; a rebinding of a name
makes a new value) or a python expression that hybrid code can still evaluate (``r``,
``self._units``).  Two dims are equal only when their monomials are identical, so anything the
walk does not understand stays distinct and every rewrite built on an equality is sound.

:func:`shape_flow` walks a function body in statement order (straight-line code; names bound
inside ``if``/``for``/``while``/``try`` are forgotten after it) and answers, for any node, the
:class:`Env` that holds there: tensor names -> :class:`Shape`, python names bound from shapes
(``b, c, h, w = x.shape``) -> Dim.

Pure libcst: the lint path imports it.
"""
from __future__ import annotations

import ast
import functools
import itertools
import re
import weakref
from dataclasses import dataclass, field, replace
from fractions import Fraction

import libcst as cst

from hybridlint.engine.arguments import bound_arguments, first_is_self
from hybridlint.engine.astwalk import child_nodes, code_child_pairs, walk as ast_walk, walk_statements
from hybridlint.engine.declared import (RNN_LAYERS, Source, int_value, keyword, method_calls, positional,
                                        self_attr, statements_marking_straight)
from hybridlint.engine.deferred import init_defaults, unbound_init_args
from hybridlint.engine.index import ast_dotted
from hybridlint.engine.kinds import Kind
from hybridlint.engine.op_arguments import op_argument
from hybridlint.engine.walk import iter_descendants, memoized, name_bindings, parent_map, returns_of, target_names

from . import Refusal
from ._configured import configured_entry
from ._held_items import entry_keys, held_entries, held_items, held_key, held_store, item_key, read_only_parameter
from ._shared import BROADCAST_OF
from ._util import READS_LOCALS, calls_in, int_literal, kwarg, misplaced_inference, name_nodes, python_int

TENSOR_ATOM = "\0"

# F operators and fluent methods whose output has the shape of their (first) input
SAME_SHAPE_OPS = frozenset({
    "relu", "sigmoid", "tanh", "exp", "log", "sqrt", "square", "abs", "negative", "softmax",
    "log_softmax", "Activation", "LeakyReLU", "Dropout", "clip", "softsign", "erf", "sign",
    "cast", "astype", "BatchNorm", "LayerNorm", "InstanceNorm", "GroupNorm", "identity",
    "stop_gradient", "BlockGrad", "zeros_like", "ones_like", "round", "floor", "ceil", "reciprocal",
    "rsqrt", "cos", "sin", "gelu", "copy", "softplus", "elemwise_add", "elemwise_mul",
    "elemwise_sub", "elemwise_div", "L2Normalization", "where", "sort", "argsort",
    # the same elements in another order along one axis
    "reverse", "flip",
    # masked or reversed along the sequence axis, the data's shape (MXNet 1.9.1 docs)
    "SequenceMask", "SequenceReverse",
})


def keeps_shape(op: str) -> bool:
    """The F operator ``op`` gives a tensor of its (first) input's shape (SAME_SHAPE_OPS)."""
    return op in SAME_SHAPE_OPS


_CHILD_SAME = ("BatchNorm", "LayerNorm", "InstanceNorm", "GroupNorm", "Activation", "Dropout",
               "LeakyReLU", "PReLU", "ELU", "SELU", "Swish", "GELU")


# (the comparisons and logical ops of BROADCAST_OF give 0/1 arrays of the same broadcast shape:
# a length mask `broadcast_lesser(arange(T).reshape((1, 1, -1)), lengths.reshape((-1, 1, 1)))`)
_BROADCAST = frozenset({"broadcast_add", "broadcast_sub", "broadcast_mul", "broadcast_div",
                        "broadcast_maximum", "broadcast_minimum", "broadcast_power",
                        "broadcast_plus", "broadcast_minus", *BROADCAST_OF.values()})


REDUCE_OPS = frozenset({"sum", "mean", "max", "min", "prod", "nansum", "nanprod", "norm"})
# linalg operators on a batch of square matrices (MXNet 1.9.1 docs): those giving one number per
# matrix (a 2-d input gives (1,)), each output of slogdet included, and those keeping the shape
_LINALG_PER_MATRIX = frozenset({"det", "slogdet", "sumlogdiag"})
_LINALG_SAME = frozenset({"inverse", "potrf", "potri"})
# operators whose output has their (first) input's rank, sizes aside
# (`where` is left out: its condition may be 1-d against a tensor of any rank)
_SAME_RANK = (SAME_SHAPE_OPS - {"where"}) | {"slice", "slice_axis", "slice_like"}
# F operators whose output's axis 0 is their data's in every layout MXNet 1.9.1 takes (NCW...NDHWC):
# the batch
_BATCH_FIRST = frozenset({"Convolution", "Deconvolution", "Pooling"})


@dataclass(frozen=True)
class Dim:
    coef: Fraction = Fraction(1)
    atoms: tuple[tuple[str, int], ...] = ()
    # read through a python `//` (or int(a / b)) of a size: the algebra takes n // k * k for n,
    # which a reshape's element count makes exact but a slice bound does not (a 21-sample wave cut
    # at 21 // 4 * 4 keeps 20); not part of equality, so the proofs that may take it still do
    floored: bool = field(default=False, compare=False)

    # (a Dim is a frozen value, compared by value: the walks ask for the same sizes and atoms
    # over and over, and a frozen dataclass's __init__ plus a Fraction each time was ~0.5% of a
    # cold corpus run; keys equal as numbers give equal Dims)
    @staticmethod
    @functools.lru_cache(maxsize=4096)
    def const(n) -> "Dim":
        return Dim(Fraction(n))

    @staticmethod
    @functools.lru_cache(maxsize=4096)
    def atom(name: str) -> "Dim":
        return Dim(Fraction(1), ((name, 1),))

    def __mul__(self, other: "Dim") -> "Dim":
        exps = dict(self.atoms)
        for a, e in other.atoms:
            exps[a] = exps.get(a, 0) + e
        return Dim(self.coef * other.coef, tuple(sorted((a, e) for a, e in exps.items() if e)),
                   self.floored or other.floored)

    def inverse(self) -> "Dim | None":
        if self.coef == 0:
            return None
        return Dim(1 / self.coef, tuple((a, -e) for a, e in self.atoms), self.floored)

    @property
    def is_const(self) -> bool:
        return not self.atoms

    @property
    def from_tensor(self) -> bool:
        """Depends on a dimension only a traced tensor knows (cannot be written in python)."""
        return any(a.startswith(TENSOR_ATOM) for a, _ in self.atoms)

    def python(self) -> str | None:
        """Python text computing this dim in hybrid code; None when it needs a tensor's shape.
        A dim is a size, an integer: a quotient is written with ``//``, which is then exact."""
        if self.from_tensor:
            return None
        if self.is_const and self.coef.denominator != 1:
            # no size is a fraction: a reshape whose -1 would infer one raised in the original
            return None
        num = [a for a, e in self.atoms if e > 0 for _ in range(e)]
        den = [a for a, e in self.atoms if e < 0 for _ in range(-e)]
        if self.coef.numerator != 1 or not num:
            num.insert(0, str(self.coef.numerator))
        if self.coef.denominator != 1:
            den.insert(0, str(self.coef.denominator))
        text = " * ".join(p if _simple(p) else f"({p})" for p in num)
        if den:
            d = " * ".join(p if _simple(p) else f"({p})" for p in den)
            text = f"{text} // " + (d if len(den) == 1 and _simple(d) else f"({d})")
        return text


# the terms of each sum of sizes made by dim_sum, by its atom's name
_SUMS: "dict[str, tuple[Dim, ...]]" = {}
_SUM_END = ":sum"
# the width padding a size up to a multiple (multiple_width): an opaque size of its own, with the
# k it pads to, by its atom's name
_PAD_END = ":pad"
_PADS: "dict[str, Dim]" = {}


def holds_pad(d: Dim) -> bool:
    """``d`` holds a size padded up to a multiple (multiple_width's atom, or a sum naming it):
    such a size divides by its multiple exactly."""
    return any(_PAD_END in a for a, _ in d.atoms)

def dim_sum(dims: "list[Dim]") -> Dim:
    """The size ``dims[0] + dims[1] + ...`` where one term is a tensor's size: the product
    algebra cannot expand a sum, so it is one atom, named by its terms (nested sums flattened,
    like terms added, the rest sorted), so that the same sum met twice is the same atom (a
    concat's joined axis and ``x.shape[2] + 1`` read from its parts). It equals nothing else and
    has no python text: a proof may match it whole, never split it."""
    terms: dict[tuple, Fraction] = {}
    floored = False
    for d in dims:
        floored = floored or d.floored
        parts = _SUMS.get(d.atoms[0][0], ()) if d.coef == 1 and len(d.atoms) == 1 and d.atoms[0][1] == 1 else ()
        for t in parts or (d,):
            terms[t.atoms] = terms.get(t.atoms, Fraction(0)) + t.coef
    kept = sorted(((a, c) for a, c in terms.items() if c), key=repr)
    if len(kept) == 1 and kept[0][0]:
        return Dim(kept[0][1], kept[0][0], floored)
    if all(not a for a, _ in kept):
        return Dim(sum((c for _, c in kept), Fraction(0)), (), floored)
    name = TENSOR_ATOM + "(" + " + ".join(f"{c}*{a!r}" for a, c in kept) + ")" + _SUM_END
    _SUMS[name] = tuple(Dim(c, a) for a, c in kept)
    return Dim(Fraction(1), ((name, 1),), floored)


def sum_terms(d: Dim) -> "tuple[Dim, ...] | None":
    """The terms of a sum of sizes ``dim_sum`` made (``mem.shape[1] + x.shape[1]``), each with its
    coefficient, or None for a dim that is no such sum."""
    if d.coef != 1 or len(d.atoms) != 1 or d.atoms[0][1] != 1:
        return None
    return _SUMS.get(d.atoms[0][0])


def kwargs_key(node, kwargs_name: str | None) -> str | None:
    """``'weight'`` of ``kwargs['weight']``, where ``kwargs`` is hybrid_forward's ``**`` argument
    (Gluon passes there the registered Parameters the signature does not name)."""
    if not (kwargs_name and isinstance(node, cst.Subscript) and len(node.slice) == 1
            and isinstance(node.value, cst.Name) and node.value.value == kwargs_name
            and isinstance(node.slice[0].slice, cst.Index)
            and isinstance(node.slice[0].slice.value, cst.SimpleString)):
        return None
    return node.slice[0].slice.value.evaluated_value


LIKELY = "~likely"


def likely_batch(d: "Dim | None") -> "Dim | None":
    """The axis 0 of a block this file does not declare, given its input's axis 0: most likely
    the same batch, so findings may say so (``is_likely_batch``), but as an atom of its own, equal
    to nothing else, no rewrite can take it for a proof."""
    if d is None or d.is_const or d.coef != 1 or len(d.atoms) != 1 or d.atoms[0][1] != 1:
        return None
    base = d.atoms[0][0].split(LIKELY, 1)[0]
    return Dim.atom(f"{base}{LIKELY}{next(_counter)}")


def is_likely_batch(d: "Dim | None", batch: "set[Dim]") -> bool:
    """``d`` is one of ``batch`` or a ``likely_batch`` of one."""
    if d is None:
        return False
    if d in batch:
        return True
    if d.coef != 1 or len(d.atoms) != 1:
        return False
    names = {b.atoms[0][0] for b in batch if len(b.atoms) == 1}
    return d.atoms[0][0].split(LIKELY, 1)[0] in names


_PARAM_SIZE = re.compile(r"self\.\w+\.shape\[-?\d+\]")
_CONFIGURED_ENTRY = re.compile(r"self\.\w+\[-?\d+\]")


# the size a declared list's first item or a Sequential's layer keeps (`self.blocks[0]._in_channels`)
_ITEM_KEPT = re.compile(r"self\.\w+\[\d+\]\._\w+")


def _simple(text: str) -> bool:
    if text.startswith("len(self.") and text.endswith(")"):
        text = text[len("len(self."):-1]        # the number of a declared list's children
    elif _PARAM_SIZE.fullmatch(text) or _CONFIGURED_ENTRY.fullmatch(text) or _ITEM_KEPT.fullmatch(text):
        # `self.proto.shape[0]`, a declared Parameter's size (_declared_param_size); `self.size[0]`,
        # a configured display's entry (configured_entry); `self.blocks[0]._in_channels`, what the
        # first item of a declared list keeps (_prove_item_inputs)
        return True
    return all(ch.isalnum() or ch in "._" for ch in text)


def shape_text(shape: tuple[int, ...]) -> str:
    """Python's spelling of an int shape, the one-axis tuple with its comma: `(3,)`, `(2, 3)`."""
    return f"({shape[0]},)" if len(shape) == 1 else "(" + ", ".join(map(str, shape)) + ")"


def product(dims) -> Dim:
    out = Dim.const(1)
    for d in dims:
        out = out * d
    return out


@dataclass
class Shape:
    """What is known of one tensor value's shape: its rank (or None) and some of its dims
    (by axis: non-negative when the rank is known, else as the code wrote them)."""
    value: int
    rank: int | None = None
    dims: dict[int, Dim] = field(default_factory=dict)
    derived: bool = False       # computed by the walk from operators it knows (so a tensor)
    # (shape, k): this value is that one with a size-1 axis inserted at k (expand_dims of a tensor
    # of unknown rank): its other non-negative axes are that one's
    base: "tuple[Shape, int] | None" = None
    # a value of that one's rank whose every axis but the last is that one's (a Dense with
    # flatten=False, a split along axis -1, of a tensor of unknown rank): a rank learnt for
    # either holds for both
    kept: "Shape | None" = None
    # (shape, n): this value is that one reduced over n axes without keepdims (rank unknown):
    # its rank is that one's minus n, and at least 1 (a legacy reduction never gives 0-d)
    fewer: "tuple[Shape, int] | None" = None
    # a value of that one's rank, nothing more known (a keepdims reduction of a tensor of unknown
    # rank): see same_rank
    ranked: "Shape | None" = None
    # a lower bound of the rank an operator that ran on every call that returns proves
    # (``concat(..., dim=k)`` takes only inputs of rank above k): see min_rank
    floor: int = 0

    def dim(self, axis: int) -> Dim | None:
        """The dim at ``axis`` (an atom of this value when nothing more is known)."""
        if self.rank is not None:
            if not -self.rank <= axis < self.rank:
                return None
            axis %= self.rank
        d = self.dims.get(axis)
        if d is None and self.base is not None and axis >= 0 and axis != self.base[1]:
            src, at = self.base
            d = src.dim(axis if axis < at else axis - 1)
            if d is not None:
                self.dims[axis] = d
        if d is None:
            d = self.dims[axis] = Dim.atom(f"{TENSOR_ATOM}{self.value}:{axis}")
        return d

    def full(self) -> list[Dim] | None:
        return None if self.rank is None else [self.dim(i) for i in range(self.rank)]

    def unknown_at(self, axis: int) -> bool:
        """Nothing is known of the size at ``axis`` (a non-negative axis) but that it is this
        value's own: the placeholder ``dim`` makes up."""
        return self.dim(axis) == Dim.atom(f"{TENSOR_ATOM}{self.value}:{axis}")

    def set_rank(self, rank: int) -> bool:
        if self.rank is not None:
            return self.rank == rank
        for axis in list(self.dims):
            if not -rank <= axis < rank:
                return False
        self.rank = rank
        moved = {}
        for axis, d in self.dims.items():
            if axis < 0 and (axis % rank) in self.dims:
                continue          # two names for one dim: keep one (distinct atoms only lose proofs)
            moved[axis % rank] = d
        self.dims = moved
        if self.kept is not None and self.kept.set_rank(rank):
            # the exact axes replace any guess made before the rank was known (likely_batch)
            for axis in range(rank - 1):
                self.dims[axis] = self.kept.dim(axis)
        return True

    def axes_of(self, d: Dim) -> list[int]:
        return [axis for axis, have in self.dims.items() if have == d]


_counter = itertools.count(1)


def _elementwise_result(a: Shape, b: Shape) -> Shape:
    """Two tensors of one known rank through ``+``/``-``/``*``...: the rank, and each axis whose
    size one side knows (the other only its own placeholder) or both agree on.  A size 1 on one
    side alone stays unknown: an NDArray broadcasts it to the other's (the difference of two
    slices along axis 3 keeps the batch and channel sizes both slices share)."""
    one = Dim.const(1)
    out = fresh(rank=a.rank)
    for k in range(a.rank):
        da, db = a.dim(k), b.dim(k)
        own_a, own_b = a.unknown_at(k), b.unknown_at(k)
        if da == db and not own_a:
            out.dims[k] = da
        elif own_a != own_b and (db if own_a else da) != one:
            out.dims[k] = db if own_a else da
    return out


def fresh(rank: int | None = None, dims: list[Dim] | None = None) -> Shape:
    s = Shape(next(_counter), rank)
    if dims is not None:
        s.rank = len(dims)
        s.dims = dict(enumerate(dims))
    return s


@dataclass
class Env:
    tensors: dict[str, Shape] = field(default_factory=dict)
    dims: dict[str, Dim] = field(default_factory=dict)          # python names holding a dim
    python: dict[str, Dim] = field(default_factory=dict)        # other python names (values)
    # names holding a run of a tensor's shape (`in_size = x.shape[2:]`): (shape, begin, end or None)
    sizes: dict[str, tuple] = field(default_factory=dict)
    # `in_size = self.size if self.fixed else x.shape[2:]`: such a run of sizes in one branch of a
    # python condition -> (shape, begin, end, the IfExp, the branch reading the shape), or
    # (a dim_tuples entry, None, None, the IfExp, the branch) for a tuple computed from it; no reader
    # sees it (the name is python in the other branch): only the binding's own fix, which keeps
    # the condition
    guarded: dict[str, tuple] = field(default_factory=dict)
    # a python tuple of sizes computed from a shape, bound to one name and read by index:
    # `out = (x.shape[2] * 2, x.shape[3] * 2)` -> the dims; `out = tuple(s * k for s in
    # x.shape[2:])` -> a SizeRun, whose entry i is the expression at axis 2 + i (no rank needed)
    dim_tuples: dict[str, "tuple | SizeRun"] = field(default_factory=dict)

    def copy(self) -> "Env":
        return Env(dict(self.tensors), dict(self.dims), dict(self.python), dict(self.sizes), dict(self.guarded),
                   dict(self.dim_tuples))

    def forget(self, names) -> None:
        for n in names:
            for key in [k for k in self.tensors if k.startswith(f"{n}[")]:
                del self.tensors[key]       # the items of a list the name held (_held_items)
            self.tensors.pop(n, None)
            self.dims.pop(n, None)
            self.python.pop(n, None)
            self.sizes.pop(n, None)
            self.guarded.pop(n, None)
            self.dim_tuples.pop(n, None)


@dataclass(frozen=True)
class SizeRun:
    """``tuple(elt for var in x.shape[lo:hi])``: entry i is ``elt`` with ``var`` the size at axis
    ``lo + i``, read in the scope as it was where the tuple was built (``env``)."""
    shape: "Shape"
    lo: int
    hi: "int | None"
    var: str
    elt: object
    env: "Env"



# ---- reading expressions ------------------------------------------------------------------------

# comparison operators a tensor answers elementwise (not `in`/`is`, which ask python)
_ELEMENTWISE_COMPARISONS = (cst.LessThan, cst.GreaterThan, cst.LessThanEqual, cst.GreaterThanEqual,
                            cst.Equal, cst.NotEqual)


class Reader:
    """Evaluates expressions of one scope against an :class:`Env` (syntax only)."""

    def __init__(self, ctx, declared: "dict[str, tuple]", fixed_params: frozenset = frozenset(),
                 params: "dict[str, Shape] | None" = None, kwargs_name: str | None = None):
        # the flow is cached on the FileContext: a weak reference back keeps that cycle-free
        self.ctx = ctx if isinstance(ctx, weakref.ProxyType) else weakref.proxy(ctx)
        self.fixed_params = fixed_params
        self.declared = declared        # child attr -> (layer kind, python text of its size)
        # registered parameters by the name Gluon passes them under, with the shape
        # `self.params.get(shape=...)` declares; `kwargs_name`: the `**` argument that holds them
        # (never rebound in the body)
        self.params = params or {}
        self.kwargs_name = kwargs_name
        # hybrid_forward's data argument (its first tensor one) as called: name -> shape
        self.inputs: dict[str, Shape] = {}
        # set by shape_flow while it reads statements that run on every call that returns: a
        # layer that accepts one rank only proves its argument's rank there (the original raises
        # on any other), not inside a branch or after an early return
        self.proving = False
        # tensor sizes an operator that ran on every call that returns proves equal (the
        # contraction of `linalg_gemm2`/`batch_dot`): atom -> an atom of the same size
        self.equal: dict[str, str] = {}
        # tensor sizes a layer that ran on every call that returns proves equal to the input
        # size it was built with (a Dense(in_units=4) on x padded along the time axis: x's own
        # last size was 4): atom -> that python size
        self.fixed: dict[str, Dim] = {}
        # functions whose return a walk of this file is following (a helper reaching itself again
        # is not): held on the file's context, as each helper's walk has a reader of its own
        self._following: set[str] = ctx.__dict__.setdefault("_shape_returns_followed", set())
        # names a comprehension being read binds to a declared child (_comprehension_item)
        self._item_children: dict[str, tuple] = {}
        # declared convolutions called on every call that returns (``proving``): attr -> the
        # shapes they ran on (working code gave each the channels the layer was built with)
        self.fed: dict[str, list[Shape]] = {}

    def prove_equal(self, pairs) -> None:
        """Each pair is two sizes an operator requires equal (no broadcasting): where it runs on
        every call that returns (``proving``), working code had them equal.  Only a pair whose
        quotient is one tensor size over another is kept (``b_q * m / (b_k * h) == m / h`` gives
        ``b_q == b_k``): sizes are positive integers, so that quotient being 1 makes them equal."""
        if not self.proving:
            return
        for one, two in pairs:
            inv = two.inverse() if one is not None and two is not None else None
            if inv is None:
                continue
            q = self.same(one * inv)
            if q.coef != 1 or len(q.atoms) != 2 or sorted(e for _, e in q.atoms) != [-1, 1] \
                    or not all(_axis_atom(a) for a, _ in q.atoms):
                continue
            a, b = sorted(a for a, _ in q.atoms)
            self.equal[b] = a

    def _same_atom(self, atom: str) -> str:
        while atom in self.equal:
            atom = self.equal[atom]
        return atom

    def same(self, d: Dim) -> Dim:
        """``d`` with each tensor size proven equal to another written as that one, and each
        proven equal to a declared size written as that size."""
        if not (self.equal or self.fixed) or not d.atoms:
            return d
        exps: dict[str, int] = {}
        coef = d.coef
        for a, e in d.atoms:
            a = self._same_atom(a)
            value = self.fixed.get(a)
            if value is not None and value.is_const:
                coef *= value.coef ** e
                continue
            if value is not None:
                a = value.atoms[0][0]
            exps[a] = exps.get(a, 0) + e
        return Dim(coef, tuple(sorted((a, e) for a, e in exps.items() if e)), d.floored)

    def param_key(self, node) -> str | None:
        """The parameter name of ``kwargs['weight']`` (the ``**`` argument of hybrid_forward)."""
        return kwargs_key(node, self.kwargs_name)

    def shape_ref(self, node, env: Env) -> tuple[Shape, int] | None:
        """(shape, axis) for ``t.shape[i]`` of a tensor name ``t`` known here."""
        if not (isinstance(node, cst.Subscript) and len(node.slice) == 1
                and isinstance(node.slice[0].slice, cst.Index)):
            return None
        attr = node.value
        i = int_literal(node.slice[0].slice.value)
        if i is None or not _is_shape_attr(attr):
            return None
        shape = self.tensor(attr.value, env)
        return None if shape is None else (shape, i)

    def len_of(self, node) -> cst.Name | None:
        """``t`` of ``len(t)`` where ``t`` is a proven legacy tensor: its first size eagerly (a
        python list's len counts its items, so a tensor-like name is not enough)."""
        if not (isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == "len"
                and self.ctx.resolve(node.func) in (None, "len") and len(node.args) == 1
                and node.args[0].keyword is None and not node.args[0].star
                and isinstance(node.args[0].value, cst.Name)):
            return None
        arg = node.args[0].value
        return arg if self.ctx.proven_tensor(arg) else None

    def tensor(self, node, env: Env) -> Shape | None:
        key = held_key(node)
        if key is not None:
            return env.tensors.get(key)     # `xs[0]` of a list (`d["k"]` of a dict) kept as its display made it
        if isinstance(node, cst.Name):
            shape = env.tensors.get(node.value)
            # tensor-like is enough to track a shape; rewrites separately need a proven tensor
            if shape is None and self.ctx.is_tensor(node, loose=True):
                shape = env.tensors[node.value] = fresh()
            return shape
        return None

    def dim(self, node, env: Env) -> Dim | None:
        """The dim an integer-valued python expression computes, or None."""
        v = int_literal(node)
        if v is not None:
            return Dim.const(v)
        ref = self.shape_ref(node, env)
        if ref is not None:
            return ref[0].dim(ref[1])
        counted = self.len_of(node)
        if counted is not None:
            shape = self.tensor(counted, env)
            return None if shape is None else shape.dim(0)
        held = _held_sizes(node, env)
        if held is not None:
            shape, lo, hi = held
            i = int_literal(node.slice[0].slice.value)
            if i is None:
                return None
            if i >= 0:
                axis = lo + i
            elif hi is None:
                axis = i        # `x.shape[2:][-1]`: the last axis (the original raises unless it is at or after 2)
            elif shape.rank is not None and shape.rank >= hi:
                axis = hi + i
            else:
                return None     # `x.shape[:2][-1]` is axis 1 only when the rank reaches 2
            if axis < 0 and i >= 0 or hi is not None and not lo <= axis < hi:
                return None
            return shape.dim(axis)
        kept = _held_dim_tuple(node, env)
        if kept is not None:
            i = int_literal(node.slice[0].slice.value)
            if isinstance(kept, tuple):
                # python's tuple index: negative ones count from the end of a tuple of known length
                return kept[i] if i is not None and -len(kept) <= i < len(kept) else None
            if i is None or i < 0:
                return None     # from the end needs the run's length, which needs the rank
            axis = kept.lo + i
            if kept.hi is not None and axis >= kept.hi:
                return None
            d = kept.shape.dim(axis)
            if d is None:
                return None
            inner = kept.env.copy()
            inner.forget([kept.var])
            inner.dims[kept.var] = d
            return self.dim(kept.elt, inner)
        if isinstance(node, cst.Name):
            if node.value in env.dims:
                return env.dims[node.value]
            if node.value in env.python:
                return env.python[node.value]
            if node.value in self.fixed_params and not self.ctx.is_tensor(node, loose=True):
                return Dim.atom(node.value)     # a python argument the body never rebinds
            const = getattr(self.ctx, "int_constants", {}).get(node.value)
            if const is not None and self._module_level(node.value):
                return Dim.const(const)         # `emb_size = 128` at module level, read here
            return None
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == "int" \
                and len(node.args) == 1 and not node.args[0].keyword and not node.args[0].star \
                and isinstance(node.args[0].value, cst.BinaryOperation) \
                and isinstance(node.args[0].value.operator, (cst.Divide, cst.FloorDivide)):
            # int(n / k) of non-negative sizes is n // k, which this algebra reads as n/k
            return self.dim(node.args[0].value, env)
        got = multiple_width(node, self.ctx.resolve) if isinstance(node, cst.BinaryOperation) else None
        if got is not None or isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Modulo):
            # `-t % k`, `(k - t % k) % k`, `ceil(t / k) * k - t`: the pad of a tensor's size t up
            # to a multiple of k, a size between 0 and k - 1 that no product gives; the same atom
            # for every spelling
            t, k = (self.dim(got[0], env), self.dim(got[1], env)) if got is not None else (None, None)
            if t is None or k is None or not t.from_tensor or k.from_tensor:
                return None
            name = f"{TENSOR_ATOM}({t.coef}*{t.atoms!r} up to {k.coef}*{k.atoms!r}){_PAD_END}"
            _PADS[name] = k
            return Dim.atom(name)
        if isinstance(node, cst.BinaryOperation):
            a, b = self.dim(node.left, env), self.dim(node.right, env)
            if a is None or b is None:
                return None
            if isinstance(node.operator, cst.Multiply):
                return a * b
            if isinstance(node.operator, (cst.FloorDivide, cst.Divide)):
                inv = b.inverse()
                if inv is None:
                    return None
                got = a * inv
                return got if b.is_const and b.coef == 1 else replace(got, floored=True)
            if a.is_const and b.is_const:
                if isinstance(node.operator, cst.Add):
                    return Dim.const(a.coef + b.coef)
                if isinstance(node.operator, cst.Subtract):
                    return Dim.const(a.coef - b.coef)
            if isinstance(node.operator, cst.Add) and (a.from_tensor or b.from_tensor):
                return dim_sum([a, b])
            if isinstance(node.operator, (cst.Add, cst.Subtract)) and not (a.from_tensor or b.from_tensor):
                # `self._k - 1`: a sum of python sizes is one opaque size, the same python text in
                # hybrid code (this product algebra cannot expand it, so it proves nothing about
                # its parts); a sum with a tensor's size has no python text and stays unknown
                op = "+" if isinstance(node.operator, cst.Add) else "-"
                return Dim.atom(f"{a.python()} {op} {b.python()}")
            return None
        if isinstance(node, cst.Attribute) and _self_attr(node):
            return Dim.atom(self.ctx.code_for(node).strip())
        if configured_entry(self.ctx, node):
            # `self.image_size[0]` of a configured display of numbers: a python number, the same
            # text in hybrid code
            return Dim.atom(self.ctx.code_for(node).strip())
        attr = _declared_param_size(node, self.ctx.scope)
        if attr is not None:
            # `self.fast.shape[0]` of a Parameter whose declaration fixes its shape: a python int
            # while tracing (the shape-fixing route writes it so from `fast.shape[0]`)
            return Dim.atom(self.ctx.code_for(node).strip())
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == "len" \
                and len(node.args) == 1 and node.args[0].keyword is None and not node.args[0].star:
            # the number of a declared list's children: a python int, the same text in hybrid code
            held = node.args[0].value
            scope = self.ctx.scope
            if isinstance(held, cst.Attribute) and isinstance(held.value, cst.Name) and held.value.value == "self" \
                    and held.attr.value in declared_child_items(self.ctx, scope.cls if scope is not None else None):
                return Dim.atom(f"len(self.{held.attr.value})")
        return None

    def _module_level(self, name: str) -> bool:
        """``name`` here is the module's: no parameter or binding of this function shadows it."""
        scope = getattr(self.ctx, "scope", None)
        if scope is None:
            return False
        if name in scope.params or name == scope.f_name:
            return False
        # the names the function binds, once per function (kept on ctx like declared_children)
        cache = self.ctx.__dict__.setdefault("_bound_in_function", {})
        bound = cache.get(id(scope.func))
        if bound is None:
            bound = cache[id(scope.func)] = frozenset(bound_names(scope.func.body))
        return name not in bound

    def entries(self, node, env: Env) -> list[Dim] | None:
        """The dims of a shape-valued expression: ``(a, b)``, ``[a, b]``, ``t.shape``,
        ``t.shape[k:]``, concatenations and ``*`` unpacking of those."""
        if isinstance(node, (cst.Tuple, cst.List)):
            return self._elements(node, env, codes=False)
        if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Add):
            a, b = self.entries(node.left, env), self.entries(node.right, env)
            return None if a is None or b is None else a + b
        repeated = self.repeated(node, env)
        if repeated is not None:
            part, n = repeated
            got = self.entries(part, env)
            return None if got is None else got * n
        if _is_shape_attr(node):
            shape = self.tensor(node.value, env)
            return None if shape is None else shape.full()
        declared = self._declared_param(node)
        if declared is not None:
            return declared.full()
        if isinstance(node, cst.Name) and node.value in env.sizes:
            shape, lo, hi = env.sizes[node.value]
            full = shape.full()
            return None if full is None else full[lo:hi]
        if (isinstance(node, cst.Subscript) and len(node.slice) == 1
                and isinstance(node.slice[0].slice, cst.Slice) and _is_shape_attr(node.value)):
            shape = self.tensor(node.value.value, env)
            full = shape.full() if shape is not None else None
            sl = node.slice[0].slice
            lo = int_literal(sl.lower) if sl.lower is not None else None
            hi = int_literal(sl.upper) if sl.upper is not None else None
            if full is None or sl.step is not None or (sl.lower is not None and lo is None) \
                    or (sl.upper is not None and hi is None):
                return None
            return full[lo:hi]
        d = self.dim(node, env)
        return None if d is None else [d]   # a bare int is a 1-d shape

    def _declared_param(self, node) -> "Shape | None":
        """The shape of ``self.<attr>.shape`` where ``self.<attr>`` is a Parameter the block
        declares once with the shape it has while tracing (``_declared_param_size``): the shape
        hybrid_forward's argument ``<attr>`` is handed, so ``(B,) + self.prompt.shape`` reads as
        ``(B,) + prompt.shape`` does (parameter-shape writes the one as the other)."""
        attr = _declared_param_of(node, self.ctx.scope)
        return self.params.get(attr) if attr is not None else None

    def repeated(self, node, env: Env):
        """``(1,) * k`` / ``k * (1,)`` in a shape (the rank padding of
        ``(x.shape[0],) + (1,) * (x.ndim - 1)``): (the tuple or list display, k) where k reads as
        a constant count; None otherwise. A sequence repeated by a count the reader only knows as
        a python name has no fixed number of entries, so it is not read."""
        if not (isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Multiply)):
            return None
        for part, count in ((node.left, node.right), (node.right, node.left)):
            if isinstance(part, (cst.Tuple, cst.List)):
                n = self.dim(count, env)
                if n is None or not n.is_const or n.coef.denominator != 1:
                    return None
                return part, max(int(n.coef), 0)
        return None

    def _elements(self, node, env: Env, codes: bool):
        """The entries of a tuple/list shape; ``codes``: keep literal codes (<= 0) as ints and
        unknown entries as None, else every entry must be a dim."""
        out: list = []
        for e in node.elements:
            if isinstance(e, cst.StarredElement):
                got = self.entries(e.value, env)
                if got is None:
                    return None
                out.extend(got)
                continue
            v = int_literal(e.value)
            d = v if codes and v is not None and v <= 0 else self.dim(e.value, env)
            if d is None and not codes:
                return None
            out.append(d)
        return out

    def mentions_dims(self, node, env: Env) -> bool:
        for n in _walk(node):
            if isinstance(n, cst.Name) and (n.value in env.dims or n.value in env.sizes
                                            or n.value in env.dim_tuples):
                return True
            if _is_shape_attr(n) or self.len_of(n) is not None:
                return True
        return False

    # ---- what an assignment's value is -------------------------------------------------------

    def value_shape(self, node, env: Env) -> Shape | None:
        """The shape of the tensor ``node`` computes, when it is a tensor expression."""
        out = self._value_shape(node, env)
        if out is not None and out.rank is not None and isinstance(node, cst.Call):
            out.derived = True          # an operator the walk knows computed it: a tensor
        return out

    def _value_shape(self, node, env: Env) -> Shape | None:
        if isinstance(node, cst.Name) or held_key(node) in env.tensors:
            return self.tensor(node, env)
        key = self.param_key(node)
        if key is not None and key in self.params:
            return self.params[key]
        if isinstance(node, cst.UnaryOperation) and not isinstance(node.operator, cst.Not):
            return self.value_shape(node.expression, env)      # `-F.mean(...)` keeps its shape
        if isinstance(node, cst.BinaryOperation):
            a, b = self.value_shape(node.left, env), self.value_shape(node.right, env)
            # tensor op python scalar: the tensor's shape
            if a is not None and b is None and not self.ctx.is_tensor(node.right, loose=True):
                return a
            if b is not None and a is None and not self.ctx.is_tensor(node.left, loose=True):
                return b
            if a is not None and b is not None and a.rank is not None and a.full() == b.full():
                return a
            if a is not None and a is b:
                # one value's shape on both sides (`c * y + d * F.broadcast_like(w, y)`): the
                # eager operator gives that shape whatever the rank
                return a
            if a is not None and b is not None and a.rank is not None and a.rank == b.rank:
                return _elementwise_result(a, b)
            if a is not None and b is not None and (a.rank is None or b.rank is None) and same_rank(a, b):
                return _broadcast_same_rank(a, b)       # the eager operator is broadcast_*
            return fresh() if self.ctx.is_tensor(node) else None
        if (isinstance(node, cst.Comparison) and len(node.comparisons) == 1
                and type(node.comparisons[0].operator) in _ELEMENTWISE_COMPARISONS):
            # `x > 0.5` is MXNet's _greater_scalar (x's shape, 0/1 in x's dtype); two operands
            # of one shape compare elementwise
            right = node.comparisons[0].comparator
            a, b = self.value_shape(node.left, env), self.value_shape(right, env)
            if a is not None and b is None and not self.ctx.is_tensor(right, loose=True):
                return a
            if b is not None and a is None and not self.ctx.is_tensor(node.left, loose=True):
                return b
            if a is not None and b is not None and a.rank is not None and a.full() == b.full():
                return a
            return fresh() if self.ctx.is_tensor(node) else None
        if isinstance(node, cst.Subscript):
            return self._output_shape(node, env) or self._indexed(node, env) \
                or (fresh() if self.ctx.is_tensor(node) else None)
        if not isinstance(node, cst.Call):
            return fresh() if self.ctx.is_tensor(node) else None
        func = node.func
        path = self.ctx.f_path(func)
        args = [a for a in node.args if a.keyword is None and not a.star]
        data, op = None, None
        if path in (("linalg", "gemm2"), ("linalg_gemm2",)) and len(args) >= 2:
            return self._gemm2(node, args[0].value, args[1].value, env)
        if path is not None and len(path) == 2 and path[0] == "linalg" and path[1] != "slogdet":
            out = self._linalg(path[1], args[0].value if args else kwarg(node, "A"), env)
            return out if out is not None else (fresh() if self.ctx.is_tensor(node) else None)
        if path == ("contrib", "AdaptiveAvgPooling2D"):
            return self._adaptive_pool(node, args, env)
        if path == ("contrib", "BilinearResize2D"):
            return self._bilinear_resize(node, args, env)
        if path == ("BilinearSampler",):
            return self._bilinear_sampled(node, args, env)
        if path == ("GridGenerator",):
            return self._grid_generated(node, args, env)
        if path is not None and len(path) == 1:
            op = path[0]
            data = args[0].value if args else kwarg(node, "data")
            rest = args[1:]
        elif isinstance(func, cst.Attribute) and self.ctx.is_tensor(func.value, loose=True):
            op, data, rest = func.attr.value, func.value, args
        elif (isinstance(func, cst.Name) and func.value in self._item_children and func.value not in env.tensors) \
                or self._indexed_item(func) is not None:
            # `head(feat)` of `for head in self.heads`, or `self.heads[i](feat)`: one declaration
            # every item of the list shares
            decl = self._item_children[func.value] if isinstance(func, cst.Name) else self._indexed_item(func)
            if len(args) != 1 or len(node.args) != 1 or decl[0] == "rnn":
                return fresh()
            src = self.value_shape(args[0].value, env)
            out = self._child_shape(decl, src)
            if out is not src:
                out.derived = True
            return out
        elif isinstance(func, cst.Name) and func.value not in env.tensors:
            returned = self._function_return(node, env)
            if returned is not None:
                return returned
        elif isinstance(func, cst.Attribute) and _self_attr(func) and args:
            decl = self.declared.get(func.attr.value)
            need = _input_rank(decl) if decl is not None else None
            if need is not None:
                self.prove_rank(args[0].value, need, env)
            if self.proving and decl is not None and decl[0] == "conv" and len(node.args) == 1:
                fed = self.value_shape(args[0].value, env)
                ran = self.fed.setdefault(func.attr.value, [])
                if fed is not None and not any(s is fed for s in ran):
                    ran.append(fed)
            if decl is not None and decl[0] == "rnn" and (len(args) != 1 or len(node.args) != 1):
                return fresh()      # (output, states): a tuple
            if decl is None:
                returned = self._helper_return(func.attr.value, node, env)
                if returned is not None:
                    return returned
                if self.proving:
                    # a method not walked (called from several places): its arguments still run
                    # on every call that returns, and prove what their layers prove
                    # (`self.hswish(F, self.expand(x))`: x has expand's in_channels)
                    for a in node.args:
                        self.value_shape(a.value, env.copy())
            elif self.proving and len(node.args) == 1:
                self._prove_input_size(func.attr.value, decl, args[0].value, env)
            return self._child(func.attr.value, self.value_shape(args[0].value, env))
        fixed = self._fixed_rank(node, op, path, args)
        if fixed is not None:
            source = data if data is not None else (args[0].value if args else kwarg(node, "data"))
            if source is not None:
                self.prove_rank(source, fixed, env)
            out = fresh(rank=fixed)
            if op in _BATCH_FIRST and source is not None:
                src = self.value_shape(source, env)
                if src is not None:
                    out.dims[0] = src.dim(0)
                    if op != "Deconvolution":
                        _spatial_shifted(out, src, src.full(), op_unit_stride_offsets(node, op, fixed - 2))
            if op == "UpSampling" and source is not None and _nearest_one_input(node, args):
                src = self.value_shape(source, env)
                if src is not None and src.set_rank(4):
                    _nearest_upsampled(node, src, out)
            return out
        if op in ("zeros", "ones", "full") and path is not None:
            shape_node = args[0].value if args else kwarg(node, "shape")
            dims = self.entries(shape_node, env) if shape_node is not None else None
            return fresh(dims=dims) if dims is not None else fresh()
        if op == "eye" and path is not None and len(path) == 1 and args and not any(a.star for a in node.args):
            # eye(N, M=0, k=0): (N, M), M of 0 meaning N (MXNet 1.9.1, eager and symbolic)
            n = self.dim(args[0].value, env)
            m_node = args[1].value if len(args) > 1 else kwarg(node, "M")
            m = n if m_node is None or int_literal(m_node) == 0 else self.dim(m_node, env)
            return fresh(dims=[n, m]) if n is not None and m is not None else fresh(rank=2)
        if op == "arange" and path is not None and len(path) == 1:
            # MXNet 1.9.1's legacy arange is 1-d whatever its start, stop, step and repeat; its
            # length is left unknown (a float stop gives ceil(stop) elements) but for a range of
            # a size read from a tensor
            length = self._arange_length(node, args, env)
            return fresh(dims=[length]) if length is not None else fresh(rank=1)
        if path == ("contrib", "arange_like") and args and kwarg(node, "repeat") is None:
            # MXNet 1.9.1: one entry per element of the data's axis (whatever start and step),
            # or the data's own shape without an axis -- what the shape fixers write for an
            # `F.arange(x.shape[k])`, so a later reshape of it reads that size again
            src = self.value_shape(args[0].value, env)
            axis_node = kwarg(node, "axis")
            axis = int_literal(axis_node) if axis_node is not None else None
            if src is None or axis_node is not None and axis is None:
                return fresh(rank=1) if axis_node is not None else fresh()
            return src if axis_node is None else fresh(dims=[src.dim(axis)])
        if path is not None and op in ("concat", "Concat", "stack") and node.args and node.args[0].star == "*":
            # `F.concat(*[blk(f) for blk, f in zip(self.towers, feats)], dim=1)`, or of a name
            # bound to that list above
            listed = node.args[0].value
            comp = self._listed_once(listed, node) or listed
            got = self._comprehension_item(comp, env)
            if got is not None:
                if self.proving:
                    self._prove_item_inputs(comp, env)
                item, count = got
                return self._concat(node, [item], joined_known=False) if op != "stack" \
                    else self._stack(node, item, count)
        if path is not None and op == "stack" and node.args and not any(a.star for a in node.args):
            # `F.stack(a, b, axis=1)`: MXNet 1.9.1's stack takes only inputs of one shape, so the
            # first one's is every one's, and the new axis is as long as the inputs are many
            tensors = [a for a in node.args if a.keyword is None]
            item = self.value_shape(tensors[0].value, env) if tensors else None
            if item is not None:
                return self._stack(node, item, Dim.const(len(tensors)))
        if op is None or data is None:
            return fresh() if self.ctx.is_tensor(node) else None
        if op == "broadcast_to":
            # the target's sizes, where the original ran; a 0 entry keeps the input's size
            shape_node = rest[0].value if rest else kwarg(node, "shape")
            if _is_shape_attr(shape_node):
                # `broadcast_to(b.shape)`: eagerly b's shape exactly (MXNet 1.9.1 raises otherwise),
                # whatever b's rank
                other = self.value_shape(shape_node.value, env)
                if other is not None:
                    return other
            dims = self.entries(shape_node, env) if shape_node is not None else None
            if dims is None:
                return fresh()
            if Dim.const(0) in dims:
                src = self.value_shape(data, env)
                if src is None:
                    return fresh(rank=len(dims))
                dims = [src.dim(i) if d == Dim.const(0) else d for i, d in enumerate(dims)]
            return fresh(dims=dims)
        if op in ("broadcast_like", "reshape_like") and rest and not any(
                kwarg(node, k) is not None for k in ("lhs_axes", "rhs_axes", "lhs_begin", "lhs_end",
                                                     "rhs_begin", "rhs_end")):
            # the other tensor's shape, whatever the data is (an array the walk does not follow)
            return self.value_shape(rest[0].value, env) or fresh()
        src = self.value_shape(data, env)
        if src is None:
            return fresh() if self.ctx.is_tensor(node) else None
        if op == "where" and path is not None:
            # the output has x's shape; the condition may also be 1-d, of x's first size
            return self.value_shape(rest[0].value, env) if rest else fresh()
        if op in SAME_SHAPE_OPS:
            return src
        if op == "cumsum" and path is not None and int_literal(
                rest[0].value if rest else kwarg(node, "axis")) is not None:
            # a running sum along a given axis keeps every axis (without one it is flattened)
            return src
        if op == "Pooling" and path is not None:
            return _global_pooled(node, src)
        if op in ("concat", "Concat") and path is not None:
            parts = [src] + [self.value_shape(a.value, env) for a in rest]
            dim = int_literal(kwarg(node, "dim")) if kwarg(node, "dim") is not None else 1
            if self.proving and dim is not None and dim >= 0 and not any(a.star for a in node.args):
                # MXNet 1.9.1's Concat takes only inputs whose rank is above dim: where it runs on
                # every call that returns, working code gave it such inputs
                for part in parts:
                    if part is not None:
                        part.floor = max(part.floor, dim + 1)
            return self._concat(node, parts)
        if op == "slice_like" and rest:
            # the listed axes take the other tensor's sizes, the rest stay the data's
            like = self.value_shape(rest[0].value, env)
            axes = _int_tuple(kwarg(node, "axes")) if kwarg(node, "axes") is not None else None
            if like is None or axes is None or any(a is None or a < 0 for a in axes):
                return fresh(rank=src.rank)
            out = fresh(rank=src.rank)
            out.dims = {a: d for a, d in _axes(src).items() if a not in axes}
            if 0 not in axes:
                out.dims[0] = src.dim(0)
            for a in axes:
                d = like.dim(a)
                if d is not None:
                    out.dims[a] = d
            return out
        if op == "slice_axis":
            axis = int_literal(rest[0].value if rest else kwarg(node, "axis"))
            out = fresh(rank=src.rank)
            if axis is not None and (axis >= 0 or src.rank is not None):
                cut = axis if axis >= 0 else axis % src.rank
                out.dims = {a: d for a, d in _axes(src).items() if a != cut}
                if cut != 0:
                    out.dims[0] = src.dim(0)
                width = _slice_width(rest[1].value if len(rest) > 1 else kwarg(node, "begin"),
                                     rest[2].value if len(rest) > 2 else kwarg(node, "end"))
                if width is not None:
                    out.dims[cut] = Dim.const(width)
                # the output has the input's rank, which has the axis (1.9.1 raises otherwise)
                out.floor = max(min_rank(src), cut + 1)
            if src.rank is None:
                out.ranked = src        # a slice keeps its input's rank, known or not
            return out
        if op == "slice":
            begin, end = kwarg(node, "begin"), kwarg(node, "end")
            b = _slice_entries(begin) if begin is not None else None
            e = _slice_entries(end) if end is not None else None
            step = kwarg(node, "step")
            st = _slice_entries(step) if step is not None else [None] * (len(b) if b is not None else 0)
            out = fresh(rank=src.rank)
            if b is None or e is None or st is None or not len(b) == len(e) == len(st):
                return out
            # an axis sliced (None, None), or past the ones given, keeps its size; so does one
            # walked whole backwards (step -1: a reversal, `x[:, :, ::-1]`)
            keep = [i for i in range(len(b)) if b[i] is None and e[i] is None and st[i] in (None, 1, -1)]
            for i in keep:
                out.dims[i] = src.dim(i)
            if src.rank is not None:
                for i in range(len(b), src.rank):
                    out.dims[i] = src.dim(i)
            return out
        if op == "squeeze":
            node_axis = kwarg(node, "axis") if kwarg(node, "axis") is not None else (rest[0].value if rest else None)
            full = src.full()
            axes = None
            if node_axis is not None:
                axes = _int_tuple(node_axis)
                if axes is None:
                    v = int_literal(node_axis)
                    axes = None if v is None else [v]
            if full is None or axes is None or any(a is None or not -len(full) <= a < len(full) for a in axes):
                return fresh()
            gone = {a % len(full) for a in axes}
            kept = [d for i, d in enumerate(full) if i not in gone]
            if not kept:
                # the legacy operator never gives a 0-d array: squeezing every axis leaves (1,)
                # (1.9.1, also symbolically); NDArray's fluent method in numpy mode gives ()
                return fresh(dims=[Dim.const(1)]) if path is not None else fresh()
            return fresh(dims=kept)
        if op in ("argmax", "argmin"):
            # the fluent method is the operator on its receiver (``dist.argmin(axis=2)``), like
            # the reductions below; its positional order is the operator's
            axis_node = op_argument(node, op, "axis", rest)
            if axis_node is None or int_literal(axis_node) is None:
                return fresh()      # over the flattened array, or an axis the walk cannot read
            return _reduced(src, axis_node, _true(op_argument(node, op, "keepdims", rest)))
        if op == "topk" and path is not None:
            return self._topk(node, src, rest, env)
        if op in REDUCE_OPS:
            if op_argument(node, op, "exclude", rest) is not None:
                return fresh()      # the axes kept, not reduced: no literal reading of `axis`
            return _reduced(src, op_argument(node, op, "axis", rest),
                            _true(op_argument(node, op, "keepdims", rest)))
        if op in _BROADCAST and rest:
            other = self.value_shape(rest[0].value, env)
            return _broadcast(src, other) if other is not None else fresh()
        if op in ("maximum", "minimum") and path is not None and len(path) == 1 and len(rest) == 1 \
                and len(node.args) == 2:
            # MXNet 1.9.1's F.maximum/F.minimum: of a number, the data's shape (_maximum_scalar);
            # eagerly two NDArrays broadcast (broadcast_maximum)
            other = rest[0].value
            shape = self.value_shape(other, env)
            if shape is None:
                return fresh() if self.ctx.is_tensor(other, loose=True) else src
            return _broadcast(src, shape)
        if op == "dot" and path is not None and rest and len(node.args) <= 4:
            # MXNet 1.9.1's legacy dot without transpose_a: lhs.shape[:-1] + rhs.shape[1:]; with
            # transpose_b of a 2-d rhs, its first axis (an N-d rhs is transposed whole)
            other = self.value_shape(rest[0].value, env)
            a, b = src.full(), other.full() if other is not None else None
            ta, tb = (_true(kwarg(node, k)) for k in ("transpose_a", "transpose_b"))
            if a is None or b is None or len(a) < 2 or not b or ta is not False or tb is None \
                    or (tb and len(b) != 2) or len(rest) > 1 \
                    or any(k.keyword is not None and k.keyword.value not in ("transpose_a", "transpose_b")
                           for k in node.args):
                return fresh()
            return fresh(dims=a[:-1] + ([b[0]] if tb else b[1:]))
        if op == "batch_dot" and rest:
            other = self.value_shape(rest[0].value, env)
            # MXNet 1.9.1 takes two operands of one rank (3 or more): either's rank is the other's
            rank = next((t.rank for t in (src, other) if t is not None and t.rank is not None), None)
            if rank is not None and rank >= 3:
                self.prove_rank(data, rank, env)
                self.prove_rank(rest[0].value, rank, env)
            a, b = src.full(), other.full() if other is not None else None
            ta, tb = (_true(kwarg(node, k)) for k in ("transpose_a", "transpose_b"))
            if a is not None and b is None and len(a) >= 3 and ta is not None and tb is not None:
                # the rows come from the first operand alone, the columns are the second's
                out = fresh(rank=len(a))
                out.dims = {i: d for i, d in enumerate(a[:-2])}
                out.dims[len(a) - 2] = a[-1] if ta else a[-2]
                return out
            if a is None or b is None or len(a) != len(b) or len(a) < 3 or ta is None or tb is None:
                out = fresh(rank=rank if rank is not None and rank >= 3 else None)
                # both operands have 3 axes or more and equal batch axes (MXNet 1.9.1 checks
                # them): axis 0 is the first operand's, and the second's is the same size
                out.dims[0] = src.dim(0)
                if other is not None:
                    self.prove_equal([(src.dim(0), other.dim(0))])
                return out
            # as linalg_gemm2: equal batch axes and contracted sizes, checked by MXNet 1.9.1
            self.prove_equal(list(zip(a[:-2], b[:-2])) + [(a[-2] if ta else a[-1], b[-1] if tb else b[-2])])
            return fresh(dims=a[:-2] + [a[-1] if ta else a[-2], b[-2] if tb else b[-1]])
        if op == "broadcast_like" and rest and kwarg(node, "lhs_axes") is not None:
            return self._broadcast_axes_like(node, src, rest[0].value, env)
        if op == "one_hot" and path is not None:
            depth_node = rest[0].value if rest else kwarg(node, "depth")
            depth = int_literal(depth_node)
            full = src.full()
            if full is None:
                # a new last axis: the indices' axes counted from the front stay where they are
                out = fresh()
                out.dims = {a: d for a, d in src.dims.items() if a >= 0}
                out.dims[0] = src.dim(0)
                return out
            if depth is None and depth_node is not None:
                size = self.dim(depth_node, env)
                if size is not None:
                    return fresh(dims=full + [size])
                out = fresh(rank=len(full) + 1)
                out.dims = dict(enumerate(full))
                return out
            return fresh(dims=full + [Dim.const(depth)]) if depth is not None else fresh(rank=len(full) + 1)
        if op == "pick" and rest:
            keep = _true(op_argument(node, op, "keepdims", rest))
            given = op_argument(node, op, "axis", rest)
            axis = -1 if given is None else int_literal(given)
            full = src.full()
            if full is None or keep is None or axis is None or not -len(full) <= axis < len(full):
                return fresh()
            cut = axis % len(full)
            return fresh(dims=[Dim.const(1) if i == cut else d for i, d in enumerate(full)] if keep
                         else [d for i, d in enumerate(full) if i != cut])
        if op == "take" and path is not None and rest:
            return self._taken(node, src, rest, env)
        if op == "gather_nd" and path is not None and len(path) == 1 and rest:
            return self._gathered(node, src, rest, env)
        if op == "im2col" and path is not None and len(path) == 1:
            return _im2col(node, src, self._kernel_dims(kwarg(node, "kernel"), env))
        if op in ("reshape", "Reshape"):
            target = rest[0].value if rest else kwarg(node, "shape")
            if path is None and len(rest) > 1 and kwarg(node, "shape") is None:
                # `x.reshape(0, -1, 4)`: NDArray.reshape takes the sizes positionally (HYB009
                # reports it for Symbols); eagerly it is the tuple form
                target = cst.Tuple([cst.Element(a.value) for a in rest])
            rev = kwarg(node, "reverse")
            if target is None or (rev is not None and not (isinstance(rev, cst.Name) and rev.value == "False")):
                return fresh()
            entries = self.entries_codes(target, env)
            out = reshape_output(src, entries)
            if out is not None:
                return fresh(dims=out)
            shape = fresh(rank=reshape_rank(entries))
            shape.dims.update(enumerate(_reshape_head(src, entries)))
            return shape
        if op == "tile":
            return self._tiled(node, src, rest, env)
        if op in ("transpose", "swapaxes", "SwapAxis", "expand_dims", "flatten", "Flatten"):
            axes_node = rest[0].value if rest else kwarg(node, "axes")
            axes = ([int_literal(a.value) for a in rest] if len(rest) > 1
                    else _int_tuple(axes_node) if axes_node is not None else None)
            if op == "transpose" and src.rank is None and axes and all(a is not None for a in axes):
                src.set_rank(len(axes))     # explicit axes name every axis: working code has that rank
            full = src.full()
            if full is None and op == "expand_dims":
                return _expanded(src, int_literal(rest[0].value if rest else kwarg(node, "axis")))
            if full is None:
                return fresh()
            if op == "transpose":
                if axes_node is None:
                    return fresh(dims=full[::-1])
                if axes is None or any(a is None for a in axes) \
                        or sorted(a % len(full) for a in axes) != list(range(len(full))):
                    return fresh()
                return fresh(dims=[full[a] for a in axes])
            if op in ("swapaxes", "SwapAxis"):
                pair = [int_literal(a.value) for a in rest[:2]]
                if len(pair) < 2:
                    pair = [int_literal(kwarg(node, "dim1") or kwarg(node, "axis1")),
                            int_literal(kwarg(node, "dim2") or kwarg(node, "axis2"))]
                if any(p is None or not -len(full) <= p < len(full) for p in pair):
                    return fresh()
                a, b = (p % len(full) for p in pair)
                out = list(full)
                out[a], out[b] = out[b], out[a]
                return fresh(dims=out)
            if op == "expand_dims":
                axis = int_literal(rest[0].value if rest else kwarg(node, "axis"))
                if axis is None or not -len(full) - 1 <= axis <= len(full):
                    return fresh()
                out = list(full)
                out.insert(axis % (len(full) + 1), Dim.const(1))
                return fresh(dims=out)
            if len(full) < 1:
                return fresh()
            return fresh(dims=[full[0], product(full[1:])])
        return fresh()

    def _tiled(self, node, src: Shape, rest, env: Env) -> Shape:
        """``tile(data, reps)``: MXNet 1.9.1 pads the shorter of the data's shape and ``reps`` with
        leading 1s, and each axis is its size times its count; known only where both are."""
        reps_node = rest[0].value if rest else kwarg(node, "reps")
        reps = self.entries(reps_node, env) if reps_node is not None else None
        full = src.full()
        if reps is None or full is None or len(rest) > 1:
            return fresh()
        n = max(len(full), len(reps))
        full = [Dim.const(1)] * (n - len(full)) + full
        reps = [Dim.const(1)] * (n - len(reps)) + reps
        return fresh(dims=[d * r for d, r in zip(full, reps)])

    def _concat(self, node, parts: "list[Shape | None]", joined_known: bool = True) -> Shape:
        """``concat`` of ``parts`` (the first known): every axis but the joined one (default dim=1)
        is the first input's; ``joined_known`` False when ``parts`` stands for inputs not all
        listed (one item of a starred comprehension), so the joined size is left unknown."""
        src = parts[0]
        given = kwarg(node, "dim")
        dim = 1 if given is None else int_literal(given)
        if dim is None:
            return fresh()
        # Concat needs every input of one rank: any input whose rank is known gives it
        rank = next((p.rank for p in parts if p is not None and p.rank is not None), None)
        if dim < 0 and rank is not None:
            if dim < -rank:
                return fresh()
            dim %= rank
        elif dim < 0:
            # joined along an axis counted from the end (`dim=-1`), rank unknown: the axes before
            # it, as far as some input's rank is bounded, are the first input's
            below = max(min_rank(p) for p in parts if p is not None)
            out = fresh()
            out.floor = below
            out.dims = {i: src.dim(i) for i in range(below + dim)}
            return out
        out = fresh(rank=rank)
        out.dims = {a: d for a, d in _axes(src).items() if a != dim}
        if dim != 0:
            out.dims[0] = src.dim(0)
        # (Concat takes inputs of one rank: an input whose rank nothing proved still has it, and
        # its axis `dim` counted from the start is its own size there)
        if joined_known and rank is not None and dim < rank and all(p is not None for p in parts):
            joined = [p.dim(dim) for p in parts]
            # (sizes of one monomial add up: two pair halves of d channels give 2 * d)
            out.dims[dim] = dim_sum(joined)
        return out

    def _stack(self, node, item: Shape, count: "Dim | None") -> Shape:
        """``stack`` of inputs that all have ``item``'s shape (MXNet 1.9.1 requires it): a new axis
        of ``count`` (None: unknown) inserted at ``axis`` (default 0)."""
        given = kwarg(node, "axis")
        axis = 0 if given is None else int_literal(given)
        full = item.full()
        if full is None or axis is None or not -len(full) - 1 <= axis <= len(full):
            return fresh(rank=item.rank + 1 if item.rank is not None else None)
        out = fresh(rank=len(full) + 1)
        at = axis % (len(full) + 1)
        out.dims = {i if i < at else i + 1: d for i, d in enumerate(full)}
        if count is not None:
            out.dims[at] = count
        return out

    def _comprehension_item(self, comp, env: Env) -> "tuple[Shape, Dim | None] | None":
        """(the shape of the first item of ``[elt for target in iter]``, the number of items or
        None) when the shape of one item is all a reader may use (the items of a concat agree on
        every axis but the joined one, those of a stack on every axis).  One ``for`` without
        ``if``; ``iter`` a declared list of children (:func:`declared_child_items`), a tuple or
        list display, or ``zip``/``enumerate`` of those."""
        if not isinstance(comp, (cst.ListComp, cst.GeneratorExp)):
            return None
        f = comp.for_in
        if f.inner_for_in is not None or f.ifs or f.asynchronous is not None:
            return None
        got = self._iteration(f.target, f.iter, env)
        if got is None:
            return None
        bound, count = got
        item = self._item_shape(comp.elt, bound, env)
        return (item, count) if item is not None else None

    def _listed_once(self, name, read) -> "cst.ListComp | None":
        """The comprehension of ``outs = [head(h) for head in self.heads]`` that ``*outs`` at
        ``read`` unpacks: ``outs`` bound by that one top-level statement before the read's, used
        nowhere but as ``*outs`` (no append, item store or method can change the list), and no
        name the comprehension reads bound from that statement to the read's (so the items are
        what the comprehension computes with the values the read sees)."""
        scope = self.ctx.scope
        func = scope.func if scope is not None else None
        if not isinstance(name, cst.Name) or not isinstance(func, cst.FunctionDef) \
                or not isinstance(func.body, cst.IndentedBlock):
            return None
        values = name_bindings(func.body, nested=True).get(name.value, [])
        if len(values) != 1 or not isinstance(values[0], cst.ListComp):
            return None
        comp = values[0]
        top = func.body.body
        at = next((i for i, st in enumerate(top) if isinstance(st, cst.SimpleStatementLine)
                   and any(n is comp for n in iter_descendants(st))), None)
        use = next((i for i, st in enumerate(top) if st is read
                    or any(n is read for n in iter_descendants(st))), None)
        if at is None or use is None or use <= at:
            return None
        parents = parent_map(func.body)
        for n in iter_descendants(func.body):
            if type(n) is not cst.Name or n.value != name.value:
                continue
            up = parents.get(id(n))
            if not ((isinstance(up, cst.Arg) and up.star == "*" and up.value is n)
                    or (isinstance(up, cst.AssignTarget) and up.target is n)):
                return None
        own = set()
        for f in iter_descendants(comp):
            if isinstance(f, cst.CompFor):
                own |= set(target_names(f.target))
        reads = {n.value for n in iter_descendants(comp) if type(n) is cst.Name} - own
        for st in top[at + 1:use + 1]:
            if reads & set(name_bindings(st, nested=True)):
                return None
        return comp

    def comprehension_items(self, comp, env: Env) -> "list[Shape | None] | None":
        """The shape of each item of ``[elt for name in (a, b, c)]`` (a display, no ``if``), one
        pass per item written there; None for any other comprehension."""
        if not isinstance(comp, (cst.ListComp, cst.GeneratorExp)):
            return None
        f = comp.for_in
        it = f.iter
        if f.inner_for_in is not None or f.ifs or f.asynchronous is not None \
                or not isinstance(f.target, cst.Name) or not isinstance(it, (cst.Tuple, cst.List)) \
                or any(isinstance(e, cst.StarredElement) for e in it.elements):
            return None
        return [self._item_shape(comp.elt, {f.target.value: self.value_shape(e.value, env.copy())}, env)
                for e in it.elements]

    def _item_shape(self, elt, bound: dict, env: Env) -> "Shape | None":
        """``elt``'s shape with the comprehension's names ``bound`` (a Shape, a child's
        declaration, or None for anything else)."""
        inner = env.copy()
        inner.forget(bound)
        children = {}
        for name, value in bound.items():
            if isinstance(value, Shape):
                inner.tensors[name] = value
            elif isinstance(value, tuple):
                children[name] = value
        saved = self._item_children
        self._item_children = {**{k: v for k, v in saved.items() if k not in bound}, **children}
        try:
            return self.value_shape(elt, inner)
        finally:
            self._item_children = saved

    def _indexed_item(self, func) -> "tuple | None":
        """The declaration every item of ``self.<attr>`` shares where ``func`` is ``self.<attr>[i]``
        (one index, no slice: a slice of a Sequential runs several items), else None."""
        if not (isinstance(func, cst.Subscript) and len(func.slice) == 1 and isinstance(func.slice[0].slice, cst.Index)
                and isinstance(func.value, cst.Attribute) and _self_attr(func.value)):
            return None
        scope = self.ctx.scope
        return declared_child_items(self.ctx, scope.cls if scope is not None else None).get(func.value.attr.value)

    def _iteration(self, target, it, env: Env) -> "tuple[dict, Dim | None] | None":
        """The names ``for target in it`` binds on its first pass -> a Shape (a tensor), a child
        declaration (a tuple), or None (anything else), and the number of passes (None: unknown)."""
        if isinstance(it, cst.Attribute) and _self_attr(it) and isinstance(it.value, cst.Name) \
                and isinstance(target, cst.Name):
            scope = self.ctx.scope
            decl = declared_child_items(self.ctx, scope.cls if scope is not None else None).get(it.attr.value)
            if decl is None:
                return None
            return {target.value: decl}, Dim.atom(f"len(self.{it.attr.value})")
        if isinstance(it, (cst.Tuple, cst.List)) and isinstance(target, cst.Name):
            if not it.elements or any(isinstance(e, cst.StarredElement) for e in it.elements):
                return None
            return {target.value: self.value_shape(it.elements[0].value, env)}, Dim.const(len(it.elements))
        if not (isinstance(it, cst.Call) and isinstance(it.func, cst.Name) and it.func.value in ("zip", "enumerate")
                and isinstance(target, cst.Tuple) and it.args
                and all(a.keyword is None and not a.star for a in it.args)
                and all(isinstance(e, cst.Element) for e in target.elements)):
            return None
        sources = [a.value for a in it.args]
        targets = [e.value for e in target.elements]
        if it.func.value == "enumerate":
            if len(sources) != 1 or len(targets) != 2 or not isinstance(targets[0], cst.Name):
                return None
            got = self._iteration(targets[1], sources[0], env)
            return None if got is None else ({targets[0].value: None, **got[0]}, got[1])
        if len(sources) != len(targets):
            return None
        bound: dict = {}
        counts = set()
        for t, src in zip(targets, sources):
            got = self._iteration(t, src, env)
            if got is None or bound.keys() & got[0].keys():
                return None
            bound.update(got[0])
            counts.add(got[1])
        return bound, counts.pop() if len(counts) == 1 else None

    def _helper_return(self, name: str, call: cst.Call, env: Env, read=None) -> Shape | None:
        """The shape a method of this class returns to ``call``, its only caller: the method's
        walk with its parameters holding this call's argument shapes, read at its one return
        (the last statement of its body)."""
        scope = self.ctx.scope
        if scope is None or scope.cls is None or name in self._following:
            return None
        fn = next((m for m in scope.cls.node.body.body
                   if isinstance(m, cst.FunctionDef) and m.name.value == name), None)
        helper = self.ctx.scopes_by_func.get(id(fn)) if fn is not None else None
        # (each of its callers walks it with its own arguments' shapes, as _function_return does)
        if helper is None or helper.style != "helper" or not any(c is call for _, c in helper.callers):
            return None
        return self._walk_return(fn, helper, call, env, read)

    def returned_entries(self, call: cst.Call, env: Env) -> "dict[str, Shape | None] | None":
        """Key -> shape of each entry of the dict display of string keys that the one return of
        the method or function ``call`` runs spells (``return {"opacity": ..., "scale": ...}``),
        walked as _helper_return / _function_return walk it for this call; None otherwise."""
        def entries(reader: "Reader | None", value, there: "Env | None"):
            keys = entry_keys(value)
            if keys is None or reader is None:
                return keys     # (asked before the walk: whether to walk)
            return {k: reader.value_shape(e.value, there.copy()) for k, e in zip(keys, value.elements)}
        func = call.func
        if isinstance(func, cst.Name):
            return self._function_return(call, env, entries)
        if isinstance(func, cst.Attribute) and _self_attr(func) and func.attr.value not in self.declared:
            return self._helper_return(func.attr.value, call, env, entries)
        return None

    def _function_return(self, call: cst.Call, env: Env, read=None) -> Shape | None:
        """The shape a plain function returns to ``call`` (``gradient_x(F, disp)``, a finite
        difference a loss applies to the image and to the disparity alike): walked as a method
        helper is, its parameters holding this call's argument shapes, once for each call."""
        scope = self.ctx.scope
        kinds = scope.kinds if scope is not None else None
        fns = kinds.helper_functions(call) if kinds is not None else []
        helper = self.ctx.scopes_by_func.get(id(fns[0])) if len(fns) == 1 else None
        if helper is None or helper.style != "helper" or helper.cls is not None:
            return None
        return self._walk_return(fns[0], helper, call, env, read)

    def _walk_return(self, fn: cst.FunctionDef, helper, call: cst.Call, env: Env, read=None) -> Shape | None:
        """``fn``'s walk with its parameters holding ``call``'s argument shapes, read at its one
        return (the last statement of its body): the returned value's shape, or what
        ``read(reader, value, env there)`` reads of it (``read(None, value, None)``, asked first,
        is None where it reads nothing of that value: no walk)."""
        scope, name = self.ctx.scope, fn.name.value
        if name in self._following:
            return None
        body = list(body_statements(fn.body))
        last = body[-1] if body else None
        if not (isinstance(last, cst.SimpleStatementLine) and isinstance(last.body[-1], cst.Return)
                and last.body[-1].value is not None and len(list(returns_of(fn.body))) == 1):
            return None
        if read is not None and read(None, last.body[-1].value, None) is None:
            return None     # nothing ``read`` takes: not walked
        seeds = {}
        for param, arg in call_arguments(fn, call).items():
            shape = self.value_shape(arg, env.copy())
            if shape is not None:
                seeds[param] = shape
        self._following.add(name)
        self.ctx.scope = helper         # the helper's kinds answer for its expressions
        try:
            flow = shape_flow(self.ctx, fn, self.declared, seeds, dict(self.inputs))
            value = last.body[-1].value
            there = flow.env_at(value)
            if there is None:
                return None
            return flow.reader.value_shape(value, there.copy()) if read is None else read(flow.reader, value, there)
        finally:
            self.ctx.scope = scope
            self._following.discard(name)

    def _linalg(self, op: str, data, env: Env) -> Shape | None:
        """``F.linalg.<op>(A)`` of a batch of matrices: one number per matrix, or A's shape; None
        for another operator or an A of unknown rank."""
        if op not in _LINALG_PER_MATRIX | _LINALG_SAME or data is None:
            return None
        src = self.value_shape(data, env)
        if src is None or op in _LINALG_SAME:
            return src
        full = src.full()
        if full is None or len(full) < 2:
            return None
        return fresh(dims=full[:-2] if len(full) > 2 else [Dim.const(1)])

    def _output_shape(self, node: cst.Subscript, env: Env) -> Shape | None:
        """``F.linalg.slogdet(A)[i]``: an output of a multi-output operator whose outputs all have
        one shape; None for any other subscript."""
        value = node.value
        if not (isinstance(value, cst.Call) and len(node.slice) == 1
                and isinstance(node.slice[0].slice, cst.Index)):
            return None
        index = int_literal(node.slice[0].slice.value)
        if self.ctx.f_path(value.func) != ("linalg", "slogdet") or index not in (0, 1, -1, -2):
            return None
        args = [a for a in value.args if a.keyword is None and not a.star]
        return self._linalg("slogdet", args[0].value if args else kwarg(value, "A"), env)

    def _indexed(self, node: cst.Subscript, env: Env) -> Shape | None:
        """``x[:, t]`` of a tensor, by slices and python ints only (MXNet 1.9.1's basic NDArray
        indexing): a whole slice keeps its axis, a bounded or stepped one keeps it at an unknown
        size, an int drops it, the axes after the last entry stay.  None where the result would
        be 0-d (1.9.1 gives (1,) there) or for any other entry (``None``, ``...``, a tensor)."""
        if self.param_key(node) is not None or not self.ctx.is_tensor(node.value):
            return None
        src = self.value_shape(node.value, env)
        if src is None:
            return None
        kept, dropped = [], 0
        for axis, el in enumerate(node.slice):
            sl = el.slice
            if isinstance(sl, cst.Slice):
                # a bounded or stepped slice keeps its axis at a size not known here (a bound
                # above the size is clamped): None, the value's own atom
                whole = sl.lower is None and sl.upper is None and sl.step is None
                kept.append(src.dim(axis) if whole else None)
            elif isinstance(sl, cst.Index) and sl.star is None and python_int(self.ctx, sl.value):
                dropped += 1
            else:
                return None
        if src.rank is None:
            if not kept:
                return None
            out = fresh()
            out.dims = {a: d for a, d in enumerate(kept) if d is not None}
            return out
        if len(node.slice) > src.rank or src.rank - dropped < 1:
            return None
        out = fresh(dims=kept + [src.dim(a) for a in range(len(node.slice), src.rank)])
        out.dims = {a: d for a, d in out.dims.items() if d is not None}
        return out

    def _arange_length(self, node, args, env: Env) -> Dim | None:
        """The length of ``F.arange(n)``, ``F.arange(0, n)`` or ``F.arange(0, n * k, k)`` where ``n``
        is a whole size read from tensors (a product of sizes times a positive integer) and ``k`` an
        int literal above 0: ceil((stop - start) / step) elements (MXNet 1.9.1), which is ``n``
        exactly for integers. None for any other arange (a float or configured step, whose
        quotient double rounding may take past ``n``; ``repeat``; a start other than 0)."""
        if any(a.star for a in node.args) or len(args) > 3 \
                or any(a.keyword is not None and a.keyword.value not in ("start", "stop", "step", "dtype", "ctx", "name")
                       for a in node.args):
            return None
        start, stop, step = (args[i].value if len(args) > i else kwarg(node, key)
                             for i, key in enumerate(("start", "stop", "step")))
        if stop is None or isinstance(stop, cst.Name) and stop.value == "None":
            stop, start = start, None
        elif int_literal(start) != 0:
            return None
        n = self.dim(stop, env) if stop is not None else None
        k = 1 if step is None else int_literal(step)
        if n is None or k is None or k < 1 or not (k == 1 or n.coef % k == 0):
            return None
        n = n * Dim.const(Fraction(1, k))
        whole = n.from_tensor and not n.floored and n.coef.denominator == 1 and n.coef >= 1 \
            and all(e > 0 for _, e in n.atoms)
        return n if whole else None

    def _adaptive_pool(self, node, args, env: Env) -> Shape:
        """``F.contrib.AdaptiveAvgPooling2D(x, output_size)``: (N, C, oh, ow) from an (N, C, H, W)
        input, a literal int size meaning both (a squeeze-and-excitation gate's (N, C, 1, 1)).
        MXNet 1.9.1 refuses a 3-d input but runs a 5-d one eagerly, pooling axes 2 and 3 and
        keeping the last (then fails at exit): axes 0-3 are these whatever the rank, which is
        not proven."""
        data = args[0].value if args else kwarg(node, "data")
        src = self.value_shape(data, env) if data is not None else None
        size = args[1].value if len(args) > 1 else kwarg(node, "output_size")
        one = int_literal(size) if size is not None else None
        pair = _int_tuple(size) if size is not None and one is None else None
        if one is not None and one >= 1:
            hw = [Dim.const(one), Dim.const(one)]
        elif pair is not None and len(pair) == 2 and all(v is not None and v >= 1 for v in pair):
            hw = [Dim.const(v) for v in pair]
        else:
            return fresh()
        if src is None:
            out = fresh()
            out.dims = {2: hw[0], 3: hw[1]}
            return out
        if src.rank == 4:
            return fresh(dims=[src.dim(0), src.dim(1)] + hw)
        out = fresh(rank=src.rank)
        out.dims = {0: src.dim(0), 1: src.dim(1), 2: hw[0], 3: hw[1]}
        return out

    def _bilinear_resize(self, node, args, env: Env) -> Shape:
        """``F.contrib.BilinearResize2D``: keeps its data's N and C, whatever the mode (a ViT's
        (1, C, 2, 2) position table resized to the patch grid stays (1, C, ...)). MXNet 1.9.1
        refuses a 3-d input but runs a 5-d one eagerly, resizing axes 2 and 3 and keeping the
        last: the rank is the data's, not proven 4. The output's H and W are left unknown: the
        size fixers place them from the sizes the code names, which known ones here would
        compete with."""
        data = args[0].value if args else kwarg(node, "data")
        src = self.value_shape(data, env) if data is not None else None
        if src is None:
            return fresh()
        out = fresh(rank=src.rank)
        out.dims = {0: src.dim(0), 1: src.dim(1)}
        return out

    def _bilinear_sampled(self, node, args, env: Env) -> Shape:
        """``F.BilinearSampler(data, grid)``: MXNet 1.9.1 takes a 4-d data and a 4-d grid of one
        batch size (2 channels) and gives (data's N, data's C, grid's H, grid's W); any other
        rank or batch raises, eagerly and in shape inference (checked), so where it runs on
        every call that returns both are 4-d and their batches equal."""
        data = args[0].value if args else kwarg(node, "data")
        grid = args[1].value if len(args) > 1 else kwarg(node, "grid")
        if data is None or grid is None or len(args) > 2:
            return fresh(rank=4)
        for source in (data, grid):
            self.prove_rank(source, 4, env)
        src, at = self.value_shape(data, env), self.value_shape(grid, env)
        # the axes read are counted from the front, which names them whether or not the ranks are
        # known here: where the call runs they are 4 (a rank known otherwise can only agree)
        dims = [src.dim(0), src.dim(1), at.dim(2), at.dim(3)] if src is not None and at is not None else [None]
        if None in dims:
            return fresh(rank=4)
        self.prove_equal([(src.dim(0), at.dim(0))])
        return fresh(dims=dims)

    def _grid_generated(self, node, args, env: Env) -> Shape:
        """``F.GridGenerator``: MXNet 1.9.1's 'warp' takes a 4-d flow of 2 channels and gives its
        shape, 'affine' takes (N, 6) and gives (N, 2, h, w) of its ``target_shape`` (other ranks
        raise, checked); the output is 4-d either way."""
        data = args[0].value if args else kwarg(node, "data")
        kind = args[1].value if len(args) > 1 else kwarg(node, "transform_type")
        kind = kind.evaluated_value if isinstance(kind, cst.SimpleString) else None
        if data is None or kind not in ("warp", "affine") or len(args) > 2:
            return fresh(rank=4)
        self.prove_rank(data, 4 if kind == "warp" else 2, env)
        src = self.value_shape(data, env)
        if src is None:
            return fresh(rank=4)
        # axes counted from the front, as for BilinearSampler
        if kind == "warp":
            dims = [src.dim(0), Dim.const(2), src.dim(2), src.dim(3)]
        else:
            target = kwarg(node, "target_shape")
            sizes = self.entries(target, env) if target is not None else None
            dims = [src.dim(0), Dim.const(2)] + sizes if sizes is not None and len(sizes) == 2 else [None]
        return fresh(rank=4) if None in dims else fresh(dims=dims)

    def _fixed_rank(self, node, op, path, args) -> int | None:
        """The one rank an F operator takes as data and gives back (MXNet 1.9.1: Convolution,
        Deconvolution and non-global Pooling with an N-d kernel: N + 2; UpSampling, ROIAlign,
        ROIPooling: 4)."""
        if path is None:
            return None
        if path in (("contrib", "ROIAlign"), ("ROIAlign",), ("ROIPooling",)) or op == "UpSampling":
            return 4
        if op in ("Convolution", "Deconvolution", "Pooling") and len(path) == 1:
            if op == "Pooling" and _true(kwarg(node, "global_pool")) is not False:
                return None     # global pooling takes 3-5-d input
            kernel = kwarg(node, "kernel")
            dims = _int_tuple(kernel) if kernel is not None else None
            if dims and all(d is not None for d in dims):
                return len(dims) + 2
        return None

    def _broadcast_axes_like(self, node, src: Shape, like_node, env: Env) -> Shape:
        """``broadcast_like(a, b, lhs_axes=(i, ...), rhs_axes=(j, ...))``: a's shape with axis i
        taking b's size at j (literal non-negative axes only)."""
        lhs, rhs = (_int_tuple(kwarg(node, k)) if kwarg(node, k) is not None else None
                    for k in ("lhs_axes", "rhs_axes"))
        like = self.value_shape(like_node, env)
        full = src.full()
        if (full is None or like is None or lhs is None or rhs is None or len(lhs) != len(rhs)
                or any(a is None or not 0 <= a < len(full) for a in lhs)
                or any(b is None or b < 0 for b in rhs)):
            return fresh(rank=src.rank)
        out = list(full)
        for a, b in zip(lhs, rhs):
            out[a] = like.dim(b)
        return fresh(dims=out) if None not in out else fresh(rank=src.rank)

    def _gemm2(self, node, a_node, b_node, env: Env) -> Shape:
        """``linalg.gemm2(A, B)``: MXNet 1.9.1 takes A and B of one rank (at least 2) only, so
        either's known rank proves the other's; the output has that rank."""
        a, b = self.value_shape(a_node, env), self.value_shape(b_node, env)
        rank = next((s.rank for s in (a, b) if s is not None and s.rank is not None), None)
        if rank is None or rank < 2:
            return fresh()
        for other in (a_node, b_node):
            self.prove_rank(other, rank, env)
        out = fresh(rank=rank)
        ta, tb = (_true(kwarg(node, k)) if kwarg(node, k) is not None else False
                  for k in ("transpose_a", "transpose_b"))
        if a is None or b is None or a.rank != rank or b.rank != rank or ta is None or tb is None:
            return out
        for i in range(rank - 2):
            out.dims[i] = a.dim(i)
        out.dims[rank - 2] = a.dim(rank - 1 if ta else rank - 2)
        out.dims[rank - 1] = b.dim(rank - 2 if tb else rank - 1)
        # MXNet 1.9.1 checks the batch axes equal (no broadcasting) and the contracted sizes equal
        self.prove_equal([(a.dim(i), b.dim(i)) for i in range(rank - 2)]
                         + [(a.dim(rank - 2 if ta else rank - 1), b.dim(rank - 1 if tb else rank - 2))])
        return out

    def entries_codes(self, node, env: Env) -> list[Dim | int | None] | None:
        """A reshape target's entries: literal codes (<= 0) as ints, other entries as dims (None
        where unknown)."""
        if isinstance(node, (cst.Tuple, cst.List)):
            return self._elements(node, env, codes=True)
        if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Add):
            a, b = self.entries_codes(node.left, env), self.entries_codes(node.right, env)
            return None if a is None or b is None else a + b
        repeated = self.repeated(node, env)
        if repeated is not None:
            part, n = repeated
            got = self.entries_codes(part, env)
            return None if got is None else got * n
        got = self.entries(node, env)
        return None if got is None else list(got)

    def prove_rank(self, node, rank: int, env: Env) -> None:
        """``node`` reaches an operator that takes ``rank``-d input only: where the statement
        runs on every call that returns (``proving``), the tensor it computes has that rank, and
        so has the tensor it was sliced or computed elementwise from (working code had it)."""
        if not self.proving:
            return
        while True:
            shape = self.value_shape(node, env)
            if shape is not None:
                shape.set_rank(rank)
            if isinstance(node, cst.Subscript) and self.param_key(node) is None and all(
                    isinstance(e.slice, cst.Slice) for e in node.slice):
                node = node.value       # legacy basic slicing by slices only keeps the rank
                continue
            if isinstance(node, cst.Call):
                path = self.ctx.f_path(node.func)
                args = [a for a in node.args if a.keyword is None and not a.star]
                if path is not None and len(path) == 1 and path[0] in _SAME_RANK \
                        or path == ("contrib", "AdaptiveAvgPooling2D"):
                    # adaptive pooling resizes axes 2 and 3 and keeps the rank (_adaptive_pool)
                    data = args[0].value if args else kwarg(node, "data")
                elif (isinstance(node.func, cst.Attribute) and node.func.attr.value in _SAME_RANK
                      and self.ctx.is_tensor(node.func.value, loose=True)):
                    data = node.func.value
                elif path in (("concat",), ("Concat",)) and not any(a.star for a in node.args):
                    # MXNet 1.9.1's Concat takes inputs of one rank only, its output's: each
                    # listed input has it (`conv(F.concat(img, mean_c, dim=1))`: img is 4-d)
                    for a in args:
                        self.prove_rank(a.value, rank, env)
                    data = None
                else:
                    data = None
                if data is not None:
                    node = data
                    continue
            return

    def _prove_input_size(self, attr: str, decl: tuple, data, env: Env) -> None:
        """``self.attr(data)`` with ``self.attr`` a Dense (``flatten=False``) or an NC* convolution
        built with its input size (``in_units=n`` / ``in_channels=n``): MXNet 1.9.1 checks the
        input against the weight's declared shape and raises on another size, so where the call
        runs on every call that returns (``proving``) the input had that size at that axis.  The
        size is the literal, or what Gluon keeps on the layer (``self.attr._in_units`` /
        ``._in_channels``, the argument the block was built with)."""
        scope = getattr(self.ctx, "scope", None)
        cls = getattr(scope, "cls", None)
        if cls is not None and decl[0] == "seq" and decl[3] and isinstance(decl[3][0], tuple) \
                and not _touched_elsewhere(self.ctx, cls, attr):
            # a Sequential runs its first layer on the input: what that layer keeps is on it
            # (`self.body[0]._in_channels`; a Sequential keeps no size of its own); no other
            # method may rebuild or edit it
            attr, decl = f"{attr}[0]", decl[3][0]
            if decl[0] in ("dense", "conv"):
                self._prove_sized(attr, decl, declared_input_sizes(self.ctx, cls).get(attr[:-3]), data, env)
            return
        if cls is None or decl[0] not in ("dense", "conv"):
            return
        self._prove_sized(attr, decl, declared_input_sizes(self.ctx, cls).get(attr), data, env)

    def _prove_item_inputs(self, comp, env: Env) -> None:
        """``[blk(x) for blk in self.blocks]`` starred into a concat or stack (MXNet 1.9.1 raises on
        no inputs, so the first item ran): ``x`` had the input size every item is built with
        (:func:`declared_item_input_sizes`), kept on the first item (``self.blocks[0]``)."""
        f = getattr(comp, "for_in", None)
        elt = getattr(comp, "elt", None)
        scope = getattr(self.ctx, "scope", None)
        cls = getattr(scope, "cls", None)
        if cls is None or f is None or not (
                isinstance(f.iter, cst.Attribute) and _self_attr(f.iter) and isinstance(f.iter.value, cst.Name)
                and isinstance(f.target, cst.Name) and isinstance(elt, cst.Call) and isinstance(elt.func, cst.Name)
                and elt.func.value == f.target.value and len(elt.args) == 1
                and elt.args[0].keyword is None and not elt.args[0].star):
            return
        data = elt.args[0].value
        if any(isinstance(n, cst.Name) and n.value == f.target.value for n in iter_descendants(data)) \
                or isinstance(data, cst.Name) and data.value == f.target.value:
            return
        attr = f.iter.attr.value
        decl = declared_child_items(self.ctx, cls).get(attr)
        if decl is not None and decl[0] in ("dense", "conv"):
            self._prove_sized(f"{attr}[0]", decl, declared_item_input_sizes(self.ctx, cls).get(attr), data, env)

    def _prove_sized(self, attr: str, decl: tuple, size: "InputSize | None", data, env: Env) -> None:
        """``data`` ran through the layer ``self.<attr>`` built with the input ``size``: its axis
        there has that size (see _prove_input_size)."""
        shape = self.value_shape(data, env) if size is not None else None
        if shape is None:
            return
        axis = size.axis
        if shape.rank is not None:
            if not -shape.rank <= axis < shape.rank:
                return
            axis %= shape.rank
        elif axis < 0 and any(k >= 0 for k in shape.dims):
            return      # a size read from the front may name the same axis: not placed
        have = shape.dims.get(axis)
        kept = "_in_units" if decl[0] == "dense" else "_in_channels"
        value = Dim.const(size.value) if size.value is not None else Dim.atom(f"self.{attr}.{kept}")
        if have is not None and have != Dim.atom(f"{TENSOR_ATOM}{shape.value}:{axis}"):
            # already known: kept; where it is one size of the tensor this value was made from
            # (x concatenated with zeros along another axis keeps x's), that size was the
            # declared one too
            if have.coef == 1 and len(have.atoms) == 1 and have.atoms[0][1] == 1 \
                    and _axis_atom(have.atoms[0][0]):
                self.fixed.setdefault(self._same_atom(have.atoms[0][0]), value)
            return
        shape.dims[axis] = value

    def _kernel_dims(self, kernel, env: Env) -> "list[Dim] | None":
        """The sizes of a kernel tuple (``(3, 3)``, ``(self.k, self.k)``), python values each."""
        if not isinstance(kernel, (cst.Tuple, cst.List)) or not kernel.elements:
            return None
        sizes = [None if isinstance(e, cst.StarredElement) else self.dim(e.value, env) for e in kernel.elements]
        return None if any(d is None or d.from_tensor for d in sizes) else sizes

    def _taken(self, node: cst.Call, src: Shape, rest, env: Env) -> Shape:
        """``F.take(a, indices, axis=k)`` (MXNet 1.9.1): ``a``'s axes before ``k``, then every axis of
        the indices, then ``a``'s axes after ``k`` (the mode clips or wraps values, never sizes)."""
        indices = op_argument(node, "take", "indices", rest)
        if indices is None:
            return fresh()
        axis_node = op_argument(node, "take", "axis", rest)
        axis = 0 if axis_node is None else int_literal(axis_node)
        full, picked = src.full(), self.value_shape(indices, env)
        picked_full = picked.full() if picked is not None else None
        if full is None or picked_full is None or axis is None or not -len(full) <= axis < len(full):
            return fresh()
        cut = axis % len(full)
        return fresh(dims=full[:cut] + picked_full + full[cut + 1:])

    def _gathered(self, node: cst.Call, src: Shape, rest, env: Env) -> Shape:
        """``F.gather_nd(a, indices)`` (MXNet 1.9.1): indices of shape (M, Y0, ..., Yk) pick
        ``a``'s first M axes, the output is (Y0, ..., Yk) + ``a``'s axes after M."""
        indices = op_argument(node, "gather_nd", "indices", rest)
        picked = self.value_shape(indices, env) if indices is not None else None
        picked_full = picked.full() if picked is not None else None
        full = src.full()
        m = picked_full[0].coef if picked_full and picked_full[0].is_const else None
        if m is None or m.denominator != 1 or m < 1 or full is not None and m > len(full):
            return fresh()
        if full is None:
            # the data's rank unknown: the leading axes are still the indices'
            out = fresh()
            out.dims = dict(enumerate(picked_full[1:]))
            out.floor = len(picked_full) - 1
            return out
        return fresh(dims=picked_full[1:] + full[int(m):])

    def _topk(self, node: cst.Call, src: Shape, rest, env: Env) -> Shape:
        """``F.topk(x, axis=a, k=n)`` (MXNet 1.9.1): the values or indices keep every axis of
        ``x`` but ``a``, which holds ``n``; the mask keeps ``x``'s shape; ``axis=None`` flattens
        and ``ret_typ='both'`` gives two arrays (not read here)."""
        kind = op_argument(node, "topk", "ret_typ", rest)
        if kind is None:
            kind_text = "indices"
        elif isinstance(kind, cst.SimpleString):
            kind_text = kind.evaluated_value
        else:
            return fresh()
        if kind_text == "mask":
            return src
        if kind_text not in ("value", "indices"):
            return fresh()
        axis_node = op_argument(node, "topk", "axis", rest)
        axis = -1 if axis_node is None else int_literal(axis_node)
        if axis is None:
            return fresh()      # None (flattened), or an axis the walk cannot read
        k_node = op_argument(node, "topk", "k", rest)
        k = Dim.const(1) if k_node is None else (
            Dim.const(int_literal(k_node)) if int_literal(k_node) is not None else self.dim(k_node, env))
        if axis < 0 and src.rank is None:
            return fresh()
        out = fresh(rank=src.rank)
        out.floor = src.floor
        cut = axis if axis >= 0 else axis % src.rank
        out.dims = {a: d for a, d in src.dims.items() if a >= 0 and a != cut}
        if cut != 0:
            out.dims[0] = src.dim(0)
        if k is not None:
            out.dims[cut] = k
        return out

    def _child(self, attr: str, src: Shape | None) -> Shape:
        decl = self.declared.get(attr)
        out = self._child_shape(decl, src) if decl is not None else fresh()
        if out is not src:
            out.derived = decl is not None
            if src is not None and 0 not in out.dims and (out.rank is None or out.rank > 0):
                # a block of a kind the walk does not model keeps its input's axis 0 (findings
                # only: see likely_batch)
                likely = likely_batch(src.dim(0))
                if likely is not None:
                    out.dims[0] = likely
        return out

    def _child_shape(self, decl: tuple, src: Shape | None) -> Shape:
        rank = decl[5] if len(decl) > 5 else None
        out = self._layer_shape(decl, src)
        if rank is not None and (out is src or not out.set_rank(rank)):
            out = fresh(rank=rank)
        return out

    def _layer_shape(self, decl: tuple, src: Shape | None) -> Shape:
        kind, size, flatten = decl[:3]
        same_spatial = len(decl) > 3 and decl[3]
        if kind == "same":
            return src if src is not None else fresh()
        if kind == "seq":
            out = src
            for inner in decl[3]:
                out = self._child_shape(inner, out)
            return out if out is not None else fresh()
        if kind == "flatten":
            out = fresh(rank=2)
            if src is not None:
                out.dims[0] = src.dim(0)
            return out
        if kind == "pool":
            full = src.full() if src is not None else None
            out = fresh(rank=full and len(full))
            if src is not None:
                out.dims[0] = src.dim(0)
                if same_spatial:        # NCHW: channels kept
                    out.dims[1] = src.dim(1)
                    if decl[4] and full is not None:    # global pooling: every spatial axis 1
                        for i in range(2, len(full)):
                            out.dims[i] = Dim.const(1)
                    _spatial_shifted(out, src, full, decl[8] if len(decl) > 8 else None)
            return out
        if kind == "rnn":
            # (T, N, C) -> (T, N, H * dirs), and NTC the same way round: the first two axes are
            # the input's in either layout (MXNet 1.9.1, eagerly and hybridized)
            out = fresh(rank=3)
            if src is not None:
                out.dims[0], out.dims[1] = src.dim(0), src.dim(1)
            return out
        full = src.full() if src is not None else None
        units = _parse_size(size) if size is not None else None
        if kind == "dense":
            if flatten and src is not None:
                out = fresh(rank=2)
                out.dims[0] = src.dim(0)
                if units:
                    out.dims[1] = units
                return out
            if full is not None:
                out = fresh(dims=full[:-1] + [units or Dim.const(1)])
                if units is None:
                    del out.dims[len(full) - 1]
                return out
            out = fresh()
            if units is not None:
                out.dims[-1] = units
            out.kept = src      # flatten=False keeps the rank and every axis but the last
            if src is not None and min_rank(src) >= 2:
                out.dims[0] = src.dim(0)    # (axis 0 is not the last)
            return out
        if kind == "conv":
            out = fresh(rank=full and len(full))
            if units is not None:
                out.dims[1] = units
            if src is not None:
                out.dims[0] = src.dim(0)
            scale = decl[6] if len(decl) > 6 else None
            offsets = decl[8] if len(decl) > 8 else None
            if src is not None and offsets is not None:
                _spatial_shifted(out, src, full, offsets)
            elif full is not None and (same_spatial or scale is not None):
                for i in range(2, len(full)):
                    out.dims[i] = full[i] if scale is None else full[i] * Dim.const(scale)
            elif src is not None and same_spatial and scale is None and _spatial_count(decl):
                # an input of unknown rank: a ConvND takes only N + 2 axes, its spatial ones the
                # last N (a run of such convs, repeated maybe zero times, passes them on too)
                for i in range(1, _spatial_count(decl) + 1):
                    out.dims[-i] = src.dim(-i)
            return out
        if kind == "embedding":
            if full is not None and units is not None:
                return fresh(dims=full + [units])
            out = fresh()
            if src is not None:
                # a new last axis after every axis of the indices (MXNet 1.9.1, any rank): those
                # counted from the front keep their place
                out.dims = {a: d for a, d in src.dims.items() if a >= 0}
                out.dims[0] = src.dim(0)
                out.floor = max(src.floor + 1, 2)
            if units is not None:
                out.dims[-1] = units
            return out
        return fresh()


def _spatial_shifted(out: Shape, src: Shape, full: "list[Dim] | None", offsets) -> None:
    """``out``'s spatial axes (the last ``len(offsets)``, channels first) as ``src``'s shifted by a
    stride-1 layer's offsets; nothing where src's rank is known and not the layer's."""
    if not offsets:
        return
    n = len(offsets)
    if full is not None:
        if len(full) != n + 2:
            return
        for i in range(n):
            out.dims[2 + i] = shifted(full[2 + i], offsets[i])
    else:
        for i in range(1, n + 1):
            out.dims[-i] = shifted(src.dim(-i), offsets[-i])


def _axes(src: Shape) -> dict[int, Dim]:
    """``src``'s non-negative axes: every one (its own placeholders too) when its rank is known,
    so that a value computed from it shares its atoms whether or not a statement before read
    them; else those read so far."""
    if src.rank is not None:
        return {a: src.dim(a) for a in range(src.rank)}
    return {a: d for a, d in src.dims.items() if a >= 0}


def _axis_atom(atom: str) -> bool:
    """An atom naming one axis of one tensor value (not a python value, not a size only guessed
    or left to Reshape)."""
    return atom.startswith(TENSOR_ATOM) and LIKELY not in atom \
        and not atom.endswith((":inferred", _SUM_END, _PAD_END))


def _spatial_count(decl: tuple) -> int | None:
    """The number of spatial axes of a conv declaration: its rank's minus two (a run of convs,
    whose rank is the input's, names it at [7])."""
    if len(decl) > 7:
        return decl[7]
    rank = decl[5] if len(decl) > 5 else None
    return rank - 2 if rank else None


def _input_rank(decl: tuple) -> int | None:
    """The one rank a declared child accepts (a Sequential: its first layer's, through layers that
    keep the shape)."""
    if decl[0] == "seq":
        for inner in decl[3]:
            if inner[0] != "same":
                return _input_rank(inner)
        return None
    return decl[5] if len(decl) > 5 else None


def _broadcast(a: "Shape", b: "Shape") -> "Shape":
    """The broadcast of two same-rank shapes, axis by axis (1 stretches); of a tensor of more
    axes than a tensor of known rank, its leading axes that meet none of the other's; unknown
    otherwise."""
    fa, fb = a.full(), b.full()
    for big, small in ((a, b), (b, a)):
        if small.rank is not None and min_rank(big) > small.rank:
            # shapes align from the end (MXNet's broadcast_* as numpy): the axes before the
            # other's rank, counted from the start, are the bigger one's alone
            lead = min_rank(big) - small.rank
            out = fresh(rank=big.rank)
            out.floor = min_rank(big)
            out.dims = {i: big.dim(i) for i in range(lead)}
            return out
    if (fa is None or fb is None) and same_rank(a, b):
        return _broadcast_same_rank(a, b)
    if fa is None or fb is None or len(fa) != len(fb):
        return fresh()
    out = fresh(rank=len(fa))
    one = Dim.const(1)
    for i, (x, y) in enumerate(zip(fa, fb)):
        if x == y or y == one:
            out.dims[i] = x
        elif x == one:
            out.dims[i] = y
    return out


def _broadcast_same_rank(a: "Shape", b: "Shape") -> "Shape":
    """The broadcast of two shapes proven of one rank that is not known (a series and its
    first patch's keepdims mean, `broadcast_sub(x, mu)`): that rank, and each leading axis both
    have (below the rank's lower bound) where the sizes agree or one side's is 1.  An axis one
    side alone knows stays unknown: the other's size there may be 1 and broadcast to it, or the
    known size may be 1 at run time and broadcast to the other's."""
    out = _of_rank(a)
    out.floor = max(min_rank(a), min_rank(b))
    one = Dim.const(1)
    for i in range(out.floor):
        x, y = a.dim(i), b.dim(i)
        if x == y or y == one:
            out.dims[i] = x
        elif x == one:
            out.dims[i] = y
    return out


def _expanded(src: "Shape", axis: int | None) -> "Shape":
    """``expand_dims`` at a non-negative axis of a tensor of unknown rank: the axes before it are
    the input's, those after it the input's moved by one (read through ``Shape.base``; dims known
    from the end are not carried: where they go depends on the rank)."""
    out = fresh()
    if axis is None:
        return out
    if axis < 0:
        # a new axis counted from the end (`expand_dims(-1)`): the input's axes before it stay
        # where they were, from the start as far as its rank is bounded, and from the end
        below = min_rank(src)
        if axis < -below - 1:
            return out
        out.dims = {i: src.dim(i) for i in range(below + 1 + axis)}
        out.dims.update({a if a > axis else a - 1: d for a, d in src.dims.items() if a < 0})
        out.dims[axis] = Dim.const(1)
        out.floor = below + 1
        return out
    out.dims[axis] = Dim.const(1)
    out.base = (src, axis)
    return out


def _reduced(src: "Shape", axis_node, keepdims: bool | None) -> "Shape":
    """The shape of a reduction over literal axes (all of them without ``axis=``)."""
    if keepdims is None:
        return fresh()
    if axis_node is None:
        if not keepdims:
            return fresh(dims=[Dim.const(1)])     # legacy reductions over everything give (1,)
        return fresh(dims=[Dim.const(1)] * src.rank) if src.rank is not None else _of_rank(src)
    axes = _int_tuple(axis_node)
    if axes is None:
        v = int_literal(axis_node)
        axes = None if v is None else [v]
    if axes is None or any(a is None for a in axes):
        return fresh()
    full = src.full()
    if full is None:
        # rank unknown: the dims before the first reduced axis stay where they were; with
        # keepdims every other axis stays too and the reduced ones have size 1
        if any(a < 0 for a in axes):
            return fresh()
        out = fresh()
        if keepdims:
            out = _of_rank(src)
            out.dims = {a: d for a, d in src.dims.items() if a >= 0 and a not in axes}
            out.dims.update({a: Dim.const(1) for a in axes})
            return out
        for i in range(min(axes)):
            out.dims[i] = src.dim(i)
        out.fewer = (src, len(set(axes)))
        return out
    norm = {a % len(full) for a in axes}
    if keepdims:
        return fresh(dims=[Dim.const(1) if i in norm else d for i, d in enumerate(full)])
    return fresh(dims=[d for i, d in enumerate(full) if i not in norm])


def _of_rank(src: "Shape") -> "Shape":
    out = fresh()
    out.ranked = src
    return out


def same_rank(a: Shape, b: Shape) -> bool:
    """``a`` and ``b`` are proven to have one rank though it is not known: linked by ``ranked``
    or ``kept`` to one value."""
    def root(s: Shape) -> Shape:
        for _ in range(20):
            nxt = s.ranked or s.kept
            if nxt is None:
                break
            s = nxt
        return s
    return root(a) is root(b)


def min_rank(shape: Shape, depth: int = 0) -> int:
    """A lower bound of ``shape``'s rank from what the walk linked it to: a proven floor, the
    rank of a tensor it keeps the rank of (``kept``), one more than the tensor it expanded
    (``base``), n fewer than the one it reduced over n axes (``fewer``, at least 1)."""
    if shape.rank is not None:
        return shape.rank
    best = max(shape.floor, 1)
    if depth > 20:
        return best
    if shape.kept is not None:
        best = max(best, min_rank(shape.kept, depth + 1))
    if shape.base is not None:
        best = max(best, min_rank(shape.base[0], depth + 1) + 1)
    if shape.fewer is not None:
        best = max(best, min_rank(shape.fewer[0], depth + 1) - shape.fewer[1])
    return best


def _split_call(reader: "Reader", node) -> "tuple | None":
    """(data, the ``num_outputs`` node, axis or None when not literal, squeeze: _true) of
    ``F.split(...)`` / ``F.SliceChannel(...)``; None for any other node."""
    if not isinstance(node, cst.Call) or reader.ctx.f_path(node.func) not in (("split",), ("SliceChannel",)):
        return None
    args = [a.value for a in node.args if a.keyword is None]
    data = args[0] if args else kwarg(node, "data")
    count = kwarg(node, "num_outputs") if kwarg(node, "num_outputs") is not None \
        else (args[1] if len(args) > 1 else None)
    axis_node = kwarg(node, "axis")
    axis = 1 if axis_node is None else int_literal(axis_node)
    return data, count, axis, _true(kwarg(node, "squeeze_axis"))


def split_shapes(reader: "Reader", node, env: Env, count: int) -> list[Shape] | None:
    """Shapes of the outputs of ``F.split(x, num_outputs=count, axis=k[, squeeze_axis=True])``."""
    parts = _split_call(reader, node)
    if parts is None:
        return None
    data, given, axis, squeeze = parts
    n = int_literal(given)
    src = reader.value_shape(data, env) if data is not None else None
    full = src.full() if src is not None else None
    if full is None and src is not None and axis == -1 and squeeze is False and n == count:
        # along the last axis of a tensor of unknown rank: that rank, the other axes kept; the
        # parts of an even split have one shape, so they share one value (shown equal)
        s = fresh()
        s.dims[-1] = src.dim(-1) * Dim.const(n).inverse()
        s.kept, s.derived = src, True
        # axis 0 is the tensor's unless it is the one split (a 1-D tensor): most likely the
        # batch of `q, k, v = F.split(self.qkv(x), 3, axis=-1)`, findings only (likely_batch)
        likely = likely_batch(src.dim(0))
        if likely is not None:
            s.dims[0] = likely
        return [s] * n
    if full is None and src is not None and n == count and axis is not None and squeeze is not None:
        # a tensor of unknown rank: nothing known of the parts' sizes but that they are equal, and
        # that the axes before a split axis counted from the front are the tensor's (the batch of
        # `q, k, v = F.split(self.qkv(x), num_outputs=3, axis=2)`)
        s = fresh()
        s.derived = True
        for k in range(max(axis, 0)):
            if src.dim(k) is not None:
                s.dims[k] = src.dim(k)
        return [s] * n
    if full is None or n != count or axis is None or squeeze is None or not -len(full) <= axis < len(full):
        return None
    axis %= len(full)
    part = full[axis] * Dim.const(n).inverse()
    if squeeze:
        if part != Dim.const(1):
            return None
        dims = full[:axis] + full[axis + 1:]
    else:
        dims = full[:axis] + [part] + full[axis + 1:]
    outs = []
    for _ in range(n):
        s = fresh(dims=list(dims))
        s.derived = True
        outs.append(s)
    return outs


def _slice_width(begin, end) -> int | None:
    """The number of elements ``slice_axis`` bounds take wherever MXNet 1.9.1 runs them (it
    raises on a begin or an end outside the axis, and on an empty slice): ``begin=b, end=e``
    literals of one sign, ``e - b``; ``begin=-k, end=None``, ``k``.  None where the width
    depends on the axis's size (``begin=2, end=None``).  ``begin=i, end=i + 1`` of any one python
    value ``i``: 1 (an ``i`` of -1 gives an empty slice, which raises; any other, one element)."""
    if _next_index(begin, end):
        return 1
    b = int_literal(begin) if begin is not None else None
    if b is None:
        return None
    if isinstance(end, cst.Name) and end.value == "None":
        return -b if b < 0 else None
    e = int_literal(end) if end is not None else None
    if e is None or e <= b or (b < 0) != (e < 0):
        return None
    return e - b


def _next_index(begin, end) -> bool:
    """``end`` is ``begin + 1`` (or ``1 + begin``), one expression with no call in it (a call
    might give another value the second time)."""
    if not (isinstance(end, cst.BinaryOperation) and isinstance(end.operator, cst.Add)) or begin is None \
            or any(isinstance(n, cst.Call) for n in iter_descendants(begin)) or isinstance(begin, cst.Call):
        return False
    return any(int_literal(one) == 1 and same.deep_equals(begin)
               for one, same in ((end.right, end.left), (end.left, end.right)))


def _nearest_one_input(node: cst.Call, args) -> bool:
    """``F.UpSampling(x, scale=s, sample_type='nearest')`` of one data input: the one form whose
    output shape follows from its input's alone (bilinear takes a weight and ``num_filter``; several
    inputs are summed or concatenated on the channels, after each is scaled to the first's size)."""
    kind = kwarg(node, "sample_type")
    if not isinstance(kind, cst.SimpleString) or kind.evaluated_value != "nearest":
        return False
    num_args = kwarg(node, "num_args")
    return (len(args) == 1 and not any(a.star for a in node.args)
            and (num_args is None or int_literal(num_args) == 1))


def _nearest_upsampled(node: cst.Call, src: Shape, out: Shape) -> None:
    """MXNet 1.9.1's nearest UpSampling of an (N, C, H, W) input: (N, C, H*scale, W*scale); the
    spatial sizes only when the scale is a literal."""
    out.dims[0], out.dims[1] = src.dim(0), src.dim(1)
    scale = int_literal(kwarg(node, "scale")) if kwarg(node, "scale") is not None else None
    if scale is not None and scale > 0:
        out.dims[2] = src.dim(2) * Dim.const(scale)
        out.dims[3] = src.dim(3) * Dim.const(scale)


def _zipped_targets(f) -> "list[tuple[str, cst.CSTNode]]":
    """(name, what it runs over) of a comprehension's ``for t in items`` or ``for a, b in zip(xs,
    ys)`` (each name takes the items of its own source); [] for any other target."""
    if isinstance(f.target, cst.Name):
        return [(f.target.value, f.iter)]
    it = f.iter
    if not isinstance(f.target, cst.Tuple) or not isinstance(it, cst.Call) \
            or not (isinstance(it.func, cst.Name) and it.func.value == "zip") \
            or len(it.args) != len(f.target.elements) or any(a.keyword or a.star for a in it.args) \
            or not all(isinstance(e, cst.Element) and isinstance(e.value, cst.Name) for e in f.target.elements):
        return []
    return [(e.value.value, a.value) for e, a in zip(f.target.elements, it.args)]


def split_part_shape(reader: "Reader", node, env: Env) -> Shape | None:
    """The shape each output of ``F.split(x, num_outputs=k, axis=a[, squeeze_axis=True])`` has, read as
    one group (``parts = F.split(...)`` taken item by item): x's axes, axis a cut to its size / k,
    k any python size.  A Parameter whose ``__init__`` declaration sizes axis a by an argument it
    never rebinds, split into ``self.<attr>`` parts where ``self.<attr>`` stores that argument, has
    parts of size 1 there (the uncertainty weights ``(n_tasks,)`` split per task: MXNet 1.9.1
    gives (1,) parts, eagerly and hybridized)."""
    parts = _split_call(reader, node)
    if parts is None:
        return None
    data, count, axis, squeeze = parts
    if data is None or count is None or axis is None or squeeze is None:
        return None
    src = reader.value_shape(data, env)
    k = reader.dim(count, env)
    if src is None or src.rank is None or k is None or k.inverse() is None or not -src.rank <= axis < src.rank:
        return None
    axis %= src.rank
    if squeeze:
        # `for t in F.split(qkv, num_outputs=3, axis=0, squeeze_axis=True)`: MXNet 1.9.1 takes
        # squeeze_axis only where the axis's size is num_outputs (it raises otherwise, eagerly
        # too), so every part is x without that axis
        if src.dim(axis) != k:
            return None
        out = fresh(dims=[src.dim(a) for a in range(src.rank) if a != axis])
        out.derived = src.derived
        return out
    if src.unknown_at(axis):
        if not _split_by_declared_size(reader, data, count, axis):
            return None
        part = Dim.const(1)
    else:
        part = src.dim(axis) * k.inverse()
    out = fresh(rank=src.rank)
    out.dims = {a: src.dim(a) for a in range(src.rank)}
    out.dims[axis] = part
    out.derived = src.derived
    return out


def _split_by_declared_size(reader: "Reader", data, count, axis: int) -> bool:
    """``data`` is a Parameter declared in ``__init__`` with ``shape=(..., n, ...)`` (``n`` at
    ``axis``, an ``__init__`` argument never rebound) and ``count`` is ``self.<attr>``, stored once
    in ``__init__`` as ``self.<attr> = n``: the split count is the declared size."""
    scope = getattr(reader.ctx, "scope", None)
    cls = scope.cls if scope is not None else None
    if cls is None or not isinstance(data, cst.Name) or data.value not in reader.params \
            or data.value not in reader.fixed_params or not (isinstance(count, cst.Attribute) and _self_attr(count)):
        return False
    shape = cls.param_shape(data.value)
    if not isinstance(shape, (cst.Tuple, cst.List)) or len(shape.elements) <= axis:
        return False
    size = shape.elements[axis].value
    found = _single_plain_store(cls, count.attr.value)
    init, _ = _init_of(cls)
    init_cst = cls.methods.get("__init__")
    if not isinstance(size, cst.Name) or found is None or type(found[1]) is not ast.Name \
            or found[1].id != size.value or size.value not in unbound_init_args(init) or init_cst is None:
        return False
    # the declaration read is __init__'s own (param_shapes reads the other methods too)
    return any(n is shape for n in iter_descendants(init_cst))


def _true(node) -> bool | None:
    """True/False for a missing or literal boolean argument, None when not literal."""
    if node is None:
        return False
    if isinstance(node, cst.Name) and node.value in ("True", "False"):
        return node.value == "True"
    v = int_literal(node)
    return None if v is None else bool(v)


def reshape_output(src: Shape, entries) -> list[Dim] | None:
    """The output dims of MXNet's Reshape of ``src`` by ``entries`` (ints are codes, dims are
    sizes), walked as ``runtime/ops/tensor.py`` ``reshape_target`` does; None when unknown."""
    if entries is None or any(e is None for e in entries):
        return None
    full = src.full()

    def at(k: int) -> Dim | None:
        # rank unknown: the input has an axis k wherever the original's Reshape read one (it
        # raised otherwise), so its dim is this value's own, known or not
        if full is None:
            return src.dim(k)
        return full[k] if k < len(full) else None

    out: list[Dim | None] = []
    cur = 0
    i = 0
    infer = None
    while i < len(entries):
        e = entries[i]
        if isinstance(e, Dim):
            if e.is_const and e.coef == -1:
                e = -1
            elif e.is_const and e.coef <= 0:
                e = int(e.coef)
        if isinstance(e, Dim):
            out.append(e)
            cur += 1
        elif e == -1:
            if infer is not None or i != len(out):
                return None     # after a -4 or -2 MXNet infers the size at another axis (misplaced_inference)
            infer = len(out)
            out.append(None)
            cur += 1
        elif e == 0:
            if at(cur) is None:
                return None
            out.append(at(cur))
            cur += 1
        elif e == -2:
            if full is None:
                return None     # how many axes it copies is the rank
            out.extend(full[cur:])
            cur = len(full)
        elif e == -3:
            if at(cur) is None or at(cur + 1) is None:
                return None
            out.append(at(cur) * at(cur + 1))
            cur += 2
        elif e == -4:
            if at(cur) is None or i + 2 >= len(entries):
                return None
            a, b = entries[i + 1], entries[i + 2]
            if isinstance(a, int) and a == -1 and isinstance(b, Dim):
                inv = b.inverse()
                a = at(cur) * inv if inv else None
            elif isinstance(b, int) and b == -1 and isinstance(a, Dim):
                inv = a.inverse()
                b = at(cur) * inv if inv else None
            if not (isinstance(a, Dim) and isinstance(b, Dim)):
                return None
            out.extend([a, b])
            cur += 1
            i += 2
        else:
            return None
        i += 1
    if infer is not None:
        if full is None:
            # the input's size is unknown: the inferred dim is a new unknown, the rest is known
            out[infer] = Dim.atom(f"{TENSOR_ATOM}{next(_counter)}:inferred")
            return out  # type: ignore[return-value]
        inv = product(d for d in out if d is not None).inverse()
        if inv is None:
            return None
        out[infer] = product(full) * inv
    return out  # type: ignore[return-value]


def _reshape_head(src: Shape, entries) -> list[Dim]:
    """The output dims a Reshape's codes fix before a ``-2`` that copies the rest of an input of
    unknown rank (``(-3, -2)``: the first is the product of the input's first two): the entries up
    to it, read as reshape_output reads them.  Empty when anything before it is not a plain code
    or size (a -1 there is inferred from the whole size; -4 takes its factors as entries)."""
    if src.full() is not None or entries is None or not any(isinstance(e, int) and e == -2 for e in entries):
        return []
    head = entries[:next(i for i, e in enumerate(entries) if isinstance(e, int) and e == -2)]
    if any(e is None or (isinstance(e, int) and e not in (0, -3))
           or (isinstance(e, Dim) and e.is_const and e.coef <= 0) for e in head):
        return []
    return reshape_output(src, head) or []


def reshape_rank(entries, input_rank: int | None = None) -> int | None:
    """The rank of a Reshape's output, which its codes fix whatever the input: one axis per entry,
    two for ``-4 a b`` (three entries); a ``-2`` copies the input's axes not yet read, so it needs
    ``input_rank`` (each entry before it reads one axis, ``-3`` two, ``-4 a b`` one, as MXNet
    1.9.1's InferReshapeShape walks them: ``(-1, -2)`` of a (4, 6) is (4, 6), ``(1, -2)`` raises);
    unknown without it, with anything but sizes after it, or with an entry whose value is not
    known (it could be a code)."""
    if entries is None:
        return None
    rank = i = read = 0
    copied = False
    while i < len(entries):
        e = entries[i]
        if e is None:
            return None
        code = e if isinstance(e, int) else (int(e.coef) if e.is_const and e.coef <= 0 else None)
        if code is not None and not -4 <= code <= 0:
            return None
        if copied and code is not None:
            return None     # (a code after -2 reads axes it has already copied)
        if code == -2:
            if input_rank is None or read > input_rank:
                return None
            rank, read, copied, i = rank + input_rank - read, input_rank, True, i + 1
            continue
        step, axes, reads = (3, 2, 1) if code == -4 else (1, 1, 2 if code == -3 else 1)
        rank, i, read = rank + axes, i + step, read + reads
    return rank if i == len(entries) else None


# ---- codes that rebuild a shape from another -------------------------------------------------

def solve_codes(src: list[Dim], out: list[Dim], inferred: int | None = None,
                depth: int = 0) -> list[list[str]] | None:
    """Reshape code lists (applied one after the other) turning a tensor of dims ``src`` into
    dims ``out``; every code is checked against the symbolic dims, so they give ``out`` for every
    input the original accepted.  None when no such codes are found.  ``inferred``: the position
    the original left to Reshape (-1), kept as -1 when nothing reads it better."""
    # No product check: the original's target multiplies to the input's size or Reshape raised;
    # every code below is checked entry by entry, and a single -1 then infers the same number.
    one = _greedy(src, out, inferred)
    if one is None and inferred is not None:
        # the original's -1 next to a size that together make one input dim (`(b, -1, k, d)` of
        # a (b, t, d)): -1 there would read dim t alone and leave d unread; `-4, -1, k` splits t
        one = _greedy(src, out, inferred, split_first=True)
    if one is not None:
        return [one]
    if depth > 4:
        return None
    # a dim split into three or more: first split it in two, then split the tail again
    for c, have in enumerate(src):
        for j in range(len(out)):
            for k in range(3, len(out) - j + 1):
                if product(out[j:j + k]) == have and _aligned(src, out, c, j):
                    mid = out[:j] + [out[j], product(out[j + 1:j + k])] + out[j + k:]
                    if mid in (src, out):
                        continue          # no progress (a size-1 entry)
                    first = solve_codes(src, mid, depth=depth + 1)
                    second = solve_codes(mid, out, depth=depth + 1)
                    # the tail may itself split in three or more (RAFT's convex-upsampling mask
                    # `(N, 1, 9, 8, 8, H, W)` of its (N, 576, H, W)): one more reshape each time
                    if first is not None and second is not None and len(first) == 1 and len(second) <= 3:
                        return first + second
    # three or more dims merged into one: merge the first two, then the rest
    for c in range(len(src)):
        for j, want in enumerate(out):
            for k in range(3, len(src) - c + 1):
                if product(src[c:c + k]) == want and _aligned(src, out, c, j):
                    mid = src[:c] + [src[c] * src[c + 1]] + src[c + 2:]
                    if mid in (src, out):
                        continue
                    first = solve_codes(src, mid, depth=depth + 1)
                    second = solve_codes(mid, out, depth=depth + 1)
                    if first is not None and second is not None and len(first) == 1:
                        return first + second
    # a factor of one dim merged into its neighbour (group norm's `(b * g, -1, h, w)` of
    # `(b, c, h, w)`, and back): split that dim in two, then reshape once more
    for c, have in enumerate(src):
        for f in _factor_candidates(src, out, c):
            rest = have * f.inverse()
            # each part must be an integer wherever the original ran (else -4 raises where the
            # original did not): a product of python or input sizes, or the size the original
            # left to Reshape's -1 (checked exact there); not a size the code wrote as `t // k`,
            # which floors (`(b, t // k, -1)` runs for t = 5, k = 2 and 2 channels)
            known = out[inferred] if inferred is not None and depth == 0 else None
            if not all(p == known or _product(p) for p in (f, rest)):
                continue
            mid = src[:c] + [f, rest] + src[c + 1:]
            if mid == out:
                continue              # the split alone: nothing for a second reshape to do
            first = _greedy(src, mid)
            second = solve_codes(mid, out, depth=depth + 1)
            if first is not None and second is not None and len(second) == 1 \
                    and set(second[0]) != {"0"} and "-1" not in second[0]:   # the merge reads every dim
                return [first] + second
    return None


def _product(d: Dim) -> bool:
    """``d`` is a product of sizes and a positive integer (an integer, with no quotient)."""
    return d.coef.denominator == 1 and d.coef > 0 and all(e > 0 for _, e in d.atoms)


def _factor_candidates(src: list[Dim], out: list[Dim], c: int) -> list[Dim]:
    """Factors ``f`` of ``src[c]`` that some output dim takes: ``out[j]`` itself, or ``f`` with
    ``out[j] == src[c - 1] * f`` (the first factor merged into the dim before), or the second
    factor merged into the dim after (``out[j] == rest * src[c + 1]``)."""
    found: list[Dim] = []
    have = src[c]
    for d in out:
        for f in (d, (d * src[c - 1].inverse()) if c > 0 and src[c - 1].inverse() else None,
                  (have * (d * src[c + 1].inverse()).inverse())
                  if c + 1 < len(src) and src[c + 1].inverse() and d.inverse() else None):
            if f is None or f in found or f.is_const and f.coef == 1 or f == have:
                continue
            found.append(f)
    return found


def _aligned(src, out, c, j) -> bool:
    return product(src[:c]) == product(out[:j])


def solve_prefix(src: list[Dim], out: list[Dim], inferred: int | None) -> list[str] | None:
    """Codes for the first dims of a reshape whose tail copies the input's dims from
    ``len(src)`` on (``(-1,) + x.shape[2:]``): the codes must leave Reshape's cursor exactly at
    ``len(src)`` so that a final -2 copies that tail, whatever the rank."""
    got = _greedy(src, out, inferred, with_cursor=True)
    if got is None:
        return None
    codes, cursor = got
    return codes if cursor == len(src) else None


def _greedy(src: list[Dim], out: list[Dim], keep: int | None = None, with_cursor: bool = False,
            split_first: bool = False):
    codes: list[str] = []
    c = j = 0
    inferred = False
    while j < len(out):
        d = out[j]
        if j == keep and not inferred and not (c < len(src) and d == src[c]) \
                and not (c + 1 < len(src) and d == src[c] * src[c + 1]) \
                and not (split_first and c < len(src) and j + 1 < len(out) and d * out[j + 1] == src[c]):
            codes.append("-1")
            inferred = True
            c, j = c + 1, j + 1
        elif c < len(src) and d == src[c]:
            codes.append("0")
            c, j = c + 1, j + 1
        elif c + 1 < len(src) and d == src[c] * src[c + 1]:
            codes.append("-3")
            c, j = c + 2, j + 1
        elif c < len(src) and j + 1 < len(out) and d * out[j + 1] == src[c]:
            a, b = d.python(), out[j + 1].python()
            if a is None and b is None:
                return None
            # -4 infers one of the two: keep the simpler python size
            codes.extend(["-4", "-1", b] if b is not None else ["-4", a, "-1"])
            c, j = c + 1, j + 2
        elif d.python() is not None:
            codes.append(d.python())        # a literal size reads no dimension; the cursor moves by one
            c, j = c + 1, j + 1
        elif not inferred:
            codes.append("-1")
            inferred = True
            c, j = c + 1, j + 1
        else:
            return None
    if misplaced_inference(codes):
        return None          # a -1 after a -4: MXNet infers it at another axis
    return (codes, c) if with_cursor else codes


# ---- the walk ---------------------------------------------------------------------------------

@dataclass
class ShapeFlow:
    """Envs by statement for one function body."""
    reader: Reader
    before: dict[int, Env]            # id(top-level statement) -> env before it
    inner: dict[int, frozenset]       # id(compound statement) -> names bound inside
    # id(node) -> parent, for the whole function (the analysis walk records parents only as far
    # as it got)
    parents: dict[int, cst.CSTNode]
    body: list[cst.CSTNode]           # the straight-line statements (``with`` bodies inlined)
    # per-statement facts, each computed once: every `.shape` finding of a function asks them of
    # the statements after it, so recomputing made a long function quadratic in tree walks
    _memo: dict = field(default_factory=dict, repr=False, compare=False)

    def parent(self, node):
        return self.parents.get(id(node))

    def _fact(self, kind: str, stmt, compute):
        key = (kind, id(stmt))
        got = self._memo.get(key)
        if got is None:
            got = self._memo[key] = compute(stmt)
        return got

    def index(self, stmt) -> int | None:
        """Position of a straight-line statement in ``body`` (None for any other node)."""
        positions = self._memo.get("index")
        if positions is None:
            positions = self._memo["index"] = {id(s): i for i, s in enumerate(self.body)}
        return positions.get(id(stmt))

    def names(self, stmt) -> tuple:
        """The variable-name nodes of a statement (``name_nodes``)."""
        return self._fact("names", stmt, lambda s: tuple(name_nodes(s)))

    def uses_after(self, i: int, names) -> list:
        """The name nodes reading any of ``names`` in the statements after ``body[i]``, in source
        order (an index built once: asking each statement per binding made long functions
        quadratic)."""
        by_name = self._memo.get("uses")
        if by_name is None:
            by_name = self._memo["uses"] = {}
            for j, stmt in enumerate(self.body):
                for k, n in enumerate(self.names(stmt)):
                    by_name.setdefault(n.value, []).append((j, k, n))
        found = [u for name in set(names) for u in by_name.get(name, ()) if u[0] > i]
        found.sort(key=lambda u: (u[0], u[1]))
        return [u[2] for u in found]

    def reads_locals_by_name(self) -> bool:
        """The body names ``locals``, ``vars``, ``eval`` or ``exec``: code may read any local."""
        self.uses_after(-1, ())
        by_name = self._memo["uses"]
        return any(by_name.get(d) for d in READS_LOCALS)

    def read_only_by(self, i: int, names) -> bool:
        """None of ``names`` occurs in the body outside ``body[i]``, where each occurs once (as the
        target it binds), and the function cannot read its locals by name (``locals()``,
        ``vars()``, ``eval``, ``exec``): a binding no code can read."""
        if self.reads_locals_by_name():
            return False
        by_name = self._memo["uses"]
        return all(len(by_name.get(n, ())) == 1 and by_name[n][0][0] == i for n in names)

    def binds(self, stmt) -> frozenset:
        """The names a statement binds (``bound_names``)."""
        return self._fact("binds", stmt, lambda s: frozenset(bound_names(s)))

    def calls(self, stmt) -> tuple:
        """The calls inside a statement (``calls_in``)."""
        return self._fact("calls", stmt, lambda s: tuple(calls_in(s)))

    def bound_anywhere(self, name: str) -> bool:
        """``name`` is bound by some statement of the body."""
        every = self._memo.get("bound")
        if every is None:
            every = self._memo["bound"] = frozenset().union(*(self.binds(s) for s in self.body))
        return name in every

    def env_at(self, node) -> Env | None:
        """The env holding where ``node`` is evaluated; None outside straight-line knowledge."""
        stmt = self.top_statement(node)
        if stmt is None:
            return None
        env = self.before[id(stmt)]
        bound = self.inner.get(id(stmt))
        if bound is not None and isinstance(stmt, cst.For):
            inside = _loop_body_env(self, node, stmt, env)
            if inside is not None:
                return self._comprehension_names(node, stmt, inside)
        if bound is not None:
            # inside a compound statement: what a branch teaches of x holds only where it runs
            env = _branch_env(env)
            env.forget(bound)
            for counter in self._counters(node, stmt, env):
                env.python[counter] = Dim.atom(counter)
        return self._comprehension_names(node, stmt, env)

    def body_env(self, node) -> Env | None:
        """The env where ``node`` is evaluated, read inside loop and branch bodies too (``env_at``
        knows a branch body only from the env before its statement): a top-level loop's
        straight-line body as ``env_at`` reads it (``_loop_body_env``: carried names keep the
        shapes every pass keeps), any other body from ``nested_env_at``, names the loop binds
        forgotten at its start (another pass may have bound them), a ``range`` counter a python
        int as in ``env_at``.  Only this function's own statements: a rewrite must hold for
        callers not seen."""
        top = self.top_statement(node)
        if top is None or isinstance(top, cst.SimpleStatementLine):
            return self.env_at(node)
        if isinstance(top, cst.For) and id(top) in self.inner:
            inside = _loop_body_env(self, node, top, self.before[id(top)])
            if inside is not None:
                return self._comprehension_names(node, top, inside)
        env = self.nested_env_at(node)
        if env is None:
            return None
        env = env.copy()
        outer = self.before[id(top)].copy()
        outer.forget(self.inner.get(id(top), frozenset()))
        for counter in self._counters(node, top, outer):
            env.python[counter] = Dim.atom(counter)
        return self._comprehension_names(node, top, env)

    def nested_env_at(self, node) -> Env | None:
        """The env before the innermost statement holding ``node`` inside a top-level compound
        statement (``nested_envs``, each statement's computed the first time a node in it is
        asked about: most functions never are); ``env_at`` elsewhere."""
        top = self.top_statement(node)
        if top is None or isinstance(top, cst.SimpleStatementLine):
            return self.env_at(node)
        nested = self._memo.setdefault("nested", {})
        done = self._memo.setdefault("nested_done", set())
        if id(top) not in done:
            done.add(id(top))
            nested_envs(self.reader, top, self.before[id(top)], nested)
        cur = node
        while cur is not None and cur is not top:
            if id(cur) in nested:
                return nested[id(cur)]
            cur = self.parent(cur)
        return self.env_at(node)

    def shape_where_read(self, value, at=None) -> "Shape | None":
        """``value``'s symbolic shape where ``at`` (``value`` itself by default) is evaluated: in
        the env before the statement when it lies in a head that runs first (``head_env``), else
        ``env_at``'s; None outside straight-line knowledge."""
        at = value if at is None else at
        env = self.head_env(at) or self.env_at(at)
        return self.reader.value_shape(value, env) if env is not None else None

    def head_env(self, node) -> Env | None:
        """The env where ``node`` is evaluated when it lies in the head of a top-level compound
        statement that runs once, before its body (an ``if``'s first test, a ``for``'s
        iterable): the env before that statement, which no binding of its body has
        reached yet (``env_at`` forgets what the body binds, since it cannot tell a head from a
        body); None elsewhere."""
        stmt = self.top_statement(node)
        if stmt is None or id(stmt) not in self.inner:
            return None
        path, cur = [node], self.parent(node)
        while cur is not None and cur is not stmt:
            path.append(cur)
            cur = self.parent(cur)
        head = stmt.test if isinstance(stmt, cst.If) else stmt.iter if isinstance(stmt, cst.For) else None
        if cur is None or head is None or not any(head is p for p in path):
            return None
        # `(y := ...)` in the head binds before a later read of the head
        if isinstance(head, cst.NamedExpr) or any(isinstance(n, cst.NamedExpr) for n in iter_descendants(head)):
            return None
        return self._comprehension_names(node, stmt, self.before[id(stmt)])

    def _comprehension_names(self, node, top, env: Env) -> Env:
        """``env`` inside the ``elt`` of comprehensions holding ``node``: a comprehension's name is
        its own (an outer binding of it is not what the item reads), and where it runs over a
        display of tensors of one known shape, axis by axis (``for t in (q, k, v)`` of three
        splits of one tensor), it holds that shape, so a rewrite proven for it holds for each item."""
        child, cur = node, self.parent(node)
        comps = []
        while child is not top and cur is not None:
            if type(cur) in _ELT_COMPREHENSIONS and child is cur.elt:
                comps.append(cur)
            child, cur = cur, self.parent(cur)
        if not comps:
            return env
        env = env.copy()
        for comp in reversed(comps):        # outermost first: an inner one may run over its names
            f = comp.for_in
            env.forget(target_names(f.target))
            if f.inner_for_in is not None or f.ifs:
                continue
            for name, it in _zipped_targets(f):
                shape = self._items_shape(it, comp is comps[-1], top, env)
                if shape is not None:
                    env.tensors[name] = shape
        return env

    def _items_shape(self, it, last: bool, top, env: Env) -> Shape | None:
        """The shape every item of ``it`` has: a display of tensors (the axes all its items agree
        on) or, for the innermost comprehension, a local bound to one or to an ``F.split`` group."""
        at = env
        if isinstance(it, cst.Name) and last:
            it, at = self._listed_display(it.value, top)
        if isinstance(it, cst.Call):
            return split_part_shape(self.reader, it, at.copy())
        if not isinstance(it, (cst.Tuple, cst.List)) or not it.elements \
                or any(isinstance(e, cst.StarredElement) for e in it.elements):
            return None
        shapes = [self.reader.value_shape(e.value, at.copy()) for e in it.elements]
        first = shapes[0]
        if first is None or first.rank is None or any(sh is None or sh.rank != first.rank for sh in shapes):
            return None
        # the axes every item agrees on (YOLO's per-scale outputs share only the batch): a
        # rewrite proven with the others unknown holds for each item
        common = fresh(rank=first.rank)
        common.dims = {a: first.dim(a) for a in range(first.rank)
                       if not first.unknown_at(a) and all(sh.dim(a) == first.dim(a) for sh in shapes[1:])}
        common.derived = all(sh.derived for sh in shapes)
        return common

    def _listed_display(self, name: str, top) -> "tuple[cst.CSTNode | None, Env | None]":
        """``outs = [a, b]`` (or ``outs = F.split(...)``, a group of parts) of a straight-line
        statement before ``top`` and the env before it, where no statement between them names
        ``outs`` (nothing appends, stores or rebinds)."""
        i = self.index(top)
        if i is None:
            return None, None
        for j in range(i - 1, -1, -1):
            stmt = self.body[j]
            if not any(n.value == name for n in self.names(stmt)):
                continue
            small = stmt.body[0] if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 else None
            if (isinstance(small, cst.Assign) and len(small.targets) == 1
                    and isinstance(small.targets[0].target, cst.Name) and small.targets[0].target.value == name
                    and (isinstance(small.value, (cst.List, cst.Tuple))
                         or _split_call(self.reader, small.value) is not None)
                    and not any(n.value == name for n in name_nodes(small.value)) and id(stmt) in self.before):
                return small.value, self.before[id(stmt)]
            return None, None
        return None, None

    def _counters(self, node, top, env: Env) -> list[str]:
        """The counters of the ``for name in range(...)`` loops whose body holds ``node`` (up to
        ``top``), each a python int there: bounds that read no size, and no statement of the body
        binds the name again."""
        loops = []
        child, cur = node, self.parent(node)
        while child is not top and cur is not None:
            if isinstance(cur, cst.For) and child is cur.body:
                loops.append(cur)
            child, cur = cur, self.parent(cur)
        out = []
        inner = env.copy()
        for loop in reversed(loops):    # outermost first: an inner range may count from its counter
            name = _range_counter(self.reader, loop, inner)
            if name is not None and not any(name in bound_names(s) for s in body_statements(loop.body)):
                out.append(name)
                inner.python[name] = Dim.atom(name)
        return out

    def top_statement(self, node):
        cur = node
        while cur is not None and self.index(cur) is None:
            cur = self.parent(cur)
            if type(cur) in _SCOPE_TYPES and self.index(cur) is None and not self._cond_branch(cur):
                return None
        return cur

    def _cond_branch(self, lam) -> bool:
        """``lambda: ...`` without parameters handed to ``F.contrib.cond`` as a branch: cond calls it
        within its own call (eagerly the branch taken, traced both), so the lambda's body reads
        names as the statement holding the cond does."""
        if not isinstance(lam, cst.Lambda) or _has_params(lam.params):
            return False
        arg = self.parent(lam)
        call = self.parent(arg)
        if not (isinstance(arg, cst.Arg) and isinstance(call, cst.Call) and arg.value is lam
                and self.reader.ctx.f_path(call.func) == ("contrib", "cond")):
            return False
        branches = [a for a in call.args if a.keyword is None][1:3] + [
            a for a in call.args if a.keyword is not None and a.keyword.value in ("then_func", "else_func")]
        return any(a is arg for a in branches)


def shape_flow(ctx, func: cst.FunctionDef, declared: dict, seeds: "dict[str, Shape] | None" = None,
               inputs: "dict[str, Shape] | None" = None, traced=None) -> ShapeFlow:
    """The envs of ``func``'s statements.  ``seeds``: shapes its parameters are known to hold (a
    helper's, from the one call that reaches it); ``inputs``: the hybrid_forward arguments those
    shapes' dims come from.  ``traced(reader, stmt, before, env)``: called after each statement
    that runs on every call that returns, gives the tensors whose shapes that statement's
    hybridized run implies (fixers/_traced_shapes.py; findings only), with which the statement is
    read again."""
    body = list(body_statements(func.body))
    bound = set().union(*(bound_names(s) for s in body)) if body else set()
    params = {p.name.value for p in (*func.params.params, *func.params.kwonly_params)}
    scope = ctx.scope
    cls = scope.cls if scope is not None and scope.func is func and scope.style == "hybrid_forward" else None
    declared_params: dict[str, Shape] = {}
    if cls is not None:
        for name in cls.param_names:
            shape = declared_param_shape(cls.param_shape(name))
            dims = cls.constant_dims_of(name) if shape is None and name in params else None
            rank = cls.constant_rank(name) if shape is None and name in params else None
            if dims is not None or rank is not None:
                # a get_constant's numpy value: the sizes and rank its code states
                # (`expand_dims(g, 0)`, `[2.0 ** i for i in range(bands)]`)
                shape = fresh()
                shape.dims = {a: Dim.const(v) for a, v in (dims or {}).items()}
                if rank is not None and not shape.set_rank(rank):
                    shape = None
                else:
                    shape.derived = True
            if shape is not None:
                declared_params[name] = shape
    star = func.params.star_kwarg
    kwargs_name = star.name.value if star is not None and star.name.value not in bound \
        and not _item_assigned(body, star.name.value) else None
    def new_reader() -> Reader:
        return Reader(ctx, declared, frozenset(params - bound - {"self"}), declared_params, kwargs_name)

    reader = new_reader()
    env = Env()
    for name in params & declared_params.keys():
        env.tensors[name] = declared_params[name]
    star = func.params.star_arg.name.value if isinstance(func.params.star_arg, cst.Param) else None
    kw = func.params.star_kwarg.name.value if func.params.star_kwarg is not None else None
    if kw is not None and not _kwargs_read_only(func, kw, seeds or {}):
        kw = None       # `kw["g"] = F.broadcast_like(kw["g"], s)`: the dict changes after the call
    for name, shape in (seeds or {}).items():
        # (a parameter the body rebinds holds the caller's value until that statement, as an input does;
        # an item of `*ts` by its position, `"ts[0]"`, or of `**kw` by its keyword, `"kw['bias']"`,
        # as call_arguments keys it)
        if name in params or any(s is not None and name.startswith(f"{s}[") for s in (star, kw)):
            env.tensors[name] = shape
    reader.inputs.update(inputs or {})
    if cls is not None:
        # the tensors hybrid_forward is called with: one shape each until a statement rebinds
        # them (a read in any statement before that is the same value); the first is the data
        # whose axis 0 is the batch by Gluon's convention (`Reader.inputs`)
        for p in func.params.params:
            name = p.name.value
            if name not in env.tensors and name not in cls.param_names \
                    and scope.params.get(name) is Kind.TENSOR:
                env.tensors[name] = fresh()
                if not reader.inputs:
                    reader.inputs[name] = env.tensors[name]
    start = env.copy()      # (the same shapes: what a walk proves of them stays)
    held = {name: _facts(shape) for name, shape in env.tensors.items()}
    # a helper's parameters hold its caller's shapes: a proof there would reach the caller's
    # statements, which may call the helper only under a condition
    before, inner = _read_body(reader, body, env, proving=not seeds, traced=traced)
    if not seeds and any(_facts(shape) != held[name] for name, shape in start.tensors.items()):
        # what a statement run on every call that returns proved of an input (its rank, a size a
        # layer's declaration fixes) holds for the input's whole life, also where it was read
        # before that statement (`half = x.shape[1] // 2` above `self.conv(x)`): the body is read
        # again knowing it
        inputs_now = dict(reader.inputs)
        reader = new_reader()
        reader.inputs.update(inputs_now)
        before, inner = _read_body(reader, body, start, proving=True, traced=traced)
    # (code-bearing children: whitespace has no parent here)
    return ShapeFlow(reader, before, inner, parent_map(func), body)


def _facts(shape: Shape) -> tuple:
    """What is known of ``shape``: its rank, floor and the dims that are not its own placeholders
    (reading a size makes one up)."""
    return shape.rank, shape.floor, {a: d for a, d in shape.dims.items()
                                     if d != Dim.atom(f"{TENSOR_ATOM}{shape.value}:{a}")}


def _read_body(reader: Reader, body, env: Env, proving: bool,
               traced=None) -> "tuple[dict[int, Env], dict[int, frozenset]]":
    """Reads ``body``'s statements in order into ``env``: the env before each, and the names each
    compound statement binds.  ``proving``: the first statements run on every call that returns;
    ``traced``: see shape_flow."""
    before: dict[int, Env] = {}
    inner: dict[int, frozenset] = {}
    reader.proving = proving
    for stmt in body:
        before[id(stmt)] = env.copy()
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                _assign(reader, small, env)
                if reader.proving and isinstance(small, (cst.Return, cst.Expr)) and small.value is not None:
                    _evaluate(reader, small.value, env.copy())     # for the ranks its calls prove
                if isinstance(small, (cst.Return, cst.Raise)):
                    reader.proving = False
            known = traced(reader, stmt, before[id(stmt)], env) if traced is not None and reader.proving else None
            if known:
                # the statement read again with what its run implies (`d = pred - gt` then has
                # pred's shape too); what it proved the first time stays proved
                again = before[id(stmt)].copy()
                again.tensors.update(known)
                reader.proving = False
                for small in stmt.body:
                    _assign(reader, small, again)
                reader.proving = True
                env.forget([n for n in env.tensors if n not in again.tensors])
                env.tensors.update(again.tensors)
        else:
            bound = frozenset(bound_names(stmt))
            inner[id(stmt)] = bound
            joined = _if_joined(reader, stmt, env) if isinstance(stmt, cst.If) else \
                _loop_kept(reader, stmt, env) if isinstance(stmt, cst.For) else {}
            env.forget(bound)
            env.tensors.update(joined)
            if _may_leave(stmt):
                reader.proving = False
    reader.proving = False
    return before, inner


def _if_joined(reader: Reader, stmt: cst.If, env: Env) -> dict[str, Shape]:
    """The tensors an ``if`` of straight-line branches rebinds, with what every path that goes
    on past it agrees on (``g = self.conv(x)`` then ``if self.pool: g = self.pool_layer(g)``: a
    pooling keeps axis 0 either way).  A branch that returns or raises is no such path; a missing
    ``else`` is the env unchanged.  A rank or a dim is kept only where each path has it, so the
    facts hold whichever branch ran; each branch is read without proving ranks (it may not run)."""
    blocks, at = [], stmt
    while True:
        blocks.append(at.body)
        if isinstance(at.orelse, cst.If):
            at = at.orelse
            continue
        blocks.append(at.orelse.body if at.orelse is not None else None)
        break
    ends: list[Env] = []
    # a branch's statements learn of the shapes held before the `if` what holds only where that
    # branch runs (`b, c, h, w = x.shape` sets x's rank): each branch reads them, then they are
    # put back as they were
    held = _held_shapes(reader, env)
    proving, reader.proving = reader.proving, False
    try:
        for block in blocks:
            out = env.copy()
            leaves = False
            try:
                for line in (block.body if block is not None else ()):
                    if not isinstance(line, cst.SimpleStatementLine):
                        return {}
                    for small in line.body:
                        if isinstance(small, (cst.Return, cst.Raise)):
                            leaves = True
                        elif isinstance(small, (cst.Del, cst.Global, cst.Nonlocal)):
                            return {}
                        elif not leaves:
                            _assign(reader, small, out)
            finally:
                for shape, rank, dims, derived, base in held:
                    shape.rank, shape.dims, shape.derived, shape.base = rank, dict(dims), derived, base
            if not leaves:
                ends.append(out)
    finally:
        reader.proving = proving
    if not ends or any(_walrus(t) for t in _if_tests(stmt)):
        return {}
    # `if p:` (`p > 0`, ...) of a size p and no else: past it, the path that skipped the body had
    # p == 0, so a size the body made n + p is n + p on both (x concatenated with p zeros)
    tested = nonzero_test(stmt.test) if stmt.orelse is None and len(ends) == 2 else None
    zero = reader.dim(tested, env) if isinstance(tested, cst.Name) else None
    exact = isinstance(stmt.test, cst.Name) or isinstance(stmt.test, cst.Comparison) \
        and isinstance(stmt.test.comparisons[0].operator, cst.NotEqual)
    if zero is not None and not exact:
        # `p > 0` false leaves p <= 0: 0 only for a width n % k with k a positive number
        k = _PADS.get(zero.atoms[0][0]) if len(zero.atoms) == 1 and zero.coef == 1 else None
        zero = zero if k is not None and k.is_const and k.coef > 0 else None
    joined: dict[str, Shape] = {}
    for name in bound_names(stmt):
        shapes = [e.tensors.get(name) for e in ends]
        if any(s is None for s in shapes):
            continue
        first = shapes[0]
        if all(s is first for s in shapes):
            joined[name] = first
            continue
        same_rank = all(s.rank == first.rank for s in shapes)
        out = fresh(rank=first.rank if same_rank else None)
        # an axis counted from the end is one axis of every path only where the ranks agree
        for a in {a for s in shapes for a in s.dims if a >= 0 or same_rank}:
            d = first.dim(a)
            if d is not None and all(s.dim(a) == d for s in shapes[1:]):
                out.dims[a] = d
            elif d is not None and zero is not None and len(shapes) == 2 and shapes[1].dim(a) is not None \
                    and d == dim_sum([shapes[1].dim(a), zero]):
                out.dims[a] = d     # n + p where p is 0: n
        out.derived = all(s.derived for s in shapes)
        joined[name] = out
    return joined


def _loop_kept(reader: Reader, stmt: cst.For, env: Env) -> dict[str, Shape]:
    """The tensors a ``for`` loop of straight-line statements rebinds to a value of the shape they
    held before it (a highway or residual stack: ``h = t * proj(h) + (1 - t) * h`` per layer).
    The body read once from the env before the loop maps that shape to itself; where every name
    the body carries from one iteration to the next (reads before rebinding it) is so kept, the
    next iteration starts from the same shapes and does the same, so after any number of
    iterations, none included, the name holds its shape.  Where the body changes some axes of a
    carried name's shape but keeps its rank, the body is read again (``_loop_pass``) from a start
    knowing only the axes both ends agreed on, until it keeps what it starts from: those hold
    after any number of passes.
    Each read proves nothing (the body may not run) and what it learns of shapes held before the
    loop is put back."""
    if stmt.orelse is not None or not isinstance(stmt.body, cst.IndentedBlock):
        return {}
    lines = list(stmt.body.body)
    if not lines or any(not isinstance(line, cst.SimpleStatementLine) for line in lines):
        return {}
    smalls = [small for line in lines for small in line.body]
    if any(not isinstance(small, (cst.Assign, cst.AugAssign, cst.Expr, cst.Pass)) for small in smalls):
        return {}       # a break, continue, return, del...: an iteration may stop part way
    loop_targets = set(_target_names(stmt.target))
    carried: set[str] = set()
    bound: set[str] = set()
    for small in smalls:
        if isinstance(small, cst.Assign):
            read_from = [small.value]
            read_from += [t.target for t in small.targets if not isinstance(t.target, (cst.Name, cst.Tuple, cst.List))]
        elif isinstance(small, cst.AugAssign):
            read_from = [small.value, small.target]
        else:
            read_from = [small]
        for part in read_from:
            carried.update(n.value for n in _walk(part) if isinstance(n, cst.Name) and n.value not in bound)
        if isinstance(small, cst.Assign):
            for t in small.targets:
                bound.update(_target_names(t.target) if isinstance(t.target, (cst.Name, cst.Tuple, cst.List)) else ())
        elif isinstance(small, cst.AugAssign) and isinstance(small.target, cst.Name):
            bound.add(small.target.value)
    carried &= bound
    if carried & loop_targets or any(name not in env.tensors for name in carried):
        return {}
    # children the loop walks (`for proj, gate in zip(self.proj, self.gate)`, one declaration
    # each) are known in every pass; a tensor it walks only in the first, so it is left unknown
    got = reader._iteration(stmt.target, stmt.iter, env)
    children = {k: v for k, v in got[0].items() if isinstance(v, tuple)} if got is not None else {}
    # in the order env holds them, not the set's: the order is the env's after the loop, which a
    # size's reader walks (the latest bound first) to pick the tensor it reads the size from
    starts = {name: shape for name, shape in env.tensors.items() if name in carried}
    # a pass that changes some axes of a carried name (`h = hs.reshape((n, -1))`, its last axis
    # read through a reshape of unknown sizes) may keep others: read the body again from a start
    # that knows only the axes both ends agreed on, until a read keeps every axis its start knew;
    # each round drops an axis or stops, so the ranks bound it
    need: dict[str, list[int]] = {}
    for _ in range(1 + sum(s.rank or 0 for s in starts.values())):
        ends = _loop_pass(reader, stmt, smalls, env, starts, children, loop_targets | bound)
        weaker: dict[str, Shape] = {}
        for name in carried:
            start, end = starts[name], ends.get(name)
            if end is None:
                return {}
            if end is start:
                continue
            if start.rank is None or end.rank != start.rank:
                return {}
            # an axis of the first start that nothing is known of but that it is that value's own
            # keeps only where the end still reads it so; a weakened start's unknown axes are new
            # sizes of their own, which claim nothing
            held_axes = need.get(name, range(start.rank))
            agreed = [a for a in held_axes if end.dim(a) == start.dim(a)]
            if len(agreed) < len(held_axes):
                part = fresh(start.rank)
                part.dims = {a: start.dim(a) for a in agreed}
                need[name] = agreed
                part.derived = start.derived and end.derived
                weaker[name] = part
        if not weaker:
            return starts
        starts.update(weaker)
    return {}


def _loop_pass(reader: Reader, stmt: cst.For, smalls, env: Env, starts: dict[str, Shape], children,
               rebound) -> dict[str, Shape]:
    """The carried names' shapes after one pass of ``_loop_kept``'s body, read from ``env`` with
    ``starts`` for them; what the read learns of shapes held before is put back."""
    # (a weakened start is no shape of env's: what the read learns of it is put back too)
    held = _held_shapes(reader, env) + [(w, w.rank, dict(w.dims), w.derived, w.base)
                                        for name, w in starts.items() if w is not env.tensors.get(name)]
    proving, reader.proving = reader.proving, False
    saved = reader._item_children
    reader._item_children = {**{k: v for k, v in saved.items() if k not in rebound}, **children}
    out = env.copy()
    out.forget(frozenset(rebound))
    out.tensors.update(starts)
    try:
        for small in smalls:
            _assign(reader, small, out)
    finally:
        reader.proving = proving
        reader._item_children = saved
        for shape, rank, dims, derived, base in held:
            shape.rank, shape.dims, shape.derived, shape.base = rank, dict(dims), derived, base
    return {name: out.tensors[name] for name in starts if name in out.tensors}


def _loop_body_env(flow, node, stmt: cst.For, before: Env) -> "Env | None":
    """The env where ``node``, in a statement of the straight-line body of the top-level loop
    ``stmt``, is evaluated (``heat.reshape((n, joints, -1))`` of a per-stack head, `n` read
    before the loop): at the start of any pass, the names the body carries from one pass to the
    next hold the shapes they held before the loop where the body keeps them (``_loop_kept``),
    others are unknown; then the body's statements before ``node``'s run in this pass, and are
    read in order.  None where the body is not straight-line or ``node`` is not in it."""
    if stmt.orelse is not None or not isinstance(stmt.body, cst.IndentedBlock):
        return None
    lines = list(stmt.body.body)
    if not lines or any(not isinstance(line, cst.SimpleStatementLine) for line in lines) \
            or any(not isinstance(small, (cst.Assign, cst.AugAssign, cst.Expr, cst.Pass))
                   for line in lines for small in line.body):
        return None
    cur, at = node, None
    while cur is not None and cur is not stmt:
        up = flow.parent(cur)
        if up is stmt.body:
            at = cur
            break
        cur = up
    if at is None:
        return None
    reader = flow.reader
    env = _branch_env(before)
    kept = _loop_kept(reader, stmt, env.copy())
    loop_targets = frozenset(_target_names(stmt.target))
    children = _walked_children(reader, stmt, env)
    every_pass = _display_passes(reader, stmt.target, stmt.iter, env)
    env.forget(frozenset(bound_names(stmt)) | loop_targets)
    env.tensors.update({k: v for k, v in every_pass.items() if isinstance(v, Shape)})
    env.tensors.update(kept)
    for counter in flow._counters(node, stmt, env):
        env.python[counter] = Dim.atom(counter)
    held = _held_shapes(reader, env)
    proving, reader.proving = reader.proving, False
    saved = reader._item_children
    reader._item_children = {**{k: v for k, v in saved.items() if k not in loop_targets}, **children}
    try:
        for line in lines:
            if line is at:
                break
            for small in line.body:
                _assign(reader, small, env)
    finally:
        reader.proving = proving
        reader._item_children = saved
        for shape, rank, dims, derived, base in held:
            shape.rank, shape.dims, shape.derived, shape.base = rank, dict(dims), derived, base
    return env


def _walked_children(reader: Reader, stmt: cst.For, env: Env) -> dict[str, tuple]:
    """The loop names bound to a child declaration in every pass of ``stmt``: the items of a
    declared list of children (``for layer in self.layers``, ``enumerate``/``zip`` of such lists)
    or of a display of children (_display_passes)."""
    got = reader._iteration(stmt.target, stmt.iter, env)
    children = {k: v for k, v in got[0].items() if isinstance(v, tuple)} if got is not None else {}
    every_pass = _display_passes(reader, stmt.target, stmt.iter, env)
    children.update({k: v for k, v in every_pass.items() if isinstance(v, tuple)})
    return children


def _display_passes(reader: Reader, target, it, env: Env) -> dict:
    """``for feat in (low, top):`` / ``for feat, head in ((low, self.head_low), (top,
    self.head_top)):``: each pass binds each target name to one item of its column of the
    display, so what holds in every pass is what the items share -- a tensor's rank and the dims
    every item has alike (a Shape), or a child declaration every item has (a tuple; a batch-only
    one where the declared children differ but each keeps the batch axis).  Names with nothing
    shared are left out."""
    if not isinstance(it, (cst.Tuple, cst.List)) or not it.elements \
            or any(isinstance(e, cst.StarredElement) for e in it.elements):
        return {}
    rows = [e.value for e in it.elements]
    if isinstance(target, cst.Name):
        columns = [(target.value, rows)]
    elif isinstance(target, (cst.Tuple, cst.List)) and all(
            isinstance(e, cst.Element) and isinstance(e.value, cst.Name) for e in target.elements) and all(
            isinstance(r, (cst.Tuple, cst.List)) and len(r.elements) == len(target.elements)
            and all(isinstance(x, cst.Element) for x in r.elements) for r in rows):
        columns = [(t.value.value, [r.elements[i].value for r in rows]) for i, t in enumerate(target.elements)]
    else:
        return {}
    scope = reader.ctx.scope
    declared = declared_children(reader.ctx, scope.cls if scope is not None else None)
    out: dict = {}
    for name, items in columns:
        attrs = [x.attr.value if isinstance(x, cst.Attribute) and _self_attr(x) and isinstance(x.value, cst.Name)
                 else None for x in items]
        if all(attrs):
            decls = [declared.get(a) for a in attrs]
            if all(d is not None for d in decls) and not any(d[0] == "rnn" for d in decls):
                # one declaration shared, else only the batch axis each keeps
                out[name] = decls[0] if all(d == decls[0] for d in decls) else _BATCH_ONLY
            continue
        # (read as values only: what an item's call proves is the statement walk's to note)
        proving, reader.proving = reader.proving, False
        try:
            shapes = [reader.value_shape(x, env) for x in items]
        finally:
            reader.proving = proving
        if any(sh is None for sh in shapes):
            continue
        if all(sh is shapes[0] for sh in shapes):
            out[name] = shapes[0]       # (`relu(x)`, `sigmoid(x)`: the one value x's shape is)
            continue
        rank = shapes[0].rank if all(sh.rank == shapes[0].rank for sh in shapes) else None
        meet = fresh(rank=rank)
        axes = range(rank) if rank is not None else [k for k in shapes[0].dims if all(k in sh.dims for sh in shapes)]
        for k in axes:
            d = shapes[0].dim(k)
            if all(sh.dim(k) == d for sh in shapes[1:]):
                meet.dims[k] = d
        meet.derived = all(sh.derived for sh in shapes)
        out[name] = meet
    return out


def _held_shapes(reader: Reader, env: Env) -> list[tuple]:
    """Every shape ``env`` and the reader hold (and the shapes they were expanded from), with
    what is known of each now."""
    todo: list = [*env.tensors.values(), *reader.params.values(), *reader.inputs.values()]
    todo += [v[0] for v in (*env.sizes.values(), *env.guarded.values())]
    for run in (*env.dim_tuples.values(), *(v[0] for v in env.guarded.values())):
        if isinstance(run, SizeRun):
            todo += [run.shape, *run.env.tensors.values()]
    seen: dict[int, tuple] = {}
    while todo:
        shape = todo.pop()
        if not isinstance(shape, Shape) or id(shape) in seen:
            continue
        seen[id(shape)] = (shape, shape.rank, dict(shape.dims), shape.derived, shape.base)
        if shape.base is not None:
            todo.append(shape.base[0])
    return list(seen.values())


def _if_tests(stmt: cst.If):
    while isinstance(stmt, cst.If):
        yield stmt.test
        stmt = stmt.orelse


def _has_params(params: cst.Parameters) -> bool:
    return bool(params.params or params.posonly_params or params.kwonly_params
                or isinstance(params.star_arg, cst.Param) or params.star_kwarg is not None)


def _walrus(node) -> bool:
    return any(isinstance(n, cst.NamedExpr) for n in _walk(node))


def call_arguments(func: cst.FunctionDef, call: cst.Call) -> dict:
    """Parameter name -> the argument ``call`` passes it (positional up to a ``*``, keywords of
    named parameters); the positional arguments past the named parameters of a ``def f(F, *ts)``
    under ``"ts[0]"``, ``"ts[1]"``..., the keys the shape flow holds the items of the tuple ``ts``
    under (_held_items.item_key; a rebinding of ``ts`` drops them), and, where no ``*`` unpacking
    hides their count, under ``"ts[-1]"``... too (_held_items.held_key); the keywords a ``**kw``
    parameter collects under ``"kw['name']"``.  A call through an attribute binds a first
    parameter spelled ``self`` or ``cls``."""
    skip = 1 if isinstance(call.func, cst.Attribute) and first_is_self(func) else 0
    return bound_arguments(func, call.args, skip, star_items=True, kw_items=True)


def _evaluate(reader: Reader, node, env: Env) -> None:
    """Reads the shapes of a returned or discarded value, each element of a tuple or list."""
    if isinstance(node, (cst.Tuple, cst.List)):
        for e in node.elements:
            _evaluate(reader, e.value, env)
    else:
        reader.value_shape(node, env)


_LEAVERS = frozenset({cst.Return, cst.Raise, cst.Yield})
# tested by type, not isinstance() (ABCMeta's check on every parent walked up): libcst's concrete
# node classes are final (tests/engine/test_walk.py)
_SCOPE_TYPES = frozenset({cst.FunctionDef, cst.Lambda, cst.ClassDef})
_ELT_COMPREHENSIONS = frozenset({cst.ListComp, cst.GeneratorExp, cst.SetComp})


def _may_leave(stmt) -> bool:
    """A compound statement that may end the call before the statements after it run."""
    # (type identity: libcst's node classes are final, see walk.py)
    return any(type(n) in _LEAVERS for n in _walk(stmt))


def nested_envs(reader: "Reader", stmt, env: Env, out: dict[int, Env]) -> None:
    """The env before each statement inside a compound statement, each branch starting from
    ``env`` (the env before it); a loop's body and an ``except`` forget what the loop or the
    ``try`` binds, as another pass may have bound it."""
    blocks: list = []
    children: dict[str, tuple] = {}
    if isinstance(stmt, (cst.For, cst.While)):
        if isinstance(stmt, cst.For):
            # `for layer in self.layers: h = layer(h)`: each pass calls a child of the one
            # declaration the list's items share, unless the body binds the name itself
            body_binds = frozenset().union(*(bound_names(s) for s in body_statements(stmt.body)))
            children = {k: v for k, v in _walked_children(reader, stmt, env).items() if k not in body_binds}
        env = env.copy()
        env.forget(frozenset(bound_names(stmt)))
        blocks = [stmt.body] + ([stmt.orelse.body] if stmt.orelse is not None else [])
    elif isinstance(stmt, cst.If):
        blocks = [stmt.body]
        if isinstance(stmt.orelse, cst.If):
            nested_envs(reader, stmt.orelse, env, out)
        elif stmt.orelse is not None:
            blocks.append(stmt.orelse.body)
    elif isinstance(stmt, cst.Try):
        blocks = [stmt.body]
        after = env.copy()
        after.forget(frozenset(bound_names(stmt)))
        for part in (*stmt.handlers, stmt.orelse, stmt.finalbody):
            if part is not None:
                _block_envs(reader, part.body, after, out)
    saved = reader._item_children
    if isinstance(stmt, cst.For):
        bound = bound_names(stmt)
        reader._item_children = {**{k: v for k, v in saved.items() if k not in bound}, **children}
    try:
        for i, block in enumerate(blocks):
            if i == 1:
                reader._item_children = saved     # the `else` of a loop runs after the passes
            _block_envs(reader, block, env, out)
    finally:
        reader._item_children = saved


def _range_counter(reader: "Reader", stmt, env: Env) -> str | None:
    """The name a ``for name in range(...)`` loop counts with, when every bound is a python
    integer that reads no size (a literal, a configuration attribute): a python int in each
    iteration, the same in hybrid code."""
    if not isinstance(stmt, cst.For) or not isinstance(stmt.target, cst.Name):
        return None
    it = stmt.iter
    if not (isinstance(it, cst.Call) and isinstance(it.func, cst.Name) and it.func.value == "range"
            and reader._module_level("range") and 1 <= len(it.args) <= 3
            and all(a.keyword is None and not a.star for a in it.args)):
        return None
    for a in it.args:
        d = reader.dim(a.value, env)
        if d is None or d.from_tensor or d.python() is None or reader.mentions_dims(a.value, env) \
                or not _python_only(reader, a.value):
            return None
    return stmt.target.value


def _block_envs(reader: "Reader", block, env: Env, out: dict[int, Env]) -> None:
    env = _branch_env(env)
    for s in body_statements(block):
        out[id(s)] = env.copy()
        if isinstance(s, cst.SimpleStatementLine):
            for small in s.body:
                _assign(reader, small, env)
        else:
            nested_envs(reader, s, env, out)
            env.forget(frozenset(bound_names(s)))


def _branch_env(env: Env) -> Env:
    """``env`` for a block that may not run (a branch, a loop body, a handler), its tensors' shapes
    copied: what the block's statements learn of a value held before it (``b, c, h, w = x.shape``
    sets x's rank) is true only where the block runs, so it must not reach the shared shape that
    the statements after the compound statement read.  A copy keeps the value's number, so its
    dims are the same atoms; names that shared one shape share its copy."""
    out = env.copy()
    copies: dict[int, Shape] = {}
    for name, shape in env.tensors.items():
        got = copies.get(id(shape))
        if got is None:
            got = copies[id(shape)] = replace(shape, dims=dict(shape.dims))
        out.tensors[name] = got
    return out


def declared_param_shape(expr) -> Shape | None:
    """The shape ``self.params.get(..., shape=expr)`` declares: its rank and its literal sizes (a
    0 is a size Gluon infers at the first call: unknown here).  Only what the declaration fixes:
    loading or initializing data of another shape fails in Gluon."""
    if isinstance(expr, (cst.Tuple, cst.List)):
        if any(isinstance(e, cst.StarredElement) for e in expr.elements):
            return None
        out = fresh(rank=len(expr.elements))
        for i, e in enumerate(expr.elements):
            v = int_literal(e.value)
            if v is not None and v > 0:
                out.dims[i] = Dim.const(v)
    else:
        v = int_literal(expr) if expr is not None else None
        if v is None or v <= 0:
            return None
        out = fresh(dims=[Dim.const(v)])
    out.derived = True          # a registered parameter: a tensor
    return out


def _kwargs_read_only(func: cst.FunctionDef, kw: str, seeds: dict) -> bool:
    """The ``**kw`` dict holds what the call passed wherever ``func`` reads it: ``func`` only
    reads it (literal keys, ``.get``, iteration...; no store, ``pop``, ``update`` or hand-on)."""
    entries = tuple(k[len(kw) + 2:-2] for k in seeds if k.startswith(f"{kw}[") and k.endswith("']"))
    return not entries or read_only_parameter(func, kw, entries)


def _item_assigned(body, name: str) -> bool:
    """``name[...] = ...`` somewhere in ``body`` (a container changed in place)."""
    for stmt in body:
        for n in _walk(stmt):
            if isinstance(n, cst.AssignTarget) and isinstance(n.target, cst.Subscript) \
                    and isinstance(n.target.value, cst.Name) and n.target.value.value == name:
                return True
    return False


def body_statements(block):
    """Top-level statements of a function body; ``with`` blocks are straight-line code too."""
    for stmt in getattr(block, "body", ()):
        if isinstance(stmt, cst.With):
            yield from body_statements(stmt.body)
        else:
            yield stmt


def _assign(reader: Reader, small, env: Env) -> None:
    if isinstance(small, cst.AugAssign):
        if isinstance(small.target, cst.Name):
            shape = env.tensors.get(small.target.value)
            env.forget([small.target.value])
            if shape is not None and reader.dim(small.value, env) is not None:
                env.tensors[small.target.value] = shape   # `x *= 2`: same shape
        return
    if isinstance(small, cst.AnnAssign):
        if small.value is None or not isinstance(small.target, cst.Name):
            return
        targets, value = [small.target], small.value
    elif isinstance(small, cst.Assign):
        targets, value = [t.target for t in small.targets], small.value
    else:
        return
    for target in targets:
        _bind(reader, target, value, env)


def _starred_entries(target, shape) -> list | None:
    """``*_, h, w = x.shape`` / ``b, *_ = x.shape``: the names before the one starred target are
    the leading dims, those after it the trailing ones counted from the end, whatever the rank
    (unpacking fails eagerly unless the rank is at least their number); the starred name itself
    holds a list of sizes, which nothing here follows (None)."""
    stars = [i for i, e in enumerate(target.elements) if isinstance(e, cst.StarredElement)]
    if len(stars) != 1:
        return None
    at, n = stars[0], len(target.elements)
    after = n - at - 1
    return [shape.dim(k) for k in range(at)] + [None] + [shape.dim(k - after) for k in range(after)]


def _bind(reader: Reader, target, value, env: Env) -> None:
    if isinstance(target, (cst.Tuple, cst.List)):
        names = [e.value for e in target.elements]
        starred = any(isinstance(e, cst.StarredElement) for e in target.elements)
        entries = reader.entries(value, env) if _shape_valued(value) else None
        if _is_shape_attr(value):
            shape = reader.tensor(value.value, env)
            if shape is not None and not starred:
                shape.set_rank(len(names))
                entries = shape.full()
            elif shape is not None:
                entries = _starred_entries(target, shape)
        elif entries is None and not starred and isinstance(value, cst.Subscript) \
                and _is_shape_attr(value.value) and isinstance(value.slice[0].slice, cst.Slice):
            # `h, w = x.shape[2:]`: the unpacking fixes the rank; `x.shape[-2:]`, `x.shape[:2]`
            shape = reader.tensor(value.value.value, env)
            sl = value.slice[0].slice
            lo = int_literal(sl.lower) if sl.lower is not None else 0
            hi = int_literal(sl.upper) if sl.upper is not None else None
            if shape is not None and sl.step is None and lo is not None \
                    and (sl.upper is None or hi is not None):
                if sl.upper is None and lo >= 0:
                    shape.set_rank(lo + len(names))
                    entries = [shape.dim(lo + k) for k in range(len(names))] if shape.rank == lo + len(names) else None
                elif sl.upper is None and lo < 0 and -lo == len(names):
                    entries = [shape.dim(lo + k) for k in range(len(names))]
                elif lo == 0 and hi is not None and hi == len(names):
                    entries = [shape.dim(k) for k in range(len(names))]
        if isinstance(value, (cst.Tuple, cst.List)) and not starred and len(value.elements) == len(names) \
                and not any(isinstance(e, cst.StarredElement) for e in value.elements):
            # `b, t = x.shape[0], x.shape[1]`: pairwise
            for n, e in zip(names, value.elements):
                _bind(reader, n, e.value, env)
            return
        outs = split_shapes(reader, value, env, len(names)) if not starred else None
        if outs is None and not starred:
            # `q, k, v = [self._split_heads(F, t) for t in (q, k, v)]`: item by item
            outs = reader.comprehension_items(value, env)
            if outs is not None and (len(outs) != len(names) or None in outs):
                outs = None
        if outs is None and not starred and isinstance(value, cst.Name):
            # `q, m = pair` of `pair = (q_cat, m)`, a display the function keeps (_held_items): the
            # items it holds (one more item would make the unpacking raise eagerly)
            outs = [env.tensors.get(f"{value.value}[{k}]") for k in range(len(names))]
            outs = None if None in outs else outs
        env.forget(_target_names(target))
        if outs is not None:
            for n, shape in zip(names, outs):
                if isinstance(n, cst.Name) and n.value != "_":
                    env.tensors[n.value] = shape
            return
        if entries is not None and len(entries) == len(names):
            for n, d in zip(names, entries):
                if isinstance(n, cst.Name) and n.value != "_" and d is not None:
                    env.dims[n.value] = d
        return
    if isinstance(target, cst.Subscript):
        # `stats["sd"] = ...`: a new entry of a dict display the function keeps (_held_items)
        scope = getattr(reader.ctx, "scope", None)
        key = held_store(reader.ctx, scope.func if scope is not None else None, target)
        if key is not None:
            shape = reader.value_shape(value, env)
            env.tensors.pop(key, None)
            if shape is not None:
                env.tensors[key] = shape
        return
    if not isinstance(target, cst.Name):
        return
    name = target.value
    sizes = _shape_tuple(reader, value, env)
    if sizes is not None:
        env.forget([name])
        env.sizes[name] = sizes
        return
    kept = _dim_tuple(reader, value, env)
    if kept is not None:
        env.forget([name])
        env.dim_tuples[name] = kept
        return
    if isinstance(value, cst.IfExp) and _python_only(reader, value.test):
        for branch, other in ((value.orelse, value.body), (value.body, value.orelse)):
            sizes = _shape_tuple(reader, branch, env)
            if sizes is None:
                # a tuple of sizes computed from the shape: (the tuple, None, None, ...)
                kept = _dim_tuple(reader, branch, env)
                sizes = None if kept is None else (kept, None, None)
            if sizes is not None and _python_only(reader, other):
                env.forget([name])
                env.guarded[name] = (*sizes, value, branch)
                return
    d = reader.dim(value, env)
    shape = None if d is not None else reader.value_shape(value, env)
    env.forget([name])
    if d is not None:
        if reader.mentions_dims(value, env) or d.from_tensor:
            env.dims[name] = d
        elif d.python() is not None:
            env.python[name] = Dim.atom(name) if not d.is_const else d
    elif shape is not None:
        env.tensors[name] = shape
    scope = getattr(reader.ctx, "scope", None)
    items = held_items(reader.ctx, scope.func if scope is not None else None, target, value)
    shapes = [reader.value_shape(e.value, env) for e in value.elements] if items else []
    if not items and d is None and isinstance(value, cst.Call):
        # `g = self.activate(F, raw)` of a method returning `{"opacity": ..., "scale": ...}`: each
        # entry holds the shape its return gives it, as a display bound here would (held_entries)
        entries = reader.returned_entries(value, env)
        if entries:
            items = held_entries(reader.ctx, scope.func if scope is not None else None, target, tuple(entries))
            shapes = list(entries.values()) if items else []
    # first in the table: a rewrite naming a tensor of some shape prefers a plain name holding it
    known = {key: got for key, got in zip(items, shapes) if got is not None}
    if known:
        rest = list(env.tensors.items())
        env.tensors.clear()
        env.tensors.update(known)
        env.tensors.update(rest)


def _shape_tuple(reader: Reader, value, env: Env) -> tuple | None:
    """(shape, begin, end) of ``x.shape`` / ``x.shape[2:]`` bound to one name (``in_size =
    x.shape[2:]``, read later as ``in_size[0]``): which axis an index reads needs no rank."""
    if _is_shape_attr(value):
        shape = reader.tensor(value.value, env)
        return None if shape is None else (shape, 0, None)
    if not (isinstance(value, cst.Subscript) and _is_shape_attr(value.value) and len(value.slice) == 1
            and isinstance(value.slice[0].slice, cst.Slice)):
        return None
    sl = value.slice[0].slice
    lo = int_literal(sl.lower) if sl.lower is not None else 0
    hi = int_literal(sl.upper) if sl.upper is not None else None
    shape = reader.tensor(value.value.value, env)
    if shape is not None and shape.rank is not None and lo is not None and -shape.rank <= lo < 0 \
            and sl.upper is None:
        # `low.shape[-2:]` of a tensor of known rank (a 4-d map): the same run from its axis
        lo += shape.rank
    if shape is None or sl.step is not None or lo is None or lo < 0 or (sl.upper is not None and (hi is None or hi < lo)):
        return None
    return shape, lo, hi


def _dim_tuple(reader: Reader, value, env: Env) -> "tuple | SizeRun | None":
    """The sizes a python tuple of sizes holds, when at least one is read from a shape:
    ``(x.shape[2] * 2, x.shape[3] * 2)`` (each entry a dim), or a comprehension over a run of a
    shape, ``tuple(s * k for s in x.shape[2:])`` / ``[s // 2 for s in x.shape[2:]]`` (one
    ``for``, no ``if``: entry i is the expression at the run's axis i).  None otherwise."""
    if isinstance(value, (cst.Tuple, cst.List)):
        if not value.elements or any(isinstance(e, cst.StarredElement) for e in value.elements):
            return None
        dims = tuple(reader.dim(e.value, env) for e in value.elements)
        if None in dims or not reader.mentions_dims(value, env):
            return None
        return dims
    comp = value
    if isinstance(value, cst.Call) and isinstance(value.func, cst.Name) and value.func.value == "tuple" \
            and len(value.args) == 1 and value.args[0].keyword is None and value.args[0].star == "" \
            and isinstance(value.args[0].value, cst.GeneratorExp) and reader.ctx.resolve(value.func) in (None, "tuple", "builtins.tuple"):
        comp = value.args[0].value
    elif not isinstance(value, cst.ListComp):
        return None
    loop = comp.for_in
    if loop.inner_for_in is not None or loop.ifs or loop.asynchronous is not None \
            or not isinstance(loop.target, cst.Name):
        return None
    run = _shape_tuple(reader, loop.iter, env)
    if run is None:
        return None
    shape, lo, hi = run
    # only a comprehension of sizes (`s * k`, `s // 2`): one of other values (`slice(0, s)`) is
    # left to the reads of the shape itself
    probe = env.copy()
    probe.forget([loop.target.value])
    probe.dims[loop.target.value] = Dim.atom(f"~{loop.target.value}")
    if reader.dim(comp.elt, probe) is None:
        return None
    return SizeRun(shape, lo, hi, loop.target.value, comp.elt, env.copy())


def _held_dim_tuple(node, env: Env) -> "tuple | SizeRun | None":
    """The tuple of sizes ``node``'s subscript reads (``out[0]``)."""
    if isinstance(node, cst.Subscript) and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index) \
            and isinstance(node.value, cst.Name) and node.value.value in env.dim_tuples:
        return env.dim_tuples[node.value.value]
    return None


def _python_only(reader: Reader, node) -> bool:
    """An expression of python values only (configuration, literals, comparisons): no call, no
    tensor, no shape; evaluating it again gives the same value."""
    for n in _walk(node):
        if isinstance(n, (cst.Call, cst.Lambda, cst.NamedExpr, cst.Yield, cst.Await, cst.Subscript)):
            return False
        if isinstance(n, cst.Attribute) and n.attr.value == "shape":
            return False
        if isinstance(n, cst.Name) and n.value != "self" and reader.ctx.is_tensor(n, loose=True):
            return False
    return True


def _held_sizes(node, env: Env) -> tuple | None:
    """The shape tuple ``node``'s subscript reads (``in_size[0]``)."""
    if isinstance(node, cst.Subscript) and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index) \
            and isinstance(node.value, cst.Name) and node.value.value in env.sizes:
        return env.sizes[node.value.value]
    return None


def _shape_valued(node) -> bool:
    return _is_shape_attr(node) or (isinstance(node, cst.Subscript) and _is_shape_attr(node.value))


def _is_shape_attr(node) -> bool:
    return (isinstance(node, cst.Attribute) and node.attr.value == "shape"
            and (isinstance(node.value, cst.Name) or item_key(node.value) is not None))


def _declared_param_size(node, scope) -> str | None:
    """The attribute of ``self.<attr>.shape[i]`` (an int index) where ``self.<attr>`` is a
    Parameter the block declares once with a shape it has while tracing (no size left to a
    deferred initialization: :func:`declared_shape`), else None."""
    if not (isinstance(node, cst.Subscript) and len(node.slice) == 1
            and isinstance(node.slice[0].slice, cst.Index) and int_literal(node.slice[0].slice.value) is not None):
        return None
    return _declared_param_of(node.value, scope)


def _declared_param_of(shape, scope) -> str | None:
    """The attribute of ``self.<attr>.shape`` under the conditions of ``_declared_param_size``."""
    if not (isinstance(shape, cst.Attribute) and shape.attr.value == "shape"
            and isinstance(shape.value, cst.Attribute) and isinstance(shape.value.value, cst.Name)
            and shape.value.value.value == "self"):
        return None
    cls = scope.cls if scope is not None else None
    attr = shape.value.attr.value
    if cls is None or attr not in declared_param_attrs(cls) or declared_shape(cls, attr) is not None:
        return None
    return attr


def _self_attr(node) -> bool:
    while isinstance(node, cst.Attribute):
        node = node.value
    return isinstance(node, cst.Name) and node.value == "self"


def none_tuple(node) -> list | None:
    """The entries of a literal tuple/list of ints and ``None`` (a slice's begin/end), the ints as
    ints; None when it is not one."""
    if not isinstance(node, (cst.Tuple, cst.List)):
        return None
    out = []
    for e in node.elements:
        if isinstance(e, cst.StarredElement):
            return None
        if isinstance(e.value, cst.Name) and e.value.value == "None":
            out.append(None)
            continue
        v = int_literal(e.value)
        if v is None:
            return None
        out.append(v)
    return out


_UNREAD = object()


def _slice_entries(node) -> list | None:
    """:func:`none_tuple` of a slice's begin/end/step, an entry that is neither an int literal
    nor None (a bound computed in python, `(None, p)`) read as ``_UNREAD``: the axes given
    (None, None) keep their size whatever the others are cut at."""
    if not isinstance(node, (cst.Tuple, cst.List)) or any(isinstance(e, cst.StarredElement) for e in node.elements):
        return None
    out = []
    for e in node.elements:
        v = int_literal(e.value)
        out.append(None if isinstance(e.value, cst.Name) and e.value.value == "None"
                   else v if v is not None else _UNREAD)
    return out


def _int_tuple(node) -> list[int | None] | None:
    if isinstance(node, (cst.Tuple, cst.List)):
        return [int_literal(e.value) for e in node.elements]
    return None


def _target_names(target) -> list[str]:
    out = []
    for n in _walk(target):
        if isinstance(n, cst.Name):
            out.append(n.value)
    return out


def bound_names(stmt) -> frozenset[str]:
    """Names a statement binds anywhere inside it (assignments, loops, with/except targets, walrus).
    Once per statement while a file is analysed (``memoized``): the flows ask it of a compound
    statement and again of each statement inside it, ~2.5 times a statement over the corpus."""
    return memoized("bound_names", stmt, _bound_names)


def _bound_names(stmt) -> frozenset[str]:
    out: set[str] = set()
    for n in _walk(stmt):
        # (type identity: libcst's node classes are final, see hybridlint/engine/walk.py)
        t = type(n)
        if t in _TARGET_HOLDERS:
            out.update(_target_names(n.target))
        elif t is cst.AsName:
            out.update(_target_names(n.name))
    return frozenset(out)


_TARGET_HOLDERS = frozenset({cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.For, cst.CompFor, cst.NamedExpr})


def _walk(node):
    yield node
    yield from iter_descendants(node)


# ---- child layers whose output sizes __init__ declares ----------------------------------------

# where a Gluon layer keeps its size (MXNet 1.9.1 and the runtime alike): Dense and Conv in an
# attribute, Embedding only as its weight's declared shape (input_dim, output_dim)
_KEPT_SIZE = {"dense": "_units", "conv": "_channels", "embedding": "weight.shape[1]"}
# Gluon layers that run only on a tensor of one rank, in any layout, and give that rank back
# (MXNet 1.9.1: Convolution, Deconvolution and a non-global Pooling with an N-d kernel reject
# any input but (N + 2)-d, eagerly and hybridized); global pools take 3-5-d input and are not here
_LAYER_RANK = {**{f"Conv{n}D": n + 2 for n in (1, 2, 3)},
               **{f"Conv{n}DTranspose": n + 2 for n in (1, 2, 3)},
               **{f"{p}Pool{n}D": n + 2 for p in ("Max", "Avg") for n in (1, 2, 3)}}
# gluon.rnn's fused layers: 3-d input only, 3-d output when called with the input alone (with
# states they return a tuple) -- MXNet 1.9.1, eagerly and hybridized; one set of names, the engine's
_RNN_LAYERS = RNN_LAYERS
_LAYERS = {"Dense": ("dense", "units", 0), "Conv1D": ("conv", "channels", 0),
           "Conv2D": ("conv", "channels", 0), "Conv3D": ("conv", "channels", 0),
           "Conv1DTranspose": ("conv", "channels", 0), "Conv2DTranspose": ("conv", "channels", 0),
           "Conv3DTranspose": ("conv", "channels", 0), "Embedding": ("embedding", "output_dim", 1)}


def _per_class(ctx, cls, slot: str, build):
    """``build(ctx, cls)`` computed once per class and kept on ``ctx`` under ``slot``: every scope
    of a class asks for the same declarations."""
    cache = ctx.__dict__.setdefault(slot, {})
    key = id(cls.node) if cls is not None else 0
    if key not in cache:
        cache[key] = build(ctx, cls)
    return cache[key]


def declared_children(ctx, cls) -> dict[str, tuple]:
    """``self.attr = nn.Dense(units, ...)`` etc. in ``__init__``: attr -> (kind, python text of
    the size hybrid code can read, flatten), where the text is a literal, a ``self.`` attribute,
    or an ``__init__`` argument that ``__init__`` also stores in ``self`` (then that attribute).
    ``cls`` is the scope's HybridClass (or None); read from its methods in the stdlib tree
    (``ast_methods``), as a stubbed parse leaves ``__init__``'s body out of the libcst tree
    (engine/stubs.py).  The answer is kept on ``ctx`` per class (read-only for callers): HYB008
    and the shape flow of every scope of the class ask for it."""
    return _per_class(ctx, cls, "_declared_children", _declared_children)


def sequentials_of_new_arrays(ctx, cls) -> frozenset[str]:
    """The attributes ``self.<attr>`` that ``__init__`` binds once to an empty Sequential and
    fills with ``self.<attr>.add(Layer(...))`` calls only, none of them a Sequential (an empty
    one hands back its input), a Lambda or an Identity: each item's output is a new array, so
    ``self.<attr>[i](x)`` never is ``x`` itself (the augmented-to-binary fixer's proof of a
    fresh first term). Per class, read-only for callers."""
    return _per_class(ctx, cls, "_sequentials_of_new_arrays", _sequentials_of_new_arrays)


def _sequentials_of_new_arrays(ctx, cls) -> frozenset[str]:
    init, src = _init_of(cls)
    if init is None:
        return frozenset()
    assigns = [(n.targets[0].attr, n.value) for n, _ in statements_marking_straight(init.body, src)
               if type(n) is ast.Assign and len(n.targets) == 1 and self_attr(n.targets[0])]
    added = _added_layers(method_calls(init.body, src, None), _looped_adds(init.body))
    out = set()
    for attr, value in assigns:
        if type(value) is not ast.Call or _callee(value) not in _SEQUENTIAL or value.args \
                or [a for a, _ in assigns].count(attr) > 1 or _touched_by_subclass(ctx, cls, attr) \
                or attr in _handed_on(cls, init):
            continue
        layers = [c for item in (added.get(attr) or []) for c in (item if type(item) is list else [item])]
        if layers and all(_callee(c) not in (*_SEQUENTIAL, "Identity", "Lambda", "HybridLambda")
                          for c in layers):
            out.add(attr)
    return frozenset(out)


def declared_children_as_built(ctx, cls) -> "tuple[dict[str, tuple], dict[str, list]]":
    """``declared_children`` with each ``if self.<flag>:`` / ``if not self.<flag>:`` of
    ``__init__`` read as every construction of the class in this file takes it (a Lemon block's
    ``if self.att2: self.attention2.add(..., GlobalMaxPool2D())`` with ``att2=True`` by default
    and no construction passing another value; engine/fixed_attributes.py).  A premise of this
    file's own use of the class: another file may construct it otherwise, so it may make a finding,
    never prove a rewrite.  Returns (attr -> declaration, attr -> the premises (``self.<flag>``,
    value, line of the first construction) of each declaration the plain reading does not have)."""
    return _per_class(ctx, cls, "_declared_children_as_built", _as_built)


def _as_built(ctx, cls) -> "tuple[dict[str, tuple], dict[str, list]]":
    plain = declared_children(ctx, cls)
    init, _ = _init_of(cls)
    if init is None:
        return plain, {}
    # only an `if` that stores an attribute the plain reading leaves out is worth asking about
    # (reading the file's constructions is the costly part)
    asked = _ifs_storing_other_than(init, plain)
    if not asked:
        return plain, {}
    resolved: list[tuple[ast.If, bool, tuple]] = []

    def taken(stmt: ast.If) -> "bool | None":
        if id(stmt) not in asked:
            return None
        test, negated = stmt.test, False
        if type(test) is ast.UnaryOp and type(test.op) is ast.Not:
            test, negated = test.operand, True
        if not (type(test) is ast.Attribute and type(test.value) is ast.Name and test.value.id == "self"):
            return None
        found = ctx.fixed_attribute(cls.name, test.attr)
        if found is None:
            return None
        branch = bool(found[0]) != negated
        resolved.append((stmt, branch, (f"self.{test.attr}", found[0], found[1])))
        return branch

    built = _declared_children(ctx, cls, taken)
    if not resolved:
        return plain, {}
    changed = {attr for attr, decl in built.items() if plain.get(attr) != decl}
    mentions = _taken_branch_mentions(init, resolved, changed)
    premises: dict[str, list] = {}
    for attr in built:
        for i in sorted(mentions.get(attr, ())):
            premise = resolved[i][2]
            if premise not in premises.setdefault(attr, []):
                premises[attr].append(premise)
    return built, premises


def _taken_branch_mentions(init, resolved: list, attrs: set) -> "dict[str, set[int]]":
    """attr -> the indices in ``resolved`` of the ``if``s whose taken branch mentions
    ``self.<attr>`` anywhere below it.  One walk of ``__init__`` with the taken branches around
    each node (a chain of parents shared by the nodes below it), not a walk of each branch per
    attribute: a 400-branch `elif` chain is read once."""
    first: dict[int, tuple[int, bool]] = {}
    for i, (stmt, branch, _) in enumerate(resolved):
        first.setdefault(id(stmt), (i, branch))
    out: dict[str, set[int]] = {}
    todo: list[tuple[ast.AST, tuple | None]] = [(init, None)]
    while todo:
        node, around = todo.pop()
        if (type(node) is ast.Attribute and node.attr in attrs and type(node.value) is ast.Name
                and node.value.id == "self"):
            into = out.setdefault(node.attr, set())
            link = around
            while link is not None:
                into.add(link[0])
                link = link[1]
        got = first.get(id(node)) if type(node) is ast.If else None
        if got is None:
            todo.extend((child, around) for child in ast.iter_child_nodes(node))
            continue
        i, branch = got
        todo.append((node.test, around))
        for block, is_taken in ((node.body, branch), (node.orelse, not branch)):
            inner = (i, around) if is_taken else around
            todo.extend((b, inner) for b in block)
    return out


_HOLDS_STATEMENTS = (ast.stmt, ast.excepthandler, ast.match_case)


def _ifs_storing_other_than(init, known: dict) -> "set[int]":
    """The ids of the ``if`` statements of ``init`` whose branches store a Gluon layer (or a
    Sequential) on a ``self.<attr>`` that ``known`` lacks.  One walk: each such store marks the
    ``if``s around it, stopping at one already marked (its own enclosing ones are then marked)."""
    parent: dict[int, ast.AST] = {}
    stores: list[ast.AST] = []
    todo: list[ast.AST] = [init]
    while todo:
        node = todo.pop()
        if (type(node) is ast.Assign and len(node.targets) == 1 and self_attr(node.targets[0])
                and node.targets[0].attr not in known and type(node.value) is ast.Call
                and _callee(node.value) in _LAYER_NAMES):
            stores.append(node)
        # (statements only: a store and the `if`s around it are statements, held by statements,
        # handlers and match cases, never by an expression, which is most of the tree)
        for child in child_nodes(node):
            if isinstance(child, _HOLDS_STATEMENTS):
                parent[id(child)] = node
                todo.append(child)
    marked: set[int] = set()
    for node in stores:
        up = parent.get(id(node))
        while up is not None:
            if type(up) is ast.If:
                if id(up) in marked:
                    break
                marked.add(id(up))
            up = parent.get(id(up))
    return marked


def _init_of(cls):
    """(``__init__`` in the stdlib tree, the text it was parsed from), or (None, None): the one
    instances of ``cls`` run (_init_owner)."""
    owner = _init_owner(cls)
    init = owner.ast_methods.get("__init__") if owner is not None else None
    return (init, owner.source) if init is not None and owner.source is not None else (None, None)


def _init_owner(cls):
    """The class whose ``__init__`` builds an instance of ``cls``: ``cls`` itself, or for a class
    defining none (``class GatedODE(ODEBlock)`` overriding forward methods only) the nearest base
    of this file defining one, followed through single bases only (a second base may put another
    ``__init__`` first in the MRO) and only while no class on the way stores, deletes or mutates a
    ``self.<attr>`` (then what that ``__init__`` declares is not what the instance holds)."""
    if cls is None or "__init__" in cls.ast_methods:
        return cls
    # (once per class while a file is analysed: every declaration reader asks)
    return memoized("init_owner", cls.node, lambda _: _inherited_init_owner(cls))


def _inherited_init_owner(cls):
    owner = cls
    while "__init__" not in owner.ast_methods:
        if len(owner.bases) != 1 or len(owner.base_classes) != 1 or _attrs_touched(owner.ast_methods.values()):
            return None
        owner = owner.base_classes[0]
    return owner


def _declared_children(ctx, cls, taken=None) -> dict[str, tuple]:
    out: dict[str, tuple] = {}
    init, src = _init_of(cls)
    if init is None:
        return out
    stored: dict[str, str] = {}
    assigns = []
    reassigned: set[str] = set()
    for n, _ in statements_marking_straight(init.body, src, taken=taken):
        if type(n) is not ast.Assign or len(n.targets) != 1:
            continue
        target = n.targets[0]
        if type(target) is ast.Name:
            reassigned.add(target.id)
        elif type(target) is ast.Attribute and type(target.value) is ast.Name and target.value.id == "self":
            assigns.append((target.attr, n.value))
            if type(n.value) is ast.Name:
                stored.setdefault(n.value.id, f"self.{target.attr}")
    assigned = [attr for attr, _ in assigns]
    added: dict[str, list[ast.Call] | None] | None = None
    calls: "list[tuple[ast.Call, bool]] | None" = None

    def init_calls() -> "list[tuple[ast.Call, bool]]":
        # __init__'s method calls, read once for every attribute that asks (a `taken` that
        # records the branches it is asked about is asked each time, as it expects)
        nonlocal calls
        if calls is None or taken is not None:
            calls = method_calls(init.body, src, taken)
        return calls

    for attr, value in assigns:
        if type(value) is not ast.Call or assigned.count(attr) > 1 or _touched_by_subclass(ctx, cls, attr):
            continue
        callee = _callee(value)
        if callee in _SEQUENTIAL and not value.args and all(k.arg in ("prefix", "params")
                                                            for k in value.keywords):
            if attr in _handed_on(cls, init):
                continue        # what a helper or an alias adds to it is not read
            if added is None:
                added = _added_layers(init_calls(), _looped_adds(init.body))
            layers = added.get(attr, [])
            decls = _sequential_decls(ctx, cls, init, attr, layers or [], src, stored, reassigned)
            if layers and all(d is not None for d in decls):
                out[attr] = ("seq", None, False, decls)
            continue
        decl = _layer_decl(ctx, value, src, stored, reassigned, attr)
        if decl is None and type(value.func) is ast.Name and value.func.id not in reassigned \
                and value.func.id not in _param_names(init) and not _touched_elsewhere(ctx, cls, attr) \
                and not any(_method_of(c, attr, None, on_self=True) is not None
                            for c, _ in init_calls()):
            # (a layer added to it afterwards, `self.proj.add(...)`, is not the function's)
            decl = _built_by_function(ctx, value.func.id)
        if decl is not None:
            out[attr] = decl
    return out


def _sequential_decls(ctx, cls, init: ast.FunctionDef, attr: str, layers: list, src,
                      stored: dict[str, str], reassigned: set[str]) -> list:
    """The declarations of the layers ``__init__`` adds to the Sequential ``self.<attr>``, in
    order (a looped run as one, _looped_decl; a layer a factory or Sequential subclass of this
    file builds, _file_built).  A layer at a known index (every one before it
    added once, outside a loop) reads the size it keeps there (``self.<attr>[1]._channels``: a
    Sequential indexes its children in the order they were added) unless another method may
    edit the container."""
    known = not _touched_elsewhere(ctx, cls, attr)
    out = []
    for i, v in enumerate(layers):
        if type(v) is list:
            known = False
            out.append(_looped_decl(ctx, v, src, stored, reassigned))
        else:
            out.append(_layer_decl(ctx, v, src, stored, reassigned, f"{attr}[{i}]" if known else None)
                       or _file_built(ctx, v, init, reassigned))
    return out


def _param_names(fn: ast.FunctionDef) -> "set[str]":
    a = fn.args
    return {p.arg for p in (*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg) if p is not None}


def _file_built(ctx, value: ast.Call, init: ast.FunctionDef, reassigned: set[str]) -> tuple | None:
    """A layer added to a Sequential of ``__init__`` that a factory or Sequential subclass of this
    file builds (``self.ffn.add(ConvBN(dim, 7, groups=dim), nn.Conv2D(...))``): its declaration,
    where the name is not rebound in ``__init__`` (a local, a parameter)."""
    name = value.func.id if type(value.func) is ast.Name else None
    if name is None or name in reassigned or name in _param_names(init):
        return None
    return _built_by_function(ctx, name)


def _built_by_function(ctx, name: str) -> tuple | None:
    """The declaration of the Sequential a module function of this file builds and returns
    (``def conv_bn(c, k): seq = nn.HybridSequential(); seq.add(nn.Conv2D(c, k), nn.BatchNorm());
    return seq``, stored by ``self.proj = conv_bn(dim, 3)``): its layers in order, each read
    without the function's arguments (a size that is one of them is unknown, a literal known).
    Only a straight body (the container, ``add`` of layer calls, maybe under its
    ``name_scope()``, then its return) of the one top-level binding of ``name``: a branch or a
    loop would add layers that the arguments choose.  None for anything else."""
    found = [st for st in ctx.stdlib_statements() if name in _top_level_names(st)]
    if len(found) == 1 and type(found[0]) is ast.ClassDef:
        return _built_by_class(ctx, found[0])
    if len(found) != 1 or type(found[0]) is not ast.FunctionDef or found[0].decorator_list \
            or "self" in _param_names(found[0]):
        return None
    body = found[0].body
    if body and type(body[0]) is ast.Expr and type(body[0].value) is ast.Constant:
        body = body[1:]     # (the docstring)
    if len(body) < 3 or type(body[0]) is not ast.Assign or len(body[0].targets) != 1 \
            or type(body[0].targets[0]) is not ast.Name:
        return None
    seq, made = body[0].targets[0].id, body[0].value
    if type(made) is not ast.Call or _callee(made) not in _SEQUENTIAL or made.args \
            or any(k.arg not in ("prefix", "params") for k in made.keywords):
        return None
    last = body[-1]
    if type(last) is not ast.Return or type(last.value) is not ast.Name or last.value.id != seq:
        return None
    layers: list[ast.Call] = []
    for st in body[1:-1]:
        adds = st.body if type(st) is ast.With and len(st.items) == 1 \
            and _method_of(st.items[0].context_expr, seq, "name_scope") is not None \
            and st.items[0].optional_vars is None else [st]
        for add in adds:
            call = add.value if type(add) is ast.Expr else None
            if _method_of(call, seq, "add") is None or call.keywords \
                    or any(type(a) is not ast.Call for a in call.args):
                return None
            layers.extend(call.args)
    if not layers:
        return None
    src = Source(ctx.source)
    decls = [_layer_decl(ctx, v, src, {}, set(), None) for v in layers]
    return ("seq", None, False, decls) if all(d is not None for d in decls) else None


def _built_by_class(ctx, node: ast.ClassDef) -> tuple | None:
    """The declaration of a Sequential subclass of this file whose one method, ``__init__``, adds
    its layers to itself in a straight body (FastViT's ``class ConvBN(nn.HybridSequential)``:
    ``super().__init__(**kwargs)``, then ``self.add(nn.Conv2D(c, k), nn.BatchNorm(...))``, maybe
    under ``with self.name_scope():``), read as ``_built_by_function`` reads a factory: its layers
    in order, each without the constructor's arguments.  None where a layer reads ``self`` (the
    child's own attributes, not its owner's), or the class has anything else (another method: a
    forward of its own; a branch or loop: layers its arguments choose; a decorator)."""
    if node.decorator_list or node.keywords or len(node.bases) != 1:
        return None
    base = ast_dotted(node.bases[0])
    if base is None or base.rpartition(".")[2] not in _SEQUENTIAL \
            or not ctx.resolve_dotted(base).startswith("mxnet."):
        return None
    body = _without_docstring(node.body)
    if len(body) != 1 or type(body[0]) is not ast.FunctionDef or body[0].name != "__init__" \
            or body[0].decorator_list:
        return None
    stmts = _without_docstring(body[0].body)
    if not stmts or not _calls_super_init(stmts[0]):
        return None
    layers: list[ast.Call] = []
    for st in stmts[1:]:
        adds = st.body if type(st) is ast.With and len(st.items) == 1 \
            and _method_of(st.items[0].context_expr, "self", "name_scope") is not None \
            and st.items[0].optional_vars is None else [st]
        for add in adds:
            call = add.value if type(add) is ast.Expr else None
            if _method_of(call, "self", "add") is None or call.keywords \
                    or any(type(a) is not ast.Call for a in call.args):
                return None
            layers.extend(call.args)
    if not layers or any(type(n) is ast.Name and n.id == "self" for v in layers for n in ast.walk(v)):
        return None
    src = Source(ctx.source)
    decls = [_layer_decl(ctx, v, src, {}, set(), None) for v in layers]
    return ("seq", None, False, decls) if all(d is not None for d in decls) else None


def _without_docstring(body: list) -> list:
    if body and type(body[0]) is ast.Expr and type(body[0].value) is ast.Constant:
        return body[1:]
    return body


def _calls_super_init(st: ast.stmt) -> bool:
    """``super().__init__(...)`` or ``super(Cls, self).__init__(...)`` as a statement."""
    call = st.value if type(st) is ast.Expr else None
    return type(call) is ast.Call and type(call.func) is ast.Attribute and call.func.attr == "__init__" \
        and type(call.func.value) is ast.Call and type(call.func.value.func) is ast.Name \
        and call.func.value.func.id == "super"


def _top_level_names(st: ast.stmt) -> "set[str]":
    """The names a module-level statement binds: a def or class, stored names (assignment, loop
    and ``with`` targets, walrus), imports, also inside a branch, loop or ``try`` (a
    ``__main__`` guard); every name for a star import or a ``global``."""
    t = type(st)
    if t in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
        return {st.name}
    if t in (ast.Import, ast.ImportFrom):
        if any(a.name == "*" for a in st.names):
            return _EVERY_NAME
        return {(a.asname or a.name).split(".")[0] for a in st.names}
    if t in (ast.Global, ast.Match):
        return _EVERY_NAME
    out: set[str] = set()
    for field_name in ("body", "orelse", "finalbody", "handlers"):
        for inner in getattr(st, field_name, ()):
            if type(inner) is ast.ExceptHandler:
                out.update([inner.name] if inner.name else [])
                for b in inner.body:
                    got = _top_level_names(b)
                    if got is _EVERY_NAME:
                        return got
                    out |= got
                continue
            got = _top_level_names(inner)
            if got is _EVERY_NAME:
                return got
            out |= got
    # (stored names of the statement's own expressions: targets, a walrus in a test)
    heads = [v for k, v in ast.iter_fields(st) if k not in ("body", "orelse", "finalbody", "handlers")]
    for head in heads:
        for n in (x for h in (head if isinstance(head, list) else [head]) if isinstance(h, ast.AST)
                  for x in ast.walk(h)):
            if type(n) is ast.Name and type(n.ctx) is ast.Store:
                out.add(n.id)
    return out


class _EveryName(frozenset):
    def __contains__(self, name) -> bool:
        return True


_EVERY_NAME = _EveryName()


def _method_of(call, owner: str, method: "str | None", on_self: bool = False) -> "ast.Call | None":
    """``call`` when it is ``<owner>.<method>(...)`` (any method for None; ``self.<owner>`` with
    ``on_self``), else None."""
    if type(call) is not ast.Call or type(call.func) is not ast.Attribute \
            or method not in (None, call.func.attr):
        return None
    held = call.func.value
    if on_self:
        return call if type(held) is ast.Attribute and held.attr == owner and type(held.value) is ast.Name \
            and held.value.id == "self" else None
    return call if type(held) is ast.Name and held.id == owner else None


def declared_child_items(ctx, cls) -> dict[str, tuple]:
    """``self.attr`` holding a python list (or a Sequential) of child layers that all have one
    declaration: attr -> that declaration (as :func:`declared_children` gives it).  Read from
    ``self.attr = []`` / ``nn.HybridSequential()`` filled by ``self.attr.append(X)`` /
    ``.add(X)`` anywhere in ``__init__`` (loops included), or ``self.attr = [<layer> for ...]`` /
    ``[<layer>, <layer>]``; ``X`` a layer call or a local name every binding of which is one.  Any
    other store, edit or method on the attribute, in ``__init__`` or another method, leaves it
    out.  Iterating it (``[blk(f) for blk in self.towers]``) applies layers of that declaration,
    in whatever order: what a shape read of one item may rest on.  Cached on ``ctx`` per class."""
    return {attr: got[0] for attr, got in _child_items(ctx, cls).items()}


def item_size_default(ctx, cls, attr: str) -> tuple[str, int] | None:
    """(parameter, default) when the items of the declared list ``self.<attr>``
    (:func:`declared_child_items`) are built with a size that is an ``__init__`` parameter with
    an int literal default never rebound there (``self.experts.add(nn.Dense(units))`` with
    ``units=3``): the size they probably have (for findings, never for a rewrite)."""
    got = _child_items(ctx, cls).get(attr)
    init, _ = _init_of(cls)
    return None if got is None or got[1] is None or init is None else _int_argument(init, got[1])


def item_count_default(ctx, cls, attr: str) -> tuple[str, int] | None:
    """(what counts them, how many) for the items of the declared list ``self.<attr>``
    (:func:`declared_child_items`) when ``__init__`` makes them in one loop ``for _ in
    range(n)`` (one ``.add``/``.append`` of one layer a pass, under no condition or other loop)
    or one comprehension ``[<layer> for _ in range(n)]``, ``n`` an int literal or an ``__init__``
    parameter with an int literal default never rebound there: the number of items the block
    probably has (for findings, never for a rewrite)."""
    if attr not in declared_child_items(ctx, cls):
        return None
    init, _ = _init_of(cls)
    parents = {id(c): p for p in ast.walk(init) for c in ast.iter_child_nodes(p)}
    loops = []
    for n in ast.walk(init):
        if not (type(n) is ast.Attribute and n.attr == attr and self_attr(n) and type(n.value) is ast.Name):
            continue
        up = parents.get(id(n))
        if type(n.ctx) is not ast.Load:
            if type(up) is ast.Assign and type(up.value) is ast.ListComp:
                if _enclosing_loop(parents, up, init) != (None,):
                    return None
                loops.append(up.value.generators[0].iter)
            continue
        call = parents.get(id(up)) if type(up) is ast.Attribute and up.attr in ("add", "append") else None
        if type(call) is not ast.Call or call.func is not up:
            continue
        if len(call.args) != 1:
            return None
        loop = _enclosing_loop(parents, parents.get(id(call)), init)
        if loop is None or loop[0] is None:
            return None
        loops.append(loop[0])
    if len(loops) != 1:
        return None
    it = loops[0]
    if not (type(it) is ast.Call and type(it.func) is ast.Name and it.func.id == "range"
            and len(it.args) == 1 and not it.keywords):
        return None
    n = it.args[0]
    if type(n) is ast.Constant and type(n.value) is int:
        return (str(n.value), n.value)
    return _int_argument(init, n.id) if type(n) is ast.Name else None


def _enclosing_loop(parents: dict, node, init) -> "tuple | None":
    """``(iter,)`` of the one ``for`` around ``node`` in ``init`` (``(None,)`` when there is
    none); None when a condition, a second loop or anything but ``with`` blocks is around it."""
    loop = None
    while node is not None and node is not init:
        if type(node) is ast.For and loop is None:
            loop = node.iter
        elif type(node) not in (ast.Expr, ast.Assign, ast.With):
            return None
        node = parents.get(id(node))
    return (loop,)


def declared_item_input_sizes(ctx, cls) -> "dict[str, InputSize]":
    """``self.attr`` -> the input size every item of the declared list ``self.<attr>``
    (:func:`declared_child_items`) is built with (``in_channels=c`` / ``in_units=c`` as
    :func:`declared_input_sizes` reads one layer), one expression for all of them that reads no
    name ``__init__`` binds (TimesNet's inception kernels ``self.kernels.add(nn.Conv2D(c, 2 * i
    + 1, padding=i, in_channels=c))`` in a loop over ``i``): the first item's kept size
    (``self.<attr>[0]._in_channels``) is every item's."""
    return {attr: got[2] for attr, got in _child_items(ctx, cls).items() if got[2] is not None}


def _child_items(ctx, cls) -> "dict[str, tuple[tuple, str | None, InputSize | None]]":
    """attr -> (the items' declaration, the ``__init__`` parameter naming their size or None, the
    input size all of them are built with or None)."""
    return _per_class(ctx, cls, "_declared_child_items", _declared_child_items)


def _declared_child_items(ctx, cls) -> "dict[str, tuple[tuple, str | None, InputSize | None]]":
    init, src = _init_of(cls)
    if init is None:
        return {}
    stores: dict[str, list] = {}
    # names bound anywhere in __init__ (loop targets too): a size read through one is no
    # declaration shared by every item (`for u in sizes: self.last = u` would store `u`)
    local = {n.id for n in ast.walk(init) if type(n) is ast.Name and type(n.ctx) is ast.Store}
    stored: dict[str, str] = {}
    for n in ast.walk(init):
        if type(n) is ast.Assign:
            for tg in n.targets:
                if self_attr(tg) and type(tg.value) is ast.Name:
                    stores.setdefault(tg.attr, []).append(n.value)
                    if type(n.value) is ast.Name:
                        stored.setdefault(n.value.id, f"self.{tg.attr}")
    name_layers: dict[str, list] = {}
    for n in ast.walk(init):
        if type(n) is ast.Assign and len(n.targets) == 1 and type(n.targets[0]) is ast.Name:
            name_layers.setdefault(n.targets[0].id, []).append(n.value)
    store_count: dict[str, int] = {}
    for n in ast.walk(init):
        if type(n) is ast.Name and type(n.ctx) is ast.Store:
            store_count[n.id] = store_count.get(n.id, 0) + 1
    parents = {id(c): p for p in ast.walk(init) for c in ast.iter_child_nodes(p)}

    params = {a.arg for a in (*init.args.posonlyargs, *init.args.args, *init.args.kwonlyargs)}

    def decl_of(value, attr: str) -> "tuple | None":
        """(declaration, the source of a size read through the first item and the ``__init__``
        parameter it is, or None for those)."""
        if type(value) is ast.Name:
            bound = name_layers.get(value.id, [])
            if not bound or store_count.get(value.id, 0) != len(bound) or value.id in params:
                return None
            got = {decl_of(v, attr) for v in bound}
            return got.pop() if len(got) == 1 else None
        if type(value) is not ast.Call or _callee(value) in _SEQUENTIAL:
            return None
        decl = _layer_decl(ctx, value, src, stored, local, None)
        spec = _LAYERS.get(_callee(value))
        if decl is None or decl[1] is not None or spec is None:
            return None if decl is None else (decl, None, None)
        size = keyword(value, spec[1])
        args = positional(value)
        if size is None and len(args) > spec[2] and not args[spec[2]][1]:
            size = args[spec[2]][0]
        if size is None or any(type(n) is ast.Name and n.id in local for n in ast.walk(size)) \
                or any(type(n) not in (ast.Name, ast.Load, ast.Constant, ast.BinOp, ast.Mult, ast.Add,
                                       ast.Sub, ast.FloorDiv) for n in ast.walk(size)):
            return (decl, None, None)
        # one size for every item (nothing the loop binds): the first item's kept size reads it
        param = size.id if type(size) is ast.Name and size.id in params else None
        return (_layer_decl(ctx, value, src, stored, local, f"{attr}[0]"), ast.dump(size), param)

    out: dict[str, tuple] = {}
    for attr, values in stores.items():
        if len(values) != 1:
            continue
        value = values[0]
        items: list = []
        if type(value) is ast.List and value.elts:
            items = list(value.elts)
        elif type(value) is ast.ListComp and len(value.generators) == 1 and not value.generators[0].ifs:
            items = [value.elt]
        elif not ((type(value) is ast.List and not value.elts)
                  or (type(value) is ast.Call and _callee(value) in _SEQUENTIAL and not value.args)):
            continue
        ok = True
        adder = "add" if type(value) is ast.Call else "append"
        for n in ast.walk(init):
            if not (type(n) is ast.Attribute and n.attr == attr and type(n.value) is ast.Name
                    and n.value.id == "self"):
                continue
            up = parents.get(id(n))
            if type(n.ctx) is not ast.Load:
                ok = ok and type(up) is ast.Assign and up.value is value     # its one binding
                continue
            if type(up) is ast.Attribute and up.attr == adder and type(parents.get(id(up))) is ast.Call \
                    and parents[id(up)].func is up:
                call = parents[id(up)]
                if call.keywords or not call.args or any(type(a) is ast.Starred for a in call.args) \
                        or (adder == "append" and len(call.args) != 1):
                    ok = False
                items.extend(call.args)
            elif type(up) is ast.Attribute and up.attr == "name_scope" \
                    or type(up) in (ast.For, ast.comprehension) and up.iter is n:
                continue        # (`for blk in self.towers: self.register_child(blk)` reads it)
            else:
                ok = False      # handed on, indexed or edited another way: its items are not known
        if not ok or not items or _touched_elsewhere(ctx, cls, attr):
            continue
        decls = {decl_of(v, attr) for v in items}
        if len(decls) == 1 and None not in decls:
            decl, _, param = decls.pop()
            out[attr] = (decl, param, _items_input_size(ctx, cls, items, src, init, name_layers, store_count, local))
    return out


def _items_input_size(ctx, cls, items: list, src, init, name_layers: dict, store_count: dict,
                      local: "set[str]") -> "InputSize | None":
    """The one input size (:func:`_input_size`) every item call is built with, written once for
    all (the same text, reading no name ``__init__`` binds: a loop's ``in_channels=widths[i]``
    differs per item); None otherwise."""
    defaults = _init_defaults(ctx, cls, init)
    calls: list = []
    for v in items:
        if type(v) is ast.Name:
            bound = name_layers.get(v.id, [])
            if not bound or store_count.get(v.id, 0) != len(bound):
                return None
            calls.extend(bound)
        else:
            calls.append(v)
    sizes = set()
    for call in calls:
        got = _input_size(ctx, call, src, defaults) if type(call) is ast.Call else None
        if got is None:
            return None
        kw = next(k for k in call.keywords if k.arg == _INPUT_SIZED[_callee(call)][0])
        if any(type(n) is ast.Name and n.id in local for n in ast.walk(kw.value)):
            return None
        sizes.add((got.axis, got.size, got.value))
    return got if len(sizes) == 1 else None


def _touched_elsewhere(ctx, cls, attr: str) -> bool:
    """A method other than ``__init__`` stores, deletes or calls a method on ``self.<attr>``, or
    a subclass of this file does (_touched_by_subclass), or code of this file reaches an
    attribute of that name on another object (_reached_from_outside)."""
    return attr in memoized("touched_elsewhere", cls.node, lambda _: _attrs_touched(
        fn for name, fn in cls.ast_methods.items() if name != "__init__")) or _touched_by_subclass(ctx, cls, attr) \
        or attr in _reached_from_outside(ctx)


def _handed_on(cls, init: ast.FunctionDef) -> "frozenset[str]":
    """Every ``<attr>`` whose ``self.<attr>`` ``__init__`` reads as a value (bound to a name,
    handed to a call, put in a display) rather than calling it, a method of it or reading an item:
    a helper or an alias may add layers to it (`_tail(self.body, c)`, `body = self.body;
    body.add(...)`) that the ``self.<attr>.add(...)`` calls do not show (session 67, h477)."""
    def handed(_) -> "frozenset[str]":
        out = set()
        for up, n in code_child_pairs(init, ast.Attribute):
            if type(n) is ast.Attribute and type(n.value) is ast.Name and n.value.id == "self" \
                    and type(n.ctx) is ast.Load and type(up) is not ast.Attribute \
                    and not (type(up) is ast.Call and up.func is n) \
                    and not (type(up) is ast.Subscript and up.value is n):
                out.add(n.attr)
        return frozenset(out)
    return memoized("init_handed_on", cls.node, handed)


def _reached_from_outside(ctx) -> "frozenset[str]":
    """Every ``<attr>`` this file reaches as ``obj.<attr>`` on something other than a bare
    ``self`` and does more with than call it or read an item of it: the block's owner or a
    factory editing a built block's container (`net.body.add(...)`, `self.head.body.add(...)`,
    `layers = net.body`) changes what its ``__init__`` declared (session 67, h477).  One walk of
    the file, memoized on its module; none where the context reads no file (as `classes` above)."""
    if getattr(ctx, "module", None) is None:
        return frozenset()

    def reached(_) -> "frozenset[str]":
        out = set()
        for up, n in code_child_pairs(ast.Module(body=list(ctx.stdlib_statements()), type_ignores=[]),
                                     ast.Attribute):
            if type(n) is ast.Attribute and not (type(n.value) is ast.Name and n.value.id == "self") \
                    and not (type(up) is ast.Call and up.func is n) \
                    and not (type(up) is ast.Subscript and up.value is n and type(up.ctx) is ast.Load):
                out.add(n.attr)
        return frozenset(out)
    return memoized("reached_from_outside", ctx.module, reached)


def _touched_by_subclass(ctx, cls, attr: str) -> bool:
    """A class of this file deriving from ``cls`` stores, deletes or calls a method on
    ``self.<attr>`` in any of its methods, ``__init__`` included: its ``__init__`` runs after the
    base's (`self.body.add(nn.MaxPool2D(2))`, `self.proj = nn.Conv2D(3, 3, strides=2)`), and an
    override of a method the base's ``__init__`` calls runs in its place, so what the base's
    ``__init__`` declares is not what that subclass's instances hold."""
    def touched(_) -> "frozenset[str]":
        subs = [c for c in getattr(ctx, "classes", ()) if c is not cls and any(b is cls for b in c.lineage()[1:])]
        return _attrs_touched(fn for c in subs for fn in c.ast_methods.values())
    return attr in memoized("touched_by_subclass", cls.node, touched)


def _attrs_touched(methods) -> "frozenset[str]":
    """Every ``<attr>`` that one of ``methods`` stores, deletes or calls a method on as
    ``self.<attr>``, read in one walk of each (the declared children ask it per attribute, each
    once a parent map and two walks of every method); each node is judged with the node holding
    it, as a parent map would give it."""
    out = set()
    for fn in methods:
        for up, n in code_child_pairs(fn, ast.Attribute):
            if type(n) is ast.Attribute and type(n.value) is ast.Name and n.value.id == "self" and (
                    type(n.ctx) is not ast.Load or type(up) is ast.Attribute
                    or (type(up) is ast.Subscript and type(up.ctx) is not ast.Load)):
                out.add(n.attr)
    return frozenset(out)


# containers whose output is their children applied in the order they were added
_SEQUENTIAL = ("HybridSequential", "Sequential")
# layers that keep the batch axis and the rank, and (NCHW layout) the channel axis
_POOLS = ("MaxPool1D", "MaxPool2D", "MaxPool3D", "AvgPool1D", "AvgPool2D", "AvgPool3D",
          "GlobalAvgPool1D", "GlobalAvgPool2D", "GlobalAvgPool3D", "GlobalMaxPool1D",
          "GlobalMaxPool2D", "GlobalMaxPool3D")
# what a declaration reads as a layer (declared_children_as_built asks only of those)
_LAYER_NAMES = frozenset((*_SEQUENTIAL, *_POOLS, *_LAYERS, *_RNN_LAYERS, *_CHILD_SAME, "Flatten"))


def _callee(call: ast.Call) -> str | None:
    f = call.func
    return f.attr if type(f) is ast.Attribute else (f.id if type(f) is ast.Name else None)


def _added_layers(calls: list[tuple[ast.Call, bool]],
                  looped: "frozenset[int]" = frozenset()) -> dict[str, list | None]:
    """attr -> the layers ``__init__`` adds to ``self.<attr>`` in ``self.<attr>.add(...)``
    statements, in order; None when anything else is added (a name, a starred list, a helper's
    block) or when the container is touched in a way that could reorder it.  ``calls``: the
    method calls of ``__init__`` in walk order, each with whether it always runs.  ``looped``:
    the ids of ``add`` calls that run in ``for`` loops and under nothing else (_looped_adds);
    the layers of a run of those come as one list among the calls, repeated an unknown number
    of times (maybe none)."""
    out: dict[str, list | None] = {}
    for n, plain in calls:
        owner = n.func.value
        if not self_attr(owner):
            continue
        attr = owner.attr
        layers = out.setdefault(attr, [])
        if layers is None or n.func.attr == "name_scope":
            continue
        in_loop = not plain and n.func.attr == "add" and id(n) in looped
        if n.func.attr != "add" or not (plain or in_loop):
            out[attr] = None     # added under a condition: which layers is not known
            continue
        if n.keywords or any(type(a) is not ast.Call for a in n.args):
            out[attr] = None     # (a starred argument is no call either)
            continue
        if not in_loop:
            layers.extend(n.args)
        elif layers and type(layers[-1]) is list:
            layers[-1].extend(n.args)
        else:
            layers.append(list(n.args))
    return out


def _looped_adds(body: "list[ast.stmt]") -> "frozenset[int]":
    """The ids of the ``<x>.add(...)`` calls that are whole statements of ``for`` loops (through
    ``with`` blocks and nested ``for`` loops, under no ``if``/``while``/``try`` and no ``else``):
    an MLP's hidden layers added per item of a python list of widths."""
    out: set[int] = set()

    def visit(stmts, in_loop):
        for stmt in stmts:
            t = type(stmt)
            if t is ast.For:
                visit(stmt.body, True)
            elif t is ast.With:
                visit(stmt.body, in_loop)
            elif in_loop and t is ast.Expr and type(stmt.value) is ast.Call \
                    and type(stmt.value.func) is ast.Attribute and stmt.value.func.attr == "add":
                out.add(id(stmt.value))
    visit(body, False)
    return frozenset(out)


def _looped_decl(ctx, calls: list[ast.Call], src, stored: dict[str, str], reassigned: set[str]):
    """What a run of layers added in a loop does to shapes: each keeps the batch axis (each one a
    layer _layer_decl knows), and the number of repetitions is not known, so nothing more is
    (the declaration of a channels-last layer: batch axis only); None when a layer is unknown.
    A run of layers each of which keeps the spatial axes (an NC* Conv of kernel k, padding k // 2,
    stride 1; a normalisation or activation) keeps them however often it repeats, zero times
    included: a channel-first conv of unknown channels at the input's rank (YOLOF's subnets,
    `for _ in range(num_convs): self.cls_subnet.add(nn.Conv2D(c, 3, padding=1))`)."""
    decls = [_layer_decl(ctx, c, src, stored, reassigned, None) for c in calls]
    if any(d is None for d in decls):
        return None
    if all(d[0] == "same" for d in decls):
        return ("same", None, False)
    convs = [d for d in decls if d[0] != "same"]
    counts = {_spatial_count(d) for d in convs}
    if len(counts) == 1 and None not in counts and all(
            d[0] == "conv" and d[3] and (len(d) < 7 or d[6] is None) for d in convs):
        # a channel-first conv of unknown channels at the input's rank, its spatial axes kept
        return ("conv", None, False, True, False, None, None, counts.pop())
    return _BATCH_ONLY


# a layer declaration of which only the kept batch axis is known
_BATCH_ONLY = ("pool", None, False, False, False, None)


def _hands_on(call: ast.Call) -> bool:
    """A layer call handing on arguments (``nn.Conv2D(c, 3, **kwargs)``, ``*args``): they may hold a
    channels-last layout, a size, ``flatten`` or an axis, none of which is read."""
    return any(k.arg is None for k in call.keywords) or any(type(a) is ast.Starred for a in call.args)


def _nc_layout(layout, src) -> bool:
    """``layout='NCHW'`` (one string literal starting with NC): channels first."""
    return (src.string_literal(layout) is not None and isinstance(layout.value, str)
            and layout.value.startswith("NC"))


def _layer_decl(ctx, value: ast.Call, src, stored: dict[str, str], reassigned: set[str],
                attr: str | None) -> tuple | None:
    """What one Gluon layer call built in ``__init__`` does to shapes (see declared_children);
    None for anything not known to keep the batch axis."""
    callee = _callee(value)
    func = ast_dotted(value.func)
    resolved = ctx.resolve_dotted(func) if func is not None else ""
    if resolved and not resolved.startswith("mxnet."):
        return None
    forwarded = _hands_on(value)
    if callee in _CHILD_SAME:
        return ("same", None, False)
    if callee in _POOLS:
        rank = _LAYER_RANK.get(callee)
        glob = callee.startswith("Global")
        return ("pool", None, False, keyword(value, "layout") is None and not forwarded, glob, rank, None,
                rank and rank - 2, None if forwarded or glob else unit_stride_offsets(value, rank, pool=True))
    if callee == "Flatten":
        return ("flatten", None, True)
    if callee in _RNN_LAYERS:
        # the size of the output's last axis depends on `bidirectional`: the rank and the first
        # two axes are kept
        return ("rnn", None, False, False, False, 3)
    if callee not in _LAYERS:
        return None
    kind, key, pos = _LAYERS[callee]
    layout = keyword(value, "layout")
    if forwarded and kind != "conv":
        return None
    if kind == "conv" and (forwarded or (layout is not None and not _nc_layout(layout, src))):
        # channels last: only the batch axis (and the rank) is known
        return ("pool", None, False, False, False, _LAYER_RANK.get(callee))
    args = positional(value)
    size = keyword(value, key)
    if size is None and len(args) > pos and not args[pos][1]:
        size = args[pos][0]
    size_dim = _init_size(size, stored, reassigned) if size is not None else None
    given = keyword(value, "in_units" if kind == "dense" else "in_channels") if kind in ("dense", "conv") else None
    if size_dim is None and size is not None and attr is not None and type(given) is ast.Name \
            and not (type(size) is ast.Name and size.id == given.id) and resolved.startswith("mxnet."):
        # `Dense(3 * d, in_units=d)`, d no attribute: the one call reads d once for both, and
        # Gluon keeps the input size as given (`_in_units` / `_in_channels`, MXNet 1.x and the
        # runtime alike): the output size written over it (`Dense(d, in_units=d)` keeps
        # `_units`, whose default HYB008 reads)
        kept_in = "_in_units" if kind == "dense" else "_in_channels"
        size_dim = _init_size(size, {**stored, given.id: f"self.{attr}.{kept_in}"}, reassigned - {given.id})
    text = size_dim.python() if size_dim is not None else None
    if text is None and attr is not None and size is not None and kind in _KEPT_SIZE \
            and resolved.startswith("mxnet."):
        # Gluon's layers keep their size (MXNet 1.x and the runtime alike): read it there
        text = f"self.{attr}.{_KEPT_SIZE[kind]}"
    flat = keyword(value, "flatten")
    flatten = not (type(flat) is ast.Constant and flat.value is False)
    rank = _LAYER_RANK.get(callee)
    transposed = callee.endswith("DTranspose")
    return (kind, text, flatten, kind == "conv" and _keeps_spatial(value), False, rank,
            _transposed_scale(value) if transposed else None, rank and rank - 2,
            unit_stride_offsets(value, rank) if kind == "conv" and not transposed else None)


def declared_shape(cls, attr: str) -> Refusal | None:
    """None when each declaration of ``self.<attr>`` gives the shape the data will have while
    tracing; a Refusal when one declares none, or lets Gluon infer it at the first call
    (``allow_deferred_init=True`` with a size left 0: before that inference the Parameter's
    shape still holds the 0)."""
    for call in param_declarations(cls).get(attr, ()):
        if type(call.func) is ast.Attribute and call.func.attr == "get_constant":
            continue        # a Constant is built with its value's shape (MXNet 1.9.1), at once
        shape = keyword(call, "shape")
        if shape is None:
            return Refusal(f"`self.{attr}` declares no shape")
        # without allow_deferred_init Gluon refuses to initialize a parameter whose shape is incomplete
        deferred = keyword(call, "allow_deferred_init")
        complete = type(shape) in (ast.Tuple, ast.List) and all(
            (int_value(unstarred(e)) or 0) > 0 for e in shape.elts)
        if type(deferred) is ast.Constant and deferred.value is True and not complete:
            return Refusal(f"`self.{attr}` may get its shape at the first call (allow_deferred_init=True), "
                           "after hybrid_forward is traced")
    return None


def unstarred(node):
    """The value of a starred element (libcst's ``StarredElement.value``), else the node."""
    return node.value if type(node) is ast.Starred else node


def declared_param_attrs(cls) -> dict[str, ast.Call]:
    """``self.attr = self.params.get(...)`` outside the forward methods: attr -> the call.  Gluon
    passes a registered parameter to hybrid_forward under its attribute name, and ``self.attr``
    is the Parameter, whose ``.shape`` is a python tuple while tracing.  Attributes assigned
    anything else as well, or declared more than once, are left out."""
    return {k: v[0] for k, v in param_declarations(cls).items() if len(v) == 1}


def param_declarations(cls) -> dict[str, list[ast.Call]]:
    """Every ``self.attr = self.params.get(...)`` of an attribute outside the forward methods,
    attr -> the calls in source order (branches may declare one parameter with different
    shapes); attributes assigned anything else as well are left out.  ``cls``: a HybridClass
    (or None), read from its methods in the stdlib tree (``__init__``'s body may be left out of
    the libcst tree: engine/stubs.py)."""
    if cls is None:
        return {}
    found: dict[str, list[ast.Call]] = {}
    other: set[str] = set()
    for name, method in cls.ast_methods.items():
        if name in ("hybrid_forward", "forward"):
            continue
        assigns = [n for stmt in method.body for n in ast_walk(stmt) if type(n) is ast.Assign]
        assigns.sort(key=lambda n: (n.lineno, n.col_offset))
        for n in assigns:
            for t in n.targets:
                if not (type(t) is ast.Attribute and type(t.value) is ast.Name and t.value.id == "self"):
                    continue
                v = n.value
                if type(v) is ast.Call and type(v.func) is ast.Attribute \
                        and v.func.attr in ("get", "get_constant") \
                        and ".params" in "." + _dotted_tail(v.func.value):
                    found.setdefault(t.attr, []).append(v)
                else:
                    other.add(t.attr)
    return {k: v for k, v in found.items() if k not in other}


def _dotted_tail(node) -> str:
    """``a.b.c`` of a chain of attributes, only the attributes where it does not start at a name
    (``f().params`` gives ``params``)."""
    parts = []
    while type(node) is ast.Attribute:
        parts.append(node.attr)
        node = node.value
    if type(node) is ast.Name:
        parts.append(node.id)
    return ".".join(reversed(parts))


def _init_size(node, stored: dict[str, str], reassigned: set[str]) -> Dim | None:
    """A layer size in ``__init__`` as a dim over what hybrid code can read: literals, ``self.``
    attributes, and ``__init__`` arguments stored in ``self`` (read through that attribute)."""
    v = int_value(node)
    if v is not None:
        return Dim.const(v)
    t = type(node)
    if t is ast.Attribute and self_attr(node):
        return Dim.atom(ast_dotted(node))
    if t is ast.Name:
        if node.id in stored and node.id not in reassigned:
            return Dim.atom(stored[node.id])
        return None
    if t is ast.BinOp and type(node.op) in (ast.Mult, ast.FloorDiv):
        a = _init_size(node.left, stored, reassigned)
        b = _init_size(node.right, stored, reassigned)
        if a is None or b is None:
            return None
        if type(node.op) is ast.Mult:
            return a * b
        inv = b.inverse()
        return None if inv is None else a * inv
    return None


def declared_size(decl: tuple) -> Dim | None:
    """The output size a child's declaration (declared_children) gives, as a dim."""
    return _parse_size(decl[1]) if decl[1] is not None else None


def _parse_size(text: str) -> Dim | None:
    """The dim a rendered size text (``3 * self._units``) stands for."""
    num, _, den = text.partition(" // ")
    out = Dim.const(1)
    for part in num.split(" * "):
        part = part.strip("()")
        out = out * (Dim.const(int(part)) if part.lstrip("-").isdigit() else Dim.atom(part))
    if den:
        for part in den.strip("()").split(" * "):
            d = Dim.const(int(part)) if part.lstrip("-").isdigit() else Dim.atom(part)
            out = out * d.inverse()
    return out


def _transposed_scale(call: ast.Call) -> int | None:
    """The stride s of a transposed convolution whose output is exactly s times its input on every
    spatial axis, else None.  MXNet 1.9.1's Deconvolution gives (H - 1) * s - 2 * p + d * (k - 1)
    + 1 + output_padding, which is H * s for every H when d * (k - 1) + 1 + output_padding - 2 * p
    equals s (DCGAN's and StyleGAN's k=4, s=2, p=1; k=2, s=2); each value one int for every axis."""
    args = [v for v, _ in positional(call)]
    got = []
    for key, pos, default in (("kernel_size", 1, None), ("strides", 2, 1), ("padding", 3, 0),
                              ("output_padding", 4, 0), ("dilation", 5, 1)):
        node = keyword(call, key) or (args[pos] if len(args) > pos else None)
        v = default if node is None else int_value(node)
        if v is None:
            return None
        got.append(v)
    k, st, pad, out_pad, dil = got
    return st if st >= 1 and dil * (k - 1) + 1 + out_pad - 2 * pad == st else None


def _per_axis(node, n: int, default) -> "list[int] | None":
    """An int or a tuple of n ints given to a layer (``kernel_size=3``, ``padding=(1, 2)``), one per
    spatial axis; ``default`` where nothing is given; None for anything else."""
    if node is None:
        return None if default is None else [default] * n
    v = int_value(node)
    if v is not None:
        return [v] * n
    if type(node) in (ast.Tuple, ast.List) and len(node.elts) == n:
        vals = [int_value(e) for e in node.elts]
        return None if None in vals else vals
    return None


def unit_stride_offsets(call: ast.Call, rank: "int | None", pool: bool = False) -> "tuple[int, ...] | None":
    """Per spatial axis, output size minus input size of a Gluon convolution (``pool``: a Max/Avg
    pooling) built with stride 1 and int geometry: MXNet 1.9.1 gives floor((L + 2p - d(k - 1) - 1) / s)
    + 1, which at s = 1 is L + 2p - d(k - 1) exactly (a pool: d = 1, floor and ceil_mode alike), and
    raises where that is below 1 -- so where the layer ran, its output is that long. None for a
    stride that is not 1 (a floor division the algebra has no form for), a pool's default stride
    (its pool size), geometry the code does not fix (a name, a table's item)."""
    args = positional(call)
    if not rank or any(star for _, star in args):
        return None
    n, vals = rank - 2, [v for v, _ in args]
    spec = ((("pool_size", 0, 2), ("strides", 1, None), ("padding", 2, 0)) if pool else
            (("kernel_size", 1, None), ("strides", 2, 1), ("padding", 3, 0), ("dilation", 4, 1)))
    got = []
    for key, pos, default in spec:
        node = keyword(call, key) or (vals[pos] if len(vals) > pos else None)
        if pool and key == "strides" and (node is None or type(node) is ast.Constant and node.value is None):
            node = keyword(call, "pool_size") or (vals[0] if vals else None)
            default = 2     # Gluon's pools stride by their pool size unless told
        got.append(_per_axis(node, n, default))
    if any(g is None for g in got):
        return None
    kernel, strides, padding = got[:3]
    dilation = got[3] if not pool else [1] * n
    if any(s != 1 for s in strides) or any(k < 1 for k in kernel) or any(p < 0 for p in padding) \
            or any(d < 1 for d in dilation):
        return None
    return tuple(2 * p - d * (k - 1) for k, p, d in zip(kernel, padding, dilation))


def op_unit_stride_offsets(node: cst.Call, op: str, n: int) -> "tuple[int, ...] | None":
    """``unit_stride_offsets`` of ``F.Convolution`` / ``F.Pooling`` (MXNet 1.9.1's operator
    defaults: stride 1, dilate 1, pad 0; channels first only), its geometry literal int tuples."""
    layout = kwarg(node, "layout")
    if layout is not None and not (isinstance(layout, cst.SimpleString) and layout.evaluated_value.startswith("NC")):
        return None
    convention = kwarg(node, "pooling_convention")
    if convention is not None and not (isinstance(convention, cst.SimpleString)
                                       and convention.evaluated_value in ("valid", "full")):
        return None     # 'same' gives ceil(L / s) whatever the kernel and padding
    got = []
    for key, default in (("kernel", None), ("stride", 1), ("pad", 0), ("dilate", 1)):
        given = kwarg(node, key)
        vals = [default] * n if given is None else _int_tuple(given)
        if vals is None or len(vals) != n or None in vals:
            return None
        got.append(vals)
    kernel, strides, padding, dilation = got
    if op == "Pooling":
        dilation = [1] * n
    if any(s != 1 for s in strides) or any(k < 1 for k in kernel) or any(p < 0 for p in padding) \
            or any(d < 1 for d in dilation):
        return None
    return tuple(2 * p - d * (k - 1) for k, p, d in zip(kernel, padding, dilation))


def shifted(d: Dim, c: int) -> Dim:
    """The size ``d + c`` of a layer's output axis (``unit_stride_offsets``): a sum of sizes, whose
    constant term ``_at_least``-style proofs read (a TCN's conv padded by its chomp is at least
    the chomp long)."""
    return d if c == 0 else dim_sum([d, Dim.const(c)])


def _im2col(node: cst.Call, src: Shape, sizes: "list[Dim] | None") -> Shape:
    """``F.im2col(x, kernel=k, stride=s, dilate=d, pad=p)`` (MXNet 1.9.1) of an N-d kernel (its
    sizes ``sizes``, python values): x has N + 2 axes; the output is ``(batch, channels *
    prod(k), L)`` with ``L`` the product of the output's spatial sizes.  ``L`` is written only
    where every axis keeps its size (literal stride 1 and ``2 p == d (k - 1)``): the walk has no
    floor division for the other geometries."""
    if not sizes or any(a.keyword is None or a.star for a in node.args[1:]):
        return fresh()
    n = len(sizes)
    if not src.set_rank(n + 2):
        return fresh(rank=3)
    kernel = [int(d.coef) if d.is_const and d.coef.denominator == 1 else None for d in sizes]
    geometry = []
    for name, default in (("stride", 1), ("dilate", 1), ("pad", 0)):
        given = kwarg(node, name)
        values = [default] * n if given is None else _int_tuple(given)
        if values is None or len(values) != n or any(v is None for v in values):
            values = None
        geometry.append(values)
    out = fresh(rank=3)
    out.dims[0] = src.dim(0)
    out.dims[1] = product([src.dim(1), *sizes])
    stride, dilate, pad = geometry
    if stride is not None and dilate is not None and pad is not None and None not in kernel and all(
            s == 1 and 2 * p == d * (k - 1) for s, d, p, k in zip(stride, dilate, pad, kernel)):
        out.dims[2] = product(src.dim(2 + i) for i in range(n))
    return out


def _keeps_spatial(call: ast.Call) -> bool:
    """A Conv of kernel 1 (or odd kernel k with padding k // 2), stride 1, dilation 1: the output
    has the input's spatial size."""
    args = [v for v, _ in positional(call)]
    kernel = keyword(call, "kernel_size") or (args[1] if len(args) > 1 else None)
    k = int_value(kernel)
    if k is None:
        return False
    strides = keyword(call, "strides") or (args[2] if len(args) > 2 else None)
    padding = keyword(call, "padding") or (args[3] if len(args) > 3 else None)
    dilation = keyword(call, "dilation") or (args[4] if len(args) > 4 else None)
    if strides is not None and int_value(strides) != 1:
        return False
    if dilation is not None and int_value(dilation) != 1:
        return False
    pad = 0 if padding is None else int_value(padding)
    return pad is not None and k % 2 == 1 and pad == k // 2


# ---- input sizes a layer's declaration fixes (a size learnt from the consumer) -----------------

# Layers whose declared input size Gluon fixes in a parameter's shape at construction: an input of
# another size at that axis makes the layer raise (the weight's or the statistics' shape check),
# so a tensor such a layer ran on had that size.  callee -> (keyword, the axis it sizes, the
# keyword that moves that axis or None).  GroupNorm is left out: its statistics are per group.
_INPUT_SIZED = {
    **{c: ("in_channels", 1, None) for c in ("Conv1D", "Conv2D", "Conv3D", "Conv1DTranspose",
                                             "Conv2DTranspose", "Conv3DTranspose")},
    "Dense": ("in_units", -1, None),
    "BatchNorm": ("in_channels", 1, "axis"),
    "InstanceNorm": ("in_channels", 1, "axis"),
    "LayerNorm": ("in_channels", -1, "axis"),
}


@dataclass(frozen=True)
class InputSize:
    """What a child layer's declaration says of the input it is called on: ``axis`` has the size
    ``size`` (its source text in ``__init__``, ``value`` when a literal) -- unless ``size`` is
    an ``__init__`` argument whose default is 0 (Gluon then infers it)."""
    axis: int
    size: str
    value: int | None
    layer: str          # `Conv2D(in_channels=F_g)`, for messages


def declared_input_sizes(ctx, cls) -> dict[str, InputSize]:
    """``self.attr`` -> the input size its declaration fixes: a layer built in ``__init__`` with a
    positive ``in_channels`` / ``in_units`` (a Dense only with ``flatten=False``, where it is the
    last axis; a Conv only in an NC* layout), or a Sequential whose first added layer is one.
    Sizes given by an ``__init__`` argument whose default is 0 or 1 (deferred, or equal to the
    broadcast size) are left out.  ``cls``: the scope's HybridClass (or None), read from the
    stdlib tree as declared_children is.  Kept on ``ctx`` per class.  For findings: a size
    written as an argument is only the probable size of a block built with other arguments."""
    return _per_class(ctx, cls, "_declared_input_sizes", _declared_input_sizes)


def declared_flattened_sizes(ctx, cls) -> dict[str, InputSize]:
    """``self.attr`` -> the input size a Dense that flattens (the default ``flatten=True``) is
    declared with (``in_units``): the product of its input's axes after the first, so an input
    whose axes after the first are all 1 has size 1 there.  ``axis`` is 1, where that product
    starts.  Read as declared_input_sizes reads (the same exclusions); for findings only."""
    return _per_class(ctx, cls, "_declared_flattened_sizes",
                      lambda c, k: _declared_input_sizes(c, k, flattened=True))


def declared_state_sizes(ctx, cls) -> dict[str, InputSize]:
    """``self.attr`` -> the size axis 1 of every state has for a recurrent cell built once in
    ``__init__`` (``rnn.GRUCell(hidden)``: each state is (N, hidden); an LSTMCell's h and c
    alike), read as declared_input_sizes reads a layer (a size whose default is 0 or 1 left
    out).  For findings only, as declared_input_sizes."""
    return _per_class(ctx, cls, "_declared_state_sizes", lambda c, k: _declared_input_sizes(c, k, states=True))


def _declared_input_sizes(ctx, cls, flattened: bool = False, states: bool = False) -> dict[str, InputSize]:
    out: dict[str, InputSize] = {}
    init, src = _init_of(cls)
    if init is None:
        return out
    defaults = _init_defaults(ctx, cls, init)
    assigns: dict[str, list] = {}
    for n, plain in statements_marking_straight(init.body, src):
        if type(n) is ast.Assign:
            for t in n.targets:
                if self_attr(t):
                    assigns.setdefault(t.attr, []).append((n.value, plain))
    added = None
    for attr, values in assigns.items():
        if len(values) != 1 or not values[0][1] or type(values[0][0]) is not ast.Call:
            continue        # assigned twice, or under a condition: which layer is not known
        value = values[0][0]
        if states:
            # (a sequential cell's states are its cells' together: not one cell's)
            got = _state_size(ctx, value, src, defaults)
            if got is not None:
                out[attr] = got
            continue
        if _callee(value) in _SEQUENTIAL:
            if added is None:
                added = _added_layers(method_calls(init.body, src))
            layers = added.get(attr)
            value = layers[0] if layers else None
        got = _input_size(ctx, value, src, defaults, flattened) if value is not None else None
        if got is not None:
            out[attr] = got
    return out


def _init_defaults(ctx, cls, init) -> "_BuiltDefaults":
    """``__init__``'s parameter -> its default expression (None without one), or the smallest int
    literal a construction of the class this file makes passes for it where that is smaller: a
    size read at its default is only probable, and one the file builds the block with at 1
    (``Reset(1)`` of ``hidden=5``) is the broadcast size itself -- the callers leave out a
    parameter whose value is 0 or 1 as they leave out such a default."""
    a = init.args
    defaults = {p.arg: None for p in (*a.args, *a.kwonlyargs)}
    defaults.update((p.arg, d) for p, d in zip(a.args[len(a.args) - len(a.defaults):], a.defaults))
    defaults.update((p.arg, d) for p, d in zip(a.kwonlyargs, a.kw_defaults) if d is not None)
    return _BuiltDefaults(ctx, cls, init, defaults)


class _BuiltDefaults:
    """``name in d`` / ``d[name]`` of _init_defaults, the constructions looked up only for a
    parameter a size names when it is read (a walk of the file's statements naming the class)."""

    def __init__(self, ctx, cls, init, defaults: dict) -> None:
        self._ctx, self._cls, self._init, self._defaults = ctx, cls, init, defaults
        self._least: dict = {}

    def __contains__(self, name: str) -> bool:
        return name in self._defaults

    def __getitem__(self, name: str):
        if name not in self._least:
            self._least[name] = self._smallest(name)
        return self._least[name]

    def _smallest(self, name: str):
        least = self._defaults[name]
        given = self._ctx.constructed_arguments(self._cls.name, self._init, name) if self._cls is not None else None
        for value in given or ():
            v = int_value(value) if value is not None else None
            if v is not None and (least is None or int_value(least) is None or v < int_value(least)):
                least = value
        return least


def argument_default(cls, attr: str) -> tuple[str, int] | None:
    """(parameter, default) when ``__init__`` stores ``self.<attr> = <parameter>`` once, not
    under a condition, the parameter has an int literal default and is never rebound there, and
    no other method of the class stores the attribute: a size the block is built with (a
    neighbour count ``k=2``).  Its value in an instance is the argument a construction passes, so
    the default is only the probable one (for findings, never for a rewrite)."""
    found = _single_plain_store(cls, attr)
    if found is None or type(found[1]) is not ast.Name:
        return None
    return _int_argument(found[0], found[1].id)


def flag_default(cls, attr: str) -> tuple[str, bool] | None:
    """(parameter, default) when ``__init__`` stores ``self.<attr> = <parameter>`` once, not under
    a condition, the parameter has a ``True``/``False`` default never rebound there, and no other
    method stores the attribute: the flag a block built with its defaults has (``stable=True``;
    for findings, never for a rewrite)."""
    found = _single_plain_store(cls, attr)
    if found is None or type(found[1]) is not ast.Name:
        return None
    given = init_defaults(found[0]).get(found[1].id)
    if type(given) is not ast.Constant or type(given.value) is not bool:
        return None
    return found[1].id, given.value


def layer_size_default(cls, attr: str) -> tuple[str, int] | None:
    """(the size as written, its value by default) when ``__init__`` builds ``self.<attr>`` once,
    not under a condition, as a Gluon layer whose size (a Dense's ``units``, a convolution's
    ``channels``, an Embedding's ``output_dim``) is an ``__init__`` parameter with an int literal
    default never rebound there (``self.advantage = nn.Dense(num_actions)`` with
    ``num_actions=5``), or python arithmetic of such parameters and int literals (a deformable
    convolution's offset conv ``nn.Conv2D(2 * k * k, ...)`` with ``k=3``): the size the layer is
    probably built with (for findings, never for a rewrite)."""
    found = _single_plain_store(cls, attr)
    if found is None or type(found[1]) is not ast.Call:
        return None
    size = _layer_size_arg(found[1])
    if type(size) is ast.Name:
        return _int_argument(found[0], size.id)
    if type(size) not in (ast.BinOp, ast.Call):
        return None
    value = _default_arithmetic(size, init_defaults(found[0]))
    return None if value is None else (ast.unparse(size), value)


def layer_size_number(ctx, cls, attr: str) -> tuple[str, int] | None:
    """layer_size_default, and also a size written as a name the ``__init__`` parameters do not
    bind (a module int constant, ``ctx.int_constants``) or as ``self.<X>`` where every binding of
    ``X`` the file makes that may reach the instance -- a class-body ``X = 1`` or a store -- is
    the same int literal.  Those are what the layer is built with when the block is built with its
    defaults, 1 included: a size of 1 is the one a refutation needs (a one-unit projection beside
    a keepdims reduction matches it), where layer_size_default's callers ask for a size > 1.  The
    probable value: for findings (and for dropping them), never for a rewrite."""
    given = layer_size_default(cls, attr)
    if given is not None:
        return given
    found = _single_plain_store(cls, attr)
    size = _layer_size_arg(found[1]) if found is not None and type(found[1]) is ast.Call else None
    if type(size) is ast.Constant and type(size.value) is int:
        return str(size.value), size.value
    if type(size) is ast.Name and not _binds(found[0], size.id):
        # a name `__init__` neither takes nor assigns is the module's (global) at build time
        value = ctx.int_constants.get(size.id)
        return None if value is None else (size.id, value)
    if type(size) is ast.Attribute and type(size.value) is ast.Name and size.value.id == "self":
        value = attribute_number(ctx, cls, size.attr)
        return None if value is None else (f"self.{size.attr}", value)
    return None


def attribute_number(ctx, cls, attr: str) -> int | None:
    """The int ``self.<attr>`` holds in the block as this file builds it: fixed by every
    construction (``ctx.fixed_attribute``), else the int default of the ``__init__`` argument
    stored there (argument_default), else a class constant ``attr = <int>`` the file never
    stores otherwise.  The probable value (another file may build it otherwise): for findings,
    never for a rewrite."""
    fixed = ctx.fixed_attribute(cls.name, attr)
    if fixed is not None:
        return fixed[0] if type(fixed[0]) is int else None
    given = argument_default(cls, attr)
    if given is not None:
        return given[1]
    ints = {int_value(v) for v in ctx.attribute_stores(cls.name, attr, "number") or ()}
    return ints.pop() if len(ints) == 1 and None not in ints else None


def _binds(func: ast.FunctionDef, name: str) -> bool:
    """``func`` takes ``name`` as a parameter or assigns it somewhere (nested scopes included)."""
    if name in _param_names(func):
        return True
    return any(type(n) is ast.Name and n.id == name and type(n.ctx) is not ast.Load for n in ast.walk(func))


def _init_and_expression(cls, text: str):
    """(the class's ``__init__``, ``text`` parsed as an expression), or None without either: what
    the default-size readers below evaluate."""
    init, _ = _init_of(cls)
    if init is None:
        return None
    try:
        return init, ast.parse(text, mode="eval").body
    except SyntaxError:
        return None


def size_text_default(cls, text: str) -> int | None:
    """The int that a size written ``text`` in the class (int literals, ``__init__`` parameters
    with int literal defaults, ``+ - * //``) has when the block is built with its defaults: a
    Parameter's ``shape=(num_codes, dim)`` with ``dim=4`` ends in 4 (the probable size; for
    findings, never for a rewrite)."""
    parsed = _init_and_expression(cls, text)
    return None if parsed is None else _default_arithmetic(parsed[1], init_defaults(parsed[0]))


def input_size_default(ctx, cls, attr: str) -> tuple[str, int] | None:
    """(the size as written, its value by default) when the child ``self.<attr>`` is declared
    with an input size (declared_input_sizes) that is python arithmetic of ``__init__``
    parameters with int literal defaults (``nn.Conv1D(1, 1, in_channels=channels)`` with
    ``channels=4``): the size the layer probably checks its input against, as
    layer_size_default gives its output size (for findings, never for a rewrite)."""
    size = declared_input_sizes(ctx, cls).get(attr)
    parsed = None if size is None or size.value is not None else _init_and_expression(cls, size.size)
    if parsed is None:
        return None
    value = _default_arithmetic(parsed[1], init_defaults(parsed[0]))
    return None if value is None else (size.size, value)


_DEFAULT_ARITHMETIC = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b,
                       ast.Mult: lambda a, b: a * b,
                       ast.FloorDiv: lambda a, b: a // b if b else None,
                       # a token count `resolution ** 2` (small exponents only: a size, not a number)
                       ast.Pow: lambda a, b: a ** b if 0 <= b <= 4 and abs(a) <= 4096 else None}


def attribute_size_default(cls, text: str) -> int | None:
    """The int that a size written ``text`` from ``self.<attr>`` and int literals by ``+ - * // **``
    (``self._n``, ``3 * self._h``) has when the block is built with its defaults: each attribute
    stored once, by a plain assignment ``__init__`` always runs, from python arithmetic of
    ``__init__`` parameters with int literal defaults (LeViT's ``self.h, self.N = heads,
    resolution ** 2``).  A bare name is not read (in ``hybrid_forward`` it is a local, not the
    ``__init__`` parameter of that name).  The probable value: for findings, never for a rewrite."""
    parsed = _init_and_expression(cls, text)
    if parsed is None:
        return None
    init, expr = parsed
    defaults = init_defaults(init)

    def value(node, depth: int = 0) -> int | None:
        if depth > 8:
            return None
        if type(node) is ast.Attribute and type(node.value) is ast.Name and node.value.id == "self":
            found = _single_plain_store(cls, node.attr)
            return None if found is None else _default_arithmetic(found[1], defaults)
        if type(node) is ast.BinOp and type(node.op) in _DEFAULT_ARITHMETIC:
            a, b = value(node.left, depth + 1), value(node.right, depth + 1)
            return None if a is None or b is None else _DEFAULT_ARITHMETIC[type(node.op)](a, b)
        return int_value(node)

    return value(expr)


def _default_arithmetic(node, defaults: dict) -> int | None:
    """The int that ``node`` (int literals, ``__init__`` parameters with int literal defaults,
    ``+ - * //``, ``len()`` of a parameter whose default is a tuple or list display) has when the
    block is built with its defaults; None for anything else."""
    v = int_value(node)
    if v is not None:
        return v
    if type(node) is ast.Name:
        return int_value(defaults[node.id]) if node.id in defaults else None
    if type(node) is ast.Call:
        return _default_len(node, defaults)
    if type(node) is not ast.BinOp or type(node.op) not in _DEFAULT_ARITHMETIC:
        return None
    a, b = _default_arithmetic(node.left, defaults), _default_arithmetic(node.right, defaults)
    return None if a is None or b is None else _DEFAULT_ARITHMETIC[type(node.op)](a, b)


def _default_len(call: ast.Call, defaults: dict) -> int | None:
    """``len(quantiles)`` of an ``__init__`` parameter whose default is a tuple or list display
    (gluon-ts' ``nn.Dense(len(quantiles))`` with ``quantiles=(0.1, 0.5, 0.9)``): its number of
    items when the block is built with its defaults; None for any other call."""
    if not (type(call.func) is ast.Name and call.func.id == "len" and len(call.args) == 1
            and not call.keywords and type(call.args[0]) is ast.Name):
        return None
    given = defaults.get(call.args[0].id)
    if type(given) not in (ast.Tuple, ast.List) or any(type(e) is ast.Starred for e in given.elts):
        return None
    return len(given.elts)


def _layer_size_arg(call: ast.Call):
    """The expression a Gluon layer call passes as its size (units, channels, output_dim)."""
    spec = _LAYERS.get(_callee(call))
    if spec is None:
        return None
    _, key, pos = spec
    size = keyword(call, key)
    args = positional(call)
    if size is None and len(args) > pos and not args[pos][1]:
        size = args[pos][0]
    return size


def doubles_its_input(ctx, cls, attr: str) -> bool:
    """``self.<attr>`` is an MXNet Conv1D/2D/3D (NC* layout) that ``__init__`` builds once, not
    under a condition (and nothing else stores), with twice the channels it takes as written
    there (``Conv1D(2 * channels, k, in_channels=channels)``, ``Conv2D(8, 3, in_channels=4)``):
    products of int literals and ``__init__`` arguments it never rebinds.  A tensor it ran on then
    had ``c`` channels and its output has ``2 * c``: MXNet 1.9.1 takes only an int ``num_filter >=
    1`` (so ``c`` is a positive int, and not 0, which would defer the weight's shape) and checks
    the input's channels against the weight's declared shape, eagerly and hybridized."""
    found = _single_plain_store(cls, attr)
    init, src = _init_of(cls)
    if found is None or init is None or type(found[1]) is not ast.Call:
        return False
    call = found[1]
    if not _mxnet_convolution(ctx, call):
        return False
    layout = keyword(call, "layout")
    if (layout is not None and not _nc_layout(layout, src)) or _hands_on(call):
        return False
    params = unbound_init_args(init)
    out, given = (_built_size(n, params) if n is not None else None
                  for n in (_layer_size_arg(call), keyword(call, "in_channels")))
    return out is not None and given is not None and out == given * Dim.const(2)


def conv_int_argument(ctx, cls, attr: str) -> bool:
    """``self.<attr>`` holds an ``__init__`` argument (never rebound there, the attribute stored
    once, not under a condition, by no other method) that ``__init__`` also passes, on a line it
    always runs, as the channels or kernel size of an MXNet Conv1D/2D/3D it builds there
    (``self.conv = nn.Conv1D(channels, kernel)``): a python int in every block that could be
    built.  MXNet 1.9.1 builds the operator when Gluon constructs the layer and rejects anything
    but ints there (``kernel=3.0``, ``True`` or ``2.5`` raise "Invalid Parameter format")."""
    found = _single_plain_store(cls, attr)
    init, src = _init_of(cls)
    if found is None or init is None or type(found[1]) is not ast.Name:
        return False
    param = found[1].id
    if param not in unbound_init_args(init):
        return False
    for stmt, plain in statements_marking_straight(init.body, src):
        call = stmt.value if plain and type(stmt) in (ast.Assign, ast.Expr) else None
        if type(call) is not ast.Call or not _mxnet_convolution(ctx, call):
            continue
        args = positional(call)
        given = [keyword(call, "channels"), keyword(call, "kernel_size")]
        given += [v for v, star in args[:2] if not star]
        if any(type(v) is ast.Name and v.id == param for v in given):
            return True
    return False


# the convolutions whose construction and input checks the two readers above were checked
# against in MXNet 1.9.1 (the transposed ones were not)
_CONVOLUTIONS = ("Conv1D", "Conv2D", "Conv3D")


def _mxnet_convolution(ctx, call: ast.Call) -> bool:
    func = ast_dotted(call.func)
    return _callee(call) in _CONVOLUTIONS and func is not None and ctx.resolve_dotted(func).startswith("mxnet.")


def built_layer_sizes(ctx, cls) -> dict[str, Dim]:
    """The size attributes Gluon keeps on a Dense or convolution child (``self.fc._units``,
    ``self.fc._in_units``, ``self.conv._channels``, ``self.conv._in_channels``: the atoms the walk
    gives such a child's output size and the input size its declaration proves) -> that size as
    ``__init__`` computes it (_built_size), for children it builds once, not under a condition,
    as MXNet layers: two children built with one argument have one size there, whatever the
    block is built with (``nn.Dense(hidden, in_units=units)`` then ``nn.Dense(units, in_units=hidden)``
    give back their input's width).  For equality proofs only: the sizes are never written as
    code.  Kept on ``ctx`` per class."""
    return _per_class(ctx, cls, "_built_layer_sizes", _built_layer_sizes)


def _built_layer_sizes(ctx, cls) -> dict[str, Dim]:
    out: dict[str, Dim] = {}
    init, _ = _init_of(cls)
    if init is None:
        return out
    params = None
    for stmt in init.body:
        for n in ast_walk(stmt):
            if type(n) is not ast.Assign or type(n.value) is not ast.Call:
                continue
            for t in n.targets:
                spec = _LAYERS.get(_callee(n.value))
                if not self_attr(t) or spec is None or spec[0] not in ("dense", "conv"):
                    continue
                func = ast_dotted(n.value.func)
                if func is None or not ctx.resolve_dotted(func).startswith("mxnet."):
                    continue
                found = _single_plain_store(cls, t.attr)
                if found is None or found[1] is not n.value:
                    continue
                if params is None:
                    params = unbound_init_args(init)
                kept = "_units" if spec[0] == "dense" else "_channels"
                for name, node in ((kept, _layer_size_arg(n.value)),
                                   ("_in" + kept, keyword(n.value, "in" + kept))):
                    size = _built_size(node, params) if node is not None else None
                    if size is not None:
                        out[f"self.{t.attr}.{name}"] = size
    return out


def _built_size(node, params: set) -> Dim | None:
    """A size as ``__init__`` computes it when it builds a layer: a product of int literals and
    of arguments it never rebinds (as atoms only this comparison reads: never written as code)."""
    v = int_value(node)
    if v is not None:
        return Dim.const(v)
    if type(node) is ast.Name and node.id in params:
        return Dim.atom(f"\x02{node.id}")
    if type(node) is ast.BinOp and type(node.op) is ast.Mult:
        a, b = _built_size(node.left, params), _built_size(node.right, params)
        return None if a is None or b is None else a * b
    return None


def _is_self_attr(t, attr: str) -> bool:
    return type(t) is ast.Attribute and self_attr(t) and t.attr == attr and type(t.value) is ast.Name


def _stores_attr(n, attr: str) -> bool:
    """Whether an assignment statement stores ``self.<attr>``, alone or as one name of a tuple
    target (``self.k, self.d = k, d``)."""
    targets = (n.target,) if type(n) is not ast.Assign else n.targets
    return any(_is_self_attr(t, attr) or (type(t) in (ast.Tuple, ast.List)
                                          and any(_is_self_attr(e, attr) for e in t.elts))
               for t in targets)


def _stored_expr(store: ast.Assign, attr: str):
    """The expression a plain assignment gives ``self.<attr>``: the whole value, or the element of
    a tuple value at the attribute's place in a tuple target of the same length without starred
    names (python evaluates the whole right side before it stores, so the pairs are independent);
    None for any other unpacking (``self.k, self.d = sizes``)."""
    if len(store.targets) != 1:
        return None
    target, value = store.targets[0], store.value
    if _is_self_attr(target, attr):
        return value
    if (type(target) in (ast.Tuple, ast.List) and type(value) in (ast.Tuple, ast.List)
            and len(target.elts) == len(value.elts)
            and not any(type(e) is ast.Starred for e in (*target.elts, *value.elts))):
        for t, v in zip(target.elts, value.elts):
            if _is_self_attr(t, attr):
                return v
    return None


def _single_plain_store(cls, attr: str) -> "tuple[ast.FunctionDef, ast.expr] | None":
    """(``__init__``, the expression stored) when ``self.<attr>`` is stored once in the class's
    methods, by a plain assignment that ``__init__`` always runs."""
    init, src = _init_of(cls)
    if init is None:
        return None
    # (walk_statements: the statements of ast_walk's walk, in its order, without the expressions;
    # an inherited `__init__`'s class holds every store, _init_owner)
    stores = [n for fn in _init_owner(cls).ast_methods.values() for n in walk_statements(fn)
              if type(n) in (ast.Assign, ast.AugAssign, ast.AnnAssign) and _stores_attr(n, attr)]
    if len(stores) != 1 or type(stores[0]) is not ast.Assign:
        return None
    store = stores[0]
    if not any(n is store and plain for n, plain in statements_marking_straight(init.body, src)):
        return None     # under an `if`, a loop or a `try`: maybe not stored, or stored otherwise
    value = _stored_expr(store, attr)
    return None if value is None else (init, value)


def _int_argument(init, param: str) -> tuple[str, int] | None:
    """(param, its int literal default) when ``__init__`` never rebinds it (rebound before the
    store, it may hold another size)."""
    given = init_defaults(init).get(param)
    default = int_value(given) if given is not None else None
    return None if default is None else (param, default)


# MXNet 1.9.1 `mxnet.gluon.rnn` cells whose every state is (N, hidden_size), hidden_size their
# first argument (LSTMCell's h and c both)
_STATE_SIZED = frozenset({"RNNCell", "LSTMCell", "GRUCell"})


def _state_size(ctx, call: ast.Call, src, defaults: dict) -> InputSize | None:
    """The states' size of a recurrent cell ``call`` builds: ``hidden_size`` on axis 1."""
    callee = _callee(call)
    func = ast_dotted(call.func)
    if callee not in _STATE_SIZED or func is None or not ctx.resolve_dotted(func).startswith("mxnet."):
        return None
    args = positional(call)
    size = args[0][0] if args and not args[0][1] else keyword(call, "hidden_size")
    if size is None or int_value(size) is not None and int_value(size) <= 1:
        return None
    if type(size) is ast.Name and size.id in defaults:
        default = int_value(defaults[size.id]) if defaults[size.id] is not None else None
        if default is not None and default <= 1:
            return None     # the usual value is 1 itself: no size beside a column to tell
    text = " ".join(src.segment(size).split())
    return InputSize(1, text, int_value(size), f"{callee}({text}), as a state")


def _input_size(ctx, call: ast.Call, src, defaults: dict, flattened: bool = False) -> InputSize | None:
    callee = _callee(call)
    spec = _INPUT_SIZED.get(callee)
    if flattened:
        # only a Dense that flattens: its in_units is the product of the axes after the first
        if callee != "Dense":
            return None
        flat = keyword(call, "flatten")
        if flat is not None and not (type(flat) is ast.Constant and flat.value is True):
            return None
        spec = ("in_units", 1, None)
    func = ast_dotted(call.func)
    resolved = ctx.resolve_dotted(func) if func is not None else ""
    if spec is None or (resolved and not resolved.startswith("mxnet.")):
        return None
    name, axis, axis_kw = spec
    size = keyword(call, name)
    if size is None:
        return None
    if callee == "Dense" and not flattened:
        flat = keyword(call, "flatten")
        if not (type(flat) is ast.Constant and flat.value is False):
            return None     # flattened: the size is the product of the trailing axes
    layout = keyword(call, "layout")
    if (layout is not None and not _nc_layout(layout, src)) or _hands_on(call):
        return None
    if axis_kw is not None and keyword(call, axis_kw) is not None:
        axis = int_value(keyword(call, axis_kw))
        if axis is None:
            return None
    value = int_value(size)
    if value is not None and value <= 0:
        return None         # 0: Gluon infers the size at the first call
    if type(size) is ast.Name and size.id in defaults:
        default = int_value(defaults[size.id]) if defaults[size.id] is not None else None
        if default is not None and default <= 1:
            return None     # the usual value defers the size, or is 1 itself
    kw = next(k for k in call.keywords if k.arg == name)
    text = " ".join(src.keyword_value(kw).split())
    return InputSize(axis, text, value, f"{callee}({name}={text})")


def _global_pooled(node: cst.Call, src: Shape) -> Shape:
    """``F.Pooling(x, global_pool=True, ...)`` (the one Pooling ``_fixed_rank`` leaves): the input's
    rank (MXNet 1.9.1 takes 3-5 axes), its batch at axis 0 in every layout, its channels at axis 1
    in the default NC* layout, and, with ``global_pool=True`` there and a known rank, 1 on every
    spatial axis (a BNNeck's pooled (N, C, 1, 1) map flattened by its batch size)."""
    out = fresh(rank=src.rank)
    out.dims[0] = src.dim(0)
    if kwarg(node, "layout") is not None:
        return out
    out.dims[1] = src.dim(1)
    if _true(kwarg(node, "global_pool")) is True and src.rank is not None:
        for axis in range(2, src.rank):
            out.dims[axis] = Dim.const(1)
    return out


def nonzero_test(test):
    """The operand ``p`` of an ``if`` test that is true exactly where a non-negative int ``p`` is
    not 0: ``p``, ``p > 0``, ``p != 0``, ``p >= 1``, ``0 < p``, ``0 != p``; None otherwise."""
    if isinstance(test, cst.Name):
        return test
    if not (isinstance(test, cst.Comparison) and len(test.comparisons) == 1):
        return None
    op, right = test.comparisons[0].operator, test.comparisons[0].comparator
    if isinstance(op, (cst.GreaterThan, cst.NotEqual)) and int_literal(right) == 0 \
            or isinstance(op, cst.GreaterThanEqual) and int_literal(right) == 1:
        return test.left
    if isinstance(op, (cst.LessThan, cst.NotEqual)) and int_literal(test.left) == 0:
        return right
    return None


_EMPTY_MODULE = cst.Module([])


def multiple_width(value, resolve=None) -> "tuple[cst.BaseExpression, cst.BaseExpression] | None":
    """(n, k) of ``(k - n % k) % k`` or ``-n % k`` (python's modulo takes the divisor's sign:
    the same number, the padding of n up to a multiple of k), or, with ``resolve`` (the file's
    name resolution), of the ceil form ``ceil(n / k) * k - n`` (``_ceil_quotient``); None
    otherwise."""
    text = lambda a: "".join(_EMPTY_MODULE.code_for_node(a).split())
    same = lambda a, b: text(a) == text(b)
    if resolve is not None and isinstance(value, cst.BinaryOperation) and isinstance(value.operator, cst.Subtract) \
            and isinstance(value.left, cst.BinaryOperation) and isinstance(value.left.operator, cst.Multiply):
        for q, k in ((value.left.left, value.left.right), (value.left.right, value.left.left)):
            got = _ceil_quotient(q, resolve)
            if got is not None and same(got[1], k) and same(got[0], value.right):
                return value.right, k
        return None
    if not (isinstance(value, cst.BinaryOperation) and isinstance(value.operator, cst.Modulo)):
        return None
    k, diff = value.right, value.left
    if isinstance(diff, cst.UnaryOperation) and isinstance(diff.operator, cst.Minus):
        return diff.expression, k
    if (isinstance(diff, cst.BinaryOperation) and isinstance(diff.operator, cst.Subtract)
            and same(diff.left, k) and isinstance(diff.right, cst.BinaryOperation)
            and isinstance(diff.right.operator, cst.Modulo) and same(diff.right.right, k)):
        return diff.right.left, k
    return None


def offset_width(value) -> "tuple[cst.BaseExpression, cst.BaseExpression, cst.BaseExpression] | None":
    """(n, k, p) of ``k - (p + n % k) % k`` (the sum in either order): DPRNN's
    and SepFormer's segment padding, a width from 1 to k (never 0) after which n + width + p is a
    multiple of k; None otherwise.  The caller checks that k is a positive int and p an int."""
    text = lambda a: "".join(_EMPTY_MODULE.code_for_node(a).split())
    if not (isinstance(value, cst.BinaryOperation) and isinstance(value.operator, cst.Subtract)):
        return None
    k, rest = value.left, value.right
    if not (isinstance(rest, cst.BinaryOperation) and isinstance(rest.operator, cst.Modulo)
            and text(rest.right) == text(k) and isinstance(rest.left, cst.BinaryOperation)
            and isinstance(rest.left.operator, cst.Add)):
        return None
    for p, n in ((rest.left.left, rest.left.right), (rest.left.right, rest.left.left)):
        if isinstance(n, cst.BinaryOperation) and isinstance(n.operator, cst.Modulo) and text(n.right) == text(k):
            return n.left, k, p
    return None


def _ceil_quotient(q, resolve) -> "tuple[cst.BaseExpression, cst.BaseExpression] | None":
    """(n, k) of ceil(n / k) written ``math.ceil(n / k)`` (maybe in ``int(...)``, n maybe as
    ``1.0 * n`` or ``float(n)``: exact for any size below 2**52) or ``-(-n // k)``; None
    otherwise.  Only a quotient by k itself: the caller checks k is a positive int."""
    if isinstance(q, cst.Call) and isinstance(q.func, cst.Name) and q.func.value == "int" \
            and len(q.args) == 1 and q.args[0].keyword is None and not q.args[0].star \
            and isinstance(q.args[0].value, cst.Call):
        q = q.args[0].value     # int() of math.ceil's int: the same number
    if isinstance(q, cst.Call) and resolve(q.func) == "math.ceil" and len(q.args) == 1 \
            and q.args[0].keyword is None and not q.args[0].star \
            and isinstance(q.args[0].value, cst.BinaryOperation) and isinstance(q.args[0].value.operator, cst.Divide):
        n, k = q.args[0].value.left, q.args[0].value.right
        if isinstance(n, cst.BinaryOperation) and isinstance(n.operator, cst.Multiply) \
                and isinstance(n.left, cst.Float) and float(n.left.value) == 1.0:
            n = n.right
        elif isinstance(n, cst.Call) and isinstance(n.func, cst.Name) and n.func.value == "float" \
                and len(n.args) == 1 and n.args[0].keyword is None and not n.args[0].star:
            n = n.args[0].value
        return n, k
    if isinstance(q, cst.UnaryOperation) and isinstance(q.operator, cst.Minus) \
            and isinstance(q.expression, cst.BinaryOperation) and isinstance(q.expression.operator, cst.FloorDivide) \
            and isinstance(q.expression.left, cst.UnaryOperation) and isinstance(q.expression.left.operator, cst.Minus):
        return q.expression.left.expression, q.expression.right
    return None
