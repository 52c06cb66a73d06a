"""Numpy-mode (MXNet 2 style) DeepFactor likelihood in `forward`: `-0.5 * z ** 2 - np.log(sigma)` with a
(B, T) `z` and a (B, 1) `sigma`, and `(past_target - fixed) / sigma` -- plain operators broadcast in numpy
mode, traced or not."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3), (2, 6, 2), (2, 6)]


class NumpyColumnSigma(HybridBlock):
    def __init__(self, num_factors=3, **kwargs):
        super().__init__(**kwargs)
        self.global_proj = nn.Dense(num_factors, flatten=False, in_units=2)
        self.loadings = nn.Dense(num_factors, in_units=3)
        self.noise = nn.Dense(1, in_units=3)

    def forward(self, feat_static_real, time_feat, past_target):
        factors = np.tanh(self.global_proj(time_feat))
        fixed = (factors * np.expand_dims(self.loadings(feat_static_real), 1)).sum(axis=2)
        sigma = npx.activation(self.noise(feat_static_real), act_type="softrelu") + 1e-3
        z = (past_target - fixed) / sigma
        return -(-0.5 * z ** 2 - np.log(sigma)).mean(axis=1)


Net = NumpyColumnSigma
