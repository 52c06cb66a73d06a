"""HYB007 fixer: ``nd.concatenate([a, b], axis=k)`` of tensors -> ``F.concat(a, b, dim=k)``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix
from ._util import int_literal

_ND = "from mxnet import nd\n"


def _arguments(call: cst.Call) -> dict[str, cst.BaseExpression] | str:
    """``concatenate(arrays, axis=0, always_copy=True)``'s arguments by name, or why not."""
    out: dict[str, cst.BaseExpression] = {}
    names = ("arrays", "axis", "always_copy")
    for i, arg in enumerate(call.args):
        if arg.star:
            return "the call unpacks its arguments"
        name = arg.keyword.value if arg.keyword is not None else (names[i] if i < len(names) else None)
        if name not in names or name in out:
            return "the call's arguments are not concatenate's (arrays, axis, always_copy)"
        out[name] = arg.value
    if "arrays" not in out:
        return "the call names no arrays"
    return out


def _elements(call: cst.Call) -> list[cst.BaseExpression]:
    args = _arguments(call)
    if isinstance(args, str) or not isinstance(args["arrays"], cst.List):
        return []
    return [e.value for e in args["arrays"].elements if isinstance(e, cst.Element)]


class ConcatenateToConcat(Fixer):
    code = "HYB007"
    name = "concatenate-to-concat"
    applicability = "unsafe"
    needs_f = True
    description = """
    Rewrites the NDArray-only python helper `nd.concatenate([a, b, ...], axis=k)` (also
    `F.concatenate`, eagerly mx.nd) as `F.concat(a, b, ..., dim=k)`, which mx.sym has too. MXNet
    1.9.1's helper asserts that every array has the first one's dtype and shape outside the axis,
    then copies them along it: wherever it runs, the operator computes the same values. Only a
    list literal of proven legacy tensors and a literal axis of 0 or more (0 when not given: the
    operator's own default is 1, so the dimension is always written) are rewritten; a negative
    axis fails in the helper (it slices the shape with `axis + 1`) and is refused, as are a tuple
    (the helper asserts a list), a name holding the list and a computed axis. `always_copy=` is
    dropped: the operator always copies, equal values either way. Unsafe: the helper copies
    arrays from other devices onto the first one's, the operator needs one device, and a
    gradient now flows through the result where the helper's slice copies recorded none.
    """
    EXAMPLES = [
        Example(example_module("y = F.sigmoid(x)\nm = y > 0.5\nreturn nd.concatenate([m, y], axis=1)", _ND),
                example_module("y = F.sigmoid(x)\nm = y > 0.5\nreturn F.concat(m, y, dim=1)", _ND),
                shapes=[[(2, 1, 4, 4)], [(3, 2)]]),
        Example(example_module("a = F.relu(x)\nb = F.tanh(x)\nreturn nd.concatenate([a, b, x * 2])", _ND),
                example_module("a = F.relu(x)\nb = F.tanh(x)\nreturn F.concat(a, b, x * 2, dim=0)", _ND),
                shapes=[[(2, 3)], [(5,)], [(1, 2, 2)]]),
        Example(example_module("y = F.sigmoid(x)\nreturn F.concatenate([y, F.relu(x)], 2, always_copy=False)"),
                example_module("y = F.sigmoid(x)\nreturn F.concat(y, F.relu(x), dim=2)"),
                shapes=[[(2, 3, 4)], [(1, 1, 2, 2)]]),
        Example(example_module("return nd.concatenate([F.exp(x)], axis=0, always_copy=False)", _ND),
                example_module("return F.concat(F.exp(x), dim=0)", _ND),
                shapes=[[(2, 3)], [(4,)]]),
        Example(example_module("y = F.relu(x)\nreturn nd.concatenate([y, y], axis=-1)", _ND), None,
                reason="negative axis", shapes=[[(2, 3)]]),
        Example(example_module("parts = [x, F.relu(x)]\nreturn nd.concatenate(parts, axis=1)", _ND), None,
                reason="not a list literal", shapes=[[(2, 3)]]),
        Example(example_module("y = F.relu(x)\nk = 1\nreturn nd.concatenate([y, y], axis=k)", _ND), None,
                reason="axis is not a literal", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def receivers(call: cst.Call):
        return _elements(call)

    @staticmethod
    def propose(ctx, call: cst.Call) -> Fix | Refusal:
        args = _arguments(call)
        if isinstance(args, str):
            return Refusal(args)
        arrays = args["arrays"]
        if not isinstance(arrays, cst.List):
            return Refusal("the arrays are not a list literal (the helper asserts a list; a name's "
                           "elements are not known)")
        if not arrays.elements or any(not isinstance(e, cst.Element) for e in arrays.elements):
            return Refusal("the list is empty or unpacks other lists")
        axis = args.get("axis")
        k = 0 if axis is None else int_literal(axis)
        if k is None:
            return Refusal("the axis is not a literal integer")
        if k < 0:
            return Refusal("a negative axis fails in the NDArray helper (it slices the shape at "
                           "`axis + 1`); F.concat would run where the original does not")
        flag = args.get("always_copy")
        if flag is not None and not (isinstance(flag, cst.Name) and flag.value in ("True", "False")):
            return Refusal("`always_copy=` is not a literal True/False")
        f = ctx.scope.f_name
        parts = ", ".join(ctx.code_for(e.value).strip() for e in arrays.elements)
        return make_fix(ctx, [(call, f"{f}.concat({parts}, dim={k})")], "unsafe",
                        f"use {f}.concat (same dtype and shapes asserted by the helper)")
