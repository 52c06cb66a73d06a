"""YOLOv5 Detect ported line by line: `bs, _, ny, nx = x.shape` then `x.reshape((bs, na, no, ny, nx))` -- `.shape` of a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 5)]


class DetectShape(HybridBlock):
    def __init__(self, nc=2, na=3, ch=8, **kwargs):
        super(DetectShape, self).__init__(**kwargs)
        self.na, self.no = na, nc + 5
        with self.name_scope():
            self.m = nn.Conv2D(self.na * self.no, 1, in_channels=ch)

    def hybrid_forward(self, F, x):
        x = self.m(x)
        bs, _, ny, nx = x.shape
        y = x.reshape((bs, self.na, self.no, ny, nx)).transpose((0, 1, 3, 4, 2)).sigmoid()
        return y.reshape((bs, -1, self.no))


Net = DetectShape
