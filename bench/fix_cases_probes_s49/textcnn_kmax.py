"""DCNN-style k-max pooling over time, flattened per sentence for the classifier."""
from mxnet.gluon import nn


INPUTS = [(3, 8, 4)]


class Net(nn.HybridBlock):
    def __init__(self, embed=4, filters=3, k=2, classes=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._k = k
        with self.name_scope():
            self.conv = nn.Conv1D(filters, 3, in_channels=embed)
            self.fc = nn.Dense(classes, in_units=filters * k)

    def hybrid_forward(self, F, x):
        h = F.tanh(self.conv(x.transpose((0, 2, 1))))
        top = F.topk(h, axis=2, k=self._k, ret_typ='value')
        return self.fc(top.reshape((x.shape[0], -1)))
