"""H492 unread line: the name declared global, read by a helper."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4, 5)]
hw = None


def seen():
    return hw[0]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        global hw
        ys = [F.relu(t) for t in (x, x * 2)]
        out = ys[0]
        for i in range(2):
            hw = ys[i].shape[2:]
            out = out + ys[i]
        return out + seen()
