"""H492 unread line: a walrus elsewhere binds and a later iteration reads."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4, 5)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        ys = [F.relu(t) for t in (x, x * 2)]
        out = ys[0]
        for i in range(2):
            if i:
                out = out + hw[0]
            hw = ys[i].shape[2:]
            out = out + 1
        return out
