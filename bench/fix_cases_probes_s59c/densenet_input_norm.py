"""A DenseNet-121 stem with the ImageNet normalisation inside the block: the mean and std as
`nd.array([...]).reshape((1, 3, 1, 1))` constants made in `hybrid_forward`, then the 7x7 stride-2
conv, BN-ReLU and a 3x3 max pool."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 12, 12)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv0 = nn.Conv2D(4, 7, strides=2, padding=3, use_bias=False, in_channels=3)
            self.norm0 = nn.BatchNorm(in_channels=4)

    def hybrid_forward(self, F, x):
        mean = nd.array([0.485, 0.456, 0.406]).reshape((1, 3, 1, 1))
        std = nd.array([0.229, 0.224, 0.225]).reshape((1, 3, 1, 1))
        x = (x - mean) / std
        x = F.relu(self.norm0(self.conv0(x)))
        return F.Pooling(x, kernel=(3, 3), stride=(2, 2), pad=(1, 1), pool_type='max')
