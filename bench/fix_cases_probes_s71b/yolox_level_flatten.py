"""YOLOX's head over three FPN levels: per level the decoupled reg/obj/cls outputs concatenated,
flattened by `outputs.append(out.reshape(n, c, -1))` from `n, c, h, w = out.shape`, concatenated over
the levels and permuted to (B, anchors, 5 + C); the L1 branch's per-level strides as a column built
by `nd.full((1, h * w, 1), stride)` from each map's size."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8), (2, 4, 4, 4), (2, 4, 2, 2)]


class Head(nn.HybridBlock):
    def __init__(self, channels, num_classes, **kwargs):
        super(Head, self).__init__(**kwargs)
        with self.name_scope():
            self.reg = nn.Conv2D(4, 3, padding=1, in_channels=channels)
            self.obj = nn.Conv2D(1, 1, in_channels=channels)
            self.cls = nn.Conv2D(num_classes, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        return F.concat(self.reg(x), F.sigmoid(self.obj(x)), F.sigmoid(self.cls(x)), dim=1)


class Net(nn.HybridBlock):
    def __init__(self, channels=4, num_classes=3, strides=(8, 16, 32), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.strides = strides
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in strides:
                self.heads.add(Head(channels, num_classes))

    def hybrid_forward(self, F, *feats):
        outputs, expanded = [], []
        for k, (head, x) in enumerate(zip(self.heads, feats)):
            out = head(x)
            n, c, h, w = out.shape
            outputs.append(out.reshape(n, c, -1))
            expanded.append(nd.full((1, h * w, 1), self.strides[k]))
        outputs = F.concat(*outputs, dim=2).transpose((0, 2, 1))
        stride_col = F.concat(*expanded, dim=1)
        boxes = F.broadcast_mul(F.slice_axis(outputs, axis=2, begin=0, end=4), stride_col)
        return F.concat(boxes, F.slice_axis(outputs, axis=2, begin=4, end=None), dim=2)
