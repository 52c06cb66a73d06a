"""Blank-path log-probability of a CTC model (the all-blank alignment's score used as a silence detector): log-softmax per frame, summed over a python loop on the time axis."""
from mxnet.gluon import nn


INPUTS = [(5, 2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, pred):
        logp = F.log_softmax(pred, axis=-1)
        score = F.zeros_like(logp[0, :, 0])
        for t in range(pred.shape[0]):
            score += logp[t, :, 0]
        return score / pred.shape[0]
