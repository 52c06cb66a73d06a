"""Blocks that read `.shape`, as real code does: eager-only until hybridlint rewrites them.

`make demo` fixes this file with `check --fix --unsafe-fixes --verify` and no
[[tool.hybridlint.verify]] entry: the verifier derives inputs from what each block declares.
"""
from mxnet.gluon import nn


class SubPixelUpsample(nn.HybridBlock):
    """ESPCN-style upsampling: a conv to r*r times the channels, then a pixel shuffle."""

    def __init__(self, channels=2, factor=2, **kwargs):
        super().__init__(**kwargs)
        self._factor = factor
        with self.name_scope():
            self.conv = nn.Conv2D(channels * factor * factor, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        x = self.conv(x)
        b, c, h, w = x.shape
        r = self._factor
        x = x.reshape((b, c // (r * r), r, r, h, w))
        x = F.transpose(x, axes=(0, 1, 4, 2, 5, 3))
        return x.reshape((b, c // (r * r), h * r, w * r))


class TokenMixer(nn.HybridBlock):
    """Self-attention written against NDArrays: sizes read from the input."""

    def __init__(self, units=8, num_heads=2, **kwargs):
        super().__init__(**kwargs)
        self._units = units
        self._num_heads = num_heads
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        batch_size, seq_len, _ = x.shape
        qkv = self.qkv(x).reshape((batch_size, seq_len, 3, self._num_heads, -1))
        q, k, v = F.split(F.transpose(qkv, axes=(2, 0, 3, 1, 4)), num_outputs=3, axis=0, squeeze_axis=True)
        q = q.reshape((-3, 0, 0))
        k = k.reshape((-3, 0, 0))
        v = v.reshape((-3, 0, 0))
        scores = F.batch_dot(q, k, transpose_b=True) / (self._units // self._num_heads) ** 0.5
        att = F.batch_dot(F.softmax(scores, axis=-1), v)
        att = att.reshape((batch_size, self._num_heads, seq_len, -1))
        return F.transpose(att, axes=(0, 2, 1, 3)).reshape((batch_size, seq_len, -1))


class MaskedMean(nn.HybridBlock):
    """Mean over time of (batch, time, features) scaled by a mask built from the sizes."""

    def hybrid_forward(self, F, x):
        n, t, d = x.shape
        mask = F.ones((n, t, 1)) * 0.5
        return F.sum(F.broadcast_mul(x, mask), axis=1) / t
