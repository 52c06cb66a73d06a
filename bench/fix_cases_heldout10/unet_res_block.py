"""Residual conv block of an MXNet U-Net: two conv + LayerNorm stages and a 1x1 residual, joined
by `nd.add(res, x)` -- the NDArray operator, called in hybrid_forward.

Source: a public Gluon U-Net (find_string id 48456924534, "x = nd.concat(x, "), BaseConvBlock
as written (`normalization='layer_norm'`); 4 channels where it has 64, an 6x6 input.
"""
from mxnet import nd
from mxnet.gluon import nn

INPUTS = [(2, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, normalization='layer_norm', **kwargs):
        super(Net, self).__init__(**kwargs)

        def norm_layer(normalization):
            if normalization == 'batch_norm':
                return nn.BatchNorm(axis=1, center=True, scale=True)
            elif normalization == 'layer_norm':
                return nn.LayerNorm()
            elif normalization == 'none':
                return None
            raise ValueError("Unknow normalization type : %s" %
                             (normalization))

        # Residual/Skip connection (ResBlock)
        self.residual = nn.Conv2D(channels, kernel_size=1, padding=0)  # Identity

        # no-padding in the paper
        # here, I use padding to get the output of the same shape as input
        self.conv1 = nn.Conv2D(channels, kernel_size=3, padding=1)
        self.conv2 = nn.Conv2D(channels, kernel_size=3, padding=1)

        self.norm1 = norm_layer(normalization)
        self.norm2 = norm_layer(normalization)

    def hybrid_forward(self, F, x, *args, **kwargs):
        res = self.residual(x)

        x = self.conv1(x)
        if self.norm1 != None:
            x = self.norm1(x)
        act1 = F.LeakyReLU(x)  # need more juice on local dev machine

        # Second Conv block with Conv and BN only
        x = self.conv2(act1)
        if self.norm2 != None:
            x = self.norm2(x)

        connection = nd.add(res, x)
        act2 = F.LeakyReLU(connection)

        return act2
