"""Two families in one block: a RegNet-style backbone (stem at stride 2, two stages of group convs with
`w // group_w` groups, each scaled by an SE whose squeeze pools `kernel=(h.shape[2], h.shape[3])`
and multiplies with a plain `*`) feeding RetinaFace's FPN (the deeper level upsampled x2 and cut to
`[:, :, :c2.shape[2], :c2.shape[3]]`) and a class head viewed as `(out.shape[0], -1, 2)` per level."""
from mxnet.gluon import nn


INPUTS = [(1, 3, 10, 10)]


class Net(nn.HybridBlock):
    def __init__(self, widths=(4, 8), group_w=2, fpn=4, anchors=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Conv2D(widths[0], 3, strides=2, padding=1, in_channels=3)
            self.stage1 = nn.Conv2D(widths[0], 3, padding=1, groups=widths[0] // group_w,
                                    in_channels=widths[0])
            self.se1 = nn.Conv2D(widths[0], 1, in_channels=widths[0])
            self.stage2 = nn.Conv2D(widths[1], 3, strides=2, padding=1, groups=widths[0] // group_w,
                                    in_channels=widths[0])
            self.se2 = nn.Conv2D(widths[1], 1, in_channels=widths[1])
            self.lat1 = nn.Conv2D(fpn, 1, in_channels=widths[0])
            self.lat2 = nn.Conv2D(fpn, 1, in_channels=widths[1])
            self.head1 = nn.Conv2D(anchors * 2, 1, in_channels=fpn)
            self.head2 = nn.Conv2D(anchors * 2, 1, in_channels=fpn)

    def hybrid_forward(self, F, x):
        c1 = F.relu(self.stage1(F.relu(self.stem(x))))
        c1 = c1 * F.sigmoid(self.se1(F.Pooling(c1, kernel=(c1.shape[2], c1.shape[3]), pool_type='avg')))
        c2 = F.relu(self.stage2(c1))
        c2 = c2 * F.sigmoid(self.se2(F.Pooling(c2, kernel=(c2.shape[2], c2.shape[3]), pool_type='avg')))
        p2 = self.lat2(c2)
        up = F.UpSampling(p2, scale=2, sample_type='nearest')
        p1 = self.lat1(c1) + up[:, :, :c1.shape[2], :c1.shape[3]]
        outs = []
        for head, p in ((self.head1, p1), (self.head2, p2)):
            out = head(p).transpose((0, 2, 3, 1))
            outs.append(out.reshape((out.shape[0], -1, 2)))
        return F.softmax(F.concat(*outs, dim=1), axis=-1)
