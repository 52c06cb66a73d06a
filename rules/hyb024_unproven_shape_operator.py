"""HYB024: a plain operator between two tensors whose shapes are not proven equal, in a block that
already fails to hybridize (a companion of the block's errors: ``engine/companions.py``)."""
from __future__ import annotations

import libcst as cst

from hybridlint.fixers import Refusal
from hybridlint.fixers._shared import BINARY, COMPARE, FUNCTIONS
from hybridlint.rule import FixerRef, Invalid, Rule, hybrid_forward_example

CompanionBroadcast = FixerRef("hybridlint.fixers.companion_broadcast:CompanionBroadcast")


_HEAD = """\
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
"""


def _hf(body: str, signature: str = "self, F, img, mask") -> str:
    return hybrid_forward_example(body, _HEAD, signature)


def _layers(body: str, second: str = "units") -> str:
    """A block whose two Dense children are built from the constructor's arguments, the second
    with ``second`` units, running ``body`` on its only input ``x``."""
    return ("from mxnet.gluon import HybridBlock, nn\n\n\nclass Net(HybridBlock):\n"
            "    def __init__(self, units=4, hidden=8, **kwargs):\n        super().__init__(**kwargs)\n"
            "        self.ffn1 = nn.Dense(hidden, in_units=units, flatten=False)\n"
            f"        self.ffn2 = nn.Dense({second}, in_units=hidden, flatten=False)\n\n"
            "    def hybrid_forward(self, F, x):\n        c = F.sum(x).asscalar()\n"
            + "".join(f"        {line}\n" for line in body.splitlines()))


def _child(init: str, body: str) -> str:
    """A block with one child (``init``, a line) whose hybrid_forward(self, F, img, mask) runs ``body``."""
    return _hf(body, "self, F, img, mask").replace(
        "from mxnet.gluon import HybridBlock\n", "from mxnet.gluon import HybridBlock, nn\n").replace(
        "class Net(HybridBlock):\n", "class Net(HybridBlock):\n    def __init__(self, **kwargs):\n"
        f"        super().__init__(**kwargs)\n        {init}\n\n")


# a child block of the file whose `weight` is a number, read by a method named `data`
_SCALE = ("\n\nclass Number:\n    def data(self):\n        return 0.5\n\n\nclass Scale(HybridBlock):\n"
          "    def __init__(self, **kwargs):\n        super().__init__(**kwargs)\n        self.weight = Number()\n\n"
          "    def hybrid_forward(self, F, x):\n        return F.relu(x)\n")


def _parent(call: str, inputs: str = "a") -> str:
    """A second block that makes ``Net`` as ``self.net`` and returns ``call`` of it."""
    return ("\n\nclass Parent(HybridBlock):\n    def __init__(self):\n        super().__init__()\n"
            f"        self.net = Net()\n\n    def hybrid_forward(self, F, {inputs}):\n        return {call}\n")


class UnprovenShapeOperator(Rule):
    code = "HYB024"
    name = "unproven-shape-operator"
    message = (
        "`{expr}` between tensors whose shapes are not proven equal: an NDArray `{op}` broadcasts "
        "(it is `{bop}`), a Symbol's does not, and this block already fails to hybridize; once its "
        "errors are fixed this operator may fail next (`Incompatible attr` in shape inference) "
        "where the eager run broadcast; use {fixed}"
    )
    severity = "info"
    fix = "unsafe"
    companion = True
    rationale = """
    ## What it does
    In a HybridBlock that already has an error of another rule, flags a python operator
    (`+ - * / % **`, a comparison, or `F.maximum/minimum/power(a, b)`) between two values that
    are both proven legacy tensors (`F`/`nd` arrays, not numbers, lists or numpy-mode arrays)
    where the function's shape walk does not show that they have one shape, and where HYB008 does
    not already report the operator. A block without an error of another rule never gets this
    finding, nor does code in numpy mode. A Parameter's array counts as a legacy tensor there:
    `P.data()` (an NDArray, eagerly and while tracing), `P.var()`, the choice `P.data() if F is
    nd else P.var()`, array methods of such (`w.reshape(...)`) and locals bound only to such,
    where `P` is a Parameter the block registers or a Parameter attribute (`weight`, `gamma`...)
    of a child every store of which is an `mxnet.gluon.nn` layer (`self.fc = nn.Dense(1)`).

    ## Why is this bad?
    On NDArrays `a * b` is `broadcast_mul` (MXNet 1.9.1: `NDArray.__mul__` -> `multiply` ->
    `_ufunc_helper(..., op.broadcast_mul, ...)`): a block that runs eagerly may multiply a
    3-channel image by a 1-channel mask, or subtract a `(B, 1)` statistic from `(B, T)` rows.
    Hybridized, the same operator between Symbols is the elementwise `_mul`, and the first call
    fails in shape inference (`Incompatible attr in node ... at 1-th input`). Which of the two
    holds depends on the shapes of the block's inputs, which the code alone does not show; in a
    block whose other errors keep it from hybridizing, the operator is often the failure that
    is left once they are fixed.

    ## Example
    ```python
    def hybrid_forward(self, F, img, mask):
        c = img.shape[1]            # HYB001: the block fails here first
        m = F.sigmoid(mask)
        return img * m + c
    ```

    ## Use instead
    ```python
    def hybrid_forward(self, F, img, mask):
        c = 3
        m = F.sigmoid(mask)
        return F.broadcast_mul(img, m) + c
    ```

    ## Fix safety
    Unsafe (`--unsafe-fixes`): `F.broadcast_mul(a, b)` is what `a * b` computes on two NDArrays,
    so the eager result is the same, and on equal shapes it is the same in the hybridized graph
    too; but the shapes are not known to differ, so the rewrite may only change the text.
    `--fix` makes it only in a class whose errors in the file's original lint each get a fix, or
    lie inside the edit of one (a block left with an unfixed error fails anyway), and keeps
    making it in the later rounds that run after those errors are fixed. An operand that is
    only probably a tensor is never rewritten, and no finding is made there. An input of the
    block that no F operator reads is taken for a tensor where it meets a proven one: an
    NDArray operator raises on a list, a tuple or None, so the eager run holds an NDArray or a
    python number there (which `a * b` takes and `F.broadcast_mul` does not), and a number is
    ruled out for the block's only input (a call needs an NDArray among its inputs) and for an
    input without a default, not annotated or documented a number, of a block this file does
    not make or subclass (its callers are elsewhere; a hybridized call takes no number), or
    makes only as `self.attr = Net(...)` and calls only as `self.attr(...)` in traced code, each
    call handing that input a proven tensor or the caller's own input proven so. A name bound
    to an order comparison of such an input with a number literal (`m = mask > 0`) is a tensor:
    Python 3 orders no list, tuple or None against a number.
    """

    VALID = [
        # no error of another rule in the block: legal wherever the shapes match
        _hf("m = F.sigmoid(mask)\nreturn img * m"),
        # a python number on one side (F.broadcast_mul takes two arrays)
        _hf("c = img.shape[1]\nreturn img * c, F.sigmoid(mask)"),
        # an input no F operator reads may be a python number, which `img * mask` takes too:
        # where it has a default, is annotated a number, or the file makes the block (and may
        # call it with one)
        _hf("c = img.shape[1]\nreturn F.relu(img) * mask + c", "self, F, img, mask=None"),
        _hf("c = img.shape[1]\nreturn F.relu(img) * mask + c", "self, F, img, mask: float"),
        _hf("c = img.shape[1]\nreturn F.relu(img) * mask + c") + "\n\nnet = Net()\n",
        _hf("c = img.shape[1]\nreturn F.relu(img) * mask + c")
        + "\n\nclass Scaled(Net):\n    pass\n",
        # the file makes the block, and a call of it here hands the input a python number
        _hf("c = img.shape[1]\nreturn F.relu(img) * mask + c") + _parent("self.net(F.relu(a), 0.5)"),
        # the parent hands on its own input, which its callers may leave out (a default)
        _hf("c = img.shape[1]\nreturn F.relu(img) * mask + c") + _parent("self.net(F.relu(a), b)", "a, b=None"),
        # an input compared by `==` (a list equals no number without raising), or one with a
        # default, compared with a number: not shown to be a tensor
        _hf("m = mask == 0\nc = img.shape[1]\nreturn img * m + c"),
        _hf("m = mask > 0\nc = img.shape[1]\nreturn img * m + c", "self, F, img, mask=None"),
        # both operands one expression, or one value of the shape walk
        _hf("c = img.shape[1]\nreturn F.relu(img) * F.relu(img) + c, F.sigmoid(mask)"),
        _hf("c = img.shape[1]\nh = F.relu(img)\nreturn h * F.sigmoid(h) + c, F.sigmoid(mask)"),
        # the parts of one even split (of a tensor of unknown rank), and a tensor broadcast to
        # another's `.shape`, have one shape
        _hf("a, b = F.split(F.relu(img), num_outputs=2, axis=1)\nc = img.shape[1]\n"
            "return a * F.sigmoid(b) + c, F.sigmoid(mask)"),
        _hf("g = F.broadcast_to(F.sigmoid(mask), img.shape)\nreturn F.relu(img) * g"),
        # children built from one constructor argument have one size (the atoms `self.ffn2._units`
        # and `self.ffn1._in_units` both hold `units`): a position-wise feed-forward keeps its
        # input's shape (flatten=False keeps every axis but the last, of any rank), and two
        # children of one input and one width give one shape
        _layers("out = self.ffn2(F.relu(self.ffn1(x)))\nreturn out + x, c"),
        _layers("h = F.relu(self.ffn1(x))\nreturn self.ffn2(h) * F.sigmoid(self.ffn2(h)), c"),
        # numpy mode: mx.np operators broadcast on Symbols too
        "from mxnet.gluon import HybridBlock\nfrom mxnet.util import use_np\n\n\n@use_np\n"
        "class Net(HybridBlock):\n    def hybrid_forward(self, F, img, mask):\n"
        "        c = img.shape[1]\n        return img * F.np.exp(mask) + c\n",
        # HYB008 reports the operator (its shapes are shown to differ): its finding says more
        _hf("c = img.shape[1]\nm = F.mean(img, axis=1, keepdims=True)\nreturn img - m, c * F.sigmoid(mask)"),
        # an error in another block of the file does not make this one fail
        _HEAD.replace("class Net", "class Other") + "    def hybrid_forward(self, F, x):\n"
        "        return x + x.shape[0]\n\n\nclass Net(HybridBlock):\n"
        "    def hybrid_forward(self, F, img, mask):\n        return img * F.sigmoid(mask)\n",
        # `.data()` of what is not shown a Gluon layer's Parameter (a child block of this file holds
        # its own `weight`, here a python number), and a local that may hold a number
        _child(init="self.s = Scale()", body="c = img.shape[1]\nreturn F.relu(img) * self.s.weight.data() + c")
        + _SCALE,
        _child(init="self.fc = nn.Dense(1, use_bias=False, in_units=3)",
                      body="c = img.shape[1]\nw = self.fc.weight.data() if c > 2 else 2.0\nreturn F.relu(img) * w + c"),
        # an eager-only branch runs on NDArrays alone
        "from mxnet import nd\n" + _hf("c = img.shape[1]\nm = F.sigmoid(mask)\nif F is nd:\n"
                                       "    return img * m\nreturn c + img, m"),
    ]
    INVALID = [
        Invalid(_hf("c = img.shape[1]\nm = F.sigmoid(mask)\nreturn img * m + c"), line=8, col=16,
                message="`img * m`",
                fixed=_hf("c = img.shape[1]\nm = F.sigmoid(mask)\nreturn F.broadcast_mul(img, m) + c")),
        Invalid(_hf("c = img.shape[1]\nreturn (img - F.relu(mask)) / c"), line=7, col=17, message="broadcast_sub",
                fixed=_hf("c = img.shape[1]\nreturn (F.broadcast_sub(img, F.relu(mask))) / c")),
        Invalid(_hf("c = img.shape[1]\nreturn (img > F.relu(mask)) * c"), line=7, col=17,
                message="broadcast_greater"),
        Invalid(_hf("c = img.shape[1]\nreturn F.maximum(img, mask) * c"), line=7, col=16,
                message="broadcast_maximum",
                fixed=_hf("c = img.shape[1]\nreturn F.broadcast_maximum(img, mask) * c")),
        # scores normalised by another input's totals (a (B, T) by a (B, 1) eagerly)
        Invalid(_hf("c = img.shape[1]\nt = F.sum(F.exp(mask), axis=1, keepdims=True)\nreturn F.exp(img) / t, c"),
                line=8, col=16, message="`F.exp(img) / t`"),
        # an input no F operator reads, proven by the tensor it meets: the block's only input
        # (a call needs one NDArray among its inputs), or one without a default of a block the
        # file neither makes nor subclasses (a hybridized call takes no python number)
        Invalid(_hf("m = F.ones((2, 3))\nn = m.shape[1]\nreturn (img - m) / n", "self, F, img"),
                line=8, col=17, message="`(img - m)`",
                fixed=_hf("m = F.ones((2, 3))\nn = m.shape[1]\nreturn (F.broadcast_sub(img, m)) / n",
                          "self, F, img")),
        Invalid(_hf("c = img.shape[1]\nreturn F.relu(img) * mask + c"), line=7, col=16,
                message="`F.relu(img) * mask`"),
        # a block the file makes, where every call the file can make (`self.net(...)` in traced
        # code, the only way it makes one) hands the input a proven tensor
        Invalid(_hf("c = img.shape[1]\nreturn F.relu(img) * mask + c") + _parent("self.net(F.relu(a), F.sigmoid(a))"),
                line=7, col=16, message="`F.relu(img) * mask`"),
        # ... or hands on its own input, which the parent's callers (elsewhere: a hybridized call
        # takes no python number) give no number
        Invalid(_hf("c = img.shape[1]\nreturn F.relu(img) * mask + c") + _parent("self.net(F.relu(a), b)", "a, b"),
                line=7, col=16, message="`F.relu(img) * mask`"),
        # an input ordered against a number (a list, a tuple, None raise there in Python 3) held
        # an NDArray or a number, and the number is ruled out as above: its comparison is a tensor
        Invalid(_hf("m = mask > 0\nc = img.shape[1]\nreturn img * m + c"), line=8, col=16, message="`img * m`",
                fixed=_hf("m = mask > 0\nc = img.shape[1]\nreturn F.broadcast_mul(img, m) + c")),
        # a Gluon layer child's Parameter read by `.data()` (an NDArray eagerly; HYB007 reads its
        # symbol variable while tracing): U-GAT-IT's `x * gap_weight.reshape((0, 0, 1, 1))`
        Invalid(_child(init="self.fc = nn.Dense(1, use_bias=False, in_units=3)",
                              body="c = img.shape[1]\nw = self.fc.weight.data()\n"
                                   "return F.relu(img) * w.reshape((0, 0, 1, 1)) + c"),
                line=12, col=16, message="`F.relu(img) * w.reshape((0, 0, 1, 1))`"),
        # a width the constructor sets apart from the input's (`hidden` units back): not proven
        Invalid(_layers("out = self.ffn2(F.relu(self.ffn1(x)))\nreturn out + x, c", second="hidden"),
                line=13, col=16, message="`out + x`"),
        # the error in a helper method of the block: the helper's finding names the block's call
        Invalid(_HEAD + "    def _count(self, F, t):\n        return t.shape[0]\n\n"
                "    def hybrid_forward(self, F, img, mask):\n        m = F.sigmoid(mask)\n"
                "        return F.relu(img) * m + self._count(F, img)\n", line=10, col=16),
    ]

    def visit_BinaryOperation(self, node: cst.BinaryOperation) -> None:
        spec = BINARY.get(type(node.operator))
        if spec is not None:
            self._check(node, node.left, node.right, spec[0])

    def visit_Comparison(self, node: cst.Comparison) -> None:
        if len(node.comparisons) == 1:
            spec = COMPARE.get(type(node.comparisons[0].operator))
            if spec is not None:
                self._check(node, node.left, node.comparisons[0].comparator, spec[0])

    def visit_Call(self, node: cst.Call) -> None:
        # `F.maximum(a, b)`: nd's broadcasts, sym's of two Symbols is the elementwise `_maximum`
        func = node.func
        if (isinstance(func, cst.Attribute) and func.attr.value in FUNCTIONS and len(node.args) == 2
                and self.ctx.f_path(func) == (func.attr.value,)
                and all(a.keyword is None and not a.star for a in node.args)):
            self._check(node, node.args[0].value, node.args[1].value, f"F.{func.attr.value}")

    def _check(self, node: cst.CSTNode, left: cst.BaseExpression, right: cst.BaseExpression, op: str) -> None:
        if self.ctx.numpy_mode or _number(left) or _number(right):
            return
        # (an input of the block counts where the other operand proves it: FileContext.operand_unproven)
        if self.ctx.operand_unproven(left, right) is not None or self.ctx.operand_unproven(right, left) is not None:
            return
        proposal = CompanionBroadcast.offer(self.ctx, node, left, right)
        if isinstance(proposal, Refusal):
            return      # the finding exists to carry the rewrite: without one it is noise
        f = self.ctx.scope.f_name or "F"
        spec = CompanionBroadcast.spec(node, f)
        bop = spec[1] if spec is not None else "broadcast"
        code = self.ctx.code_for(node).strip()
        short = code if len(code) <= 50 else code[:47] + "..."
        self.report(node, fix=proposal, expr=short, op=op, bop=bop, fixed=f"`{f}.{bop}(a, b)`")


def _number(node: cst.CSTNode) -> bool:
    return isinstance(node, (cst.Integer, cst.Float, cst.Imaginary)) or (
        isinstance(node, cst.UnaryOperation) and isinstance(node.expression, (cst.Integer, cst.Float)))
