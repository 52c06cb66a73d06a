"""ListMLE loss that loops over the list positions of the batch (`for i in range(s.shape[1])`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6, 5)]


class Net(HybridBlock):
    def __init__(self, in_units=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.scorer = nn.Dense(1, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, docs):
        s = self.scorer(docs).reshape((0, -1))
        total = F.zeros_like(F.sum(s, axis=1))
        for i in range(s.shape[1]):
            tail = F.slice_axis(s, axis=1, begin=i, end=None)
            total = total + F.log(F.sum(F.exp(tail), axis=1)) - F.slice_axis(s, axis=1, begin=i, end=i + 1).reshape((-1,))
        return total
