"""ViLT patch masking that skips the masking when no patch is padded: `if patch_mask.min() > 0:` (a python
`if` on a tensor), else the padded patches zeroed."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 6)]


class MaskIfEmpty(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, patches, mask):
        mask = mask > 0
        x = self.proj(patches)
        if mask.min() > 0:
            return x
        return F.broadcast_mul(x, mask.expand_dims(-1))


Net = MaskIfEmpty
