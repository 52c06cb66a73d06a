"""GC-Net/PSMNet concatenation cost volume: left features beside right features shifted by each disparity, written into a zero volume."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(1, 2, 3, 6), (1, 2, 3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, max_disp=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.max_disp = max_disp

    def hybrid_forward(self, F, left, right):
        b, c, h, w = left.shape
        cost = F.zeros((b, 2 * c, self.max_disp, h, w))
        for i in range(self.max_disp):
            if i > 0:
                cost[:, :c, i, :, i:] = left[:, :, :, i:]
                cost[:, c:, i, :, i:] = right[:, :, :, :-i]
            else:
                cost[:, :c, i, :, :] = left
                cost[:, c:, i, :, :] = right
        return cost
