"""GraphSAGE unsupervised loss through a method `loss(self, F, z, **pairs)` called with `pos=` and `neg=`
index inputs: the scores of each kind collected in a dict by a comprehension over `pairs.items()`, each
by `batch_dot` of gathered (P, Q, D) and (P, D, 1) arrays, signs from a python dict."""
from mxnet.gluon import HybridBlock

INPUTS = [(8, 5), (3,), (3, 2), (3, 4)]


class KwargsSageLoss(HybridBlock):
    def __init__(self, num_nodes=8, **kwargs):
        super().__init__(**kwargs)
        self.num_nodes = num_nodes
        self.signs = {"pos": 1.0, "neg": -1.0}

    def ids(self, F, u):
        return F.clip(F.floor((u + 1) * 0.5 * self.num_nodes), 0, self.num_nodes - 1)

    def loss(self, F, z, anchors, **pairs):
        a = F.take(z, self.ids(F, anchors)).expand_dims(2)
        scores = {k: F.batch_dot(F.take(z, self.ids(F, v)), a).reshape((0, -1)) for k, v in pairs.items()}
        return F.add_n(*[-F.log(F.sigmoid(self.signs[k] * s) + 1e-7).sum(axis=1) for k, s in scores.items()])

    def hybrid_forward(self, F, z, anchors, pos, neg):
        return self.loss(F, z, anchors, pos=pos, neg=neg)


Net = KwargsSageLoss
