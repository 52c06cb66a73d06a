"""HYB009: ``x.reshape(a, b)`` -- the NDArray-only positional-shape form of the fluent reshape."""
from __future__ import annotations

import libcst as cst

from hybridlint.fixers import Refusal
from hybridlint.rule import FixerRef, Invalid, Rule, hybrid_forward_example

ReshapeTuple = FixerRef("hybridlint.fixers.reshape_tuple:ReshapeTuple")
StarReshape = FixerRef("hybridlint.fixers.star_reshape:StarReshape")
spread_entries = FixerRef("hybridlint.fixers.star_reshape:spread_entries")
spread_shape = FixerRef("hybridlint.fixers.reshape_tuple:spread_shape")
varargs_tuple = FixerRef("hybridlint.fixers.star_reshape:varargs_tuple")

_HEAD = """\
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
"""


_LAYER = (
    "from mxnet.gluon import HybridBlock\n\n\nclass Reshape(HybridBlock):\n"
    "    def __init__(self, *shape, **kwargs):\n        super().__init__(**kwargs)\n"
    "        self.shape = shape\n\n"
    "    def hybrid_forward(self, F, x):\n        return F.relu(x).reshape(*self.shape)\n")


def _hf(body: str, signature: str = "self, F, x") -> str:
    return hybrid_forward_example(body, _HEAD, signature)


class PositionalReshape(Rule):
    code = "HYB009"
    name = "positional-reshape"
    message = (
        "`{call}`: Symbol.reshape takes the shape as one tuple (positional arguments fill "
        "`shape`, then `reverse`), so after hybridize() this reshapes wrongly or fails; "
        "write `{fixed}`"
    )
    severity = "error"
    fix = "safe"
    rationale = """
    ## What it does
    Flags `x.reshape(a, b)`: a shape passed as separate positional arguments.

    It reports a fluent `reshape` on a tensor called with the target shape spread over
    two or more positional arguments: `x.reshape(0, -1)`, `y.reshape(1, -3, -1)`, also with
    `*seq` spreads after two plain ones (`act.reshape(bs, k, *act.shape[-2:])`).

    ## Why is this bad?
    `NDArray.reshape(*shape, **kwargs)` accepts both `x.reshape(2, 3)` and
    `x.reshape((2, 3))`.  `Symbol.reshape` forwards to the generated operator
    `reshape(data, shape, reverse, ...)`, so positional arguments fill `shape`,
    then `reverse`: `x.reshape(0, -1)` becomes `reshape(x, shape=0, reverse=-1)`.
    After `hybridize()` the graph is built with the wrong shape and shape
    inference fails (or, worse, succeeds with a different result).

    A single positional argument is fine on both: a tuple (`x.reshape((0, -1))`)
    or one integer (`x.reshape(-1)`: MXNet parses a bare integer as the
    one-element shape `(-1,)`).  `x.reshape(*shape)` is flagged only when `shape` is
    a `*args` tuple -- a helper's own `*shape` parameter that no caller fills with a
    tensor (a block's `*args` are its inputs), or `self.shape` that the
    file only ever sets to the `*shape` of the block's `__init__` (a reshape layer
    built as `Reshape(0, -1)`): spreading it is what that layer is for, and any other
    spread value's length is unknown.  One entry hybridizes as written (an integer,
    one tuple or one list: MXNet 1.9.1 gives the eager values), so the spread is not
    reported when every call in the file that fills the tuple -- `Reshape(...)`, a
    subclass's `super().__init__(...)` or `Reshape.__init__(self, ...)`, a subclass
    without an `__init__` built as `Sub(...)`, a call of the helper -- gives it at most one
    entry, and the name is used no other way.  The message names the call giving two or
    more entries, or says why the count is unknown here (no such call, a `*` spread
    into it, the class handed on or rebound); the reading covers this file only.

    ## Example
    ```python
    def hybrid_forward(self, F, x, gamma):
        y = x.reshape(0, 0, self.ngroups, -1)
        return y * gamma.reshape(1, -1, 1)
    ```

    ## Use instead
    ```python
    def hybrid_forward(self, F, x, gamma):
        y = x.reshape((0, 0, self.ngroups, -1))
        return F.broadcast_mul(y, gamma.reshape((1, -1, 1)))
    ```

    ## Fix safety
    Safe: wrapping the positional arguments in one tuple means the same on an
    NDArray and makes the Symbol call correct.  The spread `*args` tuple becomes
    `x.reshape(shape[0] if len(shape) == 1 else shape)`, the argument
    `NDArray.reshape(*shape)` itself settles on; unsafe, because the proof that
    `self.shape` is that tuple reads this file only.
    """

    VALID = [
        # the numpy side of code written for both modes runs only in numpy mode: checked as
        # numpy-mode code (MXNet 1.9.1 under npx.set_np(): `x.reshape(3, 2)` hybridized == eager)
        """
            from mxnet.gluon import HybridBlock
            from mxnet.util import is_np_array

            class Net(HybridBlock):
                def hybrid_forward(self, F, pred, label):
                    if is_np_array():
                        return F.np.sum(pred.reshape(-1, 2), axis=1) - label
                    return F.sum(pred.reshape((-1, 2)), axis=1) - label
            """,
        # numpy mode: mx.np arrays and Symbols take the shape as separate arguments
        """
            from mxnet import npx
            from mxnet.gluon import HybridBlock
            npx.set_np()
            class Flat(HybridBlock):
                def hybrid_forward(self, F, x):
                    return x.reshape(2, -1)
        """,
        # a tuple shape: legal on both NDArray and Symbol
        _hf("return x.reshape((0, -1))"),
        # shape= keyword with MXNet's special codes
        _hf("return x.reshape(shape=(-4, -1, 2, 0))"),
        # a single integer parses as a one-element shape on Symbol too
        _hf("return x.reshape(-1)"),
        # tuple first, then reverse: the Symbol operator's own positional order
        _hf("return x.reshape((0, -1), True)"),
        # a shape held in a variable
        _hf("shape = (0, -1)\nreturn x.reshape(shape)"),
        # reshape on something that is not a tensor (numpy array, python object)
        "import numpy as np\n\n\ndef prepare(a):\n    return np.zeros(6).reshape(2, 3)\n",
        # plain Block: forward only ever sees NDArrays
        "from mxnet.gluon import Block\n\n\nclass Net(Block):\n"
        "    def forward(self, x):\n        return x.reshape(2, 3)\n",
        # eager-only branch
        _hf("if F is nd:\n    return x.reshape(2, 3)\nreturn x.reshape((2, 3))").replace(
            "from mxnet.gluon", "from mxnet import nd\nfrom mxnet.gluon"),
        # the functional form takes shape as its second argument
        _hf("return F.reshape(x, (0, -1))"),
        # unknown receiver (a child block may return anything)
        _hf("return self.helper.reshape(2, 3)"),
        # a spread shape of unknown length: a local, an attribute the file sets twice, a
        # `*args` rebound before use
        _hf("shape = self.shape\nreturn x.reshape(*shape)"),
        "from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
        "    def __init__(self, *shape):\n        super().__init__()\n        self.shape = shape\n\n"
        "    def set_shape(self, shape):\n        self.shape = shape\n\n"
        "    def hybrid_forward(self, F, x):\n        return x.reshape(*self.shape)\n",
        "from mxnet.gluon import HybridBlock\n\n\n"
        "def flat(F, x, *shape):\n    shape = shape[:1]\n    return x.reshape(*shape)\n\n\n"
        "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n"
        "        return flat(F, x, -1)\n",
        # a block's own `*args` are inputs; a helper whose `*args` a caller fills with a tensor
        _hf("return F.relu(x).reshape(*args)", "self, F, x, *args"),
        "from mxnet.gluon import HybridBlock\n\n\n"
        "def flat(F, x, *shape):\n    return x.reshape(*shape)\n\n\n"
        "class Net(HybridBlock):\n    def hybrid_forward(self, F, x, y):\n"
        "        return flat(F, x, y)\n",
        # a reshape layer the file only ever builds with one entry (an integer, one tuple, a
        # subclass's one argument): one entry hybridizes as written (MXNet 1.9.1)
        _LAYER + "\n\ndef head():\n    return [Reshape(-1), Reshape((0, -1), prefix='r_')]\n",
        _LAYER + "\n\nclass Flat(Reshape):\n    def __init__(self):\n"
        "        super(Flat, self).__init__((0, -1))\n\n\nclass Flat2(Flat):\n    pass\n",
        # a helper every call of which gives its `*shape` one entry
        "from mxnet.gluon import HybridBlock\n\n\n"
        "def flat(F, x, *shape):\n    return F.tanh(x).reshape(*shape)\n\n\n"
        "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n"
        "        return F.concat(flat(F, x, -1), flat(F, x, (-1,)), dim=0)\n",
    ]
    INVALID = [
        Invalid(_hf("return x.reshape(0, -1)"), line=6, col=16, message="reshape((0, -1))",
                fixed=_hf("return x.reshape((0, -1))")),
        # GluonCV GroupNorm
        Invalid(_hf("y = x.expand_dims(0).reshape(0, 0, self.ngroups, -1)\nreturn y"),
                line=6, col=13, message="one tuple",
                fixed=_hf("y = x.expand_dims(0).reshape((0, 0, self.ngroups, -1))\nreturn y")),
        # a parameter passed to hybrid_forward as a keyword argument
        Invalid(_hf("return F.broadcast_mul(x, gamma.reshape(1, -1, 1))", "self, F, x, gamma"),
                line=6, col=35,
                fixed=_hf("return F.broadcast_mul(x, gamma.reshape((1, -1, 1)))",
                          "self, F, x, gamma")),
        # result of an F op (GluonNLP sequence sampler)
        Invalid(_hf("return F.log_softmax(x, axis=2).reshape(-3, -1)"), line=6, col=16,
                fixed=_hf("return F.log_softmax(x, axis=2).reshape((-3, -1))")),
        # sizes spread after plain entries (CondConv's `act.reshape(bs, k, oc, *act.shape[-2:])`):
        # one tuple of all of them, the spread kept
        Invalid(_hf("return x.reshape(0, 2, -1, *self.tail)"), line=6, col=16,
                message="reshape((0, 2, -1, *self.tail))",
                fixed=_hf("return x.reshape((0, 2, -1, *self.tail))")),
        # keyword arguments after the positional shape are kept
        Invalid(_hf("return x.reshape(0, -1, reverse=True)"), line=6, col=16,
                fixed=_hf("return x.reshape((0, -1), reverse=True)")),
        # a reshape layer spreading the `*shape` its constructor keeps (fix: star-reshape-shape,
        # unsafe, whose examples run it)
        Invalid(
            "from mxnet.gluon import HybridBlock\n\n\nclass Reshape(HybridBlock):\n"
            "    def __init__(self, *shape, **kwargs):\n        super().__init__(**kwargs)\n"
            "        self.shape = shape\n\n"
            "    def hybrid_forward(self, F, x):\n        return F.relu(x).reshape(*self.shape)\n",
            line=10, col=16, message="self.shape[0] if len(self.shape) == 1 else self.shape"),
        # the file builds that layer with one entry and with two: the two-entry one fails
        Invalid(_LAYER + "\n\ndef head():\n    return [Reshape(-1), Reshape(0, -1)]\n",
                line=10, col=16, message="`Reshape(0, -1)` (line 14) passes 2 shape entries"),
        # ... or hands the class on, so how it is built is unknown here
        Invalid(_LAYER + "\n\ndef head(make=Reshape):\n    return make(0, -1)\n",
                line=10, col=16, message="unknown here: `Reshape` is used other than by calling it"),
        # a helper whose `*shape` a call fills from a spread of unknown length
        Invalid("from mxnet.gluon import HybridBlock\n\n\n"
                "def flat(F, x, *shape):\n    return F.tanh(x).reshape(*shape)\n\n\n"
                "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n"
                "        return flat(F, x, *(0, -1))\n",
                line=5, col=12, message="spreads a sequence of unknown length"),
        # F-helper called from hybrid code
        Invalid(
            "from mxnet.gluon import HybridBlock\n\n\n"
            "def _flat(F, x):\n    return x.reshape(0, -1)\n\n\n"
            "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n"
            "        return _flat(F, F.relu(x))\n",
            line=5, col=12),
    ]

    def visit_Call(self, node: cst.Call) -> None:
        func = node.func
        if not (isinstance(func, cst.Attribute) and func.attr.value == "reshape"):
            return
        if self.ctx.numpy_mode:
            return      # mx.np arrays and Symbols take `reshape(a, b)` like numpy
        positional = [a for a in node.args if a.keyword is None]
        if len(positional) == 1 and positional[0].star == "*":
            self._spread(node, positional[0])
            return
        if len(positional) < 2 or not spread_shape(positional):
            return
        first = positional[0].value
        if isinstance(first, (cst.Tuple, cst.List)):
            return  # (shape, reverse): the Symbol operator's own order
        if not self.ctx.is_tensor(func.value, loose=True):
            return
        shape_src = ", ".join(a.star + self.ctx.code_for(a.value) for a in positional)
        receiver = self.ctx.code_for(func.value)
        fixed = f"{receiver}.reshape(({shape_src}))"
        proposal = ReshapeTuple.offer(self.ctx, node)
        fix = None if isinstance(proposal, Refusal) else proposal
        call = self.ctx.code_for(node)
        if len(call) > 60:
            call = f"{receiver}.reshape({shape_src})" if len(receiver) < 30 else ".reshape(...)"
            if len(fixed) > 60:
                fixed = f".reshape(({shape_src}))"
        self.report(node, call=call, fixed=fixed, fix=fix)

    def _spread(self, node: cst.Call, star: cst.Arg) -> None:
        """``x.reshape(*shape)`` of a ``*args`` tuple: two or more entries fill ``shape`` and
        then ``reverse`` of the Symbol operator; one entry hybridizes as written (MXNet 1.9.1),
        so a tuple that every call in the file gives one entry is not reported."""
        func = node.func
        if varargs_tuple(self.ctx, star.value) is None or not self.ctx.is_tensor(func.value, loose=True):
            return
        count, why = spread_entries(self.ctx, star.value)
        if count == "one":
            return
        shape = self.ctx.code_for(star.value)
        receiver = self.ctx.code_for(func.value)
        fix, note = StarReshape.offer_noted(self.ctx, node)
        call = self.ctx.code_for(node)
        fixed = f"{receiver}.reshape({shape}[0] if len({shape}) == 1 else {shape})"
        if len(call) > 60:
            call = f".reshape(*{shape})"
        if len(fixed) > 60:
            fixed = f".reshape({shape}[0] if len({shape}) == 1 else {shape})"
        if count == "several":
            message = (f"`{call}`: {why}, and Symbol.reshape takes the shape as one tuple "
                       "(positional arguments fill `shape`, then `reverse`), so after hybridize() "
                       f"this reshapes wrongly or fails; write `{fixed}`")
        else:
            message = (f"`{call}`: with two or more entries in `{shape}` (unknown here: {why}), "
                       "Symbol.reshape takes them as `shape`, then `reverse`, so after hybridize() "
                       "this reshapes wrongly or fails (one entry hybridizes as written); write "
                       f"`{fixed}`")
        self.report(node, message + note, fix=fix)
