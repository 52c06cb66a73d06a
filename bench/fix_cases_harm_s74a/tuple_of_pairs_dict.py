"""A dict of child outputs keyed by name, summed over its keys in a fixed order."""
from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.names = ('left', 'right')
        self.left = nn.Dense(3, in_units=4)
        self.right = nn.Dense(3, in_units=4)

    def hybrid_forward(self, F, x):
        outs = {name: getattr(self, name)(x) for name in self.names}
        return outs['left'] - outs[self.names[1]]
