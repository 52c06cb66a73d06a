"""Adapted from bowenc0221/MXNet-GAN (Gluon/gluon_pix2pix.py, UnetSkipUnit; the same unit in
chen0040/mxnet-gan): a recursive U-Net unit that returns its model's output at the outermost level and
otherwise concatenates it with its input -- a python flag fixed in the constructor."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 8, 8)]


class UnetSkipUnit(nn.HybridBlock):
    def __init__(self, inner, outer, inner_block=None, outermost=False, **kwargs):
        super().__init__(**kwargs)
        self.outermost = outermost
        layers = [nn.Conv2D(inner, 4, strides=2, padding=1)]
        if inner_block is not None:
            layers.append(inner_block)
        layers += [nn.Activation('relu'), nn.Conv2DTranspose(outer, 4, strides=2, padding=1)]
        self.model = nn.HybridSequential()
        for layer in layers:
            self.model.add(layer)

    def hybrid_forward(self, F, x):
        if self.outermost:
            return self.model(x)
        return F.concat(self.model(x), x, dim=1)


class UnetGenerator(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        unet = UnetSkipUnit(4, 4)
        self.model = UnetSkipUnit(4, 3, unet, outermost=True)

    def hybrid_forward(self, F, x):
        return self.model(x)


Net = UnetGenerator
