"""The MoS language-model loss: the mixed probabilities picked at each row's target (here the argmax of
the input's last half), the negative log summed and divided by the number of rows `len(h)`."""
from mxnet.gluon import nn


INPUTS = [(4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, k=2, vocab=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.prior = nn.Dense(k, in_units=6)
            self.comps = nn.Dense(k * vocab, in_units=6)

    def hybrid_forward(self, F, h):
        target = F.argmax(h[:, 3:], axis=-1)
        prior = F.softmax(self.prior(h), axis=-1)
        comps = F.softmax(self.comps(h).reshape((0, self.k, -1)), axis=-1)
        mixed = F.batch_dot(prior.expand_dims(1), comps).squeeze(axis=1)
        nll = -F.log(F.pick(mixed, target, axis=-1) + 1e-8)
        return nll.sum() / len(h)
