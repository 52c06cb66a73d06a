"""HYB006 fixer: an ``if`` on a tensor whose branches only assign names -> ``F.where`` per name."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import iter_descendants

from . import Example, Fixer, Refusal, example_class, example_module
from ._numpy_roundtrip import number_function
from ._quiet import called_children, quiet_methods
from ._util import (bound_before, comments_in, int_literal, is_pure, kwarg, last_function_memo, name_nodes, names_in,
                    number_literal, replace_statements)

# operators that keep part of a tensor: the result's size depends on the indices or bounds, so it
# is not known to equal the other branch's, which F.where needs
_SELECTIONS = frozenset({"slice", "slice_axis", "take", "pick", "boolean_mask", "topk", "gather_nd",
                         "batch_take", "diag"})
# operators that grow a tensor along an axis by what they join or repeat: the result is larger
# than an operand the other branch may keep (`cat = h`, `if ...: cat = F.concat(mems, h, dim=1)`;
# MXNet 1.9.1: F.where of the two sizes raises, eagerly too)
_GROWTHS = frozenset({"concat", "Concat", "stack", "repeat", "tile", "pad", "Pad"})
# operators that lay a tensor's entries out in another shape: a branch reshaping to a target
# the other branch's value need not have (`if s > 1000: y = x.reshape((3, 4))`, never taken on a
# (2, 3) x) ran only where picked; F.where of the two shapes raises, eagerly too (MXNet 1.9.1)
_RESHAPES = frozenset({"reshape", "Reshape", "transpose", "swapaxes", "SwapAxis", "expand_dims", "squeeze",
                       "flatten", "Flatten"})

# operators whose derivative is infinite (or undefined) where an operand reaches 0 or leaves the
# domain: the operand index that is singular.  In the branch F.where does not pick, the backward
# multiplies the zero gradient it passes there by that derivative, 0 * inf = NaN, so a guard
# `if cnt == 0: ... else: x / cnt` turned into F.where trains with NaN gradients once cnt is 0
_SINGULAR = {"reciprocal": 0, "rsqrt": 0, "rcbrt": 0, "sqrt": 0, "cbrt": 0, "log": 0, "log2": 0,
             "log10": 0, "log1p": 0, "arcsin": 0, "arccos": 0, "arctanh": 0, "gammaln": 0, "norm": 0,
             "broadcast_div": 1, "elemwise_div": 1, "_div": 1, "divide": 1, "true_divide": 1,
             "broadcast_mod": 1, "_mod": 1, "power": 0, "broadcast_power": 0, "_power": 0}

# of those, the ones whose derivative is infinite at 1 too (arcsin'(1) = inf, arctanh(1) = inf):
# the harmless value the rewrite puts in the branches F.where does not pick is 1, so not for them
_SINGULAR_AT_ONE = frozenset({"arcsin", "arccos", "arctanh"})

# operators whose backward passes no gradient on (or zeros): what computed their operands is not
# differentiated through them
_NO_GRADIENT = frozenset({"stop_gradient", "BlockGrad", "argmax", "argmin", "argsort", "round",
                          "rint", "floor", "ceil", "trunc", "fix", "sign", "zeros_like", "ones_like",
                          "shape_array", "size_array", "equal", "not_equal", "greater",
                          "greater_equal", "lesser", "lesser_equal", "broadcast_equal",
                          "broadcast_not_equal", "broadcast_greater", "broadcast_greater_equal",
                          "broadcast_lesser", "broadcast_lesser_equal", "logical_not",
                          "broadcast_logical_and", "broadcast_logical_or", "broadcast_logical_xor"})


def _assignments(block: cst.BaseSuite) -> list[tuple[str, cst.BaseExpression]] | str:
    """[(name, value)] when ``block`` only holds ``name = value`` lines, else why not."""
    if not isinstance(block, cst.IndentedBlock):
        return "a branch written on the `if` line is not rewritten"
    out = []
    for stmt in block.body:
        if not isinstance(stmt, cst.SimpleStatementLine):
            if isinstance(stmt, (cst.If, cst.For, cst.While, cst.With, cst.Try)):
                return "a branch holds nested control flow"
            return "a branch holds a statement other than `name = value`"
        for small in stmt.body:
            if isinstance(small, cst.Return):
                return "a branch returns (F.where needs both branches to assign the same names)"
            if isinstance(small, cst.Pass):
                continue
            if not (isinstance(small, cst.Assign) and len(small.targets) == 1
                    and isinstance(small.targets[0].target, cst.Name)):
                return "a branch holds a statement other than `name = value` (side effects?)"
            out.append((small.targets[0].target.value, small.value))
    return out


class BranchToWhere(Fixer):
    code = "HYB006"
    name = "branch-to-where"
    applicability = "unsafe"
    needs_f = True
    description = """
    Rewrites `if cond:` (on a tensor) whose branches only assign the same names (`y = a` /
    `else: y = b`) into one `y = F.where(F.broadcast_add(F.zeros_like(a), cond), a, b)` per name;
    the condition is broadcast to the value's shape because F.where needs a same-shape mask. An
    `if` without `else` keeps the name's earlier value (`x = x / m` -> `x = F.where(..., x / m,
    x)`) when the name is certainly bound before the `if` (assigned earlier in its block or before
    the loops and `if`s around it, or in every branch of an earlier `if`/`else`). Unsafe: both branches are now evaluated
    (a branch that would have divided by zero or indexed out of range now runs) and the two
    values must have the same shape. Refuses, saying why, when a branch value keeps part of a
    tensor (`x[:k]`, `x[mask]`, `F.slice_axis`, `F.take`...: its size need not be the other
    branch's, and F.where of two sizes fails even eagerly) unless both branches select the same
    size the same way (`x[:, 0]` / `x[:, 1]`, slice_axis bounds of one literal width), a name is
    assigned in only one branch, a branch returns or does anything but assign, a value is a python
    number, a value reads a name the `if` assigns, or the branches call child blocks or other impure
    code. A branch that divides by (or takes the log, square root, reciprocal, fractional power...
    of) a value mentioning a name the condition reads relies on the guard to keep that operand away
    from 0; F.where computes every branch and its backward passes a zero gradient into the ones it
    does not pick, where that derivative is infinite (0 * inf = NaN; MXNet 1.9.1: a margin loss
    `if cnt == 0: loss = F.sum(x) else: loss = F.sum(x) / cnt` rewritten plainly keeps its values
    but trains with NaN gradients once cnt is 0). Such an operand is first made 1 wherever its
    branch is not picked, `F.sum(x) / F.where(F.reshape_like(F.broadcast_add(F.zeros_like(cnt),
    cnt == 0.0), cnt), F.ones_like(cnt), cnt)` (the `if` branch keeps it where the condition holds):
    values are unchanged where the branch is picked, and elsewhere the gradient is 0 times a finite
    derivative (values and gradients equal to the original's in MXNet 1.9.1, eager and
    hybridized, the guard holding or not). Refused there, saying why: arcsin, arccos or arctanh of
    such a value (infinite at 1 too), one such operation inside another (each guard repeats its
    operand), and an operand computed by such an operation (`n = F.norm(x)`, `if n > t: x = x * t
    / n`: the guard lets n be 0 where the branch is not picked, and norm's own backward is 0 * (x /
    0) = NaN there, guarded or not; a comparison passes no gradient back, so a count of `x > 0`
    is fine). A log, root... of one value held under `F.stop_gradient` (a host number kept as a
    tensor: `F.log(mean)` inside the divisor of RetinexNet's gamma) is neither guarded nor
    refused: the NaN its backward may make reaches only that value, whose gradient goes
    nowhere (a division by it is still guarded: its backward divides the other operand's
    gradient too). Comments inside the `if` are kept, in order, above the new lines. A condition
    whose python `and`/`or`/`not` join tensor conditions (each an F computation) gets them as
    `F.broadcast_logical_and`/`_or` and `F.logical_not` (the truth python takes of a one-element
    tensor is its being non-zero, which they compute); with a python value among the parts it is
    refused. An `if`/`elif`/`else` chain nests one F.where per condition (`F.where(c1, a,
    F.where(c2, b, c))`; every condition and value is now computed), when every `elif` condition
    is itself a tensor (not a python value, not a python `and`/`or`) and each branch assigns the
    same names; the `elif` findings are fixed by the chain's first `if`. In an `if` without
    `else`, a temporary of the branch (a name not bound before the `if`, occurring nowhere in the
    function outside it, read in the branch only by later lines: `d = err / cnt`, `loss = loss +
    d`) needs no value to keep: it is assigned on every path before the F.where lines, its
    singular operands guarded as above.
    """
    EXAMPLES = [
        Example(example_module("if F.sum(x) > 0:\n    y = x * 2\nelse:\n    y = -x\nreturn y"),
                example_module("y = F.where(F.broadcast_add(F.zeros_like(-x), F.sum(x) > 0), x * 2, -x)\n"
                        "return y"),
                shapes=[[(2, 3)], [(4,)], [(1, 5)], [(3, 2, 2)]]),
        # a condition calling a method of the block that only computes (an energy of F operators)
        Example(example_class("def _energy(self, F, v):\n    return 0.5 * (v ** 2).sum(axis=-1)\n\n"
                              "def hybrid_forward(self, F, x):\n    y = F.tanh(x)\n"
                              "    if self._energy(F, y).mean() < self._energy(F, x).mean():\n        x = y\n"
                              "    return x"),
                example_class("def _energy(self, F, v):\n    return 0.5 * (v ** 2).sum(axis=-1)\n\n"
                              "def hybrid_forward(self, F, x):\n    y = F.tanh(x)\n"
                              "    x = F.where(F.broadcast_add(F.zeros_like(y), self._energy(F, y).mean() < "
                              "self._energy(F, x).mean()), y, x)\n    return x"),
                shapes=[[(2, 3)], [(4,)], [(3, 2, 2)]]),
        # one that draws at random, or keeps what it saw: not an operator of the condition
        Example(example_class("def _noisy(self, F, v):\n    return v + F.random.normal(shape=(1,))\n\n"
                              "def hybrid_forward(self, F, x):\n    if self._noisy(F, x).mean() > 0:\n"
                              "        x = x * 2\n    return x"),
                None, reason="the condition calls something other than F operators"),
        Example(example_class("def _seen(self, F, v):\n    self.last = v\n    return v.mean()\n\n"
                              "def hybrid_forward(self, F, x):\n    if self._seen(F, x) > 0:\n"
                              "        x = x * 2\n    return x"),
                None, reason="the condition calls something other than F operators"),
        Example(example_module("if x.max() > 1:\n    x = x / 4\nreturn x"),
                example_module("x = F.where(F.broadcast_add(F.zeros_like(x), x.max() > 1), "
                        "x / 4, x)\nreturn x"),
                shapes=[[(2, 3)], [(6,)], [(2, 2, 2)]]),
        # a guard keeping a divisor, log or root operand away from 0: in the branch F.where does
        # not pick, its backward would be 0 * inf = NaN (MXNet 1.9.1: `x.max()` of zeros, `cnt` of
        # 0), so that operand is made 1 there first (tests/fixers/test_where_gradients.py)
        Example(example_module("if x.max() > 1:\n    x = F.broadcast_div(x, x.max())\nreturn x"),
                example_module("x = F.where(F.broadcast_add(F.zeros_like(x), x.max() > 1), F.broadcast_div(x, "
                               "F.where(F.reshape_like(F.broadcast_add(F.zeros_like(x.max()), x.max() > 1), "
                               "x.max()), x.max(), F.ones_like(x.max()))), x)\nreturn x"),
                shapes=[[(2, 3)], [(6,)], [(2, 2, 2)]]),
        Example(example_module("cnt = F.sum(x > 0)\nif cnt == 0.0:\n    loss = F.sum(x)\nelse:\n"
                               "    loss = F.sum(x) / cnt\nreturn loss"),
                example_module("cnt = F.sum(x > 0)\nloss = F.where(F.broadcast_add(F.zeros_like(F.sum(x)), "
                               "cnt == 0.0), F.sum(x), F.sum(x) / F.where(F.reshape_like(F.broadcast_add("
                               "F.zeros_like(cnt), cnt == 0.0), cnt), F.ones_like(cnt), cnt))\nreturn loss"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(example_module("s = F.sum(x)\nif s > 0:\n    y = F.broadcast_mul(x, F.log(s))\nelse:\n"
                               "    y = x\nreturn y"),
                example_module("s = F.sum(x)\ny = F.where(F.broadcast_add(F.zeros_like(x), s > 0), "
                               "F.broadcast_mul(x, F.log(F.where(F.reshape_like(F.broadcast_add(F.zeros_like(s), "
                               "s > 0), s), s, F.ones_like(s)))), x)\nreturn y"),
                shapes=[[(2, 3)], [(5,)]]),
        Example(example_module("s = F.sum(F.relu(x))\nif s > 0:\n    y = F.broadcast_mul(x, s.rsqrt())\n"
                               "else:\n    y = x\nreturn y"),
                example_module("s = F.sum(F.relu(x))\ny = F.where(F.broadcast_add(F.zeros_like(x), s > 0), "
                               "F.broadcast_mul(x, F.where(F.reshape_like(F.broadcast_add(F.zeros_like(s), s > 0), "
                               "s), s, F.ones_like(s)).rsqrt()), x)\nreturn y"),
                shapes=[[(2, 3)], [(4,)]]),
        # in an `elif` chain the operand is kept only where its own branch is picked
        Example(example_module("s = F.sum(F.relu(x))\nif s > 2:\n    y = F.broadcast_div(x, s)\nelif s > 0:\n"
                               "    y = F.broadcast_mul(x, F.sqrt(s))\nelse:\n    y = x\nreturn y"),
                example_module("s = F.sum(F.relu(x))\ny = F.where(F.broadcast_add(F.zeros_like(x), s > 2), "
                               "F.broadcast_div(x, F.where(F.reshape_like(F.broadcast_add(F.zeros_like(s), s > 2), s), "
                               "s, F.ones_like(s))), F.where(F.broadcast_add(F.zeros_like(x), s > 0), "
                               "F.broadcast_mul(x, F.sqrt(F.where(F.reshape_like(F.broadcast_add(F.zeros_like(s), "
                               "s > 2), s), F.ones_like(s), F.where(F.reshape_like(F.broadcast_add(F.zeros_like(s), "
                               "s > 0), s), s, F.ones_like(s))))), x))\nreturn y"),
                shapes=[[(2, 3)], [(4,)], [(1, 2)]]),
        # a log of a value held under stop_gradient inside a guarded divisor (RetinexNet's adaptive
        # gamma, its mean read from the host): only the divisor is guarded -- the NaN the log's
        # backward may make at 0 reaches only the held value, whose gradient goes nowhere ...
        Example(example_module("s = F.stop_gradient(F.mean(F.sigmoid(x)))\ny = F.sigmoid(x)\nif s < 0.5:\n"
                               "    y = F.broadcast_power(y, math.log(0.5) / F.log(s))\nreturn y", imports="import math\n"),
                example_module("s = F.stop_gradient(F.mean(F.sigmoid(x)))\ny = F.sigmoid(x)\n"
                               "y = F.where(F.broadcast_add(F.zeros_like(y), s < 0.5), F.broadcast_power(y, math.log(0.5) / F.where(F.reshape_like(F.broadcast_add(F.zeros_like(F.log(s)), s < 0.5), F.log(s)), F.log(s), F.ones_like(F.log(s)))), y)\nreturn y", imports="import math\n"),
                shapes=[[(2, 3)], [(5,)]]),
        # ... but a division of it inside a log still is (the division's backward divides the
        # other operand's gradient too): the guard of one inside the other is not written
        Example(example_module("s = F.stop_gradient(F.mean(F.relu(x)))\nif s > 0:\n"
                               "    y = F.broadcast_mul(x, F.log(F.broadcast_div(F.ones_like(s), s)))\nelse:\n"
                               "    y = x\nreturn y"), None, reason="the guard of one inside the other is not written"),
        # a divisor the condition tests that may be a python number (hybrid_forward's default):
        # the guard F.ones_like(limit) of a float fails eagerly
        Example(example_module("if x.abs().max() > limit:\n    x = x / limit\nreturn x",
                               signature="self, F, x, limit=4.0"), None, reason="not proven a tensor"),
        # 1 is no harmless value for arcsin (its derivative is infinite there too); a guarded
        # operand inside another would be written four times per level
        Example(example_module("s = F.mean(x)\nif s < 0.5:\n    y = F.broadcast_mul(x, F.arcsin(s))\nelse:\n"
                               "    y = x\nreturn y"), None, reason="the value 1 that would keep"),
        Example(example_module("s = F.sum(F.relu(x))\nif s > 0:\n    y = F.broadcast_mul(x, F.log(F.sqrt(s)))\n"
                               "else:\n    y = x\nreturn y"), None, reason="takes `log` of a `sqrt`"),
        # a guarded operand computed by a singular operator: the guard `n > 1` lets the norm be 0
        # where the branch is not picked, and norm's backward there is 0 * (x / 0) = NaN (MXNet
        # 1.9.1), wrapped or not; a comparison passes no gradient back (the count above is fine)
        Example(example_module("n = F.norm(x)\nif n > 1:\n    x = F.broadcast_div(x, n)\nreturn x"), None,
                reason="computed by `norm`"),
        # the same for any read of the tested name in a branch, not only a singular operand (MXNet
        # 1.9.1: `x = x * n` under F.where has NaN gradients at x = 0; the `if` had 1s), and
        # for a root upstream of it; a sum of the guarded value stays fine
        Example(example_module("n = F.norm(x)\nif n > 1:\n    x = F.broadcast_mul(x, n)\nreturn x"), None,
                reason="reads `n`, which the condition tests, computed by `norm`"),
        Example(example_module("r = F.sqrt(F.sum(F.square(x)))\nif r < 2:\n    y = F.broadcast_add(x, r)\n"
                               "else:\n    y = x\nreturn y"), None,
                reason="reads `r`, which the condition tests, computed by `sqrt`"),
        Example(example_module("s = F.sum(F.square(x))\nif s > 1:\n    x = F.broadcast_mul(x, s)\nreturn x"),
                example_module("s = F.sum(F.square(x))\nx = F.where(F.broadcast_add(F.zeros_like(x), s > 1), "
                               "F.broadcast_mul(x, s), x)\nreturn x"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(example_module("s = F.mean(x)\nif s < 0:\n    a = F.relu(x)\n    b = x + 1\n"
                        "else:\n    a = x\n    b = x - 1\nreturn a * b"),
                example_module("s = F.mean(x)\na = F.where(F.broadcast_add(F.zeros_like(x), s < 0), F.relu(x), x)\n"
                        "b = F.where(F.broadcast_add(F.zeros_like(x + 1), s < 0), x + 1, x - 1)\n"
                        "return a * b"),
                shapes=[[(2, 3)], [(5,)], [(3, 1, 2)]]),
        Example(example_module("cnt = F.sum(x > 0)\nif cnt == 0.0:\n    # nothing positive: plain sum\n"
                               "    loss = F.sum(x)\nelse:\n    loss = F.sum(x) * 0.5  # half over positives\n"
                               "return loss"),
                example_module("cnt = F.sum(x > 0)\n# nothing positive: plain sum\n# half over positives\n"
                               "loss = F.where(F.broadcast_add(F.zeros_like(F.sum(x)), cnt == 0.0), F.sum(x), "
                               "F.sum(x) * 0.5)\nreturn loss"),
                shapes=[[(2, 3)], [(4,)]]),
        # bound before the statements around the `if`: before a loop, in every branch of an `if`
        Example(example_module("y = F.relu(x)\nfor i in range(2):\n    if F.sum(y) > 1:\n        y = y * 0.5\n"
                               "return y"),
                example_module("y = F.relu(x)\nfor i in range(2):\n"
                               "    y = F.where(F.broadcast_add(F.zeros_like(y), F.sum(y) > 1), y * 0.5, y)\n"
                               "return y"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(example_module("mode = 'relu'\nif mode == 'relu':\n    y = F.relu(x)\nelse:\n    y = F.tanh(x)\n"
                               "if F.sum(y) > 0:\n    y = -y\nreturn y"),
                example_module("mode = 'relu'\nif mode == 'relu':\n    y = F.relu(x)\nelse:\n    y = F.tanh(x)\n"
                               "y = F.where(F.broadcast_add(F.zeros_like(y), F.sum(y) > 0), -y, y)\nreturn y"),
                shapes=[[(2, 3)], [(1, 4)]]),
        Example(example_module("y = F.tanh(x)\nmode = 'clip'\nif mode == 'clip':\n    n = F.mean(y)\n"
                               "    if F.sum(n) > 1:\n        y = F.broadcast_mul(y, n)\nreturn y"),
                example_module("y = F.tanh(x)\nmode = 'clip'\nif mode == 'clip':\n    n = F.mean(y)\n"
                               "    y = F.where(F.broadcast_add(F.zeros_like(y), F.sum(n) > 1), "
                               "F.broadcast_mul(y, n), y)\nreturn y"),
                shapes=[[(2, 3)], [(3, 3)]]),
        # the value kept is the tensor reaching the `if`, though the name holds a list later
        Example(example_module("y = F.relu(x)\nif F.sum(y) > 1:\n    y = y * 0.5\ny = [y, x]\n"
                               "return F.concat(*y, dim=0)"),
                example_module("y = F.relu(x)\ny = F.where(F.broadcast_add(F.zeros_like(y), F.sum(y) > 1), "
                               "y * 0.5, y)\ny = [y, x]\nreturn F.concat(*y, dim=0)"),
                shapes=[[(2, 3)], [(4,)]]),
        # python `and`/`or`/`not` joining tensor conditions: their logical operators
        Example(example_module("if (F.sum(x) > 0) and (F.max(x) < 0.9):\n    y = F.relu(x)\nelse:\n    y = x * 2\n"
                               "return y"),
                example_module("y = F.where(F.broadcast_add(F.zeros_like(x * 2), F.broadcast_logical_and((F.sum(x) > 0), "
                               "(F.max(x) < 0.9))), F.relu(x), x * 2)\nreturn y"),
                shapes=[[(2, 3)], [(4,)], [(1, 2)]]),
        Example(example_module("m = F.mean(x)\nif not m > 0 or F.min(x) > -0.5:\n    x = x * 2\nreturn x"),
                example_module("m = F.mean(x)\nx = F.where(F.broadcast_add(F.zeros_like(x), F.broadcast_logical_or("
                               "F.logical_not(m > 0), F.min(x) > -0.5)), x * 2, x)\nreturn x"),
                shapes=[[(2, 3)], [(5,)], [(1, 1)]]),
        Example("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def __init__(self, flag=True, **kwargs):\n        super().__init__(**kwargs)\n"
                "        self._flag = flag\n\n    def hybrid_forward(self, F, x):\n"
                "        if F.sum(x) > 0 and self._flag:\n            y = x\n        else:\n"
                "            y = -x\n        return y\n",
                None, reason="mixes python `and`/`or`/`not` with a tensor", shapes=[[(2, 3)]]),
        Example(example_module("if F.sum(x) > 0:\n    y = x\nreturn x"), None, reason="bound before the `if`"),
        # bound in one branch of the `if` before only, or only in a loop that may not run
        Example(example_module("mode = 'relu'\nif mode == 'relu':\n    y = F.relu(x)\n"
                               "if F.sum(y) > 0:\n    y = -y\nreturn y"), None, reason="bound before the `if`"),
        Example(example_module("for i in range(2):\n    y = F.relu(x)\nif F.sum(x) > 0:\n    y = -x\nreturn x"),
                None, reason="bound before the `if`"),
        # a temporary of the branch (bound under the `if` only, read only by its later lines):
        # computed on every path, its division by the tested count guarded like a branch value's
        Example(example_module("loss = F.sum(x)\ncnt = F.sum(x > 0)\nif cnt > 0:\n    d = F.sum(F.relu(x)) / cnt\n"
                               "    loss = loss + d\nreturn loss"),
                example_module("loss = F.sum(x)\ncnt = F.sum(x > 0)\nd = F.sum(F.relu(x)) / F.where(F.reshape_like("
                               "F.broadcast_add(F.zeros_like(cnt), cnt > 0), cnt), cnt, F.ones_like(cnt))\n"
                               "loss = F.where(F.broadcast_add(F.zeros_like(loss), cnt > 0), loss + d, loss)\nreturn loss"),
                shapes=[[(2, 3)], [(4,)]]),
        # read after the `if` (or before its line in the branch): no value to keep where it fails
        Example(example_module("loss = F.sum(x)\nif F.sum(x) > 0:\n    d = F.relu(x)\n    loss = loss + F.sum(d)\n"
                               "return loss + F.sum(d)"), None, reason="`d` is not bound before the `if`"),
        Example(example_module("loss = F.sum(x)\nfor i in range(2):\n    if F.sum(x) > 0:\n        loss = loss + F.sum(d)\n"
                               "        d = F.relu(x)\nreturn loss"), None, reason="`d` is not bound before the `if`"),
        # `elif` chains: one F.where per condition, nested from the last
        Example(example_module("s = F.mean(x)\nif s > 0.5:\n    y = x * 2\nelif s < -0.5:\n    y = -x\n"
                               "elif F.max(x) > 0.9:\n    y = F.relu(x)\nelse:\n    y = x + 1\nreturn y"),
                example_module("s = F.mean(x)\ny = F.where(F.broadcast_add(F.zeros_like(-x), s > 0.5), x * 2, "
                               "F.where(F.broadcast_add(F.zeros_like(-x), s < -0.5), -x, "
                               "F.where(F.broadcast_add(F.zeros_like(-x), F.max(x) > 0.9), F.relu(x), x + 1)))\n"
                               "return y"),
                shapes=[[(2, 3)], [(4,)], [(3, 1, 2)], [(1, 5)]]),
        Example(example_module("y = F.relu(x)\nif F.sum(y) > 2:\n    y = y * 0.5\nelif F.sum(y) < 0.5:\n"
                               "    y = y + 1\nreturn y"),
                example_module("y = F.relu(x)\ny = F.where(F.broadcast_add(F.zeros_like(y), F.sum(y) > 2), y * 0.5, "
                               "F.where(F.broadcast_add(F.zeros_like(y), F.sum(y) < 0.5), y + 1, y))\nreturn y"),
                shapes=[[(2, 3)], [(1,)], [(4, 4)]]),
        Example(example_module("m = F.mean(x)\nif m > 0:\n    a = x\n    b = x * 2\nelif m < -0.2:\n    a = -x\n"
                               "    b = x - 1\nelse:\n    a = x * 0\n    b = F.tanh(x)\nreturn a + b"),
                example_module("m = F.mean(x)\na = F.where(F.broadcast_add(F.zeros_like(x), m > 0), x, "
                               "F.where(F.broadcast_add(F.zeros_like(x), m < -0.2), -x, x * 0))\n"
                               "b = F.where(F.broadcast_add(F.zeros_like(x * 2), m > 0), x * 2, "
                               "F.where(F.broadcast_add(F.zeros_like(x * 2), m < -0.2), x - 1, F.tanh(x)))\n"
                               "return a + b"),
                shapes=[[(2, 3)], [(5,)], [(2, 2, 2)]]),
        Example(example_module("mode = 1\nif F.sum(x) > 0:\n    y = x\nelif mode == 1:\n    y = -x\nelse:\n"
                               "    y = x * 2\nreturn y"), None, reason="not a tensor condition"),
        Example(example_module("if F.sum(x) > 0:\n    y = x[:, 0]\nelif F.sum(x) < -1:\n    y = x[:, 1]\n"
                               "else:\n    y = x\nreturn y"), None, reason="part of a tensor"),
        # a child block in one branch: computing it always would update a BatchNorm's statistics
        Example(example_module("if F.sum(x) > 0:\n    y = x\nelif F.sum(x) < -1:\n    y = self.bn(x)\n"
                               "else:\n    y = -x\nreturn y", init="self.bn = nn.BatchNorm()",
                               gluon="HybridBlock, nn"),
                None, reason="a child block", shapes=[[(2, 3)]]),
        Example(example_module("if F.sum(x) > 0:\n    y = x\nelse:\n    z = x\nreturn x"), None,
                reason="only one branch"),
        Example(example_module("if F.sum(x) > 0:\n    y = x * 2\n    return y\ny = -x\nreturn y"), None,
                reason="a branch returns"),
        Example(example_module("y = x\nif F.sum(x) > 0:\n    y = 0\nreturn x + y"), None,
                reason="python value"),
        # selections of one size in both branches: one index against another, slice_axis bounds
        # of the same literal width (arithmetic with a number keeps the shape)
        Example(example_module("if F.sum(x) > 0:\n    y = x[:, 0]\nelse:\n    y = x[:, 1]\nreturn y"),
                example_module("y = F.where(F.broadcast_add(F.zeros_like(F.squeeze(F.slice_axis(x, axis=1, "
                               "begin=0, end=1), axis=1)), F.sum(x) > 0), F.squeeze(F.slice_axis(x, axis=1, "
                               "begin=0, end=1), axis=1), F.squeeze(F.slice_axis(x, axis=1, begin=1, end=2), "
                               "axis=1))\nreturn y"),
                shapes=[[(2, 3)], [(4, 2)], [(3, 2, 2)]]),
        Example(example_module("if F.sum(x) > 0:\n    y = x[..., 0] * 2\nelse:\n    y = x[..., -1]\n"
                               "return y"),
                example_module("y = F.where(F.broadcast_add(F.zeros_like(F.squeeze(F.slice_axis(x, axis=-1, "
                               "begin=-1, end=None), axis=-1)), F.sum(x) > 0), F.squeeze(F.slice_axis(x, "
                               "axis=-1, begin=0, end=1), axis=-1) * 2, F.squeeze(F.slice_axis(x, axis=-1, "
                               "begin=-1, end=None), axis=-1))\nreturn y"),
                shapes=[[(2, 3)], [(3, 2, 2)], [(5,)]]),
        Example(example_module("if F.sum(x) > 0:\n    y = F.slice_axis(x, axis=0, begin=0, end=2)\nelse:\n"
                               "    y = F.slice_axis(x, axis=0, begin=2, end=4)\nreturn y"),
                example_module("y = F.where(F.broadcast_add(F.zeros_like(F.slice_axis(x, axis=0, begin=0, "
                               "end=2)), F.sum(x) > 0), F.slice_axis(x, axis=0, begin=0, end=2), "
                               "F.slice_axis(x, axis=0, begin=2, end=4))\nreturn y"),
                shapes=[[(4, 3)], [(5, 2)], [(6,)]]),
        Example(example_module("if F.sum(x) > 0:\n    y = F.slice_axis(x, axis=0, begin=0, end=2)\nelse:\n"
                               "    y = F.slice_axis(x, axis=0, begin=1, end=4)\nreturn y"), None,
                reason="part of a tensor"),
        # a selection's size need not be the other branch's (`x[:2]` of 4 rows against `x`)
        Example(example_module("y = F.relu(x)\nif F.sum(x) > 0:\n    y = x[:2]\nreturn y"), None,
                reason="part of a tensor"),
        Example(example_module("if F.sum(x) > 0:\n    y = F.slice_axis(x, axis=0, begin=0, end=2)\n"
                               "else:\n    y = F.take(x, x > 0)\nreturn y"), None,
                reason="part of a tensor"),
        Example(example_module("if F.sum(x) > 0:\n    y = x * 2\nelse:\n    y = F.sum(x.take(x > 0)) + x\n"
                               "return y"), None, reason="part of a tensor"),
        # a memory joined in front of the states only when the condition holds: the joined
        # tensor is longer than the one kept otherwise (F.where of the two raises eagerly too)
        Example(example_module("y = x\nif F.sum(x) > 0:\n    y = F.concat(x, x, dim=0)\nreturn y"), None,
                reason="grown by concat"),
        Example(example_module("if F.sum(x) > 0:\n    y = x.tile((1, 2))\nelse:\n    y = F.relu(x)\nreturn y"),
                None, reason="grown by concat"),
        # the same growth in both branches keeps one shape
        Example(example_module("if F.sum(x) > 0:\n    y = F.concat(x, x, dim=0)\nelse:\n"
                               "    y = -F.concat(x, x, dim=0)\nreturn y"),
                example_module("y = F.where(F.broadcast_add(F.zeros_like(F.concat(x, x, dim=0)), F.sum(x) > 0), "
                               "F.concat(x, x, dim=0), -F.concat(x, x, dim=0))\nreturn y"),
                shapes=[[(2, 3)], [(4,)]]),
        # a branch reshaping (never taken on the input it ran on): F.where evaluates it and
        # needs both shapes equal, so the rewrite would raise
        Example(example_module("if x.sum() > 1000:\n    y = x.reshape((3, 4))\nelse:\n    y = x * 2\nreturn y"),
                None, reason="gets a tensor reshaped", shapes=[[(2, 3)]]),
    ]

    @classmethod
    def propose(cls, ctx, node: cst.If, cond_text: str | None = None,
                tensors: frozenset[str] = frozenset()) -> Fix | Refusal:
        """``tensors``: names a caller's rewrite makes tensors (a python number read from one)."""
        if cond_text is not None or ctx.scope is None:
            return cls._propose(ctx, node, cond_text, tensors)
        # each `elif` of a chain asks for its first `if`'s answer: made once per chain, not once
        # per `elif` (an 800-branch chain over an input was quadratic)
        answers = _function_answers(ctx.scope.func, ctx, ctx.scope)
        got = answers.get(id(node))
        if got is None or got[0] is not node:
            got = answers[id(node)] = (node, cls._propose(ctx, node, None, tensors))
        return got[1]

    @classmethod
    def _propose(cls, ctx, node: cst.If, cond_text: str | None, tensors: frozenset[str]) -> Fix | Refusal:
        f = ctx.scope.f_name
        parent = ctx.parent(node)
        if isinstance(parent, cst.If) and parent.orelse is node:
            # an `elif`: the chain is rewritten, or refused, as one, from its first `if`
            head = parent
            while isinstance(ctx.parent(head), cst.If) and ctx.parent(head).orelse is head:
                head = ctx.parent(head)
            if not ctx.is_tensor(head.test):
                return Refusal("the chain's first condition is a python value, and F.where needs "
                               "every branch's condition as a tensor")
            answer = cls.propose(ctx, head)
            if isinstance(answer, Refusal):
                return answer
            return Refusal("the chain is rewritten as one, with its first `if`")
        chain, last = _chain(node)
        if len(chain) > 1 and cond_text is not None:
            return Refusal("an `elif` chain whose first condition is rewritten is not nested")
        branches = []
        for test, body in chain:
            got = _assignments(body)
            if isinstance(got, str):
                return Refusal(got)
            branches.append(got)
        then = branches[0]
        other = _assignments(last.body) if last is not None else []
        if isinstance(other, str):
            return Refusal(other)
        if not then:
            return Refusal("the branch assigns nothing")
        names = [n for n, _ in then]
        if any(len({n for n, _ in b}) != len(b) for b in [*branches, other]):
            return Refusal("a branch assigns the same name twice")
        for b in branches[1:]:
            if {n for n, _ in b} != set(names):
                only = sorted({n for n, _ in b} ^ set(names))
                return Refusal(f"`{', '.join(only)}` is assigned in only one branch")
        temps: list[tuple[str, cst.BaseExpression]] = []
        if last is None and len(chain) == 1:
            then, temps = _temporaries(ctx, node, then)
            if not then:
                return Refusal(f"`{temps[0][0]}` is not bound before the `if`, so the missing `else` "
                               "has no value to keep")
            branches[0] = then
            names = [n for n, _ in then]
        else_values = dict(other)
        if last is not None:
            if set(else_values) != set(names):
                only = sorted(set(else_values) ^ set(names))
                return Refusal(f"`{', '.join(only)}` is assigned in only one branch")
        else:
            for n in names:
                if not bound_before(ctx, node, n):
                    return Refusal(f"`{n}` is not bound before the `if`, so the missing `else` "
                                   "has no value to keep")
                else_values[n] = cst.Name(n)
        conds = [test for test, _ in chain]
        if cond_text is None and not all(is_pure(c, ctx, children=_quiet_condition_methods(ctx, c)) for c in conds):
            return Refusal("the condition calls something other than F operators")
        for c in conds[1:]:
            # each `elif` condition is computed whether or not an earlier one holds, and becomes
            # a mask: it must be a tensor itself (python `and`/`or` of tensors is not joined here)
            if isinstance(c, cst.BooleanOperation) or not ctx.is_tensor(c):
                return Refusal("an `elif` condition is not a tensor condition (a python value, or "
                               "python `and`/`or`)")
        assigned = set(names)
        guarded = set().union(*(names_in(c) for c in conds)) - {f, "self"}
        for b in [*branches, other, temps]:
            for _, v in b:
                why = _unguardable(ctx, v, guarded, node, tensors)
                if why is not None:
                    return Refusal(why)
        for n, v in temps:
            # computed on every path now, where the original computed it only under the `if`
            hit = _singular_read(ctx, v, guarded, node)
            if hit is not None:
                return Refusal(f"`{n}`, assigned only under the `if`, reads `{hit[0]}`, which the "
                               f"condition tests, computed by `{hit[1]}`: F.where computes both "
                               "branches, and the zero gradient it passes back meets its derivative")
        for n in names:
            # a tested value a singular operation computed, read by some branches of a name and
            # not by others: where F.where picks another branch the zero gradient still reaches
            # that operation's backward (`n = F.norm(x)`, `if n > 1: x = x * n`; MXNet 1.9.1: NaN
            # gradients at x = 0, where the `if` never differentiated n). When every branch reads
            # it, the original differentiated it on every path already.
            reads = [_singular_read(ctx, v, guarded, node)
                     for v in [*(dict(b)[n] for b in branches), else_values[n]]]
            hit = next((r for r in reads if r is not None), None)
            if hit is not None and any(r is None for r in reads):
                return Refusal(f"a branch reads `{hit[0]}`, which the condition tests, computed by "
                               f"`{hit[1]}`, and another branch does not: F.where computes both, and "
                               "the zero gradient it passes back where the first is not picked meets "
                               f"`{hit[1]}`'s derivative, infinite where the guard lets its operand be 0")
        if len(names) > 1 and any(names_in(c) & assigned for c in conds):
            return Refusal("the condition reads a name the `if` assigns")
        lines = []
        cond_srcs = [cond_text or ctx.code_for(conds[0]).strip(),
                     *(ctx.code_for(c).strip() for c in conds[1:])]
        # each branch's singular operands that read a guarded name, made 1 where it is not picked
        guarded_values = [{n: _guard_singular(ctx, v, guarded, f, cond_srcs, j) for n, v in b}
                          for j, b in enumerate([*branches, other])]
        # the temporaries first, computed on every path; their singular operands guarded as the
        # branch's values are (F.where reads them, and passes them a zero gradient when not picked)
        lines.extend(f"{n} = {_guard_singular(ctx, v, guarded, f, cond_srcs, 0) or ctx.code_for(v).strip()}"
                     for n, v in temps)
        targets = _targets(node.body)
        earlier = [{n: {m for m, _ in b[:j]} for j, (n, _) in enumerate(b)} for b in [*branches, other]]
        for k, name in enumerate(names):
            values = [dict(b)[name] for b in branches]
            alt = else_values[name]
            for j, v in enumerate([*values, alt]):
                if not is_pure(v, ctx):
                    return Refusal("a branch calls something other than F operators "
                                   "(a child block, a helper)")
                # the lines are written in the first branch's order, so a value reading a name
                # an earlier line rebinds would read the new value
                if names_in(v) & (earlier[j].get(name, set()) | set(names[:k])):
                    return Refusal("a branch reads a name assigned earlier in it")
            kept = targets[name]
            if last is None:
                # the value kept is the one reaching the `if`: where the condition or a branch
                # value reads the name, its kind there says what that is (the name's other
                # bindings, later in the function, do not matter)
                kept = _read_of(name, [*conds, *(v for b in branches for _, v in b)]) or kept
            compared = values + ([alt] if last is not None else [])
            if any(_selects(ctx, v) for v in compared) and (
                    last is None or len({_size_key(ctx, v) for v in compared}) > 1):
                return Refusal(f"`{name}` gets part of a tensor (a subscript, slice_axis, take...) "
                               "in a branch: its size is not known to equal the other branch's, "
                               "and F.where needs both the same shape")
            if any(_selects(ctx, v, _GROWTHS) for v in compared) and (
                    last is None or len({_size_key(ctx, v) for v in compared}) > 1):
                return Refusal(f"`{name}` gets a tensor grown by concat, stack, repeat, tile or pad "
                               "in a branch: its size is not known to equal the other branch's, "
                               "and F.where needs both the same shape")
            if any(_reshaped(ctx, v) for v in compared) and (
                    last is None or len({_size_key(ctx, v) for v in compared}) > 1):
                return Refusal(f"`{name}` gets a tensor reshaped (reshape, transpose, expand_dims...) in a "
                               "branch: its shape is not known to equal the other branch's, and F.where "
                               "needs both the same shape")
            checks = values + ([alt] if last is not None else [kept])
            for v in checks:
                if not ctx.is_tensor(v):
                    return Refusal(f"`{name}` gets a python value or a value not known to be a "
                                   "tensor in a branch")
            texts = [ctx.code_for(v).strip() for v in values]
            texts.append(ctx.code_for(alt).strip() if last is not None else name)
            like = min(texts, key=len)
            texts = [guarded_values[j].get(name) or t for j, t in enumerate(texts)]
            expr = texts[-1]
            for cond_src, text in reversed(list(zip(cond_srcs, texts))):
                expr = f"{f}.where({f}.broadcast_add({f}.zeros_like({like}), {cond_src}), {text}, {expr})"
            lines.append(f"{name} = {expr}")
        start, end = ctx.span(node)
        # the branches' comments are kept, in order, above the F.where lines
        return replace_statements(ctx, start, end, comments_in(node), lines,
                                  "rewrite the branches with F.where (both are now evaluated)")


def _temporaries(ctx, node: cst.If, then):
    """(the assignments F.where keeps, the temporaries) of an `if` without `else`: a temporary is
    a name the `if` binds that is not bound before it, read nowhere in the function outside its
    body, and in the body only by later lines (`d = err / cnt`, `loss = loss + d`). No path past
    the `if` reads it, so it needs no value to keep where the condition fails: it is computed on
    every path, before the F.where lines that read it (its value must be pure and must not read
    a name the branch rebinds before it, whose new value is only the F.where's)."""
    kept, temps = [], []
    for i, (n, v) in enumerate(then):
        if (bound_before(ctx, node, n) or _read_outside(ctx, node, n)
                or any(n in names_in(w) for _, w in then[:i + 1])
                or names_in(v) & {m for m, _ in kept} or not is_pure(v, ctx)):
            kept.append((n, v))
        else:
            temps.append((n, v))
    return kept, temps


def _read_outside(ctx, node: cst.If, name: str) -> bool:
    """Whether ``name`` occurs in the function outside ``node`` (a read, a binding, a closure)."""
    inside = _ids_under(node)
    return any(i not in inside for i in _name_ids(ctx.scope.func).get(name, ()))


@last_function_memo
def _name_ids(func) -> dict[str, list[int]]:
    """name -> the ids of its Name nodes in ``func``: made once per function, not per `if`."""
    out: dict[str, list[int]] = {}
    for n in name_nodes(func.body):
        out.setdefault(n.value, []).append(id(n))
    return out


def _singular(ctx, node: cst.CSTNode, loose: bool = False) -> tuple[str, cst.BaseExpression] | None:
    """(the operation, its singular operand) when ``node`` is a division, ``log``, root... of
    something, else None; ``loose``: the fluent form of any receiver too (code outside the scope
    the analysis reads types, a helper's body)."""
    if isinstance(node, cst.BinaryOperation):
        if isinstance(node.operator, (cst.Divide, cst.FloorDivide, cst.Modulo)):
            return "/", node.right
        if isinstance(node.operator, cst.Power):
            exponent = int_literal(node.right)
            if exponent is None or exponent < 0:
                return "**", node.left
        return None
    if isinstance(node, cst.Call):
        path = ctx.f_path(node.func)
        op = path[-1] if path else None
        args = [a.value for a in node.args if a.keyword is None and not a.star]
        if op is None and isinstance(node.func, cst.Attribute) and (loose or ctx.is_tensor(node.func.value, loose=True)):
            # the fluent form: `x.log()`, `x.broadcast_div(y)`: the receiver is operand 0
            op, args = node.func.attr.value, [node.func.value, *args]
        k = _SINGULAR.get(op) if op is not None else None
        if k is not None and k < len(args):
            return op, args[k]
    return None


def singular_operations(ctx, nodes) -> list[tuple[str, cst.BaseExpression]]:
    """Every division, log, root, norm... under ``nodes`` as (the operation, its singular operand),
    a fluent ``.log()`` of any receiver counted: where a zero gradient meets its derivative at its
    singular point, 0 * inf = NaN."""
    return [hit for node in nodes for sub in [node, *iter_descendants(node)]
            for hit in [_singular(ctx, sub, loose=True)] if hit is not None]


def _unguardable(ctx, value: cst.BaseExpression, guarded: set[str], node: cst.If,
                 tensors: frozenset[str] = frozenset()) -> str | None:
    """Why ``value``'s singular operands that read a name in ``guarded`` are not made harmless by
    `_guard_singular`, or None (``tensors``: names the caller's rewrite makes tensors)."""
    for sub in [value, *iter_descendants(value)]:
        hit = _singular(ctx, sub)
        if hit is None or not names_in(hit[1]) & guarded:
            continue
        if not ctx.is_tensor(hit[1]) and not _made_tensor(ctx, hit[1], tensors):
            # the guard is `F.ones_like(d)` of the operand: a python number there (a closure
            # variable, a default of hybrid_forward) makes the rewrite fail eagerly
            return (f"a branch takes `{hit[0]}` of `{_bare(hit[1])}`, which the condition tests and "
                    "which is not proven a tensor: the guard that keeps the other branch's gradient "
                    "finite is built with F.ones_like of it")
        if hit[0] in _SINGULAR_AT_ONE:
            return (f"a branch takes `{hit[0]}` of a value the condition tests: F.where computes "
                    "both branches, and the value 1 that would keep the other branches' gradients "
                    "finite is where its derivative is infinite")
        for inner in [hit[1], *iter_descendants(hit[1])]:
            got = _singular(ctx, inner)
            if got is not None and names_in(got[1]) & guarded and not _dead_end(ctx, got):
                # each wrap repeats its operand: nested ones grow the line fourfold per level
                # (one of a value held under stop_gradient needs no guard: the NaN its backward
                # may make where the branch is not picked stops there)
                return (f"a branch takes `{hit[0]}` of a `{got[0]}` of a value the condition tests: "
                        "F.where computes both branches, and the guard of one inside the other "
                        "is not written")
        upstream = _computed_by_singular(ctx, hit[1], node)
        if upstream is not None:
            return (f"a branch takes `{hit[0]}` of a value the condition tests, computed by "
                    f"`{upstream}`: F.where computes both branches, and the zero gradient it passes "
                    f"back where that branch is not picked meets `{upstream}`'s derivative, "
                    "infinite where the guard lets its operand be 0")
    return None


def _made_tensor(ctx, operand, tensors: frozenset[str]) -> bool:
    """``operand`` is a name the caller's rewrite makes a tensor, or python's or numpy's function
    of one (`math.log(mean)`, which that rewrite makes `F.log(mean)`)."""
    if number_function(ctx, operand) is not None:
        operand = operand.args[0].value
    return type(operand) is cst.Name and operand.value in tensors


# singular operations of two operands: the backward of `a / b` divides a's gradient by b too, so
# b held without gradient still lets a NaN through to a
_BINARY_SINGULAR = frozenset({"/", "**", "broadcast_div", "elemwise_div", "_div", "divide", "true_divide",
                              "broadcast_mod", "_mod", "power", "broadcast_power", "_power"})


def _dead_end(ctx, hit) -> bool:
    """``hit`` (the operation, its singular operand) is a function of one value held under
    stop_gradient (`F.log(mean)` of `mean = F.stop_gradient(...)`): the NaN its backward may make
    where F.where passes back zeros reaches only that value, whose gradient goes nowhere."""
    return hit[0] not in _BINARY_SINGULAR and _without_gradient(ctx, hit[1])


def _without_gradient(ctx, operand) -> bool:
    """``operand`` is a name every assignment of the function binds to `F.stop_gradient(...)`
    (a host number the rewrite keeps as a tensor): no gradient passes back through it."""
    if type(operand) is not cst.Name or ctx.scope is None or ctx.scope.func is None:
        return False
    values = [v for _, v in _function_assignments(ctx.scope.func)[0].get(operand.value, ())]
    return bool(values) and all(isinstance(v, cst.Call) and (ctx.f_path(v.func) or ("",))[-1]
                                in ("stop_gradient", "BlockGrad") for v in values)


def _singular_read(ctx, value: cst.BaseExpression, guarded: set[str], node: cst.If):
    """(name, operation) when ``value`` reads a name the condition tests whose value a division,
    log, root, norm... computed upstream (`n = F.norm(x)`, then `x * n`), else None."""
    for sub in [value, *iter_descendants(value)]:
        if type(sub) is cst.Name and sub.value in guarded:
            upstream = _computed_by_singular(ctx, sub, node)
            if upstream is not None:
                return sub.value, upstream
    return None


def _computed_by_singular(ctx, operand: cst.BaseExpression, node: cst.If) -> str | None:
    """A division, log, root, norm... that ``operand``'s gradient reaches (through the names the
    function assigns it from, past comparisons, which pass back zeros), or None.

    The wrap gives the operand a zero gradient where its branch is not picked, and the backward
    of what computed it multiplies that by its own derivative: finite unless that is a singular
    operation at its singular point, which the guard may allow there (MXNet 1.9.1: `n =
    F.norm(x)`, `if n > t: x = x * t / n`: the wrapped `n` of x = 0 has NaN gradients)."""
    func = ctx.scope.func if ctx.scope is not None else None
    if func is None:
        return _upstream_singular(ctx, operand, {}, frozenset())
    by_name, walked = _function_assignments(func)
    if type(operand) is cst.Name:
        # the walk below leaves out the `if`'s own assignments, so it reaches a subset of what
        # the same walk over every assignment reaches: where that finds nothing, neither does
        # this one -- asked once per name, not once per `if` (many `if`s over one rebound name
        # walked its whole upstream each)
        clean = _clean_names(func, ctx, ctx.scope)
        ok = clean.get(operand.value)
        if ok is None:
            ok = clean[operand.value] = _upstream_singular(ctx, operand, by_name, frozenset()) is None
        if ok:
            return None
    # every assignment of the function outside the `if` (whose own values are wrapped)
    # (a rewritten `if` asked about is in no tree: nothing inside)
    inside = _ids_under(node) if id(node) in walked else frozenset()
    return _upstream_singular(ctx, operand, by_name, inside)


def _upstream_singular(ctx, operand: cst.BaseExpression,
                       by_name: dict[str, list[tuple[int, cst.BaseExpression]]],
                       inside: frozenset[int]) -> str | None:
    """The first singular operation met walking down ``operand`` and up through the values
    assigned to the names it reads (those of assignments in ``inside`` left out), or None."""
    seen, stack = set(), [operand]
    while stack:
        cur = stack.pop()
        if isinstance(cur, cst.Comparison):
            continue
        if isinstance(cur, cst.Call):
            path = ctx.f_path(cur.func)
            if path and path[-1] in _NO_GRADIENT:
                continue
        hit = _singular(ctx, cur)
        if hit is not None and names_in(hit[1]) and not _dead_end(ctx, hit):
            # (a division by a number, `cnt / 2`, is not singular)
            return hit[0]
        if isinstance(cur, cst.Name) and cur.value not in seen:
            seen.add(cur.value)
            stack.extend(value for at, value in by_name.get(cur.value, ()) if at not in inside)
        if isinstance(cur, cst.Attribute):
            stack.append(cur.value)
            continue
        stack.extend(cur.children)
    return None


@last_function_memo
def _function_assignments(func) -> tuple[dict[str, list[tuple[int, cst.BaseExpression]]], set[int]]:
    """name -> (id of the assignment, the value) for every assignment in ``func``'s body that binds
    it, in the order of a depth-first walk that takes a node's last child first; and the ids of
    every node of the body. Indexed by name so that each singular read looks up only the names
    it meets, not every assignment of the function."""
    out: dict[str, list[tuple[int, cst.BaseExpression]]] = {}
    walked = set()
    stack = [func.body]
    while stack:
        a = stack.pop()
        walked.add(id(a))
        stack.extend(a.children)
        if isinstance(a, (cst.Assign, cst.AugAssign, cst.AnnAssign)) and a.value is not None:
            targets = [t.target for t in a.targets] if isinstance(a, cst.Assign) else [a.target]
            for t in targets:
                for n in [t, *iter_descendants(t)]:
                    if isinstance(n, cst.Name):
                        out.setdefault(n.value, []).append((id(a), a.value))
    return out, walked


@last_function_memo
def _ids_under(node: cst.If) -> frozenset[int]:
    """The ids of ``node`` and every node under it: asked once per singular read of its branches."""
    inside = set()
    stack = [node]
    while stack:
        a = stack.pop()
        inside.add(id(a))
        stack.extend(a.children)
    return frozenset(inside)


@last_function_memo
def _clean_names(func, ctx, scope) -> dict[str, bool]:
    """name -> True when no singular operation lies upstream of any value ``func`` assigns it."""
    return {}


@last_function_memo
def _function_answers(func, ctx, scope) -> dict[int, tuple[cst.If, Fix | Refusal]]:
    """id of an `if` -> (the `if`, propose's answer for it without a condition text) in ``func``."""
    return {}


class _Guard(cst.CSTTransformer):
    """Wraps each singular operand reading a guarded name (inner ones first, so an operand holding
    another, `x / F.sqrt(cnt)`, has both wrapped) in `mask(operand)`."""

    def __init__(self, ctx, guarded, mask):
        self.ctx, self.guarded, self.mask, self.changed = ctx, guarded, mask, False

    def _wrap(self, original, updated, field):
        hit = _singular(self.ctx, original)
        if hit is None or not names_in(hit[1]) & self.guarded or _dead_end(self.ctx, hit):
            return updated
        self.changed = True
        if field is None:
            # the fluent form: the receiver
            operand = updated.func.value
            text = self.mask(_bare(operand))
            return updated.with_changes(func=updated.func.with_changes(value=cst.parse_expression(text)))
        if field == "args":
            i = next(k for k, a in enumerate(original.args) if a.value is hit[1])
            operand = updated.args[i].value
            args = list(updated.args)
            args[i] = args[i].with_changes(value=cst.parse_expression(self.mask(_bare(operand))))
            return updated.with_changes(args=args)
        operand = getattr(updated, field)
        return updated.with_changes(**{field: cst.parse_expression(self.mask(_bare(operand)))})

    def leave_BinaryOperation(self, original, updated):
        field = "left" if isinstance(original.operator, cst.Power) else "right"
        return self._wrap(original, updated, field)

    def leave_Call(self, original, updated):
        hit = _singular(self.ctx, original)
        if hit is None:
            return updated
        receiver = isinstance(original.func, cst.Attribute) and hit[1] is original.func.value
        return self._wrap(original, updated, None if receiver else "args")


def _bare(node: cst.BaseExpression) -> str:
    """``node``'s code without the parentheses around it (it goes into a call's arguments)."""
    if getattr(node, "lpar", None):
        node = node.with_changes(lpar=[], rpar=[])
    return cst.Module([]).code_for_node(node)


def _guard_singular(ctx, value: cst.BaseExpression, guarded: set[str], f: str, conds: list[str],
                    j: int) -> str | None:
    """The code of branch ``j``'s ``value`` (``j == len(conds)``: the `else`) with each singular
    operand ``d`` that reads a guarded name replaced by one equal to ``d`` where the chain picks
    branch ``j`` and to 1 elsewhere; None when it has none.

    F.where computes every branch, and its backward passes a zero gradient into the branches it
    does not pick; a division by, or log or root of, a value the guard kept from 0 turns that
    into 0 * inf = NaN.  With the operand 1 there the derivative is finite and the gradient 0,
    and where the branch is picked nothing changed.  The condition of a python `if` holds one
    element, so the branch is picked everywhere or nowhere; `reshape_like` gives its broadcast
    the operand's shape whatever the condition's rank."""
    def mask(d: str) -> str:
        ones = f"{f}.ones_like({d})"

        def picks(c: str) -> str:
            return f"{f}.reshape_like({f}.broadcast_add({f}.zeros_like({d}), {c}), {d})"
        expr = d if j == len(conds) else f"{f}.where({picks(conds[j])}, {d}, {ones})"
        for c in reversed(conds[:j]):
            expr = f"{f}.where({picks(c)}, {ones}, {expr})"
        return expr

    guard = _Guard(ctx, guarded, mask)
    out = value.visit(guard)
    return ctx.module.code_for_node(out).strip() if guard.changed else None


def _chain(node: cst.If) -> tuple[list[tuple[cst.BaseExpression, cst.BaseSuite]], cst.Else | None]:
    """The (condition, body) of an `if` and each of its `elif`s, and the final `else` (or None)."""
    out = [(node.test, node.body)]
    rest = node.orelse
    while isinstance(rest, cst.If):
        out.append((rest.test, rest.body))
        rest = rest.orelse
    return out, rest


def _read_of(name: str, roots) -> cst.Name | None:
    """A read of ``name`` under ``roots`` (not an attribute's name, not inside a lambda)."""
    stack = list(roots)
    while stack:
        n = stack.pop()
        if isinstance(n, cst.Name) and n.value == name:
            return n
        if isinstance(n, cst.Lambda):
            continue
        if isinstance(n, (cst.Attribute, cst.Arg)):
            stack.append(n.value)       # not `.name` of an attribute, not `name=` of a keyword
            continue
        stack.extend(n.children)
    return None


def _selects(ctx, value: cst.CSTNode, ops: frozenset = _SELECTIONS) -> bool:
    """True when ``value`` keeps part of a tensor somewhere (``x[...]``, ``F.slice_axis``,
    ``x.take(...)``, ...); with ``ops``, when it calls one of those operators (no subscript)."""
    for node in [value, *iter_descendants(value)]:
        if isinstance(node, cst.Subscript) and ops is _SELECTIONS and ctx.is_tensor(node.value, loose=True):
            return True
        if isinstance(node, cst.Call):
            path = ctx.f_path(node.func)
            if path and path[-1] in ops:
                return True
            func = node.func
            if (isinstance(func, cst.Attribute) and func.attr.value in ops
                    and ctx.is_tensor(func.value, loose=True)):
                return True
    return False


def _reshaped(ctx, value: cst.CSTNode) -> bool:
    """True when ``value`` is a reshape-family call (``_RESHAPES``: ``x.reshape((3, 4))``,
    ``F.transpose(x)``), also under arithmetic with a number (``x.reshape(...) * 2``): its shape is
    the call's. One nested deeper (``F.broadcast_mul(h, m.expand_dims(1))``) leaves the shape to
    the operator around it."""
    while True:
        if isinstance(value, cst.BinaryOperation) and number_literal(value.right) is not None:
            value = value.left
        elif isinstance(value, cst.BinaryOperation) and number_literal(value.left) is not None:
            value = value.right
        elif isinstance(value, cst.UnaryOperation):
            value = value.expression
        else:
            break
    if not isinstance(value, cst.Call):
        return False
    path = ctx.f_path(value.func)
    if path:
        return path[-1] in _RESHAPES
    func = value.func
    return isinstance(func, cst.Attribute) and func.attr.value in _RESHAPES and ctx.is_tensor(func.value, loose=True)


class _SizeKey(cst.CSTTransformer):
    """Rewrites what does not change a selection's size into one spelling: a single integer index
    (`x[:, 0]`, `x[:, 1]`) and the bounds of an F.slice_axis of literal width (`begin=0, end=1`,
    `begin=-1, end=None`)."""

    def __init__(self, ctx):
        self.ctx = ctx

    def leave_SubscriptElement(self, original, updated):
        if isinstance(updated.slice, cst.Index) and int_literal(updated.slice.value) is not None:
            return updated.with_changes(slice=cst.Index(cst.Name("_i")))
        return updated

    def leave_Call(self, original, updated):
        path = self.ctx.f_path(original.func)
        if not (path and path[-1] == "slice_axis"):
            return updated
        begin, end = int_literal(kwarg(original, "begin")), kwarg(original, "end")
        stop = None if isinstance(end, cst.Name) and end.value == "None" else int_literal(end)
        if begin is None or (stop is None and not (isinstance(end, cst.Name) and end.value == "None")):
            return updated
        if stop is None:
            width = -begin if begin < 0 else None
        else:
            width = stop - begin if (begin < 0) == (stop < 0) else None
        if width is None:
            return updated
        args = [a for a in updated.args if not (a.keyword and a.keyword.value in ("begin", "end"))]
        return updated.with_changes(args=[*args, cst.Arg(cst.Integer(str(width)),
                                                         keyword=cst.Name("width"))])


def _size_key(ctx, value: cst.BaseExpression) -> str:
    """Text that two values share when they select parts of the same size of the same tensors
    (a sign or arithmetic with a number around the selection keeps its shape)."""
    while True:
        if isinstance(value, cst.UnaryOperation):
            value = value.expression
        elif isinstance(value, cst.BinaryOperation) and number_literal(value.left) is not None:
            value = value.right
        elif isinstance(value, cst.BinaryOperation) and number_literal(value.right) is not None:
            value = value.left
        else:
            break
    return cst.Module([]).code_for_node(value.visit(_SizeKey(ctx)))


def _targets(block: cst.IndentedBlock) -> dict[str, cst.Name]:
    out = {}
    for stmt in block.body:
        for small in getattr(stmt, "body", ()):
            if isinstance(small, cst.Assign):
                out[small.targets[0].target.value] = small.targets[0].target
    return out


def _quiet_condition_methods(ctx, cond) -> frozenset[str]:
    """The block's methods a condition calls that store nothing, change no state, call no child
    and draw nothing at random (an energy `self._energy(F, x, p)` of F operators): such a call
    gives the same tensor wherever the rewrite computes the condition, so it counts as an
    operator of it."""
    quiet = quiet_methods(ctx, set(called_children(cond)), frozenset())
    cls = ctx.scope.cls if ctx.scope is not None else None
    if not quiet or cls is None:
        return frozenset()
    methods = {}
    for c in reversed(list(cls.lineage())):
        methods.update(c.readable_methods())
    return frozenset(m for m in quiet if m in methods and not draws_at_random([methods[m].body]))


# names whose calls draw random numbers or drop at random: a second evaluation differs
_DRAWS = frozenset({"random", "Dropout", "dropout", "sample_uniform", "sample_normal", "shuffle"})


def draws_at_random(nodes) -> bool:
    """Code under ``nodes`` names an operator that draws random numbers or drops at random
    (``F.random.normal``, ``F.Dropout``, ``F.sample_gamma``): one more evaluation moves the
    random stream every later draw reads."""
    return any(isinstance(n, cst.Name) and (n.value in _DRAWS or n.value.startswith("sample_"))
               for node in nodes for n in iter_descendants(node))
