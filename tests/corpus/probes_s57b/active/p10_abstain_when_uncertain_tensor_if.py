"""Selective classifier that returns the uniform distribution when the batch's mean entropy exceeds a threshold, by a python `if` on a tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class SelectiveClassifier(HybridBlock):
    def __init__(self, num_classes=5, threshold=1.0, **kwargs):
        super(SelectiveClassifier, self).__init__(**kwargs)
        self.threshold = threshold
        with self.name_scope():
            self.head = nn.Dense(num_classes, in_units=10)

    def hybrid_forward(self, F, x):
        probs = F.softmax(self.head(x))
        ent = -F.sum(probs * F.log(probs + 1e-12), axis=-1)
        if ent.mean() > self.threshold:
            return F.ones_like(probs) / 5
        return probs


Net = SelectiveClassifier
