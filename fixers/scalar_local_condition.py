"""HYB002 fixer: ``n = t.asscalar()`` feeding only ``if n > 0:`` -> ``n = t`` and the branch
rewrite on the tensor condition (the held form of ``scalar_condition``)."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Edit, Fix
from hybridlint.engine.walk import iter_descendants

from . import Example, Fixer, Refusal, example_module, make_fix
from ._dtypes import function_proof
from ._util import builtin_call, is_pure, name_nodes, number_literal, short_code
from ._numpy_roundtrip import F32_MAX, F32_TINY, number_function, number_name, number_values
from .branch_to_where import singular_operations
from .scalar_condition import THROUGH, NOT_A_CONDITION, number_cast, branch_on_tensor


class BoundScalarCondition(Fixer):
    code = "HYB002"
    name = "scalar-local-condition"
    applicability = "unsafe"
    needs_f = True
    description = """
    The same rewrite when the number is first held in a local: `n = F.sum(m).asscalar()` (or
    `float(...)`) followed by `if n > 0:` becomes `n = F.sum(m)` and the `if` (or `a if n > 0 else
    b`) is rewritten on the tensor condition as HYB006 does. Offered only when the local is bound
    once and every other occurrence of it sits in the condition of an `if` or conditional
    expression (through comparisons with one operator and arithmetic) or is an operand of `+ - *
    /` or of a comparison whose other operand is a tensor (`x / n`, then `F.broadcast_div(x, n)`;
    `x > n`, a mask, then `F.broadcast_greater(x, n)`: python broadcast the number, Symbol
    arithmetic and comparison of two tensors do not); the same arithmetic on a read with no
    local (`x / x.max().asscalar()`) is rewritten alone. A use anywhere else (a call, `not n`, a
    chained `0 < n < 1`) keeps the python number needed, and is refused; python-number arithmetic
    on it before it meets the tensor (`x / (n + 1.0)`, `y * (1.0 / n)`) is kept, on the one-element
    tensor, inside the broadcast, and so are python's and numpy's functions of one number there
    (`math.sqrt`, `np.log10`, `log`, `exp`, `log2`, `log1p`, `expm1`: F's of the one-element
    tensor; `x ** (math.log(0.5) / math.log(n))`, F.broadcast_power). Such
    arithmetic inside a branch being rewritten is made in the rewritten text when it occurs there
    once (`if m > 0: x = x / m` -> `x = F.where(..., F.broadcast_div(x, m), x)`); otherwise the
    read and the arithmetic are rewritten first alone (eagerly `if n > 0:` on a one-element tensor
    tests the same), and the `if` on the tensor condition next, by HYB006's fixers. Unsafe, as the
    direct form: both branches of
    F.where are evaluated, and the comparison and arithmetic happen in the tensor's dtype.
    """
    EXAMPLES = [
        # a number read only to scale a tensor: the tensor stays, the arithmetic broadcasts
        Example(example_module("m = F.max(F.abs(x)).asscalar()\nreturn x / m"),
                example_module("m = F.stop_gradient(F.max(F.abs(x)))\nreturn F.broadcast_div(x, m)"),
                shapes=[[(2, 3)], [(4,)], [(1, 2, 2)]]),
        Example(example_module("return F.relu(x) - float(F.mean(x).asscalar())"),
                example_module("return F.broadcast_sub(F.relu(x), F.stop_gradient(F.mean(x)))"),
                shapes=[[(2, 3)], [(5,)]]),
        Example(example_module("s = F.sum(F.square(x)).asscalar()\ny = x * s\nif s > 1:\n    y = F.tanh(y)\n"
                               "return y + s"),
                example_module("s = F.stop_gradient(F.sum(F.square(x)))\ny = F.broadcast_mul(x, s)\n"
                               "y = F.where(F.broadcast_add(F.zeros_like(y), s > 1), F.tanh(y), y)\n"
                               "return F.broadcast_add(y, s)"),
                shapes=[[(2, 3)], [(1, 1)], [(4,)]]),
        # arithmetic on the number inside a branch rewritten on it: made in the rewritten text; the
        # divisor the condition tests is 1 where the branch is not picked (branch-to-where: else
        # F.where's backward is 0 * inf = NaN where the guard kept it away from 0, MXNet 1.9.1)
        Example(example_module("m = x.max().asscalar()\nif m > 0:\n    x = x / m\nreturn x"),
                example_module("m = F.stop_gradient(x.max())\nx = F.where(F.broadcast_add(F.zeros_like(x), m > 0), "
                               "F.broadcast_div(x, F.where(F.reshape_like(F.broadcast_add(F.zeros_like(m), m > 0), m), "
                               "m, F.ones_like(m))), x)\nreturn x"),
                shapes=[[(2, 3)], [(4,)], [(1, 2, 2)]]),
        Example(example_module("s = F.abs(x).sum().asscalar()\nif s > 1:\n    y = F.tanh(x)\nelse:\n    y = x * s + 1\n"
                               "return y"),
                example_module("s = F.stop_gradient(F.abs(x).sum())\ny = F.where(F.broadcast_add(F.zeros_like(F.tanh(x)), s > 1), "
                               "F.tanh(x), F.broadcast_mul(x, s) + 1)\nreturn y"),
                shapes=[[(2, 3)], [(5,)]]),
        # a divisor computed by norm: the guard lets it be 0 where the branch is not picked, and
        # norm's own backward is NaN there, guarded or not (branch-to-where refuses it)
        Example(example_module("n = F.norm(x).asscalar()\nif n > 1.0:\n    x = x / n\nreturn F.relu(x) * 2"),
                None, reason="computed by `norm`"),
        # the same arithmetic twice in the rewritten branch text: which copy is which is not known,
        # so the read and its arithmetic first, the `if` in the next round
        Example(example_module("m = x.max().asscalar()\nif m > 0:\n    y = x / m\nelse:\n    y = x / m\nreturn y"),
                example_module("m = F.stop_gradient(x.max())\ny = F.where(F.broadcast_add(F.zeros_like(F.broadcast_div(x, m)), m > 0), "
                               "F.broadcast_div(x, F.where(F.reshape_like(F.broadcast_add(F.zeros_like(m), m > 0), m), "
                               "m, F.ones_like(m))), F.broadcast_div(x, F.where(F.reshape_like(F.broadcast_add("
                               "F.zeros_like(m), m > 0), m), F.ones_like(m), m)))\nreturn y"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(example_module("s = F.sum(x).asscalar()\nif s > 0:\n    out = x / s\nelse:\n    out = -x\nreturn out"),
                example_module("s = F.stop_gradient(F.sum(x))\nout = F.where(F.broadcast_add(F.zeros_like(-x), s > 0), "
                               "F.broadcast_div(x, F.where(F.reshape_like(F.broadcast_add(F.zeros_like(s), s > 0), s), "
                               "s, F.ones_like(s))), -x)\nreturn out"),
                shapes=[[(2, 3)], [(5,)]]),
        Example(example_module("v = F.mean(F.abs(x)).asscalar()\nif v < 0.5:\n    y = x * v\nelse:\n"
                               "    y = F.relu(x) - v\nreturn y"),
                example_module("v = F.stop_gradient(F.mean(F.abs(x)))\ny = F.where(F.broadcast_add(F.zeros_like(F.broadcast_mul(x, v)), "
                               "v < 0.5), F.broadcast_mul(x, v), F.broadcast_sub(F.relu(x), v))\nreturn y"),
                shapes=[[(2, 3)], [(3, 1)]]),
        Example(example_module("m = x.max().asscalar()\nfor i in range(2):\n    if m > 0:\n        x = x / m\n"
                               "        return x\nreturn x"), None, reason="a branch returns"),
        # python-number arithmetic on the number first, then the tensor arithmetic around it
        Example(example_module("m = x.max().asscalar()\nreturn F.relu(x) * (1.0 / m)"),
                example_module("m = F.stop_gradient(x.max())\nreturn F.broadcast_mul(F.relu(x), 1.0 / m)"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(example_module("v = x.sum(axis=1).mean().asscalar()\nreturn x / (v + 1.0)"),
                example_module("v = F.stop_gradient(x.sum(axis=1).mean())\nreturn F.broadcast_div(x, v + 1.0)"),
                shapes=[[(4, 3)], [(2, 5)]]),
        Example(example_module("return F.tanh(x) - 2 * x.mean().asscalar() + 1"),
                example_module("return F.broadcast_sub(F.tanh(x), 2 * F.stop_gradient(x.mean())) + 1"),
                shapes=[[(2, 3)], [(3, 1, 2)]]),
        # a tensor compared with the number: a mask by a threshold read from the data (the
        # comparison broadcasts as the arithmetic does)
        Example(example_module("return F.where(x > x.mean().asscalar(), x, F.zeros_like(x))"),
                example_module("return F.where(F.broadcast_greater(x, F.stop_gradient(x.mean())), x, F.zeros_like(x))"),
                shapes=[[(2, 3)], [(5,)], [(1, 2, 2)]]),
        Example(example_module("thr = x.max().asscalar()\ny = F.relu(x)\nreturn F.where(0.5 * thr <= y, y, -y)"),
                example_module("thr = F.stop_gradient(x.max())\ny = F.relu(x)\nreturn F.where(F.broadcast_lesser_equal(0.5 * thr, y), y, -y)"),
                shapes=[[(2, 3)], [(4,)]]),
        # python's and numpy's functions of the number on the way (Drago's tone map `np.log10(lmax
        # + 1)`, RetinexNet's adaptive gamma `x ** (math.log(0.5) / math.log(mean))`): F's of the
        # one-element tensor, and `**` with a tensor is broadcast_power
        Example(example_module("m = F.abs(x).max().asscalar()\nreturn x / math.sqrt(m + 1)", imports="import math\n"),
                example_module("m = F.stop_gradient(F.abs(x).max())\nreturn F.broadcast_div(x, F.sqrt(m + 1))",
                               imports="import math\n"),
                shapes=[[(2, 3)], [(4,)], [(1, 2, 2)]]),
        Example(example_module("lmax = F.abs(x).max().asscalar()\ny = F.log(F.abs(x) + 1)\n"
                               "return y / (np.log10(lmax + 1) * (y + 1))", imports="import numpy as np\n"),
                example_module("lmax = F.stop_gradient(F.abs(x).max())\ny = F.log(F.abs(x) + 1)\n"
                               "return y / (F.broadcast_mul(F.log10(lmax + 1), (y + 1)))", imports="import numpy as np\n"),
                shapes=[[(2, 3)], [(3, 1, 2)]]),
        Example(example_module("s = F.sigmoid(x).mean().asscalar()\nreturn F.sigmoid(x) ** (math.log(0.5) / math.log(s))",
                               imports="import math\n"),
                example_module("s = F.stop_gradient(F.sigmoid(x).mean())\n"
                               "return F.broadcast_power(F.sigmoid(x), math.log(0.5) / F.log(s))", imports="import math\n"),
                shapes=[[(2, 3)], [(5,)]]),
        # ... and in a branch on the number (RetinexNet's `if mean < 0.5:` gamma): the divisor
        # F.log(s) guarded to 1 where the branch is not picked; the log of `s`, held under
        # stop_gradient, needs no guard of its own (its backward's NaN at 0 reaches only `s`)
        Example(example_module("s = F.sigmoid(x).mean().asscalar()\ny = F.sigmoid(x)\nif s < 0.5:\n"
                               "    y = y ** (math.log(0.5) / math.log(s))\nreturn y", imports="import math\n"),
                example_module("s = F.stop_gradient(F.sigmoid(x).mean())\ny = F.sigmoid(x)\n"
                               "y = F.where(F.broadcast_add(F.zeros_like(y), s < 0.5), F.broadcast_power(y, math.log(0.5) / F.where(F.reshape_like(F.broadcast_add(F.zeros_like(F.log(s)), s < 0.5), F.log(s)), F.log(s), F.ones_like(F.log(s)))), y)\nreturn y", imports="import math\n"),
                shapes=[[(2, 3)], [(5,)], [(1, 2, 2)]]),
        # ... but not one of two arguments (math.log(v, 2)), nor one F has no operator for here
        Example(example_module("m = F.abs(x).max().asscalar()\nreturn x / math.log(m + 2, 2)", imports="import math\n"),
                None, reason="is also read elsewhere"),
        Example(example_module("m = F.abs(x).max().asscalar()\nreturn x * math.atan(m)", imports="import math\n"),
                None, reason="is also read elsewhere"),
        Example(example_module("m = x.max().asscalar()\nreturn F.relu(x) * round(m, 2)"), None,
                reason="is also read elsewhere"),
        # python's clamp of the number, `min(max(v, lo), hi)` (VQGAN's adaptive GAN weight clamped to
        # [0, 1e4]): F.clip of the one-element tensor, NaN kept as python keeps it
        Example(example_module("return x * min(max(x.mean().asscalar(), 0.0), 0.25)"),
                example_module("return F.broadcast_mul(x, F.clip(F.stop_gradient(x.mean()), 0.0, 0.25))"),
                shapes=[[(2, 3)], [(5,)], [(1, 2, 2)]]),
        Example(example_module("s = max(min(F.abs(x).sum().asscalar(), 2), -1) + 0.5\nreturn F.relu(x) / s"),
                example_module("s = F.clip(F.stop_gradient(F.abs(x).sum()), -1, 2) + 0.5\nreturn F.broadcast_div(F.relu(x), s)"),
                shapes=[[(2, 3)], [(4,)]]),
        # ... held in a local that rebinds the tensor's name, times a number the block holds
        # (`d_weight = min(max(d_weight.asscalar(), 0.0), 1e4) * self.disc_weight`), and met by
        # the loss times a python factor: the earlier `w` is the tensor read, the later ones the number
        Example(example_module("w = F.abs(x).mean() * 3\n"
                               "w = min(max(w.asscalar(), 0.0), 1.5) * self.weight\n"
                               "factor = 1.0 if self.on else 0.0\nreturn F.tanh(x) + w * factor * x",
                               init="self.weight = 0.8\nself.on = True"),
                example_module("w = F.abs(x).mean() * 3\n"
                               "w = F.clip(F.stop_gradient(w), 0.0, 1.5) * self.weight\n"
                               "factor = 1.0 if self.on else 0.0\nreturn F.tanh(x) + F.broadcast_mul(w * factor, x)",
                               init="self.weight = 0.8\nself.on = True"),
                shapes=[[(2, 3)], [(4,)], [(1, 2, 2)]]),
        # ... but not a ratio of norms (VQGAN's own weight): norm's backward is NaN at 0, and a zero
        # gradient through stop_gradient still meets it
        Example(example_module("w = F.norm(x) / (F.norm(F.relu(x)) + 1e-4)\n"
                               "w = min(max(w.asscalar(), 0.0), 1.5) * self.weight\nreturn F.tanh(x) + w * x",
                               init="self.weight = 0.8"), None, reason="whose gradient is NaN"),
        # the number second (`max(0.0, v)` gives 0.0 for NaN, clip NaN), or bounds that cross
        # (python gives hi, clip lo below both): no clamp, and the number is read elsewhere
        Example(example_module("return x * min(max(0.0, x.mean().asscalar()), 0.25)"), None,
                reason="does not only feed an `if` condition"),
        Example(example_module("return x * min(max(x.mean().asscalar(), 0.5), 0.25)"), None,
                reason="does not only feed an `if` condition"),
        # the local rebound inside a branch: a read after the `if` may see either value
        Example(example_module("w = F.abs(x).mean()\nif self.on:\n    w = min(max(w.asscalar(), 0.0), 1.5)\nreturn x * w",
                               init="self.on = True"), None, reason="is also read elsewhere"),
        # ... or read by a lambda made before it, which runs after it
        Example(example_module("w = F.abs(x).mean()\nscale = lambda t: t * w\nw = min(max(w.asscalar(), 0.0), 1.5)\n"
                               "return scale(x) + x * w"), None, reason="is also read elsewhere"),
        Example(example_module("n = (x > 0).sum().asscalar()\nif n > 0:\n    y = F.relu(x)\nelse:\n    y = x\nreturn y"),
                example_module("n = (x > 0).sum()\ny = F.where(F.broadcast_add(F.zeros_like(x), n > 0), F.relu(x), x)\n"
                               "return y"),
                shapes=[[(2, 3)], [(4,)], [(1, 2, 2)]]),
        Example(example_module("v = float(F.mean(x).asscalar())\ny = F.tanh(x)\nreturn y * 2 if v < 0 else y"),
                example_module("v = F.mean(x)\ny = F.tanh(x)\nreturn F.contrib.cond(v < 0, lambda: y * 2, lambda: y)"),
                shapes=[[(2, 3)], [(5,)]]),
        Example(example_module("total = F.sum(F.abs(x)).asscalar()\nif total == 0:\n    return F.zeros_like(x)\n"
                               "return x / 2"),
                example_module("total = F.sum(F.abs(x))\nreturn F.contrib.cond(total == 0, lambda: F.zeros_like(x), "
                               "lambda: x / 2)"),
                shapes=[[(2, 3)], [(3, 1)]]),
        Example(example_module("m = x.max().asscalar()\nif m > 1:\n    x = x - 1\nif m * 2 < 1:\n    x = x * 2\nreturn x"),
                example_module("m = x.max()\nx = F.where(F.broadcast_add(F.zeros_like(x), m > 1), x - 1, x)\n"
                               "x = F.where(F.broadcast_add(F.zeros_like(x), m * 2 < 1), x * 2, x)\nreturn x"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(example_module("m = x.mean().asscalar()\nif 0 < m < 1:\n    x = x * 2\nreturn x"), None,
                reason="is also read elsewhere"),
        # a count through int() (GRU4Rec's `n = int(starts.sum().asscalar())`, `if n > 0:`): int
        # truncates, as F.trunc does, so a sum below 1 tests as 0 on both sides
        Example(example_module("n = int(F.sum(F.abs(x)).asscalar())\nif n > 0:\n    x = x * 2\nreturn x"),
                example_module("n = F.trunc(F.sum(F.abs(x)))\nx = F.where(F.broadcast_add(F.zeros_like(x), n > 0), x * 2, x)\n"
                               "return x"),
                shapes=[[(1, 1)], [(2, 3)], [(4,)]]),
        # the count also met by arithmetic: held-counts' chain (refused there too: a branch reads it)
        Example(example_module("n = int(F.sum(F.abs(x)).asscalar())\nif n > 0:\n    x = x / n\nreturn x"), None,
                reason="does not only feed an `if` condition"),
    ]

    @staticmethod
    def receivers(call: cst.Call):
        return (call.func.value,)

    @classmethod
    def propose(cls, ctx, call: cst.Call) -> Fix | Refusal:
        outer, truncated, steps = call, False, []
        while isinstance(ctx.parent(outer), cst.Arg):
            cast = ctx.parent(ctx.parent(outer))
            if builtin_call(ctx, cast, "int"):
                truncated = True
            elif not number_cast(cast):
                break
            outer = cast
        bind = ctx.parent(outer)
        if call.args or not is_pure(call.func.value, ctx):
            return Refusal("the value read is not a tensor computed by F operators")
        # the python number carried no gradient: the tensor standing for it in arithmetic must not
        # either, or a training step would differentiate through it (`x / m` of `m = x.max()`)
        held = f"{ctx.scope.f_name}.stop_gradient({ctx.code_for(call.func.value)})"
        held_value = call.func.value
        direct = _arith_edit(ctx, outer, held, held_value) if not truncated else None
        if isinstance(direct, Refusal):
            return direct
        if direct is not None:
            return make_fix(ctx, [direct], "unsafe", "keep the value a tensor and broadcast the arithmetic")
        # `w = min(max(t.asscalar(), 0.0), 1e4) * self.weight`: the local holds the number's chain
        bound, chained = outer, None
        if not truncated:
            top, inner, above, steps = _number_chain(ctx, outer, held)
            if top is not outer and isinstance(above, cst.Assign) and above.value is top:
                bind, bound, chained = above, top, _rewritten(ctx, top, inner)
                escape = _range_refusal(steps)
                if escape is not None:
                    return Refusal(escape)
                singular = singular_operations(ctx, [_value_of(ctx, held_value, above)])
                if singular:
                    # stop_gradient passes a zero gradient, and `norm`'s backward at 0 is 0 * inf:
                    # NaN reaches the inputs, where the python number passed none
                    return Refusal(f"the value read is computed by `{singular[0][0]}`, whose gradient is "
                                   "NaN at its singular point even under stop_gradient")
        if not (isinstance(bind, cst.Assign) and bind.value is bound and len(bind.targets) == 1
                and isinstance(bind.targets[0].target, cst.Name)):
            return Refusal(NOT_A_CONDITION)
        target = bind.targets[0].target
        name = target.value
        func = ctx.scope.func
        b0, b1 = ctx.span(bind)
        owners, arith = [], []
        rebound = _straight_line(ctx, func, bind)
        for use in name_nodes(func.body):
            if use is target or use.value != name:
                continue
            if rebound and ctx.span(use)[0] < b1 and not _deferred(ctx, func, use):
                continue    # the name's value before this binding (`w = t.norm()` read by `w.asscalar()`)
            owner = _condition_owner(ctx, use)
            edit = _arith_edit(ctx, use, name, held_value, steps if chained else ()) if owner is None else None
            if isinstance(edit, Refusal):
                return edit
            if edit is not None and ctx.span(use)[0] >= b1:
                arith.append(edit)
                continue
            if owner is None or ctx.span(use)[0] < b1:
                return Refusal(f"{NOT_A_CONDITION}: `{name}` is also read elsewhere (or in a "
                               "chained comparison), where it must stay a python number")
            if all(o is not owner for o in owners):
                owners.append(owner)
        if not owners and not arith:
            return Refusal(NOT_A_CONDITION)
        if truncated and arith:
            # a count met by arithmetic: held-counts' chain, which proves the dtypes it meets
            return Refusal(NOT_A_CONDITION)
        r0, r1 = ctx.span(bound)
        v0, v1 = ctx.span(call.func.value)
        fixes = []
        for owner in owners:
            o0, o1 = ctx.span(owner)
            if o0 <= b0 < o1:
                return Refusal(f"`{name}` is bound inside the `if` that reads it")
            if not is_pure(owner.test, ctx):
                return Refusal("the condition calls something other than F operators")
            apart = _cast_apart_branch(ctx, owner, held_value)
            if apart is not None:
                return Refusal(f"`{apart}`, which the `if` rebinds, and the value read are cast to different "
                               "dtypes: F.where's condition in the value's dtype meets it with a dtype error")
            cond = " ".join(ctx.code_for(owner.test).split())
            got = branch_on_tensor(ctx, owner, cond, frozenset({name}))
            if isinstance(got, Refusal):
                return got
            fixes.append(got)
        value = chained if chained is not None else held if arith else ctx.source[v0:v1]
        if truncated:
            # int() truncates toward zero, as F.trunc does: `int(n) > 0` is `n >= 1`, not `n > 0`
            value = f"{ctx.scope.f_name}.trunc({value})"
        read = make_fix(ctx, [((r0, r1), value), *arith], "unsafe", "")
        if isinstance(read, Refusal):
            return read
        edits = _nest(ctx, list(read.edits), [e for f in fixes for e in f.edits])
        spans = sorted((e.start, e.end) for e in edits or ())
        if edits is None or any(a[1] > b[0] for a, b in zip(spans, spans[1:])):
            # the rewritten branch text copies the arithmetic more than once: first the read and
            # the arithmetic alone (eagerly `if n > 0:` on a one-element tensor is the same
            # test), then the `if` on the tensor condition in the next round, by HYB006's fixers
            return Fix(edits=read.edits, applicability="unsafe",
                       message=f"keep `{name}` a tensor and broadcast its arithmetic; the `if` on it "
                               "is rewritten next")
        what = fixes[0].message if fixes else "broadcast the arithmetic"
        return Fix(edits=tuple(edits), applicability="unsafe", message=f"keep `{name}` a tensor; {what}")


def _value_of(ctx, node: cst.BaseExpression, before: cst.Assign) -> cst.BaseExpression:
    """``node``, or for a name the value of its last binding among the function's own statements
    before ``before``'s (``w = F.norm(g)`` for the ``w`` of ``w.asscalar()``)."""
    if not isinstance(node, cst.Name):
        return node
    body = list(ctx.scope.func.body.body)
    at = next((i for i, st in enumerate(body) if st is ctx.parent(before)), len(body))
    for st in reversed(body[:at]):
        if isinstance(st, cst.SimpleStatementLine) and len(st.body) == 1 and isinstance(st.body[0], cst.Assign) \
                and any(isinstance(t.target, cst.Name) and t.target.value == node.value for t in st.body[0].targets):
            return st.body[0].value
    return node


def _straight_line(ctx, func, bind: cst.Assign) -> bool:
    """``bind`` is a statement of the function's own body (no loop, branch, ``with`` or ``try``
    around it): every read of its name after it sees this value, every one before it an earlier one."""
    line = ctx.parent(bind)
    return isinstance(line, cst.SimpleStatementLine) and ctx.parent(line) is func.body


def _deferred(ctx, func, node) -> bool:
    """``node`` sits in a lambda or a nested function: it may run after the binding."""
    cur = ctx.parent(node)
    while cur is not None and cur is not func:
        if isinstance(cur, (cst.Lambda, cst.FunctionDef)):
            return True
        cur = ctx.parent(cur)
    return False


def _cast_apart_branch(ctx, owner: cst.If, held: cst.BaseExpression) -> str | None:
    """A name the ``if`` binds whose value before it the code casts to a dtype other than the
    value read (``DtypeProof.cast_apart``): the rewritten branch broadcasts the condition, in the
    read value's dtype, against it."""
    proof = function_proof(ctx.scope.func, ctx.scope.f_name)
    for n in iter_descendants(owner):
        if type(n) is cst.Assign:
            for t in n.targets:
                if isinstance(t.target, cst.Name) and proof.casts_of(cst.Name(t.target.value), owner) \
                        - {"float32"} != proof.casts_of(held) - {"float32"}:
                    return t.target.value
    return None


def _nest(ctx, inner: list[Edit], outer: list[Edit]) -> list[Edit] | None:
    """``inner`` edits (the arithmetic on the held number) that fall inside an ``outer`` one (a
    branch rewritten on the tensor condition) are made in the outer edit's text, which copies the
    branch's expressions: the arithmetic's source must occur there exactly once (else None)."""
    texts = {id(h): h.text for h in outer}
    kept = []
    for e in inner:
        host = next((h for h in outer if h.start <= e.start and e.end <= h.end), None)
        if host is None:
            kept.append(e)
            continue
        snippet = ctx.source[e.start:e.end]
        if texts[id(host)].count(snippet) != 1:
            return None
        texts[id(host)] = texts[id(host)].replace(snippet, e.text)
    return kept + [Edit(h.start, h.end, texts[id(h)]) for h in outer]


_OPS = {cst.Add: "add", cst.Subtract: "sub", cst.Multiply: "mul", cst.Divide: "div", cst.Power: "power"}
# a tensor compared with the number gives a mask (`noise > noise.mean().asscalar()`): Symbol
# comparison of two tensors does not broadcast either
_CMP = {cst.GreaterThan: "greater", cst.LessThan: "lesser", cst.GreaterThanEqual: "greater_equal",
        cst.LessThanEqual: "lesser_equal", cst.Equal: "equal", cst.NotEqual: "not_equal"}
def _arith_edit(ctx, operand: cst.CSTNode, text: str, held: cst.BaseExpression, before: tuple = ()):
    """``t / v`` (``+ - * **``, a comparison, either side) where ``operand`` is ``v`` and ``t`` is a tensor: the
    edit that writes it ``F.broadcast_div(t, <text>)`` once ``v`` is the one-element tensor
    ``text``. Python broadcasts the number over ``t``; Symbol ``/`` of two tensors does not
    broadcast, ``broadcast_div`` does. None for any other place; a refusal where the code casts
    ``t`` or ``held`` (the tensor read) to a dtype it does not cast the other to: a python number
    met ``t`` in ``t``'s dtype, a tensor of another raises.  ``before``: the steps of python
    arithmetic that made ``operand`` from the read (a local's chain), checked with this one's by
    ``_range_refusal``."""
    cur, inner, parent, steps = _number_chain(ctx, operand, text)
    if isinstance(parent, cst.ComparisonTarget):
        parent = ctx.parent(parent)
    if isinstance(parent, cst.Comparison) and len(parent.comparisons) == 1 \
            and type(parent.comparisons[0].operator) in _CMP:
        # (not an `if` test: those are rewritten on the tensor condition by _condition_owner)
        right = parent.comparisons[0].comparator
        other, first = (right, True) if parent.left is cur else (parent.left, False)
        op = _CMP[type(parent.comparisons[0].operator)]
    elif isinstance(parent, cst.BinaryOperation) and type(parent.operator) in _OPS:
        other = parent.right if parent.left is cur else parent.left
        first, op = parent.left is cur, _OPS[type(parent.operator)]
    else:
        return None
    if not ctx.is_tensor(other, loose=True):
        return None
    escape = _range_refusal((*before, *steps))
    if escape is not None:
        return Refusal(escape)
    if function_proof(ctx.scope.func, ctx.scope.f_name).cast_apart(other, held):
        return Refusal(f"`{short_code(ctx, other, 40)}` and the value read are cast to different dtypes: the "
                       "python number met it in its own dtype, a tensor of another dtype makes the "
                       "broadcast raise")
    if cur is not operand:
        text = _rewritten(ctx, cur, inner)
    f = ctx.scope.f_name
    t, v = " ".join(ctx.code_for(other).split()), " ".join(text.split())
    a, b = (v, t) if first else (t, v)
    out = f"{f}.broadcast_{op}({a}, {b})"
    # (a call needs no parentheses: those of a parenthesized operation stay where its span
    # leaves them out)
    inside = parent.lpar and not ctx.source[ctx.span(parent)[0]:].startswith("(")
    return (parent, out if inside or not parent.lpar else f"({out})")


def _number_chain(ctx, operand: cst.CSTNode, text: str):
    """``(top, inner, parent, steps)``: from ``operand`` (the number, written ``text`` as a one-element
    tensor) up through what python computes on the number alone -- arithmetic with python numbers
    (``v + 1.0``, ``v * self.weight``), python's and numpy's functions of it (``math.log(v)``: F's of
    the tensor) and a clamp (``min(max(v, 0.0), 1e4)``: F.clip) -- to ``top``, the last node of that
    chain; ``inner`` the (node, text) replacements that write ``top`` on the tensor, ``parent`` the
    node above ``top``, ``steps`` what each link computes (``_range_refusal`` reads them). The same
    arithmetic then runs on the one-element tensor, in both namespaces."""
    cur, inner, steps = operand, [(operand, text)], []
    while True:
        parent = ctx.parent(cur)
        if isinstance(parent, cst.Arg):
            call = ctx.parent(parent)
            clamp = _clamp(ctx, call, parent)
            if clamp is not None:
                top, low, high, bounds = clamp
                inner = [(top, f"{ctx.scope.f_name}.clip({_rewritten(ctx, cur, inner)}, {low}, {high})")]
                steps.append(("clip", bounds, ctx.code_for(top)))
                cur = top
                continue
            fn = number_function(ctx, call)
            if fn is None or call.args[0] is not parent:
                return cur, inner, parent, steps
            inner.append((call.func, f"{ctx.scope.f_name}.{fn}"))
            steps.append((fn, None, ctx.code_for(call)))
            cur = call
            continue
        if isinstance(parent, cst.BinaryOperation) and type(parent.operator) in _OPS:
            other = parent.right if parent.left is cur else parent.left
            if _python_number(ctx, other):
                kind = _OPS[type(parent.operator)] + ("" if parent.left is cur else "_by")
                steps.append((kind, number_values(ctx, other), " ".join(ctx.code_for(other).split())))
                cur = parent
                continue
        return cur, inner, parent, steps


_CLAMP = {"max": "min", "min": "max"}


def _clamp(ctx, call, arg: cst.Arg):
    """``(clamp, low, high, (lo, hi))`` for python's clamp of the number ``arg`` holds: ``min(max(v, lo), hi)``
    or ``max(min(v, hi), lo)`` with number literals ``lo <= hi``, ``v`` first in both calls (the
    builtins), else None. F.clip is that value for every float v, NaN included: python's
    ``max(v, lo)`` keeps its first argument unless the second is greater, so NaN stays NaN, and
    mshadow's clip returns x unless it is above or below a bound; with v second
    (``max(lo, v)``) python gives lo for NaN, and with ``lo > hi`` python gives hi where clip gives
    lo: both refused."""
    if not any(builtin_call(ctx, call, name, 2) for name in _CLAMP) or call.args[0] is not arg:
        return None
    outer_arg = ctx.parent(call)
    outer = ctx.parent(outer_arg) if isinstance(outer_arg, cst.Arg) else None
    if not builtin_call(ctx, outer, _CLAMP[call.func.value], 2) or outer.args[0] is not outer_arg:
        return None
    inner_bound, outer_bound = call.args[1].value, outer.args[1].value
    low, high = (inner_bound, outer_bound) if call.func.value == "max" else (outer_bound, inner_bound)
    lo, hi = number_literal(low), number_literal(high)
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (lo, hi)) or lo > hi:
        return None
    return outer, ctx.code_for(low), ctx.code_for(high), (float(lo), float(hi))


def _python_number(ctx, node) -> bool:
    """A python number: computed from literals (``0.5``, ``-2``, ``math.log(0.5)``) or held by a name."""
    if isinstance(number_literal(node), (int, float)) and not isinstance(number_literal(node), bool):
        return True
    if isinstance(node, (cst.Name, cst.Attribute)) and number_name(ctx, node):
        return True     # a python number the code holds: `self.weight`, `factor = 1.0 if ... else 0.0`
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        return _python_number(ctx, node.expression)
    return number_function(ctx, node) is not None and _python_number(ctx, node.args[0].value)


def _rewritten(ctx, cur, inner) -> str:
    """The source of ``cur`` with each (node, text) of ``inner`` put in its node's place."""
    c0, c1 = ctx.span(cur)
    out, at = [], c0
    for node, new in sorted(inner, key=lambda e: ctx.span(e[0])[0]):
        n0, n1 = ctx.span(node)
        out += [ctx.source[at:n0], new]
        at = n1
    return "".join(out) + ctx.source[at:c1]


def _condition_owner(ctx, use: cst.Name):
    """The ``if`` / conditional expression whose test reads ``use`` through arithmetic and one
    comparison (a chained one needs python truth of a tensor), else None."""
    cur = use
    while True:
        parent = ctx.parent(cur)
        if isinstance(parent, (cst.If, cst.IfExp)) and parent.test is cur:
            return parent
        if isinstance(parent, cst.Comparison) and len(parent.comparisons) != 1:
            return None
        if not isinstance(parent, THROUGH) or (
                isinstance(parent, cst.UnaryOperation) and isinstance(parent.operator, cst.Not)):
            return None
        cur = parent



# an added constant this small cannot carry a float32 sum past F32_MAX (half an ulp there is 2**103)
_ADDED_MAX = 2.0 ** 64
_LOGS = frozenset({"log", "log10", "log2", "log1p"})


def _range_refusal(steps) -> str | None:
    """Why python's float64 chain ``steps`` (from ``_number_chain``: what each link computes on the
    number read) and its float32 form on the one-element tensor may give different numbers, else
    None.  Both round alike while every intermediate value stays inside float32's range; the last
    one the original also rounds to float32 where it meets the tensor.  So a link whose float32
    value may overflow to inf where python's stays finite (``over``) must be followed only by links
    that cannot bring it back (no factor below 1, no reciprocal, log or sqrt; a clamp gives its
    bound on both sides), and one whose float32 value may fall below the normal range where
    python's keeps its digits (``under``) by links that cannot enlarge it; then both results are
    inf, or both below float32's normal range.  Magnitudes are tracked as [low, high] from the
    read (any finite float32) through the constants' declared values; a constant nothing declares,
    or one outside float32's range, is refused.  (A read below float32's normal range, or a sum
    cancelled against a constant float32 cannot hold, is rounding this proof does not cover.)"""
    low, high, over, under = 0.0, F32_MAX, False, False
    for i, (kind, values, text) in enumerate(steps):
        last = i == len(steps) - 1
        if kind not in _LOGS | {"sqrt", "exp", "expm1", "clip"} and values is None:
            return (f"nothing declares the value of `{text}`: python's float64 arithmetic with it may leave "
                    "float32's range where the tensor's does not")
        if kind == "clip":
            if under and values[0] <= 0 <= values[1]:
                return f"`{text}` keeps a value that float32 flushed below its normal range"
            lo, hi = values
            low = 0.0 if lo <= 0 <= hi else min(abs(lo), abs(hi))
            high, over, under = max(abs(lo), abs(hi)), False, under and lo <= 0 <= hi
            continue
        if kind in _LOGS or kind == "sqrt":
            if over or under:
                return f"`{text}` of a value float32 cannot hold, which python's float64 holds"
            low, high = (0.0, 150.0) if kind != "sqrt" else (low ** 0.5, high ** 0.5)
            continue
        if kind in ("exp", "expm1", "power", "power_by"):
            if over or under or not last:
                return f"`{text}` may take the number past float32's range, where python's float64 is finite"
            continue
        if any(v != 0 and not F32_TINY <= abs(v) <= F32_MAX for v in values):
            return f"`{text}` lies outside float32's range: the tensor's arithmetic holds it as 0 or inf"
        mags = [abs(v) for v in values]
        if kind in ("add", "sub", "add_by", "sub_by"):
            if max(mags) > _ADDED_MAX:
                return f"`{text}` added may take the number past float32's range"
            low, high = max(0.0, low - max(mags)), high + max(mags)
            under = under and min(mags) == 0
            continue
        if kind == "div_by":
            # c / y: an overflowed y gives 0 where python's is tiny, an underflowed one inf
            over, under = under, over
            low, high = min(mags) / high, max(mags) / max(low, F32_TINY)
            grown, shrunk = high > F32_MAX, low < F32_TINY
        else:
            factors = [m if kind in ("mul", "mul_by") else 1 / m for m in mags if m or kind in ("mul", "mul_by")]
            if max(factors) > 1 and under or min(factors) < 1 and over:
                return (f"`{text}` brings back a value float32 took past its range (python's float64 keeps it): "
                        "the tensor's result would be 0, inf or NaN where python's is not")
            low, high = low * min(factors), high * max(factors)
            grown, shrunk = high > F32_MAX, low < F32_TINY and min(factors) < 1
        if not last:
            over, under = over or grown, under or shrunk
    return None
