"""Running drawdown of a cumulative log-return path: the peak so far is carried along time and the gap to it returned per step."""
from mxnet.gluon import nn


INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, r):
        peak = r[:, 0]
        gaps = []
        for t in range(r.shape[1]):
            peak = F.maximum(peak, r[:, t])
            gaps.append(peak - r[:, t])
        return F.stack(*gaps, axis=1)
