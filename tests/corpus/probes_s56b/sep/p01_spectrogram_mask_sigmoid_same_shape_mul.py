"""Spectrogram masking separator: the (N, F, T) mixture magnitude through 1-D convs over time, a sigmoid mask of the same shape, the source estimate `mask * mix`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10)]


class MaskNet(HybridBlock):
    def __init__(self, freq=8, hidden=12, **kwargs):
        super(MaskNet, self).__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Conv1D(hidden, 3, padding=1, activation="relu", in_channels=freq),
                          nn.Conv1D(freq, 3, padding=1, activation="sigmoid", in_channels=hidden))

    def hybrid_forward(self, F, mix):
        mag = F.abs(mix)
        mask = self.body(mag)
        return mask * mag


Net = MaskNet
