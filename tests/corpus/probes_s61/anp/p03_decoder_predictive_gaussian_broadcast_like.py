"""ANP decoder: the global latent z (N, z) tiled over the targets with `broadcast_like(z.expand_dims(1), x_t, lhs_axes=(1,), rhs_axes=(1,))`, concatenated with the targets, an MLP, then the predictive Gaussian's mean and a softplus-bounded scale `0.1 + 0.9 * softrelu(raw)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 7, 1)]


class GaussianDecoder(HybridBlock):
    def __init__(self, x_dim=1, y_dim=1, z_dim=4, units=8, **kwargs):
        super(GaussianDecoder, self).__init__(**kwargs)
        self._y = y_dim
        with self.name_scope():
            self.mlp = nn.Dense(units, flatten=False, in_units=x_dim + z_dim, activation="relu")
            self.out = nn.Dense(2 * y_dim, flatten=False, in_units=units)

    def hybrid_forward(self, F, z, x_target):
        zt = F.broadcast_like(z.expand_dims(axis=1), x_target, lhs_axes=(1,), rhs_axes=(1,))
        h = self.out(self.mlp(F.concat(x_target, zt, dim=-1)))
        mean = F.slice_axis(h, axis=-1, begin=0, end=self._y)
        raw = F.slice_axis(h, axis=-1, begin=self._y, end=None)
        return mean, 0.1 + 0.9 * F.Activation(raw, act_type="softrelu")


Net = GaussianDecoder
