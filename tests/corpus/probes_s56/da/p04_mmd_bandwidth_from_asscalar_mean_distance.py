"""MMD with the kernel bandwidth set by the mean pairwise distance read out with `.asscalar()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


class MMDLoss(HybridBlock):
    def __init__(self, in_units=6, hidden=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.feat = nn.Dense(hidden, activation="tanh", in_units=in_units)

    def hybrid_forward(self, F, source, target):
        z = F.concat(self.feat(source), self.feat(target), dim=0)
        diff = F.broadcast_sub(F.expand_dims(z, 1), F.expand_dims(z, 0))
        d = F.sum(diff ** 2, axis=-1)
        bandwidth = d.mean().asscalar()
        k = F.exp(-d / bandwidth)
        n = 4
        kss = F.slice(k, begin=(0, 0), end=(n, n))
        ktt = F.slice(k, begin=(n, n), end=(None, None))
        kst = F.slice(k, begin=(0, n), end=(n, None))
        return F.mean(kss) + F.mean(ktt) - 2 * F.mean(kst)


Net = MMDLoss
