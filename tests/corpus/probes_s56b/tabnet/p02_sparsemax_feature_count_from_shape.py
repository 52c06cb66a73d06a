"""TabNet sparsemax that builds its rank vector from the logits' last axis, `F.arange(1, z.shape[-1] + 1)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6)]


class Sparsemax(HybridBlock):
    def hybrid_forward(self, F, z):
        z_sorted = F.sort(z, axis=-1, is_ascend=False)
        k = F.arange(1, z.shape[-1] + 1).reshape((1, -1))
        cumsum = F.broadcast_mul(F.ones_like(z_sorted), F.sum(z_sorted, axis=-1, keepdims=True))
        support = F.broadcast_greater(1 + F.broadcast_mul(k, z_sorted), cumsum)
        tau = (F.sum(support * z_sorted, axis=-1, keepdims=True) - 1) / F.sum(support, axis=-1, keepdims=True)
        return F.relu(F.broadcast_sub(z, tau))


Net = Sparsemax
