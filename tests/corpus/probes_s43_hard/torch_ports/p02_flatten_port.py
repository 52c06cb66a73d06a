"""The same head after porting: `F.flatten` replaces the PyTorch view."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2D(4, 3, padding=1)
        self.fc = nn.Dense(2)

    def hybrid_forward(self, F, x):
        return self.fc(F.flatten(self.conv(x)))
