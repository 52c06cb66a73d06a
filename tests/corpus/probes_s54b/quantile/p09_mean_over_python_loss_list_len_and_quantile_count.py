"""Per-horizon quantile heads in a list; the loss averaged with `F.add_n(*losses) / len(losses)` and the head sized by `len(self.quantiles)` (python lengths only)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 3)]


class PerHorizonQuantiles(HybridBlock):
    def __init__(self, horizon=3, quantiles=(0.25, 0.5, 0.75), **kwargs):
        super(PerHorizonQuantiles, self).__init__(**kwargs)
        self.horizon, self.quantiles = horizon, quantiles
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in range(horizon):
                self.heads.add(nn.Dense(len(quantiles)))

    def hybrid_forward(self, F, x, target):
        ys = F.split(target, num_outputs=self.horizon, axis=1)
        losses = []
        for h, head in enumerate(self.heads):
            err = F.broadcast_sub(ys[h], head(x))
            for i, q in enumerate(self.quantiles):
                e = F.slice_axis(err, axis=1, begin=i, end=i + 1)
                losses.append(F.mean(F.maximum(q * e, (q - 1) * e)))
        return F.add_n(*losses) / len(losses)


Net = PerHorizonQuantiles
