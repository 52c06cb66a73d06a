"""Segment consensus that reshapes with `(-1, num_segments) + feats.shape[1:]` as in the PyTorch TSN."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 16)]


class Net(HybridBlock):
    def __init__(self, num_segments=3, num_classes=5, **kwargs):
        super().__init__(**kwargs)
        self._segments = num_segments
        with self.name_scope():
            self.fc = nn.Dense(num_classes, in_units=16)

    def hybrid_forward(self, F, feats):
        logits = self.fc(feats)
        logits = F.reshape(logits, shape=(-1, self._segments) + logits.shape[1:])
        return F.mean(logits, axis=1)
