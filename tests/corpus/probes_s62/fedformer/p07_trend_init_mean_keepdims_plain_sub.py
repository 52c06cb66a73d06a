"""FEDformer input normalisation ported from PyTorch: the series mean over time `x.mean(axis=1, keepdims=True)` (N, 1, C) subtracted from (N, L, C) by plain `-` (eagerly broadcast, traced elementwise on different shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 3)]


class CenteredEmbedding(HybridBlock):
    def __init__(self, channels=3, units=8, **kwargs):
        super(CenteredEmbedding, self).__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(units, in_units=channels, flatten=False)

    def hybrid_forward(self, F, x):
        mean = x.mean(axis=1, keepdims=True)
        return self.embed(x - mean)


Net = CenteredEmbedding
