"""Numpy-mode ViLT joint attention (`@use_np` on a `hybrid_forward`): the text and patch masks
concatenated, the (B, 1, L) bias by `np.expand_dims` added to the (B, L, L) scores by a plain `+`
(numpy broadcasting, legal on numpy-mode symbols), and the CLS output read by the basic index `out[:, 0]`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 7, 8), (2, 3), (2, 4)]


@use_np
class NumpyJointAttention(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.scale = dim ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x, text_mask, patch_mask):
        m = F.np.concatenate([text_mask > 0, patch_mask > 0], axis=1).astype("float32")
        bias = F.np.expand_dims((1 - m) * -1e4, 1)
        q, k, v = F.np.split(self.qkv(x), 3, axis=-1)
        scores = F.np.matmul(q, F.np.swapaxes(k, 1, 2)) * self.scale + bias
        out = F.np.matmul(F.npx.softmax(scores, axis=-1), v)
        return out[:, 0], out


Net = NumpyJointAttention
