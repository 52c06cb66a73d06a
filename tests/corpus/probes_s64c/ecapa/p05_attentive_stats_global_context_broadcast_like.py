"""ECAPA attentive statistics pooling with global context: the mean and std over time (N, C) expanded and `F.broadcast_like(..., x)` to every frame, concatenated to the frames (N, 3C, T), the attention by two `Dense(flatten=False)` layers over the frames transposed to (N, T, 3C) and a softmax over time, the weighted mean and std of equal shapes, `F.concat(mu, sg, dim=1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10)]


class AttentiveStatsPool(HybridBlock):
    def __init__(self, channels=8, attention=4, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        self.tdnn = nn.Dense(attention, activation="tanh", flatten=False, in_units=3 * channels)
        self.att = nn.Dense(channels, flatten=False, in_units=attention)

    def stats(self, F, x, w):
        mu = F.sum(x * w, axis=2)
        sg = F.sqrt(F.clip(F.sum(x * x * w, axis=2) - mu * mu, self._eps, 1e5))
        return mu, sg

    def hybrid_forward(self, F, x):
        mean = F.mean(x, axis=2, keepdims=True)
        std = F.sqrt(F.clip(F.mean(F.square(F.broadcast_sub(x, mean)), axis=2, keepdims=True), self._eps, 1e5))
        ctx = F.concat(x, F.broadcast_like(mean, x), F.broadcast_like(std, x), dim=1)
        w = F.softmax(self.att(self.tdnn(ctx.transpose((0, 2, 1)))), axis=1).transpose((0, 2, 1))
        mu, sg = self.stats(F, x, w)
        return F.concat(mu, sg, dim=1)


Net = AttentiveStatsPool
