"""VGG 11/13/16/19 (Simonyan & Zisserman 2014), with and without BatchNorm, as MXNet 1.9.1's
model zoo builds them (parameter names and initializers included)."""
from __future__ import annotations

import os

from ....base import data_dir
from ....context import cpu
from ....initializer import Xavier
from ... import nn
from ...block import HybridBlock
from ..model_store import get_model_file

__all__ = ["VGG", "vgg11", "vgg13", "vgg16", "vgg19", "vgg11_bn", "vgg13_bn", "vgg16_bn",
           "vgg19_bn", "get_vgg"]


def _dense(units, **kwargs):
    return nn.Dense(units, weight_initializer="normal", bias_initializer="zeros", **kwargs)


class VGG(HybridBlock):
    """Conv3x3 blocks (``layers[i]`` convolutions of ``filters[i]`` channels, max-pooled), two
    4096-unit Dense layers with dropout, and the ``output`` layer."""

    def __init__(self, layers, filters, classes=1000, batch_norm=False, **kwargs):
        super().__init__(**kwargs)
        assert len(layers) == len(filters)
        with self.name_scope():
            self.features = nn.HybridSequential(prefix="")
            for num, width in zip(layers, filters):
                for _ in range(num):
                    self.features.add(nn.Conv2D(
                        width, kernel_size=3, padding=1, bias_initializer="zeros",
                        weight_initializer=Xavier(rnd_type="gaussian", factor_type="out",
                                                  magnitude=2)))
                    if batch_norm:
                        self.features.add(nn.BatchNorm())
                    self.features.add(nn.Activation("relu"))
                self.features.add(nn.MaxPool2D(strides=2))
            self.features.add(_dense(4096, activation="relu"), nn.Dropout(rate=0.5),
                              _dense(4096, activation="relu"), nn.Dropout(rate=0.5))
            self.output = _dense(classes)

    def hybrid_forward(self, F, x):
        return self.output(self.features(x))


vgg_spec = {11: ([1, 1, 2, 2, 2], [64, 128, 256, 512, 512]),
            13: ([2, 2, 2, 2, 2], [64, 128, 256, 512, 512]),
            16: ([2, 2, 3, 3, 3], [64, 128, 256, 512, 512]),
            19: ([2, 2, 4, 4, 4], [64, 128, 256, 512, 512])}


def get_vgg(num_layers, pretrained=False, ctx=cpu(), root=os.path.join(data_dir(), "models"),
            **kwargs):
    """VGG with ``num_layers`` (11, 13, 16, 19); ``batch_norm=True`` for the _bn variants."""
    layers, filters = vgg_spec[num_layers]
    net = VGG(layers, filters, **kwargs)
    if pretrained:
        suffix = "_bn" if kwargs.get("batch_norm") else ""
        net.load_parameters(get_model_file(f"vgg{num_layers}{suffix}", root=root), ctx=ctx)
    return net


def _variant(num_layers, bn):
    def build(**kwargs):
        if bn:
            kwargs["batch_norm"] = True
        return get_vgg(num_layers, **kwargs)
    build.__name__ = f"vgg{num_layers}{'_bn' if bn else ''}"
    build.__doc__ = f"VGG-{num_layers}{' with BatchNorm' if bn else ''} (see :func:`get_vgg`)."
    return build


vgg11, vgg13, vgg16, vgg19 = (_variant(n, False) for n in (11, 13, 16, 19))
vgg11_bn, vgg13_bn, vgg16_bn, vgg19_bn = (_variant(n, True) for n in (11, 13, 16, 19))
