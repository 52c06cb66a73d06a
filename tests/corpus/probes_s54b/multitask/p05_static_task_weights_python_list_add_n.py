"""Fixed task weights from `__init__` (a python list), the weighted losses summed with `F.add_n(*[w * l ...])` over `zip` of weights, heads and targets."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 1), (4, 2)]


class WeightedTasks(HybridBlock):
    def __init__(self, weights=(1.0, 0.5), **kwargs):
        super(WeightedTasks, self).__init__(**kwargs)
        self.weights = list(weights)
        with self.name_scope():
            self.trunk = nn.Dense(8, activation="relu")
            self.heads = nn.HybridSequential()
            self.heads.add(nn.Dense(1), nn.Dense(2))

    def hybrid_forward(self, F, x, y1, y2):
        h = self.trunk(x)
        losses = [F.mean(F.square(head(h) - y)) for head, y in zip(self.heads, (y1, y2))]
        return F.add_n(*[w * l for w, l in zip(self.weights, losses)])


Net = WeightedTasks
