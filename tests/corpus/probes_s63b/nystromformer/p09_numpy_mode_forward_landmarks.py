"""Numpy-mode Nystromformer landmarks in `forward`: `q.reshape(-1, m, seg, d)` with seg and d from the constructor, `.mean(axis=2)`, `npx.batch_dot(..., transpose_b=True)` and `npx.softmax`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 8, 8)]


class NumpyLandmarks(HybridBlock):
    def __init__(self, units=8, seq_len=8, num_landmarks=4, **kwargs):
        super().__init__(**kwargs)
        self._m, self._seg, self._d = num_landmarks, seq_len // num_landmarks, units
        self.q = nn.Dense(units, flatten=False, use_bias=False, in_units=units)
        self.k = nn.Dense(units, flatten=False, use_bias=False, in_units=units)

    def forward(self, x):
        q, k = self.q(x), self.k(x)
        q_land = q.reshape(-1, self._m, self._seg, self._d).mean(axis=2)
        k_land = k.reshape(-1, self._m, self._seg, self._d).mean(axis=2)
        kernel_1 = npx.softmax(npx.batch_dot(q, k_land, transpose_b=True), axis=-1)
        kernel_2 = npx.softmax(npx.batch_dot(q_land, k_land, transpose_b=True), axis=-1)
        return npx.batch_dot(kernel_1, kernel_2) + np.ones((1,)) * 0.0


Net = NumpyLandmarks
