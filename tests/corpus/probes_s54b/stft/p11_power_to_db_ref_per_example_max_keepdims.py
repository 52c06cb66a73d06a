"""Power spectrogram to decibels against each example's maximum (`F.max(..., axis=(1, 2), keepdims=True)`), joined by `F.broadcast_div`, clipped to `top_db` below the peak with a python constant."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 64)]


class PowerToDb(HybridBlock):
    def __init__(self, n_fft=16, hop=8, top_db=80.0, **kwargs):
        super(PowerToDb, self).__init__(**kwargs)
        self.top_db = top_db
        with self.name_scope():
            self.stft = nn.Conv1D(n_fft // 2 + 1, kernel_size=n_fft, strides=hop, use_bias=False, in_channels=1)

    def hybrid_forward(self, F, wav):
        power = F.square(self.stft(wav.expand_dims(axis=1)))
        ref = F.max(power, axis=(1, 2), keepdims=True)
        db = 10.0 * F.log10(F.maximum(F.broadcast_div(power, ref + 1e-10), 1e-10))
        return F.maximum(db, -self.top_db)


Net = PowerToDb
