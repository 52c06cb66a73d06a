"""HYB001 fixer: reduction axes "every axis from k on", ``tuple(range(k, len(x.shape)))``, ->
the first k axes excluded, ``axis=(0, .., k-1), exclude=True``.

A loss that sums over every axis past the batch (and channel) axes reads the rank to list them
(``axes = tuple(range(2, len(pred.shape)))`` in soft-dice losses, ``range(1, x.ndim)`` per-sample
means); a Symbol has no rank in python. MXNet's reductions take the complement instead:
``exclude=True`` reduces every axis but the listed ones, whatever the rank, so the listed axes
are the k before the range.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import iter_descendants, parent_map

from . import Example, Fixer, Refusal, example_module, make_fix
from ._shared import NOT_A_RANGE
from ._shapes import min_rank, same_rank
from ._util import int_literal, line_end, line_start, names_in
from .rank_literal import rank_read
from .shape_flow import flow_of

# reductions of the legacy namespaces with an `exclude` parameter (broadcast_reduce_op)
_REDUCERS = frozenset({"sum", "mean", "prod", "max", "min", "nansum", "nanprod"})
_EAGER = ("mxnet.nd.", "mxnet.ndarray.", "mxnet.sym.", "mxnet.symbol.")
_NOT_A_REDUCTION = "not the `axis=` of a reduction that takes `exclude` (sum, mean, prod, max, min, nansum, nanprod)"


class RankRangeAxes(Fixer):
    code = "HYB001"
    name = "rank-range-axes"
    applicability = "unsafe"
    description = """
    Rewrites reduction axes listing every axis from k to the rank, `axis=tuple(range(k,
    len(x.shape)))` (also `list(...)`, `x.ndim`, and a local bound once to it and read only as
    such axes), as `axis=(0, .., k-1), exclude=True`: the same axes for any rank above k, read
    from no shape. Only for `sum`, `mean`, `prod`, `max`, `min`, `nansum`, `nanprod` (F, nd, sym
    or the method) whose data mentions `x` and that take no `exclude=` already, where the code
    proves that x has more than k axes (with exactly k the range is empty and MXNet reduces
    every axis for `axis=()`, where the rewrite would reduce none: a per-sample mean of a (B,)
    loss) and that the reduced data has x's rank (`F.expand_dims(x, 1)` has one axis more,
    which exclude= would reduce too). An input of the block proves no rank: refused.
    """
    EXAMPLES = [
        # a slice along axis 1 ran on every call: x has two axes at least (MXNet 1.9.1 raises
        # otherwise), and y * 2 keeps y's rank
        Example(example_module("y = F.slice_axis(x, axis=1, begin=0, end=None)\n"
                               "return F.sum(y * 2, axis=tuple(range(1, len(y.shape))))"),
                example_module("y = F.slice_axis(x, axis=1, begin=0, end=None)\n"
                               "return F.sum(y * 2, axis=(0,), exclude=True)"),
                shapes=[[(2, 3)], [(2, 3, 4)], [(2, 1, 3, 2)]]),
        # a soft-dice loss: the axes bound once, read by two reductions (the line goes)
        Example(example_module("y = F.sigmoid(F.slice_axis(x, axis=2, begin=0, end=None))\n"
                               "axes = tuple(range(2, len(y.shape)))\n"
                               "inter = F.sum(y * y, axis=axes)\nden = F.sum(y + 1, axis=axes)\n"
                               "return 2 * inter / (den + 1e-6)"),
                example_module("y = F.sigmoid(F.slice_axis(x, axis=2, begin=0, end=None))\n"
                               "inter = F.sum(y * y, axis=(0, 1), exclude=True)\n"
                               "den = F.sum(y + 1, axis=(0, 1), exclude=True)\n"
                               "return 2 * inter / (den + 1e-6)"),
                shapes=[[(2, 3, 4)], [(2, 3, 4, 5)], [(1, 2, 3, 2, 2)]]),
        Example(example_module("y = F.slice_axis(x, axis=1, begin=1, end=None)\n"
                               "return y.mean(axis=list(range(1, y.ndim)), keepdims=True)"),
                example_module("y = F.slice_axis(x, axis=1, begin=1, end=None)\n"
                               "return y.mean(axis=(0,), exclude=True, keepdims=True)"),
                shapes=[[(2, 3)], [(3, 2, 2)], [(2, 3, 4, 5)]]),
        # an input's rank is not proven: a (B,) loss has an empty range, every axis reduced
        Example(example_module("return F.sum(x, axis=tuple(range(1, len(x.shape))))"), None,
                reason="may have 1 axis or fewer", shapes=[[(2, 3)], [(4,)]]),
        Example(example_module("axes = tuple(range(2, len(x.shape)))\nreturn F.max(F.abs(x), axis=axes)"), None,
                reason="may have 2 axes or fewer", shapes=[[(2, 3, 4)], [(2, 3)]]),
        # the data has one axis more than x: exclude= would reduce it too
        Example(example_module("y = F.slice_axis(x, axis=1, begin=0, end=None)\n"
                               "return F.sum(F.expand_dims(y, axis=1), axis=tuple(range(1, len(y.shape))))"),
                None, reason="is not proven to have the rank of", shapes=[[(2, 3)]]),
        # the axes used for something else too, a reduction without exclude=, or other data
        Example(example_module("axes = tuple(range(1, len(x.shape)))\nreturn F.sum(x, axis=axes) + len(axes)"),
                None, reason="is read other than as a reduction's `axis=`", shapes=[[(2, 3)]]),
        Example(example_module("return F.norm(x, axis=tuple(range(1, len(x.shape))))"), None,
                reason="not the `axis=` of a reduction", shapes=[[(2, 3)]]),
        Example(example_module("return F.sum(x, axis=tuple(range(0, len(x.shape))))"), None,
                reason="from axis 0", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def receivers(node: cst.Attribute):
        return (node.value,)

    @classmethod
    def propose(cls, ctx, node: cst.Attribute) -> Fix | Refusal:
        read = rank_read(ctx, node)
        if read is None or not isinstance(node.value, cst.Name):
            return Refusal(NOT_A_RANGE)
        x = node.value.value
        axes = _range_from(ctx, read)
        if axes is None:
            return Refusal(NOT_A_RANGE)
        spread, k = axes
        if k < 1:
            return Refusal("the range starts from axis 0: it is every axis (a reduction without "
                           "`axis=` says so)")
        text = "(" + ", ".join(str(i) for i in range(k)) + ("," if k == 1 else "") + "), exclude=True"
        holder = ctx.parent(spread)
        if isinstance(holder, cst.Arg):
            why, data = _reduction_axis(ctx, holder, x)
            why = why or _ranks_unproven(ctx, node.value, [data], k)
            if why is not None:
                return Refusal(why)
            return make_fix(ctx, [(spread, text)], "unsafe",
                            f"reduce every axis but the first {k} (exclude=True), whatever the rank")
        # `axes = tuple(range(k, len(x.shape)))` on its own line, read only as reduction axes
        line = ctx.parent(holder) if isinstance(holder, cst.Assign) else None
        func = ctx.scope.func if ctx.scope is not None else None
        if (not isinstance(holder, cst.Assign) or holder.value is not spread or len(holder.targets) != 1
                or not isinstance(holder.targets[0].target, cst.Name)
                or not isinstance(line, cst.SimpleStatementLine) or len(line.body) != 1
                or func is None or ctx.parent(ctx.parent(line)) is not func):
            return Refusal(NOT_A_RANGE)
        name = holder.targets[0].target.value
        # the rule's walk has not reached the reads after this line: their parents come from here
        parents = parent_map(func)
        edits: list = []
        datas: list = []
        for n in iter_descendants(func):
            if not (isinstance(n, cst.Name) and n.value == name) or n is holder.targets[0].target:
                continue
            arg = parents.get(id(n))
            if (isinstance(arg, cst.Arg) and arg.keyword is n) or (isinstance(arg, cst.Attribute) and arg.attr is n):
                continue        # a keyword's or an attribute's name, not the local
            why, data = _reduction_axis(ctx, arg, x, parents.get(id(arg))) if isinstance(arg, cst.Arg) and arg.value is n \
                else (f"`{name}` is read other than as a reduction's `axis=`", None)
            if why is not None:
                return Refusal(why if why.startswith(f"`{name}`") else
                               f"`{name}` is read other than as a reduction's `axis=`: {why}")
            edits.append((n, text))
            datas.append(data)
        if not edits:
            return Refusal(f"`{name}` is never read")
        why = _ranks_unproven(ctx, node.value, datas, k)
        if why is not None:
            return Refusal(why)
        start, end = ctx.span(line)
        edits.append(((line_start(ctx.source, start), line_end(ctx.source, end)), ""))
        return make_fix(ctx, edits, "unsafe",
                        f"reduce every axis but the first {k} (exclude=True), whatever the rank, "
                        f"and drop `{name}`")


def _range_from(ctx, read) -> tuple[cst.Call, int] | None:
    """For the rank read ``read`` as the end of ``tuple(range(k, read))`` (or ``list``): (that
    call, k); None otherwise."""
    arg = ctx.parent(read)
    rng = ctx.parent(arg) if isinstance(arg, cst.Arg) else None
    if not (isinstance(rng, cst.Call) and isinstance(rng.func, cst.Name) and rng.func.value == "range"
            and len(rng.args) == 2 and rng.args[1] is arg and all(a.keyword is None and not a.star
                                                                  for a in rng.args)):
        return None
    k = int_literal(rng.args[0].value)
    outer_arg = ctx.parent(rng)
    spread = ctx.parent(outer_arg) if isinstance(outer_arg, cst.Arg) else None
    if (k is None or not isinstance(spread, cst.Call) or not isinstance(spread.func, cst.Name)
            or spread.func.value not in ("tuple", "list") or len(spread.args) != 1
            or outer_arg.keyword is not None or outer_arg.star):
        return None
    if any(b in ctx.index.imports for b in ("range", "tuple", "list", "len")):
        return None       # a builtin rebound by an import
    return spread, k


def _ranks_unproven(ctx, x_node, datas: list, k: int) -> str | None:
    """None when the symbolic shapes prove that ``x_node`` has more than ``k`` axes where its
    rank is read and that each of ``datas`` (the reduced tensors) has its rank; else why not.
    ``range(k, rank)`` is empty at rank k or below, and MXNet reduces every axis for ``axis=()``
    where ``exclude=`` of the first k would reduce none; data of another rank would have other
    axes reduced."""
    x = ctx.code_for(x_node).strip()
    flow = flow_of(ctx)
    shape = None if flow is None else flow.shape_where_read(x_node)
    if shape is None or min_rank(shape) <= k:
        return (f"`{x}` may have {k} {'axis' if k == 1 else 'axes'} or fewer (an input of the block, or a value whose "
                f"rank is not proven): the range is then empty and MXNet reduces every axis for `axis=()`, "
                f"where exclude= would reduce none")
    for data in datas:
        got = flow.shape_where_read(data)
        if got is None or not (got is shape or same_rank(got, shape)
                               or (got.rank is not None and got.rank == shape.rank)):
            return (f"the reduced `{ctx.code_for(data).strip()}` is not proven to have the rank of `{x}`, whose rank "
                    f"gives the axes")
    return None


def _reduction_axis(ctx, arg: cst.Arg, x: str, call=None) -> tuple[str | None, cst.BaseExpression | None]:
    """(None, the reduced data) when ``arg`` is the ``axis=`` of ``call`` (its parent), a
    reduction that takes ``exclude`` and reduces data reading ``x``; else (why not, None)."""
    call = ctx.parent(arg) if call is None else call
    if not (isinstance(call, cst.Call) and arg.keyword is not None and arg.keyword.value == "axis"
            and isinstance(call.func, cst.Attribute) and call.func.attr.value in _REDUCERS):
        return _NOT_A_REDUCTION, None
    op = call.func.attr.value
    positional = [a for a in call.args if a.keyword is None and not a.star]
    if ctx.f_path(call.func) == (op,) or (ctx.resolve(call.func) or "") in {p + op for p in _EAGER}:
        data = next((a.value for a in call.args if a.keyword is not None and a.keyword.value == "data"),
                    positional[0].value if positional else None)
    elif ctx.is_tensor(call.func.value, loose=True):
        data = call.func.value
    else:
        return _NOT_A_REDUCTION, None
    if any(a.star for a in call.args) or any(a.keyword is not None and a.keyword.value == "exclude"
                                             for a in call.args):
        return "the reduction's arguments are spread or give `exclude=` already", None
    if data is None or x not in names_in(data):
        return f"the reduced data does not read `{x}`, whose rank gives the axes", None
    return None, data
