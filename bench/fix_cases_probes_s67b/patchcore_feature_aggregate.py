"""PatchCore's locally aware patch features: mid-level maps of two backbone stages (layer2 and the deeper layer3
at half the resolution), the deeper one upsampled to the first's size with `BilinearResize2D(height=h,
width=w)` from `f2.shape`, a 3x3 average aggregation of each (stride 1, padding 1), the two concatenated and
every location's vector projected to the target dimension by adaptive average pooling over the channel axis
(`reshape((B * h * w, 1, 1, C))`), then returned as (B * h * w, target_dim) patch features."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 16, 16)]


class Net(nn.HybridBlock):
    def __init__(self, target_dim=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.target_dim = target_dim
        with self.name_scope():
            self.layer1 = nn.Conv2D(4, 3, strides=2, padding=1, in_channels=3, activation='relu')
            self.layer2 = nn.Conv2D(6, 3, strides=1, padding=1, in_channels=4, activation='relu')
            self.layer3 = nn.Conv2D(8, 3, strides=2, padding=1, in_channels=6, activation='relu')
            self.pool = nn.AvgPool2D(3, strides=1, padding=1, count_include_pad=True)

    def hybrid_forward(self, F, x):
        f2 = self.layer2(self.layer1(x))
        f3 = self.layer3(f2)
        B, _, h, w = f2.shape
        f3 = F.contrib.BilinearResize2D(f3, height=h, width=w)
        feats = F.concat(self.pool(f2), self.pool(f3), dim=1)
        C = feats.shape[1]
        feats = feats.transpose((0, 2, 3, 1)).reshape((B * h * w, 1, 1, C))
        feats = F.contrib.AdaptiveAvgPooling2D(feats, output_size=(1, self.target_dim))
        return feats.reshape((B * h * w, self.target_dim))
