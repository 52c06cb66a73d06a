"""F.random.multinomial(get_prob=True): (samples, log-probs); `[1]` the log-probs."""
from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        res = F.random.multinomial(F.softmax(x), get_prob=True)
        return res[1] * 2
