"""KAN with one learnable activation child per input edge: the inputs split into columns, each column through its own small MLP child, the edge outputs summed by `add_n`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class EdgeFunction(HybridBlock):
    def __init__(self, hidden=4, out_features=2, **kwargs):
        super(EdgeFunction, self).__init__(**kwargs)
        with self.name_scope():
            self.hidden = nn.Dense(hidden, activation="tanh", in_units=1)
            self.out = nn.Dense(out_features, in_units=hidden)

    def hybrid_forward(self, F, x):
        return self.out(self.hidden(x))


class EdgeKAN(HybridBlock):
    def __init__(self, in_features=3, **kwargs):
        super(EdgeKAN, self).__init__(**kwargs)
        self.in_features = in_features
        with self.name_scope():
            self.edges = nn.HybridSequential()
            for _ in range(in_features):
                self.edges.add(EdgeFunction())

    def hybrid_forward(self, F, x):
        cols = F.split(x, num_outputs=self.in_features, axis=1)
        return F.add_n(*[edge(c) for edge, c in zip(self.edges, cols)])


Net = EdgeKAN
