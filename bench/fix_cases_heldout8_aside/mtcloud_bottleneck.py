"""Pre-activation bottleneck whose shortcut is chosen by a python `if` on the channel count read from
`x.shape[1]` (after the first BN and ReLU).

Source: MTCloudVision/deeplabv3-mxnet_gluon @ 7a2f510487, resnet/network.py (BottleneckV2), unchanged
but for the class name and the defaults (the first unit of a stage: i = 0, 8 channels, stride 2).
"""
from mxnet.gluon import nn

INPUTS = [(2, 4, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self,i=0,channels=8, stride=2,dilation=1,**kwargs):
        super(Net, self).__init__(**kwargs)
        self.channels=channels
        self.bn1 = nn.BatchNorm()
        self.conv1 = nn.Conv2D(channels//4, kernel_size=1, strides=1, use_bias=False)
        self.bn2 = nn.BatchNorm()

        self.conv2 = nn.Conv2D(channels//4, kernel_size=3, strides=stride, padding=dilation,
                     use_bias=False,dilation=dilation)
        self.bn3 = nn.BatchNorm()
        self.conv3 = nn.Conv2D(channels, kernel_size=1, strides=1, use_bias=False)
        self.stride=stride

        if i==0:
            self.downsample_c = nn.Conv2D(channels, 1, stride, use_bias=False)

        self.downsample_m=nn.MaxPool2D([1,1],strides=stride)

    def hybrid_forward(self, F, x):
        residual = x
        x = self.bn1(x)
        x = F.Activation(x, act_type='relu')
        if self.channels!=x.shape[1]:
            residual = self.downsample_c(x)
        elif self.stride==2:
            residual = self.downsample_m(x)
        x = self.conv1(x)

        x = self.bn2(x)
        x = F.Activation(x, act_type='relu')
        x = self.conv2(x)

        x = self.bn3(x)
        x = F.Activation(x, act_type='relu')
        x = self.conv3(x)

        return x + residual
