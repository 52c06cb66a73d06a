"""Adaptive adjacency read from the node-embedding Parameters with `self.nodevec1.data()` inside `hybrid_forward` instead of taking them as arguments."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 5)]


class DataAdaptiveGraphConv(HybridBlock):
    def __init__(self, channels=4, out_channels=6, num_nodes=5, emb=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.nodevec1 = self.params.get("nodevec1", shape=(num_nodes, emb))
            self.nodevec2 = self.params.get("nodevec2", shape=(emb, num_nodes))
            self.theta = nn.Conv2D(out_channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x, **kwargs):
        adp = F.softmax(F.relu(F.dot(self.nodevec1.data(), self.nodevec2.data())), axis=1)
        return self.theta(F.dot(x, adp))


Net = DataAdaptiveGraphConv
