"""DS-CNN: the (N, T, F) MFCC map given a channel axis, a depthwise-separable block, global average pooling written with the map's own `shape[2:]` as the kernel, the result flattened by the batch size."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, padding=1, in_channels=1, activation='relu')
            self.dw = nn.Conv2D(4, 3, padding=1, groups=4, in_channels=4, activation='relu')
            self.pw = nn.Conv2D(4, 1, in_channels=4, activation='relu')
            self.fc = nn.Dense(3, in_units=4)

    def hybrid_forward(self, F, x):
        h = self.pw(self.dw(self.conv(x.expand_dims(1))))
        h = F.Pooling(h, kernel=h.shape[2:], pool_type='avg')
        return self.fc(h.reshape((h.shape[0], -1)))
