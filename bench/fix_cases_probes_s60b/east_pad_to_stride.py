"""EAST's input padded to a multiple of the output stride: `h, w = x.shape[2:]`, `ph = (s - h % s) % s`, `F.pad` of the bottom and right edges, a stride-s backbone, and the maps cut back to the ceil sizes by `y[:, :, :-(-h // s), :-(-w // s)]`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 7, 10)]


class Net(nn.HybridBlock):
    def __init__(self, stride=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.s = stride
        with self.name_scope():
            self.body = nn.Conv2D(5, stride, strides=stride, in_channels=3)

    def hybrid_forward(self, F, x):
        s = self.s
        h, w = x.shape[2:]
        ph, pw = (s - h % s) % s, (s - w % s) % s
        x = F.pad(x, mode='constant', constant_value=0, pad_width=(0, 0, 0, 0, 0, ph, 0, pw))
        y = self.body(x)
        return y[:, :, :-(-h // s), :-(-w // s)]
