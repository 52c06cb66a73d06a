"""Continuous view synthesis decoder up-block, bilinear variant: the map is resized to twice its size
read from `x.shape` -- with the axes crossed (`height=x.shape[3] * 2, width=x.shape[2] * 2`), so on a
non-square map the output is (2W, 2H).

Source: eitan3/continuous_view_synthesis_gluon @ b3d90378f0, models/network.py (UpBlock, billinear=True),
unchanged but for the class name and the default of `billinear`.
"""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, billinear=True):
        super(Net, self).__init__()
        self.billinear = billinear
        if self.billinear:
            self.conv0 = nn.Conv2D(channels=channels, kernel_size=(3, 3), strides=(1, 1), padding=(1, 1))
        else:
            self.upsampler = nn.Conv2DTranspose(channels=channels, kernel_size=4, strides=2,
                                                padding=1, use_bias=True)

    def hybrid_forward(self, F, x):
        if self.billinear:
            # mx.nd.contrib.BilinearResize2D()
            x = F.contrib.BilinearResize2D(data=x, height=x.shape[3] * 2, width=x.shape[2] * 2)
            x = self.conv0(x)
            return x
        else:
            x = self.upsampler(x)
            return x
