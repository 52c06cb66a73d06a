"""Label-smoothed cross entropy: the target class from `argmax` of the given scores, smoothed one-hot targets by `F.one_hot(..., on_value, off_value)` computed from `num_classes` and `epsilon` in the constructor, loss `-sum(log_softmax * target)` per sample."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5)]


class Net(HybridBlock):
    def __init__(self, num_classes=5, epsilon=0.1, **kwargs):
        super().__init__(**kwargs)
        self.num_classes = num_classes
        self.on_value = 1.0 - epsilon + epsilon / num_classes
        self.off_value = epsilon / num_classes
        with self.name_scope():
            self.classifier = nn.Dense(num_classes, in_units=6)

    def hybrid_forward(self, F, x, target_scores):
        label = F.argmax(target_scores, axis=1)
        smooth = F.one_hot(label, self.num_classes, on_value=self.on_value, off_value=self.off_value)
        logp = F.log_softmax(self.classifier(x), axis=-1)
        return -F.sum(logp * smooth, axis=-1)
