"""DeiT's position embedding interpolated to another grid (fine-tuning at a higher resolution): the
patch tokens' count `N = x.shape[1]` against the trained grid's, the class position kept, the patch
positions `(1, gs_old, gs_old, D)` resized bilinearly to `gs_new = int(math.sqrt(N))` by
`F.contrib.BilinearResize2D(..., height=gs_new, width=gs_new)` and flattened back, then added to the
tokens by a plain `+`."""
import math
from mxnet.gluon import nn


INPUTS = [(2, 3, 12, 12)]


class Net(nn.HybridBlock):
    def __init__(self, patch=2, dim=4, img_size=8, num_classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.grid = img_size // patch
        with self.name_scope():
            self.patch_embed = nn.Conv2D(dim, patch, strides=patch, in_channels=3)
            self.cls_token = self.params.get('cls_token', shape=(1, 1, dim))
            self.pos_embed = self.params.get('pos_embed', shape=(1, 1 + self.grid ** 2, dim))
            self.head = nn.Dense(num_classes, in_units=dim)

    def interpolate_pos_encoding(self, F, x, pos_embed):
        N = x.shape[1]
        if N == self.grid ** 2:
            return pos_embed
        dim = x.shape[-1]
        cls_pos = F.slice_axis(pos_embed, axis=1, begin=0, end=1)
        patch_pos = F.slice_axis(pos_embed, axis=1, begin=1, end=None)
        gs_new = int(math.sqrt(N))
        patch_pos = patch_pos.reshape((1, self.grid, self.grid, dim)).transpose((0, 3, 1, 2))
        patch_pos = F.contrib.BilinearResize2D(patch_pos, height=gs_new, width=gs_new)
        patch_pos = patch_pos.transpose((0, 2, 3, 1)).reshape((1, -1, dim))
        return F.concat(cls_pos, patch_pos, dim=1)

    def hybrid_forward(self, F, img, cls_token, pos_embed):
        x = self.patch_embed(img).reshape((0, 0, -1)).transpose((0, 2, 1))
        pos = self.interpolate_pos_encoding(F, x, pos_embed)
        x = F.concat(F.broadcast_like(cls_token, F.slice_axis(x, axis=1, begin=0, end=1),
                                      lhs_axes=(0,), rhs_axes=(0,)), x, dim=1)
        x = x + pos
        return self.head(F.mean(x, axis=1))
