"""Soft decision tree with the root path probabilities built as `F.ones((x.shape[0], 1))` (a traced input has no shape)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class ShapeRoot(HybridBlock):
    def __init__(self, in_features=5, depth=2, **kwargs):
        super().__init__(**kwargs)
        self._depth = depth
        self.gates = nn.HybridSequential()
        for d in range(depth):
            self.gates.add(nn.Dense(2 ** d, in_units=in_features))

    def hybrid_forward(self, F, x):
        mu = F.ones((x.shape[0], 1))
        for d in range(self._depth):
            p = F.sigmoid(self.gates[d](x))
            mu = F.concat(mu * p, mu * (1 - p), dim=1)
        return mu


Net = ShapeRoot
