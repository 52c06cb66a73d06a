"""FastSpeech duration predictor zeroing padded phonemes with the encoder's key mask: the (N, P, 1) log-durations multiplied with plain `*` by the attention-style (N, 1, P) mask (the padding test on the embedding's first channel, `swapaxes(1, 2)`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class MaskedDurationPredictor(HybridBlock):
    def __init__(self, units=6, filters=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(filters, 3, padding=1, in_channels=units, activation="relu")
            self.proj = nn.Dense(1, flatten=False, in_units=filters)

    def hybrid_forward(self, F, x):
        mask = (F.slice_axis(x, axis=-1, begin=0, end=1) > -0.9).swapaxes(1, 2)
        log_dur = self.proj(self.conv(x.swapaxes(1, 2)).swapaxes(1, 2))
        return log_dur * mask


Net = MaskedDurationPredictor
