"""DeepNPTS expectation in a module helper without `F`, `expected(parts)`, reading the softmax weights and
the scaled past values from a dict (`parts["w"] * parts["x"]`, one (B, C) shape) and summing the steps."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


def expected(parts):
    return (parts["w"] * parts["x"]).sum(axis=1, keepdims=True)


class DictHelperExpectation(HybridBlock):
    def __init__(self, context_length=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.net = nn.Dense(context_length)

    def hybrid_forward(self, F, past_target):
        scale = F.mean(F.abs(past_target), axis=1, keepdims=True) + 1e-3
        x = F.broadcast_div(past_target, scale)
        parts = {"w": F.softmax(self.net(x), axis=1), "x": x}
        return F.broadcast_mul(expected(parts), scale)


Net = DictHelperExpectation
