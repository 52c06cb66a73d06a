"""Deep supervision with per-side weights from the constructor: `F.add_n(*[w * loss for w, loss in zip(self._weights, losses)])`, python floats times (1,) losses, the sides enumerated from a child list."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 1, 8, 8)]


class WeightedSides(HybridBlock):
    def __init__(self, ch=4, weights=(1.0, 0.5, 0.25), **kwargs):
        super().__init__(**kwargs)
        self._weights = weights
        self.body = nn.Conv2D(ch, 3, padding=1, activation="relu")
        self.sides = nn.HybridSequential()
        for i in range(len(weights)):
            self.sides.add(nn.Conv2D(1, 3, padding=i + 1, dilation=i + 1))

    def hybrid_forward(self, F, x, label):
        target = label > 0
        h = self.body(x)
        losses = []
        for i, side in enumerate(self.sides):
            m = side(h)
            losses.append(F.mean(F.relu(m) - m * target + F.log(1 + F.exp(-F.abs(m)))))
        return F.add_n(*[w * loss for w, loss in zip(self._weights, losses)])


Net = WeightedSides
