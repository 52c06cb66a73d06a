"""LambdaRank-style gain/discount weights with the position discounts `1 / log2(arange(L) + 2)` reshaped to a (1, L) row and applied by `broadcast_mul`, the DCG of the predicted order normalised by the ideal DCG from `topk(ret_typ="value")`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6, 5), (3, 6)]


class Net(HybridBlock):
    def __init__(self, in_units=5, list_size=6, **kwargs):
        super().__init__(**kwargs)
        self.list_size = list_size
        with self.name_scope():
            self.scorer = nn.Dense(1, flatten=False, in_units=in_units)

    def discount(self, F):
        return (1.0 / F.log2(F.arange(self.list_size) + 2)).reshape((1, -1))

    def hybrid_forward(self, F, docs, labels):
        s = self.scorer(docs).reshape((0, -1))
        gains = 2 ** F.relu(labels) - 1
        ideal = F.sum(F.broadcast_mul(F.topk(gains, axis=1, k=self.list_size, ret_typ="value"), self.discount(F)), axis=1)
        soft_dcg = F.sum(F.broadcast_mul(gains * F.softmax(s, axis=1), self.discount(F)), axis=1)
        return 1 - soft_dcg / (ideal + 1e-6)
