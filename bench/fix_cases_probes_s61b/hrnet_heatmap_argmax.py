"""HRNet pose's argmax decoding: heatmaps (N, J, H, W) flattened by `(hm.shape[0], hm.shape[1], -1)`,
argmax and max over the last axis, the index split into `idx % width` and `floor(idx / width)`
with `width = hm.shape[3]`, stacked to (N, J, 2)."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 5)]


class Net(nn.HybridBlock):
    def __init__(self, joints=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(joints, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        hm = self.head(x)
        width = hm.shape[3]
        flat = hm.reshape((hm.shape[0], hm.shape[1], -1))
        idx = F.argmax(flat, axis=2)
        maxvals = F.max(flat, axis=2)
        px = idx % width
        py = F.floor(idx / width)
        return F.stack(px, py, axis=2), maxvals
