"""HYB013 fixer: per-row results of a tensor stacked back, ``F.stack(*[f(v) for v in t], axis=0)``
-> ``F.contrib.foreach(lambda v, _states: (f(v), []), t, [])[0]``.

Eagerly a comprehension over an NDArray visits its rows (``t[i]``) and ``F.stack`` puts the n
results back on a new axis 0; a Symbol visits its outputs (one), so once traced the body runs once
on the whole tensor.  ``contrib.foreach`` runs the same body on each row ``t[i]`` and stacks its
outputs on axis 0, with NDArrays (a python loop over the rows) and with Symbols (a subgraph run
once per row, whatever the number of rows): the count need not be known, as F.split would need it.
MXNet 1.9.1 (``/work/eval/s29/h116/mx/foreach_check.py``): equal values and shapes, eagerly and
hybridized, for 1-, 2- and 3-d tensors, with child blocks and other tensors of the block read in
the body, gradients included.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import iter_descendants

from . import Example, Fixer, Refusal, example_module, make_fix
from ._util import int_literal, kwarg

NOT_STACKED = ("only a one-`for` comprehension over the tensor, without `if`, whose list is the "
               "one argument of F.stack(*..., axis=0) has a rewrite")
_STATES = "_states"


def _kl_module(body: str) -> str:
    """An example block with a child that reduces each row (a VAE's KL term per step)."""
    return example_module(body, init="self.kl = nn.Dense(2, flatten=False, in_units=4)",
                          imports="from mxnet.gluon import nn\n")


class StackedRows(Fixer):
    code = "HYB013"
    name = "stacked-rows"
    applicability = "safe"
    needs_f = True
    description = """
    `F.stack(*[expr for v in t], axis=0)` -- a comprehension over the rows of a tensor whose
    results are stacked back on axis 0 -- -> `F.contrib.foreach(lambda v, _states: (expr, []),
    t, [])[0]`: foreach runs `expr` on each row `t[i]` and stacks the results on axis 0, as the
    comprehension and F.stack did eagerly; traced, it runs the body once per row of the Symbol,
    where the comprehension visits the Symbol's one output. The number of rows need not be known.
    Refused for other comprehensions (several `for`, an `if`, rows unpacked; `zip` of tensors is
    reported apart: foreach would walk the first tensor's rows where zip stops at the shortest),
    a comprehension not fed whole to `F.stack` on axis 0, a tuple-valued element, an element that
    does not read the row (a traced foreach needs every row to reach its outputs), and an element
    that assigns (`:=`), yields or awaits.
    """
    EXAMPLES = [
        # a VAE loss summed over recurrent steps: a child applied to each step's distribution
        Example(_kl_module("qs = F.tanh(x)\nkl = F.sum(F.stack(*[self.kl(q) for q in qs], axis=0), axis=0)\n"
                           "return kl"),
                _kl_module("qs = F.tanh(x)\nkl = F.sum(F.contrib.foreach(lambda q, _states: (self.kl(q), []), "
                           "qs, [])[0], axis=0)\nreturn kl"),
                shapes=[[(3, 2, 4)], [(1, 5, 4)]]),
        # the default axis, the body reading another input and F, the rows of an operator's result
        Example(example_module("return F.stack(*[F.relu(r) * y for r in F.sin(x)])", signature="self, F, x, y"),
                example_module("return F.contrib.foreach(lambda r, _states: (F.relu(r) * y, []), F.sin(x), [])[0]",
                               signature="self, F, x, y"),
                shapes=[[(4, 2, 3), (2, 3)], [(2, 5, 1), (5, 1)]]),
        # each row unpacked into its two entries
        Example(example_module("h = F.relu(x)\nreturn F.stack(*[a + b for a, b in h], axis=0)"),
                None, reason="unpacks each row", shapes=[[(3, 2)]]),
        # stacked on another axis
        Example(example_module("h = F.relu(x)\nreturn F.stack(*[F.relu(r) for r in h], axis=1)"),
                None, reason="another axis", shapes=[[(3, 2, 4)]]),
        # a filtered comprehension visits some rows only
        Example(example_module("h = F.relu(x)\nreturn F.stack(*[r for r in h if True], axis=0)"),
                None, reason="an `if` or several `for`", shapes=[[(3, 2)]]),
        # the same value per row: a traced foreach needs the rows used
        Example(example_module("h = F.relu(x)\nreturn F.stack(*[y for r in h], axis=0)", signature="self, F, x, y"),
                None, reason="does not read the loop variable", shapes=[[(3, 2), (4,)]]),
        # an input used only as a list would be: not shown to be a tensor
        Example(example_module("return F.stack(*[F.relu(r) for r in x], axis=0)"),
                None, reason="used only in ways a python list allows", shapes=[[(3, 2)]]),
    ]

    @staticmethod
    def receivers(it, comp):
        return (it,)

    @staticmethod
    def stack_of(ctx, comp: cst.CompFor) -> cst.Call | None:
        """The ``F.stack(*[... for ...], axis=...)`` call whose one list is the comprehension of
        ``comp``, else None (only such a comprehension is this rewrite's candidate)."""
        lc = ctx.parent(comp)
        arg = ctx.parent(lc) if lc is not None else None
        call = ctx.parent(arg) if arg is not None else None
        if (isinstance(lc, cst.ListComp) and lc.for_in is comp
                and isinstance(arg, cst.Arg) and arg.star == "*" and arg.value is lc
                and isinstance(call, cst.Call) and ctx.f_path(call.func) == ("stack",)
                and all(a is arg or (a.keyword is not None and a.keyword.value == "axis")
                        for a in call.args)):
            return call
        return None

    @classmethod
    def propose(cls, ctx, it: cst.BaseExpression, comp: cst.CompFor) -> Fix | Refusal:
        """``comp`` is the comprehension's ``for`` over ``it``."""
        f = ctx.scope.f_name
        call = cls.stack_of(ctx, comp)
        if call is None or comp.iter is not it:
            return Refusal(NOT_STACKED)
        lc = ctx.parent(comp)
        axis = kwarg(call, "axis")
        if axis is not None and int_literal(axis) != 0:
            return Refusal("the rows are stacked on another axis than 0, where foreach puts them")
        if comp.inner_for_in is not None or comp.ifs or comp.asynchronous is not None:
            return Refusal("the comprehension has an `if` or several `for`: it does not visit each "
                           "row once, as foreach does")
        if not isinstance(comp.target, cst.Name):
            return Refusal("the comprehension unpacks each row (`for a, b in t`), which a row "
                           "given to a lambda does not do")
        elt = lc.elt
        if isinstance(elt, (cst.Tuple, cst.List)):
            return Refusal("the element is a tuple, which foreach would return as several outputs")
        for node in (elt, *iter_descendants(elt)):
            if isinstance(node, (cst.NamedExpr, cst.Yield, cst.Await)):
                return Refusal("the element assigns, yields or awaits, which a lambda body changes")
            if isinstance(node, cst.Name) and node.value == _STATES:
                return Refusal(f"the element reads a name `{_STATES}`, the lambda's own parameter")
        var = comp.target.value
        if not any(isinstance(n, cst.Name) and n.value == var for n in (elt, *iter_descendants(elt))):
            # traced, foreach needs each row to reach the body's outputs (MXNet 1.9.1 asserts it)
            return Refusal(f"the element does not read the loop variable `{var}`")
        body = " ".join(ctx.code_for(elt).split())
        source = " ".join(ctx.code_for(it).split())
        text = f"{f}.contrib.foreach(lambda {var}, {_STATES}: ({body}, []), {source}, [])[0]"
        return make_fix(ctx, [(call, text)], cls.applicability,
                        f"stack the per-row results with {f}.contrib.foreach")
