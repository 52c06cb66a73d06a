"""HYB001 fixer: a reshape target reading the tensor's own sizes on both sides of Reshape's
cursor, the rank unknown -> the same shape taken from the tensor itself.

``x.reshape((0, -1, x.shape[-2], x.shape[-1]))`` and ``x.reshape((0, A, -1, x.shape[2],
x.shape[3]))`` hand Reshape sizes that codes alone cannot place for every rank (reshape-codes
refuses them): which axis ``shape[-2]`` or ``shape[2]`` is next to the cursor depends on the rank.
Built from the tensor, the target's shape holds for any rank the original accepts: the last k
sizes copied from the right and the first axis split like the head (``F.reshape_like`` with
``lhs_begin``), or a shape tensor ``z`` made by merging, moving (transpose) and splitting x's axes
and ``F.reshape_like(x, z)``. Asked last, after shape-uses (which rewrites these more simply where
it proves the rank) and shape-idioms. Both checked in MXNet 1.9.1 against the original over every (shape, target)
it accepts up to rank 5-6 (``/work/eval/s21/h44/mx_two_sided_prop.py``: 247 cases,
``mx_own_tail_prop.py``: 2463; NDArray and Symbol, and the gradient).
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import iter_descendants

from . import Example, Fixer, Refusal, example_module, make_fix
from ._util import int_literal
from .reshape_codes import NOT_A_RESHAPE_TARGET, reshape_receiver, shape_index

NOT_FIRST = "an earlier `.shape` read of the same target carries the rewrite"
NO_FORM = "the reshape target is not a head at the cursor, a -1 and the tensor's own sizes after it"


class RankFreeReshape(Fixer):
    code = "HYB001"
    name = "rank-free-reshape"
    applicability = "unsafe"
    needs_f = True
    description = """
    A reshape target of the tensor's own sizes on both sides of Reshape's cursor, rank unknown.
    Kept from both ends, `(0, -1, x.shape[-2], x.shape[-1])` (0s or `x.shape[i]` at their place,
    one -1, the last k sizes in order) -> `F.reshape_like(F.reshape(x, shape=(-1, 0, 0),
    reverse=True), F.reshape(F.sum(x, axis=(-2, -1), keepdims=True), shape=(0, -1)),
    lhs_begin=0, lhs_end=1, rhs_begin=0)`: the last k copied from the right, the first axis split
    like the head (the reduction keeps the head's sizes, and 1s where the ends overlap, which the
    original allows only for sizes 1). Sizes read at their own axes after the cursor, `(0, 2,
    -1, x.shape[2], x.shape[3])` (positive literals with one -1, two entries at most, before
    `x.shape[j..j+m-1]`) -> `F.reshape_like(x, z)`, z built from x: the axes past j+m merged,
    moved before the read axes (transpose), merged with the axes between head and j (-3), split
    like the literals (-4). Equal wherever the original runs (checked in MXNet 1.9.1 for every
    shape up to rank 5-6 and every such target it accepts). Refused for a python value among the
    literals (it might be a code), another tensor's sizes, reverse=. Unsafe: more operators, and
    the second form transposes x for its shape. Asked last: shape-uses proves ranks.
    """
    EXAMPLES = [
        # kept from both ends, the rank unknown: the tail copied from the right, the first axis
        # split like the input's head (reshape_like against a reduction of the tail)
        Example(example_module("return x.reshape((0, -1, x.shape[-1]))"),
                example_module("return F.reshape_like(F.reshape(x, shape=(-1, 0), reverse=True), "
                               "F.reshape(F.sum(x, axis=(-1,), keepdims=True), shape=(0, -1)), "
                               "lhs_begin=0, lhs_end=1, rhs_begin=0)"),
                shapes=[[(2, 3, 4)], [(2, 3, 4, 5)], [(3, 4)]], applicability="unsafe"),
        Example(example_module("y = F.relu(x)\nreturn y.reshape((0, -1, y.shape[-2], y.shape[-1])) * 2"),
                example_module("y = F.relu(x)\nreturn F.reshape_like(F.reshape(y, shape=(-1, 0, 0), reverse=True), "
                               "F.reshape(F.sum(y, axis=(-2, -1), keepdims=True), shape=(0, -1)), "
                               "lhs_begin=0, lhs_end=1, rhs_begin=0) * 2"),
                shapes=[[(2, 3, 2, 4, 5)], [(2, 3, 4)], [(2, 3, 4, 5)], [(1, 6)]], applicability="unsafe"),
        Example(example_module("return F.reshape(x, shape=(0, 0, -1, x.shape[-2], x.shape[-1]))"),
                example_module("return F.reshape_like(F.reshape(x, shape=(-1, 0, 0), reverse=True), "
                               "F.reshape(F.sum(x, axis=(-2, -1), keepdims=True), shape=(0, 0, -1)), "
                               "lhs_begin=0, lhs_end=1, rhs_begin=0)"),
                shapes=[[(2, 3, 4, 5)], [(2, 3, 4, 5, 6)], [(1, 1, 2)]], applicability="unsafe"),
        # sizes read at their own axes after the cursor, rank unknown: the shape built from x
        Example(example_module("return x.reshape((0, 2, -1, x.shape[2], x.shape[3]))"),
                example_module("return F.reshape_like(x, F.reshape(F.reshape(F.transpose(F.reshape(x, "
                               "shape=(0, 0, 0, 0, -1)), axes=(0, 1, 4, 2, 3)), shape=(0, -3, -2)), "
                               "shape=(0, -4, 2, -1, -2)))"),
                shapes=[[(2, 6, 3, 4)], [(2, 4, 3, 2, 5)], [(1, 2, 1, 1)]], applicability="unsafe"),
        Example(example_module("y = F.relu(x)\nreturn y.reshape((0, 3, -1, y.shape[1]))"),
                example_module("y = F.relu(x)\nreturn F.reshape_like(y, F.reshape(F.transpose(F.reshape(y, "
                               "shape=(0, 0, -1)), axes=(0, 2, 1)), shape=(0, -4, 3, -1, -2)))"),
                shapes=[[(2, 4, 3)], [(2, 4, 3, 2)], [(1, 2, 6, 1, 1)]], applicability="unsafe"),
        Example(example_module("return x.reshape((-1, 4, x.shape[1], x.shape[2]))"),
                example_module("return F.reshape_like(x, F.reshape(F.reshape(F.transpose(F.reshape(x, "
                               "shape=(0, 0, 0, -1)), axes=(0, 3, 1, 2)), shape=(-3, -2)), shape=(-4, -1, 4, -2)))"),
                shapes=[[(4, 3, 2)], [(2, 3, 2, 2)], [(2, 3, 2, 2, 3)]], applicability="unsafe"),
        # a python value among the literals could be a code: refused
        Example(example_module("return x.reshape((0, self.k, -1, x.shape[2], x.shape[3]))").replace(
                    "class Net(HybridBlock):\n", "class Net(HybridBlock):\n    k = 2\n\n"), None,
                reason="away from the cursor", shapes=[[(2, 4, 3, 3)]]),
    ]

    @staticmethod
    def receivers(node: cst.Attribute):
        return (node.value,)

    @classmethod
    def propose(cls, ctx, node: cst.Attribute) -> Fix | Refusal:
        found = reshape_receiver(ctx, node)
        if found is None:
            return Refusal(NOT_A_RESHAPE_TARGET)
        x, target, _, call = found
        # the first read carries the rewrite of the whole call: a read another fixer rewrites on
        # its own (`x.shape[0]` -> 0) then goes first, and the next round sees what is left
        first = next(n for n in iter_descendants(target) if isinstance(n, cst.Attribute)
                     and n.attr.value == "shape" and isinstance(n.value, cst.Name) and n.value.value == x)
        if first is not node:
            return Refusal(NOT_FIRST)
        return _two_sided(ctx, call, target, x) or _own_tail(ctx, call, target, x) or Refusal(NO_FORM)


def _two_sided(ctx, call: cst.Call, target, x: str) -> Fix | None:
    """``x.reshape((0, -1, x.shape[-2], x.shape[-1]))`` with the rank unknown: a head of 0s (or
    ``x.shape[i]`` at position i), one -1, the last k sizes in order. Reshape gives (head sizes,
    the rest, last k) where the rank is at least head + k, and lets the two ends overlap only
    where the overlapping sizes are 1 (the -1 must come out whole). The rewrite copies the last
    k from the right, then splits the first axis like ``F.sum(x, axis=(-k..-1), keepdims=True)``
    reshaped to the head and one more axis: that reduction keeps the head's sizes, 1 where the
    ends overlap, so both shapes agree wherever the original runs. None where the form is not
    this one (the caller refuses)."""
    f = ctx.scope.f_name if ctx.scope is not None else None
    if not f or not isinstance(target, (cst.Tuple, cst.List)):
        return None
    if any(isinstance(e, cst.StarredElement) for e in target.elements):
        return None
    values = [e.value for e in target.elements]
    minus = [i for i, v in enumerate(values) if int_literal(v) == -1]
    if len(minus) != 1:
        return None
    head, tail = values[:minus[0]], values[minus[0] + 1:]
    if not head or not tail:
        return None
    for i, v in enumerate(head):
        if int_literal(v) != 0 and shape_index(v, x) != i:
            return None
    if [shape_index(v, x, from_end=True) for v in tail] != list(range(len(tail) - 1, -1, -1)):
        return None
    # the call holds the data and the target only (reverse= or anything else: refused)
    fluent = ctx.f_path(call.func) is None
    if len(call.args) != (1 if fluent else 2) or any(a.star for a in call.args):
        return None
    k = len(tail)
    axes = "(" + ", ".join(str(-j) for j in range(k, 0, -1)) + ("," if k == 1 else "") + ")"
    back = "(-1, " + ", ".join(["0"] * k) + ")"
    front = "(" + ", ".join(["0"] * len(head) + ["-1"]) + ")"
    text = (f"{f}.reshape_like({f}.reshape({x}, shape={back}, reverse=True), "
            f"{f}.reshape({f}.sum({x}, axis={axes}, keepdims=True), shape={front}), "
            "lhs_begin=0, lhs_end=1, rhs_begin=0)")
    fix = make_fix(ctx, [(call, text)], "unsafe",
                   "keep the last sizes with reshape codes read from the end and split the first "
                   "axis like the input's leading sizes (F.reshape_like)")
    return fix if isinstance(fix, Fix) else None


def _own_tail(ctx, call: cst.Call, target, x: str) -> Fix | None:
    """``x.reshape((0, A, -1, x.shape[2], x.shape[3]))`` with the rank unknown: a head at the
    cursor (0s or ``x.shape[i]`` at position i), then positive literals with one -1 (two entries
    at most), then ``x.shape[j..j+m-1]`` in order, j at or past the head. Reshape gives (head,
    the literals with the -1 inferred, the read sizes). ``F.reshape_like(x, z)`` with z built from
    x: the axes past j+m merged into one (1 where there are none), moved before the read axes,
    merged with the axes between the head and j (-3 codes), split into the literals (-4): the
    same sizes, and z is whole where the original's -1 is. None where the form is not this one."""
    f = ctx.scope.f_name if ctx.scope is not None else None
    if not f or not isinstance(target, (cst.Tuple, cst.List)) \
            or any(isinstance(e, cst.StarredElement) for e in target.elements):
        return None
    values = [e.value for e in target.elements]
    h = 0
    while h < len(values) and (int_literal(values[h]) == 0 or shape_index(values[h], x) == h):
        h += 1
    reads = [shape_index(v, x) for v in values]
    t = len(values)
    while t > h and reads[t - 1] is not None:
        t -= 1
    middle, tail = values[h:t], reads[t:]
    lits = [int_literal(v) for v in middle]
    if not tail or not 1 <= len(middle) <= 2 or lits.count(-1) != 1 \
            or any(v is None or (v != -1 and v < 1) for v in lits):
        return None
    j, m = tail[0], len(tail)
    if tail != list(range(j, j + m)) or j < h:
        return None
    fluent = ctx.f_path(call.func) is None
    if len(call.args) != (1 if fluent else 2) or any(a.star for a in call.args):
        return None
    fix = make_fix(ctx, [(call, own_tail_text(f, x, h, lits, j, m))], "unsafe",
                   "take the shape from the tensor itself: its read axes kept, the rest merged and "
                   "split like the target (F.reshape_like)")
    return fix if isinstance(fix, Fix) else None


def own_tail_text(f: str, x: str, h: int, lits: list[int], j: int, m: int) -> str:
    """``F.reshape_like(x, z)`` for a target of a head of h sizes kept at the cursor, the
    literals ``lits`` (one -1, two entries at most), then ``x.shape[j..j+m-1]``: z is x with the
    axes past j+m merged (1 where there are none), moved before the read axes, merged with the
    axes between the head and j, split like the literals."""
    n = j + m
    z = f"{f}.reshape({x}, shape=({', '.join(['0'] * n)}, -1))"
    perm = list(range(j)) + [n] + list(range(j, n))
    z = f"{f}.transpose({z}, axes=({', '.join(map(str, perm))}))"
    head = ", ".join(["0"] * h) + (", " if h else "")
    for _ in range(j - h):
        z = f"{f}.reshape({z}, shape=({head}-3, -2))"
    if len(lits) == 2:
        z = f"{f}.reshape({z}, shape=({head}-4, {', '.join(str(v) for v in lits)}, -2))"
    return f"{f}.reshape_like({x}, {z})"
