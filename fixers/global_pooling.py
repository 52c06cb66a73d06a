"""HYB001 fixer: a pooling window read from the pooled tensor's own size -> ``global_pool=True``.

``F.Pooling(x, kernel=x.shape[2:])`` and ``F.Pooling(x, kernel=(x.shape[2], x.shape[3]))``
-> ``F.Pooling(x, global_pool=True)``; ``F.Pooling(x, global_pool=True, kernel=(x.shape[2],
x.shape[3]))`` -> ``F.Pooling(x, global_pool=True)``; a window bound to a local first
(``k = (x.shape[2], x.shape[3])``, the PyTorch port's ``F.avg_pool2d(x, (x.size(2), x.size(3)))``)
and handed only to poolings of ``x`` as ``kernel=``/``stride=`` -> the line goes and each pooling
takes ``global_pool=True``.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix
from ._shared import NO_USE_REWRITE as _NO_FIX
from hybridlint.engine.walk import binds, iter_descendants, parent_map

from ._util import int_literal, kwarg, line_end, line_start

# window placements under which a window as large as the map gives one output per channel
_ONE_WINDOW_CONVENTIONS = frozenset({"valid", "full"})


class GlobalPooling(Fixer):
    code = "HYB001"
    name = "global-pooling"
    applicability = "safe"
    description = """
    Rewrites a pooling window read from the pooled tensor's spatial sizes, `F.Pooling(x,
    kernel=x.shape[2:], ...)` or `kernel=(x.shape[2], x.shape[3])` (or `(x.shape[-2],
    x.shape[-1])`), as `F.Pooling(x, global_pool=True, ...)`, and drops the kernel where
    `global_pool=True` is already given (MXNet ignores it then). Safe: with no padding a window
    as large as the map has one placement under the 'valid' and 'full' conventions whatever the
    stride, so every pool type gives the global pool's values (checked in MXNet 1.9.1 for max,
    avg, sum and lp on 1-, 2- and 3-d maps); a kernel of the wrong length raises eagerly, so a
    block that runs has one entry per spatial axis. Refused with padding, the 'same' convention,
    a channels-last layout, a kernel given positionally, or sizes of another tensor.
    """
    EXAMPLES = [
        Example(example_module("return F.Pooling(x, kernel=x.shape[2:], pool_type='avg')"),
                example_module("return F.Pooling(x, global_pool=True, pool_type='avg')"),
                shapes=[[(2, 3, 4, 5)], [(1, 2, 3, 2, 4)], [(2, 2, 7)]]),
        Example(example_module("y = F.relu(x)\nreturn F.Pooling(y, kernel=(y.shape[2], y.shape[3]), pool_type='max', stride=(2, 2))"),
                example_module("y = F.relu(x)\nreturn F.Pooling(y, global_pool=True, pool_type='max', stride=(2, 2))"),
                shapes=[[(2, 3, 4, 5)], [(1, 1, 3, 3)]]),
        Example(example_module("return F.Pooling(data=x, pool_type='sum', kernel=(x.shape[-2], x.shape[-1]))"),
                example_module("return F.Pooling(data=x, pool_type='sum', global_pool=True)"),
                shapes=[[(2, 3, 4, 5)]]),
        Example(example_module("return F.Pooling(x, global_pool=True, pool_type='max', kernel=(x.shape[2], x.shape[3]))"),
                example_module("return F.Pooling(x, global_pool=True, pool_type='max')"),
                shapes=[[(2, 3, 4, 5)], [(1, 2, 6, 1)]]),
        Example(example_module("k = (x.shape[2], x.shape[3])\na = F.Pooling(x, kernel=k, stride=k, pool_type='avg')\n"
                               "m = F.Pooling(x, kernel=k, stride=k, pool_type='max')\nreturn a + m"),
                example_module("a = F.Pooling(x, global_pool=True, pool_type='avg')\n"
                               "m = F.Pooling(x, global_pool=True, pool_type='max')\nreturn a + m"),
                shapes=[[(2, 3, 5, 7)], [(1, 2, 1, 4)]]),
        Example(example_module("k = x.shape[2:]\nreturn F.Pooling(x, kernel=k, pool_type='max')"),
                example_module("return F.Pooling(x, global_pool=True, pool_type='max')"),
                shapes=[[(2, 3, 4, 5)], [(2, 2, 3)]]),
        Example(example_module("k = (x.shape[2], x.shape[3])\ny = F.Pooling(x, kernel=k, pool_type='avg')\n"
                               "return y * k[0]"), None, reason="read elsewhere", shapes=[[(2, 3, 4, 5)]]),
        Example(example_module("k = (x.shape[2], x.shape[3])\nx = F.relu(x)\nreturn F.Pooling(x, kernel=k, pool_type='avg')"),
                None, reason="bound again", shapes=[[(2, 3, 4, 5)]]),
        Example(example_module("return F.Pooling(x, kernel=x.shape[2:], pool_type='avg', pad=(1, 1))"), None,
                reason="padded", shapes=[[(2, 3, 4, 5)]]),
        Example(example_module("return F.Pooling(x, kernel=(x.shape[1], x.shape[2]), layout='NHWC')"), None,
                reason="layout", shapes=[[(2, 4, 5, 3)]], runtime=False,
                why_not="MXNet 1.9.1's CPU pooling supports no NHWC layout"),
        # (a tensor of the same shape, `y = F.relu(x)`, is pooled globally by shape-uses, which
        # proves the sizes equal: session 67)
        Example(example_module("y = F.concat(x, x, dim=2)\nreturn F.Pooling(y, kernel=(x.shape[2], x.shape[3]))"), None,
                reason="sizes of", shapes=[[(2, 3, 4, 5)]]),
    ]

    @staticmethod
    def propose(ctx, node: cst.Attribute) -> Fix | Refusal:
        if not isinstance(node.value, cst.Name):
            return Refusal(_NO_FIX)
        x = node.value.value
        parent = ctx.parent(node)
        holder = parent
        if isinstance(parent, cst.Subscript):
            holder = ctx.parent(parent)
            if isinstance(holder, cst.Element):
                holder = ctx.parent(ctx.parent(holder))     # the tuple/list, then what holds it
        if isinstance(holder, cst.Assign):
            return _bound_window(ctx, node, holder, x)
        if not isinstance(holder, cst.Arg):
            return Refusal(_NO_FIX)
        call = ctx.parent(holder)
        if not isinstance(call, cst.Call) or ctx.f_path(call.func) != ("Pooling",):
            return Refusal(_NO_FIX)
        if holder.keyword is None or holder.keyword.value != "kernel":
            return Refusal("the pooling window is not given as `kernel=`" if holder.keyword is None
                           else _NO_FIX)
        args = list(call.args)
        if any(a.star for a in args) or sum(a.keyword is None for a in args) > 1 or "#" in ctx.code_for(call):
            return Refusal("the pooling call passes more than its data positionally (or holds comments)")
        glob = kwarg(call, "global_pool")
        already = isinstance(glob, cst.Name) and glob.value == "True"
        if not already:
            if glob is not None and not (isinstance(glob, cst.Name) and glob.value == "False"):
                return Refusal("`global_pool=` is not a literal")
            why = _window_of_whole_map(ctx, call, holder.value, x)
            if why is not None:
                return Refusal(why)
        parts = []
        for a in args:
            if a is holder:
                if not already:
                    parts.append("global_pool=True")     # in the kernel's place
                continue
            if a.keyword is not None and a.keyword.value == "global_pool" and not already:
                continue
            text = " ".join(ctx.code_for(a.value).split())
            parts.append(text if a.keyword is None else f"{a.keyword.value}={text}")
        text = f"{ctx.code_for(call.func)}({', '.join(parts)})"
        return make_fix(ctx, [(call, text)], "safe",
                        "pool over the whole map with global_pool=True" if not already
                        else "drop the kernel: global_pool=True ignores it")


def _bound_window(ctx, node: cst.Attribute, assign: cst.Assign, x: str) -> Fix | Refusal:
    """``k = (x.shape[2], x.shape[3])`` read only as the window (and stride) of poolings of ``x``:
    the line goes and each pooling pools globally."""
    line = ctx.parent(assign)
    func = line
    while func is not None and not isinstance(func, cst.FunctionDef):
        func = ctx.parent(func)
    if (len(assign.targets) != 1 or not isinstance(assign.targets[0].target, cst.Name)
            or not isinstance(line, cst.SimpleStatementLine) or len(line.body) != 1 or func is None
            or not any(stmt is line for stmt in func.body.body) or "#" in ctx.code_for(line)):
        return Refusal(_NO_FIX)
    k = assign.targets[0].target.value
    if _whole_map_window(assign.value, x) is not None:
        return Refusal(_NO_FIX)     # no window: the other fixers' reasons say more
    later = func.body.body[[i for i, stmt in enumerate(func.body.body) if stmt is line][0] + 1:]
    reads = [n for stmt in later for n in iter_descendants(stmt) if isinstance(n, cst.Name) and n.value == k]
    parents = parent_map(func)      # (the rule's walk has not reached the later lines yet)
    if not any(isinstance(parents.get(id(n)), cst.Arg) and parents[id(n)].keyword is not None
               and parents[id(n)].keyword.value == "kernel" for n in reads):
        return Refusal(_NO_FIX)     # no pooling's window
    if any(binds(stmt, name) for stmt in later for name in (k, x)):
        return Refusal(f"`{k}` or `{x}` is bound again after the window is read")
    calls: dict[int, cst.Call] = {}
    for name in reads:
        arg = parents.get(id(name))
        if (isinstance(arg, cst.Attribute) and arg.attr is name) or (isinstance(arg, cst.Arg) and arg.keyword is name):
            continue        # `self.k`, `f(k=...)`: no read of the local
        call = parents.get(id(arg)) if isinstance(arg, cst.Arg) else None
        if (not isinstance(call, cst.Call) or ctx.f_path(call.func) != ("Pooling",) or arg.keyword is None
                or arg.keyword.value not in ("kernel", "stride")):
            return Refusal(f"the window `{k}` is read elsewhere than as a pooling's `kernel=` or `stride=`")
        calls[id(call)] = call
    if not calls:
        return Refusal(_NO_FIX)
    edits = []
    for call in calls.values():
        if kwarg(call, "global_pool") is not None or kwarg(call, "kernel") is None:
            return Refusal("a pooling reading the window gives `global_pool=` or no `kernel=`")
        if (any(a.star for a in call.args) or sum(a.keyword is None for a in call.args) > 1
                or "#" in ctx.code_for(call)):
            return Refusal("the pooling call passes more than its data positionally (or holds comments)")
        why = placed_once(ctx, call, x)
        if why is not None:
            return Refusal(why)
        parts = []
        for a in call.args:
            if a.keyword is not None and a.keyword.value == "kernel":
                if not (isinstance(a.value, cst.Name) and a.value.value == k):
                    return Refusal("a pooling reading the window has another `kernel=`")
                parts.append("global_pool=True")
            elif a.keyword is not None and a.keyword.value == "stride" and isinstance(a.value, cst.Name) \
                    and a.value.value == k:
                continue        # one placement: the stride moves nothing
            else:
                text = " ".join(ctx.code_for(a.value).split())
                parts.append(text if a.keyword is None else f"{a.keyword.value}={text}")
        edits.append((call, f"{ctx.code_for(call.func)}({', '.join(parts)})"))
    start, end = ctx.span(line)
    edits.append(((line_start(ctx.source, start), line_end(ctx.source, end)), ""))
    return make_fix(ctx, edits, "safe",
                    f"pool over the whole map with global_pool=True; the window `{k}` goes")


def _window_of_whole_map(ctx, call: cst.Call, kernel: cst.BaseExpression, x: str) -> str | None:
    """None when ``kernel`` is ``x.shape[2:]`` or every spatial size of ``x`` in order, ``x``
    being the pooled data and the window placed once; else why not."""
    why = placed_once(ctx, call, x)
    return why if why is not None else _whole_map_window(kernel, x)


def placed_once(ctx, call: cst.Call, x: str) -> str | None:
    """None when ``x`` is the pooled data and a window as large as the map is placed once."""
    data = next((a.value for a in call.args if a.keyword is None), None) or kwarg(call, "data")
    if not (isinstance(data, cst.Name) and data.value == x):
        return f"the window is read from the sizes of `{x}`, not of the pooled data"
    pad = kwarg(call, "pad")
    if pad is not None and not (isinstance(pad, (cst.Tuple, cst.List)) and pad.elements
                                and all(int_literal(e.value) == 0 for e in pad.elements)):
        return "the pooling is padded (a window as large as the map is then placed more than once)"
    conv = kwarg(call, "pooling_convention")
    if conv is not None and not (isinstance(conv, cst.SimpleString) and conv.evaluated_value in _ONE_WINDOW_CONVENTIONS):
        return "the pooling convention is not a literal 'valid' or 'full'"
    layout = kwarg(call, "layout")
    if layout is not None and not (isinstance(layout, cst.SimpleString) and str(layout.evaluated_value).startswith("NC")):
        return "the layout is not channels-first (the sizes read are not the spatial ones)"
    return None


def _whole_map_window(kernel: cst.BaseExpression, x: str) -> str | None:
    if _is_shape_slice(kernel, x):
        return None
    if isinstance(kernel, (cst.Tuple, cst.List)) and kernel.elements:
        idx = [shape_index(e.value, x) for e in kernel.elements]
        n = len(idx)
        if None not in idx and (idx == list(range(2, 2 + n)) or idx == list(range(-n, 0))):
            return None
    return "the window is not every spatial size of the pooled tensor in order"


def _is_shape_slice(node: cst.CSTNode, x: str) -> bool:
    """``x.shape[2:]``."""
    if not (isinstance(node, cst.Subscript) and _is_shape_of(node.value, x) and len(node.slice) == 1):
        return False
    s = node.slice[0].slice
    return (isinstance(s, cst.Slice) and int_literal(s.lower) == 2 and s.upper is None
            and s.step is None)


def shape_index(node: cst.CSTNode, x: str) -> int | None:
    """The literal k of ``x.shape[k]``; None for anything else."""
    if (isinstance(node, cst.Subscript) and _is_shape_of(node.value, x) and len(node.slice) == 1
            and isinstance(node.slice[0].slice, cst.Index)):
        return int_literal(node.slice[0].slice.value)
    return None


def _is_shape_of(node: cst.CSTNode, x: str) -> bool:
    return (isinstance(node, cst.Attribute) and node.attr.value == "shape"
            and isinstance(node.value, cst.Name) and node.value.value == x)
