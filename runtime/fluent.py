"""The "fluent" methods (``x.sum()``, ``x.relu()``): MXNet 1.9.1 gives NDArray and
Symbol the same list, each forwarding to the op of the same name."""
from __future__ import annotations

FLUENT_METHODS = (
    "reshape_like", "zeros_like", "ones_like", "broadcast_axes", "repeat", "pad", "swapaxes",
    "split", "slice", "slice_axis", "slice_like", "take", "one_hot", "pick", "sort", "topk",
    "argsort", "argmax", "argmax_channel", "argmin", "clip", "abs", "sign", "shape_array",
    "size_array", "tile", "transpose", "flip", "depth_to_space", "space_to_depth", "sum",
    "nansum", "prod", "nanprod", "mean", "max", "min", "norm", "round", "rint", "fix", "floor",
    "ceil", "trunc", "sin", "cos", "tan", "arcsin", "arccos", "arctan", "degrees", "radians",
    "sinh", "cosh", "tanh", "arcsinh", "arccosh", "arctanh", "exp", "expm1", "log", "log10",
    "log2", "log1p", "sqrt", "rsqrt",
    "cbrt", "rcbrt", "square", "reciprocal", "relu", "sigmoid", "softmax", "log_softmax",
    "softmin",
)


def fluent_method(name, op, call, owner, namespace):
    """A method of class ``owner`` that runs ``call(op, (self, *args), kwargs, name)``;
    ``namespace`` (``nd`` or ``sym``) is where its docstring points."""
    def method(self, *args, **kwargs):
        return call(op, (self,) + args, kwargs, name)
    method.__name__ = name
    method.__qualname__ = f"{owner}.{name}"
    method.__doc__ = f"Convenience fluent method for :py:func:`{namespace}.{name}`."
    return method
