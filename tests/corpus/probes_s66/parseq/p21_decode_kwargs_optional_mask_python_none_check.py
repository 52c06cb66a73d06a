"""PARSeq's `decode(self, F, tgt, memory, **kwargs)` as its PyTorch code passes masks: `tgt_mask =
kwargs.get("tgt_mask")` and a python `if tgt_mask is not None` before `F.broadcast_add` of the (T, T) mask
constant; the caller passes the permutation mask as a keyword."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6), (2, 5, 6)]


class KwargsDecode(HybridBlock):
    def __init__(self, dims=6, num_classes=5, steps=4, **kwargs):
        super().__init__(**kwargs)
        mask = np.triu(np.full((steps, steps), -1e9, dtype="float32"), k=1)
        with self.name_scope():
            self.causal = self.params.get_constant("causal", mask)
            self.q = nn.Dense(dims, flatten=False, in_units=dims)
            self.head = nn.Dense(num_classes, flatten=False, in_units=dims)

    def decode(self, F, tgt, memory, **kwargs):
        scores = F.batch_dot(self.q(tgt), tgt, transpose_b=True)
        tgt_mask = kwargs.get("tgt_mask")
        if tgt_mask is not None:
            scores = F.broadcast_add(scores, tgt_mask.expand_dims(0))
        h = F.batch_dot(F.softmax(scores, axis=-1), tgt)
        cross = F.softmax(F.batch_dot(h, memory, transpose_b=True), axis=-1)
        return self.head(h + F.batch_dot(cross, memory))

    def hybrid_forward(self, F, pos_queries, memory, causal):
        return self.decode(F, pos_queries, memory, tgt_mask=causal)


Net = KwargsDecode
