"""NODE-style tabular head in numpy mode (`@use_np`, `hybrid_forward` with `F.np`): the first column `x[:, 0]` as a numeric feature, the rest `x[:, 1:]` through a soft split -- integer and slice subscripts a numpy Symbol takes -- and `(fv - thr)` against a (D,) Parameter broadcasting as numpy does."""
from mxnet import init, npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(4, 5)]


@use_np
class NumpySplitHead(HybridBlock):
    def __init__(self, depth=3, **kwargs):
        super().__init__(**kwargs)
        self.proj = nn.Dense(depth, in_units=4)
        self.thr = self.params.get("thr", shape=(depth,), init=init.Uniform(0.5))

    def hybrid_forward(self, F, x, thr):
        fv = self.proj(x[:, 1:])
        bins = F.npx.sigmoid(fv - thr)
        return bins.prod(axis=-1) * F.np.tanh(x[:, 0])


Net = NumpySplitHead
