"""AM-softmax speaker classifier: embeddings divided by their norm reshaped to (batch, 1), cosine logits with an additive margin on the target."""
from mxnet.gluon import nn


INPUTS = [(4, 8), (4,)]


class Net(nn.HybridBlock):
    def __init__(self, classes=5, s=30.0, m=0.2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.classes, self.s, self.m = classes, s, m
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(classes, 8))

    def hybrid_forward(self, F, x, label, weight):
        x = x / F.norm(x, axis=1).reshape((x.shape[0], 1))
        w = F.L2Normalization(weight)
        cos = F.dot(x, w, transpose_b=True)
        target = F.one_hot(F.abs(label * 3).floor(), self.classes)
        return self.s * (cos - self.m * target)
