"""R-GCN with the (R, n, n) adjacency split into a python list by `F.split(adj, num_outputs=R, axis=0, squeeze_axis=True)` and looped `for r in range(self._r)` with a per-relation Dense (a list of outputs, not iteration over a tensor), messages collected and summed by `add_n`, self loop added."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 4), (3, 5, 5)]


class RGCNLoop(HybridBlock):
    def __init__(self, in_units=4, units=6, relations=3, **kwargs):
        super(RGCNLoop, self).__init__(**kwargs)
        self._r = relations
        with self.name_scope():
            self.rel = nn.HybridSequential()
            for _ in range(relations):
                self.rel.add(nn.Dense(units, in_units=in_units, use_bias=False))
            self.self_loop = nn.Dense(units, in_units=in_units)

    def hybrid_forward(self, F, h, adj_raw):
        adjs = F.split(adj_raw > 0.3, num_outputs=self._r, axis=0, squeeze_axis=True)
        msgs = []
        for r in range(self._r):
            deg = F.maximum(F.sum(adjs[r], axis=1, keepdims=True), 1)
            msgs.append(F.broadcast_div(F.dot(adjs[r], self.rel[r](h)), deg))
        return F.relu(F.add_n(*msgs) + self.self_loop(h))


Net = RGCNLoop
