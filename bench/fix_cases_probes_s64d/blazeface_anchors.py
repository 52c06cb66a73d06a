"""BlazeFace's anchors, generated per feature map: for each of the two heads' maps the grid size is read
from the map (`h, w = feat.shape[2:]`), anchor centres `(j + 0.5) / w` built in python loops over the rows
and columns with the head's number of anchors per cell, `nd.array(anchors)` met in the graph, and the
regressor's raw boxes `(b, h * w * k, 4)` decoded relative to the anchors scaled by the input size
(`x.shape[3]`), the way the MediaPipe port decodes them before weighted NMS (left out)."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 16, 16)]


class Net(nn.HybridBlock):
    def __init__(self, num_anchors=(2, 6), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_anchors = num_anchors
        with self.name_scope():
            self.backbone1 = nn.Conv2D(8, 3, strides=2, padding=1, in_channels=3)
            self.backbone2 = nn.Conv2D(8, 3, strides=2, padding=1, in_channels=8)
            self.reg1 = nn.Conv2D(num_anchors[0] * 4, 1, in_channels=8)
            self.reg2 = nn.Conv2D(num_anchors[1] * 4, 1, in_channels=8)

    def hybrid_forward(self, F, x):
        f1 = F.relu(self.backbone1(x))
        f2 = F.relu(self.backbone2(f1))
        boxes, anchors = [], []
        for feat, reg, k in ((f1, self.reg1, self.num_anchors[0]), (f2, self.reg2, self.num_anchors[1])):
            h, w = feat.shape[2:]
            r = reg(feat).transpose((0, 2, 3, 1)).reshape((0, -1, 4))
            boxes.append(r)
            for i in range(h):
                for j in range(w):
                    for _ in range(k):
                        anchors.append([(j + 0.5) / w, (i + 0.5) / h, 1.0, 1.0])
        raw = F.concat(*boxes, dim=1)
        anchors = nd.array(anchors)
        scale = x.shape[3]
        xc = raw.slice_axis(axis=2, begin=0, end=1) / scale * anchors[:, 2:3] + anchors[:, 0:1]
        yc = raw.slice_axis(axis=2, begin=1, end=2) / scale * anchors[:, 3:4] + anchors[:, 1:2]
        wh = raw.slice_axis(axis=2, begin=2, end=4) / scale * anchors[:, 2:4]
        return F.concat(xc - wh.slice_axis(axis=2, begin=0, end=1) / 2,
                        yc - wh.slice_axis(axis=2, begin=1, end=2) / 2,
                        xc + wh.slice_axis(axis=2, begin=0, end=1) / 2,
                        yc + wh.slice_axis(axis=2, begin=1, end=2) / 2, dim=2)
