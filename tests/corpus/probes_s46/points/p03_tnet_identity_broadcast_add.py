"""PointNet T-Net: a 3x3 transform regressed per cloud, `F.eye(k)` added by `broadcast_add`, points transformed by `batch_dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16)]


class TNet(HybridBlock):
    def __init__(self, k=3, **kwargs):
        super().__init__(**kwargs)
        self._k = k
        with self.name_scope():
            self.conv = nn.Conv1D(16, 1, activation="relu")
            self.fc = nn.Dense(k * k, weight_initializer="zeros")

    def hybrid_forward(self, F, points):
        g = F.max(self.conv(points), axis=2)
        delta = self.fc(g).reshape((-1, self._k, self._k))
        return F.broadcast_add(delta, F.eye(self._k).reshape((1, self._k, self._k)))


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.tnet = TNet(3)
            self.head = nn.Conv1D(8, 1)

    def hybrid_forward(self, F, points):
        trans = self.tnet(points)                                   # (N, 3, 3)
        aligned = F.batch_dot(trans, points, transpose_a=True)      # (N, 3, P)
        return self.head(aligned), trans
