"""STGCN-style temporal gated convolution written as a python loop over the time windows the input's length allows: each window of kt steps flattened and gated by a GLU, the outputs stacked on the time axis."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, kt=3, nodes=4, channels=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.kt = kt
        with self.name_scope():
            self.fc = nn.Dense(2 * channels, in_units=kt * channels, flatten=False)

    def hybrid_forward(self, F, x):
        outs = []
        for t in range(x.shape[1] - self.kt + 1):
            win = x[:, t:t + self.kt].transpose((0, 2, 1, 3))
            win = win.reshape((x.shape[0], x.shape[2], -1))
            h = self.fc(win)
            p, q = F.split(h, num_outputs=2, axis=-1)
            outs.append((p + x[:, t + self.kt - 1]) * F.sigmoid(q))
        return F.stack(*outs, axis=1)
