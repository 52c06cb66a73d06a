"""GIN with jumping knowledge: a python loop over the configured GIN layers (fixed eps, neighbour sum by `dot` with the thresholded adjacency), every layer's node states kept in a list, concatenated with `F.concat(*hs, dim=1)`, and a per-graph sum readout by a constant segment matrix."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(10, 6), (10, 10)]


class JumpingKnowledgeGIN(HybridBlock):
    def __init__(self, in_units=6, hidden=8, num_layers=3, sizes=(3, 3, 4), eps=0.1, **kwargs):
        super(JumpingKnowledgeGIN, self).__init__(**kwargs)
        self._eps = eps
        gid = np.repeat(np.arange(len(sizes)), sizes)
        seg = (gid[None, :] == np.arange(len(sizes))[:, None]).astype("float32")
        with self.name_scope():
            self.segments = self.params.get_constant("segments", seg)
            self.layers = nn.HybridSequential()
            for i in range(num_layers):
                self.layers.add(nn.Dense(hidden, in_units=in_units if i == 0 else hidden, activation="relu"))

    def hybrid_forward(self, F, x, adj, segments):
        a = adj > 0.5
        hs = []
        h = x
        for layer in self.layers:
            h = layer((1 + self._eps) * h + F.dot(a, h))
            hs.append(h)
        return F.dot(segments, F.concat(*hs, dim=1))


Net = JumpingKnowledgeGIN
