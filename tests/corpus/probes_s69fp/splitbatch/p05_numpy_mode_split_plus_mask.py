"""Numpy mode: `+` broadcasts on numpy-mode Symbols, so the (1, L, L) mask added to the scores of a
last-axis split is legal."""
import numpy as np
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 6, 5)]


@use_np
class Net(HybridBlock):
    def __init__(self, length=6, **kwargs):
        super().__init__(**kwargs)
        mask = np.triu(np.full((length, length), -1e4, dtype="float32"), k=1)[None]
        with self.name_scope():
            self.qk = nn.Dense(8, flatten=False)
            self.causal = self.params.get_constant("causal", mask)

    def hybrid_forward(self, F, x, causal):
        q, k = F.np.split(self.qk(x), 2, axis=-1)
        scores = F.npx.batch_dot(q, k, transpose_b=True)
        return F.npx.softmax(scores + causal, axis=-1)
