"""Segment attention adding the (T, T) mask constant to the (B, T, T) scores with a plain `+`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


def segment_mask(length, segment_length, left_context):
    mask = np.full((length, length), -1e9, dtype="float32")
    for start in range(0, length, segment_length):
        end = min(start + segment_length, length)
        mask[start:end, max(0, start - left_context):end] = 0.0
    return mask


class PlainMaskAttention(HybridBlock):
    def __init__(self, dim=6, length=8, segment_length=4, left_context=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.bias = self.params.get_constant("bias", segment_mask(length, segment_length, left_context))
            self.qkv = nn.Dense(3 * dim, flatten=False)

    def hybrid_forward(self, F, x, bias):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        w = F.softmax(F.batch_dot(q, k, transpose_b=True) + bias, axis=-1)
        return F.batch_dot(w, v)


Net = PlainMaskAttention
