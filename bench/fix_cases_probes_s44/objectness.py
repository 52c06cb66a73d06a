"""Detection head output: column 0 is objectness, the rest class scores weighted by it."""
from mxnet.gluon import nn

INPUTS = [(6, 10)]


class Net(nn.HybridBlock):
    def __init__(self, num_classes=4, in_units=10, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.pred = nn.Dense(num_classes + 1, in_units=in_units)

    def hybrid_forward(self, F, feat):
        pred = self.pred(feat)
        obj = F.sigmoid(pred[:, 0])
        cls = F.softmax(pred[:, 1:], axis=-1)
        return F.broadcast_mul(cls, obj.expand_dims(axis=1))
