"""TSN segment consensus: per-segment logits (B*S, K) unfolded with -4 and averaged over segments."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 16)]


class ConsensusHead(HybridBlock):
    def __init__(self, num_segments=3, num_classes=5, in_units=16, dropout=0.5, **kwargs):
        super().__init__(**kwargs)
        self._segments = num_segments
        with self.name_scope():
            self.drop = nn.Dropout(dropout)
            self.fc = nn.Dense(num_classes, in_units=in_units)

    def hybrid_forward(self, F, segment_feats):
        logits = self.fc(self.drop(segment_feats))
        logits = F.reshape(logits, shape=(-4, -1, self._segments, -2))
        return F.mean(logits, axis=1)


class Net(ConsensusHead):
    pass
