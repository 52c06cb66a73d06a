"""Attention pooling over sequence positions: a 1-channel score map softmaxed over length, applied to the motif features by `broadcast_mul` and summed."""
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
        return F.sum(F.broadcast_mul(h, w), axis=2)


Net = AttentionPooledCNN
