"""HYB001 fixer: a 0/1 value cast to another tensor's dtype, ``m.astype(t.dtype)`` -> 0 and 1
of ``t``'s dtype read at ``m``.

MXNet 1.9.1 has no cast to another tensor's dtype (Cast and amp_cast take a fixed one; session
20 checked amp_multicast, which fails on the CPU build for float16/float64), so a cast of
arbitrary values stays refused.  A mask is different: a comparison, a logical operator or a
one-hot holds only 0 and 1, and ``F.take(F.concat(F.zeros_like(F.sum(t)), F.ones_like(F.sum(t)),
dim=0), m)`` reads a table of t's dtype at those indices: t's dtype, m's shape, m's values
(any size of ``t``, empty included, any values: ones_like of a NaN sum is 1; take reads an index
of any dtype, and no gradient flows to it, as none flows through a comparison). Checked in
MXNet 1.9.1 for 7 x 7 dtype pairs and 5 shape pairs, as NDArray and as Symbol: equal values,
dtype and shape (``/work/eval/s21/h44/mx_cast01_prop.py``).
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import name_bindings

from . import Example, Fixer, Refusal, example_module, make_fix
from ._shared import NOT_A_CAST
from ._util import int_literal

NO_CAST = ("MXNet 1.9.1 has no cast to another tensor's dtype (Cast takes a fixed dtype); only a 0/1 "
           "value (a comparison, a logical operator, a one-hot) cast to it has a rewrite")
# F operators whose result holds only 0 and 1, whatever the input (NaN included: checked)
_ZERO_ONE_OPS = frozenset({
    "broadcast_equal", "broadcast_not_equal", "broadcast_greater", "broadcast_greater_equal",
    "broadcast_lesser", "broadcast_lesser_equal", "broadcast_logical_and", "broadcast_logical_or",
    "broadcast_logical_xor", "logical_not"})
_COMPARISONS = (cst.Equal, cst.NotEqual, cst.LessThan, cst.LessThanEqual, cst.GreaterThan,
                cst.GreaterThanEqual)


def _cast_module(body: str) -> str:
    return example_module(body, signature="self, F, x, label")


class MaskCast(Fixer):
    code = "HYB001"
    name = "mask-cast"
    applicability = "unsafe"
    needs_f = True
    description = """
    A 0/1 value cast to another tensor's dtype: `m.astype(t.dtype)`, `F.cast(m, dtype=t.dtype)`
    with `m` a comparison of a tensor (`label != -1`, also a local every binding of which is one),
    `F.broadcast_equal`-like and logical operators, products of such values and `1 - m`, or
    `F.one_hot(i, depth, dtype=t.dtype)` ->
    `F.take(F.concat(F.zeros_like(F.sum(t)), F.ones_like(F.sum(t)), dim=0), m)`: a table of 0 and 1
    in t's dtype read at m, which is the cast for values 0 and 1 (any t, empty included; checked in
    MXNet 1.9.1 for 49 dtype pairs, NDArray and Symbol).
    Refused for any other value (MXNet 1.9.1 has no cast to another tensor's dtype), a one-hot
    given on/off values. Unsafe: a few more operators where the cast was one.
    """
    EXAMPLES = [
        # a soft Dice loss's valid-pixel mask (a comparison bound to a local)
        Example(_cast_module("p = F.softmax(x, axis=1)\nm = F.expand_dims(label, axis=1) != -1\n"
                             "return F.broadcast_mul(p, m.astype(p.dtype))"),
                _cast_module("p = F.softmax(x, axis=1)\nm = F.expand_dims(label, axis=1) != -1\n"
                             "return F.broadcast_mul(p, F.take(F.concat(F.zeros_like(F.sum(p)), "
                             "F.ones_like(F.sum(p)), dim=0), m))"),
                shapes=[[(2, 3, 4), (2, 4)], [(1, 2, 3, 3), (1, 3, 3)]]),
        # a one-hot of labels in the prediction's dtype
        Example(_cast_module("oh = F.one_hot(label, depth=3, dtype=x.dtype)\nreturn F.sum(x * oh, axis=-1)"),
                _cast_module("oh = F.take(F.concat(F.zeros_like(F.sum(x)), F.ones_like(F.sum(x)), dim=0), "
                             "F.one_hot(label, depth=3))\nreturn F.sum(x * oh, axis=-1)"),
                shapes=[[(2, 3), (2,)], [(4, 3), (4,)]]),
        # an inline comparison through F.cast, and a mask bound in both branches
        Example(_cast_module("w = F.cast(F.broadcast_greater(label, F.zeros_like(label)), dtype=x.dtype)\n"
                             "return x * w"),
                _cast_module("w = F.take(F.concat(F.zeros_like(F.sum(x)), F.ones_like(F.sum(x)), dim=0), "
                             "F.broadcast_greater(label, F.zeros_like(label)))\nreturn x * w"),
                shapes=[[(2, 3), (2, 3)], [(5,), (5,)]]),
        Example(_cast_module("if self._low:\n    m = F.relu(label) < 0.5\nelse:\n    m = F.relu(label) >= 0.5\n"
                             "return x * m.astype(x.dtype)").replace(
                                 "class Net(HybridBlock):\n", "class Net(HybridBlock):\n    _low = True\n\n"),
                _cast_module("if self._low:\n    m = F.relu(label) < 0.5\nelse:\n    m = F.relu(label) >= 0.5\n"
                             "return x * F.take(F.concat(F.zeros_like(F.sum(x)), F.ones_like(F.sum(x)), dim=0), m)").replace(
                                 "class Net(HybridBlock):\n", "class Net(HybridBlock):\n    _low = True\n\n"),
                shapes=[[(2, 3), (2, 3)]]),
        # an "and" of two masks and a "not" of one
        Example(_cast_module("y = F.relu(label)\nvalid = (y > 0.2) * (y < 0.8)\n"
                             "return F.broadcast_add(x * (1 - valid).astype(x.dtype), valid.astype(x.dtype))"),
                _cast_module("y = F.relu(label)\nvalid = (y > 0.2) * (y < 0.8)\n"
                             "return F.broadcast_add(x * F.take(F.concat(F.zeros_like(F.sum(x)), "
                             "F.ones_like(F.sum(x)), dim=0), (1 - valid)), F.take(F.concat(F.zeros_like("
                             "F.sum(x)), F.ones_like(F.sum(x)), dim=0), valid))"),
                shapes=[[(2, 3), (2, 3)], [(4,), (4,)]]),
        # a mask times a weight is not 0/1
        Example(_cast_module("w = (F.relu(label) > 0) * 2\nreturn x * w.astype(x.dtype)"), None,
                reason="no cast to another tensor's dtype", shapes=[[(2, 3), (2, 3)]]),
        # labels, not a mask: no operator casts them to another tensor's dtype
        Example(_cast_module("return F.broadcast_add(x, label.astype(x.dtype))"), None,
                reason="no cast to another tensor's dtype", shapes=[[(2, 3), (2, 3)]]),
        # a local bound to a mask in one branch and to the labels in the other
        Example(_cast_module("if self._hybrid:\n    m = label > 0\nelse:\n    m = label\n"
                             "return x * m.astype(x.dtype)").replace(
                                 "class Net(HybridBlock):\n",
                                 "class Net(HybridBlock):\n    _hybrid = True\n\n"),
                None, reason="no cast to another tensor's dtype", shapes=[[(2, 3), (2, 3)]]),
        # a one-hot with its own on/off values
        Example(_cast_module("oh = F.one_hot(label, 3, 2.0, 0.0, dtype=x.dtype)\nreturn F.sum(x * oh, axis=-1)"),
                None, reason="no cast to another tensor's dtype", shapes=[[(2, 3), (2,)]]),
    ]

    @staticmethod
    def receivers(node: cst.Attribute):
        return (node.value,)

    @classmethod
    def propose(cls, ctx, node: cst.Attribute) -> Fix | Refusal:
        f = ctx.scope.f_name
        arg = ctx.parent(node)
        call = ctx.parent(arg) if isinstance(arg, cst.Arg) else None
        if not isinstance(call, cst.Call) or any(a.star for a in call.args) or arg.value is not node:
            return Refusal(NOT_A_CAST)
        path = ctx.f_path(call.func)
        method = call.func.attr.value if path is None and isinstance(call.func, cst.Attribute) else None
        if method != "astype" and path not in (("cast",), ("Cast",), ("one_hot",)):
            return Refusal(NOT_A_CAST)
        positional = [a.value for a in call.args if a.keyword is None]
        keywords = {a.keyword.value: a.value for a in call.args if a.keyword is not None}
        mask = None
        if path is None and isinstance(call.func, cst.Attribute) and call.func.attr.value == "astype" \
                and len(call.args) == 1 and (arg.keyword is None or arg.keyword.value == "dtype"):
            mask = call.func.value               # m.astype(t.dtype)
            if not ctx.proven_tensor(mask):
                return Refusal(NO_CAST)
        elif path in (("cast",), ("Cast",)) and len(positional) == 1 and set(keywords) == {"dtype"} \
                and keywords["dtype"] is node:
            mask = positional[0]                 # F.cast(m, dtype=t.dtype)
        elif path == ("one_hot",) and keywords.get("dtype") is node and len(positional) <= 2 \
                and set(keywords) <= {"indices", "depth", "dtype"}:
            # the one-hot itself (1 and 0: no on/off values given) in its default dtype
            kept = [(f"{a.keyword.value}=" if a.keyword is not None else "") + ctx.code_for(a.value).strip()
                    for a in call.args if a is not arg]
            text = f"{f}.one_hot({', '.join(kept)})"
            return cls._fix(ctx, f, call, text, ctx.code_for(node.value))
        if mask is None or not zero_one(ctx, mask):
            return Refusal(NO_CAST)
        return cls._fix(ctx, f, call, ctx.code_for(mask).strip(), ctx.code_for(node.value))

    @staticmethod
    def _fix(ctx, f: str, call, m: str, t: str) -> Fix | Refusal:
        return make_fix(ctx, [(call, f"{f}.take({zero_one_table(f, t)}, {m})")], "unsafe",
                        f"read 0 and 1 of `{t}`'s dtype at the 0/1 value (F.take)")


def zero_one_table(f: str, t: str) -> str:
    """``[0, 1]`` in ``t``'s dtype, for any size and values of ``t``: the table a 0/1 value indexes."""
    return f"{f}.concat({f}.zeros_like({f}.sum({t})), {f}.ones_like({f}.sum({t})), dim=0)"


def zero_one(ctx, node, depth: int = 0) -> bool:
    """``node`` holds only 0 and 1 wherever it is read: a comparison with a proven tensor on one
    side, a 0/1 F operator, a one-hot without on/off values, a product of two such values, 1
    minus one, or a local of the function bound only to such values (not a parameter)."""
    if depth > 4:
        return False
    if isinstance(node, cst.Comparison):
        return (len(node.comparisons) == 1 and isinstance(node.comparisons[0].operator, _COMPARISONS)
                and (ctx.proven_tensor(node.left) or ctx.proven_tensor(node.comparisons[0].comparator)))
    if isinstance(node, cst.BinaryOperation):
        # the product of two 0/1 values (an "and" of masks) and 1 minus one (a "not")
        if isinstance(node.operator, cst.Multiply):
            return zero_one(ctx, node.left, depth + 1) and zero_one(ctx, node.right, depth + 1)
        return isinstance(node.operator, cst.Subtract) and int_literal(node.left) == 1 \
            and zero_one(ctx, node.right, depth + 1)
    if isinstance(node, cst.Call):
        path = ctx.f_path(node.func)
        if path is not None and len(path) == 1 and path[0] in _ZERO_ONE_OPS:
            return True
        if path in (("broadcast_mul",), ("elemwise_mul",)) and len(node.args) == 2 \
                and all(a.keyword is None and not a.star for a in node.args):
            return all(zero_one(ctx, a.value, depth + 1) for a in node.args)
        if path == ("one_hot",):
            positional = [a for a in node.args if a.keyword is None]
            others = {a.keyword.value for a in node.args if a.keyword is not None}
            return len(positional) <= 2 and others <= {"indices", "depth", "dtype"} \
                and not any(a.star for a in node.args)
        return False
    if isinstance(node, cst.Name) and ctx.scope is not None and isinstance(ctx.scope.func, cst.FunctionDef):
        func = ctx.scope.func
        params = [p.name.value for p in (*func.params.params, *func.params.posonly_params,
                                         *func.params.kwonly_params)]
        star = [p.name.value for p in (func.params.star_arg, func.params.star_kwarg)
                if isinstance(p, cst.Param)]
        if node.value in params or node.value in star:
            return False
        values = name_bindings(func.body, nested=True).get(node.value)
        return bool(values) and all(v is not None and zero_one(ctx, v, depth + 1) for v in values)
    return False

