"""Glow-TTS text encoder: a prenet Dense over text features, states scaled by sqrt(hidden) (python math), masked by `F.SequenceMask` with lengths derived from the lengths input, projected to the prior mean and log-scale split by `F.split(num_outputs=2, axis=-1)`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2,)]


class TextEncoder(HybridBlock):
    def __init__(self, hidden=8, out_channels=4, max_len=6, **kwargs):
        super().__init__(**kwargs)
        self._scale = math.sqrt(hidden)
        self._max_len = max_len
        with self.name_scope():
            self.prenet = nn.Dense(hidden, flatten=False, activation="relu")
            self.proj = nn.Dense(2 * out_channels, flatten=False)

    def hybrid_forward(self, F, text, raw_lengths):
        lengths = F.floor((raw_lengths + 1.0) * 0.5 * (self._max_len - 1)) + 1
        h = self.prenet(text) * self._scale
        h = F.SequenceMask(h, sequence_length=lengths, use_sequence_length=True, axis=1)
        m, logs = F.split(self.proj(h), num_outputs=2, axis=-1)
        return m, logs, lengths


Net = TextEncoder
