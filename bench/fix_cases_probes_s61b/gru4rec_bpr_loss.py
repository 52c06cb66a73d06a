"""GRU4Rec's BPR loss with diagonal positives: the (N, N) score matrix, its diagonal by `F.diag`
viewed as a column `(-1, 1)`, `pos - logits` with a plain `-` of (N, 1) and (N, N), and
`-mean(log(sigmoid(diff)))`."""
from mxnet.gluon import nn


INPUTS = [(4, 3), (4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.user = nn.Dense(dim, in_units=3)

    def hybrid_forward(self, F, session, items):
        logits = F.dot(self.user(session), items, transpose_b=True)
        pos = F.diag(logits).reshape((-1, 1))
        diff = pos - logits
        return -F.mean(F.log(F.sigmoid(diff) + 1e-8))
