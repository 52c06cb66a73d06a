"""DeepFactor likelihood: global factors from an LSTM over time features projected to K factors, the
series' loadings from its static features, the fixed effect `sum_k w_k * g_k(t)` by `F.broadcast_mul`,
the noise scale from a softrelu head, and the Gaussian log-likelihood with every (B, 1) term broadcast."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 3), (2, 6, 2), (2, 6)]


class DeepFactorLikelihood(HybridBlock):
    def __init__(self, num_factors=3, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.global_rnn = rnn.LSTM(hidden, layout="NTC")
            self.global_proj = nn.Dense(num_factors, flatten=False)
            self.loadings = nn.Dense(num_factors)
            self.noise = nn.Dense(1)

    def hybrid_forward(self, F, feat_static_real, time_feat, past_target):
        factors = self.global_proj(self.global_rnn(time_feat))
        w = self.loadings(feat_static_real).expand_dims(axis=1)
        fixed = F.sum(F.broadcast_mul(factors, w), axis=2)
        sigma = F.Activation(self.noise(feat_static_real), act_type="softrelu") + 1e-3
        z = F.broadcast_div(past_target - fixed, sigma)
        ll = F.broadcast_sub(-0.5 * F.square(z), F.log(sigma))
        return -F.mean(ll, axis=1)


Net = DeepFactorLikelihood
