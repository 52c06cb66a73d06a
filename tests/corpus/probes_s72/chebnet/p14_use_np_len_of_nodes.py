"""Numpy-mode ChebNet normalising by the node count `len(x)`."""
import numpy as np
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(5, 3)]


@use_np
class NumpyCheb(HybridBlock):
    def __init__(self, num_nodes=5, units=4, **kwargs):
        super().__init__(**kwargs)
        a = np.ones((num_nodes, num_nodes), "float32")
        with self.name_scope():
            self.adj = self.params.get_constant("adj", a)
            self.fc = nn.Dense(units)

    def hybrid_forward(self, F, x, adj):
        return self.fc(F.np.dot(adj, x) / len(x))


Net = NumpyCheb
