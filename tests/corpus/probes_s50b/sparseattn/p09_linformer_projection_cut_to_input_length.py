"""Linformer attention built for a maximum length whose (k, max_len) projection is cut to the batch's length by `slice_axis(E, axis=1, begin=0, end=x.shape[1])`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, max_len=16, proj_len=4, **kwargs):
        super().__init__(**kwargs)
        self.scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, in_units=units)
            self.E = self.params.get("E", shape=(proj_len, max_len))

    def hybrid_forward(self, F, x, E):
        E = F.slice_axis(E, axis=1, begin=0, end=x.shape[1])
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=2)
        k = F.transpose(F.dot(F.transpose(k, axes=(0, 2, 1)), E, transpose_b=True), axes=(0, 2, 1))
        v = F.transpose(F.dot(F.transpose(v, axes=(0, 2, 1)), E, transpose_b=True), axes=(0, 2, 1))
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        return F.batch_dot(att, v)
