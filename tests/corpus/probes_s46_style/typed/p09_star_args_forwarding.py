"""`hybrid_forward(self, F, x, *args)` forwards extra inputs: `len(args)` is a python tuple length."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5), (2, 5)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(5, in_units=5)

    def hybrid_forward(self, F, x, *args):
        y = self.fc(x)
        if len(args) > 0:
            y = y + args[0]
        return y / (1 + len(args))
