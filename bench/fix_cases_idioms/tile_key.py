"""Score each position of a sequence against a projected summary repeated along the sequence."""
from mxnet.gluon import nn

INPUTS = [(2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.summ = nn.Dense(4)

    def hybrid_forward(self, F, tokens):
        s = self.summ(F.mean(tokens, axis=1))
        rep = F.stack(*[s] * tokens.shape[1], axis=1)
        return F.sum(rep * tokens, axis=-1)
