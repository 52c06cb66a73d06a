"""TSN segmental consensus: per-frame logits of a Dense head, (N*T, K) unfolded to (N, T, K) by `(-4, -1, T, -2)` and averaged over the segments."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 6)]


class TSNHead(HybridBlock):
    def __init__(self, num_segments=4, classes=5, **kwargs):
        super().__init__(**kwargs)
        self.num_segments = num_segments
        with self.name_scope():
            self.drop = nn.Dropout(0.5)
            self.fc = nn.Dense(classes)

    def hybrid_forward(self, F, feat):
        logits = self.fc(self.drop(feat))
        logits = logits.reshape((-4, -1, self.num_segments, -2))
        return F.mean(logits, axis=1)


Net = TSNHead
