"""LightGlue-style matching in numpy mode: (N, n, m) log-softmax scores plus the (N, n, 1) matchability
column of a Dense(1) -- numpy-mode `+` broadcasts the column, eagerly and hybridized."""
from mxnet.gluon import HybridBlock, nn
from mxnet import npx
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 5, 4), (2, 6, 4)]


@use_np
class NpMatch(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(4, flatten=False, in_units=4)
            self.match = nn.Dense(1, flatten=False, in_units=4)

    def hybrid_forward(self, F, a, b):
        sim = F.np.matmul(self.proj(a), F.np.swapaxes(self.proj(b), 1, 2))
        scores = F.npx.log_softmax(sim, axis=-1)
        z = self.match(a)
        return scores + z


Net = NpMatch
