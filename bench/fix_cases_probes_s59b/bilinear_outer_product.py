"""Bilinear CNN pooling: `n, c, h, w = x.shape`, features reshaped to `(n, c, h * w)`, the outer product `F.batch_dot(x, x, transpose_b=True) / (h * w)` flattened to `(n, c * c)`, then signed square root and L2 normalization."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, classes=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.features = nn.Conv2D(4, 3, padding=1, in_channels=3, activation='relu')
            self.fc = nn.Dense(classes, in_units=16)

    def hybrid_forward(self, F, x):
        x = self.features(x)
        n, c, h, w = x.shape
        x = x.reshape((n, c, h * w))
        b = F.batch_dot(x, x, transpose_b=True) / (h * w)
        b = b.reshape((n, c * c))
        b = F.sign(b) * F.sqrt(F.abs(b) + 1e-10)
        return self.fc(F.L2Normalization(b))
