"""FiLM (Perez et al.): gamma and beta from one Dense of the conditioning vector, split by `F.split(num_outputs=2)`, expanded to (N, C, 1, 1) and applied to the conv features by `broadcast_mul`/`broadcast_add`, `1 + gamma` so an untrained generator is the identity."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6), (2, 5)]


class FiLMBlock(HybridBlock):
    def __init__(self, channels=4, cond_dim=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.film = nn.Dense(2 * channels, in_units=cond_dim)

    def hybrid_forward(self, F, x, cond):
        gamma, beta = F.split(self.film(cond), num_outputs=2, axis=1)
        gamma = gamma.expand_dims(2).expand_dims(3)
        beta = beta.expand_dims(2).expand_dims(3)
        h = F.broadcast_add(F.broadcast_mul(self.conv(x), 1 + gamma), beta)
        return x + F.relu(h)


Net = FiLMBlock
