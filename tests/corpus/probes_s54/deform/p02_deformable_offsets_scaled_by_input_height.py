"""Deformable convolution whose predicted offsets are bounded to a fraction of the map with `F.tanh(o) * (x.shape[2] / 4.0)`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class DeformConv(HybridBlock):
    def __init__(self, in_channels=3, channels=4, k=3, **kwargs):
        super().__init__(**kwargs)
        self.channels, self.k = channels, k
        with self.name_scope():
            self.offset = nn.Conv2D(2 * k * k, k, padding=k // 2, in_channels=in_channels)
            self.weight = self.params.get("weight", shape=(channels, in_channels, k, k), init=init.Xavier())

    def hybrid_forward(self, F, x, weight):
        offsets = F.tanh(self.offset(x)) * (x.shape[2] / 4.0)
        return F.contrib.DeformableConvolution(x, offsets, weight, kernel=(self.k, self.k), no_bias=True,
                                               pad=(self.k // 2, self.k // 2), num_filter=self.channels)


Net = DeformConv
