"""Separator input peak-normalised by the batch-wide `F.max(F.abs(wav))` (shape (1,)) with a plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 16)]


class PeakNormSeparator(HybridBlock):
    def __init__(self, **kwargs):
        super(PeakNormSeparator, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv1D(4, 3, padding=1, activation="relu", in_channels=1)
            self.dec = nn.Conv1D(2, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, wav):
        wav = wav / (F.max(F.abs(wav)) + 1e-8)
        return self.dec(self.enc(wav))


Net = PeakNormSeparator
