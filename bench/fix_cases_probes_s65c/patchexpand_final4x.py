"""Swin-Unet's FinalPatchExpand_X4 and output head: a linear layer to 16 * dim channels, the
grid given as `self.input_resolution` and checked against `B, L, C = x.shape`, the tokens
rearranged into a 4x larger grid (`b h w (p1 p2 c) -> b (h p1) (w p2) c`), LayerNorm, then viewed
as an image `(B, 4H, 4W, -1)` transposed to NCHW for the 1x1 output conv."""
from mxnet.gluon import nn


INPUTS = [(2, 9, 8)]


class Net(nn.HybridBlock):
    def __init__(self, input_resolution=(3, 3), dim=8, dim_scale=4, num_classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.input_resolution = input_resolution
        self.dim_scale = dim_scale
        self.output_dim = dim
        with self.name_scope():
            self.expand = nn.Dense(16 * dim, in_units=dim, use_bias=False, flatten=False)
            self.norm = nn.LayerNorm(in_channels=dim)
            self.output = nn.Conv2D(num_classes, 1, use_bias=False, in_channels=dim)

    def hybrid_forward(self, F, x):
        H, W = self.input_resolution
        x = self.expand(x)
        B, L, C = x.shape
        assert L == H * W, "input feature has wrong size"
        x = x.reshape((B, H, W, self.dim_scale, self.dim_scale, C // (self.dim_scale ** 2)))
        x = x.transpose((0, 1, 3, 2, 4, 5)).reshape((B, -1, self.output_dim))
        x = self.norm(x)
        x = x.reshape((B, 4 * H, 4 * W, -1)).transpose((0, 3, 1, 2))
        return self.output(x)
