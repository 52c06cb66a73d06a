"""Tucker-factorised bilinear layer: inputs projected by two factor matrices, their outer product taken as the `batch_dot` of a column and a row view, flattened by `reshape((0, -3))` and contracted with the core."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4), (3, 5)]


class TuckerFusion(HybridBlock):
    def __init__(self, r1=2, r2=3, out=4, **kwargs):
        super().__init__(**kwargs)
        self.r1, self.r2 = r1, r2
        with self.name_scope():
            self.u = nn.Dense(r1, use_bias=False, in_units=4)
            self.v = nn.Dense(r2, use_bias=False, in_units=5)
            self.core = self.params.get("core", shape=(r1 * r2, out), init=init.Xavier())

    def hybrid_forward(self, F, a, b, core):
        pa = self.u(a).expand_dims(2)
        pb = self.v(b).expand_dims(1)
        outer = F.batch_dot(pa, pb).reshape((0, -3))
        return F.dot(outer, core)


Net = TuckerFusion
