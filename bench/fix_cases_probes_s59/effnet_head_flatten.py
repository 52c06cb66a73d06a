"""EfficientNet's head with a compound-scaled width: `round_filters(1280 * width)` channels by a 1x1 conv, global average pooling, the batch read as `bs = inputs.shape[0]` to flatten with `x.reshape((bs, -1))`, and the classifier."""
import math
from mxnet.gluon import nn


INPUTS = [(2, 8, 3, 3)]


def round_filters(filters, width, divisor=8):
    filters *= width
    new = max(divisor, int(filters + divisor / 2) // divisor * divisor)
    if new < 0.9 * filters:
        new += divisor
    return int(new)


class Net(nn.HybridBlock):
    def __init__(self, cin=8, width=0.0125, classes=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        head = round_filters(1280, width)
        with self.name_scope():
            self.conv_head = nn.Conv2D(head, 1, in_channels=cin, use_bias=False)
            self.bn = nn.BatchNorm(in_channels=head)
            self.fc = nn.Dense(classes, in_units=head)

    def hybrid_forward(self, F, inputs):
        bs = inputs.shape[0]
        x = self.bn(self.conv_head(inputs))
        x = x * F.sigmoid(x)
        x = F.Pooling(x, kernel=(1, 1), global_pool=True, pool_type='avg')
        x = x.reshape((bs, -1))
        return self.fc(x)
