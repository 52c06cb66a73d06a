"""TF-'same' padding with a stride above 1, written without the input's size (shape-uses step).

TensorFlow's 'same' padding of a size ``n`` for kernel extent ``K = (k - 1) * d + 1`` and stride
``s`` is ``T = max((ceil(n / s) - 1) * s + K - n, 0)``, split ``T // 2`` before and ``T - T // 2``
after.  At stride 1 ``T`` is the number ``K - 1`` (``_constant_sizes`` writes it); above 1 it
depends on ``n`` modulo ``s``, and MXNet's Pad takes numbers.  But the padded length ``n + T`` is
what shape-free operators can carry when ``K >= s``:

* ``ref``: a (1, 1) pooling with stride ``s`` gives ``ceil(n / s)`` rows, repeated ``s`` times
  and padded by ``K - s`` -- ``(ceil(n / s) - 1) * s + K = n + T`` rows;
* ``keep``: a (2, 1) pooling with stride 2 of ``x`` joined to ``ref`` gives ``(2n + T) // 2 =
  n + T // 2`` rows, padded by ``pma = K - 1 - (K - 1) // 2``;
* the input padded by the most it can need, ``pmb = (K - 1) // 2`` before and ``pma`` after
  (``T <= K - 1``), is cut to its last ``len(keep)`` rows (so ``T // 2`` stay before) and then to
  its first ``len(ref)`` (so ``T - T // 2`` stay after).

Checked against the python arithmetic for every n in 1..13, K in {2, 3, 4, 5, 7}, s in 1..4 with
K >= s, in MXNet 1.9.1, eagerly and hybridized, gradients included (bench/RESULTS.md, session
30, H128's probe).  Constant and edge padding only: a prefix of either padding is the smaller
padding (a reflection by ``pmb`` would fail on inputs the original pads by less).

timm-style code pads only ``if pad_h > 0 or pad_w > 0:``.  The guard is decided for every size
from the same bounds (``guard_truth``): ``T`` lies in ``[K - s, K - 1]``, so with ``K > s`` a
test ``T > 0`` is ``True`` whatever the size, and the fixer folds the ``if`` into its body (both
edits in one fix).  With ``K == s`` the padding is 0 for sizes the stride divides, the guard is
no python constant, and the refusal says so.

Which widths are TF-'same' is read from the arithmetic, exactly (``_arith`` with floor atoms):
the pair ``(b, a)`` of an axis is that form when ``b + a`` is ``s * floor((n + s - 1) / s) - n +
(K - s)`` with ``n`` that axis's own size of the padded tensor, ``b`` is ``(b + a) // 2``, and
``K >= s``.  A width computed from another axis's size (EfficientNet-Gluon pads H by W's
amount) has no such form: every length an operator can give grows with the sizes it comes
from, and ``h + T(w)`` shrinks as ``w`` grows within a stride.
"""
from __future__ import annotations

import libcst as cst

from ._arith import NotConstant, Sym, floor_atom, add_signed, sym_bounds
from ._shapes import TENSOR_ATOM

PAD_OPS = (("pad",), ("Pad",))
_MODES = ("constant", "edge")


def atom_axis(atom: str) -> "tuple[int, int] | None":
    """(tensor value, axis as written) of a tensor-size atom."""
    if not atom.startswith(TENSOR_ATOM):
        return None
    value, _, axis = atom[len(TENSOR_ATOM):].partition(":")
    try:
        return int(value), int(axis)
    except ValueError:
        return None


def axis_form(before, after, floors: dict) -> "tuple[str, int, int] | str | None":
    """(size atom, K, s) when ``before``/``after`` are TF-'same''s split of one size's padding;
    None when both are numbers; why not otherwise."""
    if not isinstance(before, Sym) and not isinstance(after, Sym):
        return None
    if any(isinstance(v, Sym) and v.flt for v in (before, after)) or \
            any(not isinstance(v, (int, Sym)) or isinstance(v, bool) for v in (before, after)):
        return "a width is not an int"
    total = add_signed(before, after, 1)
    if not isinstance(total, Sym):
        return "the widths' sum is a number while a width is not"
    var = total.variable()
    floor = next((m[0][0] for m in var if len(m) == 1 and m[0][0] in floors), None)
    if floor is None or len(var) != 2:
        return "the widths are not TF-'same''s for one size"
    inner, s = floors[floor]
    size = next((m[0][0] for m in var if m[0][0] != floor), None)
    one = Sym.of({((size, 1),): 1}, False) if size is not None else None
    if (one is None or var.get(((size, 1),)) != -1 or var.get(((floor, 1),)) != s
            or inner != add_signed(one, s - 1, 1)):
        return "the widths are not TF-'same''s for one size"
    k = int(total.constant()) + s
    if k < s:
        return f"the kernel extent ({k}) is below the stride ({s}): the padding is 0 for some sizes"
    half = floor_atom(total, 2, {})
    if before != half or after != add_signed(total, half, -1):
        return "the widths do not split the padding TF's way (`p // 2` before, `p - p // 2` after)"
    return size, k, s


def plan(widths, value: int, floors: dict) -> "tuple[list, dict] | str":
    """([(before, after)] per axis with numbers where the widths are numbers, {axis: (K, s)})
    for a pad_width whose non-number pairs are TF-'same' of the padded tensor's own sizes."""
    if not isinstance(widths, (tuple, list)) or len(widths) != 8:
        return "the widths are not the 8 numbers of a 4-d pad"
    pairs: list = []
    same: dict = {}
    for axis in range(4):
        before, after = widths[2 * axis], widths[2 * axis + 1]
        got = axis_form(before, after, floors)
        if got is None:
            pairs.append((before, after))
            continue
        if isinstance(got, str):
            return got
        size, k, s = got
        where = atom_axis(size)
        if where is None or where[0] != value:
            return "the widths are computed from another tensor's size than the padded one's"
        own = where[1] % 4
        if own != axis:
            return (f"axis {axis} is padded by widths computed from axis {own}'s size (they agree "
                    "with TF's 'same' only on square inputs): no shape-free form follows one size's "
                    "padding on another axis; pad each axis by its own size's widths")
        if axis < 2:
            return "the batch or channel axis is padded"
        pairs.append((None, None))
        same[axis] = (k, s)
    if not same:
        return "no width depends on the input's size"
    return pairs, same


_COMPARE = {cst.GreaterThan: lambda lo, hi: (lo > 0, hi <= 0), cst.GreaterThanEqual: lambda lo, hi: (lo >= 0, hi < 0),
            cst.LessThan: lambda lo, hi: (hi < 0, lo >= 0), cst.LessThanEqual: lambda lo, hi: (hi <= 0, lo > 0),
            cst.NotEqual: lambda lo, hi: (lo > 0 or hi < 0, lo == hi == 0),
            cst.Equal: lambda lo, hi: (lo == hi == 0, lo > 0 or hi < 0)}


def guard_truth(test: cst.BaseExpression, value, floors: dict) -> bool:
    """The truth of an ``if`` test over size arithmetic for every input size (``value`` the
    evaluator of one expression); raises NotConstant saying why it is none."""
    if isinstance(test, cst.BooleanOperation):
        left = guard_truth(test.left, value, floors)
        if isinstance(test.operator, cst.Or) and left:
            return True
        if isinstance(test.operator, cst.And) and not left:
            return False
        return guard_truth(test.right, value, floors)
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        return not guard_truth(test.expression, value, floors)
    if isinstance(test, cst.Comparison) and len(test.comparisons) == 1:
        target = test.comparisons[0]
        decide = _COMPARE.get(type(target.operator))
        if decide is not None:
            diff = add_signed(value(test.left), value(target.comparator), -1)
            if isinstance(diff, (tuple, list)) or (isinstance(diff, Sym) and diff.flt):
                raise NotConstant("the guard does not compare numbers")
            bounds = (diff, diff) if not isinstance(diff, Sym) else sym_bounds(diff, floors)
            if bounds is not None:
                true, false = decide(*bounds)
                if true or false:
                    return bool(true)
            raise NotConstant("the guard's comparison depends on the input size (a kernel extent "
                              "equal to the stride pads 0 where the stride divides the size)")
    raise NotConstant("the guard is not comparisons of numbers joined by and/or/not")


def mode_of(call: cst.Call) -> "tuple[str, str | None] | str":
    """(the mode, the source of ``constant_value=`` or None) of a pad call; why not."""
    positional = [a for a in call.args if a.keyword is None and not a.star]
    keywords = {a.keyword.value: a.value for a in call.args if a.keyword is not None}
    if any(a.star for a in call.args) or len(positional) > 4:
        return "the pad's arguments are spread"
    mode = keywords.get("mode", positional[1].value if len(positional) > 1 else None)
    text = "constant"
    if mode is not None:
        if not isinstance(mode, cst.SimpleString) or mode.prefix:
            return "the pad's mode is not a string literal"
        text = mode.evaluated_value
    if text not in _MODES:
        return f"{text!r} padding: a reflection by the largest width fails where the original pads less"
    value = keywords.get("constant_value", positional[3].value if len(positional) > 3 else None)
    return text, (cst.Module([]).code_for_node(value) if value is not None else None)


def _widths(pairs) -> str:
    return "(" + ", ".join(str(v) for pair in pairs for v in pair) + ")"


def _one(axis: int, before: int, after: int) -> str:
    return _widths([(before, after) if a == axis else (0, 0) for a in range(4)])


def emit(ns: str, data: str, mode: str, constant: "str | None", pairs: list, same: dict,
         names: list[str], indent: str, newline: str) -> str:
    """The statements computing the padded tensor into ``names[0]`` (``names[1:]`` the lengths'
    carriers, two per padded axis)."""
    out = names[0]
    big = [(pb, pa) if pb is not None else ((same[a][0] - 1) // 2, same[a][0] - 1 - (same[a][0] - 1) // 2)
           for a, (pb, pa) in enumerate(pairs)]
    lines = ["# TF-'same' padding without the input's size: the widest pad, cut to lengths pooling gives"]
    carriers = iter(names[1:])
    cuts = []
    for axis, (k, s) in sorted(same.items()):
        ref, keep = next(carriers), next(carriers)
        ones = "(1, 1)"
        stride = f"({s}, 1)" if axis == 2 else f"(1, {s})"
        two = "(2, 1)" if axis == 2 else "(1, 2)"
        pma = k - 1 - (k - 1) // 2
        rows = (f"{ns}.repeat({ns}.Pooling({data}, kernel={ones}, stride={stride}, pool_type='max', "
                f"pooling_convention='valid'), {s}, axis={axis})")
        if k > s:
            rows = f"{ns}.pad({rows}, mode='constant', pad_width={_one(axis, 0, k - s)})"
        front = f"{ns}.Pooling({ns}.concat({data}, {ref}, dim={axis}), kernel={two}, stride={two}, pool_type='max')"
        if pma:
            front = f"{ns}.pad({front}, mode='constant', pad_width={_one(axis, 0, pma)})"
        lines += [f"{ref} = {rows}", f"{keep} = {front}"]
        cuts.append(f"{out} = {ns}.slice_like({ns}.reverse({ns}.slice_like({ns}.reverse({out}, axis={axis}), "
                    f"{keep}, axes=({axis},)), axis={axis}), {ref}, axes=({axis},))")
    value = f", constant_value={constant}" if constant is not None and mode == "constant" else ""
    lines.append(f"{out} = {ns}.pad({data}, mode={mode!r}, pad_width={_widths(big)}{value})")
    lines += cuts
    return "".join(f"{indent}{line}{newline}" for line in lines)
