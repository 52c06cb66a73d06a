"""CRF path score boundaries: start transitions added to the first step, end transitions to the last."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, num_tags=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.start = self.params.get('start', shape=(num_tags,), init=mx.init.Normal(0.1))
            self.end = self.params.get('end', shape=(num_tags,), init=mx.init.Normal(0.1))

    def hybrid_forward(self, F, emissions, start, end):
        first = emissions[:, 0] + start
        last = emissions[:, -1] + end
        return F.max(first, axis=1) + F.max(last, axis=1)
