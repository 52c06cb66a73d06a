"""StarGAN generator input: the target domain vector (N, c) reshaped to `(0, 0, 1, 1)` and tiled over the image by `F.tile(reps=(1, 1, H, W))` with H, W the configured image size, concatenated with the image on channels and passed through Conv2D + InstanceNorm + ReLU."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 5)]


class DomainConditionedGenerator(HybridBlock):
    def __init__(self, c_dim=5, image_size=8, conv_dim=4, **kwargs):
        super(DomainConditionedGenerator, self).__init__(**kwargs)
        self._hw = image_size
        with self.name_scope():
            self.conv = nn.Conv2D(conv_dim, 7, padding=3, in_channels=3 + c_dim, use_bias=False)
            self.norm = nn.InstanceNorm(in_channels=conv_dim)
            self.out = nn.Conv2D(3, 7, padding=3, in_channels=conv_dim)

    def hybrid_forward(self, F, x, c):
        c = F.tile(c.reshape((0, 0, 1, 1)), reps=(1, 1, self._hw, self._hw))
        h = F.relu(self.norm(self.conv(F.concat(x, c, dim=1))))
        return F.tanh(self.out(h))


Net = DomainConditionedGenerator
