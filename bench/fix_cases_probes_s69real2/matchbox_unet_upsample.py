"""A U-Net up-sampling block for document segmentation: the skip tensor's and the up-sampled
tensor's sizes compared as `x2.shape[2] - x1.shape[2]` to pad the smaller one with `nd.pad`, then
`nd.concat` (the eager namespace on Symbols), and `logging.info(x.shape)` in it and in its conv
block.

Source: gregbugaj/mxnet-matchbox segmenter/model_unet.py (UpSampleBlock.hybrid_forward,
BaseConvBlock) at 6400daf932238079e342621fc66c465a29a3b89f; adapted: the class named Net, 4
channels; the skip input one pixel larger (an odd size) so that the pad is not empty.
"""
from mxnet.gluon import nn
from mxnet import nd
import logging

logging.basicConfig(level=logging.CRITICAL)


INPUTS = [(2, 8, 4, 4), (2, 4, 9, 9)]


class BaseConvBlock(nn.HybridBlock):
    def __init__(self, channels, **kwargs):
        super(BaseConvBlock, self).__init__(**kwargs)
        # no-padding in the paper
        # here, I use padding to get the output of the same shape as input
        self.conv1 = nn.Conv2D(channels, kernel_size=3, padding=1)
        self.conv2 = nn.Conv2D(channels, kernel_size=3, padding=1)

    def hybrid_forward(self, F, x, *args, **kwargs):
        x = F.relu(self.conv1(x))
        logging.info(x.shape)
        return F.relu(self.conv2(x))


class Net(nn.HybridSequential):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.channels = channels
        self.up = nn.Conv2DTranspose(channels, kernel_size=4, padding=1, strides=2)
        self.conv = BaseConvBlock(channels)

    def hybrid_forward(self, F, x1, *args, **kwargs):
        x2 = args[0]
        x1 = self.up(x1)
        # The same as paper
        # x2 = x2[:, :, :x1.shape[2], : x1.shape[3]]

        # Fill in x1 shape to be the same as the x2
        diffY = x2.shape[2] - x1.shape[2]
        diffX = x2.shape[3] - x1.shape[3]
        x1 = nd.pad(x1,
                    mode='constant',
                    constant_value=0,
                    pad_width=(0, 0, 0, 0,
                               diffY // 2, diffY - diffY // 2,
                               diffX // 2, diffX - diffX // 2))
        x = nd.concat(x1, x2, dim=1)
        logging.info(x.shape)
        return self.conv(x)
