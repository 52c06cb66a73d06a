"""YOLOv5 SPPF: a 1x1 conv, then the same 5x5 stride-1 max pool applied three times in a row, the four maps concatenated on channels and fused by a 1x1 conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 7, 7)]


class SPPF(HybridBlock):
    def __init__(self, c1=8, c2=8, k=5, **kwargs):
        super(SPPF, self).__init__(**kwargs)
        c_ = c1 // 2
        with self.name_scope():
            self.cv1 = nn.Conv2D(c_, 1, in_channels=c1)
            self.cv2 = nn.Conv2D(c2, 1, in_channels=c_ * 4)
            self.m = nn.MaxPool2D(pool_size=k, strides=1, padding=k // 2)

    def hybrid_forward(self, F, x):
        x = self.cv1(x)
        y1 = self.m(x)
        y2 = self.m(y1)
        return self.cv2(F.concat(x, y1, y2, self.m(y2), dim=1))


Net = SPPF
