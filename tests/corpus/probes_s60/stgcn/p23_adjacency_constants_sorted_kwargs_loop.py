"""Multi-graph convolution (distance, neighbour and correlation graphs) with three adjacency constants handed to `hybrid_forward` as `**kwargs`, read in a python loop over `sorted(kwargs)` and summed with plain `+` (equal shapes)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 5)]


class MultiGraphConv(HybridBlock):
    def __init__(self, channels=4, out_channels=6, num_nodes=5, **kwargs):
        super().__init__(**kwargs)
        rng = np.random.RandomState(2)
        with self.name_scope():
            self.adj_dist = self.params.get_constant("adj_dist", rng.uniform(size=(num_nodes, num_nodes)).astype("float32"))
            self.adj_nbr = self.params.get_constant("adj_nbr", np.eye(num_nodes, k=1, dtype="float32"))
            self.adj_corr = self.params.get_constant("adj_corr", np.full((num_nodes, num_nodes), 0.2, "float32"))
            self.theta = nn.Conv2D(out_channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x, **kwargs):
        out = None
        for name in sorted(kwargs):
            y = F.dot(x, kwargs[name])
            out = y if out is None else out + y
        return F.relu(self.theta(out))


Net = MultiGraphConv
