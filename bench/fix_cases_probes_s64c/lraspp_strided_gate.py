"""The paper's LR-ASPP gate as the MobileNetV3 segmentation ports write it: an average pool of a large
kernel `(min(49, h), min(49, w))` with strides (16, 20) instead of a global pool, kernel read from
`h, w = x.shape[2], x.shape[3]`, a 1x1 conv and a sigmoid, the gate resized back to (h, w) and
multiplied in; the 1/8 feature is added through its own 1x1 classifier after the gated branch is
upsampled by `scale=2` (nearest) and cut to it by `y[:, :, :low.shape[2], :low.shape[3]]`."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 5, 7), (2, 4, 9, 13)]


class Net(nn.HybridBlock):
    def __init__(self, num_classes=3, inter_channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.branch = nn.Conv2D(inter_channels, 1, in_channels=6)
            self.gate = nn.Conv2D(inter_channels, 1, in_channels=6)
            self.cls_high = nn.Conv2D(num_classes, 1, in_channels=inter_channels)
            self.cls_low = nn.Conv2D(num_classes, 1, in_channels=4)

    def hybrid_forward(self, F, x, low):
        h, w = x.shape[2], x.shape[3]
        pooled = F.Pooling(x, kernel=(min(49, h), min(49, w)), stride=(16, 20), pool_type='avg')
        gate = F.sigmoid(self.gate(pooled))
        gate = F.contrib.BilinearResize2D(gate, height=h, width=w)
        y = F.relu(self.branch(x)) * gate
        y = F.UpSampling(self.cls_high(y), scale=2, sample_type='nearest')
        y = y[:, :, :low.shape[2], :low.shape[3]]
        return y + self.cls_low(low)
