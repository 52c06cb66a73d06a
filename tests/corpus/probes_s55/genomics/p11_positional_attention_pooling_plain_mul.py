"""Attention pooling over positions where the (N, 1, L) weights multiply the (N, C, L) features by a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 20)]


class AttentionPooledCNN(HybridBlock):
    def __init__(self, channels=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(channels, 5, padding=2, in_channels=4, activation="relu")
            self.score = nn.Conv1D(1, 1, in_channels=channels)

    def hybrid_forward(self, F, seq):
        h = self.conv(seq)
        w = F.softmax(self.score(h), axis=-1)
        return (h * w).sum(axis=2)


Net = AttentionPooledCNN
