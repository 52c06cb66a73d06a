"""Motif scan with known position weight matrices: PWMs kept as a numpy array on the block, made an NDArray in the forward as convolution weights, scores over a threshold averaged over the sequence length."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 8)]


class Net(nn.HybridBlock):
    def __init__(self, thresh=0.2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.thresh = thresh
        self.pwm = np.log(np.array([[[0.7, 0.1, 0.1], [0.1, 0.7, 0.1], [0.1, 0.1, 0.7], [0.1, 0.1, 0.1]],
                                    [[0.25, 0.5, 0.1], [0.25, 0.2, 0.1], [0.25, 0.2, 0.1], [0.25, 0.1, 0.7]]],
                                   dtype='float32') / 0.25)

    def hybrid_forward(self, F, x):
        w = nd.array(self.pwm)
        score = F.Convolution(x, w, num_filter=2, kernel=(3,), no_bias=True)
        hits = F.relu(score - self.thresh)
        return hits.sum(axis=2) / x.shape[2]
