"""Edge endpoints gathered by the numpy-style subscript `verts[:, self.src]` with a python index list."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 3)]

EDGES = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (0, 2)]


class EdgeLength(HybridBlock):
    def __init__(self, edges=EDGES, **kwargs):
        super().__init__(**kwargs)
        self.src = [e[0] for e in edges]
        self.dst = [e[1] for e in edges]

    def hybrid_forward(self, F, verts):
        d = verts[:, self.src] - verts[:, self.dst]
        return F.sum(F.square(d), axis=(1, 2))


Net = EdgeLength
