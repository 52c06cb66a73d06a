"""Temporal convolution back-end: (N, T, C) frame features transposed to NCW, two Conv1D + BatchNorm + ReLU, word logits by `F.mean(axis=2)` over frames and a Dense."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class TCNBackend(HybridBlock):
    def __init__(self, words=5, **kwargs):
        super(TCNBackend, self).__init__(**kwargs)
        with self.name_scope():
            self.tcn = nn.HybridSequential()
            for c in (8, 8):
                self.tcn.add(nn.Conv1D(c, 3, padding=1), nn.BatchNorm(), nn.Activation("relu"))
            self.fc = nn.Dense(words, in_units=8)

    def hybrid_forward(self, F, feats):
        y = self.tcn(feats.transpose((0, 2, 1)))
        return self.fc(F.mean(y, axis=2))


Net = TCNBackend
