"""STGCN ST-Conv block: temporal gated conv, graph conv with a constant adjacency, temporal conv with ReLU, LayerNorm over channels after moving them last (`transpose((0, 2, 3, 1))`), dropout; the children are used as a python list built in `__init__`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 5)]


class TemporalConv(HybridBlock):
    def __init__(self, c_in, c_out, kt, act, **kwargs):
        super().__init__(**kwargs)
        self._act = act
        with self.name_scope():
            self.conv = nn.Conv2D(2 * c_out if act == "glu" else c_out, (kt, 1), in_channels=c_in)

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        if self._act == "glu":
            p, q = F.split(y, num_outputs=2, axis=1)
            return p * F.sigmoid(q)
        return F.relu(y)


class STConvBlock(HybridBlock):
    def __init__(self, channels=(4, 3, 6), num_nodes=5, kt=2, **kwargs):
        super().__init__(**kwargs)
        c0, c1, c2 = channels
        adj = np.full((num_nodes, num_nodes), 1.0 / num_nodes, "float32")
        with self.name_scope():
            self.adj = self.params.get_constant("adj", adj)
            self.t1 = TemporalConv(c0, c1, kt, "glu")
            self.theta = nn.Conv2D(c1, 1, in_channels=c1)
            self.t2 = TemporalConv(c1, c2, kt, "relu")
            self.norm = nn.LayerNorm(in_channels=c2)
            self.drop = nn.Dropout(0.1)

    def hybrid_forward(self, F, x, adj):
        x = self.t1(x)
        x = F.relu(self.theta(F.dot(x, adj)))
        x = self.t2(x)
        x = self.norm(x.transpose((0, 2, 3, 1))).transpose((0, 3, 1, 2))
        return self.drop(x)


Net = STConvBlock
