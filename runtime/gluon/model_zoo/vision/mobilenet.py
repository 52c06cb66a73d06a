"""MobileNet V1 (Howard et al. 2017) and V2 (Sandler et al. 2018) with width multipliers, as
MXNet 1.9.1's model zoo builds them (same blocks and prefixes, hence parameter names)."""
from __future__ import annotations

import os

from ....base import data_dir
from ....context import cpu
from ... import nn
from ...block import HybridBlock
from ..model_store import get_model_file

__all__ = ["MobileNet", "MobileNetV2", "mobilenet1_0", "mobilenet_v2_1_0", "mobilenet0_75",
           "mobilenet_v2_0_75", "mobilenet0_5", "mobilenet_v2_0_5", "mobilenet0_25",
           "mobilenet_v2_0_25", "get_mobilenet", "get_mobilenet_v2"]


class RELU6(HybridBlock):
    """min(max(x, 0), 6)."""

    def hybrid_forward(self, F, x):
        return F.clip(x, 0, 6, name="relu6")


def _add_conv(out, channels=1, kernel=1, stride=1, pad=0, num_group=1, active=True,
              relu6=False):
    out.add(nn.Conv2D(channels, kernel, stride, pad, groups=num_group, use_bias=False))
    out.add(nn.BatchNorm(scale=True))
    if active:
        out.add(RELU6() if relu6 else nn.Activation("relu"))


def _add_conv_dw(out, dw_channels, channels, stride, relu6=False):
    _add_conv(out, channels=dw_channels, kernel=3, stride=stride, pad=1, num_group=dw_channels,
              relu6=relu6)
    _add_conv(out, channels=channels, relu6=relu6)


class LinearBottleneck(HybridBlock):
    """Expand (1x1, ReLU6), depthwise 3x3 (ReLU6), project (1x1, linear); identity shortcut
    when the stride is 1 and the width is kept."""

    def __init__(self, in_channels, channels, t, stride, **kwargs):
        super().__init__(**kwargs)
        self.use_shortcut = stride == 1 and in_channels == channels
        with self.name_scope():
            self.out = nn.HybridSequential()
            _add_conv(self.out, in_channels * t, relu6=True)
            _add_conv(self.out, in_channels * t, kernel=3, stride=stride, pad=1,
                      num_group=in_channels * t, relu6=True)
            _add_conv(self.out, channels, active=False, relu6=True)

    def hybrid_forward(self, F, x):
        out = self.out(x)
        return F.elemwise_add(out, x) if self.use_shortcut else out


def _scaled(widths, multiplier):
    return [int(w * multiplier) for w in widths]


class MobileNet(HybridBlock):
    """Depthwise-separable convolutions; ``multiplier`` scales every width."""

    def __init__(self, multiplier=1.0, classes=1000, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.features = nn.HybridSequential(prefix="")
            with self.features.name_scope():
                _add_conv(self.features, channels=int(32 * multiplier), kernel=3, pad=1,
                          stride=2)
                dw_channels = _scaled([32, 64] + [128] * 2 + [256] * 2 + [512] * 6 + [1024],
                                      multiplier)
                channels = _scaled([64] + [128] * 2 + [256] * 2 + [512] * 6 + [1024] * 2,
                                   multiplier)
                strides = [1, 2] * 3 + [1] * 5 + [2, 1]
                for dwc, c, s in zip(dw_channels, channels, strides):
                    _add_conv_dw(self.features, dw_channels=dwc, channels=c, stride=s)
                self.features.add(nn.GlobalAvgPool2D(), nn.Flatten())
            self.output = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        return self.output(self.features(x))


class MobileNetV2(HybridBlock):
    """Inverted residual bottlenecks; the classifier is a 1x1 convolution (``output_pred_``)."""

    def __init__(self, multiplier=1.0, classes=1000, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.features = nn.HybridSequential(prefix="features_")
            with self.features.name_scope():
                _add_conv(self.features, int(32 * multiplier), kernel=3, stride=2, pad=1,
                          relu6=True)
                in_group = _scaled([32] + [16] + [24] * 2 + [32] * 3 + [64] * 4 + [96] * 3
                                   + [160] * 3, multiplier)
                out_group = _scaled([16] + [24] * 2 + [32] * 3 + [64] * 4 + [96] * 3
                                    + [160] * 3 + [320], multiplier)
                ts = [1] + [6] * 16
                strides = [1, 2] * 2 + [1, 1, 2] + [1] * 6 + [2] + [1] * 3
                for in_c, c, t, s in zip(in_group, out_group, ts, strides):
                    self.features.add(LinearBottleneck(in_channels=in_c, channels=c, t=t,
                                                       stride=s))
                last = int(1280 * multiplier) if multiplier > 1.0 else 1280
                _add_conv(self.features, last, relu6=True)
                self.features.add(nn.GlobalAvgPool2D())
            self.output = nn.HybridSequential(prefix="output_")
            with self.output.name_scope():
                self.output.add(nn.Conv2D(classes, 1, use_bias=False, prefix="pred_"),
                                nn.Flatten())

    def hybrid_forward(self, F, x):
        return self.output(self.features(x))


def _suffix(multiplier):
    suffix = f"{multiplier:.2f}"
    return suffix[:-1] if suffix in ("1.00", "0.50") else suffix


def get_mobilenet(multiplier, pretrained=False, ctx=cpu(),
                  root=os.path.join(data_dir(), "models"), **kwargs):
    net = MobileNet(multiplier, **kwargs)
    if pretrained:
        net.load_parameters(get_model_file(f"mobilenet{_suffix(multiplier)}", root=root),
                            ctx=ctx)
    return net


def get_mobilenet_v2(multiplier, pretrained=False, ctx=cpu(),
                     root=os.path.join(data_dir(), "models"), **kwargs):
    net = MobileNetV2(multiplier, **kwargs)
    if pretrained:
        net.load_parameters(get_model_file(f"mobilenetv2_{_suffix(multiplier)}", root=root),
                            ctx=ctx)
    return net


def _variant(getter, multiplier, name):
    def build(**kwargs):
        return getter(multiplier, **kwargs)
    build.__name__ = name
    build.__doc__ = f"{getter.__name__}({multiplier})"
    return build


mobilenet1_0 = _variant(get_mobilenet, 1.0, "mobilenet1_0")
mobilenet0_75 = _variant(get_mobilenet, 0.75, "mobilenet0_75")
mobilenet0_5 = _variant(get_mobilenet, 0.5, "mobilenet0_5")
mobilenet0_25 = _variant(get_mobilenet, 0.25, "mobilenet0_25")
mobilenet_v2_1_0 = _variant(get_mobilenet_v2, 1.0, "mobilenet_v2_1_0")
mobilenet_v2_0_75 = _variant(get_mobilenet_v2, 0.75, "mobilenet_v2_0_75")
mobilenet_v2_0_5 = _variant(get_mobilenet_v2, 0.5, "mobilenet_v2_0_5")
mobilenet_v2_0_25 = _variant(get_mobilenet_v2, 0.25, "mobilenet_v2_0_25")
