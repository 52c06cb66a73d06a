"""RetinaFace's heads over three FPN levels: per level a ClassHead, BboxHead and LandmarkHead (1x1
convs with `num_anchors * k` channels), each output transposed to NHWC and viewed as
`(out.shape[0], -1, k)` as the reference does, the levels concatenated on axis 1 and the class
scores soft-maxed."""
from mxnet.gluon import nn


INPUTS = [(1, 4, 4, 4), (1, 4, 2, 2), (1, 4, 1, 1)]


class Head(nn.HybridBlock):
    def __init__(self, k, in_channels=4, num_anchors=2, **kwargs):
        super(Head, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.conv1x1 = nn.Conv2D(num_anchors * k, 1, in_channels=in_channels)

    def hybrid_forward(self, F, x):
        out = self.conv1x1(x).transpose((0, 2, 3, 1))
        return out.reshape((out.shape[0], -1, self.k))


class Net(nn.HybridBlock):
    def __init__(self, levels=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.HybridSequential()
            self.box = nn.HybridSequential()
            self.ldm = nn.HybridSequential()
            for _ in range(levels):
                self.cls.add(Head(2))
                self.box.add(Head(4))
                self.ldm.add(Head(10))

    def hybrid_forward(self, F, p3, p4, p5):
        feats = [p3, p4, p5]
        cls = F.concat(*[self.cls[i](f) for i, f in enumerate(feats)], dim=1)
        box = F.concat(*[self.box[i](f) for i, f in enumerate(feats)], dim=1)
        ldm = F.concat(*[self.ldm[i](f) for i, f in enumerate(feats)], dim=1)
        return box, F.softmax(cls, axis=-1), ldm
