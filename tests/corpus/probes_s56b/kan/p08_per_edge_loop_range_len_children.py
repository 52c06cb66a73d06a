"""KAN edge functions looped by `for i in range(len(self.edges))` over a HybridSequential of children, each column taken by `slice_axis(begin=i)`, the outputs summed in a python accumulator."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class EdgeKAN(HybridBlock):
    def __init__(self, in_features=3, out_features=2, **kwargs):
        super(EdgeKAN, self).__init__(**kwargs)
        with self.name_scope():
            self.edges = nn.HybridSequential()
            for _ in range(in_features):
                self.edges.add(nn.Dense(out_features, activation="tanh", in_units=1))

    def hybrid_forward(self, F, x):
        total = None
        for i in range(len(self.edges)):
            y = self.edges[i](F.slice_axis(x, axis=1, begin=i, end=i + 1))
            total = y if total is None else total + y
        return total


Net = EdgeKAN
