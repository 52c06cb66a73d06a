"""VAN's block: BN -> Attention (1x1 proj, GELU, large kernel attention = depthwise 5x5, depthwise 7x7 with
dilation 3, 1x1 conv, multiplied with its input, 1x1 proj, shortcut) and BN -> MLP (1x1 fc, depthwise 3x3
in the hidden layer, GELU, 1x1 fc), each branch scaled by a layer-scale Parameter of shape (C,) viewed as
(1, C, 1, 1) from the input's channel count before the plain `*`."""
from mxnet import init
from mxnet.gluon import nn


INPUTS = [(2, 8, 8, 8)]


class LKA(nn.HybridBlock):
    def __init__(self, dim, **kwargs):
        super(LKA, self).__init__(**kwargs)
        with self.name_scope():
            self.conv0 = nn.Conv2D(dim, 5, padding=2, groups=dim, in_channels=dim)
            self.conv_spatial = nn.Conv2D(dim, 7, padding=9, dilation=3, groups=dim, in_channels=dim)
            self.conv1 = nn.Conv2D(dim, 1, in_channels=dim)

    def hybrid_forward(self, F, x):
        u = x
        attn = self.conv0(x)
        attn = self.conv_spatial(attn)
        attn = self.conv1(attn)
        return u * attn


class Attention(nn.HybridBlock):
    def __init__(self, d_model, **kwargs):
        super(Attention, self).__init__(**kwargs)
        with self.name_scope():
            self.proj_1 = nn.Conv2D(d_model, 1, in_channels=d_model)
            self.activation = nn.GELU()
            self.spatial_gating_unit = LKA(d_model)
            self.proj_2 = nn.Conv2D(d_model, 1, in_channels=d_model)

    def hybrid_forward(self, F, x):
        shortcut = x
        x = self.proj_1(x)
        x = self.activation(x)
        x = self.spatial_gating_unit(x)
        x = self.proj_2(x)
        return x + shortcut


class Mlp(nn.HybridBlock):
    def __init__(self, in_features, hidden_features, **kwargs):
        super(Mlp, self).__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Conv2D(hidden_features, 1, in_channels=in_features)
            self.dwconv = nn.Conv2D(hidden_features, 3, padding=1, groups=hidden_features,
                                    in_channels=hidden_features)
            self.act = nn.GELU()
            self.fc2 = nn.Conv2D(in_features, 1, in_channels=hidden_features)

    def hybrid_forward(self, F, x):
        x = self.fc1(x)
        x = self.dwconv(x)
        x = self.act(x)
        return self.fc2(x)


class Net(nn.HybridBlock):
    def __init__(self, dim=8, mlp_ratio=4, layer_scale_init_value=1e-2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.norm1 = nn.BatchNorm(in_channels=dim)
            self.attn = Attention(dim)
            self.norm2 = nn.BatchNorm(in_channels=dim)
            self.mlp = Mlp(dim, dim * mlp_ratio)
            self.layer_scale_1 = self.params.get('layer_scale_1', shape=(dim,),
                                                 init=init.Constant(layer_scale_init_value))
            self.layer_scale_2 = self.params.get('layer_scale_2', shape=(dim,),
                                                 init=init.Constant(layer_scale_init_value))

    def hybrid_forward(self, F, x, layer_scale_1, layer_scale_2):
        C = x.shape[1]
        x = x + layer_scale_1.reshape((1, C, 1, 1)) * self.attn(self.norm1(x))
        x = x + layer_scale_2.reshape((1, C, 1, 1)) * self.mlp(self.norm2(x))
        return x
