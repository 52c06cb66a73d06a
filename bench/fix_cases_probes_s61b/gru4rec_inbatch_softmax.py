"""GRU4Rec's sampled softmax over in-batch negatives: scores of every session's output against every
target item (N, N) by `dot(out, items, transpose_b=True)`, the positives on the diagonal picked by
`F.arange(out.shape[0])`, cross-entropy averaged."""
from mxnet.gluon import nn


INPUTS = [(4, 3), (4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.user = nn.Dense(dim, in_units=3)
            self.item = nn.Dense(dim, in_units=3)

    def hybrid_forward(self, F, session, target):
        out = F.tanh(self.user(session))
        items = self.item(target)
        logits = F.dot(out, items, transpose_b=True)
        labels = F.arange(out.shape[0])
        logp = F.log_softmax(logits, axis=1)
        return -F.mean(F.pick(logp, labels, axis=1))
