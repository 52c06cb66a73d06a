"""UPerNet's head (a DeepLabv3 neighbour): a pyramid pooling module on the top feature (adaptive average
pools of bins 1, 2, 3, each 1x1-conv'd and resized back to the map's `size = x.shape[2:]`), then the
FPN top-down path `f = lateral + resize(f, lateral.shape[2:])`, every level resized to the finest
level's size, concatenated and fused by a 1x1 conv; the logits resized by 4 to the input size."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8), (2, 4, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, bins=(1, 2, 3), num_classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.bins = bins
        with self.name_scope():
            self.ppm = nn.HybridSequential()
            for _ in bins:
                self.ppm.add(nn.Conv2D(channels, 1, in_channels=channels))
            self.bottleneck = nn.Conv2D(channels, 3, padding=1, in_channels=channels * (len(bins) + 1))
            self.lateral = nn.Conv2D(channels, 1, in_channels=channels)
            self.fuse = nn.Conv2D(channels, 1, in_channels=2 * channels)
            self.cls = nn.Conv2D(num_classes, 1, in_channels=channels)

    def hybrid_forward(self, F, c2, c3):
        size = c3.shape[2:]
        outs = [c3]
        for b, conv in zip(self.bins, self.ppm):
            p = conv(F.contrib.AdaptiveAvgPooling2D(c3, output_size=b))
            outs.append(F.contrib.BilinearResize2D(p, height=size[0], width=size[1]))
        f = self.bottleneck(F.concat(*outs, dim=1))
        lat = self.lateral(c2)
        top = F.contrib.BilinearResize2D(f, height=lat.shape[2], width=lat.shape[3])
        fused = self.fuse(F.concat(lat + top, top, dim=1))
        out = self.cls(fused)
        return F.contrib.BilinearResize2D(out, scale_height=4, scale_width=4)
