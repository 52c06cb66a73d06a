"""Functional convolutional learner for few-shot adaptation: `F.Convolution(x, w, b, kernel=(3, 3), pad=(1, 1), num_filter=w.shape[0])`, the filter count read off the given weight."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 6, 6)]


def conv_block(F, x, w, b):
    y = F.Convolution(x, w, b, kernel=(3, 3), pad=(1, 1), num_filter=w.shape[0])
    return F.Pooling(F.relu(y), kernel=(2, 2), stride=(2, 2), pool_type="max")


class Net(HybridBlock):
    def __init__(self, in_channels=3, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv_w = self.params.get("conv_w", shape=(channels, in_channels, 3, 3))
            self.conv_b = self.params.get("conv_b", shape=(channels,), init="zeros")

    def hybrid_forward(self, F, x, conv_w, conv_b):
        return conv_block(F, x, conv_w, conv_b).flatten()
