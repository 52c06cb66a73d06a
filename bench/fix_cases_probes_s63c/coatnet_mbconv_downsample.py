"""CoAtNet's MBConv stage entry: a pre-norm, a 1x1 expansion with stride 2, a depthwise 3x3 conv, a
squeeze-excitation (`b, c, _, _ = x.shape`, the pooled vector through two Dense layers reshaped to
`(b, c, 1, 1)`, scaling by a plain `*`), a 1x1 projection, and the pooled downsampling shortcut
`self.proj(self.pool(x))`; later blocks of the stage add their input by `x += ...`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6, 6)]


class SE(nn.HybridBlock):
    def __init__(self, inp, oup, expansion=0.25, **kwargs):
        super(SE, self).__init__(**kwargs)
        with self.name_scope():
            self.pool = nn.GlobalAvgPool2D()
            self.fc1 = nn.Dense(int(inp * expansion), in_units=oup, use_bias=False)
            self.fc2 = nn.Dense(oup, in_units=int(inp * expansion), use_bias=False)

    def hybrid_forward(self, F, x):
        b, c, _, _ = x.shape
        y = self.pool(x).reshape((b, c))
        y = F.sigmoid(self.fc2(F.LeakyReLU(self.fc1(y), act_type='gelu'))).reshape((b, c, 1, 1))
        return x * y


class MBConv(nn.HybridBlock):
    def __init__(self, inp, oup, downsample=False, expansion=4, **kwargs):
        super(MBConv, self).__init__(**kwargs)
        self.downsample = downsample
        stride = 2 if downsample else 1
        hidden = inp * expansion
        with self.name_scope():
            if downsample:
                self.pool = nn.MaxPool2D(3, 2, 1)
                self.proj = nn.Conv2D(oup, 1, in_channels=inp, use_bias=False)
            self.norm = nn.BatchNorm(in_channels=inp)
            self.conv = nn.HybridSequential()
            self.conv.add(nn.Conv2D(hidden, 1, strides=stride, in_channels=inp, use_bias=False),
                          nn.BatchNorm(in_channels=hidden), nn.Activation('relu'),
                          nn.Conv2D(hidden, 3, padding=1, groups=hidden, in_channels=hidden,
                                    use_bias=False),
                          nn.BatchNorm(in_channels=hidden), nn.Activation('relu'),
                          SE(inp, hidden),
                          nn.Conv2D(oup, 1, in_channels=hidden, use_bias=False),
                          nn.BatchNorm(in_channels=oup))

    def hybrid_forward(self, F, x):
        if self.downsample:
            return self.proj(self.pool(x)) + self.conv(self.norm(x))
        x += self.conv(self.norm(x))
        return x


class Net(nn.HybridBlock):
    def __init__(self, inp=4, oup=8, depth=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for i in range(depth):
                self.layers.add(MBConv(inp if i == 0 else oup, oup, downsample=(i == 0)))

    def hybrid_forward(self, F, x):
        return self.layers(x)
