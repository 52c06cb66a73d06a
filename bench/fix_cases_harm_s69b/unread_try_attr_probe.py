"""H492 unread line: a `.shape` read in a try body as a duck-type probe (a layer that returns a tuple has none): dropping it flips the flag."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.a = nn.Conv2D(2, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        ys = [self.a(x), (x, x)]
        out = x.sum()
        for y in ys:
            try:
                s = y.shape
                is_tensor = 1
            except AttributeError:
                is_tensor = 0
            out = out + is_tensor
        return out
