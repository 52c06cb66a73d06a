"""Mel filterbank kept as an NDArray attribute built in __init__ (triangular filters from numpy), applied to the power spectrogram in the forward pass."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 6, 9)]


def mel_filters(n_bins, n_mels):
    pts = np.linspace(0, n_bins - 1, n_mels + 2)
    fb = np.zeros((n_bins, n_mels), dtype='float32')
    for m in range(n_mels):
        l, c, r = pts[m], pts[m + 1], pts[m + 2]
        for b in range(n_bins):
            if l <= b <= c:
                fb[b, m] = (b - l) / (c - l)
            elif c < b <= r:
                fb[b, m] = (r - b) / (r - c)
    return fb


class Net(nn.HybridBlock):
    def __init__(self, n_bins=9, n_mels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.fb = nd.array(mel_filters(n_bins, n_mels))

    def hybrid_forward(self, F, spec):
        mel = F.dot(F.abs(spec), self.fb)
        return F.log(mel + 1e-5)
