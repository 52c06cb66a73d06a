"""FastSpeech decoder positional encoding: a sinusoid table (max_len, C) built in numpy as a constant, the first T rows by `slice_axis` with T the configured mel length, added with `broadcast_add` after `expand_dims(0)`; the `alpha` scale a Parameter of shape (1,) multiplied with `broadcast_mul`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6)]


def sinusoid_table(n, d):
    pos = np.arange(n)[:, None]
    i = np.arange(d)[None, :]
    angle = pos / np.power(10000, 2 * (i // 2) / d)
    table = np.where(i % 2 == 0, np.sin(angle), np.cos(angle))
    return table.astype("float32")


class MelPositional(HybridBlock):
    def __init__(self, units=6, max_len=16, mel_len=7, **kwargs):
        super().__init__(**kwargs)
        self._len = mel_len
        with self.name_scope():
            self.table = self.params.get_constant("table", sinusoid_table(max_len, units))
            self.alpha = self.params.get("alpha", shape=(1,), init="ones")
            self.proj = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x, table, alpha):
        pe = F.slice_axis(table, axis=0, begin=0, end=self._len).expand_dims(0)
        return self.proj(F.broadcast_add(x, F.broadcast_mul(pe, alpha)))


Net = MelPositional
