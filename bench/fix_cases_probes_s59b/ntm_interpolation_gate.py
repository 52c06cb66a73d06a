"""NTM interpolation: the content weighting and the previous step's weighting mixed by a gate `g` of shape `(n, 1)` with `g * wc + (1 - g) * w_prev`, the previous weighting starting as `F.zeros((n, self.N))` with `n = len(x)`, and reads `F.batch_dot(w.expand_dims(1), mem)` per step."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, N=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.N = N
        with self.name_scope():
            self.g = nn.Dense(1, in_units=4)
            self.k = nn.Dense(N, in_units=4)

    def hybrid_forward(self, F, x, mem):
        n = len(x)
        w_prev = F.zeros((n, self.N))
        reads = []
        for t in range(3):
            xt = F.slice_axis(x, axis=1, begin=t, end=t + 1).squeeze(axis=1)
            g = F.sigmoid(self.g(xt))
            wc = F.softmax(self.k(xt), axis=1)
            w_prev = g * wc + (1 - g) * w_prev
            reads.append(F.batch_dot(w_prev.expand_dims(1), mem).squeeze(axis=1))
        return F.stack(*reads, axis=1)
