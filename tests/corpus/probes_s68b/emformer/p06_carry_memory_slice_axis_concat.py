"""Streaming step: the memory from the previous chunk (B, M, D) passed in and out, the oldest slot dropped
by `slice_axis(begin=1)` and the new chunk's summary appended, the chunk attending to memory + itself."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6), (2, 3, 6)]


class StreamingStep(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.summary = nn.Dense(dim, flatten=False)
            self.q = nn.Dense(dim, flatten=False)
            self.kv = nn.Dense(2 * dim, flatten=False)

    def hybrid_forward(self, F, chunk, memory):
        k, v = F.split(self.kv(F.concat(memory, chunk, dim=1)), num_outputs=2, axis=2)
        w = F.softmax(F.batch_dot(self.q(chunk), k, transpose_b=True), axis=-1)
        out = F.batch_dot(w, v)
        new = self.summary(F.mean(out, axis=1, keepdims=True))
        memory = F.concat(F.slice_axis(memory, axis=1, begin=1, end=None), new, dim=1)
        return out, memory


Net = StreamingStep
