"""LambdaRank-style gain/discount weights: the position discounts `1 / log2(arange(L) + 2)` ((L,)) multiplied into the (N, L) gains with the plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6, 5), (3, 6)]


class Net(HybridBlock):
    def __init__(self, in_units=5, list_size=6, **kwargs):
        super().__init__(**kwargs)
        self.list_size = list_size
        with self.name_scope():
            self.scorer = nn.Dense(1, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, docs, labels):
        s = self.scorer(docs).reshape((0, -1))
        gains = 2 ** F.relu(labels) - 1
        discount = 1.0 / F.log2(F.arange(self.list_size) + 2)
        weighted = gains * discount
        return -F.sum(weighted * F.log_softmax(s, axis=1), axis=1)
