"""HYB017: ``x.infer_shape_partial()`` of a traced tensor -- hybridize() declares its inputs without
shapes, so the answer is empty."""
from __future__ import annotations

import libcst as cst

from hybridlint.rule import Invalid, Rule, hybrid_forward_example

_HEAD = """\
import mxnet as mx
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
"""

_INFER = frozenset({"infer_shape", "infer_shape_partial"})

# PointCNN.MX's size helper (mxutils.get_shape): the NDArray's shape eagerly, shape inference of
# the Symbol once traced
_GET_SHAPE = """\
import mxnet as mx
from mxnet.gluon import HybridBlock


def get_shape(x):
    if isinstance(x, mx.nd.NDArray):
        return x.shape
    elif isinstance(x, mx.symbol.Symbol):
        _, x_shape, _ = x.infer_shape_partial()
        return x_shape[0]


class Net(HybridBlock):
"""


def _hf(body: str, signature: str = "self, F, x", head: str = _HEAD) -> str:
    return hybrid_forward_example(body, head, signature)


class TracedShapeInference(Rule):
    code = "HYB017"
    name = "traced-shape-inference"
    message = (
        "`{call}` infers the shapes of the traced graph, but hybridize() declares the block's "
        "inputs without shapes: `infer_shape_partial()` gives `()` for them and `infer_shape()` "
        "None, for every input the block is called with, so the sizes read from it are missing; "
        "pass the sizes in as constructor arguments or use shape-free ops "
        "(`F.contrib.arange_like`, `F.broadcast_like`, reshape codes such as `x.reshape((0, -1))`)"
    )
    severity = "error"
    rationale = """
    ## What it does
    Finds `infer_shape_partial()` and `infer_shape()` called without shapes on a tensor of hybrid
    code, typically in a size helper that returns `x.shape` for an NDArray and asks a Symbol for
    its inferred shape (`_, out, _ = x.infer_shape_partial(); return out[0]`).

    ## Why is this bad?
    hybridize() traces `hybrid_forward` with input variables declared without shapes, and shape
    inference only knows what the graph's variables declare. In MXNet 1.9.1, inside a hybridized
    block `x.infer_shape_partial()` returns `([()], [()], [])` and `x.infer_shape()` returns
    `(None, None, None)` (with a "Cannot decide shape" warning), whatever shape the NDArray the
    block is called with has. Sizes taken from the answer are missing: PointCNN's
    `get_shape(points)[0]` raises IndexError (tuple index out of range) at the first call after
    hybridize(), while the block runs eagerly. Sizes from a graph whose variables do declare shapes
    (`x.infer_shape(data=(...))`, a Symbol built with `mx.sym.var(..., shape=...)`) are not
    affected.

    Calls given shapes (any argument) are not reported, nor calls under an eager-only guard, nor
    receivers that are not tensors of hybrid code; numpy-mode code is not measured here.

    ## Example
    ```python
    def get_shape(x):
        if isinstance(x, mx.nd.NDArray):
            return x.shape
        _, x_shape, _ = x.infer_shape_partial()
        return x_shape[0]

    def hybrid_forward(self, F, points):
        batch_size = get_shape(points)[0]
        rows = F.arange(batch_size).reshape((-1, 1))
        return F.broadcast_add(points.sum(axis=-1), rows)
    ```

    ## Use instead
    ```python
    def hybrid_forward(self, F, points):
        rows = F.contrib.arange_like(points, axis=0).reshape((-1, 1))
        return F.broadcast_add(points.sum(axis=-1), rows)
    ```

    ## Fix safety
    No automatic fix: what replaces the sizes depends on what they feed (an `arange`, a tile
    count, a reshape), which the rule does not rewrite.
    """

    VALID = [
        # shapes given: the graph's variables are declared for this inference (YOLOv5 detect head)
        _hf("if isinstance(x, mx.sym.Symbol):\n"
            "    _, out, _ = x.infer_shape(data=(2, 3, 8, 8))\n"
            "    return F.reshape(x, (out[0][0], -1))\n"
            "return F.reshape(x, (x.shape[0], -1))"),
        # partial inference given the input's shape (its batch axis unknown: 0)
        _hf("if isinstance(x, mx.sym.Symbol):\n"
            "    n = x.infer_shape_partial(data=(0, 3, 4))[1][0][1]\n"
            "    return x.reshape((-1, n))\n"
            "return x.reshape((-1, x.shape[1]))"),
        # the size helper called only outside hybrid code (a data pipeline)
        _GET_SHAPE.replace("class Net(HybridBlock):\n", "")
        + "\n\ndef batch_of(arr):\n    return get_shape(arr)[0]\n",
        # weight shapes of a graph built in __init__ from a declared input (GluonCV spectral norm)
        "import mxnet as mx\nfrom mxnet.gluon import HybridBlock\n\n\n"
        "class Net(HybridBlock):\n    def __init__(self):\n        super().__init__()\n"
        "        sym = mx.sym.Convolution(mx.sym.var('data', shape=(1, 3, 8, 8)), kernel=(3, 3), "
        "num_filter=4)\n        self.wshape = sym.infer_shape_partial()[0][1]\n\n"
        "    def hybrid_forward(self, F, x):\n        return x * 2\n",
        # a helper object's own infer_shape method, not a tensor's
        "import mxnet as mx\nfrom mxnet.gluon import HybridBlock\n\n\n"
        "class Sizes:\n    def infer_shape(self):\n        return 3\n\n\n"
        "class Net(HybridBlock):\n    def __init__(self):\n        super().__init__()\n"
        "        self.shapes = Sizes()\n\n"
        "    def hybrid_forward(self, F, x):\n        return x * self.shapes.infer_shape()\n",
        # plain Block: forward only sees NDArrays
        "from mxnet.gluon import Block\n\n\nclass Net(Block):\n"
        "    def forward(self, x):\n        return x.reshape((x.shape[0], -1))\n",
        # a variable that declares its shape: inference knows it
        _hf("if F is mx.sym:\n"
            "    c = mx.sym.var('w', shape=(4, 3)).infer_shape_partial()[1][0][1]\n"
            "    return x.reshape((-1, c))\n"
            "return x.reshape((-1, 3))"),
        # numpy mode: mx.np Symbols are another family, not measured here
        "from mxnet import npx\n" + _GET_SHAPE.replace("class Net(HybridBlock):\n", "npx.set_np()\n\n\n"
                                                         "class Net(HybridBlock):\n")
        + "    def hybrid_forward(self, F, x):\n        return x.reshape((get_shape(x)[0], -1))\n",
    ]
    INVALID = [
        # PointCNN.MX's get_shape helper reached from hybrid_forward
        Invalid(_hf("batch_size = get_shape(x)[0]\nreturn F.tile(F.arange(batch_size), (2,))",
                    head=_GET_SHAPE),
                line=9, col=25, message="declares the block's inputs without shapes"),
        # in hybrid_forward under a Symbol guard
        Invalid(_hf("if isinstance(x, mx.sym.Symbol):\n"
                    "    n = x.infer_shape_partial()[1][0][0]\n"
                    "else:\n    n = x.shape[0]\n"
                    "return F.reshape(x, (n, -1))"),
                line=8, col=17, message="`()`"),
        # infer_shape() of an operator's output
        Invalid(_hf("y = F.relu(x)\n"
                    "if F is mx.sym:\n"
                    "    c = y.infer_shape()[1][0][1]\n"
                    "    return F.reshape(y, (-1, c))\n"
                    "return F.reshape(y, (-1, y.shape[1]))"),
                line=9, col=17, message="infer_shape()"),
        # a method of the block used as the size helper
        Invalid("import mxnet as mx\nfrom mxnet.gluon import HybridBlock\n\n\n"
                "class Net(HybridBlock):\n"
                "    def _rows(self, x):\n"
                "        if isinstance(x, mx.nd.NDArray):\n            return x.shape[0]\n"
                "        return x.infer_shape_partial()[1][0][0]\n\n"
                "    def hybrid_forward(self, F, x):\n"
                "        return F.reshape(x, (self._rows(x), -1))\n",
                line=9, col=16),
        # a helper taking F, under an `F is sym` guard
        Invalid("import mxnet as mx\nfrom mxnet.gluon import HybridBlock\n\n\n"
                "def _channels(F, x):\n"
                "    if F is mx.sym:\n        return x.infer_shape()[1][0][1]\n"
                "    return x.shape[1]\n\n\n"
                "class Net(HybridBlock):\n"
                "    def hybrid_forward(self, F, x):\n"
                "        return F.reshape(x, (-1, _channels(F, x)))\n",
                line=7, col=16, message="None"),
    ]

    def visit_Call(self, node: cst.Call) -> None:
        func = node.func
        if not (isinstance(func, cst.Attribute) and func.attr.value in _INFER) or node.args:
            return
        if self.ctx.numpy_mode:
            return      # mx.np Symbols answer None for unknown shapes; not measured here
        if not self.ctx.is_tensor(func.value):
            return
        call = self.ctx.code_for(node)
        if len(call) > 60:
            call = f".{func.attr.value}()"
        self.report(node, call=call)
