"""Additive-margin softmax logits: cosine to class weights, the margin taken off the target class."""
from mxnet.gluon import nn


INPUTS = [(4, 5), (4,)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=5, classes=3, margin=0.35, scale=8.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._margin = margin
        self._scale = scale
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(classes, in_units))

    def hybrid_forward(self, F, x, label, weight):
        label = F.floor(F.abs(label) * weight.shape[0])
        cos = F.dot(F.L2Normalization(x), F.L2Normalization(weight), transpose_b=True)
        onehot = F.one_hot(label, weight.shape[0])
        return (cos - onehot * self._margin) * self._scale
