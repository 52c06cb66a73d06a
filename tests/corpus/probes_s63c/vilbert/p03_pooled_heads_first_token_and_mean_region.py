"""ViLBERT pooled heads: the text pooled from its first token by `slice_axis(..., begin=0, end=1).reshape((0, -1))`, the image pooled by a region mean, each through Dense + tanh, fused by an elementwise product of the two (N, d) vectors and scored by a Dense."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 3, 8)]


class PooledHeads(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(PooledHeads, self).__init__(**kwargs)
        with self.name_scope():
            self.t_pool = nn.Dense(units, activation="tanh", in_units=units)
            self.v_pool = nn.Dense(units, activation="tanh", in_units=units)
            self.cls = nn.Dense(2, in_units=units)

    def hybrid_forward(self, F, txt, img):
        t = self.t_pool(F.slice_axis(txt, axis=1, begin=0, end=1).reshape((0, -1)))
        v = self.v_pool(img.mean(axis=1))
        return self.cls(t * v)


Net = PooledHeads
