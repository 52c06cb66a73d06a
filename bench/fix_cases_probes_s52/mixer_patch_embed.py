"""MLP-Mixer stem: a strided convolution cuts the image into patches, flattened into a sequence of patch tokens for the mixer layers."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, channels=5, patch=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._channels = channels
        with self.name_scope():
            self.stem = nn.Conv2D(channels, patch, strides=patch, in_channels=3)
            self.head = nn.Dense(2, in_units=channels)

    def hybrid_forward(self, F, img):
        p = self.stem(img)
        tokens = p.reshape((p.shape[0], self._channels, p.shape[2] * p.shape[3])).transpose((0, 2, 1))
        return self.head(tokens.mean(axis=1))
