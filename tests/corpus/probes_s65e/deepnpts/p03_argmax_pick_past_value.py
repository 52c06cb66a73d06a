"""DeepNPTS point sample: the most likely past step by `F.argmax(w, axis=1)` and its value taken with
`F.pick(past_target, idx, axis=1, keepdims=True)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class ArgmaxPickSample(HybridBlock):
    def __init__(self, context_length=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.net = nn.Dense(context_length)

    def hybrid_forward(self, F, past_target):
        w = F.softmax(self.net(past_target), axis=1)
        idx = F.argmax(w, axis=1)
        return F.pick(past_target, idx, axis=1, keepdims=True), w


Net = ArgmaxPickSample
