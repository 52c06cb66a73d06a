"""ChebNet layer that builds the scaled Laplacian `L - I` inside the graph with
`F.eye(x.shape[0])`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 3)]


class ChebConv(HybridBlock):
    def __init__(self, num_nodes=5, units=4, **kwargs):
        super().__init__(**kwargs)
        adj = (np.ones((num_nodes, num_nodes)) - np.eye(num_nodes)).astype("float32") / (num_nodes - 1)
        with self.name_scope():
            self.lap = self.params.get_constant("lap", np.eye(num_nodes, dtype="float32") - adj)
            self.fc = nn.Dense(units)

    def hybrid_forward(self, F, x, lap):
        scaled = lap - F.eye(x.shape[0])
        return self.fc(F.concat(x, F.dot(scaled, x), dim=1))


Net = ChebConv
