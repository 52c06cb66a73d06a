"""Event-camera voxel grid: each event's timestamp normalised to the bins, a triangular temporal weight per bin, scattered to its pixel by a one-hot of y * W + x, and the bins reshaped to (batch, bins, H, W) by the batch size."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, bins=3, height=3, width=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.bins, self.h, self.w = bins, height, width

    def hybrid_forward(self, F, events):
        px = F.round((events.slice_axis(axis=2, begin=0, end=1) + 1) * 0.5 * (self.w - 1))
        py = F.round((events.slice_axis(axis=2, begin=1, end=2) + 1) * 0.5 * (self.h - 1))
        t = events.slice_axis(axis=2, begin=2, end=3)
        pol = events.slice_axis(axis=2, begin=3, end=4)
        t = (t + 1) * 0.5 * (self.bins - 1)
        onehot = F.one_hot((py * self.w + px).reshape((0, -1)), self.h * self.w)
        grids = []
        for b in range(self.bins):
            weight = (F.relu(1 - F.abs(t - b)) * pol).reshape((0, 1, -1))
            grids.append(F.batch_dot(weight, onehot))
        return F.concat(*grids, dim=1).reshape((events.shape[0], self.bins, self.h, self.w))
