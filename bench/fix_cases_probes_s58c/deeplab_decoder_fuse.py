"""DeepLabV3+'s decoder: the ASPP output (stride 4 below the low-level features) resized to the
low-level map's `low.shape[2:]`, concatenated with the 1x1-reduced low-level features, refined, and
the logits resized to the image's size unpacked from `img.shape`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 16, 16)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Conv2D(4, 3, strides=2, padding=1, in_channels=3)
            self.deep = nn.Conv2D(6, 3, strides=4, padding=1, in_channels=4)
            self.reduce = nn.Conv2D(2, 1, in_channels=4)
            self.refine = nn.Conv2D(3, 3, padding=1, in_channels=8)

    def hybrid_forward(self, F, img):
        _, _, H, W = img.shape
        low = self.stem(img)
        deep = self.deep(low)
        size = low.shape[2:]
        up = F.contrib.BilinearResize2D(deep, height=size[0], width=size[1])
        fused = self.refine(F.concat(up, self.reduce(low), dim=1))
        return F.contrib.BilinearResize2D(fused, height=H, width=W)
