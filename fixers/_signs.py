"""Signs of the python ints hybrid code cuts tensors with: whether a slice bound is proven >= 0
wherever it is read.

subscript-to-slice needs it (fixers/tensor_indexing.py): F.slice raises on a negative begin past
its axis in MXNet 1.9.1 (oneDNN's "could not construct a sub-memory"), where python clamps, so a
begin of unknown sign before a given end is refused.  The proofs here are about the code around
the bound, never about a test's numbers:

* literals, sizes (a tensor's axis, a layer's kept size, read by the shape flow), configured
  widths and running offsets (``accumulated_int``), a configured table's entries;
* a loop counter: ``for i in range(a, b, c)`` counts from a >= 0 upward, or down towards b >= 0;
  ``enumerate(it, a)`` from a >= 0;
* an attribute that is the stop of a ``range`` around the read (``for t in range(self.towers)``
  runs only where ``self.towers >= 1``) -- the sign of a constructor parameter from its use;
* ``+``, ``*``, ``//`` of those, ``%`` by one (python's ``%`` takes the divisor's sign),
  ``max`` with one of them, ``min``/``abs``/``len``/``int``, and a local every binding of which is one.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.walk import (bound_names, binds, binds_itself, memoized, name_bindings, param_names, parent_map,
                                   target_names)

from ._configured import accumulated_int, configured_int_entry, stored_only_in_init
from ._shapes import TENSOR_ATOM, Dim, sum_terms
from ._util import builtin_call, int_literal, self_attr_name
from .shape_flow import flow_of

# the sizes Gluon keeps on a Dense or convolution child (built_layer_sizes of fixers/_shapes)
_LAYER_SIZES = ("._units", "._in_units", "._channels", "._in_channels")
_COMPREHENSIONS = (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp)
_DEPTH = 12
# code a function may run after the loops around it moved on (a closure reads a counter late)
_LATER = (cst.Lambda, cst.FunctionDef)


def non_negative(ctx, part: cst.BaseExpression, site: cst.CSTNode) -> bool:
    """``part`` (read at ``site``, a subscript of the scope's function) is an int >= 0 wherever
    ``site`` runs."""
    func = ctx.scope.func if ctx.scope is not None else None
    if not isinstance(func, cst.FunctionDef):
        return False
    return _Signs(ctx, func, site).zero(part, frozenset(), 0)


class _Signs:
    def __init__(self, ctx, func: cst.FunctionDef, site: cst.CSTNode):
        self.ctx, self.func, self.site = ctx, func, site
        self.parents = parent_map(func)
        self.flow = flow_of(ctx)

    def zero(self, part, assumed: frozenset, depth: int) -> bool:
        """``part`` >= 0."""
        if depth > _DEPTH:
            return False
        k = int_literal(part)
        if k is not None:
            return k >= 0
        t = type(part)
        if t is cst.BinaryOperation:
            op = type(part.operator)
            if op in (cst.Add, cst.Multiply, cst.FloorDivide):
                return self.zero(part.left, assumed, depth + 1) and self.zero(part.right, assumed, depth + 1)
            if op is cst.Subtract:
                return self._past_start(part, assumed, depth)
            # python's `a % b` has b's sign (b = 0 raised in the original)
            return op is cst.Modulo and self.zero(part.right, assumed, depth + 1)
        if t is cst.Call:
            return self._call(part, assumed, depth)
        if t is cst.Name:
            # (a target of a loop over a configured table, a running offset: `_bound` reads them)
            return bool(self._counter(part, assumed, depth)) or self._bound(part, assumed, depth)
        if t is cst.Attribute and self._loop_positive(part, assumed, depth):
            return True
        return accumulated_int(self.ctx, part) or configured_int_entry(self.ctx, part) \
            or self._size(part, assumed, depth)

    def one(self, part, assumed: frozenset, depth: int) -> bool:
        """``part`` >= 1."""
        if depth > _DEPTH:
            return False
        k = int_literal(part)
        if k is not None:
            return k >= 1
        if isinstance(part, cst.BinaryOperation) and isinstance(part.operator, cst.Add):
            return (self.one(part.left, assumed, depth + 1) and self.zero(part.right, assumed, depth + 1)) \
                or (self.zero(part.left, assumed, depth + 1) and self.one(part.right, assumed, depth + 1))
        if isinstance(part, cst.BinaryOperation) and isinstance(part.operator, cst.Multiply):
            return self.one(part.left, assumed, depth + 1) and self.one(part.right, assumed, depth + 1)
        return isinstance(part, cst.Attribute) and self._loop_positive(part, assumed, depth)

    def _call(self, call: cst.Call, assumed: frozenset, depth: int) -> bool:
        """``max(0, t - w)`` (one argument >= 0 is enough), ``min``/``abs``/``len``/``int``."""
        args = [a.value for a in call.args]
        n = len(args)
        if self._builtin(call, "max", n) and n >= 2:
            return any(self.zero(a, assumed, depth + 1) for a in args)
        if self._builtin(call, "min", n) and n >= 2:
            return all(self.zero(a, assumed, depth + 1) for a in args)
        if self._builtin(call, "len") or self._builtin(call, "abs"):
            return True
        return self._builtin(call, "int") and self.zero(args[0], assumed, depth + 1)

    def _builtin(self, call, name: str, nargs: int = 1) -> bool:
        """``builtin_call``, and ``name`` bound nowhere in the file: a module's ``def abs(v)`` or a
        local ``len = ...`` is no builtin, and ``resolve`` reads only imports."""
        return builtin_call(self.ctx, call, name, nargs) \
            and name not in memoized("bound_names", self.ctx.module, bound_names)

    def _enclosing(self, node: cst.CSTNode):
        """The ``for`` loops and comprehension ``for``s whose body holds ``node``, innermost first."""
        child, up = node, self.parents.get(id(node))
        while up is not None and up is not self.func:
            if type(up) in _LATER:
                return      # run after the loops around may have rebound their counters
            if type(up) is cst.For and child is up.body:
                yield up
            elif isinstance(up, _COMPREHENSIONS) and child is not up.for_in:
                # innermost first: a later `for` of the same name hides an earlier one
                # (`[... for i in range(3) for i in (-9, -8)]`)
                fors, comp = [], up.for_in
                while comp is not None:
                    fors.append(comp)
                    comp = comp.inner_for_in
                yield from reversed(fors)
                if type(up) is cst.GeneratorExp:
                    return  # consumed later, like a lambda's body
            child, up = up, self.parents.get(id(up))

    def _counter(self, name: cst.Name, assumed: frozenset, depth: int) -> "bool | None":
        """Whether the loop counter ``name`` is >= 0; None where no loop around it binds it."""
        for loop in self._enclosing(name):
            target = loop.target
            if isinstance(target, cst.Name) and target.value == name.value:
                if type(loop) is cst.For and binds(loop.body, name.value):
                    return False    # `i = i - 6` in the body: no longer range's values
                return self._range_counts_up(loop.iter, assumed, depth)
            first = target.elements[0].value if isinstance(target, cst.Tuple) and target.elements else None
            if isinstance(first, cst.Name) and first.value == name.value:
                it = loop.iter
                if type(loop) is cst.For and binds(loop.body, name.value) \
                        or not any(self._builtin(it, "enumerate", k) for k in (1, 2)):
                    return False
                return len(it.args) == 1 or self.zero(it.args[1].value, assumed, depth + 1)
            if any(isinstance(e.value, cst.Name) and e.value.value == name.value
                   for e in getattr(target, "elements", ())):
                return False        # another item of an unpacked target
        return None

    def _past_start(self, diff: cst.BinaryOperation, assumed: frozenset, depth: int) -> bool:
        """``i - a`` with ``i`` the counter of a ``range(a, b)`` around it (a positive step), neither
        rebound in the loop: word2vec's window ``e[:, i - w:i]`` over ``range(w, T - w)``."""
        name, start = diff.left, diff.right
        if not isinstance(name, cst.Name) or not self._fixed_in_loops(start):
            return False
        inner = set()       # the names the loops inside the counter's bind
        for loop in self._enclosing(diff):
            if not (isinstance(loop.target, cst.Name) and loop.target.value == name.value):
                inner.update(target_names(loop.target))
                continue
            if isinstance(start, cst.Name) and start.value in inner:
                return False    # `for i in range(a, b) for a in ...`: another a than the start
            it = loop.iter
            n = len(it.args) if isinstance(it, cst.Call) else 0
            return n in (2, 3) and self._builtin(it, "range", n) and it.args[0].value.deep_equals(start) \
                and (n == 2 or self.one(it.args[2].value, assumed, depth + 1)) \
                and not (type(loop) is cst.For and (binds(loop.body, name.value)
                                                   or isinstance(start, cst.Name) and binds(loop.body, start.value)))
        return False

    def _fixed_in_loops(self, start) -> bool:
        """A literal, a local name or ``self.k`` stored only by ``__init__`` (a name's rebinding in
        the loop is the caller's check)."""
        if int_literal(start) is not None or isinstance(start, cst.Name):
            return True
        name = self_attr_name(start)
        return name is not None and isinstance(start.value, cst.Name) and stored_only_in_init(self.ctx, name)

    def _range_counts_up(self, it, assumed: frozenset, depth: int) -> bool:
        """``range(a, b, c)`` (or its ``reversed``) takes values >= 0: a >= 0, and c > 0 or b >= 0
        (counting down, each value stays above b)."""
        if self._builtin(it, "reversed"):
            it = it.args[0].value
        n = len(it.args) if isinstance(it, cst.Call) else 0
        if not (1 <= n <= 3 and self._builtin(it, "range", n)):
            return False
        if n == 1:
            return True
        start, stop = it.args[0].value, it.args[1].value
        return self.zero(start, assumed, depth + 1) and (
            n == 2 or self.one(it.args[2].value, assumed, depth + 1) or self.zero(stop, assumed, depth + 1))

    def _loop_positive(self, attr: cst.Attribute, assumed: frozenset, depth: int) -> bool:
        """``self.k`` that a ``range`` around the read or around the site takes as its stop."""
        name = self_attr_name(attr)
        return name is not None and isinstance(attr.value, cst.Name) \
            and self._positive_attr(name, (attr, self.site), assumed, depth)

    def _positive_attr(self, name: str, nodes, assumed: frozenset, depth: int) -> bool:
        """``self.<name>`` (stored only by ``__init__``) is the stop of a ``range`` from a start
        >= 0 around one of ``nodes``: that loop's body runs only where it is >= 1."""
        return any(self_attr_name(stop) == name for node in nodes for stop in self._range_stops(node, assumed, depth)) \
            and stored_only_in_init(self.ctx, name)

    def _range_stops(self, node, assumed: frozenset, depth: int):
        """The stops of the ``range`` loops around ``node`` that count up from a start >= 0."""
        for loop in self._enclosing(node):
            it = loop.iter
            n = len(it.args) if isinstance(it, cst.Call) else 0
            if 1 <= n <= 3 and self._builtin(it, "range", n) \
                    and (n == 1 or self.zero(it.args[0].value, assumed, depth + 1)
                         and (n == 2 or self.one(it.args[2].value, assumed, depth + 1))):
                yield it.args[0].value if n == 1 else it.args[1].value

    def _bound(self, name: cst.Name, assumed: frozenset, depth: int) -> bool:
        """A local (not a parameter) every binding of which is ``name = value`` of a value >= 0."""
        if name.value in assumed:
            return True     # each value it holds was computed, in order, from proven values
        if name.value in param_names(self.func.params):
            return False
        values = name_bindings(self.func, nested=True).get(name.value)
        if not values or not binds_itself(self.func, name.value) or any(v is None for v in values):
            return accumulated_int(self.ctx, name) or configured_int_entry(self.ctx, name)
        inner = assumed | {name.value}
        return all(self.zero(v, inner, depth + 1) for v in values)

    def _size(self, part, assumed: frozenset, depth: int) -> bool:
        """A size the shape flow reads (``x.shape[1] // self.bins``): a product of tensor sizes,
        layer sizes and attributes proven >= 1 here, with a coefficient >= 0."""
        env = self.flow.env_at(part) if self.flow is not None else None
        d = self.flow.reader.dim(part, env) if env is not None else None
        if d is None or d.coef < 0 or not d.atoms:
            return False
        return all(self._atom(at, assumed, depth) for at, _ in d.atoms)

    def _atom(self, at: str, assumed: frozenset, depth: int) -> bool:
        terms = sum_terms(Dim.atom(at))
        if terms is not None:       # a sum of sizes: each term's coefficient >= 0
            return all(t.coef >= 0 and all(self._atom(a, assumed, depth) for a, _ in t.atoms) for t in terms)
        if at.startswith(TENSOR_ATOM) or at.endswith(_LAYER_SIZES):
            return True
        # an attribute's atom (`self.bins`): positive where a range around the site stops at it
        return at.startswith("self.") and at[5:].isidentifier() \
            and self._positive_attr(at[5:], (self.site,), assumed, depth)


def negative_only_with_end(ctx, begin: cst.BaseExpression, end: cst.BaseExpression, site: cst.CSTNode) -> bool:
    """Where the begin of ``x[..., begin:end]`` is negative the end is negative too: the end is a
    negative literal or ``-k`` with k >= 1, or the two are multiples of one number w, ``A * w`` and
    ``B * w`` (or ``A * w + w``) with A >= 0 and B >= 1 -- a begin below 0 means w < 0, so the end
    is too (Longformer's overlapping chunks ``h[:, i * w:(i + 2) * w]``)."""
    func = ctx.scope.func if ctx.scope is not None else None
    if not isinstance(func, cst.FunctionDef):
        return False
    signs = _Signs(ctx, func, site)
    k = int_literal(end)
    if k is not None:
        return k < 0
    if isinstance(end, cst.UnaryOperation) and isinstance(end.operator, cst.Minus):
        return signs.one(end.expression, frozenset(), 0)
    split = _multiple(begin)
    if split is None:
        return False
    a, w = split
    if isinstance(end, cst.BinaryOperation) and isinstance(end.operator, cst.Add) \
            and end.left.deep_equals(begin) and end.right.deep_equals(w):
        return signs.zero(a, frozenset(), 0)
    other = _multiple(end, w)
    return other is not None and signs.zero(a, frozenset(), 0) and signs.one(other[0], frozenset(), 0)


def _multiple(part, w=None) -> "tuple[cst.BaseExpression, cst.BaseExpression] | None":
    """(A, w) of ``A * w`` or ``w * A`` -- w a name or ``self.k``, the given one if any."""
    if not (isinstance(part, cst.BinaryOperation) and isinstance(part.operator, cst.Multiply)):
        return None
    for a, b in ((part.left, part.right), (part.right, part.left)):
        if (isinstance(b, cst.Name) or self_attr_name(b) is not None) and (w is None or b.deep_equals(w)):
            return a, b
    return None
