"""Nystromformer landmarks computed segment by segment with legacy subscripts, `F.mean(q[:, i * seg:(i + 1) * seg], axis=1, keepdims=True)` in a loop over the configured landmark count, concatenated on axis 1."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8)]


class SlicedLandmarks(HybridBlock):
    def __init__(self, units=8, seq_len=8, num_landmarks=4, **kwargs):
        super().__init__(**kwargs)
        self._m, self._seg = num_landmarks, seq_len // num_landmarks
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, use_bias=False)

    def hybrid_forward(self, F, x):
        q = self.q(x)
        land = [F.mean(q[:, i * self._seg:(i + 1) * self._seg], axis=1, keepdims=True) for i in range(self._m)]
        q_land = F.concat(*land, dim=1)
        return F.softmax(F.batch_dot(q, q_land, transpose_b=True), axis=-1)


Net = SlicedLandmarks
