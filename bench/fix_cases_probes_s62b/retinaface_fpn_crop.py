"""RetinaFace's FPN: 1x1 laterals on three backbone maps of odd sizes, each deeper output upsampled by
nearest `F.UpSampling(scale=2)` and cut to the lateral by `up[:, :, :lat.shape[2], :lat.shape[3]]`
(the reference interpolates to `size=[lat.size(2), lat.size(3)]`), added and merged by a 3x3 conv."""
from mxnet.gluon import nn


INPUTS = [(1, 3, 9, 9), (1, 4, 5, 5), (1, 5, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, out_channels=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.output1 = nn.Conv2D(out_channels, 1, in_channels=3)
            self.output2 = nn.Conv2D(out_channels, 1, in_channels=4)
            self.output3 = nn.Conv2D(out_channels, 1, in_channels=5)
            self.merge1 = nn.Conv2D(out_channels, 3, padding=1, in_channels=out_channels)
            self.merge2 = nn.Conv2D(out_channels, 3, padding=1, in_channels=out_channels)

    def hybrid_forward(self, F, c3, c4, c5):
        output1 = self.output1(c3)
        output2 = self.output2(c4)
        output3 = self.output3(c5)
        up3 = F.UpSampling(output3, scale=2, sample_type='nearest')
        up3 = up3[:, :, :output2.shape[2], :output2.shape[3]]
        output2 = self.merge2(output2 + up3)
        up2 = F.UpSampling(output2, scale=2, sample_type='nearest')
        up2 = up2[:, :, :output1.shape[2], :output1.shape[3]]
        output1 = self.merge1(output1 + up2)
        return output1, output2, output3
