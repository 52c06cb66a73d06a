"""Segment consensus that unfolds with -4 and then sums the segments as `logits[:, s]` in a loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 16)]


class Net(HybridBlock):
    def __init__(self, num_segments=3, num_classes=5, in_units=16, **kwargs):
        super().__init__(**kwargs)
        self._segments = num_segments
        with self.name_scope():
            self.fc = nn.Dense(num_classes, in_units=in_units)

    def hybrid_forward(self, F, segment_feats):
        logits = F.reshape(self.fc(segment_feats), shape=(-4, -1, self._segments, -2))
        total = logits[:, 0]
        for s in range(1, self._segments):
            total = total + logits[:, s]
        return total / self._segments
