"""ESIM masked average pooling: the time mask is `broadcast_lesser` of an `arange(max_len)` row (max_len from the constructor) against the lengths column; sums by `broadcast_mul`, the mean by `broadcast_div` of the count."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6), (2,)]


class Net(HybridBlock):
    def __init__(self, hidden=8, max_len=7, **kwargs):
        super().__init__(**kwargs)
        self.max_len = max_len
        with self.name_scope():
            self.compose = nn.Dense(hidden, flatten=False, activation="relu")

    def hybrid_forward(self, F, a, len_raw):
        length = F.floor(F.abs(len_raw) * (self.max_len - 1)) + 1
        v = self.compose(a)
        steps = F.arange(self.max_len).reshape((1, -1))
        mask = F.broadcast_lesser(steps, length.reshape((-1, 1)))
        total = F.sum(F.broadcast_mul(v, mask.expand_dims(-1)), axis=1)
        return F.broadcast_div(total, F.sum(mask, axis=1, keepdims=True))
