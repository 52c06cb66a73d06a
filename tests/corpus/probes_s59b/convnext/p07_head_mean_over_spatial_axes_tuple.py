"""ConvNeXt head pooling by the fluent `x.mean(axis=(-2, -1))` over both spatial axes, then LayerNorm and the classifier; the stage widths come from a python list in `__init__`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class TinyConvNeXt(HybridBlock):
    def __init__(self, dims=(4, 8), classes=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.stages = nn.HybridSequential()
            in_ch = 3
            for i, d in enumerate(dims):
                k = 4 if i == 0 else 2
                self.stages.add(nn.Conv2D(d, k, strides=k, in_channels=in_ch))
                self.stages.add(nn.Conv2D(d, 7, padding=3, groups=d, in_channels=d))
                in_ch = d
            self.norm = nn.LayerNorm(in_channels=dims[-1])
            self.fc = nn.Dense(classes, in_units=dims[-1])

    def hybrid_forward(self, F, x):
        x = self.stages(x)
        return self.fc(self.norm(x.mean(axis=(-2, -1))))


Net = TinyConvNeXt
