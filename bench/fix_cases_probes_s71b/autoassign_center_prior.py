"""AutoAssign's center prior (an anchor-free FCOS neighbour): per FPN level the locations of the map
(`shifts_x = nd.arange(0, w * stride, stride) + stride // 2` from `h, w = feat.shape[2:]`), a learnable
Gaussian (mu, sigma per class) evaluated at each location's offset to the (single, normalised) ground
truth centre, and the centerness-weighted classification confidence over levels concatenated."""
import mxnet as mx
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8), (2, 4, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, num_classes=2, strides=(4, 8), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.strides = strides
        self.num_classes = num_classes
        with self.name_scope():
            self.mean = self.params.get('mean', shape=(1, num_classes, 2), init=mx.init.Zero())
            self.sigma = self.params.get('sigma', shape=(1, num_classes, 2), init=mx.init.One())
            self.cls_head = nn.Conv2D(num_classes, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, p3, p4, mean, sigma):
        center = 16.0
        priors, scores = [], []
        for feat, stride in zip((p3, p4), self.strides):
            h, w = feat.shape[2:]
            shifts_x = nd.arange(0, w * stride, stride) + stride // 2
            shifts_y = nd.arange(0, h * stride, stride) + stride // 2
            sx = shifts_x.reshape((1, w)).tile((h, 1)).reshape((-1, 1))
            sy = shifts_y.reshape((h, 1)).tile((1, w)).reshape((-1, 1))
            offset = (F.concat(sx, sy, dim=1) - center) / stride
            d = F.broadcast_div(F.broadcast_sub(offset.expand_dims(1), mean), sigma)
            priors.append(F.exp(-0.5 * (d ** 2).sum(axis=-1)))
            logits = self.cls_head(feat).reshape((0, self.num_classes, -1)).transpose((0, 2, 1))
            scores.append(F.sigmoid(logits))
        prior = F.concat(*priors, dim=0)
        return F.broadcast_mul(F.concat(*scores, dim=1), prior.expand_dims(0))
