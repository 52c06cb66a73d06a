"""FPN top-down path over three levels: lateral 1x1s, each coarser level resized and added."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 9, 9), (2, 5, 5, 5), (2, 6, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, in_channels=(3, 5, 6), **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.lat3 = nn.Conv2D(channels, 1, in_channels=in_channels[0])
            self.lat4 = nn.Conv2D(channels, 1, in_channels=in_channels[1])
            self.lat5 = nn.Conv2D(channels, 1, in_channels=in_channels[2])

    def hybrid_forward(self, F, c3, c4, c5):
        p5 = self.lat5(c5)
        p4 = self.lat4(c4)
        p4 += F.contrib.BilinearResize2D(p5, height=p4.shape[2], width=p4.shape[3])
        p3 = self.lat3(c3)
        up = F.UpSampling(p4, scale=2, sample_type='nearest')
        p3 += up[:, :, :p3.shape[2], :p3.shape[3]]
        return p3
