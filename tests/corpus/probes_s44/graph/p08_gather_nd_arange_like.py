"""Top-k node pooling with the batch index from arange_like, stacked with the topk indices for gather_nd."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4)]


class Net(HybridBlock):
    def __init__(self, k=3, **kwargs):
        super().__init__(**kwargs)
        self._k = k
        with self.name_scope():
            self.score = nn.Dense(1, flatten=False, in_units=4)

    def hybrid_forward(self, F, h):
        s = F.reshape(self.score(h), shape=(0, -1))
        idx = F.topk(s, axis=-1, k=self._k, ret_typ="indices")
        batch_idx = F.broadcast_like(F.reshape(F.contrib.arange_like(h, axis=0), shape=(-1, 1)), idx)
        pooled = F.gather_nd(h, F.stack(batch_idx, idx, axis=0))          # B, k, C
        gate = F.sigmoid(F.expand_dims(F.topk(s, axis=-1, k=self._k, ret_typ="value"), axis=-1))
        return F.broadcast_mul(pooled, gate)
