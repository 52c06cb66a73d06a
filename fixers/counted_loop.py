"""HYB013 fixer: a python loop over a 1-d tensor whose length the code fixes, ``for v in
F.arange(n)`` -> ``for v in F.split(t, num_outputs=n, axis=0)``.

Eagerly a loop over a 1-d NDArray visits its n entries as (1,) arrays; a Symbol visits its
outputs (one). ``F.split(t, num_outputs=n, axis=0)`` gives n (1,) parts either way (MXNet 1.9.1:
one part for n = 1 is an array of shape (1,), whose one row is itself). The parts are Symbols of
shape (1,) when traced, and a Symbol's ``x * v`` is elementwise (same shapes only), where an
NDArray's ``x * v`` is always ``broadcast_mul`` (``NDArray.__mul__`` calls it for two arrays): the
loop's arithmetic of the variable with a tensor is written with the broadcast operator, which is
what ran eagerly.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import iter_descendants, name_bindings

from . import Example, Fixer, Refusal, example_module, make_fix
from ._util import int_literal, kwarg, number_literal, param_default, python_int
from .broadcast_operator import BINARY

NOT_COUNTED = ("the tensor's length is not one the code fixes (an F.arange / F.linspace of a python "
               "count, or elementwise arithmetic of one)")
_SCALAR_OPS = (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.Power)


def _loop_module(body: str) -> str:
    return example_module(body, init="self.n = 3")


class CountedLoop(Fixer):
    code = "HYB013"
    name = "counted-loop"
    applicability = "unsafe"
    needs_f = True
    description = """
    A python loop over a 1-d tensor whose length the code fixes -- `F.arange(n)`, `F.linspace(a,
    b, n)`, `F.contrib.arange_like` / `F.broadcast_like` over one, arithmetic of one with a
    number, or a local every binding of which is one of those, with the same n -- ->
    `for v in F.split(t, num_outputs=n, axis=0)`: the n (1,) parts a loop over the NDArray
    visited, as Symbols too; and in the loop body `a OP v` / `v OP a` of the variable with a
    tensor -> `F.broadcast_OP` (what an NDArray's operator calls for two arrays, so the same
    values eagerly; a Symbol's operator needs equal shapes). Refused for a length the code does
    not fix, a tuple target, a loop with `else`. Unsafe: n is taken to be an integer (a count
    given as `3.0` makes a float arange of 3 entries, and split needs an int).
    """
    EXAMPLES = [
        # NeRF's positional encoding: sin/cos of the input times each frequency band
        Example(_loop_module("p = F.tanh(x)\nenc = [p]\nbands = 2.0 ** F.arange(self.n)\nfor freq in bands:\n"
                             "    for func in [F.sin, F.cos]:\n        enc.append(func(p * freq))\n"
                             "return F.concat(*enc, dim=-1)"),
                _loop_module("p = F.tanh(x)\nenc = [p]\nbands = 2.0 ** F.arange(self.n)\n"
                             "for freq in F.split(bands, num_outputs=self.n, axis=0):\n"
                             "    for func in [F.sin, F.cos]:\n        enc.append(func(F.broadcast_mul(p, freq)))\n"
                             "return F.concat(*enc, dim=-1)"),
                shapes=[[(4, 3)], [(2, 5)]]),
        # a loop over a linspace given inline, the variable on the left
        Example(_loop_module("h = F.relu(x)\nacc = F.zeros_like(h)\nfor w in F.linspace(0.5, 1.5, 4):\n"
                             "    acc = acc + w * F.relu(h - w)\nreturn acc"),
                _loop_module("h = F.relu(x)\nacc = F.zeros_like(h)\nfor w in F.split(F.linspace(0.5, 1.5, 4), num_outputs=4, axis=0):\n"
                             "    acc = acc + F.broadcast_mul(w, F.relu(F.broadcast_sub(h, w)))\nreturn acc"),
                shapes=[[(2, 3)], [(3,)]]),
        # one entry: a list of the tensor, visited once as the (1,) row was
        Example(_loop_module("h = F.sigmoid(x)\nout = []\nfor s in F.arange(1) + 1:\n    out.append(h / s)\n"
                             "return F.concat(*out, dim=0)"),
                _loop_module("h = F.sigmoid(x)\nout = []\nfor s in [F.arange(1) + 1]:\n"
                             "    out.append(F.broadcast_div(h, s))\nreturn F.concat(*out, dim=0)"),
                shapes=[[(2, 3)]]),
        # the length of an input is not fixed by the code
        Example(_loop_module("out = []\nfor v in F.relu(x):\n    out.append(v)\nreturn F.concat(*out, dim=0)"),
                None, reason="for ... in", shapes=[[(2, 3)]]),
        # the variable with a value not proven a tensor (an input the analysis takes for a list)
        Example(_loop_module("out = [x]\nfor v in F.arange(self.n):\n    out.append(x * v)\n"
                             "return F.concat(*out, dim=0)"),
                None, reason="for ... in", shapes=[[(2, 3)]]),
        # a comparison with the variable: elementwise once traced
        Example(_loop_module("h = F.relu(x)\nout = []\nfor t in F.arange(self.n):\n    out.append(h > t)\n"
                             "return F.concat(*out, dim=0)"),
                None, reason="for ... in", shapes=[[(2, 3)]]),
        # a local bound to ranges of two lengths
        Example(_loop_module("r = F.arange(self.n)\nif self.n > 2:\n    r = F.arange(2)\nacc = F.zeros_like(x)\n"
                             "for v in r:\n    acc = acc + x * v\nreturn acc"),
                None, reason="for ... in", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def receivers(it, loop):
        return (it,)

    @classmethod
    def propose(cls, ctx, it: cst.BaseExpression, loop: cst.For) -> Fix | Refusal:
        """``loop`` is the ``for`` statement over ``it`` (rules see it before its parts)."""
        f = ctx.scope.f_name
        if not (isinstance(loop, cst.For) and loop.iter is it and loop.orelse is None
                and loop.asynchronous is None and isinstance(loop.target, cst.Name)):
            return Refusal("only a plain `for name in tensor:` loop has a rewrite")
        n = _count_of(ctx, it)
        if n is None:
            return Refusal(NOT_COUNTED)
        var = loop.target.value
        # one entry: the tensor itself, in a list (its one (1,) row eagerly; a split into one part
        # is one array, which HYB013 cannot tell from a tensor of any length)
        parts = f"[{_code(ctx, it)}]" if n == "1" else f"{f}.split({_code(ctx, it)}, num_outputs={n}, axis=0)"
        edits: list[tuple[cst.CSTNode, str]] = [(it, parts)]
        ops = []
        for node in iter_descendants(loop.body):
            if isinstance(node, cst.Comparison) and any(
                    isinstance(n, cst.Name) and n.value == var
                    for n in (node.left, *(c.comparator for c in node.comparisons))):
                return Refusal(f"`{_code(ctx, node)}` compares the loop variable (elementwise on equal "
                               "shapes only, once traced)")
            other = _other_operand(node, var)
            if other is None or number_literal(other) is not None:
                continue
            if not (type(node.operator) in BINARY and ctx.proven_tensor(other)):
                # left elementwise, it would fail on the (1,) Symbol parts; a rewrite needs the
                # other operand proven a tensor (or a number, a scalar operator either way)
                return Refusal(f"`{_code(ctx, node)}` combines the loop variable with a value not "
                               "known to be a tensor or a number")
            ops.append(node)
        # an operation inside another (`F.relu(h - v) * v`) is written inside the outer one's text
        outer = [a for a in ops if not any(b is not a and _inside(a, b) for b in ops)]
        for node in outer:
            edits.append((node, _code(ctx, node.visit(_Broadcast(f, {id(n) for n in ops})))))
        note = " and its arithmetic with tensors as broadcast operators" if len(edits) > 1 else ""
        what = "a list of the one-entry tensor" if n == "1" else f"the {n} parts of {f}.split"
        return make_fix(ctx, edits, "unsafe", f"loop over {what}{note}")


def _code(ctx, node) -> str:
    return " ".join(ctx.code_for(node).split())


class _Broadcast(cst.CSTTransformer):
    """The operations ``ids`` names (by the original nodes) as F.broadcast_* calls."""

    def __init__(self, f: str, ids: set[int]):
        super().__init__()
        self.f, self.ids = f, ids

    def leave_BinaryOperation(self, original, updated):
        if id(original) not in self.ids:
            return updated
        op = BINARY[type(original.operator)][1]
        return cst.Call(func=cst.parse_expression(f"{self.f}.{op}"),
                        args=[cst.Arg(updated.left.with_changes(lpar=[], rpar=[])),
                              cst.Arg(updated.right.with_changes(lpar=[], rpar=[]))])


def _inside(inner, outer) -> bool:
    return any(d is inner for d in iter_descendants(outer))


def _other_operand(node, var: str):
    """In ``v OP t`` / ``t OP v`` (``v`` the loop variable), ``t``; None for any other node."""
    if not isinstance(node, cst.BinaryOperation):
        return None
    left_var = isinstance(node.left, cst.Name) and node.left.value == var
    right_var = isinstance(node.right, cst.Name) and node.right.value == var
    if left_var == right_var:
        return None
    return node.right if left_var else node.left


def _count_of(ctx, it, depth: int = 0) -> str | None:
    """The python count of entries of the 1-d tensor ``it`` as text, or None."""
    if depth > 20:
        return None
    if isinstance(it, cst.Name):
        func = ctx.scope.func if ctx.scope is not None else None
        if not isinstance(func, cst.FunctionDef):
            return None
        values = name_bindings(func.body, nested=True).get(it.value)
        if not values or any(v is None for v in values):
            return None
        counts = {_count_of(ctx, v, depth + 1) for v in values}
        return counts.pop() if len(counts) == 1 and None not in counts else None
    if isinstance(it, cst.BinaryOperation) and isinstance(it.operator, _SCALAR_OPS):
        if number_literal(it.left) is not None:
            return _count_of(ctx, it.right, depth + 1)
        if number_literal(it.right) is not None:
            return _count_of(ctx, it.left, depth + 1)
        return None
    if not isinstance(it, cst.Call) or any(a.star for a in it.args):
        return None
    path = ctx.f_path(it.func)
    positional = [a.value for a in it.args if a.keyword is None]
    named = {a.keyword.value for a in it.args if a.keyword is not None}
    if path == ("arange",):
        # `F.arange(n)`: n entries; a start, step or repeat makes the count arithmetic
        if len(positional) == 1 and named <= {"dtype", "ctx"}:
            return _int_text(ctx, positional[0])
        return None
    if path == ("linspace",):
        num = positional[2] if len(positional) > 2 else kwarg(it, "num")
        return _int_text(ctx, num) if named <= {"start", "stop", "num", "endpoint", "dtype", "ctx"} else None
    if path == ("contrib", "arange_like") and positional and named <= {"start", "step"}:
        return _count_of(ctx, positional[0], depth + 1)
    if path == ("broadcast_like",) and len(positional) == 2 and not named:
        return _count_of(ctx, positional[1], depth + 1)
    return None


def _int_text(ctx, node) -> str | None:
    """``node``'s text when it is a python integer (a literal, a configuration attribute, integer
    arithmetic of those, a parameter whose default is an integer)."""
    if node is None:
        return None
    if python_int(ctx, node) or int_literal(param_default(ctx, node)) is not None:
        return _code(ctx, node)
    return None

