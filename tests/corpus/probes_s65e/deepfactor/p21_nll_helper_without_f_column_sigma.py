"""DeepFactor likelihood through a module helper without `F`, `gaussian_nll(resid, sigma)` computing
`0.5 * (resid / sigma) ** 2 + sigma.log()`, called with the (B, T) residual and the (B, 1) noise scale of
a `Dense(1)` head (the helper's plain `/` and `+` meet differing shapes)."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 3), (2, 6, 2), (2, 6)]


def gaussian_nll(resid, sigma):
    return 0.5 * (resid / sigma) ** 2 + sigma.log()


class HelperColumnSigma(HybridBlock):
    def __init__(self, num_factors=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.global_rnn = rnn.LSTM(6, layout="NTC")
            self.global_proj = nn.Dense(num_factors, flatten=False)
            self.loadings = nn.Dense(num_factors)
            self.noise = nn.Dense(1)

    def hybrid_forward(self, F, feat_static_real, time_feat, past_target):
        factors = self.global_proj(self.global_rnn(time_feat))
        fixed = F.sum(F.broadcast_mul(factors, self.loadings(feat_static_real).expand_dims(axis=1)), axis=2)
        sigma = F.Activation(self.noise(feat_static_real), act_type="softrelu") + 1e-3
        return gaussian_nll(past_target - fixed, sigma).mean(axis=1)


Net = HelperColumnSigma
