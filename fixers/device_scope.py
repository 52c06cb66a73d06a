"""HYB001 fixer: ``with x.context:`` around operators on tensors -> the block's statements."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix
from ._util import calls_in, dedent_block, is_pure, with_block_lines

NOT_A_SCOPE = "the device is not the target of a `with` statement"
# operators that build an array from python values: eagerly on the default device, which the
# `with` sets -- without it they would land elsewhere
_CREATIONS = frozenset({"zeros", "ones", "full", "empty", "arange", "eye", "linspace", "array",
                        "_zeros", "_ones", "_full", "_arange", "_eye", "_linspace"})
_STATEMENTS = (cst.Assign, cst.AugAssign, cst.AnnAssign, cst.Expr, cst.Return)


def _param_init(body: str) -> str:
    return example_module(body, init="self.bias = self.params.get('bias', shape=(1, 3, 1, 1))",
                          signature="self, F, x, bias")


class DeviceScope(Fixer):
    code = "HYB001"
    name = "device-scope"
    applicability = "safe"
    description = """
    `with x.context:` (or `x.ctx`) around statements that only compute from tensors -- F
    operators, fluent tensor methods, arithmetic -- becomes those statements, one indentation
    level out. Safe: the `with` only sets the default device for arrays built from python values
    inside it, and an eager operator puts its result on its inputs' device anyway; a Symbol has
    no device (`x.context` raises once hybridized). Refused when the block builds an array from
    python values (`F.zeros`, `F.arange`, `F.random.*`...) or calls anything else (a child block,
    a helper), which may build one on the device the `with` chooses; when the `with` binds a
    name (`as c`), holds other items, carries a comment on its line, or holds anything but
    simple statements; and when a line of the block is not indented as the block is.
    """
    EXAMPLES = [
        # a bias added on the input's device (a Neural Rendering Model layer)
        Example(_param_init("with x.context:\n    activation = F.broadcast_add(x, bias)\n\nreturn activation"),
                _param_init("activation = F.broadcast_add(x, bias)\n\nreturn activation"),
                shapes=[[(2, 3, 4, 4)], [(1, 3, 2, 5)]]),
        Example(example_module("with x.ctx:\n    a = F.exp(x)\n    b = a.reshape((0, -1)) * 2\nreturn F.relu(b)"),
                example_module("a = F.exp(x)\nb = a.reshape((0, -1)) * 2\nreturn F.relu(b)"),
                shapes=[[(2, 3)], [(2, 3, 4)]]),
        # a continued line keeps its extra indentation, one level out
        Example(example_module("y = F.relu(x)\nwith y.context:\n    z = F.broadcast_mul(y,\n"
                               "                        F.sigmoid(x))\n    z = z + 1\nreturn z"),
                example_module("y = F.relu(x)\nz = F.broadcast_mul(y,\n"
                               "                    F.sigmoid(x))\nz = z + 1\nreturn z"),
                shapes=[[(2, 3)], [(4, 1, 5)]]),
        Example(example_module("with x.context:\n    return F.tanh(x) - x"),
                example_module("return F.tanh(x) - x"), shapes=[[(2, 3)], [(5,)]]),
        Example(example_module("with x.context:\n    z = F.zeros((2, 3))\nreturn x + z"), None,
                reason="builds an array", shapes=[[(2, 3)]]),
        Example(example_module("with x.context:\n    y = self.fc(x)\nreturn y", imports="from mxnet.gluon import nn\n",
                               init="self.fc = nn.Dense(2)"), None, reason="calls `self.fc`", shapes=[[(2, 3)]]),
        Example(example_module("with x.context as c:\n    y = x * 2\nreturn y"), None,
                reason="binds", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def receivers(node: cst.Attribute):
        return [node.value]

    @staticmethod
    def propose(ctx, node: cst.Attribute) -> Fix | Refusal:
        item = ctx.parent(node)
        stmt = ctx.parent(item) if isinstance(item, cst.WithItem) else None
        if not isinstance(stmt, cst.With) or item.item is not node:
            return Refusal(NOT_A_SCOPE)
        if len(stmt.items) != 1 or stmt.asynchronous is not None:
            return Refusal("the `with` holds other items")
        if item.asname is not None:
            return Refusal("the `with` binds a name to the device")
        block = stmt.body
        if not isinstance(block, cst.IndentedBlock) or block.header.comment is not None:
            return Refusal("the `with` line carries a comment or the block shares its line")
        for s in block.body:
            if not isinstance(s, cst.SimpleStatementLine) or not all(isinstance(p, _STATEMENTS) for p in s.body):
                return Refusal("the block holds more than simple statements")
            for part in s.body:
                value = getattr(part, "value", None)
                if value is None:
                    continue
                why = _not_tensor_code(ctx, value)
                if why:
                    return Refusal(why)
        lines = with_block_lines(ctx, stmt)
        if isinstance(lines, str):
            return Refusal(lines)
        head, body_start, end, indent, inner = lines
        text = dedent_block(ctx.source[body_start:end], inner, indent)
        if text is None:
            return Refusal("a line of the block is not indented as the block is")
        return make_fix(ctx, [((head, end), text)], "safe",
                        f"drop the `with`: the operators already run where `{ctx.code_for(node.value)}` is")


def _not_tensor_code(ctx, value: cst.BaseExpression) -> str | None:
    """Why ``value`` may build an array on the default device (None when it only computes from
    the arrays it is given)."""
    for n in calls_in(value):
        path = ctx.f_path(n.func)
        if path is not None and (path[-1] in _CREATIONS or "random" in path):
            return f"the block builds an array from python values (`{ctx.code_for(n.func)}`), on the device the `with` sets"
    if not is_pure(value, ctx):
        called = next((ctx.code_for(n.func) for n in calls_in(value) if ctx.f_path(n.func) is None), None)
        what = f"calls `{called}`" if called else "does more than compute from tensors"
        return f"the block {what}, which may build arrays on the device the `with` sets"
    return None

