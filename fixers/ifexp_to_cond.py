"""HYB006 fixer: ``a if cond else b`` on a tensor condition -> ``F.contrib.cond(cond, lambda: a, lambda: b)``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix
from ._util import NO_INPUT_BRANCH, branch_without_input, is_pure, short_code


_PER_ROW_LOSS = """\
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
    def hybrid_forward(self, F, preds, labels):
        out = []
        for i, p in enumerate(preds):
            s = F.sum(F.abs(labels[i] - p))
            out.append(s if F.argmax(labels[i], axis=0) != 0 else s * 2)
        return F.stack(*out)
"""


_SPLIT_LOOP = """\
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
    def hybrid_forward(self, F, x, *feats):
        out = []
        for p in F.split(x, num_outputs=2, axis=1):
            out.append(p * 2 if F.sum(p) > 0 else -p)
        for f in feats:
            out.append(f * 2 if F.sum(f) > 0 else -f)
        return F.concat(*out, dim=1)
"""


class IfExpToCond(Fixer):
    code = "HYB006"
    name = "ifexp-to-cond"
    applicability = "unsafe"
    needs_f = True
    description = """
    Rewrites a conditional expression on a tensor, `a if cond else b`, into
    `F.contrib.cond(cond, lambda: a, lambda: b)`, which picks the branch at run time on both
    NDArray and Symbol and evaluates only that branch. Offered only when `a`, `b` and `cond` are
    pure (F operators, arithmetic, names) and both values are tensors. Unsafe: under
    hybridize() both branches must produce outputs of the same shape and dtype, which the
    python version never required. Refused when a branch reads no tensor (`F.ones((1,))`): MXNet
    1.9.1's cond fails hybridized on a subgraph without inputs.
    """
    EXAMPLES = [
        Example(example_module("return x * 2 if F.sum(x) > 0 else -x"),
                example_module("return F.contrib.cond(F.sum(x) > 0, lambda: x * 2, lambda: -x)"),
                shapes=[[(2, 3)], [(4,)], [(1, 2, 2)]]),
        Example(example_module("m = F.mean(x)\ny = F.relu(x) if m < 0 else F.sigmoid(x)\nreturn y + 1"),
                example_module("m = F.mean(x)\ny = F.contrib.cond(m < 0, lambda: F.relu(x), lambda: F.sigmoid(x))\n"
                        "return y + 1"),
                shapes=[[(2, 3)], [(5,)]]),
        Example(example_module("m = F.mean(x)\nreturn F.relu(x) if m > 0 and not F.min(x) > 0 else x * 3"),
                example_module("m = F.mean(x)\nreturn F.contrib.cond(F.broadcast_logical_and(m > 0, F.logical_not(F.min(x) > 0)), "
                               "lambda: F.relu(x), lambda: x * 3)"),
                shapes=[[(2, 3)], [(4,)], [(1, 1)]]),
        Example(example_module("return x if F.sum(x) > 0 else 0"), None, reason="python value"),
        # once per row of a loop over an input taken for a list by its name (a per-row loss): if
        # it is a tensor, hybridized the loop runs once over the whole of it, with nothing left
        # reported, so a cond here would trade the failure for a silent difference
        Example(_PER_ROW_LOSS, None, reason="loop over the input `preds`"),
        # loops over an operator's several outputs and over `*args` are python loops either way
        Example(_SPLIT_LOOP, _SPLIT_LOOP.replace("p * 2 if F.sum(p) > 0 else -p",
                                                 "F.contrib.cond(F.sum(p) > 0, lambda: p * 2, lambda: -p)")
                .replace("f * 2 if F.sum(f) > 0 else -f",
                         "F.contrib.cond(F.sum(f) > 0, lambda: f * 2, lambda: -f)"),
                shapes=[[(2, 4), (2, 3)], [(3, 2), (3, 1), (3, 5)]]),
        # a constant branch is a cond subgraph without inputs, which MXNet 1.9.1 fails on hybridized
        Example(example_module("m = F.mean(x)\nreturn F.ones((1,)) if m > 0 else m"), None,
                reason="reads no tensor", shapes=[[(2, 3)]]),
        Example(_PER_ROW_LOSS.replace("for i, p in enumerate(preds):", "for i in range(len(preds)):\n"
                                      "            p = preds[i]"), None, reason="loop over the input `preds`"),
    ]

    @staticmethod
    def propose(ctx, node: cst.IfExp, cond_text: str | None = None) -> Fix | Refusal:
        """``cond_text``: the tensor condition to use instead of ``node.test`` (whose python
        scalar reads, ``.asscalar()``, the caller removed and checked)."""
        f = ctx.scope.f_name
        for v in (node.body, node.orelse):
            if not ctx.is_tensor(v):
                return Refusal("a branch is a python value or not known to be a tensor")
        for v in ((node.body, node.orelse) if cond_text else (node.test, node.body, node.orelse)):
            if not is_pure(v, ctx):
                return Refusal("a branch calls something other than F operators")
        bare = branch_without_input(ctx, (node.body, node.orelse))
        if bare is not None:
            return Refusal(NO_INPUT_BRANCH.format(short_code(ctx, bare, 40)))
        cond, a, b = (" ".join(ctx.code_for(v).split()) for v in (node.test, node.body, node.orelse))
        cond = cond_text or cond
        text = f"{f}.contrib.cond({cond}, lambda: {a}, lambda: {b})"
        if node.lpar:
            text = f"({text})"
        return make_fix(ctx, [(node, text)], "unsafe", f"use {f}.contrib.cond")
