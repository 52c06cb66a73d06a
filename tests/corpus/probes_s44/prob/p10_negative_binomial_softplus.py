"""Negative-binomial head: mean and dispersion through softplus, scaled by a per-series scale input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4), (2, 1)]


class Net(HybridBlock):
    def __init__(self, in_units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mu = nn.Dense(1, flatten=False, in_units=in_units)
            self.alpha = nn.Dense(1, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, features, scale):
        scale = F.abs(scale) + 1.0
        mu = F.Activation(self.mu(features), act_type="softrelu")
        alpha = F.maximum(F.Activation(self.alpha(features), act_type="softrelu"), 1e-6)
        mu = F.broadcast_mul(F.squeeze(mu, axis=-1), scale)
        alpha = F.broadcast_div(F.squeeze(alpha, axis=-1), F.sqrt(scale))
        return mu, alpha
