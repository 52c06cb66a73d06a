"""NeRV decoder whose base class ends in `head(self, F, x)` (a sigmoid) and whose subclass overrides it
with `tanh(x) * 0.5 + 0.5`; the stages' outputs are kept in a dict keyed by the stage name and the
images of the last two stages are returned in a fixed key order."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 2, 3)]


class NeRVDecoderBase(HybridBlock):
    def __init__(self, channels=(4, 2), scales=(2, 2), **kwargs):
        super().__init__(**kwargs)
        self.names = ["stage%d" % i for i in range(len(scales))]
        self.scales = scales
        with self.name_scope():
            self.convs = nn.HybridSequential()
            self.rgbs = nn.HybridSequential()
            for c, s in zip(channels, scales):
                self.convs.add(nn.Conv2D(c * s * s, kernel_size=3, padding=1))
                self.rgbs.add(nn.Conv2D(3, kernel_size=1))

    def head(self, F, x):
        return F.sigmoid(x)

    def hybrid_forward(self, F, x):
        outs = {}
        for i, name in enumerate(self.names):
            x = F.LeakyReLU(F.depth_to_space(self.convs[i](x), block_size=self.scales[i]), act_type="gelu")
            outs[name] = self.head(F, self.rgbs[i](x))
        return tuple(outs[name] for name in self.names[-2:])


class TanhNeRVDecoder(NeRVDecoderBase):
    def head(self, F, x):
        return F.tanh(x) * 0.5 + 0.5


Net = TanhNeRVDecoder
