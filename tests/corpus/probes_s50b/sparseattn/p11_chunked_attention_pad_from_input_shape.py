"""Chunked attention that pads the batch's sequence to a multiple of the chunk size with a pad length from the input (`pad = -x.shape[1] % self.chunk`) and `F.pad`-free zeros of that many rows."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, chunk=4, **kwargs):
        super().__init__(**kwargs)
        self.chunk = chunk
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        length = x.shape[1]
        pad = -length % self.chunk
        x = F.concat(x, F.zeros((x.shape[0], pad, x.shape[2])), dim=1)
        c = F.reshape(F.reshape(x, shape=(0, -4, -1, self.chunk, 0)), shape=(-3, 0, 0))
        att = F.softmax(F.batch_dot(self.q(c), c, transpose_b=True), axis=-1)
        out = F.reshape_like(F.batch_dot(att, c), x, lhs_begin=0, lhs_end=2, rhs_begin=0, rhs_end=2)
        return F.slice_axis(out, axis=1, begin=0, end=length)
