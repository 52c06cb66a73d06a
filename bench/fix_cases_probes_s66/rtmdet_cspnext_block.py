"""RTMDet's CSPNeXt stage: a 1x1 stem whose output is split in two halves by `x.shape[1] // 2` (legacy
subscripts), the main half through CSPNeXt blocks (a 3x3 conv then a large-kernel 5x5 depthwise conv and a
pointwise conv, the identity added with `+=`), the two halves concatenated, and the channel attention of
RTMDet (`x * hard_sigmoid(fc(mean))`, a plain `*` of (b, c, h, w) and (b, c, 1, 1))."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 6, 6)]


class CSPNeXtBlock(nn.HybridBlock):
    def __init__(self, channels, kernel_size=5, **kwargs):
        super(CSPNeXtBlock, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.dw = nn.Conv2D(channels, kernel_size, padding=kernel_size // 2, groups=channels,
                                in_channels=channels)
            self.pw = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        identity = x
        out = F.Activation(self.conv1(x), act_type='relu')
        out = self.pw(self.dw(out))
        out += identity
        return out


class Net(nn.HybridBlock):
    def __init__(self, in_channels=8, out_channels=8, num_blocks=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Conv2D(out_channels, 1, in_channels=in_channels)
            self.blocks = nn.HybridSequential()
            for _ in range(num_blocks):
                self.blocks.add(CSPNeXtBlock(out_channels // 2))
            self.final = nn.Conv2D(out_channels, 1, in_channels=out_channels)
            self.attn_fc = nn.Conv2D(out_channels, 1, in_channels=out_channels)

    def hybrid_forward(self, F, x):
        x = F.relu(self.stem(x))
        c = x.shape[1] // 2
        main, short = x[:, :c], x[:, c:]
        main = self.blocks(main)
        x = F.concat(main, short, dim=1)
        pooled = x.mean(axis=(2, 3), keepdims=True)
        x = x * F.hard_sigmoid(self.attn_fc(pooled))
        return self.final(x)
