"""StarGAN conditioning without a configured size: the domain vector `reshape((0, 0, 1, 1))` is spread over the image by `broadcast_like(c, x, lhs_axes=(2, 3), rhs_axes=(2, 3))` and concatenated with it."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 5)]


class BroadcastConditioned(HybridBlock):
    def __init__(self, c_dim=5, conv_dim=4, **kwargs):
        super(BroadcastConditioned, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(conv_dim, 3, padding=1, in_channels=3 + c_dim)

    def hybrid_forward(self, F, x, c):
        c_map = F.broadcast_like(c.reshape((0, 0, 1, 1)), x, lhs_axes=(2, 3), rhs_axes=(2, 3))
        return F.relu(self.conv(F.concat(x, c_map, dim=1)))


Net = BroadcastConditioned
