"""A ported classifier head flattens with `feat.view(feat.size(0), -1)` left from PyTorch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2D(4, 3, padding=1)
        self.fc = nn.Dense(2)

    def hybrid_forward(self, F, x):
        feat = self.conv(x)
        return self.fc(feat.view(feat.size(0), -1))
