"""HYB019 fixer: ``with autograd.pause(): y = f(x)`` -> ``y = F.stop_gradient(f(x))``."""
from __future__ import annotations

import builtins

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix
from ._util import calls_in, dedent_block, is_pure, with_block_lines

_AG = "from mxnet import autograd\n"
# operators that already stop the gradient: a value they return needs no second wrapper
_STOPPERS = frozenset({"stop_gradient", "BlockGrad"})
# python's own functions (`len(feats)` in an attribute): never a block, but no operator either
_PYTHON_FUNCTIONS = frozenset(dir(builtins))


class PauseToStopGradient(Fixer):
    code = "HYB019"
    name = "pause-to-stop-gradient"
    applicability = "safe"
    needs_f = True
    description = """
    `with autograd.pause():` around assignments of tensors that F operators,
    fluent methods and arithmetic compute becomes those statements, one indentation level out,
    each value wrapped in `F.stop_gradient(...)`: what eager MXNet did (a value computed while
    paused is a constant to the tape), now also in the compiled graph, which ignores the `with`.
    Safe: the values are the same, and the gradients are the eager ones, in both modes (MXNet
    1.9.1, measured). Refused when the block calls a child block or any other function, or an
    operator that follows the training mode (`F.Dropout`, `F.BatchNorm`: `pause()` runs them in
    inference mode eagerly, and hybridized they follow the caller's mode, which no rewrite
    can pin); when a value is not shown to be one legacy tensor (`F.stop_gradient` of a python
    number or a tuple fails eagerly); when the `with` binds a name or holds other items; and
    when the block holds anything but such assignments (a `return` inside gives a constant
    eagerly, whose backward() fails, where the rewrite would give zero gradients).
    """
    EXAMPLES = [
        Example(example_module("with autograd.pause():\n    w = F.sigmoid(x) * 3\nreturn w * x", imports=_AG),
                example_module("w = F.stop_gradient(F.sigmoid(x) * 3)\nreturn w * x", imports=_AG),
                shapes=[[(2, 3)], [(4, 1, 5)]]),
        # several statements and a continued line: each value stops the gradient
        Example(example_module("with autograd.pause():\n    m = F.mean(x, axis=-1,\n"
                               "               keepdims=True)\n    s = F.broadcast_sub(x, m)\n"
                               "return F.broadcast_mul(F.square(s), x)", imports=_AG),
                example_module("m = F.stop_gradient(F.mean(x, axis=-1,\n"
                               "           keepdims=True))\ns = F.stop_gradient(F.broadcast_sub(x, m))\n"
                               "return F.broadcast_mul(F.square(s), x)", imports=_AG),
                shapes=[[(2, 3)], [(3, 4)]]),
        # a value returned from inside is a constant eagerly: backward() through it fails there
        Example(example_module("with autograd.pause():\n    return F.relu(x) * 2", imports=_AG),
                None, reason="returns from inside", shapes=[[(2, 3)]]),
        Example(example_module("with autograd.pause():\n    t = F.stop_gradient(F.relu(x))\n"
                               "    u = t.exp()\nreturn u + x", imports=_AG),
                example_module("t = F.stop_gradient(F.relu(x))\nu = F.stop_gradient(t.exp())\nreturn u + x",
                               imports=_AG),
                shapes=[[(2, 3)]]),
        # pause() runs a child block's Dropout/BatchNorm in inference mode eagerly
        Example(example_module("with autograd.pause():\n    f = self.bn(x)\nreturn f * x", imports=_AG + "from mxnet.gluon import nn\n",
                               init="self.bn = nn.BatchNorm()"), None, reason="calls `self.bn`",
                shapes=[[(2, 3)]]),
        # a python function inside (GluonCV's per-level NMS: topk=pre_nms // len(x)): no operator
        Example(example_module("with autograd.pause():\n    y = F.relu(x) * len(self.sizes)\nreturn y + x", imports=_AG,
                               init="self.sizes = [1, 2]"), None, reason="python's `len`", shapes=[[(2, 3)]]),
        Example(example_module("with autograd.pause():\n    d = F.Dropout(x, p=0.5)\nreturn d + x", imports=_AG),
                None, reason="follows the training mode", shapes=[[(2, 3)]]),
        Example(example_module("with autograd.pause():\n    n = self.k * 2\n    y = F.relu(x) * n\nreturn y",
                               imports=_AG, init="self.k = 3"),
                None, reason="not shown to be one tensor", shapes=[[(2, 3)]]),
        Example(example_module("with autograd.pause() as p:\n    y = F.relu(x)\nreturn y * x", imports=_AG),
                None, reason="binds", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def propose(ctx, stmt: cst.With) -> Fix | Refusal:
        f = ctx.scope.f_name
        if len(stmt.items) != 1 or stmt.asynchronous is not None:
            return Refusal("the `with` holds other items")
        if stmt.items[0].asname is not None:
            return Refusal("the `with` binds a name")
        block = stmt.body
        if not isinstance(block, cst.IndentedBlock) or block.header.comment is not None:
            return Refusal("the `with` line carries a comment or the block shares its line")
        values = []
        for s in block.body:
            if not isinstance(s, cst.SimpleStatementLine):
                return Refusal("the block holds more than assignments of tensors")
            for part in s.body:
                why = _not_a_paused_value(ctx, part)
                if why:
                    return Refusal(why)
                values.append(part.value)
        lines = with_block_lines(ctx, stmt)
        if isinstance(lines, str):
            return Refusal(lines)
        head, body_start, end, indent, inner = lines
        text = ctx.source[body_start:end]
        for value in sorted(values, key=lambda v: -ctx.span(v)[0]):
            if _stops(ctx, value):
                continue
            v_start, v_end = (o - body_start for o in ctx.span(value))
            text = f"{text[:v_start]}{f}.stop_gradient({text[v_start:v_end]}){text[v_end:]}"
        text = dedent_block(text, inner, indent)
        if text is None:
            return Refusal("a line of the block is not indented as the block is")
        return make_fix(ctx, [((head, end), text)], "safe",
                        f"stop the gradient with {f}.stop_gradient, which the compiled graph keeps")


def _stops(ctx, value: cst.BaseExpression) -> bool:
    path = ctx.f_path(value.func) if isinstance(value, cst.Call) else None
    return path is not None and path[-1] in _STOPPERS


def _not_a_paused_value(ctx, part: cst.BaseSmallStatement) -> str | None:
    """Why ``part`` is not an assignment of one tensor computed by operators alone
    (None when it is one)."""
    if isinstance(part, cst.Return):
        return ("the block returns from inside the `with`: eagerly the block's output is then a "
                "constant that backward() refuses, where the rewrite would give zero gradients")
    if not isinstance(part, cst.Assign):
        return "the block holds more than assignments of tensors"
    if len(part.targets) != 1 or not isinstance(part.targets[0].target, cst.Name):
        return "the block assigns to something other than one name"
    value = part.value
    for n in calls_in(value):
        path = ctx.f_path(n.func)
        if path is not None and ".".join(path) in ctx.catalogue.training_mode_ops:
            return (f"`{ctx.code_for(n.func)}` follows the training mode, which pause() sets to "
                    "inference eagerly while the compiled graph follows the caller's")
    if not is_pure(value, ctx):
        called = next((ctx.code_for(n.func) for n in calls_in(value) if ctx.f_path(n.func) is None), None)
        if called in _PYTHON_FUNCTIONS:
            return f"the block calls python's `{called}`: its values are not computed by operators alone"
        what = f"calls `{called}`" if called else "does more than compute from tensors"
        return (f"the block {what}, which may run Dropout/BatchNorm in the inference mode "
                "pause() sets eagerly")
    proof = ctx.value(value)
    if not proof.proven:
        return f"`{ctx.code_for(value)}` is not shown to be one tensor ({proof.why or 'unknown'})"
    return None
