"""Soft decision tree (Frosst & Hinton 2017) routing over a python depth loop: the path probabilities `mu` start as a (N, 1) column of ones (`ones_like` of a `slice_axis`), each level's gate `p = sigmoid(self.gates[d](x))` is (N, 2**d) like `mu`, and `mu = F.concat(mu * p, mu * (1 - p), dim=1)` -- plain products of equal shapes -- before the leaf distributions."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class SoftTree(HybridBlock):
    def __init__(self, in_features=5, depth=3, classes=3, **kwargs):
        super().__init__(**kwargs)
        self._depth = depth
        self.gates = nn.HybridSequential()
        for d in range(depth):
            self.gates.add(nn.Dense(2 ** d, in_units=in_features))
        self.leaves = nn.Dense(classes, in_units=2 ** depth, use_bias=False)

    def hybrid_forward(self, F, x):
        mu = F.ones_like(F.slice_axis(x, axis=1, begin=0, end=1))
        for d in range(self._depth):
            p = F.sigmoid(self.gates[d](x))
            mu = F.concat(mu * p, mu * (1 - p), dim=1)
        return F.log_softmax(self.leaves(mu), axis=-1)


Net = SoftTree
