"""attack (unread attribute, HYB001): `x.context` read inside an `if` in a try body whose handler takes
the traced path (a Symbol's AttributeError); the block hybridizes as written."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.check = True

    def hybrid_forward(self, F, x):
        try:
            if self.check:
                ctx = x.context
            y = x * 2 + x.max().asscalar() * 0
        except AttributeError:
            y = x * 2
        return y
