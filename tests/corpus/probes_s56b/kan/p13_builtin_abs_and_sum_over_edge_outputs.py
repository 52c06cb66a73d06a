"""KAN edge outputs combined with the builtins: `abs(x)` as an edge input and `sum(...)` over the python list of edge outputs."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class BuiltinKAN(HybridBlock):
    def __init__(self, in_features=3, out_features=2, **kwargs):
        super(BuiltinKAN, self).__init__(**kwargs)
        self.in_features = in_features
        with self.name_scope():
            self.edges = nn.HybridSequential()
            for _ in range(in_features):
                self.edges.add(nn.Dense(out_features, activation="tanh", in_units=1))

    def hybrid_forward(self, F, x):
        cols = F.split(abs(x), num_outputs=self.in_features, axis=1)
        return sum(edge(c) for edge, c in zip(self.edges, cols))


Net = BuiltinKAN
