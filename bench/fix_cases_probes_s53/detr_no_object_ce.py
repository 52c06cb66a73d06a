"""DETR classification loss: unmatched queries get the no-object class, down-weighted by eos_coef."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, num_classes=3, eos_coef=0.1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_classes = num_classes
        self.eos_coef = eos_coef

    def hybrid_forward(self, F, logits):
        weight = np.ones(self.num_classes + 1, dtype='float32')
        weight[-1] = self.eos_coef
        target = F.full((logits.shape[0], logits.shape[1]), self.num_classes)
        logp = F.log_softmax(logits, axis=-1)
        nll = -F.pick(logp, target, axis=-1)
        w = F.take(nd.array(weight), target)
        return (nll * w).sum() / w.sum()
