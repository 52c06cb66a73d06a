"""MelGAN residual stack: `F.pad(mode="reflect")` of a 1-D signal lifted to 4-D by `expand_dims` and squeezed back, dilated Conv1D, 1x1 shortcut, plain `+` of equal-shape branches."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 10)]


class ResidualStack(HybridBlock):
    def __init__(self, channels=4, dilations=(1, 3), **kwargs):
        super(ResidualStack, self).__init__(**kwargs)
        self.dilations = dilations
        with self.name_scope():
            self.convs = nn.HybridSequential()
            self.shortcuts = nn.HybridSequential()
            for d in dilations:
                self.convs.add(nn.Conv1D(channels, 3, dilation=d, in_channels=channels))
                self.shortcuts.add(nn.Conv1D(channels, 1, in_channels=channels))

    def hybrid_forward(self, F, x):
        for d, conv, short in zip(self.dilations, self.convs, self.shortcuts):
            h = F.LeakyReLU(x, slope=0.2).expand_dims(axis=2)
            h = F.pad(h, mode="reflect", pad_width=(0, 0, 0, 0, 0, 0, d, d)).squeeze(axis=2)
            x = short(x) + conv(h)
        return x


Net = ResidualStack
