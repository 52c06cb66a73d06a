"""RetinaFace's SSH context module (3x3, 5x5 as two 3x3, 7x7 as three, concatenated, leaky ReLU)
followed by the landmark head, whose anchors per image are counted from the map:
`num = x.shape[2] * x.shape[3] * self.num_anchors` and the head viewed as `(-1, num, 10)`; the
landmarks scaled by the input width `(ldm * x.shape[3])` for the decoder."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, in_channel=4, out_channel=8, num_anchors=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        assert out_channel % 4 == 0
        self.leaky = 0.1 if out_channel <= 64 else 0
        self.num_anchors = num_anchors
        with self.name_scope():
            self.conv3x3 = nn.Conv2D(out_channel // 2, 3, padding=1, in_channels=in_channel)
            self.conv5x5_1 = nn.Conv2D(out_channel // 4, 3, padding=1, in_channels=in_channel)
            self.conv5x5_2 = nn.Conv2D(out_channel // 4, 3, padding=1, in_channels=out_channel // 4)
            self.conv7x7_2 = nn.Conv2D(out_channel // 4, 3, padding=1, in_channels=out_channel // 4)
            self.conv7x7_3 = nn.Conv2D(out_channel // 4, 3, padding=1, in_channels=out_channel // 4)
            self.ldm = nn.Conv2D(num_anchors * 10, 1, in_channels=out_channel)

    def hybrid_forward(self, F, x):
        conv3x3 = self.conv3x3(x)
        conv5x5_1 = F.LeakyReLU(self.conv5x5_1(x), slope=self.leaky)
        conv5x5 = self.conv5x5_2(conv5x5_1)
        conv7x7_2 = F.LeakyReLU(self.conv7x7_2(conv5x5_1), slope=self.leaky)
        conv7x7 = self.conv7x7_3(conv7x7_2)
        out = F.relu(F.concat(conv3x3, conv5x5, conv7x7, dim=1))
        num = x.shape[2] * x.shape[3] * self.num_anchors
        ldm = self.ldm(out).transpose((0, 2, 3, 1)).reshape((-1, num, 10))
        return ldm * x.shape[3]
