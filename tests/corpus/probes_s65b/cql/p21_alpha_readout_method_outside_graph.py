"""CQL block with an eager read-out method for logging, `current_alpha(self)` =
`float(self.log_alpha.data().exp().asscalar())` and a `q_weight_norm(self)` that reads `.shape` and
`.asnumpy()` of a parameter, both called only by the training script; `hybrid_forward` weighs the penalty
by `F.broadcast_mul` of `exp(log_alpha)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 2), (2, 1)]


class AlphaReadout(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(1, in_units=6)
            self.log_alpha = self.params.get("log_alpha", shape=(1,), init="zeros")

    def current_alpha(self):
        return float(self.log_alpha.data().exp().asscalar())

    def q_weight_norm(self):
        w = self.q.weight.data()
        return float((w.asnumpy() ** 2).sum()) / w.shape[1]

    def hybrid_forward(self, F, obs, act, lse, log_alpha):
        gap = lse - self.q(F.concat(obs, act, dim=1))
        return F.broadcast_mul(F.exp(log_alpha), gap).mean()


Net = AlphaReadout
