"""HYB013 fixer: ``len(t)`` of one proven tensor used as its batch size -> shape-free operators.

Eagerly ``len(t)`` is ``t.shape[0]``; hybridized it is the Symbol's number of outputs (1), which
silently changes what the block computes. The size's uses are rewritten as shape-uses rewrites
those of ``t.shape[0]`` (reshape codes, ``arange_like``, ``broadcast_like``, a graph value in
arithmetic with tensors); a name that may hold a python list (whose len counts its items) is
refused.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_class, example_module
from .shape_flow import len_uses
from .stacked_copies import StackedCopies


class LenAsSize(Fixer):
    code = "HYB013"
    name = "len-as-size"
    applicability = "unsafe"
    needs_f = True
    description = """
    `len(t)` of a proven legacy tensor `t` (its first size eagerly, its number of outputs, 1,
    hybridized) -> the size's uses written with shape-free operators, as `t.shape[0]`'s are:
    `x.reshape((len(x), -1))` -> `x.reshape((0, -1))`, `F.sum(y, axis=0) / len(y)` ->
    `F.mean(y, axis=0)`, `s / len(y)` -> a broadcast division by the last entry of
    `F.contrib.arange_like(y, start=1, axis=0)`, and `F.stack(*[t] * len(u), axis=a)` (copies of
    one tensor, one per sample of `u`) -> `F.broadcast_like(F.expand_dims(t, axis=a), u,
    lhs_axes=(a,), rhs_axes=(0,))` as stacked-copies writes `u.shape[0]`'s. Refused where `t` may be a
    python list or tuple (an input used only as a list allows, an item of a container) and where
    a use has no shape-free form. Unsafe as shape-uses is.
    """
    EXAMPLES = [
        # an inverse-propensity-weighted mean over the batch
        Example(example_module("e = F.sigmoid(x)\nn = len(e)\nreturn F.sum(e, axis=0) / n"),
                example_module("e = F.sigmoid(x)\nreturn F.mean(e, axis=0)"),
                shapes=[[(4, 3)], [(1, 2)]]),
        Example(example_module("y = F.relu(x)\nreturn y.reshape((len(y), -1))"),
                example_module("y = F.relu(x)\nreturn y.reshape((0, -1))"),
                shapes=[[(2, 3, 4)], [(1, 5)]]),
        # an input handed to a method of the block that feeds it to an F operator (through
        # arithmetic with numbers): a list there fails eagerly, so the input is a tensor
        Example(example_class("def _ids(self, F, v):\n    return F.floor((v + 1) * 2.5)\n\n"
                              "def hybrid_forward(self, F, x):\n    e = self._ids(F, x)\n"
                              "    return e.sum(axis=1) / len(x)"),
                example_class("def _ids(self, F, v):\n    return F.floor((v + 1) * 2.5)\n\n"
                              "def hybrid_forward(self, F, x):\n    e = self._ids(F, x)\n"
                              "    return F.broadcast_div(e.sum(axis=1), F.slice_axis(F.contrib.arange_like(e, start=1, "
                              "axis=0), axis=0, begin=-1, end=None))"),
                shapes=[[(4, 3)], [(2, 5)]]),
        # a coordinate map stacked once per sample (CoordConv's channels over `len(x)`): copies
        # along the batch, repeated to x's first axis as for `x.shape[0]`
        Example(example_module("g = F.tanh(y)\nc = F.stack(*[g] * len(x), axis=0)\nreturn F.concat(x, c, dim=1)",
                               signature="self, F, x, y"),
                example_module("g = F.tanh(y)\nc = F.broadcast_like(F.expand_dims(g, axis=0), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                               "return F.concat(x, c, dim=1)", signature="self, F, x, y"),
                shapes=[[(3, 2, 4, 5), (2, 4, 5)], [(1, 1, 2, 2), (3, 2, 2)]]),
        # ... the comprehension's copies of a name, stacked on the last axis
        Example(example_module("h = F.relu(x)\nreturn F.stack(*[h for _ in range(len(x))], axis=-1)"),
                example_module("h = F.relu(x)\nreturn F.broadcast_like(F.expand_dims(h, axis=-1), x, lhs_axes=(-1,), rhs_axes=(0,))"),
                shapes=[[(3, 2)], [(1, 4, 2)]]),
        # ... but copies counted by an input that may be a list of tensors: its len counts its items
        Example(example_module("h = F.relu(x[0])\nreturn F.stack(*[h] * len(x))"), None,
                reason="used only in ways a python list allows", shapes=[[(3, 2)]]),
        # an input used only as a list allows: a list's len counts its items
        Example(example_module("return x[0] / len(x)"), None, reason="used only in ways a python list allows"),
        # copies of an input written in a display starred into F.stack: each item is a
        # positional data argument, which MXNet takes only as an NDArray (session 64, H430)
        Example(example_module("c = F.stack(*[y] * len(x), axis=0)\nreturn F.concat(x, c, dim=1)",
                               signature="self, F, x, y"),
                example_module("c = F.broadcast_like(F.expand_dims(y, axis=0), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                               "return F.concat(x, c, dim=1)", signature="self, F, x, y"),
                shapes=[[(3, 2, 4, 5), (2, 4, 5)], [(1, 1, 2, 2), (3, 2, 2)]]),
        # an input shifted by number literals (`> 0.3`, `+ 1.0`) into a local used as a tensor:
        # a list raises TypeError there and a number gives a number, which the operator rejects
        Example(example_module("m = x > 0.3\nreturn F.relu(m) / len(m)"),
                example_module("m = x > 0.3\nreturn F.broadcast_div(F.relu(m), F.slice_axis(F.contrib.arange_like(m, start=1, "
                               "axis=0), axis=0, begin=-1, end=None))"),
                shapes=[[(3, 2)], [(4, 2, 2)]]),
        Example(example_module("s = (x + 1.0) * 0.5\nreturn F.sum(F.relu(s), axis=0) / len(s)"),
                example_module("s = (x + 1.0) * 0.5\nreturn F.mean(F.relu(s), axis=0)"),
                shapes=[[(3, 2)], [(4, 2, 2)]]),
        # ... but not a bare `* 2`: a list's repetition (and nothing else shows an array)
        Example(example_module("m = x * 2\nreturn F.relu(m) / len(m)"), None,
                reason="used only in ways a python list allows"),
    ]

    @classmethod
    def propose(cls, ctx, node: cst.Call) -> Fix | Refusal:
        if len(node.args) == 1 and not node.args[0].star and node.args[0].keyword is None:
            # `F.stack(*[t] * len(u))`: copies over u's first axis, as of `u.shape[0]`
            copies = StackedCopies.of_count(ctx, node, node.args[0].value, 0, cls.applicability)
            if copies is not None:
                return copies
        return len_uses(ctx, node)
