"""Linformer attention: keys and values projected along the sequence axis by a (k, seq_len) Parameter passed to `hybrid_forward`; the (N, T, D) keys are transposed to (N, D, T) and multiplied by `F.dot(..., transpose_b=True)`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, seq_len=16, proj_len=4, **kwargs):
        super().__init__(**kwargs)
        self.scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, in_units=units)
            self.E = self.params.get("E", shape=(proj_len, seq_len))

    def project(self, F, t, E):
        # (N, T, D) -> (N, k, D)
        return F.transpose(F.dot(F.transpose(t, axes=(0, 2, 1)), E, transpose_b=True), axes=(0, 2, 1))

    def hybrid_forward(self, F, x, E):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=2)
        k, v = self.project(F, k, E), self.project(F, v, E)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        return F.batch_dot(att, v)
