"""PCN Chamfer distance: pairwise squared distances of two point sets (B, N, 3) and (B, M, 3) as
`|a|^2 + |b|^2 - 2 a.b` by `batch_dot(transpose_b=True)` and `broadcast_add` of the (B, N, 1) and
(B, 1, M) norms, then the two directed means of the row/column minima."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3), (2, 5, 3)]


class Chamfer(HybridBlock):
    def hybrid_forward(self, F, a, b):
        aa = F.sum(a * a, axis=2, keepdims=True)
        bb = F.sum(b * b, axis=2).expand_dims(1)
        d = F.broadcast_add(aa, bb) - 2 * F.batch_dot(a, b, transpose_b=True)
        d = F.relu(d)
        return F.mean(F.min(d, axis=2), axis=1) + F.mean(F.min(d, axis=1), axis=1)


Net = Chamfer
