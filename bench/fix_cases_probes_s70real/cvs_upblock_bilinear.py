"""A view-synthesis network's decoder up-block in its bilinear mode:
`F.contrib.BilinearResize2D(data=x, height=x.shape[3] * 2, width=x.shape[2] * 2)` (the height read
from the width axis and the width from the height axis: the author's maps are square), then a 3x3
conv.

Source: eitan3/continuous_view_synthesis_gluon models/network.py (UpBlock.hybrid_forward) at
b3d90378f0e49a165ae85a9249ee3e5d208348eb; adapted: the class named Net, built in its bilinear mode
(channels=8, billinear=True).
"""
from mxnet.gluon import nn


INPUTS = [(2, 4, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=8, billinear=True):
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
