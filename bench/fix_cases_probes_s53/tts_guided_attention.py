"""Guided attention loss (DC-TTS): alignments far from the diagonal are penalised by a weight built from the decoder and encoder lengths."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, g=0.2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.g = g

    def hybrid_forward(self, F, att):
        T, N = att.shape[1], att.shape[2]
        t = F.arange(T).reshape((-1, 1)) / T
        n = F.arange(N).reshape((1, -1)) / N
        w = 1 - F.exp(-F.broadcast_sub(n, t) ** 2 / (2 * self.g ** 2))
        return (att * w).mean()
