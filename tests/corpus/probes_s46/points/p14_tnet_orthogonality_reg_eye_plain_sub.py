"""T-Net orthogonality regulariser `||I - A A^T||` with `F.eye(k)` (k, k) minus the batched (N, k, k) product by a plain `-`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16)]


class Net(HybridBlock):
    def __init__(self, k=3, reg_weight=1e-3, **kwargs):
        super().__init__(**kwargs)
        self._k, self._w = k, reg_weight
        with self.name_scope():
            self.conv = nn.Conv1D(16, 1, in_channels=3, activation="relu")
            self.fc = nn.Dense(k * k, in_units=16)

    def hybrid_forward(self, F, points):
        a = self.fc(F.max(self.conv(points), axis=2)).reshape((-1, self._k, self._k))
        gram = F.batch_dot(a, a, transpose_b=True)
        reg = F.sum(F.square(F.eye(self._k) - gram), axis=(1, 2))
        return a, self._w * F.mean(reg)
