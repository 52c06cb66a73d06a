"""Predictions for k = 1..K future steps from one context: a Dense per step, the true latent `z[:, t + k]` at the context step `t` read from `z.shape[1]`, each step's InfoNCE over the batch accumulated with `+=` and divided by `-1. * n * K` of the unpacked batch size."""
from mxnet.gluon import nn


INPUTS = [(3, 6, 4), (3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, steps=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.wk = nn.HybridSequential()
            for _ in range(steps):
                self.wk.add(nn.Dense(4, in_units=5, use_bias=False))

    def hybrid_forward(self, F, z, c):
        n = z.shape[0]
        t = z.shape[1] - self.steps - 1
        nce = 0
        for k in range(1, self.steps + 1):
            pred = self.wk[k - 1](c)
            total = F.dot(z[:, t + k], pred, transpose_b=True)
            nce += F.sum(F.diag(F.log_softmax(total, axis=1)))
        nce /= -1. * n * self.steps
        return nce
