"""Attentive statistics pooling: frame weights of shape (batch, 1, frames) multiply the (batch, channels, frames) features directly."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.att = nn.Conv1D(1, 1, in_channels=5)

    def hybrid_forward(self, F, h):
        w = F.softmax(self.att(F.tanh(h)), axis=2)
        mu = F.sum(h * w, axis=2)
        sq = F.sum((h ** 2) * w, axis=2)
        return F.concat(mu, F.sqrt(F.relu(sq - mu ** 2) + 1e-5), dim=1)
