"""Two bags of different sizes passed as separate inputs, pooled in a python loop over the tuple `(bag_a, bag_b)`, joined by `concat`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(7, 6), (4, 6)]


class PairOfBags(HybridBlock):
    def __init__(self, in_units=6, hidden=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(hidden, activation="relu", in_units=in_units)
            self.att = nn.Dense(1, in_units=hidden)

    def hybrid_forward(self, F, bag_a, bag_b):
        pooled = []
        for bag in (bag_a, bag_b):
            H = self.embed(bag)
            a = F.softmax(self.att(H), axis=0)
            pooled.append(F.sum(F.broadcast_mul(a, H), axis=0, keepdims=True))
        return F.concat(*pooled, dim=0)


Net = PairOfBags
