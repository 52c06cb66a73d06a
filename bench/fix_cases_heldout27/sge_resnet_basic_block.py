"""SGE-ResNet's basic block: every block overrides `forward` to store `x.shape` on
`self.layer_shape` before calling `HybridBlock.forward`, and the Spatial Group Enhance unit reads
`b, c, h, w = self.layer_shape` in its `hybrid_forward` to reshape the feature map into
`b * groups` groups (the file's first line says "Cnnot Use net.hybridize()").  Hybridized, the
basic block hands its SGE unit a Symbol, whose overridden `forward` reads `x.shape`.

Source: a public SGE-ResNet for Gluon (find_string id 45195151726, "F.broadcast_mul(x, self."),
`SpatialGroupEnhance` and `BasicBlock` as written, trimmed: the ResNet trunk and the model
constructors are left out, the block is built with 64 channels (the unit's 64 groups) and no
downsample.  Input: (2, 64, 4, 4).
"""
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 64, 4, 4)]


class SpatialGroupEnhance(HybridBlock):
    def __init__(self, groups = 64):
        super(SpatialGroupEnhance, self).__init__()
        self.groups   = groups

        self.weight = self.params.get('weight', shape=(1, groups, 1, 1), init='zero')
        self.bias = self.params.get('bias', shape=(1, groups, 1, 1), init='ones')
        self.sig = nn.Activation('sigmoid')
        self.layer_shape = None

    def forward(self, x):
        self.layer_shape = x.shape
        return HybridBlock.forward(self,x)

    def hybrid_forward(self, F, x, weight, bias): # (b, c, h, w)

        b, c, h, w = self.layer_shape
        x = F.Reshape(x, shape=(b*self.groups, -1, h, w))
        xn = F.broadcast_mul(x, F.contrib.AdaptiveAvgPooling2D(x, output_size=1))
        xn = xn.sum(axis=1, keepdims=True)
        t = F.Reshape(xn, shape=(b * self.groups, -1))
        mean, std = F.op.moments(t, axes=1, keepdims=True)
        t = F.broadcast_minus(t, mean)
        t = F.broadcast_div(t, F.sqrt(std)+1e-5)
        t = F.Reshape(t, shape=(b, self.groups, h, w))
        t = F.broadcast_add(F.broadcast_mul(t, weight), bias)
        t = F.Reshape(t, shape=(b * self.groups, 1, h, w))
        x = F.broadcast_mul(x, self.sig(t))
        x = F.Reshape(x, shape=(b, c, h, w))
        return x


def conv3x3(in_planes, out_planes, stride=1):
    """3x3 convolution with padding"""
    return nn.Conv2D(out_planes, in_channels=in_planes, kernel_size=3, strides=stride,
                     padding=1, use_bias=False)


class BasicBlock(HybridBlock):
    expansion = 1

    def __init__(self, inplanes, planes, stride=1, downsample=None):
        super(BasicBlock, self).__init__()
        self.conv1 = conv3x3(inplanes, planes, stride)
        self.bn1 = nn.BatchNorm(in_channels=planes, momentum=0.1)
        self.relu = nn.Activation('relu')
        self.conv2 = conv3x3(planes, planes)
        self.bn2 = nn.BatchNorm(in_channels=planes, momentum=0.1)
        self.downsample = downsample
        self.stride = stride
        self.sge = SpatialGroupEnhance(64)
        self.layer_shape = None

    def forward(self, x):
        self.layer_shape = x.shape
        return HybridBlock.forward(self,x)

    def hybrid_forward(self, F, x):
        identity = x

        out = self.conv1(x)
        out = self.bn1(out)
        out = self.relu(out)

        out = self.conv2(out)
        out = self.bn2(out)
        out = self.sge(out)

        if self.downsample is not None:
            identity = self.downsample(x)

        out += identity
        out = self.relu(out)

        return out


class Net(BasicBlock):
    def __init__(self):
        super(Net, self).__init__(64, 64)
