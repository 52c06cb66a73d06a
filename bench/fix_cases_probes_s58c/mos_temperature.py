"""Components with their own softmax temperatures, held as an nd.array `(1, K, 1)` the logits are
divided by, and a prior smoothed toward uniform by `1.0 / self.k`; mixed in probability space."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = 3
        self.temps = nd.array([1.0, 0.5, 2.0]).reshape((1, 3, 1))
        with self.name_scope():
            self.prior = nn.Dense(3, in_units=4)
            self.comps = nn.Dense(3 * 5, in_units=4)

    def hybrid_forward(self, F, h):
        prior = 0.9 * F.softmax(self.prior(h)) + 0.1 / self.k
        logits = self.comps(h).reshape((h.shape[0], self.k, -1)) / self.temps
        probs = F.softmax(logits, axis=-1)
        return F.sum(probs * prior.reshape((0, 0, 1)), axis=1)
