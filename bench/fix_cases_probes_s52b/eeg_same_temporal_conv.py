"""EEGNet-style temporal convolution with TF 'same' padding computed from the recording length and the stride."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 11)]


class Net(nn.HybridBlock):
    def __init__(self, kernel=4, stride=1, filters=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._k, self._s = kernel, stride
        with self.name_scope():
            self.conv = nn.Conv2D(filters, (1, kernel), strides=(1, stride), in_channels=1)

    def hybrid_forward(self, F, x):
        length = x.shape[2]
        out_len = (length + self._s - 1) // self._s
        pad = max((out_len - 1) * self._s + self._k - length, 0)
        x = F.pad(x.expand_dims(1), mode="constant",
                  pad_width=(0, 0, 0, 0, 0, 0, pad // 2, pad - pad // 2))
        return self.conv(x)
