"""ESIM masked max pooling: composition outputs made time-major with `swapaxes(0, 1)`, padded steps set to `-1e9` by `SequenceMask`, then `max` over the time axis; the two sides' pooled vectors are concatenated with their difference and product."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6), (2, 5, 6), (2,), (2,)]


class Net(HybridBlock):
    def __init__(self, hidden=8, max_a=7, max_b=5, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.max_a, self.max_b = max_a, max_b
        with self.name_scope():
            self.compose = nn.Dense(hidden, flatten=False, activation="tanh")
            self.out = nn.Dense(classes)

    def masked_max(self, F, v, length):
        v = F.SequenceMask(F.swapaxes(v, 0, 1), sequence_length=length,
                           use_sequence_length=True, value=-1e9)
        return F.max(v, axis=0)

    def hybrid_forward(self, F, a, b, la_raw, lb_raw):
        la = F.floor(F.abs(la_raw) * (self.max_a - 1)) + 1
        lb = F.floor(F.abs(lb_raw) * (self.max_b - 1)) + 1
        pa = self.masked_max(F, self.compose(a), la)
        pb = self.masked_max(F, self.compose(b), lb)
        return self.out(F.concat(pa, pb, F.abs(pa - pb), pa * pb, dim=1))
