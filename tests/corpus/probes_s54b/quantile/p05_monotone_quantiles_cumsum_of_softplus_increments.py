"""Non-crossing quantiles: a base quantile and softplus increments from one Dense, split with `F.split` into `(N, 1)` and `(N, Q - 1)` by `slice_axis`, joined by `F.concat` and accumulated with `F.cumsum`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class MonotoneQuantiles(HybridBlock):
    def __init__(self, num_q=5, **kwargs):
        super(MonotoneQuantiles, self).__init__(**kwargs)
        self.num_q = num_q
        with self.name_scope():
            self.head = nn.Dense(num_q)

    def hybrid_forward(self, F, x):
        raw = self.head(x)
        base = F.slice_axis(raw, axis=1, begin=0, end=1)
        steps = F.Activation(F.slice_axis(raw, axis=1, begin=1, end=None), act_type="softrelu")
        return F.cumsum(F.concat(base, steps, dim=1), axis=1)


Net = MonotoneQuantiles
