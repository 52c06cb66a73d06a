"""H492 unread line: a size line in a for loop's else branch, read by nothing, the loop's list empty."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4, 5)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        ys = [F.relu(x)]
        out = x
        for y in ys:
            out = out + y
        else:
            last = ys[-1].shape[2:]
            out = out * 2
        return out
