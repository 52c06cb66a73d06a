"""Numpy-mode length mask written as in NumPy/PyTorch code: `np.arange(T)[None, :] < valid[:, None]` and
`x * mask[:, :, None]` -- `None` (newaxis) subscripts, which a numpy-mode Symbol of MXNet 1.9.1 refuses."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 6, 4), (2,)]


@use_np
class NewaxisMask(HybridBlock):
    def __init__(self, units=4, max_len=6, **kwargs):
        super().__init__(**kwargs)
        self.max_len = max_len
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, x, lengths):
        valid = F.np.floor((lengths + 1) * 0.5 * (self.max_len - 1)) + 1
        mask = (F.np.arange(self.max_len)[None, :] < valid[:, None]).astype("float32")
        return (self.proj(x) * mask[:, :, None]).sum(axis=1)


Net = NewaxisMask
