"""MXNet-2 style `forward(self, x)` (not `hybrid_forward`) reading a python float with `.asnumpy()`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.fc = nn.Dense(4, in_units=6)

    def forward(self, x):
        y = self.fc(x)
        peak = float(np.abs(y).max().asnumpy())
        return y / (peak + 1.0)
