"""Quaternion head normalised with a plain `q / F.norm(q, axis=1, keepdims=True)` (`(N, 4)` by `(N, 1)`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class UnitQuaternion(HybridBlock):
    def __init__(self, **kwargs):
        super(UnitQuaternion, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(4)

    def hybrid_forward(self, F, feat):
        q = self.fc(feat)
        return q / (F.norm(q, axis=1, keepdims=True) + 1e-8)


Net = UnitQuaternion
