"""Masked mean readout over padded graphs: a node counts when its degree is positive, mask (N, n, 1) by `expand_dims`, `broadcast_mul` then division by the per-graph count kept as (N, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5), (2, 6, 6)]


class MaskedReadout(HybridBlock):
    def __init__(self, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Dense(classes)

    def hybrid_forward(self, F, x, adj):
        mask = F.sum(F.relu(adj), axis=2) > 0.5
        total = F.sum(F.broadcast_mul(x, mask.expand_dims(-1)), axis=1)
        count = F.sum(mask, axis=1, keepdims=True) + 1e-6
        return self.cls(F.broadcast_div(total, count))


Net = MaskedReadout
