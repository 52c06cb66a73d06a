"""Spectral truncation the way FNO code writes it: an output spectrum of zeros sized from the input, the kept low modes written into it by slice assignment, the rest left at zero."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, modes=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.modes = modes
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(channels, channels))

    def hybrid_forward(self, F, x_ft, weight):
        out_ft = F.zeros((x_ft.shape[0], x_ft.shape[1], x_ft.shape[2]))
        low = x_ft[:, :, :self.modes]
        mixed = F.dot(low.transpose((0, 2, 1)), weight).transpose((0, 2, 1))
        out_ft[:, :, :self.modes] = mixed
        return out_ft
