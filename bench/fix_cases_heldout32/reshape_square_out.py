"""apache/mxnet#17471 (https://github.com/apache/mxnet/issues/17471), "Gluon Reshape behaves
differently for NDArray and Symbol": the user's HybridNet squares a reshaped view of its input with
`F.square(y, out=y)` and returns `x + y`. Eagerly `x.reshape(-1)` is a view of `x`, so the write
through `out=` squares `x` too ([2, 8, 18] for [1, 2, 3]); hybridized the graph has no aliasing and
returns [2, 6, 12].

The thread's block unchanged but for its name (`HybridNet` -> `Net`); INPUTS is the thread's (3,).
"""
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(3,)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, x):
        y = x.reshape(-1)
        y = F.square(y, out = y)
        return x+y
