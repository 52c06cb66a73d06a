"""Legal: `m` is assigned once in the source but inside a loop: the query comes from the first pass's
(N, 1, C) first token and the key from the second pass's whole (N, T, C) sequence, so the scores are
(N, 1, T), the key-mask row's shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 5)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(4, flatten=False, in_units=4)
            self.k = nn.Dense(4, flatten=False, in_units=4)

    def hybrid_forward(self, F, x, mask):
        q = None
        for m in (x.slice_axis(axis=1, begin=0, end=1), x):
            pass
        parts = []
        for i in range(2):
            m = x.slice_axis(axis=1, begin=0, end=1) if i == 0 else x
            parts.append(m)
        q = self.q(parts[0])
        k = self.k(parts[1])
        scores = F.batch_dot(q, k, transpose_b=True)
        return scores + mask.expand_dims(1)
