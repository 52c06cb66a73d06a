"""Per-sample generated weights applied with `nd.batch_dot` inside hybrid_forward."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3), (2, 4)]


class NdBatchDot(HybridBlock):
    def __init__(self, in_units=3, out_units=6, **kwargs):
        super().__init__(**kwargs)
        self.i, self.o = in_units, out_units
        with self.name_scope():
            self.hyper = nn.Dense(out_units * in_units)

    def hybrid_forward(self, F, x, code):
        w = self.hyper(code).reshape((-1, self.o, self.i))
        return F.relu(nd.batch_dot(x, w, transpose_b=True))


Net = NdBatchDot
