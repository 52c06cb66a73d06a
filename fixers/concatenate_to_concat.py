"""HYB007 fixer: ``nd.concatenate([a, b], axis=1)`` -> ``F.concat(a, b, dim=1)``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, make_fix
from ._util import int_literal

_HEAD = "from mxnet import nd\nfrom mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"


def _module(body: str, head: str = _HEAD) -> str:
    return head + "    def hybrid_forward(self, F, x):\n" + "".join(
        f"        {line}\n" for line in body.splitlines())


def _parts(call: cst.Call):
    """(list literal, axis node or None, always_copy node or None), or a reason string."""
    if any(a.star for a in call.args):
        return "the call unpacks its arguments"
    positional = [a.value for a in call.args if a.keyword is None]
    named = {a.keyword.value: a.value for a in call.args if a.keyword is not None}
    if set(named) - {"arrays", "axis", "always_copy"} or len(positional) > 3:
        return "the call has arguments nd.concatenate does not take"
    slots = dict(zip(("arrays", "axis", "always_copy"), positional))
    if set(slots) & set(named):
        return "an argument is given twice"
    slots.update(named)
    arrays = slots.get("arrays")
    if not isinstance(arrays, cst.List) or not arrays.elements:
        return "the arrays are not a list literal"
    if any(isinstance(e, cst.StarredElement) for e in arrays.elements):
        return "the list unpacks another sequence"
    return arrays, slots.get("axis"), slots.get("always_copy")


class ConcatenateToConcat(Fixer):
    code = "HYB007"
    name = "concatenate-to-concat"
    applicability = "safe"
    needs_f = True
    description = """
    Rewrites the NDArray-only `nd.concatenate([a, b, ...], axis=k)` (also `F.concatenate`, which
    mx.sym lacks, and the imported name) as `F.concat(a, b, ..., dim=k)`. MXNet 1.9.1's python
    function fills an empty array of the summed shape with each array in turn, the values
    `concat` computes (it asserts equal dtypes and the other axes equal, as concat requires).
    Only a list literal of proven tensors and a non-negative integer literal axis (default 0)
    are taken: the function reads `shape[axis + 1:]`, so a negative axis does not mean the last
    axes there. `always_copy` only decides whether one array is returned itself or copied: the
    same values.
    """
    EXAMPLES = [
        Example(_module("a = F.relu(x)\nb = F.tanh(x)\nreturn nd.concatenate([a, b], axis=1)"),
                _module("a = F.relu(x)\nb = F.tanh(x)\nreturn F.concat(a, b, dim=1)"),
                shapes=[[(2, 3)], [(2, 3, 4)]]),
        Example(_module("y = F.concatenate([x, x * 2, F.sigmoid(x)])\nreturn F.sum(y, axis=0)"),
                _module("y = F.concat(x, x * 2, F.sigmoid(x), dim=0)\nreturn F.sum(y, axis=0)"),
                shapes=[[(2, 3)], [(1, 4)]]),
        Example(_module("return concatenate([F.abs(x)], 1, False) + 1",
                        head=_HEAD.replace("from mxnet import nd",
                                           "from mxnet.ndarray import concatenate")),
                _module("return F.concat(F.abs(x), dim=1) + 1",
                        head=_HEAD.replace("from mxnet import nd",
                                           "from mxnet.ndarray import concatenate")),
                shapes=[[(2, 3)], [(3, 2, 2)]]),
        # a negative axis reads shape[axis + 1:] as the whole shape in MXNet's function
        Example(_module("return nd.concatenate([x, x], axis=-1)"), None,
                reason="use F.concat(*arrays, dim=axis) instead", shapes=[[(2, 3)]]),
        Example(_module("parts = [x, x]\nreturn nd.concatenate(parts, axis=1)"), None,
                reason="use F.concat(*arrays, dim=axis) instead", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def receivers(call: cst.Call):
        parts = _parts(call)
        return () if isinstance(parts, str) else tuple(e.value for e in parts[0].elements)

    @staticmethod
    def propose(ctx, call: cst.Call) -> Fix | Refusal:
        parts = _parts(call)
        if isinstance(parts, str):
            return Refusal(parts)
        arrays, axis, always_copy = parts
        dim = 0 if axis is None else int_literal(axis)
        if dim is None or dim < 0:
            return Refusal("the axis is not a non-negative integer literal")
        if always_copy is not None and not (isinstance(always_copy, cst.Name)
                                            and always_copy.value in ("True", "False")):
            return Refusal("always_copy is not a bool literal")
        items = ", ".join(ctx.code_for(e.value).strip() for e in arrays.elements)
        f = ctx.scope.f_name
        return make_fix(ctx, [(call, f"{f}.concat({items}, dim={dim})")], "safe",
                        f"use {f}.concat")
