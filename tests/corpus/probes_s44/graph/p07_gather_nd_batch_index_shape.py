"""Top-k node pooling: node indices paired with a batch index made from `F.arange(h.shape[0])` for gather_nd."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4)]


class Net(HybridBlock):
    def __init__(self, k=3, **kwargs):
        super().__init__(**kwargs)
        self._k = k
        with self.name_scope():
            self.score = nn.Dense(1, flatten=False, in_units=4)

    def hybrid_forward(self, F, h):
        s = F.reshape(self.score(h), shape=(0, -1))                      # B, N
        idx = F.topk(s, axis=-1, k=self._k, ret_typ="indices")           # B, k
        batch_idx = F.broadcast_like(F.arange(h.shape[0]).reshape((-1, 1)), idx)
        return F.gather_nd(h, F.stack(batch_idx, idx, axis=0))
