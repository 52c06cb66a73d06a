"""One decoder stage of Swin-Unet: PatchExpand (a linear layer doubling the channels, the tokens
of an H x W grid with `H = W = int(math.sqrt(L))` rearranged `b h w (p1 p2 c) -> b (h p1) (w p2) c`
by reshape/transpose into a 2x larger grid, LayerNorm of the C / 4 channels), then the encoder's
skip concatenated along the channels and `concat_back_dim`, a linear layer."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 16, 16), (2, 64, 8)]


class Net(nn.HybridBlock):
    def __init__(self, dim=16, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.expand = nn.Dense(2 * dim, in_units=dim, use_bias=False, flatten=False)
            self.norm = nn.LayerNorm(in_channels=dim // 2)
            self.concat_back_dim = nn.Dense(dim // 2, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x, skip):
        B, L, C = x.shape
        H = W = int(math.sqrt(L))
        x = self.expand(x)
        C = x.shape[-1]
        x = x.reshape((B, H, W, 2, 2, C // 4))
        x = x.transpose((0, 1, 3, 2, 4, 5)).reshape((B, -1, C // 4))
        x = self.norm(x)
        x = F.concat(x, skip, dim=-1)
        return self.concat_back_dim(x)
