"""H492 unread line: a del of the name later (NameError if the line is dropped)."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4, 5)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        ys = [F.relu(t) for t in (x, x * 2)]
        out = ys[0]
        for i in range(2):
            hw = ys[i].shape[2:]
            out = out + ys[i]
            del hw
        return out
