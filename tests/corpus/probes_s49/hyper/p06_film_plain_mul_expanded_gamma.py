"""FiLM applied with plain operators: `h * gamma + beta` between the (N, C, H, W) features and the (N, C, 1, 1) gamma/beta from `expand_dims`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6), (2, 5)]


class Net(HybridBlock):
    def __init__(self, channels=4, cond_dim=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.gamma = nn.Dense(channels, in_units=cond_dim)
            self.beta = nn.Dense(channels, in_units=cond_dim)

    def hybrid_forward(self, F, x, cond):
        g = self.gamma(cond).expand_dims(-1).expand_dims(-1)
        b = self.beta(cond).expand_dims(-1).expand_dims(-1)
        return F.relu(self.conv(x) * g + b)
