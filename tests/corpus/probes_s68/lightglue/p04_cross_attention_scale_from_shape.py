"""LightGlue cross-attention layer between the two descriptor sets, bidirectional through one similarity
matrix, with the scale found from the descriptors: `d = desc0.shape[-1]` and `sim = batch_dot(qk0, qk1) / d ** 0.5`
-- a Symbol has no shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 6, 8)]


class ShapeCross(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.to_qk = nn.Dense(dim, flatten=False)
            self.to_v = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, desc0, desc1):
        d = desc0.shape[-1]
        qk0, qk1 = self.to_qk(desc0), self.to_qk(desc1)
        v0, v1 = self.to_v(desc0), self.to_v(desc1)
        sim = F.batch_dot(qk0, qk1, transpose_b=True) / d ** 0.5
        m0 = F.batch_dot(F.softmax(sim, axis=-1), v1)
        m1 = F.batch_dot(F.softmax(sim.transpose((0, 2, 1)), axis=-1), v0)
        return desc0 + m0, desc1 + m1


Net = ShapeCross
