"""``gluon.nn``: MXNet 1.9.1's layers on the hybridlint runtime.

Every layer calls the op with ``name='fwd'`` where MXNet does, so traced
node names match MXNet's export (``dense0_fwd``, ``dense0_relu_fwd``,
``lenet0_conv0_fwd``, ``lenet0_pool0_fwd``), and passes exactly the
attributes MXNet passes, so ``-symbol.json`` attrs match too.
"""
from __future__ import annotations

import sys
import warnings
from numbers import Number

import numpy as np

from .. import initializer, nd, sym
from .block import Block, HybridBlock, SymbolBlock, _indent

__all__ = [
    "Block", "HybridBlock", "SymbolBlock", "Sequential", "HybridSequential", "Dense", "Dropout", "BatchNorm",
    "BatchNormReLU", "LayerNorm",
    "InstanceNorm", "Embedding", "Flatten", "Lambda", "HybridLambda", "Activation",
    "LeakyReLU", "PReLU", "ELU", "SELU", "GELU", "Swish", "Conv1D", "Conv2D", "Conv3D",
    "Conv1DTranspose", "Conv2DTranspose", "Conv3DTranspose", "ReflectionPad2D", "GroupNorm",
    "MaxPool1D", "MaxPool2D", "MaxPool3D", "AvgPool1D", "AvgPool2D", "AvgPool3D",
    "GlobalMaxPool1D", "GlobalMaxPool2D", "GlobalMaxPool3D", "GlobalAvgPool1D",
    "GlobalAvgPool2D", "GlobalAvgPool3D", "Identity", "Concurrent", "HybridConcurrent",
]


def _children_repr(block):
    modstr = "\n".join(f"  ({key}): {_indent(repr(child), 2)}"
                       for key, child in block._children.items())
    return f"{block.__class__.__name__}(\n{modstr}\n)"


class _SequentialMixin:
    # summary() lists the blocks a container holds, not the container (as MXNet's does)
    _summary_row = False

    def add(self, *blocks):
        """Append blocks; they run in order."""
        for block in blocks:
            self.register_child(block)

    def __repr__(self):
        return _children_repr(self)

    def __getitem__(self, key):
        layers = list(self._children.values())[key]
        if isinstance(layers, list):
            net = type(self)(prefix=self._prefix)
            with net.name_scope():
                net.add(*layers)
            return net
        return layers

    def __len__(self):
        return len(self._children)


class Sequential(_SequentialMixin, Block):
    """Stacks Blocks sequentially (runs eagerly)."""

    def __init__(self, prefix=None, params=None):
        super().__init__(prefix=prefix, params=params)

    def forward(self, x):
        for block in self._children.values():
            x = block(x)
        return x

    def hybridize(self, active=True, **kwargs):
        if self._children and all(isinstance(c, HybridBlock) for c in self._children.values()):
            warnings.warn(f"All children of this Sequential layer '{self.prefix}' are "
                          "HybridBlocks. Consider using HybridSequential for the best "
                          "performance.", stacklevel=2)
        super().hybridize(active, **kwargs)


class HybridSequential(_SequentialMixin, HybridBlock):
    """Stacks HybridBlocks sequentially; hybridizes into one graph."""

    def __init__(self, prefix=None, params=None):
        super().__init__(prefix=prefix, params=params)

    def hybrid_forward(self, F, x):
        for block in self._children.values():
            x = block(x)
        return x


class Activation(HybridBlock):
    """``F.Activation(x, act_type=...)``: relu, sigmoid, tanh, softrelu, softsign."""

    def __init__(self, activation, **kwargs):
        self._act_type = activation
        super().__init__(**kwargs)

    def _alias(self):
        return self._act_type

    def hybrid_forward(self, F, x):
        return F.Activation(x, act_type=self._act_type, name="fwd")

    def __repr__(self):
        return f"{self.__class__.__name__}({self._act_type})"


class Dense(HybridBlock):
    """Fully connected layer: ``activation(dot(x, weight.T) + bias)``."""

    def __init__(self, units, activation=None, use_bias=True, flatten=True, dtype="float32",
                 weight_initializer=None, bias_initializer="zeros", in_units=0, **kwargs):
        super().__init__(**kwargs)
        self._flatten = flatten
        with self.name_scope():
            self._units = units
            self._in_units = in_units
            self.weight = self.params.get("weight", shape=(units, in_units),
                                          init=weight_initializer, dtype=dtype,
                                          allow_deferred_init=True)
            if use_bias:
                self.bias = self.params.get("bias", shape=(units,), init=bias_initializer,
                                            dtype=dtype, allow_deferred_init=True)
            else:
                self.bias = None
            self.act = Activation(activation, prefix=activation + "_") if activation is not None else None

    def hybrid_forward(self, F, x, weight, bias=None):
        act = F.FullyConnected(x, weight, bias, no_bias=bias is None, num_hidden=self._units,
                               flatten=self._flatten, name="fwd")
        if self.act is not None:
            act = self.act(act)
        return act

    def __repr__(self):
        shape = self.weight.shape
        layout = f"{shape[1] if shape[1] else None} -> {shape[0]}"
        return f"{self.__class__.__name__}({layout}, {self.act if self.act else 'linear'})"


class Dropout(HybridBlock):
    """Zeroes a fraction ``rate`` of the inputs in training mode (identity otherwise)."""

    def __init__(self, rate, axes=(), **kwargs):
        super().__init__(**kwargs)
        self._rate = rate
        self._axes = axes

    def hybrid_forward(self, F, x):
        if self._rate > 0:
            return F.Dropout(x, p=self._rate, axes=self._axes, name="fwd", cudnn_off=False)
        return F.identity(x)

    def __repr__(self):
        return f"{self.__class__.__name__}(p = {self._rate}, axes={self._axes})"


def _add_gamma_beta(block, size, center, scale, beta_initializer, gamma_initializer,
                    mark_differentiable=False):
    """The (size,) scale ``gamma`` and shift ``beta`` of a normalization layer;
    one that is switched off keeps its initial value (grad_req "null")."""
    extra = (lambda flag: {"differentiable": flag}) if mark_differentiable else (lambda flag: {})
    block.gamma = block.params.get("gamma", grad_req="write" if scale else "null",
                                   shape=(size,), init=gamma_initializer,
                                   allow_deferred_init=True, **extra(scale))
    block.beta = block.params.get("beta", grad_req="write" if center else "null",
                                  shape=(size,), init=beta_initializer,
                                  allow_deferred_init=True, **extra(center))


def _repr_with_in_channels(self):
    content = ", ".join(f"{k}={v!r}" for k, v in self._kwargs.items())
    return f"{self.__class__.__name__}({content}, in_channels={self.gamma.shape[0]})"


class BatchNorm(HybridBlock):
    """Batch normalization; passes ``fix_gamma=not scale`` (the op's default is True)."""

    def __init__(self, axis=1, momentum=0.9, epsilon=1e-5, center=True, scale=True,
                 use_global_stats=False, beta_initializer="zeros", gamma_initializer="ones",
                 running_mean_initializer="zeros", running_variance_initializer="ones",
                 in_channels=0, **kwargs):
        super().__init__(**kwargs)
        self._kwargs = {"axis": axis, "eps": epsilon, "momentum": momentum,
                        "fix_gamma": not scale, "use_global_stats": use_global_stats}
        if in_channels != 0:
            self.in_channels = in_channels
        _add_gamma_beta(self, in_channels, center, scale, beta_initializer, gamma_initializer,
                        mark_differentiable=True)
        self.running_mean = self.params.get("running_mean", grad_req="null",
                                            shape=(in_channels,), init=running_mean_initializer,
                                            allow_deferred_init=True, differentiable=False)
        self.running_var = self.params.get("running_var", grad_req="null",
                                           shape=(in_channels,),
                                           init=running_variance_initializer,
                                           allow_deferred_init=True, differentiable=False)

    def cast(self, dtype):
        if np.dtype(dtype).name == "float16":
            dtype = "float32"
        super().cast(dtype)

    def hybrid_forward(self, F, x, gamma, beta, running_mean, running_var):
        return self._normalize(F)(x, gamma, beta, running_mean, running_var, name="fwd",
                                  **self._kwargs)

    @staticmethod
    def _normalize(F):
        return F.BatchNorm

    def __repr__(self):
        in_channels = self.gamma.shape[0]
        content = ", ".join(f"{k}={v!r}" for k, v in self._kwargs.items())
        return f"{self.__class__.__name__}({content}, in_channels={in_channels if in_channels else None})"


class BatchNormReLU(BatchNorm):
    """BatchNorm fused with a relu (MXNet's ``BatchNormWithReLU``, a oneDNN operator: 4-D data
    only, as in MXNet 1.9.1's CPU wheel)."""

    @staticmethod
    def _normalize(F):
        return F.contrib.BatchNormWithReLU


class LayerNorm(HybridBlock):
    """Layer normalization over ``axis`` (default the last)."""

    def __init__(self, axis=-1, epsilon=1e-5, center=True, scale=True,
                 beta_initializer="zeros", gamma_initializer="ones", in_channels=0,
                 prefix=None, params=None):
        super().__init__(prefix=prefix, params=params)
        self._kwargs = {"eps": epsilon, "axis": axis, "center": center, "scale": scale}
        self._axis = axis
        self._epsilon = epsilon
        _add_gamma_beta(self, in_channels, center, scale, beta_initializer, gamma_initializer)

    def hybrid_forward(self, F, data, gamma, beta):
        return F.LayerNorm(data, gamma=gamma, beta=beta, axis=self._axis, eps=self._epsilon)

    __repr__ = _repr_with_in_channels


class InstanceNorm(HybridBlock):
    """Instance normalization (per sample and channel)."""

    def __init__(self, axis=1, epsilon=1e-5, center=True, scale=False,
                 beta_initializer="zeros", gamma_initializer="ones", in_channels=0, **kwargs):
        super().__init__(**kwargs)
        self._kwargs = {"eps": epsilon, "axis": axis, "center": center, "scale": scale}
        self._axis = axis
        self._epsilon = epsilon
        _add_gamma_beta(self, in_channels, center, scale, beta_initializer, gamma_initializer)

    def hybrid_forward(self, F, x, gamma, beta):
        if self._axis == 1:
            return F.InstanceNorm(x, gamma, beta, name="fwd", eps=self._epsilon)
        x = x.swapaxes(1, self._axis)
        return F.InstanceNorm(x, gamma, beta, name="fwd",
                              eps=self._epsilon).swapaxes(1, self._axis)

    __repr__ = _repr_with_in_channels


class Embedding(HybridBlock):
    """Maps integer indices to rows of a (input_dim, output_dim) weight."""

    def __init__(self, input_dim, output_dim, dtype="float32", weight_initializer=None,
                 sparse_grad=False, **kwargs):
        super().__init__(**kwargs)
        if sparse_grad:
            raise NotImplementedError("Embedding(sparse_grad=True): row_sparse gradients are "
                                      "not supported by the hybridlint runtime")
        self._kwargs = {"input_dim": input_dim, "output_dim": output_dim, "dtype": dtype,
                        "sparse_grad": sparse_grad}
        self.weight = self.params.get("weight", shape=(input_dim, output_dim),
                                      init=weight_initializer, dtype=dtype,
                                      allow_deferred_init=True)

    def hybrid_forward(self, F, x, weight):
        return F.Embedding(x, weight, name="fwd", **self._kwargs)

    def __repr__(self):
        k = self._kwargs
        return f"{self.__class__.__name__}({k['input_dim']} -> {k['output_dim']}, {k['dtype']})"


class Flatten(HybridBlock):
    """Reshapes (N, a, b, ...) to (N, a*b*...)."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)

    def hybrid_forward(self, F, x):
        return F.flatten(x)

    def __repr__(self):
        return self.__class__.__name__


class Identity(HybridBlock):
    """Returns its input unchanged."""

    def __init__(self, prefix=None, params=None):
        super().__init__(prefix=prefix, params=params)

    def hybrid_forward(self, F, x):
        return x


class Lambda(Block):
    """Wraps an nd function name or a callable ``f(*args)`` as a Block."""

    def __init__(self, function, prefix=None):
        super().__init__(prefix=prefix)
        if isinstance(function, str):
            if not hasattr(nd, function):
                raise ValueError(f"Function name {function} is not found in ndarray.")
            self._func_impl = getattr(nd, function)
        elif callable(function):
            self._func_impl = function
        else:
            raise ValueError(f"Unrecognized function in lambda: {function} of type "
                             f"{type(function)}")

    def forward(self, *args):
        return self._func_impl(*args)

    def __repr__(self):
        return f"{self.__class__.__name__}({getattr(self._func_impl, '__name__', self._func_impl)})"


class HybridLambda(HybridBlock):
    """Wraps an op name present in nd and sym, or ``f(F, x, *args)``, as a HybridBlock."""

    def __init__(self, function, prefix=None):
        super().__init__(prefix=prefix)
        if isinstance(function, str):
            if not (hasattr(nd, function) and hasattr(sym, function)):
                raise ValueError(f"Function name {function} is not found in symbol/ndarray.")
            funcs = {id(sym): getattr(sym, function), id(nd): getattr(nd, function)}
            self._func = lambda F, *args: funcs[id(F)](*args)
            self._func_name = function
        elif callable(function):
            self._func = function
            self._func_name = getattr(function, "__name__", repr(function))
        else:
            raise ValueError(f"Unrecognized function in lambda: {function} of type "
                             f"{type(function)}")

    def hybrid_forward(self, F, x, *args):
        return self._func(F, x, *args)

    def __repr__(self):
        return f"{self.__class__.__name__}({self._func_name})"


class LeakyReLU(HybridBlock):
    """``x`` for x >= 0, ``alpha * x`` otherwise."""

    def __init__(self, alpha, **kwargs):
        if alpha < 0:
            raise ValueError("Slope coefficient for LeakyReLU must be no less than 0.")
        super().__init__(**kwargs)
        self._alpha = alpha

    def hybrid_forward(self, F, x):
        return F.LeakyReLU(x, act_type="leaky", slope=self._alpha, name="fwd")

    def __repr__(self):
        return f"{self.__class__.__name__}({self._alpha})"


class PReLU(HybridBlock):
    """Leaky ReLU with a learned slope ``alpha``."""

    def __init__(self, alpha_initializer=None, in_channels=1, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.alpha = self.params.get(
                "alpha", shape=(in_channels,),
                init=alpha_initializer if alpha_initializer is not None else initializer.Constant(0.25))

    def hybrid_forward(self, F, x, alpha):
        return F.LeakyReLU(x, gamma=alpha, act_type="prelu", name="fwd")


class ELU(HybridBlock):
    def __init__(self, alpha=1.0, **kwargs):
        super().__init__(**kwargs)
        self._alpha = alpha

    def hybrid_forward(self, F, x):
        return F.LeakyReLU(x, act_type="elu", slope=self._alpha)


class SELU(HybridBlock):
    def hybrid_forward(self, F, x):
        return F.LeakyReLU(x, act_type="selu", name="fwd")


class GELU(HybridBlock):
    def hybrid_forward(self, F, x):
        return F.LeakyReLU(x, act_type="gelu", name="fwd")


class Swish(HybridBlock):
    def __init__(self, beta=1.0, **kwargs):
        super().__init__(**kwargs)
        self._beta = beta

    def hybrid_forward(self, F, x):
        return x * F.sigmoid(self._beta * x, name="fwd")


# ---------------------------------------------------------------- convolution
def _tuple(value, n, what):
    if isinstance(value, Number):
        return (int(value),) * n
    value = tuple(value)
    if len(value) != n:
        raise ValueError(f"{what} must be an int or a tuple of {n} ints, got {value}")
    return value


class _Conv(HybridBlock):
    def __init__(self, channels, kernel_size, strides, padding, dilation, groups, layout,
                 in_channels=0, activation=None, use_bias=True, weight_initializer=None,
                 bias_initializer="zeros", op_name="Convolution", adj=None, prefix=None,
                 params=None):
        super().__init__(prefix=prefix, params=params)
        with self.name_scope():
            self._channels = channels
            self._in_channels = in_channels
            n = len(kernel_size)
            strides = _tuple(strides, n, "strides")
            padding = _tuple(padding, n, "padding")
            dilation = _tuple(dilation, n, "dilation")
            self._op_name = op_name
            self._kwargs = {"kernel": kernel_size, "stride": strides, "dilate": dilation,
                            "pad": padding, "num_filter": channels, "num_group": groups,
                            "no_bias": not use_bias, "layout": layout}
            if adj is not None:
                self._kwargs["adj"] = _tuple(adj, n, "output_padding")
            # Convolution weights are (out, in/groups, k...); Deconvolution's are
            # (in, out/groups, k...); channels-last layouts move the channel dim last.
            if op_name == "Deconvolution":
                lead, per_group = in_channels, channels // groups
            else:
                lead, per_group = channels, (in_channels // groups if in_channels else 0)
            if layout.find("C") == 1:
                wshape = (lead, per_group) + tuple(kernel_size)
            else:
                wshape = (lead,) + tuple(kernel_size) + (per_group,)
            self.weight = self.params.get("weight", shape=wshape, init=weight_initializer,
                                          allow_deferred_init=True)
            if use_bias:
                self.bias = self.params.get("bias", shape=(channels,), init=bias_initializer,
                                            allow_deferred_init=True)
            else:
                self.bias = None
            self.act = Activation(activation, prefix=activation + "_") if activation is not None else None

    def hybrid_forward(self, F, x, weight, bias=None):
        op = getattr(F, self._op_name)
        if bias is None:
            act = op(x, weight, name="fwd", **self._kwargs)
        else:
            act = op(x, weight, bias, name="fwd", **self._kwargs)
        if self.act is not None:
            act = self.act(act)
        return act

    def _alias(self):
        return "conv"

    def __repr__(self):
        k = self._kwargs
        n = len(k["kernel"])
        s = f"{self.__class__.__name__}({{mapping}}, kernel_size={k['kernel']}, stride={k['stride']}"
        if k["pad"] != (0,) * n:
            s += f", padding={k['pad']}"
        if k["dilate"] != (1,) * n:
            s += f", dilation={k['dilate']}"
        if k["num_group"] != 1:
            s += f", groups={k['num_group']}"
        if self.bias is None:
            s += ", bias=False"
        if self.act:
            s += f", {self.act}"
        s += ")"
        shape = self.weight.shape
        cin = shape[1] if k["layout"].find("C") == 1 else shape[-1]
        if self._op_name == "Deconvolution":
            return s.format(mapping=f"{shape[0] if shape[0] else None} -> {k['num_filter']}")
        return s.format(mapping=f"{cin if cin else None} -> {shape[0]}")


def _conv_layout(layout, allowed, cls):
    if layout not in allowed:
        raise ValueError(f"{cls}: only supports {' or '.join(map(repr, allowed))} layout for now, "
                         f"got {layout!r}")


class Conv1D(_Conv):
    def __init__(self, channels, kernel_size, strides=1, padding=0, dilation=1, groups=1,
                 layout="NCW", activation=None, use_bias=True, weight_initializer=None,
                 bias_initializer="zeros", in_channels=0, **kwargs):
        _conv_layout(layout, ("NCW", "NWC"), "Conv1D")
        kernel_size = _tuple(kernel_size, 1, "kernel_size")
        super().__init__(channels, kernel_size, strides, padding, dilation, groups, layout,
                         in_channels, activation, use_bias, weight_initializer,
                         bias_initializer, **kwargs)


class Conv2D(_Conv):
    def __init__(self, channels, kernel_size, strides=(1, 1), padding=(0, 0), dilation=(1, 1),
                 groups=1, layout="NCHW", activation=None, use_bias=True,
                 weight_initializer=None, bias_initializer="zeros", in_channels=0, **kwargs):
        _conv_layout(layout, ("NCHW", "NHWC"), "Conv2D")
        kernel_size = _tuple(kernel_size, 2, "kernel_size")
        super().__init__(channels, kernel_size, strides, padding, dilation, groups, layout,
                         in_channels, activation, use_bias, weight_initializer,
                         bias_initializer, **kwargs)


class Conv3D(_Conv):
    def __init__(self, channels, kernel_size, strides=(1, 1, 1), padding=(0, 0, 0),
                 dilation=(1, 1, 1), groups=1, layout="NCDHW", activation=None, use_bias=True,
                 weight_initializer=None, bias_initializer="zeros", in_channels=0, **kwargs):
        _conv_layout(layout, ("NCDHW", "NDHWC"), "Conv3D")
        kernel_size = _tuple(kernel_size, 3, "kernel_size")
        super().__init__(channels, kernel_size, strides, padding, dilation, groups, layout,
                         in_channels, activation, use_bias, weight_initializer,
                         bias_initializer, **kwargs)


def _transpose_cls(name, n, layouts):
    def __init__(self, channels, kernel_size, strides=(1,) * n if n > 1 else 1,
                 padding=(0,) * n if n > 1 else 0, output_padding=(0,) * n if n > 1 else 0,
                 dilation=(1,) * n if n > 1 else 1, groups=1, layout=layouts[0], activation=None,
                 use_bias=True, weight_initializer=None, bias_initializer="zeros",
                 in_channels=0, **kwargs):
        _conv_layout(layout, layouts, name)
        kernel_size = _tuple(kernel_size, n, "kernel_size")
        output_padding = _tuple(output_padding, n, "output_padding")
        _Conv.__init__(self, channels, kernel_size, strides, padding, dilation, groups, layout,
                       in_channels, activation, use_bias, weight_initializer, bias_initializer,
                       op_name="Deconvolution", adj=output_padding, **kwargs)
        self.outpad = output_padding
    doc = f"Transposed {n}-d convolution (MXNet's Deconvolution op)."
    return type(name, (_Conv,), {"__init__": __init__, "__doc__": doc, "__module__": __name__})


Conv1DTranspose = _transpose_cls("Conv1DTranspose", 1, ("NCW",))
Conv2DTranspose = _transpose_cls("Conv2DTranspose", 2, ("NCHW", "NHWC"))
Conv3DTranspose = _transpose_cls("Conv3DTranspose", 3, ("NCDHW", "NDHWC"))


class ReflectionPad2D(HybridBlock):
    """Pads the last two axes by reflection (``F.pad(mode='reflect')``)."""

    def __init__(self, padding=0, **kwargs):
        super().__init__(**kwargs)
        if isinstance(padding, Number):
            padding = (0, 0, 0, 0, padding, padding, padding, padding)
        if len(padding) != 8:
            raise ValueError("ReflectionPad2D padding must be an int or 8 ints "
                             "(before/after for each of the 4 axes)")
        self._padding = tuple(padding)

    def hybrid_forward(self, F, x):
        return F.pad(x, mode="reflect", pad_width=self._padding)


class GroupNorm(HybridBlock):
    """Group normalization over ``num_groups`` channel groups."""

    def __init__(self, num_groups=1, epsilon=1e-5, center=True, scale=True,
                 beta_initializer="zeros", gamma_initializer="ones", prefix=None, params=None):
        super().__init__(prefix=prefix, params=params)
        self._kwargs = {"eps": epsilon, "num_groups": num_groups, "center": center,
                        "scale": scale}
        self._num_groups = num_groups
        self._epsilon = epsilon
        _add_gamma_beta(self, num_groups, center, scale, beta_initializer, gamma_initializer)

    def hybrid_forward(self, F, data, gamma, beta):
        return F.GroupNorm(data, gamma=gamma, beta=beta, num_groups=self._num_groups,
                           eps=self._epsilon)

    def __repr__(self):
        content = ", ".join(f"{k}={v!r}" for k, v in self._kwargs.items())
        return f"{self.__class__.__name__}({content})"


# ---------------------------------------------------------------- pooling
class _Pooling(HybridBlock):
    def __init__(self, pool_size, strides, padding, ceil_mode, global_pool, pool_type,
                 layout, count_include_pad=None, **kwargs):
        super().__init__(**kwargs)
        n = len(pool_size)
        if strides is None:
            strides = pool_size
        strides = _tuple(strides, n, "strides")
        padding = _tuple(padding, n, "padding")
        self._kwargs = {"kernel": pool_size, "stride": strides, "pad": padding,
                        "global_pool": global_pool, "pool_type": pool_type, "layout": layout,
                        "pooling_convention": "full" if ceil_mode else "valid"}
        if count_include_pad is not None:
            self._kwargs["count_include_pad"] = count_include_pad

    def _alias(self):
        return "pool"

    def hybrid_forward(self, F, x):
        return F.Pooling(x, name="fwd", **self._kwargs)

    def __repr__(self):
        k = self._kwargs
        return (f"{self.__class__.__name__}(size={k['kernel']}, stride={k['stride']}, "
                f"padding={k['pad']}, ceil_mode={k['pooling_convention'] == 'full'}, "
                f"global_pool={k['global_pool']}, pool_type={k['pool_type']}, "
                f"layout={k['layout']})")


def _pool_cls(name, n, layouts, pool_type, is_global, doc):
    default_layout = layouts[0]

    if is_global:
        def __init__(self, layout=default_layout, **kwargs):
            _conv_layout(layout, layouts, name)
            _Pooling.__init__(self, (1,) * n, None, 0, True, True, pool_type, layout, **kwargs)
    elif pool_type == "avg":
        def __init__(self, pool_size=(2,) * n if n > 1 else 2, strides=None, padding=0,
                     layout=default_layout, ceil_mode=False, count_include_pad=True, **kwargs):
            _conv_layout(layout, layouts, name)
            _Pooling.__init__(self, _tuple(pool_size, n, "pool_size"), strides, padding,
                              ceil_mode, False, "avg", layout, count_include_pad, **kwargs)
    else:
        def __init__(self, pool_size=(2,) * n if n > 1 else 2, strides=None, padding=0,
                     layout=default_layout, ceil_mode=False, **kwargs):
            _conv_layout(layout, layouts, name)
            _Pooling.__init__(self, _tuple(pool_size, n, "pool_size"), strides, padding,
                              ceil_mode, False, "max", layout, **kwargs)
    return type(name, (_Pooling,), {"__init__": __init__, "__doc__": doc, "__module__": __name__})


MaxPool1D = _pool_cls("MaxPool1D", 1, ("NCW", "NWC"), "max", False, "Max pooling over 1-d windows.")
MaxPool2D = _pool_cls("MaxPool2D", 2, ("NCHW", "NHWC"), "max", False, "Max pooling over 2-d windows.")
MaxPool3D = _pool_cls("MaxPool3D", 3, ("NCDHW", "NDHWC"), "max", False, "Max pooling over 3-d windows.")
AvgPool1D = _pool_cls("AvgPool1D", 1, ("NCW", "NWC"), "avg", False, "Average pooling over 1-d windows.")
AvgPool2D = _pool_cls("AvgPool2D", 2, ("NCHW", "NHWC"), "avg", False, "Average pooling over 2-d windows.")
AvgPool3D = _pool_cls("AvgPool3D", 3, ("NCDHW", "NDHWC"), "avg", False, "Average pooling over 3-d windows.")
GlobalMaxPool1D = _pool_cls("GlobalMaxPool1D", 1, ("NCW", "NWC"), "max", True, "Global max pooling.")
GlobalMaxPool2D = _pool_cls("GlobalMaxPool2D", 2, ("NCHW", "NHWC"), "max", True, "Global max pooling.")
GlobalMaxPool3D = _pool_cls("GlobalMaxPool3D", 3, ("NCDHW", "NDHWC"), "max", True, "Global max pooling.")
GlobalAvgPool1D = _pool_cls("GlobalAvgPool1D", 1, ("NCW", "NWC"), "avg", True, "Global average pooling.")
GlobalAvgPool2D = _pool_cls("GlobalAvgPool2D", 2, ("NCHW", "NHWC"), "avg", True, "Global average pooling.")
GlobalAvgPool3D = _pool_cls("GlobalAvgPool3D", 3, ("NCDHW", "NDHWC"), "avg", True, "Global average pooling.")


# ------------------------------------------------ concurrent (mxnet.gluon.contrib.nn)
class Concurrent(Sequential):
    """Runs every child on the same input and concatenates the outputs along ``axis``."""

    def __init__(self, axis=-1, prefix=None, params=None):
        super().__init__(prefix=prefix, params=params)
        self.axis = axis

    def forward(self, x):
        return nd.concat(*[block(x) for block in self._children.values()], dim=self.axis)


class HybridConcurrent(HybridSequential):
    """Hybridizable :class:`Concurrent`."""

    def __init__(self, axis=-1, prefix=None, params=None):
        super().__init__(prefix=prefix, params=params)
        self.axis = axis

    def hybrid_forward(self, F, x):
        return F.concat(*[block(x) for block in self._children.values()], dim=self.axis)


# MXNet's nn package splits these over submodules that code names directly
# (`from mxnet.gluon.nn import basic_layers`, `nn.conv_layers._Conv`): here one module holds all
basic_layers = conv_layers = activations = sys.modules[__name__]
