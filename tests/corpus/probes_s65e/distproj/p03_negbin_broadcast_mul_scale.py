"""gluon-ts NegativeBinomialOutput.distribution with scaling: `mu = F.broadcast_mul(mu, scale)` and
`alpha = F.broadcast_div(alpha, F.sqrt(scale + 1.0))` for a (B, 1) scale and (B, T) arguments, and the
log-probability of a count target through `F.gammaln`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 1), (2, 5)]


class NegBinScaled(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mu = nn.Dense(1, flatten=False)
            self.alpha = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, x, scale, target):
        scale = F.abs(scale) + 1.0
        mu = F.broadcast_mul(F.Activation(self.mu(x), act_type="softrelu").squeeze(axis=-1), scale)
        alpha = F.broadcast_div(F.Activation(self.alpha(x), act_type="softrelu").squeeze(axis=-1) + 1e-3,
                                F.sqrt(scale + 1.0))
        y = F.round(F.abs(target) * 5)
        r = 1.0 / alpha
        ll = (F.gammaln(y + r) - F.gammaln(y + 1.0) - F.gammaln(r)
              - r * F.log1p(alpha * mu) + y * (F.log(alpha * mu) - F.log1p(alpha * mu)))
        return -ll.mean(axis=1)


Net = NegBinScaled
