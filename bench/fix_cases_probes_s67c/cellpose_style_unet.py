"""Cellpose's style U-Net: a downsampling path of residual blocks (max-pooled between levels), the style vector
made from the deepest features by an average pool over their whole (H, W) (`kernel=(x.shape[-2],
x.shape[-1])`) and normalised by its L2 norm with a plain `/`, an upsampling path whose batch-conv-style blocks
add `Dense(style)` broadcast over H, W by a plain `+`, skips added after nearest upsampling, and the 3-channel
output (flows and cell probability)."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 8, 8)]


class ResDown(nn.HybridBlock):
    def __init__(self, in_channels, out_channels, **kwargs):
        super(ResDown, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Conv2D(out_channels, 1, in_channels=in_channels)
            self.conv1 = nn.Conv2D(out_channels, 3, padding=1, in_channels=in_channels, activation='relu')
            self.conv2 = nn.Conv2D(out_channels, 3, padding=1, in_channels=out_channels)

    def hybrid_forward(self, F, x):
        return F.relu(self.proj(x) + self.conv2(self.conv1(x)))


class BatchConvStyle(nn.HybridBlock):
    def __init__(self, in_channels, out_channels, style_channels, **kwargs):
        super(BatchConvStyle, self).__init__(**kwargs)
        with self.name_scope():
            self.full = nn.Dense(out_channels, in_units=style_channels)
            self.conv = nn.Conv2D(out_channels, 3, padding=1, in_channels=in_channels)

    def hybrid_forward(self, F, style, x):
        feat = self.full(style)
        y = self.conv(x) + feat.expand_dims(-1).expand_dims(-1)
        return F.relu(y)


class Net(nn.HybridBlock):
    def __init__(self, nbase=(2, 4, 8), **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.down = nn.HybridSequential()
            for i in range(len(nbase) - 1):
                self.down.add(ResDown(nbase[i], nbase[i + 1]))
            self.up = nn.HybridSequential()
            for i in range(len(nbase) - 1, 0, -1):
                self.up.add(BatchConvStyle(nbase[i], nbase[i - 1] if i > 1 else nbase[1], nbase[-1]))
            self.output = nn.Conv2D(3, 1, in_channels=nbase[1])

    def make_style(self, F, x0):
        style = F.Pooling(x0, kernel=(x0.shape[-2], x0.shape[-1]), pool_type='avg')
        style = F.flatten(style)
        style = style / F.sum(style ** 2, axis=1, keepdims=True) ** .5
        return style

    def hybrid_forward(self, F, data):
        xd = []
        x = data
        for n, block in enumerate(self.down):
            if n > 0:
                x = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='max')
            x = block(x)
            xd.append(x)
        style = self.make_style(F, xd[-1])
        x = self.up[0](style, xd[-1])
        x = F.UpSampling(x, scale=2, sample_type='nearest')
        x = self.up[1](style, x) + xd[0]
        return self.output(x), style
