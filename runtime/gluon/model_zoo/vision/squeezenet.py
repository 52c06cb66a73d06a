"""SqueezeNet 1.0 and 1.1 (Iandola et al. 2016) as MXNet 1.9.1's model zoo builds them."""
from __future__ import annotations

import os

from ....base import data_dir
from ....context import cpu
from ... import nn
from ...block import HybridBlock
from ..model_store import get_model_file

__all__ = ["SqueezeNet", "squeezenet1_0", "squeezenet1_1", "get_squeezenet"]


def _fire_conv(channels, kernel_size, padding=0):
    out = nn.HybridSequential(prefix="")
    out.add(nn.Conv2D(channels, kernel_size, padding=padding), nn.Activation("relu"))
    return out


def _fire(squeeze, expand1x1, expand3x3):
    """Squeeze 1x1, then 1x1 and 3x3 expansions concatenated on channels."""
    out = nn.HybridSequential(prefix="")
    out.add(_fire_conv(squeeze, 1))
    paths = nn.HybridConcurrent(axis=1, prefix="")
    paths.add(_fire_conv(expand1x1, 1))
    paths.add(_fire_conv(expand3x3, 3, 1))
    out.add(paths)
    return out


def _pool():
    return nn.MaxPool2D(pool_size=3, strides=2, ceil_mode=True)


class SqueezeNet(HybridBlock):
    """``version`` '1.0' or '1.1'; expects 224x224 inputs (the 13x13 average pool)."""

    def __init__(self, version, classes=1000, **kwargs):
        super().__init__(**kwargs)
        assert version in ["1.0", "1.1"], \
            f"Unsupported SqueezeNet version {version}:1.0 or 1.1 expected"
        with self.name_scope():
            self.features = nn.HybridSequential(prefix="")
            f = self.features
            if version == "1.0":
                f.add(nn.Conv2D(96, kernel_size=7, strides=2), nn.Activation("relu"), _pool())
                f.add(_fire(16, 64, 64))
                f.add(_fire(16, 64, 64))
                f.add(_fire(32, 128, 128))
                f.add(_pool())
                f.add(_fire(32, 128, 128))
                f.add(_fire(48, 192, 192))
                f.add(_fire(48, 192, 192))
                f.add(_fire(64, 256, 256))
                f.add(_pool())
                f.add(_fire(64, 256, 256))
            else:
                f.add(nn.Conv2D(64, kernel_size=3, strides=2), nn.Activation("relu"), _pool())
                f.add(_fire(16, 64, 64))
                f.add(_fire(16, 64, 64))
                f.add(_pool())
                f.add(_fire(32, 128, 128))
                f.add(_fire(32, 128, 128))
                f.add(_pool())
                f.add(_fire(48, 192, 192))
                f.add(_fire(48, 192, 192))
                f.add(_fire(64, 256, 256))
                f.add(_fire(64, 256, 256))
            f.add(nn.Dropout(0.5))
            self.output = nn.HybridSequential(prefix="")
            self.output.add(nn.Conv2D(classes, kernel_size=1))
            self.output.add(nn.Activation("relu"), nn.AvgPool2D(13), nn.Flatten())

    def hybrid_forward(self, F, x):
        return self.output(self.features(x))


def get_squeezenet(version, pretrained=False, ctx=cpu(),
                   root=os.path.join(data_dir(), "models"), **kwargs):
    net = SqueezeNet(version, **kwargs)
    if pretrained:
        net.load_parameters(get_model_file(f"squeezenet{version}", root=root), ctx=ctx)
    return net


def squeezenet1_0(**kwargs):
    return get_squeezenet("1.0", **kwargs)


def squeezenet1_1(**kwargs):
    return get_squeezenet("1.1", **kwargs)
