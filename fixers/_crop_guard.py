"""A size test guarding a crop (or a resize) to that size: the guard goes, the crop stays.

    if lateral.shape[2] != slow.shape[2]:
        lateral = lateral[:, :, :slow.shape[2]]

Where the test is false the sizes are equal at every axis the crop cuts, and the crop keeps all
of ``lateral``.  So the body computes the same value whether or not the test holds, and runs
unguarded; the crop's own rewrite (``F.slice_like``) follows in the next round.  The body may
already be that ``slice_like``, the same at equal sizes.  Only ``!=``: where ``>`` is false the
crop's size may be the larger, which a python slice stops at but ``slice_like`` refuses, so that
guard is kept (and the block with it).  A Symbol has no size to test, so the guard cannot stay.

A crop at axes the test does not read (``if g.shape[2] != skip.shape[2]: g = g[:, :, :skip.shape[2],
:skip.shape[3]]``) is taken where the crop's next use concatenates the two along another axis
(``F.concat(g, skip, dim=1)``, the U-Net merge): concat needs every other axis equal, so where the
test is false and the original runs, the untested cut axes are equal too and the crop keeps them.

The test may be an ``or`` of such tests of the same two tensors (``a.shape[2] != b.shape[2] or
a.shape[3] != b.shape[3]``): it is false where every axis it reads is equal.  The body may also
resize to the other tensor's height and width (``F.contrib.BilinearResize2D(a, height=b.shape[2],
width=b.shape[3])``, or its ``like=b, mode='like'`` form; DLA's IDA-up, FPN merges): a bilinear
resize to a tensor's own height and width is a copy (MXNet 1.9.1, both ``align_corners``, float16/32/64,
sizes 1 to 16, NDArray and Symbol: equal bits, an inf kept, the gradient passed unchanged), so it
too runs unguarded; the resize's own rewrite follows. Only where the resized tensor is proven 4-d:
the resize takes no other rank, which the original never asked of it where the sizes were equal.
"""
from __future__ import annotations

import libcst as cst

from ._util import int_literal, kwarg


def crop_guard(ctx, node, four_d=lambda name: False):
    """The edits dropping the ``if`` ``node`` (see the module docstring) and their note, or None.
    ``four_d(name)``: whether the local ``name`` is proven 4-d where the test reads it."""
    if not isinstance(node, cst.If) or node.orelse is not None or not isinstance(node.body, cst.IndentedBlock):
        return None
    lines = node.body.body
    if len(lines) != 1 or not isinstance(lines[0], cst.SimpleStatementLine) or len(lines[0].body) != 1:
        return None
    assign = lines[0].body[0]
    if not (isinstance(assign, cst.Assign) and len(assign.targets) == 1 and isinstance(assign.targets[0].target, cst.Name)):
        return None
    cropped = assign.targets[0].target.value
    tested = _tested(node.test, cropped)
    if tested is None:
        return None
    like, tests = tested
    resize = _resize_axes(ctx, assign.value, cropped, like)
    if resize is not None and not four_d(cropped):
        return None
    cut = resize or _crop_axes(ctx, assign.value, cropped, like)
    # every cut axis among those the test found equal (`k:`: every axis from k on), or proven
    # equal by the concat that next reads the crop
    untested = [k for k in cut or ()
                if not any(k in axes if axes[-1] is not None else k >= axes[0] for axes in tests)]
    if not cut or (untested and not _concat_next(ctx, node, cropped, like, untested)):
        return None
    for name in (cropped, like):
        if not any(ctx.proven_tensor(n) for n in _reads(node.test, name)) \
                and not (name == like and _met_next(ctx, node, cropped, like)):
            return None
    # nothing but the colon between the test and the body: no comment is lost
    start = ctx.span(node)[0]
    between = ctx.source[ctx.span(node.test)[1]:ctx.span(assign)[0]]
    if between.strip() != ":" or "#" in ctx.source[start:ctx.span(node.test)[0]]:
        return None
    if resize:
        # written in its like form at once: the other tensor may be one the shape flow does not
        # follow (a level taken from a list), whose sizes it cannot read back
        corners = kwarg(assign.value, "align_corners")
        extra = f", align_corners={ctx.code_for(corners)}" if corners is not None else ""
        f = ctx.scope.f_name
        return [((start, ctx.span(assign)[1]),
                 f"{cropped} = {f}.contrib.BilinearResize2D({cropped}, like={like}, mode='like'{extra})")], \
            [f"run the resize unguarded, like `{like}` (a copy where the test is false)"]
    return [((start, ctx.span(assign)[1]), ctx.code_for(assign))], \
        [f"run the crop unguarded (it keeps all of `{cropped}` where the test is false)"]


def _tested(test, cropped: str):
    """(the other tensor, the axes of each test) of ``a.shape[k] != b.shape[k]`` (either order;
    ``a`` the cropped name; ``k`` an axis, or ``k:`` written ``(k, None)``), or of an ``or`` of
    such tests of the same two tensors, else None."""
    if isinstance(test, cst.BooleanOperation) and isinstance(test.operator, cst.Or) and not test.lpar:
        left, right = _tested(test.left, cropped), _tested(test.right, cropped)
        if left is None or right is None or left[0] != right[0]:
            return None
        return left[0], left[1] + right[1]
    if not isinstance(test, cst.Comparison) or len(test.comparisons) != 1 \
            or not isinstance(test.comparisons[0].operator, cst.NotEqual):
        return None
    sides = [_shape_read(test.left), _shape_read(test.comparisons[0].comparator)]
    if None in sides or sides[0][1] != sides[1][1]:
        return None
    (a, axes), (b, _) = sides
    if a == b or cropped not in (a, b):
        return None
    return (b if a == cropped else a), [axes]


def _shape_read(node):
    """(name, axes) of ``name.shape[k]`` (k >= 0) or ``name.shape[k:]`` (the axes from k on, an
    open end: a tuple ``(k, None)``), else None."""
    if not (isinstance(node, cst.Subscript) and len(node.slice) == 1 and isinstance(node.value, cst.Attribute)
            and node.value.attr.value == "shape" and isinstance(node.value.value, cst.Name)):
        return None
    sl = node.slice[0].slice
    if isinstance(sl, cst.Index):
        k = int_literal(sl.value)
        return (node.value.value.value, (k,)) if k is not None and k >= 0 else None
    if isinstance(sl, cst.Slice) and sl.upper is None and sl.step is None and sl.lower is not None:
        k = int_literal(sl.lower)
        return (node.value.value.value, (k, None)) if k is not None and k >= 0 else None
    return None


def _crop_axes(ctx, value, cropped: str, like: str) -> list[int] | None:
    """The axes ``value`` crops ``cropped`` to ``like``'s sizes at, else None:
    ``cropped[:, :like.shape[1]]`` (each cut axis ``:like.shape[j]`` at its own j, every other
    one ``:``), or ``F.slice_like(cropped, like, axes=(...))``."""
    if isinstance(value, cst.Subscript) and isinstance(value.value, cst.Name) and value.value.value == cropped:
        cut = []
        for k, el in enumerate(value.slice):
            sl = el.slice
            if not isinstance(sl, cst.Slice) or sl.step is not None \
                    or (sl.lower is not None and int_literal(sl.lower) != 0):
                return None
            if sl.upper is None:
                continue
            if _shape_read(sl.upper) != (like, (k,)):
                return None
            cut.append(k)
        return cut
    if isinstance(value, cst.Call) and ctx.f_path(value.func) == ("slice_like",) and len(value.args) == 3 \
            and all(a.keyword is None for a in value.args[:2]) and value.args[2].keyword is not None \
            and value.args[2].keyword.value == "axes" and isinstance(value.args[0].value, cst.Name) \
            and value.args[0].value.value == cropped and isinstance(value.args[1].value, cst.Name) \
            and value.args[1].value.value == like and isinstance(value.args[2].value, cst.Tuple):
        cut = [int_literal(e.value) for e in value.args[2].value.elements]
        return None if None in cut or any(k < 0 for k in cut) else cut
    return None


def _resize_axes(ctx, value, resized: str, like: str) -> list[int] | None:
    """[2, 3] where ``value`` is ``F.contrib.BilinearResize2D(resized, height=like.shape[2],
    width=like.shape[3])`` or ``F.contrib.BilinearResize2D(resized, like=like, mode='like')``
    (``align_corners`` may be given: either way a copy at equal sizes), else None."""
    if not isinstance(value, cst.Call) or ctx.f_path(value.func) != ("contrib", "BilinearResize2D") \
            or any(a.star for a in value.args):
        return None
    positional = [a.value for a in value.args if a.keyword is None]
    given = {a.keyword.value: a.value for a in value.args if a.keyword is not None}
    data = positional[0] if len(positional) == 1 and "data" not in given else given.pop("data", None)
    if len(positional) > 1 or not (isinstance(data, cst.Name) and data.value == resized):
        return None
    given.pop("align_corners", None)
    if given.keys() == {"height", "width"}:
        ok = _shape_read(given["height"]) == (like, (2,)) and _shape_read(given["width"]) == (like, (3,))
    elif given.keys() == {"like", "mode"}:
        mode = given["mode"]
        ok = (isinstance(given["like"], cst.Name) and given["like"].value == like
              and isinstance(mode, cst.SimpleString) and mode.evaluated_value == "like")
    else:
        ok = False
    return [2, 3] if ok else None


def _concat_next(ctx, node: cst.If, cropped: str, like: str, axes: list[int]) -> bool:
    """Whether the first statement after ``node`` that mentions ``cropped`` or ``like`` reads
    ``cropped`` only as an argument of one ``F.concat`` that also takes ``like`` directly, along a
    literal non-negative ``dim`` (1 by default) outside ``axes``, evaluated whenever the statement
    runs (no conditional, short circuit, lambda or comprehension around it)."""
    stmt = _next_mention(ctx, node, cropped, like)
    if stmt is None:
        return False
    concats = [n for n in _descendants(stmt) if isinstance(n, cst.Call) and ctx.f_path(n.func) == ("concat",)]
    for call in concats:
        names = [a.value.value for a in call.args if a.keyword is None and isinstance(a.value, cst.Name)]
        dims = [a.value for a in call.args if a.keyword is not None and a.keyword.value == "dim"]
        dim = int_literal(dims[0]) if dims else 1
        if cropped not in names or like not in names or dim is None or dim < 0 or dim in axes:
            continue
        if len(_reads(stmt, cropped)) != names.count(cropped) or _maybe_skipped(stmt, call):
            continue
        return True
    return False


def _next_mention(ctx, node: cst.If, cropped: str, like: str) -> cst.SimpleStatementLine | None:
    """The first statement after ``node`` in its block that mentions ``cropped`` or ``like``,
    where it is one simple line (a compound statement may run its reads conditionally)."""
    block = ctx.parent(node)
    body = list(getattr(block, "body", ()) or ())
    if node not in body:
        return None
    for stmt in body[body.index(node) + 1:]:
        if _reads(stmt, cropped) or _reads(stmt, like):
            return stmt if isinstance(stmt, cst.SimpleStatementLine) else None
    return None


def _met_next(ctx, node: cst.If, cropped: str, like: str) -> bool:
    """Whether the first statement after ``node`` that mentions ``cropped`` or ``like`` computes
    ``cropped + like`` (``- * /``, either order) whenever it runs: with ``cropped`` a tensor, that
    operator raises unless ``like`` is one too (MXNet 1.9.1's NDArray operators take an NDArray or
    a number, and ``like`` has a shape), so in code that runs ``like`` is a tensor (IDA-up's
    ``node(x + prev)`` after resizing ``x`` to ``prev``)."""
    stmt = _next_mention(ctx, node, cropped, like)
    return stmt is not None and any(
        isinstance(n, cst.BinaryOperation) and type(n.operator) in _MEETS
        and {_name(n.left), _name(n.right)} == {cropped, like} and not _maybe_skipped(stmt, n)
        for n in _descendants(stmt))


def _name(node) -> str | None:
    return node.value if isinstance(node, cst.Name) else None


_MEETS = (cst.Add, cst.Subtract, cst.Multiply, cst.Divide)
# what may leave part of a statement unevaluated
_MAYBE = (cst.IfExp, cst.BooleanOperation, cst.Lambda, cst.ListComp, cst.SetComp, cst.DictComp,
          cst.GeneratorExp)


def _maybe_skipped(stmt, call) -> bool:
    def under(n, inside: bool) -> bool:
        if n is call:
            return inside
        return any(under(c, inside or isinstance(n, _MAYBE)) for c in n.children)
    return under(stmt, False)


def _reads(node, name: str):
    return [n for n in (node, *_descendants(node)) if isinstance(n, cst.Name) and n.value == name]


def _descendants(node):
    stack = list(node.children)
    while stack:
        n = stack.pop()
        yield n
        stack.extend(n.children)
