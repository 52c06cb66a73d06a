"""Emformer memory bank: the utterance (B, T, D) cut into segments of `segment_length` by the reshape code
`(0, -4, -1, S, -2)`, each segment averaged into a summary vector, the summaries projected into memory
and concatenated before the frames as the keys of one attention."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class MemoryBankAttention(HybridBlock):
    def __init__(self, dim=6, segment_length=4, **kwargs):
        super().__init__(**kwargs)
        self.seg = segment_length
        self.scale = dim ** -0.5
        with self.name_scope():
            self.mem_proj = nn.Dense(dim, flatten=False)
            self.q = nn.Dense(dim, flatten=False)
            self.kv = nn.Dense(2 * dim, flatten=False)

    def hybrid_forward(self, F, x):
        summaries = F.mean(x.reshape((0, -4, -1, self.seg, -2)), axis=2)
        memory = self.mem_proj(summaries)
        k, v = F.split(self.kv(F.concat(memory, x, dim=1)), num_outputs=2, axis=-1)
        w = F.softmax(F.batch_dot(self.q(x), k, transpose_b=True) * self.scale, axis=-1)
        return F.batch_dot(w, v), memory


Net = MemoryBankAttention
