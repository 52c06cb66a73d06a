"""BiSeNet's FeatureFusionModule: spatial and context features concatenated, a conv, a squeeze by `F.mean(feat, axis=(2, 3), keepdims=True)` through two 1x1 convs, and `feat * atten + feat`."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 4, 4), (2, 2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, cout=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.convblk = nn.Conv2D(cout, 1, in_channels=4)
            self.conv1 = nn.Conv2D(cout // 2, 1, in_channels=cout)
            self.conv2 = nn.Conv2D(cout, 1, in_channels=cout // 2)

    def hybrid_forward(self, F, fsp, fcp):
        feat = self.convblk(F.concat(fsp, fcp, dim=1))
        atten = F.mean(feat, axis=(2, 3), keepdims=True)
        atten = F.sigmoid(self.conv2(F.relu(self.conv1(atten))))
        return feat * atten + feat
