"""SimpleFeedForward prediction network: the distribution's (B, H) parameters repeated along a new
`num_parallel_samples` axis (`expand_dims(1)` then `F.repeat(repeats=S, axis=1)`), S from the
constructor, returned as (B, S, H)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class RepeatedSamplesParams(HybridBlock):
    def __init__(self, prediction_length=3, num_parallel_samples=5, **kwargs):
        super().__init__(**kwargs)
        self.num_parallel_samples = num_parallel_samples
        with self.name_scope():
            self.mu = nn.Dense(prediction_length)
            self.sigma = nn.Dense(prediction_length)

    def hybrid_forward(self, F, past_target):
        scale = F.maximum(F.mean(F.abs(past_target), axis=1, keepdims=True), 1e-3)
        x = F.broadcast_div(past_target, scale)
        mu = F.broadcast_mul(self.mu(x), scale)
        sigma = F.broadcast_mul(F.Activation(self.sigma(x), act_type="softrelu"), scale)
        rep = lambda t: F.repeat(t.expand_dims(axis=1), repeats=self.num_parallel_samples, axis=1)
        return rep(mu), rep(sigma)


Net = RepeatedSamplesParams
