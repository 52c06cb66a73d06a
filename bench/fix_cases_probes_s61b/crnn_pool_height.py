"""CRNN with the height collapsed by pooling: a max pool whose kernel is `(feat.shape[2], 1)`, the
height axis dropped by `feat[:, :, 0, :]` and the map put time-major for the per-step classifier,
log-softmaxed over classes."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 6, 9)]


class Net(nn.HybridBlock):
    def __init__(self, classes=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, padding=1, in_channels=1)
            self.fc = nn.Dense(classes, in_units=4, flatten=False)

    def hybrid_forward(self, F, x):
        feat = F.relu(self.conv(x))
        feat = F.Pooling(feat, kernel=(feat.shape[2], 1), pool_type='max')
        seq = feat[:, :, 0, :].transpose((2, 0, 1))
        return F.log_softmax(self.fc(seq), axis=-1)
