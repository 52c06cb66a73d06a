"""Glow-TTS ActNorm whose log-determinant multiplies two reductions with a plain `*`: `F.sum(logs)` (all axes, shape (1,)) times the per-item frame count `F.sum(x_mask, axis=(1, 2))` (shape (N,)), as `torch.sum(self.logs) * x_len` is written."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 7), (2,)]


class PlainLogdetActNorm(HybridBlock):
    def __init__(self, channels=4, max_len=7, **kwargs):
        super().__init__(**kwargs)
        self._max_len = max_len
        with self.name_scope():
            self.logs = self.params.get("logs", shape=(1, channels, 1))
            self.bias = self.params.get("bias", shape=(1, channels, 1))

    def hybrid_forward(self, F, x, raw_lengths, logs, bias):
        lengths = F.floor((raw_lengths + 1.0) * 0.5 * (self._max_len - 1)) + 1
        ones = F.ones_like(F.sum(x, axis=1)).expand_dims(2)
        x_mask = F.SequenceMask(ones, sequence_length=lengths, use_sequence_length=True, axis=1)
        x_mask = x_mask.transpose((0, 2, 1))
        z = F.broadcast_mul(F.broadcast_add(F.broadcast_mul(x, F.exp(logs)), bias), x_mask)
        logdet = F.sum(logs) * F.sum(x_mask, axis=(1, 2))
        return z, logdet


Net = PlainLogdetActNorm
