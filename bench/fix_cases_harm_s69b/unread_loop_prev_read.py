"""H492 unread line: a name bound late in a loop body and read at its top on the next pass."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4, 5)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        ys = [F.relu(t) for t in (x, x * 2, x * 3)]
        out = ys[0]
        prev = None
        for i in range(1, 3):
            if prev is not None:
                out = out + prev[0]
            prev = ys[i - 1].shape[2:]
            out = out + ys[i]
        return out
