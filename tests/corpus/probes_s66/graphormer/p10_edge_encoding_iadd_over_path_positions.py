"""Edge encoding accumulated over path positions with `+=` in a python loop over the configured maximum path
length, one `F.slice_axis` of the path features per position (in-place `+=` on a symbol raises)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 3, 5)]


class IaddEdgeEncoding(HybridBlock):
    def __init__(self, heads=2, max_path=3, **kwargs):
        super().__init__(**kwargs)
        self.max_path = max_path
        with self.name_scope():
            self.edge = nn.Dense(heads, flatten=False, in_units=5)

    def hybrid_forward(self, F, path_edges):
        emb = self.edge(path_edges)                                       # (N, n, n, D, H)
        acc = F.zeros_like(F.sum(emb, axis=3))
        for d in range(self.max_path):
            acc += F.squeeze(F.slice_axis(emb, axis=3, begin=d, end=d + 1), axis=3)
        return F.transpose(acc / self.max_path, axes=(0, 3, 1, 2))


Net = IaddEdgeEncoding
