"""Numpy-mode PMA: seeds (1, k, D) spread over the batch by a plain broadcasting `+` with `np.zeros_like(x[:, :1, :])`, `np.matmul` attention with `swapaxes`, a (1, k, D) bias added plainly."""
import math
from mxnet import init, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(3, 7, 8)]


class PMA(HybridBlock):
    def __init__(self, dim=8, seeds=2, **kwargs):
        super().__init__(**kwargs)
        self.dim = dim
        with self.name_scope():
            self.seed = self.params.get("seed", shape=(1, seeds, dim), init=init.Xavier())
            self.bias = self.params.get("bias", shape=(1, seeds, dim), init=init.Zero())
            self.k = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, seed, bias):
        s = seed + F.np.zeros_like(x[:, :1, :])
        scores = F.np.matmul(s, F.np.swapaxes(self.k(x), 1, 2)) / math.sqrt(self.dim)
        return F.np.matmul(F.npx.softmax(scores, axis=-1), x) + bias


Net = PMA
