"""Dreamer latent sample with one noise row (1, S) shared by the batch: `F.broadcast_add(mean, F.broadcast_mul(std, noise))`, std `2 * sigmoid(raw / 2) + min_std` as DreamerV1, the state features concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6), (1, 4)]


class SharedNoiseSample(HybridBlock):
    def __init__(self, stoch=4, min_std=0.1, **kwargs):
        super().__init__(**kwargs)
        self._min = min_std
        with self.name_scope():
            self.stats = nn.Dense(2 * stoch)

    def hybrid_forward(self, F, deter, noise):
        mean, raw = F.split(self.stats(deter), num_outputs=2, axis=-1)
        std = 2 * F.sigmoid(raw / 2) + self._min
        return F.concat(F.broadcast_add(mean, F.broadcast_mul(std, noise)), deter, dim=-1)


Net = SharedNoiseSample
