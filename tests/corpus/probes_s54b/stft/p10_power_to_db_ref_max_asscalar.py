"""Power spectrogram to decibels against `ref = F.max(power).asscalar()`, as `librosa.power_to_db(ref=np.max)` does."""
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
        ref = F.max(power).asscalar()
        db = 10.0 * F.log10(F.maximum(power, 1e-10)) - 10.0 * F.log10(F.maximum(power * 0 + ref, 1e-10))
        return F.maximum(db, -self.top_db)


Net = PowerToDb
