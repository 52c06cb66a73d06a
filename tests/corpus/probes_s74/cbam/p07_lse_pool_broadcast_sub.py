"""CBAM log-sum-exp pooling ('lse' pool type): the map flattened by `reshape((0, 0, -1))`, the
keepdims max subtracted by broadcast_sub, `s + log(sum(exp(...)))` of equal shapes."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 8, 6, 6)]


def logsumexp_2d(F, x):
    flat = x.reshape((0, 0, -1))
    s = F.max(flat, axis=2, keepdims=True)
    return s + F.log(F.sum(F.exp(F.broadcast_sub(flat, s)), axis=2, keepdims=True))


class LSEGate(HybridBlock):
    def hybrid_forward(self, F, x):
        lse = logsumexp_2d(F, x)
        return F.broadcast_mul(x, F.sigmoid(lse).reshape((0, 0, 1, 1)))


Net = LSEGate
