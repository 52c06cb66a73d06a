"""A panoptic-style two-head model mixing UPerNet and YOLOX: a shared two-level FPN (top-down `p4 =
lat4 + upsample(p5)` with `F.UpSampling(p5, scale=2)`), a segmentation head fusing the two levels at
p4's size (`F.contrib.BilinearResize2D(p5, height=p4.shape[2], width=p4.shape[3])`), and a YOLOX-style
objectness map of p5 flattened to (B, H*W) by `reshape((p5.shape[0], -1))`, its top 3 positions masked."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8), (2, 4, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, num_classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.lat4 = nn.Conv2D(channels, 1, in_channels=channels)
            self.lat5 = nn.Conv2D(channels, 1, in_channels=channels)
            self.seg = nn.Conv2D(num_classes, 1, in_channels=2 * channels)
            self.obj = nn.Conv2D(1, 1, in_channels=channels)

    def hybrid_forward(self, F, c4, c5):
        p5 = self.lat5(c5)
        p4 = self.lat4(c4) + F.UpSampling(p5, scale=2, sample_type='nearest')
        up5 = F.contrib.BilinearResize2D(p5, height=p4.shape[2], width=p4.shape[3])
        seg = self.seg(F.concat(p4, up5, dim=1))
        obj = F.sigmoid(self.obj(p5)).reshape((p5.shape[0], -1))
        keep = F.topk(obj, axis=1, k=3, ret_typ='mask')
        return seg, obj * keep
