"""Hopfield layer with drop path on its update: the per-sample keep mask is drawn with the batch size and the state accumulates the update in place."""
from mxnet import autograd
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, patterns=5, dim=4, drop_prob=0.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.drop_prob = drop_prob
        with self.name_scope():
            self.memory = self.params.get("memory", shape=(patterns, dim))

    def hybrid_forward(self, F, xi, memory):
        scale = xi.shape[1] ** -0.5
        att = F.softmax(F.dot(xi, memory, transpose_b=True) * scale, axis=-1)
        update = F.dot(att, memory)
        if self.drop_prob > 0 and autograd.is_training():
            keep = F.random.uniform(shape=(xi.shape[0], 1)) > self.drop_prob
            update = update * keep / (1 - self.drop_prob)
        xi += update
        return xi
