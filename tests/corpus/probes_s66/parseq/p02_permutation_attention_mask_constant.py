"""PARSeq's permutation language modelling: for a permutation of the T + 1 positions fixed in `__init__`, the
query mask (position i may attend to the positions placed before it in the permutation) built with numpy and
held as a constant of -inf-like values, added to the (N, T+1, T+1) content scores by `F.broadcast_add` after
`expand_dims(0)`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


def perm_mask(perm):
    sz = len(perm)
    mask = np.full((sz, sz), -1e9, dtype="float32")
    for i in range(sz):
        for j in range(i + 1):
            mask[perm[i], perm[j]] = 0.0
    return mask


class PermutedDecoderAttention(HybridBlock):
    def __init__(self, dims=8, perm=(0, 3, 1, 4, 2), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mask = self.params.get_constant("mask", perm_mask(perm))
            self.qkv = nn.Dense(3 * dims, flatten=False, in_units=dims)

    def hybrid_forward(self, F, content, mask):
        q, k, v = F.split(self.qkv(content), num_outputs=3, axis=2)
        scores = F.broadcast_add(F.batch_dot(q, k, transpose_b=True), mask.expand_dims(0))
        return F.batch_dot(F.softmax(scores, axis=-1), v)


Net = PermutedDecoderAttention
