"""HYB002 fixer: ``x.copy()`` -> ``F.identity(x)``, ``x.detach()`` -> ``F.stop_gradient(x)``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix

# NDArray method -> the F operator that gives the same values (and the same gradient) on both
_OPERATOR = {"copy": "identity", "detach": "stop_gradient"}


class CopyToIdentity(Fixer):
    code = "HYB002"
    name = "copy-to-identity"
    applicability = "safe"
    needs_f = True
    description = """
    Rewrites the NDArray-only `x.copy()` as `F.identity(x)` and `x.detach()` as
    `F.stop_gradient(x)`. Safe: the operator gives the same values as the method (a new array;
    for `detach`, one gradients do not flow through) eagerly and in a graph. Only a receiver
    proven to be a legacy tensor is rewritten (a python list's or numpy array's `.copy()` is
    left alone), and only the argument-free calls.
    """
    EXAMPLES = [
        Example(example_module("y = F.relu(x)\nreturn y.copy() + y"),
                example_module("y = F.relu(x)\nreturn F.identity(y) + y"), shapes=[[(2, 3)], [(4,)]]),
        Example(example_module("route = F.tanh(x)\nout = F.sigmoid(route.copy())\nreturn F.concat(out, route, dim=1)"),
                example_module("route = F.tanh(x)\nout = F.sigmoid(F.identity(route))\nreturn F.concat(out, route, dim=1)"),
                shapes=[[(2, 3)], [(1, 5)]]),
        Example(example_module("return x * F.relu(x).detach()"),
                example_module("return x * F.stop_gradient(F.relu(x))"),
                shapes=[[(2, 3)], [(3, 1)]]),
        Example(example_module("target = F.tanh(x).detach()\nreturn F.square(x - target)"),
                example_module("target = F.stop_gradient(F.tanh(x))\nreturn F.square(x - target)"),
                shapes=[[(2, 3)], [(5,)]]),
        # a name rebound to its own detached value reads the binding before it
        Example(example_module("m = F.sum(x, axis=-1, keepdims=True)\nm = m.detach()\nreturn F.broadcast_mul(x, m)"),
                example_module("m = F.sum(x, axis=-1, keepdims=True)\nm = F.stop_gradient(m)\nreturn F.broadcast_mul(x, m)"),
                shapes=[[(2, 3)], [(4, 1, 5)]]),
        Example(example_module("y = F.relu(x)\ny = y.copy()\nreturn y * 2 + x"),
                example_module("y = F.relu(x)\ny = F.identity(y)\nreturn y * 2 + x"),
                shapes=[[(2, 3)], [(6,)]]),
        Example(example_module("w = F.softmax(x)\nw = w.detach()\nreturn F.sum(w * x, axis=-1)"),
                example_module("w = F.softmax(x)\nw = F.stop_gradient(w)\nreturn F.sum(w * x, axis=-1)"),
                shapes=[[(2, 3)], [(2, 2, 4)]]),
    ]

    @staticmethod
    def receivers(node: cst.Call):
        return (node.func.value,)

    @staticmethod
    def propose(ctx, node: cst.Call) -> Fix | Refusal:
        method = node.func.attr.value
        if method not in _OPERATOR:
            return Refusal(f"`.{method}()` has no operator of the same meaning")
        if node.args:
            return Refusal(f"`.{method}(...)` is given arguments (a target or device)")
        op = f"{ctx.scope.f_name}.{_OPERATOR[method]}"
        return make_fix(ctx, [(node, f"{op}({ctx.code_for(node.func.value)})")], "safe",
                        f"rewrite as `{op}(...)`")
