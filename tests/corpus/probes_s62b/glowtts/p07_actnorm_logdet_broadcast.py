"""Glow-TTS ActNorm flow step: per-channel log-scale and bias Parameters of shape (1, C, 1) applied by `broadcast_mul`/`broadcast_add` to (N, C, T) under an (N, 1, T) length mask, the log-determinant `sum(logs)` times the per-item frame count by `broadcast_mul`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 7), (2,)]


class ActNorm(HybridBlock):
    def __init__(self, channels=4, max_len=7, **kwargs):
        super().__init__(**kwargs)
        self._max_len = max_len
        with self.name_scope():
            self.logs = self.params.get("logs", shape=(1, channels, 1))
            self.bias = self.params.get("bias", shape=(1, channels, 1))

    def hybrid_forward(self, F, x, raw_lengths, logs, bias):
        lengths = F.floor((raw_lengths + 1.0) * 0.5 * (self._max_len - 1)) + 1
        ones = F.ones_like(F.sum(x, axis=1)).expand_dims(2)
        mask = F.SequenceMask(ones, sequence_length=lengths, use_sequence_length=True, axis=1)
        mask = mask.transpose((0, 2, 1))
        z = F.broadcast_mul(F.broadcast_add(F.broadcast_mul(x, F.exp(logs)), bias), mask)
        logdet = F.broadcast_mul(F.sum(logs), F.sum(mask, axis=(1, 2)))
        return z, logdet


Net = ActNorm
