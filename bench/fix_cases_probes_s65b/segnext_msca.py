"""SegNeXt's MSCAN block: the multi-scale convolutional attention (a 5x5 depthwise conv, then three
branches of depthwise strip convs (1x7, 7x1), (1x11, 11x1), (1x21, 21x1) summed with it, a 1x1 conv
mixing channels, `attn * u`), inside the block with layer scales held as (C,) Parameters read by
`.data()` and reshaped to (1, C, 1, 1), and the token layout of the stage: `B, C, H, W = x.shape`,
`x.reshape((B, C, -1)).transpose((0, 2, 1))` for the LayerNorm, back by `reshape((B, C, H, W))`."""
from mxnet import init
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8)]


def dw(channels, kernel, padding):
    return nn.Conv2D(channels, kernel, padding=padding, groups=channels, in_channels=channels)


class AttentionModule(nn.HybridBlock):
    def __init__(self, dim, **kwargs):
        super(AttentionModule, self).__init__(**kwargs)
        with self.name_scope():
            self.conv0 = dw(dim, 5, 2)
            self.conv0_1 = dw(dim, (1, 7), (0, 3))
            self.conv0_2 = dw(dim, (7, 1), (3, 0))
            self.conv1_1 = dw(dim, (1, 11), (0, 5))
            self.conv1_2 = dw(dim, (11, 1), (5, 0))
            self.conv2_1 = dw(dim, (1, 21), (0, 10))
            self.conv2_2 = dw(dim, (21, 1), (10, 0))
            self.conv3 = nn.Conv2D(dim, 1, in_channels=dim)

    def hybrid_forward(self, F, x):
        u = x
        attn = self.conv0(x)
        attn_0 = self.conv0_2(self.conv0_1(attn))
        attn_1 = self.conv1_2(self.conv1_1(attn))
        attn_2 = self.conv2_2(self.conv2_1(attn))
        attn = attn + attn_0 + attn_1 + attn_2
        attn = self.conv3(attn)
        return attn * u


class Net(nn.HybridBlock):
    def __init__(self, dim=4, mlp_ratio=2, layer_scale_init_value=1e-2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.norm1 = nn.BatchNorm(in_channels=dim)
            self.proj_1 = nn.Conv2D(dim, 1, in_channels=dim, activation='relu')
            self.spatial_gating_unit = AttentionModule(dim)
            self.proj_2 = nn.Conv2D(dim, 1, in_channels=dim)
            self.norm2 = nn.BatchNorm(in_channels=dim)
            self.fc1 = nn.Conv2D(dim * mlp_ratio, 1, in_channels=dim, activation='relu')
            self.fc2 = nn.Conv2D(dim, 1, in_channels=dim * mlp_ratio)
            self.layer_scale_1 = self.params.get('layer_scale_1', shape=(dim,),
                                                 init=init.Constant(layer_scale_init_value))
            self.layer_scale_2 = self.params.get('layer_scale_2', shape=(dim,),
                                                 init=init.Constant(layer_scale_init_value))
            self.norm = nn.LayerNorm(in_channels=dim)

    def hybrid_forward(self, F, x, layer_scale_1, layer_scale_2):
        attn = self.proj_2(self.spatial_gating_unit(self.proj_1(self.norm1(x))))
        x = x + self.layer_scale_1.data().reshape((1, -1, 1, 1)) * attn
        mlp = self.fc2(self.fc1(self.norm2(x)))
        x = x + self.layer_scale_2.data().reshape((1, -1, 1, 1)) * mlp
        B, C, H, W = x.shape
        x = x.reshape((B, C, -1)).transpose((0, 2, 1))
        x = self.norm(x)
        return x.transpose((0, 2, 1)).reshape((B, C, H, W))
