"""Mean over neighbours: messages summed with a cutoff mask and divided by the neighbour count kept with `keepdims=True`, by `broadcast_div`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3), (2, 6, 4)]


class MeanNeighbour(HybridBlock):
    def __init__(self, cutoff=1.0, **kwargs):
        super().__init__(**kwargs)
        self.cutoff = cutoff
        with self.name_scope():
            self.lin = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, pos, h):
        d = F.norm(F.broadcast_sub(pos.expand_dims(2), pos.expand_dims(1)), axis=-1)
        mask = d < self.cutoff
        msg = F.batch_dot(mask, self.lin(h))
        count = F.sum(mask, axis=-1, keepdims=True)
        return F.broadcast_div(msg, count + 1e-6)


Net = MeanNeighbour
