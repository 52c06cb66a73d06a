"""JEM energy of a classifier: E(x) = -logsumexp(f(x)), written stably by subtracting the row max kept with keepdims."""
from mxnet.gluon import nn


INPUTS = [(3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.f = nn.Dense(4, in_units=5)

    def hybrid_forward(self, F, x):
        logits = self.f(x)
        m = logits.max(axis=1, keepdims=True)
        lse = m.squeeze(axis=1) + F.log(F.exp(logits - m).sum(axis=1))
        return -lse
