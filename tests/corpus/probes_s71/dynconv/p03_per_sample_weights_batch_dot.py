"""Per-sample generated weights: a conditioning code (B, Z) through a Dense to (B, O*I), the reshape
code `(-1, O, I)` from constructor sizes, applied to (B, N, I) tokens by `batch_dot(x, w, transpose_b=True)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3), (2, 4)]


class PerSampleLinear(HybridBlock):
    def __init__(self, in_units=3, out_units=6, **kwargs):
        super().__init__(**kwargs)
        self.i, self.o = in_units, out_units
        with self.name_scope():
            self.hyper = nn.Dense(out_units * in_units)
            self.bias = nn.Dense(out_units)

    def hybrid_forward(self, F, x, code):
        w = self.hyper(code).reshape((-1, self.o, self.i))
        y = F.batch_dot(x, w, transpose_b=True)
        return F.broadcast_add(y, self.bias(code).expand_dims(1))


Net = PerSampleLinear
