"""A segmentation head with channel attention (DANet's CAM, `energy.max(-1, keepdims) - energy`) followed by a conditionally parameterised 1x1 classifier: per-sample kernels mixed from experts and applied by batch_dot on the map flattened by `b, c, h, w = x.shape`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, classes=3, experts=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.classes, self.channels = classes, channels
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(experts, classes * channels))
            self.route = nn.Dense(experts, in_units=channels)

    def hybrid_forward(self, F, x, weight):
        b, c, h, w = x.shape
        flat = x.reshape((b, c, h * w))
        energy = F.batch_dot(flat, flat, transpose_b=True)
        att = F.softmax(energy.max(axis=-1, keepdims=True) - energy, axis=-1)
        feat = F.batch_dot(att, flat) + flat
        r = F.softmax(self.route(feat.mean(axis=2)))
        k = F.dot(r, weight).reshape((b, self.classes, c))
        return F.batch_dot(k, feat).reshape((b, self.classes, h, w))
