"""HYB001 fixer: ``F.topk(x, k=x.shape[a], axis=a)`` -- k the whole length of the axis topk
selects along -> ``k=0``, MXNet's own spelling of "every element" (a full sort along the axis)."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import binds, iter_descendants, parent_map

from . import Example, Fixer, Refusal, example_module, make_fix
from ._numpy_roundtrip import only_assignment
from ._shared import NO_USE_REWRITE
from ._util import int_literal, kwarg, line_end, line_start, name_nodes
from .global_pooling import shape_index
from .shape_flow import flow_of


class TopkFullLength(Fixer):
    code = "HYB001"
    name = "topk-full-length"
    applicability = "safe"
    description = """
    Rewrites topk's `k` read as the length of the very axis topk selects along,
    `F.topk(x, axis=1, k=x.shape[1])` (also `x.topk(k=x.shape[-1])`, or `n = x.shape[-1]` bound
    once and read only as that `k=`), as `k=0`. Safe: MXNet 1.9.1's topk takes a k below 1 as the
    axis's whole length (a global sort along it), through the same kernel, so values, indices,
    masks, their dtype, the order of ties and the gradient are the ones k = n gives (checked for
    every ret_typ, both orders, float32/int32 indices, eagerly and as a Symbol). Refused where the
    size is read from another tensor than topk's data, along another axis, `axis=None` (the
    flattened length), an axis counted from the other end with the rank not proven, a k given
    positionally, a `:=` in the call, a bound size read elsewhere, or a rebinding of the data
    between the read and the call.
    """
    EXAMPLES = [
        # ListMLE / NeuralSort: every score of a row in descending order
        Example(example_module("s = F.topk(x, axis=-1, k=x.shape[-1], ret_typ='value')\n"
                               "return F.broadcast_sub(s, F.log(F.sum(F.exp(s), axis=-1, keepdims=True)))"),
                example_module("s = F.topk(x, axis=-1, k=0, ret_typ='value')\n"
                               "return F.broadcast_sub(s, F.log(F.sum(F.exp(s), axis=-1, keepdims=True)))"),
                shapes=[[(3, 7)], [(1, 2)]]),
        # the fluent form, indices in ascending order along axis 1 of a 3-d tensor
        Example(example_module("return x.topk(axis=1, k=x.shape[1], is_ascend=True) * 2"),
                example_module("return x.topk(axis=1, k=0, is_ascend=True) * 2"),
                shapes=[[(2, 5, 3)], [(1, 1, 4)]]),
        # the size bound once to a name read only as k: the line goes
        Example(example_module("n = x.shape[1]\ny = F.relu(x)\nv, i = F.topk(x, axis=1, k=n, ret_typ='both')\n"
                               "return F.concat(v, i, y, dim=1)"),
                example_module("y = F.relu(x)\nv, i = F.topk(x, axis=1, k=0, ret_typ='both')\n"
                               "return F.concat(v, i, y, dim=1)"),
                shapes=[[(2, 6)], [(3, 1)]]),
        # axis 1 of a Dense's 2-d output, selected along the default axis -1: the rank is proven
        Example(example_module("h = self.fc(x)\nreturn F.topk(h, k=h.shape[1], ret_typ='mask') * h",
                               init="self.fc = nn.Dense(5, in_units=3)", gluon="HybridBlock, nn"),
                example_module("h = self.fc(x)\nreturn F.topk(h, k=0, ret_typ='mask') * h",
                               init="self.fc = nn.Dense(5, in_units=3)", gluon="HybridBlock, nn"),
                shapes=[[(2, 3)], [(4, 3)]]),
        Example(example_module("return F.topk(x, axis=0, k=x.shape[1], ret_typ='value')"), None,
                reason="along another axis than topk's", shapes=[[(3, 3)]]),
        Example(example_module("return F.topk(x, k=x.shape[1], ret_typ='value')"), None,
                reason="rank is not proven", shapes=[[(3, 3)]]),
        Example(example_module("n = x.shape[1]\nx = F.concat(x, x, dim=1)\nreturn F.topk(x, axis=1, k=n, ret_typ='value')"),
                None, reason="rebound between", shapes=[[(3, 3)]]),
        Example(example_module("n = x.shape[1]\nv = F.topk(x, axis=1, k=n, ret_typ='value')\nreturn v * n"),
                None, reason="is read elsewhere", shapes=[[(3, 3)]]),
    ]

    @staticmethod
    def propose(ctx, node: cst.Attribute) -> Fix | Refusal:
        if not isinstance(node.value, cst.Name):
            return Refusal(NO_USE_REWRITE)
        x = node.value.value
        read = ctx.parent(node)
        axis_read = shape_index(read, x) if isinstance(read, cst.Subscript) else None
        if axis_read is None:
            return Refusal(NO_USE_REWRITE)
        holder = ctx.parent(read)
        if isinstance(holder, cst.Arg):
            return _rewrite(ctx, ctx.parent, holder, x, axis_read, [])
        func = ctx.scope.func if ctx.scope is not None else None
        if not (isinstance(holder, cst.Assign) and holder.value is read and isinstance(func, cst.FunctionDef)
                and len(holder.targets) == 1 and isinstance(holder.targets[0].target, cst.Name)):
            return Refusal(NO_USE_REWRITE)
        n = holder.targets[0].target.value
        line = ctx.parent(holder)
        # the read lies on a later line, which the rule's walk (ctx.parent) has not reached
        parents = parent_map(func).get
        uses = [u for u in name_nodes(func) if u.value == n and u is not holder.targets[0].target]
        as_k = [a for a in map(parents, map(id, uses))
                if isinstance(a, cst.Arg) and a.keyword is not None and a.keyword.value == "k"]
        if not as_k:
            return Refusal(NO_USE_REWRITE)
        if len(uses) != 1:
            return Refusal(f"`{n}` is read elsewhere than as a `k=`")
        arg = as_k[0]
        # a name bound once and read once, both lines in the function's own straight-line body:
        # the value the call reads is the size read on the line, of `x` as it was there
        body = func.body.body if isinstance(func.body, cst.IndentedBlock) else ()
        top = _top_statement(parents, arg, func)
        if only_assignment(func, n) is not holder or not isinstance(line, cst.SimpleStatementLine) \
                or len(line.body) != 1 or line not in body or top not in body:
            return Refusal(f"`{n}` is bound more than once, shares its line, or is read in a loop or branch")
        i, j = body.index(line), body.index(top)
        if j <= i or any(binds(s, x) for s in body[i + 1:j]):
            return Refusal(f"`{x}` may be rebound between the size's read and topk")
        start, end = ctx.span(line)
        drop = ((line_start(ctx.source, start), line_end(ctx.source, end)), "")
        return _rewrite(ctx, lambda n: parents(id(n)), arg, x, axis_read, [drop])


def _rewrite(ctx, parent, arg: cst.Arg, x: str, axis_read: int, extra: list) -> Fix | Refusal:
    """The fix of topk's ``k=`` argument ``arg`` (``parent``: its node's parent lookup), with
    ``extra`` edits (the bound size's line)."""
    call = parent(arg)
    if not (isinstance(call, cst.Call) and arg.keyword is not None and arg.keyword.value == "k"):
        return Refusal(NO_USE_REWRITE)
    fluent = isinstance(call.func, cst.Attribute) and call.func.attr.value == "topk" \
        and isinstance(call.func.value, cst.Name) and ctx.is_tensor(call.func.value, loose=True)
    if not fluent and ctx.f_path(call.func) != ("topk",):
        return Refusal(NO_USE_REWRITE)
    positional = [a for a in call.args if a.keyword is None]
    if any(a.star for a in call.args) or len(positional) > (0 if fluent else 1):
        return Refusal("topk's arguments past its data are given positionally or spread")
    data = call.func.value if fluent else (positional[0].value if positional else kwarg(call, "data"))
    if not (isinstance(data, cst.Name) and data.value == x):
        return Refusal(f"k is read from the sizes of `{x}`, not of topk's data")
    # `(x := ...)` in the call could rebind the data after the size was read
    if any(isinstance(n, cst.NamedExpr) for n in iter_descendants(call)):
        return Refusal("the call holds a `:=`")
    axis_node = kwarg(call, "axis")
    axis = -1 if axis_node is None else int_literal(axis_node)
    if axis is None:
        return Refusal("topk's axis is not an int literal (None selects along the flattened data)")
    if (axis < 0) != (axis_read < 0):
        # counted from opposite ends: the same axis only for the rank the code proves
        flow = flow_of(ctx)
        shape = None if flow is None else flow.shape_where_read(data, at=data)
        if shape is None or shape.rank is None:
            return Refusal(f"`{x}`'s rank is not proven, so axis {axis_read} and topk's axis {axis} "
                           "may differ")
        axis, axis_read = axis % shape.rank, axis_read % shape.rank
    if axis != axis_read:
        return Refusal(f"k is the size of `{x}` along another axis than topk's")
    return make_fix(ctx, [*extra, (arg.value, "0")], "safe",
                    "k is the whole length of topk's axis, which MXNet spells k=0 (a full sort along it)")


def _top_statement(parents, node, func):
    """The statement of ``func``'s own body holding ``node`` (None outside it)."""
    cur = node
    while cur is not None:
        parent = parents(id(cur))
        if isinstance(parent, cst.IndentedBlock) and parents(id(parent)) is func:
            return cur
        cur = parent
    return None
