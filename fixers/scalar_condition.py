"""HYB002 fixer: ``if x.sum().asscalar() > 0:`` -> the same branch rewrite on the tensor condition.

A python number read from the data (``.asscalar()``, or numpy's whole-array ``.min()``/``.max()``/
``.sum()``/``.mean()`` of ``.asnumpy()``) that only feeds an ``if`` (or a conditional
expression) is the data-dependent branch of HYB006 in disguise: without the read, the condition
is a tensor comparison, and the branch becomes ``F.where`` / ``F.contrib.cond`` as HYB006's
fixers do it.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import int_literal

from . import Example, Fixer, Refusal, example_module
from ._quiet import called_children
from ._shared import NOT_A_CONDITION
from ._util import calls_in, is_pure, logical_text
from .branch_to_where import BranchToWhere
from .child_branch_cond import ChildBranchToCond, proven_children
from .ifexp_to_cond import IfExpToCond
from .returns_to_cond import ReturnsToCond

# what may sit between the read and the `if`: arithmetic and comparisons keep a tensor a tensor
THROUGH = (cst.Comparison, cst.ComparisonTarget, cst.BinaryOperation, cst.UnaryOperation)
# numpy's whole-array reductions of `t.asnumpy()` that a tensor has under the same name, giving
# the one number in a (1,) tensor: `t.asnumpy().max()` reads what `t.max().asscalar()` does
REDUCTIONS = frozenset({"min", "max", "sum", "mean"})
# a legacy tensor's reductions over all of its axes give a (1,) tensor: `t.max().asnumpy()` is a
# one-element array, whose comparison with a number `if` takes by its one element's truth, and
# whose `[0]` is that element: the number `t.max().asscalar()` reads
WHOLE = REDUCTIONS | {"prod", "norm"}


class ScalarCondition(Fixer):
    code = "HYB002"
    name = "scalar-condition"
    applicability = "unsafe"
    needs_f = True
    description = """
    Rewrites an `if` (or `a if c else b`) whose condition reads python numbers from tensors with
    `.asscalar()` -- `if x.sum().asscalar() > 0:` -- or numpy's whole-array reductions of
    `.asnumpy()` -- `if x.asnumpy().max() > 0:`, read as `x.max()`, and `(x.asnumpy() > 0.5).mean()`
    (one comparison with a number literal before the reduction), read as `(x > 0.5).mean()` -- or
    `.asnumpy()` (or its `[0]`) of a reduction over every axis, a one-element array -- `if
    x.max().asnumpy() > 0:`, read as `x.max()` -- by
    dropping the reads, which leaves a tensor
    condition (`x.sum() > 0`), and then rewriting the branch as HYB006 does: `F.where` per assigned
    name, or `F.contrib.cond` for branches that return or for conditional expressions. Refuses
    when a read feeds anything but the condition's comparisons, arithmetic and `and`/`or`/`not`
    (which become `F.broadcast_logical_and`/`_or` and `F.logical_not` when every part they join
    reads a tensor; a python value among them is refused), e.g. a call or a chained `0 < v < 1`,
    or when the branches are not rewritable (see HYB006). Unsafe: both
    branches of F.where are evaluated, and the comparison now happens in the tensor's dtype.
    """
    EXAMPLES = [
        Example(example_module("if x.sum().asscalar() > 0:\n    y = x * 2\nelse:\n    y = -x\nreturn y"),
                example_module("y = F.where(F.broadcast_add(F.zeros_like(-x), x.sum() > 0), x * 2, -x)\nreturn y"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(example_module("if F.max(x).asscalar() > 0.5:\n    return F.relu(x)\nreturn x - 1"),
                example_module("return F.contrib.cond(F.max(x) > 0.5, lambda: F.relu(x), lambda: x - 1)"),
                shapes=[[(2, 3)], [(3, 1)]]),
        Example(example_module("y = F.tanh(x)\nreturn y * 2 if y.mean().asscalar() < 0 else y"),
                example_module("y = F.tanh(x)\nreturn F.contrib.cond(y.mean() < 0, lambda: y * 2, lambda: y)"),
                shapes=[[(2, 3)], [(5,)]]),
        Example(example_module("if float(F.mean(x).asscalar()) < 0:\n    y = F.relu(x)\nelse:\n    y = x\nreturn y"),
                example_module("y = F.where(F.broadcast_add(F.zeros_like(x), F.mean(x) < 0), F.relu(x), x)\nreturn y"),
                shapes=[[(2, 3)], [(4,)]]),
        # an infinity test against `float('inf')` (a python constant beside the tensor); a float
        # of a configured attribute is not taken as one
        Example(example_module("y = F.log(F.relu(x))\nif (F.abs(y) == float('inf')).sum().asscalar() > 0:\n"
                               "    y = F.zeros_like(y)\nreturn y"),
                example_module("y = F.log(F.relu(x))\ny = F.where(F.broadcast_add(F.zeros_like(y), "
                               "(F.abs(y) == float('inf')).sum() > 0), F.zeros_like(y), y)\nreturn y"),
                shapes=[[(2, 3)], [(1, 1)], [(4,)]]),
        Example(example_module("if (F.abs(x) > float(self.limit)).sum().asscalar() > 0:\n    return F.zeros_like(x)\n"
                               "return x", init="self.limit = 3"),
                None, reason="not a tensor computed by F operators", shapes=[[(2, 3)]]),
        # clipping by a norm read back under a python switch: the value kept is bound further up
        Example(example_module("y = F.tanh(x)\nclip = 1.0\nif clip > 0:\n    n = F.norm(y)\n"
                               "    if n.asscalar() > clip:\n        y = y * clip\nreturn y"),
                example_module("y = F.tanh(x)\nclip = 1.0\nif clip > 0:\n    n = F.norm(y)\n"
                               "    y = F.where(F.broadcast_add(F.zeros_like(y), n > clip), "
                               "y * clip, y)\nreturn y"),
                shapes=[[(2, 3)], [(1, 2)]]),
        # dividing by the norm the condition reads: norm's own backward is NaN where the norm is 0
        # (MXNet 1.9.1), which the `if` never differentiated there (branch-to-where refuses it)
        Example(example_module("y = F.tanh(x)\nclip = 1.0\nif clip > 0:\n    n = F.norm(y)\n"
                               "    if n.asscalar() > clip:\n        y = F.broadcast_div(y * clip, n)\nreturn y"),
                None, reason="computed by `norm`"),
        Example(example_module("if F.sum(F.abs(x) > 0.9).asscalar() == 0:\n    return F.zeros_like(x)\n"
                               "n = F.sum(F.abs(x) > 0.9)\nreturn F.broadcast_div(x, n)"),
                example_module("n = F.sum(F.abs(x) > 0.9)\nreturn F.contrib.cond(F.sum(F.abs(x) > 0.9) == 0, "
                               "lambda: F.zeros_like(x), lambda: F.broadcast_div(x, n))"),
                shapes=[[(2, 3)], [(4,)], [(1, 1)]]),
        # numpy's whole-array reduction of `.asnumpy()` reads the number the tensor's own
        # reduction holds: `y.asnumpy().mean()` is `y.mean()`'s one value
        Example(example_module("y = F.tanh(x)\nif y.asnumpy().mean() < 0 and x.asnumpy().max() > 0.5:\n"
                               "    y = F.relu(x)\nelse:\n    y = y * 2\nreturn y"),
                example_module("y = F.tanh(x)\ny = F.where(F.broadcast_add(F.zeros_like(y * 2), F.broadcast_logical_and("
                               "y.mean() < 0, x.max() > 0.5)), F.relu(x), y * 2)\nreturn y"),
                shapes=[[(2, 3)], [(4,)], [(1, 2)]]),
        Example(example_module("if x.asnumpy().min() < -0.5:\n    return F.relu(x)\nreturn x - 1"),
                example_module("return F.contrib.cond(x.min() < -0.5, lambda: F.relu(x), lambda: x - 1)"),
                shapes=[[(2, 3)], [(3, 1)], [(1, 1)]]),
        # the share of elements past a threshold, numpy's booleans averaged: the tensor's 0/1
        # comparison holds the same share
        Example(example_module("y = F.sigmoid(x)\nif (y.asnumpy() > 0.5).mean() > 0.4:\n    y = y * 0.5\nreturn y"),
                example_module("y = F.sigmoid(x)\ny = F.where(F.broadcast_add(F.zeros_like(y), (y > 0.5).mean() > 0.4), "
                               "y * 0.5, y)\nreturn y"),
                shapes=[[(2, 3)], [(4,)], [(1, 2)]]),
        # a reduction over every axis is one element: its `.asnumpy()` compared with a number is a
        # one-element array, which `if` takes by its element (as `[0]` reads it)
        Example(example_module("y = F.relu(x)\nif y.max().asnumpy() > 0.5:\n    y = y * 0\nreturn y"),
                example_module("y = F.relu(x)\ny = F.where(F.broadcast_add(F.zeros_like(y), y.max() > 0.5), y * 0, y)\n"
                               "return y"),
                shapes=[[(2, 3)], [(4,)], [(1, 2)]]),
        Example(example_module("if F.sum(x).asnumpy()[0] < 0:\n    return F.relu(x)\nreturn x - 1"),
                example_module("return F.contrib.cond(F.sum(x) < 0, lambda: F.relu(x), lambda: x - 1)"),
                shapes=[[(2, 3)], [(3, 1)], [(1, 1)]]),
        # a reduction over one axis keeps the others: an array `if` cannot take as one number (the
        # finding gives the rule's advice alone: most `.asnumpy()` reads are no condition)
        Example(example_module("if F.max(x, axis=1).asnumpy()[0] > 0.5:\n    return F.relu(x)\nreturn x - 1"),
                None, reason="instead of leaving the graph for numpy", shapes=[[(2, 3)]]),
        # an element other than the first of a one-element array: not the number (IndexError)
        Example(example_module("if x.max().asnumpy()[1] > 0.5:\n    return F.relu(x)\nreturn x - 1"),
                None, reason="instead of leaving the graph for numpy", shapes=[[(2, 3)]]),
        # the share used as a factor, not a condition (the rule does not ask for a comparison with
        # a name: it may hold a host array numpy broadcasts)
        Example(example_module("y = F.sigmoid(x)\nshare = float((y.asnumpy() > 0.5).mean())\nreturn y * share"),
                None, reason=NOT_A_CONDITION, shapes=[[(2, 3)]]),
        # a call of the number no rewrite takes over (python min/max of such numbers is held-counts')
        Example(example_module("scale = x.max().asscalar()\nreturn x * abs(scale)"), None, reason=NOT_A_CONDITION,
                shapes=[[(2, 3)]]),
        # python `and`/`or`/`not` over reads: the logical operators of the tensors
        Example(example_module("if not x.sum().asscalar() > 0:\n    y = x\nelse:\n    y = -x\nreturn y"),
                example_module("y = F.where(F.broadcast_add(F.zeros_like(x), F.logical_not(x.sum() > 0)), x, -x)\n"
                               "return y"),
                shapes=[[(2, 3)], [(4,)], [(3, 1)]]),
        Example(example_module("if x.min().asscalar() < 0 and x.max().asscalar() > 0.5:\n    y = F.relu(x)\n"
                               "else:\n    y = x * 2\nreturn y"),
                example_module("y = F.where(F.broadcast_add(F.zeros_like(x * 2), F.broadcast_logical_and(x.min() < 0, "
                               "x.max() > 0.5)), F.relu(x), x * 2)\nreturn y"),
                shapes=[[(2, 3)], [(4,)], [(1, 2)]]),
        Example(example_module("s = F.sum(x)\nif s.asscalar() > 1 or not F.mean(x).asscalar() < 0:\n"
                               "    return F.tanh(x)\nreturn x - 1"),
                example_module("s = F.sum(x)\nreturn F.contrib.cond(F.broadcast_logical_or(s > 1, "
                               "F.logical_not(F.mean(x) < 0)), lambda: F.tanh(x), lambda: x - 1)"),
                shapes=[[(2, 3)], [(5,)], [(1, 1)]]),
        Example("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def __init__(self, flag=True, **kwargs):\n        super().__init__(**kwargs)\n"
                "        self._flag = flag\n\n    def hybrid_forward(self, F, x):\n"
                "        if self._flag and x.sum().asscalar() > 0:\n            y = x\n        else:\n"
                "            y = -x\n        return y\n",
                None, reason="with a python value", shapes=[[(2, 3)]]),
        Example(example_module("if 0 < x.mean().asscalar() < 1:\n    y = x * 2\nelse:\n    y = x\nreturn y"), None,
                reason="chained comparison", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def receivers(call: cst.Call):
        return (call.func.value,)

    @staticmethod
    def reduction(ctx, call: cst.Call) -> cst.Call | None:
        """``t.asnumpy().max()`` (or ``(t.asnumpy() > 0.5).mean()``) for ``call``, ``t.asnumpy()``:
        the reduction reading one number, else None."""
        reduced = call
        up = ctx.parent(call)
        if isinstance(up, cst.Comparison) and _against_number(up) is call:
            reduced = up
        attr = ctx.parent(reduced)
        outer = ctx.parent(attr) if isinstance(attr, cst.Attribute) and attr.value is reduced else None
        if call.args or not (isinstance(outer, cst.Call) and outer.func is attr and not outer.args
                             and attr.attr.value in REDUCTIONS):
            return None
        return outer

    @classmethod
    def one_number(cls, ctx, call: cst.Call) -> bool:
        """``call``, ``t.asnumpy()``, reads one number: numpy's reduction of it, or ``t`` is a
        reduction over every axis."""
        return cls.reduction(ctx, call) is not None or _one_element(ctx, call.func.value)

    @classmethod
    def propose(cls, ctx, call: cst.Call) -> Fix | Refusal:
        if call.func.attr.value == "asnumpy":
            if _one_element(ctx, call.func.value) and cls.reduction(ctx, call) is None:
                first = ctx.parent(call)
                call = first if _first_item(first, call) else call
            else:
                call = cls.reduction(ctx, call)
            if call is None:
                return Refusal(NOT_A_CONDITION)
        cur = call
        owner = None
        while True:
            parent = ctx.parent(cur)
            if isinstance(parent, (cst.If, cst.IfExp)) and parent.test is cur:
                owner = parent
                break
            if number_cast(parent):
                cur = parent            # `float(x.sum().asscalar())`: the same number
                continue
            if isinstance(parent, cst.Arg) and number_cast(ctx.parent(parent)):
                cur = parent
                continue
            if not isinstance(parent, THROUGH + (cst.BooleanOperation,)):
                return Refusal(NOT_A_CONDITION)
            if isinstance(parent, cst.Comparison) and len(parent.comparisons) != 1:
                # `0 < t < 1` on tensors is `(0 < t) and (t < 1)`: python truth of a Symbol
                return Refusal("a chained comparison needs the python truth of each part; write "
                               "the parts as tensors combined with `*`")
            cur = parent
        test = owner.test
        reads = _reads(ctx, test)
        # a child block the condition calls runs once before the rewrite and after; it is held to
        # the proof cond's branches need all the same (no state a call changes, no deferred shape)
        children = proven_children(ctx) if called_children(test) else frozenset()
        for read, value, *_ in reads:
            if not ctx.value(value).proven or not is_pure(value, ctx, children=children) or read.args:
                return Refusal("a value read in the condition is not a tensor computed by F operators")
        cond = _cond_text(ctx, test, reads)
        if cond is None:
            return Refusal("`and`/`or`/`not` joins the tensor condition with a python value")
        return branch_on_tensor(ctx, owner, cond)


def _reads(ctx, test) -> list[tuple[cst.Call, cst.BaseExpression, str, str]]:
    """Each number ``test`` reads from a tensor: the reading call, the tensor, and what the tensor
    needs after and before it to hold that number (``t.asscalar()``: nothing; ``t.asnumpy().max()``:
    ``.max()``; ``(t.asnumpy() > 0.5).mean()``: ``(`` and `` > 0.5).mean()``; ``t.max().asnumpy()``
    or its ``[0]``: nothing)."""
    reads = []
    for n in calls_in(test):
        if not isinstance(n.func, cst.Attribute):
            continue
        inner = n.func.value
        if n.func.attr.value == "asscalar":
            reads.append((n, inner, "", ""))
        elif n.func.attr.value in REDUCTIONS and not n.args and _asnumpy(inner):
            reads.append((n, inner.func.value, f".{n.func.attr.value}()", ""))
        elif n.func.attr.value in REDUCTIONS and not n.args and isinstance(inner, cst.Comparison) \
                and _asnumpy(_against_number(inner)):
            # numpy's elementwise comparison with a number is the tensor's own (0/1 where numpy
            # has booleans): `(t.asnumpy() > 0.5).mean()` reads the share `(t > 0.5).mean()` holds
            read = _against_number(inner)
            op = cst.Module([]).code_for_node(inner.comparisons[0])
            reads.append((n, read.func.value, f"{op}).{n.func.attr.value}()", "("))
        elif _asnumpy(n) and _one_element(ctx, inner) and ScalarCondition.reduction(ctx, n) is None:
            reads.append((n, inner, "", ""))
    return reads


def _one_element(ctx, node) -> bool:
    """``t.max()`` (a reduction method without arguments) or ``F.max(t)`` (one positional
    argument, no keyword): a legacy reduction over every axis, one element."""
    if not isinstance(node, cst.Call) or not isinstance(node.func, cst.Attribute) \
            or node.func.attr.value not in WHOLE:
        return False
    if not node.args:
        return ctx.f_path(node.func) is None
    return ctx.f_path(node.func) == (node.func.attr.value,) and len(node.args) == 1 \
        and node.args[0].keyword is None and not node.args[0].star


def _first_item(node, of) -> bool:
    """``of[0]``: the one element of a one-element array."""
    return isinstance(node, cst.Subscript) and node.value is of and len(node.slice) == 1 \
        and isinstance(node.slice[0].slice, cst.Index) and int_literal(node.slice[0].slice.value) == 0


def _asnumpy(node) -> bool:
    return isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) \
        and node.func.attr.value == "asnumpy" and not node.args


def _against_number(node: cst.Comparison) -> cst.BaseExpression | None:
    """The left operand of ``left OP number`` (one ordering or equality test against a number
    literal, possibly negated), else None."""
    if len(node.comparisons) != 1:
        return None
    target = node.comparisons[0]
    if not isinstance(target.operator, (cst.LessThan, cst.GreaterThan, cst.LessThanEqual,
                                        cst.GreaterThanEqual, cst.Equal, cst.NotEqual)):
        return None
    number = target.comparator
    if isinstance(number, cst.UnaryOperation) and isinstance(number.operator, cst.Minus):
        number = number.expression
    return node.left if isinstance(number, (cst.Integer, cst.Float)) else None


def _cond_text(ctx, node, reads) -> str | None:
    """``node``'s text with the reads dropped, python ``and``/``or``/``not`` made tensor
    operators (see ``logical_text``); None when such an operator meets a part that reads nothing
    (a python value: no graph form)."""
    def leaf(part) -> str | None:
        start, end = ctx.span(part)
        inside = [r for r in reads if start <= ctx.span(r[0])[0] and ctx.span(r[0])[1] <= end]
        if not inside:
            return None
        pieces, at = [], start
        for read, value, suffix, prefix in sorted(inside, key=lambda r: ctx.span(r[0])[0]):
            outer = read
            if _first_item(ctx.parent(outer), outer):
                outer = ctx.parent(outer)       # `t.max().asnumpy()[0]`: the same number
            while isinstance(ctx.parent(outer), cst.Arg) and number_cast(ctx.parent(ctx.parent(outer))):
                outer = ctx.parent(ctx.parent(outer))
            r0, r1 = ctx.span(outer)
            v0, v1 = ctx.span(value)
            pieces.append(ctx.source[at:r0] + prefix + ctx.source[v0:v1] + suffix)
            at = r1
        pieces.append(ctx.source[at:end])
        return " ".join("".join(pieces).split())
    return logical_text(ctx, node, leaf)


def number_cast(node) -> bool:
    """``float(v)`` / ``bool(v)`` of one argument: the same number, or its truth (not ``int``, which
    truncates)."""
    return (isinstance(node, cst.Call) and isinstance(node.func, cst.Name)
            and node.func.value in ("float", "bool") and len(node.args) == 1
            and node.args[0].keyword is None and not node.args[0].star)


def branch_on_tensor(ctx, owner: cst.If | cst.IfExp, cond: str,
                     tensors: frozenset[str] = frozenset()) -> Fix | Refusal:
    """The `if`/conditional expression ``owner`` rewritten to test the tensor condition ``cond``:
    F.contrib.cond for an expression or an early return, F.where for assignments (``tensors``:
    names the caller's rewrite makes tensors)."""
    if isinstance(owner, cst.IfExp):
        return IfExpToCond.propose(ctx, owner, cond_text=cond)
    if ReturnsToCond.applies(owner):
        return ReturnsToCond.propose(ctx, owner, cond_text=cond)
    if ChildBranchToCond.applies(owner):
        return ChildBranchToCond.propose(ctx, owner, cond_text=cond)
    return BranchToWhere.propose(ctx, owner, cond_text=cond, tensors=tensors)
