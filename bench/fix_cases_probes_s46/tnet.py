"""PointNet input transform: a predicted k x k matrix, offset by the identity, applied to every point."""
from mxnet.gluon import nn


INPUTS = [(2, 12, 3)]


class Net(nn.HybridBlock):
    def __init__(self, k=3, hidden=16, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._k = k
        with self.name_scope():
            self.mlp = nn.Dense(hidden, in_units=k, flatten=False)
            self.fc = nn.Dense(k * k, in_units=hidden)

    def hybrid_forward(self, F, x):
        feat = F.max(F.relu(self.mlp(x)), axis=1)
        trans = self.fc(feat).reshape((x.shape[0], self._k, self._k))
        trans = trans + F.eye(self._k).reshape((1, self._k, self._k))
        return F.batch_dot(x, trans)
