"""NeRF / Instant-NGP volume rendering along rays: per-sample densities and colours from a small
head on the (B, S, C) samples, the intervals `deltas = t[:, 1:] - t[:, :-1]` with a far 1e10
appended by `F.ones((B, 1)) * 1e10` (`B, S = t.shape`), alpha = 1 - exp(-sigma * delta), the
transmittance as a cumulative product of (1 - alpha) computed by a python loop over the samples,
the weights, the composited colour and the accumulated opacity."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, in_dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(4, in_units=in_dim, flatten=False)

    def hybrid_forward(self, F, samples, t):
        raw = self.head(samples)
        sigma = F.relu(raw.slice_axis(axis=-1, begin=0, end=1)).squeeze(axis=-1)
        rgb = F.sigmoid(raw.slice_axis(axis=-1, begin=1, end=4))
        t = F.sort(t, axis=1)
        B, S = t.shape
        deltas = F.concat(t[:, 1:] - t[:, :-1], F.ones((B, 1)) * 1e10, dim=1)
        alpha = 1 - F.exp(-sigma * deltas)
        trans = [F.ones_like(alpha.slice_axis(axis=1, begin=0, end=1))]
        for i in range(S - 1):
            trans.append(trans[-1] * (1 - alpha.slice_axis(axis=1, begin=i, end=i + 1) + 1e-10))
        weights = alpha * F.concat(*trans, dim=1)
        color = F.sum(F.broadcast_mul(weights.expand_dims(-1), rgb), axis=1)
        return color, weights.sum(axis=1)
