"""A course ResNet block: a 1x1 projection child that is None unless asked for, tested by its truth
value in hybrid code (a python choice made at construction); legal traced."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 8, 8)]


class Residual(nn.HybridBlock):
    def __init__(self, num_channels=4, use_1x1conv=True, strides=2, **kwargs):
        super().__init__(**kwargs)
        self.conv1 = nn.Conv2D(num_channels, kernel_size=3, padding=1, strides=strides)
        self.conv2 = nn.Conv2D(num_channels, kernel_size=3, padding=1)
        if use_1x1conv:
            self.conv3 = nn.Conv2D(num_channels, kernel_size=1, strides=strides)
        else:
            self.conv3 = None
        self.bn1 = nn.BatchNorm()
        self.bn2 = nn.BatchNorm()

    def hybrid_forward(self, F, X):
        Y = F.relu(self.bn1(self.conv1(X)))
        Y = self.bn2(self.conv2(Y))
        if self.conv3:
            X = self.conv3(X)
        return F.relu(Y + X)


Net = Residual
