"""ConvMixer with the residual behind a python flag chosen at construction (`if self._residual:`), the mixer layers kept in a python list registered by `register_child` and run in a loop, `nn.GELU` and a `Flatten` head."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class ConvMixerFlag(HybridBlock):
    def __init__(self, dim=6, depth=2, kernel=3, patch=4, classes=3, residual=True, **kwargs):
        super().__init__(**kwargs)
        self._residual = residual
        self.embed = nn.Conv2D(dim, patch, strides=patch, in_channels=3)
        self.act = nn.GELU()
        self.dws, self.pws = [], []
        for i in range(depth):
            dw = nn.Conv2D(dim, kernel, padding=kernel // 2, groups=dim, in_channels=dim)
            pw = nn.Conv2D(dim, 1, in_channels=dim)
            self.register_child(dw, "dw%d" % i)
            self.register_child(pw, "pw%d" % i)
            self.dws.append(dw)
            self.pws.append(pw)
        self.head = nn.HybridSequential()
        self.head.add(nn.GlobalAvgPool2D(), nn.Flatten(), nn.Dense(classes, in_units=dim))

    def hybrid_forward(self, F, x):
        x = self.act(self.embed(x))
        for dw, pw in zip(self.dws, self.pws):
            y = self.act(dw(x))
            x = x + y if self._residual else y
            x = self.act(pw(x))
        return self.head(x)


Net = ConvMixerFlag
