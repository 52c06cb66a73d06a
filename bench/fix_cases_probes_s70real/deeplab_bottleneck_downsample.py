"""A DeepLabv3 re-implementation's pre-activation ResNet bottleneck: the shortcut chosen by
`if self.channels != x.shape[1]` (a 1x1 conv when the channel count changes, a 1x1 max-pool when
the stride is 2, the input otherwise).

Source: MTCloudVision/deeplabv3-mxnet_gluon resnet/network.py (BottleneckV2.hybrid_forward) at
7a2f510487ad91c0ddf44b88b68859ce7296c9a0; adapted: the class named Net, built as a stage's first
unit (i=0, channels 16, stride 2).
"""
from mxnet.gluon import nn


INPUTS = [(2, 8, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, i=0, channels=16, stride=2, dilation=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.channels = channels
        self.bn1 = nn.BatchNorm()
        self.conv1 = nn.Conv2D(channels//4, kernel_size=1, strides=1, use_bias=False)
        self.bn2 = nn.BatchNorm()

        self.conv2 = nn.Conv2D(channels//4, kernel_size=3, strides=stride, padding=dilation,
                               use_bias=False, dilation=dilation)
        self.bn3 = nn.BatchNorm()
        self.conv3 = nn.Conv2D(channels, kernel_size=1, strides=1, use_bias=False)
        self.stride = stride

        if i == 0:
            self.downsample_c = nn.Conv2D(channels, 1, stride, use_bias=False)

        self.downsample_m = nn.MaxPool2D([1, 1], strides=stride)

    def hybrid_forward(self, F, x):
        residual = x
        x = self.bn1(x)
        x = F.Activation(x, act_type='relu')
        if self.channels != x.shape[1]:
            residual = self.downsample_c(x)
        elif self.stride == 2:
            residual = self.downsample_m(x)
        x = self.conv1(x)

        x = self.bn2(x)
        x = F.Activation(x, act_type='relu')
        x = self.conv2(x)

        x = self.bn3(x)
        x = F.Activation(x, act_type='relu')
        x = self.conv3(x)

        return x + residual
