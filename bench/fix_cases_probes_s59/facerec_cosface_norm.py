"""CosFace (LMCL): features and weights normalised by dividing by their norms (`x / x.norm(axis=1, keepdims=True)`, broadcast by NDArray's `/`), the weight transposed with `.T`, the additive cosine margin on the target column by `F.one_hot`, scaled by s."""
from mxnet.gluon import nn


INPUTS = [(3, 4), (3,)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, classes=6, s=16.0, m=0.35, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.s, self.m, self.classes = s, m, classes
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(classes, dim))

    def hybrid_forward(self, F, x, label, weight):
        x = x / x.norm(axis=1, keepdims=True)
        w = weight / weight.norm(axis=1, keepdims=True)
        cos = F.dot(x, w.T)
        one_hot = F.one_hot(label, self.classes)
        return self.s * (cos - self.m * one_hot)
