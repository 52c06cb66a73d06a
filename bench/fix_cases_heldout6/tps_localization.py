"""TPS localization network of a text recogniser: conv features flattened with the batch size read
from the input, then fiducial points reshaped to (batch, F, 2).

Source: WenmuZhou/crnn.gluon @ cef4483, models/modules/transformation.py
(LocalizationNetwork.hybrid_forward). Adapted: torch's `.view(...)` left in the original is written
as MXNet's `.reshape((...))` (what the author meant; `.view` does not exist on an NDArray), the conv
stack is shortened to two stages, and the bias initializer made from numpy control points is a
constant.
"""
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 1, 8, 16)]


class Net(HybridBlock):
    def __init__(self, F=6, I_channel_num=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.F = F
        self.I_channel_num = I_channel_num
        with self.name_scope():
            self.conv = nn.HybridSequential()
            self.conv.add(
                nn.Conv2D(channels=8, kernel_size=3, strides=1, padding=1, use_bias=False, activation="relu"),
                nn.BatchNorm(),
                nn.MaxPool2D(pool_size=2, strides=2),
                nn.Conv2D(channels=16, kernel_size=3, strides=1, padding=1, use_bias=False, activation="relu"),
                nn.BatchNorm(),
                nn.GlobalAvgPool2D()
            )
            self.localization_fc1 = nn.HybridSequential()
            self.localization_fc1.add(nn.Dense(32), nn.Activation('relu'))
            self.localization_fc2 = nn.Dense(self.F * 2)

    def hybrid_forward(self, F, batch_I, *args, **kwargs):
        batch_size = batch_I.shape[0]
        features = self.conv(batch_I).reshape((batch_size, -1))
        batch_C_prime = self.localization_fc2(self.localization_fc1(features)).reshape((batch_size, self.F, 2))
        return batch_C_prime
