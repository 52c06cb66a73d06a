"""Greedy CTC decoding kept as a mask: the best class per frame, compared with the previous frame's (a -1 column of the batch size shifted in), blanks and repeats zeroed."""
from mxnet.gluon import nn


INPUTS = [(2, 7, 4)]


class Net(nn.HybridBlock):
    def __init__(self, blank=0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.blank = blank

    def hybrid_forward(self, F, logits):
        best = F.argmax(logits, axis=2)
        start = F.ones((logits.shape[0], 1)) * -1
        prev = F.concat(start, best[:, :-1], dim=1)
        keep = (best != prev) * (best != self.blank)
        return (best + 1) * keep
