"""Domain-conditioned residual block (FiLM style): a Dense of the domain vector gives (N, C) scales reshaped to `(0, 0, 1, 1)` and applied to the (N, C, H, W) features by plain `h * (1 + gamma)` (eagerly broadcast over H, W, traced elementwise on different shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 5)]


class FiLMResBlock(HybridBlock):
    def __init__(self, channels=4, c_dim=5, **kwargs):
        super(FiLMResBlock, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.film = nn.Dense(channels, in_units=c_dim)

    def hybrid_forward(self, F, x, c):
        gamma = self.film(c).reshape((0, 0, 1, 1))
        h = F.relu(self.conv(x))
        return x + h * (1 + gamma)


Net = FiLMResBlock
