"""Point feature encoder that checks the cloud's coordinate width before embedding it."""
from mxnet.gluon import nn


INPUTS = [(2, 9, 3)]


class Net(nn.HybridBlock):
    def __init__(self, in_dim=3, hidden=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._in_dim = in_dim
        with self.name_scope():
            self.mlp = nn.Dense(hidden, in_units=in_dim, flatten=False)

    def hybrid_forward(self, F, points):
        assert points.shape[2] == self._in_dim, 'expected (batch, points, %d)' % self._in_dim
        feats = F.relu(self.mlp(points))
        return F.max(feats, axis=1)
