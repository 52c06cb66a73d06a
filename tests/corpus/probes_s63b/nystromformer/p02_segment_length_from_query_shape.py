"""Nystromformer landmarks with the segment length read from the query tensor, `seg = q.shape[1] // self.num_landmarks`, used in `q.reshape((0, self.num_landmarks, seg, -1))` before the segment mean."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8)]


class ShapeSegmentLandmarks(HybridBlock):
    def __init__(self, units=8, num_landmarks=4, **kwargs):
        super().__init__(**kwargs)
        self.num_landmarks = num_landmarks
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, use_bias=False)
            self.k = nn.Dense(units, flatten=False, use_bias=False)

    def hybrid_forward(self, F, x):
        q, k = self.q(x), self.k(x)
        seg = q.shape[1] // self.num_landmarks
        q_land = F.mean(q.reshape((0, self.num_landmarks, seg, -1)), axis=2)
        k_land = F.mean(k.reshape((0, self.num_landmarks, seg, -1)), axis=2)
        return F.softmax(F.batch_dot(q_land, k_land, transpose_b=True), axis=-1)


Net = ShapeSegmentLandmarks
