"""R-GCN edge-list scatter with the node count taken as `len(h)` (the PyTorch `h.size(0)` port) -- `len()` of a traced symbol is 1, so the one-hot has depth 1 and the scatter fails."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 4), (7,), (7,)]


class LenNodes(HybridBlock):
    def __init__(self, in_units=4, units=6, nodes=5, **kwargs):
        super(LenNodes, self).__init__(**kwargs)
        self._n = nodes
        with self.name_scope():
            self.msg = nn.Dense(units, in_units=in_units, use_bias=False)
            self.self_loop = nn.Dense(units, in_units=in_units)

    def hybrid_forward(self, F, h, src_raw, dst_raw):
        src = F.floor((src_raw + 1) * 0.5 * (self._n - 1e-3))
        dst = F.floor((dst_raw + 1) * 0.5 * (self._n - 1e-3))
        agg = F.dot(F.one_hot(dst, len(h)), self.msg(F.take(h, src)), transpose_a=True)
        return F.relu(agg + self.self_loop(h))


Net = LenNodes
