"""HYB002 fixer: ``x.copy()`` -> ``F.identity(x)``, ``x.detach()`` -> ``F.stop_gradient(x)``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix
from ._aliasing import VIEW_METHODS, aliases, sharers, viewed_name, writes_in_place

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
    left alone), and only the argument-free calls. A `y = x.detach()` whose `y` is later written
    in place (`y *= 2`, `y[i] = v`, `out=y`) is refused: eagerly `detach()` shares `x`'s memory,
    so the write changes `x` too, and `F.stop_gradient` gives a new array. So is one whose receiver
    `x` (or a name bound to it or to a view of it) is written in place: the write changes `y` too.
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
        # eagerly `y` is `x`'s memory: `y *= 2` doubles `x` too (MXNet 1.9.1: 24 -> 18 on ones((2, 3))
        # had `detach` become `stop_gradient` and the update a rebinding)
        Example(example_module("y = x.detach()\ny *= 2\nreturn F.sum(x) + F.sum(y)"), None,
                shapes=[[(2, 3)]], reason="`y` is written in place at line 7"),
        Example(example_module("y = x.detach().reshape((-1,))\ny[0] = 5\nreturn F.sum(x) + F.sum(y)"), None,
                shapes=[[(2, 3)]], reason="`y` is written in place at line 7"),
        # the receiver written in place after it is detached (or a view of it): eagerly the
        # detached value changes with it
        Example(example_module("x = x * 1\ny = x.detach()\nx *= 2\nreturn F.sum(x) + F.sum(y)"), None,
                shapes=[[(2, 3)]], reason="`x` is written in place at line 8"),
        Example(example_module("x = x + 1\ny = x.detach()\nz = x.reshape((-1,))\nz[0] = 5\nreturn F.sum(y)"), None,
                shapes=[[(2, 3)]], reason="`z` is written in place at line 9"),
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
        if method == "detach":
            written = _written_in_place(ctx, node)
            if written is not None:
                return Refusal(f"`{written[0]}` is written in place at line {written[1]}: eagerly `.detach()` "
                               f"shares its receiver's memory, so that write changes the receiver too, and "
                               f"`stop_gradient` gives a new array")
            written = _receiver_written(ctx, node)
            if written is not None:
                return Refusal(f"`{written[0]}` is written in place at line {written[1]}: eagerly `.detach()` "
                               f"shares its receiver's memory, so that write changes the detached value too, "
                               f"and `stop_gradient` gives a new array")
        op = f"{ctx.scope.f_name}.{_OPERATOR[method]}"
        return make_fix(ctx, [(node, f"{op}({ctx.code_for(node.func.value)})")], "safe",
                        f"rewrite as `{op}(...)`")


def _receiver_written(ctx, node: cst.Call) -> tuple[str, int] | None:
    """For ``x.detach()`` (or ``x.reshape(...).detach()``, ``x[0].detach()``): ``x`` or a name bound
    to it or a view of it (``sharers``) and the line of a write in place into it -- ``x *= 2``
    after ``y = x.detach()`` doubles ``y`` eagerly."""
    root = viewed_name(node.func.value)
    if root is None or ctx.scope is None:
        return None
    return _first_write(ctx, sharers(ctx.scope.func, root))


def _first_write(ctx, names) -> tuple[str, int] | None:
    writes = writes_in_place(ctx.scope.func)
    for name in sorted(names):
        if name in writes:
            return name, ctx.source.count("\n", 0, ctx.span(writes[name])[0]) + 1
    return None


def _written_in_place(ctx, node: cst.Call) -> tuple[str, int] | None:
    """For ``y = x.detach()`` (or a view of it, ``x.detach().reshape(...)``, ``x.detach()[0]``):
    ``y`` (or a name bound to it) and the line of a write in place into it (``writes_in_place``)."""
    value = node
    while True:
        up = ctx.parent(value)
        if isinstance(up, cst.Subscript) and up.value is value:
            value = up
        elif isinstance(up, cst.Attribute) and up.value is value and up.attr.value in VIEW_METHODS \
                and isinstance(ctx.parent(up), cst.Call):
            value = ctx.parent(up)
        else:
            break
    if not (isinstance(up, cst.Assign) and up.value is value and len(up.targets) == 1
            and isinstance(up.targets[0].target, cst.Name)) or ctx.scope is None:
        return None
    return _first_write(ctx, aliases(ctx.scope.func, up.targets[0].target.value))
