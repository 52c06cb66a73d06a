"""Label-smoothed NLL with per-class weights: weights as a (K,) constant from `get_constant`, gathered per sample by `F.take(weights, label)`, smoothed targets by `one_hot(on_value, off_value)` with the constructor's class count, both factors (N,)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10), (6,)]


class Net(HybridBlock):
    def __init__(self, in_units=10, classes=4, smoothing=0.1, class_weights=(1.0, 2.0, 0.5, 1.5), **kwargs):
        super().__init__(**kwargs)
        self.classes, self.smoothing = classes, smoothing
        with self.name_scope():
            self.classifier = nn.Dense(classes, in_units=in_units)
            self.weights = self.params.get_constant("weights", np.asarray(class_weights, "float32"))

    def hybrid_forward(self, F, x, label, weights):
        label = F.floor(F.abs(label) * self.classes)
        logp = F.log_softmax(self.classifier(x), axis=1)
        off = self.smoothing / self.classes
        target = F.one_hot(label, self.classes, on_value=1 - self.smoothing + off, off_value=off)
        nll = -F.sum(target * logp, axis=1)
        return nll * F.take(weights, label)
