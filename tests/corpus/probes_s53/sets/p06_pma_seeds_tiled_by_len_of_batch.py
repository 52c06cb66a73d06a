"""PMA tiling its seed vectors over the batch with `F.tile(seed, reps=(len(x), 1, 1))`."""
import math
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 8)]


class PMA(HybridBlock):
    def __init__(self, dim=8, seeds=2, **kwargs):
        super().__init__(**kwargs)
        self.dim = dim
        with self.name_scope():
            self.seed = self.params.get("seed", shape=(1, seeds, dim), init=init.Xavier())
            self.k = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, seed):
        s = F.tile(seed, reps=(len(x), 1, 1))
        att = F.softmax(F.batch_dot(s, self.k(x), transpose_b=True) / math.sqrt(self.dim), axis=-1)
        return F.batch_dot(att, x)


Net = PMA
