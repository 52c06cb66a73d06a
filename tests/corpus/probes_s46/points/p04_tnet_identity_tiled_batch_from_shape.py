"""T-Net that tiles the identity to the batch with `F.tile(F.eye(k).expand_dims(0), reps=(points.shape[0], 1, 1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16)]


class Net(HybridBlock):
    def __init__(self, k=3, **kwargs):
        super().__init__(**kwargs)
        self._k = k
        with self.name_scope():
            self.conv = nn.Conv1D(16, 1, activation="relu")
            self.fc = nn.Dense(k * k, weight_initializer="zeros")

    def hybrid_forward(self, F, points):
        batch = points.shape[0]
        delta = self.fc(F.max(self.conv(points), axis=2)).reshape((batch, self._k, self._k))
        trans = delta + F.tile(F.eye(self._k).expand_dims(0), reps=(batch, 1, 1))
        return F.batch_dot(trans, points, transpose_a=True)
