"""Bottom-up refinement: x/y offset maps read at each joint's peak with `F.pick` on the flattened maps."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 5)]


class PeakOffsetHead(HybridBlock):
    def __init__(self, num_joints=3, width=5, **kwargs):
        super().__init__(**kwargs)
        self._k = num_joints
        self._w = width
        with self.name_scope():
            self.heat = nn.Conv2D(num_joints, 1)
            self.offset = nn.Conv2D(2 * num_joints, 1)

    def hybrid_forward(self, F, feats):
        heat = F.reshape(self.heat(feats), shape=(0, 0, -1))           # (N, K, HW)
        off = F.reshape(self.offset(feats), shape=(0, -4, 2, -1, -3))  # (N, 2, K, HW)
        peak = F.argmax(heat, axis=2)                                  # (N, K)
        dx = F.pick(F.squeeze(F.slice_axis(off, axis=1, begin=0, end=1), axis=1), peak, axis=2)
        dy = F.pick(F.squeeze(F.slice_axis(off, axis=1, begin=1, end=2), axis=1), peak, axis=2)
        x = peak % self._w + dx
        y = F.floor(peak / self._w) + dy
        return F.stack(x, y, axis=-1)


class Net(PeakOffsetHead):
    pass
