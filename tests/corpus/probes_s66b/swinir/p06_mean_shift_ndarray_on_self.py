"""SwinIR mean shift as ported from PyTorch: `self.mean = nd.array(rgb_mean).reshape((1, 3, 1, 1))` kept on
the block, `(x - self.mean) * self.img_range` in the graph and the mean added back at the end."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class NdMeanShift(HybridBlock):
    def __init__(self, img_range=1.0, rgb_mean=(0.4488, 0.4371, 0.4040), dim=4, **kwargs):
        super().__init__(**kwargs)
        self.img_range = img_range
        self.mean = nd.array(rgb_mean).reshape((1, 3, 1, 1))
        with self.name_scope():
            self.conv_first = nn.Conv2D(dim, 3, padding=1)
            self.conv_last = nn.Conv2D(3, 3, padding=1)

    def hybrid_forward(self, F, x):
        x = (x - self.mean) * self.img_range
        x = self.conv_last(self.conv_first(x))
        return x / self.img_range + self.mean


Net = NdMeanShift
