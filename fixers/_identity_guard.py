"""A size test guarding code that is the identity where the test is false: the guard goes.

    B, T, _ = sed.shape
    if T != self.label_frames:
        sed = sed.reshape((B, self.label_frames, T // self.label_frames, -1)).mean(axis=2)

Where ``T == k`` the reshape's target is ``v``'s own shape with a 1 put at axis ``a`` (``T // k``
is 1 there, ``k`` is ``T``, a ``-1`` stands for the one size left), and a mean or sum over that
axis of one element gives each element back (a sum of one term, divided by 1: the same bits in
MXNet 1.9.1, NDArray and Symbol).  So the body computes what the guard kept, and runs unguarded;
its reshape's own rewrite follows in the next round, among the top-level statements.  A Symbol
has no size to test, so the guard cannot stay.  Only ``!=`` of a size and a python value: any
other test may be false where the sizes differ.  Each body line rebinds a name of its own, read
nowhere else in the body, so every line reads the value the guard saw.  ``k`` is taken to be no
0: with ``k == 0`` the original divides by zero wherever the sizes differ, so it works only on
inputs whose tested axis is empty.
"""
from __future__ import annotations

import libcst as cst

from ._util import int_literal, kwarg, line_start, names_in

_REDUCTIONS = ("mean", "sum")


def identity_guard(rw, stmt: cst.If, size: str, env):
    """The edit dropping the top-level ``if`` ``stmt`` whose test compares the bound size
    ``size`` with a python value (see the module docstring), with its note; None otherwise."""
    if stmt.orelse is not None or not isinstance(stmt.body, cst.IndentedBlock) or not stmt.body.body:
        return None
    k = _other_side(stmt.test, size)
    if k is None or not _python_value(rw, k[0], env):
        return None
    seen: set[str] = set()
    for line in stmt.body.body:
        if not (isinstance(line, cst.SimpleStatementLine) and len(line.body) == 1):
            return None
        name = _identity_line(rw, line.body[0], k[1], k[0], env, seen)
        if name is None:
            return None
        seen.add(name)
    return _dedented(rw, stmt, k[0])


def _other_side(test, size: str):
    """(``k``, the size's name node) of ``size != k`` or ``k != size``."""
    if not (isinstance(test, cst.Comparison) and len(test.comparisons) == 1
            and isinstance(test.comparisons[0].operator, cst.NotEqual)):
        return None
    left, right = test.left, test.comparisons[0].comparator
    if isinstance(left, cst.Name) and left.value == size:
        return right, left
    if isinstance(right, cst.Name) and right.value == size:
        return left, right
    return None


def _python_value(rw, k, env) -> bool:
    """``k`` is a python number the reader knows that no tensor's size gives (a literal, a
    configuration attribute): the same on both sides of hybridize()."""
    d = rw.reader.dim(k, env)
    return d is not None and not d.from_tensor and d.python() is not None \
        and not rw.reader.mentions_dims(k, env)


def _identity_line(rw, small, tested, k, env, seen: set) -> "str | None":
    """The name ``v`` of ``v = v.reshape(target).mean(axis=a)`` (or ``.sum``) whose target is
    ``v``'s proven shape with a 1 at axis ``a`` where ``size == k``; None for another line."""
    if not (isinstance(small, cst.Assign) and len(small.targets) == 1
            and isinstance(small.targets[0].target, cst.Name)):
        return None
    name = small.targets[0].target.value
    size = tested.value
    if name in seen or name == size:
        return None
    red = small.value
    if not (isinstance(red, cst.Call) and isinstance(red.func, cst.Attribute)
            and red.func.attr.value in _REDUCTIONS and len(red.args) == 1
            and red.args[0].keyword is not None and red.args[0].keyword.value == "axis"):
        return None
    axis = int_literal(red.args[0].value)
    shaped = red.func.value
    if axis is None or axis < 0 or not (isinstance(shaped, cst.Call) and isinstance(shaped.func, cst.Attribute)
                                        and shaped.func.attr.value == "reshape" and len(shaped.args) == 1
                                        and shaped.args[0].keyword is None and kwarg(shaped, "reverse") is None):
        return None
    data = shaped.func.value
    target = shaped.args[0].value
    if not (isinstance(data, cst.Name) and data.value == name and isinstance(target, (cst.Tuple, cst.List))):
        return None
    if names_in(target) & seen:
        return None     # a size read from a value an earlier line rebound: the env is before the `if`
    held = env.tensors.get(name)
    dims = held.full() if held is not None else None
    if dims is None or not rw.ctx.is_tensor(data, loose=True):
        return None
    return name if _one_inserted(rw, target, axis, dims, tested, k, env) else None


def _one_inserted(rw, target, axis: int, dims, tested, k, env) -> bool:
    """The entries of ``target`` where ``size == k`` are ``dims`` with a 1 at ``axis``: ``size //
    k`` there, elsewhere each entry the size at its place (``k`` or ``size`` for the size
    ``size`` names). No ``-1``: beside it ``size // k`` need not divide exactly (the -1 takes the
    remainder), so the reshape the guard hides gets no codes and dropping the guard fixes nothing."""
    entries = [e.value for e in target.elements if not isinstance(e, cst.StarredElement)]
    if len(entries) != len(target.elements) or len(entries) != len(dims) + 1 or axis >= len(entries):
        return False
    size = tested.value
    if not _is_quotient(rw, entries[axis], size, k):
        return False
    same = rw.reader.same
    tested = rw.reader.dim(tested, env)
    for e, d in zip(entries[:axis] + entries[axis + 1:], dims):
        v = int_literal(e)
        if v is not None and v <= 0:
            return False        # 0 and the other codes are no sizes
        if (isinstance(e, cst.Name) and e.value == size) or rw.code(e) == rw.code(k):
            got = tested
        else:
            got = rw.reader.dim(e, env)
        if got is None or d is None or same(got) != same(d):
            return False
    return True


def _is_quotient(rw, e, size: str, k) -> bool:
    """``size // k``: 1 where ``size == k`` (k a python value other than 0, which the original
    would have divided by)."""
    return isinstance(e, cst.BinaryOperation) and isinstance(e.operator, cst.FloorDivide) \
        and isinstance(e.left, cst.Name) and e.left.value == size and rw.code(e.right) == rw.code(k)


def _dedented(rw, stmt: cst.If, k):
    """The edit putting the body's lines in the ``if``'s place, one level less indented, and
    its note; None where a comment stands between the test and the body (it would be lost)."""
    ctx = rw.ctx
    source = ctx.source
    start = line_start(source, ctx.span(stmt)[0])
    body0 = line_start(source, ctx.span(stmt.body.body[0])[0])
    header = source[start:body0]
    if "#" in header or header.count("\n") != 1:
        return None
    outer = header[:len(header) - len(header.lstrip())]
    inner = source[body0:ctx.span(stmt.body.body[0])[0]]
    end = ctx.span(stmt)[1]
    lines = source[body0:end].splitlines(keepends=True)
    if not inner.startswith(outer) or any(line.strip() and not line.startswith(inner) for line in lines):
        return None
    text = "".join(outer + line[len(inner):] if line.strip() else line for line in lines)
    return [((start, end), text)], [f"run the body unguarded: where the test is false its reshape puts "
                                    f"a 1 at the reduced axis (`{rw.code(k)}` equal to the size), so it "
                                    "gives each element back"]
