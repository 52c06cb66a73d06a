"""NODE leaf responses applied as the PyTorch port writes `torch.einsum`-free `response_weights * self.response`: the (N, T, C) weights times a (T, C) response Parameter by a plain `*` (a Symbol product wants equal shapes)."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(4, 5)]


class PlainResponse(HybridBlock):
    def __init__(self, in_features=5, trees=3, leaves=4, **kwargs):
        super().__init__(**kwargs)
        self._t, self._c = trees, leaves
        self.sel = self.params.get("sel", shape=(in_features, trees * leaves), init=init.Uniform(1.0))
        self.resp = self.params.get("resp", shape=(trees, leaves), init=init.Normal(1.0))

    def hybrid_forward(self, F, x, sel, resp):
        weights = F.softmax(F.dot(x, sel).reshape((0, self._t, self._c)), axis=-1)
        return F.sum(weights * resp, axis=-1)


Net = PlainResponse
