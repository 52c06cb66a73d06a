"""Multi-head self-attention written against NDArrays."""
import math

from mxnet.gluon import nn

INPUTS = [(2, 5, 8)]


class Net(nn.HybridBlock):
    def __init__(self, units=8, num_heads=2, **kwargs):
        super().__init__(**kwargs)
        self._units = units
        self._num_heads = num_heads
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False)
            self.proj = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, x):
        batch_size, seq_len, _ = x.shape
        qkv = self.qkv(x).reshape((batch_size, seq_len, 3, self._num_heads, -1))
        qkv = F.transpose(qkv, axes=(2, 0, 3, 1, 4))
        q, k, v = F.split(qkv, num_outputs=3, axis=0, squeeze_axis=True)
        q = q.reshape((-3, 0, 0))
        k = k.reshape((-3, 0, 0))
        v = v.reshape((-3, 0, 0))
        scores = F.batch_dot(q, k, transpose_b=True) / math.sqrt(q.shape[-1])
        att = F.batch_dot(F.softmax(scores, axis=-1), v)
        att = att.reshape((batch_size, self._num_heads, seq_len, -1))
        att = F.transpose(att, axes=(0, 2, 1, 3)).reshape((batch_size, seq_len, -1))
        return self.proj(att)
