"""Property tests of the exact size arithmetic behind the constant-padding rewrite
(fixers/_arith.py): whatever the evaluator does not refuse -- a number or a polynomial in the
size -- is what python computes for every input size (soundness), and TF-style 'same' padding at stride 1 always reduces to
(k - 1) * d (the class the fixer exists for)."""
from __future__ import annotations

import math
from fractions import Fraction

import libcst as cst
from hypothesis import given, settings
from hypothesis import strategies as st

from hybridlint.fixers._arith import Evaluator, NotConstant, Sym, constant

H = Sym(((((("h", 1),), Fraction(1))),))
SIZES = range(1, 41)


def _names(name):
    if name == "h":
        return H
    raise NotConstant(name)


def _no_attr(attr):
    raise NotConstant(attr)


def _resolve(func):
    if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
        return f"{func.value.value}.{func.attr.value}"
    return func.value if isinstance(func, cst.Name) else None


EV = Evaluator(_names, _no_attr, _resolve, lambda n: cst.Module([]).code_for_node(n))


def _python(src: str, h: int):
    return eval(src, {"math": math, "max": max, "min": min, "h": h})  # noqa: S307 - test input


def _leaf():
    # affine sizes with a multiple of h make floors and remainders reducible
    # (`(2 * h + 3) % 2` is 1 for every h), so those paths are exercised, not just refused
    affine = st.tuples(st.sampled_from([1, 2, 3, 4, 6]), st.integers(-5, 9)).map(
        lambda t: f"({t[0]} * h + {t[1]})")
    return st.one_of(st.just("h"), affine, st.integers(-3, 9).map(lambda v: f"({v})"),
                     st.sampled_from(["2.0", "1.0", "0.5"]))


def _expr(children):
    binary = st.tuples(children, st.sampled_from(["+", "-", "*", "//", "%", "/"]), children).map(
        lambda t: f"({t[0]} {t[1]} {t[2]})")
    by_number = st.tuples(children, st.sampled_from(["//", "%", "/"]), st.sampled_from(
        ["2", "3", "-2", "4", "2.0"])).map(lambda t: f"({t[0]} {t[1]} {t[2]})")
    calls = st.tuples(st.sampled_from(["math.ceil", "math.floor", "int"]), children).map(
        lambda t: f"{t[0]}({t[1]})")
    pick = st.tuples(st.sampled_from(["max", "min"]), children, children).map(
        lambda t: f"{t[0]}({t[1]}, {t[2]})")
    return st.one_of(binary, by_number, calls, pick)


EXPRESSIONS = st.recursive(_leaf(), _expr, max_leaves=8)


@settings(max_examples=400, deadline=None)
@given(EXPRESSIONS)
def test_a_reduced_value_is_what_python_computes_for_every_size(src):
    try:
        value = EV.value(cst.parse_expression(src))
    except NotConstant:
        return                       # refused: nothing is rewritten
    for h in SIZES:
        got = _python(src, h)        # raising here would be a wrong reduction too
        want = _at(value, h)
        if isinstance(value, Sym) and not value.integral():
            # a fraction of the size (`h / 3 / 3`) is only ever handed to ceil/floor/int, which
            # refuse it unless the fraction is size-independent; python may round each `/`
            assert isinstance(got, float) and math.isclose(got, want, rel_tol=1e-12), (src, h)
            continue
        assert got == want and type(got) is type(want), (src, h, got, want)


def _at(value, h: int):
    """A value the evaluator gave, at one size: a size polynomial evaluated exactly, typed as
    python would type the expression (its float tag)."""
    if not isinstance(value, Sym):
        return value
    total = sum(c * math.prod(Fraction(h) ** e for _, e in mono) for mono, c in value.terms)
    if value.flt:
        return float(total)
    assert total.denominator == 1, value
    return int(total)


@settings(max_examples=200, deadline=None)
@given(k=st.integers(1, 9), d=st.integers(1, 4), s=st.integers(1, 4),
       spelling=st.sampled_from([
           "max((math.ceil(h / {s}) - 1) * {s} + ({k} - 1) * {d} + 1 - h, 0)",
           "max((-(-h // {s}) - 1) * {s} + ({k} - 1) * {d} + 1 - h, 0)",
           "max((math.ceil(float(h) / {s}) - 1) * {s} + {d} * ({k} - 1) + 1 - h, 0)",
       ]),
       half=st.sampled_from(["{p}", "{p} // 2", "{p} - {p} // 2"]))
def test_same_padding_at_stride_1_is_a_constant_and_other_strides_refuse(k, d, s, spelling, half):
    total = spelling.format(k=k, d=d, s=s)
    src = half.format(p=f"({total})")
    try:
        value = EV.value(cst.parse_expression(src))
    except NotConstant:
        assert s > 1, src            # stride 1 must reduce
        return
    if s == 1:
        pad = (k - 1) * d
        assert value == {"{p}": pad, "{p} // 2": pad // 2, "{p} - {p} // 2": pad - pad // 2}[half]
    if constant(value):
        assert all(_python(src, h) == value for h in SIZES), src
