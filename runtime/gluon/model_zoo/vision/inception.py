"""Inception V3 (Szegedy et al. 2015) as MXNet 1.9.1's model zoo builds it (blocks A1_...E2_,
same creation order, hence parameter names); expects 299x299 inputs."""
from __future__ import annotations

import os

from ....base import data_dir
from ....context import cpu
from ... import nn
from ...block import HybridBlock
from ..model_store import get_model_file

__all__ = ["Inception3", "inception_v3"]

_SETTING_NAMES = ("channels", "kernel_size", "strides", "padding")


def _basic_conv(**kwargs):
    out = nn.HybridSequential(prefix="")
    out.add(nn.Conv2D(use_bias=False, **kwargs), nn.BatchNorm(epsilon=0.001),
            nn.Activation("relu"))
    return out


def _branch(use_pool, *conv_settings):
    """An optional pool, then convolutions from (channels, kernel, strides, padding) tuples
    (None: the Conv2D default)."""
    out = nn.HybridSequential(prefix="")
    if use_pool == "avg":
        out.add(nn.AvgPool2D(pool_size=3, strides=1, padding=1))
    elif use_pool == "max":
        out.add(nn.MaxPool2D(pool_size=3, strides=2))
    for setting in conv_settings:
        out.add(_basic_conv(**{k: v for k, v in zip(_SETTING_NAMES, setting) if v is not None}))
    return out


def _concat(prefix):
    return nn.HybridConcurrent(axis=1, prefix=prefix)


def _make_A(pool_features, prefix):
    out = _concat(prefix)
    with out.name_scope():
        out.add(_branch(None, (64, 1, None, None)))
        out.add(_branch(None, (48, 1, None, None), (64, 5, None, 2)))
        out.add(_branch(None, (64, 1, None, None), (96, 3, None, 1), (96, 3, None, 1)))
        out.add(_branch("avg", (pool_features, 1, None, None)))
    return out


def _make_B(prefix):
    out = _concat(prefix)
    with out.name_scope():
        out.add(_branch(None, (384, 3, 2, None)))
        out.add(_branch(None, (64, 1, None, None), (96, 3, None, 1), (96, 3, 2, None)))
        out.add(_branch("max"))
    return out


def _make_C(c7, prefix):
    out = _concat(prefix)
    with out.name_scope():
        out.add(_branch(None, (192, 1, None, None)))
        out.add(_branch(None, (c7, 1, None, None), (c7, (1, 7), None, (0, 3)),
                        (192, (7, 1), None, (3, 0))))
        out.add(_branch(None, (c7, 1, None, None), (c7, (7, 1), None, (3, 0)),
                        (c7, (1, 7), None, (0, 3)), (c7, (7, 1), None, (3, 0)),
                        (192, (1, 7), None, (0, 3))))
        out.add(_branch("avg", (192, 1, None, None)))
    return out


def _make_D(prefix):
    out = _concat(prefix)
    with out.name_scope():
        out.add(_branch(None, (192, 1, None, None), (320, 3, 2, None)))
        out.add(_branch(None, (192, 1, None, None), (192, (1, 7), None, (0, 3)),
                        (192, (7, 1), None, (3, 0)), (192, 3, 2, None)))
        out.add(_branch("max"))
    return out


def _split_3x1(channels):
    split = _concat("")
    split.add(_branch(None, (channels, (1, 3), None, (0, 1))))
    split.add(_branch(None, (channels, (3, 1), None, (1, 0))))
    return split


def _make_E(prefix):
    out = _concat(prefix)
    with out.name_scope():
        out.add(_branch(None, (320, 1, None, None)))
        branch_3x3 = nn.HybridSequential(prefix="")
        out.add(branch_3x3)
        branch_3x3.add(_branch(None, (384, 1, None, None)))
        branch_3x3.add(_split_3x1(384))
        branch_3x3dbl = nn.HybridSequential(prefix="")
        out.add(branch_3x3dbl)
        branch_3x3dbl.add(_branch(None, (448, 1, None, None), (384, 3, None, 1)))
        branch_3x3dbl.add(_split_3x1(384))
        out.add(_branch("avg", (192, 1, None, None)))
    return out


class Inception3(HybridBlock):
    def __init__(self, classes=1000, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.features = nn.HybridSequential(prefix="")
            f = self.features
            f.add(_basic_conv(channels=32, kernel_size=3, strides=2))
            f.add(_basic_conv(channels=32, kernel_size=3))
            f.add(_basic_conv(channels=64, kernel_size=3, padding=1))
            f.add(nn.MaxPool2D(pool_size=3, strides=2))
            f.add(_basic_conv(channels=80, kernel_size=1))
            f.add(_basic_conv(channels=192, kernel_size=3))
            f.add(nn.MaxPool2D(pool_size=3, strides=2))
            f.add(_make_A(32, "A1_"), _make_A(64, "A2_"), _make_A(64, "A3_"), _make_B("B_"))
            f.add(_make_C(128, "C1_"), _make_C(160, "C2_"), _make_C(160, "C3_"),
                  _make_C(192, "C4_"), _make_D("D_"), _make_E("E1_"), _make_E("E2_"))
            f.add(nn.AvgPool2D(pool_size=8), nn.Dropout(0.5))
            self.output = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        return self.output(self.features(x))


def inception_v3(pretrained=False, ctx=cpu(), root=os.path.join(data_dir(), "models"),
                 **kwargs):
    net = Inception3(**kwargs)
    if pretrained:
        net.load_parameters(get_model_file("inceptionv3", root=root), ctx=ctx)
    return net
