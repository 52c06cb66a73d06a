"""ESIM batch trimming: the premise is cut to the longest real length of the batch, `int(F.max(length).asscalar())`, with `slice_axis` before the alignment."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6), (2, 5, 6), (2,)]


class Net(HybridBlock):
    def __init__(self, max_len=7, **kwargs):
        super().__init__(**kwargs)
        self.max_len = max_len
        with self.name_scope():
            self.project = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, a, b, len_raw):
        length = F.floor(F.abs(len_raw) * (self.max_len - 1)) + 1
        longest = int(F.max(length).asscalar())
        a = F.slice_axis(a, axis=1, begin=0, end=longest)
        e = F.batch_dot(a, b, transpose_b=True)
        a_tilde = F.batch_dot(F.softmax(e, axis=-1), b)
        return self.project(a - a_tilde).sum(axis=1)
