"""Online hard example mining on a per-pixel loss: keep the hardest 70% of an input's positions,
`k = int(loss.shape[1] * self.ratio)` -- a rounded fraction of an input's size into topk's k
(a graph attribute: no fix can follow the input). Pattern: OHEM losses in Gluon segmentation
code; written for this set."""
from mxnet.gluon import nn


INPUTS = [(2, 10)]


class Net(nn.HybridBlock):
    def __init__(self, ratio=0.7, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.ratio = ratio

    def hybrid_forward(self, F, loss):
        k = int(loss.shape[1] * self.ratio)
        hard = F.topk(loss, axis=1, k=k, ret_typ='value')
        return F.mean(hard, axis=1)
