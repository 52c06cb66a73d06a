"""ECAPA attentive pooling ported from SpeechBrain's `mean.unsqueeze(2).repeat(1, 1, L)`: `F.repeat(mean, repeats=x.shape[-1], axis=2)` with the frame count read from the input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10)]


class RepeatContextPool(HybridBlock):
    def __init__(self, channels=8, attention=4, **kwargs):
        super().__init__(**kwargs)
        self.tdnn = nn.Dense(attention, activation="tanh", flatten=False)
        self.att = nn.Dense(channels, flatten=False)

    def hybrid_forward(self, F, x):
        mean = F.mean(x, axis=2, keepdims=True)
        ctx = F.concat(x, F.repeat(mean, repeats=x.shape[-1], axis=2), dim=1)
        w = F.softmax(self.att(self.tdnn(ctx.transpose((0, 2, 1)))), axis=1).transpose((0, 2, 1))
        return F.sum(x * w, axis=2)


Net = RepeatContextPool
