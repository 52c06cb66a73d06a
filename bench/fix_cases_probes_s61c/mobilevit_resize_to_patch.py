"""MobileViT's unfolding when the map is not a multiple of the patch: `new_h = int(math.ceil(h / p) * p)`,
the map resized by `F.contrib.BilinearResize2D(x, height=new_h, width=new_w)` when it differs, the
patches counted by `num_patch_h = new_h // p`, and the folded map resized back to `(h, w)`."""
import math
from mxnet.gluon import nn


INPUTS = [(1, 2, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=2, patch_h=4, patch_w=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.patch_h, self.patch_w = patch_h, patch_w
        with self.name_scope():
            self.attn = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        n, c, orig_h, orig_w = x.shape
        new_h = int(math.ceil(orig_h / self.patch_h) * self.patch_h)
        new_w = int(math.ceil(orig_w / self.patch_w) * self.patch_w)
        interpolate = False
        if new_w != orig_w or new_h != orig_h:
            x = F.contrib.BilinearResize2D(x, height=new_h, width=new_w)
            interpolate = True
        num_patch_h = new_h // self.patch_h
        num_patch_w = new_w // self.patch_w
        patch_area = self.patch_h * self.patch_w
        x = x.reshape((n * c * num_patch_h, self.patch_h, num_patch_w, self.patch_w))
        x = x.transpose((0, 2, 1, 3)).reshape((n, c, num_patch_h * num_patch_w, patch_area))
        x = x.transpose((0, 3, 2, 1))
        x = x + self.attn(x)
        x = x.transpose((0, 3, 2, 1)).reshape((n * c * num_patch_h, num_patch_w, self.patch_h, self.patch_w))
        x = x.transpose((0, 2, 1, 3)).reshape((n, c, num_patch_h * self.patch_h, num_patch_w * self.patch_w))
        if interpolate:
            x = F.contrib.BilinearResize2D(x, height=orig_h, width=orig_w)
        return x
