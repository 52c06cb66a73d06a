"""Keeps the batch accuracy for logging inside the forward: `(F.argmax(logits, axis=1) == target).mean().asscalar()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5), (3,)]


class SpeakerClassifier(HybridBlock):
    def __init__(self, classes=4, **kwargs):
        super().__init__(**kwargs)
        self.classes = classes
        self.acc = 0.0
        with self.name_scope():
            self.fc = nn.Dense(classes)

    def hybrid_forward(self, F, emb, label):
        logits = self.fc(emb)
        target = F.clip(F.floor((label + 1) * self.classes / 2), 0, self.classes - 1)
        self.acc = (F.argmax(logits, axis=1) == target).mean().asscalar()
        return F.log_softmax(logits)


Net = SpeakerClassifier
