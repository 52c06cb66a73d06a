"""Answer-span decoding: start/end probabilities' outer product by `batch_dot`, a constant band mask (end >= start, length <= L), argmax over the flattened grid."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 7), (2, 7)]


class SpanDecoder(HybridBlock):
    def __init__(self, context_len=7, max_answer=3, **kwargs):
        super().__init__(**kwargs)
        band = np.triu(np.ones((context_len, context_len), dtype="float32"))
        band = np.tril(band, k=max_answer - 1)
        with self.name_scope():
            self.band = self.params.get_constant("band", band[None])

    def hybrid_forward(self, F, start_logits, end_logits, band):
        p1 = F.softmax(start_logits, axis=-1)
        p2 = F.softmax(end_logits, axis=-1)
        grid = F.batch_dot(F.expand_dims(p1, 2), F.expand_dims(p2, 1))     # (N, T, T)
        grid = F.broadcast_mul(grid, band)
        best = F.argmax(F.reshape(grid, (0, -1)), axis=1)
        return best, F.max(F.reshape(grid, (0, -1)), axis=1)


Net = SpanDecoder
