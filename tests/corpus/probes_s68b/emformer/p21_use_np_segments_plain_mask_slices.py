"""Numpy-mode Emformer attention (`@use_np` on a `hybrid_forward`): segments by a numpy reshape with the
segment count from the constructor, summaries by `mean`, the (T, T) segment mask constant added to the
(B, T, T + S) scores' frame part cut by a basic slice `scores[:, :, n_seg:]`, a plain `+` -- numpy
broadcasting and basic indexing, legal on numpy-mode symbols."""
import numpy as onp
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 8, 6)]


def segment_mask(length, segment_length):
    seg = onp.arange(length) // segment_length
    return onp.where(seg[:, None] >= seg[None, :], 0.0, -1e9).astype("float32")


@use_np
class NumpyEmformerAttention(HybridBlock):
    def __init__(self, dim=6, length=8, segment_length=4, **kwargs):
        super().__init__(**kwargs)
        self.dim, self.seg = dim, segment_length
        self.n_seg = length // segment_length
        with self.name_scope():
            self.bias = self.params.get_constant("bias", segment_mask(length, segment_length))
            self.q = nn.Dense(dim, flatten=False, in_units=dim)
            self.kv = nn.Dense(2 * dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x, bias):
        memory = x.reshape((-1, self.n_seg, self.seg, self.dim)).mean(axis=2)
        k, v = F.np.split(self.kv(F.np.concatenate([memory, x], axis=1)), 2, axis=-1)
        scores = F.np.matmul(self.q(x), F.np.swapaxes(k, 1, 2))
        frames = scores[:, :, self.n_seg:] + bias
        w = F.npx.softmax(F.np.concatenate([scores[:, :, :self.n_seg], frames], axis=-1), axis=-1)
        return F.np.matmul(w, v)


Net = NumpyEmformerAttention
