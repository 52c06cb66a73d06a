"""Top-k MIL pooling with k a fifth of the bag: `k = max(1, int(0.2 * len(bag)))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(10, 6)]


class TopFractionMIL(HybridBlock):
    def __init__(self, in_units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(1, in_units=in_units)

    def hybrid_forward(self, F, bag):
        scores = F.reshape(self.score(bag), (-1,))
        k = max(1, int(0.2 * len(bag)))
        return F.mean(F.topk(scores, axis=0, k=k, ret_typ="value"))


Net = TopFractionMIL
