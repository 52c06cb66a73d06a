"""DeepNPTS head emitting the weight logits and a per-step additive correction together, `Dense(2 * C)`
split into two (B, C) outputs by `F.split(num_outputs=2, axis=1)` and unpacked."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class SplitLogitsBias(HybridBlock):
    def __init__(self, context_length=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.net = nn.Dense(2 * context_length)

    def hybrid_forward(self, F, past_target):
        logits, bias = F.split(self.net(past_target), num_outputs=2, axis=1)
        w = F.softmax(logits, axis=1)
        return F.sum(w * (past_target + bias), axis=1)


Net = SplitLogitsBias
