"""The shapes a hybridized run implies: for HYB008's proof that two operands differ, never a rewrite.

A python operator between two legacy Symbols (``+ - * / % **``, the comparisons) runs only on two
operands of one shape: ``pred - gt`` traces to ``_minus``, whose shape inference fails on any
other pair.  So where such an operator runs on every call that returns, a hybridized run that gets
past it had ``gt`` of ``pred``'s shape; an operand whose shape the walk knows nothing of (an input
of hybrid_forward) takes the other one's for the statements after it.  A mismatch proven from
that is a failure either way: the later operator's when the shapes were equal, this one's when
they were not.

Eagerly, NDArray broadcasts, so working eager code proves no such thing: the fixers' flow
(``call_flow_of``) never sees these shapes, and a rewrite (HYB024's companion, say, which makes
this very operator broadcast) must not rest on them.
"""
from __future__ import annotations

import libcst as cst

from ._shapes import Shape, body_statements, bound_names, declared_children, shape_flow
from ._shared import BINARY, COMPARE
from .shape_flow import CallFlow, always_evaluated


def traced_flow_of(ctx) -> "CallFlow | None":
    """The flow of hybrid_forward where its straight-line plain operators also give an input of
    unknown shape the other operand's; None where no such operator reads an input (the fixers'
    flow then says all there is), in a helper, and in numpy mode (its operators broadcast)."""
    scope = ctx.scope
    if scope is None or scope.style != "hybrid_forward" or not isinstance(scope.func, cst.FunctionDef) \
            or ctx.numpy_mode:
        return None
    cache = ctx.__dict__.setdefault("_traced_flows", {})
    key = id(scope.func)
    if key not in cache:
        cache[key] = None
        unbound = _inputs_as_given(scope.func)
        if any(_plain_input(stmt, unbound[id(stmt)]) for stmt in body_statements(scope.func.body)
               if isinstance(stmt, cst.SimpleStatementLine)):
            def traced(reader, stmt, before, env):
                return equate_plain_operands(reader, stmt, before, unbound.get(id(stmt), frozenset()))
            cache[key] = CallFlow(shape_flow(ctx, scope.func, declared_children(ctx, scope.cls), traced=traced))
    return cache[key]


def _inputs_as_given(func: cst.FunctionDef) -> "dict[int, frozenset]":
    """For each top-level statement, the parameters no statement before it rebinds: an input's
    shape is the caller's to choose, so a working trace is all that tells it (a local of unknown
    shape is one the walk lost, often at an operator that fails already: a comparison of (1, n)
    with (n, 1) broadcasts eagerly to (n, n), which no operand after it shows)."""
    left = {p.name.value for p in func.params.params}
    out: dict[int, frozenset] = {}
    for stmt in body_statements(func.body):
        out[id(stmt)] = frozenset(left)
        left -= bound_names(stmt)
    return out


def _plain_operands(node) -> "tuple | None":
    # (types by identity: asked of every node a statement evaluates; libcst's classes are final)
    t = type(node)
    if t is cst.BinaryOperation and type(node.operator) in BINARY:
        return node.left, node.right
    if t is cst.Comparison and len(node.comparisons) == 1 \
            and type(node.comparisons[0].operator) in COMPARE:
        return node.left, node.comparisons[0].comparator
    return None


def _plain_input(stmt, inputs: frozenset) -> bool:
    """``stmt`` always evaluates a plain operator with one of ``inputs`` as an operand."""
    for node in always_evaluated(stmt):
        pair = _plain_operands(node)
        if pair and any(isinstance(o, cst.Name) and o.value in inputs for o in pair):
            return True
    return False


def _blank(shape: Shape) -> bool:
    """Nothing known: no rank, no size, no relation to another value."""
    return shape.rank is None and not shape.dims and shape.base is None and shape.kept is None \
        and shape.fewer is None and not shape.floor and not shape.derived


def equate_plain_operands(reader, stmt, before, inputs: frozenset) -> "dict[str, Shape]":
    """After ``stmt`` (run on every call that returns): each of ``inputs`` (as the caller gave
    them), of blank shape, that a plain operator of ``stmt`` always evaluates against a tensor of
    known rank holds that tensor's shape, unless ``stmt`` rebinds it."""
    known: dict[str, Shape] = {}
    rebound = bound_names(stmt)
    for node in always_evaluated(stmt):
        pair = _plain_operands(node)
        if pair is None:
            continue
        for blank, other in (pair, pair[::-1]):
            if not isinstance(blank, cst.Name) or blank.value not in inputs or blank.value in rebound:
                continue
            held = before.tensors.get(blank.value)
            if held is None or not _blank(held) \
                    or not (reader.ctx.is_tensor(blank, loose=True) and reader.ctx.is_tensor(other, loose=True)):
                continue
            shape = reader.value_shape(other, before.copy())
            if shape is not None and shape.rank is not None and shape is not held:
                known.setdefault(blank.value, shape)
    return known
