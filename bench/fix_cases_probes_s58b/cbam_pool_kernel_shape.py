"""A channel gate ported from PyTorch (`F.avg_pool2d(x, (x.size(2), x.size(3)))`): average and max pooling with a kernel of the map's own size read from `x.shape[2]`, `x.shape[3]`, the MLP's output reshaped back by `(x.shape[0], x.shape[1], 1, 1)` and broadcast onto the map."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 5, 7)]


class Net(nn.HybridBlock):
    def __init__(self, channels=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(3, in_units=channels, activation='relu')
            self.fc2 = nn.Dense(channels, in_units=3)

    def hybrid_forward(self, F, x):
        kernel = (x.shape[2], x.shape[3])
        avg = F.Pooling(x, kernel=kernel, stride=kernel, pool_type='avg')
        mx = F.Pooling(x, kernel=kernel, stride=kernel, pool_type='max')
        gate = F.sigmoid(self.fc2(self.fc1(avg)) + self.fc2(self.fc1(mx)))
        gate = gate.reshape((x.shape[0], x.shape[1], 1, 1))
        return F.broadcast_mul(x, gate)
