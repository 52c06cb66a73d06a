"""Temporal conv block ported from TensorFlow: 'same' padding computed from the sequence length."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 9)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, kernel=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._kernel = kernel
        with self.name_scope():
            self.conv = nn.Conv1D(channels, kernel, in_channels=channels)

    def hybrid_forward(self, F, x):
        length = x.shape[2]
        pad = max((length - 1) + self._kernel - length, 0)
        left = pad // 2
        x = F.pad(x.expand_dims(2), mode='constant',
                  pad_width=(0, 0, 0, 0, 0, 0, left, pad - left)).squeeze(axis=2)
        return F.relu(self.conv(x))
