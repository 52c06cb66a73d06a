"""Noise-conditional net whose sigma table is built in the forward with `mx.nd.array(self.sigma_list)` and indexed by `F.take` with the traced level ids."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4,)]


class CondScore(HybridBlock):
    def __init__(self, dim=6, sigma_list=(1.0, 0.5, 0.25, 0.1), **kwargs):
        super().__init__(**kwargs)
        self.sigma_list = list(sigma_list)
        with self.name_scope():
            self.net = nn.Dense(dim)

    def hybrid_forward(self, F, x, level):
        idx = F.floor((level + 1) * 0.5 * (len(self.sigma_list) - 1))
        sigma = F.take(mx.nd.array(self.sigma_list), idx).reshape((-1, 1))
        return F.broadcast_div(self.net(x), sigma)


Net = CondScore
