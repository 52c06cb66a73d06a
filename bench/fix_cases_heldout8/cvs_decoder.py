"""Continuous view synthesis depth decoder: a dense code reshaped to a 1x1 map with the sizes read
from `x.shape`, then transposed convolutions up to the output.

Source: eitan3/continuous_view_synthesis_gluon @ b3d90378f0, models/network.py (Decoder), cut to two of
its seven up-sampling stages, channels made small (nc = 36 -> 4, Dense 2048 -> 8).
"""
from mxnet import gluon
from mxnet.gluon import nn

INPUTS = [(2, 6)]


class Net(gluon.HybridBlock):
    def __init__(self, use_dropout=False):
        super(Net, self).__init__()
        self.use_dropout = use_dropout
        nc = 4

        self.fc_0 = nn.Dense(8)
        if self.use_dropout:
            self.drop_0 = nn.Dropout(0.3)
        self.fc_act_0 = nn.PReLU()

        self.conv_0 = nn.Conv2DTranspose(channels=nc * 2, kernel_size=4, strides=4, padding=0, use_bias=True)
        self.conv_bn_0 = nn.BatchNorm()
        self.conv_act_0 = nn.PReLU()

        self.conv_1 = nn.Conv2DTranspose(channels=nc, kernel_size=4, strides=2, padding=1, use_bias=True)
        self.conv_bn_1 = nn.BatchNorm()
        self.conv_act_1 = nn.PReLU()

        self.conv_7 = nn.Conv2D(channels=1, kernel_size=(1, 1), strides=(1, 1), padding=(0, 0))

    def hybrid_forward(self, F, x):
        x = self.fc_0(x)
        if self.use_dropout:
            x = self.drop_0(x)
        x = self.fc_act_0(x)
        x = F.reshape(x, (x.shape[0], x.shape[1], 1, 1))

        x = self.conv_0(x)
        x = self.conv_bn_0(x)
        x = self.conv_act_0(x)
        x = self.conv_1(x)
        x = self.conv_bn_1(x)
        x = self.conv_act_1(x)
        x = self.conv_7(x)
        return x
