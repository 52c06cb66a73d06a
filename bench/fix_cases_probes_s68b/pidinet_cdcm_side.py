"""PiDiNet's head: compact dilation convolution modules (a 1x1 conv then four 3x3 convs with dilations 5,
7, 9, 11 summed), compact spatial attention (`x * sigmoid(conv(relu(conv(x))))`), a side output per stage
(1x1 conv to one channel) upsampled bilinearly to the input size read from `x.shape[2:]`, the side
outputs concatenated and fused by a 1x1 conv, every map through a sigmoid."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 16, 16)]


class CDCM(nn.HybridBlock):
    def __init__(self, in_channels, out_channels, **kwargs):
        super(CDCM, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(out_channels, 1, in_channels=in_channels)
            self.convs = nn.HybridSequential()
            for d in (5, 7, 9, 11):
                self.convs.add(nn.Conv2D(out_channels, 3, padding=d, dilation=d, use_bias=False,
                                         in_channels=out_channels))

    def hybrid_forward(self, F, x):
        x = self.conv1(F.relu(x))
        out = self.convs[0](x)
        for conv in self.convs[1:]:
            out += conv(x)
        return out


class CSAM(nn.HybridBlock):
    def __init__(self, channels, mid=4, **kwargs):
        super(CSAM, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(mid, 1, in_channels=channels)
            self.conv2 = nn.Conv2D(1, 3, padding=1, use_bias=False, in_channels=mid)

    def hybrid_forward(self, F, x):
        y = self.conv2(self.conv1(F.relu(x)))
        return x * F.sigmoid(y)


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.init_block = nn.Conv2D(channels, 3, padding=1, in_channels=3)
            self.stage2 = nn.Conv2D(channels, 3, strides=2, padding=1, in_channels=channels)
            self.dilations = nn.HybridSequential()
            self.attentions = nn.HybridSequential()
            self.conv_reduces = nn.HybridSequential()
            for _ in range(2):
                self.dilations.add(CDCM(channels, 4))
                self.attentions.add(CSAM(4))
                self.conv_reduces.add(nn.Conv2D(1, 1, in_channels=4))
            self.classifier = nn.Conv2D(1, 1, in_channels=2)

    def hybrid_forward(self, F, x):
        H, W = x.shape[2:]
        x1 = self.init_block(x)
        x2 = self.stage2(x1)
        outputs = []
        for i, feat in enumerate([x1, x2]):
            e = self.conv_reduces[i](self.attentions[i](self.dilations[i](feat)))
            e = F.contrib.BilinearResize2D(e, height=H, width=W)
            outputs.append(e)
        output = self.classifier(F.concat(*outputs, dim=1))
        outputs.append(output)
        return F.concat(*[F.sigmoid(r) for r in outputs], dim=1)
