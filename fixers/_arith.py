"""Python number arithmetic over symbolic input sizes, evaluated exactly (pure libcst, no numpy).

A value is a python number (computed by python itself, so it is exactly what the code computes),
a :class:`Sym` -- a polynomial with rational coefficients over integer atoms (the sizes a tensor's
``.shape`` holds), tagged int or float as python would type it -- or a tuple/list of values.
``math.ceil``/``floor``, ``//``, ``%`` and ``max``/``min`` are reduced only where the answer is
the same for *every* integer value of the atoms (``ceil(h / 1)`` is ``h``; ``max(h - h + 2, 0)``
is 2); anything else raises :class:`NotConstant` with the reason, so a caller never guesses.

A float Sym is kept only while its coefficients are integers: its value is then an integer that
the float holds exactly (for sizes below 2**53), so the exact polynomial is what python's floats
compute.  A fractional float (``h / 2``) may only go to ``ceil``/``floor``/``int``, which reduce it
when the fraction does not depend on the atoms, and say what it depends on otherwise.

An Evaluator given a ``floors`` table keeps such a floor instead of refusing it: ``ceil(h / 2)``,
``-(-h // 2)`` and ``(h + 1) // 2`` all become one atom ``floor((h + 1) / 2)`` (the table holds its
numerator and divisor), so the TF-'same' padding step can read what a stride's arithmetic computes.
``max``/``min`` are then decided from the atoms' bounds (``d * floor(n / d)`` is ``n`` minus 0 to
``d - 1``) when the sizes cancel.  Without the table nothing changes.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

import libcst as cst

Mono = tuple          # ((atom, exponent), ...), sorted; () is the constant term


class NotConstant(Exception):
    """The expression cannot be evaluated to a value that holds for every input size."""


@dataclass(frozen=True)
class Sym:
    terms: tuple       # ((Mono, Fraction), ...), sorted, no zero coefficient
    flt: bool = False

    @staticmethod
    def of(terms: dict, flt: bool):
        """A Sym, or the python number it is when no atom is left."""
        terms = {m: c for m, c in terms.items() if c != 0}
        if not any(terms.keys() - {()}):
            c = terms.get((), Fraction(0))
            if flt:
                return float(c)
            if c.denominator != 1:
                raise NotConstant("a fraction of sizes")
            return int(c)
        return Sym(tuple(sorted(terms.items())), flt)

    def as_dict(self) -> dict:
        return dict(self.terms)

    def variable(self) -> dict:
        return {m: c for m, c in self.terms if m}

    def constant(self) -> Fraction:
        return dict(self.terms).get((), Fraction(0))

    def integral(self) -> bool:
        return all(c.denominator == 1 for _, c in self.terms)

    def text(self) -> str:
        parts = []
        for m, c in self.terms:
            atoms = " * ".join(a if e == 1 else f"{a} ** {e}" for a, e in m)
            parts.append(atoms if m and c == 1 else f"{c} * {atoms}" if m else str(c))
        return " + ".join(parts)


def _sym(v) -> Sym:
    if isinstance(v, Sym):
        return v
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise NotConstant("not a number")
    if isinstance(v, float) and not v.is_integer():
        raise NotConstant("a fractional float in arithmetic with sizes")
    return Sym((((), Fraction(v)),) if v else (), isinstance(v, float))


def add_signed(a, b, sign: int):
    sa, sb = _sym(a), _sym(b)
    terms = sa.as_dict()
    for m, c in sb.terms:
        terms[m] = terms.get(m, Fraction(0)) + sign * c
    return Sym.of(terms, sa.flt or sb.flt)


def _mul(a, b):
    sa, sb = _sym(a), _sym(b)
    terms: dict = {}
    for ma, ca in sa.terms:
        for mb, cb in sb.terms:
            exps = dict(ma)
            for atom, e in mb:
                exps[atom] = exps.get(atom, 0) + e
            m = tuple(sorted((x, e) for x, e in exps.items() if e))
            terms[m] = terms.get(m, Fraction(0)) + ca * cb
    return Sym.of(terms, sa.flt or sb.flt)


def _divisor(b) -> Fraction:
    if isinstance(b, Sym) or isinstance(b, bool) or not isinstance(b, (int, float)):
        raise NotConstant("a division by a size")
    if b == 0 or (isinstance(b, float) and not b.is_integer()):
        raise NotConstant("a division by zero or by a fraction")
    return Fraction(b)


def _depends(s: Sym, d: Fraction) -> str:
    """Which remainder a floor of ``s / d`` depends on: the sizes modulo the least common
    denominator of the coefficients (``ceil(h / 2)``: ``h`` modulo 2)."""
    atoms = sorted({a for m in s.variable() for a, _ in m})
    names = ", ".join(f"`{a}`" for a in atoms)
    modulus = 1
    for c in s.variable().values():
        q = (c / d).denominator
        modulus = modulus * q // math.gcd(modulus, q)
    return f"depends on {names} modulo {modulus}"


def _floor_parts(s: Sym, d: Fraction, what: str) -> tuple[dict, Fraction]:
    """(s / d without its constant term, the constant term / d) when the variable part of s / d
    has integer coefficients: floor(s / d) is then that part plus floor(constant / d)."""
    var = {m: c / d for m, c in s.variable().items()}
    if any(c.denominator != 1 for c in var.values()):
        raise NotConstant(f"`{what}` {_depends(s, d)}")
    return var, s.constant() / d


def _round(v, how: str, what: str):
    """ceil / floor / int of a value, as ``math.ceil`` / ``math.floor`` / ``int`` give it."""
    if not isinstance(v, Sym):
        return {"ceil": math.ceil, "floor": math.floor, "int": int}[how](v)
    var, const = _floor_parts(v, Fraction(1), what)
    if how == "int" and const.denominator != 1:
        raise NotConstant(f"`{what}` truncates a value whose sign depends on the sizes")
    n = -((-const.numerator) // const.denominator) if how == "ceil" else const.numerator // const.denominator
    return Sym.of({**var, (): Fraction(n)}, False)


def _floordiv(a, b, what: str):
    d = _divisor(b)
    if not isinstance(a, Sym):
        return a // b
    if a.flt and not a.integral():
        raise NotConstant(f"`{what}` {_depends(a, d)}")
    var, const = _floor_parts(a, d, what)
    # python: constant // b, kept as the number type python gives (float when either is)
    c = Fraction(int(const.numerator // const.denominator))
    return Sym.of({**var, (): c}, a.flt or isinstance(b, float))


def _mod(a, b, what: str):
    d = _divisor(b)
    if not isinstance(a, Sym):
        return a % b
    if not a.integral():
        raise NotConstant(f"`{what}` {_depends(a, d)}")
    _floor_parts(a, d, what)
    rest = a.constant() % d
    return float(rest) if a.flt or isinstance(b, float) else int(rest)


def _pick(args: list, largest: bool, what: str):
    """max/min: the first argument python would return, when every difference is a number."""
    if not any(isinstance(v, Sym) for v in args):
        return max(args) if largest else min(args)
    best = args[0]
    for other in args[1:]:
        diff = add_signed(other, best, -1)
        if isinstance(diff, Sym):
            raise NotConstant(f"`{what}` depends on the input size")
        if (diff > 0) if largest else (diff < 0):
            best = other
    return best


def floor_atom(num: Sym, d: int, floors: dict):
    """floor(num / d) for an integral int Sym ``num`` and an int ``d`` > 0, as a value: the
    constant part taken out, the first variable coefficient made positive (floor(-a / d) is
    -floor((a + d - 1) / d)), common factors cancelled, so one quantity gets one atom."""
    terms = num.as_dict()
    lead = next(c for m, c in sorted(terms.items()) if m)
    sign = 1
    if lead < 0:
        terms = {m: -c for m, c in terms.items()}
        terms[()] = terms.get((), Fraction(0)) + d - 1
        sign = -1
    g = d
    for c in terms.values():
        g = math.gcd(g, int(c))
    terms = {m: c / g for m, c in terms.items()}
    d //= g
    const = terms.pop((), Fraction(0))
    whole, rest = divmod(int(const), d)
    if d == 1:
        exact = add_signed(Sym.of(terms, False), int(const), 1)
        return exact if sign > 0 else _mul(exact, -1)
    inner = Sym.of({**terms, (): Fraction(rest)}, False)
    name = f"floor(({inner.text()}) / {d})"
    floors[name] = (inner, d)
    value = Sym.of({((name, 1),): Fraction(1), (): Fraction(whole)}, False)
    return value if sign > 0 else _mul(value, -1)


def _floor_of(v: Sym, how: str, floors: dict):
    """ceil/floor of a rational int-valued-atom Sym as a floor atom."""
    den = 1
    for _, c in v.terms:
        den = den * c.denominator // math.gcd(den, c.denominator)
    num = Sym.of({m: c * den for m, c in v.terms}, False)
    if how == "ceil":
        num = add_signed(num, den - 1, 1)
    if not isinstance(num, Sym):
        return num // den
    return floor_atom(num, den, floors)


def sym_bounds(diff: Sym, floors: dict) -> tuple[Fraction, Fraction] | None:
    """(low, high) of ``diff`` over every size, when replacing each floor atom by its numerator
    over its divisor cancels the sizes; None otherwise."""
    rest: dict = {}
    low = high = Fraction(0)
    for m, c in diff.terms:
        if len(m) == 1 and m[0][1] == 1 and m[0][0] in floors:
            inner, d = floors[m[0][0]]
            for im, ic in inner.terms:
                rest[im] = rest.get(im, Fraction(0)) + c * ic / d
            # floor(n / d) = n / d - r / d with r in 0..d-1
            span = c * Fraction(d - 1, d)
            if span > 0:
                low -= span
            else:
                high -= span
        else:
            rest[m] = rest.get(m, Fraction(0)) + c
    if any(c != 0 for m, c in rest.items() if m):
        return None
    base = rest.get((), Fraction(0))
    return base + low, base + high


class Evaluator:
    """Evaluates one expression.  ``names(name)`` / ``attrs(attr)`` give the value a name or a
    ``self.attr`` holds (raising NotConstant when it is not a known number), ``resolve(node)`` the
    dotted name a callee refers to (imports followed), ``code(node)`` source text for messages."""

    def __init__(self, names: Callable, attrs: Callable, resolve: Callable, code: Callable,
                 floors: "dict | None" = None) -> None:
        self.names, self.attrs, self.resolve, self.code = names, attrs, resolve, code
        self.floors = floors

    def value(self, node, depth: int = 0):
        if depth > 40:
            raise NotConstant("too deep an expression")
        ev = lambda n: self.value(n, depth + 1)     # noqa: E731 - the one recursion, named short
        if isinstance(node, cst.Integer):
            return int(node.value, 0)
        if isinstance(node, cst.Float):
            return float(node.value)
        if isinstance(node, cst.Name):
            if node.value in ("True", "False", "None"):
                raise NotConstant(f"`{node.value}` is not a number")
            return self.names(node.value)
        if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) and node.value.value == "self":
            return self.attrs(node.attr.value)
        if isinstance(node, cst.UnaryOperation):
            v = ev(node.expression)
            if isinstance(node.operator, cst.Minus):
                return -v if not isinstance(v, Sym) else _mul(v, -1)
            if isinstance(node.operator, cst.Plus):
                return v
            raise NotConstant(f"`{self.code(node)}` is not arithmetic")
        if isinstance(node, cst.BinaryOperation):
            return self._binary(node, ev(node.left), ev(node.right))
        if isinstance(node, (cst.Tuple, cst.List)):
            items = []
            for e in node.elements:
                if not isinstance(e, cst.Element):
                    raise NotConstant("a starred element")
                items.append(ev(e.value))
            return tuple(items) if isinstance(node, cst.Tuple) else list(items)
        if isinstance(node, cst.Subscript):
            return self._subscript(node, ev(node.value))
        if isinstance(node, cst.Call):
            return self._call(node, ev)
        raise NotConstant(f"`{self.code(node)}` is not python arithmetic")

    def _binary(self, node, a, b):
        if isinstance(a, (tuple, list)) or isinstance(b, (tuple, list)):
            raise NotConstant(f"`{self.code(node)}` combines sequences")
        op = node.operator
        what = self.code(node)
        if not isinstance(a, Sym) and not isinstance(b, Sym):
            try:
                return _python_binary(op, a, b)
            except (ArithmeticError, TypeError, ValueError) as exc:
                raise NotConstant(f"`{what}` raises {type(exc).__name__}") from None
        if isinstance(op, cst.Add):
            got = add_signed(a, b, 1)
        elif isinstance(op, cst.Subtract):
            got = add_signed(a, b, -1)
        elif isinstance(op, cst.Multiply):
            got = _mul(a, b)
        elif isinstance(op, cst.Divide):
            if isinstance(b, Sym):
                raise NotConstant(f"`{what}` divides by a size")
            s = _sym(a)
            d = _divisor(b)
            got = Sym(tuple((m, c / d) for m, c in s.terms), True)
            return got         # possibly fractional: only ceil/floor/int may take it further
        elif isinstance(op, cst.FloorDivide):
            try:
                got = _floordiv(a, b, what)
            except NotConstant:
                d = _divisor(b)
                if self.floors is None or not isinstance(a, Sym) or a.flt or not a.integral() \
                        or d.denominator != 1 or isinstance(b, float):
                    raise
                got = floor_atom(a, int(d), self.floors) if d > 0 else floor_atom(_mul(a, -1), int(-d), self.floors)
        elif isinstance(op, cst.Modulo):
            got = _mod(a, b, what)
        else:
            raise NotConstant(f"`{what}` is not reduced (operator)")
        for part in (a, b, got):
            if isinstance(part, Sym) and part.flt and not part.integral():
                raise NotConstant(f"`{what}` keeps a fraction of the input size")
        return got

    def _subscript(self, node, seq):
        if not isinstance(seq, (tuple, list)) or len(node.slice) != 1:
            raise NotConstant(f"`{self.code(node)}` is not an index of a known sequence")
        sl = node.slice[0].slice
        if isinstance(sl, cst.Index):
            i = self.value(sl.value)
            if isinstance(i, Sym) or not isinstance(i, int) or not -len(seq) <= i < len(seq):
                raise NotConstant(f"`{self.code(node)}` has an unknown or out-of-range index")
            return seq[i]
        bounds = [None if b is None else self.value(b) for b in (sl.lower, sl.upper, sl.step)]
        if any(b is not None and (isinstance(b, Sym) or not isinstance(b, int)) for b in bounds):
            raise NotConstant(f"`{self.code(node)}` has unknown slice bounds")
        return seq[slice(*bounds)]

    def _call(self, node: cst.Call, ev):
        callee = self.resolve(node.func)
        what = self.code(node)
        if any(a.keyword is not None or a.star for a in node.args):
            raise NotConstant(f"`{what}` takes keywords or unpacking")
        args = [ev(a.value) for a in node.args]
        if callee in ("math.ceil", "math.floor", "int") and len(args) == 1:
            how = callee.rpartition(".")[2]
            try:
                return _round(args[0], how, what)
            except NotConstant:
                if self.floors is None or how == "int" or not isinstance(args[0], Sym):
                    raise
                return _floor_of(args[0], how, self.floors)
        if callee == "float" and len(args) == 1:
            v = args[0]
            if isinstance(v, Sym):
                return Sym(v.terms, True)
            return float(v)
        if callee in ("max", "min") and len(args) >= 2:
            if any(isinstance(v, (tuple, list)) for v in args):
                raise NotConstant(f"`{what}` compares sequences")
            try:
                return _pick(args, callee == "max", what)
            except NotConstant:
                if self.floors is None:
                    raise
                return self._pick_bounded(args, callee == "max", what)
        if callee == "abs" and len(args) == 1 and not isinstance(args[0], (Sym, tuple, list)):
            return abs(args[0])
        raise NotConstant(f"`{what}` is not a reduced python function")

    def _pick_bounded(self, args: list, largest: bool, what: str):
        """max/min decided by the floor atoms' bounds: an argument equal to the one python
        returns, for every size."""
        best = args[0]
        for other in args[1:]:
            diff = add_signed(other, best, -1)
            low, high = (diff, diff) if not isinstance(diff, Sym) else (sym_bounds(diff, self.floors) or (-1, 1))
            if (low >= 0) if largest else (high <= 0):
                best = other
            elif not ((high <= 0) if largest else (low >= 0)):
                raise NotConstant(f"`{what}` takes either side depending on the input size (a "
                                  "kernel extent below the stride?)")
        return best


def _python_binary(op, a, b):
    if isinstance(op, cst.Add):
        return a + b
    if isinstance(op, cst.Subtract):
        return a - b
    if isinstance(op, cst.Multiply):
        return a * b
    if isinstance(op, cst.Divide):
        return a / b
    if isinstance(op, cst.FloorDivide):
        return a // b
    if isinstance(op, cst.Modulo):
        return a % b
    raise TypeError("operator")


def constant(value) -> bool:
    """Every part of the value is a python number (no size left in it)."""
    if isinstance(value, (tuple, list)):
        return all(constant(v) for v in value)
    return not isinstance(value, Sym)


def python_text(value) -> str:
    """Python source for an int or an int Sym whose atoms are python expressions (``self._k``):
    the variable terms first, then the constant (``self._k - 1``)."""
    if not isinstance(value, Sym):
        return text(value)
    out = ""
    for m, c in sorted(value.terms, key=lambda t: t[0] == ()):
        atoms = " * ".join(a if e == 1 else f"{a} ** {e}" for a, e in m)
        mag = abs(c)
        body = atoms if m and mag == 1 else f"{mag} * {atoms}" if m else str(mag)
        out = (("-" if c < 0 else "") + body) if not out else out + (" - " if c < 0 else " + ") + body
    return out


def text(value) -> str:
    """Python source for a constant value, which evaluates to an equal value of the same type."""
    if isinstance(value, tuple):
        inner = ", ".join(text(v) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    if isinstance(value, list):
        return "[" + ", ".join(text(v) for v in value) + "]"
    s = repr(value)
    return f"({s})" if s.startswith("-") or s in ("inf", "nan") else s
