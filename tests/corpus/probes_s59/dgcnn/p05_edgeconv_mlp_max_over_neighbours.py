"""DGCNN EdgeConv block on precomputed (N, 2C, P, k) edge features: a 1x1 Conv2D, BatchNorm and LeakyReLU(0.2), then `max` over the neighbour axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8, 3)]


class EdgeConv(HybridBlock):
    def __init__(self, channels=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Conv2D(channels, 1, use_bias=False, in_channels=6),
                         nn.BatchNorm(in_channels=channels), nn.LeakyReLU(0.2))

    def hybrid_forward(self, F, edge):
        return F.max(self.mlp(edge), axis=-1)


Net = EdgeConv
