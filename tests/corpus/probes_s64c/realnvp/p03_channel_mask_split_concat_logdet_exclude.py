"""RealNVP channel-wise coupling: the channels halved by `F.split(x, 2, axis=1)`, the second half transformed `x2 * exp(s) + t` with `s, t` from a conv of the first half (all (N, C/2, H, W)), `F.concat` back, and the log-det per sample by `F.sum(s, axis=0, exclude=True)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class ChannelCoupling(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        self.st = nn.HybridSequential()
        self.st.add(nn.Conv2D(8, 3, padding=1, activation="relu"), nn.Conv2D(channels, 3, padding=1))

    def hybrid_forward(self, F, x):
        x1, x2 = F.split(x, num_outputs=2, axis=1)
        s, t = F.split(self.st(x1), num_outputs=2, axis=1)
        s = F.tanh(s)
        y2 = x2 * F.exp(s) + t
        return F.concat(x1, y2, dim=1), F.sum(s, axis=0, exclude=True)


Net = ChannelCoupling
