"""Quantile forecast from a spectrogram: frames cut by a reshape of the signal's length into hops, mean power per frame, a quantile head, and a pinball loss with levels from nd.array against a (B, 1) target."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 16), (2, 1)]


class Net(nn.HybridBlock):
    def __init__(self, hop=4, quantiles=(0.25, 0.5, 0.75), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.hop, self.quantiles = hop, quantiles
        with self.name_scope():
            self.head = nn.Dense(len(quantiles), in_units=4)

    def hybrid_forward(self, F, x, y):
        frames = x.reshape((x.shape[0], x.shape[1] // self.hop, self.hop))
        power = (frames ** 2).mean(axis=2)
        pred = self.head(power)
        q = nd.array(self.quantiles).reshape((1, -1))
        err = y - pred
        return F.broadcast_maximum(F.broadcast_mul(q, err), F.broadcast_mul(q - 1, err)).mean()
