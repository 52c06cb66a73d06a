"""PCN loss: coarse and fine Chamfer terms weighted by a python `alpha`, the square root taken when the
constructor's `sqrt` flag says so, and an eager-only sanity check under `if F is nd:` that reads
`.shape` of the prediction."""
from mxnet import nd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 3), (2, 8, 3), (2, 8, 3)]


def pairwise(F, a, b):
    aa = F.sum(a * a, axis=2, keepdims=True)
    bb = F.sum(b * b, axis=2).expand_dims(1)
    return F.relu(F.broadcast_add(aa, bb) - 2 * F.batch_dot(a, b, transpose_b=True))


class PCNLoss(HybridBlock):
    def __init__(self, alpha=0.5, sqrt=True, **kwargs):
        super().__init__(**kwargs)
        self.alpha = alpha
        self.sqrt = sqrt

    def chamfer(self, F, a, b):
        d = pairwise(F, a, b)
        if self.sqrt:
            d = F.sqrt(d + 1e-8)
        return F.mean(F.min(d, axis=2), axis=1) + F.mean(F.min(d, axis=1), axis=1)

    def hybrid_forward(self, F, coarse, fine, gt):
        if F is nd:
            assert fine.shape[-1] == 3 and gt.shape[-1] == 3
        return self.alpha * self.chamfer(F, coarse, gt) + self.chamfer(F, fine, gt)


Net = PCNLoss
