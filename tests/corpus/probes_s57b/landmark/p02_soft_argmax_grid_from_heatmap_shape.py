"""Soft-argmax whose coordinate ranges come from `F.arange(width)` with `height, width = heat.shape[2:]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


def soft_argmax(F, heat):
    height, width = heat.shape[2:]
    prob = F.softmax(heat.reshape((0, 0, -1)), axis=-1).reshape((0, 0, height, width))
    xs = F.arange(width).reshape((1, 1, 1, -1))
    ys = F.arange(height).reshape((1, 1, -1, 1))
    x = F.broadcast_mul(prob, xs).sum(axis=(2, 3))
    y = F.broadcast_mul(prob, ys).sum(axis=(2, 3))
    return F.stack(x, y, axis=-1)


class SoftArgmaxHead(HybridBlock):
    def __init__(self, num_joints=5, **kwargs):
        super(SoftArgmaxHead, self).__init__(**kwargs)
        with self.name_scope():
            self.heat = nn.Conv2D(num_joints, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, img):
        return soft_argmax(F, self.heat(img))


Net = SoftArgmaxHead
