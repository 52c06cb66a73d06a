"""Numpy-mode masked input (`@use_np`): the (1, N, C) positional embedding added with a plain `+`, the keep
mask expanded by `np.expand_dims`, masked tokens replaced by a (1, 1, C) mask token through plain
broadcasting arithmetic `t * keep + mask_token * (1 - keep)` -- legal in numpy mode."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 16, 4), (2, 16)]


@use_np
class NumpyMaskedEmbed(HybridBlock):
    def __init__(self, num_tokens=16, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pos_embed = self.params.get("pos_embed", shape=(1, num_tokens, dim))
            self.mask_token = self.params.get("mask_token", shape=(1, 1, dim))
            self.blk = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x, m, pos_embed, mask_token):
        keep = F.np.expand_dims((m > 0).astype("float32"), -1)
        t = x + pos_embed
        return self.blk(t * keep + mask_token * (1 - keep))


Net = NumpyMaskedEmbed
