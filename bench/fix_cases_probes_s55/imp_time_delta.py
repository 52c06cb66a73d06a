"""GRU-D time gaps: the gap since the last observation accumulated in a python loop over the time axis from the step's column, reset where the feature was observed, starting from zeros like the first step; the gaps stacked on time."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 3), (2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, stamps, mask):
        s = F.cumsum(F.abs(stamps), axis=1)
        m = (mask > 0).astype('float32')
        delta = F.zeros_like(m[:, 0])
        deltas = [delta]
        for t in range(1, s.shape[1]):
            delta = s[:, t] - s[:, t - 1] + (1 - m[:, t - 1]) * delta
            deltas.append(delta)
        return F.stack(*deltas, axis=1)
