"""HYB001 fixer: a reshape target built from the input's own dimensions -> MXNet reshape codes.

``x.reshape((x.shape[0], x.shape[1] * x.shape[2], -1))`` -> ``x.reshape((0, -3, -1))``,
``x.reshape((x.shape[0], 2, x.shape[1] // 2, x.shape[2]))`` -> ``x.reshape((0, -4, 2, -1, 0))``,
``F.reshape(x, shape=(-1,) + x.shape[2:])`` -> ``F.reshape(x, shape=(-1, -2))``... The solver
walks the target the way MXNet's Reshape walks the input (``runtime/ops/tensor.py``
``reshape_target``): code 0 copies the input dimension under the cursor and moves it by one,
-3 merges the two under it, -2 copies all that are left, and any other entry (a literal, -1, a
python value) moves it by one.  An entry ``x.shape[i]`` becomes 0 only when the cursor is at
``i``; anything the walk cannot place refuses the whole rewrite.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_class, example_module, make_fix
from ._configured import int_configured
from ._numpy_roundtrip import only_assignment
from ._shared import NOT_A_RESHAPE_TARGET
from ._util import int_literal, kwarg, misplaced_inference, reshapes

# entry kinds of a flattened reshape target
DIM, MERGE, REST, HEAD, OTHER, LITERAL = "dim", "merge", "rest", "head", "other", "literal"
SIZE, QUOTIENT = "size", "quotient"


def solve(entries: list[tuple]) -> list[str] | None:
    """Reshape codes for ``entries``; None when they cannot be placed.

    Entries: (DIM, i) for ``x.shape[i]``; (MERGE, i) for ``x.shape[i] * x.shape[i + 1]``;
    (REST, k) for ``*x.shape[k:]``; (HEAD, k) for ``*x.shape[:k]``; (LITERAL, v, text) for an
    int literal; (SIZE, text, count) for a python value proven a positive integer (a configured
    count ``self.k``, or a local bound once to one: ``count`` is that ``self.k``); (QUOTIENT, i, k)
    for ``x.shape[i] // k``, ``k`` a positive int literal or such a count; (OTHER, text) for
    another python value.

    A quotient placed next to the literal or count ``k`` it divides by (``k, x.shape[i] // k`` or
    ``x.shape[i] // k, k``) is dimension ``i`` split in two, ``-4, k, -1`` or ``-4, -1, k``:
    Reshape checks that the two multiply to the dimension, and where ``k`` does not divide it
    the original's element count is short of the input's, so both raise (legacy MXNet makes no
    zero-size array). A quotient anywhere else cannot be placed.

    Two cursors are followed: ``new`` walks the codes emitted, ``orig`` walks the numbers the
    original code hands to Reshape (a read dimension is one positive number there). An entry
    kept as written that reads the cursor (the codes 0, -2, -3, or a python value that might be
    one) keeps its meaning only where the two cursors agree; after a python value the cursors
    are no longer known, so everything after it must stay as written.
    """
    out: list[str] = []
    new = orig = 0
    frozen = False
    last = len(entries) - 1
    skip = False
    for i, entry in enumerate(entries):
        if skip:
            skip = False
            continue
        kind = entry[0]
        if frozen and kind in (DIM, MERGE, HEAD, REST, QUOTIENT):
            return None
        split = None if frozen else _split(entries, i, new)
        if split is not None:
            out.extend(split)
            # one input dimension read, two numbers handed to the original's Reshape
            new, orig = new + 1, orig + 2
            skip = True
            continue
        if kind == QUOTIENT:
            return None
        if kind == DIM:
            if entry[1] != new:
                return None
            out.append("0")
            new, orig = new + 1, orig + 1
        elif kind == MERGE:
            if entry[1] != new:
                return None
            out.append("-3")
            new, orig = new + 2, orig + 1
        elif kind == HEAD:
            if new != 0:
                return None
            out.extend(["0"] * entry[1])
            new, orig = new + entry[1], orig + entry[1]
        elif kind == REST:
            if entry[1] != new or i != last:
                return None
            out.append("-2")
        elif kind == SIZE:                       # one dimension of that size: reads nothing
            out.append(entry[1])
            new, orig = new + 1, orig + 1
        elif kind == LITERAL:
            value, text = entry[1], entry[2]
            if value >= 1 or value == -1:        # sets or infers one dimension: reads nothing
                new, orig = new + 1, orig + 1
            elif value in (0, -2, -3):
                if orig != new or (value == -2 and i != last):
                    return None
                step = 2 if value == -3 else 1
                new, orig = new + step, orig + step
            else:
                return None                      # -4 reads the entries after it
            out.append(text)
        else:
            if orig != new:
                return None
            out.append(entry[1])
            new, orig = new + 1, orig + 1
            frozen = True
    return out


def _split(entries: list[tuple], i: int, new: int) -> list[str] | None:
    """``-4`` codes for ``entries[i]`` and ``entries[i + 1]`` when they are ``k, x.shape[new] //
    k`` or ``x.shape[new] // k, k`` (one positive int literal or configured count ``k`` both
    times), else None."""
    if i + 1 >= len(entries):
        return None
    a, b = entries[i], entries[i + 1]
    if b[0] == QUOTIENT and b[1] == new and _divides_by(a, b[2]):
        return ["-4", _text(a), "-1"]
    if a[0] == QUOTIENT and a[1] == new and _divides_by(b, a[2]):
        return ["-4", "-1", _text(b)]
    return None


def _divides_by(entry: tuple, key) -> bool:
    """Whether ``entry`` is the number a quotient divides by: the literal ``k`` itself, or a
    configured count read as the divisor was (``self.k``, or a local bound once to it)."""
    return (entry[0] == LITERAL and entry[1] == key) or (entry[0] == SIZE and entry[2] == key)


def _text(entry: tuple) -> str:
    return entry[2] if entry[0] == LITERAL else entry[1]


_PERIOD = """def __init__(self, period=3, **kwargs):
    super().__init__(**kwargs)
    self.period = period

def hybrid_forward(self, F, x):
    {}
"""


_SEGMENTS = """def __init__(self, num_segments={}, **kwargs):
    super().__init__(**kwargs)
    self._seg = num_segments

def hybrid_forward(self, F, x):
    return {}.sum(axis=1)
"""


class ReshapeCodes(Fixer):
    code = "HYB001"
    name = "reshape-codes"
    applicability = "safe"
    description = """
    Rewrites a reshape target built from the reshaped tensor's own dimensions into MXNet reshape
    codes, the way Reshape reads them: `x.shape[i]` under the cursor -> `0`, `x.shape[i] *
    x.shape[i+1]` -> `-3` (merge two), a trailing `*x.shape[k:]` or `+ x.shape[k:]` -> `-2` (the
    rest), a leading `*x.shape[:k]` -> `0` k times, `k, x.shape[i] // k` (or the two the other
    way round) under the cursor -> `-4, k, -1` (split in two); literals and -1 stay. A target that reads
    sizes only from the end (`x.shape[-1]`, `x.shape[-2] * x.shape[-1]`) next to positive
    literals and -1 gets the same codes placed from the right, with `reverse=True` (`(-1,
    x.shape[-1])` -> `(-1, 0), reverse=True`), which holds for any rank. A count `__init__` alone
    stores from a positive literal or a parameter defaulting to one (`self._seg`) is a size as a
    literal is (unsafe: a caller may pass a 0, which Reshape reads as a code). Otherwise safe: the codes give
    the shape the original computed, for every input (a python value after a -3/-2 could be a 0
    code at run time, so such targets are refused). Only for a reshape of the same tensor whose
    dimensions are read. Targets that read sizes on both sides of the cursor with the rank
    unknown are rank-free-reshape's.
    """
    EXAMPLES = [
        Example(example_module("return x.reshape((x.shape[0], x.shape[1] * x.shape[2], -1))"),
                example_module("return x.reshape((0, -3, -1))"), shapes=[[(2, 3, 4, 5)], [(1, 2, 2, 3)]]),
        Example(example_module("return F.reshape(x, shape=x.shape[:2] + (-1,))"),
                example_module("return F.reshape(x, shape=(0, 0, -1))"), shapes=[[(2, 3, 4, 5)], [(3, 1, 2)]]),
        Example(example_module("return x.reshape((x.shape[0], 0, -1, x.shape[3]))"),
                example_module("return x.reshape((0, 0, -1, 0))"), shapes=[[(2, 3, 4, 5)], [(1, 2, 3, 1)]]),
        # `-1` then the rest from dimension 2: this solver cannot place it (the -1 would consume
        # dimension 0 alone); the shape-uses fixer merges the head instead: (-3, -2)
        Example(example_module("return F.reshape(x, shape=(-1,) + x.shape[2:])"),
                example_module("return F.reshape(x, shape=(-3, -2))"), shapes=[[(2, 3, 4, 5)], [(2, 3, 1)]],
                applicability="unsafe"),
        Example(example_module("y = F.relu(x)\nreturn y.reshape((*y.shape[:2], -1))"),
                example_module("y = F.relu(x)\nreturn y.reshape((0, 0, -1))"), shapes=[[(2, 3, 4, 5)], [(2, 2, 3)]]),
        Example(example_module("return x.reshape((x.shape[0] * x.shape[1], *x.shape[2:]))"),
                example_module("return x.reshape((-3, -2))"), shapes=[[(2, 3, 4)], [(2, 3, 4, 5)]]),
        Example(example_module("return x.reshape(shape=[1, x.shape[0] * x.shape[1], -1])"),
                None, reason="cannot be placed", shapes=[[(2, 3, 4)]]),
        # a dimension split in two by the literal it is divided by (a complex spectrum's real
        # and imaginary halves): -4; legacy MXNet has no zero-size array, so where k does not
        # divide the size both raise
        Example(example_module("return x.reshape((x.shape[0], 2, x.shape[1] // 2, x.shape[2]))"),
                example_module("return x.reshape((0, -4, 2, -1, 0))"), shapes=[[(2, 8, 5)], [(1, 2, 3, 1)]]),
        Example(example_module("y = F.relu(x)\nreturn y.reshape((0, y.shape[1] // 3, 3, y.shape[2]))"),
                example_module("y = F.relu(x)\nreturn y.reshape((0, -4, -1, 3, 0))"), shapes=[[(2, 6, 5)], [(1, 3, 2)]]),
        # ... or by a configured count, read as `self.k` or through a local bound once to it
        # (TimesNet's period fold `p = self.period` then `x.shape[1] // p, p`): the same split,
        # unsafe as any configured count is (a caller's 0 or negative would be a code)
        Example(example_module("return x.reshape((x.shape[0], x.shape[1] // self.k, self.k, x.shape[2]))",
                               init="self.k = 2"),
                example_module("return x.reshape((0, -4, -1, self.k, 0))", init="self.k = 2"),
                shapes=[[(2, 8, 5)], [(1, 2, 3)]], applicability="unsafe"),
        Example(example_class(_PERIOD.format("p = self.period\n    y = F.relu(x)\n    "
                                             "return y.reshape((y.shape[0], p, y.shape[1] // p, y.shape[2]))")),
                example_class(_PERIOD.format("p = self.period\n    y = F.relu(x)\n    "
                                             "return y.reshape((0, -4, p, -1, 0))")),
                shapes=[[(2, 6, 5)], [(1, 9, 2)]], applicability="unsafe"),
        # a divisor that is not the count beside it, or a local bound twice: not the same number
        Example(example_module("return x.reshape((2, x.shape[1] // self.k, self.j, -1))",
                               init="self.k = 2\nself.j = 2"),
                None, reason="cannot be placed as reshape codes", shapes=[[(2, 8, 5)]]),
        Example(example_module("p = self.k\nif self.k > 4:\n    p = 4\n"
                               "return x.reshape((-1, x.shape[1] // p, p))", init="self.k = 2"),
                None, reason="constructs the solver does not read", shapes=[[(2, 8)]]),
        # ... but not with a -1 after the split: MXNet 1.9.1 keeps the -1's slot by its code's
        # position, one axis right of the one it makes after a -4 (`(0, -4, -1, 3, -1)` raises
        # "Cannot reshape array" eagerly and gives a wrong shape as a Symbol)
        Example(example_module("y = F.relu(x)\nreturn y.reshape((0, y.shape[1] // 3, 3, -1))"),
                None, reason="its -1 would follow a -4 split", shapes=[[(2, 6, 5)]]),
        # divided by one number, split by another: no codes say it
        Example(example_module("return x.reshape((2, x.shape[1] // 3, -1))"),
                None, reason="cannot be placed as reshape codes", shapes=[[(2, 6, 5)]]),
        # sizes read from the end only: the same codes placed from the right (reverse=True)
        Example(example_module("y = F.tanh(x)\nreturn y.reshape((-1, y.shape[-1]))"),
                example_module("y = F.tanh(x)\nreturn y.reshape((-1, 0), reverse=True)"),
                shapes=[[(2, 3, 4)], [(2, 3, 4, 5)], [(6, 4)]]),
        Example(example_module("return F.reshape(x, shape=(-1, x.shape[-2], x.shape[-1])) * 2"),
                example_module("return F.reshape(x, shape=(-1, 0, 0), reverse=True) * 2"),
                shapes=[[(2, 3, 4)], [(2, 3, 4, 5)], [(1, 2, 1, 3)]]),
        Example(example_module("return x.reshape((-1, x.shape[-2] * x.shape[-1]))"),
                example_module("return x.reshape((-1, -3), reverse=True)"),
                shapes=[[(2, 3, 4)], [(2, 3, 4, 5)]]),
        Example(example_module("return x.reshape((-1, 2, x.shape[-1]))"),
                example_module("return x.reshape((-1, 2, 0), reverse=True)"),
                shapes=[[(2, 3, 4)], [(4, 5)], [(3, 2, 2, 1)]]),
        # segments folded into the batch (TSN/TSM consensus): a count `__init__` alone stores
        # from a parameter defaulting to a positive literal is one size, as a literal is
        Example(example_class(_SEGMENTS.format("3", "x.reshape((-1, self._seg, x.shape[-1]))")),
                example_class(_SEGMENTS.format("3", "x.reshape((-1, self._seg, 0), reverse=True)")),
                shapes=[[(6, 4)], [(2, 3, 5)], [(3, 1)]], applicability="unsafe"),
        # a default of 0 is Reshape's code "copy", read from the other end once reversed
        Example(example_class(_SEGMENTS.format("0", "x.reshape((-1, self._seg, x.shape[-1]))")), None,
                reason="constructs the solver does not read", shapes=[[(6, 4)]]),
        # a literal between the ends, or the last sizes out of order: Reshape's cursor decides
        Example(example_module("return x.reshape((0, -1, 2, x.shape[-1]))"), None,
                reason="constructs the solver does not read", shapes=[[(2, 3, 4)]]),
        Example(example_module("return x.reshape((0, -1, x.shape[-1], x.shape[-2]))"), None,
                reason="constructs the solver does not read", shapes=[[(2, 3, 4)]]),
        # another tensor's dimensions: left to the other fixers (none applies here; shape_flow's
        # refusal says why: y's rank is not known, so no codes relative to it can be chosen)
        Example(example_module("y = F.transpose(x)\nreturn y.reshape((x.shape[0], -1))"), None,
                reason="it sizes a reshape of `y` by another tensor's size", shapes=[[(2, 3, 4)]]),
        # a child kept in a python list may return a tuple, but not where its output is the
        # receiver of `.reshape`, looked up before the target's `y.shape` is read (Demucs' sources
        # split out by `x.reshape((x.shape[0], S, C, x.shape[-1]))` after a loop over its decoders)
        Example(example_module("y = self.blocks[0](x)\nreturn y.reshape((y.shape[0], 3, -1))",
                               init="self.blocks = [nn.Dense(6)]\nself.register_child(self.blocks[0])",
                               gluon="HybridBlock, nn"),
                example_module("y = self.blocks[0](x)\nreturn y.reshape((0, 3, -1))",
                               init="self.blocks = [nn.Dense(6)]\nself.register_child(self.blocks[0])",
                               gluon="HybridBlock, nn"),
                shapes=[[(2, 4)], [(5, 3)]]),
        # ... a size read on a line of its own proves nothing of the kind
        Example(example_module("y = self.blocks[0](x)\nn = y.shape[0]\nreturn y.reshape((n, 3, -1))",
                               init="self.blocks = [nn.Dense(6)]\nself.register_child(self.blocks[0])",
                               gluon="HybridBlock, nn"),
                None, reason="it may be a tuple of outputs", shapes=[[(2, 4)]]),
    ]

    @staticmethod
    def receivers(node: cst.Attribute):
        return (node.value,)

    @classmethod
    def propose(cls, ctx, node: cst.Attribute) -> Fix | Refusal:
        found = reshape_receiver(ctx, node)
        if found is None:
            return Refusal(NOT_A_RESHAPE_TARGET)
        x, target, holder, call = found
        entries = _flatten(ctx, target, x)
        backwards = None
        if entries is None:
            # `x.reshape((-1, x.shape[-1]))`: sizes read from the end only. MXNet's reverse=True
            # reverses the input's shape and the codes, walks, and reverses the result, so the
            # same solver placed over the reversed entries gives codes valid for any rank
            backwards = _flatten(ctx, target, x, from_end=True)
            if backwards is None:
                return Refusal("the reshape target mixes `.shape` with constructs the solver does not read")
            if kwarg(call, "reverse") is not None or call.args[-1] is not holder:
                return Refusal("the reshape reads sizes from the end, which needs reverse=True, and "
                               "the call cannot take it after its target")
            entries = backwards[::-1]
        # a configured count is positive as the block's constructor is called by default, and a
        # caller may hand it a 0, which Reshape reads as a code: codes that hold whatever it is
        # (it kept as written where both cursors agree) are safe, codes that need it positive not
        plain = [(OTHER, e[1]) if e[0] == SIZE else e for e in entries]
        codes = solve(plain) if backwards is None else None
        sure = "safe"
        if codes is None and plain != entries:
            codes, sure = solve(entries), "unsafe"
        elif codes is None:
            codes = solve(entries)
        if codes is None:
            return Refusal("the dimensions it reads cannot be placed as reshape codes (a dimension "
                           "away from the cursor of MXNet's Reshape)")
        if misplaced_inference(codes):
            return Refusal("its -1 would follow a -4 split, and MXNet's Reshape then infers the size "
                           "at another axis (it counts the split's three codes as three axes)")
        if backwards is not None:
            codes = codes[::-1]
        inner = ", ".join(codes) + ("," if len(codes) == 1 else "")
        if isinstance(target, cst.List):
            text = "[" + ", ".join(codes) + "]"
        elif getattr(target, "lpar", None):
            text = inner         # (the span of a parenthesized node excludes its parentheses)
        else:
            text = "(" + inner + ")"
        if backwards is not None:
            _, at = ctx.span(holder)       # the Arg: past the target's own parentheses
            return make_fix(ctx, [(target, text), ((at, at), ", reverse=True")], sure,
                            f"use reshape codes ({inner}) read from the end (reverse=True)")
        return make_fix(ctx, [(target, text)], sure, f"use reshape codes ({inner})")


def reshape_receiver(ctx, node: cst.Attribute):
    """For ``x.shape`` read inside the target of a reshape of ``x``: (x, the target, the Arg
    holding it, the reshape call); None anywhere else."""
    if not isinstance(node.value, cst.Name):
        return None
    x = node.value.value
    target, holder = _enclosing_target(ctx, node)
    if target is None:
        return None
    call = ctx.parent(holder)
    if not (isinstance(call, cst.Call) and reshapes(ctx, call, holder, x)):
        return None
    return x, target, holder, call


def _enclosing_target(ctx, node: cst.CSTNode):
    """(the outermost tuple/list/concatenation holding ``node`` below a call argument, that Arg)."""
    cur = node
    target = None
    while True:
        parent = ctx.parent(cur)
        if parent is None:
            return None, None
        if isinstance(parent, cst.Arg):
            return target, parent
        if isinstance(parent, (cst.Tuple, cst.List)) or (
                isinstance(parent, cst.BinaryOperation) and isinstance(parent.operator, cst.Add)):
            target = parent
        elif not isinstance(parent, (cst.Subscript, cst.SubscriptElement, cst.Index, cst.Slice,
                                     cst.BinaryOperation, cst.Element, cst.StarredElement)):
            return None, None
        cur = parent


def shape_index(node, x: str, from_end: bool = False):
    """i of ``x.shape[i]`` (non-negative literal), else None; with ``from_end``, ``k - 1`` of
    ``x.shape[-k]`` (the position in the reversed shape) instead."""
    if (isinstance(node, cst.Subscript) and len(node.slice) == 1
            and isinstance(node.slice[0].slice, cst.Index) and _is_shape_of(node.value, x)):
        i = int_literal(node.slice[0].slice.value)
        if i is None:
            return None
        if from_end:
            return -i - 1 if i < 0 else None
        return i if i >= 0 else None
    return None


def _shape_slice(node, x: str):
    """("rest", k) for ``x.shape[k:]``, ("head", k) for ``x.shape[:k]``, else None."""
    if not (isinstance(node, cst.Subscript) and len(node.slice) == 1
            and isinstance(node.slice[0].slice, cst.Slice) and _is_shape_of(node.value, x)):
        return None
    sl = node.slice[0].slice
    if sl.step is not None:
        return None
    lo = int_literal(sl.lower) if sl.lower is not None else 0
    hi = int_literal(sl.upper) if sl.upper is not None else None
    if lo is None or lo < 0:
        return None
    if sl.upper is None:
        return (REST, lo)
    if lo == 0 and hi is not None and hi >= 0:
        return (HEAD, hi)
    return None


def _is_shape_of(node, x: str) -> bool:
    return (isinstance(node, cst.Attribute) and node.attr.value == "shape"
            and isinstance(node.value, cst.Name) and node.value.value == x)


def _mentions_shape(ctx, node) -> bool:
    return ".shape" in ctx.code_for(node)


def _flatten(ctx, node, x: str, from_end: bool = False) -> list[tuple] | None:
    """The target's entries in order; with ``from_end`` only a tuple or list whose reads are all
    ``x.shape[-k]`` (positions in the reversed shape) next to positive literals and -1, and None
    where it reads one from the start."""
    if from_end:
        if not isinstance(node, (cst.Tuple, cst.List)) or any(
                isinstance(e, cst.StarredElement) for e in node.elements):
            return None
        out = [_entry(ctx, e.value, x, from_end=True) for e in node.elements]
        # a 0/-2/-3 written in the target (or a python value that may be one) is a code read
        # from the start: reversed, it would copy another dimension
        if any(e is None or e[0] == OTHER or (e[0] == LITERAL and not (e[1] >= 1 or e[1] == -1))
               for e in out):
            return None
        return out
    if isinstance(node, (cst.Tuple, cst.List)):
        out: list[tuple] = []
        for e in node.elements:
            if isinstance(e, cst.StarredElement):
                got = _shape_slice(e.value, x)
                if got is None:
                    return None
                out.append(got)
                continue
            entry = _entry(ctx, e.value, x)
            if entry is None:
                return None
            out.append(entry)
        return out
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Add):
        left = _flatten(ctx, node.left, x)
        if left is None:
            return None
        sl = _shape_slice(node.right, x)
        if sl is not None:
            return left + [sl]
        right = _flatten(ctx, node.right, x)
        return None if right is None else left + right
    sl = _shape_slice(node, x)
    return [sl] if sl is not None else None


def _entry(ctx, value, x: str, from_end: bool = False) -> tuple | None:
    i = shape_index(value, x, from_end)
    if i is not None:
        return (DIM, i)
    if isinstance(value, cst.BinaryOperation) and isinstance(value.operator, cst.Multiply):
        a, b = shape_index(value.left, x, from_end), shape_index(value.right, x, from_end)
        if from_end and a is not None and b is not None and a == b + 1:
            return (MERGE, b)       # `x.shape[-2] * x.shape[-1]`: reversed positions 1 and 0
        if not from_end and a is not None and b is not None and b == a + 1:
            return (MERGE, a)
        return None
    if not from_end and isinstance(value, cst.BinaryOperation) and isinstance(value.operator, cst.FloorDivide):
        i, k = shape_index(value.left, x), int_literal(value.right)
        if k is None or k < 1:
            k = _configured_count(ctx, value.right)
        return (QUOTIENT, i, k) if i is not None and k is not None else None
    v = int_literal(value)
    if v is not None:
        return (LITERAL, v, ctx.code_for(value).strip())
    if _mentions_shape(ctx, value):
        return None
    text = " ".join(ctx.code_for(value).split())
    # a count `__init__` alone stores from a positive literal (or a parameter defaulting to one)
    # is one dimension of that size wherever it stands, never a code that reads the cursor
    count = _configured_count(ctx, value)
    if count is not None:
        return (SIZE, text, count)
    return (OTHER, text)


def _configured_count(ctx, value) -> str | None:
    """The ``self.k`` a python value is, where ``self.k`` is a count ``__init__`` alone stores from
    a positive literal (or a parameter defaulting to one): the value itself, or a local bound to
    it once and nowhere else (TimesNet's `p = self.period` before `x.shape[1] // p, p`); None
    otherwise. The text identifies the count, so a divisor and a size read apart still match."""
    if isinstance(value, cst.Name) and ctx.scope is not None:
        assign = only_assignment(ctx.scope.func, value.value)
        value = assign.value if assign is not None else value
    return " ".join(ctx.code_for(value).split()) if int_configured(ctx, value, positive=True) else None

