"""torchvision's LRASPPHead ported to Gluon: the high branch (1/16) through conv-bn-relu, a gate from
global average pooling (`F.mean(high, axis=(2, 3), keepdims=True)`), a 1x1 conv and a sigmoid,
applied by a plain `x * s` of (N, C, H, W) and (N, C, 1, 1), upsampled to the low branch's size
`low.shape[-2:]` (1/8), the two classifiers added, and the result resized to the image's size."""
from mxnet.gluon import nn


INPUTS = [(1, 3, 32, 32), (1, 4, 4, 4), (1, 6, 2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, low_channels=4, high_channels=6, num_classes=3, inter_channels=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.cbr = nn.HybridSequential()
            self.cbr.add(nn.Conv2D(inter_channels, 1, use_bias=False, in_channels=high_channels),
                         nn.BatchNorm(in_channels=inter_channels), nn.Activation('relu'))
            self.scale = nn.Conv2D(inter_channels, 1, use_bias=False, in_channels=high_channels)
            self.low_classifier = nn.Conv2D(num_classes, 1, in_channels=low_channels)
            self.high_classifier = nn.Conv2D(num_classes, 1, in_channels=inter_channels)

    def hybrid_forward(self, F, image, low, high):
        x = self.cbr(high)
        s = F.sigmoid(self.scale(F.mean(high, axis=(2, 3), keepdims=True)))
        x = x * s
        size = low.shape[-2:]
        x = F.contrib.BilinearResize2D(x, height=size[0], width=size[1])
        out = self.low_classifier(low) + self.high_classifier(x)
        return F.contrib.BilinearResize2D(out, height=image.shape[2], width=image.shape[3])
