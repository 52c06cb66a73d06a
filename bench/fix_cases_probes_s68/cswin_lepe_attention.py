"""CSWin's LePEAttention for one stripe direction: q, k, v of (B, L, C) on an H x W grid (`H = W =
int(np.sqrt(N))`), cut into stripes of H_sp x W_sp by img2windows (`reshape((B, C, H // H_sp, H_sp, W //
W_sp, W_sp))` and a six-axis transpose), multi-head attention inside each stripe, the locally-enhanced
positional encoding by a depthwise 3x3 conv on V's windows (get_lepe) added to the attention output, and the
stripes merged back to (B, H * W, C) by windows2img, whose batch is recovered from the window count."""
import numpy as np

from mxnet.gluon import nn


INPUTS = [(2, 64, 8), (2, 64, 8), (2, 64, 8)]


def img2windows(img, H_sp, W_sp):
    B, C, H, W = img.shape
    img_reshape = img.reshape((B, C, H // H_sp, H_sp, W // W_sp, W_sp))
    img_perm = img_reshape.transpose((0, 2, 4, 3, 5, 1)).reshape((-1, H_sp * W_sp, C))
    return img_perm


def windows2img(img_splits_hw, H_sp, W_sp, H, W):
    B = int(img_splits_hw.shape[0] / (H * W / H_sp / W_sp))
    img = img_splits_hw.reshape((B, H // H_sp, W // W_sp, H_sp, W_sp, -1))
    img = img.transpose((0, 1, 3, 2, 4, 5)).reshape((B, H, W, -1))
    return img


class Net(nn.HybridBlock):
    def __init__(self, dim=8, resolution=8, idx=0, split_size=2, num_heads=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.resolution = resolution
        self.num_heads = num_heads
        head_dim = dim // num_heads
        self.scale = head_dim ** -0.5
        if idx == 0:
            self.H_sp, self.W_sp = resolution, split_size
        else:
            self.W_sp, self.H_sp = resolution, split_size
        with self.name_scope():
            self.get_v = nn.Conv2D(dim, 3, padding=1, groups=dim, in_channels=dim)

    def im2cswin(self, x):
        B, N, C = x.shape
        H = W = int(np.sqrt(N))
        x = x.transpose((0, 2, 1)).reshape((B, C, H, W))
        x = img2windows(x, self.H_sp, self.W_sp)
        x = x.reshape((-1, self.H_sp * self.W_sp, self.num_heads, C // self.num_heads)).transpose((0, 2, 1, 3))
        return x

    def get_lepe(self, x, func):
        B, N, C = x.shape
        H = W = int(np.sqrt(N))
        x = x.transpose((0, 2, 1)).reshape((B, C, H, W))
        H_sp, W_sp = self.H_sp, self.W_sp
        x = x.reshape((B, C, H // H_sp, H_sp, W // W_sp, W_sp))
        x = x.transpose((0, 2, 4, 1, 3, 5)).reshape((-1, C, H_sp, W_sp))
        lepe = func(x)
        lepe = lepe.reshape((-1, self.num_heads, C // self.num_heads, H_sp * W_sp)).transpose((0, 1, 3, 2))
        x = x.reshape((-1, self.num_heads, C // self.num_heads, H_sp * W_sp)).transpose((0, 1, 3, 2))
        return x, lepe

    def hybrid_forward(self, F, q, k, v):
        H = W = self.resolution
        B, L, C = q.shape
        assert L == H * W, "flatten img_tokens has wrong size"
        q = self.im2cswin(q)
        k = self.im2cswin(k)
        v, lepe = self.get_lepe(v, self.get_v)
        q = q * self.scale
        attn = F.linalg.gemm2(q, k, transpose_b=True)
        attn = F.softmax(attn, axis=-1)
        x = F.linalg.gemm2(attn, v) + lepe
        x = x.transpose((0, 2, 1, 3)).reshape((-1, self.H_sp * self.W_sp, C))
        x = windows2img(x, self.H_sp, self.W_sp, H, W).reshape((B, -1, C))
        return x
