"""A loop over rows indexing a list of layers by the counter (each step its own layer)."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.cells = nn.HybridSequential()
        for i in range(3):
            self.cells.add(nn.Dense(4, in_units=4, flatten=False))

    def hybrid_forward(self, F, x):
        n = x.shape[1]
        acc = F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)
        for v in range(1, n):
            acc = acc + self.cells[v](F.squeeze(F.slice_axis(x, axis=1, begin=v, end=v + 1), axis=1))
        return acc / n
