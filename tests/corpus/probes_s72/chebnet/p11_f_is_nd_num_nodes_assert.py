"""ChebNet layer that asserts the node count against its Laplacian only eagerly (`if F is nd:`
around `x.shape[0]`)."""
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 3)]


class ChebConv(HybridBlock):
    def __init__(self, num_nodes=5, units=4, **kwargs):
        super().__init__(**kwargs)
        self.num_nodes = num_nodes
        a = (np.ones((num_nodes, num_nodes)) - np.eye(num_nodes)).astype("float32") / num_nodes
        with self.name_scope():
            self.lap = self.params.get_constant("lap", a)
            self.fc = nn.Dense(units)

    def hybrid_forward(self, F, x, lap):
        if F is nd:
            assert x.shape[0] == self.num_nodes, "graph has %d nodes" % self.num_nodes
        return self.fc(F.concat(x, F.dot(lap, x), dim=1))


Net = ChebConv
