"""RankNet pairwise loss over all pairs of a list: score differences and label orders by `broadcast_sub`/`broadcast_greater` of `expand_dims` views, pairs with equal labels masked out, the loss averaged over the valid pairs of each list."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6, 5), (3, 6)]


class Net(HybridBlock):
    def __init__(self, in_units=5, sigma=1.0, **kwargs):
        super().__init__(**kwargs)
        self.sigma = sigma
        with self.name_scope():
            self.scorer = nn.Dense(1, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, docs, labels):
        s = self.scorer(docs).reshape((0, -1))
        diff = F.broadcast_sub(s.expand_dims(2), s.expand_dims(1))
        better = F.broadcast_greater(labels.expand_dims(2), labels.expand_dims(1))
        pair_loss = F.log(1 + F.exp(-self.sigma * diff))
        return F.sum(better * pair_loss, axis=(1, 2)) / (F.sum(better, axis=(1, 2)) + 1e-6)
