"""CondConv-style mixture of expert weights: a base class's `route(self, F, x)` (sigmoid routing) that
a subclass overrides with a softmax; per-sample weights `F.dot(routing, experts)` reshaped by the code
`(-1, O, I)` and applied by `batch_dot` on `expand_dims(1)` inputs, `reshape((0, -1))` out."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class CondLinear(HybridBlock):
    def __init__(self, in_units=5, out_units=4, experts=3, **kwargs):
        super().__init__(**kwargs)
        self.i, self.o = in_units, out_units
        with self.name_scope():
            self.router = nn.Dense(experts)
            self.experts = self.params.get("experts", shape=(experts, out_units * in_units))

    def route(self, F, x):
        return F.sigmoid(self.router(x))

    def hybrid_forward(self, F, x, experts):
        w = F.dot(self.route(F, x), experts).reshape((-1, self.o, self.i))
        return F.batch_dot(x.expand_dims(1), w, transpose_b=True).reshape((0, -1))


class SoftmaxCondLinear(CondLinear):
    def route(self, F, x):
        return F.softmax(self.router(x), axis=-1)


Net = SoftmaxCondLinear
