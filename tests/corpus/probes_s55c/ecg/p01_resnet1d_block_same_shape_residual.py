"""1-D ResNet block for 12-lead ECG: Conv1D-BN-ReLU twice with padding that keeps the length, the identity added with a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 32)]


class ResBlock1D(HybridBlock):
    def __init__(self, channels=12, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv1D(channels, 5, padding=2)
            self.bn1 = nn.BatchNorm()
            self.conv2 = nn.Conv1D(channels, 5, padding=2)
            self.bn2 = nn.BatchNorm()

    def hybrid_forward(self, F, x):
        out = F.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return F.relu(out + x)


Net = ResBlock1D
