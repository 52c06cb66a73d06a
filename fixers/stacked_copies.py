"""HYB001 fixer: copies of one tensor stacked as many times as another tensor's axis is long,
``F.stack(*[t] * u.shape[k], axis=a)`` -> ``F.broadcast_like(F.expand_dims(t, axis=a), u,
lhs_axes=(a,), rhs_axes=(k,))``.

Stacking n copies of ``t`` on a new axis ``a`` is ``t`` with a unit axis inserted at ``a`` (where
stack puts the new axis, negative positions counted the same way) and repeated n times along it;
``broadcast_like`` repeats that unit axis to the length of ``u``'s axis ``k``, with the shape read
at run time, where ``u.shape[k]`` is only readable from an NDArray.  The backward pass sums the
copies' gradients into ``t`` in both.  MXNet 1.9.1 (``/work/eval/s40/h223/mx/stack_copies_check.py``):
equal values, shapes and gradients, eagerly and hybridized, for 1- to 3-d ``t``, positive and
negative ``a`` and ``k``, ``u`` of another rank than ``t``.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import iter_descendants

from . import Example, Fixer, Refusal, example_module, make_fix
from ._shared import CopiesRefusal
from ._util import int_literal, kwarg

NOT_COPIES = ("only a list of one tensor repeated `u.shape[k]` times (`[t] * u.shape[k]`, or a "
              "comprehension `[t for _ in range(u.shape[k])]` of a name) whose items are the one "
              "argument of F.stack has a rewrite")


def _arcii(body: str) -> str:
    """An example block with two 1-d convolutions (a text-matching network's query and document
    encoders), their outputs crossed into a 2-d map."""
    return example_module(body, init="self.q = nn.Conv1D(3, 1, in_channels=2)\nself.d = nn.Conv1D(3, 1, in_channels=2)",
                          imports="from mxnet.gluon import nn\n", signature="self, F, x, y")


class StackedCopies(Fixer):
    code = "HYB001"
    name = "stacked-copies"
    applicability = "safe"
    needs_f = True
    description = """
    `F.stack(*[t] * u.shape[k], axis=a)` -- n copies of one tensor stacked on a new axis, n the
    length of axis k of a tensor u -- -> `F.broadcast_like(F.expand_dims(t, axis=a), u,
    lhs_axes=(a,), rhs_axes=(k,))`: the unit axis expand_dims inserts at a (counted as stack
    counts it, negative positions too) is repeated to the length of u's axis k, read when the
    graph runs; the values, shape and gradient (the copies' sum) are stack's. Also `u.shape[k] *
    [t]` and the comprehension `[t for _ in range(u.shape[k])]` when its element is a name (an
    expression would be evaluated once per copy, a draw differently each time). `a` and `k` must
    be integer literals (`axis` stack's default 0 when absent). Refused for other lists (several
    items, a starred item, a comprehension reading its variable or filtering), other arguments of
    F.stack, and another count than one `.shape` entry.
    """
    EXAMPLES = [
        # a text-matching network's interaction map: each encoding repeated along the other's length
        Example(_arcii("q = self.q(x)\nd = self.d(y)\nd_ex = F.stack(*[d] * q.shape[2], axis=2)\n"
                       "q_ex = F.stack(*[q] * d.shape[2], axis=3)\nreturn q_ex + d_ex"),
                _arcii("q = self.q(x)\nd = self.d(y)\n"
                       "d_ex = F.broadcast_like(F.expand_dims(d, axis=2), q, lhs_axes=(2,), rhs_axes=(2,))\n"
                       "q_ex = F.broadcast_like(F.expand_dims(q, axis=3), d, lhs_axes=(3,), rhs_axes=(2,))\n"
                       "return q_ex + d_ex"),
                shapes=[[(2, 2, 4), (2, 2, 5)], [(1, 2, 3), (1, 2, 1)]]),
        # the count written first, the default axis 0, a negative entry of another rank's shape
        Example(example_module("h = F.tanh(x)\nreturn F.stack(*(y.shape[-1] * [h])) * 2", signature="self, F, x, y"),
                example_module("h = F.tanh(x)\nreturn F.broadcast_like(F.expand_dims(h, axis=0), y, lhs_axes=(0,), "
                               "rhs_axes=(-1,)) * 2", signature="self, F, x, y"),
                shapes=[[(2, 3), (4, 5)], [(3,), (1, 2, 6)]]),
        # a negative axis, the tensor's own length, the copies made by a comprehension of a name
        Example(example_module("h = F.relu(x)\nreturn F.sum(F.stack(*[h for _ in range(h.shape[0])], axis=-1), axis=0)"),
                example_module("h = F.relu(x)\nreturn F.sum(F.broadcast_like(F.expand_dims(h, axis=-1), h, "
                               "lhs_axes=(-1,), rhs_axes=(0,)), axis=0)"),
                shapes=[[(3, 2)], [(4, 1, 2)]]),
        # a draw per copy: the comprehension evaluates its element once per item
        Example(example_module("return F.stack(*[F.random.normal(0, 1, shape=(2,)) for _ in range(x.shape[0])])"),
                None, reason="pass the count to the constructor", shapes=[[(3, 2)]]),
        # two tensors stacked alternately, not copies of one
        Example(example_module("h = F.relu(x)\nreturn F.stack(*[h, x] * x.shape[0], axis=1)"),
                None, reason="no known shape-free rewrite", shapes=[[(3, 2)]]),
        # an axis held in a name
        Example(example_module("a = 1\nh = F.relu(x)\nreturn F.stack(*[h] * x.shape[0], axis=a)"),
                None, reason="integer literals", shapes=[[(3, 2)]]),
        # twice the length: not one `.shape` entry
        Example(example_module("h = F.relu(x)\nreturn F.stack(*[h] * (2 * x.shape[0]), axis=0)"),
                None, reason="no known shape-free rewrite", shapes=[[(3, 2)]]),
    ]

    @classmethod
    def propose(cls, ctx, node: cst.Attribute) -> Fix | Refusal:
        """``node`` is the ``u.shape`` of the count ``u.shape[k]``."""
        sub = ctx.parent(node)
        if not (isinstance(sub, cst.Subscript) and sub.value is node and len(sub.slice) == 1
                and isinstance(sub.slice[0].slice, cst.Index)):
            return Refusal(NOT_COPIES)
        got = cls.of_count(ctx, sub, node.value, int_literal(sub.slice[0].slice.value))
        return Refusal(NOT_COPIES) if got is None else got

    @classmethod
    def of_count(cls, ctx, count: cst.BaseExpression, u: cst.BaseExpression, k: "int | None",
                 applicability: str = "safe") -> "Fix | Refusal | None":
        """The rewrite where ``count`` (``u.shape[k]``, or ``len(u)``: k 0) is the number of copies
        stacked; None when it is not such a count."""
        f = ctx.scope.f_name
        copies = cls._copies(ctx, count)
        if copies is None:
            return None
        item, listed = copies
        arg = ctx.parent(listed)
        call = ctx.parent(arg) if isinstance(arg, cst.Arg) else None
        if not (isinstance(arg, cst.Arg) and arg.star == "*" and arg.value is listed
                and isinstance(call, cst.Call) and ctx.f_path(call.func) == ("stack",)
                and all(a is arg or (a.keyword is not None and a.keyword.value == "axis") for a in call.args)):
            return None
        axis = kwarg(call, "axis")
        a = 0 if axis is None else int_literal(axis)
        if k is None or a is None:
            return CopiesRefusal("the stacking axis and the shape entry must be integer literals to "
                                 "be placed in lhs_axes and rhs_axes")
        # proofs asked only of this pattern, so that other uses of `.shape` keep other fixers' reasons
        for value in (u, item):
            if not ctx.proven_tensor(value):
                return CopiesRefusal(ctx.value(value).why or f"`{ctx.code_for(value)}` is not known to be a tensor")
        t = " ".join(ctx.code_for(item).split())
        u_text = " ".join(ctx.code_for(u).split())
        text = f"{f}.broadcast_like({f}.expand_dims({t}, axis={a}), {u_text}, lhs_axes=({a},), rhs_axes=({k},))"
        return make_fix(ctx, [(call, text)], applicability,
                        f"repeat a unit axis to {u_text}'s length with {f}.broadcast_like")

    @staticmethod
    def _copies(ctx, count: cst.Subscript) -> "tuple[cst.BaseExpression, cst.CSTNode] | None":
        """(the copied tensor, the list expression) where ``count`` is the number of copies of a
        one-item list (``[t] * count``, ``count * [t]``) or the range of a comprehension whose
        element is a name it does not bind, else None."""
        parent = ctx.parent(count)
        if isinstance(parent, cst.BinaryOperation) and isinstance(parent.operator, cst.Multiply):
            other = parent.left if parent.right is count else parent.right if parent.left is count else None
            if (isinstance(other, cst.List) and len(other.elements) == 1
                    and isinstance(other.elements[0], cst.Element)):
                return other.elements[0].value, parent
            return None
        arg = parent
        call = ctx.parent(arg) if isinstance(arg, cst.Arg) else None
        comp = ctx.parent(call) if isinstance(call, cst.Call) else None
        lc = ctx.parent(comp) if isinstance(comp, cst.CompFor) else None
        if not (isinstance(lc, cst.ListComp) and lc.for_in is comp and comp.iter is call
                and isinstance(call.func, cst.Name) and call.func.value == "range"
                and len(call.args) == 1 and arg.keyword is None and not arg.star
                and comp.inner_for_in is None and not comp.ifs and comp.asynchronous is None
                and isinstance(lc.elt, cst.Name)):
            return None
        bound = {n.value for n in (comp.target, *iter_descendants(comp.target)) if isinstance(n, cst.Name)}
        if lc.elt.value in bound:
            return None
        return lc.elt, lc
