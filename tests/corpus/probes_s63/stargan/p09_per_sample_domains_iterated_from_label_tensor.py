"""StarGAN test-time loop ported from PyTorch: `for c in c_trg:` over the (N, c) target labels, each row reshaped and tiled to the image size and the maps stacked back -- iteration over a traced symbol yields it once."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 5)]


class IteratedDomains(HybridBlock):
    def __init__(self, c_dim=5, image_size=8, **kwargs):
        super(IteratedDomains, self).__init__(**kwargs)
        self._hw = image_size
        with self.name_scope():
            self.conv = nn.Conv2D(3, 3, padding=1, in_channels=3 + c_dim)

    def hybrid_forward(self, F, x, c_trg):
        maps = [F.tile(c.reshape((-1, 1, 1)), reps=(1, self._hw, self._hw)) for c in c_trg]
        c_map = F.stack(*maps, axis=0)
        return F.tanh(self.conv(F.concat(x, c_map, dim=1)))


Net = IteratedDomains
