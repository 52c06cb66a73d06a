"""HYB007 fixer: ``nd.array(range(...))`` / ``F.array(...)`` of a python range -> ``F.arange(...)``.

Index vectors are often materialized from a python range (``nd.array(range(length))``,
``F.array([i for i in range(n)])``, ``nd.array(list(range(a, b, s)))``); ``F.arange`` with the
range's arguments builds the same values in the graph, and once the length is a size read from a
tensor the shape fixers turn the ``arange`` into ``contrib.arange_like``.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import iter_descendants, name_bindings

from . import Example, Fixer, Refusal, example_module, make_fix
from ._util import dtype_only, int_literal

NOT_A_RANGE = "the data is not a python range (`range(...)`, `list(range(...))`, `[i for i in range(...)]`)"
# float32 (nd.array's default dtype) holds every integer of magnitude up to 2**24 exactly; past it
# nd.array rounds each python int while arange accumulates in float32, and the two differ
_EXACT = 2 ** 24


class ArrayRange(Fixer):
    code = "HYB007"
    name = "array-range"
    applicability = "unsafe"
    needs_f = True
    description = """
    Rewrites the eager `nd.array(D)` / `F.array(D)` of a python range D -- `range(a[, b[, s]])`,
    `list(range(...))` or `[i for i in range(...)]` -- into `F.arange` of the range's arguments
    (`dtype=` kept): both give the integers of the range as float32 (MXNet 1.9.1, checked for
    ascending and descending steps), or in the given dtype. Safe when every argument is an integer
    literal, the range is not empty and its values are within 2**24 in magnitude; unsafe otherwise:
    an empty range is an empty array for `nd.array` but an error for `F.arange`, and past 2**24 float32
    `arange` accumulates where `nd.array` rounds each integer. A `ctx=` or any other argument, or a
    `range`/`list` the file rebinds, is refused.
    """
    EXAMPLES = [
        Example(example_module("return F.broadcast_add(x, F.array(range(3)))"),
                example_module("return F.broadcast_add(x, F.arange(3))"),
                shapes=[[(2, 3)], [(4, 3)]], applicability="safe"),
        # odd columns picked with an index vector built by a comprehension
        Example(example_module("idx = nd.array([i for i in range(1, 7, 2)])\nreturn F.take(x, idx, axis=1)",
                               imports="from mxnet import nd\n"),
                example_module("idx = F.arange(1, 7, 2)\nreturn F.take(x, idx, axis=1)",
                               imports="from mxnet import nd\n"),
                shapes=[[(2, 6)], [(3, 7)]], applicability="safe"),
        Example(example_module("w = F.array(list(range(4, 0, -1)), dtype='int32')\n"
                               "return F.broadcast_mul(x, w.astype('float32'))"),
                example_module("w = F.arange(4, 0, -1, dtype='int32')\n"
                               "return F.broadcast_mul(x, w.astype('float32'))"),
                shapes=[[(2, 4)], [(1, 4)]], applicability="safe"),
        # a length held on the block: the same values, unless the range is empty or past 2**24
        Example(example_module("pos = F.array(range(self.k))\nreturn F.broadcast_add(x, pos)",
                               init="self.k = 5\n"),
                example_module("pos = F.arange(self.k)\nreturn F.broadcast_add(x, pos)",
                               init="self.k = 5\n"),
                shapes=[[(2, 5)], [(3, 5)]]),
        # a length read from the input: arange, then the shape fixers' arange_like (QANet's
        # position signal `nd.array(range(length))`, `length = x.shape[1]`)
        Example(example_module("length = x.shape[1]\nposition = nd.array(range(length))\n"
                               "return F.broadcast_add(x, position)", imports="from mxnet import nd\n"),
                example_module("position = F.contrib.arange_like(x, axis=1)\n"
                               "return F.broadcast_add(x, position)", imports="from mxnet import nd\n"),
                shapes=[[(2, 3)], [(1, 6)]]),
        # not the range's own values: the constant fixer's to judge (it refuses this one)
        Example(example_module("return F.broadcast_add(x, F.array([2 * i for i in range(3)]))"), None,
                reason="not a literal list of numbers", shapes=[[(2, 3)]]),
        Example(example_module("return F.broadcast_add(x, F.array(range(3), mx.cpu()))",
                               imports="import mxnet as mx\n"), None,
                reason="arguments F.arange does not take", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def claims(call: cst.Call) -> bool:
        """Whether the call's data is a python range, this fixer's to answer (else the constant
        fixer's)."""
        return bool(call.args) and call.args[0].keyword is None and not call.args[0].star \
            and _range_call(call.args[0].value) is not None

    @classmethod
    def propose(cls, ctx, call: cst.Call) -> Fix | Refusal:
        f = ctx.scope.f_name
        if not cls.claims(call):
            return Refusal(NOT_A_RANGE)
        dtype = dtype_only(ctx, call.args[1:], "arange")
        if isinstance(dtype, Refusal):
            return dtype
        rng = _range_call(call.args[0].value)
        if any(b in ctx.index.imports or b in _rebound(ctx) for b in ("range", "list")):
            return Refusal("`range` or `list` is rebound in this file")
        args = [ctx.code_for(a.value).strip() for a in rng.args]
        text = f"{f}.arange({', '.join(args)}{f', dtype={dtype}' if dtype else ''})"
        return make_fix(ctx, [(call, text)], "safe" if _exact(rng) else "unsafe",
                        f"build the range with {f}.arange" + ("" if _exact(rng) else
                        " (the same values unless the range is empty or reaches past 2**24)"))


def _range_call(data: cst.BaseExpression) -> cst.Call | None:
    """The ``range(...)`` call whose values ``data`` lists: ``range(...)`` itself,
    ``list(range(...))`` or ``[i for i in range(...)]``; None otherwise."""
    if isinstance(data, cst.Call) and isinstance(data.func, cst.Name) and data.func.value == "list" \
            and len(data.args) == 1 and data.args[0].keyword is None and not data.args[0].star:
        data = data.args[0].value
    elif isinstance(data, cst.ListComp):
        gen = data.for_in
        if not (isinstance(gen.target, cst.Name) and isinstance(data.elt, cst.Name)
                and data.elt.value == gen.target.value and not gen.ifs and gen.inner_for_in is None
                and gen.asynchronous is None):
            return None
        data = gen.iter
    if not (isinstance(data, cst.Call) and isinstance(data.func, cst.Name) and data.func.value == "range"
            and 1 <= len(data.args) <= 3 and all(a.keyword is None and not a.star for a in data.args)):
        return None
    return data


def _exact(rng: cst.Call) -> bool:
    """All of the range's arguments integer literals, the range non-empty and within 2**24."""
    values = [int_literal(a.value) for a in rng.args]
    if any(v is None for v in values):
        return False
    start, stop, step = (0, values[0], 1) if len(values) == 1 else (*values, 1)[:3]
    items = range(start, stop, step) if step else range(0)
    return len(items) > 0 and max(abs(items[0]), abs(items[-1])) <= _EXACT


def _rebound(ctx) -> set[str]:
    """Names the module binds anywhere (assignments, loop and other targets, parameters): a
    `range` or `list` among them is not the builtin."""
    names = set(name_bindings(ctx.module, nested=True))
    for node in iter_descendants(ctx.module):
        if isinstance(node, cst.Param):
            names.add(node.name.value)
        elif isinstance(node, (cst.FunctionDef, cst.ClassDef)):
            names.add(node.name.value)
    return names
