"""RankNet loss that returns zero when a batch has no ordered pair: `if F.sum(better) == 0:` on the graph value."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6, 5), (3, 6)]


class Net(HybridBlock):
    def __init__(self, in_units=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.scorer = nn.Dense(1, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, docs, labels):
        s = self.scorer(docs).reshape((0, -1))
        diff = F.broadcast_sub(s.expand_dims(2), s.expand_dims(1))
        better = F.broadcast_greater(labels.expand_dims(2), labels.expand_dims(1))
        if F.sum(better) == 0:
            return F.zeros_like(F.sum(s, axis=1))
        return F.sum(better * F.log(1 + F.exp(-diff)), axis=(1, 2))
