"""A perceptual + style loss: per-layer feature distances weighted by `nd.array(self.layer_weights)` read by index, grams divided by the feature count `f.shape[1] * f.shape[2] * f.shape[3]`, summed into `loss = loss + w[i] * d`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4), (2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, layer_weights=(1.0, 0.5), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.layer_weights = layer_weights
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for cin in (3, 4):
                self.layers.add(nn.Conv2D(4, 3, padding=1, in_channels=cin))

    def hybrid_forward(self, F, x, y):
        w = nd.array(self.layer_weights)
        loss = F.zeros((x.shape[0],))
        for i, layer in enumerate(self.layers):
            x, y = layer(x), layer(y)
            n = x.shape[1] * x.shape[2] * x.shape[3]
            fx = x.reshape((0, 0, -1))
            fy = y.reshape((0, 0, -1))
            gx = F.batch_dot(fx, fx, transpose_b=True) / n
            gy = F.batch_dot(fy, fy, transpose_b=True) / n
            loss = loss + w[i] * F.mean((gx - gy) ** 2, axis=(1, 2))
        return loss
