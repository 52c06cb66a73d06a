"""T2T-ViT's tokens-to-token module: the image soft-split into overlapping patches by an unfold
helper (zero pad, then `x[:, :, i:i + stride * out_h:stride, j:j + stride * out_w:stride]` for every
kernel offset, stacked), the tokens transformed, reshaped back to a square image by
`int(np.sqrt(new_HW))` read from `B, new_HW, C = x.shape`, soft-split again and re-tokenised."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


def unfold(x, kernel_size, stride, padding):
    B, C, H, W = x.shape
    x = nd.pad(x, mode='constant', pad_width=(0, 0, 0, 0, padding, padding, padding, padding))
    out_h = (H + 2 * padding - kernel_size) // stride + 1
    out_w = (W + 2 * padding - kernel_size) // stride + 1
    patches = []
    for i in range(kernel_size):
        for j in range(kernel_size):
            patches.append(x[:, :, i:i + stride * out_h:stride, j:j + stride * out_w:stride])
    patches = nd.stack(*patches, axis=2)
    return patches.reshape((B, C * kernel_size * kernel_size, out_h * out_w))


class Net(nn.HybridBlock):
    def __init__(self, in_chans=3, token_dim=8, embed_dim=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.attention1 = nn.Dense(token_dim, in_units=in_chans * 9, flatten=False)
            self.norm1 = nn.LayerNorm(in_channels=token_dim)
            self.project = nn.Dense(embed_dim, in_units=token_dim * 9, flatten=False)

    def hybrid_forward(self, F, x):
        x = unfold(x, 3, 2, 1).transpose((0, 2, 1))
        x = self.norm1(F.relu(self.attention1(x)))
        B, new_HW, C = x.shape
        side = int(np.sqrt(new_HW))
        x = x.transpose((0, 2, 1)).reshape((B, C, side, side))
        x = unfold(x, 3, 2, 1).transpose((0, 2, 1))
        return self.project(x)
