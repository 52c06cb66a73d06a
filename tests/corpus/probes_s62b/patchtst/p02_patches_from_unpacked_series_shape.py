"""PatchTST patching ported from the PyTorch `x.unfold` code: `B, L, C = x.shape` unpacked, the series reshaped to `(B * C, L // patch_len, patch_len)` and the embedded patches to `(B, C, L // patch_len, -1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 3)]


class ShapePatchEmbed(HybridBlock):
    def __init__(self, patch_len=4, d_model=8, **kwargs):
        super().__init__(**kwargs)
        self._p = patch_len
        with self.name_scope():
            self.embed = nn.Dense(d_model, flatten=False)

    def hybrid_forward(self, F, x):
        B, L, C = x.shape
        patches = x.transpose((0, 2, 1)).reshape((B * C, L // self._p, self._p))
        return self.embed(patches).reshape((B, C, L // self._p, -1))


Net = ShapePatchEmbed
