"""Field-aware FM: every pair of fields (i < j) through python loops over the embedding's field axis, the products summed into a zero column with +=."""
from mxnet.gluon import nn


INPUTS = [(3, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(5, in_units=5, flatten=False)

    def hybrid_forward(self, F, x):
        e = self.proj(x)
        out = F.zeros((x.shape[0], 1))
        for i in range(e.shape[1]):
            for j in range(i + 1, e.shape[1]):
                out += (e[:, i] * e[:, j]).sum(axis=1, keepdims=True)
        return out
