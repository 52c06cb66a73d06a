"""Attention pooling of a sound event detector (PANNs' AttBlock): frame-level class probabilities and attention logits from 1x1 layers over (N, T, D) frames, the attention normalised over time by its keepdims sum, and the clip-level output the attention-weighted sum of the frame probabilities."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 5)]


class Net(nn.HybridBlock):
    def __init__(self, classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.att = nn.Dense(classes, in_units=5, flatten=False)
            self.cla = nn.Dense(classes, in_units=5, flatten=False, activation='sigmoid')

    def hybrid_forward(self, F, x):
        att = F.exp(F.clip(self.att(x), -10, 10))
        norm_att = att / F.sum(att, axis=1, keepdims=True)
        cla = self.cla(x)
        clip = F.sum(norm_att * cla, axis=1)
        return clip, cla
