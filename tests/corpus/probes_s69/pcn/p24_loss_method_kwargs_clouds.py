"""PCN loss through a method `loss(self, F, gt, **clouds)` called with `coarse=` and `fine=`; the Chamfer
terms of the clouds are collected in a dict, weighted by python weights of the constructor's dict, and
added with `F.add_n`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 3), (2, 8, 3), (2, 8, 3)]


def chamfer(F, a, b):
    aa = F.sum(a * a, axis=2, keepdims=True)
    bb = F.sum(b * b, axis=2).expand_dims(1)
    d = F.relu(F.broadcast_add(aa, bb) - 2 * F.batch_dot(a, b, transpose_b=True))
    return F.mean(F.min(d, axis=2), axis=1) + F.mean(F.min(d, axis=1), axis=1)


class KwargsLoss(HybridBlock):
    def __init__(self, weights=None, **kwargs):
        super().__init__(**kwargs)
        self.weights = weights or {"coarse": 0.5, "fine": 1.0}

    def loss(self, F, gt, **clouds):
        terms = {name: chamfer(F, c, gt) * self.weights[name] for name, c in clouds.items()}
        return F.add_n(*[terms[k] for k in sorted(terms)])

    def hybrid_forward(self, F, coarse, fine, gt):
        return self.loss(F, gt, coarse=coarse, fine=fine)


Net = KwargsLoss
