"""Soft-argmin disparity regression: the expected disparity under the softmax of negated costs."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, max_disp=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._max_disp = max_disp

    def hybrid_forward(self, F, cost):
        prob = F.softmax(-cost, axis=1)
        disp = F.arange(self._max_disp).reshape((1, cost.shape[1], 1, 1))
        return F.sum(prob * disp, axis=1)
