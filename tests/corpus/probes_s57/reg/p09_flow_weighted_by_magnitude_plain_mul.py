"""Edge-aware penalty: the 2-channel flow times its per-pixel magnitude, a `keepdims` sum over channels, with a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 8), (2, 1, 8, 8)]


class MagnitudePenalty(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.flow = nn.Conv2D(2, 3, padding=1, in_channels=2)

    def hybrid_forward(self, F, moving, fixed):
        flow = self.flow(F.concat(moving, fixed, dim=1))
        mag = F.sqrt(F.sum(F.square(flow), axis=1, keepdims=True) + 1e-6)
        return F.mean(flow * mag)


Net = MagnitudePenalty
