"""MXNet-2 style: `forward(self, x)` with `mx.np` ops reads `x.shape` for a reshape; module runs `npx.set_np()`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.fc = nn.Dense(5, in_units=12)

    def forward(self, x):
        return self.fc(x.reshape(x.shape[0], -1))
