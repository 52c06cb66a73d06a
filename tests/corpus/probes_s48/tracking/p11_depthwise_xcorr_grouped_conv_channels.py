"""SiamRPN++ depthwise cross-correlation: search features folded as (1, N*C, H, W) by `reshape((1, -1, 0, 0))`, the template as (N*C, 1, h, w) weights by `expand_dims(2).reshape((-3, -2))`, one group per channel (`num_group = batch * channels`, both python ints from the constructor), unfolded back to (N, C, H', W') with reshape codes `(-1, channels, 0, 0)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 5), (2, 3, 9, 9)]


class Net(HybridBlock):
    def __init__(self, channels=4, batch_size=2, **kwargs):
        super().__init__(**kwargs)
        self.channels, self.batch_size = channels, batch_size
        with self.name_scope():
            self.conv_z = nn.Conv2D(channels, 3, in_channels=3)
            self.conv_x = nn.Conv2D(channels, 3, in_channels=3)

    def hybrid_forward(self, F, z, x):
        kernel = self.conv_z(z).expand_dims(2).reshape((-3, -2))               # (N*C, 1, 3, 3)
        search = self.conv_x(x).reshape((1, -1, 0, 0))                 # (1, N*C, 7, 7)
        groups = self.batch_size * self.channels
        out = F.Convolution(search, kernel, num_filter=groups, kernel=(3, 3), num_group=groups, no_bias=True)
        return out.reshape((-1, self.channels, 0, 0))
