"""Attention-based dropout at evaluation: the most salient region is kept, and when any position survives the map is rescaled by the kept fraction."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, thresh=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._thresh = thresh

    def hybrid_forward(self, F, x):
        att = x.mean(axis=1, keepdims=True)
        peak = att.max(axis=(2, 3), keepdims=True)
        keep = F.broadcast_greater(att, peak * self._thresh)
        if keep.sum() > 0:
            x = F.broadcast_mul(x, keep) * (x.shape[2] * x.shape[3] / keep.sum())
        return x
