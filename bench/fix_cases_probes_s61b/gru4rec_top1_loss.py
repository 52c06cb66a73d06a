"""GRU4Rec's TOP1 loss: `sigmoid(logits - pos) + sigmoid(logits ** 2)` over the negatives, the
diagonal masked out by `1 - F.eye(logits.shape[0])`, averaged per row over `n - 1` negatives."""
from mxnet.gluon import nn


INPUTS = [(5, 3), (5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.user = nn.Dense(dim, in_units=3)

    def hybrid_forward(self, F, session, items):
        logits = F.dot(self.user(session), items, transpose_b=True)
        n = logits.shape[0]
        pos = F.diag(logits).expand_dims(1)
        mask = 1 - F.eye(n)
        loss = F.broadcast_mul(F.sigmoid(F.broadcast_sub(logits, pos)) + F.sigmoid(logits ** 2), mask)
        return F.sum(loss, axis=1) / (n - 1)
