"""HYB008: a python operator between tensors whose shapes differ (Symbol operators do not broadcast)."""
from __future__ import annotations

import ast

import itertools
import re
import textwrap
from typing import NamedTuple

import libcst as cst

from hybridlint.engine.astwalk import walk as ast_walk
from hybridlint.engine.catalogue import FLUENT_METHODS, load_catalogue
from hybridlint.engine.declared import PARAMETER_ATTRIBUTES
from hybridlint.engine.deferred import init_defaults
from hybridlint.engine.walk import (int_literal, iter_descendants, memoized, name_bindings, name_nodes_by_text,
                                    parent_map, read_names, returns_of, small_statements, target_names)
from hybridlint.engine.walk import kwarg as _kwarg
from hybridlint.engine.facts import TENSOR
from hybridlint.engine.op_arguments import op_argument
from hybridlint.engine.scopes import spelled_shape
from hybridlint.fixers import Refusal
from hybridlint.fixers._shapes import (LIKELY, Dim, argument_default, shape_text, call_arguments, declared_children, flag_default,
                                       input_size_default, item_count_default, item_size_default,
                                       layer_size_default, layer_size_number, attribute_number, size_text_default,
                                       attribute_size_default,
                                       declared_children_as_built,
                                       declared_input_sizes, declared_flattened_sizes, declared_state_sizes,
                                       is_likely_batch, keeps_shape, kwargs_key, reshape_rank)
from hybridlint.fixers._held_items import (entry_keys, handed_entries, held_entries, held_items, held_key,
                                           held_store, read_only_parameter)
from hybridlint.fixers._shared import BINARY as _BINARY, COMPARE as _COMPARE, FUNCTIONS
from hybridlint.rule import FixerRef, Invalid, Rule, hybrid_forward_example
from hybridlint.rules._hyb008_examples import (_HEAD, _FOLDED_MASK, _CROSS_MASK, _DEEP_FM, _SPAN_SCORES, _UNIT_NOISE, _SPLIT_SCORES, _BESSEL,
                                               _MATCH_SCORES, _DEGREE_BIAS, _DEEP_FM_LOOP, _FM_FIRST, _UNCERTAINTY,
                                               _TASK_WEIGHTS, _DUELING, _GATED_OFFSETS, _GATE_MIX, _MOE,
                                               _ATTENTIVE_POOL, _KNOTS, _FILM_SPLIT, _FILM, _AUTOGRAD_HEAD, _hf,
                                               _mix, _split_heads, _logit_filters, _carried_filters, _dict_stats,
                                               _decay_table, _ranked, _ADAPTIVE_HEAD, _TILED, _POOL_INVALID,
                                               _upsampled, _decoding_state, _norm_params, _threshold, _statistic,
                                               _fake_quant, _offset_relu, _edges, _mixture_mean, _frn,
                                               _attention_gate, _mixture, _flag_gate, _filterbank, _excite, _context,
                                               _band_gate, _pooled_context, _positions, _token_positions,
                                               _local_token_positions, _numpy_constant_block, _mean_aggregate,
                                               _cross_vector, _unit_projection, _pooled_lengths, _quantile_head,
                                               _dense_pool, _band_power, _smoothness, _projected_scores, _half_rows,
                                               _kernel_merge, _nearest, _bucket_bias, _offset_bias,
                                               _text_and_kernels, _score_column, _CAUSAL_HELPER,
                                               _SEGMENT_MASK_HELPER, _FOCAL_LEVELS, _CHECKER_HELPER,
                                               _TWO_BLOCK_GATE, _CONCAT_ANCHORS, _VARIABLE_SELECTION, _LEAD_HELPER)

call_flow_of = FixerRef("hybridlint.fixers.shape_flow:call_flow_of")
caller_flows_of = FixerRef("hybridlint.fixers.shape_flow:caller_flows_of")
traced_flow_of = FixerRef("hybridlint.fixers._traced_shapes:traced_flow_of")
BroadcastOperator = FixerRef("hybridlint.fixers.broadcast_operator:BroadcastOperator")

_AUGMENTED = frozenset({cst.AddAssign, cst.SubtractAssign, cst.MultiplyAssign, cst.DivideAssign,
                        cst.ModuloAssign, cst.PowerAssign})
_CREATORS = frozenset({"ones", "zeros", "full", "empty"})
_RANDOM = frozenset({"uniform", "normal", "gamma", "exponential", "poisson", "randn",
                     "randint", "negative_binomial", "generalized_negative_binomial"})


def _shape_path(path: tuple[str, ...]) -> tuple[str, ...]:
    """The op path a shape reader takes ``path`` for: ``F.random.uniform_like(w)`` (every
    ``random.*_like`` of mx.nd) draws an array of ``w``'s shape, as ``F.zeros_like(w)`` makes one,
    so a DropConnect mask ``uniform_like(weight) >= p`` is known to be the weight's shape."""
    if len(path) == 2 and path[0] == "random" and path[1].endswith("_like") \
            and path[1] in load_catalogue().nd_random:
        return ("zeros_like",)
    return path


# (sum_axis, max_axis and min_axis are MXNet's other names of sum, max and min, one signature)
_REDUCTIONS = frozenset({"sum", "mean", "max", "min", "prod", "nansum", "nanprod", "norm",
                         "sum_axis", "max_axis", "min_axis", "argmax", "argmin", "pick"})
# Elementwise ops of two operands that take a python number as either one (`F.maximum(x, 1)`).
_ELEMENTWISE_BINARY = frozenset({"maximum", "minimum", "power", "add", "subtract", "multiply",
                                 "divide", "modulo", "hypot", "elemwise_add", "elemwise_sub",
                                 "elemwise_mul", "elemwise_div"})
_BROADCAST_BINARY = frozenset({"broadcast_add", "broadcast_sub", "broadcast_mul", "broadcast_div",
                               "broadcast_plus", "broadcast_minus", "broadcast_maximum",
                               "broadcast_minimum", "broadcast_power", "broadcast_mod"})
# every broadcasting op of two operands: the arithmetic ones and the comparisons
_BROADCAST_OPS = _BROADCAST_BINARY | {bop for _, bop in _COMPARE.values()}
# How a rank read through a plain operator with one operand of unknown rank is explained
# (_rank_in); an operator flagged on such a rank gets no rewrite (_report_operator).
_CARRIED = "carried through a plain operator, which traces at one shape only"
# How evidence read in the branch a flag's `__init__` default takes is explained (_default_branch);
# an operator flagged on it gets no rewrite: built with the other value the operand is a number,
# which a broadcast_* operator does not take (_report_operator).
_BY_DEFAULT = "with the block's default"
# Ops that raise eagerly on an `axis` the data does not have (a literal axis read after an
# operator bounds its result's rank from below): reductions, softmaxes, slice_axis.
_AXIS_READERS = frozenset({"sum", "mean", "max", "min", "prod", "nansum", "nanprod", "sum_axis",
                           "max_axis", "min_axis", "argmax", "argmin", "softmax", "log_softmax",
                           "slice_axis"})
# numpy's elementwise functions: given python numbers alone, a numpy scalar (a number beside an array)
_NUMPY_SCALAR_MATH = frozenset({"sqrt", "exp", "log", "log2", "log10", "log1p", "expm1", "sin", "cos",
                                "tan", "arctan", "tanh", "abs", "floor", "ceil", "power", "maximum",
                                "minimum", "float32", "float64"})
# Elementwise ops of one operand (no attribute given): the result keeps every axis.
_ROW_KEEPING_OPS = frozenset({("relu",), ("tanh",), ("sigmoid",), ("softsign",), ("exp",),
                              ("LeakyReLU",), ("identity",), ("negative",), ("abs",)})
# Ops whose output rank is not the rank of their input.
_RANK_CHANGING = frozenset({"dot", "batch_dot", "linalg_gemm", "linalg_gemm2", "gemm", "gemm2",
                            "reshape", "Reshape", "flatten", "Flatten", "FullyConnected", "stack",
                            "reshape_like"})



class Evidence(NamedTuple):
    """Why an operand's shape is taken to differ.  Checks compare ``signature`` (a kind tag and
    its detail: ``("pooled", "1x1")``, ``("exact-rank", "2")``); ``text`` is for the message only."""
    signature: tuple[str, str]
    text: str
    # evidence of the kinds read for NDArrays alone (an exact number of axes; a child declared
    # under a flag the file's constructions settle): true of the file's arrays, so the rewrite
    # must prove both operands legacy tensors, where `a * b` was NDArray's broadcast_mul
    arrays_only: bool = False


class _Declared(NamedTuple):
    """A name's entry while it still holds what the class declares for the input Gluon passes
    under it (``_declared_evidence`` of ``cls``), read when the name is first read
    (``NonBroadcastingOperator._held``): most inputs are never an operand, and reading one
    reads every declaration of the class (param_shapes, constant_ranks)."""
    cls: object
    name: str


# what a climb from a call to its hybrid_forward's top-level statement must not pass: the call
# would then run later than that statement (a lambda, a nested function), or not once in it
# (a loop, a comprehension, a branch), so its arguments need not hold what the lines above bind
_NOT_STRAIGHT = (cst.Lambda, cst.FunctionDef, cst.ClassDef, cst.ListComp, cst.SetComp, cst.DictComp,
                 cst.GeneratorExp, cst.For, cst.While, cst.If, cst.With, cst.Try, cst.IfExp)


def _self_stores(func: cst.FunctionDef) -> frozenset[str]:
    """The attributes a method stores on its first parameter (``self.stats = m``,
    ``self.n += 1``); read once a function (``memoized``)."""
    params = func.params.params
    self_name = params[0].name.value if params else None
    return frozenset(t.attr.value for n in iter_descendants(func)
                     if type(n) is cst.AssignTarget or type(n) is cst.AugAssign
                     for t in [n.target] if type(t) is cst.Attribute and type(t.value) is cst.Name
                     and t.value.value == self_name)


def _reads_stored_attribute(value: cst.CSTNode, self_name: str | None, stored: frozenset[str]) -> bool:
    """Whether ``value`` reads an attribute of ``self`` that the caller stores (``self.stats``
    set in hybrid_forward may hold a tensor the reading of its lines does not see)."""
    return any(type(n) is cst.Attribute and type(n.value) is cst.Name and n.value.value == self_name
               and n.attr.value in stored for n in iter_descendants(value))


class _StraightLine:
    """The top-level statements of a hybrid_forward above one call of a helper (``at``: the
    index of the statement holding it, which runs once and in order), as the bindings each makes:
    ``name = expr`` gives ``expr``, any other binding (a branch's, a loop's, an unpacking, ``+=``,
    a store into the name's object) ``OPAQUE``."""
    OPAQUE = object()
    INPUT = object()

    def __init__(self, func: cst.FunctionDef, at: int, self_name: str | None):
        self.at, self.self_name = at, self_name
        self.stored = memoized("self_stores", func, _self_stores)
        self.table: list[dict] = []
        for stmt in func.body.body[:at]:
            bound = {name: self.OPAQUE for name in name_bindings(stmt, nested=False)}
            if type(stmt) is cst.SimpleStatementLine and len(stmt.body) == 1 \
                    and type(stmt.body[0]) is cst.Assign \
                    and all(type(t.target) is cst.Name for t in stmt.body[0].targets):
                bound.update((t.target.value, stmt.body[0].value) for t in stmt.body[0].targets)
            self.table.append(bound)

    @classmethod
    def of(cls, caller, call: cst.Call) -> "_StraightLine | None":
        """The lines above ``call`` when it sits, outside any branch, loop, lambda or
        comprehension, in a top-level simple statement of ``caller``'s function; else None."""
        body = caller.func.body
        if type(body) is not cst.IndentedBlock:
            return None
        parents = parent_map(caller.func)
        node = call
        while (up := parents.get(id(node))) is not None and up is not body:
            if isinstance(up, _NOT_STRAIGHT):
                return None
            node = up
        if up is None or type(node) is not cst.SimpleStatementLine:
            return None
        at = next(i for i, stmt in enumerate(body.body) if stmt is node)
        params = caller.func.params.params
        return cls(caller.func, at, params[0].name.value if params else None)

    def latest(self, name: str, before: int):
        """``(index, expr)`` of the latest binding of ``name`` above statement ``before``, INPUT
        when none binds it, None when that binding is not ``name = expr``."""
        for j in range(before - 1, -1, -1):
            value = self.table[j].get(name)
            if value is not None:
                return None if value is self.OPAQUE else (j, value)
        return self.INPUT


def _self_attribute(node: cst.CSTNode) -> bool:
    return (type(node) is cst.Attribute and type(node.value) is cst.Name
            and node.value.value == "self")


def _head_text(func: cst.BaseExpression, ctx) -> str:
    """``ctx.code_for(func).strip().partition(".")[0]``: the text before the first dot of a
    callee.  A chain of attributes over a name, none parenthesized and no space before the first
    dot, is read off the nodes; anything else is rendered (libcst's codegen of a callee costs
    more than the rest of the test)."""
    node, first_dot = func, None
    while type(node) is cst.Attribute and not node.lpar:
        first_dot, node = node.dot, node.value
    if type(node) is cst.Name and not node.lpar and (
            first_dot is None or (type(first_dot.whitespace_before) is cst.SimpleWhitespace
                                  and first_dot.whitespace_before.value == "")):
        return node.value
    return ctx.code_for(func).strip().partition(".")[0]


def _attribute_key(node: cst.Attribute) -> str:
    """The evidence key of `self.<attr>` (a dotted key no python name can take)."""
    return f"self.{node.attr.value}"


def _rebound_scale(returned: str) -> str:
    """An attribute the call rebinds to a (1,) reduction and reads after the store (AdaCos)."""
    return textwrap.dedent("""
        import math
        from mxnet.gluon import HybridBlock


        class AdaScale(HybridBlock):
            def __init__(self, n=4):
                super().__init__()
                self.s = math.sqrt(2) * math.log(n - 1)

            def hybrid_forward(self, F, x):
                b = F.sum(F.exp(self.s * x))
                self.s = F.log(b) / F.min(x)
                self.s = F.BlockGrad(self.s)
                return %s
    """) % returned


def _one_pass_comprehension(node) -> bool:
    """``[elt for name in source]``: one ``for`` over one name, no ``if`` -- a list whose items
    are all values of ``elt``."""
    return isinstance(node, cst.ListComp) and node.for_in.inner_for_in is None and not node.for_in.ifs \
        and node.for_in.asynchronous is None and isinstance(node.for_in.target, cst.Name)


def _broadcastable(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    return all(x == y or 1 in (x, y) for x, y in zip(reversed(a), reversed(b)))


# parts of an expression Python may evaluate without evaluating what they hold: an operator
# found inside one of them ties no shapes (HYB008's `_ties_before`)
_MAYBE_SKIPPED = (cst.Lambda, cst.IfExp, cst.BooleanOperation, cst.ListComp, cst.SetComp,
                  cst.DictComp, cst.GeneratorExp)


def _least_against_exact(least: "tuple[int, str]", exact: "tuple[int, str]",
                         left_bounded: bool) -> "tuple[Evidence, Evidence]":
    """The evidence pair of an operand with at least ``least[0]`` axes against one of exactly
    ``exact[0]``, in the operands' order."""
    bound = Evidence(("least-rank", str(least[0])), f"has at least {least[0]} axes ({least[1]})",
                     arrays_only=True)
    fixed = Evidence(("exact-rank", str(exact[0])),
                     f"has {exact[0]} {'axis' if exact[0] == 1 else 'axes'} ({exact[1]})", arrays_only=True)
    return (bound, fixed) if left_bounded else (fixed, bound)


class NonBroadcastingOperator(Rule):
    code = "HYB008"
    name = "non-broadcasting-operator"
    message = (
        "`{expr}` mixes tensors of different shapes ({why}): a Symbol's `{op}` is "
        "elementwise and does not broadcast, so after hybridize() shape inference fails "
        "(NDArray broadcast it eagerly); use {fixed}"
    )
    severity = "error"
    fix = "safe"
    _idle = False       # set per scope by begin_scope
    rationale = """
    ## What it does
    Flags python operators between tensors whose shapes evidently differ.

    It reports `+ - * / % **` and comparisons between two tensors when one of
    them was made to broadcast: built with a literal size-1 axis
    (`F.ones((1, 1))`, `F.zeros(shape=(1, C))`), reduced with `keepdims=True`
    (`F.max(x, axis=1, keepdims=True)`, or `keepdims=self.keepdims` where the attribute holds a
    constructor argument that every construction of the block in the file gives True: another
    file may construct it otherwise, so the message names that construction), given an extra axis with
    `expand_dims` or a reshape that only appends size-1 axes to an array whose rank the code
    fixes (`w.reshape((0, 0, 1, 1))` of a 2-D Dense output: a squeeze-excitation gate against
    the map), or pooled to a 1x1 spatial size (`F.contrib.AdaptiveAvgPooling2D(x, 1)`,
    a global-pooling child or `global_pool=True`: squeeze-and-excitation gates) -- directly, or
    through a variable, shape-preserving ops (`F.exp`, `F.sqrt`, `astype`...), child blocks
    that keep the spatial size (1x1 convolutions, norms, activations; a keepdims reduction
    through a convolution only when it reduced spatial axes alone, as a conv resizes axis 1) and arithmetic with
    python scalars, or what a helper of the file returns when every return of it shows one such
    shape (its parameters holding the shapes of the arguments the call passes: a Parameter
    (1, C, 1, 1) scaled by `math.sqrt(...)` in an equalized-learning-rate helper; the locals of
    a helper without branches too, and each item of a returned tuple: `mu, var =
    moments(F, x)` of two keepdims means); inside a method, a parameter holds the shape of what
    its callers build in the call from their own inputs (`self.mix(F, x, F.mean(x, axis=1,
    keepdims=True))`) when every argument of every call is such an expression or an input, or,
    for a call on a top-level line of hybrid_forward outside any branch, loop or lambda, reads
    locals (and rebound inputs) each held at its latest `name = expr` binding on the lines above
    (`attn = ...reshape(...)` then `self.add_rel_pos(attn, self.to_h(q).expand_dims(-1), ...)`).  An
    `expand_dims` on a middle or last axis beside the (N, T, T) scores of an array against
    itself (`F.batch_dot(h, h, transpose_b=True)`: a key mask's (N, 1, T)) differs unless T is 1.
    A 4-d or 5-d operand whose axes after (N, C) the function's shape walk shows are all 1 (a
    global-context vector: the (N, C, 1) `batch_dot` of the flattened map with (N, 1, HW)
    weights, reshaped `(0, 0, 0, 1)`, maybe through a 1x1 conv) against one that keeps those
    axes of an input of hybrid_forward is the pooled map beside the map, equal only for a 1x1 input.
    A reduction without keepdims (`F.max(d, 0)`: one axis fewer, or (1,)) is reported beside
    the array it reduces, read through shape-keeping ops and arithmetic with numbers on both
    sides, or beside an array that an elementwise operator Python evaluated earlier in the same
    expression ties to it: after `label * F.square(d)` the two have one shape, so in
    `label * F.square(d) + (1 - label) * F.square(F.max(m - d, 0))` the second product mixes
    (N,) with (1,) (had the two shapes differed, the first product fails instead).  So does a
    statement of hybrid_forward that runs on every call (before any `return`): after
    `err = F.sum(F.square(pts - target), axis=-1)` the input `target` has `pts`'s shape for the
    statements below, so a size-1 slice of it reduced beside `err` is reported (not where the
    operator sits in a conditional expression, a lambda or a comprehension, which may not run).
    A size the walk knows as a whole fraction of a layer's built size counts as that number, as
    the layer's own size does (a Dense(2 * joints) read as (N, -1, 2) rows: joints, 4 by default).
    An `nd.` operator given a tensor (HYB007's finding) is read as the F
    operator it stands for, so `x * nd.log(p)` keeps `p`'s shape.  Two inputs used as given are also reported when the file itself calls
    the block with arrays of different literal shapes that broadcast
    (`foo(nd.ones((10,)), nd.ones((1,)))`, a bug report's snippet or a `__main__` smoke test).
    Two operands whose numbers of axes the code fixes exactly, and which differ, are reported
    too (DRAW's `delta * F.broadcast_to(..., (A, 0, B))` with `delta` a (B,) column of a
    flattening `Dense` output): read through names every assignment of which agrees, a helper's
    parameter that every call passes one rank, integer indexing, and operators whose output rank
    is fixed (`expand_dims`, `squeeze` of literal axes, `broadcast_to`/`reshape`/`transpose`
    targets, reductions, creators of a literal shape, declared layers, a Parameter that
    hybrid_forward receives and never rebinds: as many axes as its declared shape tuple), and a
    python operator one operand of which has a known rank: a Symbol operator gives its operands'
    one shape or fails, so LambdaRank's `weighted = gains * discount` is as 1-D as the `arange`
    discounts wherever it traces, and `weighted * F.log_softmax(s)` of 2-D scores is reported
    (without a rewrite: `gains * discount` may be what fails).  Last axes of stated sizes that
    differ are reported too (a Dense's width against a reshape ending in 1; a width written
    `len(quantiles)` counts the items of the tuple that argument defaults to), the last axis of a
    `dot`/`batch_dot` being its right operand's unless that is transposed or 1-D (a GCN's
    `F.dot(adj, self.proj(x)) / deg` over (N, 1) degrees).  The
    function's shape walk reports two ranks it knows too, when NDArray broadcasting can pair the
    shorter shape with the longer one's last axes and one pair is a size carried into both (an
    image's (N, H, W) channel mean against the (N, 1, H, W) finite difference of a one-channel
    conv's output, through a module-level helper the walk follows for each call).  A child declared under
    `if self.<flag>:` in `__init__` is read as the branch every construction of the block in the
    file takes (the message names that construction; the rewrite then asks for both operands
    proven tensors).  An operand with a literal 1 on an axis whose result reaches a child layer
    declaring a size there (`Conv2D(in_channels=3)`, or a flattening `Dense(in_units=48)` for
    every axis after the first, or a recurrent cell's `hidden` units for a state in the list
    it is handed, `self.cell(x, [h])`) is reported whatever the other operand is: a Symbol operator
    that traces gives its result that 1 (a q_sample's `extract(...) * x0` fed to a 3-channel
    conv).  A `one_hot` or Embedding output has two axes or more (MXNet 1.x has no 0-d arrays),
    and a constant built from a tuple the block defaults to has that tuple's rank (one built by
    `np.linspace` between number defaults is 1-D, beside a known other rank).
    Same-shape arithmetic (`x + y`) is everywhere in real models and is never
    flagged without such evidence; both sides reduced or expanded the same way
    count as the same shape, and so do a global pool's (N, C, 1, 1) and a gate reshaped
    to it; a declared Parameter of two or more sizes, none of them 1, beside an operand of as
    many axes (a (T, D) table and an Embedding of `F.arange(T)`) shows nothing, and neither does
    a row (1, D) against `F.dot(err, x, transpose_a=True)` (maybe scaled, or `broadcast_mul`'d
    by a (1,) rate) of a residual whose last axis is a literal 1 (`F.FullyConnected(...,
    num_hidden=1)`, `F.dot(x, w, transpose_b=True)` of a row `w`): the product's first axis is
    that 1 (a MAML inner loop's `w - lr * grad`).  Nor does such a Parameter (two or more sizes,
    none 1) beside an operand of at least as many axes by its form (`expand_dims` adds one, `dot`
    has `lhs + rhs - 2`) whose result becomes a layer op's weight or bias
    (`F.FullyConnected(x, w_mu + w_sigma * noise, ...)`, Convolution, Deconvolution, Embedding's
    weight): MXNet checks that argument's shape eagerly too, so the operand has no more axes
    than the Parameter either.  `linalg.gemm2`/`gemm` keep their
    operands' number of axes (a NoisyNet layer's outer product of a column and a row of the
    noise is 2-D), numpy's `randn(d0, d1, ...)` constants have one axis per argument, and
    `softmax_cross_entropy` returns the batch's total, (1,), as a full reduction does.  Names bound together (`lo, hi = err.min(),
    err.max()`) keep what each value shows, as two assignments would.  The guesses give way to the file's own use: when a
    call it makes builds the inputs so that both operands have one shape (a
    decoding state made with `nd.zeros((n, 1))` plus `F.expand_dims(finished, 1)`
    of an `nd.zeros((n,))`), nothing is reported.

    ## Why is this bad?
    NDArray operators broadcast (`x + y` is `broadcast_add`); Symbol operators
    are the elementwise `_Plus`, `_Minus`... which require equal shapes.  Code
    that works eagerly fails at the first call after `hybridize()` (MXNet 1.9.1:
    `x + F.ones((1, 1))` -> `MXNetError: ... elemwise_op_common.h: Check failed:
    assign(...)`).

    ## Example
    ```python
    def hybrid_forward(self, F, x):
        x_max = F.max(x, axis=-1, keepdims=True)
        return F.exp(x - x_max)
    ```

    ## Use instead
    ```python
    def hybrid_forward(self, F, x):
        x_max = F.max(x, axis=-1, keepdims=True)
        return F.exp(F.broadcast_sub(x, x_max))
    ```

    ## Fix safety
    Safe: `F.broadcast_sub(a, b)` is exactly what `a - b` computes on NDArrays,
    and it is valid on Symbols.  It is offered only where the shapes are shown to differ, not
    where the finding rests on one operand's declared shape alone: a Parameter or constant
    (it lacks the batch axis an activation has) beside an operand whose rank nothing in the
    code states -- an input of hybrid_forward, or a value computed elementwise from one --
    and the function's shape walk shows no difference either.  The finding stays an error
    (over the probe suites and fix sets such findings were 39 real failures against 10 lines
    that work, the three legal ones NoisyNet's noise vectors of the Parameter's own shape),
    but the line works as written wherever that operand has the declared shape, so it is not
    rewritten: the message says so, and `broadcast_*` is written by hand, or `check
    --infer-shapes` with a verify entry decides from the shapes a run sees.
    """

    VALID = [
        # session 69 (H490): the (1, L, L) causal mask `broadcast_add`ed to the scores of `q, k`
        # split along the last axis of one Dense (MXNet 1.9.1 on (2, 6, 5): eager and hybridized
        # (2, 6, 6), equal)
        """
        import numpy as np
        from mxnet.gluon import HybridBlock, nn

        class Net(HybridBlock):
            def __init__(self, length=6, **kwargs):
                super().__init__(**kwargs)
                mask = np.triu(np.full((length, length), -1e4, dtype="float32"), k=1)[None]
                with self.name_scope():
                    self.qk = nn.Dense(8, flatten=False)
                    self.causal = self.params.get_constant("causal", mask)

            def hybrid_forward(self, F, x, causal):
                q, k = F.split(self.qk(x), num_outputs=2, axis=-1)
                return F.softmax(F.broadcast_add(F.batch_dot(q, k, transpose_b=True), causal), axis=-1)
        """,
        # a loop over the keepdims means a method returns, spread by `broadcast_mul` (MXNet 1.9.1
        # on (3, 4): eager and hybridized (3, 4), equal)
        """
        from mxnet.gluon import HybridBlock
        class Net(HybridBlock):
            def _maps(self, F, r):
                return [F.mean(p, axis=1, keepdims=True) for p in F.split(r, num_outputs=2, axis=1)]
            def hybrid_forward(self, F, x):
                for a in self._maps(F, F.tanh(x)):
                    x = x + F.broadcast_mul(a, F.square(x) - x)
                return x
        """,
        # a loop over a comprehension's items: the comprehension's own `a` (each split piece,
        # (3, 2)) is not the outer keepdims `a`, so the items are relu'd pieces of one shape with
        # `y` (MXNet 1.9.1 on (3, 4): eager and hybridized (3, 2), equal)
        """
        from mxnet.gluon import HybridBlock
        class Net(HybridBlock):
            def hybrid_forward(self, F, x):
                a = F.mean(x, axis=1, keepdims=True)
                maps = [F.relu(a) for a in F.split(x, num_outputs=2, axis=1)]
                y = F.slice_axis(F.broadcast_mul(a, x), axis=1, begin=0, end=2)
                for m in maps:
                    y = y + m * F.tanh(y)
                return y
        """,
        # the subclass's override spreads its keepdims gate back with `broadcast_like` before the
        # base class's plain `*` (MXNet 1.9.1 on (2, 3, 4): eager and hybridized (2, 3, 4), equal)
        """
            from mxnet.gluon import HybridBlock
            class Base(HybridBlock):
                def _gate(self, F, h):
                    return F.sigmoid(h)
                def hybrid_forward(self, F, x):
                    return x * self._gate(F, x)
            class Net(Base):
                def _gate(self, F, h):
                    return F.broadcast_like(F.sigmoid(F.mean(h, axis=2, keepdims=True)), h)
        """,
        # the keepdims statistic of a dict a method returns, applied with `broadcast_sub`; the
        # entry of the input's own shape with a plain `*` (MXNet 1.9.1 on (2, 3, 4): eager and
        # hybridized (2, 3, 4), equal)
        """
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def _stats(self, F, x):
                    return {"mu": F.mean(x, axis=2, keepdims=True), "sd": F.ones_like(x)}
                def hybrid_forward(self, F, x):
                    st = self._stats(F, x)
                    return F.broadcast_sub(x, st["mu"]) * st["sd"]
        """,
        # a stabiliser bound by a flag whose default takes the python branch: a block built with
        # its defaults subtracts 0 (MXNet 1.9.1 on (3, 4): eager and hybridized (3, 4), equal)
        """
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def __init__(self, stable=False, **kwargs):
                    super().__init__(**kwargs)
                    self._stable = stable
                def hybrid_forward(self, F, x):
                    m = F.max(x, axis=1, keepdims=True) if self._stable else 0
                    return F.exp(x - m)
            """,
        # the items of a helper's `*ts` by position, tensors of one shape (MXNet 1.9.1 on (3, 4):
        # eager and hybridized (3, 5), equal)
        """
        from mxnet.gluon import HybridBlock, nn
        def _diff(*ts):
            return ts[0] - ts[1]
        class Net(HybridBlock):
            def __init__(self, **kwargs):
                super().__init__(**kwargs)
                self.fc = nn.Dense(5, in_units=4)
            def hybrid_forward(self, F, x):
                z = self.fc(x)
                return _diff(z, F.relu(z))
        """,
        # session 70 (H505): `ts[-1]` is the call's last item, counted from the end: two pooled
        # maps, the unpooled one between them (MXNet 1.9.1 on (2, 2, 4, 4): eager and hybridized
        # (2, 2, 1, 1), equal)
        """
        from mxnet.gluon import HybridBlock, nn
        def _residual(F, *levels):
            return levels[-1] - levels[0]
        class Net(HybridBlock):
            def __init__(self):
                super().__init__()
                with self.name_scope():
                    self.conv = nn.Conv2D(2, 3, padding=1, in_channels=2)
                    self.pool = nn.GlobalAvgPool2D()
            def hybrid_forward(self, F, x):
                y = self.conv(x)
                return _residual(F, self.pool(y), y, self.pool(self.conv(y)))
        """,
        # session 70 (H505): the entries of a dict a method returns, two slices of one width
        # (MXNet 1.9.1 on (5, 8): eager and hybridized (5, 3), equal)
        """
        from mxnet.gluon import HybridBlock
        class Net(HybridBlock):
            def activate(self, F, raw):
                return {"opacity": F.sigmoid(raw.slice_axis(axis=1, begin=0, end=3)),
                        "scale": F.exp(raw.slice_axis(axis=1, begin=3, end=6))}
            def hybrid_forward(self, F, raw):
                g = self.activate(F, raw)
                return g["opacity"] * g["scale"]
        """,
        # session 70 (H505): a keyword a helper's `**kw` collects, two slices of one width (MXNet
        # 1.9.1 on (5, 8): eager and hybridized (5, 3), equal)
        """
        from mxnet.gluon import HybridBlock
        def scaled(F, s, **kw):
            return s * kw["g"]
        class Net(HybridBlock):
            def hybrid_forward(self, F, x):
                return scaled(F, x.slice_axis(axis=1, begin=1, end=4), g=x.slice_axis(axis=1, begin=4, end=7))
        """,
        # session 71 (H513): a helper called at two sites, each site's shapes agreeing: its
        # `*levels` ends both pooled at one call, both full maps at the other; `kw["g"]` of the
        # width of `s` at each (MXNet 1.9.1 on (2, 2, 4, 4) and (5, 8): eager and hybridized equal)
        """
        from mxnet.gluon import HybridBlock, nn
        def _residual(F, *levels):
            return levels[-1] - levels[0]
        class Net(HybridBlock):
            def __init__(self):
                super().__init__()
                with self.name_scope():
                    self.conv = nn.Conv2D(2, 3, padding=1, in_channels=2)
                    self.pool = nn.GlobalAvgPool2D()
            def hybrid_forward(self, F, x):
                y = self.conv(x)
                a = _residual(F, self.pool(y), y, self.pool(self.conv(y)))
                return F.broadcast_add(_residual(F, y, self.conv(y)), a)
        """,
        """
        from mxnet.gluon import HybridBlock
        def scaled(F, s, **kw):
            return (s * kw["g"]).sum(axis=1)
        class Net(HybridBlock):
            def hybrid_forward(self, F, x):
                a = scaled(F, x.slice_axis(axis=1, begin=1, end=4), g=x.slice_axis(axis=1, begin=4, end=7))
                return a + scaled(F, x.slice_axis(axis=1, begin=0, end=2), g=x.slice_axis(axis=1, begin=6, end=8))
        """,
        # session 70 (H509): a helper that stores `kw["g"]` before reading it: the call's width-1
        # `g` is broadcast to s first (MXNet 1.9.1 on (5, 8): eager and hybridized (5, 3), equal)
        """
        from mxnet.gluon import HybridBlock
        def scaled(F, s, **kw):
            kw["g"] = F.broadcast_like(kw["g"], s)
            return s * kw["g"]
        class Net(HybridBlock):
            def hybrid_forward(self, F, x):
                return scaled(F, x.slice_axis(axis=1, begin=1, end=4), g=x.slice_axis(axis=1, begin=0, end=1))
        """,
        # a dict display's entry read by `.get`, brought to the operand's shape (MXNet 1.9.1 on
        # (3, 4): eager and hybridized (3, 4), equal)
        """
        from mxnet.gluon import HybridBlock
        class Net(HybridBlock):
            def hybrid_forward(self, F, x):
                stats = {"mean": F.broadcast_like(F.mean(x, axis=1, keepdims=True), x)}
                return x - stats.get("mean")
        """,
        # the decay table broadcast explicitly over the batch axis (MXNet 1.9.1 on (2, 3, 8):
        # eager and hybridized (2, 2, 3, 3), equal)
        _decay_table("F.broadcast_mul(s, decay.expand_dims(0))"),
        # heads unpacked from a comprehension over a split, two products of one shape (MXNet
        # 1.9.1 on (2, 3, 8): eager and hybridized (2, 2, 3, 3), equal)
        _split_heads("F.linalg.gemm2(q, k, transpose_b=True) + F.linalg.gemm2(k, q, transpose_b=True)"),
        # an input's last size learnt from the dot that contracts it, equal to the product's: a
        # square cross weight (MXNet 1.9.1 on (4, 6): eager and hybridized (4, 6), equal) ...
        _cross_vector("(units, units)", "x * F.dot(x, w) + x"),
        # ... and the (N, 1) projection broadcast explicitly, its result added back to the input
        # (the same: eager and hybridized (4, 6), equal)
        _cross_vector("(units, 1)", "F.broadcast_mul(x, F.dot(x, w)) + x"),
        # a flatten=False Dense as wide as its declared input (MXNet 1.9.1 on (4, 3, 6): eager and
        # hybridized (4, 3, 6), equal)
        _unit_projection(6, "x * self.proj(x)"),
        # a Parameter declared ending in `dim` (4 by default) against a reshape ending in 4: one
        # last size (MXNet 1.9.1 on (3, 4): eager and hybridized (3, 4), equal)
        """
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def __init__(self, codes=3, dim=4):
                    super().__init__()
                    self.sums = self.params.get("sums", shape=(codes, dim))

                def hybrid_forward(self, F, x, sums):
                    return sums / (F.abs(x) + 1).reshape((-1, 4))
        """,
        # a statistic of x read through a local, but x rebound to a Dense(1) score between the
        # reduction and the operator: the name holds another array there ((N,) beside (N,);
        # MXNet 1.9.1 on (4, 4): eager and hybridized (4,), equal)
        """
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.score = nn.Dense(1, in_units=4)

                def hybrid_forward(self, F, x):
                    m = 1.0 / F.sqrt(F.mean(F.square(x), axis=1) + 1e-6)
                    x = self.score(x).reshape((-1,))
                    return x * m
        """,
        # the halves of a split of a Dense(width)'s last axis beside a Dense(width // 2): one
        # width (a gMLP gate plus a projection; MXNet 1.9.1 on (2, 3, 4): eager and hybridized
        # (2, 3, 4), equal)
        """
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self, width=8):
                    super().__init__()
                    self.proj = nn.Dense(width, flatten=False, in_units=4)
                    self.side = nn.Dense(width // 2, flatten=False, in_units=4)

                def hybrid_forward(self, F, x):
                    u, v = F.split(self.proj(x), num_outputs=2, axis=-1)
                    return u * (v + self.side(x))
        """,
        # steps each reshaped to (0, -1) and stacked on axis 1 beside a gate over the sequence:
        # the stack is only known to have 3 axes, no size-1 axis (RWKV's recurrent time mixing
        # over a python context length; MXNet 1.9.1 on (2, 3, 4): eager and hybridized (2, 3, 4),
        # equal)
        """
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self, steps=3):
                    super().__init__()
                    self.steps = steps
                    self.gate = nn.Dense(4, flatten=False, in_units=4)

                def hybrid_forward(self, F, x):
                    outs = []
                    for t in range(self.steps):
                        outs.append(F.slice_axis(x, axis=1, begin=t, end=t + 1).reshape((0, -1)))
                    return F.sigmoid(self.gate(x)) * F.stack(*outs, axis=1)
        """,
        # a node table Parameter beside its own propagation by a square adjacency (LightGCN's
        # layer sum, `e = F.dot(adj, e)` from `e = table`): the product ends in the table's
        # axes, so the Parameter's lack of a batch axis shows nothing (MXNet 1.9.1 on adj (5, 5):
        # eager and hybridized (5, 3), equal)
        """
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def __init__(self, nodes=5, dim=3, hops=2):
                    super().__init__()
                    self.hops = hops
                    self.table = self.params.get("table", shape=(nodes, dim))

                def hybrid_forward(self, F, adj, table):
                    e, total = table, table
                    for _ in range(self.hops):
                        e = F.dot(adj, e)
                        total = total + e
                    return (table + F.dot(adj, table)) * total
        """,
        # a tile's counts multiply the data's sizes, fewer counts than axes padded with leading 1s:
        # (N, 5) tiled by (2,) is (N, 10), as is a concat of two (N, 5) (MXNet 1.9.1 on (2, 5):
        # eager and hybridized (2, 10), equal)
        _TILED.format(body="F.tile(self.fc(z), reps=(2,)) + F.concat(self.fc(z), self.fc(z), dim=1)"),
        # a plain operator inside a conditional expression may not run: the input beside it keeps
        # a shape of its own, here (N, 1, 2) (MXNet 1.9.1 on x (2, 4), anchor (2, 1, 2): eager
        # and hybridized (2, 1), equal)
        """
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self, relative=False):
                    super().__init__()
                    self.relative = relative
                    self.head = nn.Dense(6, in_units=4)

                def hybrid_forward(self, F, x, anchor):
                    pts = self.head(x).reshape((0, 3, 2))
                    offsets = pts - anchor if self.relative else pts
                    first = F.slice_axis(offsets, axis=1, begin=0, end=1)
                    return F.sum(first, axis=-1) * F.sum(anchor, axis=-1)
        """,
        # half of a Dense(2 * joints) is one row with joints=1: (N, 1) against (N, 1) (MXNet
        # 1.9.1 on (2, 4): eager and hybridized (2, 1), equal)
        _half_rows(1),
        # nearest UpSampling keeps the coarse map's 8 channels: equal to the fine map's (MXNet
        # 1.9.1 on (2, 3, 8, 8): eager and hybridized (2, 8, 8, 8), equal)
        _upsampled(8),
        # a keepdims channel mean of one input against an operand computed from another input
        # alone: nothing ties their shapes (Monodepth's edge-aware smoothness, a (N, 1, H, W)
        # disparity times the weight of a (N, 3, H, W) image; MXNet 1.9.1: eager and hybridized
        # (2, 1, 4, 4), equal)
        _hf("w = F.mean(F.abs(img), axis=1, keepdims=True)\nreturn F.abs(disp) * F.exp(-w)",
            "self, F, disp, img"),
        # a Dense(1) column of the context gated by another column of the attended context: both
        # (N, T, 1), their size-1 axes in one place (MXNet 1.9.1 on c (2, 5, 4), q (2, 3, 4):
        # eager and hybridized (2, 5, 1), equal)
        _SPAN_SCORES.format(body="col * F.sigmoid(self.wq(F.batch_dot(F.softmax(F.batch_dot(c, q, "
                                 "transpose_b=True)), q)))"),
        # a gray guided filter's coefficient `a`, computed from the channel mean `g` (not from the
        # image itself) and a one-channel map, times `g`: every term (N, 1, H, W) (MXNet 1.9.1 on
        # img (2, 3, 4, 4), p (2, 1, 4, 4): eager and hybridized (2, 1, 4, 4), equal)
        _hf("g = F.mean(img, axis=1, keepdims=True)\n"
            "mg, mp = F.Pooling(g, kernel=(3, 3), pad=(1, 1), pool_type='avg'), "
            "F.Pooling(p, kernel=(3, 3), pad=(1, 1), pool_type='avg')\n"
            "a = (F.Pooling(g * p, kernel=(3, 3), pad=(1, 1), pool_type='avg') - mg * mp) / (g * g + 0.01)\n"
            "return a * g", "self, F, img, p"),
        # the row sums made a column and divided with the broadcasting operator (MXNet 1.9.1:
        # eager and hybridized equal)
        _hf("e = F.exp(x)\nreturn F.broadcast_div(e, e.sum(axis=1).reshape((-1, 1)))"),
        # a column of x's norm against x's own row sums made a column after x was rebound: both
        # (N, 1) (MXNet 1.9.1: eager and hybridized (3, 1), equal)
        _hf("vol = F.norm(x, axis=1)\nx = F.sum(x, axis=1).reshape((-1, 1))\nreturn x / vol.reshape((-1, 1))"),
        # ... and the row sums kept by keepdims=True: (N, 1) beside the (-1, 1) column (MXNet 1.9.1:
        # eager and hybridized (3, 1), equal)
        _hf("vol = F.norm(x, axis=1)\nx = F.sum(x, axis=1, keepdims=True)\nreturn x / vol.reshape((-1, 1))"),
        # the row sums of two inputs, each made a column (MXNet 1.9.1: eager and hybridized
        # (3, 1), equal)
        _hf("return x.sum(axis=1).reshape((-1, 1)) / y.sum(axis=1).reshape((-1, 1))", "self, F, x, y"),
        # a sum over axis 1 of a Dense(6)'s output against an operand ending in 6 (MXNet 1.9.1: x
        # (2, 5, 3), lengths (2, 6): eager and hybridized (2, 6), equal) ...
        _dense_pool("return F.sum(self.proj(x), axis=1) / lengths.reshape((-1, 6))"),
        # ... and against a 1-D operand, the rank the sum has when axis 1 is the Dense's last (MXNet
        # 1.9.1: x (4, 3), lengths (4,): eager and hybridized (4,), equal)
        _dense_pool("return F.sum(self.proj(x), axis=1) + lengths.reshape((-1,))"),
        # the powers of a one-band filter bank stacked on axis 1 against their total given axis 1:
        # both (N, 1, C) (MXNet 1.9.1: x (2, 3, 16): eager and hybridized (2, 1, 3), equal) ...
        _band_power(1, "F.stack(*powers, axis=1) / total.expand_dims(1)"),
        # ... and three bands divided with the broadcasting operator (eager and hybridized (2, 3, 3))
        _band_power(3, "F.broadcast_div(F.stack(*powers, axis=1), total.expand_dims(1))"),
        # two one-element slices of a last axis: (N, 1) each (MXNet 1.9.1: hybridized and fresh
        # hybridized (2, 1), equal to eager)
        _ADAPTIVE_HEAD % "F.slice_axis(tail, axis=1, begin=0, end=1) + F.slice_axis(head, axis=1, begin=-1, end=None)",
        # ... the same mix with a gate as wide as the softmax, one shape everywhere (MXNet 1.9.1:
        # hybridized and fresh hybridized (3, 6), equal)
        _GATE_MIX.format(gate=6).replace("F.broadcast_mul(p, F.softmax(self.out(x)))", "p * F.softmax(self.out(x))"),
        # a negated tensor keeps its shape: the same shape on both sides (MXNet 1.9.1: hybridized
        # (2, 3, 4, 5))
        _hf("prob = F.softmax(-cost, axis=1)\nreturn prob * -cost", "self, F, cost"),
        # a one-unit layer's size-1 axis where the other operand has one too: a factorization
        # machine's first-order weights, an Embedding of one unit (N, F, 1), times the values put
        # on a last axis (N, F, 1); DeepFM's keepdims FM term (N, 1) plus a Sequential ending in
        # Dense(1) (N, 1) (MXNet 1.9.1: equal eagerly and hybridized, (3,) and (3, 1))
        """
            from mxnet.gluon import HybridBlock, nn


            class Net(HybridBlock):
                def __init__(self):
                    super().__init__()
                    with self.name_scope():
                        self.linear = nn.Embedding(30, 1)

                def hybrid_forward(self, F, ids, vals):
                    return F.sum(self.linear(F.abs(ids) * 20) * F.expand_dims(vals, axis=-1), axis=(1, 2))
        """,
        _DEEP_FM.format(units=1),
        # a broadcast of two one-unit outputs, (N, 1) each, beside one of them (MXNet 1.9.1 on
        # (2, 3) and (2, 6): eager and hybridized (2, 1)), and a broadcast of a wider input by the
        # unit beside that input, the wider shape on both sides (eager and hybridized (2, 6))
        _UNIT_NOISE.format(level="self.level(x)", body="-0.5 * F.square(z) - F.log(sigma)"),
        _UNIT_NOISE.format(level="y", body="F.square(z) - y"),
        # a (R,) frequency Parameter times `F.arange(1, R + 1)`, two vectors (MXNet 1.9.1 on (6,):
        # eager and hybridized (6, 4)); a distance column broadcast against another column, (E, 1)
        # beside the column's envelope (eager and hybridized (6, 1))
        _BESSEL.format(row="freq * F.arange(1, self.num_radial + 1)", other="row.expand_dims(0)",
                       body="F.broadcast_mul(env, rbf)"),
        _BESSEL.format(row="freq", other="F.sin(col)", body="env * rbf"),
        # ... and a column broadcast against a (1,) total keeps the column's (E, 1) (MXNet 1.9.1 on
        # (6,): eager and hybridized (6, 1))
        _hf("col = x.expand_dims(1)\ns = F.broadcast_mul(col, F.sum(x))\nreturn (1 - col) * s"),
        # the key-degree row spread to the scores' (N, n, n) by broadcast_like before the `+`
        # (MXNet 1.9.1 on (2, 5, 4) and (2, 5, 5): eager and hybridized (2, 5, 5))
        _DEGREE_BIAS.format(row="F.broadcast_like(F.transpose(self.degree_bias(deg), axes=(0, 2, 1)), adj)"),
        # the folded key-mask row added to the self-attention scores by broadcast_add (MXNet 1.9.1 on
        # (2, 3, 5, 4) and (2, 3, 5): eager and hybridized (10, 3, 3)), and a cross-attention's scores
        # plus the (N, 1, M) row where the queries are one row (on (2, 1, 4), (2, 6, 3) and (2, 6):
        # eager and hybridized (2, 1, 6))
        _FOLDED_MASK.format(body="F.broadcast_add(F.batch_dot(q, k, transpose_b=True) * 0.5, bias)"),
        _CROSS_MASK,
        # session 70 (H509): the scores of one token against itself, T provably 1 (`expand_dims(1)` of
        # an (N, C) vector), are (N, 1, 1), the (N, 1, 1) row's shape (MXNet 1.9.1 on (2, 4), (2,):
        # eager and hybridized (2, 1, 1), equal)
        """
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.proj = nn.Dense(4, flatten=False, in_units=4)

    def hybrid_forward(self, F, x, flag):
        h = self.proj(x.expand_dims(1))
        scores = F.batch_dot(h, h, transpose_b=True)
        return scores + (flag > 0).reshape((-1, 1, 1))
""",
        # the double log-softmax scores with the matchability column added by broadcast_add, and
        # the column's own softmax over the set (axis 1, not its last) times the column, both
        # (N, n, 1) (MXNet 1.9.1 on (2, 5, 4) and (2, 6, 4): eager and hybridized (2, 5, 6) and
        # (2, 5, 1))
        _MATCH_SCORES.format(scores="F.log_softmax(sim, axis=2) + F.log_softmax(sim, axis=1)",
                             body="F.broadcast_add(scores, z)"),
        _MATCH_SCORES.format(scores="F.log_softmax(sim, axis=2)", body="F.softmax(z, axis=1) * z"),
        # session 68 (H488): a softmax by its default axis of data whose last axis is 1 by its form
        # -- a one-unit layer output plus a same-shaped mask bias, a one-unit output reshaped to
        # (-1, 1) -- is all 1s beside the unit column, the same shape (MXNet 1.9.1 on (2, 5, 4)
        # and (2, 5, 1): eager and hybridized (2, 1); on (2, 3, 4): eager and hybridized (2, 1))
        """
        from mxnet.gluon import HybridBlock, nn
        class BiasedPool(HybridBlock):
            def __init__(self):
                super().__init__()
                self.proj = nn.Dense(8, flatten=False, in_units=4)
                self.att = nn.Dense(1, flatten=False, in_units=8)
            def hybrid_forward(self, F, h, bias):
                e = self.att(F.tanh(self.proj(h)))
                w = F.softmax(e + bias)
                return F.sum(w * e, axis=1)
        """,
        """
        from mxnet.gluon import HybridBlock, nn
        class GateSoftmax(HybridBlock):
            def __init__(self):
                super().__init__()
                self.gate = nn.Dense(1, in_units=12)
            def hybrid_forward(self, F, x):
                g = self.gate(x)
                return F.softmax(F.reshape(g, (-1, 1))) * g
        """,
        # the scores of two parts of one split, both (N, 3, 3) (MXNet 1.9.1 on (2, 3, 4): eager and
        # hybridized (2, 3, 3))
        _SPLIT_SCORES.format(body="F.batch_dot(q, k, transpose_b=True) + F.batch_dot(k, q, transpose_b=True)"),
        # ... also when the MLP's hidden layers are added in a loop before the Dense(1) (MXNet
        # 1.9.1 on (3, 5): eager and hybridized (3, 1)); an FM's first-order Embedding of one unit
        # summed over the fields is (N, 1) like the keepdims pairwise term (MXNet 1.9.1 on (3, 5)
        # ids: eager and hybridized (3, 1))
        _DEEP_FM_LOOP.format(units=1),
        _FM_FIRST.format(units=1),
        # a (2,) Parameter against two (1,) losses concatenated on axis 0: the symbolic walk knows
        # both are (2,) (MXNet 1.9.1: eager and hybridized (1,))
        _UNCERTAINTY.format(tasks=2),
        # the (n_tasks,) Parameter split into self.n_tasks parts (self.n_tasks stores n_tasks) gives
        # (1,) parts, zipped item by item beside the (1,) task losses (MXNet 1.9.1 on (4, 6), (4, 1),
        # (4, 1): hybridized equal to eager, (1,))
        _TASK_WEIGHTS.format(shape="(n_tasks,)"),
        # a one-unit projection aggregated over neighbours is (N, 1), as the degrees are; the
        # product with a vector contracts its only axis, (N,) over the (N,) degrees (MXNet
        # 1.9.1 on (5, 4) and (5, 5): hybridized equal to eager, (5, 1) and (5,))
        _mean_aggregate(1, "deg = F.sum(adj, axis=1).reshape((-1, 1))\nreturn F.dot(adj, self.proj(x)) / deg"),
        _mean_aggregate(8, "h = F.sum(self.proj(x), axis=1)\nreturn F.dot(adj, h) / F.sum(adj, axis=1)"),
        # a value head of one unit plus an advantage head whose size is an argument that is 1 by
        # default: nothing says the two differ (MXNet 1.9.1: equal eagerly and hybridized, (3, 1))
        _DUELING.format(actions=1),
        # ... nor channels spelled as arithmetic of such an argument that comes to 1 by default
        # (MXNet 1.9.1 on (2, 3, 5, 5): (2, 1, 5, 5) eagerly and hybridized, equal)
        _GATED_OFFSETS.format(channels="2 * k - 1", k=1),
        _GATED_OFFSETS.format(channels="k // 2", k=3),
        # experts of one unit each: (N, 1, E) * (N, 1, E) (MXNet 1.9.1: equal eagerly and
        # hybridized, (2, 1, 4))
        _MOE.format(units=1),
        # a gate reshaped to (N, C, 1, 1) against the pooled (N, C, 1, 1) it came from, or
        # broadcast explicitly; a (T, D) table against the rows an Embedding looks up for
        # arange(T), both 2-D (MXNet 1.9.1: equal eagerly and hybridized)
        _excite("pooled * w.reshape((0, 0, 1, 1)) + pooled"),
        _excite("F.broadcast_mul(x, w.reshape((0, 0, 1, 1)))"),
        _excite("w.reshape((0, 0, 1, 1)) * F.expand_dims(F.expand_dims(w, 2), 2)"),
        # the pooled (N, C, 1, 1) against itself put back as (0, 0, 1, 1), also through a
        # shape-keeping op (MXNet 1.9.1: equal eagerly and hybridized)
        _excite("pooled * pooled.reshape((0, 0, 1, 1))"),
        _excite("pooled + F.relu(pooled).reshape((0, -1, 1, 1))"),
        _positions("F.arange(self.length)"),
        # the global context's (N, C, 1, 1) broadcast explicitly, or broadcast to the input
        # first (MXNet 1.9.1: equal eagerly and hybridized)
        _context("F.broadcast_add(x, context)"),
        _context("x + F.broadcast_like(context, x)"),
        # the pooled context against the input's keepdims spatial mean: both (N, C, 1, 1), the
        # walk proving the input 4-d through the pooling and the 1x1 conv (probes_s45_fp
        # attr/p10; MXNet 1.9.1: equal eagerly and hybridized)
        _pooled_context("context + F.mean(x, axis=(2, 3), keepdims=True)"),
        # a 1x1 conv over a keepdims channel mean gives the conv's channels back at axis 1: the
        # (N, C, H, W) gate of an (N, C, H, W) input; the spatial gate broadcast explicitly
        # (MXNet 1.9.1 on (2, 4, 3, 3): equal eagerly and hybridized)
        _band_gate("F.mean(x, axis=1, keepdims=True)", "x * gate", in_channels="1"),
        _band_gate("F.mean(x, axis=(2, 3), keepdims=True)", "F.broadcast_mul(x, gate)"),
        # a channel mean given its axis back by expand_dims, through a 1x1 conv: the conv's
        # channels again, (N, C, H, W) like the input; and the spatial one broadcast explicitly
        # (MXNet 1.9.1 on (2, 4, 3, 3): equal eagerly and hybridized)
        _band_gate("F.mean(x, axis=1).expand_dims(axis=1)", "x * gate", in_channels="1"),
        _band_gate("F.mean(x, axis=2).expand_dims(axis=2)", "F.broadcast_mul(x, gate)"),
        # a shape the caller passes, or a local bound twice, says nothing
        _frn("pass", "self, shape"),
        _frn("shape = (1, channels, 1, 1)\nif n_dim == 3:\n    shape = (1, channels, 1)"),
        # maximum/minimum with a number, of same-shape arrays, already broadcast, or by keyword
        _offset_relu("F.maximum(x, 0.0) + F.minimum(1, x)"),
        _offset_relu("F.maximum(x, F.zeros_like(x))"),
        _offset_relu("F.broadcast_maximum(x, tau)"),
        # axes counted from one input: one_hot against an array it is not computed from, an axis
        # added and dropped again (MXNet 1.9.1: equal eagerly and hybridized)
        _hf("return F.one_hot(label, 4) * F.log_softmax(x)", "self, F, x, label"),
        _hf("w = F.Cast(label, 'float32') + 1\nreturn F.sum(F.one_hot(label, 4), axis=1) * w",
            "self, F, x, label"),
        # a one-element constant against a (1,) total, and in an explicit broadcast (MXNet 1.9.1:
        # equal eagerly and hybridized)
        _threshold("return F.sum(pred) > _thresh"),
        _threshold("return self._greater_loss(F, loss, _thresh)",
                   "return F.broadcast_greater(sorted_loss, threshold)"),
        _hf("return F.maximum(x, y) + F.power(x, y)", "self, F, x, y"),
        # a method's parameters holding what its one caller builds from its input: two keepdims
        # reductions of one axis, or a reduction held by a local of the caller, which the
        # reading of the call's own arguments does not see (MXNet 1.9.1: equal eagerly and
        # hybridized, (2, 1))
        _mix("return self.mix(F, F.mean(x, axis=1, keepdims=True), F.max(x, axis=1, keepdims=True))"),
        _mix("m = F.mean(x, axis=1, keepdims=True)\n"
             "return self.mix(F, m, F.max(x, axis=1, keepdims=True))"),
        # a local of the caller read at its latest binding above the call: the keepdims mean
        # spread back over x by broadcast_like before it is passed (MXNet 1.9.1: equal eagerly
        # and hybridized, (2, 6))
        _mix("m = F.mean(x, axis=1, keepdims=True)\n"
             "m = F.broadcast_like(m, x)\n"
             "return self.mix(F, m, F.sigmoid(x))", "a * b"),
        # the pair of keepdims moments a helper returns, used with explicit broadcasts and
        # against each other (MXNet 1.9.1: equal eagerly and hybridized, (2, 6) and (2, 1))
        """
            from mxnet.gluon import HybridBlock


            def moments(F, t):
                mean = F.mean(t, axis=1, keepdims=True)
                var = F.mean(F.square(F.broadcast_sub(t, mean)), axis=1, keepdims=True)
                return mean, var


            class Norm(HybridBlock):
                def hybrid_forward(self, F, x):
                    mu, var = moments(F, x)
                    return F.broadcast_div(F.broadcast_sub(x, mu), F.sqrt(var + 1e-5)), mu * var
        """,
        # F.add_n takes arrays of one shape, so the sum of per-class counts is (1,) like each
        # count (a class-weighted segmentation loss; MXNet 1.9.1: eager and hybridized equal)
        """
            from mxnet.gluon import HybridBlock
            class ClassWeights(HybridBlock):
                def hybrid_forward(self, F, label):
                    counts = []
                    for i in range(3):
                        counts.append(F.sum(label == i))
                    total = F.add_n(*counts)
                    return F.sum(label == 0) / (total + 1e-7)
            """,
        # a full reduction plus what helpers return when each of their returns is a full reduction
        # too: two (1,)s (a loss plus a prior's log-density; MXNet 1.9.1: equal eager and
        # hybridized)
        """
            from mxnet.gluon import HybridBlock
            class Loss(HybridBlock):
                def _prior(self, F, p):
                    return F.sum(p * p)
                def _reg(self, F, p):
                    if p is None:
                        return p.mean()
                    return F.norm(p)
                def hybrid_forward(self, F, x, w):
                    total = F.sum(x)
                    total = total + self._prior(F, w)
                    return total - self._reg(F, w)
        """,
        # what a helper returns keeps its argument's declared shape: two (1, C, 1, 1) Parameters;
        # a helper with a return that shows nothing (`return x`, a local) tells nothing (MXNet
        # 1.9.1: both hybridize, equal to eager)
        """
            from math import sqrt

            from mxnet.gluon import HybridBlock


            def equalized(w):
                return w * sqrt(2)


            class Scale(HybridBlock):
                def __init__(self, channels):
                    super().__init__()
                    self.weight = self.params.get("weight", shape=(1, channels, 1, 1))
                    self.bias = self.params.get("bias", shape=(1, channels, 1, 1))

                def hybrid_forward(self, F, x, weight, bias):
                    return F.broadcast_mul(x, equalized(weight) + bias)
        """,
        """
            from mxnet.gluon import HybridBlock


            class Gate(HybridBlock):
                def __init__(self, channels):
                    super().__init__()
                    self.scale = self.params.get("scale", shape=(1, channels, 1, 1))

                def _gated(self, F, x, s):
                    if s is None:
                        return x
                    out = F.broadcast_mul(x, s)
                    return out

                def hybrid_forward(self, F, x, y, scale):
                    return y * self._gated(F, x, scale)
        """,
        # a Parameter declared through a local (`shape = (1, C, 1, 1)`) whose size-1 axes are the
        # axes a keepdims moments variance reduced: the same shape (EvoNorm B0's running variance
        # update; MXNet 1.9.1: (2, 4, 3, 3) eagerly and hybridized)
        """
            from mxnet.gluon import HybridBlock
            class Norm(HybridBlock):
                def __init__(self, channels):
                    super().__init__()
                    shape = (1, channels, 1, 1)
                    self.running_var = self.params.get('running_var', shape=shape, init='ones')
                def hybrid_forward(self, F, x, running_var):
                    _, var = F.moments(x, axes=(0, 2, 3), keepdims=True)
                    running_var = running_var * 0.9 + var * 0.1
                    return F.broadcast_mul(x, running_var)
        """,
        # a batch norm by hand whose statistics come from moments without keepdims, (C,) beside
        # an (N, C) input: with explicit broadcasts, and the two statistics against each other
        # (one shape) (MXNet 1.9.1, truth/t3_moments of H294: eager and hybridized (4, 3) and (3,))
        _hf("mean, var = F.moments(x, axes=0)\n"
            "return F.broadcast_div(F.broadcast_sub(x, mean), F.sqrt(var + 1e-5))"),
        _hf("mean, var = F.moments(x, axes=0)\nreturn mean * mean + var"),
        # real numpy's reduction of a shape tuple is a number, and so is arithmetic of it, in
        # place too: `coef * window_var` keeps its (C,) shape (a windowed batch norm's running variance;
        # MXNet 1.9.1, `truth/t1_np_scalar` of H217: eager (4,); with the shape read from the
        # constructor hybridized equal -- `x.shape` itself is HYB001's)
        """
            import numpy as np
            from mxnet.gluon import HybridBlock
            class WindowNorm(HybridBlock):
                def __init__(self, channels, window=3, momentum=0.9):
                    super().__init__()
                    self.window = window
                    self.momentum = momentum
                    self.running_var = self.params.get('running_var', shape=(channels,), init='ones')
                    self.window_var = self.params.get('window_var', shape=(channels,), init='ones')
                def hybrid_forward(self, F, x, running_var, window_var):
                    n = np.prod(x.shape) / x.shape[1]
                    n *= self.window
                    return self.momentum * running_var + (((1.0 - self.momentum) * n) / (n - 1)) * window_var
        """,
        # numpy reductions of literals and len(): numpy scalars, which Symbol operators take as
        # numbers (MXNet 1.9.1: eager and hybridized equal, (4,))
        """
            import numpy as np
            from mxnet.gluon import HybridBlock
            class Mix(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.sizes = [2, 3]
                    self.v = self.params.get('v', shape=(4,), init='ones')
                    self.u = self.params.get('u', shape=(4,), init='ones')
                def hybrid_forward(self, F, x, v, u):
                    k = np.sum([2, 3]) + np.max((1.0, len(self.sizes)))
                    return 0.5 * v + np.mean((k, 4)) * u + F.mean(x, axis=1, exclude=True)
        """,
        # a 2-D identity constant against a 2-D reshape: one rank is no evidence (a (3, 3) input
        # here; MXNet 1.9.1: eager and hybridized equal)
        """
            from mxnet import nd
            from mxnet.gluon import HybridBlock
            class Skew(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.eye = self.params.get_constant('eye', nd.eye(3))
                def hybrid_forward(self, F, x, eye):
                    return x.reshape((3, -1)) + eye
        """,
        # a module constant of 1 against a literal 1: one shape (MXNet 1.9.1: (2, 3, 1) both ways)
        """
            from mxnet.gluon import HybridBlock
            batch_size = 2
            one = 1
            class Net(HybridBlock):
                def hybrid_forward(self, F, x, y):
                    mask = F.broadcast_greater(y, F.zeros_like(y)).reshape((batch_size, -1, 1))
                    feature = x.reshape((batch_size, -1, one))
                    return mask * feature
        """,
        # noise drawn (2, 1, 1, 1) and repeated to (2, 3, 1, 1): the shape of the factor it meets
        # (a flow-augmentation block; MXNet 1.9.1: runs eagerly and hybridized, (2, 3, 4, 4))
        _hf("b = F.random.normal(shape=(2, 1, 1, 1)).repeat(repeats=3, axis=1)\n"
            "c = F.random.uniform(shape=(2, 3, 1, 1))\nreturn F.broadcast_mul(x, b * c)"),
        # a tiled literal plus a keepdims mean keeps the literal's (2, 3, 1, 1) (MXNet 1.9.1: runs)
        _hf("m = F.mean(x, axis=(2, 3), keepdims=True)\n"
            "b = F.tile(F.ones((2, 1, 1, 1)), reps=(1, 3, 1, 1))\nc = F.ones((2, 3, 1, 1))\n"
            "return F.broadcast_add(x, (m + b) * c)"),
        # an element count (`F.size_array`, shape (1,)) scaled by python numbers, against a sum over
        # all axes (1,): one shape (checked in MXNet 1.9.1: hybridized == eager)
        "from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n    def __init__(self, num_classes=4, **kwargs):\n        super().__init__(**kwargs)\n        self.num_classes = num_classes\n\n    def hybrid_forward(self, F, x, y):\n        c = self.num_classes\n        loss = F.sum(x - y)\n        n = F.size_array(x).astype('float32')\n        g = 3 * (c - 1) * ((n / c) - 1)\n        return g * loss\n",
        # a size read from `.shape` is a python int: `n - F.sum(m)` stays (1,) like `F.sum(loss)`
        # (the `.shape` read is HYB001's; with it read through F.shape_array, checked in MXNet 1.9.1:
        # hybridized == eager)
        _hf("loss = -F.sum(F.log_softmax(x), axis=1)\nignored = y == -1\n"
            "return F.sum(loss) / (x.shape[0] - F.sum(ignored))", "self, F, x, y"),
        # sizes the symbolic walk cannot relate prove nothing: the batch of x against that of y,
        # the -1 of the reshape against y's second axis (both (N, 3) here; checked in MXNet
        # 1.9.1: hybridized == eager)
        _hf("a = x.reshape((0, 1, -1))\nb = y.expand_dims(1)\nreturn a * b", "self, F, x, y"),
        # capsule squash: a module constant (`eps = np.finfo(float).eps`) keeps the keepdims shape
        """
            import numpy as np
            from mxnet.gluon import HybridBlock

            eps = np.finfo(float).eps

            class Caps(HybridBlock):
                def hybrid_forward(self, F, v):
                    s = F.sum(F.square(v), -1, keepdims=True)
                    return F.broadcast_mul(s / ((1 + s) * F.sqrt(s + eps)), v)
        """,
        # a count handed in as an input (Gluon passes python numbers eagerly): `2 * batch_size` is
        # arithmetic on a number, not an array of another shape
        _hf("return F.sum(F.square(label - pred)) / (2 * batch_size)", "self, F, pred, label, batch_size"),
        # parameters of one declared shape; a reduction of a different tensor
        _norm_params("F.broadcast_add(F.broadcast_mul(x, gamma + beta), reg)"),
        _hf("return F.sum(x * w, axis=1) + b", "self, F, x, w, b"),
        # numpy-mode operators broadcast
        """
            from mxnet.gluon import HybridBlock
            from mxnet.util import use_np
            @use_np
            class Center(HybridBlock):
                def hybrid_forward(self, F, x):
                    return x - x.mean(axis=1)
        """,
        # same shapes: the everyday case
        _hf("return x + y", "self, F, x, y"),
        _hf("return F.relu(x) * F.sigmoid(x)"),
        # scalars broadcast fine on Symbols too
        _hf("m = F.max(x, axis=1, keepdims=True)\nreturn (m * 2 + 1) > 0.5"),
        # the broadcast operators themselves (GluonCV SoftmaxHD)
        _hf("x_max = F.max(x, axis=1, keepdims=True)\nx_exp = F.exp(F.broadcast_minus(x, x_max))\n"
            "return F.broadcast_div(x_exp, F.sum(x_exp, axis=1, keepdims=True))"),
        # both sides reduced the same way have the same shape
        _hf("a = F.sum(x, axis=1, keepdims=True)\nb = F.mean(y, axis=1, keepdims=True)\n"
            "return a * b", "self, F, x, y"),
        # both expanded on the same axis
        _hf("return F.expand_dims(x, axis=1) + F.expand_dims(y, axis=1)", "self, F, x, y"),
        # a reduction without keepdims, and *_like constructors
        _hf("return F.sum(x, axis=1) + F.mean(x, axis=1)"),
        _hf("return x + F.ones_like(x)"),
        # a random draw shaped like its data is that data's shape: DropConnect's mask of a weight
        # Parameter (MXNet 1.9.1: eager, hybridized and fresh hybridized (4, 5))
        """
            from mxnet.gluon import HybridBlock
            class DropConnectDense(HybridBlock):
                def __init__(self, units=5, in_units=6, drop=0.3):
                    super().__init__()
                    self.units, self.drop = units, drop
                    self.weight = self.params.get('weight', shape=(units, in_units))
                def hybrid_forward(self, F, x, weight):
                    mask = F.random.uniform_like(weight) >= self.drop
                    return F.FullyConnected(x, weight * mask, no_bias=True, num_hidden=self.units)
        """,
        # eager-only branch
        _hf("if F is nd:\n    return x + F.ones((1, 1))\nreturn F.broadcast_add(x, F.ones((1, 1)))"),
        # an explicit full shape (a begin state) matches the other operand
        _hf("h = F.zeros((self._batch, self._hidden))\nreturn x + h"),
        # where() has the shape of its inputs: the masked scores and the mask agree (sknlp-style
        # attention pooling)
        _hf("logits = self.dense(x)\nmask = F.expand_dims(mask, axis=-1)\n"
            "neg = -1e18 * F.ones_like(logits)\n"
            "return F.softmax(F.where(mask, logits, neg), axis=0) * mask", "self, F, x, mask"),
        # a Parameter declared here against one the Gluon base layer passes in (a masked Conv2D)
        """
            from mxnet.gluon import nn
            class MaskedConv(nn.Conv2D):
                def __init__(self, channels, in_channels):
                    super().__init__(channels, 3, in_channels=in_channels)
                    self.mask = self.params.get("mask", shape=(channels, in_channels, 3, 3))
                def hybrid_forward(self, F, x, weight, bias=None, mask=None):
                    return super().hybrid_forward(F, x, weight=weight * mask, bias=bias)
        """,
        # trigonometric ops keep the shape (an additive angular margin on the picked logit)
        _hf("cos_t = F.pick(x, y, axis=1, keepdims=True)\n"
            "cos_m = F.cos(self._m1 * F.arccos(cos_t) + self._m3) - self._m2\n"
            "return cos_m - F.pick(F.relu(x), y, axis=1, keepdims=True)", "self, F, x, y"),
        # both factors are pt-shaped: a negated configuration scale keeps the evidence (focal loss)
        _hf("pt = F.pick(x, y, axis=-1, keepdims=True)\n"
            "return -self._alpha * ((1 - pt) ** self._gamma) * F.log(pt)", "self, F, x, y"),
        # a (1,) accumulator of full reductions
        _hf("total = F.array([0.])\nfor i in range(3):\n    total = total + F.sum(1 / (x + i))\n"
            "return total"),
        # a (1,) accumulator built by `F.zeros((1,))` and summed in a loop, beside a full
        # reduction, and the maximum of that literal (1,) and a full sum beside a mean: (1,) all
        # (MXNet 1.9.1: (1,) eager and hybridized, equal)
        _hf("acc = F.zeros((1,))\nfor i in range(3):\n    acc = acc + F.sum(x) / (i + 1)\n"
            "return acc + F.sum(x)"),
        _hf("return F.maximum(F.zeros((1,)), F.sum(x)) + F.mean(x)"),
        # ... and such a total summed in a helper's loop, beside a margin that a straight-line
        # helper computes from a full minimum (a range loss; MXNet 1.9.1: (1,) eager and
        # hybridized, equal)
        """
            from mxnet.gluon import HybridBlock

            class SpreadLoss(HybridBlock):
                def _margin(self, F, x):
                    return F.maximum(1.0 - F.min(x), 0)

                def _spread(self, F, x):
                    total = F.zeros((1,))
                    for i in range(3):
                        mean = 3 / F.sum(1 / (x + i + 1))
                        total = total + mean
                    return total

                def hybrid_forward(self, F, x):
                    return 0.5 * self._margin(F, x) + 0.1 * self._spread(F, x)
        """,
        # a literal size-1 shape and a keepdims reduction spelled to agree (capsule routing)
        _hf("b = F.zeros((1, 1152, 10, 1, 1))\nfor i in range(3):\n"
            "    a = F.reshape(F.batch_dot(x, y, transpose_a=True), shape=(-1, 1152, 10, 1, 1))\n"
            "    a = F.sum(a, axis=0, keepdims=True)\n    b = b + a\nreturn b", "self, F, x, y"),
        # ... with keepdims given positionally, as MXNet's generated signature allows
        # (MXNet 1.9.1: (1, 6, 4, 1, 1) eager and hybridized, equal)
        _hf("b = F.zeros((1, 6, 4, 1, 1))\nfor i in range(3):\n"
            "    a = F.reshape(F.batch_dot(x, y, transpose_a=True), shape=(-1, 6, 4, 1, 1))\n"
            "    a = F.sum(a, 0, True)\n    b = b + a\nreturn b", "self, F, x, y"),
        # ... and the keepdims reduction done in a module helper, returned through a local
        # (capsule routing's `matmul`; MXNet 1.9.1: runs hybridized, equal to eager)
        """
            from mxnet.gluon import HybridBlock

            def matmul(F, m1, m2, axis=1):
                prod = F.broadcast_mul(m1, m2)
                total = F.sum(prod, axis=axis, keepdims=True)
                return total

            class Routing(HybridBlock):
                def hybrid_forward(self, F, x):
                    b = F.zeros((2, 6, 3, 1, 1))
                    for i in range(3):
                        c = F.softmax(b, axis=2)
                        b = b + matmul(F, c, x, axis=4)
                    return b
        """,
        # a (1,) Parameter handed by hybrid_forward to a helper, times a full reduction there:
        # (1,) both (checked in MXNet 1.9.1: runs hybridized, equal to eager)
        """
            from mxnet.gluon import HybridBlock
            class Pen(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.c = self.params.get('c', shape=(1,), init='ones')
                def _penalty(self, F, c, x):
                    return c * F.sum(F.abs(x))
                def hybrid_forward(self, F, x, c):
                    return F.relu(x) + F.broadcast_mul(x, self._penalty(F, c, x))
        """,
        # a full reduction against another one, or against a (1,) Parameter
        _hf("return F.sum(F.square(x)) / F.sum(y)", "self, F, x, y"),
        # an operand of unknown kind is not taken for a number (gluonts SAN's `preds` against an
        # expanded scale stays flagged; an argmax index over an unknown size keeps no evidence)
        _hf("i = x.argmax(axis=2, keepdims=True)\nm = x.max(axis=2, keepdims=True) > 0\n"
            "return (i % self.size[1]) * m"),
        # ... an entry of a local shape tuple is a number too, whether the tuple is the input's
        # own shape or, on the other branch, a size attribute (imgclsmob's HeatmapMaxDetBlock:
        # two keepdims reductions over one axis, MXNet 1.9.1 eager and hybridized equal with
        # fixed_size, eager only otherwise -- HYB001's `x.shape`)
        _hf("in_size = self.in_size if self.fixed_size else x.shape[2:]\n"
            "v = x.reshape((0, 0, -3))\ni = v.argmax(axis=2, keepdims=True)\n"
            "m = v.max(axis=2, keepdims=True) > 0.0\n"
            "return (i % in_size[1]) * m + (i / in_size[1]).floor() * m"),
        _hf("hw = x.shape[2:]\nm = F.mean(x, axis=1, keepdims=True)\nreturn (m / hw[-1]) * m"),
        # a named reduction whose operand was rebound since
        _hf("m = F.mean(x, 0)\nx = F.relu(y)\nreturn x - m", "self, F, x, y"),
        # the variable was rebound to a full-shape value before use
        _hf("m = F.max(x, axis=1, keepdims=True)\nm = F.broadcast_sub(x, m)\nreturn x - m"),
        # a (1,) sum plus a term that is a (1,) sum or the number 0.0, over another (1,) sum
        # (MXNet's embedding-learning MarginLoss)
        _hf("if y is not None:\n    reg = F.sum(y) * self._nu\nelse:\n    reg = 0.0\n"
            "cnt = F.sum(x > 0)\nreturn (F.sum(x) + reg) / cnt", "self, F, x, y=None"),
        _hf("reg = F.sum(y) if self._nu else 0\nreturn (reg + F.sum(x)) / F.sum(x > 0)",
            "self, F, x, y"),
        # batch_dot's rank is not its inputs': (N, 1, 1) against a norm expanded to (N, 1, 1)
        # (MXNet's DSSM recommender)
        _hf("q = x.expand_dims(axis=2)\nk = y.expand_dims(axis=2)\n"
            "return F.batch_dot(q, k, transpose_a=True) / "
            "(q.norm(axis=1) * k.norm(axis=1) + 1e-9).expand_dims(axis=2)", "self, F, x, y"),
        _hf("s = F.batch_dot(x, y)\nreturn s * F.expand_dims(z, axis=-1)", "self, F, x, y, z"),
        # session 74 (H541): a batch_dot whose right operand ends in a size-1 axis is (N, L, 1),
        # as a keepdims sum over the last axis of its left operand (MXNet 1.9.1 on (2, 3, 4),
        # (2, 6, 4): eager and hybridized (2, 3, 1))
        _hf("den = F.batch_dot(x, F.expand_dims(F.sum(k, axis=1), axis=2))\n"
            "return den * F.sum(x, axis=-1, keepdims=True)", "self, F, x, k"),
        _hf("den = F.batch_dot(x, F.expand_dims(F.sum(k, axis=1), axis=2))\n"
            "return den * F.sum(x, axis=2, keepdims=True)", "self, F, x, k"),
        # ... and beside a width-1 slice spelled on axis 2: one size-1 last axis both (MXNet 1.9.1 on
        # (2, 3, 4), (2, 4): eager and hybridized (2, 3, 1), equal; a width-2 slice raises in `_minus`)
        _hf("return F.batch_dot(x, w.expand_dims(2)) - F.slice_axis(x, axis=2, begin=0, end=1)", "self, F, x, w"),
        # a one-step query's scores (N, 1, T) against a key mask put to (N, 1, T), and the scores
        # of an array against itself broadcast with it (MXNet 1.9.1: equal eagerly and
        # hybridized for (2, 1, 4), (2, 3, 4) and (2, 3); for (2, 3, 4) and (2, 3))
        _hf("s = F.batch_dot(q, k, transpose_b=True)\nreturn s + mask.expand_dims(1)", "self, F, q, k, mask"),
        _hf("s = F.batch_dot(h, h, transpose_b=True)\nreturn F.broadcast_add(s, mask.expand_dims(1))",
            "self, F, h, mask"),
        # the pair combined by a broadcasting op, but one of them rebound in between, or another
        # pair: nothing ties the operator's operands to the broadcast's
        _hf("m = mask > 0\nkept = F.broadcast_mul(x, m)\nm = F.broadcast_like(m, x)\nreturn kept + x * m",
            "self, F, x, mask"),
        _hf("return F.broadcast_mul(x, mask) + x * y", "self, F, x, y, mask"),
        # projections of two arrays (a one-step query's (N, 1, T) scores), or with transpose_a (the
        # columns are the projections' widths): nothing makes the scores' axes agree
        _projected_scores("s + valid.expand_dims(1)", keys="y"),
        _projected_scores("s + valid.expand_dims(1)", flags="transpose_a=True"),
        # ... and a threshold mask of such a value: (N,) split to (N, 1) by the -4 code and
        # compared with a number, against a class column expanded to (N, 1) (a Mask Scoring
        # R-CNN target generator; MXNet 1.9.1: `_mul` infers (N, 1), eager and hybridized equal)
        _hf("t = y.reshape((-4, -1, 1))\nflag = (t > 0.05)\nc = F.expand_dims(x, 1)\n"
            "return c * flag", "self, F, x, y"),
        _hf("t = y.reshape((-4, -1, 1))\nreturn F.expand_dims(x, 1) * (2 * t - 1)", "self, F, x, y"),
        _hf("s = x.reshape((0, 0, 1))\nreturn s - F.expand_dims(y, axis=-1)", "self, F, x, y"),
        # one quantile by default: the head's width is 1 too, equal shapes (MXNet 1.9.1 on (2, 5, 4)
        # and (2, 5): (2, 5, 1) eagerly and hybridized)
        _quantile_head("(0.5,)", "t.reshape((0, 0, 1)) - self.head(enc)"),
        # the file calls the block with inputs of one shape, or the operator's operand is not the
        # input the call gave (MXNet 1.9.1: eager and hybridized equal, both)
        """
        import mxnet as mx
        from mxnet.gluon import HybridBlock
        class Foo(HybridBlock):
            def hybrid_forward(self, F, a, b):
                return a + b
        foo = Foo()
        foo.hybridize()
        out = foo(mx.nd.ones((2, 3)), mx.nd.ones((2, 3)))
        """,
        """
        import mxnet as mx
        from mxnet.gluon import HybridBlock
        class Like(HybridBlock):
            def hybrid_forward(self, F, a, b):
                b = F.broadcast_like(b, a)
                return a + b
        like = Like()
        like.hybridize()
        out = like(mx.nd.ones((2, 3)), mx.nd.ones((1, 3)))
        """,
        # a full sum over a full sum clipped below by a number: both (1,) (a masked mean loss)
        _hf("mask = y >= 0\nloss = F.where(mask, x, F.zeros_like(x))\n"
            "return F.sum(loss) / F.maximum(F.sum(mask), 1).astype('float32')", "self, F, x, y"),
        _hf("return F.sum(x) / F.minimum(1, F.sum(y))", "self, F, x, y"),
        # a reduction bound in a branch that returns does not reach the code after it
        _hf("m = F.relu(x)\nif self.plain:\n    m = F.mean(x, 0)\n    return m\n"
            "return x - m"),
        # a pooled name bound in a branch that returns does not reach the code after it
        """
            from mxnet.gluon import nn
            class Parts(nn.HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.pool = nn.GlobalAvgPool2D()
                    self.score = nn.Conv2D(4, 1)
                def hybrid_forward(self, F, x):
                    if self.plain:
                        x = self.pool(x)
                        return x
                    s = F.softmax(self.score(x), axis=1)
                    return s * x
        """,
        # an identity matrix against a matrix of its own rank, or of a rank nothing shows
        _hf("return x + F.eye(4), F.linalg_gemm2(x, x, transpose_a=True) + 1e-4 * F.eye(4)"),
        """
            from mxnet.gluon import HybridBlock
            class Whiten(HybridBlock):
                def __init__(self, d, c):
                    super().__init__()
                    self.w = self.params.get("w", shape=(d, c))
                def hybrid_forward(self, F, x, w):
                    sigma = F.linalg.gemm2(w, w, transpose_a=True)
                    return F.linalg_potri(sigma + 1e-4 * F.eye(4))
        """,
        # the per-cluster term broadcast to (B, k) first; (k,) against (k,); the whitened
        # (B, k, d) against the (B, k, d) differences (MXNet 1.9.1: eager == hybridized)
        _mixture("return q + F.broadcast_like(F.linalg.slogdet(kr)[1].expand_dims(0), q, "
                 "lhs_axes=(0,), rhs_axes=(0,))"),
        _mixture("return F.linalg.sumlogdiag(kr) * 2 + F.linalg.slogdet(kr)[1]"),
        _mixture("return self._whiten(F, dx, kr) * dx"),
        # reshape targets with their size-1 axes in the same places, or beside a value of unknown
        # shape (a reshape alone does not say the author relies on broadcasting)
        _hf("a = F.reshape(x, (-1, 4, 1))\nb = y.reshape((-1, 4, 1))\nreturn a / (b + 1e-8), a * z",
            "self, F, x, y, z"),
        # a (1, -1) row whose only other size is inferred against a (1, 1): a one-element dot of a
        # one-hot row and a vector times a scalar input (round 31's timeSVD++; MXNet 1.9.1: eager
        # and hybridized (1, 1), equal); beside a named size the inferred axis is evidence (INVALID)
        _hf("return F.dot(u, a).reshape((1, -1)) * dev.reshape((1, 1))", "self, F, u, a, dev"),
        # the halves of a split array expanded on another axis, against each other (MXNet 1.9.1:
        # eager and hybridized (2, 1, 1), equal)
        _hf("a, b = F.split(F.expand_dims(x, axis=2), num_outputs=2, axis=1)\nreturn a * b"),
        # per-channel moments over all other axes, against each other: both (1, C, 1, 1) (MXNet
        # 1.9.1: eager and hybridized (1, 3, 1, 1), equal)
        _hf("m = F.mean(x, axis=1, exclude=True, keepdims=True)\n"
            "v = F.mean(F.square(x), axis=1, exclude=True, keepdims=True)\nreturn v - m * m"),
        # a normalized focal loss: `beta` rescaled by an explicit broadcast of a keepdims sum, both
        # (B, 1, H, W) like `log(pt)` from the same keepdims pick (MXNet 1.9.1: eager and
        # hybridized (2, 1, 4, 5), equal)
        _hf("pt = F.pick(F.softmax(x, axis=1), F.expand_dims(y, axis=1), axis=1, keepdims=True)\n"
            "beta = (1 - pt) ** 2\nmult = F.sum(beta, axis=(-2, -1), keepdims=True)\n"
            "beta = F.broadcast_mul(beta, mult)\nreturn -beta * F.log(F.minimum(pt + 1e-10, 1))",
            "self, F, x, y"),
        # a frame centred by an explicit broadcast, then divided by its own keepdims RMS with the
        # broadcasting operator (MXNet 1.9.1: eager and hybridized (2, 6), equal)
        _hf("z = F.broadcast_sub(x, F.mean(x, axis=1, keepdims=True))\n"
            "rms = F.sqrt(F.mean(F.square(z), axis=1, keepdims=True) + 1e-5)\nreturn F.broadcast_div(z, rms)"),
        # a quantile loss: width-1 slices of the last axis against a label expanded there, and the
        # accumulated loss against a mask expanded the same way: all (B, H, 1) (MXNet 1.9.1:
        # eager and hybridized (1,), equal)
        _hf("label = label.expand_dims(axis=-1)\ntotal = 0.0\nfor i, q in enumerate(self.qs):\n"
            "    d = F.slice_axis(pred, axis=-1, begin=i, end=i+1) - label\n"
            "    total = total + F.where(d < 0, (1 - q) * F.abs(d), q * F.abs(d))\n"
            "mask = w.expand_dims(axis=-1)\nreturn F.sum(total * mask)", "self, F, pred, label, w"),
        # two full reductions, one given its array as `data=` (a VAE's BCE + KL): both (1,)
        # (MXNet 1.9.1: eager and hybridized (1,), equal)
        _hf("bce = F.sum(F.square(x - y))\nkld = -0.5 * F.sum(data=1 + y - F.exp(y))\n"
            "return bce + kld", "self, F, x, y"),
        # keepdims=0 drops the axis like keepdims=False: both sides (N,)
        _hf("return F.sum(x, axis=1, keepdims=0) - F.mean(x, axis=1, keepdims=False)"),
        # two branches declared as Sequentials that both end in a global pool agree (a CBAM
        # channel gate), and a pool followed by Flatten is no longer 1x1 -- both sides (N, C)
        # (MXNet 1.9.1: hybridized == eager)
        """
            from mxnet.gluon import nn
            class ChannelGate(nn.HybridBlock):
                def __init__(self, c):
                    super().__init__()
                    self.avg = nn.HybridSequential()
                    self.avg.add(nn.GlobalAvgPool2D(), nn.Conv2D(c, 1))
                    self.max = nn.HybridSequential()
                    self.max.add(nn.GlobalMaxPool2D(), nn.Conv2D(c, 1))
                def hybrid_forward(self, F, x):
                    return F.broadcast_mul(x, F.sigmoid(self.avg(x) + self.max(x)))
        """,
        """
            from mxnet.gluon import nn
            class Heads(nn.HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.a = nn.HybridSequential()
                    self.a.add(nn.GlobalAvgPool2D(), nn.Flatten())
                    self.b = nn.HybridSequential()
                    self.b.add(nn.GlobalMaxPool2D(), nn.Flatten())
                def hybrid_forward(self, F, x):
                    return self.a(x) * self.b(x) + self.a(x)
        """,
        # two gates pooled the same way agree; a 3x3 child (spatial size unknown) passes nothing on
        _hf("a = F.contrib.AdaptiveAvgPooling2D(x, 1)\nb = F.contrib.AdaptiveMaxPooling2D(x, output_size=1)\n"
            "return a * b"),
        """
            from mxnet.gluon import nn
            class Gate(nn.HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.conv = nn.Conv2D(4, 3, padding=0)
                def hybrid_forward(self, F, x):
                    return F.sigmoid(self.conv(F.contrib.AdaptiveAvgPooling2D(x, 1))) + x
        """,
        # session 69 (H495): a cell of one hidden unit takes the (N, 1) product as its state, and
        # a column-scaled value handed to a cell as its data (no input size declared) or a state
        # scaled by a python number says nothing (MXNet 1.9.1: hybridized == eager)
        """
            from mxnet.gluon import HybridBlock, rnn
            class Reset(HybridBlock):
                def __init__(self, hidden=1):
                    super().__init__()
                    with self.name_scope():
                        self.cell = rnn.GRUCell(hidden, input_size=3)
                def hybrid_forward(self, F, x, h, starts):
                    h = h * (1 - (starts > 0)).reshape((-1, 1))
                    out, [h] = self.cell(x, [h])
                    return out
        """,
        # session 70 (H505): ... nor a cell whose hidden size defaults to 5 where the file's only
        # construction of the block passes 1 (a default is only the probable size; MXNet 1.9.1 on
        # (2, 3), (2, 1), (2,): hybridized == eager)
        """
            from mxnet.gluon import HybridBlock, rnn
            class Reset(HybridBlock):
                def __init__(self, hidden=5):
                    super().__init__()
                    with self.name_scope():
                        self.cell = rnn.GRUCell(hidden, input_size=3)
                def hybrid_forward(self, F, x, h, starts):
                    h = h * (1 - (starts > 0)).reshape((-1, 1))
                    out, [h] = self.cell(x, [h])
                    return out
            class Net(HybridBlock):
                def __init__(self):
                    super().__init__()
                    with self.name_scope():
                        self.inner = Reset(1)
                def hybrid_forward(self, F, x, h, starts):
                    return self.inner(x, h, starts)
        """,
        # session 70 (H505): a child whose input's axis 0 is read as a batch, called only on its
        # parent's (1, L, 2C) Parameter: its split parts are (1, L, C), the (1, L, C) mask's shape
        # (MXNet 1.9.1 on (2, 5, 4): hybridized == eager)
        """
            import numpy as np
            from mxnet.gluon import HybridBlock
            class Gate(HybridBlock):
                def __init__(self, length=5, units=4):
                    super().__init__()
                    mask = np.tril(np.ones((length, units), dtype="float32"))[None]
                    with self.name_scope():
                        self.mask = self.params.get_constant("mask", mask)
                def hybrid_forward(self, F, table, mask):
                    a, b = F.split(table, num_outputs=2, axis=-1)
                    return (a + mask) * F.sigmoid(b)
            class Net(HybridBlock):
                def __init__(self, length=5, units=4):
                    super().__init__()
                    with self.name_scope():
                        self.table = self.params.get("table", shape=(1, length, 2 * units))
                        self.gate = Gate(length, units)
                def hybrid_forward(self, F, x, table):
                    return F.broadcast_add(x, self.gate(table))
        """,
        """
            from mxnet.gluon import HybridBlock, rnn
            class Scaled(HybridBlock):
                def __init__(self):
                    super().__init__()
                    with self.name_scope():
                        self.cell = rnn.GRUCell(5)
                def hybrid_forward(self, F, x, h, starts):
                    out, [h] = self.cell(x * (starts > 0).reshape((-1, 1)), [h * 0.5])
                    return out
        """,
        # a size learnt from the consumer that equals the other operand's 1 (in_channels=1), a
        # consumer called only under a condition, a name rebound after the call, and a size
        # Gluon infers (in_channels defaulting to 0): nothing is proven to differ (each checked in
        # MXNet 1.9.1: hybridized == eager)
        """
            from mxnet.gluon import HybridBlock, nn


            class Gate(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.proj = nn.Conv2D(4, 1, in_channels=1)
                    self.score = nn.Conv2D(1, 1, in_channels=4)

                def hybrid_forward(self, F, x):
                    h = self.proj(x)
                    return x * F.sigmoid(self.score(h))
        """,
        """
            from mxnet.gluon import HybridBlock, nn


            class Gate(HybridBlock):
                def __init__(self, use_proj=False, **kwargs):
                    super().__init__(**kwargs)
                    self.use_proj = use_proj
                    self.proj = nn.Conv2D(1, 1, in_channels=4)
                    self.score = nn.Conv2D(1, 1)

                def hybrid_forward(self, F, x):
                    if self.use_proj:
                        x = self.proj(x)
                    return x * F.sigmoid(self.score(x))
        """,
        """
            from mxnet.gluon import HybridBlock, nn


            class Gate(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.proj = nn.Conv2D(4, 1, in_channels=4)
                    self.squeeze = nn.Conv2D(1, 1, in_channels=4)
                    self.score = nn.Conv2D(1, 1, in_channels=4)

                def hybrid_forward(self, F, x):
                    h = self.proj(x)
                    x = self.squeeze(x)
                    return x * F.sigmoid(self.score(h))
        """,
        """
            from mxnet.gluon import HybridBlock, nn


            class Gate(HybridBlock):
                def __init__(self, channels=0, **kwargs):
                    super().__init__(**kwargs)
                    self.proj = nn.Conv2D(4, 1, in_channels=channels)
                    self.score = nn.Conv2D(1, 1)

                def hybrid_forward(self, F, x):
                    h = self.proj(x)
                    return x * F.sigmoid(self.score(h))
        """,
        # a bias column declared (out_units, 1) against the product with a (k, 1) weight: both end
        # in 1, the 1 is no broadcast (a graph head's logistic score; MXNet 1.9.1: (6, 1) eager
        # and hybridized, equal)
        """
            from mxnet.gluon import HybridBlock
            class Head(HybridBlock):
                def __init__(self, in_units=4, out_units=6):
                    super().__init__()
                    self.w = self.params.get('w', shape=(in_units, 1))
                    self.b = self.params.get('b', shape=(out_units, 1))
                def hybrid_forward(self, F, X, w, b):
                    return F.dot(X, w) + b
        """,
        # a decoding state the file builds (n, 1) and feeds back, plus an input (n,) expanded to
        # (n, 1): the caller's arrays give one shape (sockeye 1.18's NormalizeAndUpdateFinished;
        # MXNet 1.9.1: eager and hybridized (4, 1), equal)
        _decoding_state("(self.n, 1)"),
        # a (1,) total over a total along axis 0 (a Cox loss's event count, the events a (B, 1)
        # column): the batch is reduced away on both sides (MXNet 1.9.1: eager and hybridized
        # (1,), equal)
        _hf("logL = -F.sum(x * y)\nn = F.sum(y, axis=0)\nreturn logL / (n + 1e-10)", "self, F, x, y"),
        # two stacked lists whose elements are reduced the same way: one shape (checked in MXNet
        # 1.9.1: hybridized == eager)
        """
            from mxnet.gluon import HybridBlock


            class Mix(HybridBlock):
                def hybrid_forward(self, F, x):
                    weights = []
                    scores = []
                    for i in range(3):
                        weights.append(F.sigmoid(F.sum(x, axis=1, keepdims=True) * i))
                        scores.append(F.max(x, axis=1, keepdims=True) * i)
                    return F.stack(*weights, axis=-1) * F.stack(*scores, axis=-1)
        """,
        # a block attribute every construction in the file fixes is read as its value: the axis
        # `Spread(1)` gives `self.axis` is the literal axis of the other side, one shape (MXNet
        # 1.9.1: eager and hybridized (2, 1), equal; reported before as two different axes)
        """
            from mxnet.gluon import HybridBlock


            class Spread(HybridBlock):
                def __init__(self, axis, **kwargs):
                    super(Spread, self).__init__(**kwargs)
                    self.axis = axis

                def hybrid_forward(self, F, x):
                    return F.max(x, axis=self.axis, keepdims=True) - F.min(x, axis=1, keepdims=True)


            net = Spread(1)
        """,
        # ... and keepdims=False from a default no construction overrides keeps both sides (N,)
        # (MXNet 1.9.1: eager and hybridized (2,), equal)
        """
            from mxnet.gluon import HybridBlock


            class Spread(HybridBlock):
                def __init__(self, keepdims=False, **kwargs):
                    super(Spread, self).__init__(**kwargs)
                    self.keepdims = keepdims

                def hybrid_forward(self, F, x):
                    return F.max(x, axis=1, keepdims=self.keepdims) - F.mean(x, axis=1)


            net = Spread()
        """,
        # the `else` of an `if` starts from the state before it: the keepdims pick under `if
        # self._sparse_label:` is not the `pred` the `else` multiplies (MXNet 1.9.1: both paths
        # (4, 1) eager and hybridized, max abs difference 0)
        """
            from mxnet.gluon import HybridBlock


            class Focal(HybridBlock):
                def __init__(self, sparse_label=True, **kwargs):
                    super(Focal, self).__init__(**kwargs)
                    self._sparse_label = sparse_label

                def hybrid_forward(self, F, pred, label):
                    if self._sparse_label:
                        pred = F.pick(pred, label, axis=-1, keepdims=True)
                        loss = -((1 - pred) ** 2) * F.log(pred)
                    else:
                        loss = -F.sum(F.log(pred) * label * ((1 - pred) ** 2), axis=-1, keepdims=True)
                    return loss
        """,
        # totals scaled by hyperparameters a block keeps in a dict (`params['lmb_xy']`,
        # `1 / self.batch_size`) and broadcast against another total stay (1,) (turicreate's
        # YOLOLoss; MXNet 1.9.1: (1,) eager and hybridized, max abs difference 0)
        """
            from mxnet.gluon import HybridBlock


            class DetectionLoss(HybridBlock):
                def __init__(self, parameters, batch_size, **kwargs):
                    super(DetectionLoss, self).__init__(**kwargs)
                    self.parameters = parameters
                    self.batch_size = batch_size

                def hybrid_forward(self, F, obj, err):
                    params = self.parameters
                    lmb_xy = params['lmb_xy']
                    count = F.sum(obj) + 1e-4
                    loss_xy = F.broadcast_div(lmb_xy * F.sum(obj * err), count)
                    loss_conf = 1 / self.batch_size * F.sum(err)
                    return loss_xy + loss_conf + F.sum(obj)
        """,
        # an `nd.` operator given a tensor is read as the F operator it stands for (HYB007
        # reports the namespace): `nd.log(py)` keeps the keepdims pick's shape, so the product
        # has one shape (a focal loss; MXNet 1.9.1 with F.log: eager and hybridized (2, 5, 1),
        # equal; as published the nd.log call itself fails hybridized, HYB007's finding)
        """
            from mxnet import nd
            from mxnet.gluon import HybridBlock
            class Focal(HybridBlock):
                def hybrid_forward(self, F, y, label):
                    py = F.softmax(y).pick(label, axis=-1, keepdims=True)
                    return -(0.25 * ((1 - py) ** 2)) * nd.log(py)
        """,
        # a child declared under `if self.pooled:` where the file builds the block with
        # pooled=False (the empty Sequential: the identity), or with both values, or nowhere:
        # which branch runs is not settled here (MXNet 1.9.1, Gate(pooled=False) on (2, 4, 8, 8):
        # eager and hybridized equal)
        _flag_gate("net = Gate(pooled=False)"),
        _flag_gate("a = Gate(pooled=True)\nb = Gate(pooled=False)"),
        _flag_gate(""),
        # ranks the code does not fix exactly say nothing: a squeeze of an input (its rank is the
        # caller's: a (2, 1, 3) input gives (2, 3) against (2, 3)), names bound to two ranks (each path pairs (2, 3) with (2, 3), (3,) with a (3,)
        # input; MXNet 1.9.1: eager and hybridized equal either way), a column of the Dense
        # output against a reduction of the same output over axis 1 (both (B,); MXNet 1.9.1:
        # eager and hybridized (2,), equal)
        _hf("d = F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)\n"
            "g = F.broadcast_to(F.expand_dims(F.arange(3), axis=0), (2, 0))\nreturn d * g"),
        _hf("if self.tiled:\n    a = F.broadcast_to(F.expand_dims(F.arange(3), axis=0), (2, 0))\n"
            "    b = F.sigmoid(F.broadcast_to(F.expand_dims(x, axis=0), (2, 0)))\n"
            "else:\n    a = F.arange(3)\n    b = F.sigmoid(x)\nreturn a * b"),
        _filterbank("F.exp(F.squeeze(F.slice_axis(params, axis=1, begin=3, end=4), axis=1))",
                    "return delta * F.sum(params, axis=1)"),
        # the op table's rank rules give both sides one rank (MXNet 1.9.1 on (2, 3, 4) and
        # (2, 2, 6): each hybridizes, equal to eager): softmax and L2Normalization keep the
        # data's; a dot of two matrices is one; a split's part with squeeze_axis drops the axis;
        # a sum excluding axis 1 keeps one, as a sum over axis 0 of a matrix does; repeat along an
        # axis keeps the rank (without one it flattens); FullyConnected flattens by default;
        # pick with keepdims keeps the rank
        _ranked("return F.softmax(h) * F.L2Normalization(h)"),
        _ranked("return F.dot(h, F.ones((12, 12))) * h"),
        _ranked("a = F.split(F.reshape(h, (0, 2, -1)), num_outputs=2, axis=1, squeeze_axis=True)[0]\n"
                "return a * F.slice_axis(h, axis=1, begin=0, end=6)"),
        _ranked("return F.sum(h, axis=1, exclude=True) * F.sum(h, axis=0)"),
        _ranked("return F.repeat(h, repeats=1, axis=1) * h"),
        _ranked("y = F.FullyConnected(x, F.ones((5, 12)), no_bias=True, num_hidden=5)\n"
                "return y * F.slice_axis(h, axis=1, begin=0, end=5)"),
        _ranked("return F.pick(h, F.zeros((2,)), axis=1, keepdims=True) * F.sum(h, axis=1, keepdims=True)"),
        # ranks read through reshape codes, two-tensor comparisons, *_like and one-axis argmax
        # (MXNet 1.9.1 on (2, 3, 4): each hybridizes, fresh too, equal to eager): -4 splits an
        # axis in two, -3 merges two and -2 copies the axes not yet read; the outer `>=` of a
        # row and a column beside another outer comparison of the same two
        _ranked("a = F.reshape(h, (0, -4, 2, -1))\nreturn F.sum(a, axis=1) * F.slice_axis(h, axis=1, begin=0, end=6)"),
        _ranked("a = F.reshape(F.expand_dims(h, 0), (-3, -2))\nreturn a * h"),
        _ranked("m = h >= F.relu(h)\nreturn m * h"),
        _ranked("return F.broadcast_like(F.sum(h, axis=1, keepdims=True), h) * h"),
        _ranked("return F.argmax(h, axis=1) * F.sum(h, axis=1)"),
        _ranked("t = F.sum(h, axis=1)\nat = F.broadcast_greater_equal(t.reshape((1, -1)), t.reshape((-1, 1)))\n"
                "return at * F.broadcast_lesser(t.reshape((1, -1)), t.reshape((-1, 1)))"),
        # a split's outputs held in a name (indexed, or starred into concat), a stack of a
        # starred list, topk (flat with axis=None) and diag (a matrix's diagonal is a vector)
        _ranked("parts = F.split(h, num_outputs=3, axis=1)\nreturn parts[0] * parts[2] + parts[1]"),
        _ranked("parts = F.split(h, num_outputs=2, axis=1)\nreturn F.concat(*parts, dim=1) * h"),
        _ranked("s = F.stack(*[h, F.relu(h)], axis=0)\nreturn s * F.stack(*[h, h], axis=0)"),
        _ranked("t = F.topk(h, k=2, axis=None, ret_typ='value')\nreturn t * F.ones((2,))"),
        _ranked("d = F.diag(F.dot(h, h, transpose_b=True))\nreturn d * F.sum(h, axis=1)"),
        # a split of one output is the array itself in NDArray ([0] takes its first row) and the
        # output in a Symbol: not ranked (MXNet 1.9.1: `F.split(h, num_outputs=1, axis=1)[0] *
        # F.ones((12,))` runs eagerly and fails hybridized, an eager/graph difference of its own)
        _ranked("a = F.split(h, num_outputs=1, axis=1)[0]\nreturn a * F.ones((12,))"),
        # a loop over a split's outputs binds one output a pass, of the split's rank: same-rank
        # operands, and a computed count's (1,) pieces by broadcast_mul (MXNet 1.9.1 on
        # (2, 3, 2, 2): eager and hybridized equal)
        _ranked("parts = F.split(h, num_outputs=3, axis=1)\nout = F.zeros_like(parts[0])\n"
                "for p in parts:\n    out = out + p * F.relu(p)\nreturn out"),
        _KNOTS % "F.broadcast_mul(a, F.relu(h - t))",
        # the fluent split, `h.split(...)`, is the operator's: its outputs keep the data's rank
        # (MXNet 1.9.1 on (2, 3, 2, 2): eager and hybridized equal)
        _ranked("p = h.split(num_outputs=2, axis=1)[0]\nreturn p * F.slice_axis(h, axis=1, begin=0, end=6)"),
        # a reduction over every axis but one (exclude=True, no keepdims) is a per-channel
        # statistic, (C,) like the (channels,) Parameter beside it: directly, through the name
        # holding a difference of the two, with the axis a number the constructor stores, and
        # against a (window, channels) Parameter through an explicit broadcast written in place
        # (MXNet 1.9.1, /work/eval/s39/h208/truth/t1_statistic_param: eager and hybridized equal)
        _statistic("m = F.mean(x, axis=1, exclude=True)\nreturn 0.9 * running_mean + 0.1 * m"),
        _statistic("m = F.mean(x, axis=1, exclude=True)\ninc = (m - running_mean) / 3\n"
                   "return running_mean + F.square(inc)"),
        _statistic("v = F.mean(F.square(x), axis=self.axis, exclude=True)\nreturn running_mean - v"),
        _statistic("m = F.mean(x, axis=1, exclude=True)\nreturn history - F.broadcast_mul(m.reshape((1, -1)), "
                   "F.broadcast_sub(history, running_mean.reshape((1, -1))))",
                   "self, F, x, running_mean, history",
                   '\n                    self.history = self.params.get("history", shape=(4, channels))'),
        # a row of a (window, channels) Parameter picked by a number is (channels,), as NDArray
        # indexing gives it (MXNet 1.9.1, truth/t1_statistic_param: eager (3,) - (3,); the
        # indexing itself is HYB003's, a TypeError hybridized)
        _statistic("return running_mean - history[self.axis, :]", "self, F, x, running_mean, history",
                   '\n                    self.history = self.params.get("history", shape=(4, channels))'),
        # an attribute this call rebinds holds what it was given last: a tensor of the input's
        # shape, and, read before the store, the constructor's number (MXNet 1.9.1,
        # /work/eval/s40/h221/truth/t4_attr_examples: eager and hybridized equal, both)
        """
            from mxnet.gluon import HybridBlock


            class Gate(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.g = 1.0

                def hybrid_forward(self, F, x):
                    self.g = F.sigmoid(x)
                    return self.g * x
        """,
        """
            from mxnet.gluon import HybridBlock


            class ReadFirst(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.s = 2.0

                def hybrid_forward(self, F, x):
                    y = self.s * x
                    self.s = F.sum(x)
                    return y
        """,
        # a size the block is built with, 1 by default or in the file's every construction, may
        # well equal the expand_dims axis (MXNet 1.9.1: with k=1 eager and hybridized equal)
        _edges("1"),
        _edges("3", "net = Edges(k=1)"),
        # ... and a tuple store whose default is 1: (N, K, 1) against (N, K, 1) (MXNet 1.9.1:
        # equal eagerly and hybridized, (4, 1))
        _mixture_mean("self.k, self.d = components, out_dim", default="1"),
        # per-channel fake quantisation: the quantised weight is an explicit broadcast of the
        # weight (through F.round), so it and `wq - weight` have the weight's shape; an EMA range
        # against a batch maximum reshaped to (1,) (MXNet 1.9.1: equal eagerly and hybridized)
        _fake_quant("scale = F.max(F.abs(weight), axis=1, keepdims=True) / 127\n"
                    "wq = F.broadcast_mul(F.round(F.broadcast_div(weight, scale)), scale)\n"
                    "return F.FullyConnected(x, weight + F.BlockGrad(wq - weight), num_hidden=4, no_bias=True)"),
        _fake_quant("batch_max = F.max(F.abs(x), axis=(0, 1)).reshape((1,))\n"
                    "return 0.9 * running_max + 0.1 * F.BlockGrad(batch_max)"),
        # a margin term of a contrastive loss: the max over axis 0 of the margin minus the
        # distance multiplied with broadcast_mul by one minus the label that an earlier product
        # gave the distance's shape; or a max over axis 0 of an array nothing ties to the label
        # (MXNet 1.9.1, /work/eval/s47/h285/mx/examples.py: (4,) labels, (4, 3) inputs, a (5, 4)
        # third input: eager and hybridized equal)
        _hf("d = F.sqrt(F.sum(F.square(x), axis=1))\n"
            "return y * F.square(d) + F.broadcast_mul(1 - y, F.square(F.max(1 - d, 0)))",
            "self, F, x, y"),
        _hf("d = F.sqrt(F.sum(F.square(x), axis=1))\n"
            "return y * F.square(d) + (1 - y) * F.square(F.max(z, 0))", "self, F, x, y, z"),
        # a batch_dot's output has 3 axes or more, but a reduction of it has a rank the code does
        # not state: with x (2, 4, 5), (4, 4) minus the identity (MXNet 1.9.1: equal eagerly and
        # hybridized, a fresh block too)
        _hf("g = F.batch_dot(x, x, transpose_b=True)\nreturn F.sum(g, axis=0) - F.eye(4)"),
        # positions of every token of a flattened id array: `tokens` may be one sequence (T,),
        # whose (T, 4) embeddings the (T, 4) positions match (MXNet 1.9.1 on (5,): equal eagerly
        # and hybridized)
        _token_positions("F.contrib.arange_like(tokens)"),
        # ... and positions of the last axis of ids computed from the input: `ids` has one axis at
        # least, its embeddings two, as the positions' (MXNet 1.9.1 on (5,): equal eagerly and
        # hybridized, a fresh block too)
        _local_token_positions("-1"),
        # the masked sum of a one-unit projection, (N, 1), over the counts (N, 1) (MXNet 1.9.1 on
        # (2, 6, 3) and (2,): equal eagerly and hybridized, a fresh block too)
        _pooled_lengths(1, "F.sum(h, axis=1) / F.sum(keep, axis=1).reshape((-1, 1))"),
        # per-sample counts made a column against an (N, 1) target: the column is the shape code
        # reshapes to for such targets (MXNet 1.9.1 on (2, 3, 4, 4) and (2, 1): eager, hybridized
        # and fresh hybridized (2, 1), equal)
        """
            from mxnet.gluon import HybridBlock, nn


            class Net(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.density = nn.Conv2D(1, 1, in_channels=3)

                def hybrid_forward(self, F, x, target):
                    count = F.sum(self.density(x), axis=(1, 2, 3)).reshape((-1, 1))
                    return F.abs(count - target)
        """,
        # a merged LoRA weight: the (units, in_units) Parameter plus the product of its (units,
        # rank) and (rank, in_units) factors, 2-D like it (MXNet 1.9.1 on (3, 6): equal eagerly
        # and hybridized, a fresh block too)
        """
            from mxnet.gluon import HybridBlock


            class Net(HybridBlock):
                def __init__(self, units=4, in_units=6, rank=2):
                    super().__init__()
                    self.units = units
                    with self.name_scope():
                        self.weight = self.params.get("weight", shape=(units, in_units))
                        self.down = self.params.get("down", shape=(rank, in_units))
                        self.up = self.params.get("up", shape=(units, rank))

                def hybrid_forward(self, F, x, weight, down, up):
                    return F.FullyConnected(x, weight + F.dot(up, down), no_bias=True, num_hidden=self.units)
        """,
        # the keepdims channel mean (N, 1, H, W-1) against the finite difference of a
        # one-channel conv's output, (N, 1, H, W-1) through the helper (MXNet 1.9.1 on
        # (2, 3, 5, 6): equal eagerly and hybridized, a fresh block too)
        _smoothness(", keepdims=True"),
        # a MAML inner loop on a one-output linear model: the row weight (1, in_units) against
        # `lr * F.dot(err, x, transpose_a=True)` of the (N, 1) residual is (1, in_units) too, and
        # the (1,) bias against a scaled total over axis 0 (MXNet 1.9.1 on (6, 4), (6, 1): eager,
        # hybridized and fresh hybridized (6, 1), equal)
        """
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def __init__(self, in_units=4, steps=2, lr=0.1):
                    super().__init__()
                    self.steps, self.lr = steps, lr
                    self.weight = self.params.get("weight", shape=(1, in_units))
                    self.bias = self.params.get("bias", shape=(1,))

                def hybrid_forward(self, F, x, y, weight, bias):
                    w, b = weight, bias
                    for _ in range(self.steps):
                        err = F.FullyConnected(x, w, b, num_hidden=1) - y
                        grad_w = F.dot(err, x, transpose_a=True) * 0.5
                        grad_b = F.sum(err, axis=0) * 0.5
                        w = w - self.lr * grad_w
                        b = b - self.lr * grad_b
                    return F.FullyConnected(x, w, b, num_hidden=1)
        """,
        # Meta-SGD: a (1,) learned rate broadcast onto that gradient keeps its (1, in_units)
        # shape (MXNet 1.9.1: eager, hybridized and fresh hybridized (6, 1), equal)
        """
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def __init__(self, in_units=4):
                    super().__init__()
                    self.weight = self.params.get("weight", shape=(1, in_units))
                    self.log_lr = self.params.get("log_lr", shape=(1,))

                def hybrid_forward(self, F, x, y, weight, log_lr):
                    lr = F.sigmoid(log_lr)
                    grad = F.dot(F.dot(x, weight, transpose_b=True) - y, x, transpose_a=True)
                    w = weight - F.broadcast_mul(lr, grad)
                    return F.dot(x, w, transpose_b=True)
        """,

        # the same with the conv called after the edge weights: the conv shows the image 4-D
        # on every call, so the channel mean taken before it is (N, 1, H, W-1) too (MXNet 1.9.1
        # on (2, 3, 5, 6): equal eagerly and hybridized, a fresh block too)
        _smoothness(", keepdims=True", conv_last=True),
        # get_constant values whose numpy code gives their rank (constant_shapes), against
        # operands of the same rank: a (L, L) distance table through `pos[None] - pos[:, None]`
        # broadcast by name against the (H, 1, 1) slopes; a (T, D) rotary cache built by
        # `np.cos(np.outer(...))` times a (T, D) reshape; an (n, 1) column `(...)[:, None]` plus
        # an (n, 1) reshape; a 1-D `np.exp(-np.linspace(...))` times a 1-D reshape; a transposed
        # stack given a last axis against a 3-D reshape (MXNet 1.9.1: eager, hybridized and fresh
        # hybridized equal, (2, 2, 5, 5), (5, 4), (5, 1), (6,), (3, 2, 1))
        _numpy_constant_block("RelBias", "F.broadcast_add(x, F.broadcast_mul(slopes, dist.expand_dims(0)))"),
        _numpy_constant_block("Rotary", "x.reshape((-1, 4)) * cos"),
        _numpy_constant_block("Ramp", "x.reshape((-1, 1)) + ramp"),
        _numpy_constant_block("Decay", "x.reshape((-1,)) * prior"),
        # the (5,) table broadcast explicitly against a batch of rows (MXNet 1.9.1 on (2, 4, 5):
        # equal eagerly and hybridized)
        """
            from mxnet.gluon import HybridBlock

            PENTATONIC = [1.0, 0.5, 1.0, 0.5, 1.0]


            class ScaleWeights(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.w = self.params.get_constant("w", PENTATONIC)

                def hybrid_forward(self, F, notes, w):
                    return F.broadcast_mul(notes, w)
        """,
        _numpy_constant_block("Grid", "x.reshape((0, 2, 1)) - grid"),
        # a (T, T) constant a module-level helper returns, broadcast explicitly against the
        # (N, T, T) scores, and added by a plain `+` to a `dot` of two (T, d) inputs of its rank
        # (MXNet 1.9.1 on (2, 5, 3) and on (5, 3): eager and hybridized equal)
        _CAUSAL_HELPER % "F.broadcast_add(F.batch_dot(q, k, transpose_b=True), mask)",
        _CAUSAL_HELPER % "F.dot(q, k, transpose_b=True) + mask",
        # the segment mask a helper fills in a loop, broadcast explicitly against the (N, T, T)
        # scores (MXNet 1.9.1 on (2, 6, 3): eager and hybridized equal)
        _SEGMENT_MASK_HELPER % "F.broadcast_add(F.batch_dot(q, k, transpose_b=True), mask.expand_dims(0))",
        # the (1, 1, H, W) checkerboard a helper returns, broadcast explicitly against the (N, C,
        # H, W) input, or times a product of itself (equal shapes; MXNet 1.9.1 on (2, 2, 4, 4):
        # eager and hybridized equal)
        _CHECKER_HELPER % "F.broadcast_mul(x, mask)",
        # session 72 (H525): one helper called by two blocks, each handing it equal shapes (the
        # outer its input and a 1x1 conv of it, the inner a pooled local and a 1x1 conv of that;
        # MXNet 1.9.1 on (2, 2, 4, 4): eager and hybridized equal, probes_s72 percall2/p05)
        _TWO_BLOCK_GATE % ("x * F.sigmoid(g)", "_gate(F, x, self.fc(x))"),
        # anchors concatenated from two (1, A, 2) draws, met by broadcast ops (MXNet 1.9.1 on
        # (2, 6, 4): eager and hybridized equal, probes_s72 retinanet/p07)
        _CONCAT_ANCHORS % "F.broadcast_add(F.broadcast_mul(p_ctr, a_size), a_ctr)",
        # (B, T, V, D) variables weighted by (B, T, V, 1) weights through broadcast_mul (MXNet 1.9.1
        # on (2, 4, 12): eager and hybridized equal, probes_s72 tft/p03)
        _VARIABLE_SELECTION % "F.broadcast_mul(vars_, F.expand_dims(w, -1))",
        # the helper's `lead` given the batch the block is fed: equal (2, 1, 4, 4) shapes (MXNet
        # 1.9.1 on (2, 1, 4, 4): eager and hybridized equal, probes_s72 percall2/p11)
        _LEAD_HELPER % "position_bias(size, size, lead=batch)",
        _CHECKER_HELPER % "F.broadcast_mul(x, mask * (1 - mask))",
        # each focal level's output gated by one input channel through broadcast_mul (MXNet 1.9.1
        # on (2, 6, 4, 4): eager and hybridized equal)
        _FOCAL_LEVELS % "F.broadcast_mul(ctx, F.slice_axis(x, axis=1, begin=self._dim + l, end=self._dim + l + 1))",
        # a boundary mask compared and or-ed from a 1-D grid is 1-D, like the reshaped input
        # (MXNet 1.9.1 on (5,): eager and hybridized equal)
        _numpy_constant_block("Edge", "x.reshape((-1,)) * edge"),
        # a stack of two 1-D ranges against a 2-D reshape, and (N, B, 4) boxes divided by the
        # (4,) image size by broadcast_div (MXNet 1.9.1 on (2, 5) and (2, 8): eager and
        # hybridized equal)
        _numpy_constant_block("Bounds", "x.reshape((2, -1)) - bounds"),
        _numpy_constant_block("BoxScale", "F.broadcast_div(x.reshape((0, -1, 4)), scale)"),
        # one shape whichever branch the trace takes, put right by broadcast_mul (MXNet 1.9.1 on
        # (2, 3, 4): eager and hybridized equal)
        hybrid_forward_example("m = F.mean(x, axis=(1, 2), keepdims=True)\n"
                               "alpha = F.ones_like(m) if autograd.is_training() else 0.5 * F.ones_like(m)\n"
                               "return F.broadcast_mul(alpha, x)", _AUTOGRAD_HEAD),
        # a Cox partial likelihood by risk sets: one element of the 1-D risk scores, a width-1
        # slice, is (1,) like the log-sum-exp of the set (MXNet 1.9.1 on (6, 5): eager and
        # hybridized equal)
        """
            from mxnet.gluon import HybridBlock, nn


            class Net(HybridBlock):
                def __init__(self, steps=4, **kwargs):
                    super().__init__(**kwargs)
                    self.steps = steps
                    with self.name_scope():
                        self.risk = nn.Dense(1, in_units=5)

                def hybrid_forward(self, F, x):
                    risk = self.risk(x).reshape((-1,))
                    terms = []
                    for i in range(self.steps):
                        head = F.slice_axis(risk, axis=0, begin=0, end=i + 1)
                        terms.append(F.slice_axis(risk, axis=0, begin=i, end=i + 1) - F.log(F.sum(F.exp(head))))
                    return F.concat(*terms, dim=0)
        """,
        # constructor numbers stored by one tuple assignment (`self.sigma1, self.sigma2 = ...`)
        # are python numbers in a helper's arithmetic: the two log densities of the (3, 5)
        # Parameters keep their shape (MXNet 1.9.1 on (4, 5): eager and hybridized equal)
        """
            import math

            from mxnet.gluon import HybridBlock


            def log_gaussian(F, x, sigma):
                return -0.5 * math.log(2 * math.pi) - math.log(sigma) - F.square(x) / (2 * sigma ** 2)


            class Net(HybridBlock):
                def __init__(self, units=3, in_units=5, sigma1=1.0, sigma2=0.1, **kwargs):
                    super().__init__(**kwargs)
                    self.units, self.sigma1, self.sigma2 = units, sigma1, sigma2
                    with self.name_scope():
                        self.w_mu = self.params.get("w_mu", shape=(units, in_units))
                        self.w_rho = self.params.get("w_rho", shape=(units, in_units))

                def hybrid_forward(self, F, x, w_mu, w_rho):
                    log_prior = F.log(0.5 * F.exp(log_gaussian(F, w_mu, self.sigma1))
                                      + 0.5 * F.exp(log_gaussian(F, w_mu, self.sigma2)))
                    log_post = -F.log(F.Activation(w_rho, act_type="softrelu"))
                    kl = F.sum(log_post - log_prior)
                    return F.FullyConnected(x, w_mu, no_bias=True, num_hidden=self.units), kl
        """,
        # Bayes by backprop: noise made with a declared Parameter's shape (`self.w_mu.shape`, a
        # python tuple) has that shape, as `F.zeros_like(w_mu)` has, so `sigma * eps` meets the
        # (units, in_units) `sigma` of `w_rho` (MXNet 1.9.1 on (3, 4): eager, hybridized and a
        # fresh block hybridized first alike)
        """
            import math

            from mxnet.gluon import HybridBlock


            class BayesDense(HybridBlock):
                def __init__(self, units=5, in_units=4, **kwargs):
                    super().__init__(**kwargs)
                    self._units = units
                    with self.name_scope():
                        self.w_mu = self.params.get("w_mu", shape=(units, in_units))
                        self.w_rho = self.params.get("w_rho", shape=(units, in_units), init="zeros")

                def hybrid_forward(self, F, x, w_mu, w_rho):
                    sigma = F.log(1 + F.exp(w_rho))
                    eps = F.zeros(shape=self.w_mu.shape)
                    w = w_mu + sigma * eps
                    return F.FullyConnected(x, w, no_bias=True, num_hidden=self._units)
        """,
        # NoisyNet: the factorised noise handed in, its outer product by `linalg.gemm2` of a
        # column and a row (2-D, as its operands are), beside the (units, in_units) sigma (MXNet
        # 1.9.1 on (4, 6), (6,) and (3,): eager and hybridized equal)
        """
            from mxnet.gluon import HybridBlock


            class Net(HybridBlock):
                def __init__(self, units=3, in_units=6, **kwargs):
                    super().__init__(**kwargs)
                    self._units = units
                    with self.name_scope():
                        self.w_mu = self.params.get("w_mu", shape=(units, in_units))
                        self.w_sigma = self.params.get("w_sigma", shape=(units, in_units))

                def hybrid_forward(self, F, x, eps_in, eps_out, w_mu, w_sigma):
                    f_in = F.sign(eps_in) * F.sqrt(F.abs(eps_in))
                    f_out = F.sign(eps_out) * F.sqrt(F.abs(eps_out))
                    noise = F.linalg.gemm2(f_out.reshape((-1, 1)), f_in.reshape((1, -1)))
                    weight = F.elemwise_add(w_mu, w_sigma * noise)
                    return F.FullyConnected(x, weight, no_bias=True, num_hidden=self._units)
        """,
        # NoisyNet with the outer product by `dot` of an expanded column and row (two axes or
        # more) fed to FullyConnected as its weight (two axes at most, checked eagerly too; MXNet
        # 1.9.1 on (4, 6), (6,) and (3,): eager and hybridized equal)
        """
            from mxnet.gluon import HybridBlock


            class Net(HybridBlock):
                def __init__(self, units=3, in_units=6, **kwargs):
                    super().__init__(**kwargs)
                    self._units = units
                    with self.name_scope():
                        self.w_mu = self.params.get("w_mu", shape=(units, in_units))
                        self.w_sigma = self.params.get("w_sigma", shape=(units, in_units))

                def hybrid_forward(self, F, x, eps_in, eps_out, w_mu, w_sigma):
                    weight = w_mu
                    weight = weight + w_sigma * F.dot(eps_out.expand_dims(1), eps_in.expand_dims(0))
                    return F.FullyConnected(x, weight, no_bias=True, num_hidden=self._units)
        """,
        # NoisyNet noise frozen at construction: `rng.randn(n)` is 1-D (numpy's randn takes one
        # int per axis), so the outer product of the two is as 2-D as the Parameter (MXNet 1.9.1
        # on (4, 6): eager and hybridized equal)
        """
            import numpy as np
            from mxnet.gluon import HybridBlock


            class Net(HybridBlock):
                def __init__(self, units=3, in_units=6, **kwargs):
                    super().__init__(**kwargs)
                    rng = np.random.RandomState(0)
                    with self.name_scope():
                        self.w_sigma = self.params.get("w_sigma", shape=(units, in_units))
                        self.eps_in = self.params.get_constant("eps_in", rng.randn(in_units))
                        self.eps_out = self.params.get_constant("eps_out", rng.randn(units))

                def hybrid_forward(self, F, x, w_sigma, eps_in, eps_out):
                    noise = F.broadcast_mul(eps_out.expand_dims(1), eps_in.expand_dims(0))
                    return F.dot(x, w_sigma * noise, transpose_b=True)
        """,
        # a GAN discriminator's loss: two full means and a softmax_cross_entropy, all (1,)
        # (MXNet 1.9.1 on (4, 3) and (4,): eager and hybridized equal)
        _hf("cls_loss = F.softmax_cross_entropy(x, F.floor(F.abs(label) * 2.99)) / 2\n"
            "return -F.mean(x) + F.mean(F.square(x)) + 0.5 * cls_loss", "self, F, x, label"),
        # Fourier bases from a time column and a frequency row by broadcast_mul, scaled by
        # `math.pi` (MXNet 1.9.1: eager and hybridized equal)
        hybrid_forward_example("t = (F.arange(6) / 6).reshape((-1, 1))\n"
                               "k = F.arange(1, 4).reshape((1, -1))\n"
                               "return F.cos(2 * math.pi * F.broadcast_mul(t, k))", "import math\n" + _HEAD),
        # a width-1 slice of one input against another input: nothing here says the other is
        # wider than one column (MXNet 1.9.1 on (4, 12) and (4, 1): eager and hybridized equal)
        _hf("first = F.slice_axis(x, axis=1, begin=0, end=1)\n"
            "return y - first", "self, F, x, y"),
        # self loops added to one adjacency matrix, read at axis 1 only: 2 axes may be all it
        # has (MXNet 1.9.1 on (4, 4): eager and hybridized equal)
        _hf("a = F.abs(x) + F.eye(4)\n"
            "deg = F.sum(a, axis=1)\n"
            "return F.broadcast_div(a, deg.reshape((-1, 1)))"),
        # ... and a read at axis 2 that may not run (under a branch) bounds nothing
        hybrid_forward_example("a = F.abs(x) + F.eye(4)\n"
                               "if autograd.is_training():\n"
                               "    return F.sum(a, axis=2)\n"
                               "return a", _AUTOGRAD_HEAD),
        # ... nor against the sliced name once it is rebound (here to a one-column mean)
        _hf("first = F.slice_axis(x, axis=1, begin=0, end=1)\n"
            "x = F.mean(x, axis=1, keepdims=True)\n"
            "return x - first"),
        # a reduction over axis 0 without keepdims against a (K,) total: both may be (K,) (rows of
        # K columns), so nothing shows two shapes
        """
        from mxnet.gluon import HybridBlock
        class Totals(HybridBlock):
            def __init__(self):
                super().__init__()
                self.codes = self.params.get("codes", shape=(5, 6))
            def hybrid_forward(self, F, x, codes):
                sq = F.sum(codes * codes, axis=1)
                return F.sum(x * x, axis=0) + sq
        """,
        # a per-sample scale (N, 1, 1, 1) times an input the layer after it declares one channel
        # for: the input may be (N, 1, 1, 1) as well (MXNet 1.9.1 on (2, 1, 1, 1): eager and
        # hybridized (2, 4, 1, 1), equal)
        """
        from mxnet.gluon import HybridBlock, nn
        class Scaled(HybridBlock):
            def __init__(self):
                super().__init__()
                with self.name_scope():
                    self.conv = nn.Conv2D(4, 1, in_channels=1)
            def hybrid_forward(self, F, x, t):
                scale = F.sigmoid(t).reshape((-1, 1, 1, 1))
                y = x * scale
                return self.conv(y)
        """,
        # ... and against a 3-channel layer, the product rebound before it (its three copies
        # concatenated): the product itself may be (N, 1, 1, 1) (MXNet 1.9.1: equal)
        """
        from mxnet.gluon import HybridBlock, nn
        class Scaled(HybridBlock):
            def __init__(self):
                super().__init__()
                with self.name_scope():
                    self.conv = nn.Conv2D(4, 1, in_channels=3)
            def hybrid_forward(self, F, x, t):
                scale = F.sigmoid(t).reshape((-1, 1, 1, 1))
                y = x * scale
                y = F.concat(y, y, y, dim=1)
                return self.conv(y)
        """,
        # a keepdims channel mean of another input (rank unknown, 1 on axis 1) gating an input
        # whose product feeds a one-channel convolution: both may be (N, 1, H, W) (MXNet 1.9.1 on
        # (2, 1, 5, 5), (2, 6, 5, 5): eager and hybridized (2, 4, 3, 3), equal)
        """
        from mxnet.gluon import HybridBlock, nn
        class Gated(HybridBlock):
            def __init__(self):
                super().__init__()
                with self.name_scope():
                    self.conv = nn.Conv2D(4, 3, in_channels=1)
            def hybrid_forward(self, F, x, m):
                gate = F.sigmoid(F.mean(m, axis=1, keepdims=True))
                return self.conv(x * gate)
        """,
        # a one-hot has 2 axes or more, which a 2-D operand may match (MXNet 1.9.1 on (4,):
        # eager and hybridized (4, 3), equal)
        _hf("return F.one_hot(label, 3) * F.ones((4, 3))", "self, F, label"),
        # an Embedding's output (2 axes or more) plus a 2-D constant: a 1-D id sequence makes them
        # one shape (MXNet 1.9.1 on (5,): eager and hybridized (5, 4), equal)
        """
        import numpy as np
        from mxnet.gluon import HybridBlock, nn
        class Positions(HybridBlock):
            def __init__(self, length=5, dim=4):
                super().__init__()
                with self.name_scope():
                    self.embed = nn.Embedding(10, dim)
                    self.pos = self.params.get_constant("pos", np.zeros((length, dim)))
            def hybrid_forward(self, F, ids, pos):
                return self.embed(ids) + pos
        """,
        # an expand_dims on axis 1 against a keepdims mean over that same axis: both have size 1
        # there, whatever the rest (MXNet 1.9.1 on (4, 6): eager and hybridized (4, 1, 6), equal)
        _hf("e = x.expand_dims(1)\nreturn e - F.mean(e, axis=1, keepdims=True)"),
        # a dict display's keepdims entry stored over with its broadcast before the read: the
        # entry no longer holds what the display made (MXNet 1.9.1 on (4, 3): eager and
        # hybridized (4, 3), equal) ...
        _hf('stats = {"m": F.max(x, axis=1, keepdims=True)}\n'
            'stats["m"] = F.broadcast_like(stats["m"], x)\nreturn x - stats["m"]'),
        # ... and a tuple display of two equal shapes unpacked, and a new key stored with the
        # broadcast (the same: (4, 3), equal)
        _hf("pair = (x, F.broadcast_like(F.mean(x, axis=1, keepdims=True), x))\na, m = pair\nreturn a - m"),
        _hf('stats = {"m": F.max(x, axis=1, keepdims=True)}\n'
            'stats["b"] = F.broadcast_like(stats["m"], x)\nreturn x - stats["b"]'),
        # a Parameter declared with 0s (deferred): Gluon infers them from the elementwise operator
        # itself, so the Parameter takes the other operand's shape (MXNet 1.9.1 on (4, 6): eager
        # and hybridized (4, 6), equal)
        """
        from mxnet.gluon import HybridBlock
        class Scale(HybridBlock):
            def __init__(self):
                super().__init__()
                with self.name_scope():
                    self.w = self.params.get("w", shape=(0, 0), allow_deferred_init=True)
            def hybrid_forward(self, F, x, w):
                return x * w
        """,
        # attentive pooling whose one-channel scores come from a conv declared with the input's
        # channels, one by default: the scores may be the input's shape (MXNet 1.9.1 on (2, 1, 7):
        # eager and hybridized (2, 1), equal)
        _ATTENTIVE_POOL.format(channels=1),
        # slices of literal bounds take that many elements wherever MXNet runs them (it raises on
        # bounds outside the axis): two of width 2 match, whatever the axis's size (MXNet 1.9.1
        # on (2, 5, 3): eager and hybridized (2, 5, 2), equal)
        _hf("xy = F.cumsum(F.slice_axis(s, axis=2, begin=0, end=2), axis=1)\n"
            "pen = F.slice_axis(s, axis=2, begin=1, end=3) > 0\nreturn xy * (1 - pen)", "self, F, s"),
        # CBAM's spatial attention: a one-channel conv's map beside the keepdims channel mean, both
        # size 1 on axis 1 (MXNet 1.9.1 on (2, 4, 6, 6): eager and hybridized (2, 1, 6, 6), equal)
        """
        from mxnet.gluon import HybridBlock, nn
        class Spatial(HybridBlock):
            def __init__(self):
                super().__init__()
                with self.name_scope():
                    self.conv = nn.Conv2D(1, 7, padding=3)
            def hybrid_forward(self, F, x):
                avg = F.mean(x, axis=1, keepdims=True)
                att = F.sigmoid(self.conv(F.concat(avg, F.max(x, axis=1, keepdims=True), dim=1)))
                return att * avg
        """,
        # a (C,) running mean beside the batch statistic over (0, 2, 3): neither has a batch axis
        # (MXNet 1.9.1 on (2, 3, 4, 4): eager and hybridized (3,), equal)
        """
        from mxnet.gluon import HybridBlock
        class Running(HybridBlock):
            def __init__(self, channels=3):
                super().__init__()
                with self.name_scope():
                    self.running = self.params.get("running", shape=(channels,), init="zeros",
                                                   grad_req="null")
            def hybrid_forward(self, F, x, running):
                m = F.mean(x, axis=(0, 2, 3))
                return 0.9 * running + 0.1 * m
        """,
        # ... and the same hardest negatives against the diagonal given axis 1 back: (n, 1) both
        # (MXNet 1.9.1 on (4, 6): eager and hybridized (4, 1), equal)
        _hf("sim = F.dot(x, x, transpose_b=True)\npos = F.diag(sim)\n"
            "hard = F.maximum(F.expand_dims(F.max(sim, axis=1), axis=1), F.expand_dims(F.max(sim, axis=0), axis=1))\n"
            "return hard - F.expand_dims(pos, axis=1)"),
        # ... the statistic by the tensor's method (a hand-written batch norm's momentum blend,
        # public NAS code; MXNet 1.9.1 on (2, 3, 4, 4): eager and hybridized (3,), equal), and the
        # variance kept as a batch statistic when a local named `mean` is rebound (the names a
        # reduction reads are its data's, not the `.mean` of `F.mean`; same run, equal)
        _statistic("m = x.mean(axis=(0, 2, 3))\nreturn 0.9 * running_mean + 0.1 * m"),
        _statistic("mean = F.mean(x, axis=(0, 2, 3))\n"
                   "var = F.mean(F.square(F.broadcast_sub(x, mean.reshape((1, -1, 1, 1)))), axis=(0, 2, 3))\n"
                   "mean = 0.9 * running_mean + 0.1 * mean\n"
                   "return mean + (0.9 * running_mean + 0.1 * var)"),
        # a keepdims mask beside a range test of another keepdims reduction of the same data by
        # broadcast comparisons with configuration numbers: both (N, 1, H, W) (an FCOS level's
        # size-range assignment; MXNet 1.9.1 on (2, 4, 3, 3): eager and hybridized (2, 1, 3, 3),
        # equal)
        """
        from mxnet.gluon import HybridBlock
        class Net(HybridBlock):
            def __init__(self, lo=-0.5, hi=0.5):
                super().__init__()
                self.lo, self.hi = lo, hi
            def hybrid_forward(self, F, d):
                near = F.min(d, axis=1, keepdims=True) > 0
                far = F.max(d, axis=1, keepdims=True)
                ok = F.broadcast_greater(far, F.ones_like(far) * self.lo) * F.broadcast_lesser(far, F.ones_like(far) * self.hi)
                return near * ok
        """,
        # ... the bounds the items of a constructor tuple of numbers, zipped with the levels: a
        # loop target over configuration numbers is a number as `self.lo` is (MXNet 1.9.1 on
        # (2, 4, 3, 3) and (2, 4, 2, 2): eager and hybridized (2, 1, 3, 3) and (2, 1, 2, 2), equal)
        """
        from mxnet.gluon import HybridBlock
        class Net(HybridBlock):
            def __init__(self, bounds=((0, 0.5), (0.5, 1e8))):
                super().__init__()
                self.bounds = bounds
            def hybrid_forward(self, F, a, b):
                out = []
                for d, (lo, hi) in zip((a, b), self.bounds):
                    near = F.min(d, axis=1, keepdims=True) > -0.5
                    far = F.max(d, axis=1, keepdims=True)
                    ok = F.broadcast_greater(far, F.ones_like(far) * lo) * F.broadcast_lesser(far, F.ones_like(far) * hi)
                    out.append(near * ok)
                return out[0], out[1]
        """,
        # a length mask through SequenceMask (which keeps its data's shape) and a transpose,
        # (N, 1, T), against a score given an extra axis 1, (N, 1, T): one size-1 axis in one place
        # (Glow-TTS's duration target; MXNet 1.9.1 on (2, 8, 5), (2, 5, 7) and (2,): eager and
        # hybridized (2, 1, 5), equal)
        """
        from mxnet.gluon import HybridBlock
        class Net(HybridBlock):
            def hybrid_forward(self, F, x, attn, lengths):
                ones = F.ones_like(F.sum(x, axis=1)).expand_dims(2)
                mask = F.SequenceMask(ones, sequence_length=F.abs(lengths) * 5 + 1, use_sequence_length=True, axis=1)
                mask = mask.transpose((0, 2, 1))
                return F.log(1e-8 + F.sum(attn > 0, axis=-1)).expand_dims(1) * mask
        """,
        # ... the extra axis followed through the transpose on the mask's side, (N, 1, T) against
        # another expand_dims at 1: one size-1 axis in one place (MXNet 1.9.1 on (2, 8, 6),
        # (2, 6, 5) and (2,): eager and hybridized (2, 1, 6), equal)
        _hf("mask = F.SequenceMask(F.ones_like(F.sum(x, axis=1)).expand_dims(2), "
            "sequence_length=F.abs(lengths) * 5 + 1, use_sequence_length=True, axis=1)\n"
            "return F.sum(attn, axis=-1).expand_dims(1) * mask.transpose((0, 2, 1))", "self, F, x, attn, lengths"),
        # session 62 (H390): a 1-D linspace constant beside a 1-D softmax of a (5,) Parameter:
        # one rank, nothing shown (MXNet 1.9.1 on (4, 4): eager and hybridized (4, 1), equal)
        """
            import numpy as np
            from mxnet.gluon import HybridBlock
            class Expected(HybridBlock):
                def __init__(self, atoms=5, v_min=-1.0, v_max=1.0):
                    super().__init__()
                    with self.name_scope():
                        self.logits = self.params.get("logits", shape=(atoms,))
                        self.support = self.params.get_constant(
                            "support", np.linspace(v_min, v_max, atoms).astype("float32"))
                def hybrid_forward(self, F, x, logits, support):
                    q = (F.softmax(logits) * support).sum()
                    return F.broadcast_mul(x.sum(axis=1, keepdims=True), q)
        """,
        # session 62 (H390): a length mask (N, 1, T) from `broadcast_lesser` against a 1-channel
        # conv output (N, 1, T): size 1 on the same axis (MXNet 1.9.1 on (2, 4, 5), (2,): eager
        # and hybridized (2, 1, 5), equal)
        """
            from mxnet.gluon import HybridBlock, nn
            class Masked(HybridBlock):
                def __init__(self, channels=4, max_len=5):
                    super().__init__()
                    with self.name_scope():
                        self.conv = nn.Conv1D(1, 3, padding=1, in_channels=channels)
                    self._t = max_len
                def hybrid_forward(self, F, x, lengths):
                    steps = F.arange(self._t).reshape((1, 1, -1))
                    mask = F.broadcast_lesser(steps, lengths.reshape((-1, 1, 1)))
                    return self.conv(x) * mask
        """,
        # session 63 (H406): a RepVGG 3x3 kernel Parameter plus the 1x1 one padded to 3x3 by
        # `F.pad`: an operand of Parameters alone lacks the batch axis as the Parameter does, so
        # "a Parameter beside an activation" is no evidence (MXNet 1.9.1 on (2, 4, 6, 6): eager and
        # hybridized (2, 4, 6, 6), equal)
        _kernel_merge('k3 + F.pad(k1, mode="constant", pad_width=(0, 0, 0, 0, 1, 1, 1, 1))'),
        # a nearest-neighbour distance by topk(k=1) against a keepdims minimum over the same axis:
        # both (N, P, 1) (MXNet 1.9.1 on (2, 6, 3): eager and hybridized (2, 6, 1), equal)
        _nearest("nearest - F.min(dist, axis=-1, keepdims=True)"),
        # an Embedding bias (H, T, T) given the batch axis and broadcast to the (N, H, T, T) scores
        # by `broadcast_like`: one shape (MXNet 1.9.1 on (4, 5, 8): eager and hybridized
        # (2, 2, 5, 5), equal)
        _bucket_bias("F.broadcast_like(self.bias(ids).transpose((2, 0, 1)).expand_dims(0), scores)"),
        # a head of two maps: the text map and the one kernel after it are both one channel wide
        # (MXNet 1.9.1 on (2, 8, 6, 6): eager and hybridized (2, 1, 6, 6), equal)
        _text_and_kernels(2),
        # keys of one entry (dim=1) beside the score column: both (N, 1, H, W)
        _score_column(1),
        # session 64 (H431): LeViT's offset biases given the batch axis and added by broadcast_add
        # (MXNet 1.9.1 on (4, 4, 8): eager and hybridized (2, 2, 4, 4), equal)
        _offset_bias("F.broadcast_add(scores, bias.expand_dims(0))"),
        # logit filters of plain classes run by a loop over the list on self that constructs
        # them (Whisper's LogitFilter.apply): the penalty spread to the logits' shape first, a
        # `-` of equal shapes (MXNet 1.9.1 on (3, 4): eager and hybridized (3, 5), equal)
        _logit_filters("logits - F.broadcast_like(1e9 * bias.expand_dims(0), logits)"),
        # session 68 (H485): the same filters run in turn, each rebinding the logits, the
        # constant handed through `**consts`: spread to the logits' shape first, or an operator
        # of the logits with themselves (MXNet 1.9.1 on (3, 4): eager and hybridized (3, 5), equal)
        _carried_filters('logits - F.broadcast_like(1e9 * consts["suppress"].expand_dims(0), logits)'),
        _carried_filters("logits * F.sigmoid(logits)"),
        # session 68 (H485): a dict of keepdims statistics a method returns, handed whole to
        # another method: broadcast there, or an entry the method first spreads to the
        # forecast's shape (a dict it changes holds nothing of the caller's) (MXNet 1.9.1 on
        # (2, 8): eager and hybridized (2, 3), equal)
        _dict_stats('return F.broadcast_add(F.broadcast_mul(out, stats["sd"]), stats["mu"])'),
        _dict_stats('stats["sd"] = F.broadcast_like(stats["sd"], out)\n        return out * stats["sd"]'),
        # session 66 (H463): a dict display of a keepdims mean and a python number, read back by
        # literal keys: the mean goes through broadcast_sub, the number scales (MXNet 1.9.1 on
        # (3, 6): eager and hybridized (3, 6), equal) ...
        """
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self, scale=2.0, **kwargs):
                    super().__init__(**kwargs)
                    self._scale = scale
                    self.fc = nn.Dense(6, in_units=6)
                def hybrid_forward(self, F, x):
                    h = self.fc(x)
                    stats = {"mean": h.mean(axis=-1, keepdims=True), "scale": self._scale}
                    return F.broadcast_sub(h, stats["mean"]) * stats.get("scale")
        """,
        # ... and a dict whose item is stored again after the display: the display's value no
        # longer says what the key holds (here the mean spread to h's shape; MXNet 1.9.1 on
        # (3, 6): eager and hybridized (3, 6), equal)
        """
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self, scale=2.0, **kwargs):
                    super().__init__(**kwargs)
                    self._scale = scale
                    self.fc = nn.Dense(6, in_units=6)
                def hybrid_forward(self, F, x):
                    h = self.fc(x)
                    stats = {"mean": h.mean(axis=-1, keepdims=True), "scale": self._scale}
                    stats["mean"] = F.broadcast_like(stats["mean"], h)
                    return (h - stats["mean"]) * stats["scale"]
        """,
        # session 71 (H510): a subclass defining no `__init__` runs its base's, so the base's
        # Dense(dim) and Dense(1) children are what it holds; spread by `broadcast_mul` (MXNet 1.9.1
        # on (3, 4): eager and hybridized (3, 4), equal)
        """
            from mxnet.gluon import HybridBlock, nn
            class ODEBlock(HybridBlock):
                def __init__(self, dim=4, **kwargs):
                    super().__init__(**kwargs)
                    self.f = nn.Dense(dim, activation="tanh")
                    self.gate = nn.Dense(1, activation="sigmoid")
                def hybrid_forward(self, F, z):
                    return z + self.f(z)
            class Net(ODEBlock):
                def hybrid_forward(self, F, z):
                    return z + F.broadcast_mul(self.f(z), self.gate(z))
        """,
        # session 71 (H510): an anchor row `np.tile`d to a (1, cells, 7) constant, added to the
        # (B, cells, 7) regressions by `broadcast_add` (MXNet 1.9.1 on (2, 4, 3, 3): eager and
        # hybridized (2, 9, 7), equal)
        """
            import numpy as np
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self, cells=9, **kwargs):
                    super().__init__(**kwargs)
                    anchors = np.tile(np.array([0, 0, -1, 1.6, 3.9, 1.56, 0], "float32"), (1, cells, 1))
                    self.head = nn.Conv2D(7, 1)
                    self.anchors = self.params.get_constant("anchors", anchors)
                def hybrid_forward(self, F, bev, anchors):
                    return F.broadcast_add(self.head(bev).transpose((0, 2, 3, 1)).reshape((0, -1, 7)), anchors)
        """,
    ]
    INVALID = [
        # session 74 (H541): FAVOR+ linear attention's normaliser, a batch_dot whose right operand
        # ends in a size-1 axis -- (N, L, 1) -- divides the (N, L, D) numerator with a plain `/`
        # (MXNet 1.9.1 on (2, 3, 4), (2, 6, 4), (2, 4, 5): eager (2, 3, 5), hybridized MXNetError
        # in `_div`)
        Invalid(_hf("num = F.batch_dot(x, v)\nden = F.batch_dot(x, F.expand_dims(F.sum(k, axis=1), axis=2))\n"
                    "return num / den", "self, F, x, k, v"),
                message="`den` is a batch_dot whose right operand has size 1 on its last axis"),
        Invalid(_hf("return F.batch_dot(x, w.expand_dims(2)) - F.slice_axis(x, axis=2, begin=0, end=2)",
                    "self, F, x, w"),
                message="is a batch_dot whose right operand has size 1 on its last axis"),
        # ... and with a plain `*`: the loop runs over the list the method returns, each item a
        # (3, 1) keepdims mean (MXNet 1.9.1 on (3, 4): eager (3, 4), hybridized MXNetError in `_mul`)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def _maps(self, F, r):
                    return [F.mean(p, axis=1, keepdims=True) for p in F.split(r, num_outputs=2, axis=1)]
                def hybrid_forward(self, F, x):
                    for a in self._maps(F, F.tanh(x)):
                        x = x + a * (F.square(x) - x)
                    return x
            """, line=8, message="`a` is reduced with keepdims=True"),
        # a loop over a one-pass comprehension of keepdims means (Zero-DCE's curve maps): each
        # pass's `a` is (N, 1) against the (N, C) image (MXNet 1.9.1 on (3, 4): eager (3, 4),
        # hybridized MXNetError in `_mul`)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def hybrid_forward(self, F, x):
                    maps = [F.mean(p, axis=1, keepdims=True) for p in F.split(x, num_outputs=2, axis=1)]
                    for a in maps:
                        x = x + a * (F.square(x) - x)
                    return x
            """, line=7, message="`a` is reduced with keepdims=True"),
        # ... or over a list appended to in an earlier loop (MXNet 1.9.1 on (3, 4): eager (3, 4),
        # hybridized MXNetError in `_minus`)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def hybrid_forward(self, F, x):
                    stats = []
                    for p in F.split(x, num_outputs=2, axis=1):
                        stats.append(F.max(p, axis=1, keepdims=True))
                    for s in stats:
                        x = F.exp(x - s)
                    return x
            """, line=9, message="`s` is reduced with keepdims=True"),
        # the base class multiplies by what `_gate` returns, and the subclass's override returns a
        # keepdims mean: blocks of that class fail there (MXNet 1.9.1 on (2, 3, 4): eager (2, 3, 4),
        # hybridized MXNetError in elemwise_mul's shape inference)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Base(HybridBlock):
                def _gate(self, F, h):
                    return F.sigmoid(h)
                def hybrid_forward(self, F, x):
                    return x * self._gate(F, x)
            class Net(Base):
                def _gate(self, F, h):
                    return F.sigmoid(F.mean(h, axis=2, keepdims=True))
            """, line=7, message="as `Net._gate` runs it"),
        # a keepdims mean held in the dict a method returns (MXNet 1.9.1 on (2, 3, 4): eager
        # (2, 3, 4), hybridized MXNetError in elemwise_sub's shape inference)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def _stats(self, F, x):
                    return {"mu": F.mean(x, axis=2, keepdims=True), "sd": F.ones_like(x)}
                def hybrid_forward(self, F, x):
                    st = self._stats(F, x)
                    return x - st["mu"]
            """, line=8, message='`x - st["mu"]`'),
        # ... and whose default takes the keepdims branch (MXNet 1.9.1 on (3, 4): eager (3, 4),
        # hybridized MXNetError in `_minus`); no rewrite: built with stable=False `m` is 0
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def __init__(self, stable=True, **kwargs):
                    super().__init__(**kwargs)
                    self._stable = stable
                def hybrid_forward(self, F, x):
                    m = F.max(x, axis=1, keepdims=True) if self._stable else 0
                    return F.exp(x - m)
            """, line=9, message="with the block's default (`stable=True`)"),
        # a helper's `*ts` items by position: the call's (3, 5) output and its keepdims max
        # (MXNet 1.9.1 on (3, 4): eager (3, 5), hybridized MXNetError in `_minus`)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn
            def _diff(*ts):
                return ts[0] - ts[1]
            class Net(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.fc = nn.Dense(5, in_units=4)
                def hybrid_forward(self, F, x):
                    z = self.fc(x)
                    return _diff(z, F.max(z, axis=1, keepdims=True))
            """, line=4, message="`ts[0] - ts[1]`"),
        # session 70 (H505): ... and counted from the end, the pooled last level against the first
        # (MXNet 1.9.1 on (2, 2, 4, 4): eager (2, 2, 4, 4), hybridized MXNetError in `_minus`)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn
            def _residual(F, *levels):
                return levels[-1] - levels[0]
            class Net(HybridBlock):
                def __init__(self):
                    super().__init__()
                    with self.name_scope():
                        self.conv = nn.Conv2D(2, 3, padding=1, in_channels=2)
                        self.pool = nn.GlobalAvgPool2D()
                def hybrid_forward(self, F, x):
                    y = self.conv(x)
                    return _residual(F, y, self.conv(y), self.pool(y))
            """, line=4, message="`levels[-1] - levels[0]`"),
        # session 71 (H513): ... at one of two call sites: each call is walked with its own
        # items (three levels, the last pooled; then two), so the first call's pooled last level
        # against its full first one is seen (MXNet 1.9.1 on (2, 2, 4, 4): eager (2, 2, 4, 4),
        # hybridized MXNetError in `_minus`)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn
            def _residual(F, *levels):
                return levels[-1] - levels[0]
            class Net(HybridBlock):
                def __init__(self):
                    super().__init__()
                    with self.name_scope():
                        self.conv = nn.Conv2D(2, 3, padding=1, in_channels=2)
                        self.pool = nn.GlobalAvgPool2D()
                def hybrid_forward(self, F, x):
                    y = self.conv(x)
                    a = _residual(F, y, self.conv(y), self.pool(y))
                    return F.broadcast_add(_residual(F, y, self.conv(y)), a)
            """, line=4, message="`levels[-1]` has size 1 on axes 2..3"),
        # session 71 (H513): ... and `kw["g"]` of width 1 at the second of two sites only (MXNet
        # 1.9.1 on (5, 8): eager (5,), hybridized MXNetError in `_mul`)
        Invalid("""
            from mxnet.gluon import HybridBlock
            def scaled(F, s, **kw):
                return (s * kw["g"]).sum(axis=1)
            class Net(HybridBlock):
                def hybrid_forward(self, F, x):
                    a = scaled(F, x.slice_axis(axis=1, begin=1, end=4), g=x.slice_axis(axis=1, begin=4, end=7))
                    return a + scaled(F, x.slice_axis(axis=1, begin=0, end=2), g=x.slice_axis(axis=1, begin=6, end=7))
            """, line=4, message="`kw[\"g\"]` has size 1 on axis 1"),
        # session 70 (H505): the entries of a dict a method returns hold their shapes: a width-1
        # slice against a width-3 one (MXNet 1.9.1 on (5, 8): eager (5, 3), hybridized MXNetError
        # in `_mul`)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def activate(self, F, raw):
                    return {"opacity": F.sigmoid(raw.slice_axis(axis=1, begin=0, end=1)),
                            "scale": F.exp(raw.slice_axis(axis=1, begin=1, end=4))}
                def hybrid_forward(self, F, raw):
                    g = self.activate(F, raw)
                    return g["opacity"] * g["scale"]
            """, line=9, message="`g[\"opacity\"]` has size 1 on axis 1"),
        # session 70 (H505): ... and `kw["g"]` holds the shape of the keyword `g=` the call passes
        # (MXNet 1.9.1 on (5, 8): eager (5, 3), hybridized MXNetError in `_mul`)
        Invalid("""
            from mxnet.gluon import HybridBlock
            def scaled(F, s, **kw):
                return s * kw["g"]
            class Net(HybridBlock):
                def hybrid_forward(self, F, x):
                    return scaled(F, x.slice_axis(axis=1, begin=1, end=4), g=x.slice_axis(axis=1, begin=0, end=1))
            """, line=4, message="`kw[\"g\"]` has size 1 on axis 1"),
        # a dict display's keepdims entry read by `.get` (MXNet 1.9.1 on (3, 4): eager (3, 4),
        # hybridized MXNetError in `_minus`)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def hybrid_forward(self, F, x):
                    stats = {"mean": F.mean(x, axis=1, keepdims=True)}
                    return x - stats.get("mean")
            """, line=6, message='`stats.get("mean")` is reduced with keepdims=True'),
        # ... and by a plain `*`: the table's three axes read through `np.where` (MXNet 1.9.1 on
        # (2, 3, 8): eager (2, 2, 3, 3), hybridized MXNetError in `_mul`)
        Invalid(_decay_table("s * decay"), line=17, message="`decay` has 3 axes (the constant `decay`"),
        # the same heads' (N, 2, L, L) scores times the (L, L) decay constant: the items of the
        # unpacked comprehension have the rank its element expression gives (MXNet 1.9.1 on
        # (2, 3, 8): eager (2, 2, 3, 3), hybridized MXNetError in `_mul`)
        Invalid(_split_heads("F.linalg.gemm2(q, k, transpose_b=True) * decay"),
                line=11, message="has 4 axes (linalg_gemm2 of transpose to a 4-tuple)"),
        # softmax_cross_entropy's (1,) batch total plus a per-sample (N,) penalty (MXNet 1.9.1 on
        # (4, 3) and (4,): eager (4,), hybridized MXNetError in `_plus`)
        Invalid(_hf("ce = F.softmax_cross_entropy(x, F.floor(F.abs(label) * 2.99))\n"
                    "return ce + 0.1 * F.square(x).sum(axis=1)", "self, F, x, label"),
                line=7, message="is `softmax_cross_entropy`'s total over the batch, shape (1,)"),
        # a keepdims statistic held in a dict display and read by its key (BYOL-style per-sample
        # statistics; another key stored after the display leaves it as made), and one held in a
        # tuple display unpacked where it is used (a CQL log-sum-exp's stabiliser) (MXNet 1.9.1
        # on (4, 3): eager (4, 3), hybridized MXNetError in `_minus`, both)
        Invalid(_hf('stats = {"m": F.max(x, axis=1, keepdims=True)}\n'
                    'stats["s"] = F.sum(x, axis=1, keepdims=True)\nreturn x - stats["m"]'),
                line=8, message='`stats["m"]` is reduced with keepdims=True'),
        Invalid(_hf("pair = (x, F.max(x, axis=1, keepdims=True))\na, m = pair\nreturn a - m"),
                line=8, message="`m` is reduced with keepdims=True"),
        # the key stored after the display read back (eager (4, 3), hybridized MXNetError in `_div`)
        Invalid(_hf('stats = {"m": F.max(x, axis=1, keepdims=True)}\n'
                    'stats["s"] = F.sum(x, axis=1, keepdims=True)\nreturn x / stats["s"]'),
                line=8, message='`stats["s"]` is reduced with keepdims=True'),
        # a layer's weight built from a 2-D Parameter and a noise input of unknown rank: the
        # layer's check bounds the product's rank from above only, and a (in_units,) noise
        # broadcasts eagerly (MXNet 1.9.1 on (4, 6) and (6,): eager (4, 3), hybridized
        # MXNetError in `_mul`)
        Invalid("""
            from mxnet.gluon import HybridBlock


            class Net(HybridBlock):
                def __init__(self, units=3, in_units=6, **kwargs):
                    super().__init__(**kwargs)
                    self._units = units
                    with self.name_scope():
                        self.w_mu = self.params.get("w_mu", shape=(units, in_units))
                        self.w_sigma = self.params.get("w_sigma", shape=(units, in_units))

                def hybrid_forward(self, F, x, eps, w_mu, w_sigma):
                    weight = w_mu + w_sigma * eps
                    return F.FullyConnected(x, weight, no_bias=True, num_hidden=self._units)
        """, line=14, message="`w_sigma` is a Parameter of shape (units, in_units)"),
        # a spectral norm's sigma computed from Parameters alone, but summed to (1,), dividing the
        # 4-d kernel: an operand of Parameters shows a size once it is reduced (MXNet 1.9.1 on
        # (2, 3, 4, 4): eager (2, 4, 4, 4), hybridized MXNetError in `_div`)
        Invalid("""
            from mxnet.gluon import HybridBlock


            class Net(HybridBlock):
                def __init__(self, cin=3, cout=4, **kwargs):
                    super().__init__(**kwargs)
                    self.cout = cout
                    with self.name_scope():
                        self.weight = self.params.get("weight", shape=(cout, cin, 1, 1))
                        self.u = self.params.get("u", shape=(1, cout))

                def hybrid_forward(self, F, x, weight, u):
                    w_mat = F.flatten(weight)
                    v = F.L2Normalization(F.dot(u, w_mat))
                    sigma = F.sum(F.dot(v, w_mat, transpose_b=True) * u, axis=1)
                    return F.Convolution(x, weight / sigma, kernel=(1, 1), num_filter=self.cout, no_bias=True)
        """, line=17, message="`weight` is a Parameter of shape (cout, cin, 1, 1)"),
        # an input of unknown rank whose last size the dot contracting it states: a DCN-v1 cross
        # layer's (N, 1) projection on a (units, 1) weight times the (N, 6) input (MXNet 1.9.1 on
        # (4, 6): eager (4, 6), hybridized MXNetError in `_mul`) ...
        Invalid(_cross_vector("(units, 1)", "x * F.dot(x, w) + x"), line=10, col=16,
                message="`x` is the left operand of `F.dot(x, w)`, Parameter `w` declared (units, 1), "
                        "`units` 6 by default",
                fixed=_cross_vector("(units, 1)", "F.broadcast_mul(x, F.dot(x, w)) + x")),
        # ... and the one fed, in the operator's own statement, to a Dense declaring 6 inputs
        # (MXNet 1.9.1 on (4, 3, 6): eager (4, 3, 6), hybridized MXNetError in `_mul`)
        Invalid(_unit_projection(1, "x * self.proj(x)"), line=10, col=16,
                message="`x` is fed to self.proj, a Dense(in_units=6), which needs that size",
                fixed=_unit_projection(1, "F.broadcast_mul(x, self.proj(x))")),
        # a Parameter's declared last size, `dim` by its int default, against a column made by a
        # reshape ending in 1 (a VQ-VAE's EMA codebook sums over counts; MXNet 1.9.1 on (3, 4):
        # eager (3, 4), hybridized MXNetError in `_div`)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def __init__(self, codes=3, dim=4):
                    super().__init__()
                    self.sums = self.params.get("sums", shape=(codes, dim))

                def hybrid_forward(self, F, x, sums):
                    counts = F.sum(x, axis=1)
                    return (0.9 * sums) / (counts + 1e-5).reshape((-1, 1))
        """, line=10, col=16, message="declared ending in `dim`, 4 by default"),
        # an inverse square-root degree bound to a local, a reduction of the adjacency without
        # keepdims, divides that same adjacency (LightGCN's normalisation; MXNet 1.9.1 on (4, 4):
        # eager (4, 4), hybridized MXNetError in `_div`)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def hybrid_forward(self, F, x):
                    adj = F.abs(x)
                    d = 1.0 / F.sqrt(F.sum(adj, axis=1) + 1e-6)
                    return F.dot(adj / d, x)
        """, line=7, col=22, message="drops axis 1"),
        # a split output's last size is the data's divided by num_outputs: 4 against a Dense(1)
        # column (an aMLP gate plus a per-token score; MXNet 1.9.1 on (2, 3, 4): eager (2, 3, 4),
        # hybridized MXNetError in `_plus`)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self, width=8):
                    super().__init__()
                    self.proj = nn.Dense(width, flatten=False, in_units=4)
                    self.score = nn.Dense(1, flatten=False, in_units=4)

                def hybrid_forward(self, F, x):
                    halves = F.split(self.proj(x), num_outputs=2, axis=-1)
                    return halves[0] * (halves[1] + self.score(x))
        """, line=11, col=29, message="one of 2 outputs of a split"),
        # the same frame divided by its own keepdims RMS with a plain `/`: the broadcast that
        # centred it gave it the frame's shape, and a reduction of it keeps that shape with axis 1
        # cut to 1 (MXNet 1.9.1: eager (2, 6); hybridized MXNetError in `_div`, shapes (2,6) and (2,1))
        Invalid(_hf("z = F.broadcast_sub(x, F.mean(x, axis=1, keepdims=True))\n"
                    "rms = F.sqrt(F.mean(F.square(z), axis=1, keepdims=True) + 1e-5)\nreturn z / rms"),
                line=8, col=16, message="keepdims"),
        # ... but the level's own data times that range test keeps its 4 channels against the
        # test's 1 (MXNet 1.9.1 on (2, 4, 3, 3) and (2, 4, 2, 2): eager (2, 4, 3, 3), hybridized
        # MXNetError in _mul)
        Invalid("""
        from mxnet.gluon import HybridBlock
        class Net(HybridBlock):
            def __init__(self, bounds=((0, 0.5), (0.5, 1e8))):
                super().__init__()
                self.bounds = bounds
            def hybrid_forward(self, F, a, b):
                out = []
                for d, (lo, hi) in zip((a, b), self.bounds):
                    far = F.max(d, axis=1, keepdims=True)
                    out.append(d * F.broadcast_greater(far, F.ones_like(far) * lo))
                return out[0], out[1]
        """, line=11, col=24, message="is reduced with keepdims=True"),
        # a tile's axes are the data's times the counts (the shorter padded with leading 1s): a
        # style tiled over four layers, (N, 4, 5), times a (1, 4, 1) layer mask (MXNet 1.9.1
        # on (2, 5): eager (2, 4, 5), hybridized MXNetError in `_mul`)
        Invalid(_TILED.format(body="w * mask"), line=12, col=16, message="`mask` has size 1 on axis 0",
                fixed=_TILED.format(body="F.broadcast_mul(w, mask)")),
        # `pts - target` traces only with target of pts's shape (N, 3, 2), so its first row's
        # squared norm is (N, 1) beside the (N, 3) errors (MXNet 1.9.1 on x (2, 4), target
        # (2, 3, 2): eager (2, 3), hybridized MXNetError in _div)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.head = nn.Dense(6, in_units=4)

                def hybrid_forward(self, F, x, target):
                    pts = self.head(x).reshape((0, 3, 2))
                    err = F.sum(F.square(pts - target), axis=-1)
                    root = F.slice_axis(target, axis=1, begin=0, end=1)
                    scale = F.sum(F.square(root), axis=-1)
                    return err / scale
        """, line=13, col=16, message="`err` has size 3 on axis 1"),
        # a Dense(2 * joints) read as (N, -1, 2) has joints rows, 4 by default, beside one row
        # (MXNet 1.9.1 on (2, 4): eager (2, 4), hybridized MXNetError in _minus)
        Invalid(_half_rows(4), line=12, col=16, message="× 1/2 = 4 on axis 1"),
        # `begin=self.ref, end=self.ref + 1` takes one column wherever it runs (MXNet 1.9.1 on
        # (2, 4): eager (2, 5), hybridized MXNetError in _mul)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self, ref=2):
                    super().__init__()
                    self.ref = ref
                    self.fc = nn.Dense(5, in_units=4)
                    self.gate = nn.Dense(3, in_units=4)

                def hybrid_forward(self, F, x):
                    g = F.slice_axis(self.gate(x), axis=1, begin=self.ref, end=self.ref + 1)
                    return self.fc(x) * F.sigmoid(g)
        """, line=12, col=16, message="has size 1 on axis 1"),
        # BiDAF's trilinear terms: the (N, T, 1) column plus the query's Dense(1) made a (N, 1, J)
        # row by a transpose, each a size-1 axis where the other has T or J (MXNet 1.9.1 on
        # c (2, 5, 4), q (2, 3, 4): eager (2, 5, 3), hybridized MXNetError in _plus)
        Invalid(_SPAN_SCORES.format(body="col + F.transpose(self.wq(q), axes=(0, 2, 1))"),
                line=13, col=16, message="has size 1 on axis -2 where the other does not",
                fixed=_SPAN_SCORES.format(body="F.broadcast_add(col, F.transpose(self.wq(q), axes=(0, 2, 1)))")),
        # ... but an operand computed from the image itself as well as from its channel mean keeps
        # the image's channels: (N, 4, H, W) * (N, 1, H, W) (MXNet 1.9.1 on (2, 3, 4, 4): eager
        # (2, 4, 4, 4), hybridized MXNetError in _mul)
        Invalid(_hf("g = F.mean(img, axis=1, keepdims=True)\nh = F.concat(F.relu(img), g, dim=1)\nreturn h * g",
                    "self, F, img"),
                line=8, col=16, message="is reduced with keepdims=True"),
        # ... as does the reduced array itself transposed: squared norms as a column plus the same
        # as a row, (N, 1) + (1, N) (MXNet 1.9.1 on (4, 3): eager (4, 4), hybridized MXNetError in
        # _plus)
        Invalid(_hf("sq = F.sum(x * x, axis=1, keepdims=True)\nreturn sq + F.transpose(sq)"),
                line=7, col=16, message="is reduced with keepdims=True"),
        # ... but widths 2 and 1 differ: (N, T, 2) * (N, T, 1) (MXNet 1.9.1 on (2, 6, 3): eager
        # (2, 6, 3), hybridized MXNetError in `_mul`)
        Invalid(_hf("xy = F.cumsum(F.slice_axis(s, axis=2, begin=0, end=2), axis=1)\n"
                    "pen = F.slice_axis(s, axis=2, begin=2, end=3) > 0\n"
                    "return F.concat(xy * (1 - pen), pen, dim=2)", "self, F, s"),
                line=8, col=25, message="`xy` has size 2 on axis 2"),
        # ... and four channels by default: (N, 1, T) * (N, 4, T) (MXNet 1.9.1 on (2, 4, 7): eager
        # (2, 4), hybridized MXNetError in `_mul`)
        Invalid(_ATTENTIVE_POOL.format(channels=4), line=12, col=22,
                message="self.score._in_channels (the `channels` the block is built with, 4 by default)"),
        # ... but not with an Embedding of 4 units, (N, F, 4) * (N, F, 1), nor with a Sequential
        # ending in Dense(3), (N, 1) + (N, 3) (MXNet 1.9.1: eager runs, hybridized MXNetError in
        # `_mul` / `_plus`)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn


            class Net(HybridBlock):
                def __init__(self):
                    super().__init__()
                    with self.name_scope():
                        self.linear = nn.Embedding(30, 4)

                def hybrid_forward(self, F, ids, vals):
                    return F.sum(self.linear(F.abs(ids) * 20) * F.expand_dims(vals, axis=-1), axis=(1, 2))
        """, line=12, col=22, message="extra axis from expand_dims(axis=-1)"),
        Invalid(_DEEP_FM.format(units=3), line=13, col=16, message="keepdims"),
        # the (N, T) target over a one-unit (N, 1) noise scale by broadcast_div, then the scale's
        # log taken from its square by a plain `-` (a DeepFactor likelihood; MXNet 1.9.1 on (2, 3)
        # and (2, 6): eager (2, 6), hybridized MXNetError in `_minus`)
        Invalid(_UNIT_NOISE.format(level="y", body="-0.5 * F.square(z) - F.log(sigma)"), line=14, col=16,
                message="of the one-unit layer output"),
        # an (E, 1) distance column broadcast against a (1, R) frequency row into the (E, R) basis,
        # then the column's envelope times the basis by a plain `*` (DimeNet; MXNet 1.9.1 on (6,):
        # eager (6, 4), hybridized MXNetError in `_mul`)
        Invalid(_BESSEL.format(row="freq", other="row.expand_dims(0)", body="env * rbf"), line=16, col=16,
                message="of the expand_dims result"),
        # (N, n, n) scores of two parts of one split plus a one-unit Embedding's (N, n, 1) degree
        # column transposed to an (N, 1, n) row (Graphormer; MXNet 1.9.1 on (2, 5, 4) and (2, 5, 5):
        # eager (2, 5, 5), hybridized MXNetError in `_plus`)
        Invalid(_DEGREE_BIAS.format(row="F.transpose(self.degree_bias(deg), axes=(0, 2, 1))"), line=15, col=16,
                message="one-unit layer"),
        # the same scores of a folded MSA's split projection plus its (N, 1, S) folded key-mask row by a
        # plain `+` (Evoformer column attention; MXNet 1.9.1 on (2, 3, 5, 4) and (2, 3, 5): eager
        # (10, 3, 3), hybridized MXNetError in `_plus`)
        Invalid(_FOLDED_MASK.format(body="F.batch_dot(q, k, transpose_b=True) * 0.5 + bias"), line=14, col=16,
                message="extra axis from expand_dims(axis=1)"),
        # (N, n, m) scores normalised over their last axis (a double log-softmax, a softmax by its
        # default axis) beside the (N, n, 1) output of a one-unit layer: a softmax over one entry is
        # constant, so m is wider than 1 (LightGlue's matchability; MXNet 1.9.1 on (2, 5, 4) and
        # (2, 6, 4): eager (2, 5, 6), hybridized MXNetError in `_plus` / `_mul`)
        Invalid(_MATCH_SCORES.format(scores="F.log_softmax(sim, axis=2) + F.log_softmax(sim, axis=1)",
                                     body="scores + z"), line=15, col=16, message="softmax over its last axis"),
        Invalid(_MATCH_SCORES.format(scores="F.softmax(sim)", body="scores * z"), line=15, col=16,
                message="softmax over its last axis"),
        # (N, 3, 3) scores of two parts of a split along axis 2 plus a (1, 3, 3) causal bias: the
        # parts keep the batch on axis 0 (a Transformer decoder's mask; MXNet 1.9.1 on (2, 3, 4):
        # eager (2, 3, 3), hybridized MXNetError in `_plus`)
        Invalid(_SPLIT_SCORES.format(body="F.batch_dot(q, k, transpose_b=True) + bias"), line=14, col=16),
        # ... as with the hidden layers added in a loop, and an Embedding of 4 units summed over
        # the fields, (N, 4) + (N, 1) (MXNet 1.9.1: eager (3, 3) / (3, 4); hybridized, shape
        # inference fails in `_plus`: a ValueError of deferred initialization / an MXNetError)
        Invalid(_DEEP_FM_LOOP.format(units=3), line=15, col=16, message="keepdims"),
        Invalid(_FM_FIRST.format(units=4), line=14, col=16, message="keepdims"),
        # ... but stacked, (2,) * (2, 1) (MXNet 1.9.1, without the `+ log_vars` term: eager (1,),
        # hybridized MXNetError in `_mul`)
        Invalid(_UNCERTAINTY.format(tasks=2).replace("F.concat(", "F.stack(").replace("dim=0", "axis=0")
                .replace(" + log_vars)", ")"), line=12, col=22, message="Parameter of shape (2,)"),
        # ... but a (n_tasks, 3) Parameter split on axis 0 gives (1, 3) parts, and a (2 * n_tasks,)
        # one (2,) parts: neither is the (1,) loss (MXNet 1.9.1: eager (1, 3) and (2,), hybridized
        # MXNetError in `_mul`)
        Invalid(_TASK_WEIGHTS.format(shape="(n_tasks, 3)"), line=18, col=18, message="reduced to shape (1,)"),
        Invalid(_TASK_WEIGHTS.format(shape="(2 * n_tasks,)"), line=18, col=18, message="reduced to shape (1,)"),
        # ... but with 5 actions by default, (N, 1) + (N, 5) (MXNet 1.9.1: eager (3, 5),
        # hybridized MXNetError in `_plus`)
        Invalid(_DUELING.format(actions=5), line=12, col=16, message="5 by default"),
        # ... and a size written as python arithmetic of such arguments: 2 * k * k offset channels
        # (18 with k=3) times a one-channel gate (MXNet 1.9.1 on (2, 3, 5, 5): eager (2, 18, 5, 5),
        # hybridized MXNetError in `_mul`)
        Invalid(_GATED_OFFSETS.format(channels="2 * k * k", k=3), line=12, col=16,
                message="the `2 * k * k` the block is built with, 18 by default"),
        # ... and a stack of experts of `units` each, 3 by default: (N, 3, E) * (N, 1, E) (MXNet
        # 1.9.1: eager (2, 3, 4), hybridized MXNetError in `_mul`; broadcast_mul equal both ways)
        Invalid(_MOE.format(units=3), line=15, col=16, message="3 by default",
                fixed=_MOE.format(units=3).replace("return outs * F.softmax(self.gate(x)).expand_dims(1)",
                                                   "return F.broadcast_mul(outs, F.softmax(self.gate(x)).expand_dims(1))")),
        # ... but not against a (1,) Parameter, nor with two axes kept against one (MXNet 1.9.1,
        # truth/t1_statistic_param: eager (3,) and (3, 3), hybridized MXNetError in _mul / _minus)
        Invalid(_statistic("m = F.mean(x, axis=1, exclude=True)\nreturn scale * m", "self, F, x, scale",
                           '\n                    self.scale = self.params.get("scale", shape=(1,))'),
                message="`scale` is a Parameter of shape (1,)"),
        Invalid(_statistic("m = F.mean(x, axis=(2, 1), exclude=True)\nreturn m - running_mean"),
                message="`running_mean` is a Parameter of shape (channels,)"),
        # the hardest negatives of an MPS loss, a row max and a column max each given axis 1 back
        # (one read as a keepdims reduction, the other not) joined by F.maximum, against the (n,)
        # diagonal: a regression of session 64 (7bed2192) on gluon-face's loss, true since round 2
        # (MXNet 1.9.1: eager (4, 4), hybridized MXNetError in _minus; probes_s71real/public/p01)
        Invalid(_hf("sim = F.dot(x, x, transpose_b=True)\npos = F.diag(sim)\n"
                    "hard = F.maximum(F.expand_dims(F.max(sim, axis=1), axis=1), F.expand_dims(F.max(sim, axis=0), axis=1))\n"
                    "return hard - pos"), message="has an extra axis from expand_dims(axis=1)"),
        # ... nor a method's statistic that keeps the batch axis: (N, C) against (C,) (MXNet 1.9.1
        # on (2, 3, 4, 4): eager (2, 3), hybridized MXNetError in _minus)
        Invalid(_statistic("m = x.mean(axis=(2, 3))\nreturn m - running_mean"),
                message="`running_mean` is a Parameter of shape (channels,)"),
        # the batch read through a unary minus (a soft-argmin's softmax of negated costs) against
        # a (1, C, 1, 1) row (MXNet 1.9.1: eager (2, 3, 4, 5), hybridized MXNetError in _mul)
        Invalid(_hf("prob = F.softmax(-cost, axis=1)\nreturn prob * w.reshape((1, -1, 1, 1))", "self, F, cost, w"),
                message="(the batch) on axis 0"),
        # a mix by a one-unit gate whose other term was made a broadcast_mul already: the sum needs
        # `copy` in the (N, 6) shape of the softmax, against the gate's (N, 1) (MXNet 1.9.1: eager
        # (3, 6), hybridized MXNetError in _mul, a fresh hybridized block ValueError; both terms
        # as broadcast_mul equal the eager output hybridized)
        Invalid(_GATE_MIX.format(gate=1), line=13, col=61, message="summed with",
                fixed=_GATE_MIX.format(gate=1).replace("(1 - p) * copy", "F.broadcast_mul((1 - p), copy)")),
        # a keepdims mean scaled by an entry of a local shape tuple keeps its (N, 1, H, W) against
        # the full (N, C, H, W) input (MXNet 1.9.1: eager (2, 3, 4, 4), hybridized MXNetError in
        # _minus; the broadcast_sub form equal eagerly and hybridized with `hw` fixed)
        Invalid(_hf("hw = self.size if self.fixed else x.shape[2:]\n"
                    "m = F.mean(x, axis=1, keepdims=True)\nreturn x - m / hw[0]"),
                line=8, col=16, message="is reduced with keepdims=True"),
        # the same batch norm with `-`: the mean unpacked from moments without keepdims drops axis
        # 0, (C,) against the (N, C) input (MXNet 1.9.1, truth/t3_moments of H294: eager (4, 3),
        # hybridized MXNetError in _minus; the broadcast_sub/broadcast_div form equal hybridized)
        Invalid(_hf("mean, var = F.moments(x, axes=0)\nreturn (x - mean) * 2.0"),
                line=7, col=17, message="`mean` drops axis 0",
                fixed=_hf("mean, var = F.moments(x, axes=0)\n"
                          "return (F.broadcast_sub(x, mean)) * 2.0")),
        # ... and once centred with broadcast_sub (x's shape), its division by the standard
        # deviation, (N, C) by (C,), whether the variance comes from moments or is a mean of the
        # squared centred input (MXNet 1.9.1 on (4, 3): eager (4, 3), hybridized MXNetError in
        # _div; the broadcast_div form equal eagerly and hybridized, max |diff| 0)
        Invalid(_hf("mean, var = F.moments(x, axes=0)\nreturn F.broadcast_sub(x, mean) / F.sqrt(var + 1e-5)"),
                line=7, col=16, message="`F.sqrt(var + 1e-5)` drops axis 0",
                fixed=_hf("mean, var = F.moments(x, axes=0)\n"
                          "return F.broadcast_div(F.broadcast_sub(x, mean), F.sqrt(var + 1e-5))")),
        Invalid(_hf("mean = F.mean(x, axis=0)\nvar = F.mean(F.square(F.broadcast_sub(x, mean)), axis=0)\n"
                    "return F.broadcast_sub(x, mean) / F.sqrt(var + 1e-5)"),
                line=8, col=16, message="drops axis 0"),
        # a (1,) total scaled by a literal-keyed hyperparameter (`lmb = params['lmb']`) keeps its
        # shape (MXNet 1.9.1: eager (2, 3), hybridized MXNetError in _plus)
        Invalid("""
            from mxnet.gluon import HybridBlock


            class Regularized(HybridBlock):
                def __init__(self, parameters, **kwargs):
                    super(Regularized, self).__init__(**kwargs)
                    self.parameters = parameters

                def hybrid_forward(self, F, x, w):
                    params = self.parameters
                    lmb = params['lmb']
                    penalty = lmb * F.sum(F.square(w))
                    return penalty + params['scale'] * x
        """, line=14, col=16, message="`penalty` is reduced to shape (1,)"),
        # a declared shape read through the one local the constructor binds it to, tuples
        # joined (MXNet 1.9.1: eager (2, 3, 4, 4), hybridized MXNetError in _plus); no rewrite:
        # the finding rests on that shape alone, nothing states the rank of the input `x`
        Invalid(_frn("shape = (1, channels) + (1,) * (n_dim - 2)"), line=10, col=16,
                message="(1, channels) + (1,) * (n_dim - 2)"),
        Invalid(_frn("shape = (1, channels, 1, 1)"), line=10, col=16, message="(1, channels, 1, 1)"),
        # ... but not the keepdims reduction over the channel axis (MXNet 1.9.1: eager (2, 3, 4, 4),
        # hybridized MXNetError in _mul)
        Invalid(_frn("shape = (1, channels, 1, 1)").replace(
            "return x + tau", "return tau * F.mean(x, axis=1, keepdims=True)"), line=10, col=16,
            message="(1, channels, 1, 1)"),
        # one more axis than the input both sides are computed from, whatever its shape: a one-hot
        # against a per-sample weight of the labels, a stack against one of its parts (MXNet
        # 1.9.1: eager (4, 4) and (2, 4, 4), hybridized MXNetError in _mul; the fix equal)
        Invalid(_hf("w = F.Cast(label, 'float32') + 1\nreturn F.one_hot(label, 4) * w", "self, F, x, label"),
                line=7, col=16, message="has 1 axis more than `label` (one_hot of label)",
                fixed=_hf("w = F.Cast(label, 'float32') + 1\nreturn F.broadcast_mul(F.one_hot(label, 4), w)",
                          "self, F, x, label")),
        Invalid(_hf("s = F.stack(x, F.relu(x), axis=0)\nreturn s * F.sigmoid(x)"), line=7, col=16,
                message="has 1 axis more than `x` (stack of x)"),
        # a one-element constant (`nd.array([loss_th])`: (1,) for a number, (1, ...) for a
        # sequence) against a sort of a flattened array, (N,): in hybrid_forward, in a helper
        # handed both, and against sort(axis=None), which flattens (MXNet 1.9.1: eager (6,) of a
        # (2, 3) pred, hybridized MXNetError in _greater / _mul)
        Invalid(_threshold("return loss > _thresh"), line=12, col=16,
                message="`_thresh` is a constant of one element on its first axis, against",
                fixed=_threshold("return F.broadcast_greater(loss, _thresh)")),
        Invalid(_threshold("return self._greater_loss(F, loss, _thresh)"), line=9, col=16,
                message="`threshold` is a constant of one element",
                fixed=_threshold("return self._greater_loss(F, loss, _thresh)",
                                 "return F.broadcast_greater(sorted_loss, threshold)")),
        Invalid(_threshold("return F.sort(pred, axis=None) * _thresh"), line=12, col=16,
                message="sort"),
        # maximum/minimum/power of two arrays: mx.nd's broadcast, mx.sym's are the elementwise
        # _maximum/_minimum/_power (MXNet 1.9.1: eager (2, 3, 4, 4), hybridized MXNetError in
        # _maximum / _minimum / _power; the broadcast_ forms equal eagerly and hybridized)
        Invalid(_offset_relu("F.maximum(x, tau)"), line=8, col=16, message="`F.maximum` is elementwise",
                fixed=_offset_relu("F.broadcast_maximum(x, tau)")),
        Invalid(_offset_relu("F.minimum(F.relu(x), tau)"), line=8, col=16, message="use F.broadcast_minimum",
                fixed=_offset_relu("F.broadcast_minimum(F.relu(x), tau)")),
        # ... also in a function nested in hybrid_forward, the scope's only operator (a scope with none
        # is skipped, so the nested body has to count); not rewritten there: the walk does not
        # follow `y` into the nested function, so only the declared shape speaks
        Invalid(_offset_relu("gate(F.relu(x))").replace(
            "return gate", "def gate(y):\n                        return F.maximum(y, tau)\n                    return gate"),
            line=9, col=20, message="use F.broadcast_maximum(y, tau) (no automatic fix"),
        Invalid(_offset_relu("F.power(F.abs(x) + 1, tau)"), line=8, col=16,
                message="(1, channels, 1, 1)", fixed=_offset_relu("F.broadcast_power(F.abs(x) + 1, tau)")),
        # ... and beside an explicit broadcast of the input with Parameters shaped like it: the
        # broadcast is the input's (B, C, H, W), the (1, C, 1, 1) threshold still needs one
        # (heldout44's filter response norm; MXNet 1.9.1: eager (2, 3, 4, 4), hybridized
        # MXNetError in _maximum)
        Invalid(_offset_relu("F.maximum(F.broadcast_add(F.broadcast_mul(gamma, x), beta), tau)").replace(
            "def hybrid_forward(self, F, x, tau):", "def hybrid_forward(self, F, x, tau, gamma, beta):").replace(
            'shape=(1, channels, 1, 1))', 'shape=(1, channels, 1, 1))\n'
            '                    self.gamma = self.params.get("gamma", shape=(1, channels, 1, 1))\n'
            '                    self.beta = self.params.get("beta", shape=(1, channels, 1, 1))'),
            line=10, col=16, message="use F.broadcast_maximum"),
        # that accumulator against a Dense(4) output does not broadcast hybridized (MXNet 1.9.1:
        # eager (2, 4), hybridized MXNetError in _plus)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn
            class Penalised(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    with self.name_scope():
                        self.fc = nn.Dense(4)
                def hybrid_forward(self, F, x):
                    acc = F.zeros((1,))
                    for i in range(3):
                        acc = acc + F.sum(x) / (i + 1)
                    return self.fc(x) + acc
            """, line=12, col=16, message="`acc` is built with the literal shape (1,)"),
        # ... and the same total returned by a helper's loop (MXNet 1.9.1: eager (2, 4),
        # hybridized MXNetError in _plus)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn
            class PenalisedByHelper(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    with self.name_scope():
                        self.fc = nn.Dense(4)
                def _spread(self, F, x):
                    total = F.zeros((1,))
                    for i in range(3):
                        total = total + F.sum(x) / (i + 1)
                    return total
                def hybrid_forward(self, F, x):
                    return self.fc(x) + self._spread(F, x)
            """, line=14, col=16, message="is built with the literal shape (1,)"),
        # ... and that (1,) total against the (B, 3) scores does not broadcast hybridized
        # (MXNet 1.9.1: eager (5, 3), hybridized MXNetError in _div)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Normalised(HybridBlock):
                def hybrid_forward(self, F, scores, label):
                    counts = []
                    for i in range(3):
                        counts.append(F.sum(label == i))
                    return scores / F.add_n(*counts)
            """, line=8, col=16, message="reduced to shape (1,)"),
        # a size learnt from the consumer: x is fed to a layer whose Conv2D declares
        # in_channels, so x has that many channels, against a 1-channel attention map (Attention
        # U-Net's gate; checked in MXNet 1.9.1: eager runs, hybridized fails in _mul)
        Invalid(_attention_gate("x * psi"), line=15, col=16, message="it is fed to self.proj",
                fixed=_attention_gate("F.broadcast_mul(x, psi)")),
        # ... also through shape-keeping operators: PiDiNet's compact spatial attention feeds
        # `F.relu(x)` to the Conv2D declaring in_channels, a size without default (checked in
        # MXNet 1.9.1 with channels=4: eager runs, hybridized fails in _mul)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn


            class CSAM(HybridBlock):
                def __init__(self, channels, **kwargs):
                    super().__init__(**kwargs)
                    self.conv1 = nn.Conv2D(2, 1, in_channels=channels)
                    self.conv2 = nn.Conv2D(1, 3, padding=1, in_channels=2)

                def hybrid_forward(self, F, x):
                    y = self.conv2(self.conv1(F.relu(x)))
                    return x * F.sigmoid(y)
            """, line=13, col=16, message="it is fed to self.conv1"),
        # the same on the last axis of a Dense(in_units=8, flatten=False) (checked in MXNet 1.9.1)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn


            class Gate(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.proj = nn.Dense(16, in_units=8, flatten=False)
                    self.score = nn.Dense(1, flatten=False)

                def hybrid_forward(self, F, x):
                    h = self.proj(x)
                    w = F.sigmoid(self.score(F.tanh(h)))
                    return x * w
        """, line=14, col=16, message="has size 8 on axis -1"),
        # lists built by append in a loop, then stacked: the elements' keepdims shape survives the
        # stack (a soft decision tree's leaf weights; checked in MXNet 1.9.1: eager runs,
        # hybridized fails)
        Invalid("""
            from mxnet.gluon import HybridBlock


            class Mix(HybridBlock):
                def hybrid_forward(self, F, x):
                    weights = []
                    outputs = []
                    for i in range(3):
                        weights.append(F.sigmoid(F.sum(x, axis=1, keepdims=True) * i))
                        outputs.append(F.relu(x) * i)
                    return F.sum(F.stack(*weights, axis=-1) * F.stack(*outputs, axis=-1), axis=-1)
        """, line=12, col=22, message="stacks along axis -1"),
        # a product over the stacked axis gives back the elements' shape (checked in MXNet 1.9.1)
        Invalid("""
            from mxnet.gluon import HybridBlock


            class Path(HybridBlock):
                def hybrid_forward(self, F, x):
                    path = [F.sigmoid(F.mean(x, axis=1, keepdims=True))]
                    for i in range(2):
                        path.append(F.sigmoid(F.max(x, axis=1, keepdims=True) * i))
                    w = F.prod(F.stack(*path), axis=0)
                    return x * w
        """, line=11, col=16, message="keepdims"),
        # sizes spelled by module constants (`batch_size = 2`, `emb_size = 4`): (2, N, 1) against
        # (2, N, 4) (round 11's region-embedding text classifier; MXNet 1.9.1: eager (2, 3, 4),
        # hybridized `_mul` fails shape inference)
        Invalid("""
            from mxnet.gluon import HybridBlock
            emb_size = 4
            batch_size = 2
            class Net(HybridBlock):
                def hybrid_forward(self, F, x, y):
                    mask = F.broadcast_greater(y, F.zeros_like(y)).reshape((batch_size, -1, 1))
                    feature = x.reshape((batch_size, -1, emb_size))
                    return mask * feature
            """, line=9, col=16, message="size 4 on axis 2"),
        # repeated to (2, 3, 1, 1), still short of an input's spatial axes (MXNet 1.9.1: eager
        # (2, 3, 4, 4), hybridized `_mul` fails shape inference)
        Invalid(_hf("b = F.ones((2, 1, 1, 1)).repeat(repeats=3, axis=1)\nreturn x * b"), line=7,
                col=16, message="literal shape (2, 3, 1, 1)"),
        # declared layers fix different sizes on an axis (Dense(8) against Dense(1)): NDArrays
        # broadcast (N, 1) to (N, 8), Symbols do not (checked in MXNet 1.9.1: eager runs,
        # hybridized fails)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn

            class Gate(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.proj = nn.Dense(8)
                    self.score = nn.Dense(1)

                def hybrid_forward(self, F, x):
                    return self.proj(x) * F.sigmoid(self.score(x))
        """, line=11, col=16, message="has size 8 on axis 1"),
        # a get_constant identity matrix (2-D, from nd.eye) added to a batch of 3x3 matrices
        # reshaped from the input: a PointNet transform net's `x + self.biases.data()` once the
        # constant is taken from **kwargs (checked in MXNet 1.9.1: eager runs, hybridized fails)
        Invalid("""
            from mxnet import nd
            from mxnet.gluon import HybridBlock

            class TNet(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.biases = self.params.get_constant('biases', value=nd.eye(3, 3, 0, dtype='float32'))

                def hybrid_forward(self, F, x, **kwargs):
                    x = F.reshape(x, (-1, 3, 3))
                    return x + kwargs['biases']
        """, line=12, col=16, message="is a 2-D constant"),
        # a 3-D constant (an identity given a leading axis) named in the signature, against a 2-D
        # reshape (a (3, 3) input)
        # (checked in MXNet 1.9.1: eager runs, hybridized fails)
        Invalid("""
            import numpy as np
            from mxnet.gluon import HybridBlock

            class Affine(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.init = self.params.get_constant('init', np.eye(3).reshape((1, 3, 3)))

                def hybrid_forward(self, F, x, init):
                    return x.reshape((0, 3)) * init
        """, line=11, col=16, message="is a 3-D constant"),
        # get_constant values whose rank numpy's rules give (constant_shapes): ALiBi's (H, 1, 1)
        # slopes times the (L, L) distances `-np.abs(pos[None] - pos[:, None])`; a (T, D) rotary
        # cache from `np.cos(np.outer(...))` against a 3-D reshape; a 1-D `np.exp(-np.linspace(...))`
        # against a 2-D reshape with its size last; a transposed stack given a last axis, (n, 2, 1),
        # against a 2-D reshape (MXNet 1.9.1: eager runs, (2, 2, 5, 5), (2, 5, 4), (3, 6),
        # (3, 2, 4); hybridized MXNetError in _mul / _minus; the broadcast_* forms equal)
        Invalid(_numpy_constant_block("RelBias", "F.broadcast_add(x, slopes * dist)"), line=14, col=35, message="is a 2-D constant"),
        Invalid(_numpy_constant_block("Rotary", "x.reshape((-1, 5, 4)) * cos"), line=13, col=16, message="is a 2-D constant"),
        Invalid(_numpy_constant_block("Decay", "x.reshape((-1, 6)) * prior"), line=11, col=16, message="is a 1-D constant"),
        Invalid(_numpy_constant_block("Grid", "x.reshape((0, 4)) - grid"), line=12, col=16, message="is a 3-D constant"),
        # the 1-D boundary mask against a 2-D flatten: only the constant's rank, read from its
        # numpy code, shows the mismatch (MXNet 1.9.1 on (2, 5): eager (2, 5), hybridized raises
        # in _mul)
        Invalid(_numpy_constant_block("Edge", "F.flatten(x) * edge"), line=12, col=16,
                message="the constant `edge`, whose value has 1 axis"),
        # `np.array([lo, hi])` of two 1-D ranges is (2, n), against a 3-D reshape; PointRend-style
        # sizes `np.array([width, height, width, height])` from number arguments are (4,) for a
        # block built with its defaults, against (N, B, 4) boxes (MXNet 1.9.1 on (3, 10) and
        # (2, 8): eager (3, 2, 5) and (2, 2, 4), hybridized raises in _minus / _div)
        Invalid(_numpy_constant_block("Bounds", "x.reshape((0, 2, -1)) - bounds"), line=13, col=16,
                message="is a 2-D constant"),
        Invalid(_numpy_constant_block("BoxScale", "x.reshape((0, -1, 4)) / scale"), line=11, col=16,
                message="is a constant of shape (4,) with the block's default arguments"),
        # a get_constant whose value is a list of numbers, written in the method or as a
        # module-level table bound once: a (5,) array, passed like a Parameter of that shape, so
        # against a batch of rows it needs broadcast_mul (MXNet 1.9.1 on (2, 4, 5): eager
        # (2, 4, 5), hybridized raises in _mul; F.broadcast_mul equal)
        Invalid("""
            from mxnet.gluon import HybridBlock

            PENTATONIC = [1.0, 0.5, 1.0, 0.5, 1.0]


            class ScaleWeights(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.w = self.params.get_constant("w", PENTATONIC)

                def hybrid_forward(self, F, notes, w):
                    return F.softmax(notes * w, axis=-1)
        """, line=13, col=26, message="is a constant of shape (5,)"),
        Invalid("""
            from mxnet.gluon import HybridBlock


            class ScaleWeights(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.w = self.params.get_constant("w", [1.0, 0.5, 1.0, 0.5, 1.0])

                def hybrid_forward(self, F, notes, w):
                    return F.softmax(notes * w, axis=-1)
        """, line=11, col=26, message="is a constant of shape (5,)"),
        # a Shake-Shake alpha chosen by a conditional expression: both branches are the (N, 1, 1)
        # keepdims statistic, so the value is, whichever the trace takes (MXNet 1.9.1 on
        # (2, 3, 4): eager (2, 3, 4), hybridized raises in _mul)
        Invalid(hybrid_forward_example("m = F.mean(x, axis=(1, 2), keepdims=True)\n"
                                       "alpha = F.ones_like(m) if autograd.is_training() else 0.5 * F.ones_like(m)\n"
                                       "return alpha * x", _AUTOGRAD_HEAD), line=9, col=16, message="keepdims"),
        # a Parameter read from **kwargs keeps its declared shape (checked in MXNet 1.9.1: eager
        # runs, hybridized fails)
        Invalid("""
            from mxnet.gluon import HybridBlock

            class Scale(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.gamma = self.params.get('gamma', shape=(4,), init='ones')

                def hybrid_forward(self, F, x, **kwargs):
                    return kwargs['gamma'] * x
        """, line=10, col=16, message="Parameter of shape (4,)"),
        # a positional embedding (1, T, C) cut to the input's length with slice_like, added to a
        # batch (checked in MXNet 1.9.1: eager runs, hybridized fails in _plus)
        Invalid("""
            from mxnet.gluon import HybridBlock

            class PosEmbed(HybridBlock):
                def __init__(self, max_len=16, units=8, **kwargs):
                    super().__init__(**kwargs)
                    self.pos = self.params.get('pos', shape=(1, max_len, units))

                def hybrid_forward(self, F, x, pos):
                    return x + F.slice_like(pos, x, axes=(1,))
        """, line=10, col=16, message="the batch"),
        # a get_constant whose numpy value has a leading 1 (`np.expand_dims(grid, axis=0)`) added
        # to the output of a block of the file, whose axis 0 is taken to be the batch it was given
        # (SFnet's flow alignment; checked in MXNet 1.9.1: eager runs, hybridized fails)
        Invalid("""
            import numpy as np
            from mxnet.gluon import HybridBlock, nn

            class Body(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.conv = nn.Conv2D(2, 3, padding=1)

                def hybrid_forward(self, F, x):
                    return F.relu(self.conv(x))

            class Flow(HybridBlock):
                def __init__(self, size=4, **kwargs):
                    super().__init__(**kwargs)
                    self.body = Body()
                    grid = np.stack(np.meshgrid(np.arange(size), np.arange(size)), axis=-1)
                    offsets = np.expand_dims(grid, axis=0).astype(np.float32)
                    self.offsets = self.params.get_constant('offsets', offsets)

                def hybrid_forward(self, F, x, offsets):
                    flow = self.body(x).transpose(axes=(0, 2, 3, 1))
                    return flow + offsets
        """, line=23, col=16, message="size 1 on axis 0"),
        # session 69 (H490): the parts of a split along the last axis keep the tensor's axis 0, most
        # likely the batch (a Decision Transformer's causal mask, (1, L, L), against the (N, L, L)
        # scores of `q, k` split from one Dense; MXNet 1.9.1 on (2, 6, 5): eager (2, 6, 6),
        # hybridized MXNetError in `_plus`)
        Invalid("""
            import numpy as np
            from mxnet.gluon import HybridBlock, nn

            class Net(HybridBlock):
                def __init__(self, length=6, **kwargs):
                    super().__init__(**kwargs)
                    mask = np.triu(np.full((length, length), -1e4, dtype="float32"), k=1)[None]
                    with self.name_scope():
                        self.qk = nn.Dense(8, flatten=False)
                        self.causal = self.params.get_constant("causal", mask)

                def hybrid_forward(self, F, x, causal):
                    q, k = F.split(self.qk(x), num_outputs=2, axis=-1)
                    return F.softmax(F.batch_dot(q, k, transpose_b=True) + causal, axis=-1)
        """, line=15, col=26, message="size 1 on axis 0"),
        # the same inside a branch (the symbolic walk follows each branch from the env before it)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn

            class Gated(HybridBlock):
                def __init__(self, gated=True, **kwargs):
                    super().__init__(**kwargs)
                    self.gated = gated
                    self.proj = nn.Dense(8)
                    self.score = nn.Dense(1)

                def hybrid_forward(self, F, x):
                    if self.gated:
                        a = self.proj(x)
                        return a * F.sigmoid(self.score(x))
                    return self.proj(x)
        """, line=14, col=20, message="has size 8 on axis 1"),
        # a helper called once: the shapes hybrid_forward passes it are its parameters' (the
        # batch of x against the 1 of a reshaped Parameter; checked in MXNet 1.9.1)
        Invalid("""
            from mxnet.gluon import HybridBlock

            class Dist(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.centers = self.params.get('centers', shape=(4, 3))

                def _dist(self, F, x, centers):
                    e = F.expand_dims(x, 0)
                    c = F.reshape(centers, (-1, 1, 3))
                    return F.sum(F.square(e - c), axis=2)

                def hybrid_forward(self, F, x, centers):
                    return self._dist(F, x, centers)
        """, line=12, col=31, message="on axis"),
        # a module constant beside a keepdims reduction keeps its (N, 1) shape against (N, C)
        Invalid("""
            import numpy as np
            from mxnet.gluon import HybridBlock

            eps = np.finfo(np.float32).eps

            class Norm(HybridBlock):
                def hybrid_forward(self, F, v):
                    s = F.sum(v, -1, keepdims=True)
                    return v / (s + eps)
        """, line=10, col=16, message="keepdims"),
        # squeeze-and-excitation: a gate pooled to 1x1, through 1x1 convs, times the features
        Invalid("""
            from mxnet.gluon import nn
            class SE(nn.HybridBlock):
                def __init__(self, channels):
                    super().__init__()
                    self.reduce = nn.HybridSequential()
                    self.reduce.add(nn.Conv2D(channels // 4, 1), nn.Activation('relu'))
                    self.expand = nn.Conv2D(channels, kernel_size=1)
                def hybrid_forward(self, F, x):
                    w = F.contrib.AdaptiveAvgPooling2D(x, 1)
                    w = self.expand(self.reduce(w))
                    return F.sigmoid(w) * x
        """, line=12, col=16, message="pooled to a 1x1 spatial size"),
        Invalid("""
            from mxnet.gluon import nn
            class Gate(nn.HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.pool = nn.GlobalAvgPool2D()
                def hybrid_forward(self, F, x):
                    return x * F.sigmoid(self.pool(x))
        """, line=8, col=16),
        _POOL_INVALID,
        # a one-channel coarse map through nearest UpSampling (channels kept) added to the
        # 8-channel fine map (MXNet 1.9.1 on (2, 3, 8, 8): eager (2, 8, 8, 8), hybridized
        # MXNetError in _plus)
        Invalid(_upsampled(1), line=11, col=16, message="has size 1 on axis 1"),
        # BilinearResize2D keeps its data's axes 0 and 1 (a ViT's (1, C, 2, 2) position table
        # resized to the patch grid by the grid's own sizes) against the (N, C, h, w) grid (MXNet
        # 1.9.1 on (2, 3, 12, 12): eager (2, 6, 3, 3); hybridized, the `.shape` reads fail first
        # and, with the resize written like the grid, _plus)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn


            class Net(HybridBlock):
                def __init__(self):
                    super().__init__()
                    with self.name_scope():
                        self.patch = nn.Conv2D(6, 4, strides=4, in_channels=3)
                        self.pos = self.params.get('pos', shape=(1, 6, 2, 2))

                def hybrid_forward(self, F, x, pos):
                    x = self.patch(x)
                    pos = F.contrib.BilinearResize2D(pos, height=x.shape[2], width=x.shape[3])
                    return x + pos
        """, line=15, col=16, message="`pos` has size 1 on axis 0"),
        # the gate reshaped to (N, C, 1, 1) -- size-1 axes appended to a 2-D Dense output --
        # against the (N, C, H, W) input, with the batch inferred too; a sum_axis over the batch
        # (sum's other name) dropping axis 0; a (T, D) table against an Embedding of an input
        # whose rank is not stated (MXNet 1.9.1: eager (2, 4, 3, 3), (3, 4) and (2, 5, 4),
        # hybridized MXNetError in _mul, _div and _plus)
        Invalid(_excite("x * w.reshape((0, 0, 1, 1))"), line=13, col=16,
                message="size-1 axes after the 2 axes of its data",
                fixed=_excite("F.broadcast_mul(x, w.reshape((0, 0, 1, 1)))")),
        Invalid(_excite("w.reshape((-1, 0, 1, 1)) * x"), line=13, col=16, message="(-1, 0, 1, 1)"),
        # a keepdims spatial reduction through a 1x1 conv child keeps its 1x1 (the conv sets axis
        # 1 alone), against the (N, C, H, W) input: band attention (MXNet 1.9.1 on (2, 4, 3, 3):
        # eager (2, 4, 3, 3), hybridized MXNetError in _mul)
        Invalid(_band_gate("F.mean(x, axis=(2, 3), keepdims=True)", "x * gate"), line=12, col=16,
                message="keepdims=True (axis (2, 3))"),
        Invalid(_band_gate("F.max(x, axis=(-2, -1), keepdims=True)", "gate * x"), line=12, col=16,
                message="keepdims=True (axis (-2, -1))"),
        # a mean over one spatial axis given it back by expand_dims is the keepdims mean, kept by
        # the 1x1 conv: ECAPA's SE gate (MXNet 1.9.1 on (2, 4, 3, 3): eager (2, 4, 3, 3),
        # hybridized MXNetError in _mul; the broadcast_mul form equal eagerly and hybridized)
        Invalid(_band_gate("F.mean(x, axis=2).expand_dims(axis=2)", "x * gate"), line=12, col=16,
                message="given it back by expand_dims"),
        # adaptive softmax: the head's cluster log-probability, a one-element slice_axis (begin=-1,
        # end=None), added to the tail's (N, tail) (MXNet 1.9.1 on (2, 2): eager (2, 4),
        # hybridized MXNetError in _plus; the broadcast_add form equal eagerly, hybridized and fresh
        # hybridized)
        Invalid(_ADAPTIVE_HEAD % "tail + F.slice_axis(head, axis=1, begin=-1, end=None)", line=14, col=16,
                message="has size 1 on axis 1",
                fixed=_ADAPTIVE_HEAD % "F.broadcast_add(tail, F.slice_axis(head, axis=1, begin=-1, end=None))"),
        # FiLM's scale laid out with the map's own sizes, `x.shape[i]` at position i keeping an
        # axis as the 0 code does (MXNet 1.9.1 on (2, 4, 3, 3) and (2, 5): eager (2, 4, 3, 3); with
        # both rules' fixes, equal hybridized and fresh hybridized, max |diff| 0)
        Invalid(_FILM % "(1 + gamma) * x", line=14, col=23,
                message="is reshaped to (x.shape[0], x.shape[1], 1, 1): size-1 axes after the 2 axes",
                fixed=_FILM % "F.broadcast_mul((1 + gamma), x)"),
        # the scale one of two names unpacked from a split of the Dense output: an output of a
        # split has its data's rank (MXNet 1.9.1 on (2, 4, 3, 3) and (2, 5): eager (2, 4, 3, 3),
        # hybridized and fresh hybridized MXNetError in _mul; the broadcast_mul form equal)
        Invalid(_FILM_SPLIT % "(1 + gamma) * x", line=14, col=23, message="an output of split",
                fixed=_FILM_SPLIT % "F.broadcast_mul((1 + gamma), x)"),
        # the same scale in the shape fixers' form: reshape_like of a (-1, 1, 1) reshape onto x's
        # first two axes is (N, C, 1, 1) (MXNet 1.9.1 on (2, 4, 3, 3) and (2, 5): eager (2, 4, 3, 3),
        # hybridized MXNetError in _mul; the broadcast_mul form equal hybridized)
        Invalid(_FILM_SPLIT.replace("gamma.reshape((0, 0, 1, 1))", "F.reshape_like(gamma.reshape((-1, 1, 1)), x, "
                                    "lhs_begin=0, lhs_end=1, rhs_begin=0, rhs_end=2)") % "(1 + gamma) * x",
                line=14, col=23, message="is laid out as the first 2 axes of `x` then 2 size-1 axes"),
        # the gate's name first bound to the pooled map, then rebound to the Dense output: the rank
        # is the binding's that reaches the reshape (MXNet 1.9.1: eager (2, 8, 4, 4), hybridized
        # MXNetError in `_mul`)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn


            class Excite(HybridBlock):
                def __init__(self, channels=8, reduction=4, **kwargs):
                    super().__init__(**kwargs)
                    self.fc1 = nn.Dense(channels // reduction, in_units=channels)
                    self.fc2 = nn.Dense(channels, in_units=channels // reduction)

                def hybrid_forward(self, F, x):
                    w = F.mean(x, axis=(2, 3))
                    w = F.sigmoid(self.fc2(F.relu(self.fc1(w))))
                    return x * w.reshape((0, 0, 1, 1))
        """, line=14, col=16, message="size-1 axes after the 2 axes of its data (the (batch, units) output of self.fc2)"),
        # the pooled map put back as (0, 0, 1, 1) against the (N, C, H, W) input (MXNet 1.9.1:
        # eager (2, 4, 3, 3), hybridized MXNetError in _minus)
        Invalid(_excite("x - pooled.reshape((0, 0, 1, 1))"), line=13, col=16,
                message="after the (N, C) of a global pool"),
        # the global context, (N, C, 1, 1) by the contraction and the reshape, against the
        # (N, C, H, W) input (session-44 fix case global_context; MXNet 1.9.1: eager (2, 4, 3, 5),
        # hybridized MXNetError in _plus; the fix hybridized equals the eager output)
        Invalid(_context("x + context"), line=15, col=16, message="has size 1 on axes 2..3",
                fixed=_context("F.broadcast_add(x, context)")),
        # the same pooled context against the (N, C, H, W) input itself (probes_s45_fp attr/p11;
        # MXNet 1.9.1: eager (2, 4, 5, 5), hybridized MXNetError in _plus)
        Invalid(_pooled_context("x + F.sigmoid(context)"), line=12, col=16,
                fixed=_pooled_context("F.broadcast_add(x, F.sigmoid(context))")),
        Invalid(_hf("total = F.sum_axis(x, axis=0)\nreturn x / total"), line=7, col=16,
                message="drops axis 0"),
        Invalid(_positions("x"), line=13, col=16, message="Parameter of shape (length, dim)"),
        # a gate branch declared as one Sequential: global pooling, then 1x1 convs and activations
        # (MXNet 1.9.1: eager (2, 4, 6, 6), hybridized MXNetError in `_mul`)
        Invalid("""
            from mxnet.gluon import nn
            class SE(nn.HybridBlock):
                def __init__(self, c):
                    super().__init__()
                    self.se = nn.HybridSequential()
                    self.se.add(nn.GlobalAvgPool2D(), nn.Conv2D(c // 2, 1), nn.Activation('relu'),
                                nn.Conv2D(c, 1), nn.Activation('sigmoid'))
                def hybrid_forward(self, F, x):
                    return x * self.se(x)
        """, line=10, col=16, message="pooled to a 1x1 spatial size"),
        # ... or ending in the pool, after layers that change the size (MXNet 1.9.1: likewise)
        Invalid("""
            from mxnet.gluon import nn
            class Att(nn.HybridBlock):
                def __init__(self, c):
                    super().__init__()
                    self.att = nn.HybridSequential(prefix='att_')
                    self.att.add(nn.Conv2D(c, 3, strides=2, padding=1), nn.BatchNorm())
                    self.att.add(nn.GlobalMaxPool2D())
                def hybrid_forward(self, F, x):
                    return x * self.att(x)
        """, line=10, col=16, message="pooled to a 1x1 spatial size"),
        # shapes that the declarations fix: a (C,) or (1,) Parameter against an activation
        Invalid(_norm_params("gamma * F.relu(x)"), line=10, col=16, message="Parameter of shape (channels,)"),
        Invalid(_norm_params("F.sum(x, axis=1) + reg"), line=10, col=16, message="F.broadcast_add"),
        # a reduction without keepdims of the other operand
        Invalid(_hf("out = F.relu(x)\nreturn out - out.mean(axis=1)"), line=7, col=16,
                message="drops axis 1"),
        Invalid(_hf("return x / F.sum(x)"), line=6, col=16, message="shape (1,)"),
        # the reduction named first (`m = F.mean(out, 0)`, then `out - m`)
        Invalid(_hf("out = F.relu(x)\nm = F.mean(out, 0)\nreturn out - m"), line=8, col=16,
                message="drops axis 0"),
        Invalid(_hf("out = F.relu(x)\ns = out.sum(axis=1)\nreturn s + out"), line=8, col=16,
                message="drops axis 1"),
        # keepdims given positionally (`F.sum(y, 1, True)`, `F.pick(x, y, 1, True)`,
        # `out.sum(1, True)`): read where MXNet's signature puts it (MXNet 1.9.1: eager (2, 5),
        # hybridized MXNetError in the elementwise `_minus`/`_plus`)
        Invalid(_hf("count = F.sum(y, 1, True)\noffset = F.sum(x * y, 1, True) / (count + 1.0)\n"
                    "return x - offset", "self, F, x, y"), line=8, col=16, message="keepdims"),
        Invalid(_hf("s = F.pick(x, y, 1, True)\nreturn x - s", "self, F, x, y"), line=7, col=16,
                message="keepdims=True (axis 1)"),
        Invalid(_hf("out = F.relu(x)\ns = out.sum(1, True)\nreturn s + out"), line=8, col=16,
                message="keepdims=True (axis 1)"),
        # a row sum made a column by reshape instead of keepdims (a target distribution's
        # `p / p.sum(axis=1).reshape((-1, 1))`; MXNet 1.9.1: eager (4, 3), hybridized MXNetError in
        # `_div`)
        Invalid(_hf("e = F.exp(x)\nreturn e / e.sum(axis=1).reshape((-1, 1))"), line=7, col=16,
                message="made a column"),
        # ... through a local bound once and arithmetic with numbers (a volatility target's
        # `r * (t / vol).reshape((-1, 1))`; MXNet 1.9.1: eager (3, 6), hybridized MXNetError in `_mul`)
        Invalid(_hf("vol = F.sqrt((x ** 2).sum(axis=1)) + 1e-3\nreturn x * (0.1 / vol).reshape((-1, 1))"),
                line=7, col=16, message="made a column"),
        # ... a mean over the last of three axes given its 1 back by copy codes (MXNet 1.9.1: eager
        # (2, 3, 4), hybridized MXNetError in `_minus`)
        Invalid(_hf("power = F.square(x)\nreturn power - power.mean(axis=2).reshape((0, 0, 1))"),
                line=7, col=16, message="given a last axis of 1"),
        # a masked mean pool: the sum over axis 1 of a Dense(6) of an input of unknown rank keeps
        # the last axis, 6, or (x 2-D) has one axis; the (N, 1) lengths are neither (MXNet 1.9.1:
        # x (4, 7, 3), lengths (4,): eager (4, 6), hybridized MXNetError in `_div`)
        Invalid(_dense_pool("h = F.relu(self.proj(x))\nreturn F.sum(h, axis=1) / lengths.reshape((-1, 1))"),
                line=12, col=16, message="has size 6 on its last axis, or 1 axis if axis 1 was the last"),
        # a stack of three band powers on axis 1 against their total given axis 1 by expand_dims:
        # (N, 3, C) and (N, 1, C) (MXNet 1.9.1: x (2, 3, 16): eager (2, 3, 3), hybridized
        # MXNetError in `_div`) ...
        Invalid(_band_power(3, "F.stack(*powers, axis=1) / total.expand_dims(1)"), line=15, col=16,
                message="stacks 3 arrays along axis 1"),
        # ... and two arrays stacked against one of them given the same axis: of any rank one axis
        # is 2 against 1, or the ranks differ (MXNet 1.9.1: x, y (2, 3): eager (2, 2, 3),
        # hybridized MXNetError in `_minus`)
        Invalid(_hf("s = F.stack(x, y, axis=1)\nreturn s - x.expand_dims(1)", "self, F, x, y"), line=7, col=16,
                message="stacks 2 arrays along axis 1"),
        # gluonts SAN: a mean built from two keepdims reductions (N, 1) against (N, T)
        Invalid(_hf("count = F.sum(y, axis=1, keepdims=True)\n"
                    "offset = F.sum(x * y, axis=1, keepdims=True) / (count + self.eps)\n"
                    "return x - offset", "self, F, x, y"), line=8, col=16, message="keepdims"),
        # ... and an operand computed from the reduced input among others (MXNet 1.9.1: eager
        # (2, 3), hybridized MXNetError in `_minus`)
        Invalid(_hf("return (x * y) - F.mean(y, axis=1, keepdims=True)", "self, F, x, y"),
                line=6, col=16, message="keepdims"),
        # a method's parameter given a keepdims sum its caller builds from its input in the
        # call (MXNet 1.9.1: eager (2, 4), hybridized MXNetError in `_mul`)
        Invalid(_mix("return self.mix(F, F.sigmoid(x), F.sum(x, axis=-1, keepdims=True))", "a * b"),
                line=6, col=23, message="`b` is reduced with keepdims=True (axis -1)"),
        # the same sum held by a local of the caller, bound on a line above the call that runs
        # straight through (MXNet 1.9.1: eager (2, 6), hybridized MXNetError in `_mul`)
        Invalid(_mix("g = F.sigmoid(x)\n"
                     "s = F.sum(x, axis=-1, keepdims=True)\n"
                     "return self.mix(F, g, s)", "a * b"),
                line=6, col=23, message="`b` is reduced with keepdims=True (axis -1)"),
        # the keepdims moments a straight-line helper binds to locals and returns as a pair,
        # unpacked by the caller (MXNet 1.9.1: eager (2, 6), hybridized MXNetError in `_minus`)
        Invalid("""
            from mxnet.gluon import HybridBlock


            def moments(F, t):
                mean = F.mean(t, axis=1, keepdims=True)
                var = F.mean(F.square(F.broadcast_sub(t, mean)), axis=1, keepdims=True)
                return mean, var


            class Norm(HybridBlock):
                def hybrid_forward(self, F, x):
                    mu, var = moments(F, x)
                    return F.broadcast_div(x - mu, F.sqrt(var + 1e-5))
        """, line=14, col=32, message="`mu` is reduced with keepdims=True (axis 1)"),
        # a Parameter (1, C, 1, 1) through what a helper returns: a module function scaling its
        # argument by a number (StyleGAN's equalized learning rate: `compute_weight(kwargs['weight'])
        # * noise` with an (N, 1, H, W) noise), and a method whose every return keeps the argument's
        # shape (MXNet 1.9.1: both run eagerly, (2, 4, 5, 5); hybridized MXNetError in `_mul`;
        # with F.broadcast_mul both hybridize, equal to eager)
        Invalid("""
            from math import sqrt

            from mxnet.gluon import HybridBlock


            def equalized(w, fan_in=4):
                return w * sqrt(2 / fan_in)


            class Noise(HybridBlock):
                def __init__(self, channels):
                    super().__init__()
                    self.weight = self.params.get("weight", shape=(1, channels, 1, 1))

                def hybrid_forward(self, F, x, noise, weight):
                    return x + equalized(weight) * noise
        """, line=17, col=20, message="is a Parameter of shape (1, channels, 1, 1)"),
        Invalid("""
            import math

            from mxnet.gluon import HybridBlock


            class Noise(HybridBlock):
                def __init__(self, channels):
                    super().__init__()
                    self.scale = self.params.get("scale", shape=(1, channels, 1, 1))

                def _gain(self, F, s, lr_mul=1.0):
                    if lr_mul != 1.0:
                        return F.relu(s) * math.sqrt(lr_mul)
                    return F.relu(s)

                def hybrid_forward(self, F, x, noise, scale):
                    g = self._gain(F, scale)
                    return x + noise * g
        """, line=19, col=20, message="`g` is a Parameter of shape (1, channels, 1, 1)"),
        # a helper's reduction without keepdims against a literal (4, 1): (4,) + (4, 1)
        # broadcasts to (4, 4) eagerly and fails hybridized (MXNet 1.9.1: MXNetError in `_plus`)
        Invalid("""
            from mxnet.gluon import HybridBlock

            def row_sum(F, x):
                total = F.sum(x, axis=1)
                return total

            class Net(HybridBlock):
                def hybrid_forward(self, F, x):
                    b = F.zeros((4, 1))
                    return b + row_sum(F, x)
        """, line=11, col=16, message="literal shape (4, 1)"),
        # ... or a helper that returns a keepdims reduction on one path and the array on another
        Invalid("""
            from mxnet.gluon import HybridBlock

            def pool(F, x, keep):
                if keep:
                    return x
                return F.mean(x, axis=1, keepdims=True)

            class Net(HybridBlock):
                def hybrid_forward(self, F, x):
                    b = F.zeros((4, 1))
                    return b + pool(F, x, True)
        """, line=12, col=16, message="literal shape (4, 1)"),
        Invalid(_hf("return x + F.ones((1, 1))"), line=6, col=16, message="literal shape (1, 1)",
                fixed=_hf("return F.broadcast_add(x, F.ones((1, 1)))")),
        Invalid(_hf("x_max = F.max(x, axis=-1, keepdims=True)\nreturn F.exp(x - x_max)"),
                line=7, col=22, message="keepdims=True",
                fixed=_hf("x_max = F.max(x, axis=-1, keepdims=True)\n"
                          "return F.exp(F.broadcast_sub(x, x_max))")),
        # two inputs whose shapes differ at a call the file makes (apache/mxnet#17785's snippet;
        # MXNet 1.9.1: eager [[2, 2, 2], [2, 2, 2]], hybridized MXNetError in `_plus`)
        Invalid(
        """
            import mxnet as mx
            from mxnet.gluon import HybridBlock
            class Foo(HybridBlock):
                def hybrid_forward(self, F, a, b):
                    return a + b
            foo = Foo()
            foo.hybridize()
            out = foo(mx.nd.ones((2, 3)), mx.nd.ones((1, 3)))
        """, line=6, col=16, message="`a` is (2, 3) at the call on line 9; `b` is (1, 3) there"),
        # GluonNLP ELMo: a mask with an extra axis
        Invalid(_hf("return x * mask.expand_dims(axis=-1)", "self, F, x, mask"), line=6, col=16,
                message="expand_dims", fixed=_hf("return F.broadcast_mul(x, mask.expand_dims(axis=-1))",
                                                 "self, F, x, mask")),
        # the extra axis moved by a transpose: a Glow-TTS length mask (N, T, 1) turned to
        # (N, 1, T) beside the (N, C, T) states it was summed from (MXNet 1.9.1 on (2, 8, 6) and
        # (2,): eager (2, 8, 6), hybridized MXNetError in `_mul`)
        Invalid(_hf("ones = F.ones_like(F.sum(x, axis=1)).expand_dims(2)\n"
                    "mask = F.SequenceMask(ones, sequence_length=F.abs(lengths) * 5 + 1, use_sequence_length=True, axis=1)\n"
                    "return x * mask.transpose((0, 2, 1))", "self, F, x, lengths"), line=8, col=16,
                message="moved to axis 1 by transpose((0, 2, 1))"),
        # GluonNLP ELMo: the name is rebound to a list afterwards
        Invalid(_hf("out = F.concat(x, x, dim=-1)\nif mask is not None:\n"
                    "    out = out * mask.expand_dims(axis=-1)\nout = [out]\nreturn out",
                    "self, F, x, mask=None"), line=8, col=19, message="expand_dims"),
        # through a shape-preserving op and a scalar
        Invalid(_hf("mu = x.mean(axis=1, keepdims=True)\nc = F.square(mu) * 2\nreturn x / c"),
                line=8, col=16, message="broadcast_div"),
        Invalid(_hf("t = F.zeros(shape=(1, 4))\nreturn x >= t"), line=7, col=16,
                message="F.broadcast_greater_equal(x, t)"),
        # GluonCV monodepthv2 Project3D: an epsilon kept as a block attribute
        Invalid(_hf("return x / (F.expand_dims(y, 1) + self.eps)", "self, F, x, y"),
                line=6, col=16, message="expand_dims(axis=1)"),
        # x feeds an F operator on the other side, so it is an array whatever its binding
        Invalid(_hf("x = self.layers[0](x)\nreturn x / F.sum(F.ones_like(x))"), line=7, col=16,
                message="reduced to shape (1,)"),
        # a legacy reduction over all axes has shape (1,), whatever it reduces
        Invalid(_hf("x = F.relu(x)\nreturn x / F.sum(F.ones_like(x))"), line=7, col=16,
                message="reduced to shape (1,)"),
        # AdaIN: the (B, C, 1, 1) halves of an expanded style code against a (B, C, H, W) map
        # (MXNet 1.9.1: eager (2, 2, 3, 3), hybridized MXNetError in _mul)
        Invalid(_HEAD.replace("class Net(HybridBlock):", "class Net(HybridBlock):\n"
                              "    def __init__(self):\n        super().__init__()\n"
                              "        self.style = nn.Dense(4, in_units=3)\n")
                .replace("from mxnet.gluon import HybridBlock", "from mxnet.gluon import HybridBlock, nn")
                + "    def hybrid_forward(self, F, x, style):\n"
                  "        style = self.style(style).expand_dims(2).expand_dims(3)\n"
                  "        gamma, beta = style.split(2, 1)\n        return F.relu(gamma * x)\n",
                line=12, col=23, message="`gamma` has an extra axis"),
        # the output of a child this file does not define is an array once it is fed to an F
        # reduction (MXNet 1.9.1, with a Dense child: eager (2, 3), hybridized MXNetError in _minus)
        Invalid(_hf("y = self.body(x)\nreturn y - F.mean(y, axis=1, keepdims=True)"), line=7, col=16,
                message="keepdims"),
        # keepdims over all axes but one is not keepdims over that one (MXNet 1.9.1: eager
        # (2, 3, 4), hybridized MXNetError in _minus)
        Invalid(_hf("return F.mean(x, axis=1, exclude=True, keepdims=True) - F.mean(x, axis=1, keepdims=True)"),
                line=6, col=16, message="all but 1"),
        # an explicit broadcast of something else than the other operand's shape says nothing
        # for it: a (B, C) `w` against a (B, 1) keepdims max (MXNet 1.9.1: eager (2, 3),
        # hybridized MXNetError in _minus)
        Invalid(_hf("m = F.max(x, axis=1, keepdims=True)\nw = F.broadcast_mul(x, y)\nreturn w - m",
                    "self, F, x, y"), line=8, col=16, message="keepdims"),
        # a width-1 slice of the last axis against an axis expanded elsewhere (MXNet 1.9.1: eager
        # (2, 3, 3), hybridized MXNetError in _mul)
        Invalid(_hf("return F.slice_axis(x, axis=-1, begin=0, end=1) * y.expand_dims(axis=1)",
                    "self, F, x, y"), line=6, col=16, message="expand_dims(axis=1)"),
        # ... also when the array is given as `data=` (MXNet 1.9.1: eager (2, 3), hybridized
        # MXNetError in elemwise_div)
        Invalid(_hf("x = F.relu(x)\nreturn x / F.sum(data=F.ones_like(x))"), line=7, col=16,
                message="reduced to shape (1,)"),
        # ... but not when a helper's reduction keeps an axis (MXNet 1.9.1: eager (4,),
        # hybridized MXNetError in _plus)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Loss(HybridBlock):
                def _prior(self, F, p):
                    return F.sum(p * p, axis=1)
                def hybrid_forward(self, F, x, w):
                    total = F.sum(x)
                    return total + self._prior(F, w)
        """, line=8, col=16, message="reduced to shape (1,)"),
        Invalid(_hf("loss = F.square(x - y)\nnorm = F.norm(loss)\nreturn loss * self.clip / norm",
                    "self, F, x, y"), line=8, col=16, message="`norm` is reduced to shape (1,)"),
        # outer products of expanded axes
        Invalid(_hf("return F.expand_dims(x, -1) * F.expand_dims(y, -2)", "self, F, x, y"),
                line=6, col=16),
        # a keepdims mean plus a term that may be a number keeps the (N, 1) shape
        Invalid(_hf("reg = F.mean(y, axis=1, keepdims=True) if self._nu else 0.0\n"
                    "m = F.mean(x, axis=1, keepdims=True) + reg\nreturn x - m", "self, F, x, y"),
                line=8, col=16, message="keepdims"),
        # an elementwise op with a number keeps the keepdims shape of its array operand
        Invalid(_hf("m = F.maximum(F.sum(x, axis=1, keepdims=True), 1e-6)\nreturn x / m"),
                line=7, col=16, message="keepdims"),
        # an expanded scale against predictions of unknown kind (gluonts SAN _postprocess)
        Invalid(_hf("p = self.decode(x)\nscale = F.expand_dims(s, axis=-1)\n"
                    "return p * (scale + self.eps) + scale", "self, F, x, s"),
                line=8, col=16, message="expand_dims"),
        # features laid out (1, C, rest) against a per-channel (1, C, 1): the inferred axis sits
        # beside a named size
        Invalid(_hf("return x.reshape((1, self._c, -1)) * g.reshape((1, self._c, 1))", "self, F, x, g"),
                line=6, col=16, message="is reshaped to (1, self._c, -1)"),
        # two reshape targets that put their size-1 axes in different places: (bs, C, 1) against
        # (1, C, D) (the Gaussian-mixture loss's per-class variances)
        Invalid(_hf("d = F.reshape(x, (-1, self._c, 1))\nv = F.reshape(var, (1, self._c, -1))\n"
                    "return d / (v + 1e-8)", "self, F, x, var"), line=8, col=16,
                message="is reshaped to (1, self._c, -1)"),
        # MXNet takes keepdims=1 for keepdims=True: (N, 1) against (N, C) (Gaussian-mixture loss)
        Invalid(_hf("xx = F.sum(F.square(x), axis=1, keepdims=1)\nxy = F.dot(x, y, transpose_b=True)\n"
                    "return xx - 2.0 * xy", "self, F, x, y"), line=8, col=16, message="keepdims"),
        # a batch of matrices (a 3-D Parameter through linalg_gemm2) plus a 2-D eye() (capsule
        # whitening: fine eagerly, `_plus` fails shape inference hybridized)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Caps(HybridBlock):
                def __init__(self, n, d, c):
                    super().__init__()
                    self.c = c
                    self.w = self.params.get(name="W_caps", shape=(n, d, c))
                def hybrid_forward(self, F, x, w):
                    sigma = F.linalg_gemm2(w, w, transpose_a=True, transpose_b=False)
                    return F.linalg_potri(sigma + 1e-4 * F.eye(self.c))
        """, line=10, col=31, message="2-D matrix from eye()"),
        # a bias row (1, out_units) against the (N, 1) product with a (k, 1) weight: its 1 is on
        # another axis (MXNet 1.9.1: eager (6, 6), hybridized MXNetError in _plus)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Head(HybridBlock):
                def __init__(self, in_units=4, out_units=6):
                    super().__init__()
                    self.w = self.params.get('w', shape=(in_units, 1))
                    self.v = self.params.get('v', shape=(1, out_units))
                def hybrid_forward(self, F, X, w, v):
                    return F.dot(X, w) + v
        """, line=9, col=16, message="`v` is a Parameter of shape (1, out_units)"),
        # ... and so is a draw like a keepdims mean: a per-sample (N, 1) scale times the (N, units)
        # activations (MXNet 1.9.1: eager (4, 5), hybridized MXNetError in _mul)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class NoisyGate(HybridBlock):
                def __init__(self, units=5, in_units=6):
                    super().__init__()
                    self.units = units
                    self.weight = self.params.get('weight', shape=(units, in_units))
                def hybrid_forward(self, F, x, weight):
                    h = F.FullyConnected(x, weight, no_bias=True, num_hidden=self.units)
                    scale = F.random.uniform_like(F.mean(h, axis=1, keepdims=True))
                    return h * scale
        """, line=11, col=16, message="is reduced with keepdims=True"),
        # the same state built (n, 3): the expanded (n, 1) input broadcasts against it (MXNet
        # 1.9.1: eager (4, 3), hybridized MXNetError in _plus)
        Invalid(_decoding_state("(self.n, 3)"), line=6, col=19, message="expand_dims(axis=1)"),
        # ... but a total along another axis keeps the batch: (B,) / (1,) (MXNet 1.9.1: eager (4,),
        # hybridized MXNetError in _div)
        Invalid(_hf("loss = F.mean(x, axis=1)\nreturn loss / F.sum(y)", "self, F, x, y"), line=7,
                col=16, message="reduced to shape (1,)"),
        # an extra axis against an operand whose rank follows its input's
        Invalid(_hf("s = F.relu(F.batch_dot(x, y))\nreturn s * F.expand_dims(z, axis=-1)",
                    "self, F, x, y, z"), line=7, col=16, message="expand_dims"),
        # the (N, T, T) scores of an array against itself, rebound scaled, with a key mask put to
        # (N, 1, T) under arithmetic with numbers: equal only when T is 1 (MXNet 1.9.1: eager
        # (2, 3, 3) for (2, 3, 4) and (2, 3), hybridized MXNetError in _plus and _minus)
        Invalid(_hf("s = F.batch_dot(h, h, transpose_b=True)\ns = s / 2.0\n"
                    "return s + (1 - mask.expand_dims(1)) * -1e4", "self, F, h, mask"),
                line=8, col=16, message="expand_dims(axis=1)"),
        Invalid(_hf("return F.batch_dot(h, h, transpose_a=True) - F.expand_dims(mask, axis=-2)",
                    "self, F, h, mask"), line=6, col=16, message="expand_dims(axis=-2)"),
        # a pair the same function combines by a broadcasting op: the author spelled the
        # broadcast there because the shapes differ (an inpainting composite; MXNet 1.9.1: eager
        # (2, 3, 6, 6) for a (2, 3, 6, 6) image and a (2, 1, 6, 6) mask, hybridized MXNetError
        # in _mul)
        Invalid(_hf("m = F.cast(mask > 0, 'float32')\nkept = F.relu(F.broadcast_mul(x, m))\n"
                    "return F.concat(kept, x * m, dim=1)", "self, F, x, mask"),
                line=8, col=31, message="by `broadcast_mul` elsewhere"),
        # ... and the scores of two row-keeping projections of one array (a biaffine parser's
        # dependent and head MLPs): (N, T, T) as well (MXNet 1.9.1: eager (2, 5, 5) for (2, 5, 6)
        # and (2, 5), hybridized MXNetError in _plus)
        Invalid(_projected_scores("s + F.expand_dims((1 - valid) * -1e4, axis=1)"), line=14, col=16,
                message="expand_dims(axis=1)"),
        # a per-cluster (k,) term against the (B, k) distances, the ranks followed from the
        # declared (k, d, d) Parameter through a helper's broadcast_like/batch_dot/squeeze, the sum
        # and linalg.slogdet/det (MXNet 1.9.1: eager (5, 4), hybridized MXNetError in _plus/_minus)
        Invalid(_mixture("return -0.5 * q + F.linalg.slogdet(kr)[1]"), line=15, col=16,
                message="has rank 1"),
        Invalid(_mixture("return q - F.linalg.det(kr)"), line=15, col=16, message="has rank 1"),
        # keepdims and axis from the constructor, which the file's one construction gives True
        # and 1 (engine/fixed_attributes.py; another file may pass other values, so only a finding
        # rests on them -- the broadcast_ form the fix writes is right for any value; MXNet 1.9.1:
        # eager (2, 3), hybridized MXNetError in _div)
        Invalid("""
            from mxnet.gluon import HybridBlock


            class Normalize(HybridBlock):
                def __init__(self, axis, keepdims=False, **kwargs):
                    super(Normalize, self).__init__(**kwargs)
                    self.axis = axis
                    self.keepdims = keepdims

                def hybrid_forward(self, F, x):
                    return x / F.sum(x, axis=self.axis, keepdims=self.keepdims)


            net = Normalize(axis=1, keepdims=True)
        """, line=12, col=16,
                message="every construction of the block in this file (line 15) sets self.keepdims=True, self.axis=1",
                fixed="""
            from mxnet.gluon import HybridBlock


            class Normalize(HybridBlock):
                def __init__(self, axis, keepdims=False, **kwargs):
                    super(Normalize, self).__init__(**kwargs)
                    self.axis = axis
                    self.keepdims = keepdims

                def hybrid_forward(self, F, x):
                    return F.broadcast_div(x, F.sum(x, axis=self.axis, keepdims=self.keepdims))


            net = Normalize(axis=1, keepdims=True)
        """),
        # ... keepdims left at its literal default by a subclass's super().__init__(axis=1) (MXNet
        # 1.9.1: eager (2, 3), hybridized MXNetError in _div)
        Invalid("""
            from mxnet.gluon import HybridBlock


            class Softmax(HybridBlock):
                def __init__(self, axis=-1, keepdims=True, **kwargs):
                    super(Softmax, self).__init__(**kwargs)
                    self.axis = axis
                    self.keepdims = keepdims

                def hybrid_forward(self, F, x):
                    e = F.exp(x)
                    return e / F.sum(e, axis=self.axis, keepdims=self.keepdims)


            class RowSoftmax(Softmax):
                def __init__(self):
                    super(RowSoftmax, self).__init__(axis=1)


            net = RowSoftmax()
        """, line=13, col=16,
                message="(line 18) sets self.keepdims=True, self.axis=1"),
        # ... and a literal __init__ stores once, which needs no construction (MXNet 1.9.1: eager
        # (2, 3), hybridized MXNetError in _minus)
        Invalid("""
            from mxnet.gluon import HybridBlock


            class Center(HybridBlock):
                def __init__(self, **kwargs):
                    super(Center, self).__init__(**kwargs)
                    self.keepdims = True

                def hybrid_forward(self, F, x):
                    return x - F.mean(x, axis=1, keepdims=self.keepdims)


            net = Center()
        """, line=11, col=16,
                message="__init__ sets self.keepdims=True"),
        # a child declared under `if self.pooled:`, the branch every construction in the file
        # takes (pooled=True by default, `Gate()`), ends in a global pool: (N, 4, 1, 1) against
        # the (N, 4, H, W) convolution (round 28's landmark_lemon; MXNet 1.9.1 on (2, 4, 8, 8):
        # eager (2, 4, 8, 8), hybridized MXNetError in _mul; the broadcast_mul form equal eagerly
        # and hybridized)
        Invalid(_flag_gate("net = Gate()"), line=17, col=16,
                message="every construction of the block in this file (line 20) sets self.pooled=True",
                fixed=_flag_gate("net = Gate()", "F.broadcast_mul(self.conv(x), self.att(x))")),
        Invalid(_flag_gate("class Net(Gate):\n    def __init__(self):\n        super().__init__()"),
                line=17, col=16, message="pooled to a 1x1 spatial size"),
        # exact ranks: a column of a flattening Dense's (B, 5) output squeezed to (B,), handed to
        # a helper by its one caller, against a grid broadcast to a 3-tuple shape (DRAW's
        # filterbank, round 35's draw_selective_read; MXNet 1.9.1 on (2, 6): eager (4, 3, 2),
        # hybridized MXNetError in _mul; the broadcast_mul form equal eagerly and hybridized)
        Invalid(_filterbank("F.exp(F.squeeze(F.slice_axis(params, axis=1, begin=3, end=4), axis=1))"),
                line=15, col=16, message="`delta` has 1 axis",
                fixed=_filterbank("F.exp(F.squeeze(F.slice_axis(params, axis=1, begin=3, end=4), axis=1))",
                                  "return F.broadcast_mul(delta, grid)")),
        # ... the same column read by an integer index (HYB003 rewrites the index itself): NDArray
        # indexing drops the axis the integer picks
        Invalid(_filterbank("F.exp(params[:, 3])"), line=15, col=16, message="an integer index of params"),
        # the op table's rank rules (catalogue.json's output_rank, Op.rank): each operand's exact
        # number of axes through dot, batch_dot, concat, stack, swapaxes/softmax, a part of a
        # split, a mean excluding an axis, take, Embedding, one_hot, pick, where, tile, a
        # FullyConnected with flatten=False and L2Normalization (MXNet 1.9.1 on (2, 3, 4) and
        # (2, 2, 6): each runs eagerly and fails hybridized in the operator; the broadcast form
        # equal to eager, eagerly and hybridized)
        Invalid(_ranked("y = F.dot(h, F.ones((12, 5)))\nreturn y * F.ones((5,))"), line=8, col=16,
                message="has 2 axes (dot of flatten and ones of a 2-tuple shape)",
                fixed=_ranked("y = F.dot(h, F.ones((12, 5)))\nreturn F.broadcast_mul(y, F.ones((5,)))")),
        Invalid(_ranked("y = F.batch_dot(F.expand_dims(h, 1), F.ones((2, 12, 4)))\nreturn y + F.ones((4,))"),
                line=8, col=16, message="has 3 axes (batch_dot of expand_dims of flatten)"),
        # a rank bounded below against an exact one: batch_dot raises for inputs of fewer than 3
        # axes (the op table's "least"), so a Gram matrix of an input of any rank it accepts
        # has more axes than the (4, 4) identity (a T-Net's orthogonality term; MXNet 1.9.1 on
        # (2, 4, 5) and (2, 2, 4, 5): eager runs, hybridized MXNetError in `_minus`, the
        # broadcast_sub form equal to eager, eagerly, hybridized and fresh)
        Invalid(_hf("g = F.batch_dot(x, x, transpose_b=True)\nreturn F.eye(4) - g"), line=7, col=16,
                message="`g` has at least 3 axes (batch_dot, which needs 3 axes or more)",
                fixed=_hf("g = F.batch_dot(x, x, transpose_b=True)\nreturn F.broadcast_sub(F.eye(4), g)")),
        # expand_dims raises for an axis past the input's axes, so pairwise differences along a new
        # axis 2 have 3 axes at least, whatever `x` is, against a (4, 4) mask (a Hawkes kernel of
        # earlier events; MXNet 1.9.1 on (2, 4) and (3, 4, 4): eager runs, hybridized
        # MXNetError in `_mul`, the broadcast_mul form equal to eager, eagerly and hybridized)
        Invalid(_hf("gap = F.broadcast_sub(x.expand_dims(2), x.expand_dims(1))\nreturn F.exp(-gap) * F.ones((4, 4))"),
                line=7, col=16, message="has at least 3 axes (expand_dims at axis 2, which needs that many axes)",
                fixed=_hf("gap = F.broadcast_sub(x.expand_dims(2), x.expand_dims(1))\n"
                          "return F.broadcast_mul(F.exp(-gap), F.ones((4, 4)))")),
        # ... and an input whose `.shape[1]` an earlier statement reads has 2 axes at least, its
        # token embeddings 3, against the 2 of the positions' (learned positions; MXNet 1.9.1 on
        # (2, 5): eager runs, hybridized fails, at `.shape` first and, with the positions from
        # arange_like(tokens, axis=1), in `_plus`)
        Invalid(_token_positions("F.arange(tokens.shape[1])"), line=13, col=16,
                message="has at least 3 axes (self.tok, an Embedding, of `tokens`, whose `.shape[1]` is read before)"),
        # ... as has a local whose axis 1 an earlier statement reads with an op that checks the axis
        # eagerly (`arange_like(ids, axis=1)`; GPT-2's `inputs_embeds + position_embeds` without
        # the positions' batch axis; MXNet 1.9.1 on (2, 5): eager runs, hybridized MXNetError in
        # `_plus`, the broadcast_add form equal to eager, eagerly, hybridized and fresh)
        Invalid(_local_token_positions("1"), line=14, col=16,
                message="has at least 3 axes (self.tok, an Embedding, of `ids`, whose axis 1 (by arange_like) is read before)",
                fixed=_local_token_positions("1", "F.broadcast_add(self.tok(ids), steps)")),
        # last axes of stated sizes that differ: shapes broadcast from the end, so (N, 4) over
        # (N, 1) is NDArray's broadcast whatever the ranks; the sum over axis 1 keeps the last
        # axis of a map of 3 axes at least (MXNet 1.9.1 on (2, 6, 3) and (2,): eager runs,
        # hybridized MXNetError in `_div`, the broadcast_div form equal to eager, eagerly,
        # hybridized and fresh)
        Invalid(_pooled_lengths(4, "F.sum(h, axis=1) / F.sum(keep, axis=1).reshape((-1, 1))"), line=13, col=16,
                message="has size 4 on its last axis (sum over axes before the last of self.proj, built with "
                        "`units`, 4 by default)",
                fixed=_pooled_lengths(4, "F.broadcast_div(F.sum(h, axis=1), F.sum(keep, axis=1).reshape((-1, 1)))")),
        # ... a Dense's width counted from the tuple its size argument's default is: three quantile
        # columns against a target reshaped to end in 1 (MXNet 1.9.1 on (2, 5, 4) and (2, 5): eager
        # (2, 5, 3), hybridized MXNetError in `_minus`, the broadcast_sub form equal to eager)
        Invalid(_quantile_head("(0.1, 0.5, 0.9)", "t.reshape((0, 0, 1)) - self.head(enc)"), line=11, col=16,
                message="has size 3 on its last axis (self.head, built with `len(quantiles)`, 3 by default)",
                fixed=_quantile_head("(0.1, 0.5, 0.9)", "F.broadcast_sub(t.reshape((0, 0, 1)), self.head(enc))")),
        Invalid(_ranked("c = F.concat(h, h, dim=1)\nreturn c * F.repeat(h, repeats=1)"), line=8, col=16,
                message="has 1 axis (repeat, 1-D)"),
        Invalid(_ranked("s = F.stack(h, h, axis=0)\nreturn s - h"), line=8, col=16,
                message="has 3 axes (stack of flatten)"),
        Invalid(_ranked("p = F.softmax(F.swapaxes(h, 0, 1))\nreturn p * F.ones((2,))"), line=8, col=16,
                message="has 2 axes (swapaxes of flatten)"),
        Invalid(_ranked("a = F.split(h, num_outputs=2, axis=1)[0]\nreturn a + F.ones((6,))"), line=8, col=16,
                message="has 2 axes (an output of split of flatten)",
                fixed=_ranked("a = F.split(h, num_outputs=2, axis=1)[0]\nreturn F.broadcast_add(a, F.ones((6,)))")),
        Invalid(_hf("m = F.mean(x, axis=1, exclude=True)\nreturn F.flatten(F.mean(x, axis=2)) - m"),
                line=7, col=16, message="has 1 axis (mean over every axis but 1)"),
        Invalid(_ranked("e = F.take(F.ones((12, 3)), h)\nreturn e + F.ones((3,))"), line=8, col=16,
                message="has 3 axes (take of ones of a 2-tuple shape and flatten)"),
        Invalid(_ranked("e = F.Embedding(h, F.ones((12, 3)), input_dim=12, output_dim=3)\nreturn e * F.ones((3,))"),
                line=8, col=16, message="has 3 axes (Embedding of flatten)"),
        Invalid(_ranked("oh = F.one_hot(h, 3)\nreturn oh * F.ones((3,))"), line=8, col=16,
                message="has 3 axes (one_hot of flatten)",
                fixed=_ranked("oh = F.one_hot(h, 3)\nreturn F.broadcast_mul(oh, F.ones((3,)))")),
        Invalid(_ranked("p = F.pick(h, F.zeros((2,)), axis=1)\nreturn F.swapaxes(h, 0, 1) * p"), line=8, col=16,
                message="has 1 axis (pick of flatten)"),
        Invalid(_ranked("w = F.where(h > 0, h, F.zeros_like(h))\nreturn w * F.ones((12,))"), line=8, col=16,
                message="has 2 axes (where of flatten)"),
        Invalid(_ranked("t = F.tile(h, reps=(2, 1, 1))\nreturn t * h"), line=8, col=16,
                message="has 3 axes (tile of flatten by a 3-tuple)"),
        Invalid(_ranked("y = F.FullyConnected(F.expand_dims(h, 1), F.ones((5, 12)), no_bias=True, num_hidden=5,"
                        " flatten=False)\nreturn y * F.ones((5,))"), line=8, col=16,
                message="has 3 axes (FullyConnected of expand_dims of flatten)"),
        Invalid(_ranked("n = F.L2Normalization(F.expand_dims(h, 0), mode='instance')\nreturn n * h"), line=8, col=16,
                message="has 3 axes (L2Normalization of expand_dims of flatten)"),
        # ... and through reshape codes, a comparison of two tensors, reshape_like and a one-axis
        # argmax (MXNet 1.9.1 on (2, 3, 4): eager runs, hybridized MXNetError in _mul/_minus/_plus)
        Invalid(_ranked("a = F.reshape(h, (0, -4, 2, -1))\nreturn a * F.ones((6,))"), line=8, col=16,
                message="has 3 axes (reshape to (0, -4, 2, -1))"),
        Invalid(_ranked("a = F.reshape(F.expand_dims(h, 0), (0, -2))\nreturn a - h"), line=8, col=16,
                message="has 3 axes (reshape to (0, -2) of expand_dims of flatten)"),
        Invalid(_ranked("m = F.relu(h) > h\nreturn m * F.ones((12,))"), line=8, col=16,
                message="`m` has 2 axes (flatten)"),
        Invalid(_ranked("a = F.reshape_like(F.ones((24,)), h)\nreturn a + F.ones((12,))"), line=8, col=16,
                message="has 2 axes (reshape_like of flatten)"),
        Invalid(_ranked("k = F.argmax(h, axis=1)\nreturn k * F.ones((3, 2))"), line=8, col=16,
                message="has 1 axis (argmax over one axis of flatten)"),
        # the outer `>=` of a row and a column (a Cox risk set, (N, N)) against a row, (1, N), in
        # the `-4` form the shape fixers write `(1, n)` in (MXNet 1.9.1: eager runs, hybridized
        # MXNetError in _mul)
        Invalid(_ranked("t = F.sum(h, axis=1)\nat = F.broadcast_greater_equal(t.reshape((1, -1)), t.reshape((-1, 1)))\n"
                        "return at * F.exp(t).reshape((-4, 1, -1))"), line=9, col=16,
                message="is the outer broadcast of `t.reshape((1, -1))` and `t.reshape((-1, 1))`"),
        Invalid(_ranked("parts = F.split(h, num_outputs=2, axis=1)\nreturn parts[0] * F.ones((6,))"), line=8, col=16,
                message="has 2 axes (an output of split of flatten)"),
        # ... and an output a loop takes from the split, directly or zipped with python values,
        # the count computed from the configuration (MXNet 1.9.1 on (2, 3, 2, 2): eager (2, 6)
        # and (2, 12), hybridized MXNetError in _mul)
        Invalid(_ranked("acc = F.zeros_like(F.slice_axis(h, axis=1, begin=0, end=6))\n"
                        "for p in F.split(h, num_outputs=2, axis=1):\n    acc = acc + p * F.ones((6,))\n"
                        "return acc"), line=9, col=25, message="has 2 axes (an output of split of flatten)"),
        Invalid(_KNOTS % "a * F.relu(h - t)", line=15, col=25,
                message="`a` has 1 axis (an output of split of the Parameter `coef`"),
        # (MXNet 1.9.1 on (2, 3, 2, 2): eager (2, 6), hybridized MXNetError in _mul)
        Invalid(_ranked("p = h.split(num_outputs=2, axis=1)[1]\nreturn p * F.ones((6,))"), line=8, col=16,
                message="has 2 axes (an output of split of flatten)"),
        Invalid(_ranked("parts = F.split(h, num_outputs=2, axis=1)\nc = F.concat(*parts, dim=1)\n"
                        "return c * F.ones((12,))"), line=9, col=16,
                message="has 2 axes (concat of an output of split of flatten)"),
        Invalid(_ranked("s = F.stack(*[h, h], axis=1)\nreturn s * F.ones((12,))"), line=8, col=16,
                message="has 3 axes (stack of flatten)"),
        Invalid(_ranked("t = F.topk(h, k=2, axis=1, ret_typ='value')\nreturn t * F.ones((2,))"), line=8, col=16,
                message="has 2 axes (topk of flatten)"),
        Invalid(_ranked("d = F.diag(F.dot(h, h, transpose_b=True))\nreturn d * F.ones((2, 2))"), line=8, col=16,
                message="has 1 axis (diag of dot of flatten and flatten)"),
        # ... and a keepdims `nd.sum` of a tensor is (B, 1, H, W) as F.sum's is, against a
        # 3-channel slice (an anchor mask; MXNet 1.9.1 with F.sum: eager (1, 3, 4, 4), hybridized
        # MXNetError in _mul)
        Invalid("""
            from mxnet import nd
            from mxnet.gluon import HybridBlock
            class Mask(HybridBlock):
                def hybrid_forward(self, F, pred, label):
                    anc = F.slice_axis(pred, axis=1, begin=0, end=3)
                    return anc * (nd.sum(label, axis=1, keepdims=True) > 0)
        """, line=7, col=16, message="reduced with keepdims=True"),
        # an attribute the call itself rebinds to a reduction, read after the store (round 61's
        # AdaCos scale, H221: the constructor's number at first, then `F.log(B_avg) /
        # cos_rectified` of two (1,) reductions, times the (N, C) logits; MXNet 1.9.1,
        # /work/eval/s40/h221/truth/t4_attr_examples: eager (2, 3), hybridized MXNetError in
        # _mul; the fix hybridized equals the eager output)
        Invalid(_rebound_scale("self.s * x"), line=15, col=16, message="`self.s` is reduced to shape (1,)",
                fixed=_rebound_scale("F.broadcast_mul(self.s, x)")),
        # a neighbour count the block is built with (k=3) on the axis expand_dims gives size 1
        # (EdgeConv, session-44 probe graph/p12; MXNet 1.9.1: eager (2, 5, 3, 4), hybridized
        # MXNetError in _minus; the fix hybridized equals the eager output)
        Invalid(_edges("3"), line=9, col=16,
                message="has size self._k (the `k` the block is built with, 3 by default) on axis 2",
                fixed=_edges("3").replace("neigh - F.expand_dims(points, axis=2)",
                                          "F.broadcast_sub(neigh, F.expand_dims(points, axis=2))")),
        # ... and the value the file's every construction gives it
        Invalid(_edges("1", "net = Edges(k=4)"), line=9, col=16, message="every construction of the block"),
        # ... stored with its neighbour by one tuple assignment (`self.k, self.d = components,
        # out_dim`; session-47 probe mdn/p08; MXNet 1.9.1: eager (4, 2), hybridized MXNetError in
        # _mul; the fix hybridized equals the eager output)
        Invalid(_mixture_mean("self.k, self.d = components, out_dim"), line=9, col=22,
                message="has size self.d (the `out_dim` the block is built with, 2 by default) on axis 2",
                fixed=_mixture_mean("self.k, self.d = components, out_dim").replace(
                    "pi.expand_dims(2) * mu", "F.broadcast_mul(pi.expand_dims(2), mu)")),
        # ... but the (4, 3) weight against its maximum reshaped to (1,) (MXNet 1.9.1: eager
        # broadcasts, hybridized MXNetError in `_plus`)
        Invalid(_fake_quant("return weight + F.max(F.abs(weight), axis=(0, 1)).reshape((1,))"),
                line=9, col=16, message="(1,)"),
        # the margin term after the product that gives the label the distance's shape: (4,) * (1,)
        # (MXNet 1.9.1, /work/eval/s47/h285/mx/examples.py: eager (4,), hybridized MXNetError
        # in `_mul`; the broadcast_mul form equal eagerly and hybridized)
        Invalid(_hf("d = F.sqrt(F.sum(F.square(x), axis=1))\n"
                    "return y * F.square(d) + (1 - y) * F.square(F.max(1 - d, 0))", "self, F, x, y"),
                line=7, col=34, message="drops axis 0",
                fixed=_hf("d = F.sqrt(F.sum(F.square(x), axis=1))\n"
                          "return y * F.square(d) + F.broadcast_mul((1 - y), F.square(F.max(1 - d, 0)))",
                          "self, F, x, y")),
        # the reduction read through a shape-keeping op and a number on both sides: (4, 3) - (3,)
        # (MXNet 1.9.1: eager (4, 3), hybridized MXNetError in `_minus`)
        Invalid(_hf("return F.exp(x) - F.sqrt(F.max(x * 2, 0))"), line=6, col=16, message="drops axis 0"),
        # ... but a channel mean without keepdims is (N, H, W-1), one axis fewer than the
        # difference (MXNet 1.9.1: eager (1,), hybridized MXNetError in `_mul`; the broadcast_mul
        # form equal eagerly and hybridized)
        Invalid(_smoothness(""), line=18, col=23, message="has rank 3, broadcast against"),
        # ... whichever of the conv and the channel mean comes first (MXNet 1.9.1: eager (1,),
        # hybridized MXNetError in `_mul`; the broadcast_mul form equal eagerly and hybridized)
        Invalid(_smoothness("", conv_last=True), line=18, col=23, message="has rank 3, broadcast against"),
        # a soft-argmin over a conv's (N, D, H, W) cost negated by unary minus, against the
        # (1, D, 1, 1) disparity values (MXNet 1.9.1 on (2, 3, 5, 6): eager (2, 5, 6),
        # hybridized MXNetError in `_mul`; the broadcast_mul form equal eagerly and hybridized)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn


            class Net(HybridBlock):
                def __init__(self, levels=4):
                    super().__init__()
                    self.levels = levels
                    with self.name_scope():
                        self.cost = nn.Conv2D(levels, 3, padding=1)

                def hybrid_forward(self, F, x):
                    prob = F.softmax(-self.cost(x), axis=1)
                    values = F.arange(self.levels).reshape((1, self.levels, 1, 1))
                    return F.sum(prob * values, axis=1)
        """, line=15, col=22, message="has size 1 on axis 0"),
        # a product's last axis is its right operand's: a mean aggregation over neighbours,
        # the (N, units) `dot` over the (N, 1) degrees (MXNet 1.9.1 on (5, 4) and (5, 5): eager
        # (5, 8), hybridized and fresh hybridized an infer_shape error; the broadcast_div form
        # is what eager computes)
        Invalid(_mean_aggregate(8, "deg = F.sum(adj, axis=1).reshape((-1, 1))\nreturn F.dot(adj, self.proj(x)) / deg"),
                line=12, col=16, message="has size 8 on its last axis (dot ending in the last axis of self.proj",
                fixed=_mean_aggregate(8, "deg = F.sum(adj, axis=1).reshape((-1, 1))\n"
                                         "return F.broadcast_div(F.dot(adj, self.proj(x)), deg)")),
        # a product with one operand of unknown rank has the other's rank once it traces (or it
        # fails itself): `w` is 1-D beside the 2-D flatten; the finding gets no rewrite, which
        # would leave the failing `x * d` (MXNet 1.9.1 on (4, 6): eager (4, 6), hybridized
        # MXNetError in `_mul`)
        Invalid(_hf("d = F.arange(6)\nw = x * d\nreturn w * F.flatten(x)"), line=8, col=16,
                message="has 1 axis (arange, carried through a plain operator"),
        # ... a number beside it is no such operator: numpy's math of python numbers is a numpy
        # scalar, so the identity's rank is its own and the rewrite is offered (MinCut's
        # orthogonality loss; MXNet 1.9.1 on (2, 3, 3): eager (2, 3, 3), hybridized MXNetError in _minus)
        Invalid("""
            import numpy as np
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def __init__(self, k=3):
                    super().__init__()
                    self.k = k
                def hybrid_forward(self, F, x):
                    ss = F.batch_dot(x, x, transpose_a=True)
                    eye = F.eye(self.k) / np.sqrt(self.k)
                    return ss - eye
        """, message="`eye` has 2 axes (eye, 2-D))", fixed="""
            import numpy as np
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def __init__(self, k=3):
                    super().__init__()
                    self.k = k
                def hybrid_forward(self, F, x):
                    ss = F.batch_dot(x, x, transpose_a=True)
                    eye = F.eye(self.k) / np.sqrt(self.k)
                    return F.broadcast_sub(ss, eye)
        """),
        # ... but a residual of three outputs makes that product (3, in_units) (MXNet 1.9.1:
        # eager (6, 3), hybridized and fresh hybridized MXNetError in _minus)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def __init__(self, in_units=4, lr=0.1):
                    super().__init__()
                    self.lr = lr
                    self.weight = self.params.get("weight", shape=(1, in_units))
                    self.proj = self.params.get("proj", shape=(3, in_units))

                def hybrid_forward(self, F, x, y, weight, proj):
                    err = F.FullyConnected(x, proj, no_bias=True, num_hidden=3) - y
                    w = weight - self.lr * F.dot(err, x, transpose_a=True)
                    return F.dot(x, w, transpose_b=True)
        """, line=12, col=13, message="is a Parameter of shape (1, in_units)"),
        # reductions bound by one tuple assignment keep their (1,) shapes, as two assignments do
        # (MXNet 1.9.1: eager (6,), hybridized and fresh hybridized MXNetError in _minus)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.dec = nn.Dense(4, in_units=4)

                def hybrid_forward(self, F, x, y):
                    err = F.mean(F.square(x - self.dec(x)), axis=1)
                    lo, hi = err.min(), err.max()
                    return F.broadcast_div(err - lo, hi - lo + 1e-6)
        """, line=11, col=32, message="`lo` is reduced to shape (1,)"),
        # ... but two elements of the 1-D scores are (2,) against the (1,) total (MXNet 1.9.1 on
        # (6, 5): eager (2,), hybridized MXNetError in _minus)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn


            class Net(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    with self.name_scope():
                        self.risk = nn.Dense(1, in_units=5)

                def hybrid_forward(self, F, x):
                    risk = self.risk(x).reshape((-1,))
                    return F.slice_axis(risk, axis=0, begin=0, end=2) - F.sum(risk)
        """, line=13, col=16, message="is reduced to shape (1,)"),
        # ... but noise made with another Parameter's shape, (units, 1), is not sigma's (MXNet
        # 1.9.1 on (3, 4): eager (3, 5), hybridized MXNetError in _mul; broadcast_mul runs)
        Invalid("""
            import math

            from mxnet.gluon import HybridBlock


            class BayesDense(HybridBlock):
                def __init__(self, units=5, in_units=4, **kwargs):
                    super().__init__(**kwargs)
                    self._units = units
                    with self.name_scope():
                        self.w_mu = self.params.get("w_mu", shape=(units, in_units))
                        self.w_rho = self.params.get("w_rho", shape=(units, in_units), init="zeros")
                        self.b_mu = self.params.get("b_mu", shape=(units, 1), init="zeros")

                def hybrid_forward(self, F, x, w_mu, w_rho, b_mu):
                    sigma = F.log(1 + F.exp(w_rho))
                    eps = F.random.normal(shape=self.b_mu.shape)
                    w = w_mu + sigma * eps
                    return F.FullyConnected(x, w, no_bias=True, num_hidden=self._units)
        """, line=19, col=20, message="`eps` is made with self.b_mu.shape (a Parameter of shape (units, 1))"),
        # attention scores (N, T, T) against masks made of positions, (T, T): the outer `>=` of a
        # column and a row of arange_like (a causal mask), and a band `|i - j| < w` (MXNet 1.9.1
        # on (2, 4, 3): eager runs, hybridized MXNetError in `_mul`; broadcast_mul equal)
        Invalid(_hf("s = F.batch_dot(x, x, transpose_b=True)\n"
                    "i = F.contrib.arange_like(x, axis=1)\n"
                    "mask = F.broadcast_greater_equal(F.reshape(i, (-1, 1)), F.reshape(i, (1, -1)))\n"
                    "return s * mask"), line=9, col=16, message="`mask` has 2 axes"),
        Invalid(_hf("s = F.batch_dot(x, x, transpose_b=True)\n"
                    "i = F.contrib.arange_like(x, axis=1)\n"
                    "band = F.abs(F.broadcast_sub(F.reshape(i, (-1, 1)), F.reshape(i, (1, -1)))) < 2\n"
                    "return s * band"), line=9, col=16, message="`band` has 2 axes"),
        # ... and discounts of each position, (T,), against the scores (MXNet 1.9.1 on (2, 4, 3)
        # and (1, 3, 3): eager runs, hybridized MXNetError in `_mul`)
        Invalid(_hf("p = F.softmax(F.batch_dot(x, x, transpose_b=True), axis=-1)\n"
                    "disc = 1.0 / F.log2(F.contrib.arange_like(x, axis=1) + 2)\n"
                    "return p * disc"), line=8, col=16, message="`disc` has 1 axis"),
        # Fourier bases from a time column and a frequency row, scaled by `math.pi` first: a float
        # of the math module keeps the column a column (MXNet 1.9.1 on (4, 12): eager (6, 3),
        # hybridized MXNetError in `_mul`)
        Invalid(hybrid_forward_example("t = (F.arange(6) / 6).reshape((-1, 1))\n"
                                       "k = F.arange(1, 4).reshape((1, -1))\n"
                                       "return F.cos(2 * math.pi * t * k)", "import math\n" + _HEAD),
                line=9, col=22, message="`2 * math.pi * t` is reshaped to (-1, 1)"),
        # a forecast level, the window's last column, taken from the window itself: (N, 1)
        # against (N, T) (MXNet 1.9.1 on (4, 12): eager runs, hybridized MXNetError in `_minus`)
        Invalid(_hf("level = F.slice_axis(x, axis=1, begin=-1, end=None)\n"
                    "return x - level"), line=7, col=16, message="width 1 on axis 1 of `x` itself"),
        # self loops added to a batch of adjacencies: the sum is read at axis 2 later, so the
        # input has 3 axes or more against eye's 2 (MXNet 1.9.1 on (2, 4, 4): eager runs,
        # hybridized MXNetError in `_plus`)
        Invalid(_hf("a = F.abs(x) + F.eye(4)\n"
                    "deg = F.sum(a, axis=2)\n"
                    "return F.broadcast_div(a, deg.expand_dims(2))"), line=6, col=13,
                message="its result `a` is read at axis 2"),
        # ... also where the name was bound before (HYB004's fix of `scores += item_bias`): the
        # softmax over axis 1 reads this binding, so a (5,) Parameter met scores of 2 axes or more
        # (MXNet 1.9.1 on (3, 4), (5, 4): eager (3, 5), hybridized MXNetError in `_plus`; the fix equal)
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Gallery(HybridBlock):
                def __init__(self, gallery=5):
                    super().__init__()
                    self.item_bias = self.params.get("item_bias", shape=(gallery,))
                def hybrid_forward(self, F, q, g, item_bias):
                    scores = F.dot(q, g, transpose_b=True)
                    scores = scores + item_bias
                    return F.softmax(scores, axis=1)
            """, line=9, col=18, message="`item_bias` is a Parameter of shape (gallery,)",
            fixed="""
            from mxnet.gluon import HybridBlock
            class Gallery(HybridBlock):
                def __init__(self, gallery=5):
                    super().__init__()
                    self.item_bias = self.params.get("item_bias", shape=(gallery,))
                def hybrid_forward(self, F, q, g, item_bias):
                    scores = F.dot(q, g, transpose_b=True)
                    scores = F.broadcast_add(scores, item_bias)
                    return F.softmax(scores, axis=1)
            """),
        # a reduction over axis 1 with keepdims has 2 axes or more (MXNet 1.9.1 raises eagerly for
        # an axis the data lacks), kept through broadcast_add, against a (K,) row of code norms
        # (MXNet 1.9.1 on x (4, 6): eager (4, 5), hybridized MXNetError in `_plus`)
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Distances(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.codes = self.params.get("codes", shape=(5, 6))
                def hybrid_forward(self, F, x, codes):
                    sq = F.sum(codes * codes, axis=1)
                    d = F.broadcast_add(F.sum(x * x, axis=1, keepdims=True), -2 * F.dot(x, codes, transpose_b=True))
                    return d + sq
            """, line=10, col=16,
            message="has at least 2 axes (sum over axis 1, which needs 2 axes or more, with keepdims)"),
        # a one-hot (2 axes or more: legacy arrays have one at least) times class weights held
        # as a constant built from a tuple the block defaults to (1 axis) (MXNet 1.9.1 on (4,):
        # eager (4, 3), hybridized MXNetError in `_mul`)
        Invalid(
            """
            import numpy as np
            from mxnet.gluon import HybridBlock
            class Weighted(HybridBlock):
                def __init__(self, class_weights=(1.0, 2.0, 0.5)):
                    super().__init__()
                    self.weights = self.params.get_constant("weights", np.asarray(class_weights, "float32"))
                def hybrid_forward(self, F, label, weights):
                    return F.one_hot(label, 3) * weights
            """, line=9, col=16,
            message="has at least 2 axes (one_hot, which adds 1 axis"),
        # a per-sample scale (N, 1, 1, 1) times an input of unknown shape, the product fed to a
        # convolution declared with 3 input channels: the product would have 1 (MXNet 1.9.1 on
        # (2, 3, 5, 5), (2,): eager (2, 4, 3, 3), hybridized MXNetError in `_mul`)
        Invalid(
            """
            from mxnet.gluon import HybridBlock, nn
            class Scaled(HybridBlock):
                def __init__(self):
                    super().__init__()
                    with self.name_scope():
                        self.conv = nn.Conv2D(4, 3, in_channels=3)
                def hybrid_forward(self, F, x, t):
                    scale = F.sigmoid(t).reshape((-1, 1, 1, 1))
                    y = x * scale
                    return self.conv(y)
            """, line=10, col=13, message="a Conv2D(in_channels=3), which needs 3 there"),
        # ... and a keepdims channel mean of another input, whose rank is not known, gating the
        # input of a 3-channel convolution (MXNet 1.9.1 on (2, 3, 5, 5), (2, 6, 5, 5): eager
        # (2, 4, 3, 3), hybridized MXNetError in `_mul`)
        Invalid(
            """
            from mxnet.gluon import HybridBlock, nn
            class Gated(HybridBlock):
                def __init__(self):
                    super().__init__()
                    with self.name_scope():
                        self.conv = nn.Conv2D(4, 3, in_channels=3)
                def hybrid_forward(self, F, x, m):
                    gate = F.sigmoid(F.mean(m, axis=1, keepdims=True))
                    return self.conv(x * gate)
            """, line=10, col=26, message="`gate` has size 1 on axis 1"),
        # ... and through relu into a flattening Dense of 12 input units, where the product would
        # flatten to 1 (MXNet 1.9.1 on (2, 3, 4), (2,): eager (2, 2), hybridized MXNetError in `_mul`)
        Invalid(
            """
            from mxnet.gluon import HybridBlock, nn
            class Scaled(HybridBlock):
                def __init__(self):
                    super().__init__()
                    with self.name_scope():
                        self.out = nn.Dense(2, in_units=12)
                def hybrid_forward(self, F, x, lam):
                    return self.out(F.relu(x * lam.reshape((-1, 1, 1))))
            """, line=9, col=32, message="on every axis after the first, which self.out flattens"),
        # session 69 (H495): ... and a recurrent cell's state, (N, hidden) for a cell built with
        # `hidden` units: GRU4Rec's session reset `h * (1 - reset).reshape((-1, 1))` then
        # `self.cell(x, [h])` (MXNet 1.9.1 on (4, 3), (4, 5), (4,): eager (4, 5), hybridized
        # MXNetError in `_mul`) ...
        Invalid(
            """
            from mxnet.gluon import HybridBlock, rnn
            class Reset(HybridBlock):
                def __init__(self, hidden=5):
                    super().__init__()
                    with self.name_scope():
                        self.cell = rnn.GRUCell(hidden, input_size=3)
                def hybrid_forward(self, F, x, h, starts):
                    h = h * (1 - (starts > 0)).reshape((-1, 1))
                    out, [h] = self.cell(x, [h])
                    return out
            """, line=9, col=13, message="a GRUCell(hidden), as a state, which needs hidden there"),
        # session 70 (H505): ... also where the file builds the block with another size above 1
        # (`Reset(4)`: MXNet 1.9.1 on (2, 3), (2, 4), (2,): eager (2, 4), hybridized MXNetError in
        # `_mul`)
        Invalid(
            """
            from mxnet.gluon import HybridBlock, rnn
            class Reset(HybridBlock):
                def __init__(self, hidden=5):
                    super().__init__()
                    with self.name_scope():
                        self.cell = rnn.GRUCell(hidden, input_size=3)
                def hybrid_forward(self, F, x, h, starts):
                    h = h * (1 - (starts > 0)).reshape((-1, 1))
                    out, [h] = self.cell(x, [h])
                    return out
            class Net(HybridBlock):
                def __init__(self):
                    super().__init__()
                    with self.name_scope():
                        self.inner = Reset(4)
                def hybrid_forward(self, F, x, h, starts):
                    return self.inner(x, h, starts)
            """, line=9, col=13, message="a GRUCell(hidden), as a state, which needs hidden there"),
        # session 70 (H505): ... the same child called on the parent's data input keeps its batch
        # (MXNet 1.9.1 on (2, 5, 8): eager (2, 5, 4), hybridized MXNetError in `_plus`)
        Invalid(
            """
            import numpy as np
            from mxnet.gluon import HybridBlock
            class Gate(HybridBlock):
                def __init__(self, length=5, units=4):
                    super().__init__()
                    mask = np.tril(np.ones((length, units), dtype="float32"))[None]
                    with self.name_scope():
                        self.mask = self.params.get_constant("mask", mask)
                def hybrid_forward(self, F, table, mask):
                    a, b = F.split(table, num_outputs=2, axis=-1)
                    return (a + mask) * F.sigmoid(b)
            class Net(HybridBlock):
                def __init__(self, length=5, units=4):
                    super().__init__()
                    with self.name_scope():
                        self.table = self.params.get("table", shape=(1, length, 2 * units))
                        self.gate = Gate(length, units)
                def hybrid_forward(self, F, x, table):
                    return self.gate(x)
            """, line=12, col=17, message="`a` has size the batch of table (through a block that keeps it)"),
        # ... or written in the states' list itself, an LSTMCell's h (MXNet 1.9.1 on (4, 3), (4, 4),
        # (4, 4), (4,): eager (4, 4), hybridized MXNetError in `_mul`)
        Invalid(
            """
            from mxnet.gluon import HybridBlock, rnn
            class Masked(HybridBlock):
                def __init__(self):
                    super().__init__()
                    with self.name_scope():
                        self.cell = rnn.LSTMCell(4, input_size=3)
                def hybrid_forward(self, F, x, h, c, m):
                    out, states = self.cell(x, [h * m.reshape((-1, 1)), c])
                    return out
            """, line=9, col=37, message="a LSTMCell(4), as a state, which needs 4 there"),
        # session 62 (H390): a get_constant support `np.linspace(v_min, v_max, atoms)` is 1-D with
        # the block's number defaults, against a 3-D reshape (a C51 head's expected Q; MXNet 1.9.1
        # on (4, 4): eager (4, 2), hybridized MXNetError in `_mul`)
        Invalid(
            """
            import numpy as np
            from mxnet.gluon import HybridBlock, nn
            class C51(HybridBlock):
                def __init__(self, atoms=5, v_min=-1.0, v_max=1.0):
                    super().__init__()
                    with self.name_scope():
                        self.fc = nn.Dense(2 * atoms, in_units=4)
                        self.support = self.params.get_constant(
                            "support", np.linspace(v_min, v_max, atoms).astype("float32"))
                    self._z = atoms
                def hybrid_forward(self, F, x, support):
                    probs = F.softmax(self.fc(x).reshape((0, 2, self._z)))
                    return (probs * support).sum(axis=-1)
            """, line=14, col=17, message="`support` is a 1-D constant with the block's default arguments"),
        # session 62 (H390): a comparison's broadcast shape, a length mask (N, 1, T) from
        # `broadcast_lesser` of two reshapes, against a 4-channel conv output (MXNet 1.9.1 on
        # (2, 4, 5), (2,): eager (2, 4, 5), hybridized MXNetError in `_mul`)
        Invalid(
            """
            from mxnet.gluon import HybridBlock, nn
            class Masked(HybridBlock):
                def __init__(self, channels=4, max_len=5):
                    super().__init__()
                    with self.name_scope():
                        self.conv = nn.Conv1D(channels, 3, padding=1, in_channels=channels)
                    self._t = max_len
                def hybrid_forward(self, F, x, lengths):
                    steps = F.arange(self._t).reshape((1, 1, -1))
                    mask = F.broadcast_lesser(steps, lengths.reshape((-1, 1, 1)))
                    return self.conv(x) * mask
            """, line=12, col=16, message="`mask` has size 1 on axis 1"),
        # session 63 (H406): RepVGG kernels merged without padding the 1x1 one (MXNet 1.9.1 on
        # (2, 4, 6, 6): eager (2, 4, 6, 6), hybridized MXNetError in `_plus`)
        Invalid(_kernel_merge("k3 + k1"), line=10, col=18,
                message="`k1` is a Parameter of shape (channels, channels, 1, 1)"),
        # the (N, P, 1) nearest-neighbour distance by topk(k=1) subtracted from the (N, P, P)
        # distances (MXNet 1.9.1 on (2, 6, 3): eager (2, 6, 6), hybridized MXNetError in `_minus`)
        Invalid(_nearest("dist - nearest"), line=7, col=16, message="keeps axis -1 at size 1 (topk with k=1)"),
        # the (H, T, T) Embedding bias added to the (N, H, T, T) scores without its batch axis: the
        # walk's sizes of the two arrays it did not relate (the sequence length, the bucket table's
        # rows) prove no rank wrong (MXNet 1.9.1 on (4, 5, 8): eager (2, 2, 5, 5), hybridized
        # MXNetError in `_plus`)
        Invalid(_bucket_bias("self.bias(ids).transpose((2, 0, 1))"), line=14, col=26, message="has rank 3"),
        # a head of four maps: the text map (one channel) against the three kernels after it
        # (MXNet 1.9.1 on (2, 8, 6, 6): eager (2, 3, 6, 6), hybridized MXNetError in `_mul`)
        Invalid(_text_and_kernels(4), line=11, col=16, message="is the rest of that axis of `out` from entry 1 on"),
        # the keys `[1, 1 + d)` right after the score column `[0, 1)`: d = 4 entries against one
        # (MXNet 1.9.1 on (2, 4, 3, 3): eager (2, 4, 3), hybridized MXNetError in `_mul`; dim=1: (2, 1, 3) both)
        Invalid(_score_column(4), line=12, col=22, message="the next self._d (the `dim` the block is built with, 4 by default) entries"),
        # session 64 (H431): the (H, T, T) biases added to the (N, H, T, T) scores by a plain `+`;
        # the reshape entries `self._h`, `self._n` are sizes by the constructor's defaults, so both
        # ranks are known (MXNet 1.9.1 on (4, 4, 8): eager (2, 2, 4, 4), hybridized MXNetError in
        # `_plus`)
        Invalid(_offset_bias("scores + bias"), line=13, message="reshape to (-4, -1, self._h, -2)"),
        # ... and a rank read from such defaults refutes no other evidence: a product-quantisation
        # distance table, the query reshaped by `(self._m, 1, -1)` against the (M, K, 2) codebook
        # Parameter, equal ranks but a size-1 axis (MXNet 1.9.1 on (6,): eager (3, 4, 2),
        # hybridized MXNetError in `_minus`)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def __init__(self, num_sub=3, num_codes=4):
                    super().__init__()
                    self._m = num_sub
                    self.codebook = self.params.get("codebook", shape=(num_sub, num_codes, 2))
                def hybrid_forward(self, F, q, codebook):
                    return q.reshape((self._m, 1, -1)) - codebook
        """, line=9, message="is a Parameter of shape (num_sub, num_codes, 2)"),
        # ... and the (vocab,) Parameter subtracted by a plain `-` inside one filter's method: the
        # loop `for f in self._filters` over `[Scale(), Penalise()]` runs each class's `apply` on
        # what hybrid_forward hands it (MXNet 1.9.1 on (3, 4): eager (3, 5), hybridized
        # MXNetError in `_minus`)
        Invalid(_logit_filters("logits - 1e9 * bias"), line=12, message="is a Parameter of shape (vocab,)"),
        # session 68 (H485): ... and run in turn, `logits = f.apply(F, logits, suppress=suppress)`:
        # the logits keep their 2 axes through every pass (the one filter keeps them, the other
        # gives the longer rank of its operands), and `consts["suppress"]` is the (vocab,)
        # constant every call hands the `**consts` (MXNet 1.9.1 on (3, 4): eager (3, 5),
        # hybridized MXNetError in `_minus`)
        Invalid(_carried_filters('logits - 1e9 * consts["suppress"]'), line=13, message="kept by every pass of the loop"),
        # session 68 (H485): ... and by a plain `*` (TiDE): the parameter `stats` holds the
        # caller's entries, a dict the caller keeps as made but for this call and the method only
        # reads (MXNet 1.9.1 on (2, 8): eager (2, 3), hybridized MXNetError in `_mul`)
        Invalid(_dict_stats('return out * stats["sd"]'), line=17, message="is reduced with keepdims=True"),
        # session 65 (H442): the (T, T) causal mask a module-level helper returns (its local
        # `np.zeros((n, n))` through an item write), added by a plain `+` to the (N, T, T) scores
        # of a batch_dot (MXNet 1.9.1 on (2, 5, 3): eager (2, 5, 5), hybridized MXNetError in `_plus`)
        Invalid(_CAUSAL_HELPER % "F.batch_dot(q, k, transpose_b=True) + mask", line=17,
                message="the constant `mask`, whose value has 2 axes"),
        # session 68 (H481): the (T, T) segment mask a module-level helper fills block by block in
        # a `for` loop (item writes only; the loop's names say nothing of the array), added by a
        # plain `+` to the (N, T, T) scores (MXNet 1.9.1 on (2, 6, 3): eager (2, 6, 6),
        # hybridized MXNetError in `_plus`)
        Invalid(_SEGMENT_MASK_HELPER % "F.batch_dot(q, k, transpose_b=True) + mask", line=19,
                message="the constant `mask`, whose value has 2 axes"),
        # session 71 (H513): the (1, 1, H, W) checkerboard a module-level helper returns by a
        # literal `.reshape(1, 1, h, w)`, times the (N, C, H, W) input by a plain `*` (MXNet 1.9.1
        # on (2, 2, 4, 4): eager (2, 2, 4, 4), hybridized MXNetError in `_mul`)
        Invalid(_CHECKER_HELPER % "x * mask", line=15, message="`mask` has size 1 on axis 0"),
        # session 72 (H525): every call of the helper hands `x` a pooled map and `g` the full input,
        # so the pooled evidence is common to the calls (MXNet 1.9.1 on (2, 2, 4, 4): eager (2, 2,
        # 4, 4), hybridized MXNetError in `_mul`)
        Invalid(_TWO_BLOCK_GATE.replace("return _gate(F, p, self.fc(p))", "return _gate(F, p, x)")
                % ("x * F.sigmoid(g)", "_gate(F, F.contrib.AdaptiveAvgPooling2D(x, output_size=1), x)"),
                line=6, message="is pooled to a 1x1 spatial size"),
        # anchors concatenated from two (1, A, 2) draws keep their leading 1 against the batch of
        # the offsets under a plain `*` (MXNet 1.9.1 on (2, 6, 4): eager (2, 6, 4), hybridized
        # MXNetError in `_mul`, probes_s72 retinanet/p08)
        Invalid(_CONCAT_ANCHORS % "p_ctr * a_size", line=16, message="on axis 0"),
        # the weights expanded on the last axis (size 1) against the variables' D under a plain
        # `*`, the last axis read from the end of a value of unknown rank (MXNet 1.9.1 on (2, 4,
        # 12): eager (2, 4, 4), hybridized MXNetError in `_mul`, probes_s72 tft/p04)
        Invalid(_VARIABLE_SELECTION % "vars_ * F.expand_dims(w, -1)", line=13, message="on axis -1"),
        # the helper's `lead` left at its default 1 against the batch of the input (MXNet 1.9.1 on
        # (2, 1, 4, 4): eager (2, 1, 4, 4), hybridized MXNetError in `_plus`, probes_s72
        # percall2/p12)
        Invalid(_LEAD_HELPER % "position_bias(size, size)", line=17, message="on axis 0"),
        # session 65 (H442): a loop variable over a declared list of children (`enumerate(self.
        # layers)`, each a Conv2D(dim)) gives the local it binds the layers' channels, so the
        # one-channel gate under a plain `*` is seen inside the loop body (MXNet 1.9.1 on
        # (2, 6, 4, 4): eager (2, 4, 4, 4), hybridized MXNetError in `_mul`)
        Invalid(_FOCAL_LEVELS % "ctx * F.slice_axis(x, axis=1, begin=self._dim + l, end=self._dim + l + 1)",
                line=15, message="the `dim` the block is built with, 4 by default"),
        # session 66 (H463): the same dict display, its keepdims mean read back by its literal key
        # and subtracted with a plain `-` (the value under the key is read by itself, not in the
        # join with the python number beside it; MXNet 1.9.1 on (3, 6): eager (3, 6), hybridized
        # MXNetError in `_minus`)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self, scale=2.0, **kwargs):
                    super().__init__(**kwargs)
                    self._scale = scale
                    self.fc = nn.Dense(6, in_units=6)
                def hybrid_forward(self, F, x):
                    h = self.fc(x)
                    stats = {"mean": h.mean(axis=-1, keepdims=True), "scale": self._scale}
                    return (h - stats["mean"]) * stats["scale"]
            """, line=11, message="`stats[\"mean\"]` is reduced with keepdims=True"),
        # session 71 (H510): ... and with a plain `*`: the subclass defines no `__init__`, so its
        # children are the base's, (B, dim) against (B, 1) (MXNet 1.9.1 on (3, 4): eager (3, 4),
        # hybridized MXNetError in `_mul`)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn
            class ODEBlock(HybridBlock):
                def __init__(self, dim=4, **kwargs):
                    super().__init__(**kwargs)
                    self.f = nn.Dense(dim, activation="tanh")
                    self.gate = nn.Dense(1, activation="sigmoid")
                def hybrid_forward(self, F, z):
                    return z + self.f(z)
            class Net(ODEBlock):
                def hybrid_forward(self, F, z):
                    return z + self.f(z) * self.gate(z)
            """, line=12, message="`self.gate(z)` has size 1 on axis 1"),
        # session 71 (H510): ... and the `np.tile`d anchor constant added by a plain `+`: numpy
        # puts the 1-D row behind the (1, cells, 1) repetitions' leading 1 (MXNet 1.9.1 on
        # (2, 4, 3, 3): eager (2, 9, 7), hybridized MXNetError in `_plus`)
        Invalid("""
            import numpy as np
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self, cells=9, **kwargs):
                    super().__init__(**kwargs)
                    anchors = np.tile(np.array([0, 0, -1, 1.6, 3.9, 1.56, 0], "float32"), (1, cells, 1))
                    self.head = nn.Conv2D(7, 1)
                    self.anchors = self.params.get_constant("anchors", anchors)
                def hybrid_forward(self, F, bev, anchors):
                    return self.head(bev).transpose((0, 2, 3, 1)).reshape((0, -1, 7)) + anchors
            """, line=11, message="`anchors` has size 1 on axis 0"),
    ]

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self._helper_shapes: dict[int, tuple] = {}      # _helper_shape's, by id(function)
        # set when a rank walk read a reshape entry by a constructor default (_reshape_entry): a
        # probable rank, evidence of a mismatch but never a refutation of other evidence
        self._probable_rank = False
        # set while the rewrite's proof is read (_declared_rank_below): the rank bounds added for
        # it (a carried rank raised by its operands', rank-keeping children, indexing, a variadic
        # op's parts, `.shape` unpacked) lift a refusal; the findings keep their own evidence.
        # The bounds found meanwhile, by (node, site)
        self._proving = False
        self._bound_memo: dict = {}
        self._given_bounds: dict = {}       # (id(function), input) -> the bound a call passes it
        self._calls_memo: dict = {}         # class -> _instance_calls' answer
        self._attribute_reads: dict | None = None   # attribute name -> its `x.attr` nodes in the file
        # _last_size's answers while one question is read, and the visiting names its walk checked
        self._last_memo: dict | None = None
        self._last_checked: set | None = None

    def begin_scope(self, scope) -> None:
        # Only an operator is ever reported (_check), and none in numpy mode: a scope whose body
        # holds no binary operator, comparison or `<F>.maximum`-like call (as its kind inference
        # collected it; a nested class's body it does not read) gives nothing to check, so the
        # evidence of its bindings, and the kinds they ask for, are never needed
        kinds = scope.kinds
        self._idle = scope.numpy_mode or (
            kinds is not None and cst.ClassDef not in kinds.node_types
            and cst.BinaryOperation not in kinds.node_types and cst.Comparison not in kinds.node_types
            and kinds.called_attrs.isdisjoint(FUNCTIONS)) or _number_operands_only(scope.func.body)
        if self._idle:
            return
        self._evidence: dict[str, Evidence | _Declared] = {}
        # what _declared_evidence gave, by (id(class), name): a _Declared entry is read at most once
        self._declared_memo: dict[tuple[int, str], Evidence | None] = {}
        # exact ranks: (function, name) -> its rank, function -> its name bindings, read once a
        # scope (a long function of operators asks of the same names again and again)
        self._rank_memo: dict[tuple[int, str], "tuple[int, str] | None"] = {}
        # a loop's read -> the rank it is entered with, while _carried_rank tries it
        self._assumed: dict[tuple, "tuple[int, str]"] = {}
        self._cycled: set[tuple] = set()    # the reads a binding's reading came back to
        self._carried_reads = 0     # ranks _operands_rank carried or took from a carried one
        self._bindings_memo: dict[int, dict] = {}
        # `gamma, beta = F.split(p, num_outputs=2, axis=1)`: each name's item as `F.split(...)[i]`,
        # made once a scope and kept (its id keys the rank memo)
        self._unpacked: dict[int, tuple] = {}
        # `for a in parts:` / `for a, t in zip(parts, knots):` over a split's outputs: the loop
        # name's item as the output it stands for, made once a binding and kept (as _unpacked)
        self._iterated: dict[int, tuple] = {}
        self._children_of: tuple = (None, {})
        # (function, walk.parent_map of its body), made when a contraction is first looked for
        self._parents_of: tuple = (None, {})
        # What each name held at its latest binding, in source order: the
        # engine's kinds are flow-insensitive, so `out = F.concat(...)` later
        # rebound to `[out]` is not a tensor there.
        self._tensor_now: dict[str, bool] = {}
        # names whose latest binding comes out of a rank-changing operator (batch_dot, reshape),
        # True for the (N, T, T) scores of an array against itself (_self_scores)
        self._rank_free: dict[str, bool] = {}
        # `m = F.mean(out, 0)`: names holding a reduction without keepdims of another name
        self._reductions: dict[str, cst.Call] = {}
        # `beta = F.broadcast_mul(beta, mult)`: the evidence of the operands of an explicit
        # broadcast a name holds (its own shape is theirs broadcast, which the tags cannot say)
        self._broadcast_parts: dict[str, set] = {}
        self._saved: list[tuple] = []
        self._body_end: dict[int, tuple] = {}
        # python lists built to be stacked or concatenated (`ws = []` ... `ws.append(w)` in a loop,
        # `path = [F.ones((n, 1))]`): name -> the evidence of an element, None while none has any,
        # _CONFLICT when elements disagree.  F.stack needs equal shapes, so what one element
        # shows holds for all of them.
        self._lists: dict[str, object] = {}
        # set while a helper's returns are read for a call of it (one level: not followed further)
        self._in_helper = False
        # the one definition of an overridden method that a read of its calls takes, while
        # _check_versions reads an operator as the class owning that definition runs it
        self._version: cst.FunctionDef | None = None
        self._f_name = scope.f_name
        self._kwargs_name = None
        if scope.style == "hybrid_forward" and scope.cls is not None:
            # Gluon passes each registered Parameter under its name: its declared shape is
            # known (`gamma` of shape (C,) against an (N, C, H, W) activation)
            star = scope.func.params.star_kwarg
            self._kwargs_name = star.name.value if isinstance(star, cst.Param) else None
            names = [*scope.params]
            if self._kwargs_name is not None:
                # `kwargs['gamma']`: Gluon passes the Parameters hybrid_forward does not name here
                names += [f"**{n}" for n in scope.cls.param_names if n not in scope.params]
            self._evidence.update(self._declared_env(scope.cls, names))
        elif scope.style == "helper" and scope.callers:
            self._helper_parameter_shapes(scope)

    def _declared_env(self, cls, names) -> dict[str, _Declared]:
        """Each of ``names`` (``**name``: passed through ``**kwargs``) -> what the class declares
        of its Parameter or constant, read when first asked (``_held``)."""
        return {name: _Declared(cls, name.lstrip("*")) for name in names}

    def _held(self, key: str) -> Evidence | None:
        """The evidence ``self._evidence`` holds under ``key``, a declared input's read now."""
        ev = self._evidence.get(key)
        if type(ev) is _Declared:
            memo = (id(ev.cls), ev.name)
            if memo not in self._declared_memo:
                self._declared_memo[memo] = self._declared_evidence(ev.cls, ev.name)
            ev = self._declared_memo[memo]
        return ev

    def _declared_evidence(self, cls, name: str) -> Evidence | None:
        """What the class's ``__init__`` states of the shape of the Parameter or constant Gluon
        passes to ``hybrid_forward`` as ``name``."""
        shape = cls.param_shape(name)
        # a shape spelled as a tuple or a number (also through the one local the declaring
        # method binds, `shape = (1, C) + (1,) * (n - 2)`) tells its sizes; one from elsewhere
        # (a constructor argument) tells nothing
        if spelled_shape(shape):
            src = " ".join(self.ctx.code_for(shape).split())
            dims = _literal_dims(src)
            if dims is not None and 0 in dims:
                # a 0 is a size Gluon infers at the first call (deferred initialization), from
                # the operator itself: an elementwise `x * w` gives `w` the shape of `x`; only
                # the rank is stated
                return Evidence((_RANK, str(len(dims))), f"is a Parameter of shape {src} (deferred)")
            sig = _UNIT[0] if _unit_shape(src) else ("param", src)
            return Evidence(sig, f"is a Parameter of shape {src}")
        if shape is not None:
            return None
        rank = cls.constant_rank(name)
        if cls.constant_dims_of(name) == {0: 1}:
            # a get_constant value of one element on its first axis (`nd.array([loss_th])`,
            # `nd.ones((1,))`): (1,) when its code states one axis; with an element the code
            # does not show to be a number, (1,) for a number and (1, ...) for a sequence, so
            # only evidence against an operand of exactly one axis (_check_evidence)
            if rank == 1:
                return Evidence(_UNIT[0], "is a constant of shape (1,)")
            if rank is None:
                return Evidence((_LEAD1, ""), "is a constant of one element on its first axis")
        dims = cls.constant_dims_of(name)
        if rank == 1 and dims and dims.get(0, 1) != 1:
            # a get_constant value whose code states every size (a chord mask `[1, 0, 1, ...]` is
            # (12,)) is passed as that array, as a Parameter of a spelled shape is
            src = f"({dims[0]},)"
            return Evidence(("param", src), f"is a constant of shape {src}")
        if rank is None and dims and dims.get(0, 1) != 1 and cls.default_constant_rank(name) == 1:
            # the same list of sizes made from `__init__` arguments left at their number defaults
            # (`np.array([width - 1, height - 1])`): 1-D for a block built without them
            src = f"({dims[0]},)"
            return Evidence(("param", src), f"is a constant of shape {src} with the block's default arguments")
        if rank is not None:
            # a get_constant value whose code states its rank (`nd.eye(3)` is 2-D): only a
            # known, different rank on the other side makes it evidence
            return Evidence((_RANK, str(rank)), f"is a {rank}-D constant")
        rank = cls.default_constant_rank(name)
        if rank is not None:
            # the same with `__init__` arguments left at their number defaults (a C51 support
            # `np.linspace(v_min, v_max, num_atoms)` is 1-D): the probable rank, evidence only
            # beside a known, different one
            return Evidence((_RANK, str(rank)), f"is a {rank}-D constant with the block's default arguments")
        return None

    def _helper_parameter_shapes(self, scope) -> None:
        """``self.penalty(F, l1_pen_const)`` from hybrid_forward, which Gluon hands the (1,)
        Parameter ``l1_pen_const``: in the helper that parameter keeps the declared shape, when
        every call passes that Parameter's name and the caller never rebinds it.  An argument
        built in the call from the caller's own inputs (`self._mix(F, x, F.mean(x, axis=1,
        keepdims=True))`) gives its parameter the evidence it has there, when every argument of
        every call is such an expression or an input: then no parameter holds something this
        reading does not see (a local of the caller reduced before the call)."""
        params = list(scope.func.params.params)
        if scope.cls is not None and params and params[0].name.value in ("self", "cls"):
            params = params[1:]
        names = [p.name.value for p in params]
        shapes: dict[str, Evidence | None] = {}
        built: dict[str, Evidence | None] = {}
        entries: dict[str, dict[str, Evidence | None]] = {}     # parameter -> its held entries
        closed = True
        rebound: dict[int, set[str]] = {}
        for caller, call in scope.callers:
            if caller.style != "hybrid_forward" or caller.cls is None:
                return
            key = id(caller.func)
            if key not in rebound:
                # (type identity: libcst's node classes are final, see hybridlint/engine/walk.py)
                rebound[key] = {t.value for n in iter_descendants(caller.func)
                                if type(n) is cst.AssignTarget or type(n) is cst.AugAssign
                                for t in [n.target] if isinstance(t, cst.Name)}
            lines: "_StraightLine | None | bool" = False     # read once a call, when first needed
            seen: set[str] = set()
            for pos, a in enumerate(call.args):
                if a.star:
                    break
                pname = a.keyword.value if a.keyword is not None else (
                    names[pos] if pos < len(names) else None)
                if pname is None or pname not in names:
                    continue
                seen.add(pname)
                shape = None
                value = a.value
                if (isinstance(value, cst.Name) and value.value in caller.params
                        and value.value not in rebound[key]):
                    shape = self._declared_evidence(caller.cls, value.value)
                    # the input's own evidence is this call's share of the built join too: a call
                    # handing an input beside one handing a pooled local leaves nothing common
                    built[pname] = shape if built.get(pname, shape) == shape else None
                elif closed and (read := read_names(value)) is not None and read <= {
                        caller.f_name, "True", "False", "None", *(set(caller.params) - rebound[key])}:
                    ev = self._caller_evidence(caller, value)
                    if built.get(pname, ev) != ev:
                        ev = None
                    built[pname] = ev
                elif closed and (lines := _StraightLine.of(caller, call) if lines is False else lines) \
                        and (local := self._straight_line_env(caller, lines, value, lines.at, call=call)) is not None:
                    # the caller's locals (and inputs it rebinds) at a call on a line of its own
                    # body that runs straight through: each holds what its latest binding above
                    # the call gives it (`attn = F.batch_dot(q, k, ...).reshape(...)`, then
                    # `self.add_rel_pos(attn, self.to_h(r_q).expand_dims(-1), ...)`)
                    ev = self._caller_evidence(caller, value, local)
                    if built.get(pname, ev) != ev:
                        ev = None
                    built[pname] = ev
                    if isinstance(value, cst.Name):
                        # a dict the caller holds entry by entry, handed whole (TiDE's
                        # `self._denorm(out, stats)`): the parameter's entries hold them
                        prefix = value.value + "["
                        mine = entries.setdefault(pname, {})
                        for held_at, held in local.items():
                            if held_at.startswith(prefix) and held is not None:
                                entry = pname + held_at[len(value.value):]
                                mine[entry] = held if mine.get(entry, held) == held else None
                else:
                    closed = False
                if shapes.get(pname, shape) != shape:
                    shape = None
                shapes[pname] = shape
            for pname in names:
                if pname not in seen:
                    shapes[pname] = None      # a default or a missing argument: nothing known
                    closed = False
        if closed:
            shapes.update((p, ev) for p, ev in built.items() if ev is not None and shapes.get(p) is None)
            for pname, held in entries.items():
                # every call handed such a dict, and the helper keeps it as made
                literals = tuple(ast.literal_eval(k[len(pname) + 1:-1]) for k in held)
                if read_only_parameter(scope.func, pname, literals):
                    shapes.update((k, ev) for k, ev in held.items() if ev is not None)
        for pname, ev in shapes.items():
            if ev is not None:
                self._evidence[pname] = ev

    def _caller_evidence(self, caller, value: cst.CSTNode, local: "dict | None" = None) -> Evidence | None:
        """The evidence ``value``, an argument built from the inputs of ``caller`` (a
        hybrid_forward), has there: its Parameters hold their declared shapes, and the names of
        ``local`` what it maps them to (None: nothing, an input the caller rebound)."""
        env = self._declared_env(caller.cls, caller.params)
        for name, ev in (local or {}).items():
            if ev is None:
                env.pop(name, None)
            else:
                env[name] = ev
        saved, scope = self._evidence, self.ctx.scope
        self._evidence, self.ctx.scope = env, caller
        try:
            return self._evidence_of(value)
        finally:
            self._evidence, self.ctx.scope = saved, scope

    def _straight_line_env(self, caller, lines: "_StraightLine", value: cst.CSTNode, before: int,
                           depth: int = 0, call: "cst.Call | None" = None) -> "dict | None":
        """What each name ``value`` reads holds before top-level statement ``before`` of
        ``caller``'s body: the evidence of its latest binding there (``name = expr``, read the
        same way), or an input's own when none rebinds it; None when a name is bound otherwise
        (a loop, a branch, an unpacking, ``+=``) or not by the caller (a global), or the reading
        goes deeper than a few bindings."""
        read = read_names(value)
        if read is None or depth > 6 or (lines.self_name in read and _reads_stored_attribute(value, lines.self_name, lines.stored)):
            return None
        env: dict = {}
        for name in read - {caller.f_name, lines.self_name, "True", "False", "None"}:
            found = lines.latest(name, before)
            if found is None:
                return None
            if found is _StraightLine.INPUT:
                if name not in caller.params:
                    return None
                continue
            at, bound = found
            sub = self._straight_line_env(caller, lines, bound, at, depth + 1)
            if sub is None:
                return None
            env[name] = self._caller_evidence(caller, bound, sub)
            env.update(self._caller_entries(caller, name, bound, sub, call if value is not None and
                                            isinstance(value, cst.Name) and value.value == name else None))
        return env

    def _caller_entries(self, caller, name: str, bound: cst.CSTNode, local: dict,
                        call: "cst.Call | None" = None) -> dict:
        """``stats = self._stats(F, y)`` of a helper returning a dict display of string keys (or
        ``stats = {"mu": ...}``), in a caller that keeps the dict as made: each entry's key
        (``"stats['mu']"``) -> its evidence there, as _bind holds them while the caller is read."""
        if isinstance(bound, cst.Dict):
            keys = entry_keys(bound)
            values = [e.value for e in bound.elements] if keys else []
        elif isinstance(bound, cst.Call):
            keys, values = None, []
        else:
            return {}
        saved = self.ctx.scope
        env = self._declared_env(caller.cls, caller.params)
        env.update((k, ev) for k, ev in local.items() if ev is not None)
        held, self._evidence, self.ctx.scope = self._evidence, env, caller
        try:
            if keys is None:
                entries = self._helper_entries(bound) or {}
                keys, evs = tuple(entries), list(entries.values())
            else:
                evs = [self._evidence_of(v) for v in values]
            if not keys:
                return {}
            names = held_entries(self.ctx, caller.func, cst.Name(name), keys)
            if not names and call is not None and handed_entries(caller.func, name, keys, call):
                names = [f"{name}[{k!r}]" for k in keys]     # (``call`` is handed the dict whole)
            return {k: ev for k, ev in zip(names, evs) if ev is not None}
        finally:
            self._evidence, self.ctx.scope = held, saved

    # A branch that ends by returning leaves nothing behind: after `if c: x = pool(x); return x`
    # the code below still sees the `x` from before the `if`.  The `else` (or `elif`) of an `if`
    # starts from the state before the `if`, not from the end of its body: the two never run
    # one after the other (a focal loss's `pred = F.pick(..., keepdims=True)` under `if
    # self._sparse_label:` says nothing of the `pred` its `else:` multiplies).
    def visit_If(self, node: cst.If) -> None:
        if self._idle:
            return
        parent = self.ctx.parent(node)
        if isinstance(parent, cst.If) and parent.orelse is node:
            self._enter_orelse(parent)
        self._saved.append(self._snapshot())

    def visit_Else(self, node: cst.Else) -> None:
        if self._idle:
            return
        parent = self.ctx.parent(node)
        if isinstance(parent, cst.If) and parent.orelse is node:
            self._enter_orelse(parent)

    def _snapshot(self) -> tuple:
        return (dict(self._evidence), dict(self._tensor_now), dict(self._rank_free),
                dict(self._reductions), dict(self._broadcast_parts))

    def _restore(self, state: tuple) -> None:
        (self._evidence, self._tensor_now, self._rank_free, self._reductions,
         self._broadcast_parts) = (dict(state[0]), dict(state[1]), dict(state[2]), dict(state[3]),
                                   dict(state[4]))

    def _enter_orelse(self, owner: cst.If) -> None:
        if not self._saved:
            return
        self._body_end[id(owner)] = self._snapshot()
        self._restore(self._saved[-1])

    def leave_If(self, original_node: cst.If) -> None:
        if self._idle:
            return
        saved = self._saved.pop() if self._saved else None
        if saved is None:
            return
        body_end = self._body_end.pop(id(original_node), None)
        if original_node.orelse is None or body_end is None:
            if _ends_with_return(original_node.body):
                self._restore(saved)
            return
        if _ends_with_return(original_node.body):
            return      # only the `else` path goes on
        orelse_body = original_node.orelse.body
        if isinstance(original_node.orelse, cst.Else) and _ends_with_return(orelse_body):
            self._restore(body_end)
            return
        # after both: what the `else` bound, else what the body bound, else what was before
        # (as the walk in source order has always left it, less the body's reach into the `else`)
        in_else = _assigned_names(original_node.orelse)
        merged = []
        for body, other in zip(body_end, self._snapshot()):
            if isinstance(body, set):
                out = {k for k in body if k not in in_else} | {k for k in other if k in in_else}
            else:
                out = {k: v for k, v in body.items() if k not in in_else}
                out.update((k, v) for k, v in other.items() if k in in_else)
            merged.append(out)
        self._restore(tuple(merged))

    # A loop over a python list built here (a display, appends, a one-pass comprehension) whose
    # items show one evidence binds its name to that evidence: each pass holds one item, and an
    # operator of the body that fails for it fails on that pass (Zero-DCE's `for a in maps:`
    # over keepdims curve means).  Any other loop leaves its name holding nothing.
    def visit_For(self, node: cst.For) -> None:
        if self._idle:
            return
        for name in target_names(node.target):
            self._evidence.pop(name, None)
            self._lists.pop(name, None)
        it = node.iter
        if not isinstance(node.target, cst.Name):
            return
        if isinstance(it, cst.Name):
            ev = self._lists.get(it.value)
        elif isinstance(it, cst.Call):
            ev = self._returned_items(it)
        else:
            return
        if ev is not None and ev is not _CONFLICT:
            self._evidence[node.target.value] = ev

    def _returned_items(self, call: cst.Call):
        """The items' evidence of the list every ``return`` of the helper ``call`` runs builds
        (a display or a one-pass comprehension, `return [F.mean(a, axis=1, keepdims=True) for a
        in parts]`), read as ``_helper_evidence`` reads a returned value; None when a return is
        anything else or the returns disagree."""
        def items(returns):
            ev = None
            for r in returns:
                if _one_pass_comprehension(r.value):
                    ev = _joined(ev, self._comprehension_item(r.value))
                elif isinstance(r.value, cst.List) and r.value.elements and not any(
                        isinstance(e, cst.StarredElement) for e in r.value.elements):
                    for e in r.value.elements:
                        ev = _joined(ev, self._evidence_of(e.value, 1))
                else:
                    return None
            return ev
        return self._read_helper(call, 0, items)

    def _comprehension_item(self, comp: cst.ListComp):
        """The evidence of ``comp.elt`` with the comprehension's name taken off while it is read."""
        name = comp.for_in.target.value
        held = self._evidence.pop(name, None)
        try:
            return self._evidence_of(comp.elt)
        finally:
            if held is not None:
                self._evidence[name] = held

    # Bindings are recorded on leaving the assignment, so `m = x - m` is checked
    # against the old `m`.
    def leave_Assign(self, node: cst.Assign) -> None:
        if self._idle:
            return
        for t in node.targets:
            self._bind(t.target, node.value)

    def leave_AnnAssign(self, node: cst.AnnAssign) -> None:
        if self._idle:
            return
        if node.value is not None:
            self._bind(node.target, node.value)

    def leave_AugAssign(self, node: cst.AugAssign) -> None:
        if self._idle:
            return
        if isinstance(node.target, cst.Name):
            self._evidence.pop(node.target.value, None)
        elif _self_attribute(node.target):
            self._evidence.pop(_attribute_key(node.target), None)

    def leave_Call(self, original_node: cst.Call) -> None:
        if self._idle:
            return
        func = original_node.func
        if _self_attribute(func):
            # a method of the block (its own, a base's) may store into any attribute: what this
            # call stored before no longer tells what a later read holds
            for key in [k for k in self._evidence if k.startswith("self.")]:
                del self._evidence[key]
        if not (isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name)
                and func.value.value in self._lists):
            return
        name, method = func.value.value, func.attr.value
        args = [a for a in original_node.args if a.keyword is None]
        if method == "append" and len(args) == 1 and not args[0].star:
            self._lists[name] = _joined(self._lists[name], self._evidence_of(args[0].value))
        elif method == "insert" and len(args) == 2 and not any(a.star for a in args):
            self._lists[name] = _joined(self._lists[name], self._evidence_of(args[1].value))
        elif method == "extend":
            self._lists[name] = _CONFLICT     # elements of anything: not followed

    def _bind(self, target: cst.CSTNode, value: cst.CSTNode) -> None:
        if _self_attribute(target):
            # `self.s = F.log(b) / c` in the call itself: a later read of `self.s` in this
            # function holds that value (AdaCos's scale), whatever the constructor stored
            ev = self._evidence_of(value)
            if ev is None:
                self._evidence.pop(_attribute_key(target), None)
            else:
                self._evidence[_attribute_key(target)] = ev
            return
        store = held_store(self.ctx, self.ctx.scope.func if self.ctx.scope is not None else None,
                           target) if isinstance(target, cst.Subscript) else None
        if store is not None:
            # `stats["sd"] = ...`: a new entry of a dict display kept as made holds the value
            ev = self._evidence_of(value)
            if ev is None:
                self._evidence.pop(store, None)
            else:
                self._evidence[store] = ev
            return
        pairs = _parallel_pairs(target, value)
        if pairs is not None:
            # `lo, hi = err.min(), err.max()` binds as two assignments would: each name keeps what
            # its own value shows (a (1,) reduction), which one signature for the whole tuple lost
            for t, v in pairs:
                self._bind(t, v)
            return
        if isinstance(target, (cst.Tuple, cst.List)):
            for e in target.elements:
                if _self_attribute(e.value):
                    self._evidence.pop(_attribute_key(e.value), None)
        for name in target_names(target):
            self._lists.pop(name, None)
            for key in [k for k in self._evidence if k.startswith(f"{name}[")]:
                del self._evidence[key]     # the items of a display the name held
            # a reduction of a name that is rebound no longer describes it (the names the call
            # reads: rebinding a local `mean` leaves `F.mean(F.square(d), axis=0)` as it was)
            for held, call in list(self._reductions.items()):
                reads = read_names(call)
                if held == name or reads is None or name in reads:
                    del self._reductions[held]
        if isinstance(target, cst.Name) and isinstance(value, cst.Call) and self._reduces(value):
            self._reductions[target.value] = value
        if isinstance(target, (cst.Tuple, cst.List)) and self._unkept_moments(value) is not None:
            # `mean, var = F.moments(x, axes=0)`: each statistic is x reduced without keepdims
            for e in target.elements:
                if isinstance(e.value, cst.Name):
                    self._reductions[e.value.value] = value
        if isinstance(target, cst.Name) and isinstance(value, cst.List) and not any(
                isinstance(e, cst.StarredElement) for e in value.elements):
            ev = None
            for e in value.elements:
                ev = _joined(ev, self._evidence_of(e.value))
            self._lists[target.value] = ev
        if isinstance(target, cst.Name) and _one_pass_comprehension(value):
            # `maps = [F.mean(a, axis=1, keepdims=True) for a in parts]`: every item is a value of
            # the one element expression, read with the comprehension's own name unbound (it is
            # local to the comprehension: an outer `a` says nothing of it)
            self._lists[target.value] = self._comprehension_item(value)
        if isinstance(target, cst.Name) and isinstance(value, (cst.List, cst.Tuple, cst.Dict)):
            # `stats = {"mu": z.mean(axis=1, keepdims=True)}` / `pair = (q, m)` kept as made
            # (_held_items): `stats["mu"]`, and `pair`'s items where it is unpacked, hold each
            # element's evidence
            func = self.ctx.scope.func if self.ctx.scope is not None else None
            for key, e in zip(held_items(self.ctx, func, target, value), value.elements):
                ev = self._evidence_of(e.value)
                if ev is not None:
                    self._evidence[key] = ev
        if isinstance(target, cst.Name) and isinstance(value, cst.Call):
            # `st = self._stats(F, h)` of a helper returning `{"mu": ..., "var": ...}`: each
            # entry holds what every return puts under its key, as a display bound here would
            entries = self._helper_entries(value)
            if entries:
                func = self.ctx.scope.func if self.ctx.scope is not None else None
                for key, ev in zip(held_entries(self.ctx, func, target, tuple(entries)), entries.values()):
                    if ev is not None:
                        self._evidence[key] = ev
        if isinstance(target, cst.Name):
            kind = self.ctx.kind(value)
            taken = self._default_branch(value) if isinstance(value, cst.IfExp) and not kind.tensorish else None
            if taken is not None:
                kind = self.ctx.kind(taken[0])     # `m = F.max(...) if self._stable else 0`, stable=True
            if kind.tensorish:
                self._tensor_now[target.value] = True
            elif kind.value in ("container", "scalar", "none", "multi-output", "namespace"):
                self._tensor_now[target.value] = False
            else:
                self._tensor_now.pop(target.value, None)
            if self._rank_unrelated(value):
                self._rank_free[target.value] = self._self_scores(value)
            else:
                self._rank_free.pop(target.value, None)
            ev = self._evidence_of(value)
            parts = self._broadcast_operands(value)     # of the operands as they were bound
            if ev is None:
                self._evidence.pop(target.value, None)
            else:
                self._evidence[target.value] = ev
            if parts:
                self._broadcast_parts[target.value] = parts
            else:
                self._broadcast_parts.pop(target.value, None)
        elif isinstance(target, (cst.Tuple, cst.List)):
            parts_ev = self._split_evidence(value)
            items = None
            if parts_ev is None and isinstance(value, cst.Call) and not any(
                    isinstance(e, cst.StarredElement) for e in target.elements):
                items = self._helper_items(value, len(target.elements))
            elif parts_ev is None and isinstance(value, cst.Name) and not any(
                    isinstance(e, cst.StarredElement) for e in target.elements):
                # `q, m = pair` of a display held item by item (above)
                items = [self._evidence.get(f"{value.value}[{k}]") for k in range(len(target.elements))]
            for k, e in enumerate(target.elements):
                inner = e.value
                if isinstance(inner, cst.Name):
                    self._evidence.pop(inner.value, None)
                    self._tensor_now.pop(inner.value, None)
                    self._broadcast_parts.pop(inner.value, None)
                    ev = items[k] if items is not None else parts_ev
                    if ev is not None:
                        self._evidence[inner.value] = ev

    # ---- checks ------------------------------------------------------------------

    def visit_BinaryOperation(self, node: cst.BinaryOperation) -> None:
        if self._idle:
            return
        spec = _BINARY.get(type(node.operator))
        if spec is not None:
            self._check(node, node.left, node.right, *spec)

    def visit_Call(self, node: cst.Call) -> None:
        if self._idle:
            return
        # `F.maximum(x, tau)`: mx.nd's maximum/minimum/power broadcast, mx.sym's of two Symbols
        # are the elementwise _maximum/_minimum/_power, so they are checked like `x * tau`
        spec = BroadcastOperator.spec(node, self._f_name)
        if spec is not None:
            self._check(node, node.args[0].value, node.args[1].value, *spec)

    def visit_Comparison(self, node: cst.Comparison) -> None:
        if self._idle:
            return
        if len(node.comparisons) != 1:
            return
        comp = node.comparisons[0]
        spec = _COMPARE.get(type(comp.operator))
        if spec is not None:
            self._check(node, node.left, comp.comparator, *spec)

    def _check(self, node, left, right, op: str, bop: str) -> None:
        if self.ctx.numpy_mode:
            return      # mx.np operators broadcast, on NDArrays and Symbols alike
        seen = self._observed_shapes(left, right)
        if seen is not None:
            # check --infer-shapes ran the block: the shapes it saw settle it either way
            if seen[0] == seen[1]:
                return
            ev_l = Evidence(("observed", str(seen[0])), f"had shape {seen[0]}")
            ev_r = Evidence(("observed", str(seen[1])), f"had shape {seen[1]} when the verify entry ran")
            self._report_operator(node, left, right, op, bop, ev_l, ev_r)
            return
        if not self._check_evidence(node, left, right, op, bop):
            # the evidence tags said nothing or too little: the symbolic shapes may say more
            shown = self._walk_shows(node, left, right)
            if shown is not None:
                self._report_operator(node, left, right, op, bop, *shown)
            else:
                self._check_versions(node, left, right, op, bop)

    def _check_versions(self, node, left, right, op: str, bop: str) -> None:
        """An operand ``self._gate(F, h)`` of a method this file's subclasses override: what the
        call returns depends on the block's class, so no one reading holds for the call (the
        helper read takes a single function). Each definition is what an instance of the class
        defining it runs, so the operator is read once per definition, the call taking that one;
        where one reading shows the shapes differ, that class's blocks fail there (a Graphormer
        base adding what a subclass's `attn_bias` returns, a (N, 1, n) row, to (N, n, n) scores)."""
        kinds = self.ctx.scope.kinds if self.ctx.scope is not None else None
        if kinds is None or self._in_helper or self._version is not None:
            return
        for side in (left, right):
            if type(side) is not cst.Call or not _self_attribute(side.func):
                continue
            fns = kinds.helper_functions(side)
            if len(fns) < 2:
                continue
            for fn in fns:
                self._version = fn
                try:
                    if self._check_evidence(node, left, right, op, bop):
                        return
                finally:
                    self._version = None

    def _walk_shows(self, node, left, right) -> "tuple[Evidence | None, Evidence | None] | None":
        """The operands' shapes differ by what the symbolic walk and the file's calls show (sizes,
        exact ranks, a consumer's axes), not by the form of one operand alone."""
        return (self._flow_mismatch(left, right) or self._flow_crossed_units(left, right)
                or self._call_site_mismatch(left, right)
                or self._rank_shown(left, right) or self._result_rank_read(node, left, right)
                or self._relative_ranks(left, right)
                or self._last_sizes_differ(left, right) or self._gate_complement(node, left, right)
                or self._column_of_other(left, right) or self._stack_beside_expanded(left, right)
                or self._result_consumer_mismatch(node, left, right)
                or self._pair_broadcast_elsewhere(node, left, right)
                or self._broadcast_beside_unit(left, right) or self._unit_row_beside_scores(left, right)
                or self._flow_row_beside_self_scores(left, right)
                or self._unit_beside_normalised(left, right)
                or self._mismatch_from_end(call_flow_of(self.ctx), left, right))

    def _check_evidence(self, node, left, right, op: str, bop: str) -> bool:
        """Report from the evidence tags of both operands; True when it settled the operator (it
        reported it, or the file's own call refuted the evidence)."""
        if not ((self._is_tensor(left) or self._fed_to_f(left, right))
                and (self._is_tensor(right) or self._fed_to_f(right, left))):
            return False    # (asked first: every way to True below needs it, and the evidence costs)
        ev_l = self._evidence_of(left)
        ev_r = self._evidence_of(right)
        if ev_l is None and ev_r is None:
            # `x - x.mean(axis=1)`: a reduction without keepdims of the other operand
            ev_l = self._dropped_axis(left, right)
            ev_r = self._dropped_axis(right, left)
        if ev_l is None and ev_r is None:
            # the same through shape-keeping ops and numbers, or beside an array an earlier
            # product in this statement gave the reduced array's shape
            ev_l = self._tied_drop(node, left, right)
            ev_r = self._tied_drop(node, right, left)
        if ev_l is None and ev_r is None:
            return False
        if _LEAD1 in (ev_l and ev_l[0][0], ev_r and ev_r[0][0]):
            # (1,) or (1, ...): it differs from an operand of exactly one axis (N,) unless N is 1,
            # as a (1,) Parameter does; beside anything else it says nothing
            ev_l, ev_r = (self._lead1_against(ev, other) for ev, other in ((ev_l, right), (ev_r, left)))
            if ev_l is None and ev_r is None:
                return False
        if _RANK in (ev_l and ev_l[0][0], ev_r and ev_r[0][0]):
            # a rank says nothing about broadcasting by itself (`x + F.eye(n)` of an (n, n) x is
            # fine); only two known, different ranks are evidence (`(B, n, n) + eye(n)`)
            rank_l, rank_r = _rank_of(ev_l), _rank_of(ev_r)
            if rank_l is not None and rank_r is not None:
                if rank_l == rank_r:
                    return False
            else:
                ev_l = None if ev_l is not None and ev_l[0][0] == _RANK else ev_l
                ev_r = None if ev_r is not None and ev_r[0][0] == _RANK else ev_r
                if ev_l is None and ev_r is None:
                    return False
        if _OUTER in (ev_l and ev_l[0][0], ev_r and ev_r[0][0]):
            # the outer broadcast's (M, N) differs from a 2-D reshape with a literal size-1 axis
            # (the risk set times `exp(risk).reshape((-4, 1, -1))`, (1, N)); beside anything else
            # it says nothing
            other = ev_r if ev_l is not None and ev_l[0][0] == _OUTER else ev_l
            if other is None or other[0][0] != _RESHAPED or not other[0][1].startswith("2:"):
                return False
        elif _RESHAPED in (ev_l and ev_l[0][0], ev_r and ev_r[0][0]):
            # a reshape target with size-1 axes is evidence only against another one that puts
            # them elsewhere (`(-1, C, 1)` against `(1, C, -1)`); beside anything else (an
            # expand_dims of the same shape) it says nothing
            if ev_l is not None and ev_r is not None and ev_l[0][0] == ev_r[0][0] == _RESHAPED:
                if _reshapes_may_match(ev_l[0][1], ev_r[0][1]):
                    return False
            elif ev_l is not None and ev_r is not None and {ev_l[0][0], ev_r[0][0]} == {_RESHAPED, "keepdims"}:
                # both keep size-1 axes where they were spelled, as a literal shape beside a keepdims
                # reduction does: the author most often spelled the one to match the other (a
                # column `vol.reshape((-1, 1))` beside a row sum kept (N, 1))
                return False
            else:
                ev_l = None if ev_l is not None and ev_l[0][0] == _RESHAPED else ev_l
                ev_r = None if ev_r is not None and ev_r[0][0] == _RESHAPED else ev_r
                if ev_l is None and ev_r is None:
                    return False
        if _SLICE1 in (ev_l and ev_l[0][0], ev_r and ev_r[0][0]):
            # a width-1 slice against a size-1 axis put on the same axis matches it; beside
            # anything else it says nothing by itself (its other axes are the sliced array's)
            if _slice_meets(ev_l, ev_r) or (ev_l is not None and ev_r is not None
                                            and self._last_of_three(ev_l, ev_r, left, right)):
                return False
            if ev_r is None and ev_l[0][0] == _SLICE1 and self._slice_of_own_data(left, right):
                ev_l = ev_l._replace(text=f"{ev_l.text} of `{right.value}` itself")
            elif ev_l is None and ev_r[0][0] == _SLICE1 and self._slice_of_own_data(right, left):
                ev_r = ev_r._replace(text=f"{ev_r.text} of `{left.value}` itself")
            elif ev_r is None and ev_l[0][0] == _SLICE1 and (rest := self._rest_of_slice(left, right)):
                ev_l = ev_l._replace(text=f"{ev_l.text}, {rest}")
            elif ev_l is None and ev_r[0][0] == _SLICE1 and (rest := self._rest_of_slice(right, left)):
                ev_r = ev_r._replace(text=f"{ev_r.text}, {rest}")
            else:
                ev_l = None if ev_l is not None and ev_l[0][0] == _SLICE1 else ev_l
                ev_r = None if ev_r is not None and ev_r[0][0] == _SLICE1 else ev_r
                if ev_l is None and ev_r is None:
                    return False
        if ev_l is not None and ev_r is not None and (
                ev_l[0] == ev_r[0] or {ev_l[0][0], ev_r[0][0]} == {"shape", "keepdims"} or _ones_meet(ev_l, ev_r)
                or _slice_meets(ev_l, ev_r) or _param_fits_keepdims(ev_l, ev_r) or _param_fits_keepdims(ev_r, ev_l)
                or self._last_of_three(ev_l, ev_r, left, right)):
            # a literal size-1 shape against a keepdims reduction: both keep their rank with
            # size-1 axes, and the author usually spelled the literal to match (capsule routing
            # logits `(1, n, k, 1, 1)` plus a keepdims sum over the batch)
            return False
        if ev_l is None or ev_r is None:
            known, other = (ev_l, right) if ev_r is None else (ev_r, left)
            if self._parameter_pair(known, other) or self._param_rank_met(known, other) \
                    or self._parameters_only(known, other):
                return False
            if self._slot_settles_rank(known, other, node):
                return False
            if self._param_matches_statistic(known, other):
                return False
            if known[0][0] == "param" and self._propagated_param(known, other, 0, frozenset()):
                return False
            if known[0][0] == "keepdims" and self._inputs_disjoint(known, left if ev_r is None else right, other):
                # the keepdims guess is "beside its own data"; an operand computed from other
                # inputs alone has a shape nothing here ties to that data (Monodepth's
                # `grad_disp * F.exp(-F.mean(grad_img, axis=1, keepdims=True))`, a 1-channel
                # disparity against a 3-channel image's channel mean)
                return False
            if self._count_arithmetic(other):
                return False
            if known[0] == _UNIT[0] and self._helpers_return_only(other, _full_reduction):
                # `total + self._prior(F, w)` where the helper returns `F.sum(...)`: two (1,)s
                return False
            if known[0][0] == "shape" and self._helpers_return_only(other, _keepdims_reduction):
                # a helper's keepdims reduction against a literal size-1 shape: the pair the
                # check takes to match when both are spelled in the method (capsule routing's
                # `b + matmul(F, c, u, axis=4)` with `matmul` returning `F.sum(..., keepdims=True)`)
                return False
            if known[0][0] == "expand_dims" and self._rank_unrelated(other) and not (
                    known[0][1] in ("1", "2", "-1", "-2") and self._self_scores(other)):
                # beside the (N, T, T) scores of an array against itself, a size-1 axis put
                # among the T axes (a key mask's (N, 1, T)) differs unless T is 1: MXNet 1.9.1
                # raises in `_plus` hybridized for (2, 3, 3) + (2, 1, 3), as for a keepdims
                # reduction beside its data
                return False
            if self._column_meets_column(known, other) or self._row_meets_product(known, other):
                return False
            if self._unit_axis_meets(known, other) or self._flow_unit_at(known, other):
                return False
            if known[0] == _UNIT[0] and self._batch_total(other):
                # a (1,) total against totals over axis 0: neither keeps a per-sample axis, and
                # what the other keeps (an indicator column's (1,), or (K,)) is not shown here
                return False
            if known[0][0] == "param" and self._batch_total(other, among=True):
                # a Parameter is evidence for lacking the batch axis an activation has; a
                # statistic over the batch axis lacks it too (a (C,) running mean beside
                # `F.mean(x, axis=(0, 2, 3))`), and what it keeps is not shown here
                return False
            if self._broadcast_of(known, other) and not self._keepdims_of_itself(
                    left if ev_r is None else right, other):
                return False
        if self._flow_same_unit_axes(left, right) or self._flow_same_shape(left, right):
            # the evidence is a guess from one operand's form (a keepdims mean is "probably
            # beside its data"); the walk shows the other operand has the same rank with its
            # size-1 axes in the same places (a GC block's (N, C, 1, 1) context from a 1x1 conv
            # of a pooled map plus the map's keepdims spatial mean): the walk decides alone
            return False
        if self._calls_show_equal(left, right):
            # the evidence is a guess from the operands' form; the arrays the file's own caller
            # builds give both operands one shape, so the guess is wrong there (sockeye's
            # `lengths + F.cast(1 - F.expand_dims(finished, axis=1))`, lengths built (n, 1) and
            # finished (n,)): settled, and the symbolic walk need not be asked
            return True
        self._report_operator(node, left, right, op, bop, ev_l, ev_r)
        return True

    def _slice_of_own_data(self, sliced, other) -> bool:
        """``sliced`` is a width-1 ``slice_axis`` of the array ``other`` itself (directly, or a
        local bound once to it), and ``other`` is bound at most once: the slice keeps every axis
        of ``other`` but the sliced one, cut to 1, so the two differ unless that axis already is
        1 -- as a keepdims reduction of an array differs from it (an N-BEATS level
        ``F.slice_axis(x, axis=1, begin=-1, end=None)`` subtracted from the window ``x``)."""
        kinds = self.ctx.scope.kinds
        if kinds is None or not isinstance(other, cst.Name):
            return False
        params = self.ctx.scope.params
        call = sliced
        if isinstance(sliced, cst.Name):
            bound = kinds._bindings_of(sliced.value)
            if sliced.value in params or len(bound) != 1 or bound[0][0] != "assign":
                return False
            call = bound[0][1]
        parts = self._op_parts(call)
        if parts is None or parts[0] != "slice_axis" or not _width_one(call, parts[2]):
            return False
        data = parts[1]
        if not isinstance(data, cst.Name) or data.value != other.value:
            return False
        return len(kinds._bindings_of(other.value)) <= (0 if other.value in params else 1)

    def _rest_of_slice(self, sliced, other) -> str | None:
        """Why ``other`` differs from the width-1 slice ``sliced``: both are ``slice_axis`` of one
        array (a name bound at most once) along one literal axis, ``sliced`` its entry ``i`` and
        ``other`` every entry after it (``begin=i + 1, end=None``) or, of the last entry
        (``begin=-1, end=None``), every entry before it (``end=-1``).  The two widths are equal
        only when that axis has two entries, which a head and its rest rarely are (PSENet's text
        map ``slice_axis(out, axis=1, begin=0, end=1)`` against its shrunk kernels from entry 1
        on); read through comparisons and arithmetic with numbers, shape-keeping operators and
        locals bound once.  None otherwise."""
        calls, names = [], []
        for node in (sliced, other):
            for _ in range(4):
                if isinstance(node, cst.Comparison) and len(node.comparisons) == 1 \
                        and self._scalar_like(node.comparisons[0].comparator):
                    node = node.left
                    continue
                root, _ = self._bound_root(node)
                if root is node:
                    break
                node = root
            parts = self._op_parts(node)
            if parts is None or parts[0] != "slice_axis" or not isinstance(parts[1], cst.Name):
                return None
            pos = [a.value for a in parts[2] if a.keyword is None]
            got = [_kwarg(node, k) or (pos[i] if len(pos) > i else None) for i, k in enumerate(("axis", "begin", "end"))]
            calls.append((parts[1].value, *got))
            names.append(parts[1])
        (data, axis, begin, end), (data2, axis2, begin2, end2) = calls
        if data != data2 or axis is None or int_literal(axis) is None or int_literal(axis) != int_literal(axis2) \
                or not self._bound_at_most_once(data) or not _width_one_literal(begin, end):
            return None
        i, none = int_literal(begin), (lambda n: n is None or isinstance(n, cst.Name) and n.value == "None")
        if i >= 0 and int_literal(begin2) == i + 1 and none(end2):
            why, equal_at = f"and `{self.ctx.code_for(other).strip()}` is the rest of that axis of `{data}` from entry {i + 1} on", i + 2
        elif i == -1 and (none(begin2) or int_literal(begin2) == 0) and int_literal(end2) == -1:
            why, equal_at = f"the last entry, and `{self.ctx.code_for(other).strip()}` every entry of that axis of `{data}` before it", 2
        elif i >= 0 and int_literal(begin2) == i + 1 and (width := self._next_width(begin2, end2)) is not None:
            # the entries right after the head, `end=i + 1 + width` with a width the block is built
            # with (MobileViTv2's score column `[0, 1)` and keys `[1, 1 + d)` of one qkv conv): the
            # two widths differ whatever the axis holds
            why, equal_at = (f"and `{self.ctx.code_for(other).strip()}` the next {width} entries of that axis of "
                             f"`{data}`"), -1
        else:
            return None
        # an axis the walk shows (a literal size, or a layer's size by its default) with just as many
        # entries gives the two one width: a head of 2 channels is a text map and one kernel
        return None if self._axis_size(sliced, names[0], int_literal(axis)) == equal_at else why

    def _next_width(self, begin, end) -> str | None:
        """The width of a slice from ``begin`` to ``end = begin + w`` (either order), where ``w`` is
        a literal over 1 or a block attribute built with a size over 1 by default; None otherwise."""
        if not isinstance(end, cst.BinaryOperation) or not isinstance(end.operator, cst.Add):
            return None
        for a, w in ((end.left, end.right), (end.right, end.left)):
            if not a.deep_equals(begin):
                continue
            if (n := int_literal(w)) is not None:
                return str(n) if n > 1 else None
            if isinstance(w, cst.Attribute) and (built := self._built_unit(self.ctx.code_for(w).strip())) is not None:
                return built[0]
        return None

    def _axis_size(self, at, data: cst.Name, axis: int) -> int | None:
        """The size of ``data``'s ``axis`` as the symbolic walk shows it at ``at``: a literal size, or
        a size a child layer or a block attribute is built with, by its default; None otherwise."""
        flow = call_flow_of(self.ctx)
        env = flow.env_at(at) if flow is not None else None
        shape = flow.reader.value_shape(data, env.copy()) if env is not None else None
        d = shape.dim(axis) if shape is not None else None
        if d is None:
            return None
        if d.is_const:
            return int(d.coef) if d.coef.denominator == 1 else None
        built = self._built_unit(d.atoms[0][0]) if d.coef == 1 and len(d.atoms) == 1 and d.atoms[0][1] == 1 else None
        return None if built is None else built[1]

    def _lead1_against(self, ev: Evidence | None, other) -> Evidence | None:
        if ev is None or ev[0][0] != _LEAD1:
            return ev
        rank = self._exact_rank(other, self.ctx.scope, 0, set()) if self._is_tensor(other) else None
        if rank is None or rank[0] != 1:
            return None
        return Evidence(_UNIT[0], f"{ev.text}, against an operand of one axis ({rank[1]})")

    def _calls_show_equal(self, left, right) -> bool:
        """Some call of this block in the file (``self.update.forward(..., lengths)``) gives inputs
        whose spelled shapes make both operands the same shape, and no such call makes them
        differ.  Only operands computed from inputs still holding the caller's arrays, through
        ``expand_dims``, shape-preserving ops and arithmetic with numbers, are spelled."""
        scope = self.ctx.scope
        if scope.style != "hybrid_forward" or scope.cls is None or scope.kinds is None:
            return False
        inputs = [p.name.value for p in scope.func.params.params][2:]
        agreed = False
        for call in self.ctx.spelled_calls(scope.cls.name):
            given = {n: call.positional[i] if i < len(call.positional) else call.keywords.get(n)
                     for i, n in enumerate(inputs)}
            a, b = self._spelled_of(left, given), self._spelled_of(right, given)
            if a is None or b is None:
                continue
            if a != b:
                return False
            agreed = True
        return agreed

    def _grows_with_batch(self, da: Dim, db: Dim, batch: set, reader) -> bool:
        """``da`` or ``db`` is a size that grows with the batch of an input, that input being one
        the file's parents do not hand a Parameter of axis 0 of 1 (_callers_lead_one: asked only
        here, where a finding would follow)."""
        if not (is_likely_batch(da, batch) or is_likely_batch(db, batch)):
            return False
        lone = self._callers_lead_one()
        if lone:
            batch = {inp.dim(0) for name, inp in reader.inputs.items() if name not in lone}
        return is_likely_batch(da, batch) or is_likely_batch(db, batch)

    def _callers_lead_one(self) -> frozenset[str]:
        """The inputs of this ``hybrid_forward`` that the file's own parents hand straight from a
        Parameter declared with a spelled axis 0 of 1 (a child called on its parent's (1, L, 2C)
        table), no such call spelling it otherwise: no batch grows there, so a size-1 axis beside
        it shows nothing.  Only refutes (held_calls: a smoke test's batch of 1 is no such call);
        memoized per class."""
        scope = self.ctx.scope
        if scope.style != "hybrid_forward" or scope.cls is None:
            return frozenset()
        return memoized("hyb008_callers_lead_one", scope.cls.node, lambda _: self._lead_one_inputs(scope))

    def _lead_one_inputs(self, scope) -> frozenset[str]:
        inputs = [p.name.value for p in scope.func.params.params][2:]
        lead: dict[str, bool] = {}
        for call in self.ctx.held_calls(scope.cls.name):
            for i, n in enumerate(inputs):
                shape = call.positional[i] if i < len(call.positional) else call.keywords.get(n)
                if shape:
                    lead[n] = lead.get(n, True) and shape[0] == "1"
        return frozenset(n for n, ok in lead.items() if ok)

    def _spelled_of(self, node: cst.CSTNode, given: dict, depth: int = 0) -> tuple[str, ...] | None:
        """The shape of ``node`` as spelled by the caller's arrays ``given``, or None."""
        while isinstance(node, cst.UnaryOperation) and not isinstance(node.operator, cst.Not):
            node = node.expression
        if depth > 8:
            return None
        if isinstance(node, cst.Name):
            shape = given.get(node.value)
            return shape if shape is not None and self.ctx.scope.kinds.holds_argument(node) else None
        if isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY:
            if self._scalar_like(node.left):
                return self._spelled_of(node.right, given, depth + 1)
            if self._scalar_like(node.right):
                return self._spelled_of(node.left, given, depth + 1)
            return None
        parts = self._op_parts(node)
        if parts is None:
            return None
        op, data, rest = parts
        if load_catalogue().keeps_shape(op):
            return self._spelled_of(data, given, depth + 1)
        if op == "expand_dims":
            shape = self._spelled_of(data, given, depth + 1)
            axis = int_literal(_axis_arg(node, rest, op)) if _axis_arg(node, rest, op) is not None else None
            if shape is None or axis is None or not -len(shape) - 1 <= axis <= len(shape):
                return None
            k = axis if axis >= 0 else len(shape) + 1 + axis
            return shape[:k] + ("1",) + shape[k:]
        return None

    def _flow_mismatch(self, left, right) -> tuple[Evidence, Evidence] | None:
        """Both operands' shapes as the symbolic walk of this function computes them
        (``fixers._shapes``: declared layers, parameters, reshapes, reductions), when they differ
        at some axis for every input: two different literal sizes, or a literal 1 against a size
        that grows with the batch (axis 0 of hybrid_forward's data argument, its first tensor
        one: a batch of one is not what a model is trained on).  Unknown dims prove nothing: two
        sizes the walk cannot relate may well be equal."""
        if not (self._is_tensor(left) and self._is_tensor(right)):
            return None
        # the shapes a hybridized run implies (an input beside a tensor under a plain operator
        # above has its shape) are asked only where the fixers' flow proves nothing
        return self._mismatch_in(call_flow_of(self.ctx), left, right) \
            or self._per_call_mismatch(left, right) \
            or self._mismatch_in(traced_flow_of(self.ctx), left, right)

    def _mismatch_from_end(self, flow, left, right) -> tuple[Evidence, Evidence] | None:
        """An axis counted from the end that an operand of unknown rank knows (`F.expand_dims(w,
        -1)` of a Dense output beside a (B, T, V, D) reshape) meets the other's axis there
        whatever the ranks, and the elementwise Symbol operator needs the sizes equal: two
        different literal sizes, or a literal 1 beside a size a layer or block attribute is built
        with (_built_size).  Asked last: every other reading says more when it holds."""
        env = flow.env_at(left) if flow is not None else None
        if env is None:
            return None
        shapes = [flow.reader.value_shape(side, env.copy()) for side in (left, right)]
        if any(s is None for s in shapes) or all(s.rank is not None for s in shapes):
            return None
        a, b = shapes
        one = Dim.const(1)
        for k in sorted({k for s in shapes if s.rank is None for k in s.dims if k < 0}, reverse=True):
            if any(s.rank is not None and -k > s.rank for s in shapes):
                continue
            da, db = a.dim(k), b.dim(k)
            if da is None or db is None:
                continue
            if da.is_const and db.is_const and da != db:
                return tuple(Evidence(("flow", f"{k}:{d}"), f"has size {_dim_text(d, flow.reader, k)} on axis {k}")
                             for d in (da, db))
            named = self._built_size(db if da == one else da) if one in (da, db) else None
            if named is not None:
                return tuple(Evidence(("flow", f"{k}:{d}"), f"has size {named} on axis {k}" if d != one
                                      else f"has size 1 on axis {k}") for d in (da, db))
        return None

    def _per_call_mismatch(self, left, right) -> tuple[Evidence, Evidence] | None:
        """_mismatch_in for each call site of a helper called at several (caller_flows_of): the
        operands differ for the shapes one call passes."""
        for flow in caller_flows_of(self.ctx):
            found = self._mismatch_in(flow, left, right)
            if found:
                return found
        return None

    def _mismatch_in(self, flow, left, right) -> tuple[Evidence, Evidence] | None:
        env = flow.env_at(left) if flow is not None else None
        if env is None:
            return None
        reader = flow.reader
        shapes = [reader.value_shape(side, env.copy()) for side in (left, right)]
        if any(s is None for s in shapes):
            return None
        batch = {inp.dim(0) for inp in reader.inputs.values()}
        one = Dim.const(1)
        a, b = shapes
        if a.rank is not None and b.rank is not None and a.rank != b.rank:
            # ranks the walk may have wrong; a size is firmer evidence
            return _rank_mismatch(a, b)
        known = {k for s in shapes for k in s.dims if k >= 0}
        known |= {k for s in shapes if s.base is not None for k in range(s.base[1] + 2)}
        for k in sorted(known):
            if any(s.rank is not None and k >= s.rank for s in shapes):
                continue
            da, db = a.dim(k), b.dim(k)
            if da is None or db is None:
                continue
            if da.is_const and db.is_const and da != db \
                    or {da, db} & {one} and self._grows_with_batch(da, db, batch, reader):
                return tuple(Evidence(("flow", f"{k}:{d}"), f"has size {_dim_text(d, reader, k)} on axis {k}")
                             for d in (da, db))
            named = self._built_size(db if da == one else da) if one in (da, db) else None
            if named is not None:
                return tuple(Evidence(("flow", f"{k}:{d}"), f"has size {named} on axis {k}" if d != one
                                      else f"has size 1 on axis {k}") for d in (da, db))
        return _unit_map_against_input(a, b, reader) or self._consumer_mismatch(flow, env, left, right, a, b)

    def _flow_crossed_units(self, left, right) -> tuple[Evidence, Evidence] | None:
        """Each operand has a size-1 axis where the other's size is not known to be 1, counted
        from the last axis as NDArray aligns them: BiDAF's `w_c(c) + w_q(q).T`, a Dense(1)
        column (N, T, 1) beside a row (N, 1, J).  One shape only where both other sizes are 1
        (the outer sum or product of two sequences of one element), as two `expand_dims` on
        different axes are; a size-1 axis on one side alone says nothing (a univariate (N, T, 1)
        series beside (N, T, D) with D 1 by design)."""
        a, b = self._flow_shapes(left, right)
        if a is None or b is None or (a.rank is None and b.rank is None):
            return None
        depth = min(r for r in (a.rank, b.rank) if r is not None)
        if depth < 2 or (a.rank is not None and b.rank is not None and a.rank != b.rank):
            return None
        one = Dim.const(1)
        only_a = [k for k in range(-depth, 0) if a.dim(k) == one and b.dim(k) != one]
        only_b = [k for k in range(-depth, 0) if b.dim(k) == one and a.dim(k) != one]
        if not (only_a and only_b):
            return None
        return (Evidence(("flow", f"unit:{only_a[-1]}"), f"has size 1 on axis {only_a[-1]} where the other does not"),
                Evidence(("flow", f"unit:{only_b[-1]}"), f"has size 1 on axis {only_b[-1]} where the other does not"))

    def _flow_shapes(self, left, right) -> "tuple[object, object]":
        """Both operands' shapes from the symbolic walk at the operator, (None, None) unless both
        are tensors the walk reaches."""
        if not (self._is_tensor(left) and self._is_tensor(right)):
            return None, None
        flow = call_flow_of(self.ctx)
        env = flow.env_at(left) if flow is not None else None
        if env is None:
            return None, None
        return tuple(flow.reader.value_shape(side, env.copy()) for side in (left, right))

    def _flow_same_unit_axes(self, left, right) -> bool:
        """The symbolic walk knows both operands' ranks, equal, and the same axes of size 1 in
        each (at least one): no axis where one broadcasts against the other, whatever the rest."""
        a, b = self._flow_shapes(left, right)
        if a is None or b is None or a.rank is None or a.rank != b.rank:
            return False
        one = Dim.const(1)
        units = [{k for k, d in enumerate(s.full()) if d == one} for s in (a, b)]
        return bool(units[0]) and units[0] == units[1]

    def _flow_same_shape(self, left, right) -> bool:
        """The symbolic walk knows every size of both operands, and they are the same sizes (a
        `(2,)` Parameter against `F.concat` of two `(1,)` losses on axis 0): the guesses from the
        operands' forms give way to it."""
        a, b = self._flow_shapes(left, right)
        full = [s.full() if s is not None else None for s in (a, b)]
        return full[0] is not None and full[0] == full[1] and all(d.is_const for d in full[0])

    def _built_size(self, d: Dim) -> str | None:
        """The text of a size that is the block's own ``self.<attr>`` (a reshape's ``self._k``)
        when that attribute holds a number other than 1: the value every construction of the
        file gives it (fixed_attributes.py), or else the int default of the ``__init__`` argument
        it stores (a neighbour count built as ``k=2``, probably not 1 then; a default of 0 or 1
        is left out).  A known fraction or multiple of such a size counts where that value is a
        whole number other than 1 (`Dense(2 * k)` reshaped `(0, -1, 2)` gives k rows, 5 of 10 by
        default).  None for anything else."""
        if len(d.atoms) != 1 or d.atoms[0][1] != 1 or d.coef <= 0:
            return None
        built = self._built_unit(d.atoms[0][0])
        if built is None:
            return None
        text, value = built
        if d.coef == 1:
            return text
        n = d.coef * value
        if n.denominator != 1 or n == 1:
            return None
        return f"{text} × {d.coef} = {n}"

    def _built_unit(self, atom: str) -> "tuple[str, int] | None":
        scope = self.ctx.scope
        if scope is None or scope.cls is None or scope.cls.plain or scope.style == "helper":
            return None
        params = scope.func.params.params
        layer = re.fullmatch(r"(\w+)\.(\w+)(\[0\])?\.(_units|_channels)", atom)
        if layer is not None and params and params[0].name.value == layer.group(1):
            # the size a child layer keeps (`self.advantage._units`), built from an __init__
            # argument with an int default: `nn.Dense(num_actions)` with num_actions=5; or the
            # size every item of a declared list of children has (`self.experts[0]._units`)
            given = (item_size_default(self.ctx, scope.cls, layer.group(2)) if layer.group(3)
                     else layer_size_default(scope.cls, layer.group(2)))
            if given is None or given[1] <= 1:
                return None
            return f"{layer.group(0)} (the `{given[0]}` the block is built with, {given[1]} by default)", given[1]
        layer = re.fullmatch(r"(\w+)\.(\w+)\.(_in_units|_in_channels)", atom)
        if layer is not None and params and params[0].name.value == layer.group(1):
            # the input size a child checks (`self.score._in_channels`, a `Conv1D(1, 1,
            # in_channels=channels)` with channels=4): the size its input probably has
            given = input_size_default(self.ctx, scope.cls, layer.group(2))
            if given is None or given[1] <= 1:
                return None
            return f"{layer.group(0)} (the `{given[0]}` the block is built with, {given[1]} by default)", given[1]
        m = re.fullmatch(r"(\w+)\.(\w+)", atom)
        if m is None or not params or params[0].name.value != m.group(1):
            return None
        fixed = (self.ctx.fixed_attribute(scope.cls.name, m.group(2))
                 if scope.cls.toplevel is scope.cls.node else None)
        if fixed is not None:
            value, line = fixed
            if type(value) is not int or value == 1:
                return None
            return f"{m.group(0)} ({_fixed_text([(m.group(0), value, line)])[2:]})", value
        given = argument_default(scope.cls, m.group(2))
        if given is None or given[1] <= 1:
            return None
        return f"{m.group(0)} (the `{given[0]}` the block is built with, {given[1]} by default)", given[1]

    def _call_site_mismatch(self, left, right) -> tuple[Evidence, Evidence] | None:
        """Two inputs of hybrid_forward, never rebound, that a call in this file gives arrays of
        different literal shapes that broadcast (``foo(nd.ones((10,)), nd.ones((1,)))``): NDArray
        operators broadcast them, so the call runs eagerly and fails hybridized.  Evidence of
        that call only: another caller may pass equal shapes (that is why it takes a call the
        file itself makes)."""
        scope = self.ctx.scope
        if scope.style != "hybrid_forward" or scope.cls is None or scope.kinds is None:
            return None
        if not (isinstance(left, cst.Name) and isinstance(right, cst.Name)) or left.value == right.value:
            return None
        inputs = [p.name.value for p in scope.func.params.params][2:]
        names = (left.value, right.value)
        if any(n not in inputs or scope.kinds._bindings_of(n) for n in names):
            return None
        if not (self._is_tensor(left) and self._is_tensor(right)):
            return None
        for call in self.ctx.call_shapes(scope.cls.name):
            shapes = []
            for n in names:
                i = inputs.index(n)
                shapes.append(call.positional[i] if i < len(call.positional) else call.keywords.get(n))
            a, b = shapes
            if a is None or b is None or a == b or not _broadcastable(a, b):
                continue
            return (Evidence(("call", str(a)), f"is {shape_text(a)} at the call on line {call.line}"),
                    Evidence(("call", str(b)), f"is {shape_text(b)} there"))
        return None

    def _consumer_mismatch(self, flow, env, left, right, a, b) -> tuple[Evidence, Evidence] | None:
        """A size learnt from the consumer: an operand that an earlier statement, always run, fed
        unchanged to a child layer declaring its input size (``self.W_x(x)`` with ``Conv2D(
        in_channels=F_g)``) had that size there, or the layer would have raised.  Evidence against a
        literal 1 on the same axis of the other operand (an attention map): a size the code names
        is a channel or unit count, probably not 1 (a default of 0 or 1 is left out)."""
        one = Dim.const(1)
        for mine, shape, other in ((left, a, b), (right, b, a)):
            for axis, (size, attr) in self._consumed_sizes(flow, env, mine, shape).items():
                have, theirs = shape.dim(axis), other.dim(axis)
                if theirs != one or have is None or size.value == 1:
                    continue
                if have.is_const and (size.value is None or have != Dim.const(size.value)):
                    continue    # the walk knows another size: the code raises, not ours to say
                mine_ev = Evidence(("consumer", f"{axis}:{size.size}"),
                           f"has size {size.size} on axis {axis} (it is fed to self.{attr}, "
                           f"a {size.layer}, which needs that size)")
                other_ev = Evidence(("flow", f"{axis}:1"), f"has size 1 on axis {axis}")
                return (mine_ev, other_ev) if mine is left else (other_ev, mine_ev)
        return None

    def _result_consumer_mismatch(self, node, left, right) -> tuple[Evidence, Evidence] | None:
        """One operand has a literal 1 on an axis (a per-sample scale `lam.reshape((-1, 1, 1, 1))`),
        the other's size there is unknown, and the operator's result reaches a child layer that
        declares its input size on that axis (`Conv2D(in_channels=3)`; a flattening
        `Dense(in_units=48)` sizes the product of the axes after the first): a Symbol operator
        that traces gives its operands' one shape, so the layer would get the size 1 there and
        raise -- the traced operator cannot be legal.  The result reaches the layer through
        plain operators, shape-keeping F ops and one name bound once (_result_consumer)."""
        if not (self._is_tensor(left) and self._is_tensor(right)):
            return None
        flow = call_flow_of(self.ctx)
        env = flow.env_at(left) if flow is not None else None
        if env is None:
            return None
        found = self._result_consumer(flow, node)
        if found is None:
            return None
        size, attr, flattened = found
        if size.value == 1:
            return None
        one = Dim.const(1)
        shapes = [flow.reader.value_shape(side, env.copy()) for side in (left, right)]
        for i, shape in enumerate(shapes):
            other = shapes[1 - i]
            if shape is None:
                continue
            if flattened:
                # every axis after the first is a literal 1: the flattened width is 1
                if shape.rank is None or shape.rank < 2 or any(shape.dim(k) != one for k in range(1, shape.rank)):
                    continue
                axes = range(1, shape.rank)
                where, there = f"on every axis after the first, which self.{attr} flattens", "after the first axis"
            else:
                if shape.dim(size.axis) != one:
                    continue
                axes = (size.axis,)
                where = there = f"on axis {size.axis}"
            if other is not None and all(other.dim(k) == one for k in axes):
                continue    # both 1 there: the layer raises whatever the operator does
            known = Evidence(("flow", f"{size.axis}:1"), f"has size 1 {where}")
            need = Evidence(("consumer", f"{size.axis}:{size.size}"),
                            f"would need size 1 {there} as well (a Symbol operator gives its result the "
                            f"operands' one shape), but the result goes to self.{attr}, a {size.layer}, "
                            f"which needs {size.size} there")
            return (known, need) if i == 0 else (need, known)
        return None

    def _result_consumer(self, flow, node) -> "tuple | None":
        """(InputSize, attr, flattened) of the child layer that ``node``'s value reaches as its
        one argument, through plain arithmetic operators and F ops that keep their data's shape,
        in its own expression or by a name bound to that expression once and read by the call
        in a later statement always run (no rebinding between: the walk's shape for the name
        is the same object there)."""
        scope = self.ctx.scope
        if scope is None or scope.cls is None:
            return None
        base = flow.flow
        cur = node
        for _ in range(32):
            parent = base.parent(cur)
            if isinstance(parent, cst.BinaryOperation) and type(parent.operator) in _BINARY:
                cur = parent
                continue
            if isinstance(parent, cst.UnaryOperation) and isinstance(parent.operator, (cst.Minus, cst.Plus)):
                cur = parent
                continue
            if isinstance(parent, cst.Element):
                states = base.parent(parent)
                arg = base.parent(states)
                call = base.parent(arg) if isinstance(arg, cst.Arg) else None
                return self._state_consumer(call, cur) if isinstance(call, cst.Call) else None
            call = base.parent(parent) if isinstance(parent, cst.Arg) else None
            if not (isinstance(call, cst.Call) and call.args and call.args[0] is parent
                    and parent.keyword is None and not parent.star):
                break
            consumer = self._sized_child(call)
            if consumer is not None:
                return consumer if len(call.args) == 1 else None
            path = self.ctx.op_path(call)
            if not (path and len(path) == 1 and load_catalogue().keeps_shape(path[0])):
                return None
            cur = call
        assign = base.parent(cur)
        if not (isinstance(assign, cst.Assign) and assign.value is cur and len(assign.targets) == 1
                and isinstance(assign.targets[0].target, cst.Name)):
            return None
        name = assign.targets[0].target.value
        stmt = base.top_statement(assign)
        i = base.index(stmt) if isinstance(stmt, cst.SimpleStatementLine) else None
        if i is None or i + 1 >= len(base.body):
            return None
        bound = base.before.get(id(base.body[i + 1]))
        shape = bound.tensors.get(name) if bound is not None else None
        if shape is None:
            return None
        for later in base.body[i + 1:]:
            if not isinstance(later, cst.SimpleStatementLine):
                continue        # a call inside if/for/try may not have run
            for call in base.calls(later):
                if not (len(call.args) == 1 and isinstance(call.args[0].value, cst.Name)
                        and call.args[0].value.value == name and call.args[0].keyword is None
                        and not call.args[0].star):
                    consumer = self._state_consumer(call, name)
                    if consumer is not None and _always_evaluated(base.parent, call, later):
                        there = base.env_at(call)
                        if there is not None and there.tensors.get(name) is shape:
                            return consumer
                    continue
                consumer = self._sized_child(call)
                if consumer is None or not _always_evaluated(base.parent, call, later):
                    continue
                there = base.env_at(call)
                if there is not None and there.tensors.get(name) is shape:
                    return consumer
        return None

    def _state_consumer(self, call: cst.Call, value) -> "tuple | None":
        """(InputSize, attr, False) when ``call`` is ``self.<attr>(data, [.., value, ..])`` of a
        recurrent cell declaring its hidden size (declared_state_sizes): every state of the list
        display is (N, hidden), or the cell's FullyConnected on it raises traced (MXNet 1.9.1's
        Block.__call__ takes no ``states=`` keyword).  ``value``: the node itself, or a name read
        there."""
        func = call.func
        if not (isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self"):
            return None
        size = declared_state_sizes(self.ctx, self.ctx.scope.cls).get(func.attr.value)
        if size is None:
            return None
        args = call.args
        states = args[1].value if len(args) == 2 and all(a.keyword is None and not a.star for a in args) else None
        if not isinstance(states, (cst.List, cst.Tuple)):
            return None
        for e in states.elements:
            if e.value is value or (isinstance(value, str) and isinstance(e.value, cst.Name)
                                    and e.value.value == value and not isinstance(e, cst.StarredElement)):
                return size, func.attr.value, False
        return None

    def _sized_child(self, call: cst.Call) -> "tuple | None":
        """(InputSize, attr, flattened) when ``call`` calls a child layer ``self.<attr>(...)``
        whose declaration sizes its input (declared_input_sizes, declared_flattened_sizes)."""
        func = call.func
        if not (isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self"):
            return None
        cls = self.ctx.scope.cls
        attr = func.attr.value
        size = declared_input_sizes(self.ctx, cls).get(attr)
        if size is not None:
            return size, attr, False
        size = declared_flattened_sizes(self.ctx, cls).get(attr)
        return None if size is None else (size, attr, True)

    def _consumed_sizes(self, flow, env, node, shape) -> dict:
        """axis -> (InputSize, attr) for the child layers that statements before ``node``'s, run
        whenever it is, call on the same tensor value (the walk's Shape object for the name is the
        one ``node`` sees: no rebinding in between, or one through shape-keeping operators)."""
        scope = self.ctx.scope
        if not isinstance(node, cst.Name) or scope is None or scope.cls is None:
            return {}
        if env.tensors.get(node.value) is not shape:
            return {}
        sizes = declared_input_sizes(self.ctx, scope.cls)
        base = flow.flow
        top = base.top_statement(node) if sizes else None
        i = base.index(top) if top is not None else None
        if i is None:
            return {}
        out: dict = {}
        for stmt in base.body[:i]:
            if not isinstance(stmt, cst.SimpleStatementLine):
                continue        # a call inside if/for/try may not have run
            for call in base.calls(stmt):
                func = call.func
                if not (isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name)
                        and func.value.value == "self" and func.attr.value in sizes):
                    continue
                args = call.args
                if (len(args) != 1 or args[0].keyword is not None or args[0].star
                        or self._unwrapped_same_shape(args[0].value) != node.value):
                    continue
                if not _always_evaluated(base.parent, call, stmt):
                    continue
                there = base.env_at(call)
                if there is None or there.tensors.get(node.value) is not shape:
                    continue
                size = sizes[func.attr.value]
                out.setdefault(size.axis, (size, func.attr.value))
        return out

    def _unwrapped_same_shape(self, value) -> "str | None":
        """The name ``value`` is, or that shape-keeping operators apply to (PiDiNet's attention
        ``self.conv1(F.relu(x))``: the layer's input has x's shape, so x has the size it needs);
        ``where`` is left out (its first argument is the condition)."""
        for _ in range(4):
            if isinstance(value, cst.Name):
                return value.value
            parts = self._op_parts(value)
            if parts is None or parts[0] == "where" or not keeps_shape(parts[0]):
                return None
            value = parts[1]
        return None

    # ---- exact ranks: the number of axes the code fixes, whatever the sizes ----------------

    def _rank_shown(self, left, right) -> tuple[Evidence, Evidence] | None:
        """Both operands' numbers of axes where the code fixes them exactly, and they differ: a
        Symbol operator needs one shape, NDArray pads the shorter shape with leading 1s (DRAW's
        `delta * F.broadcast_to(..., (A, 0, M))` of a (M,) column of a Dense output: 1 axis
        against 3).  Read through names bound only by plain assignments that all agree, a
        helper's parameter when every call passes a value of one rank, and operators whose
        output rank the catalogue's rule fixes; anything else is unknown."""
        if not (self._is_tensor(left) and self._is_tensor(right)):
            return None
        scope = self.ctx.scope
        a = self._exact_rank(left, scope, 0, set())
        b = self._exact_rank(right, scope, 0, set())
        if a is None and b is None or a is not None and b is not None and a[0] == b[0]:
            return None
        if a is None or b is None:
            # one rank exact, the other only bounded below: evidence when the bound exceeds it
            # (`F.eye(k) - F.batch_dot(a, a)`: 2 axes against 3 or more, whatever `a` is)
            at_least = self._least_rank(left if a is None else right, scope, 0, frozenset(), left)
            exact = a or b
            if at_least is None or at_least[0] <= exact[0]:
                return None
            return _least_against_exact(at_least, exact, left_bounded=a is None)
        return tuple(Evidence(("exact-rank", str(r)), f"has {r} {'axis' if r == 1 else 'axes'} ({why})",
                              arrays_only=True) for r, why in (a, b))

    def _result_rank_read(self, node, left, right) -> tuple[Evidence, Evidence] | None:
        """One operand's number of axes fixed exactly, the other's unknown, and the result bound
        to a name that a later statement always run reads at an axis past that number
        (``a = F.abs(adj) + F.eye(n)``, then ``F.sum(a, axis=2)``): the eager run reached that
        read, so NDArray's broadcast result had that many axes, the longer operand's -- not the
        exact one's; a Symbol operator takes one shape (MXNet 1.9.1: (2, 6, 6) + eye(6) eager
        runs, hybridized MXNetError in `_plus`)."""
        if not (self._is_tensor(left) and self._is_tensor(right)):
            return None
        scope = self.ctx.scope
        a = self._exact_rank(left, scope, 0, set())
        b = self._exact_rank(right, scope, 0, set())
        if (a is None) == (b is None):
            return None
        need = self._rank_read_after(node, scope)
        exact = a or b
        if need is None or need[0] <= exact[0]:
            return None
        return _least_against_exact(need, exact, left_bounded=a is None)

    def _rank_read_after(self, node, scope) -> "tuple[int, str] | None":
        """The number of axes the result of ``node`` has at least, where ``node`` is the whole
        value of a top-level ``name = node`` of a hybrid_forward and a later top-level statement
        (before any compound one, which may return, and up to the next one binding ``name``:
        `scores = scores + bias` as HYB004's fix writes `+=`) always evaluates a reduction,
        softmax or slice_axis of ``name`` at a literal axis k: k + 1 (-k for a negative k), or the
        eager run raised there."""
        if scope.style != "hybrid_forward":
            return None
        flow = call_flow_of(self.ctx)
        base = flow.flow if flow is not None else None
        top = base.top_statement(node) if base is not None else None
        i = base.index(top) if top is not None else None
        if i is None or not isinstance(top, cst.SimpleStatementLine) or len(top.body) != 1:
            return None
        assign = top.body[0]
        if not (isinstance(assign, cst.Assign) and assign.value is node and len(assign.targets) == 1
                and isinstance(assign.targets[0].target, cst.Name)):
            return None
        name = assign.targets[0].target.value
        body = scope.func.body
        if name in scope.params or len(name_bindings(body, nested=True).get(name, ())) != len(
                name_bindings(body, nested=False).get(name, ())):
            return None     # (a nested function may rebind it: `nonlocal`)
        best = None
        for stmt in base.body[i + 1:]:
            if not isinstance(stmt, cst.SimpleStatementLine):
                break
            for read in iter_descendants(stmt, (cst.Lambda, cst.FunctionDef, cst.ClassDef)):
                parts = self._op_parts(read)
                if parts is None or parts[0] not in _AXIS_READERS or not isinstance(parts[1], cst.Name) \
                        or parts[1].value != name or not _always_evaluated(base.parent, read, stmt):
                    continue
                axis = _axis_arg(read, parts[2], parts[0])
                k = int_literal(axis) if axis is not None else None
                if k is None:
                    continue
                need = k + 1 if k >= 0 else -k
                if best is None or need > best[0]:
                    best = (need, f"its result `{name}` is read at axis {k} by "
                                  f"`{_short(self.ctx.code_for(read))}` later")
            if any(isinstance(b, cst.Return) for b in stmt.body) or name in name_bindings(stmt, nested=False):
                break       # (the reads below see another value)
        return best

    def _least_rank(self, node, scope, depth: int, visiting: frozenset, site) -> "tuple[int, str] | None":
        """A number of axes ``node`` has at least where the code does not fix it exactly: the
        output of an op that raises on inputs of fewer (the op table's ``least``: batch_dot's
        inputs and output have 3 or more, in MXNet 1.9.1 eagerly too), an input whose
        ``.shape[k]`` a statement always run before ``site`` reads, an Embedding of one of
        those (one axis more), read through shape-keeping ops, arithmetic with numbers and names
        every reaching assignment of which has a bound (the smallest counts); an exact rank is
        its own bound."""
        if self._proving:
            # (once a node and site while a rewrite's proof is read: a chain of `h = h + w * h`
            # would walk both operands of every link again)
            key = (id(node), id(site))
            if key not in self._bound_memo:
                self._bound_memo[key] = None    # (a node reached again inside its own bound: none)
                self._bound_memo[key] = self._bounded_rank(node, scope, depth, visiting, site)
            return self._bound_memo[key]
        return self._bounded_rank(node, scope, depth, visiting, site)

    def _bounded_rank(self, node, scope, depth: int, visiting: frozenset, site) -> "tuple[int, str] | None":
        exact = self._exact_rank(node, scope, depth, set())
        if exact is not None and depth <= 24 and self._proving:
            # a rank carried through a plain operator (also where an operator's longer side took
            # it: `alpha * x + beta`) is the result's if that operator traces, and NDArray's
            # broadcast gives no fewer axes: a bound, which the operands' own bounds may raise
            # (`x[:, 0:1] + gamma * y` of a 3-axis x beside a (C,) gamma)
            structural = self._structural_least_rank(node, scope, depth, visiting, site)
            return max(exact, structural) if structural is not None else exact
        if exact is not None or depth > 24:
            return exact
        return self._structural_least_rank(node, scope, depth, visiting, site)

    def _structural_least_rank(self, node, scope, depth: int, visiting: frozenset, site) -> "tuple[int, str] | None":
        """_least_rank's bound from the form of ``node`` (its exact rank not consulted)."""
        while isinstance(node, cst.UnaryOperation) and not isinstance(node.operator, cst.Not):
            node = node.expression
        sub = lambda n: self._least_rank(n, scope, depth + 1, visiting, site)
        if isinstance(node, cst.Name):
            read = self._read_rank(node.value, scope, site)
            given = self._given_bounds.get((id(scope.func), node.value)) if node.value in scope.params else None
            if given is None and self._proving and node.value in scope.params and self._argument_reaches(node, scope):
                given = self._callers_bound(node.value, scope, depth, visiting)
            if given is not None and (read is None or given[0] > read[0]):
                read = given    # (a child block's input, bounded by what the call at hand passes it)
            if node.value in scope.params and not (self._proving and self._reaching_values(node, scope)):
                return read     # (an input rebound before this read has its values' bounds)
            key = (id(scope.func), id(node))
            values = self._reaching_values(node, scope)
            if key in visiting or not values:
                return read
            found = [self._least_rank(v, scope, depth + 1, visiting | {key}, site) for v in values]
            if any(f is None for f in found):
                return read
            return max(min(found), read) if read is not None else min(found)
        pair = _operands(node)
        if pair is not None:
            other = self._beside_number(pair)
            if other is not None:
                return sub(other)
            # NDArray broadcasting gives the longer rank (a Symbol operator, one shape or none)
            found = [f for f in (sub(pair[0]), sub(pair[1])) if f is not None]
            return max(found) if found else None
        if (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and _self_attribute(node.func)
                and len(node.args) == 1 and node.args[0].keyword is None and not node.args[0].star):
            decl = self._declared_child(node.func.attr.value, scope)
            if decl is not None and self._proving and _keeps_rank(decl):
                # a Dense(flatten=False) maps the last axis only, a norm or an activation keeps
                # the shape: the input's axes (MXNet 1.9.1's FullyConnected, LayerNorm)
                below = sub(node.args[0].value)
                return None if below is None else (below[0], f"self.{node.func.attr.value} of {below[1]}")
            if decl is None and self._proving:
                return self._own_child_least_rank(node.func.attr.value, scope, depth, visiting,
                                                  sub(node.args[0].value))
            if decl is None or decl[0] != "embedding":
                return None
            return self._child_rank(node.func.attr.value, scope, lambda: sub(node.args[0].value))
        if isinstance(node, cst.Subscript) and self._proving and self.ctx.is_tensor(node.value, loose=True):
            return self._indexed_least_rank(node, sub)
        parts = self._op_parts(node)
        if parts is None:
            return None
        op, data, rest = parts
        if op in ("reshape", "Reshape") and self._proving:
            sized = self._reshape_to_sizes(node, op, rest, scope)
            if sized is not None:
                return sized
        rule = load_catalogue().output_rank.get(op)
        least = rule.get("least") if rule is not None else None
        if isinstance(least, int) and not isinstance(least, bool):
            below = sub(data) if load_catalogue().keeps_rank(op) else None
            return max((least, f"{op}, which needs {least} axes or more"), below or (0, ""))
        if load_catalogue().keeps_shape(op) or load_catalogue().keeps_rank(op) or op in ("slice_axis", "slice_like"):
            return sub(data)
        if op == "expand_dims":
            below = sub(data)
            found = [] if below is None else [(below[0] + 1, f"expand_dims of {below[1]}")]
            # MXNet 1.9.1 raises for an axis past [-ndim - 1, ndim], eagerly too: `t.expand_dims(2)`
            # has 3 axes or more whatever `t` is (a pairwise difference against `t.expand_dims(1)`)
            axis = _axis_arg(node, rest, op)
            k = None if axis is None else int_literal(axis)
            if k is not None:
                found.append((k + 1 if k >= 0 else -k, f"expand_dims at axis {k}, which needs that many axes"))
            # (and an axis added to an array of one axis or more: MXNet 1.x has no 0-d arrays)
            found.append((2, "expand_dims of an array"))
            return max(found)
        if op == "dot" and self.ctx.op_path(node) and len(rest) >= 1 and rest[0].keyword is None:
            # the axes of both operands but the two contracted ones
            lhs, rhs = sub(data), sub(rest[0].value)
            total = (lhs[0] if lhs else 1) + (rhs[0] if rhs else 1) - 2
            return (total, "dot of operands of " + " and ".join(
                f[1] for f in (lhs, rhs) if f)) if total >= 2 and (lhs or rhs) else None
        if op in _BROADCAST_OPS and self.ctx.op_path(node) and len(rest) == 1 and rest[0].keyword is None:
            found = [f for f in (sub(data), sub(rest[0].value)) if f is not None]
            return max(found) if found else None
        if op in _REDUCTIONS - {"norm", "argmax", "argmin", "pick"} and data is not None:
            return self._reduced_least_rank(node, op, data, rest, sub)
        return self._added_least_rank(node, op, rule, data, rest, sub)

    def _reshape_to_sizes(self, call, op: str, rest, scope) -> "tuple[int, str] | None":
        """``x.reshape((B, N, C))`` / ``(B * H, N, -1)``: a reshape to a literal tuple whose every
        entry is -1, a literal size or code 0, or arithmetic (``+``, ``*``, ``//``) of those and
        of names a top-level ``B, N, C = y.shape`` binds once in this function -- sizes, never
        a -2/-3/-4 code -- gives one axis an entry."""
        target = op_argument(call, op, "shape", rest)
        if target is None and len(rest) == 1 and rest[0].keyword is None:
            target = rest[0].value
        if not isinstance(target, (cst.Tuple, cst.List)) or not target.elements \
                or any(isinstance(e, cst.StarredElement) for e in target.elements):
            return None
        base = call_flow_of(self.ctx)
        flow = base.flow if base is not None else None
        unpacked = memoized("hyb008-unpacked-shapes", scope.func,
                            lambda _f: self._unpacked_shapes(flow)) if flow is not None else {}
        bindings = self._bindings_memo.get(id(scope.func))
        if bindings is None:
            bindings = self._bindings_memo[id(scope.func)] = name_bindings(scope.func.body, nested=True)
        sizes = set()
        for reads in unpacked.values():
            for _i, _k, _why, names in reads:
                sizes.update(n for n in names if len(bindings.get(n, ())) == 1 and n not in scope.params)

        def size(e) -> bool:
            if isinstance(e, cst.Name):
                return e.value in sizes
            if isinstance(e, cst.BinaryOperation) and isinstance(e.operator, (cst.Add, cst.Multiply, cst.FloorDivide)):
                return size(e.left) and size(e.right)
            k = int_literal(e)
            return k is not None and k >= 0

        entries = [e.value for e in target.elements]
        if not all(int_literal(e) == -1 or size(e) for e in entries):
            return None
        return len(entries), f"{op} to {len(entries)} sizes"

    def _own_child_least_rank(self, attr: str, scope, depth: int, visiting: frozenset,
                              given) -> "tuple[int, str] | None":
        """``self.attn(h)`` where every store of ``self.attn`` the file makes is a construction of
        one block class of this file: the least rank every return of its hybrid_forward has, read
        in its own scope (a talking-heads attention ending in ``self.proj(x)`` of an
        ``x.reshape((B, N, C))``: 3 axes), its one data input bounded by ``given``, the bound of
        what this call passes (ResMLP's Affine `alpha * x + beta` of a 3-axis x: 3 or more)."""
        if scope.cls is None:
            return None
        stores = self.ctx.attribute_stores(scope.cls.name, attr)
        if not stores or len(stores) != 1 or not isinstance(stores[0], ast.Call) \
                or not isinstance(stores[0].func, ast.Name):
            return None
        name = stores[0].func.id
        classes = [c for c in self.ctx.classes if c.name == name]
        func = classes[0].methods.get("hybrid_forward") if len(classes) == 1 else None
        child = self.ctx.scopes_by_func.get(id(func)) if func is not None else None
        key = ("child", name)
        if child is None or child.kinds is None or key in visiting:
            return None
        returns = [n for n in iter_descendants(func.body, (cst.Lambda, cst.FunctionDef, cst.ClassDef))
                   if isinstance(n, cst.Return)]
        if not returns or any(r.value is None for r in returns):
            return None
        inputs = [p.name.value for p in func.params.params[2:] if p.name.value not in classes[0].param_names]
        bind = {(id(func), inputs[0]): given} if given is not None and len(inputs) == 1 else {}
        saved = self.ctx.scope, self._given_bounds, self._bound_memo
        # (the child's flow and kinds read its own names; its bounds hang on this call's input,
        # so they are kept apart from another call's)
        self.ctx.scope, self._given_bounds = child, {**self._given_bounds, **bind}
        self._bound_memo = {} if bind else self._bound_memo
        try:
            found = [self._least_rank(r.value, child, depth + 1, visiting | {key}, r.value) for r in returns]
        finally:
            self.ctx.scope, self._given_bounds, self._bound_memo = saved
        if any(f is None for f in found):
            return None
        least = min(found)
        return least[0], f"self.{attr}, a {name}, whose hybrid_forward returns {least[1]}"

    def _callers_bound(self, name: str, scope, depth: int, visiting: frozenset) -> "tuple[int, str] | None":
        """The least rank of what every call this file makes hands the data input ``name`` of a
        block's hybrid_forward, where the file's instances of the block are all children
        ``self.<attr> = Cls(...)`` of its blocks and every read of such an attribute is a call
        ``self.<attr>(...)`` in a hybrid method of its owner (ResMLP's Affine `alpha * x + beta`,
        each `self.norm1(x)` of a 3-axis x): the line fails in every use the file makes of the
        block, and the broadcast form computes what NDArray's operator computed for any caller."""
        cls = scope.cls
        key = ("callers", cls.name if cls is not None else "")
        if cls is None or scope.style != "hybrid_forward" or key in visiting or depth > 24:
            return None
        inputs = [p.name.value for p in scope.func.params.params[2:] if p.name.value not in cls.param_names]
        calls = self._instance_calls(cls.name) if name in inputs else None
        if not calls:
            return None
        at = inputs.index(name)
        found = []
        for caller, call in calls:
            args = call.args
            if at >= len(args) or any(a.keyword is not None or a.star for a in args):
                return None
            saved = self.ctx.scope
            self.ctx.scope = caller
            try:
                found.append(self._least_rank(args[at].value, caller, depth + 1, visiting | {key}, call))
            finally:
                self.ctx.scope = saved
            if found[-1] is None:
                return None
        least = min(found)
        return least[0], f"what every call of a {cls.name} in this file hands it, {least[1]}"

    @staticmethod
    def _argument_reaches(node: cst.Name, scope) -> bool:
        """The argument of the input ``node`` names may be what this read sees (a rebinding
        before it, `x = x.sum(axis=0)`, would not have the rank the calls hand)."""
        reads = scope.kinds.argument_reads(node.value, scope.func) if scope.kinds is not None else None
        return reads is not None and any(r is node for r in reads)

    def _instance_calls(self, class_name: str) -> "list[tuple[object, cst.Call]] | None":
        """(caller scope, call) of every call of an instance of ``class_name`` the file makes, when
        ``_callers_bound`` can see them all (memoized per class)."""
        if class_name not in self._calls_memo:
            self._calls_memo[class_name] = self._read_instance_calls(class_name)
        return self._calls_memo[class_name]

    def _read_instance_calls(self, class_name: str) -> "list[tuple[object, cst.Call]] | None":
        stores = self.ctx.instance_attributes(class_name)
        if not stores:
            return None
        attrs = {attr for _, attr in stores}
        owners = {owner for owner, _ in stores}
        if self._attribute_reads is None:
            # every `<x>.<attr>` of the file (stdlib tree: module-level code is blanked in libcst's)
            counts: dict[str, int] = {}
            for n in ast_walk(ast.Module(body=self.ctx.stdlib_statements(), type_ignores=[])):
                if isinstance(n, ast.Attribute):
                    counts[n.attr] = counts.get(n.attr, 0) + 1
            self._attribute_reads = counts
        calls = []
        for caller in self.ctx.scopes_by_func.values():
            params = caller.func.params.params
            if caller.cls is None or caller.cls.name not in owners or not params:
                continue
            me = params[0].name.value
            for n in iter_descendants(caller.func.body, (cst.Lambda, cst.FunctionDef, cst.ClassDef)):
                if (isinstance(n, cst.Call) and isinstance(n.func, cst.Attribute) and n.func.attr.value in attrs
                        and isinstance(n.func.value, cst.Name) and n.func.value.value == me):
                    calls.append((caller, n))
        # each attribute is stored by the constructions and read only by the calls found
        for attr in attrs:
            made = sum(1 for _, a in stores if a == attr)
            if self._attribute_reads.get(attr, 0) != made + sum(1 for _, c in calls if c.func.attr.value == attr):
                return None
        return calls

    def _indexed_least_rank(self, node: cst.Subscript, sub) -> "tuple[int, str] | None":
        """``x[:, 0:1]``, ``u[:, :, i]``: NDArray basic indexing raises, eagerly too, for more
        entries than axes, keeps each sliced axis and drops each one given an integer (a legacy
        array keeps one axis at least); entries of another kind (None, arrays) are not read."""
        ints = 0
        for el in node.slice:
            if isinstance(el.slice, cst.Index) and int_literal(el.slice.value) is None \
                    and not isinstance(el.slice.value, cst.Name):
                return None
            if isinstance(el.slice, cst.Index):
                if isinstance(el.slice.value, cst.Name) and not self._scalar_like(el.slice.value):
                    return None     # (a name may hold an array: advanced indexing)
                ints += 1
            elif not isinstance(el.slice, cst.Slice):
                return None
        below = sub(node.value)
        least = max(len(node.slice), below[0] if below is not None else 0)
        if least - ints < 2:
            return None
        return least - ints, (f"an index of {len(node.slice)} entries of {below[1]}" if below is not None
                              else f"an index of {len(node.slice)} entries, {ints} of them integers")

    def _added_least_rank(self, call, op, rule, data, rest, sub) -> "tuple[int, str] | None":
        """An op whose rule adds axes to its inputs' (``one_hot``, ``Embedding``: one more than the
        indices): a legacy array has one axis at least (MXNet 1.x has no 0-d arrays), so the
        output has at least the inputs' least ranks plus what the rule adds -- a one-hot of any
        label array is 2-D or more.  Rules that hang on an attribute's value are not read."""
        if rule is None:
            return None
        names = rule.get("inputs")
        add = rule.get("add")
        if not isinstance(add, int) or isinstance(add, bool) or add <= 0 or "attr" in rule \
                or not isinstance(names, list) or not names \
                or ("*data" in names and not (self._proving and names == ["*data"])):
            return None     # (a variadic op's parts share one shape: its first part is read)
        order = load_catalogue().argument_order.get(op, ())
        total, parts = add, []
        for name in names:
            node = self._input_of(call, op, name, order, data, rest)
            if node is None:
                return None
            got = sub(node)
            total += got[0] if got is not None else 1
            if got is not None:
                parts.append(got[1])
        if total < 2:
            return None
        why = f"{op}, which adds {add} {'axis' if add == 1 else 'axes'} to " + (
            " and ".join(parts) if parts else "an array of one axis or more")
        return total, why

    def _reduced_least_rank(self, call, op, data, rest, sub) -> "tuple[int, str] | None":
        """A reduction over literal axes: MXNet 1.9.1 raises, eagerly too, for an axis the data
        does not have, so axis k needs k + 1 axes or more (axis -k, k); keepdims keeps them all,
        without it the named axes go (a legacy reduction leaves one axis at least)."""
        exclude = op_argument(call, op, "exclude", rest)
        keep = _truth(op_argument(call, op, "keepdims", rest) or cst.Name("False"))
        axis = op_argument(call, op, "axis", rest)
        if (exclude is not None and _truth(exclude) is not False) or keep is None or axis is None:
            return None
        n = _axis_count(axis)
        if not n:
            return None
        axes = [int_literal(axis)] if isinstance(axis, cst.Integer) or int_literal(axis) is not None \
            else [int_literal(e.value) for e in axis.elements]
        need = max(k + 1 if k >= 0 else -k for k in axes)
        below = sub(data)
        least = max(need, below[0] if below is not None else 0)
        why = f"{op} over axis {self.ctx.code_for(axis).strip()}, which needs {need} axes or more"
        if keep:
            return least, f"{why}, with keepdims"
        return (max(least - n, 1), why) if least - n > 1 else None

    # ---- a mix by a gate: `g * a + (1 - g) * b` --------------------------------------------

    def _gate_complement(self, node, left, right) -> tuple[Evidence, Evidence] | None:
        """``node`` is one term of a mix by a gate (`p * vocab + (1 - p) * copy`), its other term
        pairs the gate's complement with a tensor of another shape the code states: the sum needs
        both terms in one shape, so this term's tensor has the other's shape and differs from the
        gate as that one does -- and the line fails hybridized whatever this term's shapes are.
        F.broadcast_mul here is what NDArray's `*` computed eagerly."""
        parent = self.ctx.parent(node)
        if not (isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Multiply)
                and isinstance(parent, cst.BinaryOperation) and isinstance(parent.operator, cst.Add)):
            return None
        other = parent.right if parent.left is node else parent.left if parent.right is node else None
        if isinstance(other, cst.BinaryOperation) and isinstance(other.operator, cst.Multiply):
            pair = (other.left, other.right)
        elif (isinstance(other, cst.Call) and (self.ctx.f_path(other.func) or ("",))[-1] == "broadcast_mul"
              and len(other.args) == 2 and not any(a.keyword or a.star for a in other.args)):
            pair = (other.args[0].value, other.args[1].value)     # the other term fixed already
        else:
            return None
        for gate, term in ((left, right), (right, left)):
            for mate, kept in (pair, pair[::-1]):
                if not _complements(gate, mate):
                    continue
                shown = (self._flow_mismatch(mate, kept) or self._last_sizes_differ(mate, kept))
                if shown is None:
                    continue
                g_ev = Evidence(("gate", "complement"), f"mixes with `{_short(self.ctx.code_for(mate))}` of the "
                                f"other term, which {shown[0].text}", shown[0].arrays_only)
                t_ev = Evidence(("gate", "term"), f"is summed with `{_short(self.ctx.code_for(kept))}`, which "
                                f"{shown[1].text}, so it needs that shape", shown[1].arrays_only)
                return (g_ev, t_ev) if gate is left else (t_ev, g_ev)
        return None

    # ---- last axes: the size every shape of an operand ends with ----------------------------

    def _last_sizes_differ(self, left, right) -> tuple[Evidence, Evidence] | None:
        """Both operands' last axes have sizes the code states, and they differ: broadcasting
        aligns shapes from the end, so NDArray gives a (N, 4) / (N, 1) its (N, 4) while a Symbol
        operator needs one shape, whatever the ranks.  Sizes are literals, or a layer's size
        built from an ``__init__`` argument's int default (the probable one)."""
        if not (self._is_tensor(left) and self._is_tensor(right)):
            return None
        scope = self.ctx.scope
        a = self._last_size(left, scope, 0, frozenset(), left)
        b = self._last_size(right, scope, 0, frozenset(), left) if a is not None else None
        if a is None or b is None:
            return self._reduced_last_differs(left, right) or self._reduced_last_differs(right, left, flip=True)
        if a[0] == b[0]:
            return None
        return tuple(Evidence(("last-axis", str(k)), f"has size {k} on its last axis ({why})", arrays_only=True)
                     for k, why in (a, b))

    def _reduced_last_differs(self, reduced, other, flip: bool = False) -> tuple[Evidence, Evidence] | None:
        """``F.sum(h, axis=1) / lengths.reshape((-1, 1))``: ``reduced`` reduces, without keepdims,
        literal axes of data whose last axis has a stated size L other than 1, and ``other`` has
        an exact rank and a stated last size.  The reduction ran eagerly, so the data has an axis
        past the largest reduced one: either one more at least, and the result keeps the last
        axis of size L, or exactly one more, and the result has the data's rank less the axes
        reduced ((1,) when none is left).  When ``other`` differs from both, no rank of the data
        makes the two shapes one (a masked mean pool over a flatten=False Dense of an input of
        unknown rank against (N, 1) lengths)."""
        scope = self.ctx.scope
        node, _ = self._bound_root(reduced)
        parts = self._op_parts(node)
        if parts is None or parts[0] not in ("sum", "mean", "max", "min", "prod", "nansum", "nanprod"):
            return None
        op, data, rest = parts
        keep = op_argument(node, op, "keepdims", rest)
        if keep is not None and _truth(keep) is not False or op_argument(node, op, "exclude", rest) is not None:
            return None
        axis = op_argument(node, op, "axis", rest)
        axes = ([int_literal(axis)] if int_literal(axis) is not None else
                [int_literal(e.value) for e in axis.elements] if isinstance(axis, cst.Tuple) and axis.elements
                else [None])
        if None in axes or min(axes) < 0 or len(set(axes)) != len(axes):
            return None
        last = self._last_size(data, scope, 0, frozenset(), reduced)
        if last is None or last[0] == 1:
            return None
        rank = self._exact_rank(other, scope, 0, set())
        size = self._last_size(other, scope, 0, frozenset(), reduced) if rank is not None else None
        if size is None or size[0] == last[0]:
            return None
        alone = max(axes) + 1 - len(axes)       # the result's rank when the last axis is reduced
        if (rank[0], size[0]) == ((1, 1) if alone == 0 else (alone, size[0])):
            return None
        src = " ".join(self.ctx.code_for(axis).split())
        evs = (Evidence(("last-or-rank", f"{last[0]}|{max(alone, 1)}"),
                        f"has size {last[0]} on its last axis, or {_axes_text(max(alone, 1)).replace(' more', '')} "
                        f"if axis {max(axes)} was the last ({op} over axis {src} of {last[1]})", arrays_only=True),
               Evidence(("exact-rank", str(rank[0])), f"has {rank[0]} axes ({rank[1]}) and size {size[0]} on its "
                                                      f"last ({size[1]})", arrays_only=True))
        return (evs[1], evs[0]) if flip else evs

    def _last_size(self, node, scope, depth: int, visiting: frozenset, site) -> "tuple[int, str] | None":
        """The size of ``node``'s last axis: a reshape to a literal tuple ending in a size, a Dense
        or Embedding child's width, read through shape-keeping ops, arithmetic with numbers,
        broadcasting (a size other than 1 on either side is the result's, or NDArray raised),
        reductions that keep the last axis (the reduced axes literal and before it, the data's
        rank bounded below) and names every reaching assignment of which agrees."""
        # Answers are kept for one question (by node, depth, function and site): `h = h * g + h`
        # reads h twice a line, and walking each read again was geometric in the chain. An answer
        # is reused only where none of the names its walk checked against `visiting` is visited
        # now: it is then what a walk from nothing visited gives, so reuse changes no answer.
        memo, outer = self._last_memo, self._last_checked
        if memo is None:
            self._last_memo, self._last_checked = {}, set()
            try:
                return self._last_size(node, scope, depth, visiting, site)
            finally:
                self._last_memo = self._last_checked = None
        key = (id(node), depth, id(scope.func), id(site))
        kept = memo.get(key)
        if kept is not None and kept[1].isdisjoint(visiting):
            outer |= kept[1]
            return kept[0]
        self._last_checked = checked = set()
        try:
            found = self._last_size_of(node, scope, depth, visiting, site)
        finally:
            self._last_checked = outer
        outer |= checked
        if checked.isdisjoint(visiting):
            memo[key] = (found, frozenset(checked))
        return found

    def _last_size_of(self, node, scope, depth: int, visiting: frozenset, site) -> "tuple[int, str] | None":
        if depth > 24:
            return None
        while isinstance(node, cst.UnaryOperation) and not isinstance(node.operator, cst.Not):
            node = node.expression
        sub = lambda n: self._last_size(n, scope, depth + 1, visiting, site)
        if isinstance(node, cst.Name):
            if node.value in scope.params:
                return self._parameter_last_size(node.value, scope) \
                    or self._contracted_last_size(node.value, scope, site)
            key = (id(scope.func), id(node))
            values = self._reaching_values(node, scope)
            self._last_checked.add(key)
            if key in visiting or not values:
                return None
            found = [self._last_size(v, scope, depth + 1, visiting | {key}, site) for v in values]
            if any(f is None for f in found) or len({f[0] for f in found}) != 1:
                return None
            return found[0]
        if isinstance(node, cst.Subscript):
            return self._split_part_last(node, sub)
        pair = _operands(node)
        parts = self._op_parts(node)
        if pair is None and parts is not None and parts[0] in _BROADCAST_OPS and self.ctx.op_path(node) \
                and len(parts[2]) == 1 and parts[2][0].keyword is None:
            pair = (parts[1], parts[2][0].value)
        if pair is not None:
            other = self._beside_number(pair)
            if other is not None:
                return sub(other)
            found = [f for f in (sub(pair[0]), sub(pair[1])) if f is not None]
            wide = [f for f in found if f[0] != 1]
            return wide[0] if wide else found[0] if len(found) == 2 else None
        if (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and _self_attribute(node.func)
                and len(node.args) == 1 and node.args[0].keyword is None and not node.args[0].star):
            return self._layer_width(node.func.attr.value, scope)
        if parts is None:
            return None
        op, data, rest = parts
        if load_catalogue().keeps_shape(op):
            return sub(data)
        if op in ("reshape", "Reshape"):
            target = op_argument(node, op, "shape", rest)
            if target is None and len(rest) == 1 and rest[0].keyword is None:
                target = rest[0].value      # `x.reshape((a, b))`
            last = int_literal(target.elements[-1].value) if isinstance(target, (cst.Tuple, cst.List)) \
                and target.elements and not isinstance(target.elements[-1], cst.StarredElement) else None
            # (a legacy code takes the sizes after it as its own: -4's two are output axes still)
            return None if last is None or last < 1 else (last, f"reshaped to a tuple ending in {last}")
        if op in ("sum", "mean", "max", "min", "prod", "nansum", "nanprod"):
            axis = op_argument(node, op, "axis", rest)
            exclude = op_argument(node, op, "exclude", rest)
            axes = ([int_literal(axis)] if int_literal(axis) is not None else
                    [int_literal(e.value) for e in axis.elements] if isinstance(axis, cst.Tuple) else [None])
            if exclude is not None and _truth(exclude) is not False or None in axes or min(axes) < 0:
                return None
            self._last_checked.update(visiting)      # (its walk reads `visiting` too)
            rank = self._least_rank(data, scope, depth + 1, visiting, site)
            if rank is None or max(axes) > rank[0] - 2:
                return None     # the last axis may be one of those reduced
            below = sub(data)
            return None if below is None else (below[0], f"{op} over axes before the last of {below[1]}")
        if op in ("dot", "batch_dot"):
            # the product's last axis is its right operand's last one, unless that is transposed
            # or 1-D (`dot` of a vector contracts its only axis): a soft k-means or GCN update
            # `F.dot(r, z, transpose_a=True)` ends in z's width
            rhs = op_argument(node, op, "rhs", rest)
            flipped = op_argument(node, op, "transpose_b", rest)
            if rhs is None or flipped is not None and _truth(flipped) is not False:
                return None
            self._last_checked.update(visiting)      # (its walk reads `visiting` too)
            rank = self._least_rank(rhs, scope, depth + 1, visiting, site)
            if rank is None or rank[0] < 2:
                return None
            below = sub(rhs)
            return None if below is None else (below[0], f"{op} ending in the last axis of {below[1]}")
        return None

    def _parameter_last_size(self, name: str, scope) -> "tuple[int, str] | None":
        """The last size of a Parameter Gluon passes to hybrid_forward, from the shape its class
        declares: a literal, or ``__init__`` arguments' int defaults (not 1: a size-1 axis is
        stated by a literal when it is meant)."""
        cls = scope.cls
        if scope.style != "hybrid_forward" or cls is None or self._rebound(name):
            return None
        shape = cls.param_shape(name)
        if not isinstance(shape, (cst.Tuple, cst.List)) or not shape.elements \
                or isinstance(shape.elements[-1], cst.StarredElement):
            return None
        last = shape.elements[-1].value
        literal = int_literal(last)
        if literal is not None:
            return (literal, f"Parameter `{name}`'s declared last size") if literal >= 1 else None
        text = " ".join(self.ctx.code_for(last).split())
        value = size_text_default(cls, text)
        if value is None or value <= 1:
            return None
        return value, f"Parameter `{name}` declared ending in `{text}`, {value} by default"

    def _contracted_last_size(self, name: str, scope, site) -> "tuple[int, str] | None":
        """The last size of an input of hybrid_forward, never rebound, that a top-level statement
        run whenever ``site``'s is (before it, or that one) hands unchanged to an operation that
        contracts its last axis with a size the class declares: the left operand of ``F.dot``
        (no ``transpose_a``) against a Parameter declared 2-D with literal sizes, or the one
        argument of a Dense child built with ``flatten=False`` and a literal ``in_units``.  MXNet
        1.9.1 checks those sizes eagerly too, so a run that got to the operator had them (a DCN
        cross layer ``x0 * F.dot(x0, w)`` with w (D, 1): the input ends in D)."""
        cls = scope.cls
        if scope.style != "hybrid_forward" or cls is None or scope.kinds is None \
                or name not in [p.name.value for p in scope.func.params.params][2:] \
                or scope.kinds._bindings_of(name) or cls.param_shape(name) is not None:
            return None
        if self._parents_of[0] is not scope.func:
            self._parents_of = (scope.func, parent_map(scope.func.body))
        parents = self._parents_of[1]
        parent_of = lambda n: parents.get(id(n))
        top = site
        while top is not None and parent_of(top) is not scope.func.body:
            top = parent_of(top)
        body = list(scope.func.body.body)
        if top is None or not any(stmt is top for stmt in body):
            return None
        for stmt in body[:next(i for i, stmt in enumerate(body) if stmt is top) + 1]:
            if not isinstance(stmt, cst.SimpleStatementLine):
                continue        # a call inside if/for/try may not have run
            for call in iter_descendants(stmt):
                if isinstance(call, cst.Call) and _always_evaluated(parent_of, call, stmt):
                    found = self._contraction_size(call, name, scope)
                    if found is not None:
                        return found
        return None

    def _contraction_size(self, call: cst.Call, name: str, scope) -> "tuple[int, str] | None":
        """What ``call`` needs of the last size of input ``name`` (see _contracted_last_size)."""
        args = call.args
        sized = self._sized_child(call)
        if sized is not None:
            size, attr, flattened = sized
            if flattened or size.axis != -1 or size.value is None or size.value < 1 or len(args) != 1 \
                    or args[0].keyword is not None or args[0].star \
                    or not isinstance(args[0].value, cst.Name) or args[0].value.value != name:
                return None
            return size.value, f"`{name}` is fed to self.{attr}, a {size.layer}, which needs that size"
        parts = self._op_parts(call)
        if parts is None or parts[0] != "dot" or not isinstance(parts[1], cst.Name) or parts[1].value != name \
                or not self.ctx.op_path(call):
            return None
        op, _, rest = parts
        rhs = op_argument(call, op, "rhs", rest)
        ta, tb = (op_argument(call, op, k, rest) for k in ("transpose_a", "transpose_b"))
        if ta is not None and _truth(ta) is not False or tb is not None and _truth(tb) is None \
                or not isinstance(rhs, cst.Name) or rhs.value not in scope.params or self._rebound(rhs.value):
            return None
        shape = scope.cls.param_shape(rhs.value)
        if not isinstance(shape, (cst.Tuple, cst.List)) or len(shape.elements) != 2 \
                or any(isinstance(e, cst.StarredElement) for e in shape.elements):
            return None
        # the contracted axis: a literal, or an `__init__` argument's int default (not 1), as
        # _parameter_last_size reads a declared size
        elem = shape.elements[1 if tb is not None and _truth(tb) else 0].value
        k = int_literal(elem)
        text = " ".join(self.ctx.code_for(elem).split())
        if k is None:
            k = size_text_default(scope.cls, text)
            if k is None or k <= 1:
                return None
        elif k < 1:
            return None
        declared = " ".join(self.ctx.code_for(shape).split())
        return k, (f"`{name}` is the left operand of `{self.ctx.code_for(call)}`, Parameter `{rhs.value}` "
                   f"declared {declared}" + ("" if text == str(k) else f", `{text}` {k} by default"))

    def _split_part_last(self, item: cst.Subscript, sub) -> "tuple[int, str] | None":
        """``F.split(d, num_outputs=n, axis=-1)[i]`` (also as a name unpacked from it, or a name
        bound once to the split): each output has ``d``'s last size divided by n, which MXNet
        1.9.1 requires to divide evenly (a gMLP gating unit's halves of a Dense(d_ffn))."""
        if len(item.slice) != 1 or not isinstance(item.slice[0].slice, cst.Index) \
                or int_literal(item.slice[0].slice.value) is None:
            return None
        call = item.value
        if isinstance(call, cst.Name):
            call = self._one_binding(call)
        parts = self._op_parts(call) if isinstance(call, cst.Call) else None
        if parts is None or parts[0] not in ("split", "SliceChannel"):
            return None
        op, data, rest = parts
        count = int_literal(op_argument(call, op, "num_outputs", rest))
        axis = op_argument(call, op, "axis", rest)
        squeeze = op_argument(call, op, "squeeze_axis", rest)
        if count is None or count < 2 or axis is None or int_literal(axis) != -1 \
                or squeeze is not None and _truth(squeeze) is not False:
            return None
        below = sub(data)
        if below is None or below[0] % count:
            return None
        return below[0] // count, f"one of {count} outputs of a split of the last axis of {below[1]}"

    def _layer_width(self, attr: str, scope) -> "tuple[int, str] | None":
        """A Dense's units or an Embedding's output_dim, the last axis of its output: a literal,
        or the int default (not 0 or 1) of the ``__init__`` argument it is built from."""
        decl = self._declared_child(attr, scope)
        if decl is None or decl[0] not in ("dense", "embedding"):
            return None
        if isinstance(decl[1], str) and decl[1].isdigit():
            return int(decl[1]), f"self.{attr}'s width"
        given = layer_size_default(scope.cls, attr) if scope.cls is not None else None
        if given is None or given[1] <= 1:
            return None
        return given[1], f"self.{attr}, built with `{given[0]}`, {given[1]} by default"

    def _relative_ranks(self, left, right) -> tuple[Evidence, Evidence] | None:
        """Both operands' numbers of axes counted from one array whose rank the code does not
        state (an input, never rebound), when they differ: ``F.one_hot(label, C) * label`` has
        one axis more on the left whatever ``label`` is, so no shape of ``label`` makes the two
        equal.  Only axes added (one_hot, expand_dims, stack, ...) are counted: an op that drops
        an axis may leave the one axis a legacy array keeps at least."""
        if not (self._is_tensor(left) and self._is_tensor(right)):
            return None
        a = self._rank_from(left, 0, frozenset())
        b = self._rank_from(right, 0, frozenset()) if a is not None else None
        if b is None or a[0] != b[0] or a[1] == b[1]:
            return None
        base = a[0][1]
        return tuple(Evidence(("rank-of", f"{base}+{k}"), f"has {_axes_text(k)} than `{base}` ({why})"
                              if k else f"has as many axes as `{base}`", arrays_only=True)
                     for k, why in ((a[1], a[2]), (b[1], b[2])))

    def _rank_from(self, node, depth: int, visiting: frozenset) -> "tuple[tuple, int, str] | None":
        """``(base, added, why)``: ``node`` has the axes of ``base`` (a name of this function whose
        rank is not stated: a parameter never rebound) and ``added`` more."""
        scope = self.ctx.scope
        if depth > 16 or scope is None or scope.kinds is None:
            return None
        while isinstance(node, cst.UnaryOperation) and not isinstance(node.operator, cst.Not):
            node = node.expression
        sub = lambda n: self._rank_from(n, depth + 1, visiting)
        if isinstance(node, cst.Name):
            name = node.value
            if name in visiting:
                return None
            if name in scope.params:
                if scope.kinds._bindings_of(name):
                    return None
                return (id(scope.func), name), 0, name
            bindings = self._bindings_memo.get(id(scope.func))
            if bindings is None:
                bindings = self._bindings_memo[id(scope.func)] = name_bindings(scope.func.body, nested=True)
            values = bindings.get(name)
            if not values or any(v is None for v in values):
                return None
            found = [self._rank_from(v, depth + 1, visiting | {name}) for v in values]
            if any(f is None for f in found) or len({f[:2] for f in found}) != 1:
                return None
            return found[0]
        if isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY:
            if self._scalar_like(node.right) or _block_number(node.right):
                return sub(node.left)
            if self._scalar_like(node.left) or _block_number(node.left):
                return sub(node.right)
            a, b = sub(node.left), sub(node.right)
            return a if a is not None and b is not None and a[:2] == b[:2] else None
        parts = self._op_parts(node)
        if parts is None:
            return None
        op, data, rest = parts
        if load_catalogue().keeps_shape(op) or load_catalogue().keeps_rank(op):
            return sub(data)
        rule = load_catalogue().output_rank.get(op)
        if op == "expand_dims":
            rule = {"inputs": ["data"], "add": 1}
        if rule is None or "attr" in rule or op in load_catalogue().multi_output_ops:
            return None
        names, add = rule.get("inputs"), rule.get("add", 0)
        if not isinstance(names, list) or not isinstance(add, int) or add < 0 or len(names) != 1:
            return None
        order = load_catalogue().argument_order.get(op, ())
        # the one input counted is the data the call gives first (every part of a variadic op
        # has one rank: stack, concat)
        if not (names[0] == "*data" or (order[0] if order else "data") == names[0]):
            return None
        below = sub(data)
        return None if below is None else (below[0], below[1] + add, f"{op} of {below[2]}")

    def _exact_rank(self, node, scope, depth: int, visiting: set) -> "tuple[int, str] | None":
        if depth > 24 or scope is None or scope.kinds is None:
            return None
        saved = self.ctx.scope
        self.ctx.scope = scope      # op paths and kinds are the scope's own
        try:
            return self._rank_in(node, scope, depth, visiting)
        finally:
            self.ctx.scope = saved

    def _rank_in(self, node, scope, depth: int, visiting: set) -> "tuple[int, str] | None":
        while isinstance(node, cst.UnaryOperation) and not isinstance(node.operator, cst.Not):
            node = node.expression
        if isinstance(node, cst.Name):
            return self._name_rank(node, scope, depth, visiting)
        if isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY:
            return self._operands_rank(node.left, node.right, scope, depth, visiting)
        if isinstance(node, cst.Comparison) and len(node.comparisons) == 1 \
                and type(node.comparisons[0].operator) in _COMPARE:
            # a tensor compared with a number keeps its shape (a band mask `|i - j| < w`); two
            # tensors compared are elementwise as arithmetic is (`keep = scores >= threshold`)
            return self._operands_rank(node.left, node.comparisons[0].comparator, scope, depth, visiting)
        if isinstance(node, cst.Call) and not any(a.star for a in node.args):
            return self._call_rank(node, scope, depth, visiting)
        if isinstance(node, cst.Call):
            return self._starred_rank(node, scope, depth, visiting)
        held = self._iterated.get(id(node))
        if held is not None and held[1] is node:
            # an item a loop takes from a split's outputs: that output's rank, or nothing (the
            # item is no subscript the code wrote, so no NDArray indexing reads it)
            source = held[0]
            if isinstance(source, cst.Call):
                return self._output_rank(source, scope, depth, visiting)
            return self._held_outputs_rank(source, scope, depth, visiting)
        if isinstance(node, cst.Subscript) and isinstance(node.value, cst.Name) and len(node.slice) == 1 \
                and isinstance(node.slice[0].slice, cst.Index):
            found = self._held_outputs_rank(node.value, scope, depth, visiting) \
                or self._keyword_rank(node, scope, depth, visiting)
            if found is not None:
                return found
        if isinstance(node, cst.Subscript) and isinstance(node.value, cst.Call):
            found = self._split_part_rank(node, scope, depth, visiting)
            if found is not None or any(node is held[1] for held in self._unpacked.values()):
                # (an unpacked name's item is no subscript the code wrote: a helper's tuple,
                # `topk(ret_typ="both")`'s pair, is read by position, not by NDArray indexing)
                return found
        if isinstance(node, cst.Subscript) and self.ctx.is_tensor(node.value, loose=True):
            # `p[:, 3]`: NDArray basic indexing drops each axis given an integer and keeps each
            # sliced one (what HYB003's rewrite, squeeze of a slice_axis, computes too)
            ints = 0
            for el in node.slice:
                if isinstance(el.slice, cst.Index) and int_literal(el.slice.value) is not None:
                    ints += 1
                elif not isinstance(el.slice, cst.Slice):
                    return None
            below = self._exact_rank(node.value, scope, depth + 1, visiting)
            if below is None or len(node.slice) > below[0]:
                return None
            # (legacy indexing with an integer on every axis leaves shape (1,))
            return max(below[0] - ints, 1), f"an integer index of {below[1]}"
        return None

    def _operands_rank(self, left, right, scope, depth: int, visiting: set) -> "tuple[int, str] | None":
        """The rank of a python operator's result: a tensor's beside a number; of two tensors,
        the longer (NDArray broadcasting), or the one known rank carried."""
        if self._scalar_like(right) or _block_number(right):
            return self._exact_rank(left, scope, depth + 1, visiting)
        if self._scalar_like(left) or _block_number(left):
            return self._exact_rank(right, scope, depth + 1, visiting)
        a = self._exact_rank(left, scope, depth + 1, visiting)
        b = self._exact_rank(right, scope, depth + 1, visiting)
        if a is None or b is None:
            # A Symbol operator gives its operands' one shape or raises, so a product that
            # traces has its known operand's rank whatever the other is (`gains * discount`
            # against a 1-D discount is 1-D, or already the failure): the rank is carried to
            # the product's next operator (LambdaRank's `weighted * log_softmax(s)`)
            known = a or b
            if known is not None:
                self._carried_reads += 1
            return None if known is None else (known[0], f"{known[1]}, {_CARRIED}")
        if _CARRIED in a[1] or _CARRIED in b[1]:
            self._carried_reads += 1    # (the longer rank's text may not say so: _returned_rank)
        # (NDArray broadcasting gives the longer rank; a Symbol operator, one shape or none)
        return max(a, b)

    def _name_rank(self, node: cst.Name, scope, depth: int, visiting: set) -> "tuple[int, str] | None":
        values = self._reaching_values(node, scope)
        if values is not None:
            # the bindings that reach this read alone: `w = F.mean(x, axis=(2, 3))` then
            # `w = F.sigmoid(self.fc(w))` is 2-D where the gate reads it, whatever the first was
            key = (id(scope.func), id(node))
            if key in visiting:
                # a loop's `h = F.expand_dims(h, 0)` reaching its own read: nothing, unless the
                # rank the loop is entered with is being tried (_carried_rank)
                if key in self._assumed:
                    return self._assumed[key]
                self._cycled.add(key)
                return None
            if key not in self._rank_memo:
                self._rank_memo[key] = self._agreed_rank(values, scope, depth, visiting | {key}, key)
            return self._rank_memo[key]
        key = (id(scope.func), node.value)
        if key in visiting:
            return None         # `h = F.expand_dims(h, 0)`: each pass adds an axis
        if key not in self._rank_memo:
            # (a None found inside another name's cycle is kept too: it only ever hides a rank)
            self._rank_memo[key] = self._name_rank_of(node.value, scope, depth, visiting | {key})
        return self._rank_memo[key]

    def _name_rank_of(self, name: str, scope, depth: int, visiting: set) -> "tuple[int, str] | None":
        params = [p.name.value for p in (*scope.func.params.params, *scope.func.params.kwonly_params)]
        bindings = self._bindings_memo.get(id(scope.func))
        if bindings is None:
            bindings = self._bindings_memo[id(scope.func)] = name_bindings(scope.func.body, nested=True)
        if name in params:
            if scope.style == "hybrid_forward" and not bindings.get(name):
                return _declared_rank(scope.cls, name)
            if scope.style != "helper" or not scope.callers or scope.kinds._bindings_of(name):
                return None
            return self._parameter_rank(name, scope, depth, visiting)
        values = bindings.get(name)
        if not values or any(v is None for v in values):
            return None         # unbound here, or bound by a loop, `with`, unpacking, `+=`...
        return self._agreed_rank(values, scope, depth, visiting)

    def _agreed_rank(self, values: list, scope, depth: int, visiting: set,
                     read: "tuple | None" = None) -> "tuple[int, str] | None":
        """The rank every one of ``values`` (a name's assigned values) has, or None; for the
        bindings reaching the read ``read`` inside a loop, also the rank the loop keeps
        (_carried_rank)."""
        # (the memo only grows by insertion: its length marks what this reading adds)
        memo = len(self._rank_memo) if read is not None and read not in self._assumed else None
        found = [self._exact_rank(v, scope, depth + 1, visiting) for v in values]
        if any(f is None for f in found):
            if memo is None or read not in self._cycled:
                return None     # (no binding read its own read back: no loop to carry a rank)
            self._cycled.discard(read)
            return self._carried_rank(values, found, memo, scope, depth, visiting, read)
        if len({f[0] for f in found}) != 1:
            return None
        return found[0]

    def _carried_rank(self, values: list, found: list, memo: int, scope, depth: int, visiting: set,
                      read: tuple) -> "tuple[int, str] | None":
        """Whisper's `logits = f.apply(F, logits, ...)` in a loop over filters: the bindings
        from outside the loop agree on a rank, and each rebinding in it, read with the loop's
        read holding that rank, gives it back -- so every pass keeps it (induction on the
        passes).  The ranks memoised while the cycle read nothing are dropped first (``memo``:
        the memo's length before), and again when the rank is not kept."""
        entry = [f for f in found if f is not None]
        if not entry or len({f[0] for f in entry}) != 1:
            return None
        self._trim_memo(memo)
        self._assumed[read] = entry[0]
        try:
            # (read afresh from the loop's read: a name the question began at, a helper's
            # parameter this read is handed to, is read again under the assumption; every
            # cycle passes the read, which now holds the rank, so the reading ends)
            again = [self._exact_rank(v, scope, depth + 1, {read}) if f is None else f
                     for v, f in zip(values, found)]
        finally:
            del self._assumed[read]
        if any(f is None or f[0] != entry[0][0] for f in again):
            self._trim_memo(memo)
            return None
        return entry[0][0], f"{entry[0][1]}, kept by every pass of the loop"

    def _trim_memo(self, n: int) -> None:
        """Drop the ranks memoised after the first ``n``."""
        for key in list(self._rank_memo)[n:]:
            del self._rank_memo[key]

    def _reaching_values(self, node: cst.Name, scope) -> "list | None":
        """The values of the plain assignments (`name = value`) that may reach the read ``node``,
        when the flow pass knows them all; None where it cannot tell, where another kind of
        binding (unpacking, `+=`, a loop target) may reach, or where a parameter's argument may
        (its rank is not stated here)."""
        kinds = scope.kinds
        reach = kinds.reaching_bindings(node) if kinds is not None else None
        if not reach:
            return None
        name = node.value
        if name in scope.params:
            reads = kinds.argument_reads(name, scope.func)
            if reads is None or any(r is node for r in reads):
                return None
        bindings = self._bindings_memo.get(id(scope.func))
        if bindings is None:
            bindings = self._bindings_memo[id(scope.func)] = name_bindings(scope.func.body, nested=True)
        plain = bindings.get(name) or ()
        values = []
        for _target, how, value in reach:
            if how == "pos-of-assign" and isinstance(getattr(value, "call", None), cst.Call):
                values.append(self._unpacked_item(value))
                continue
            if how == "elem-of-assign" and _one_pass_comprehension(value):
                # `q, k = [t.reshape(...).transpose(...) for t in F.split(...)]`: every item is
                # a value of the one element expression, its loop name read as the flow binds it
                values.append(value.elt)
                continue
            if how == "iter" and isinstance(value, (cst.Name, cst.Call)):
                values.append(self._iterated_item(value))
                continue
            if how != "assign" or not any(value is v for v in plain):
                return None
            values.append(value)
        return values

    def _iterated_item(self, source: cst.CSTNode) -> cst.Subscript:
        """What a loop over ``source`` binds, as the item ``source[0]`` that _rank_in reads only
        as one output of a split (or of a name holding one): a Symbol's outputs of one call
        share one rank, and a one-output split iterated hybridized yields the Symbol itself, of
        that same rank."""
        held = self._iterated.get(id(source))
        if held is None:
            item = cst.Subscript(value=source, slice=[cst.SubscriptElement(
                slice=cst.Index(value=cst.Integer("0")))])
            held = self._iterated[id(source)] = (source, item)
            self._iterated[id(item)] = held
        return held[1]

    def _unpacked_item(self, pos) -> cst.Subscript:
        """Item ``pos.index`` of the names unpacked from ``pos.call`` as the subscript
        ``call[index]``, which _rank_in reads only as one output of a multi-output op."""
        held = self._unpacked.get(id(pos))
        if held is None:
            item = cst.Subscript(value=pos.call, slice=[cst.SubscriptElement(
                slice=cst.Index(value=cst.Integer(str(pos.index))))])
            held = self._unpacked[id(pos)] = (pos, item)
        return held[1]

    def _parameter_rank(self, name: str, scope, depth: int, visiting: set) -> "tuple[int, str] | None":
        """A helper's parameter: the rank of what every call hands it, each read in its caller."""
        found = []
        for caller, call in scope.callers:
            arg = call_arguments(scope.func, call).get(name)
            if arg is None:
                return None     # a default, a starred argument, or a call not read
            got = self._exact_rank(arg, caller, depth + 1, visiting)
            if got is None:
                return None
            found.append(got)
        if not found or len({f[0] for f in found}) != 1:
            return None
        return found[0][0], f"{name}, as every call passes it: {found[0][1]}"

    def _returned_rank(self, call: cst.Call, scope, depth: int, visiting: set) -> "tuple[int, str] | None":
        """The rank every ``return`` of every function ``call`` may run gives (a method and its
        overrides, `f.apply(F, logits)` of plain filter objects held on the block), each read
        in that helper's own scope; None when one is unknown, or the helper is not one this
        file reads (a generator, a bare `return`)."""
        fns = scope.kinds.helper_functions(call)
        if not fns:
            return None
        # (the returns' ranks rest on the helpers' parameters as every call passes them, so
        # they are one answer for every call of these functions: read once a scope)
        key = ("returns", *(id(fn) for fn in fns))
        if key not in self._rank_memo:
            self._rank_memo[key] = self._returns_rank(fns, depth, visiting)
        found = self._rank_memo[key]
        return None if found is None else (
            found[0], f"what `{' '.join(self.ctx.code_for(call.func).split())}` returns: {found[1]}")

    def _returns_rank(self, fns, depth: int, visiting: set) -> "tuple[int, str] | None":
        """The rank every return of ``fns`` gives, read in each helper's scope; None where one is
        unknown, or where the reading carried a rank through a plain operator (it holds only
        where that operator traces: no answer for a caller's check, which may be that very
        mismatch one call further out)."""
        carried = self._carried_reads
        found = []
        for fn in fns:
            helper = self.ctx.scopes_by_func.get(id(fn))
            shape = self._helper_shape(fn) if helper is not None else None
            if shape is None:
                return None
            for r in shape[0]:
                got = self._exact_rank(r.value, helper, depth + 1, visiting)
                if got is None or _CARRIED in got[1]:
                    return None
                found.append(got)
        if self._carried_reads != carried or len({f[0] for f in found}) != 1:
            return None
        return found[0]

    def _keyword_rank(self, node: cst.Subscript, scope, depth: int, visiting: set) -> "tuple[int, str] | None":
        """``consts["suppress"]`` of a helper's ``**consts`` that it never rebinds: the rank of
        what every call hands it as the keyword ``suppress=`` (Whisper's logit filters'
        ``f.apply(F, logits, suppress=suppress)``); None when a call omits it or splats ``**``."""
        star = scope.func.params.star_kwarg
        key = node.slice[0].slice.value
        if (not isinstance(star, cst.Param) or star.name.value != node.value.value or type(key) is not cst.SimpleString
                or scope.style != "helper" or not scope.callers or scope.kinds._bindings_of(star.name.value)):
            return None
        wanted = key.evaluated_value
        found = []
        for caller, call in scope.callers:
            if any(a.star == "**" for a in call.args):
                return None
            arg = next((a.value for a in call.args if a.keyword is not None and a.keyword.value == wanted), None)
            got = self._exact_rank(arg, caller, depth + 1, visiting) if arg is not None else None
            if got is None:
                return None
            found.append(got)
        if len({f[0] for f in found}) != 1:
            return None
        return found[0][0], f"{wanted}, as every call passes it: {found[0][1]}"

    def _call_rank(self, call: cst.Call, scope, depth: int, visiting: set) -> "tuple[int, str] | None":
        func = call.func
        args = list(call.args)
        path = self.ctx.op_path(call)
        if path:
            path = _shape_path(path)
            if len(path) == 2 and path[0] == "random" and path[1] in _RANDOM:
                path = ("random",)
            if path == ("contrib", "arange_like") and _kwarg(call, "axis") is not None \
                    and int_literal(_kwarg(call, "axis")) is not None:
                return 1, "arange_like along one axis"
            if len(path) == 2 and path[0] == "linalg":
                path = (f"linalg_{path[1]}",)      # F.linalg.gemm2 is F.linalg_gemm2
            if len(path) != 1:
                return None
            op = path[0]
            data = args[0].value if args and args[0].keyword is None else _kwarg(call, "data")
            rest = args[1:] if args and args[0].keyword is None else args
        elif isinstance(func, cst.Attribute) and self.ctx.is_tensor(func.value, loose=True):
            op, data, rest = func.attr.value, func.value, args
        elif (isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name)
                and func.value.value == "self" and len(args) == 1 and args[0].keyword is None):
            return self._child_rank(func.attr.value, scope,
                                    lambda: self._exact_rank(args[0].value, scope, depth + 1, visiting))
        else:
            return self._returned_rank(call, scope, depth, visiting)
        sub = lambda n: self._exact_rank(n, scope, depth + 1, visiting)
        if load_catalogue().keeps_shape(op) or op in ("slice_axis", "slice_like", "slice"):
            return sub(data) if data is not None else None
        if op == "expand_dims" and data is not None:
            below = sub(data)
            return None if below is None else (below[0] + 1, f"expand_dims of {below[1]}")
        if op in _GEMMS and path and data is not None:
            # (batched) matrix products of operands of one number of axes, which MXNet checks
            below = sub(data)
            return None if below is None else (below[0], f"{op} of {below[1]}")
        if op == "squeeze" and data is not None:
            axis = op_argument(call, op, "axis", rest)
            n = _axis_count(axis) if axis is not None else None
            below = sub(data) if n else None
            if below is None or below[0] - n < 1:
                return None     # (legacy squeeze of every axis leaves one)
            return below[0] - n, f"squeeze of {n} {'axis' if n == 1 else 'axes'} of {below[1]}"
        if op in ("broadcast_to", "reshape", "Reshape", "transpose") and data is not None:
            key = {"broadcast_to": "shape", "reshape": "shape", "Reshape": "shape", "transpose": "axes"}[op]
            target = op_argument(call, op, key, rest)
            if target is None and path is None and rest and rest[0].keyword is None and len(rest) == 1:
                target = rest[0].value      # `x.reshape((a, b))`
            if target is None:
                return sub(data) if op == "transpose" else None
            if not isinstance(target, (cst.Tuple, cst.List)) or any(
                    isinstance(e, cst.StarredElement) for e in target.elements) or not target.elements:
                return None
            if op in ("reshape", "Reshape"):
                return self._reshape_rank(call, op, rest, target, data, sub, scope)
            k = len(target.elements)
            return k, f"{op} to a {k}-tuple"
        if op in _BROADCAST_OPS and path and data is not None and len(rest) == 1 and rest[0].keyword is None:
            # a comparison broadcasts as the arithmetic does (a causal mask: the outer `>=` of a
            # column and a row of positions)
            a = sub(data)
            b = sub(rest[0].value) if a is not None else None
            return None if b is None else max(a, b)
        if op in ("reshape_like", "broadcast_like") and data is not None:
            # the shape of `rhs`, or with the axes given (lhs_axes; lhs_begin...) the data's
            # rank for broadcast_like and a count of each side's for reshape_like: unread
            if any(op_argument(call, op, k, rest) is not None for k in
                   ("lhs_axes", "rhs_axes", "lhs_begin", "lhs_end", "rhs_begin", "rhs_end")):
                return sub(data) if op == "broadcast_like" else None
            like = op_argument(call, op, "rhs", rest)
            below = sub(like) if like is not None else None
            return None if below is None else (below[0], f"{op} of {below[1]}")
        if op in ("argmax", "argmin", "norm") and data is not None:
            # over one literal axis: that axis dropped (a 1-D input keeps shape (1,)), or kept
            # with keepdims; MXNet 1.9.1's argmax of (4, 6) over axis 1 is (4,)
            axis = op_argument(call, op, "axis", rest)
            keep = _truth(op_argument(call, op, "keepdims", rest) or cst.Name("False"))
            if int_literal(axis) is None or keep is None:
                return None
            below = sub(data)
            if below is None:
                return None
            return (below[0], f"{op} with keepdims of {below[1]}") if keep else \
                (max(below[0] - 1, 1), f"{op} over one axis of {below[1]}")
        if op == "topk" and data is not None:
            # one output but for ret_typ="both"; the data's rank along a literal axis (the
            # default -1), a flat (k,) with axis=None unless it is a mask (MXNet 1.9.1 on
            # (2, 3, 4): (2, 3, 2), (2,), mask (2, 3, 4))
            typ = op_argument(call, op, "ret_typ", rest)
            typ = typ.evaluated_value if isinstance(typ, cst.SimpleString) else "indices" if typ is None else None
            axis = op_argument(call, op, "axis", rest)
            if typ not in ("indices", "value", "mask"):
                return None
            if isinstance(axis, cst.Name) and axis.value == "None":
                return sub(data) if typ == "mask" else (1, "topk over the flattened array")
            if axis is not None and int_literal(axis) is None:
                return None
            below = sub(data)
            return None if below is None else (below[0], f"topk of {below[1]}")
        if op == "diag" and data is not None:
            # a vector's diagonal matrix, a matrix's diagonal; of more axes, the two taken
            # replaced by one (MXNet 1.9.1: (3,) -> (3, 3), (3, 4) -> (3,), (2, 3, 4) -> (4, 2))
            below = sub(data)
            if below is None:
                return None
            return (2 if below[0] == 1 else below[0] - 1), f"diag of {below[1]}"
        if op == "arange" and path:
            return 1, "arange"
        if op in ("flatten", "Flatten"):
            return 2, op
        if op in ("zeros", "ones", "full", "empty", "random") and path:
            shape = _kwarg(call, "shape")
            if shape is None and op != "random" and args and args[0].keyword is None:
                shape = args[0].value
            if isinstance(shape, (cst.Tuple, cst.List)) and shape.elements and not any(
                    isinstance(e, cst.StarredElement) for e in shape.elements):
                return len(shape.elements), f"{op} of a {len(shape.elements)}-tuple shape"
            if isinstance(shape, cst.Integer):
                return 1, f"{op} of one size"
            return None
        if op in _REDUCTIONS - {"norm", "argmax", "argmin", "pick"} and data is not None:
            keep = op_argument(call, op, "keepdims", rest)
            exclude = op_argument(call, op, "exclude", rest)
            if exclude is not None and _truth(exclude) is not False:
                return self._excluded_rank(call, op, rest, keep, data, sub)
            axis = op_argument(call, op, "axis", rest)
            if _truth(keep) is True:
                return sub(data)
            if keep is not None and _truth(keep) is not False:
                return None
            if axis is None:
                return 1, f"{op} over every axis"
            n = _axis_count(axis)
            below = sub(data) if n else None
            # (a legacy reduction of every axis leaves shape (1,))
            return None if below is None else (max(below[0] - n, 1), f"{op} over {n} of the axes of {below[1]}")
        if op == "tile" and data is not None:
            # numpy's tile: the data's axes, with leading ones added up to len(reps)
            reps = op_argument(call, op, "reps", rest)
            k = _literal_length(reps)
            below = sub(data) if k else None
            return None if below is None else (max(below[0], k), f"tile of {below[1]} by a {k}-tuple")
        rule = load_catalogue().output_rank.get(op)
        if rule is None or op in load_catalogue().multi_output_ops or (path is None and op not in FLUENT_METHODS):
            return None
        return self._rule_rank(call, op, rule, data, rest, sub, 0)

    def _reshape_rank(self, call, op: str, rest, target, data, sub, scope) -> "tuple[int, str] | None":
        """A reshape to literal sizes and codes: one axis an entry, two for ``-4 a b``; a ``-2``
        copies the axes of the data left unread, so the data's rank counts (reshape_rank).  A
        size not written out may be a code, unless it is arithmetic of attributes the
        constructor sets to a positive size by default (``(0, self._n, self._n)``,
        ``(-4, -1, self._h, -2)``: attribute_size_default); ``reverse`` reads a ``-2``'s axes
        from the end."""
        codes = [self._reshape_entry(e.value, scope) for e in target.elements]
        if any(c is not None and int_literal(e.value) is None for c, e in zip(codes, target.elements)):
            self._probable_rank = True
        if any(c is None or c < -4 for c in codes):
            return None     # a size not written out may be a -2/-3/-4 code
        k = len(codes)
        if all(c >= -1 for c in codes):
            return k, f"{op} to a {k}-tuple"
        rev = op_argument(call, op, "reverse", rest)
        if -2 in codes and (data is None or rev is not None and _truth(rev) is not False):
            return None
        below = sub(data) if -2 in codes else None
        if -2 in codes and below is None:
            return None
        entries = [c if c <= 0 else Dim.const(c) for c in codes]
        rank = reshape_rank(entries, below[0] if below is not None else None)
        if rank is None or rank < 1:
            return None
        src = " ".join(self.ctx.code_for(target).split())
        return rank, f"{op} to {src}" + (f" of {below[1]}" if below is not None else "")

    def _reshape_entry(self, node, scope) -> int | None:
        """A reshape entry's literal value, or the default size of an entry written from
        ``self.<attr>`` when it is at least 1 (a size, never a code)."""
        literal = int_literal(node)
        if literal is not None or scope.cls is None:
            return literal
        cls = scope.cls

        def size(n) -> int | None:
            text = " ".join(self.ctx.code_for(n).split())
            value = attribute_size_default(cls, text) if "self." in text else None
            return value if value is not None and value >= 1 else None

        # once per entry and file: every finding's rank walk may read the same reshape again
        return memoized("hyb008-reshape-entry", node, size)

    def _rule_rank(self, call, op: str, rule: dict, data, rest, sub, depth: int) -> "tuple[int, str] | None":
        """The rank the op table's rule (catalogue.json's ``output_rank``) gives this call: the
        ranks of the named inputs added up, plus ``add``; ``then`` when the literal value of the
        attribute ``attr`` is not its default (is ``when``, where the rule gives one); never
        below 1."""
        attr = rule.get("attr")
        if attr is not None and depth < 2:
            given = op_argument(call, op, attr, rest)
            if given is not None:
                value = _literal_value(given)
                if value is _UNREAD:
                    return None     # a name or an expression: either rule may apply
                chosen = value == rule["when"] if "when" in rule else value != rule.get("default")
                if chosen and isinstance(rule.get("then"), dict):
                    return self._rule_rank(call, op, rule["then"], data, rest, sub, depth + 1)
        if isinstance(rule.get("rank"), int):
            return rule["rank"], f"{op}, {rule['rank']}-D"
        names = rule.get("inputs")
        if not isinstance(names, list) or not names:
            return None
        order = load_catalogue().argument_order.get(op, ())
        total, parts = 0, []
        for name in names:
            node = self._input_of(call, op, name, order, data, rest)
            got = sub(node) if node is not None else None
            if got is None:
                return None
            total += got[0]
            parts.append(got[1])
        add = rule.get("add", 0) if isinstance(rule.get("add", 0), int) else 0
        return max(total + add, 1), f"{op} of {' and '.join(parts)}"

    def _input_of(self, call, op: str, name: str, order, data, rest):
        """The argument an input ``name`` of ``op`` is given: the data (first input) as read,
        one part of a variadic op (its first positional), or another input by keyword or by
        the catalogue's positional order."""
        if name == "*data":
            return data
        if order and order[0] == name or not order and name == "data":
            return data
        return op_argument(call, op, name, rest)

    def _excluded_rank(self, call, op: str, rest, keep, data, sub) -> "tuple[int, str] | None":
        """``F.sum(x, axis=1, exclude=True)`` reduces every axis but the listed ones: their count
        without keepdims, the data's rank with it."""
        if _truth(op_argument(call, op, "exclude", rest)) is not True:
            return None
        if _truth(keep) is True:
            return sub(data)
        if keep is not None and _truth(keep) is not False:
            return None
        axis = op_argument(call, op, "axis", rest)
        n = _axis_count(axis) if axis is not None else None
        # (the listed axes exist, or the call raises eagerly too)
        return None if not n else (n, f"{op} over every axis but {n}")

    def _read_rank(self, name: str, scope, site) -> "tuple[int, str] | None":
        """An input never rebound, or a local bound once, that a top-level statement before
        ``site``'s reads at a literal axis k wherever it is evaluated -- ``name.shape[k]``, or an
        op that raises eagerly for an axis its data lacks (a reduction, softmax, slice_axis,
        ``contrib.arange_like(name, axis=k)``: MXNet 1.9.1 checks the axis eagerly too): an eager
        run reaching ``site`` had k + 1 axes at least (-k for a negative k), or the read raised
        first."""
        if scope.style != "hybrid_forward":
            return None
        bindings = self._bindings_memo.get(id(scope.func))
        if bindings is None:
            bindings = self._bindings_memo[id(scope.func)] = name_bindings(scope.func.body, nested=True)
        bound = bindings.get(name)
        if bound if name in scope.params else len(bound or ()) != 1:
            return None
        flow = call_flow_of(self.ctx)
        base = flow.flow if flow is not None else None
        top = base.top_statement(site) if base is not None else None
        i = base.index(top) if top is not None else None
        if i is None:
            return None
        reads = list(memoized("hyb008-axis-reads", scope.func, lambda _f: self._axis_reads(base)).get(name, ()))
        if self._proving:
            reads += [r[:3] for r in memoized("hyb008-unpacked-shapes", scope.func,
                                              lambda _f: self._unpacked_shapes(base)).get(name, ())]
        return max((r[1:] for r in reads if r[0] < i), default=None)

    def _axis_reads(self, base) -> dict:
        """name -> (index of the top-level statement, axes needed, why) of every read of a
        name at a literal axis in a simple top-level statement of ``base`` (a call flow) that
        evaluates it whenever the statement runs; computed once per function."""
        out: dict = {}
        for i, stmt in enumerate(base.body):
            if not isinstance(stmt, cst.SimpleStatementLine):
                continue        # (inside if/for/try it may not have run)
            for read in iter_descendants(stmt, (cst.Lambda, cst.FunctionDef, cst.ClassDef)):
                got = self._axis_read(read)
                if got is None or not _always_evaluated(base.parent, read, stmt):
                    continue
                name, k, how = got
                need = k + 1 if k >= 0 else -k
                out.setdefault(name, []).append((i, need, f"`{name}`, whose {how} is read before"))
        return out

    @staticmethod
    def _unpacked_shapes(base) -> dict:
        """name -> (index of the top-level statement, k, why) of each top-level ``a, b, c =
        name.shape`` of ``base`` (a call flow): an eager run unpacks exactly as many sizes as the
        array has axes, or raises there; computed once per function."""
        out: dict = {}
        for i, stmt in enumerate(base.body):
            if not isinstance(stmt, cst.SimpleStatementLine):
                continue
            for small in stmt.body:
                if not (isinstance(small, cst.Assign) and len(small.targets) == 1
                        and isinstance(small.targets[0].target, (cst.Tuple, cst.List))
                        and isinstance(small.value, cst.Attribute) and small.value.attr.value == "shape"
                        and isinstance(small.value.value, cst.Name)):
                    continue
                elements = small.targets[0].target.elements
                if elements and not any(isinstance(e, cst.StarredElement) for e in elements):
                    name = small.value.value.value
                    names = [e.value.value for e in elements if isinstance(e.value, cst.Name)]
                    out.setdefault(name, []).append(
                        (i, len(elements), f"`{name}`, whose `.shape` is unpacked into {len(elements)} names before",
                         names))
        return out

    def _axis_read(self, read) -> "tuple[str, int, str] | None":
        """(name, k, what) where ``read`` is ``name.shape[k]`` or an axis-checking op of a plain
        name at literal axis k (see _read_rank)."""
        if (isinstance(read, cst.Subscript) and len(read.slice) == 1
                and isinstance(read.slice[0].slice, cst.Index)
                and isinstance(read.value, cst.Attribute) and read.value.attr.value == "shape"
                and isinstance(read.value.value, cst.Name)):
            k = int_literal(read.slice[0].slice.value)
            return None if k is None else (read.value.value.value, k, f"`.shape[{k}]`")
        if not isinstance(read, cst.Call):
            return None
        if self.ctx.op_path(read) == ("contrib", "arange_like"):
            data = read.args[0].value if read.args and read.args[0].keyword is None else _kwarg(read, "data")
            axis = _kwarg(read, "axis")
            op = "arange_like"
        else:
            parts = self._op_parts(read)
            if parts is None or parts[0] not in _AXIS_READERS:
                return None
            op, data = parts[0], parts[1]
            axis = _axis_arg(read, parts[2], op)
        k = int_literal(axis) if axis is not None else None
        if k is None or not isinstance(data, cst.Name):
            return None
        return data.value, k, f"axis {k} (by {op})"

    def _split_part_rank(self, node: cst.Subscript, scope, depth: int, visiting: set) -> "tuple[int, str] | None":
        """``F.split(x, 2, axis=1)[0]``: one output of a split of more than one output, ranked by
        the op table's rule for each output (the data's rank, one less with squeeze_axis)."""
        call = node.value
        if not (isinstance(call, cst.Call) and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index)
                and int_literal(node.slice[0].slice.value) is not None):
            return None
        return self._output_rank(call, scope, depth, visiting)

    def _held_outputs_rank(self, node: cst.CSTNode, scope, depth: int, visiting: set) -> "tuple[int, str] | None":
        """The rank of each output a name holds where every assignment reaching it is a split of
        more than one output (``parts = F.split(h, 2, axis=1)``, then ``parts[0]`` or
        ``F.concat(*parts)``): the outputs of one op call share the op table's rank."""
        values = self._reaching_values(node, scope) if isinstance(node, cst.Name) else None
        if not values or not all(isinstance(v, cst.Call) for v in values):
            return None
        found = [self._output_rank(v, scope, depth, visiting) for v in values]
        if any(f is None for f in found) or len({f[0] for f in found}) != 1:
            return None
        return found[0]

    def _output_rank(self, call: cst.Call, scope, depth: int, visiting: set) -> "tuple[int, str] | None":
        """The rank of every output of a multi-output op call of more than one output."""
        if any(a.star for a in call.args):
            return None
        path = self.ctx.op_path(call)
        args = list(call.args)
        if path:
            if len(path) != 1:
                return None
            op = path[0]
            data = args[0].value if args and args[0].keyword is None else _kwarg(call, "data")
            rest = args[1:] if args and args[0].keyword is None else args
        elif isinstance(call.func, cst.Attribute) and self.ctx.is_tensor(call.func.value, loose=True):
            op, data, rest = call.func.attr.value, call.func.value, args
            catalogue = load_catalogue()
            # `coef.split(num_outputs=3, axis=0)`: a method of several outputs that NDArray and
            # Symbol both have is the operator's fluent form (FLUENT_METHODS lists one-output ones)
            if op not in FLUENT_METHODS and not (op in catalogue.ndarray_methods
                                                 and op in catalogue.symbol_methods):
                return None
        else:
            return None
        rule = load_catalogue().output_rank.get(op)
        if rule is None or op not in load_catalogue().multi_output_ops:
            return None
        count = op_argument(call, op, "num_outputs", rest)
        outputs = int_literal(count) if count is not None else None
        if count is None or (outputs is not None and outputs < 2):
            return None     # one output is the array itself, and [i] indexes it
        # (a count the code computes, `num_outputs=len(self.knots)`: hybridized, every output
        # has the rule's rank, and a one-output split's item 0 is the Symbol itself, that rank too)
        sub = lambda n: self._exact_rank(n, scope, depth + 1, visiting)
        got = self._rule_rank(call, op, rule, data, rest, sub, 0)
        return None if got is None else (got[0], f"an output of {got[1]}")

    def _starred_rank(self, call: cst.Call, scope, depth: int, visiting: set) -> "tuple[int, str] | None":
        """``F.concat(*parts, dim=1)`` / ``F.stack(*[a, b], axis=1)``: a variadic op (the op table's
        ``*data``) given one starred list, of a display whose items agree in rank or of a name
        holding a split's outputs; the rule's ``add`` on that rank."""
        path = self.ctx.op_path(call)
        given = [a for a in call.args if a.keyword is None]
        if not path or len(path) != 1 or len(given) != 1 or not given[0].star == "*":
            return None
        rule = load_catalogue().output_rank.get(path[0])
        if rule is None or rule.get("inputs") != ["*data"] or set(rule) - {"inputs", "add"}:
            return None
        items = given[0].value
        if isinstance(items, (cst.List, cst.Tuple)):
            if not items.elements or any(isinstance(e, cst.StarredElement) for e in items.elements):
                return None
            found = self._agreed_rank([e.value for e in items.elements], scope, depth, visiting)
        else:
            found = self._held_outputs_rank(items, scope, depth, visiting)
        if found is None:
            return None
        # (the rule reads its `*data` input as the one starred list, of the rank found)
        return self._rule_rank(call, path[0], rule, items, [], lambda _: found, 0)

    def _child_rank(self, attr: str, scope, input_rank=None) -> "tuple[int, str] | None":
        """The output rank a child layer declared in ``__init__`` fixes: a flattening Dense
        (batch, units), a convolution or pooling of its kind, a Sequential by its last such
        layer with only shape-keeping layers after it; an Embedding called on an input of a
        known rank (``input_rank()``), one axis more (MXNet: the input's shape + (output_dim,))."""
        decl = self._declared_child(attr, scope)
        if decl is not None and decl[0] == "embedding" and input_rank is not None:
            below = input_rank()
            return None if below is None else (below[0] + 1, f"self.{attr}, an Embedding, of {below[1]}")
        decls = decl[3] if decl is not None and decl[0] == "seq" else [decl] if decl is not None else []
        for d in reversed(decls):
            if d[0] == "same":
                continue
            if d[0] in ("dense", "flatten") and d[2]:
                return 2, f"the (batch, units) output of self.{attr}"
            rank = d[5] if len(d) > 5 else None
            if rank is not None and d[0] in ("conv", "pool", "rnn"):
                return rank, f"the output of self.{attr}, a {rank}-D layer"
            return None
        return None

    def _declared_child(self, attr: str, scope) -> "tuple | None":
        """What ``__init__`` built as ``self.<attr>`` (declared_children), in the nearest class of
        the lineage that declares it; one that stores it otherwise (another method, a value not
        read) hides the bases' declaration."""
        if scope.cls is None:
            return None
        for cls in scope.cls.lineage():
            decl = declared_children(self.ctx, cls).get(attr)
            if decl is not None or _stores_attr(self.ctx, cls, attr):
                return decl
        return None

    def _unit_layer(self, node: cst.CSTNode, depth: int = 0) -> "tuple | None":
        """The declaration of the layer whose output ``node`` is (maybe scaled by numbers, or a
        name every reaching assignment of which is one), when it is an Embedding or a Dense of
        one unit, alone or last in a Sequential with only shape-keeping layers after it."""
        node = self._scaled_core(node)
        if isinstance(node, cst.Name) and depth < 3:
            values = self._reaching_values(node, self.ctx.scope)
            found = [self._unit_layer(v, depth + 1) for v in values or ()]
            return found[0] if found and all(f is not None and f == found[0] for f in found) else None
        if not (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)
                and _self_attribute(node.func)):
            return None
        decl = self._declared_child(node.func.attr.value, self.ctx.scope)
        for d in reversed(decl[3] if decl is not None and decl[0] == "seq" else [decl]):
            if d is not None and d[0] == "same":
                continue
            return d if d is not None and d[0] in ("embedding", "dense") and d[1] == "1" else None
        return None

    def _reduced_unit_layer(self, node: cst.CSTNode, depth: int = 0) -> bool:
        """``node`` (maybe scaled by numbers, or a name every reaching assignment of which is
        one) reduces, without keepdims and over literal leading axes only (0 or more, never
        counted from the end), the output of an Embedding or a Dense(flatten=False) of one unit,
        whose size-1 last axis the reduction then keeps last."""
        node = self._scaled_core(node)
        if isinstance(node, cst.Name) and depth < 3:
            values = self._reaching_values(node, self.ctx.scope)
            return bool(values) and all(self._reduced_unit_layer(v, depth + 1) for v in values)
        reduced = self._reduction_without_keepdims(node)
        if reduced is None or reduced[1][0][0] != "reduced":
            return False
        axes = reduced[1][0][1].strip("()").replace(" ", "").split(",")
        if not all(a.isdigit() for a in axes if a) or not any(axes):
            return False
        decl = self._unit_layer(reduced[0])
        return decl is not None and (decl[0] == "embedding" or not decl[2])

    def _unit_axis_meets(self, ev: Evidence, other: cst.CSTNode) -> bool:
        """``ev`` puts a size-1 axis where a one-unit layer's output ``other`` has its own: an
        Embedding or a Dense(flatten=False) of one unit appends a size-1 last axis, as
        ``expand_dims(axis=-1)`` does (a factorization machine's first-order term
        ``self.linear(ids) * F.expand_dims(values, -1)``, Embedding(n, 1)), and a flattening
        Dense of one unit gives (batch, 1), as a keepdims reduction over axis 1 of a (batch, n)
        array does (DeepFM's ``fm + self.mlp(h)``).  The ranks may still differ: that is left to
        the symbolic shapes."""
        kind, axis = ev[0]
        if kind not in ("expand_dims", "keepdims"):
            return False
        decl = self._unit_layer(other)
        if decl is None:
            # a one-unit layer's appended last axis stays last through a reduction over leading
            # axes without keepdims: FM's first-order term `F.sum(self.linear(ids), axis=1)` of
            # an Embedding(n, 1) is a (batch, 1) column over (batch, fields) ids, as the keepdims
            # sum over axis 1 of the (batch, k) interactions is
            return self._reduced_unit_layer(other) and (axis in ("1", "-1") if kind == "keepdims"
                                                        else axis == "-1")
        appends = decl[0] == "embedding" or not decl[2]
        if kind == "expand_dims":
            return appends and axis == "-1"
        return axis == "-1" if appends else axis in ("1", "-1")

    def _flow_unit_at(self, ev: Evidence, other: cst.CSTNode) -> bool:
        """``ev`` guesses from a size-1 axis put at one literal axis (a keepdims reduction "beside
        its own data", an expand_dims) that the other operand is wider there; the symbolic walk
        shows ``other`` has size 1 on that axis too (a one-channel conv's map beside the keepdims
        channel mean it was computed from: CBAM's spatial attention), so the guess is refuted
        and the other axes are unknown."""
        kind, axis = ev[0]
        k = int_literal(cst.parse_expression(axis)) if kind in ("expand_dims", "keepdims") \
            and re.fullmatch(r"-?\d+", axis) else None
        if k is None or not self._is_tensor(other):
            return False
        flow = call_flow_of(self.ctx)
        env = flow.env_at(other) if flow is not None else None
        shape = flow.reader.value_shape(other, env.copy()) if env is not None else None
        if shape is None or (k < 0 and shape.rank is None and k not in shape.dims):
            return False
        # (of unknown rank, an axis counted from the end is one the walk knows there: the last
        # axis of a child's output, its built size; both operands align from the end)
        there = shape.dim(k if k >= 0 or shape.rank is None else k % shape.rank)
        if there is None:
            return False
        # a built size of 1 refutes only where the ranks cannot part: counted from the start, or
        # on an output whose rank follows its data's (`Dense(units, flatten=False)`), as the
        # reduced array's does; a flattening Dense's (N, 1) beside a (N, T, 1) kept sum differs
        return there == Dim.const(1) or (k >= 0 or shape.rank is None) and self._built_one(there)

    def _built_one(self, d: Dim) -> bool:
        """``d`` is a size the block is built with -- a child layer's (``self.proj._units``,
        layer_size_number) or its own attribute's (``self.OUT``, attribute_number) -- and that
        size is 1 when the block is built with its defaults (an ``__init__`` default, a module
        int constant, a class constant): a one-unit projection ``nn.Dense(units,
        flatten=False)`` with units=1 has size 1 on its last axis, as a keepdims reduction there
        has, so the guess that they differ is refuted for the block as built by default."""
        scope = self.ctx.scope
        if len(d.atoms) != 1 or d.atoms[0][1] != 1 or d.coef != 1 or scope is None or scope.cls is None \
                or scope.cls.toplevel is not scope.cls.node:
            return False    # (the file's constructions and class bodies are read for top-level classes)
        child = self._own_attribute(d.atoms[0][0], ("_units", "_channels"))
        if child is not None:
            given = layer_size_number(self.ctx, scope.cls, child)
            return given is not None and given[1] == 1
        attr = self._own_attribute(d.atoms[0][0], ())
        return attr is not None and attribute_number(self.ctx, scope.cls, attr) == 1

    def _own_attribute(self, atom: str, sizes: tuple[str, ...]) -> str | None:
        """The attribute of ``<self>.<attr>.<size>`` (``self.proj._units``), ``<size>`` one of
        ``sizes``, or with no ``sizes`` of ``<self>.<attr>`` (``self.OUT``); ``<self>`` the first
        parameter of the method of a block class being read."""
        scope = self.ctx.scope
        if scope is None or scope.cls is None or scope.cls.plain or scope.style == "helper":
            return None
        params = scope.func.params.params
        m = re.fullmatch(r"(\w+)\.(\w+)\.(\w+)" if sizes else r"(\w+)\.(\w+)", atom)
        if m is None or sizes and m.group(3) not in sizes or not params or params[0].name.value != m.group(1):
            return None
        return m.group(2)

    def _observed_shapes(self, left, right) -> tuple[tuple, tuple] | None:
        """The shapes both operands had on every pass of the verify entries' run, if recorded."""
        shapes = []
        for side in (left, right):
            seen = self.ctx.observed(side)
            if seen is None or seen.kind != TENSOR or seen.shape is None:
                return None
            shapes.append(seen.shape)
        return shapes[0], shapes[1]

    def _report_operator(self, node, left, right, op: str, bop: str, ev_l, ev_r) -> None:
        why_parts = []
        for side, ev in ((left, ev_l), (right, ev_r)):
            if ev is not None:
                why_parts.append(f"`{_short(self.ctx.code_for(side))}` {ev[1]}")
        f = self._f_name or "F"
        lsrc, rsrc = self.ctx.code_for(left).strip(), self.ctx.code_for(right).strip()
        replacement = f"{f}.{bop}({lsrc}, {rsrc})"
        # the evidence of the kinds added for arrays alone (exact ranks, a child declared under a
        # flag the file's constructions settle): the rewrite asks for both operands proven
        both = any(ev is not None and ev.arrays_only for ev in (ev_l, ev_r))
        proposal = BroadcastOperator.offer(self.ctx, node, left, right, both)
        fix = None if isinstance(proposal, Refusal) else proposal
        if any(ev is not None and _CARRIED in ev.text for ev in (ev_l, ev_r)):
            # a rank carried through an earlier plain operator: that operator may be the one
            # that fails (`gains * discount`), and broadcasting this one would not repair it
            fix = None
        fixed = replacement if len(replacement) <= 60 else f"{f}.{bop}(a, b)"
        if any(ev is not None and _BY_DEFAULT in ev.text for ev in (ev_l, ev_r)):
            fix = None
            fixed += (" (no automatic fix: built with the flag's other value the operand is a python "
                      "number, which the broadcast operator does not take)")
        unstated = self._unstated_beside_declared(node, left, right, ev_l, ev_r)
        if unstated is not None:
            # the finding rests on one declared shape: the line works where the other operand
            # has that shape, so it is not rewritten (issue #10: no rewrite of a working line)
            fix = None
            fixed += (f" (no automatic fix: nothing in the code states the rank of "
                      f"`{_short(self.ctx.code_for(unstated))}`; with the declared shape the line works as written)")
        version = self._version_owner()
        if version is not None:
            why_parts.append(f"as `{version}` runs it")
        self.report(node, fix=fix, expr=_short(self.ctx.code_for(node)), op=op,
                    why="; ".join(why_parts), fixed=fixed)

    def _version_owner(self) -> str | None:
        """``Class.method`` of the definition _check_versions reads the operator with, if any."""
        helper = self.ctx.scopes_by_func.get(id(self._version)) if self._version is not None else None
        if helper is None or helper.cls is None:
            return None
        return f"{helper.cls.name}.{self._version.name.value}"

    def _unstated_beside_declared(self, node, left, right, ev_l, ev_r) -> "cst.CSTNode | None":
        """The operand whose shape nothing states where the finding rests on the other's declared
        shape alone (a Parameter or constant: "it lacks the batch axis an activation has") and
        the walk shows no difference: an input of hybrid_forward or a value computed elementwise
        from one, which may well have the Parameter's shape (a NoisyNet's `bias_sigma * f_out`
        of a (units,) noise vector)."""
        if (ev_l is None) == (ev_r is None):
            return None
        known, other = (ev_l, right) if ev_r is None else (ev_r, left)
        if known[0][0] != "param" or self._walk_shows(node, left, right) is not None \
                or self._declared_rank_differs(known, other, left, right) \
                or self._declared_rank_below(known, other, node):
            return None
        return other

    def _declared_rank_below(self, known: Evidence, other, node) -> bool:
        """``other`` has more axes than the declared shape, by a bound the code fixes whatever
        the sizes (`F.stack(a, b, c, axis=-1)` 2 or more, the output of a Dense(flatten=False) or
        a norm of an `x[:, 0:1]`, 2 or more, of an `x` unpacked by `B, N, C = x.shape`, 3): no
        array of the Parameter's shape, so NDArray's `*` broadcast where a Symbol's fails."""
        dims = _literal_dims(known[0][1])
        if dims is None:
            return False
        self._proving, self._bound_memo = True, {}
        try:
            least = self._least_rank(other, self.ctx.scope, 0, frozenset(), node)
        finally:
            self._proving, self._bound_memo = False, {}
        return least is not None and least[0] > len(dims)

    def _declared_rank_differs(self, known: Evidence, other, left, right) -> bool:
        """The declared shape's number of axes is not the one the symbolic walk gives ``other``
        (a (dim,) layer scale against the 3-axis output of a flatten=False Dense, whose rank the
        walk carries from its input): a Symbol operator needs one shape, so the ranks settle it
        (the walk holds no Parameter's shape, so `_flow_mismatch` cannot compare the two)."""
        dims = _literal_dims(known[0][1])
        shape = self._flow_shapes(left, right)[1 if other is right else 0] if dims is not None else None
        return shape is not None and shape.rank is not None and shape.rank != len(dims)

    # ---- evidence -------------------------------------------------------------------

    def _fixed_attribute(self, node) -> "tuple[str, object, int | None] | None":
        """(attribute, value, line of the first construction) for ``self.<attr>`` read in a block's
        own method when every construction of the block this file makes gives it one python
        value (``engine/fixed_attributes.py``)."""
        scope = self.ctx.scope
        if (scope is None or scope.cls is None or scope.cls.plain or scope.style == "helper"
                or not isinstance(node, cst.Attribute) or not isinstance(node.value, cst.Name)):
            return None
        if scope.cls.toplevel is not scope.cls.node:
            return None     # a class under an `if`/`try` or in a function: the engine reads top-level ones by name
        params = scope.func.params.params
        if not params or params[0].name.value != node.value.value:
            return None
        found = self.ctx.fixed_attribute(scope.cls.name, node.attr.value)
        return None if found is None else (f"{node.value.value}.{node.attr.value}", *found)

    def _evidence_of(self, node: cst.CSTNode, depth: int = 0) -> Evidence | None:
        if depth > 20:
            return None
        if type(node) is cst.Name:
            return self._held(node.value)
        if _self_attribute(node):
            return self._held(_attribute_key(node))
        key = kwargs_key(node, self._kwargs_name)
        if key is not None:
            return self._held(f"**{key}")
        if isinstance(node, cst.UnaryOperation) and not isinstance(node.operator, cst.Not):
            return self._evidence_of(node.expression, depth + 1)
        if isinstance(node, cst.Comparison) and len(node.comparisons) == 1 \
                and type(node.comparisons[0].operator) in _COMPARE:
            # an array compared with a number is a mask of the array's shape (`m = x.max(axis=2,
            # keepdims=True) > 0`)
            left, right = node.left, node.comparisons[0].comparator
            if self._scalar_like(right) or self._maybe_scalar(right):
                return self._evidence_of(left, depth + 1)
            if self._scalar_like(left) or self._maybe_scalar(left):
                return self._evidence_of(right, depth + 1)
            return None
        if isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY:
            if self.ctx.is_tensor(node.left, loose=True) and self._scalar_like(node.right):
                return self._evidence_of(node.left, depth + 1)
            if self.ctx.is_tensor(node.right, loose=True) and self._scalar_like(node.left):
                return self._evidence_of(node.right, depth + 1)
            # two tensors of one shape signature keep it (`F.sum(a, axis=1, keepdims=True) / n`
            # with n reduced the same way)
            ev_l = self._evidence_of(node.left, depth + 1)
            ev_r = self._evidence_of(node.right, depth + 1)
            joined = _one_signature(ev_l, ev_r)
            if joined is not None:
                return joined
            if ev_l is not None and ev_r is not None and {ev_l[0][0], ev_r[0][0]} == {"shape", "keepdims"}:
                # the check takes such a pair to match (the literal spelled to fit the
                # reduction), so their sum has the literal's shape
                return ev_l if ev_l[0][0] == "shape" else ev_r
            if _slice_meets(ev_l, ev_r):
                return ev_r if ev_l[0][0] == _SLICE1 else ev_l
            if _ones_meet(ev_l, ev_r):
                return ev_l
            # a declared Parameter against a statistic of as many axes (`x_mean - running_mean`
            # with `x_mean = F.mean(x, axis=1, exclude=True)`): a Symbol's result has the one
            # shape both operands have, the Parameter's
            if ev_r is None and ev_l is not None and self._param_matches_statistic(ev_l, node.right):
                return ev_l
            if ev_l is None and ev_r is not None and self._param_matches_statistic(ev_r, node.left):
                return ev_r
            # the other operand may be a python number on some path (`reg = F.sum(b) * nu` or
            # `reg = 0.0`): either way the result keeps the shape of the side with evidence
            if ev_r is None and ev_l is not None and self._maybe_scalar(node.right):
                return ev_l
            if ev_l is None and ev_r is not None and self._maybe_scalar(node.left):
                return ev_r
            # `wq - w` with `wq = F.broadcast_mul(F.round(F.broadcast_div(w, s)), s)`: the check
            # takes the broadcast to have w's shape, and a Symbol's result has that one shape
            if ev_l is not None and ev_r is None and self._broadcast_of(ev_l, node.right):
                return ev_l
            if ev_r is not None and ev_l is None and self._broadcast_of(ev_r, node.left):
                return ev_r
            return None
        if isinstance(node, cst.Call):
            key = held_key(node)
            if key is not None and key in self._evidence:
                return self._held(key)      # `stats.get("mu")` of a display held item by item
            return self._call_evidence(node, depth) or self._helper_evidence(node, depth)
        if isinstance(node, cst.Subscript) and isinstance(node.value, cst.Name):
            key = held_key(node)
            if key is not None and key in self._evidence:
                return self._held(key)      # `stats["mu"]` of a display held item by item
            return self._row_evidence(node, self._held(node.value.value))
        if isinstance(node, cst.IfExp):
            taken = self._default_branch(node)
            if taken is not None:
                ev = self._evidence_of(taken[0], depth + 1)
                return None if ev is None else ev._replace(text=f"{ev.text} {_BY_DEFAULT} ({taken[1]})")
            # `u if autograd.is_training() else 0.5 * F.ones_like(ref)`: the trace takes one
            # branch, so what both branches share holds for the value
            return _one_signature(self._evidence_of(node.body, depth + 1),
                                  self._evidence_of(node.orelse, depth + 1))
        return None

    def _default_branch(self, node: cst.IfExp) -> "tuple[cst.BaseExpression, str] | None":
        """(the tensor branch, why) of ``m = F.max(x, axis=1, keepdims=True) if self._stable else
        0`` when the other branch is a python number and the test a flag ``self.<attr>`` (or its
        ``not``) whose ``__init__`` default (flag_default) takes the tensor branch: what a block
        built with its defaults traces.  With the default taking the number, nothing (a block
        built so works; the finding would rest on a flag the code does not pass)."""
        scope = self.ctx.scope
        test, flip = node.test, False
        if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
            test, flip = test.expression, True
        if not (scope is not None and scope.cls is not None and isinstance(test, cst.Attribute)
                and isinstance(test.value, cst.Name) and test.value.value == "self"):
            return None
        number = [isinstance(b, (cst.Integer, cst.Float)) for b in (node.body, node.orelse)]
        if number.count(True) != 1:
            return None
        given = flag_default(scope.cls, test.attr.value)
        if given is None:
            return None
        taken = node.body if given[1] != flip else node.orelse
        if isinstance(taken, (cst.Integer, cst.Float)):
            return None
        return taken, f"`{given[0]}={given[1]}`"

    def _row_evidence(self, node: cst.Subscript, ev: Evidence | None) -> Evidence | None:
        """``batch_vars[self.idx, :]`` of a Parameter declared (window, channels): a number picks
        one index of its axis and drops it, a full ``:`` keeps the axis, as NDArray indexing does;
        the row is (channels,).  Anything else (a slice with bounds, an index array) is unknown."""
        if ev is None or ev[0][0] != "param":
            return None
        try:
            shape = cst.parse_expression(ev[0][1])
        except cst.ParserSyntaxError:
            return None
        if not isinstance(shape, (cst.Tuple, cst.List)) or any(
                isinstance(e, cst.StarredElement) for e in shape.elements):
            return None
        dims = list(shape.elements)
        if not node.slice or len(node.slice) > len(dims):
            return None
        kept = []
        for dim, element in zip(dims, node.slice):
            index = element.slice
            if isinstance(index, cst.Slice):
                if index.lower is not None or index.upper is not None or index.step is not None:
                    return None
                kept.append(dim)
            elif not (self._scalar_like(index.value) or self._maybe_scalar(index.value)):
                return None
        kept += dims[len(node.slice):]
        if not kept:
            return None
        sizes = [" ".join(self.ctx.code_for(d.value).split()) for d in kept]
        src = "(%s,)" % sizes[0] if len(sizes) == 1 else "(%s)" % ", ".join(sizes)
        return Evidence(("param", src), f"is a row of a Parameter, of shape {src}")

    def _helper_evidence(self, call: cst.Call, depth: int) -> Evidence | None:
        """What a helper returns to ``call``: the evidence every ``return`` of the one function it
        runs has, read in the helper with its parameters holding the evidence of the arguments
        this call passes (a StyleGAN `compute_weight(kwargs['weight'])` returning `weight *
        sqrt(2 / fan_in)` keeps the Parameter's (1, C, 1, 1)).  One level: inside the helper a
        call of another helper is not followed; a return with no evidence (a bare `return`, a
        local of a helper with branches or loops) makes the whole call unknown."""
        found = self._read_helper(call, depth, lambda returns: [
            self._evidence_of(r.value, depth + 1) for r in returns])
        if not found or any(ev is None for ev in found) or any(ev[0] != found[0][0] for ev in found):
            return None
        # the description unchanged: two sides of one evidence compare equal (`total + h(F, w)`
        # of two (1,) totals stays (1,))
        return found[0]

    def _helper_items(self, call: cst.Call, n: int) -> list[Evidence | None] | None:
        """The evidence of each of the ``n`` items of the tuple a helper returns to ``call``
        (`mu, var = _moments(F, x)` of a helper returning two keepdims means), read as
        ``_helper_evidence`` reads one value: every ``return`` a tuple of ``n`` items, an item
        known where every return agrees on it."""
        def items(returns):
            if any(not isinstance(r.value, cst.Tuple) or len(r.value.elements) != n
                   or any(isinstance(e, cst.StarredElement) for e in r.value.elements) for r in returns):
                return None
            return [[self._evidence_of(e.value, 1) for e in r.value.elements] for r in returns]
        found = self._read_helper(call, 0, items)
        if not found:
            return None
        return [col[0] if all(ev is not None and ev[0] == col[0][0] for ev in col) else None
                for col in zip(*found)]

    def _helper_entries(self, call: cst.Call) -> "dict[str, Evidence | None] | None":
        """The evidence under each key of the dict display every ``return`` of the one helper
        ``call`` runs spells with the same string keys (`return {"mu": mu, "var": var}`), read
        as ``_helper_items`` reads a tuple's items: a key known where every return agrees."""
        kinds = self.ctx.scope.kinds if self.ctx.scope is not None else None
        fns = kinds.helper_functions(call) if kinds is not None and not self._in_helper else ()
        if len(fns) != 1:
            return None
        returns = list(returns_of(fns[0].body))
        keys = entry_keys(returns[0].value) if returns else None
        if keys is None or any(entry_keys(r.value) != keys for r in returns):
            return None

        def entries(returns):
            return [[self._evidence_of(e.value, 1) for e in r.value.elements] for r in returns]
        found = self._read_helper(call, 0, entries)
        if not found:
            return None
        return {k: col[0] if all(ev is not None and ev[0] == col[0][0] for ev in col) else None
                for k, col in zip(keys, zip(*found))}

    def _read_helper(self, call: cst.Call, depth: int, read):
        """``read(returns)`` in the one helper function ``call`` runs, its parameters holding the
        evidence of this call's arguments.  In a helper of straight-line statements the locals
        it binds hold theirs too (`mean = F.mean(t, axis=1, keepdims=True)` ... `return mean`),
        bound in order as in a scope of its own, and so do those of a `for` loop of such
        statements (`total = total + F.sum(t)`), its body read twice and a local kept only where
        both readings agree; with branches a local, or a parameter the helper rebinds, holds
        nothing.  None when the call is not followed (no single
        helper, a helper with no value to return, a generator, inside another helper's read)."""
        kinds = self.ctx.scope.kinds if self.ctx.scope is not None else None
        if kinds is None or self._in_helper:
            return None
        fns = kinds.helper_functions(call)
        if len(fns) != 1 and self._version in fns:
            fns = [self._version]       # (_check_versions: the definition one class runs)
        if len(fns) != 1:
            return None
        fn = fns[0]
        helper = self.ctx.scopes_by_func.get(id(fn))
        shape = self._helper_shape(fn) if helper is not None else None
        if shape is None:
            return None
        returns, straight, rebound = shape
        given = {}
        for param, arg in call_arguments(fn, call).items():
            ev = self._evidence_of(arg, depth + 1) if param not in rebound else None
            if ev is not None:
                given[param] = ev
        saved = (self._snapshot(), self._lists, self._kwargs_name, self.ctx.scope)
        self._restore(({**given}, {}, {}, {}, {}))
        self._lists, self._kwargs_name, self.ctx.scope = {}, None, helper
        self._in_helper = True
        try:
            for step in straight or ():
                if isinstance(step, cst.For):
                    self._bind_loop(step)
                else:
                    self._bind_assignment(step)
            return read(returns)
        finally:
            self._in_helper = False
            self._restore(saved[0])
            self._lists, self._kwargs_name, self.ctx.scope = saved[1:]

    def _helper_shape(self, fn: cst.FunctionDef) -> tuple[list, list | None, set[str]] | None:
        """(its returns, its straight-line steps or None, the names it rebinds) of a helper
        function _read_helper can read; None for one it cannot (no value to return, a
        generator).  What the body holds, read once a file: each call of a helper asks again."""
        memo = self._helper_shapes
        found = memo.get(id(fn))
        if found is not None:
            return found[1]
        returns = list(returns_of(fn.body))
        if (not returns or any(r.value is None for r in returns)
                or any(type(n) in (cst.Yield, cst.Await) for n in iter_descendants(fn.body))):
            shape = None
        else:
            straight = _straight_line(fn.body, loops=True)
            if straight is None:
                rebound = set(name_bindings(fn.body, nested=True))
            else:
                rebound = {n for step in straight if isinstance(step, cst.For) for n in target_names(step.target)}
            shape = returns, straight, rebound
        memo[id(fn)] = (fn, shape)      # (fn held: its id keys no other node this file)
        return shape

    def _bind_assignment(self, stmt: cst.Assign) -> None:
        for t in stmt.targets:
            self._bind(t.target, stmt.value)

    def _bind_loop(self, loop: cst.For) -> None:
        """Bind the assignments of a helper's ``for`` loop of straight-line statements in order,
        twice: a local keeps its evidence only where both passes give it one signature (a total
        summed over the loop stays (1,)), and one whose signature changes from the first pass to
        the second is dropped; the loop's own target is a python value."""
        for name in target_names(loop.target):
            self._evidence.pop(name, None)
        assigns = _straight_line(loop.body) or []
        names = {n for a in assigns for t in a.targets for n in target_names(t.target)}
        passes = []
        for _ in range(2):
            for a in assigns:
                self._bind_assignment(a)
            passes.append({n: self._held(n) for n in names})
        for name in names:
            first, second = passes[0][name], passes[1][name]
            if first is None or second is None or first.signature != second.signature:
                self._evidence.pop(name, None)

    def _reduces(self, call: cst.Call) -> bool:
        """``call`` reduces without keepdims a name, or what has a name's shape through
        shape-keeping operators (`var = F.mean(F.square(F.broadcast_sub(x, mean)), axis=0)` is a
        statistic of x for `_tied_drop`)."""
        dropped = self._reduction_without_keepdims(call)
        return dropped is not None and isinstance(self._shape_root(dropped[0]), cst.Name)

    def _dropped_axis(self, node: cst.CSTNode, other: cst.CSTNode) -> Evidence | None:
        """``node`` reduces ``other`` without keepdims: one axis fewer (or shape (1,))."""
        dropped = self._reduction_without_keepdims(node)
        if dropped is None:
            return None
        data, ev = dropped
        if not (isinstance(other, cst.Name) and isinstance(data, cst.Name) and data.value == other.value):
            return None
        return ev

    def _tied_drop(self, node: cst.CSTNode, reduced: cst.CSTNode, other: cst.CSTNode) -> Evidence | None:
        """``reduced`` is, through shape-keeping ops and arithmetic with numbers, a reduction
        without keepdims of an array that ``other`` (read the same way) has the shape of: the
        same name, or a name tied to it by an elementwise operator between the two that Python
        evaluated earlier in this expression.  Two Symbols' ``*`` (``+``, ``-``, ``/``) is
        elementwise, so once ``label * F.square(dist)`` has run, ``label`` and ``dist`` have one
        shape, and ``(1 - label) * F.square(F.max(m - dist, 0))`` then mixes (N,) with (1,); had
        the two shapes differed, the earlier operator fails instead.  Nothing else ties names."""
        root = self._shape_root(reduced)
        dropped = self._reduction_without_keepdims(root)
        followed = False
        while dropped is None and isinstance(root, cst.Name) and not followed:
            # a local bound once to such a reduction (LightGCN's `d = 1.0 / F.sqrt(F.sum(adj,
            # axis=1))` before `adj / d`): read at its binding, where the data name must hold
            # the array it holds at the operator (checked below)
            values = self._reaching_values(root, self.ctx.scope)
            if not values or len(values) != 1:
                return None
            root, followed = self._shape_root(values[0]), True
            dropped = self._reduction_without_keepdims(root)
        if dropped is None:
            return None
        data, other_root = self._shape_root(dropped[0]), self._shape_root(other)
        if not (isinstance(data, cst.Name) and isinstance(other_root, cst.Name)):
            return None
        if followed:
            if data.value != other_root.value or not self._same_bindings(data, other_root):
                return None
            return dropped[1]
        if data.value == other_root.value or frozenset((data.value, other_root.value)) in self._ties_before(node):
            return dropped[1]
        return None

    def _same_bindings(self, one: cst.Name, two: cst.Name) -> bool:
        """The two reads of one name are reached by the same bindings (none but the argument,
        or the same assignments): they hold one array."""
        kinds = self.ctx.scope.kinds
        if kinds is None:
            return False
        a, b = kinds.reaching_bindings(one), kinds.reaching_bindings(two)
        return a is not None and b is not None and {x[0] for x in a} == {x[0] for x in b}

    def _shape_root(self, node: cst.CSTNode) -> cst.CSTNode:
        """``node`` read back through unary operators, arithmetic with numbers and operators
        that return their one input's shape (``F.square``, ``F.sqrt``, ``astype``)."""
        for _ in range(12):
            if isinstance(node, cst.UnaryOperation) and not isinstance(node.operator, cst.Not):
                node = node.expression
            elif isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY and \
                    self._scalar_like(node.left):
                node = node.right
            elif isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY and \
                    self._scalar_like(node.right):
                node = node.left
            else:
                parts = self._op_parts(node)
                if parts is not None and parts[0] in _BROADCAST_BINARY and len(parts[2]) == 1 \
                        and parts[2][0].keyword is None:
                    # `F.broadcast_sub(x, mean)` of a statistic of x itself is x's shape (what the
                    # centring `x - mean` computes eagerly), so a later `/ F.sqrt(var + eps)` of
                    # a statistic of it mixes (N, C) with (C,) as `x - mean` did
                    a, b = self._shape_root(parts[1]), parts[2][0].value
                    if self._dropped_axis(b, a) is None:
                        return node
                    node = a
                    continue
                if parts is None or not load_catalogue().keeps_shape(parts[0]):
                    return node
                node = parts[1]
        return node

    def _ties_before(self, node: cst.CSTNode) -> set:
        """Pairs of names given one shape by an elementwise operator between two tensors that
        runs before ``node`` whenever ``node`` runs: in the left operand of a binary operator
        whose right operand holds ``node`` (Python evaluates the left first), read up to the
        statement (no ``and``/``or``, conditional expression or call boundary is crossed)."""
        ties: set = set()
        child, cur = node, self.ctx.parent(node)
        while isinstance(cur, (cst.BinaryOperation, cst.UnaryOperation)):
            if isinstance(cur, cst.BinaryOperation) and cur.right is child:
                for sub in (cur.left, *iter_descendants(cur.left, stop=_MAYBE_SKIPPED)):
                    if isinstance(sub, cst.BinaryOperation) and type(sub.operator) in _BINARY:
                        a, b = self._shape_root(sub.left), self._shape_root(sub.right)
                        if (isinstance(a, cst.Name) and isinstance(b, cst.Name) and a.value != b.value
                                and self._is_tensor(a) and self._is_tensor(b)):
                            ties.add(frozenset((a.value, b.value)))
            child, cur = cur, self.ctx.parent(cur)
        return ties

    def _reduction_without_keepdims(self, node: cst.CSTNode) -> tuple[cst.CSTNode, Evidence] | None:
        """``(data, evidence)`` when ``node`` reduces ``data`` without keepdims."""
        if isinstance(node, cst.Name) and node.value in self._reductions:
            node = self._reductions[node.value]      # `m = F.mean(out, 0)` ... `out - m`
            moments = self._unkept_moments(node)
            if moments is not None:
                # a statistic unpacked from `F.moments(x, axes=...)` (the call itself is a pair)
                data, axes = moments
                axes_src = " ".join(self.ctx.code_for(axes).split())
                return data, Evidence(
                    ("reduced", axes_src), f"drops axis {axes_src} (reduced without keepdims=True)")
        if not isinstance(node, cst.Call):
            return None
        func = node.func
        path = self.ctx.op_path(node)
        args = [a for a in node.args if not a.star]
        if path and len(path) == 1 and args and args[0].keyword is None:
            op, data, rest = path[0], args[0].value, args[1:]
        elif isinstance(func, cst.Attribute) and not path:
            op, data, rest = func.attr.value, func.value, args
        else:
            return None
        if op not in _REDUCTIONS or op in ("argmax", "argmin", "pick"):
            return None
        keep = op_argument(node, op, "keepdims", rest)
        if keep is not None and _truth(keep) is not False:
            return None
        if op_argument(node, op, "exclude", rest) is not None:
            return None
        axis = _axis_arg(node, rest, op)
        if axis is None:
            return data, Evidence(("reduced", "all"), "is reduced to shape (1,)")
        axis_src = " ".join(self.ctx.code_for(axis).split())
        return data, Evidence(("reduced", axis_src), f"drops axis {axis_src} (reduced without keepdims=True)")

    def _unkept_moments(self, node: cst.CSTNode) -> tuple[cst.BaseExpression, cst.BaseExpression] | None:
        """``(data, axes)`` of ``F.moments(x, axes=...)`` (``data=x`` too) whose keepdims is absent
        or false: its mean and variance drop those axes (MXNet 1.9.1 has no default axes); None
        for anything else."""
        if not isinstance(node, cst.Call) or self.ctx.op_path(node) != ("moments",) \
                or any(a.star for a in node.args):
            return None
        if node.args and node.args[0].keyword is None:
            data, rest = node.args[0].value, node.args[1:]
        else:
            data, rest = _kwarg(node, "data"), node.args
        keep = op_argument(node, "moments", "keepdims", rest)
        axes = op_argument(node, "moments", "axes", rest)
        if data is None or axes is None or not (keep is None or _truth(keep) is False):
            return None
        return data, axes

    def _param_matches_statistic(self, ev: Evidence, other: cst.CSTNode) -> bool:
        """A Parameter declared with as many axes as ``other`` keeps, none of them a literal 1,
        against a reduction over every axis but those (``exclude=True``, no keepdims): a
        per-channel statistic (``F.mean(x, axis=1, exclude=True)`` has shape (C,)) beside a
        (C,) running mean has one shape, and nothing needs a broadcast."""
        if ev[0][0] != "param":
            return False
        dims = _literal_dims(ev[0][1])
        if not dims or 1 in dims or "*" in ev[0][1]:
            return False
        return self._kept_axes(other) == len(dims)

    def _propagated_param(self, ev: Evidence, node: cst.CSTNode, depth: int, seen: frozenset) -> bool:
        """``node`` is ``F.dot(a, w)`` (no transposes) of a ``w`` that is a Parameter declared with
        the shape ``ev`` states, or such a product again, read through names whose every reaching
        value is one of those (LightGCN's ``e = F.dot(adj, e)`` over layers from ``e = embedding``):
        the product ends in the Parameter's own trailing axes and takes ``a``'s leading ones, so
        "a Parameter lacks the batch axis of an activation" is no evidence against it (a graph
        propagation by a square adjacency keeps the table's shape); nothing here shows a size."""
        if depth > 6:
            return False
        if isinstance(node, cst.Name):
            scope = self.ctx.scope
            if node.value in scope.params:
                cls = scope.cls
                declared = self._declared_evidence(cls, node.value) if cls is not None else None
                return depth > 0 and declared is not None and declared[0] == ev[0] \
                    and not self._rebound(node.value)
            if node.value in seen:
                return True     # the loop's own earlier product: judged by its other values
            values = self._reaching_values(node, scope)
            return bool(values) and all(
                self._propagated_param(ev, v, depth + 1, seen | {node.value}) for v in values)
        if not isinstance(node, cst.Call) or any(a.star or a.keyword is not None for a in node.args):
            return False
        path = self.ctx.op_path(node)
        if not path or path[-1] != "dot" or len(node.args) != 2:
            return False
        return self._propagated_param(ev, node.args[1].value, depth + 1, seen)

    def _op_parts(self, node: cst.CSTNode) -> tuple[str, cst.BaseExpression, list] | None:
        """``(op, data, rest)`` of a one-name F operator given its data positionally
        (``F.mean(x, axis=1)``) or of a proven tensor's fluent method (``x.mean(axis=1)``),
        ``rest`` the arguments after the data; None for anything else (starred arguments too)."""
        if not isinstance(node, cst.Call) or any(a.star for a in node.args):
            return None
        path = self.ctx.op_path(node)
        args = list(node.args)
        if path and len(path) == 1 and args and args[0].keyword is None:
            return path[0], args[0].value, args[1:]
        if isinstance(node.func, cst.Attribute) and not path and self._is_tensor(node.func.value):
            return node.func.attr.value, node.func.value, args
        return None

    def _column_of_other(self, left, right) -> "tuple[Evidence | None, Evidence | None] | None":
        """``x / x.sum(axis=1).reshape((-1, 1))``: one operand is the other's reduction over one
        axis k (or -1) without keepdims, reshaped to a target of k + 1 entries that copies the
        kept axes (codes 0, or one -1) and ends in 1.  Of an x of k + 1 axes that is the shape
        keepdims=True gives, (N, 1) or (N, C, 1), which a Symbol's operator does not broadcast;
        of an x of another rank a shape of k + 1 axes matching no shape of it (MXNet 1.9.1: of
        a (4, 3) e, eager (4, 3), hybridized MXNetError in `_div`).  Both sides are read
        through shape-keeping ops and arithmetic with numbers, the reshaped side through
        locals bound once too (a volatility target's ``r * (t / vol).reshape((-1, 1))`` with
        ``vol = F.sqrt((r ** 2).sum(axis=1)) + eps``)."""
        for col, other in ((right, left), (left, right)):
            parts = self._op_parts(col)
            if parts is None or parts[0] not in ("reshape", "Reshape"):
                continue
            shape = _kwarg(col, "shape")
            if shape is None and len(parts[2]) == 1 and parts[2][0].keyword is None:
                shape = parts[2][0].value
            k = _restored_axis(shape)
            if k is None:
                continue
            reduced, followed = self._bound_root(parts[1])
            red = self._op_parts(reduced)
            if red is None or red[0] not in _REDUCTIONS or red[0] in ("argmax", "argmin", "pick"):
                continue
            op, data, rest = red
            if (_truth(op_argument(reduced, op, "keepdims", rest)) is True
                    or op_argument(reduced, op, "exclude", rest) is not None):
                continue
            axis = _axis_arg(reduced, rest, op)
            if axis is None or int_literal(axis) not in (k, -1):
                continue
            base = self._shape_root(other)
            if " ".join(self.ctx.code_for(self._shape_root(data)).split()) != \
                    " ".join(self.ctx.code_for(base).split()) or not self._is_tensor(other):
                continue
            if followed and not (isinstance(base, cst.Name) and self._bound_at_most_once(base.value)):
                continue    # a local read from an earlier binding of the name may hold another array
            src = self.ctx.code_for(axis).strip()
            made = "made a column" if k == 1 else "given a last axis of 1"
            ev = Evidence(("column", src), f"is `{_short(self.ctx.code_for(base))}` reduced over axis {src} "
                                           f"and {made}, the shape keepdims=True gives a {k + 1}-D array")
            return (None, ev) if col is right else (ev, None)
        return None

    def _pair_broadcast_elsewhere(self, node, left, right) -> "tuple[Evidence | None, Evidence | None] | None":
        """``image * mask`` where the same function also combines ``image`` and ``mask`` by a
        broadcasting op (``F.broadcast_mul(image, mask)``): the author spelled the broadcast there
        because the two shapes differ (an inpainting composite's (N, 3, H, W) image and (N, 1, H,
        W) mask).  Both operands are plain names holding one binding throughout (a parameter
        never assigned, or a local assigned once), so the two sites see the same arrays."""
        if not (isinstance(left, cst.Name) and isinstance(right, cst.Name)) or left.value == right.value:
            return None
        if not (self._bound_at_most_once(left.value) and self._bound_at_most_once(right.value)):
            return None
        if not (self._is_tensor(left) and self._is_tensor(right)):
            return None
        pair = {left.value, right.value}
        for call in iter_descendants(self.ctx.scope.func.body):
            if type(call) is not cst.Call or call is node:     # (final class: no ABC check a node)
                continue
            path = self.ctx.op_path(call)
            if not path or len(path) != 1 or path[0] not in _BROADCAST_OPS:
                continue
            pos = [a.value for a in call.args if a.keyword is None and not a.star]
            if len(pos) == 2 and all(isinstance(p, cst.Name) for p in pos) \
                    and {p.value for p in pos} == pair and len(call.args) == 2:
                ev = Evidence(("broadcast-pair", path[0]),
                              f"is combined with `{right.value}` by `{path[0]}` elsewhere in this function, "
                              f"which says their shapes differ")
                return ev, None
        return None

    def _broadcast_beside_unit(self, left, right) -> "tuple[Evidence | None, Evidence | None] | None":
        """``-0.5 * F.square(z) - F.log(sigma)`` with ``z = F.broadcast_div(resid, sigma)``: one
        operand is, through shape-keeping ops and locals bound once, the result of a broadcasting
        op of two arrays, one of which is the other operand's root, the output of a one-unit layer
        (a Dense(1), an Embedding(n, 1)), the other not.  The author broadcast there because that
        array is wider than the unit's size-1 axis, so the result has its shape, not the unit's (a
        DeepFactor likelihood's (B, T) residual over a (B, 1) noise scale; MXNet 1.9.1: eager
        (2,), hybridized MXNetError in `_minus`)."""
        if not (self._is_tensor(left) and self._is_tensor(right)):
            return None     # (asked first: most operators are not, and the reads cost)
        for res, other in ((left, right), (right, left)):
            call, _ = self._bound_root(res)
            parts = self._op_parts(call)
            if parts is None or parts[0] not in _BROADCAST_BINARY or len(parts[2]) != 1 \
                    or parts[2][0].keyword is not None:
                continue
            unit, _ = self._bound_root(other)
            what = self._unit_axis_source(unit)
            if what is None:
                continue
            sides = [self._bound_root(a)[0] for a in (parts[1], parts[2][0].value)]
            texts = [" ".join(self.ctx.code_for(a).split()) for a in sides]
            text = " ".join(self.ctx.code_for(unit).split())
            if texts.count(text) != 1 or self._unit_shaped(sides[1 - texts.index(text)]) \
                    or self._same_expanded_axis(unit, sides[1 - texts.index(text)]) \
                    or (what == "expand_dims result" and self._of_one_element(sides[1 - texts.index(text)])):
                continue
            if self._flow_same_unit_axes(left, right):
                return None     # the walk shows both with the same size-1 axes
            ev = Evidence(("broadcast-unit", parts[0]),
                          f"is `{parts[0]}` of the {what} `{_short(self.ctx.code_for(unit))}` "
                          f"with a wider array, so it has that array's shape")
            return (ev, None) if res is left else (None, ev)
        return None

    def _unit_row_beside_scores(self, left, right) -> "tuple[Evidence | None, Evidence | None] | None":
        """``F.batch_dot(q, k, transpose_b=True) + F.transpose(self.degree_bias(deg), axes=(0, 2, 1))``:
        the (N, T, T) scores of an array against itself (`_self_scores`) beside the output of a
        one-unit layer (a Dense(1), an Embedding(n, 1)) of three axes whose size-1 last axis a
        transpose moves to axis 1 -- an (N, 1, T) row, as a key mask is; the two differ unless T
        is 1 (a Graphormer key-degree bias; MXNet 1.9.1: eager (2, 5, 5), hybridized MXNetError in
        `_plus`).  Read through shape-keeping ops and locals bound once."""
        if not (self._is_tensor(left) and self._is_tensor(right)):
            return None
        for row, scores in ((left, right), (right, left)):
            call, _ = self._bound_root(row)
            parts = self._op_parts(call)
            if parts is None or parts[0] != "transpose":
                continue
            axes = op_argument(call, "transpose", "axes", parts[2])
            if not isinstance(axes, (cst.Tuple, cst.List)) \
                    or [int_literal(e.value) for e in axes.elements] != [0, 2, 1]:
                continue
            if self._unit_layer(parts[1]) is None or not self._self_scores(scores):
                continue
            ev = Evidence(("expand_dims", "1"),
                          f"is the one-unit layer output `{_short(self.ctx.code_for(parts[1]))}` with its size-1 "
                          f"last axis moved to axis 1 by transpose, an (N, 1, T) row beside (N, T, T) scores")
            return (ev, None) if row is left else (None, ev)
        return None

    def _flow_row_beside_self_scores(self, left, right) -> "tuple[Evidence | None, Evidence | None] | None":
        """``F.batch_dot(q, k, transpose_b=True) * scale + 1e9 * (mask - 1)``: the (N, T, T) scores
        of an array against itself (`_self_scores`: two row-keeping images of one array, split
        parts of one projection) beside an operand the symbolic walk knows to have three axes and
        a literal 1 on axis 1 -- an (N, 1, T) key-mask row however it was built (an
        ``expand_dims(1)`` of a folded (N, T) mask, a reshape); the two differ unless T is 1, as
        `_unit_row_beside_scores`'s transposed one-unit row does (an Evoformer column attention's
        MSA mask bias; MXNet 1.9.1: eager (2, 3, 5, 6), hybridized MXNetError in `_plus`).  Scores
        of two different arrays (a cross-attention's queries against keys) may have one row, which
        the row then matches, so they say nothing here."""
        a, b = self._flow_shapes(left, right)
        if a is None or b is None:
            return None
        one = Dim.const(1)
        for row, row_shape, scores in ((left, a, right), (right, b, left)):
            if (row_shape.rank != 3 or row_shape.dim(1) != one or not self._self_scores(scores)
                    or self._scored_rows_one(scores)):
                continue
            ev = Evidence(("expand_dims", "1"),
                          "has three axes and size 1 on axis 1 by the symbolic walk, an (N, 1, T) row beside "
                          "the (N, T, T) scores of an array against itself")
            return (ev, None) if row is left else (None, ev)
        return None

    def _scored_rows_one(self, scores) -> bool:
        """The symbolic walk shows the array the self-scores ``scores`` are made of has one row (the
        projection of an ``expand_dims(1)`` of an (N, C) vector: T is 1, so the scores are (N, 1, 1),
        the shape of an (N, 1, 1) row); ``scores`` is the batch_dot call or a local bound once to
        it.  Any step `_rows_of` passes through keeps the rows, so a 1 at any of them is T."""
        core = self._scaled_core(scores)
        if isinstance(core, cst.Name):
            kinds = self.ctx.scope.kinds
            bound = kinds._bindings_of(core.value) if kinds is not None else []
            core = self._scaled_core(bound[0][1]) if len(bound) == 1 and bound[0][0] == "assign" else core
        flow = call_flow_of(self.ctx)
        if flow is None or not isinstance(core, cst.Call):
            return False
        transpose_a = _truth(_kwarg(core, "transpose_a")) is True
        one = Dim.const(1)
        for a in core.args[:2]:
            chain: list = []
            if transpose_a:
                chain.append(a.value)       # (the rows are the last axis, which a projection maps)
            else:
                self._rows_of(a.value, 0, chain)
            for step in chain:
                env = flow.env_at(step)
                shape = flow.reader.value_shape(step, env.copy()) if env is not None else None
                # (batch_dot takes 3-D operands, so an axis counted from the front is that axis)
                if shape is not None and shape.rank in (None, 3) and shape.dim(2 if transpose_a else 1) == one:
                    return True
        return False

    def _unit_beside_normalised(self, left, right) -> "tuple[Evidence | None, Evidence | None] | None":
        """``scores + self.matchability(desc0)``: one operand is, read back by `_bound_root`, the
        output of a one-unit layer (a Dense(1), an Embedding(n, 1): size 1 on its last axis), the
        other a softmax or log_softmax over its own last axis (`axis=-1`, the default, or axis 2
        of a batch_dot's three), maybe through plain operators with numbers or with arrays (a
        Symbol's elementwise result has each operand's shape).  A softmax over one entry is
        constant, so the author's last axis there is wider than the unit's (LightGlue's
        matchability column beside its (B, N, M) double log-softmax scores; MXNet 1.9.1: eager
        (2, 5, 6), hybridized MXNetError in `_plus`)."""
        if not (self._is_tensor(left) and self._is_tensor(right)):
            return None     # (asked first: most operators are not, and the reads cost)
        for unit, scores in ((left, right), (right, left)):
            root, _ = self._bound_root(unit)
            if self._unit_layer(root) is None or not self._last_axis_normalised(scores, 0):
                continue
            ev = Evidence(("normalised-last", "-1"),
                          f"is a softmax over its last axis, which over one entry would be constant, so that axis "
                          f"is wider than the size-1 last axis of the one-unit layer output "
                          f"`{_short(self.ctx.code_for(root))}`")
            return (ev, None) if scores is left else (None, ev)
        return None

    def _last_axis_normalised(self, node: cst.CSTNode, depth: int) -> bool:
        """``node`` is, through arithmetic with numbers, plain operators with other arrays and
        locals bound once, a ``softmax``/``log_softmax`` over its last axis of data that is no
        one-unit layer output (whose last axis is 1 whatever the softmax says)."""
        node = self._scaled_core(node)
        if depth > 6:
            return False
        if isinstance(node, cst.Name):
            value = self._one_binding(node)
            return value is not None and self._last_axis_normalised(value, depth + 1)
        if isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY:
            return any(self._last_axis_normalised(side, depth + 1) for side in (node.left, node.right))
        parts = self._op_parts(node)
        if parts is None or parts[0] not in ("softmax", "log_softmax"):
            return False
        data, _ = self._bound_root(parts[1])
        if self._last_axis_one(data, 0):
            return False
        given = op_argument(node, parts[0], "axis", parts[2])
        axis = -1 if given is None else int_literal(given)
        if axis == -1:
            return True
        inner = self._op_parts(data)
        return axis == 2 and inner is not None and inner[0] == "batch_dot"

    def _unit_shaped(self, node: cst.CSTNode, depth: int = 0) -> bool:
        """``node`` (a root as `_bound_root` reads it) has the shape of a one-unit layer's output:
        it is one, or a plain operator between arrays one side of which is such (a Symbol's
        elementwise result has each operand's shape: a regression's residual `y - mu` of a
        Dense(1) mean)."""
        if depth > 6:
            return False
        if self._unit_layer(node) is not None:
            return True
        return isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY and any(
            self._unit_shaped(self._bound_root(side)[0], depth + 1) for side in (node.left, node.right))

    def _last_axis_one(self, node: cst.CSTNode, depth: int) -> bool:
        """``node`` (a root as `_bound_root` reads it) has size 1 on its last axis by its form:
        a one-unit layer output, a reshape whose target ends in a literal 1, an ``expand_dims``
        on axis -1, or a plain operator between arrays one side of which is such (a Symbol's
        elementwise result has each operand's shape).  A softmax of it over that axis is 1s, legal
        beside a one-unit column (attention scores plus a (N, T, 1) mask bias given softmax's
        default axis; MXNet 1.9.1: eager and hybridized (2, 1))."""
        if depth > 6:
            return False
        if self._unit_shaped(node, depth):
            return True
        if isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY:
            return any(self._last_axis_one(self._bound_root(side)[0], depth + 1) for side in (node.left, node.right))
        parts = self._op_parts(node)
        if parts is None:
            return False
        if parts[0] == "reshape":
            shape = op_argument(node, "reshape", "shape", parts[2])
            sizes = _output_entries(shape)
            return bool(sizes) and sizes[-1] == 1
        if parts[0] == "expand_dims":
            return int_literal(op_argument(node, "expand_dims", "axis", parts[2])) == -1
        return False

    def _unit_axis_source(self, node: cst.CSTNode) -> str | None:
        """How ``node`` (a root as `_bound_root` reads it) gets a size-1 axis: the output of a
        one-unit layer, or an ``expand_dims`` (DimeNet's `d.expand_dims(1)` distance column,
        broadcast against a (1, R) frequency row into the (E, R) basis); None otherwise."""
        if self._unit_layer(node) is not None:
            return "one-unit layer output"
        parts = self._op_parts(node)
        return "expand_dims result" if parts is not None and parts[0] == "expand_dims" else None

    def _of_one_element(self, wide: cst.CSTNode) -> bool:
        """``wide`` is shape (1,) by its form (a full reduction, a Parameter declared all 1s): the
        broadcast then keeps the other side's shape (a column times a `F.sum(x)` scale)."""
        ev = self._evidence_of(wide)
        return ev is not None and ev[0] == _UNIT[0]

    def _same_expanded_axis(self, unit: cst.CSTNode, wide: cst.CSTNode) -> bool:
        """Both ``unit`` and ``wide`` are ``expand_dims`` on one axis (or on an axis not a literal):
        their broadcast may be as narrow as the unit, so it tells nothing; on two literal axes
        that differ (a column against a row) it is their outer product."""
        pu, pw = self._op_parts(unit), self._op_parts(wide)
        if pu is None or pw is None or pu[0] != "expand_dims" or pw[0] != "expand_dims":
            return False
        au = int_literal(op_argument(unit, "expand_dims", "axis", pu[2]))
        aw = int_literal(op_argument(wide, "expand_dims", "axis", pw[2]))
        return au is None or aw is None or au == aw

    def _stack_beside_expanded(self, left, right) -> "tuple[Evidence | None, Evidence | None] | None":
        """``F.stack(*powers, axis=1) / total.expand_dims(1)``: a stack of two arrays or more along
        a literal axis against an ``expand_dims`` on the same literal axis.  The stack's axis
        there has one entry an array, the other operand's has 1; of arrays of another rank the
        two ranks differ, so no shapes make the two one (MXNet 1.9.1: eager (2, 3, 3) over
        (2, 1, 3), hybridized MXNetError in `_div`).  Both read through shape-keeping ops,
        arithmetic with numbers and locals bound once; a count of children built in a loop is
        the ``__init__`` default's (the probable block)."""
        if not (self._is_tensor(left) and self._is_tensor(right)):
            return None     # (asked first: two of three operators here are not, and the reads cost)
        for st, ex in ((left, right), (right, left)):
            call, _ = self._bound_root(st)
            if not (isinstance(call, cst.Call) and self.ctx.op_path(call) == ("stack",)):
                continue
            given = _kwarg(call, "axis")
            axis = 0 if given is None else int_literal(given)
            count = self._stacked_count(call)
            if axis is None or count is None or count[0] < 2:
                continue
            exp, _ = self._bound_root(ex)
            parts = self._op_parts(exp)
            if parts is None or parts[0] != "expand_dims":
                continue
            if int_literal(op_argument(exp, "expand_dims", "axis", parts[2])) != axis:
                continue
            ev = Evidence(("stacked-count", f"{axis}|{count[0]}"),
                          f"stacks {count[0]} arrays along axis {axis} ({count[1]})", arrays_only=True)
            other = Evidence(("expand_dims", str(axis)), f"has a size-1 axis {axis} from expand_dims")
            return (ev, other) if st is left else (other, ev)
        return None

    def _stacked_count(self, call: cst.Call) -> "tuple[int, str] | None":
        """(how many arrays ``F.stack`` is given, why): the arrays written one by one, or ``*xs``
        of a list display or a comprehension over a display, ``range(n)`` or a declared list of
        children whose loop count ``__init__`` gives -- written there or in a local bound once."""
        arrays = [a for a in call.args if a.keyword is None]
        if not any(a.star for a in arrays):
            return (len(arrays), "written one by one") if arrays else None
        if len(arrays) != 1 or arrays[0].star != "*":
            return None
        items = arrays[0].value
        if isinstance(items, cst.Name):
            items = self._one_binding(items)
        if isinstance(items, (cst.List, cst.Tuple)) and items.elements \
                and not any(isinstance(e, cst.StarredElement) for e in items.elements):
            return len(items.elements), "a list display"
        if not isinstance(items, (cst.ListComp, cst.GeneratorExp)) or items.for_in.ifs \
                or items.for_in.inner_for_in is not None:
            return None
        it = items.for_in.iter
        if isinstance(it, (cst.List, cst.Tuple)) and it.elements \
                and not any(isinstance(e, cst.StarredElement) for e in it.elements):
            return len(it.elements), "one item a display entry"
        if isinstance(it, cst.Call) and isinstance(it.func, cst.Name) and it.func.value == "range" \
                and len(it.args) == 1 and int_literal(it.args[0].value) is not None:
            return int_literal(it.args[0].value), "one item a pass of the range"
        scope = self.ctx.scope
        if isinstance(it, cst.Attribute) and _self_attribute(it) and scope.cls is not None:
            got = item_count_default(self.ctx, scope.cls, it.attr.value)
            if got is not None:
                how = got[0] if got[0].isdigit() else f"`{got[0]}`, {got[1]} by default,"
                return got[1], f"one item a child of self.{it.attr.value}, built in a loop of {how} passes"
        return None

    def _bound_root(self, node: cst.CSTNode) -> tuple[cst.CSTNode, bool]:
        """``node`` read back as `_shape_root` reads it, and through locals bound once; whether a
        local was followed."""
        followed = False
        for _ in range(8):
            node = self._shape_root(node)
            value = self._one_binding(node) if isinstance(node, cst.Name) else None
            if value is None:
                break
            node, followed = value, True
        return node, followed

    def _bound_at_most_once(self, name: str) -> bool:
        """``name`` is a parameter never assigned in the function, or a local assigned once."""
        scope = self.ctx.scope
        bindings = self._bindings_memo.get(id(scope.func))
        if bindings is None:
            bindings = self._bindings_memo[id(scope.func)] = name_bindings(scope.func.body, nested=True)
        params = {p.name.value for p in (*scope.func.params.params, *scope.func.params.kwonly_params)}
        return len(bindings.get(name, ())) == (0 if name in params else 1)

    def _kept_axes(self, node: cst.CSTNode, depth: int = 0, memo: dict | None = None) -> int | None:
        """How many axes ``node`` keeps when it is a reduction over every axis but the listed
        ones (``F.sum(x, axis=1, exclude=True)``, no keepdims), read through unary operators,
        arithmetic with numbers, shape-preserving operators, names every binding of which
        agrees, and an operator with another array (a Symbol's elementwise result has its
        operands' one shape); None otherwise."""
        # Each answer is kept for the question (by node and depth; a name's by its text, its
        # values being every binding): a chain `h = f(h + w * h) + h * w` reads h twice a line
        # and, walked again from each read, cost grew geometrically. Kept for one question only:
        # _is_tensor reads _tensor_now, which the walk changes from line to line.
        memo = {} if memo is None else memo
        key = ("name", node.value, depth) if isinstance(node, cst.Name) else (id(node), depth)
        if key not in memo:
            memo[key] = self._kept_axes_of(node, depth, memo)
        return memo[key]

    def _kept_number(self, node: cst.CSTNode, memo: dict) -> bool:
        """_kept_axes's test of an operand for a number, kept for the question: it is asked again
        at each depth the operand is reached."""
        key = ("number", id(node))
        if key not in memo:
            memo[key] = self._scalar_like(node) or self._maybe_scalar(node)
        return memo[key]

    def _kept_axes_of(self, node: cst.CSTNode, depth: int, memo: dict) -> int | None:
        if depth > 12:
            return None
        while isinstance(node, cst.UnaryOperation) and not isinstance(node.operator, cst.Not):
            node = node.expression
        if isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY:
            if self._kept_number(node.right, memo):
                return self._kept_axes(node.left, depth + 1, memo)
            if self._kept_number(node.left, memo):
                return self._kept_axes(node.right, depth + 1, memo)
            found = {self._kept_axes(node.left, depth + 1, memo),
                     self._kept_axes(node.right, depth + 1, memo)} - {None}
            return found.pop() if len(found) == 1 else None
        if isinstance(node, cst.Name):
            values = self._local_values(node)
            if values is None:
                return None
            found = {self._kept_axes(v, depth + 1, memo) for v in values}
            return found.pop() if len(found) == 1 and None not in found else None
        parts = self._op_parts(node)
        if parts is None:
            return None
        op, data, rest = parts
        if load_catalogue().keeps_shape(op):
            return self._kept_axes(data, depth + 1, memo)
        if op not in ("sum", "mean", "max", "min", "prod", "nansum", "nanprod"):
            return None
        if _truth(op_argument(node, op, "exclude", rest)) is not True:
            return None
        keep = op_argument(node, op, "keepdims", rest)
        if keep is not None and _truth(keep) is not False:
            return None
        axis = op_argument(node, op, "axis", rest)
        if axis is None:
            return None
        n = _axis_count(axis)
        if n is None and self.ctx.kind(axis).value == "scalar":
            n = 1       # a python number names one axis (a tuple of them is no number)
        return n

    def _parameter_pair(self, ev: Evidence, other: cst.CSTNode) -> bool:
        """A declared Parameter against another Parameter Gluon passes in (``weight * mask``
        in a Conv2D subclass): both have declared shapes, most often the same one."""
        scope = self.ctx.scope
        if ev[0][0] != "param" or not isinstance(other, cst.Name) or scope.style != "hybrid_forward":
            return False
        name = other.value
        if name not in scope.params or self._rebound(name):
            return False
        declared = scope.cls.param_names if scope.cls is not None else frozenset()
        return name in declared or name in PARAMETER_ATTRIBUTES

    def _slot_settles_rank(self, ev: Evidence, other: cst.CSTNode, node: cst.CSTNode) -> bool:
        """``_param_rank_met`` with the rank bounded from both sides instead of known: the
        operator's value becomes a layer op's weight or bias, which MXNet checks eagerly too, so
        ``other`` has no more axes than the Parameter, and its form gives it at least as many
        (a NoisyNet layer's ``F.FullyConnected(x, w_mu + w_sigma * F.dot(f_out.expand_dims(1),
        f_in.expand_dims(0)), ...)``: the product of two expanded vectors has two axes or more)."""
        dims = _literal_dims(ev[0][1]) if ev[0][0] == "param" else None
        if dims is None or len(dims) < 2 or 1 in dims or not self._is_tensor(other):
            return False
        least = self._least_rank(other, self.ctx.scope, 0, frozenset(), node)
        return least is not None and least[0] >= len(dims) and self._fills_weight_slot(node)

    def _fills_weight_slot(self, node: cst.CSTNode, depth: int = 0) -> bool:
        """``node``'s value is what a layer op takes as its weight or bias (``F.FullyConnected(x,
        weight, bias, ...)``, Convolution, Deconvolution, Embedding's weight): directly, through
        arithmetic or an elementwise / broadcast op holding it, or through a local bound to it
        and read there."""
        scope = self.ctx.scope
        if depth > 4 or scope is None or scope.kinds is None:
            return False
        if self._parents_of[0] is not scope.func:
            # (the walk's own parent links reach only the nodes visited so far)
            self._parents_of = (scope.func, parent_map(scope.func.body))
        parent = self._parents_of[1].get
        cur = node
        for _ in range(16):
            up = parent(id(cur))
            if isinstance(up, (cst.BinaryOperation, cst.UnaryOperation)) and not isinstance(
                    getattr(up, "operator", None), cst.Not):
                cur = up
                continue
            if isinstance(up, cst.Arg) and not up.star:
                call = parent(id(up))
                parts = self._op_parts(call)
                if parts is None:
                    return False
                op, _data, rest = parts
                if op in _WEIGHT_SLOTS:
                    return any(op_argument(call, op, k, rest) is cur for k in _WEIGHT_SLOTS[op])
                if op in _ELEMENTWISE_BINARY | _BROADCAST_BINARY or load_catalogue().keeps_shape(op):
                    cur = call
                    continue
                return False
            if isinstance(up, cst.Assign) and up.value is cur and len(up.targets) == 1 \
                    and isinstance(up.targets[0].target, cst.Name):
                target = up.targets[0].target
                for read in name_nodes_by_text(scope.func.body).get(target.value, ()):
                    reach = read is not target and scope.kinds.reaching_bindings(read)
                    if reach and any(how == "assign" and value is cur for _, how, value in reach) \
                            and self._fills_weight_slot(read, depth + 1):
                        return True
            return False
        return False
    def _parameters_only(self, ev: Evidence, other: cst.CSTNode) -> bool:
        """A declared Parameter against an operand computed from the block's Parameters alone,
        no data input of the method reaching it (a RepVGG 3x3 kernel plus ``F.pad`` of the 1x1
        kernel, merged in the graph): a Parameter is evidence because it lacks the batch axis an
        activation has, and this operand has none either; nothing here shows a size."""
        scope = self.ctx.scope
        if ev[0][0] != "param" or scope.cls is None:
            return False
        got = self._input_roots(other)
        if got is None or not got[0] or not got[0] <= scope.cls.param_names:
            return False
        # only where the operand keeps at least the Parameter's rank: one reduced from Parameters
        # may be a size shown after all (a spectral norm's (1,) sigma, summed from the kernel's
        # rows, dividing the 4-d kernel)
        dims = _literal_dims(ev[0][1])
        least = self._least_rank(other, scope, 0, frozenset(), other) if dims is not None else None
        return least is not None and least[0] >= len(dims)

    def _param_rank_met(self, ev: Evidence, other: cst.CSTNode) -> bool:
        """A Parameter declared with a literal tuple of two or more sizes, none a literal 1,
        against an operand whose rank the code fixes at the same number (a (T, D) table plus
        the rows an Embedding looks up for ``F.arange(T)``): a Parameter is evidence because it
        lacks the axes an activation has, and here none is missing; equal sizes are as likely
        as not, so nothing is shown."""
        dims = _literal_dims(ev[0][1]) if ev[0][0] == "param" else None
        if dims is not None and len(dims) == 1 and dims != [1] and self._is_arange(other):
            # a vector Parameter against an `arange`: neither has a batch axis, and two vectors
            # broadcast eagerly only when their sizes are equal (DimeNet's `freq * F.arange(1, R + 1)`
            # of a (R,) frequency Parameter)
            return True
        if dims is None or len(dims) < 2 or 1 in dims or not self._is_tensor(other):
            return False
        self._probable_rank = False
        rank = self._exact_rank(other, self.ctx.scope, 0, set())
        # a rank read from constructor defaults refutes nothing (a `(self._m, 1, -1)` reshape
        # against a (num_sub, num_codes, 2) Parameter: its size-1 axis is the bug)
        return rank is not None and rank[0] == len(dims) and not self._probable_rank

    def _is_arange(self, node: cst.CSTNode) -> bool:
        """``F.arange(...)``, directly or through a local bound once to it: a 1-D array."""
        if isinstance(node, cst.Name):
            node = self._one_binding(node)
        return isinstance(node, cst.Call) and self.ctx.op_path(node) == ("arange",)

    def _batch_total(self, node: cst.CSTNode, depth: int = 0, among: bool = False) -> bool:
        """``F.sum(y, axis=0)`` (no keepdims, no exclude), directly, through a name bound to it or
        arithmetic with numbers (``observations + 1e-10``): the batch axis is reduced away.  With
        ``among``, also a tuple of literal axes holding 0 (``F.mean(x, axis=(0, 2, 3))``)."""
        while isinstance(node, cst.UnaryOperation) and not isinstance(node.operator, cst.Not):
            node = node.expression
        if depth > 8:
            return False
        if isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY:
            if self._scalar_like(node.left):
                return self._batch_total(node.right, depth + 1, among)
            if self._scalar_like(node.right):
                return self._batch_total(node.left, depth + 1, among)
            return False
        if isinstance(node, cst.Name):
            held = self._reductions.get(node.value)
            if held is None:
                # `grad_b = F.sum(err, axis=0) * (2.0 / n)`: a name bound once to a scaled total
                bound = self._one_binding(node)
                return bound is not None and self._batch_total(bound, depth + 1, among)
            node = held
        # the F operator or a proven tensor's method (`x.mean(axis=(0, 2, 3))`, a hand-written
        # batch norm's statistic)
        parts = self._op_parts(node)
        if parts is None or parts[0] not in _REDUCTIONS - {"norm", "argmax", "argmin", "pick"}:
            return False
        op, _data, rest = parts
        flags = [op_argument(node, op, k, rest) for k in ("keepdims", "exclude")]
        if any(_truth(f) for f in flags):
            return False
        if any(f is not None and _truth(f) is None for f in flags):
            return False    # a flag nothing here spells out
        axis = _axis_arg(node, rest, op)
        if among and isinstance(axis, (cst.Tuple, cst.List)) and len(axis.elements) > 1:
            axes = [int_literal(e.value) for e in axis.elements]
            return None not in axes and 0 in axes
        if isinstance(axis, (cst.Tuple, cst.List)) and len(axis.elements) == 1:
            axis = axis.elements[0].value
        return axis is not None and int_literal(axis) == 0

    def _column_meets_column(self, ev: Evidence, other: cst.CSTNode) -> bool:
        """A declared or built shape whose only literal 1 is its last axis (a bias column
        ``(out_units, 1)``) against ``F.dot(a, w)`` of a ``w`` whose declared or built shape ends
        in 1: the product ends in 1 too, so the 1 is no sign of a broadcast; the other axes are
        unknown on the product's side, which is no evidence either (a graph head's
        ``F.dot(X, w) + b``; MXNet 1.9.1: (6, 1) eager and hybridized, equal)."""
        if ev[0][0] not in ("param", "shape") or not _only_last_one(ev[0][1]):
            return False
        if not (isinstance(other, cst.Call) and self.ctx.op_path(other)
                and self.ctx.op_path(other)[-1] == "dot"):
            return False
        flip = _kwarg(other, "transpose_b")
        if flip is not None and _truth(flip) is not False:
            return False    # w's first axis ends the product, a size nothing here shows
        if any(a.star for a in other.args):
            return False
        positional = [a.value for a in other.args if a.keyword is None]
        if len(positional) != 2:
            return False
        ev_w = self._evidence_of(positional[1])
        return ev_w is not None and ev_w[0][0] in ("param", "shape") and _ends_with_one(ev_w[0][1])

    def _row_meets_product(self, ev: Evidence, other: cst.CSTNode) -> bool:
        """A declared or built shape whose only literal 1 is its first axis (a row Parameter
        ``(1, in_units)``) against ``F.dot(err, x, transpose_a=True)`` -- maybe scaled by numbers,
        through names every binding of which agrees -- of an ``err`` whose last axis is 1: the
        product's first axis is that 1, so the row's 1 is no sign of a broadcast (the closed-form
        gradient of a one-output linear model in a MAML inner loop, ``w - lr * grad``; MXNet
        1.9.1: (1, 4) eager and hybridized, equal)."""
        if ev[0][0] not in ("param", "shape") or not _only_first_one(ev[0][1]):
            return False
        product = self._through_scaling(other, 0)
        if not (isinstance(product, cst.Call) and self.ctx.op_path(product)
                and self.ctx.op_path(product)[-1] == "dot") or any(a.star for a in product.args):
            return False
        if _truth(_kwarg(product, "transpose_a")) is not True:
            return False
        positional = [a.value for a in product.args if a.keyword is None]
        return len(positional) == 2 and self._ends_in_one(positional[0], 0)

    def _through_scaling(self, node: cst.CSTNode, depth: int) -> cst.CSTNode | None:
        """``node`` with unary signs, arithmetic with numbers and names bound once in the
        function (not parameters, loop targets or unpackings) taken off."""
        while depth <= 8:
            while isinstance(node, cst.UnaryOperation) and not isinstance(node.operator, cst.Not):
                node = node.expression
            if isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY:
                node, inner = self._beside_scalar(node), node
                if node is None:
                    return inner
            elif isinstance(node, cst.Name):
                values = self._one_binding(node)
                if values is None:
                    return None
                node = values
            elif (isinstance(node, cst.Call) and self.ctx.op_path(node)
                  and self.ctx.op_path(node)[-1] in _BROADCAST_BINARY and len(node.args) == 2
                  and not any(a.star or a.keyword for a in node.args)):
                # `F.broadcast_mul(lr, grad)` of a (1,) rate: the other operand's shape
                a, b = (arg.value for arg in node.args)
                if self._evidence_of(a) is not None and self._evidence_of(a)[0] == _UNIT[0]:
                    node = b
                elif self._evidence_of(b) is not None and self._evidence_of(b)[0] == _UNIT[0]:
                    node = a
                else:
                    return node
            else:
                return node
            depth += 1
        return None

    def _local_values(self, name: cst.Name) -> list | None:
        """Every value a local name of the current function is bound to; None for a parameter,
        a name unbound here, or one bound by a loop, an unpacking, `+=`..."""
        scope = self.ctx.scope
        params = {p.name.value for p in (*scope.func.params.params, *scope.func.params.kwonly_params)}
        if name.value in params:
            return None
        bindings = self._bindings_memo.get(id(scope.func))
        if bindings is None:
            bindings = self._bindings_memo[id(scope.func)] = name_bindings(scope.func.body, nested=True)
        values = bindings.get(name.value)
        if not values or any(v is None for v in values):
            return None
        return values

    def _one_binding(self, name: cst.Name) -> cst.CSTNode | None:
        """The one value a local name is bound to (every binding the same text), else None."""
        values = self._local_values(name)
        if values is None:
            return None
        # (one value needs no text, and the first value of another text settles it: rendering
        # each value was most of this rule's codegen)
        if len(values) > 1:
            first = self.ctx.code_for(values[0])
            if any(self.ctx.code_for(v) != first for v in values[1:]):
                return None
        return values[0]

    def _ends_in_one(self, node: cst.CSTNode, depth: int) -> bool:
        """``node``'s last axis is a literal 1: ``F.FullyConnected(..., num_hidden=1)``, or
        ``F.dot(x, w)`` of a ``w`` whose declared or built shape ends in 1 (its first axis with
        ``transpose_b=True``), read through numbers, names bound once and elementwise operators
        with another array (a Symbol's elementwise result has its operands' one shape)."""
        node = self._through_scaling(node, depth)
        if node is None or depth > 8:
            return False
        if isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY:
            return self._ends_in_one(node.left, depth + 1) or self._ends_in_one(node.right, depth + 1)
        if not isinstance(node, cst.Call) or any(a.star for a in node.args):
            return False
        path = self.ctx.op_path(node)
        if not path:
            return False
        if path[-1] == "FullyConnected":
            units = _kwarg(node, "num_hidden")
            return units is not None and int_literal(units) == 1
        if path[-1] != "dot" or _truth(_kwarg(node, "transpose_a")) is True:
            return False
        positional = [a.value for a in node.args if a.keyword is None]
        if len(positional) != 2:
            return False
        ev_w = self._evidence_of(positional[1])
        if ev_w is None or ev_w[0][0] not in ("param", "shape"):
            return False
        dims = _literal_dims(ev_w[0][1])
        if dims is None or len(dims) != 2:
            return False
        flip = _kwarg(node, "transpose_b")
        return dims[0 if flip is not None and _truth(flip) is True else 1] == 1

    def _helpers_return_only(self, node: cst.CSTNode, reduction) -> bool:
        """A call of helpers every one of which returns only what ``reduction`` accepts (full
        reductions: shape (1,); keepdims reductions: the input's rank with size-1 axes), directly
        or through a local bound only to such values.  Read from the helpers' bodies alone (their
        scopes are not walked here), so an axis given positionally to a method (`p.sum(1)`) is
        not one."""
        kinds = self.ctx.scope.kinds
        if not isinstance(node, cst.Call) or kinds is None:
            return False
        fns = kinds.helper_functions(node)
        return bool(fns) and all(_returns_only(fn, reduction) for fn in fns)

    def _count_arithmetic(self, node: cst.CSTNode) -> bool:
        """``2 * batch_size``, ``(n - 1)``: numbers and inputs named as counts that nothing shows
        to be arrays, combined by arithmetic.  Gluon hands hybrid_forward python numbers as well
        (eagerly); ``2 * x`` of an input named otherwise stays a probable array."""
        literals = names = 0
        stack = [node]
        while stack:
            n = stack.pop()
            if isinstance(n, cst.BinaryOperation) and type(n.operator) in _BINARY:
                stack += [n.left, n.right]
            elif isinstance(n, cst.UnaryOperation) and not isinstance(n.operator, cst.Not):
                stack.append(n.expression)
            elif isinstance(n, (cst.Integer, cst.Float)):
                literals += 1
            elif isinstance(n, cst.Name) and n.value in self.ctx.scope.params and not self._rebound(n.value):
                if n.value in self.ctx.scope.proven_params or not _COUNT_NAME.search(n.value):
                    return False
                names += 1
            else:
                return False
        return literals > 0 and names > 0

    def _split_evidence(self, value: cst.CSTNode) -> Evidence | None:
        """``gamma, beta = style.split(2, 1)`` / ``F.split(x, num_outputs=2, axis=1)`` without
        squeeze_axis: each part has the rank and the size-1 axes of the array split (an AdaIN
        style code expanded to (B, 2C, 1, 1) gives two (B, C, 1, 1) halves), unless the split
        axis is the one the evidence names."""
        if not isinstance(value, cst.Call):
            return None
        func = value.func
        args = [a for a in value.args if not a.star]
        path = self.ctx.op_path(value)
        if path == ("moments",):
            # `mean, var = F.moments(x, axes=(0, 2, 3), keepdims=True)`: both keep x's rank
            axes = op_argument(value, "moments", "axes", args[1:])
            if axes is None or _truth(op_argument(value, "moments", "keepdims", args[1:])) is not True:
                return None
            src = self.ctx.code_for(axes).strip()
            return Evidence(("keepdims", src), f"is reduced with keepdims=True (axis {src})")
        if path and len(path) == 1 and path[0] in ("split", "SliceChannel") and args \
                and args[0].keyword is None:
            op, data, rest = path[0], args[0].value, args[1:]
        elif (isinstance(func, cst.Attribute) and func.attr.value == "split"
                and self.ctx.is_tensor(func.value, loose=True)):
            op, data, rest = "split", func.value, args
        else:
            return None
        squeeze = op_argument(value, op, "squeeze_axis", rest)
        if squeeze is not None and _truth(squeeze) is not False:
            return None
        axis = op_argument(value, op, "axis", rest)
        ev = self._evidence_of(data)
        if ev is None or ev[0][0] not in ("expand_dims", "keepdims", "pooled"):
            return None
        axis_src = self.ctx.code_for(axis).strip() if axis is not None else "1"
        return None if axis_src == ev[0][1] else ev

    def _broadcast_of(self, known: Evidence, other: cst.CSTNode) -> bool:
        """The other side is an explicit broadcast of an array shaped like ``known`` (a focal
        loss's `beta = F.broadcast_mul(beta, mult)` beside `log(pt)`, both from one keepdims
        pick), held by a name or written in place: its shape is at least this one's, maybe the
        same."""
        return (known in self._broadcast_parts.get(_unary_name(other), ())
                or (known in self._broadcast_operands(other) and not _unit_axes(known)))

    def _keepdims_of_itself(self, known_node: cst.CSTNode, other: cst.CSTNode) -> bool:
        """``known_node`` is (through one local, shape-keeping ops and arithmetic with numbers) a
        keepdims reduction of ``other`` itself (through shape-keeping ops: ``(c ** 2).mean(axis=1,
        keepdims=True)``).  A broadcast ``other`` then does not excuse the pair: whatever shape the
        broadcast gave it, the reduction is that shape with the axis cut to 1, as for a keepdims
        reduction beside its own data (a frame centred by ``broadcast_sub`` and divided by its own
        keepdims std)."""
        if not isinstance(other, cst.Name):
            return False
        node = known_node
        if isinstance(node, cst.Name):
            node = self._one_binding(node)
            if node is None:
                return False
        node = self._shape_root(node)
        parts = self._op_parts(node)
        if parts is None or parts[0] not in _REDUCTIONS or parts[0] in ("argmax", "argmin", "pick"):
            return False
        op, data, rest = parts
        if _truth(op_argument(node, op, "keepdims", rest)) is not True \
                or op_argument(node, op, "exclude", rest) is not None:
            return False
        data = self._shape_root(data)
        return isinstance(data, cst.Name) and data.value == other.value

    def _broadcast_operands(self, value: cst.CSTNode, depth: int = 0) -> set:
        """The evidence of the array operands of ``F.broadcast_*(a, b)`` (one level of unary
        minus or scaling by a number around it allowed)."""
        while True:
            if isinstance(value, cst.UnaryOperation) and not isinstance(value.operator, cst.Not):
                value = value.expression
            elif (isinstance(value, cst.BinaryOperation) and type(value.operator) in _BINARY
                    and self._scalar_like(value.left)):
                value = value.right
            elif (isinstance(value, cst.BinaryOperation) and type(value.operator) in _BINARY
                    and self._scalar_like(value.right)):
                value = value.left
            elif (isinstance(value, cst.Call) and value.args and value.args[0].keyword is None
                    and not value.args[0].star and len(self.ctx.op_path(value) or ()) == 1
                    and load_catalogue().keeps_shape(self.ctx.op_path(value)[0])):
                # a fake quantiser's `F.round(F.broadcast_div(w, scale))`: an elementwise
                # operator keeps the broadcast's shape
                value = value.args[0].value
            else:
                break
        if not isinstance(value, cst.Call):
            return set()
        path = self.ctx.op_path(value)
        if not path or len(path) != 1 or not path[0].startswith("broadcast_") \
                or path[0] in ("broadcast_to", "broadcast_like", "broadcast_axis", "broadcast_axes"):
            return set()
        found = set()
        for a in value.args[:2]:
            if a.keyword is None and not a.star:
                ev = self._evidence_of(a.value)
                if ev is not None:
                    found.add(ev)
                if depth < 4:
                    # `F.broadcast_mul(d, F.broadcast_sub(means, m))`: at least the inner operands' shapes too
                    found |= self._broadcast_operands(a.value, depth + 1)
                name = _unary_name(a.value)
                if name in self._broadcast_parts:
                    found |= self._broadcast_parts[name]
        return found

    def _rebound(self, name: str) -> bool:
        return name in self._tensor_now

    def _input_roots(self, node: cst.CSTNode, through: frozenset = frozenset()) -> tuple[set[str], list[cst.CSTNode]] | None:
        """The method's inputs (not ``self`` nor ``F``) that ``node`` is computed from, following
        every assignment of each local it reads, and the expressions read on the way; None when
        some binding cannot be read (an unpacking, ``+=``, a comprehension) or the method is not
        a block's own.  A loop target over an iterable that reads no name (``for axis in (2,
        3)``) is computed from nothing.  The locals in ``through`` count as roots themselves,
        their bindings not followed."""
        scope = self.ctx.scope
        if scope is None or scope.cls is None or scope.style != "hybrid_forward":
            return None
        params = [p.name.value for p in scope.func.params.params]
        inputs = set(params[2:])
        bindings = memoized("hyb008-readable-bindings", scope.func.body, _readable_bindings)
        plain_loops = {n for loop in iter_descendants(scope.func.body) if type(loop) is cst.For
                       and read_names(loop.iter) == set() for n in target_names(loop.target)}
        roots: set[str] = set()
        exprs = [node]
        seen: set[str] = set()
        todo = read_names(node)
        if todo is None:
            return None
        todo = set(todo)
        while todo:
            name = todo.pop()
            if name in seen or name in params[:2]:
                continue
            seen.add(name)
            values = bindings.get(name, [])
            if name in inputs or name in through:
                roots.add(name)
            if name in through:
                continue
            if not values or (name in plain_loops and all(v is None for v in values)):
                continue
            for v in values:
                names = read_names(v) if v is not None else None
                if names is None:
                    return None
                exprs.append(v)
                todo |= names
        return roots, exprs

    def _inputs_disjoint(self, known: Evidence, known_node: cst.CSTNode, other: cst.CSTNode) -> bool:
        """Both operands are computed from inputs of the method, from no input in common, and
        nothing computing ``other`` names the reduced axis (a 3-channel ``slice_axis(pred,
        axis=1, ...)`` against a keepdims sum over axis 1 of another input is evidence).  The
        reduced array held by a local counts as an input of its own: an operand computed from it
        (and other inputs) reads its data only through the reduction, so it has no full axis the
        guess could rest on (a gray guided filter's `box(a) * I`, `a` computed from the channel
        mean `I` and a one-channel map)."""
        a = self._input_roots(known_node)
        through = self._reduced_locals(known, known_node)
        b = self._input_roots(other, through=through)
        if a is None or b is None or not a[0] or not b[0] or a[0] & b[0]:
            return False
        if b[0] & through and any(_moves_axes(e) for e in b[1]):
            # the reduced array itself transposed or reshaped (`sq + sq.T`, a pairwise sum): its
            # size-1 axis lands elsewhere
            return False
        axis = known[0][1]
        for expr in b[1]:
            for call in (expr, *iter_descendants(expr)):
                if not isinstance(call, cst.Call):
                    continue
                given = _kwarg(call, "axis")
                if given is None and self.ctx.op_path(call) == ("slice_axis",):
                    pos = [x.value for x in call.args if x.keyword is None and not x.star]
                    given = pos[1] if len(pos) > 1 else None
                if given is not None and self.ctx.code_for(given).strip() == axis:
                    return False
        return True

    def _reduced_locals(self, known: Evidence, node: cst.CSTNode) -> frozenset:
        """The locals ``node`` reads that hold the reduced array ``known`` describes (``I``, or
        the ``g`` of ``g * g + eps``), each bound once by a plain assignment (not an input, a
        loop target or a name bound again)."""
        scope = self.ctx.scope
        names = read_names(node) if not isinstance(node, cst.Name) else {node.value}
        if not names or scope is None or not isinstance(scope.func, cst.FunctionDef):
            return frozenset()
        params = {p.name.value for p in scope.func.params.params}
        bindings = memoized("hyb008-readable-bindings", scope.func.body, _readable_bindings)
        out = set()
        for name in names - params:
            values = bindings.get(name, [])
            ev = self._held(name)
            if len(values) == 1 and values[0] is not None and ev is not None and ev[0] == known[0]:
                out.add(name)
        return frozenset(out)

    def _fed_to_f(self, node: cst.CSTNode, other: cst.CSTNode) -> bool:
        """``x / F.sum(F.ones_like(x))``: the other operand passes ``x`` to an F operator as its
        data, which only an array can be."""
        if not isinstance(node, cst.Name):
            return False
        # the other operand itself counts too (`y - F.mean(y, axis=1, keepdims=True)`)
        for call in itertools.chain((other,), iter_descendants(other)):
            if (isinstance(call, cst.Call) and call.args and self.ctx.op_path(call)
                    and call.args[0].keyword is None and not call.args[0].star
                    and isinstance(call.args[0].value, cst.Name)
                    and call.args[0].value.value == node.value):
                return True
        return False

    def _is_tensor(self, node: cst.CSTNode) -> bool:
        if isinstance(node, cst.Name) and node.value in self._tensor_now:
            return self._tensor_now[node.value]
        if isinstance(node, cst.IfExp) and not self.ctx.is_tensor(node, loose=True):
            taken = self._default_branch(node)
            return taken is not None and self.ctx.is_tensor(taken[0], loose=True)
        return self.ctx.is_tensor(node, loose=True)

    def _maybe_scalar(self, node: cst.CSTNode) -> bool:
        """A python number on at least one path: a number, ``a if c else 0.0``, or a name bound to
        one somewhere (``reg = F.sum(b) * nu`` / ``reg = 0.0``).  Merely unknown values are not:
        beside a tensor they are most often tensors too."""
        if _scalar_branch(node, self.ctx.kind):
            return True
        if self._config_entry(node):
            return True
        if not isinstance(node, cst.Name) or self.ctx.scope.kinds is None:
            return False
        kinds = self.ctx.scope.kinds
        return any(how == "assign" and _scalar_branch(value, kinds.kind)
                   for how, value in kinds._bindings_of(node.value))

    def _config_entry(self, node: cst.CSTNode, depth: int = 0) -> bool:
        """A literal-keyed entry of a configuration attribute (``self.params_dict['lmb_obj']``,
        or ``params = self.parameters`` ... ``params['lmb_obj']``), a local bound only to one,
        or arithmetic of those with numbers (``lmb_coord_wh / 2``): hyperparameters a block keeps
        in a dict, python numbers as much as ``self.alpha`` is one."""
        kinds = self.ctx.scope.kinds
        if depth > 6 or kinds is None:
            return False
        while isinstance(node, cst.UnaryOperation) and not isinstance(node.operator, cst.Not):
            node = node.expression
        if isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY:
            # (`batch_size * output_shape[0]`, `batch_size = self.batch_size`: an attribute
            # itself counts only beside an entry or a number)
            sides = (node.left, node.right)
            firm = [self._config_entry(n, depth + 1) or _scalar_branch(n, self.ctx.kind) for n in sides]
            return any(firm) and all(f or self._config_holder(n) for f, n in zip(firm, sides))
        if isinstance(node, cst.Subscript):
            if len(node.slice) != 1 or not isinstance(node.slice[0].slice, cst.Index) \
                    or not isinstance(node.slice[0].slice.value, (cst.SimpleString, cst.Integer)):
                return False
            return self._config_holder(node.value)
        if isinstance(node, cst.Name):
            return self._every_binding(node, lambda value: self._config_entry(value, depth + 1))
        return False

    def _config_holder(self, node: cst.CSTNode) -> bool:
        """``self.<attr>``, or a local every binding of which is one (``params = self.parameters``)."""
        def attr(n):
            return isinstance(n, cst.Attribute) and isinstance(n.value, cst.Name) and n.value.value == "self"
        if attr(node):
            return True
        return isinstance(node, cst.Name) and self._every_binding(node, attr)

    def _every_binding(self, node: cst.Name, holds, aug: bool = False) -> bool:
        """A local (not a parameter) bound at least once, each time by ``name = value`` with
        ``holds(value)``; with ``aug``, ``name op= value`` too (arithmetic of what the other
        bindings hold with ``value``)."""
        kinds = self.ctx.scope.kinds
        if kinds is None or node.value in self.ctx.scope.params:
            return False
        bound = kinds._bindings_of(node.value)
        return bool(bound) and any(how == "assign" for how, _ in bound) and all(
            value is not None and (
                holds(value) if how == "assign"
                else aug and how == "aug" and type(value.operator) in _AUGMENTED and holds(value.value))
            for how, value in bound)

    def _rank_unrelated(self, node: cst.CSTNode) -> bool:
        """``node`` is made by an operator whose output rank does not follow its input's
        (``F.batch_dot``, ``reshape``...): an extra axis on the other side says nothing there.
        A comparison or arithmetic with a number keeps its operand's shape, so a threshold mask
        of such a value (``flag = (t.reshape((-4, -1, 1)) > 0.05)``) is as rank-free as the value;
        an operator call of it (``F.relu(F.batch_dot(x, y))``) is not looked through."""
        node = self._scaled_core(node)
        if isinstance(node, cst.Name):
            return node.value in self._rank_free
        if not isinstance(node, cst.Call):
            return False
        path = self.ctx.op_path(node)
        if path:
            op = path[-1]
        elif isinstance(node.func, cst.Attribute) and self.ctx.is_tensor(node.func.value, loose=True):
            op = node.func.attr.value
        else:
            return False
        return op in _RANK_CHANGING

    def _self_scores(self, node: cst.CSTNode) -> bool:
        """``node`` holds ``F.batch_dot(h, h, transpose_b=True)`` (or ``transpose_a``), maybe
        scaled by a number: batch_dot takes 3-D operands, so the scores of an array against
        itself are (N, T, T) for h of T rows (T columns with transpose_a)."""
        node = self._scaled_core(node)
        if isinstance(node, cst.Name):
            return self._rank_free.get(node.value, False)
        if not isinstance(node, cst.Call) or self.ctx.op_path(node) != ("batch_dot",):
            return False
        pos = [a.value for a in node.args if a.keyword is None and not a.star]
        if len(pos) != 2 or len(node.args) > 3:
            return False
        given = [_kwarg(node, k) for k in ("transpose_a", "transpose_b")]
        flags = [False if g is None else _truth(g) for g in given]
        if isinstance(pos[0], cst.Name) and isinstance(pos[1], cst.Name) and pos[0].value == pos[1].value:
            return flags in ([True, False], [False, True])
        # two row-keeping images of one array (a biaffine parser's `dep_mlp(h)` against
        # `head_mlp(h)`): their rows are h's, so the transpose_b scores are (N, T, T) as well;
        # with transpose_a the columns are the two projections' widths, which need not agree
        rows = [self._rows_of(p, 0) for p in pos]
        return flags == [False, True] and rows[0] is not None and rows[0] == rows[1]

    def _rows_of(self, node: cst.CSTNode, depth: int, chain: list | None = None) -> str | None:
        """The input or local whose leading axes ``node`` keeps: the name itself, through
        arithmetic with numbers, elementwise activations, children that only map the last axis
        (a ``Dense(flatten=False)``, norms, activations, dropout, or a Sequential of those) and
        locals bound once to such a value; None when some step may change a leading axis.
        ``chain`` collects the values passed through (each keeps the rows of the one before)."""
        node = self._scaled_core(node)
        if depth > 6:
            return None
        if chain is not None:
            chain.append(node)
        if isinstance(node, cst.Name):
            kinds = self.ctx.scope.kinds
            bound = kinds._bindings_of(node.value) if kinds is not None else []
            if len(bound) == 1 and bound[0][0] == "pos-of-assign" and node.value not in self.ctx.scope.params:
                return self._rows_of_split(bound[0][1].call, depth, chain)
            if node.value in self.ctx.scope.params or len(bound) != 1 or bound[0][0] != "assign":
                return node.value if node.value in self.ctx.scope.params and not bound else None
            # a local bound once is one array whatever made it (an Evoformer's MSA folded by
            # `reshape((-3, 0, 0))`): two row-keeping images of it share its rows
            return self._rows_of(bound[0][1], depth + 1, chain) or node.value
        if not isinstance(node, cst.Call):
            return None
        pos = [a.value for a in node.args if a.keyword is None and not a.star]
        if len(pos) != 1 or any(a.star for a in node.args):
            return None
        if isinstance(node.func, cst.Attribute) and _self_attribute(node.func):
            decl = self._declared_child(node.func.attr.value, self.ctx.scope)
            layers = decl[3] if decl is not None and decl[0] == "seq" else [decl]
            if not layers or not all(d is not None and (d[0] == "same" or (d[0] == "dense" and not d[2]))
                                     for d in layers):
                return None
            return self._rows_of(pos[0], depth + 1, chain)
        if self.ctx.op_path(node) in _ROW_KEEPING_OPS and len(node.args) == 1:
            return self._rows_of(pos[0], depth + 1, chain)
        return None

    def _rows_of_split(self, call: cst.CSTNode, depth: int, chain: list | None = None) -> str | None:
        """`_rows_of` a part unpacked from ``F.split(data, num_outputs=n, axis=k)`` with k a literal
        2 or more, or -1, and no squeeze: the parts keep data's first two axes (a Graphormer's
        ``q, k = F.split(self.qk(x), num_outputs=2, axis=2)``, both rows of x)."""
        parts = self._op_parts(call)
        if parts is None or parts[0] != "split":
            return None
        axis = int_literal(op_argument(call, "split", "axis", parts[2]))
        squeeze = op_argument(call, "split", "squeeze_axis", parts[2])
        if axis is None or not (axis == -1 or axis >= 2) or (squeeze is not None and _truth(squeeze) is not False):
            return None
        return self._rows_of(parts[1], depth + 1, chain)

    def _scaled_core(self, node: cst.CSTNode) -> cst.CSTNode:
        """What ``node`` is computed from when it only negates, compares with or does arithmetic
        with python numbers: those keep the operand's shape."""
        for _ in range(8):
            if isinstance(node, cst.UnaryOperation):
                node = node.expression
            elif isinstance(node, cst.Comparison) and len(node.comparisons) == 1:
                left, right = node.left, node.comparisons[0].comparator
                if self._scalar_like(right):
                    node = left
                elif self._scalar_like(left):
                    node = right
                else:
                    return node
            elif isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY:
                node, inner = self._beside_scalar(node), node
                if node is None:
                    return inner
            else:
                break
        return node

    def _beside_scalar(self, node: cst.BinaryOperation) -> cst.BaseExpression | None:
        """The operand of arithmetic with a python number (the right one tried first), whose
        shape the result keeps; None when neither operand is a number."""
        if self._scalar_like(node.right):
            return node.left
        if self._scalar_like(node.left):
            return node.right
        return None

    def _beside_number(self, pair):
        """The operand of a binary operator beside a python number (or a number held on the
        block), whose shape the result keeps; None when neither operand is one."""
        if self._scalar_like(pair[1]) or _block_number(pair[1]):
            return pair[0]
        if self._scalar_like(pair[0]) or _block_number(pair[0]):
            return pair[1]
        return None

    def _scalar_like(self, node: cst.CSTNode, depth: int = 0) -> bool:
        """A python number, a configuration attribute such as ``self.eps`` (``-self._alpha``), a
        module constant bound to a number (``eps = 1e-7``, ``eps = np.finfo(float).eps``),
        arithmetic of those (``3 * (c - 1)``), or a local name only ever bound to one of them
        (``c = self.num_classes``)."""
        while isinstance(node, cst.UnaryOperation) and not isinstance(node.operator, cst.Not):
            node = node.expression
        if self.ctx.kind(node).value == "scalar":
            return True     # module number constants included: the kinds know them
        if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) and node.value.value == "self":
            return True
        if _shape_element(node):
            return True     # `x.shape[0]` is a python int wherever it runs (HYB001 says if not)
        if depth > 8:
            return False
        if self._shape_tuple_element(node):
            return True
        if isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY:
            return self._scalar_like(node.left, depth + 1) and self._scalar_like(node.right, depth + 1)
        if isinstance(node, cst.Name):
            # (`N *= self.window_size` keeps a number a number)
            return (self._every_binding(node, lambda value: self._scalar_like(value, depth + 1), aug=True)
                    or self._configuration_item(node))
        return self._math_call(node)

    def _configuration_item(self, node: cst.Name) -> bool:
        """A loop target over configuration numbers, and only that (``for feat, stride, (lo, hi)
        in zip(feats, self.strides, self.ranges)`` with both attributes numbers): an item of such
        an attribute is a python number as ``self.eps`` is."""
        kinds = self.ctx.scope.kinds
        if kinds is None or node.value in self.ctx.scope.params:
            return False
        bound = kinds._bindings_of(node.value)
        return bool(bound) and all(how in ("iter", "elem-of-iter") and _self_attribute(value)
                                   and self._numbers_attribute(value.attr.value) for how, value in bound)

    def _numbers_attribute(self, attr: str) -> bool:
        """Every store of ``self.<attr>`` in the class is in ``__init__``, of a literal made of
        numbers (tuples and lists of them, nested) or of an ``__init__`` argument whose default is
        one. The default is what the file's ``Cls()`` gives; a caller may pass other values, so
        this reads configuration for a finding's evidence only, as ``self.eps`` is read."""
        cls = self.ctx.scope.cls
        init = cls.ast_methods.get("__init__") if cls is not None else None
        if init is None:
            return False
        defaults = init_defaults(init)
        found = False
        for name, method in cls.ast_methods.items():
            for n in ast_walk(method):
                pairs = _attribute_stores(n)
                for target, value in pairs:
                    if not (type(target) is ast.Attribute and target.attr == attr
                            and type(target.value) is ast.Name and target.value.id == "self"):
                        continue
                    if name != "__init__" or value is None:
                        return False
                    if type(value) is ast.Name and value.id in defaults:
                        value = defaults[value.id]
                    if not _numbers_literal(value):
                        return False
                    found = True
        return found

    def _shape_tuple_element(self, node: cst.CSTNode) -> bool:
        """``size[1]`` with a literal index, where every binding of the local ``size`` is a shape
        tuple or a configuration attribute, on each branch of a conditional
        (``in_size = self.in_size if self.fixed_size else x.shape[2:]``): an entry of either is a
        python number, so arithmetic with it keeps its array operand's shape (imgclsmob's heatmap
        detector, ``(indices % in_size[1]) * scores_mask`` of two keepdims reductions)."""
        if not (isinstance(node, cst.Subscript) and len(node.slice) == 1
                and isinstance(node.slice[0].slice, cst.Index)
                and isinstance(node.value, cst.Name)):
            return False
        index = node.slice[0].slice.value
        while isinstance(index, cst.UnaryOperation) and isinstance(index.operator, cst.Minus):
            index = index.expression
        if not isinstance(index, cst.Integer):
            return False

        shapes = []

        def holds_numbers(value) -> bool:
            if isinstance(value, cst.IfExp):
                return holds_numbers(value.body) and holds_numbers(value.orelse)
            if isinstance(value, cst.Subscript) and len(value.slice) == 1 \
                    and isinstance(value.slice[0].slice, cst.Slice):
                value = value.value         # `x.shape[2:]`: still a tuple of ints
            if isinstance(value, cst.Attribute) and value.attr.value == "shape":
                shapes.append(value)
                return True
            return isinstance(value, cst.Attribute) and isinstance(value.value, cst.Name) \
                and value.value.value == "self"
        # a local only ever bound to `self.<attr>` is `_config_entry`'s (maybe a number); here a
        # shape tuple on some branch shows the entries are numbers
        return self._every_binding(node.value, holds_numbers) and bool(shapes)

    def _math_call(self, node: cst.CSTNode) -> bool:
        """``math.sqrt(...)`` / ``sqrt(...)`` from ``from math import sqrt``: the math module's
        functions return python numbers whatever they are given (an NDArray is read through
        ``__float__``), all but ``prod``, which multiplies the items as they are."""
        if not isinstance(node, cst.Call):
            return False
        dotted = self.ctx.resolve(node.func)
        kinds = self.ctx.scope.kinds if self.ctx.scope is not None else None
        if dotted is None or kinds is None or kinds._bindings_of(_head_text(node.func, self.ctx)):
            return False
        module, _, fn = dotted.rpartition(".")
        if module == "numpy" and fn in _NUMPY_SCALAR_MATH:
            # `np.sqrt(self.k)`: numpy's elementwise math of python numbers is a numpy scalar
            return bool(node.args) and all(not a.star and a.keyword is None and self._scalar_like(a.value, 1)
                                           for a in node.args)
        return module == "math" and fn.isidentifier() and fn != "prod"

    def _creator_evidence(self, shape: cst.CSTNode | None, depth: int) -> Evidence | None:
        """What an array made with ``shape`` shows: ``F.zeros(t.shape)`` has t's shape, as
        ``F.zeros_like(t)`` has, and ``self.w.shape`` is the Parameter w's declared shape (a
        Bayes-by-backprop ``eps = F.random.normal(shape=self.w_mu.shape)`` meets the (units,
        in_units) ``sigma`` of ``w_rho`` elementwise); otherwise its literal size-1 axes."""
        owner = shape.value if isinstance(shape, cst.Attribute) and shape.attr.value == "shape" else None
        if isinstance(owner, cst.Attribute) and isinstance(owner.value, cst.Name) \
                and owner.value.value == "self":
            cls = self.ctx.scope.cls
            ev = self._declared_evidence(cls, owner.attr.value) if cls is not None else None
            return None if ev is None else ev._replace(
                text=f"is made with self.{owner.attr.value}.shape ({ev.text.removeprefix('is ')})")
        if owner is not None:
            return self._evidence_of(owner, depth + 1)
        return _shape_evidence(shape, self.ctx)

    def _call_evidence(self, call: cst.Call, depth: int) -> Evidence | None:
        func = call.func
        path = self.ctx.op_path(call)
        args = list(call.args)
        if path:
            path = _shape_path(path)
            if len(path) == 2 and path[0] == "random" and path[1] in _RANDOM:
                return self._creator_evidence(_kwarg(call, "shape"), depth)
            if len(path) == 2 and path[0] == "contrib" and path[1] in _ADAPTIVE:
                path = path[1:]
            if len(path) == 2 and path[0] == "linalg":
                path = (f"linalg_{path[1]}",)      # F.linalg.gemm2 is F.linalg_gemm2
            if len(path) != 1:
                return None
            op = path[0]
            data = args[0].value if args and args[0].keyword is None and not args[0].star else None
            rest = args[1:]
            if data is None and not any(a.star for a in args):
                # `F.sum(data=x)`: the operators' array input is named `data`
                data = _kwarg(call, "data")
                rest = [a for a in args if a.keyword is None or a.keyword.value != "data"]
        elif isinstance(func, cst.Attribute) and self.ctx.is_tensor(func.value, loose=True):
            op = func.attr.value
            data = func.value
            rest = args
        elif (isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name)
                and func.value.value == "self" and len(args) == 1 and args[0].keyword is None
                and not args[0].star):
            return self._child_evidence(func.attr.value, args[0].value, depth)
        else:
            return None
        if op in _UNIT_OPS and path:
            return Evidence(_UNIT[0], f"is `{op}`'s total over the batch, shape (1,)")
        if op in _ADAPTIVE:
            size = _kwarg(call, "output_size")
            if size is None and len(rest) > 0 and rest[0].keyword is None:
                size = rest[0].value
            if size is not None and "".join(self.ctx.code_for(size).split()) in ("1", "(1,1)", "(1,)"):
                return _POOLED
            return None
        if op == "Pooling":
            g = _kwarg(call, "global_pool")
            return _POOLED if isinstance(g, cst.Name) and g.value == "True" else None
        if op in ("reshape", "Reshape") and data is not None:
            shape = _kwarg(call, "shape")
            if shape is None and rest and rest[0].keyword is None and len(rest) == 1:
                shape = rest[0].value
            return self._appended_ones(data, shape) or _reshape_evidence(shape, self.ctx)
        if op == "reshape_like" and data is not None:
            given = [a for a in rest if a.keyword is None]
            if len(given) == 1 and not given[0].star:
                return self._laid_like(call, data, given[0].value, depth)
            return None
        if op == "eye" and path:
            return Evidence((_RANK, "2"), "is a 2-D matrix from eye()")
        if op == "batch_dot" and path:
            return self._batch_product_evidence(call, rest, depth)
        if op in _BATCHED_LINALG and data is not None:
            # linalg operators keep the batch axes of their (first) operand
            rank = _rank_of(self._evidence_of(data, depth + 1))
            if rank is not None:
                return Evidence((_RANK, str(rank)), f"is {rank}-D ({op} of a {rank}-D operand)")
            return None
        if op == "array" and data is not None and _one_number(data):
            return _UNIT    # `F.array([0.])`: an accumulator of (1,)-shaped sums
        if op == "size_array" and data is not None:
            return _UNIT    # the element count, shape (1,)
        if op in _CREATORS and path:
            shape = _kwarg(call, "shape")
            if shape is None and args and args[0].keyword is None:
                shape = args[0].value
            return self._creator_evidence(shape, depth)
        if op == "stack" and path:
            return self._stack_evidence(call)
        if op in ("add_n", "ElementWiseSum") and path:
            return self._sum_n_evidence(call, depth)
        if op in ("repeat", "tile") and data is not None:
            return self._repeated_evidence(call, op, data, rest, depth)
        if op == "topk" and path and data is not None:
            return _top1_evidence(call, rest)
        if op in _REDUCTIONS:
            keep = op_argument(call, op, "keepdims", rest)
            exclude = op_argument(call, op, "exclude", rest)
            stacked = self._stack_parts(data) if data is not None else None
            if stacked is not None and _truth(keep) is not True and stacked[1] is not None:
                # `F.prod(F.stack(*path), axis=0)`: reducing over the stacked axis gives back the
                # elements' shape (a product or sum of a list of equal-shape arrays)
                axis = _axis_arg(call, rest, op)
                if axis is not None and int_literal(axis) == stacked[0]:
                    return stacked[1]
            premises = []
            fixed = self._fixed_attribute(keep) if _truth(keep) is None else None
            if fixed is not None and type(fixed[1]) is bool:
                # `keepdims=self.keepdims`, True at every construction the file makes: a finding
                # only (another file may pass False), and its message says so
                keep = cst.Name("True" if fixed[1] else "False")
                premises.append(fixed)
            if _truth(keep) is True:
                axis = _axis_arg(call, rest, op)
                axis_src = self.ctx.code_for(axis).strip() if axis is not None else "all"
                fixed_axis = self._fixed_attribute(axis)
                if fixed_axis is not None and _axis_value(fixed_axis[1]):
                    # (the value, not `self.axis`: two reductions over one axis keep one shape)
                    axis_src = str(fixed_axis[1])
                    premises.append(fixed_axis)
                if axis is not None and _truth(exclude) is True:
                    # `F.mean(x, axis=1, exclude=True, keepdims=True)` keeps axis 1 and makes
                    # every other axis size 1: not the shape a keepdims over axis 1 has
                    axis_src = f"all but {axis_src}"
                return Evidence(("keepdims", axis_src), f"is reduced with keepdims=True (axis {axis_src}{_fixed_text(premises)})")
            if (keep is None and op not in ("argmax", "argmin", "pick") and data is not None
                    and _axis_arg(call, rest, op) is None and exclude is None):
                return _UNIT   # a legacy reduction over all axes has shape (1,)
            return None
        if op == "where" and len(args) >= 3:
            # the result has the shape of x (and of the condition, unless that is 1-D)
            for a in (args[1], args[2], args[0]):
                ev = self._evidence_of(a.value, depth + 1)
                if ev is not None:
                    return ev
            cond = args[0].value
            if isinstance(cond, cst.Comparison) and len(cond.comparisons) == 1:
                # `F.where(d < 0, ...)`: the condition, an array compared with a number, has the
                # array's shape, and so has the result
                left, right = cond.left, cond.comparisons[0].comparator
                if self._scalar_like(right):
                    return self._evidence_of(left, depth + 1)
                if self._scalar_like(left):
                    return self._evidence_of(right, depth + 1)
            return None
        if op == "slice_axis" and data is not None:
            axis = _axis_arg(call, rest, op)
            if axis is not None and _width_one(call, rest):
                if _one_axis(self._evidence_of(data, depth + 1)):
                    # one element of a 1-D array is shape (1,), as a full reduction is: the Cox
                    # loss's `F.slice_axis(risk, axis=0, begin=i, end=i + 1) - F.log(F.sum(...))`
                    # (MXNet 1.9.1: eager and hybridized equal)
                    return Evidence(_UNIT[0], "is sliced to one element of a 1-D array, shape (1,)")
                axis_src = self.ctx.code_for(axis).strip()
                return Evidence((_SLICE1, axis_src), f"is sliced to width 1 on axis {axis_src}")
            return None
        if op == "expand_dims":
            axis = _axis_arg(call, rest, op)
            axis_src = self.ctx.code_for(axis).strip() if axis is not None else "?"
            back = self._reduced_back(data, axis) if data is not None else None
            if back is not None:
                return back
            return Evidence(("expand_dims", axis_src), f"has an extra axis from expand_dims(axis={axis_src})")
        if op == "transpose" and data is not None:
            return self._transposed_evidence(call, data, rest, depth)
        if load_catalogue().keeps_shape(op) and data is not None:
            return self._evidence_of(data, depth + 1)
        if op in _ELEMENTWISE_BINARY and path and data is not None and rest:
            # `F.maximum(F.sum(mask), 1)`: with a number, the shape of the array operand;
            # two arrays of one shape signature keep it
            other = rest[0].value
            if self._scalar_like(other):
                return self._evidence_of(data, depth + 1)
            if self._scalar_like(data):
                return self._evidence_of(other, depth + 1)
            joined = _one_signature(self._evidence_of(data, depth + 1), self._evidence_of(other, depth + 1))
            if joined is not None:
                return joined
            # both operands given one axis at one literal position by expand_dims: the result has
            # it too, whatever each one's own reading (`F.maximum` of a row max and a column max,
            # each given axis 1 back -- one read as a keepdims reduction by _reduced_back, the
            # other not -- beside a diagonal: an MPS loss's hardest negatives)
            extra = tuple(_expanded_at(self._one_binding(n) if isinstance(n, cst.Name) else n, self.ctx)
                          for n in (data, other))
            if extra[0] is not None and extra[0] == extra[1]:
                return Evidence(("expand_dims", extra[0]), f"has an extra axis from expand_dims(axis={extra[0]})")
        if op in _BROADCAST_OPS and path and data is not None and len(rest) == 1 \
                and rest[0].keyword is None and not rest[0].star:
            outer = self._outer_evidence(data, rest[0].value)
            if outer is not None:
                return outer
        if op in _BROADCAST_OPS and path and data is not None and len(rest) == 1 \
                and rest[0].keyword is None and not rest[0].star:
            # two arrays of one shape signature broadcast to it (`F.broadcast_div(w * F.sum(a),
            # F.sum(b) + 1e-4)` of two (1,) totals is (1,)), a comparison's 0/1 mask as well
            # (`F.broadcast_greater(m, F.ones_like(m) * lo)`); anything else may broadcast wider
            joined = _one_signature(self._evidence_of(data, depth + 1),
                                    self._evidence_of(rest[0].value, depth + 1))
            if joined is not None:
                return joined
        return None

    def _last_of_three(self, ev_l: Evidence, ev_r: Evidence, left: cst.CSTNode, right: cst.CSTNode) -> bool:
        """Size-1 axes spelled 2 and -1 (a keepdims, an expand_dims, a width-1 slice) where one
        operand is a legacy batch_dot's product: batch_dot is 3-D, so axis 2 is its last and the
        two name one axis (FAVOR+'s (B, L, 1) normaliser beside `F.sum(x, axis=2, keepdims=True)`)."""
        tags = {ev_l[0][0], ev_r[0][0]}
        return (tags <= {_SLICE1, "expand_dims", "keepdims"} and {ev_l[0][1], ev_r[0][1]} == {"2", "-1"}
                and (self._batch_product(left, 0) or self._batch_product(right, 0)))

    def _batch_product(self, node: cst.CSTNode, depth: int) -> bool:
        """``node`` is a batch_dot's product, read through python numbers, locals bound once and
        elementwise operators between arrays (a Symbol's elementwise result has its operands'
        one shape)."""
        node = self._scaled_core(node)
        if depth > 6:
            return False
        if isinstance(node, cst.Name):
            value = self._one_binding(node)
            return value is not None and self._batch_product(value, depth + 1)
        if isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY:
            return any(self._batch_product(side, depth + 1) for side in (node.left, node.right))
        return isinstance(node, cst.Call) and self.ctx.op_path(node) == ("batch_dot",)

    def _batch_product_evidence(self, call: cst.Call, rest, depth: int) -> Evidence | None:
        """``F.batch_dot(a, b)`` is (B, M, K), K being ``b``'s last axis (its middle one with
        transpose_b=True) whatever ``a`` and transpose_a are: a ``b`` with a size-1 axis there
        makes a product of size 1 on its last axis -- the shape a keepdims reduction over that
        axis has, beside a product of the same rows and a wider right operand (FAVOR+'s
        normaliser `F.batch_dot(q, F.expand_dims(F.sum(k, axis=1), axis=2))`, (B, L, 1), against
        its (B, L, D) numerator; MXNet 1.9.1 raises in `_div` hybridized).  Legacy batch_dot
        takes 3-D operands only, so ``b``'s axis 2 or -1 is the product's last, spelled -1: the
        spelling a one-unit layer's column (`s + self.score(x)`, Dense(1, flatten=False)) and an
        expand_dims(-1) are matched by; beside a size-1 axis spelled 2, `_last_of_three` reads
        the two as one.  A transposed ``b`` (its middle axis moved to the product's last) gives none."""
        rhs = op_argument(call, "batch_dot", "rhs", rest)
        flag = op_argument(call, "batch_dot", "transpose_b", rest)
        if rhs is None or flag is not None and _truth(flag) is not False:
            return None
        ev = self._evidence_of(rhs, depth + 1)
        if ev is None or ev[0][0] not in ("keepdims", "expand_dims", _SLICE1) or ev[0][1] not in ("2", "-1"):
            return None
        return Evidence(("keepdims", "-1"), f"is a batch_dot whose right operand has size 1 on its last "
                                                f"axis (that operand {ev.text})")

    def _reduced_back(self, data: cst.CSTNode, axis) -> Evidence | None:
        """``F.mean(x, axis=2).expand_dims(axis=2)``: a reduction over one literal axis without
        keepdims, given that axis back by expand_dims at the same literal position, has the shape
        keepdims=True gives (an SE gate's (N, C, 1)), and is read as that keepdims reduction, so a
        kernel-1 conv of it keeps the evidence as it keeps a keepdims mean's (ECAPA's SE block)."""
        k = int_literal(axis) if axis is not None else None
        if isinstance(data, cst.Name):
            data = self._one_binding(data)
        parts = self._op_parts(data) if k is not None and data is not None else None
        if parts is None or parts[0] not in _REDUCTIONS or parts[0] in ("argmax", "argmin", "pick"):
            return None
        op, _, rest = parts
        if op_argument(data, op, "keepdims", rest) is not None or op_argument(data, op, "exclude", rest) is not None:
            return None
        reduced = _axis_arg(data, rest, op)
        if reduced is None or int_literal(reduced) != k:
            return None
        return Evidence(("keepdims", str(k)), f"is reduced over axis {k} and given it back by expand_dims "
                                              f"(the shape keepdims=True gives)")

    def _transposed_evidence(self, call: cst.Call, data, rest, depth: int) -> Evidence | None:
        """A transpose by literal axes moves the size-1 axis that ``expand_dims`` put in (or a
        keepdims reduction over one axis kept) to where the axes send it, and the evidence goes
        with it: a Glow-TTS length mask ``F.SequenceMask(m.expand_dims(2), ...)`` (N, T, 1) turned
        to (N, 1, T) by ``transpose((0, 2, 1))`` has its extra axis at 1."""
        ev = self._evidence_of(data, depth + 1)
        axes = op_argument(call, "transpose", "axes", rest)
        if not isinstance(axes, (cst.Tuple, cst.List)):
            return None
        perm = [int_literal(e.value) for e in axes.elements]
        if ev is None or ev[0][0] not in ("expand_dims", "keepdims"):
            return None
        k = int(ev[0][1]) if re.fullmatch(r"-?\d+", ev[0][1]) else None
        if k is None or sorted(perm, key=lambda v: -1 if v is None else v) != list(range(len(perm))):
            return None
        k = k + len(perm) if k < 0 else k
        if not 0 <= k < len(perm):
            return None
        moved = perm.index(k)
        return Evidence((ev[0][0], str(moved)),
                        f"{ev.text}, moved to axis {moved} by transpose({self.ctx.code_for(axes).strip()})")

    def _outer_evidence(self, a: cst.CSTNode, b: cst.CSTNode) -> Evidence | None:
        """``F.broadcast_greater_equal(t.reshape((1, -1)), t.reshape((-1, 1)))``: a row against a
        column, the outer comparison or product of two arrays (a Cox risk set, a causal mask):
        (M, N), each axis the size of one of them, 1 only for an array of one element -- the
        same premise on which `(1, n) >= (n, 1)` is evidence before its rewrite to this form."""
        rows = []
        for side in (a, b):
            parts = self._op_parts(side)
            if parts is None or parts[0] not in ("reshape", "Reshape") or len(parts[2]) != 1 \
                    or parts[2][0].keyword not in (None,) and parts[2][0].keyword.value != "shape":
                return None
            rows.append(_output_entries(parts[2][0].value))
        if sorted(map(str, rows)) != ["[-1, 1]", "[1, -1]"]:
            return None
        src = " and ".join(f"`{_short(self.ctx.code_for(side))}`" for side in (a, b))
        return Evidence((_OUTER, "2"), f"is the outer broadcast of {src}, (M, N) with no size-1 axis "
                        "unless an array of one element is reshaped")

    def _laid_like(self, call: cst.Call, data: cst.CSTNode, other: cst.CSTNode, depth: int) -> Evidence | None:
        """``F.reshape_like(data, other)``: ``other``'s shape, so its evidence.  With
        ``lhs_begin=0, lhs_end=1, rhs_begin=0, rhs_end=k`` of a ``data`` reshaped to ``(-1, 1, ...,
        1)``: ``other``'s first k axes, then the size-1 axes (the shape fixers' form of
        ``g.reshape((x.shape[0], x.shape[1], 1, 1))``), evidence of the expand_dims kind as
        ``_appended_ones`` gives the form it replaces."""
        ranges = [_kwarg(call, k) for k in ("lhs_begin", "lhs_end", "rhs_begin", "rhs_end")]
        if all(r is None for r in ranges):
            return self._evidence_of(other, depth + 1)
        if any(r is None for r in ranges) or [int_literal(r) for r in ranges[:3]] != [0, 1, 0]:
            return None
        k = int_literal(ranges[3])
        parts = self._op_parts(data)
        if k is None or k < 1 or parts is None or parts[0] not in ("reshape", "Reshape") or len(parts[2]) != 1:
            return None
        target = parts[2][0].value
        if not isinstance(target, cst.Tuple) or len(target.elements) < 2:
            return None
        codes = [int_literal(e.value) for e in target.elements]
        if codes[0] != -1 or any(c != 1 for c in codes[1:]):
            return None
        ones = len(codes) - 1
        src = _short(self.ctx.code_for(other))
        return Evidence(("expand_dims", f"{k}..{k + ones - 1}"),
                        f"is laid out as the first {k} axes of `{src}` then {ones} size-1 axes")

    def _appended_ones(self, data: cst.CSTNode, shape: cst.CSTNode | None) -> Evidence | None:
        """A reshape that only appends size-1 axes: ``w.reshape((0, 0, 1, 1))`` of a ``w`` whose
        rank the code fixes at 2 (a Dense output) is ``w`` expanded on axes 2 and 3, the
        squeeze-excitation gate's (N, C, 1, 1).  The first k entries keep the data's k axes
        (the ``0`` code, or one ``-1`` beside them), every later one is a literal 1.  Evidence
        of the expand_dims kind, its detail the new axes ("2..3")."""
        if not isinstance(shape, (cst.Tuple, cst.List)) or len(shape.elements) < 2 or any(
                isinstance(e, cst.StarredElement) for e in shape.elements):
            return None
        # `x.shape[i]` at position i keeps an axis as the `0` code does, here in x's size (FiLM's
        # `gamma.reshape((x.shape[0], x.shape[1], 1, 1))`)
        codes = [0 if _own_size_read(e.value, i) else int_literal(e.value)
                 for i, e in enumerate(shape.elements)]
        k = 0
        while k < len(codes) and codes[k] in (0, -1):
            k += 1
        if k == 0 or k == len(codes) or codes[:k].count(-1) > 1 or any(c != 1 for c in codes[k:]):
            return None
        if k == 1 and len(codes) == 2:
            # a 1-D value made a column, `count.reshape((-1, 1))`: the (N, 1) shape that label,
            # target and weight columns have, which is why code reshapes to it (and an (N,)
            # operand would give (N, N) eagerly, not what working code computes): no evidence
            return None
        src = " ".join(self.ctx.code_for(shape).split())
        pooled = self._evidence_of(data) if k == 2 else None
        if pooled is not None and pooled[0] == _POOLED[0]:
            # a global pool's (N, C, 1, 1) put back as (0, 0, 1, 1) keeps (N, C) and the 1s: the
            # axes a reshape appends after two, which meet the pool's 1x1 (_ones_meet)
            return Evidence(("expand_dims", f"2..{len(codes) - 1}"),
                            f"is reshaped to {src}: size-1 axes after the (N, C) of a global pool")
        rank = self._exact_rank(data, self.ctx.scope, 0, set())
        if rank is None or rank[0] != k:
            return None
        return Evidence(("expand_dims", f"{k}..{len(codes) - 1}"),
                        f"is reshaped to {src}: size-1 axes after the {k} axes of its data ({rank[1]})")

    def _stack_parts(self, node: cst.CSTNode) -> tuple[int | None, Evidence | None] | None:
        """For ``F.stack(*xs, axis=a)`` / ``F.stack(a1, a2, axis=a)``: (the literal axis or None,
        the evidence of an element: of the list ``xs`` built here, or of the arrays given)."""
        if not (isinstance(node, cst.Call) and self.ctx.op_path(node) == ("stack",)):
            return None
        ev = self._arrays_evidence(node, 0)
        axis = _kwarg(node, "axis")
        return (0 if axis is None else int_literal(axis)), (None if ev is _CONFLICT else ev)

    def _sum_n_evidence(self, call: cst.Call, depth: int) -> Evidence | None:
        """``F.add_n(*xs)`` / ``F.add_n(a, b)``: add_n does not broadcast (its inputs must share
        one shape), so the sum has the shape any one input shows (a class-weight loss's
        ``F.add_n(*[F.sum(label == i) for each i])`` is (1,) like each count)."""
        ev = self._arrays_evidence(call, depth + 1)
        return None if ev is _CONFLICT else ev

    def _arrays_evidence(self, call: cst.Call, depth: int):
        """The joined evidence of the arrays an operator taking several is given (``*xs`` of a
        list built here, or the arrays one by one); None when it is given anything else."""
        ev = None
        for a in call.args:
            if a.keyword is not None:
                continue
            if a.star == "*" and isinstance(a.value, cst.Name) and a.value.value in self._lists:
                ev = _joined(ev, self._lists[a.value.value])
            elif a.star:
                return None
            else:
                ev = _joined(ev, self._evidence_of(a.value, depth))
        return ev

    def _stack_evidence(self, call: cst.Call) -> Evidence | None:
        parts = self._stack_parts(call)
        if parts is None or parts[0] is None or parts[1] is None:
            return None
        axis, (sig, desc, arrays_only) = parts
        if sig[0] in (_RANK, "exact-rank") and sig[1].isdigit():
            # elements known only by their number of axes (a step `reshape((0, -1))`): the stack
            # has one axis more and no size-1 axis of its own, so it is rank evidence alone
            # (RWKV's `F.stack(*steps, axis=1)` of (N, C) steps beside the (N, T, C) gate)
            return Evidence((sig[0], str(int(sig[1]) + 1)),
                            f"stacks along axis {axis} arrays that each {desc}", arrays_only)
        return Evidence(("stacked", f"{axis}|{sig[0]}|{sig[1]}"),
                        f"stacks along axis {axis} arrays shaped like one that {desc}", arrays_only)

    def _repeated_evidence(self, call: cst.Call, op: str, data, rest, depth: int) -> Evidence | None:
        """``t.repeat(repeats=3, axis=1)`` / ``F.tile(t, reps=(1, 3, 1, 1))`` of a tensor built
        with a literal shape has that literal shape with the repeated axes multiplied: noise drawn
        (B, 1, 1, 1) and repeated to (B, 3, 1, 1) has the shape of the (B, 3, 1, 1) factor it
        meets, so it is no evidence of a broadcast against it.  A repeat the literal cannot
        spell out (an unknown count, a non-literal axis size) says nothing, as before."""
        ev = self._evidence_of(data, depth + 1)
        if ev is None or ev[0][0] != "shape":
            return None
        try:
            shape = cst.parse_expression(ev[0][1])
        except cst.ParserSyntaxError:
            return None
        if not isinstance(shape, (cst.Tuple, cst.List)):
            return None
        dims = [self.ctx.code_for(e.value).strip() for e in shape.elements]
        factors = [1] * len(dims)
        if op == "repeat":
            count = _kwarg(call, "repeats")
            axis = _kwarg(call, "axis")
            positional = [a.value for a in rest if a.keyword is None]
            count = count if count is not None else (positional[0] if positional else None)
            axis = axis if axis is not None else (positional[1] if len(positional) > 1 else None)
            n, k = int_literal(count), int_literal(axis)
            if n is None or k is None or not -len(dims) <= k < len(dims):
                return None     # (no axis flattens the tensor: no literal shape either)
            factors[k] = n
        else:
            reps = _kwarg(call, "reps")
            positional = [a.value for a in rest if a.keyword is None]
            reps = reps if reps is not None else (positional[0] if positional else None)
            if not isinstance(reps, (cst.Tuple, cst.List)) or len(reps.elements) != len(dims):
                return None
            factors = [int_literal(e.value) for e in reps.elements]
            if any(f is None for f in factors):
                return None
        for k, f in enumerate(factors):
            if f == 1:
                continue
            size = int_literal(shape.elements[k].value)
            if size is None:
                return None
            dims[k] = str(size * f)
        src = f"({dims[0]},)" if len(dims) == 1 else "(" + ", ".join(dims) + ")"
        return _shape_evidence(cst.parse_expression(src), self.ctx)

    def _child_evidence(self, attr: str, arg: cst.CSTNode, depth: int) -> Evidence | None:
        """``self.pool(x)`` of a global-pooling child is pooled; a child that keeps the spatial
        size (1x1 conv, norm, activation, a Sequential of those) keeps its input's evidence."""
        decl, premises = self._children().get(attr), {}
        if decl is None:
            # not declared in __init__'s straight line: maybe under an `if self.<flag>:` the
            # file's constructions settle
            children, premises = self._built_children()
            decl = children.get(attr)
        if decl is None:
            return None
        pooled = _POOLED
        if attr in premises:
            # declared under `if self.<flag>:`, the branch every construction in this file takes
            pooled = Evidence(_POOLED.signature,
                              f"{_POOLED.text} (self.{attr} is built so{_fixed_text(premises[attr])})",
                              arrays_only=True)
        if decl[0] == "pool" and decl[4]:
            return pooled
        if decl[0] == "seq" and _ends_pooled(decl[3]):
            return pooled
        if _keeps_spatial_size(decl):
            ev = self._evidence_of(arg, depth + 1)
            if ev is None:
                return None
            if ev[0] == _POOLED[0]:
                return ev
            # a keepdims reduction over spatial axes alone (a band attention's `F.mean(x, axis=(2,
            # 3), keepdims=True)` into a 1x1 conv): the child sets axis 1 only, so its output keeps
            # the 1s; one over the channels does not survive a conv (its size becomes the conv's)
            if ev[0][0] == "keepdims" and (_keeps_shape(decl) or _spatial_axes(ev[0][1], _layer_rank(decl))):
                return ev
        return None

    def _children(self) -> dict[str, tuple]:
        scope = self.ctx.scope
        cls = scope.cls if scope is not None else None
        if cls is None:
            return {}
        key = id(cls.node)
        if self._children_of[0] != key:
            self._children_of = (key, declared_children(self.ctx, cls))
        return self._children_of[1]

    def _built_children(self) -> "tuple[dict[str, tuple], dict[str, list]]":
        scope = self.ctx.scope
        cls = scope.cls if scope is not None else None
        return declared_children_as_built(self.ctx, cls) if cls is not None else ({}, {})


# parents through which a call inside a statement is evaluated whenever the statement runs
_ALWAYS_EVALUATED = (cst.Arg, cst.Call, cst.BinaryOperation, cst.UnaryOperation, cst.Element,
                     cst.StarredElement, cst.Tuple, cst.List, cst.Assign, cst.AnnAssign, cst.Expr,
                     cst.Return, cst.Attribute, cst.Subscript, cst.SubscriptElement, cst.Index)


def _operands(node: cst.CSTNode) -> "tuple[cst.CSTNode, cst.CSTNode] | None":
    """The two operands of an arithmetic operator or of one comparison: NDArray broadcasts both."""
    if isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY:
        return node.left, node.right
    if isinstance(node, cst.Comparison) and len(node.comparisons) == 1 and type(
            node.comparisons[0].operator) in _COMPARE:
        return node.left, node.comparisons[0].comparator
    return None


def _block_number(node: cst.CSTNode) -> bool:
    """Numbers and the block's own attributes, entries of them at literal indices and arithmetic of
    those (``(self._input_shape[0] + 1.) / 2``): never a Symbol of the traced graph (an NDArray
    kept on the block would fail the trace on its own, HYB007), so beside one they leave its
    rank as it is."""
    while isinstance(node, cst.UnaryOperation) and not isinstance(node.operator, cst.Not):
        node = node.expression
    if isinstance(node, (cst.Integer, cst.Float)):
        return True
    if isinstance(node, cst.Attribute):
        return isinstance(node.value, cst.Name) and node.value.value == "self"
    if isinstance(node, cst.Subscript):
        return (len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index)
                and int_literal(node.slice[0].slice.value) is not None and _block_number(node.value))
    if isinstance(node, cst.BinaryOperation) and type(node.operator) in _BINARY:
        return _block_number(node.left) and _block_number(node.right)
    return False


def _axis_count(axis: cst.BaseExpression) -> int | None:
    """How many axes a literal ``axis=`` names: 1 for an integer, k for a tuple of k integers;
    None for anything else."""
    if int_literal(axis) is not None:
        return 1
    if isinstance(axis, cst.Tuple) and all(int_literal(e.value) is not None for e in axis.elements):
        return len(axis.elements)
    return None


def _stores_attr(ctx, cls, attr: str) -> bool:
    """Whether a method of ``cls`` (its stdlib tree) stores or deletes ``<x>.<attr>``: the class's
    stored names are collected once (a block of 400 children asks of each)."""
    cache = ctx.__dict__.setdefault("_hyb008_stored_attrs", {})
    stored = cache.get(id(cls.node))
    if stored is None:
        stored = cache[id(cls.node)] = frozenset(
            n.attr for m in cls.ast_methods.values() for n in ast_walk(m)
            if isinstance(n, ast.Attribute) and isinstance(n.ctx, (ast.Store, ast.Del)))
    return attr in stored


def _always_evaluated(parent_of, node, stmt) -> bool:
    """``node`` is evaluated whenever ``stmt`` runs: no conditional expression, short-circuit,
    lambda or comprehension between them (``parent_of``: a flow's ``parent``, or a lookup in a
    walk.parent_map by id)."""
    cur = parent_of(node)
    while cur is not None and cur is not stmt:
        if not isinstance(cur, _ALWAYS_EVALUATED):
            return False
        cur = parent_of(cur)
    return cur is stmt


_CONFLICT = object()     # elements of a list whose evidence disagrees


def _attribute_stores(node: ast.AST) -> list:
    """(target, value) of each store a statement makes, value None where it is not one
    expression (an augmented or unpacked store, a ``for`` or ``with`` target)."""
    if type(node) is ast.Assign:
        out = []
        for target in node.targets:
            if type(target) in (ast.Tuple, ast.List):
                values = node.value.elts if type(node.value) in (ast.Tuple, ast.List) \
                    and len(node.value.elts) == len(target.elts) else [None] * len(target.elts)
                out.extend(zip(target.elts, values))
            else:
                out.append((target, node.value))
        return out
    if type(node) is ast.AnnAssign:
        return [(node.target, node.value)]
    if type(node) is ast.AugAssign:
        return [(node.target, None)]
    if type(node) in (ast.For, ast.AsyncFor, ast.comprehension):
        return [(t, None) for t in ast.walk(node.target)]
    if type(node) is ast.withitem and node.optional_vars is not None:
        return [(t, None) for t in ast.walk(node.optional_vars)]
    return []


def _numbers_literal(node: ast.expr | None) -> bool:
    """A python literal made of numbers only: ``8``, ``(8, 16)``, ``((0, 64), (64, 1e8))``."""
    try:
        value = ast.literal_eval(node) if node is not None else None
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return False

    def numbers(v) -> bool:
        if isinstance(v, (tuple, list)):
            return all(numbers(e) for e in v)
        return type(v) in (int, float)
    return value is not None and numbers(value)


def _expanded_at(node: cst.CSTNode, ctx) -> str | None:
    """The literal axis of ``F.expand_dims(x, axis=k)`` / ``x.expand_dims(axis=k)``, as text."""
    if not isinstance(node, cst.Call) or any(a.star for a in node.args):
        return None
    path = ctx.op_path(node)
    if path and path[-1] == "expand_dims":
        rest = node.args[1:]
    elif isinstance(node.func, cst.Attribute) and node.func.attr.value == "expand_dims" and not path:
        rest = node.args
    else:
        return None
    axis = op_argument(node, "expand_dims", "axis", rest)
    return None if axis is None or int_literal(axis) is None else str(int_literal(axis))


def _one_signature(ev_l: Evidence | None, ev_r: Evidence | None) -> Evidence | None:
    """The evidence of an elementwise result of two operands of one shape signature: checks
    compare signatures, and two texts may tell one shape two ways (a `F.zeros((1,))`
    accumulator plus a full sum is (1,) like either); None unless both have that signature."""
    if ev_l is None or ev_r is None or ev_l.signature != ev_r.signature:
        return None
    return ev_l._replace(arrays_only=ev_l.arrays_only or ev_r.arrays_only)


def _joined(have, ev):
    """The evidence of a list's elements after one more: the first one any element shows;
    two different ones cancel (the list is then not used for evidence)."""
    if have is _CONFLICT or ev is None:
        return have
    if have is None or have == ev:
        return ev
    return _CONFLICT


_TARGET_BINDERS = frozenset({cst.AnnAssign, cst.AugAssign, cst.For, cst.CompFor, cst.NamedExpr})


def _straight_line(body: cst.BaseSuite, loops: bool = False) -> list | None:
    """The assignments of a function body made only of simple statements (assignments,
    expressions, one final ``return``), in order; None when anything else runs there (a
    branch, a loop, a ``with``, an augmented or annotated assignment, a nested function).
    With ``loops``, a plain ``for`` loop whose body is assignments and expressions alone (no
    ``else``, ``break``, ``continue`` or ``return``) is allowed too, kept in order as the
    ``cst.For`` node."""
    if not isinstance(body, cst.IndentedBlock):
        return None
    out: list = []
    for stmt in body.body:
        if loops and isinstance(stmt, cst.For) and stmt.orelse is None and stmt.asynchronous is None:
            inner = _straight_line(stmt.body)
            if inner is None or any(isinstance(small, cst.Return) for line in stmt.body.body
                                    for small in line.body):
                return None
            out.append(stmt)
            continue
        if not isinstance(stmt, cst.SimpleStatementLine):
            return None
        for small in stmt.body:
            if isinstance(small, cst.Assign):
                out.append(small)
            elif not isinstance(small, (cst.Expr, cst.Return, cst.Pass)):
                return None
    return out


def _assigned_names(node: cst.CSTNode) -> set[str]:
    """The names any assignment, loop or `with` under ``node`` binds."""
    names: set[str] = set()
    for n in iter_descendants(node):
        t = type(n)     # (type identity: libcst's node classes are final, see engine/walk.py)
        if t is cst.Assign:
            for a in n.targets:
                names.update(target_names(a.target))
        elif t in _TARGET_BINDERS:
            names.update(target_names(n.target))
        elif t is cst.AsName:
            names.update(target_names(n.name))
    return names


def _ends_with_return(block: cst.BaseSuite) -> bool:
    body = getattr(block, "body", ())
    last = body[-1] if body else None
    return (isinstance(last, cst.SimpleStatementLine) and bool(last.body)
            and isinstance(last.body[-1], (cst.Return, cst.Raise)))


def _ends_pooled(decls: list[tuple]) -> bool:
    """A Sequential's output is pooled to 1x1 when a global pooling layer comes after every layer
    that could change the spatial size (squeeze-and-excitation branches, attention heads ending in
    `GlobalMaxPool2D()`): what follows it keeps 1x1 (1x1 convs, norms, activations)."""
    for decl in reversed(decls):
        if decl[0] == "pool" and decl[4]:
            return True
        if not _keeps_spatial_size(decl):
            return False
    return False


def _keeps_shape(decl: tuple) -> bool:
    """A child whose output has its input's shape (norms, activations, a Sequential of those)."""
    return decl[0] == "same" or (decl[0] == "seq" and all(_keeps_shape(d) for d in decl[3]))


def _keeps_rank(decl: tuple) -> bool:
    """A child whose output has its input's number of axes: a shape-keeping one, a
    Dense(flatten=False) (the last axis mapped), a Sequential of those."""
    if decl[0] == "seq":
        return bool(decl[3]) and all(_keeps_rank(d) for d in decl[3])
    return decl[0] == "same" or (decl[0] == "dense" and not decl[2])


def _layer_rank(decl: tuple) -> int | None:
    """The one rank a declared conv (or a Sequential's first ranked layer) takes, else None."""
    if decl[0] == "seq":
        return next((r for r in map(_layer_rank, decl[3]) if r is not None), None)
    return decl[5] if len(decl) > 5 and isinstance(decl[5], int) else None


def _spatial_axes(axis_src: str, rank: int | None) -> bool:
    """The axes a keepdims evidence names (its source text: ``2``, ``(2, 3)``, ``-1``) are all
    spatial axes of an NC* layout: 2 or more, or negative within the spatial ones of a known rank
    (not ``all``, nor ``all but ...``, nor a name)."""
    try:
        axes = ast.literal_eval(axis_src)
    except (ValueError, SyntaxError):
        return False
    axes = axes if isinstance(axes, tuple) else (axes,)
    if not axes or any(type(a) is not int for a in axes):
        return False
    return all(a >= 2 or (a < 0 and rank is not None and -a <= rank - 2) for a in axes)


def _keeps_spatial_size(decl: tuple) -> bool:
    kind = decl[0]
    if kind == "same":
        return True
    if kind == "conv":
        return bool(decl[3])
    if kind == "seq":
        return all(_keeps_spatial_size(d) for d in decl[3])
    return False


_ADAPTIVE = ("AdaptiveAvgPooling2D", "AdaptiveMaxPooling2D")
_RANK = "rank"
# layer ops and the arguments they take a Parameter's place in, which MXNet checks against the
# layer's shape eagerly too (_fills_weight_slot)
_WEIGHT_SLOTS = {"FullyConnected": ("weight", "bias"), "Convolution": ("weight", "bias"),
                 "Deconvolution": ("weight", "bias"), "Embedding": ("weight",)}
# a get_constant value with one element on its first axis whose rank the code does not state
_LEAD1 = "lead1"
_RESHAPED = "reshaped"
# the outer broadcast of a row and a column reshaped from arrays (_outer_evidence)
_OUTER = "outer"
# a width-1 slice (`F.slice_axis(x, axis=-1, begin=i, end=i+1)`): a size-1 axis like expand_dims
# or keepdims put there, but kept by slicing, so the author means it to meet one of those
_SLICE1 = "slice1"
# linalg operators whose output has the rank of their first operand (batched matrices)
_BATCHED_LINALG = frozenset({"linalg_gemm", "linalg_gemm2", "linalg_potrf", "linalg_potri",
                             "linalg_trmm", "linalg_trsm", "linalg_inverse", "linalg_syrk"})
_POOLED = Evidence(("pooled", "1x1"), "is pooled to a 1x1 spatial size")
# the words that mark a child declared under an `if self.<flag>:` the file's constructions settle
_UNIT = Evidence(("reduced", "all"), "is reduced to shape (1,)")
# linalg's matrix products: A, B (and C) of one number of axes, the result too
_GEMMS = frozenset({"linalg_gemm", "linalg_gemm2"})
# ops whose output is (1,) whatever their inputs: MXNet's softmax_cross_entropy sums the batch's
# cross entropies (MXNet 1.9.1 on (4, 3) logits: (1,))
_UNIT_OPS = frozenset({"softmax_cross_entropy"})
# names that read as a count or a size: `batch_size`, `num_samples`, `n`, `seq_len`, `count`
_COUNT_NAME = re.compile(r"(?:^|_)(?:n|num|size|count|cnt|len|length|total)(?:_|$)|^n[A-Z]")


def _scalar_branch(node: cst.CSTNode, kind_of) -> bool:
    if isinstance(node, cst.IfExp):
        return _scalar_branch(node.body, kind_of) or _scalar_branch(node.orelse, kind_of)
    return not isinstance(node, cst.Name) and kind_of(node).value == "scalar"


def _number_operands_only(body: cst.CSTNode) -> bool:
    """Every operator ``_check`` could be asked about in ``body`` has a python number for an
    operand (``x * 0.5``, ``1 - p``, ``F.maximum(x, 0)``): such a scope reports nothing, so
    the evidence of its bindings is never needed.

    A number is never a tensor (its kind is a scalar's; ``_tensor_now`` holds names only), and
    every path to a report asks both operands to be tensors (``_check_evidence``: or a name fed
    to F), but for ``_gate_complement``, which reports a product with a number that is a term of
    a sum on the other term's operands (``(1 - g) * 2 + g * y``); that sum has no number for an
    operand, so it keeps the scope busy.  A nested class does too, as in the test on the
    kinds' node types.  What the skipped walk would have built (evidence, rank memos) is per
    scope, made afresh by each begin_scope, and none of it reaches the flows that other rules
    and the fixers share through the context."""
    for node in iter_descendants(body):
        t = type(node)       # (type identity: libcst's node classes are final, see engine/walk.py)
        if t is cst.BinaryOperation:
            if type(node.operator) in _BINARY and not (_number(node.left) or _number(node.right)):
                return False
        elif t is cst.Comparison:
            if len(node.comparisons) == 1 and type(node.comparisons[0].operator) in _COMPARE \
                    and not (_number(node.left) or _number(node.comparisons[0].comparator)):
                return False
        elif t is cst.Call:
            # `<F>.maximum(a, b)` (BroadcastOperator.spec), asked of any receiver here
            if type(node.func) is cst.Attribute and node.func.attr.value in FUNCTIONS \
                    and len(node.args) == 2 and not any(_number(a.value) for a in node.args):
                return False
        elif t is cst.ClassDef:
            return False
    return True


def _number(node: cst.CSTNode) -> bool:
    """A python number, signed or not: its kind is a scalar's."""
    while type(node) is cst.UnaryOperation and type(node.operator) is not cst.Not:
        node = node.expression
    return type(node) is cst.Integer or type(node) is cst.Float or type(node) is cst.Imaginary


def _complements(a: cst.CSTNode, b: cst.CSTNode) -> bool:
    """One of ``a``, ``b`` is a name and the other `1 - <that name>`."""
    for x, y in ((a, b), (b, a)):
        if (type(y) is cst.Name and isinstance(x, cst.BinaryOperation) and isinstance(x.operator, cst.Subtract)
                and type(x.right) is cst.Name and x.right.value == y.value
                and isinstance(x.left, (cst.Integer, cst.Float)) and float(x.left.value) == 1.0):
            return True
    return False


def _names_of(node: cst.CSTNode) -> set[str]:
    return {n.value for n in iter_descendants(node) if isinstance(n, cst.Name)}


# Ops and methods whose result puts an array's axes elsewhere, drops or adds some (a reduced
# array passed through one no longer has its size-1 axis where the reduction left it).
_AXIS_MOVING = _RANK_CHANGING | _REDUCTIONS | frozenset({
    "transpose", "swapaxes", "SwapAxis", "tile", "repeat", "broadcast_to", "broadcast_like",
    "broadcast_axis", "broadcast_axes", "expand_dims", "squeeze", "slice", "slice_axis", "slice_like",
    "take", "concat", "Concat", "split", "SliceChannel", "T"})


def _moves_axes(expr: cst.CSTNode) -> bool:
    """``expr`` reads ``.T`` or calls an op or method of _AXIS_MOVING (by its last name)."""
    for n in (expr, *iter_descendants(expr)):
        if isinstance(n, cst.Attribute) and n.attr.value == "T":
            return True
        if isinstance(n, cst.Call):
            func = n.func
            name = func.attr.value if isinstance(func, cst.Attribute) else func.value if isinstance(func, cst.Name) else None
            if name in _AXIS_MOVING:
                return True
    return False


def _readable_bindings(body: cst.CSTNode) -> dict[str, list]:
    """``name_bindings(body, nested=False)`` with each name of a parallel assignment (``mean_I,
    mean_p = box(I), box(p)``, see _parallel_pairs) bound to its own item instead of None."""
    out = {name: list(values) for name, values in name_bindings(body, nested=False).items()}
    for stmt in small_statements(body):
        if type(stmt) is not cst.Assign or len(stmt.targets) != 1:
            continue
        for target, value in _parallel_pairs(stmt.targets[0].target, stmt.value) or ():
            values = out.get(target.value) if type(target) is cst.Name else None
            if values is not None and None in values:
                values[values.index(None)] = value
    return out


def _parallel_pairs(target: cst.CSTNode, value: cst.CSTNode) -> list | None:
    """The (target, value) pairs of ``a, b = x, y`` when binding them one after the other means
    what python's simultaneous assignment does: as many items on both sides, none starred, and no
    value reading a name the tuple binds (``a, b = b, a`` would read the new ``b``); else None."""
    if not (isinstance(target, (cst.Tuple, cst.List)) and isinstance(value, (cst.Tuple, cst.List))):
        return None
    targets, values = target.elements, value.elements
    if len(targets) != len(values) or any(isinstance(e, cst.StarredElement) for e in (*targets, *values)):
        return None
    bound = {n for e in targets for n in target_names(e.value)}
    if any(_names_of(e.value) & bound for e in values):
        return None
    return [(t.value, v.value) for t, v in zip(targets, values)]


def _top1_evidence(call: cst.Call, rest) -> Evidence | None:
    """``F.topk(x, axis=a, k=1)`` of values or indices (k and ret_typ spelled as literals or left
    to their defaults, 1 and indices): MXNet 1.9.1 keeps every axis of ``x`` and cuts ``a`` to
    one entry, the shape ``F.max(x, axis=a, keepdims=True)`` has (a point cloud's nearest-
    neighbour distance (N, P, 1) beside its (N, P, P) distances), so it is that reduction's
    evidence; a ``mask``, ``both``, a k above 1 or an axis not written as a number is none."""
    kind = op_argument(call, "topk", "ret_typ", rest)
    if kind is not None and not (isinstance(kind, cst.SimpleString) and kind.evaluated_value in ("value", "indices")):
        return None
    k = op_argument(call, "topk", "k", rest)
    axis = op_argument(call, "topk", "axis", rest)
    if (k is not None and int_literal(k) != 1) or (axis is not None and int_literal(axis) is None):
        return None
    axis_src = "-1" if axis is None else str(int_literal(axis))
    return Evidence(("keepdims", axis_src), f"keeps axis {axis_src} at size 1 (topk with k=1), as a keepdims "
                                            f"reduction does")


def _rank_mismatch(a, b) -> tuple[Evidence, Evidence] | None:
    """Two ranks the walk knows, the shorter shape aligned with the longer one's trailing axes so
    that NDArray broadcasting can pair them (each pair the same size, a 1, or a size the walk does
    not know), and at least one pair a size the walk carried from one declaration into both (a
    (K,) per-cluster term against (B, K); the (N, H, W) channel mean of an image against the
    (N, 1, H, W) output of a one-channel conv): NDArray operators pad the shorter shape with
    leading 1s, Symbol operators need one shape.  Sizes it only guessed (a block's kept batch)
    prove nothing."""
    short, long_ = (a, b) if a.rank < b.rank else (b, a)
    if short.rank < 1:
        return None
    lead = long_.rank - short.rank
    tail = long_.full()[lead:]
    shared = []
    for k, (dl, ds) in enumerate(zip(tail, short.full())):
        if dl == ds:
            shared.append(dl)
        elif dl.is_const and ds.is_const and Dim.const(1) not in (dl, ds):
            # two literal sizes that differ, neither 1: the eager run would have raised too, so
            # the walk has a rank wrong (sizes of two other arrays the walk did not relate, a
            # sequence length and a table's rows, may well be equal: they prove nothing)
            return None
    if not any(not d.is_const and not any(LIKELY in name for name, _ in d.atoms) for d in shared):
        return None
    paired = "the sizes of" if len(shared) == short.rank else "broadcast against"
    text = {id(long_): f"has rank {long_.rank}",
            id(short): f"has rank {short.rank}, {paired} the other's last {short.rank} axes"}
    return tuple(Evidence(("flow-rank", str(s.rank)), text[id(s)]) for s in (a, b))


def _unit_map_against_input(a, b, reader) -> tuple[Evidence, Evidence] | None:
    """A 4-d or 5-d operand whose every axis after (N, C) the walk shows is 1 (a context vector
    reshaped to (N, C, 1, 1): a batch_dot's contracted (N, C, 1) put back with ``(0, 0, 0, 1)``,
    maybe through a 1x1 conv) against one whose axes after (N, C) are, each one, the same axis of
    one input of hybrid_forward of that rank (the feature map itself): the same pair as a global
    pool's output beside the pool's input, equal only for a 1x1 input.  NDArray operators
    broadcast it, Symbol operators need one shape.  A 3-d pair is left out: a (N, T, 1) column
    beside a (N, T, D) sequence is legal wherever D is 1 by design (univariate series)."""
    one = Dim.const(1)
    for unit, kept in ((a, b), (b, a)):
        r = unit.rank
        if r not in (4, 5) or kept.rank != r or any(unit.dim(k) != one for k in range(2, r)):
            continue
        for name, inp in reader.inputs.items():
            if inp.rank != r:
                continue
            dims = [inp.dim(k) for k in range(2, r)]
            if all(d is not None and not d.is_const and kept.dim(k) == d for k, d in zip(range(2, r), dims)):
                axes = f"2..{r - 1}"
                ev_unit = Evidence(("flow", f"{axes}:1"), f"has size 1 on axes {axes}")
                ev_kept = Evidence(("flow", f"{axes}:{name}"),
                                   f"keeps axes {axes} of input `{name}` (a 1x1 map only for a 1x1 input)")
                return (ev_unit, ev_kept) if unit is a else (ev_kept, ev_unit)
    return None


def _dim_text(d: Dim, reader, axis: int) -> str:
    if d.is_const:
        return str(d.coef)
    for name, shape in reader.inputs.items():
        if shape.dims.get(0) == d:
            return f"{name}.shape[0] (the batch)"
        if is_likely_batch(d, {shape.dim(0)}):
            return f"the batch of {name} (through a block that keeps it)"
    return "that of the other operand's input"


def _shape_element(node: cst.CSTNode) -> bool:
    """``x.shape[i]`` with a literal index: one python int of a shape tuple."""
    if not (isinstance(node, cst.Subscript) and len(node.slice) == 1
            and isinstance(node.slice[0].slice, cst.Index)):
        return False
    index = node.slice[0].slice.value
    while isinstance(index, cst.UnaryOperation) and isinstance(index.operator, cst.Minus):
        index = index.expression
    return (isinstance(index, cst.Integer) and isinstance(node.value, cst.Attribute)
            and node.value.attr.value == "shape")


def _one_number(node: cst.CSTNode) -> bool:
    return (isinstance(node, (cst.List, cst.Tuple)) and len(node.elements) == 1
            and isinstance(node.elements[0].value, (cst.Integer, cst.Float, cst.UnaryOperation)))


def _returns_only(fn: cst.FunctionDef, reduction) -> bool:
    returns = list(returns_of(fn.body))
    if not returns:
        return False
    bound = None
    for r in returns:
        if isinstance(r.value, cst.Name):
            # `out = F.sum(p, axis=axis, keepdims=True)` ... `return out`: every value the
            # name is bound to in the helper (a parameter or another binding form: not read)
            bound = name_bindings(fn.body, nested=False) if bound is None else bound
            values = bound.get(r.value.value)
            if not values or not all(v is not None and reduction(v) for v in values):
                return False
        elif r.value is None or not reduction(r.value):
            return False
    return True


def _keepdims_reduction(node: cst.CSTNode) -> bool:
    """``F.sum(x, axis=a, keepdims=True)`` / ``x.max(axis=a, keepdims=True)`` (no exclude): the
    reduced array keeps its rank."""
    return (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)
            and node.func.attr.value in _REDUCTIONS - {"argmax", "argmin", "pick"}
            and _truth(_kwarg(node, "keepdims")) is True and _kwarg(node, "exclude") is None)


def _full_reduction(node: cst.CSTNode) -> bool:
    """``F.sum(x)`` / ``x.mean()`` with no axis, keepdims or exclude (names only: the helper's F
    is not known here)."""
    if not (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)):
        return False
    if node.func.attr.value not in _REDUCTIONS - {"argmax", "argmin", "pick"}:
        return False
    if any(a.star or (a.keyword is not None and a.keyword.value not in ("data", "name"))
           for a in node.args):
        return False
    positional = [a for a in node.args if a.keyword is None]
    if not positional:
        return True         # `x.sum()`, `F.sum(data=x)`
    # `F.sum(x)`: one array argument (a literal there would be a method's axis: `x.sum(1)`)
    return len(positional) == 1 and not isinstance(
        positional[0].value, (cst.Integer, cst.Tuple, cst.List, cst.UnaryOperation))


def _unit_axes(ev: Evidence) -> bool:
    """A Parameter declared with a literal 1 axis ((1, C, 1, 1)): it is there to be broadcast,
    so an explicit broadcast of an operand shaped like it (``F.broadcast_mul(gamma, x)``) is
    no sign of its shape -- the other operand makes it as large as the input."""
    if ev[0][0] != "param":
        return False
    try:
        shape = cst.parse_expression(ev[0][1])
    except cst.ParserSyntaxError:
        return False
    return _tuple_has_one(shape)


def _tuple_has_one(node: cst.BaseExpression) -> bool:
    """A literal 1 among a shape source's tuple items, through the concatenations and
    repetitions shapes are built with (``(1, C) + (1,) * (n_dim - 2)``)."""
    if isinstance(node, (cst.Tuple, cst.List)):
        return any(int_literal(e.value) == 1 for e in node.elements if not isinstance(e, cst.StarredElement))
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, (cst.Add, cst.Multiply)):
        return _tuple_has_one(node.left) or _tuple_has_one(node.right)
    return False


def _restored_axis(shape: cst.CSTNode | None) -> int | None:
    """k for a reshape target of k + 1 entries (k >= 1) that copies k axes, codes 0 and at most
    one -1, and ends in a literal 1: ``(-1, 1)``, ``(0, 0, 1)``; None for anything else."""
    if not isinstance(shape, (cst.Tuple, cst.List)) or len(shape.elements) < 2 \
            or any(isinstance(e, cst.StarredElement) for e in shape.elements):
        return None
    *kept, last = [int_literal(e.value) for e in shape.elements]
    if last != 1 or any(c not in (0, -1) for c in kept) or kept.count(-1) > 1:
        return None
    return len(kept)


def _declared_rank(cls, name: str) -> tuple[int, str] | None:
    """The Parameter Gluon hands ``hybrid_forward`` as ``name``: as many axes as the shape its
    declaration spells as a tuple (a LoRA factor declared ``(units, rank)`` is 2-D whatever the
    sizes are; a Symbol's shape is the declared one), or the ``get_constant`` value whose numpy
    code states its number of axes (a boundary mask `(grid == 0) | (grid == 1)` of a 1-D grid)."""
    if cls is None or name not in cls.param_names:
        return None
    shape = cls.param_shape(name)
    if isinstance(shape, (cst.Tuple, cst.List)) and shape.elements and spelled_shape(shape):
        return len(shape.elements), f"the Parameter `{name}`, declared with {len(shape.elements)} axes"
    rank = cls.constant_rank(name) if shape is None else None
    if rank:
        return rank, f"the constant `{name}`, whose value has {rank} {'axis' if rank == 1 else 'axes'}"
    # the value built from __init__ arguments a construction may change (`np.array(freqs)` with
    # `freqs=(0.4, 0.3, 0.3)`): the default's rank is the probable one, a finding's evidence
    rank = cls.default_constant_rank(name) if shape is None else None
    if rank:
        return rank, (f"the constant `{name}`, whose value has {rank} {'axis' if rank == 1 else 'axes'}"
                      " with the block's default arguments")
    return None


def _literal_dims(src: str) -> list[int | None] | None:
    """The sizes of a shape's source, a literal int or None for each axis."""
    try:
        shape = cst.parse_expression(src)
    except cst.ParserSyntaxError:
        return None
    if not isinstance(shape, (cst.Tuple, cst.List)) or not shape.elements:
        return None
    return [int_literal(e.value) for e in shape.elements]


def _param_fits_keepdims(ev_p: Evidence, ev_k: Evidence) -> bool:
    """A declared literal shape whose size-1 axes are exactly the axes a keepdims reduction
    reduced (a (1, C, 1, 1) running variance beside `F.moments(x, axes=(0, 2, 3),
    keepdims=True)`): the same shape for an input of that rank."""
    if ev_p[0][0] != "param" or ev_k[0][0] != "keepdims":
        return False
    dims = _literal_dims(ev_p[0][1])
    try:
        axes = cst.parse_expression(ev_k[0][1])
    except cst.ParserSyntaxError:
        return False
    axes = [e.value for e in axes.elements] if isinstance(axes, (cst.Tuple, cst.List)) else [axes]
    reduced = {int_literal(a) for a in axes}
    if dims is None or None in reduced:
        return False
    reduced = {a + len(dims) if a < 0 else a for a in reduced}
    return reduced == {i for i, d in enumerate(dims) if d == 1}


def _only_last_one(src: str) -> bool:
    dims = _literal_dims(src)
    return dims is not None and len(dims) > 1 and dims[-1] == 1 and 1 not in dims[:-1]


def _only_first_one(src: str) -> bool:
    dims = _literal_dims(src)
    return dims is not None and len(dims) > 1 and dims[0] == 1 and 1 not in dims[1:]


def _ends_with_one(src: str) -> bool:
    dims = _literal_dims(src)
    return dims is not None and len(dims) > 1 and dims[-1] == 1


def _unit_shape(src: str) -> bool:
    return "".join(src.split()) in ("(1,)", "1", "[1]", "(1)")


def _unary_name(node: cst.CSTNode) -> str | None:
    """The name under any unary minus/plus (``-beta`` -> ``beta``)."""
    while isinstance(node, cst.UnaryOperation) and not isinstance(node.operator, cst.Not):
        node = node.expression
    return node.value if isinstance(node, cst.Name) else None


def _ones_meet(ev_l: Evidence | None, ev_r: Evidence | None) -> bool:
    """Size-1 axes appended by a reshape (``_appended_ones``: axes 2..m) against a global
    pool's 1x1 (or 1 / 1x1x1) output, or against an expand_dims (`F.expand_dims(F.expand_dims(
    w, 2), 2)` is (N, C, 1, 1) too; which axes a chain added its last axis does not say): no
    evidence either way."""
    if ev_l is None or ev_r is None:
        return False
    for a, b in ((ev_l, ev_r), (ev_r, ev_l)):
        if a[0][0] != "expand_dims" or ".." not in a[0][1]:
            continue
        if b[0] == _POOLED[0] and a[0][1].startswith("2.."):
            return True
        if b[0][0] == "expand_dims":
            return True
    return False


def _slice_meets(ev_l: Evidence | None, ev_r: Evidence | None) -> bool:
    """Two forms that each put a size-1 axis on the same axis (spelled the same), in different
    ways: a width-1 slice, an expand_dims, a keepdims reduction.  Both operands then have size
    1 there and the forms say nothing of the other axes (`e - F.mean(e, axis=1, keepdims=True)`
    with `e = x.expand_dims(1)` is one shape)."""
    if ev_l is None or ev_r is None:
        return False
    tags = {ev_l[0][0], ev_r[0][0]}
    return len(tags) == 2 and tags <= {_SLICE1, "expand_dims", "keepdims"} and ev_l[0][1] == ev_r[0][1]


def _one_axis(ev: Evidence | None) -> bool:
    """Evidence that an array has exactly one axis (reshaped to `(-1,)`, a 1-D constant, a full
    reduction)."""
    return ev is not None and ev.signature in ((_RANK, "1"), ("exact-rank", "1"), _UNIT[0])


def _width_one(call: cst.Call, rest) -> bool:
    """``begin=i, end=i + 1`` (or literal ints one apart, or ``begin=-1, end=None``) of a
    ``slice_axis`` call whose axis comes first after the data."""
    begin, end = _kwarg(call, "begin"), _kwarg(call, "end")
    positional = [a.value for a in rest if a.keyword is None]
    if begin is None and len(positional) > 1:
        begin = positional[1]
    if end is None and len(positional) > 2:
        end = positional[2]
    if begin is None or end is None:
        return False
    b, e = int_literal(begin), int_literal(end)
    if b is not None and e is not None:
        return e - b == 1
    if b == -1 and isinstance(end, cst.Name) and end.value == "None":
        return True
    return (isinstance(end, cst.BinaryOperation) and isinstance(end.operator, cst.Add)
            and int_literal(end.right) == 1 and end.left.deep_equals(begin))


def _width_one_literal(begin, end) -> bool:
    """``begin=i, end=i + 1`` as literal ints, or ``begin=-1, end=None``: one entry."""
    b = int_literal(begin) if begin is not None else None
    if b is None:
        return False
    if b == -1 and (end is None or isinstance(end, cst.Name) and end.value == "None"):
        return True
    return end is not None and int_literal(end) == b + 1


def _axis_arg(call: cst.Call, rest, op: str) -> cst.BaseExpression | None:
    """``axis`` of a call of ``op``, by keyword or where MXNet's signature puts it (pick's and
    norm's come after the index and the order)."""
    return op_argument(call, op, "axis", rest)


def _reshape_evidence(shape: cst.CSTNode | None, ctx) -> Evidence | None:
    """A reshape target of plain sizes (no -2/-3/-4 codes) with literal size-1 axes: its rank
    and where the 1s are, which is all a comparison with another such target may use."""
    sizes = _output_entries(shape)
    if sizes is None:
        return None
    ones = [i for i, k in enumerate(sizes) if k == 1]
    inferred = [i for i, k in enumerate(sizes) if k in (0, -1)]
    src = " ".join(ctx.code_for(shape).split())
    if ones == [0] and len(sizes) == 1:
        # `.reshape((1,))`: the one-element total of a reduction, shape (1,) like a (1,)
        # Parameter or an all-axes reduction (an EMA range `m * running_max + (1 - m) * batch_max`)
        return Evidence(_UNIT[0], f"is reshaped to {src}")
    if not ones:
        # plain sizes and the 0/-1 codes: one output axis each, so the rank is the length (only a
        # known, different rank on the other side makes it evidence)
        return Evidence((_RANK, str(len(sizes))), f"is reshaped to {src}")
    return Evidence((_RESHAPED, f"{len(sizes)}:{ones}|{inferred}"), f"is reshaped to {src}")


def _output_entries(shape: cst.CSTNode | None) -> "list[int | None] | None":
    """A reshape target's entries one an output axis: the literal size or 0/-1 code, None for a
    size not written out; ``-4 a b`` splits an axis into its two literal factors (the shape
    fixers write ``(1, n)`` as ``(-4, 1, -1)``).  None for a -2 or -3 (the rank is not the
    length) or a -4 whose factors are not literals."""
    if not isinstance(shape, (cst.Tuple, cst.List)) or not shape.elements or any(
            isinstance(e, cst.StarredElement) or isinstance(e.value, cst.StarredElement) for e in shape.elements):
        return None
    codes = [int_literal(e.value) for e in shape.elements]
    out, i = [], 0
    while i < len(codes):
        k = codes[i]
        if k == -4:
            pair = codes[i + 1:i + 3]
            if len(pair) != 2 or any(f is None or f == 0 or f < -1 for f in pair) or pair == [-1, -1]:
                return None
            out.extend(pair)
            i += 3
            continue
        if k is not None and k < -1:
            return None     # a reshape code that merges or copies axes: the rank is not the length
        out.append(k)
        i += 1
    return out


def _reshapes_may_match(key_l: str, key_r: str) -> bool:
    """Two reshape targets of one rank (``_reshape_evidence`` keys) that may give one shape: the
    size-1 axes are the same, or one side's are a subset of the other's and that side's every
    other size is one the reshape infers (``-1`` or ``0``), which may be 1 (a one-element
    ``F.dot`` result reshaped ``(1, -1)`` times a ``(1, 1)``: MXNet 1.9.1 equal eager and
    hybridized).  Beside a named size (``(1, C, -1)`` against ``(1, C, 1)``: the inferred axis is
    the rest of a laid-out array), or with size-1 axes on both sides where the other has none
    (``(-1, C, 1)`` against ``(1, C, -1)``), they are evidence."""
    (rank_l, rest_l), (rank_r, rest_r) = key_l.split(":", 1), key_r.split(":", 1)
    if rank_l != rank_r:
        return False
    ones_l, inferred_l = (set(ast.literal_eval(p)) for p in rest_l.split("|"))
    ones_r, inferred_r = (set(ast.literal_eval(p)) for p in rest_r.split("|"))
    if ones_l == ones_r:
        return True
    n = int(rank_l)
    if ones_l < ones_r:
        return set(range(n)) - ones_l == inferred_l
    if ones_r < ones_l:
        return set(range(n)) - ones_r == inferred_r
    return False


def _axes_text(k: int) -> str:
    return f"{k} {'axis' if k == 1 else 'axes'} more"


def _rank_of(ev: Evidence | None) -> int | None:
    """The number of axes an evidence fixes: a rank, or a literal declared / built shape."""
    if ev is None:
        return None
    kind, detail = ev[0]
    if kind == _RANK:
        return int(detail)
    if kind in ("param", "shape"):
        try:
            shape = cst.parse_expression(detail)
        except cst.ParserSyntaxError:
            return None
        if isinstance(shape, (cst.Tuple, cst.List)):
            return len(shape.elements)
    return None


def _fixed_text(fixed: "list[tuple[str, object, int | None]]") -> str:
    """The premise construction-fixed attributes add to a message: where their values come from."""
    if not fixed:
        return ""
    values = ", ".join(f"{attr}={value!r}" for attr, value, _ in fixed)
    lines = sorted({line for _, _, line in fixed if line is not None})
    if not lines:
        return f": __init__ sets {values}"
    return f": every construction of the block in this file (line {lines[0]}) sets {values}"


_UNREAD = object()


def _literal_value(node: cst.CSTNode) -> object:
    """True/False/None or a small integer written out, else _UNREAD."""
    if isinstance(node, cst.Name) and node.value in ("True", "False", "None"):
        return {"True": True, "False": False, "None": None}[node.value]
    n = int_literal(node)
    return _UNREAD if n is None else n


def _literal_length(node: cst.CSTNode | None) -> int | None:
    """The number of entries of a tuple or list written out (no starred entry), else None."""
    if isinstance(node, (cst.Tuple, cst.List)) and node.elements and not any(
            isinstance(e, cst.StarredElement) for e in node.elements):
        return len(node.elements)
    return None


def _axis_value(value: object) -> bool:
    """An axis or tuple of axes, as a reduction's ``axis`` takes it."""
    return type(value) is int or (isinstance(value, tuple) and bool(value))


def _truth(flag: cst.BaseExpression | None) -> bool | None:
    """The value of a literal flag argument: MXNet takes ``keepdims=1`` as readily as ``True``.
    None when absent or not a literal."""
    if isinstance(flag, cst.Name) and flag.value in ("True", "False"):
        return flag.value == "True"
    if isinstance(flag, cst.Integer):
        return int(flag.value, 0) != 0
    return None


def _shape_evidence(shape: cst.CSTNode | None, ctx) -> Evidence | None:
    """A literal size-1 axis (``(1, 1)``, ``(1, C)``, ``1``) means the author relies on broadcasting.

    Other explicit shapes (``(batch, hidden)``) usually match the other operand.
    """
    if isinstance(shape, (cst.Tuple, cst.List)):
        ones = [e for e in shape.elements
                if isinstance(e.value, cst.Integer) and e.value.value == "1"]
        if not ones:
            return None
    elif not (isinstance(shape, cst.Integer) and shape.value == "1"):
        return None
    src = " ".join(ctx.code_for(shape).split())
    return Evidence((_UNIT[0] if _unit_shape(src) else ("shape", src)), f"is built with the literal shape {src}")


def _own_size_read(node: cst.CSTNode, axis: int) -> bool:
    """``node`` is ``<name>.shape[axis]``: a tensor's size on that axis, read by its position."""
    if not (isinstance(node, cst.Subscript) and len(node.slice) == 1
            and isinstance(node.slice[0].slice, cst.Index)):
        return False
    value = node.value
    return (isinstance(value, cst.Attribute) and value.attr.value == "shape"
            and isinstance(value.value, cst.Name) and int_literal(node.slice[0].slice.value) == axis)


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 50 else text[:47] + "..."
