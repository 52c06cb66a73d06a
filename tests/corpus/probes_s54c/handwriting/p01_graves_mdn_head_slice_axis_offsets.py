"""Graves handwriting mixture head: the Dense output (1 + 6M) cut into end-of-stroke, weights, means, scales and correlations by `slice_axis` with offsets computed from the python mixture count."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class MixtureHead(HybridBlock):
    def __init__(self, mixtures=3, **kwargs):
        super().__init__(**kwargs)
        self.m = mixtures
        with self.name_scope():
            self.fc = nn.Dense(1 + 6 * mixtures, flatten=False)

    def hybrid_forward(self, F, h):
        y = self.fc(h)
        m = self.m
        eos = F.sigmoid(F.slice_axis(y, axis=-1, begin=0, end=1))
        pi = F.softmax(F.slice_axis(y, axis=-1, begin=1, end=1 + m))
        mu = F.slice_axis(y, axis=-1, begin=1 + m, end=1 + 3 * m)
        sigma = F.exp(F.slice_axis(y, axis=-1, begin=1 + 3 * m, end=1 + 5 * m))
        rho = F.tanh(F.slice_axis(y, axis=-1, begin=1 + 5 * m, end=None))
        return F.concat(eos, pi, mu, sigma, rho, dim=-1)


Net = MixtureHead
