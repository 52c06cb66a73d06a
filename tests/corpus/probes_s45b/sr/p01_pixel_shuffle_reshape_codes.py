"""ESPCN pixel shuffle with reshape codes only: (N, C*r*r, H, W) -> (N, C, r, r, H, W) -> transpose -> (N, C, H*r, W*r)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 6)]


class PixelShuffle2D(HybridBlock):
    def __init__(self, factor=2, **kwargs):
        super().__init__(**kwargs)
        self._r = factor

    def hybrid_forward(self, F, x):
        r = self._r
        x = F.reshape(x, shape=(0, -4, -1, r * r, 0, 0))      # (N, C, r*r, H, W)
        x = F.reshape(x, shape=(0, 0, -4, r, r, 0, 0))        # (N, C, r, r, H, W)
        x = F.transpose(x, axes=(0, 1, 4, 2, 5, 3))           # (N, C, H, r, W, r)
        return F.reshape(x, shape=(0, 0, -3, -3))


class ESPCN(HybridBlock):
    def __init__(self, channels=3, factor=2, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Conv2D(hidden, 3, padding=1, activation="tanh"),
                          nn.Conv2D(channels * factor * factor, 3, padding=1))
            self.shuffle = PixelShuffle2D(factor)

    def hybrid_forward(self, F, lr):
        return self.shuffle(self.body(lr))


class Net(ESPCN):
    pass
