"""x-vector statistics pooling: mean and standard deviation over frames, the mean kept with keepdims and subtracted from the frames."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 7)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.tdnn = nn.Conv1D(6, 3, padding=1, in_channels=6, activation='relu')

    def hybrid_forward(self, F, x):
        h = self.tdnn(x)
        mu = h.mean(axis=2, keepdims=True)
        std = F.sqrt(((h - mu) ** 2).mean(axis=2) + 1e-5)
        return F.concat(mu.squeeze(axis=2), std, dim=1)
