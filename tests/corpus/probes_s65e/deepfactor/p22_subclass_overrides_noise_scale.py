"""DeepFactor base block whose `hybrid_forward` calls `self.noise_scale(F, h)`; the subclass overrides it
with a softrelu head plus a floor, returning a (B, T) scale that matches the residual."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6), (2, 6, 2)]


class DeepFactorBase(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.rnn = rnn.GRU(6, layout="NTC")
            self.level = nn.Dense(1, flatten=False)
            self.scale_head = nn.Dense(1, flatten=False)

    def noise_scale(self, F, h):
        return F.exp(self.scale_head(h)).reshape((0, -1))

    def hybrid_forward(self, F, past_target, time_feat):
        h = self.rnn(time_feat)
        resid = past_target - self.level(h).reshape((0, -1))
        sigma = self.noise_scale(F, h)
        return (F.square(resid / sigma) / 2 + F.log(sigma)).mean(axis=1)


class SoftplusNoise(DeepFactorBase):
    def noise_scale(self, F, h):
        return F.Activation(self.scale_head(h), act_type="softrelu").reshape((0, -1)) + 1e-2


Net = SoftplusNoise
