"""PatchTST patching with channel independence: the (N, L, C) series transposed to (N, C, L), channels folded into the batch and cut into non-overlapping patches by one `reshape((-1, n_patches, patch_len))` of sizes computed in the constructor, embedded by `Dense(d_model, flatten=False)`, unfolded back by `reshape((-4, -1, C, 0, 0))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 3)]


class PatchEmbed(HybridBlock):
    def __init__(self, seq_len=16, n_vars=3, patch_len=4, d_model=8, **kwargs):
        super().__init__(**kwargs)
        self._c, self._p = n_vars, patch_len
        self._n = seq_len // patch_len
        with self.name_scope():
            self.embed = nn.Dense(d_model, flatten=False)

    def hybrid_forward(self, F, x):
        patches = x.transpose((0, 2, 1)).reshape((-1, self._n, self._p))
        u = self.embed(patches)
        return u.reshape((-4, -1, self._c, 0, 0))


Net = PatchEmbed
