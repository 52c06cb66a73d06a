"""MAXIM's multi-axis gated MLP (channels last, as the official JAX code): the input (N, H, W, C) split in
half along channels, one half block-partitioned `x.reshape((n, gh, fh, gw, fw, c))` into (N, gh*gw, fh*fw, C)
patches of the block size (`gh, gw = h // fh, w // fw` from `n, h, w, num_channels = x.shape`), the
other grid-partitioned with the grid's size fixed (`fh, fw = h // gh, w // gw`), each through a gMLP whose
spatial gating unit splits channels in half (`u, v = split(x, 2, axis=-1)`), mixes v along the
token axis by a Dense on the transposed axis and gates u; then both unpartitioned and concatenated."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 4, 8)]


def block_images(F, x, patch_size):
    n, h, w, c = x.shape
    gh, gw = h // patch_size[0], w // patch_size[1]
    x = x.reshape((n, gh, patch_size[0], gw, patch_size[1], c)).transpose((0, 1, 3, 2, 4, 5))
    return x.reshape((n, gh * gw, -1, c))


def unblock_images(F, x, grid_size, patch_size):
    n, _, _, c = x.shape
    x = x.reshape((n, grid_size[0], grid_size[1], patch_size[0], patch_size[1], c))
    x = x.transpose((0, 1, 3, 2, 4, 5))
    return x.reshape((n, grid_size[0] * patch_size[0], grid_size[1] * patch_size[1], c))


class GatingUnit(nn.HybridBlock):
    def __init__(self, channels, tokens, axis, **kwargs):
        super(GatingUnit, self).__init__(**kwargs)
        self.axis = axis
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=channels // 2)
            self.mix = nn.Dense(tokens, in_units=tokens, flatten=False)

    def hybrid_forward(self, F, x):
        u, v = F.split(x, num_outputs=2, axis=-1)
        v = self.norm(v).swapaxes(3, self.axis)
        v = self.mix(v).swapaxes(3, self.axis)
        return u * (v + 1.0)


class Net(nn.HybridBlock):
    def __init__(self, channels=8, block_size=(2, 2), grid_size=(2, 2), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.block_size = block_size
        self.grid_size = grid_size
        half = channels // 2
        with self.name_scope():
            self.in_proj = nn.Dense(2 * channels, in_units=channels, flatten=False)
            self.block_gate = GatingUnit(channels, block_size[0] * block_size[1], axis=2)
            self.grid_gate = GatingUnit(channels, grid_size[0] * grid_size[1], axis=1)
            self.out_proj = nn.Dense(channels, in_units=channels, flatten=False)
        self.half = half

    def hybrid_forward(self, F, x):
        n, h, w, num_channels = x.shape
        y = F.LeakyReLU(self.in_proj(x), act_type='gelu')
        u, v = F.split(y, num_outputs=2, axis=-1)
        fh, fw = self.block_size
        gh, gw = h // fh, w // fw
        u = self.block_gate(block_images(F, u, (fh, fw)))
        u = unblock_images(F, u, (gh, gw), (fh, fw))
        gh, gw = self.grid_size
        fh, fw = h // gh, w // gw
        v = self.grid_gate(block_images(F, v, (fh, fw)))
        v = unblock_images(F, v, (gh, gw), (fh, fw))
        return x + self.out_proj(F.concat(u, v, dim=-1))
