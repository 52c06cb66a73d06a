"""Attentive statistics pooling with the global context spread over a configured number of frames: `F.broadcast_axis(mean, axis=2, size=self._frames)` (frames from the constructor) concatenated to the frames, attention by two `Dense(flatten=False)` layers over the transposed frames, softmax over time."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10)]


class ConfiguredContextPool(HybridBlock):
    def __init__(self, channels=8, frames=10, attention=4, **kwargs):
        super().__init__(**kwargs)
        self._frames = frames
        self.tdnn = nn.Dense(attention, activation="tanh", flatten=False, in_units=2 * channels)
        self.att = nn.Dense(channels, flatten=False, in_units=attention)

    def hybrid_forward(self, F, x):
        mean = F.mean(x, axis=2, keepdims=True)
        ctx = F.concat(x, F.broadcast_axis(mean, axis=2, size=self._frames), dim=1)
        w = F.softmax(self.att(self.tdnn(ctx.transpose((0, 2, 1)))), axis=1).transpose((0, 2, 1))
        mu = F.sum(x * w, axis=2)
        return F.concat(mu, F.sqrt(F.relu(F.sum(x * x * w, axis=2) - mu * mu) + 1e-5), dim=1)


Net = ConfiguredContextPool
