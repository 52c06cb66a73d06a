"""Total loss started as `F.zeros((1,))` and grown with `total += w * loss` over the tasks."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 1), (4, 2)]


class SummedTasks(HybridBlock):
    def __init__(self, weights=(1.0, 0.5), **kwargs):
        super(SummedTasks, self).__init__(**kwargs)
        self.weights = weights
        with self.name_scope():
            self.trunk = nn.Dense(8, activation="relu")
            self.heads = nn.HybridSequential()
            self.heads.add(nn.Dense(1), nn.Dense(2))

    def hybrid_forward(self, F, x, y1, y2):
        h = self.trunk(x)
        total = F.zeros((1,))
        for w, head, y in zip(self.weights, self.heads, (y1, y2)):
            total += w * F.mean(F.square(head(h) - y))
        return total


Net = SummedTasks
