"""Numpy-mode quaternion to matrix (`forward`, `npx.set_np()`): components by integer column indexing `q[:, 0]` (numpy semantics), `np.stack` of nine entries, `reshape(-1, 3, 3)`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(4, 6)]


class NumpyRotation(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.fc = nn.Dense(4)

    def forward(self, feat):
        q = self.fc(feat)
        q = q / np.sqrt((q ** 2).sum(axis=1, keepdims=True) + 1e-8)
        w, x, y, z = q[:, 0], q[:, 1], q[:, 2], q[:, 3]
        m = np.stack([1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w),
                      2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w),
                      2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)], axis=1)
        return m.reshape(-1, 3, 3)


Net = NumpyRotation
