"""Hard attention over neighbours: topk with ret_typ='both' unpacked, the best score picked per node."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5, 5)]


class Net(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, in_units=6)

    def hybrid_forward(self, F, h, scores):
        values, indices = F.topk(scores, axis=-1, k=1, ret_typ="both")     # two outputs
        best = F.pick(scores, F.reshape(indices, shape=(0, 0)), axis=-1)   # B, N
        gate = F.sigmoid(F.broadcast_add(values, F.expand_dims(best, axis=-1)))
        return F.broadcast_mul(self.proj(h), gate)
