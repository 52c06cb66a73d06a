"""BigGAN hierarchical latent chunks taken by subscripts `z[:, i * self._chunk:(i + 1) * self._chunk]` in a python loop over the blocks."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9), (2, 5)]


class SlicedLatentGenerator(HybridBlock):
    def __init__(self, chunk=3, num_classes=5, channels=4, **kwargs):
        super().__init__(**kwargs)
        self._chunk = chunk
        self._channels = channels
        with self.name_scope():
            self.shared = nn.Dense(4, use_bias=False, in_units=num_classes)
            self.linear = nn.Dense(channels * 4, in_units=chunk)
            self.gains = nn.HybridSequential()
            for _ in range(2):
                self.gains.add(nn.Dense(channels, in_units=chunk + 4))

    def hybrid_forward(self, F, z, y):
        emb = self.shared(y)
        h = self.linear(z[:, :self._chunk]).reshape((0, self._channels, 2, 2))
        for i in range(1, 3):
            cond = F.concat(z[:, i * self._chunk:(i + 1) * self._chunk], emb, dim=1)
            h = F.broadcast_mul(h, self.gains[i - 1](cond).reshape((0, 0, 1, 1)))
        return h


Net = SlicedLatentGenerator
