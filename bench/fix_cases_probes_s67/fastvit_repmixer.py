"""FastViT's RepMixer token mixing: x + layer_scale * (BN(dwconv(x)) - BN(x)) at train time, with the
(C, 1, 1) layer scale read as `.data()` of the Parameter; at inference (a flag the reparameterisation
sets) the whole mixer is one depthwise conv. A ConvFFN follows, its layer scale the same form."""
from mxnet import init
from mxnet.gluon import nn


INPUTS = [(2, 8, 6, 6)]


class ConvBN(nn.HybridSequential):
    def __init__(self, channels, kernel_size, groups=1, **kwargs):
        super(ConvBN, self).__init__(**kwargs)
        with self.name_scope():
            self.add(nn.Conv2D(channels, kernel_size, padding=kernel_size // 2, groups=groups,
                               use_bias=False, in_channels=channels),
                     nn.BatchNorm(in_channels=channels))


class Net(nn.HybridBlock):
    def __init__(self, dim=8, kernel_size=3, layer_scale_init_value=1e-1, inference_mode=False, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.inference_mode = inference_mode
        with self.name_scope():
            if inference_mode:
                self.reparam_conv = nn.Conv2D(dim, kernel_size, padding=kernel_size // 2, groups=dim,
                                              in_channels=dim)
            else:
                self.norm = nn.BatchNorm(in_channels=dim)
                self.mixer = ConvBN(dim, kernel_size, groups=dim)
                self.layer_scale = self.params.get('layer_scale', shape=(dim, 1, 1),
                                                   init=init.Constant(layer_scale_init_value))
            self.ffn = nn.HybridSequential()
            self.ffn.add(ConvBN(dim, 7, groups=dim),
                         nn.Conv2D(dim * 3, 1, in_channels=dim), nn.GELU(),
                         nn.Conv2D(dim, 1, in_channels=dim * 3))
            self.ffn_scale = self.params.get('ffn_scale', shape=(dim, 1, 1),
                                             init=init.Constant(layer_scale_init_value))

    def hybrid_forward(self, F, x, **kwargs):
        if self.inference_mode:
            x = self.reparam_conv(x)
        else:
            x = x + self.layer_scale.data() * (self.mixer(x) - self.norm(x))
        x = x + self.ffn_scale.data() * self.ffn(x)
        return x
