"""``gluon.contrib.cnn``: MXNet 1.9.1's deformable convolution layers (GluonCV's DCN backbones).

Each layer predicts its sampling offsets (and, modulated, a mask) with an ordinary convolution
of the input, initialised to zero, and applies the contrib op.  Parameter names
(``offset_weight``, ``deformable_conv_weight``, ...) and the prefixes are MXNet's.
"""
from __future__ import annotations

from numbers import Number

from .block import HybridBlock
from .nn import Activation

__all__ = ["DeformableConvolution", "ModulatedDeformableConvolution"]


def _pair(v, n=2):
    return (v,) * n if isinstance(v, Number) else tuple(v)


class _Deformable(HybridBlock):
    """The shared body (MXNet's signature of both layers): the offset convolution's and the
    deformable weights' declarations."""

    _offset_parts = 2          # (dy, dx) per tap; 3 with a mask

    def __init__(self, channels, kernel_size=(1, 1), strides=(1, 1), padding=(0, 0),
                 dilation=(1, 1), groups=1, num_deformable_group=1, layout="NCHW",
                 use_bias=True, in_channels=0, activation=None, weight_initializer=None,
                 bias_initializer="zeros", offset_weight_initializer="zeros",
                 offset_bias_initializer="zeros", offset_use_bias=True, op_name=None, adj=None,
                 prefix=None, params=None):
        self._op_name = op_name or type(self).__name__
        super().__init__(prefix=prefix, params=params)
        if layout not in ("NCHW", "NHWC"):
            raise ValueError("Only supports 'NCHW' and 'NHWC' layout for now")
        kernel = _pair(kernel_size)
        strides, padding, dilation = (_pair(v, len(kernel)) for v in (strides, padding, dilation))
        with self.name_scope():
            self._channels = channels
            self._in_channels = in_channels
            taps = kernel[0] * kernel[1] * num_deformable_group
            self._offset_split = 2 * taps
            self._kwargs_offset = {"kernel": kernel, "stride": strides, "dilate": dilation,
                                   "pad": padding, "num_filter": self._offset_parts * taps,
                                   "num_group": groups, "no_bias": not offset_use_bias,
                                   "layout": layout}
            self._kwargs_deformable_conv = {
                "kernel": kernel, "stride": strides, "dilate": dilation, "pad": padding,
                "num_filter": channels, "num_group": groups,
                "num_deformable_group": num_deformable_group, "no_bias": not use_bias,
                "layout": layout}
            if adj:
                self._kwargs_offset["adj"] = adj
                self._kwargs_deformable_conv["adj"] = adj
            # the offset convolution's weight: (parts*taps, in_channels/groups, kh, kw)
            self.offset_weight = self.params.get(
                "offset_weight", shape=(self._offset_parts * taps, in_channels // groups)
                + kernel, init=offset_weight_initializer, allow_deferred_init=True)
            self.offset_bias = self.params.get(
                "offset_bias", shape=(self._offset_parts * taps,), init=offset_bias_initializer,
                allow_deferred_init=True) if offset_use_bias else None
            self.deformable_conv_weight = self.params.get(
                "deformable_conv_weight", shape=(channels, 0) + kernel, init=weight_initializer,
                allow_deferred_init=True)
            self.deformable_conv_bias = self.params.get(
                "deformable_conv_bias", shape=(channels,), init=bias_initializer,
                allow_deferred_init=True) if use_bias else None
            self.act = Activation(activation, prefix=activation + "_") if activation else None

    def _offsets(self, F, x, offset_weight, offset_bias):
        if offset_bias is None:
            return F.Convolution(x, offset_weight, cudnn_off=True, **self._kwargs_offset)
        return F.Convolution(x, offset_weight, offset_bias, cudnn_off=True,
                             **self._kwargs_offset)

    def _finish(self, out):
        return self.act(out) if self.act else out

    def __repr__(self):
        shape = self.deformable_conv_weight.shape
        k = self._kwargs_deformable_conv
        return (f"{type(self).__name__}({shape[1] if shape[1] else None} -> {shape[0]}, "
                f"kernel_size={k['kernel']}, stride={k['stride']})")


class DeformableConvolution(_Deformable):
    def _alias(self):
        return "deformable_conv"

    def hybrid_forward(self, F, x, offset_weight, deformable_conv_weight, offset_bias=None,
                       deformable_conv_bias=None):
        offset = self._offsets(F, x, offset_weight, offset_bias)
        extra = {} if deformable_conv_bias is None else {"bias": deformable_conv_bias}
        return self._finish(F.contrib.DeformableConvolution(
            data=x, offset=offset, weight=deformable_conv_weight, name="fwd", **extra,
            **self._kwargs_deformable_conv))


class ModulatedDeformableConvolution(_Deformable):
    """DCNv2: the offset convolution also predicts a mask, ``2 * sigmoid``."""

    _offset_parts = 3

    def _alias(self):
        return "modulated_deformable_conv"

    def hybrid_forward(self, F, x, offset_weight, deformable_conv_weight, offset_bias=None,
                       deformable_conv_bias=None):
        offset = self._offsets(F, x, offset_weight, offset_bias)
        offset_t = F.slice_axis(offset, axis=1, begin=0, end=self._offset_split)
        mask = F.sigmoid(F.slice_axis(offset, axis=1, begin=self._offset_split, end=None)) * 2
        extra = {} if deformable_conv_bias is None else {"bias": deformable_conv_bias}
        return self._finish(F.contrib.ModulatedDeformableConvolution(
            data=x, offset=offset_t, mask=mask, weight=deformable_conv_weight, name="fwd",
            **extra, **self._kwargs_deformable_conv))
