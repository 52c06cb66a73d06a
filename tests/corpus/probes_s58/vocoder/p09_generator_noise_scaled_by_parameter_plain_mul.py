"""Vocoder output stage adding a learned per-channel noise scale: a (C,) Parameter scaling `random.normal_like` noise by `broadcast_mul`, and the signal gated by the same Parameter reshaped to (C, 1) with a plain `*`, zero-initialised so the eager call is deterministic."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class NoisyStage(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(NoisyStage, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(channels, 3, padding=1, in_channels=channels)
            self.noise_scale = self.params.get("noise_scale", shape=(channels,), init=init.Zero())

    def hybrid_forward(self, F, x, noise_scale):
        h = self.conv(x)
        noise = F.broadcast_mul(F.random.normal_like(h), noise_scale.reshape((1, -1, 1)))
        return F.tanh(h * (1 + noise_scale.reshape((-1, 1))) + noise)


Net = NoisyStage
