"""Graph WaveNet style adaptive adjacency: two node-embedding Parameters (V, d) and (d, V), `softmax(relu(E1 E2), axis=1)` as the learned graph, applied with `F.dot` on the node axis; the Parameters arrive as `hybrid_forward` arguments."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 5)]


class AdaptiveGraphConv(HybridBlock):
    def __init__(self, channels=4, out_channels=6, num_nodes=5, emb=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.nodevec1 = self.params.get("nodevec1", shape=(num_nodes, emb))
            self.nodevec2 = self.params.get("nodevec2", shape=(emb, num_nodes))
            self.theta = nn.Conv2D(out_channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x, nodevec1, nodevec2):
        adp = F.softmax(F.relu(F.dot(nodevec1, nodevec2)), axis=1)
        return self.theta(F.dot(x, adp))


Net = AdaptiveGraphConv
