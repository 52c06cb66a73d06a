"""Low-rank bilinear scoring (Kim et al.): both inputs projected to the same rank by `F.dot` with factor Parameters, multiplied element-wise (equal shapes), summed over the rank."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(4, 5), (4, 3)]


class LowRankBilinear(HybridBlock):
    def __init__(self, dx=5, dy=3, rank=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.u = self.params.get("u", shape=(dx, rank), init=init.Xavier())
            self.v = self.params.get("v", shape=(dy, rank), init=init.Xavier())

    def hybrid_forward(self, F, x, y, u, v):
        return F.sum(F.tanh(F.dot(x, u)) * F.tanh(F.dot(y, v)), axis=-1)


Net = LowRankBilinear
