"""Max-pooling MIL: instance scores by a sigmoid head, the bag score as their `max` over the bag axis, both returned."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(7, 6)]


class MaxMIL(HybridBlock):
    def __init__(self, in_units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.instance = nn.HybridSequential()
            self.instance.add(nn.Dense(5, activation="relu", in_units=in_units), nn.Dense(1, in_units=5))

    def hybrid_forward(self, F, bag):
        scores = F.sigmoid(self.instance(bag))
        return F.max(scores, axis=0), scores


Net = MaxMIL
