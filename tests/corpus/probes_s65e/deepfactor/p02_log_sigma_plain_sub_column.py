"""DeepFactor likelihood where the (B, 1) log noise scale is subtracted from the (B, T) squared error by a
plain `-` (the PyTorch port's `-0.5 * z ** 2 - torch.log(sigma)`), while the division before it broadcasts."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 3), (2, 6, 2), (2, 6)]


class PlainLogSigmaLikelihood(HybridBlock):
    def __init__(self, num_factors=3, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.global_rnn = rnn.GRU(hidden, layout="NTC")
            self.global_proj = nn.Dense(num_factors, flatten=False)
            self.loadings = nn.Dense(num_factors)
            self.noise = nn.Dense(1)

    def hybrid_forward(self, F, feat_static_real, time_feat, past_target):
        factors = self.global_proj(self.global_rnn(time_feat))
        fixed = F.sum(F.broadcast_mul(factors, self.loadings(feat_static_real).expand_dims(axis=1)), axis=2)
        sigma = F.Activation(self.noise(feat_static_real), act_type="softrelu") + 1e-3
        z = F.broadcast_div(past_target - fixed, sigma)
        ll = -0.5 * F.square(z) - F.log(sigma)
        return -ll.mean(axis=1)


Net = PlainLogSigmaLikelihood
