"""Chunked attention over a sequence padded to a multiple of the chunk size; the pad length comes from the constructor's `seq_len` (`(-seq_len) % chunk`), the pad rows from `zeros_like` of a `slice_axis`, and the padding is cut off again with `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, seq_len=10, chunk=4, **kwargs):
        super().__init__(**kwargs)
        self.seq_len, self.chunk = seq_len, chunk
        self.pad = (-seq_len) % chunk
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        if self.pad:
            x = F.concat(x, F.zeros_like(F.slice_axis(x, axis=1, begin=0, end=self.pad)), dim=1)
        c = F.reshape(x, shape=(0, -4, -1, self.chunk, 0))
        c = F.reshape(c, shape=(-3, 0, 0))
        att = F.softmax(F.batch_dot(self.q(c), c, transpose_b=True), axis=-1)
        out = F.reshape_like(F.batch_dot(att, c), x, lhs_begin=0, lhs_end=2, rhs_begin=0, rhs_end=2)
        return F.slice_axis(out, axis=1, begin=0, end=self.seq_len)
