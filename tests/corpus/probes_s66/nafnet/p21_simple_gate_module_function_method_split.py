"""NAFBlock whose SimpleGate and channel attention are module functions written without `F`: `simple_gate(x)`
unpacks `x.split(num_outputs=2, axis=1)` and multiplies the equal halves; `channel_attention(x, conv)` pools by
`x.mean(axis=(2, 3), keepdims=True)` and spreads the (N, C, 1, 1) gate by `.broadcast_like(x)` before a plain `*` of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


def simple_gate(x):
    x1, x2 = x.split(num_outputs=2, axis=1)
    return x1 * x2


def channel_attention(x, conv):
    return x * conv(x.mean(axis=(2, 3), keepdims=True)).broadcast_like(x)


class HelperNAFBlock(HybridBlock):
    def __init__(self, c=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(2 * c, 1, in_channels=c)
            self.conv2 = nn.Conv2D(2 * c, 3, padding=1, groups=2 * c, in_channels=2 * c)
            self.sca = nn.Conv2D(c, 1, in_channels=c)
            self.conv3 = nn.Conv2D(c, 1, in_channels=c)

    def hybrid_forward(self, F, inp):
        x = simple_gate(self.conv2(self.conv1(inp)))
        return inp + self.conv3(channel_attention(x, self.sca))


Net = HelperNAFBlock
