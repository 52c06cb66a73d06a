"""Adaptive-softmax training loss: the tail cluster's loss is computed only when some target falls beyond the cutoff."""
from mxnet.gluon import nn


INPUTS = [(4, 3), (4,)]


class Net(nn.HybridBlock):
    def __init__(self, cutoff=0.2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._cutoff = cutoff
        with self.name_scope():
            self.head = nn.Dense(3, in_units=3)
            self.tail = nn.Dense(4, in_units=3)

    def hybrid_forward(self, F, h, target):
        loss = -F.log_softmax(self.head(h), axis=-1).max(axis=1).mean()
        in_tail = target >= self._cutoff
        if in_tail.sum().asscalar() > 0:
            tail_lp = F.log_softmax(self.tail(h), axis=-1).max(axis=1)
            loss = loss - (tail_lp * in_tail).sum() / in_tail.sum()
        return loss
