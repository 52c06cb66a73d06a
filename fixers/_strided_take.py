"""Every s-th entry of an axis gathered by index: a strided slice of that axis.

    idx = F.arange(0, x.shape[2], self.alpha)
    slow = F.take(x, idx, axis=2)

``arange(0, n, s)`` with ``n`` the size of the axis the take reads and ``s`` a positive python
int lists ``0, s, 2s, ...`` below ``n`` -- exactly the entries ``F.slice`` keeps with ``step`` s
and both ends open, in the same order, on every input size; ``take`` clips only indices out of
range, and these never are.  ``F.slice`` with a ``begin``/``end`` shorter than the rank leaves
the later axes whole (MXNet 1.9.1), so the rank need not be known.  The gathered values and
their gradient are the same; the arange, whose size a Symbol does not have, goes (its line with
it where it was bound to a name read only there).  A negative axis, a step not proven a positive
int, a start other than 0, an end that is not the taken axis's own size: not this rewrite.
"""
from __future__ import annotations

import libcst as cst

from ._configured import int_configured
from ._util import int_literal, kwarg


def strided_take(uses, call, env):
    """The edits turning the take that reads the arange ``call`` into ``F.slice`` (and dropping
    the arange's line where it bound a local), their note, or None.  ``uses`` is the ShapeUses
    walking the size read in ``call``."""
    ctx, flow = uses.ctx, uses.flow
    if not isinstance(call, cst.Call) or ctx.f_path(call.func) != ("arange",) or any(a.star for a in call.args):
        return None
    bounds: dict[str, cst.BaseExpression] = {}
    for i, a in enumerate(call.args):
        key = ("start", "stop", "step")[i] if a.keyword is None and i < 3 else a.keyword and a.keyword.value
        if key in ("dtype", "ctx"):     # (the indices' dtype and device: not the gathered values')
            continue
        if key not in ("start", "stop", "step") or key in bounds:
            return None
        bounds[key] = a.value
    start, stop, step = bounds.get("start"), bounds.get("stop"), bounds.get("step")
    if stop is None or step is None or int_literal(start) != 0:
        return None
    n = int_literal(step)
    if not (n is not None and n > 0 or n is None and int_configured(ctx, step, positive=True)):
        return None
    d = uses.reader.dim(stop, env)
    if d is None or d.python() is not None:
        return None
    holder = flow.parent(call)
    drop = None
    if isinstance(holder, cst.Arg):
        index = holder
    else:
        lone = uses._lone_local(holder)
        if lone is None or holder.value is not call:
            return None
        reads = flow.uses_after(lone[1], [lone[0]])
        if len(reads) != 1 or not isinstance(flow.parent(reads[0]), cst.Arg):
            return None
        index, drop = flow.parent(reads[0]), flow.parent(holder)
    take = flow.parent(index)
    if not (isinstance(take, cst.Call) and ctx.f_path(take.func) == ("take",)) or any(a.star for a in take.args) \
            or any(a.keyword is not None and a.keyword.value not in ("a", "indices", "axis", "mode") for a in take.args):
        return None
    positional = [a for a in take.args if a.keyword is None]
    data = positional[0].value if positional else kwarg(take, "a")
    named = next((a for a in take.args if a.keyword is not None and a.keyword.value == "indices"), None)
    if data is None or index is not (positional[1] if len(positional) > 1 else named):
        return None
    axis = kwarg(take, "axis")
    k = 0 if axis is None else int_literal(axis)
    if k is None or k < 0:
        return None
    at = flow.env_at(take)
    shape = None if at is None else uses.reader.value_shape(data, at)
    if shape is None or shape.dim(k) != d:
        return None
    f, code = uses.f, uses.code
    ends = "(" + "None, " * k + "None)" if k else "(None,)"
    steps = "(" + "None, " * k + f"{code(step)})" if k else f"({code(step)},)"
    edits = [(take, f"{f}.slice({code(data)}, begin={ends}, end={ends}, step={steps})")]
    if drop is not None:
        edits.append((uses._lines_of(drop), ""))
    return edits, [f"every {code(step)}-th entry of axis {k} by a strided {f}.slice"]
