"""Numpy-mode block: basic slicing, `.T` and `.reshape(-1, k)` on np arrays are legal when traced."""
import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 6)]


@mx.util.use_np
class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(6, in_units=6)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        head = h[:, :3]
        return F.np.tanh(head.T).reshape(-1, 2)
