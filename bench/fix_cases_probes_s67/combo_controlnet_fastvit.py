"""A ControlNet whose trainable copy is built from FastViT RepMixer blocks: the condition image through a
hint encoder to the latent size, the copy's RepMixer mixes `x + layer_scale * (BN(dwconv(x)) - BN(x))` with a
(C,) layer scale reshaped to (1, C, 1, 1) from the map's channel count, the timestep embedding broadcast over
space by a plain `+` of (B, C, 1, 1), a zero 1x1 conv and the conditioning scale added to the locked path."""
from mxnet import init
from mxnet.gluon import nn


INPUTS = [(2, 8, 8, 8), (2, 3, 16, 16), (2, 8)]


class RepMixer(nn.HybridBlock):
    def __init__(self, dim, layer_scale_init_value=1e-1, **kwargs):
        super(RepMixer, self).__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.BatchNorm(in_channels=dim)
            self.mixer_conv = nn.Conv2D(dim, 3, padding=1, groups=dim, use_bias=False, in_channels=dim)
            self.mixer_bn = nn.BatchNorm(in_channels=dim)
            self.layer_scale = self.params.get('layer_scale', shape=(dim,),
                                               init=init.Constant(layer_scale_init_value))

    def hybrid_forward(self, F, x, layer_scale):
        scale = layer_scale.reshape((1, x.shape[1], 1, 1))
        return x + scale * (self.mixer_bn(self.mixer_conv(x)) - self.norm(x))


class Net(nn.HybridBlock):
    def __init__(self, dim=8, emb_dim=8, conditioning_scale=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.conditioning_scale = conditioning_scale
        with self.name_scope():
            self.hint = nn.HybridSequential()
            self.hint.add(nn.Conv2D(dim, 3, padding=1, in_channels=3), nn.Activation('relu'),
                          nn.Conv2D(dim, 3, strides=2, padding=1, in_channels=dim))
            self.emb_proj = nn.Dense(dim, in_units=emb_dim)
            self.locked = RepMixer(dim)
            self.copy = RepMixer(dim)
            self.zero_conv = nn.Conv2D(dim, 1, in_channels=dim, weight_initializer=init.Zero(),
                                       bias_initializer=init.Constant(0.05))

    def hybrid_forward(self, F, x, cond, t_emb):
        emb = self.emb_proj(t_emb).expand_dims(-1).expand_dims(-1)
        h = self.locked(x + emb)
        c = self.copy(x + emb + self.hint(cond))
        return h + self.conditioning_scale * self.zero_conv(c)
