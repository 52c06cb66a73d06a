"""A DenseNet dense block: each bottleneck layer (BN-ReLU-1x1-BN-ReLU-3x3) reads the concatenation of
every earlier output, the concatenation written with `mx.nd.concat` inside `hybrid_forward` (the
eager namespace, not F), as ports of PyTorch's `torch.cat(features, 1)` often do."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 4, 5, 5)]


def _bottleneck(in_ch, growth):
    layer = nn.HybridSequential()
    layer.add(nn.BatchNorm(in_channels=in_ch), nn.Activation('relu'),
              nn.Conv2D(2 * growth, 1, use_bias=False, in_channels=in_ch),
              nn.BatchNorm(in_channels=2 * growth), nn.Activation('relu'),
              nn.Conv2D(growth, 3, padding=1, use_bias=False, in_channels=2 * growth))
    return layer


class Net(nn.HybridBlock):
    def __init__(self, num_layers=3, in_ch=4, growth=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for i in range(num_layers):
                self.layers.add(_bottleneck(in_ch + i * growth, growth))

    def hybrid_forward(self, F, x):
        features = [x]
        for layer in self.layers:
            new = layer(mx.nd.concat(*features, dim=1))
            features.append(new)
        return mx.nd.concat(*features, dim=1)
