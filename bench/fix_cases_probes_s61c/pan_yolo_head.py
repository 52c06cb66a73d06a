"""A YOLOv4 head after the PAN: `b, _, h, w = p.shape`, the prediction reshaped to `(b, na, no, h, w)`
and permuted channels last, a grid from `nd.arange(w)` / `nd.arange(h)` tiled to `(1, 1, h, w, 2)`,
anchors from `nd.array(self.anchors)`, boxes `(sigmoid(xy) + grid) * stride` and
`exp(wh) * anchors`, flattened by `reshape((b, -1, no))`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=3, anchors=((1.0, 2.0), (2.0, 1.0)), stride=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.anchors = anchors
        self.na = len(anchors)
        self.no = 5
        self.stride = stride
        with self.name_scope():
            self.pred = nn.Conv2D(self.na * self.no, 1, in_channels=in_channels)

    def hybrid_forward(self, F, x):
        p = self.pred(x)
        b, _, h, w = p.shape
        p = p.reshape((b, self.na, self.no, h, w)).transpose((0, 1, 3, 4, 2))
        gx = nd.arange(w).reshape((1, 1, 1, w, 1)).tile((1, 1, h, 1, 1))
        gy = nd.arange(h).reshape((1, 1, h, 1, 1)).tile((1, 1, 1, w, 1))
        grid = nd.concat(gx, gy, dim=-1)
        anchors = nd.array(self.anchors).reshape((1, self.na, 1, 1, 2))
        xy = (F.sigmoid(p[:, :, :, :, :2]) + grid) * self.stride
        wh = F.exp(p[:, :, :, :, 2:4]) * anchors
        out = F.concat(xy, wh, F.sigmoid(p[:, :, :, :, 4:]), dim=-1)
        return out.reshape((b, -1, self.no))
