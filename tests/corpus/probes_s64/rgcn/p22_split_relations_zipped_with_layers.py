"""R-GCN zipping the relation slices with their Dense layers: `for a, layer in zip(F.split(adj, num_outputs=R, axis=0, squeeze_axis=True), self.rel)` -- iteration over the list `split` returns, not over a tensor -- degree-normalised by `broadcast_div` and summed into the self-loop output."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 4), (3, 5, 5)]


class ZippedRelations(HybridBlock):
    def __init__(self, in_units=4, units=6, relations=3, **kwargs):
        super(ZippedRelations, self).__init__(**kwargs)
        self._r = relations
        with self.name_scope():
            self.rel = nn.HybridSequential()
            for _ in range(relations):
                self.rel.add(nn.Dense(units, in_units=in_units, use_bias=False))
            self.self_loop = nn.Dense(units, in_units=in_units)

    def hybrid_forward(self, F, h, adj_raw):
        out = self.self_loop(h)
        for a, layer in zip(F.split(adj_raw > 0.3, num_outputs=self._r, axis=0, squeeze_axis=True), self.rel):
            deg = F.maximum(F.sum(a, axis=1, keepdims=True), 1)
            out = out + F.broadcast_div(F.dot(a, layer(h)), deg)
        return F.relu(out)


Net = ZippedRelations
