"""Capsule margin loss: class lengths against one-hot targets, averaged over the batch."""
from mxnet.gluon import nn


INPUTS = [(3, 4, 5), (3,)]


class Net(nn.HybridBlock):
    def __init__(self, m_plus=0.9, m_minus=0.1, down_weight=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._m_plus = m_plus
        self._m_minus = m_minus
        self._lambda = down_weight

    def hybrid_forward(self, F, v, label):
        lengths = F.sqrt(F.sum(F.square(v), axis=2) + 1e-8)
        target = F.one_hot(F.floor(F.abs(label) * 4), v.shape[1])
        present = target * F.square(F.relu(self._m_plus - lengths))
        absent = self._lambda * (1 - target) * F.square(F.relu(lengths - self._m_minus))
        return F.sum(present + absent) / v.shape[0]
