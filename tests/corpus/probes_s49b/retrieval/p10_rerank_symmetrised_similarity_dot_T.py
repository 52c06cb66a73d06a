"""Re-ranking of a gallery against itself with the similarity matrix symmetrised through the numpy-style attribute, `(gg + gg.T) / 2`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 10), (7, 10)]


class Net(HybridBlock):
    def __init__(self, in_units=10, dim=8, temperature=0.1, **kwargs):
        super().__init__(**kwargs)
        self.temperature = temperature
        with self.name_scope():
            self.proj = nn.Dense(dim, in_units=in_units)

    def hybrid_forward(self, F, query, gallery):
        q = F.L2Normalization(self.proj(query))
        g = F.L2Normalization(self.proj(gallery))
        gg = F.dot(g, g, transpose_b=True)
        affinity = F.softmax((gg + gg.T) / 2 / self.temperature, axis=1)
        return F.dot(F.dot(q, g, transpose_b=True), affinity)
