"""A pad to another tensor's size (the U-Net merge): the widths come from a size difference.

    diff_y = skip.shape[2] - up.shape[2]
    diff_x = skip.shape[3] - up.shape[3]
    up = F.pad(up, mode='constant', pad_width=(0, 0, 0, 0, diff_y // 2, diff_y - diff_y // 2,
                                              diff_x // 2, diff_x - diff_x // 2))

Pad's widths are python numbers fixed when the graph is built, so no width can follow the
input's size.  What the pad computes can: along axis a, ``d = s - u`` (``s`` the reference's size,
``u`` the data's), ``before + after == d`` with ``before`` one of ``d // 2``, ``0``, ``d``; the output
has ``s`` entries, entry ``i`` being the data's entry ``i - before`` where that is within ``[0, u)``,
the constant elsewhere (``mode='edge'``: the nearest border entry).  That is ``F.take`` of the data
at ``arange_like(reference) - before`` in mode ``clip`` (which reads the border entry outside: edge
padding), the positions outside ``[0, u)`` set to the constant by ``F.where`` in constant mode: the
same values, copied, never computed.  ``d`` becomes a graph value (the sizes as sums of ones over
``arange_like``, exact integers in float) and ``before`` its floor half.  MXNet 1.9.1's Pad takes a
negative width as a crop at that end, which the same indices give (the bundled runtime raises
there; the two agree wherever the original runs).

Taken only as written above: each difference ``A.shape[a] - B.shape[a]`` bound once to a name read
nowhere but in the pad's widths, ``B`` the padded name, neither rebound before the pad, the pad's
mode constant or edge and its other widths literal zeros.
"""
from __future__ import annotations

import libcst as cst

from ._util import int_literal, kwarg, number_literal, text_mentions


def pad_to_size(rw, node, env):
    """The edits for the idiom above, reached from a size read in a difference line (``node`` the
    ``Assign``), and their note; None where the code is not that idiom."""
    if not isinstance(node, cst.Assign) or rw.f is None:
        return None
    first = rw.flow.parent(node)
    i = rw.flow.index(first)
    diff = _difference(node)
    if i is None or diff is None:
        return None
    reads = rw.flow.uses_after(i, [diff[0]])
    if not reads:
        return None
    stmt = rw.flow.top_statement(reads[0])
    j = rw.flow.index(stmt)
    if j is None or not isinstance(stmt, cst.SimpleStatementLine):
        return None
    pad = next((c for c in rw.flow.calls(stmt) if rw.ctx.f_path(c.func) in (("pad",), ("Pad",))), None)
    # lines inserted before the statement read the names as the statement's own scope does: not
    # where a lambda or comprehension around the pad could bind them anew
    if pad is None or _nested_scope(rw, pad, stmt):
        return None
    got = _pad_parts(rw, pad)
    if got is None:
        return None
    data, widths, fill = got
    axes = _padded_axes(widths)
    if not axes:
        return None
    lines = {}
    for a, name, before in axes:
        k = _bound_at(rw.flow, name, j)
        if k is None:
            return None
        d = _difference(rw.flow.body[k].body[0])
        if d is None or d[1] is None or d[2] != data or d[3] != a:
            return None
        # read nowhere but in the pad's widths
        uses = rw.flow.uses_after(k, [name])
        if any(not _within(rw, u, pad) for u in uses) or rw.flow.reads_locals_by_name():
            return None
        # neither tensor rebound between the difference and the pad
        if any({d[1], data} & rw.flow.binds(rw.flow.body[m]) for m in range(k + 1, j)):
            return None
        if not (rw.ctx.proven_tensor(d[4]) and rw.ctx.proven_tensor(d[5])):
            return None
        lines[k] = (name, d[1], data, a)
    if not any(k == i for k in lines):
        return None
    f = rw.f
    fresh = [f"{data}_{kind}{a}" for a, _, _ in axes for kind in ("src", "pad")]
    if any(text_mentions(rw.ctx.source, n) for n in fresh):
        return None
    rank = len(widths) // 2
    edits = []
    count = lambda t, a: f"{f}.sum({f}.ones_like({f}.contrib.arange_like({t}, axis={a})))"
    for k, (name, ref, x, a) in sorted(lines.items()):
        value = rw.flow.body[k].body[0].value
        edits.append((rw.ctx.span(value), f"{count(ref, a)} - {count(x, a)}"))
    start, _ = rw._lines_of(stmt)
    line = rw.ctx.source[start:rw.ctx.span(stmt)[0]]
    indent = line[:len(line) - len(line.lstrip())]
    newline = "\r\n" if rw.ctx.source[:rw._lines_of(stmt)[1]].endswith("\r\n") else "\n"
    cur, text = data, ""
    for a, name, before in axes:
        src, out = f"{data}_src{a}", f"{data}_pad{a}"
        at = f"{f}.contrib.arange_like({refs(lines, name)}, axis={a})"
        offset = {"zero": None, "half": f"{f}.floor({name} / 2)", "whole": name}[before]
        index = at if offset is None else f"{f}.broadcast_sub({at}, {offset})"
        mask_shape = "(" + ", ".join("-1" if b == a else "1" for b in range(rank)) + ")"
        keep = (f"{f}.broadcast_logical_and({src} >= 0, {f}.broadcast_lesser({src}, {count(data, a)}))"
                f".reshape({mask_shape})")
        constant = f"{f}.zeros_like({out})" if fill == 0 else f"{f}.zeros_like({out}) + {fill!r}"
        text += (f"{indent}{src} = {index}{newline}"
                 f"{indent}{out} = {f}.take({cur}, {src}, axis={a}, mode='clip'){newline}")
        if fill != "edge":
            text += f"{indent}{out} = {f}.where({f}.broadcast_like({keep}, {out}), {out}, {constant}){newline}"
        cur = out
    edits.append(((start, start), text))
    edits.append((rw.ctx.span(pad), cur))
    return edits, ["pad to another tensor's size by take at shifted positions and where for the constant"]


def refs(lines: dict, name: str) -> str:
    return next(ref for n, ref, _, _ in lines.values() if n == name)


def _difference(small):
    """(name, A, B, a, A's node, B's node) of ``name = A.shape[a] - B.shape[a]``; None otherwise."""
    if not (isinstance(small, cst.Assign) and len(small.targets) == 1
            and isinstance(small.targets[0].target, cst.Name)):
        return None
    value = small.value
    if not (isinstance(value, cst.BinaryOperation) and isinstance(value.operator, cst.Subtract)):
        return None
    left, right = _size_read(value.left), _size_read(value.right)
    if left is None or right is None or left[1] != right[1]:
        return None
    return small.targets[0].target.value, left[0].value, right[0].value, left[1], left[0], right[0]


def _size_read(node):
    """(the tensor's Name, a) of ``t.shape[a]`` with ``a`` a literal at least 0."""
    if not (isinstance(node, cst.Subscript) and len(node.slice) == 1
            and isinstance(node.slice[0].slice, cst.Index)
            and isinstance(node.value, cst.Attribute) and node.value.attr.value == "shape"
            and isinstance(node.value.value, cst.Name)):
        return None
    a = int_literal(node.slice[0].slice.value)
    return (node.value.value, a) if a is not None and a >= 0 else None


def _pad_parts(rw, pad: cst.Call):
    """(the padded name, the widths' nodes, the constant or ``"edge"``) of ``F.pad(x,
    mode='constant', pad_width=(...), constant_value=c)`` or of ``mode='edge'``; None for another
    mode or form."""
    positional = [a for a in pad.args if a.keyword is None]
    if len(positional) != 1 or any(a.star for a in pad.args) or not isinstance(positional[0].value, cst.Name):
        return None
    if any(a.keyword.value not in ("mode", "pad_width", "constant_value") for a in pad.args if a.keyword):
        return None
    mode = kwarg(pad, "mode")
    mode = "constant" if mode is None else mode.evaluated_value if isinstance(mode, cst.SimpleString) else None
    if mode not in ("constant", "edge"):
        return None
    fill = kwarg(pad, "constant_value")
    fill = 0 if fill is None else number_literal(fill)
    if mode == "edge":
        # the border entry repeated: exactly what take's clip reads outside the data
        fill = None if kwarg(pad, "constant_value") is not None else "edge"
    widths = kwarg(pad, "pad_width")
    if fill is None or not isinstance(widths, (cst.Tuple, cst.List)) or len(widths.elements) % 2 \
            or any(isinstance(e, cst.StarredElement) for e in widths.elements):
        return None
    return positional[0].value.value, [e.value for e in widths.elements], fill


def _padded_axes(widths):
    """[(a, the difference's name, 'half' | 'zero' | 'whole')] for the pairs (d // 2, d - d // 2),
    (0, d), (d, 0); None where another pair is not two literal zeros."""
    out = []
    for a in range(len(widths) // 2):
        lo, hi = widths[2 * a], widths[2 * a + 1]
        if int_literal(lo) == 0 and int_literal(hi) == 0:
            continue
        if int_literal(lo) == 0 and isinstance(hi, cst.Name):
            out.append((a, hi.value, "zero"))
        elif int_literal(hi) == 0 and isinstance(lo, cst.Name):
            out.append((a, lo.value, "whole"))
        elif _half(lo) is not None and _half(lo) == _rest(hi):
            out.append((a, _half(lo), "half"))
        else:
            return None
    return out


def _half(node) -> str | None:
    """``d`` of ``d // 2``."""
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.FloorDivide) \
            and isinstance(node.left, cst.Name) and int_literal(node.right) == 2:
        return node.left.value
    return None


def _rest(node) -> str | None:
    """``d`` of ``d - d // 2``."""
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Subtract) \
            and isinstance(node.left, cst.Name) and _half(node.right) == node.left.value:
        return node.left.value
    return None


def _bound_at(flow, name: str, j: int) -> int | None:
    """The one statement before ``body[j]`` binding ``name``, a one-line difference; None else."""
    found = [k for k in range(j) if name in flow.binds(flow.body[k])]
    if len(found) != 1 or flow.bound_anywhere(name) and any(
            name in flow.binds(flow.body[m]) for m in range(j, len(flow.body))):
        return None
    k = found[0]
    stmt = flow.body[k]
    if not (isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1):
        return None
    return k


def _nested_scope(rw, node, stmt) -> bool:
    cur = rw.flow.parent(node)
    while cur is not None and cur is not stmt:
        if isinstance(cur, (cst.Lambda, cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)):
            return True
        cur = rw.flow.parent(cur)
    return False


def _within(rw, node, outer) -> bool:
    cur = node
    while cur is not None:
        if cur is outer:
            return True
        cur = rw.flow.parent(cur)
    return False
