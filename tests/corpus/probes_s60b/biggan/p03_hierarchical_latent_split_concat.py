"""BigGAN hierarchical latent: z (N, 3*k) split into three chunks by `F.split`, the first projected to the 2x2 seed map, each later chunk concatenated with the shared class embedding as the conditioning of one block."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9), (2, 5)]


class CondBlock(HybridBlock):
    def __init__(self, channels, cond_dim, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.bn = nn.BatchNorm(center=False, scale=False, in_channels=channels)
            self.gain = nn.Dense(channels, in_units=cond_dim)
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x, cond):
        h = F.broadcast_mul(self.bn(x), self.gain(cond).reshape((0, 0, 1, 1)))
        return F.UpSampling(self.conv(F.relu(h)), scale=2, sample_type="nearest")


class HierarchicalGenerator(HybridBlock):
    def __init__(self, chunk=3, num_classes=5, channels=4, **kwargs):
        super().__init__(**kwargs)
        self._channels = channels
        with self.name_scope():
            self.shared = nn.Dense(4, use_bias=False, in_units=num_classes)
            self.linear = nn.Dense(channels * 4, in_units=chunk)
            self.block0 = CondBlock(channels, chunk + 4)
            self.block1 = CondBlock(channels, chunk + 4)

    def hybrid_forward(self, F, z, y):
        zs = F.split(z, num_outputs=3, axis=1)
        emb = self.shared(y)
        h = self.linear(zs[0]).reshape((0, self._channels, 2, 2))
        h = self.block0(h, F.concat(zs[1], emb, dim=1))
        return self.block1(h, F.concat(zs[2], emb, dim=1))


Net = HierarchicalGenerator
