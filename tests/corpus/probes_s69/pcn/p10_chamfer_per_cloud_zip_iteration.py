"""PCN Chamfer loss computed cloud by cloud: `for p, q in zip(pred, gt)` over the batch, each pair's
distance matrix by `F.dot(p, q, transpose_b=True)`, and the per-cloud losses stacked."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3), (2, 5, 3)]


class PerCloudChamfer(HybridBlock):
    def hybrid_forward(self, F, pred, gt):
        losses = []
        for p, q in zip(pred, gt):
            pp = F.sum(p * p, axis=-1, keepdims=True)
            qq = F.sum(q * q, axis=-1, keepdims=True)
            d = F.broadcast_add(pp, F.transpose(qq)) - 2 * F.dot(p, q, transpose_b=True)
            losses.append(F.mean(F.min(d, axis=-1)) + F.mean(F.min(d, axis=0)))
        return F.stack(*losses)


Net = PerCloudChamfer
