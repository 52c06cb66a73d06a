"""PCN Chamfer distance whose squared norms (B, N, 1) and (B, 1, M) are added with a plain `+` before the
`- 2 a.b` term."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3), (2, 5, 3)]


class PlainChamfer(HybridBlock):
    def hybrid_forward(self, F, a, b):
        aa = F.sum(a * a, axis=2, keepdims=True)
        bb = F.sum(b * b, axis=2).expand_dims(1)
        d = aa + bb - 2 * F.batch_dot(a, b, transpose_b=True)
        return F.mean(F.min(d, axis=2), axis=1) + F.mean(F.min(d, axis=1), axis=1)


Net = PlainChamfer
