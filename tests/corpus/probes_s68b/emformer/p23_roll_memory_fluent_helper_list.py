"""Streaming Emformer over two chunks given as inputs: the memory carried in a python list of tensors, a
module helper without F `drop_oldest(memory)` cutting the oldest slot with the fluent `slice_axis`, the
chunk outputs collected in a list and concatenated along time."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6), (2, 4, 6), (2, 3, 6)]


def drop_oldest(memory):
    return memory.slice_axis(axis=1, begin=1, end=None)


class TwoChunkStream(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.summary = nn.Dense(dim, flatten=False)
            self.q = nn.Dense(dim, flatten=False)
            self.kv = nn.Dense(2 * dim, flatten=False)

    def hybrid_forward(self, F, chunk1, chunk2, memory):
        outs, mems = [], [memory]
        for chunk in [chunk1, chunk2]:
            k, v = F.split(self.kv(F.concat(mems[-1], chunk, dim=1)), num_outputs=2, axis=2)
            out = F.batch_dot(F.softmax(F.batch_dot(self.q(chunk), k, transpose_b=True), axis=-1), v)
            new = self.summary(out.mean(axis=1, keepdims=True))
            mems.append(F.concat(drop_oldest(mems[-1]), new, dim=1))
            outs.append(out)
        return F.concat(*outs, dim=1), mems[-1]


Net = TwoChunkStream
