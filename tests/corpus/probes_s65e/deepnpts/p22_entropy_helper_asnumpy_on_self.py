"""DeepNPTS logging the weights' entropy through a module helper without `F`, `entropy(w)` returning
`float(-(w * w.log()).sum().asnumpy())`, stored on the block inside `hybrid_forward`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


def entropy(w):
    return float(-(w * (w + 1e-8).log()).sum().asnumpy())


class EntropyHelperAsnumpy(HybridBlock):
    def __init__(self, context_length=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.net = nn.Dense(context_length)

    def hybrid_forward(self, F, past_target):
        w = F.softmax(self.net(past_target), axis=1)
        self.last_entropy = entropy(w)
        return F.sum(w * past_target, axis=1)


Net = EntropyHelperAsnumpy
