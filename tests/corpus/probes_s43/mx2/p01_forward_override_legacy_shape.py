"""A legacy-mode HybridBlock that overrides `forward(self, x)` and reshapes with `x.shape[0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=5)

    def forward(self, x):
        n = x.shape[0]
        return self.fc(x).reshape((n, 2, 2))
