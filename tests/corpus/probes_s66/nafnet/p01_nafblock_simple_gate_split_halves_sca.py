"""NAFNet's NAFBlock: 1x1 conv expanding to 2C, a depthwise 3x3 conv, SimpleGate (`F.split` into two channel
halves multiplied, same shapes), simplified channel attention (global average pooling by `F.mean(...,
keepdims=True)` and a 1x1 conv, applied by `F.broadcast_mul`), a 1x1 projection and a residual."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class NAFBlock(HybridBlock):
    def __init__(self, c=4, dw_expand=2, **kwargs):
        super().__init__(**kwargs)
        dw = c * dw_expand
        with self.name_scope():
            self.conv1 = nn.Conv2D(dw, 1, in_channels=c)
            self.conv2 = nn.Conv2D(dw, 3, padding=1, groups=dw, in_channels=dw)
            self.sca = nn.Conv2D(dw // 2, 1, in_channels=dw // 2)
            self.conv3 = nn.Conv2D(c, 1, in_channels=dw // 2)

    def hybrid_forward(self, F, inp):
        x = self.conv2(self.conv1(inp))
        x1, x2 = F.split(x, num_outputs=2, axis=1)
        x = x1 * x2
        x = F.broadcast_mul(x, self.sca(F.mean(x, axis=(2, 3), keepdims=True)))
        return inp + self.conv3(x)


Net = NAFBlock
