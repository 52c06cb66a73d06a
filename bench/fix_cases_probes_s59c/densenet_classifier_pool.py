"""DenseNet's tail: a transition layer (BN-ReLU-1x1 conv with compression 0.5, 2x2 average pool),
the final BN-ReLU, the global average pool written as a pool with `kernel=x.shape[2:]`, and the
classifier input flattened by `x.reshape((x.shape[0], -1))`."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.bn1 = nn.BatchNorm(in_channels=8)
            self.trans = nn.Conv2D(4, 1, use_bias=False, in_channels=8)
            self.bn2 = nn.BatchNorm(in_channels=4)
            self.fc = nn.Dense(3, in_units=4)

    def hybrid_forward(self, F, x):
        x = self.trans(F.relu(self.bn1(x)))
        x = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='avg')
        x = F.relu(self.bn2(x))
        x = F.Pooling(x, kernel=x.shape[2:], pool_type='avg')
        x = x.reshape((x.shape[0], -1))
        return self.fc(x)
