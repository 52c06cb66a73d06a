"""A DLA tree of level 1 and its classifier: the bottom max-pooled when the tree strides, projected
by a 1x1 conv when `bottom.shape[1] != self.planes`, two basic blocks (the first taking the projected
residual), a root that concatenates its children and adds the first, the whole map average-pooled by
`F.Pooling(kernel=(x.shape[2], x.shape[3]))` and the 1x1-conv logits flattened as `x.reshape((x.shape[0], -1))`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8)]


class BasicBlock(nn.HybridBlock):
    def __init__(self, in_planes, planes, stride=1, **kwargs):
        super(BasicBlock, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(planes, 3, stride, 1, use_bias=False, in_channels=in_planes)
            self.bn1 = nn.BatchNorm(in_channels=planes)
            self.conv2 = nn.Conv2D(planes, 3, 1, 1, use_bias=False, in_channels=planes)
            self.bn2 = nn.BatchNorm(in_channels=planes)

    def hybrid_forward(self, F, x, residual=None):
        if residual is None:
            residual = x
        out = F.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return F.relu(out + residual)


class Root(nn.HybridBlock):
    def __init__(self, in_channels, out_channels, residual=True, **kwargs):
        super(Root, self).__init__(**kwargs)
        self.residual = residual
        with self.name_scope():
            self.conv = nn.Conv2D(out_channels, 1, use_bias=False, in_channels=in_channels)
            self.bn = nn.BatchNorm(in_channels=out_channels)

    def hybrid_forward(self, F, *children):
        x = self.bn(self.conv(F.concat(*children, dim=1)))
        if self.residual:
            x = x + children[0]
        return F.relu(x)


class Net(nn.HybridBlock):
    def __init__(self, in_planes=4, planes=6, stride=2, classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.planes = planes
        with self.name_scope():
            self.downsample = nn.MaxPool2D(stride, stride) if stride > 1 else None
            self.project = nn.HybridSequential()
            self.project.add(nn.Conv2D(planes, 1, use_bias=False, in_channels=in_planes),
                             nn.BatchNorm(in_channels=planes))
            self.tree1 = BasicBlock(in_planes, planes, stride)
            self.tree2 = BasicBlock(planes, planes, 1)
            self.root = Root(2 * planes, planes)
            self.fc = nn.Conv2D(classes, 1, in_channels=planes)

    def hybrid_forward(self, F, x):
        bottom = self.downsample(x) if self.downsample is not None else x
        residual = self.project(bottom) if bottom.shape[1] != self.planes else bottom
        x1 = self.tree1(x, residual)
        x2 = self.tree2(x1)
        x = self.root(x2, x1)
        x = F.Pooling(x, kernel=(x.shape[2], x.shape[3]), pool_type='avg')
        x = self.fc(x)
        return x.reshape((x.shape[0], -1))
