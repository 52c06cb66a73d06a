"""Behaviour Sequence Transformer input: the click history (N, L) and the target item (N,) come in as scores mapped onto item ids, the target appended as the last token by `concat(hist, target.expand_dims(1), dim=1)`, item embeddings plus position embeddings of a `(L + 1,)` arange constant added by `broadcast_add`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5), (2,)]


class BSTEmbedding(HybridBlock):
    def __init__(self, num_items=20, seq_len=5, units=8, **kwargs):
        super(BSTEmbedding, self).__init__(**kwargs)
        self._n = num_items
        with self.name_scope():
            self.item = nn.Embedding(num_items, units)
            self.pos = nn.Embedding(seq_len + 1, units)
            self.positions = self.params.get_constant("positions", np.arange(seq_len + 1).astype("float32"))

    def hybrid_forward(self, F, hist_raw, target_raw, positions):
        hist = F.floor((hist_raw + 1) * 0.5 * (self._n - 1e-3))
        target = F.floor((target_raw + 1) * 0.5 * (self._n - 1e-3))
        seq = F.concat(hist, target.expand_dims(1), dim=1)
        return F.broadcast_add(self.item(seq), self.pos(positions).expand_dims(0))


Net = BSTEmbedding
