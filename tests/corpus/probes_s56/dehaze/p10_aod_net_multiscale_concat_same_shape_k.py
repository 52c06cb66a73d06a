"""AOD-Net: five convs concatenated at several scales estimate K (N, 3, H, W); `J = K * I - K + b` by plain operators on equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 12, 12)]


class AODNet(HybridBlock):
    def __init__(self, b=1.0, **kwargs):
        super().__init__(**kwargs)
        self.b = b
        with self.name_scope():
            self.e1 = nn.Conv2D(3, 1, in_channels=3, activation="relu")
            self.e2 = nn.Conv2D(3, 3, padding=1, in_channels=3, activation="relu")
            self.e3 = nn.Conv2D(3, 5, padding=2, in_channels=6, activation="relu")
            self.e4 = nn.Conv2D(3, 7, padding=3, in_channels=6, activation="relu")
            self.e5 = nn.Conv2D(3, 3, padding=1, in_channels=12, activation="relu")

    def hybrid_forward(self, F, x):
        x1 = self.e1(x)
        x2 = self.e2(x1)
        x3 = self.e3(F.concat(x1, x2, dim=1))
        x4 = self.e4(F.concat(x2, x3, dim=1))
        k = self.e5(F.concat(x1, x2, x3, x4, dim=1))
        return F.relu(k * x - k + self.b)


Net = AODNet
