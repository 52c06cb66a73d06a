"""Top-k MIL pooling: the mean of the k highest instance scores, k a python constructor argument."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(10, 6)]


class TopKMIL(HybridBlock):
    def __init__(self, in_units=6, k=2, **kwargs):
        super().__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.score = nn.Dense(1, in_units=in_units)

    def hybrid_forward(self, F, bag):
        scores = F.reshape(self.score(bag), (-1,))
        return F.mean(F.topk(scores, axis=0, k=self.k, ret_typ="value"))


Net = TopKMIL
