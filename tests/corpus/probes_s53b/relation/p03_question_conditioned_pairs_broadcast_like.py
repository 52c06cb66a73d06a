"""Question-conditioned relation network: pair features by `broadcast_like` of the two expanded object views against each other, the question embedding expanded twice and spread over the pair grid with `broadcast_like`, all concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5), (2, 3)]


class QRelationNet(HybridBlock):
    def __init__(self, hidden=8, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.g = nn.Dense(hidden, activation="relu", flatten=False)
            self.f = nn.Dense(classes)

    def hybrid_forward(self, F, objs, question):
        a = F.expand_dims(objs, axis=1)
        b = F.expand_dims(objs, axis=2)
        a, b = F.broadcast_like(a, b, lhs_axes=(1,), rhs_axes=(1,)), F.broadcast_like(b, a, lhs_axes=(2,), rhs_axes=(2,))
        q = F.expand_dims(F.expand_dims(question, axis=1), axis=1)
        q = F.broadcast_like(q, a, lhs_axes=(1, 2), rhs_axes=(1, 2))
        return self.f(F.mean(self.g(F.concat(a, b, q, dim=3)), axis=(1, 2)))


Net = QRelationNet
