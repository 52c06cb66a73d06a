"""Projection discriminator that returns before reading the label when built unconditional (`num_classes=0`), its layers sized lazily."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 10), (3,)]


class Net(HybridBlock):
    def __init__(self, num_classes=0, hidden=8, **kwargs):
        super().__init__(**kwargs)
        self._num_classes = num_classes
        with self.name_scope():
            self.body = nn.Dense(hidden, activation="relu")
            self.linear = nn.Dense(1)
            self.embed = nn.Embedding(max(num_classes, 1), hidden)

    def hybrid_forward(self, F, x, labels):
        h = self.body(x)
        out = self.linear(h)
        if self._num_classes == 0:
            return out
        proj = F.sum(self.embed(labels) * h, axis=1, keepdims=True)
        return out + proj
