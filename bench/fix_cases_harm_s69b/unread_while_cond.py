"""H492 unread line: a name bound in a while body that its condition reads."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4, 5)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        ys = [F.relu(t) for t in (x, x * 2, x * 3)]
        out = ys[0]
        i = 0
        n = 1
        while n > 0 and i < 3:
            n = ys[i].shape[0] - 2
            out = out + ys[i]
            i += 1
        return out
