"""Length mask by a plain comparison: the (1, T) step row `< ` the (B, 1) lengths column (NDArray
comparisons broadcast, Symbol ones do not)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2,)]


class PlainLess(HybridBlock):
    def __init__(self, max_len=6, units=8, **kwargs):
        super().__init__(**kwargs)
        self.max_len = max_len
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, x, lengths):
        valid = F.floor((lengths + 1) * 0.5 * (self.max_len - 1)) + 1
        steps = F.arange(self.max_len).reshape((1, -1))
        mask = steps < valid.reshape((-1, 1))
        h = F.broadcast_mul(self.proj(x), mask.expand_dims(2))
        return F.broadcast_div(F.sum(h, axis=1), F.sum(mask, axis=1, keepdims=True))


Net = PlainLess
