"""Dynamic filter network (Jia et al.) with per-sample 1-D filters applied by `batch_dot`; the last generated filters are kept for visualisation only when running eagerly, behind `if F is mx.nd:`."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 3)]


class Net(HybridBlock):
    def __init__(self, in_units=6, cond_dim=3, **kwargs):
        super().__init__(**kwargs)
        self.in_units = in_units
        self.last_filters = None
        with self.name_scope():
            self.filter_gen = nn.Dense(in_units * in_units, in_units=cond_dim)

    def hybrid_forward(self, F, x, cond):
        filters = F.softmax(self.filter_gen(cond).reshape((0, self.in_units, self.in_units)), axis=-1)
        if F is mx.nd:
            self.last_filters = filters.asnumpy()
        return F.batch_dot(filters, x.expand_dims(2)).reshape((0, -1))
