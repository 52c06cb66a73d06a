"""OCRNet relation scaled by `len(query) ** -0.5`, meant as the key width: on the NDArray it is the batch size, on the traced symbol 1 (the number of outputs) -- silently another scale."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8, 4, 5), (3, 2, 8)]


class LenScaledAttention(HybridBlock):
    def __init__(self, channels=8, key_channels=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.query = nn.Conv2D(key_channels, 1, in_channels=channels)
            self.key = nn.Dense(key_channels, flatten=False, in_units=channels)

    def hybrid_forward(self, F, feats, regions):
        query = F.transpose(self.query(feats).reshape((0, 0, -1)), axes=(0, 2, 1))
        sim = F.batch_dot(query, self.key(regions), transpose_b=True)
        return F.softmax(sim * len(query) ** -0.5, axis=-1)


Net = LenScaledAttention
