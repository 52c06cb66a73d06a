"""Segment attention that builds its lookahead mask in the graph with `nd.ones` / `nd.array`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class NdMaskAttention(HybridBlock):
    def __init__(self, dim=6, length=8, segment_length=4, **kwargs):
        super().__init__(**kwargs)
        self.length = length
        self.seg = segment_length
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False)

    def hybrid_forward(self, F, x):
        blocks = np.arange(self.length) // self.seg
        allowed = nd.array((blocks[:, None] >= blocks[None, :]).astype("float32"))
        bias = (nd.ones((self.length, self.length)) - allowed) * -1e9
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        w = F.softmax(F.broadcast_add(F.batch_dot(q, k, transpose_b=True), bias.expand_dims(0)), axis=-1)
        return F.batch_dot(w, v)


Net = NdMaskAttention
