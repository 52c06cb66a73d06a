"""FiLM whose gamma and beta are cut from one Dense output by subscripts, `h[:, :C]` and `h[:, C:]`, as the PyTorch code does with `chunk`-free slicing."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6), (2, 5)]


class Net(HybridBlock):
    def __init__(self, channels=4, cond_dim=5, **kwargs):
        super().__init__(**kwargs)
        self.channels = channels
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.film = nn.Dense(2 * channels, in_units=cond_dim)

    def hybrid_forward(self, F, x, cond):
        p = self.film(cond)
        gamma = p[:, :self.channels].reshape((0, 0, 1, 1))
        beta = p[:, self.channels:].reshape((0, 0, 1, 1))
        return F.broadcast_add(F.broadcast_mul(self.conv(x), gamma), beta)
