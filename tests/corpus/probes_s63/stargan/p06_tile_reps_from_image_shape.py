"""StarGAN generator ported from PyTorch (`c.repeat(1, 1, x.size(2), x.size(3))`): `F.tile(c, reps=(1, 1, x.shape[2], x.shape[3]))` -- `.shape` of a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 5)]


class ShapeTiledGenerator(HybridBlock):
    def __init__(self, c_dim=5, conv_dim=4, **kwargs):
        super(ShapeTiledGenerator, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(conv_dim, 3, padding=1, in_channels=3 + c_dim)

    def hybrid_forward(self, F, x, c):
        c = F.tile(c.reshape((0, 0, 1, 1)), reps=(1, 1, x.shape[2], x.shape[3]))
        return F.relu(self.conv(F.concat(x, c, dim=1)))


Net = ShapeTiledGenerator
