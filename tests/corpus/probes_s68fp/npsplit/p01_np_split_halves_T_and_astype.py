"""Numpy-mode gated linear unit: the two halves of `F.np.split` (single arrays), the gate read through
`.T` twice and `.astype`, both legal on a numpy-mode Symbol."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(3, 4)]


@use_np
class NpGLU(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(8, in_units=4)

    def hybrid_forward(self, F, x):
        a, b = F.np.split(self.proj(x), 2, axis=1)
        gate = F.npx.sigmoid(b.T).T.astype("float32")
        return a * gate


Net = NpGLU
