"""HYB001 fixer: ``len(x.shape)`` / ``x.ndim`` of a tensor whose rank the code proves -> the number."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix
from .shape_flow import flow_of

NOT_A_RANK_READ = "not a rank read (`len(x.shape)`, `x.ndim`)"


def rank_read(ctx, node: cst.Attribute) -> cst.CSTNode | None:
    """The expression reading the rank: ``x.ndim`` itself, or the ``len(...)`` call around
    ``x.shape``; None for any other use."""
    if node.attr.value == "ndim":
        return node
    if node.attr.value != "shape":
        return None
    arg = ctx.parent(node)
    call = ctx.parent(arg) if isinstance(arg, cst.Arg) else None
    if (isinstance(call, cst.Call) and isinstance(call.func, cst.Name) and call.func.value == "len"
            and len(call.args) == 1 and call.args[0] is arg and arg.keyword is None and not arg.star
            and "len" not in ctx.index.imports):
        return call
    return None


class RankLiteral(Fixer):
    code = "HYB001"
    name = "rank-literal"
    applicability = "safe"
    description = """
    Rewrites a read of a tensor's rank, `len(x.shape)` or `x.ndim`, as the number when the
    symbolic shapes prove it from the code (a reshape to a literal number of entries, slices
    and reductions of a tensor of proven rank...): a graph has one rank
    per tensor, so the python number the eager code computed is the same on every call. Refused
    when the rank is not proven (an input of the block, a value whose rank depends on
    arguments), or `len` is not the builtin.
    """
    EXAMPLES = [
        Example(example_module("y = F.reshape(x, shape=(0, 0, -1))\n"
                               "return F.sum(y, axis=tuple(range(1, len(y.shape))))"),
                example_module("y = F.reshape(x, shape=(0, 0, -1))\nreturn F.sum(y, axis=tuple(range(1, 3)))"),
                shapes=[[(2, 3, 4)], [(2, 3, 2, 2)]]),
        Example(example_module("z = x.reshape((0, -1))\nreturn z * z.ndim"),
                example_module("z = x.reshape((0, -1))\nreturn z * 2"),
                shapes=[[(2, 3)], [(2, 3, 4)]]),
        Example(example_module("y = F.reshape(x, shape=(-1, 2, 1))\nk = len(y.shape) - 1\n"
                               "return F.squeeze(y, axis=k)"),
                example_module("y = F.reshape(x, shape=(-1, 2, 1))\nk = 3 - 1\nreturn F.squeeze(y, axis=k)"),
                shapes=[[(2, 3)], [(4,)]]),
        # the head of an `if` or a `for` runs once, before its body rebinds the tensor: the rank
        # before the statement is the one read
        Example(example_module("y = x.reshape((0, -1, 2))\nfor _ in range(y.ndim - 1):\n    y = y * 2\nreturn y"),
                example_module("y = x.reshape((0, -1, 2))\nfor _ in range(3 - 1):\n    y = y * 2\nreturn y"),
                shapes=[[(2, 4)], [(1, 2, 3)]]),
        Example(example_module("y = x.reshape((0, -1))\nif len(y.shape) == 2:\n    y = F.relu(y)\nreturn y"),
                example_module("y = x.reshape((0, -1))\nif 2 == 2:\n    y = F.relu(y)\nreturn y"),
                shapes=[[(2, 3)], [(2, 3, 4)]]),
        Example(example_module("y = F.expand_dims(x.reshape((0, -1)), axis=1)\nreturn F.softmax(y, axis=y.ndim - 1)"),
                example_module("y = F.expand_dims(x.reshape((0, -1)), axis=1)\nreturn F.softmax(y, axis=3 - 1)"),
                shapes=[[(2, 3)], [(2, 3, 4)]]),
        # a `while` test runs again after the body, which may have changed the rank
        Example(example_module("y = x.reshape((0, -1))\nwhile y.ndim < 4:\n    y = F.expand_dims(y, axis=1)\n"
                               "return y"), None, reason="pass the rank in", shapes=[[(2, 3)]]),
        Example(example_module("for _ in range(x.ndim - 1):\n    x = x * 2\nreturn x"), None,
                reason="pass the rank in", shapes=[[(2, 3)]]),
        # (axes from k to an unproven rank are rank-range-axes': exclude= the first k)
        Example(example_module("return x * len(x.shape)"), None, reason="gives the rank", shapes=[[(2, 3)]]),
        Example(example_module("return x * x.ndim"), None, reason="pass the rank in", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def receivers(node: cst.Attribute):
        return (node.value,)

    @staticmethod
    def propose(ctx, node: cst.Attribute) -> Fix | Refusal:
        read = rank_read(ctx, node)
        if read is None:
            return Refusal(NOT_A_RANK_READ)
        flow = flow_of(ctx)
        shape = None if flow is None else flow.shape_where_read(node.value, at=node)
        if shape is None or shape.rank is None:
            return Refusal("the tensor's rank is not proven by the code (an input, or a value "
                           "whose rank depends on its arguments)")
        return make_fix(ctx, [(read, str(shape.rank))], "safe",
                        f"the rank the code proves, {shape.rank}")
