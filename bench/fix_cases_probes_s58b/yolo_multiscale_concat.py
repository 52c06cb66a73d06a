"""A two-scale YOLO neck and head: the coarse map upsampled by a bilinear resize to the route's own size (`height=route.shape[2], width=route.shape[3]`), concatenated, and each scale's output flattened by `(b, -1, 5 + nc)` of `b = x.shape[0]` and concatenated over boxes."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 10, 10)]


class Net(nn.HybridBlock):
    def __init__(self, classes=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.nc = classes
        with self.name_scope():
            self.stem = nn.Conv2D(4, 3, padding=1, in_channels=3)
            self.down = nn.Conv2D(4, 3, strides=2, padding=1, in_channels=4)
            self.down2 = nn.Conv2D(4, 3, strides=2, padding=1, in_channels=4)
            self.head_s = nn.Conv2D(5 + classes, 1, in_channels=8)
            self.head_l = nn.Conv2D(5 + classes, 1, in_channels=4)

    def hybrid_forward(self, F, x):
        b = x.shape[0]
        route = self.down(self.stem(x))
        coarse = self.down2(route)
        up = F.contrib.BilinearResize2D(coarse, height=route.shape[2], width=route.shape[3])
        fine = F.concat(up, route, dim=1)
        outs = [self.head_l(coarse), self.head_s(fine)]
        outs = [o.transpose((0, 2, 3, 1)).reshape((b, -1, 5 + self.nc)) for o in outs]
        return F.concat(*outs, dim=1)
