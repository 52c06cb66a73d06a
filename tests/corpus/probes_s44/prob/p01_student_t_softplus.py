"""Student-t output head: one dense projection split into loc, scale and degrees of freedom."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 5)]


class Net(HybridBlock):
    def __init__(self, in_units=5, min_scale=1e-3, **kwargs):
        super().__init__(**kwargs)
        self._min_scale = min_scale
        with self.name_scope():
            self.proj = nn.Dense(3, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, features):
        mu, sigma, nu = F.split(self.proj(features), num_outputs=3, axis=-1, squeeze_axis=True)
        sigma = F.Activation(sigma, act_type="softrelu") + self._min_scale
        nu = 2.0 + F.Activation(nu, act_type="softrelu")
        return mu, sigma, nu
