"""Nystromformer landmarks: queries and keys (N * H, L, d) cut into `num_landmarks` segments by the reshape code `(0, -4, m, -1, -2)` and averaged over each segment (`F.mean(axis=2)`), giving (N * H, m, d) landmark queries and keys; the three softmax kernels by `batch_dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8)]


class SegmentMeanLandmarks(HybridBlock):
    def __init__(self, units=8, heads=2, num_landmarks=4, **kwargs):
        super().__init__(**kwargs)
        self._h, self._m = heads, num_landmarks
        self._scale = (units // heads) ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, use_bias=False)

    def hybrid_forward(self, F, x):
        q, k, v = [t.reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))
                   for t in F.split(self.qkv(x), num_outputs=3, axis=-1)]
        q = q * self._scale
        q_land = F.mean(q.reshape((0, -4, self._m, -1, -2)), axis=2)
        k_land = F.mean(k.reshape((0, -4, self._m, -1, -2)), axis=2)
        kernel_1 = F.softmax(F.batch_dot(q, k_land, transpose_b=True), axis=-1)
        kernel_2 = F.softmax(F.batch_dot(q_land, k_land, transpose_b=True), axis=-1)
        kernel_3 = F.softmax(F.batch_dot(q_land, k, transpose_b=True), axis=-1)
        return F.batch_dot(kernel_1, F.batch_dot(kernel_2, F.batch_dot(kernel_3, v)))


Net = SegmentMeanLandmarks
