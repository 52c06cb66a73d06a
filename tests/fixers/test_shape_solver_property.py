"""Property test of the symbolic reshape solver behind the shape-uses fixer: for random inputs
whose dims are regrouped -- kept, merged with neighbours (two or more), split by a python factor
into two or three -- the code lists ``solve_codes`` answers, applied one after the other with
MXNet's Reshape algorithm (the runtime's ``reshape_target``), give exactly the regrouped shape."""
from __future__ import annotations

from fractions import Fraction
from math import prod

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fixers._shapes import Dim, product, solve_codes, solve_prefix
from hybridlint.runtime.ops.tensor import reshape_target
from hybridlint.runtime.registry import OpError


def value(d: Dim, env: dict[str, int]) -> int:
    out = Fraction(d.coef)
    for atom, e in d.atoms:
        out *= Fraction(env[atom]) ** e
    assert out.denominator == 1
    return int(out)


@st.composite
def regroupings(draw):
    n = draw(st.integers(1, 5))
    env, src = {}, []
    for i in range(n):
        atom = f"\0t:{i}"
        env[atom] = draw(st.sampled_from([2, 4, 6, 8, 12]))   # even: a factor 2 splits it
        src.append(Dim.atom(atom))
    out: list[Dim] = []
    i = 0
    while i < n:
        how = draw(st.sampled_from(["keep", "merge", "split2", "split3", "literal"]))
        if how == "merge" and i + 1 < n:
            k = draw(st.integers(2, n - i))
            out.append(product(src[i:i + k]))
            i += k
            continue
        if how == "split2":
            half = Dim.const(2).inverse()
            out += [src[i] * half, Dim.const(2)] if draw(st.booleans()) else [Dim.const(2), src[i] * half]
        elif how == "split3" and env[f"\0t:{i}"] % 4 == 0:
            out += [src[i] * Dim.const(4).inverse(), Dim.const(2), Dim.const(2)]
        elif how == "literal":
            out += [src[i]] + [Dim.const(1)]          # a size-1 axis appears
        else:
            out.append(src[i])
        i += 1
    return env, src, out


def apply(codes: list[list[str]], shape: tuple[int, ...], env) -> tuple[int, ...]:
    for spec in codes:
        shape = tuple(reshape_target([int(c) for c in spec], shape))
    return shape


@settings(max_examples=2000, deadline=None, derandomize=True)
@given(regroupings())
def test_solved_codes_give_the_regrouped_shape(case):
    env, src, out = case
    codes = solve_codes(src, out)
    if codes is None:
        return
    shape = tuple(value(d, env) for d in src)
    assert apply(codes, shape, env) == tuple(value(d, env) for d in out), (src, out, codes)


def test_the_solver_answers_the_common_regroupings():
    b, c, h, w = (Dim.atom(f"\0t:{i}") for i in range(4))
    r = Dim.atom("r")
    assert solve_codes([b, c, h, w], [b, c, h * w]) == [["0", "0", "-3"]]
    assert solve_codes([b, c, h, w], [b, c * h * w]) == [["0", "-1"]]
    assert solve_codes([b, c, h, w], [b, c * r.inverse() * r.inverse(), r, r, h, w]) == [
        ["0", "-4", "-1", "r * r", "0", "0"], ["0", "0", "-4", "-1", "r", "0", "0"]]
    assert solve_codes([b, c, r, h, r, w], [b, c, h * r, w * r]) == [["0", "0", "-3", "-3"]]
    assert solve_codes([b, c, r, h, r, w], [b, c * h, r, w * r]) is None   # c, h not adjacent
    two = Dim.const(2)
    assert solve_codes([b, c, two, two, h, w], [b, c * two * two, h, w]) == [
        ["0", "-3", "0", "0", "0"], ["0", "-3", "0", "0"]]
    # a -1 after a -4: MXNet 1.9.1 infers it one axis to the right (its slot is the code's
    # index), so no such codes; before the -4 it is read right
    n = Dim.atom("\0t:9")
    assert solve_codes([b, c, h, w], [b, two, c * two.inverse(), n]) is None
    assert solve_codes([b, c, h, w], [n, two, c * two.inverse(), h * w], 0) == [["-1", "-4", "2", "-1", "-3"]]


@settings(max_examples=1000, deadline=None, derandomize=True)
@given(regroupings(), st.lists(st.integers(1, 4), max_size=3), st.booleans())
def test_head_codes_then_rest_give_the_regrouped_head_and_the_same_tail(case, tail, infer):
    """Rank unknown (``(-1,) + x.shape[2:]``): the head's codes must leave Reshape's cursor on
    the first tail dim, whatever the tail holds."""
    env, src, out = case
    inferred = None
    if infer:
        inferred = len(out) - 1          # the original wrote -1 for the last head entry
    codes = solve_prefix(src, out, inferred)
    if codes is None:
        return
    shape = tuple(value(d, env) for d in src) + tuple(tail)
    got = tuple(reshape_target([int(c) for c in codes + ["-2"]], shape))
    assert got == tuple(value(d, env) for d in out) + tuple(tail), (src, out, codes, tail)


def test_head_codes_answer_the_common_heads():
    b, t = Dim.atom("\0t:0"), Dim.atom("\0t:1")
    assert solve_prefix([b, t], [b * t], 0) == ["-3"]
    assert solve_prefix([b], [Dim.const(2), b * Dim.const(2).inverse()], 1) == ["-4", "2", "-1"]
    assert solve_prefix([b, t], [b], None) is None        # the cursor would stop on t


# ---- a factor of one dim merged into its neighbour (group norm, SGE, grouped attention) -------

@st.composite
def group_merges(draw):
    """(env, src, out, divides): a dim ``c`` split by a python group count ``g`` whose first
    factor merges into the dim before (``(b * g, c / g)``), whose second factor merges into the
    dim after (``(g, c / g * h)``, ``(c / g, g * h)``), both (``(b * g, c / g * h)``), or the way back (``(b * g, c / g)`` ->
    ``(b, c)``); ``divides``: whether ``g`` divides ``c`` (otherwise the original's own sizes
    are not integers: it raised, and the codes must raise too)."""
    n = draw(st.integers(2, 5))
    k = draw(st.integers(0, n - 1))
    g = Dim.atom("g")
    env = {"g": draw(st.integers(1, 5))}
    src = []
    for i in range(n):
        atom = f"\0t:{i}"
        env[atom] = draw(st.integers(1, 4))
        src.append(Dim.atom(atom))
    divides = draw(st.booleans()) or env["g"] == 1
    if divides:
        env[f"\0t:{k}"] *= env["g"]
    elif env[f"\0t:{k}"] % env["g"] == 0:
        env[f"\0t:{k}"] += 1
    part = src[k] * g.inverse()
    how = draw(st.sampled_from(["lead", "lead_merged", "trail_g", "trail_part", "back"] if k > 0
                               else ["trail_g", "trail_part"]))
    if how in ("trail_g", "trail_part", "lead_merged") and k + 1 >= n:
        how = "lead" if k > 0 else "split"
    if how == "lead_merged":         # `c / g` inside a merge: may be an integer when c / g is not
        out = src[:k - 1] + [src[k - 1] * g, part * src[k + 1]] + src[k + 2:]
    elif how == "lead":
        out = src[:k - 1] + [src[k - 1] * g, part] + src[k + 1:]
    elif how == "trail_g":
        out = src[:k] + [g, part * src[k + 1]] + src[k + 2:]
    elif how == "trail_part":
        out = src[:k] + [part, g * src[k + 1]] + src[k + 2:]
    elif how == "back":
        src, out = src[:k - 1] + [src[k - 1] * g, part] + src[k + 1:], src
    else:
        out = src[:k] + [g, part] + src[k + 1:]
    return env, src, out, divides


def apply_counted(codes: list[list[str]], shape: tuple[int, ...]) -> tuple[int, ...]:
    """``apply``, raising as NDArray.reshape does where a step changes the element count."""
    for spec in codes:
        new = tuple(reshape_target([int(c) for c in spec], shape))
        if prod(new) != prod(shape):
            raise OpError(f"size {prod(shape)} reshaped to {new}")
        shape = new
    return shape


def sized(dims: list[Dim], env) -> tuple[int, ...] | None:
    """The integer sizes of ``dims``; None where one is not an integer."""
    out = []
    for d in dims:
        v = Fraction(d.coef)
        for atom, e in d.atoms:
            v *= Fraction(env[atom]) ** e
        if v.denominator != 1:
            return None
        out.append(int(v))
    return tuple(out)


@settings(max_examples=2000, deadline=None, derandomize=True)
@given(group_merges())
def test_group_merges_give_the_regrouped_shape_and_raise_where_the_sizes_do_not_divide(case):
    env, src, out, divides = case
    # the original wrote -1 where its target holds `c / g` (`(b * g, -1, h, w)`)
    inferred = next((i for i, d in enumerate(out) if any(e < 0 for _, e in d.atoms)), None)
    codes = solve_codes(src, out, inferred)
    if codes is None:
        return
    codes = [[str(env["g"]) if c == "g" else c for c in spec] for spec in codes]
    shape = sized(src, env)
    if shape is None:
        return                      # the input itself is not a shape (`back` with g not dividing)
    want = sized(out, env)
    if want is None:
        # the original's target is not integers: it raised (NDArray.reshape checks the element
        # count); the codes must raise too, in Reshape or at that check
        with pytest.raises(OpError):
            apply_counted(codes, shape)
        return
    assert apply_counted(codes, shape) == want, (src, out, codes)


def test_the_solver_answers_the_group_merges():
    b, c, h, w = (Dim.atom(f"\0t:{i}") for i in range(4))
    g = Dim.atom("self.groups")
    part = c * g.inverse()
    assert solve_codes([b, c, h, w], [b * g, part, h, w], 1) == [
        ["0", "-4", "self.groups", "-1", "0", "0"], ["-3", "0", "0", "0"]]
    assert solve_codes([b * g, part, h, w], [b, c, h, w]) == [
        ["-4", "-1", "self.groups", "0", "0", "0"], ["0", "-3", "0", "0"]]
    assert solve_codes([b, c, h, w], [b, g, part, h, w]) == [["0", "-4", "self.groups", "-1", "0", "0"]]
    # a quotient left to -1 is an integer wherever the original ran; one written `b // g` floors
    assert solve_codes([b, c, h, w], [b * g.inverse(), c * g, h, w], 0) == [
        ["-4", "-1", "self.groups", "0", "0", "0"], ["0", "-3", "0", "0"]]
    assert solve_codes([b, c, h, w], [b * g.inverse(), c * g, h, w]) is None
    assert solve_codes([b, c, h, w], [b * g, part, h, w]) is None
    # `c / g` only inside a merge (`(b * g, -1, w)` of (b, c, h, w)): with c = 6, g = 4, h = 2
    # the original runs (-1 is 3) while a split of c by g raises, so it is not split
    assert solve_codes([b, c, h, w], [b * g, part * h, w]) is None
