"""Label smoothing that reads the class count from the logits (`pred.shape[-1]`) instead of the constructor, to smooth the one-hot targets."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5)]


class Net(HybridBlock):
    def __init__(self, num_classes=5, epsilon=0.1, **kwargs):
        super().__init__(**kwargs)
        self.epsilon = epsilon
        with self.name_scope():
            self.classifier = nn.Dense(num_classes, in_units=6)

    def hybrid_forward(self, F, x, target_scores):
        pred = self.classifier(x)
        k = pred.shape[-1]
        target = F.one_hot(F.argmax(target_scores, axis=1), k) * (1 - self.epsilon) + self.epsilon / k
        return -F.sum(F.log_softmax(pred) * target, axis=-1)
