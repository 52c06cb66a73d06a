"""Max consensus over segments written as a loop over the segment axis, then a softmax over classes."""
from mxnet.gluon import nn


INPUTS = [(8, 6)]


class Net(nn.HybridBlock):
    def __init__(self, num_segments=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._seg = num_segments

    def hybrid_forward(self, F, x):
        n = x.shape[0] // self._seg
        x = x.reshape((n, self._seg, -1))
        out = x[:, 0]
        for t in range(1, x.shape[1]):
            out = F.maximum(out, x[:, t])
        return F.softmax(out, axis=-1)
