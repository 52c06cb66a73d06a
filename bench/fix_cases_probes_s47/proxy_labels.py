"""N-pair style loss: each anchor's positive is the row of the same index, picked by arange labels."""
from mxnet.gluon import nn


INPUTS = [(3, 4), (3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=4, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(dim, in_units=in_units)

    def hybrid_forward(self, F, anchors, positives):
        sim = F.dot(self.embed(anchors), self.embed(positives), transpose_b=True)
        labels = F.arange(anchors.shape[0])
        return -F.pick(F.log_softmax(sim, axis=1), labels, axis=1)
