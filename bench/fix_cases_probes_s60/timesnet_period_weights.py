"""TimesBlock's adaptive aggregation: k period branches stacked on a last axis to (B, T, N, k), the period weights softmaxed over k and spread by `F.broadcast_to(w.expand_dims(1).expand_dims(1), shape=(B, T, N, self.k))`, summed over k, plus the residual."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4), (2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, k=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.branches = nn.HybridSequential()
            for _ in range(k):
                self.branches.add(nn.Dense(channels, in_units=channels, flatten=False))

    def hybrid_forward(self, F, x, period_weight):
        B, T, N = x.shape
        res = F.stack(*[b(x) for b in self.branches], axis=-1)
        w = F.softmax(period_weight, axis=1)
        w = F.broadcast_to(w.expand_dims(1).expand_dims(1), shape=(B, T, N, self.k))
        return (res * w).sum(axis=-1) + x
