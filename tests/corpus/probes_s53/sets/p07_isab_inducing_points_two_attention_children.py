"""ISAB: m inducing points attend to the set (H = MAB(I, X)), the set attends back (MAB(X, H)); the attention block is a child called with two tensors, the inducing points a Parameter broadcast to the batch."""
import math
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 8)]


class Attend(HybridBlock):
    def __init__(self, dim, **kwargs):
        super().__init__(**kwargs)
        self.dim = dim
        with self.name_scope():
            self.q = nn.Dense(dim, flatten=False)
            self.kv = nn.Dense(2 * dim, flatten=False)

    def hybrid_forward(self, F, a, b):
        q = self.q(a)
        k, v = F.split(self.kv(b), num_outputs=2, axis=-1)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) / math.sqrt(self.dim), axis=-1)
        return q + F.batch_dot(att, v)


class ISAB(HybridBlock):
    def __init__(self, dim=8, inducing=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.points = self.params.get("points", shape=(1, inducing, dim), init=init.Xavier())
            self.mab0 = Attend(dim)
            self.mab1 = Attend(dim)

    def hybrid_forward(self, F, x, points):
        h = self.mab0(F.broadcast_like(points, x, lhs_axes=(0,), rhs_axes=(0,)), x)
        return self.mab1(x, h)


Net = ISAB
