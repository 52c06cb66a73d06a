"""A per-feature offset vector added to a batch of rows."""
from mxnet.gluon import nn

INPUTS = [(4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.offset = self.params.get("offset", shape=(3,), init="ones")

    def hybrid_forward(self, F, rows, offset):
        return rows + offset
