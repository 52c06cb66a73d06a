"""Informer data embedding: a token Conv1D over values, temporal Embeddings of month/day/hour marks summed with plain `+` (equal shapes), sinusoidal positions of the configured length as a constant added by `broadcast_add`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3), (2, 6, 3)]


def sinusoid(length, units):
    pos = np.arange(length)[:, None]
    div = np.exp(np.arange(0, units, 2) * (-np.log(10000.0) / units))
    pe = np.zeros((length, units), dtype="float32")
    pe[:, 0::2] = np.sin(pos * div)
    pe[:, 1::2] = np.cos(pos * div)
    return pe[None]


class DataEmbedding(HybridBlock):
    def __init__(self, c_in=3, d_model=8, seq_len=6, **kwargs):
        super().__init__(**kwargs)
        self._sizes = (13, 32, 24)
        with self.name_scope():
            self.token = nn.Conv1D(d_model, 3, padding=1, in_channels=c_in)
            self.month = nn.Embedding(13, d_model)
            self.day = nn.Embedding(32, d_model)
            self.hour = nn.Embedding(24, d_model)
            self.pe = self.params.get_constant("pe", sinusoid(seq_len, d_model))

    def hybrid_forward(self, F, x, mark, pe):
        marks = F.split(F.floor((mark + 1) * 0.5 * 12), num_outputs=3, axis=-1, squeeze_axis=True)
        value = F.transpose(self.token(F.transpose(x, axes=(0, 2, 1))), axes=(0, 2, 1))
        temporal = self.month(marks[0]) + self.day(marks[1]) + self.hour(marks[2])
        return F.broadcast_add(value + temporal, pe)


Net = DataEmbedding
