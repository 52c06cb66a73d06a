"""HYB007 fixer: an NDArray that ``__init__`` builds and ``hybrid_forward`` reads as ``self.<attr>``
-> a constant Parameter of the same value, received by ``hybrid_forward``.

``self.mean = mx.nd.array(mean, ctx=mx.cpu(0))`` then ``x - self.mean`` in ``hybrid_forward``: the
traced graph cannot take the concrete NDArray.  Registered with ``self.params.get_constant`` the
same array (built by the same expression, at the same point of ``__init__``) reaches
``hybrid_forward`` as an argument: the NDArray itself when the block runs eagerly, a Symbol when
it is traced.
"""
from __future__ import annotations

import re

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.cst_index import cst_dotted
from hybridlint.engine.walk import iter_descendants, param_names

from . import Example, Fixer, Refusal, example_class, make_fix
from ._arrays import assignments_to, broadcast_edits as _broadcast_edits
from ._held_init import initialize_edit
from ._configured import sets_attr_line, super_init_line
from ._util import line_end, line_start, name_reads, newline_before, self_attr_name
from .constant_array import cpu_device, extra_argument, holds_parameter

def _module(body: str) -> str:
    return example_class(body, "import mxnet as mx\nfrom mxnet import nd\nfrom mxnet.gluon import nn\n")


# NDArray methods whose result is the array reshaped or cast: still the held array's value


class HeldArrayToConstant(Fixer):
    code = "HYB007"
    name = "held-array-to-constant"
    applicability = "unsafe"
    description = """
    Rewrites an NDArray that `__init__` builds in straight-line code (`self.std =
    mx.nd.array(std, ctx=mx.cpu(0))`, `self.scale = nd.array([...]).reshape((1, 3))`, such a call
    in arithmetic with number literals only: `nd.zeros((1, d)) + 0.1`, an NDArray either way) and
    `hybrid_forward` reads as `self.<attr>`: the assignment becomes `self.<attr> =
    self.params.get_constant('<attr>', <the same expression>)`, `<attr>=None` is added to
    `hybrid_forward`'s parameters (Gluon passes a registered Parameter under its attribute name)
    and its reads of `self.<attr>` become `<attr>`; a read (or a reshape of it) that meets another
    tensor in `+ - * / % **` has the operator written as the `F.broadcast_*` it was on NDArrays
    (`NDArray.__mul__` is `broadcast_mul`; a Symbol's `*` does not broadcast). The values and dtype
    are those of the array the expression builds; an array whose items `__init__` writes after
    building it, each write a line of its own (`self.weight[0:g, 0, 1, 2] = 1.0`, ELAN's shift
    convolution), is registered on a line after the last write, `self.<attr> =
    self.params.get_constant('<attr>', self.<attr>)`, so the constant holds the written values. Unsafe: code outside the class that reads the attribute now finds a
    Parameter, and files saved by `save_parameters` before the fix lack the constant (MXNet 1.9.1's
    `load_parameters` raises unless `allow_missing=True`). Where the class holds no other
    Parameter (no `self.params.get`, gluon `Parameter` or gluon layer that owns one, such as `nn.Dense`,
    `nn.Conv2D`, `nn.BatchNorm`; a project's own child block is no evidence), the block runs without
    `initialize()` (GluonCV's tutorials call its `DeNormalize(mean, std)(img)` so), where an
    uninitialized constant fails in MXNet 1.9.1 ("Parameter ... has not been initialized"): the
    registration is then followed by `self.<attr>.initialize(ctx=<the array's ctx=>)` (no `ctx`
    where the MXNet creation call has none: both take the current context), which creates a
    Parameter of known shape at once with its value; a later `initialize()` of the block warns that
    it is initialized already and keeps it. Refused there when the array is not built by an
    `nd.*` creation call (its device is unknown). Refuses when another method of the class (a helper included) or a subclass in the
    file mentions the attribute, when it is set again or set in a branch or loop, when the name is
    a string in the class, a `ctx=` other than the CPU (an eager run
    then had its inputs there too), a read handed to `foreach`/`while_loop`/`cond` (their body
    would index an NDArray eagerly and a Symbol's outputs traced), `**kwargs` signatures and an
    `__init__` whose `super().__init__` call does not come first. Where `hybrid_forward` already
    uses the attribute's name (a local `rot = F.tile(self.rot, ...)`, a parameter), the attribute
    and the new parameter take `<attr>_const` (`_const2`...), a name the file mentions nowhere.
    """
    EXAMPLES = [
        # written item by item after it is built (ELAN's shift convolution: a depthwise 3x3 kernel
        # moving channel groups by one pixel, session 68 H482): registered after the last write,
        # so the constant holds the written values; the block holds no other Parameter in the
        # second, so the constant is initialized there too
        Example(_module("def __init__(self, channels=4, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.channels = channels\n    self.weight = nd.zeros((channels, 1, 3, 3))\n"
                        "    self.weight[0:2, 0, 1, 2] = 1.0\n    self.weight[2:, 0, 1, 0] = 1.0\n"
                        "    self.proj = nn.Conv2D(4, 1)\n\n"
                        "def hybrid_forward(self, F, x):\n"
                        "    y = F.Convolution(x, self.weight, no_bias=True, kernel=(3, 3), pad=(1, 1),\n"
                        "                      num_filter=self.channels, num_group=self.channels)\n"
                        "    return self.proj(y)"),
                _module("def __init__(self, channels=4, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.channels = channels\n    self.weight = nd.zeros((channels, 1, 3, 3))\n"
                        "    self.weight[0:2, 0, 1, 2] = 1.0\n    self.weight[2:, 0, 1, 0] = 1.0\n"
                        "    self.weight = self.params.get_constant('weight', self.weight)\n"
                        "    self.proj = nn.Conv2D(4, 1)\n\n"
                        "def hybrid_forward(self, F, x, weight=None):\n"
                        "    y = F.Convolution(x, weight, no_bias=True, kernel=(3, 3), pad=(1, 1),\n"
                        "                      num_filter=self.channels, num_group=self.channels)\n"
                        "    return self.proj(y)"),
                shapes=[[(2, 4, 5, 5)], [(1, 4, 3, 6)]]),
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.anchors = nd.array([[1, 2], [3, 4]])\n    self.anchors[0, 0] = 9\n\n"
                        "def hybrid_forward(self, F, x):\n    return F.broadcast_add(x, self.anchors)"),
                _module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.anchors = nd.array([[1, 2], [3, 4]])\n    self.anchors[0, 0] = 9\n"
                        "    self.anchors = self.params.get_constant('anchors', self.anchors)\n"
                        "    self.anchors.initialize()\n\n"
                        "def hybrid_forward(self, F, x, anchors=None):\n    return F.broadcast_add(x, anchors)"),
                shapes=[[(2, 2)], [(3, 2, 2)]]),
        # ... refused where __init__ reads it between the writes (another use)
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.anchors = nd.array([[1, 2], [3, 4]])\n    self.first = self.anchors[0, 0].asscalar()\n"
                        "    self.anchors[0, 0] = 9\n    self.out = nn.Dense(2)\n\n"
                        "def hybrid_forward(self, F, x):\n    return self.out(F.broadcast_add(x, self.anchors))"),
                None, reason="another method of the class mentions", shapes=[[(2, 2)]]),
        # met by a local the body binds once to arithmetic on an input (an NDArray whenever that
        # line ran): the operator is the broadcast it was eagerly
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.scale = nd.array([2.0, 4.0, 8.0])\n"
                        "    self.out = nn.Dense(2, flatten=False)\n\n"
                        "def hybrid_forward(self, F, x):\n    h = (x + 1) * 0.5\n"
                        "    return self.out(h / self.scale)"),
                _module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.scale = self.params.get_constant('scale', nd.array([2.0, 4.0, 8.0]))\n"
                        "    self.out = nn.Dense(2, flatten=False)\n\n"
                        "def hybrid_forward(self, F, x, scale=None):\n    h = (x + 1) * 0.5\n"
                        "    return self.out(F.broadcast_div(h, scale))"),
                shapes=[[(2, 5, 3)], [(3,)], [(1, 2, 4, 3)]]),
        # compared with the traced values (pitch quantised by held bin boundaries): an NDArray
        # comparison broadcasts as its arithmetic does
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.bins = nd.array([-0.5, 0.0, 0.5])\n"
                        "    self.emb = nn.Embedding(4, 3)\n\n"
                        "def hybrid_forward(self, F, x):\n    idx = (x.expand_dims(-1) > self.bins).sum(axis=-1)\n"
                        "    return self.emb(idx)"),
                _module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.bins = self.params.get_constant('bins', nd.array([-0.5, 0.0, 0.5]))\n"
                        "    self.emb = nn.Embedding(4, 3)\n\n"
                        "def hybrid_forward(self, F, x, bins=None):\n"
                        "    idx = (F.broadcast_greater(x.expand_dims(-1), bins)).sum(axis=-1)\n"
                        "    return self.emb(idx)"),
                shapes=[[(2, 5)], [(3,)]]),
        # read into a local through an NDArray method, the local handed to the graph (a TPS
        # inverse kernel tiled over the batch): the argument takes the attribute's place there
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.inv = nd.array([[1.0, 0.5], [0.0, 2.0]])\n"
                        "    self.out = nn.Dense(2, flatten=False)\n\n"
                        "def hybrid_forward(self, F, x):\n    k = self.inv.expand_dims(0)\n"
                        "    return self.out(F.batch_dot(F.broadcast_like(k, x, lhs_axes=(0,), rhs_axes=(0,)), x))"),
                _module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.inv = self.params.get_constant('inv', nd.array([[1.0, 0.5], [0.0, 2.0]]))\n"
                        "    self.out = nn.Dense(2, flatten=False)\n\n"
                        "def hybrid_forward(self, F, x, inv=None):\n    k = inv.expand_dims(0)\n"
                        "    return self.out(F.batch_dot(F.broadcast_like(k, x, lhs_axes=(0,), rhs_axes=(0,)), x))"),
                shapes=[[(3, 2, 4)]]),
        # a local of hybrid_forward takes the attribute's name (a rotation tiled over the batch):
        # the attribute, which Gluon hands over by its name, takes a name the file never uses
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.rot = nd.array([[0.0, -1.0], [1.0, 0.0]])\n"
                        "    self.out = nn.Dense(2, flatten=False)\n\n"
                        "def hybrid_forward(self, F, x):\n    rot = F.broadcast_like(self.rot.expand_dims(0), x, "
                        "lhs_axes=(0,), rhs_axes=(0,))\n    return self.out(F.batch_dot(x, rot))"),
                _module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.rot_const = self.params.get_constant('rot_const', nd.array([[0.0, -1.0], [1.0, 0.0]]))\n"
                        "    self.out = nn.Dense(2, flatten=False)\n\n"
                        "def hybrid_forward(self, F, x, rot_const=None):\n    rot = F.broadcast_like(rot_const.expand_dims(0), "
                        "x, lhs_axes=(0,), rhs_axes=(0,))\n    return self.out(F.batch_dot(x, rot))"),
                shapes=[[(3, 4, 2)]]),
        # ... and where `rot` is hybrid_forward's parameter and `rot_const` is taken already
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.rot = nd.array([1.0, 2.0])\n"
                        "    self.out = nn.Dense(2, flatten=False)\n\n"
                        "def hybrid_forward(self, F, x, rot):\n    rot_const = 2\n"
                        "    return self.out(x * self.rot + rot * rot_const)"),
                _module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.rot_const2 = self.params.get_constant('rot_const2', nd.array([1.0, 2.0]))\n"
                        "    self.out = nn.Dense(2, flatten=False)\n\n"
                        "def hybrid_forward(self, F, x, rot, rot_const2=None):\n    rot_const = 2\n"
                        "    return self.out(F.broadcast_mul(x, rot_const2) + rot * rot_const)"),
                shapes=[[(3, 2), (3, 2)]]),
        # the renamed attribute would leave another method reading the old one
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.rot = nd.array([1.0, 2.0])\n"
                        "    self.out = nn.Dense(2, flatten=False)\n\n"
                        "def angle(self):\n    return self.rot.sum()\n\n"
                        "def hybrid_forward(self, F, x):\n    rot = x * self.rot\n    return self.out(rot)"),
                None, reason="another method"),
        Example(_module("def __init__(self, mean=(0.5, 0.25, 0.125), **kwargs):\n"
                        "    super().__init__(**kwargs)\n"
                        "    self.mean = mx.nd.array(mean, ctx=mx.cpu(0))\n"
                        "    self.out = nn.Dense(2, flatten=False)\n\n"
                        "def hybrid_forward(self, F, x):\n"
                        "    return self.out(x - self.mean.reshape(shape=(3, 1)))"),
                _module("def __init__(self, mean=(0.5, 0.25, 0.125), **kwargs):\n"
                        "    super().__init__(**kwargs)\n"
                        "    self.mean = self.params.get_constant('mean', mx.nd.array(mean, ctx=mx.cpu(0)))\n"
                        "    self.out = nn.Dense(2, flatten=False)\n\n"
                        "def hybrid_forward(self, F, x, mean=None):\n"
                        "    return self.out(F.broadcast_sub(x, mean.reshape(shape=(3, 1))))"),
                shapes=[[(3, 4)], [(3, 1)]]),
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.scale = nd.array([0.5, 2.0, 1.0]).reshape((1, 3))\n"
                        "    self.proj = nn.Dense(2)\n\n"
                        "def hybrid_forward(self, F, x):\n"
                        "    return self.proj(F.broadcast_mul(x, self.scale) + F.broadcast_add(x, self.scale))"),
                _module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.scale = self.params.get_constant('scale', nd.array([0.5, 2.0, 1.0]).reshape((1, 3)))\n"
                        "    self.proj = nn.Dense(2)\n\n"
                        "def hybrid_forward(self, F, x, scale=None):\n"
                        "    return self.proj(F.broadcast_mul(x, scale) + F.broadcast_add(x, scale))"),
                shapes=[[(2, 3)], [(5, 3)]]),
        Example(_module("def __init__(self, n=4, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.n = n\n"
                        "    self._kernel = nd.full((n, 1, 3, 3), 1.0 / 9)\n"
                        "    self.bn = nn.BatchNorm()\n\n"
                        "def hybrid_forward(self, F, x):\n"
                        "    return self.bn(F.Convolution(x, weight=self._kernel, kernel=(3, 3), num_filter=self.n,\n"
                        "                                 num_group=self.n, no_bias=True, pad=(1, 1)))"),
                _module("def __init__(self, n=4, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.n = n\n"
                        "    self._kernel = self.params.get_constant('_kernel', nd.full((n, 1, 3, 3), 1.0 / 9))\n"
                        "    self.bn = nn.BatchNorm()\n\n"
                        "def hybrid_forward(self, F, x, _kernel=None):\n"
                        "    return self.bn(F.Convolution(x, weight=_kernel, kernel=(3, 3), num_filter=self.n,\n"
                        "                                 num_group=self.n, no_bias=True, pad=(1, 1)))"),
                shapes=[[(2, 4, 5, 5)], [(1, 4, 3, 6)]]),
        # a segmentation DeNormalize (GluonCV's utils/viz): no other Parameter, and GluonCV's tutorials
        # call it uninitialized (`DeNormalize(mean, std)(img)`): the constants are initialized where
        # they are registered, on the device the arrays were built on
        Example(_module("def __init__(self, mean=(0.485, 0.456, 0.406), std=(0.229, 0.224, 0.225)):\n"
                        "    super(Net, self).__init__()\n"
                        "    self.mean = mx.nd.array(mean, ctx=mx.cpu(0))\n"
                        "    self.std = mx.nd.array(std, ctx=mx.cpu(0))\n\n"
                        "def hybrid_forward(self, F, x):\n"
                        "    return x * self.std.reshape(shape=(3, 1, 1)) + self.mean.reshape(shape=(3, 1, 1))"),
                _module("def __init__(self, mean=(0.485, 0.456, 0.406), std=(0.229, 0.224, 0.225)):\n"
                        "    super(Net, self).__init__()\n"
                        "    self.mean = self.params.get_constant('mean', mx.nd.array(mean, ctx=mx.cpu(0)))\n"
                        "    self.mean.initialize(ctx=mx.cpu(0))\n"
                        "    self.std = self.params.get_constant('std', mx.nd.array(std, ctx=mx.cpu(0)))\n"
                        "    self.std.initialize(ctx=mx.cpu(0))\n\n"
                        "def hybrid_forward(self, F, x, mean=None, std=None):\n"
                        "    return F.broadcast_add(F.broadcast_mul(x, std.reshape(shape=(3, 1, 1))), "
                        "mean.reshape(shape=(3, 1, 1)))"),
                shapes=[[(3, 4, 5)], [(2, 3, 1, 2)]], applicability="unsafe"),
        # no ctx=: the array was built on the current context, where initialize() puts it too
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.scale = nd.array([0.5, 2.0, -1.0]).reshape((1, 3))\n\n"
                        "def hybrid_forward(self, F, x):\n    return F.broadcast_mul(x, self.scale)"),
                _module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.scale = self.params.get_constant('scale', nd.array([0.5, 2.0, -1.0]).reshape((1, 3)))\n"
                        "    self.scale.initialize()\n\n"
                        "def hybrid_forward(self, F, x, scale=None):\n    return F.broadcast_mul(x, scale)"),
                shapes=[[(2, 3)], [(4, 1)]], applicability="unsafe"),
        # a loss weighting its columns, `mx.nd.ones` with the device spelled `mx.cpu()`
        Example(_module("def __init__(self, n=4, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.col = mx.nd.arange(n, ctx=mx.cpu()).reshape((1, n))\n\n"
                        "def hybrid_forward(self, F, x, y):\n"
                        "    return F.sum(F.square(x - y) * self.col, axis=1)"),
                _module("def __init__(self, n=4, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.col = self.params.get_constant('col', mx.nd.arange(n, ctx=mx.cpu()).reshape((1, n)))\n"
                        "    self.col.initialize(ctx=mx.cpu())\n\n"
                        "def hybrid_forward(self, F, x, y, col=None):\n"
                        "    return F.sum(F.broadcast_mul(F.square(x - y), col), axis=1)"),
                shapes=[[(2, 4), (2, 4)], [(3, 4), (3, 4)]], applicability="unsafe"),
        # no other Parameter, and the array comes from a helper: its device is not known, refused
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.w = make_weights(3)\n\n"
                        "def hybrid_forward(self, F, x):\n    return F.broadcast_mul(x, self.w)")
                + "\n\ndef make_weights(n):\n    return nd.ones((1, n))\n",
                None, reason="its device is not known"),
        # the same statistics in front of a convolution: initialize() is needed anyway
        Example(_module("def __init__(self, mean=(0.485, 0.456, 0.406), std=(0.229, 0.224, 0.225)):\n"
                        "    super(Net, self).__init__()\n"
                        "    self.mean = mx.nd.array(mean, ctx=mx.cpu(0))\n"
                        "    self.std = mx.nd.array(std, ctx=mx.cpu(0))\n"
                        "    self.conv = nn.Conv2D(2, 1)\n\n"
                        "def hybrid_forward(self, F, x):\n"
                        "    return self.conv(x * self.std.reshape(shape=(3, 1, 1)) + self.mean.reshape(shape=(3, 1, 1)))"),
                _module("def __init__(self, mean=(0.485, 0.456, 0.406), std=(0.229, 0.224, 0.225)):\n"
                        "    super(Net, self).__init__()\n"
                        "    self.mean = self.params.get_constant('mean', mx.nd.array(mean, ctx=mx.cpu(0)))\n"
                        "    self.std = self.params.get_constant('std', mx.nd.array(std, ctx=mx.cpu(0)))\n"
                        "    self.conv = nn.Conv2D(2, 1)\n\n"
                        "def hybrid_forward(self, F, x, mean=None, std=None):\n"
                        "    return self.conv(F.broadcast_add(F.broadcast_mul(x, std.reshape(shape=(3, 1, 1))), "
                        "mean.reshape(shape=(3, 1, 1))))"),
                shapes=[[(2, 3, 4, 5)], [(1, 3, 1, 2)]]),
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.w = nd.array([1.0, 2.0], ctx=mx.gpu(0))\n\n"
                        "def hybrid_forward(self, F, x):\n    return F.broadcast_mul(x, self.w)"),
                None, reason="other than the CPU"),
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.w = nd.array([1.0, 2.0])\n\n"
                        "def scaled(self, x):\n    return x * self.w\n\n"
                        "def hybrid_forward(self, F, x):\n    return F.broadcast_mul(x, self.w)"),
                None, reason="another method"),
        Example(_module("def __init__(self, flip=False, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.w = nd.array([1.0, 2.0])\n    if flip:\n        self.w = nd.array([2.0, 1.0])\n\n"
                        "def hybrid_forward(self, F, x):\n    return F.broadcast_mul(x, self.w)"),
                None, reason="straight-line"),
        # a built array in arithmetic with numbers only is an NDArray: the same value registered
        # (a truncation centre `nd.zeros((1, d)) + 0.1`, a mean over 255)
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.w = nd.ones((2,)) * 2.0\n    self.fc = nn.Dense(2, in_units=2)\n\n"
                        "def hybrid_forward(self, F, x):\n    return F.broadcast_mul(self.fc(x), self.w)"),
                _module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.w = self.params.get_constant('w', nd.ones((2,)) * 2.0)\n    self.fc = nn.Dense(2, in_units=2)\n\n"
                        "def hybrid_forward(self, F, x, w=None):\n    return F.broadcast_mul(self.fc(x), w)"),
                shapes=[[(3, 2)], [(1, 2)]]),
        Example(_module("def __init__(self, dim=3, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.c = -(nd.zeros((1, dim)) + 0.1) / 2\n    self.fc = nn.Dense(3, in_units=3)\n\n"
                        "def hybrid_forward(self, F, x):\n    w = self.fc(x)\n    return w - self.c"),
                _module("def __init__(self, dim=3, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.c = self.params.get_constant('c', -(nd.zeros((1, dim)) + 0.1) / 2)\n    self.fc = nn.Dense(3, in_units=3)\n\n"
                        "def hybrid_forward(self, F, x, c=None):\n    w = self.fc(x)\n    return F.broadcast_sub(w, c)"),
                shapes=[[(2, 3)], [(1, 3)]]),
        # arithmetic on a local of __init__ (another binding may have made it something else)
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    w = nd.ones((2,))\n    self.w = w * 2.0\n\n"
                        "def hybrid_forward(self, F, x):\n    return F.broadcast_mul(x, self.w)"),
                None, reason="arithmetic on an array"),
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    w = nd.array([1.0, 2.0])\n    self.w = (-w).reshape((1, 2))\n\n"
                        "def hybrid_forward(self, F, x):\n    return F.broadcast_mul(x, self.w)"),
                None, reason="arithmetic on an array"),
        # a foreach state: its body indexes an NDArray eagerly, a Symbol's outputs traced
        Example(_module("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.states = nd.ones((4,))\n\n"
                        "def hybrid_forward(self, F, x):\n"
                        "    return F.contrib.foreach(lambda d, s: (d + s[0], s), x, self.states)[0]"),
                None, reason="control-flow operator"),
        # an array the constructor is given (by the file's own construction): found, not rewritten
        Example(_module("def __init__(self, weight, **kwargs):\n    super().__init__(**kwargs)\n"
                        "    self.w = weight\n\n"
                        "def hybrid_forward(self, F, x):\n    return F.broadcast_mul(x, self.w)")
                + "\n\nnet = Net(nd.array([1.0, 2.0]))\n",
                None, reason="the constructor's argument"),
        # the same for a keyword argument taken out of **kwargs
        Example(_module("def __init__(self, **kwargs):\n    self.w = kwargs.pop('w')\n"
                        "    super().__init__(**kwargs)\n\n"
                        "def hybrid_forward(self, F, x):\n    return F.broadcast_mul(x, self.w)")
                + "\n\nnet = Net(w=nd.array([1.0, 2.0]))\n",
                None, reason="the constructor's argument `kwargs.pop('w')`"),
    ]

    @classmethod
    def propose(cls, ctx, node: cst.Attribute) -> Fix | Refusal:
        # the answer is the attribute's, whichever read asks (the fix rewrites every read): asked
        # again for each of many reads, the function's walks made its analysis quadratic
        global _LAST
        func = ctx.scope.func if ctx.scope is not None else None
        attr = self_attr_name(node)
        cached = _LAST
        if func is None or cached[0] is not func or cached[1] != attr:
            cached = _LAST = (func, attr, cls._propose(ctx, node))
        return cached[2]

    @classmethod
    def _propose(cls, ctx, node: cst.Attribute) -> Fix | Refusal:
        attr = self_attr_name(node)
        scope = ctx.scope
        if attr is None or scope is None or scope.cls is None or scope.style != "hybrid_forward" \
                or not isinstance(scope.func, cst.FunctionDef):
            return Refusal("only hybrid_forward of a HybridBlock can receive a constant Parameter")
        func: cst.FunctionDef = scope.func
        params = func.params
        if params.star_kwarg is not None:
            return Refusal("hybrid_forward takes **kwargs; add the constant by hand")
        init = scope.cls.methods.get("__init__")
        if init is None:
            return Refusal(f"no __init__ of this class sets `self.{attr}`")
        line = sets_attr_line(init, attr)
        if line is None:
            return Refusal(f"__init__ does not set `self.{attr}` in straight-line code once")
        assign = line.body[0]
        if len(assign.targets) == 1 and ctx.eager_arrays.passed(scope.cls.name, attr):
            # (`self.w = weight`, or `self.Q = kwargs.pop('Q')` of a keyword argument)
            return Refusal(f"`self.{attr}` holds the constructor's argument `{ctx.code_for(assign.value)}`: the "
                           "caller keeps the array (a constant Parameter holds a copy, without the "
                           "gradient or the updates the caller may give the original), and a caller "
                           "outside this file may pass something else")
        if len(assign.targets) == 1 and isinstance(assign.value, (cst.BinaryOperation, cst.UnaryOperation)) \
                and not _built_times_number(init, assign.value) \
                or isinstance(assign.value, cst.Call) and not _one_built_call(init, assign.value):
            return Refusal(f"`self.{attr}` is set to arithmetic on an array or on a local of "
                           "`__init__` (not offered: proven only for one call building the array)")
        if len(assign.targets) != 1 or not (isinstance(assign.value, cst.Call)
                                            or _built_times_number(init, assign.value)):
            return Refusal(f"`self.{attr}` is not set to one built array")
        sup = super_init_line(init)
        if sup is None or _index_in(init, sup) is None or _index_in(init, line) is None \
                or _index_in(init, sup) > _index_in(init, line):
            return Refusal("the array is built before `super().__init__(...)`, where Parameters "
                           "cannot be registered yet")
        for sub in iter_descendants(assign.value):
            if isinstance(sub, cst.Arg) and sub.keyword is not None and sub.keyword.value == "ctx":
                dev = sub.value
                if not cpu_device(ctx, dev):
                    return Refusal("the array is built with a `ctx=` other than the CPU, where an eager "
                                   "run may have used it on another device than its inputs'")
        # who else reads or writes the attribute
        class_src = ctx.code_for(scope.cls.node)
        mention_re = re.compile(rf"\bself\.{re.escape(attr)}\b")
        mentions = len(mention_re.findall(class_src))
        reads = [n for n in iter_descendants(func.body) if self_attr_name(n) == attr]
        # `self.weight[0:g, 0, 1, 2] = 1.0` after it is built (ELAN's shift conv): registered
        # after the last such write, so the constant holds the written values
        writes = _items_written_after(init, attr, line)
        written = sum(len(mention_re.findall(ctx.code_for(w))) for w in writes)
        if mentions != 1 + len(reads) + written:
            return Refusal(f"another method of the class mentions `self.{attr}`, which would then "
                           "hold a Parameter")
        if _handed_to_loop(func, reads):
            return Refusal(f"`self.{attr}` is handed to a control-flow operator (foreach, while_loop, "
                           "cond), whose body would see the constant as an NDArray eagerly and as a "
                           "Symbol traced, where indexing it (`states[0]`) is an element or output 0")
        if re.search(rf"""['"]{re.escape(attr)}['"]""", class_src):
            return Refusal(f"the class names `{attr}` in a string (a Parameter or getattr of that name)")
        for sub in iter_descendants(func.body):
            if isinstance(sub, (cst.Assign, cst.AugAssign, cst.AnnAssign, cst.Del)):
                targets = [t.target for t in sub.targets] if isinstance(sub, cst.Assign) else [sub.target]
                if any(self_attr_name(t) == attr or any(self_attr_name(d) == attr for d in iter_descendants(t))
                       for t in targets):
                    return Refusal(f"hybrid_forward sets `self.{attr}`")
        taken = param_names(params)
        # Gluon hands the constant to hybrid_forward by its attribute's name; where hybrid_forward
        # already uses that name, the attribute takes a fresh one (no other method mentions it,
        # checked above) and hybrid_forward's own name stays what it was
        param = attr
        if attr in taken or assignments_to(func, attr) or name_reads(func.body, attr):
            param = _fresh_name(ctx.source, attr)
            if param is None:
                return Refusal(f"the name `{attr}` is already used in hybrid_forward")
        init_at_once = None
        registered_at = writes[-1] if writes else line
        if not holds_parameter(ctx, scope.cls.node):
            # it runs without initialize() (GluonCV's tutorials call `DeNormalize(mean, std)(img)`
            # so): the constant is initialized where it is registered, or not offered
            init_at_once = initialize_edit(ctx, registered_at, assign.value, attr)
            if isinstance(init_at_once, str):
                return Refusal("the block holds no other Parameter (no `self.params.get`, gluon `Parameter` "
                               "or parameterized gluon layer in the class), so it runs without initialize() "
                               "(GluonCV's tutorials call `DeNormalize(mean, std)(img)` so); with a constant "
                               "Parameter that call fails ('Parameter ... has not been initialized'), and "
                               f"it cannot be initialized where it is registered: {init_at_once}")
        name = scope.cls.name
        if re.search(rf"^\s*class\s+\w+\s*\([^)]*\b{re.escape(name)}\b", ctx.source, re.M):
            return Refusal(f"a class of this file inherits from {name}: its hybrid_forward would be "
                           "handed the constant too")
        if writes:
            if param != attr and init_at_once is not None:
                init_at_once = initialize_edit(ctx, registered_at, assign.value, param)
            late = _register_after(ctx, registered_at, attr, param, init_at_once)
            if isinstance(late, Refusal):
                return late
            edits: list[tuple[object, str]] = [late]
        else:
            edits = [(assign.value, f"self.params.get_constant('{param}', {ctx.code_for(assign.value)})")]
            if param != attr:
                edits.append((assign.targets[0].target, f"self.{param}"))
                if init_at_once is not None:
                    init_at_once = initialize_edit(ctx, line, assign.value, param)
            if init_at_once is not None:
                edits.append(init_at_once)
        arg = extra_argument(ctx, params, param)
        if isinstance(arg, Refusal):
            return arg
        edits.append(arg)
        # `x * self.std` broadcast eagerly; the Symbol it becomes needs the broadcast written out
        read_re = re.compile(rf"\bself\.{re.escape(attr)}\b")
        binop_edits, spans = _broadcast_edits(ctx, func, reads, lambda n: read_re.sub(param, ctx.code_for(n)))
        edits.extend(binop_edits)
        for r in reads:
            at_r = ctx.span(r)
            if not any(s[0] <= at_r[0] and at_r[1] <= s[1] for s in spans):
                edits.append((r, param))
        message = (f"register self.{attr} as a constant with self.params.get_constant('{param}', ...) "
                   "and receive it in hybrid_forward")
        if param != attr:
            message += (f", as `self.{param}` (hybrid_forward uses the name `{attr}`, and Gluon hands a "
                        "constant over by its attribute's name)")
        if init_at_once is not None:
            message += (", initialized there on the array's device (the block holds no other Parameter "
                        "and may run without initialize())")
        return make_fix(ctx, edits, "unsafe", message)


def _items_written_after(init: cst.FunctionDef, attr: str, line) -> list:
    """The statements of ``__init__`` after ``line`` (its straight-line order, ``with`` bodies
    flattened) that write items of ``self.<attr>`` (``self.weight[0 * g:1 * g, 0, 1, 2] = 1.0``),
    one write a line; empty where none does, or where a statement between them or after them
    mentions the attribute otherwise (that mention is then counted as another use)."""
    order: list[cst.CSTNode] = []
    stack = list(getattr(init.body, "body", ()))
    while stack:
        stmt = stack.pop(0)
        if isinstance(stmt, cst.With):
            stack[:0] = list(getattr(stmt.body, "body", ()))
            continue
        order.append(stmt)
    after = order[order.index(line) + 1:] if line in order else []
    writes = []
    for stmt in after:
        if not any(self_attr_name(n) == attr for n in iter_descendants(stmt)):
            continue
        small = stmt.body[0] if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 else None
        if not (isinstance(small, cst.Assign) and len(small.targets) == 1
                and isinstance(small.targets[0].target, cst.Subscript)
                and self_attr_name(small.targets[0].target.value) == attr):
            return []
        writes.append(stmt)
    return writes


def _register_after(ctx, stmt, attr: str, param: str, init_at_once):
    """The edit adding ``self.<param> = self.params.get_constant('<param>', self.<attr>)`` (and the
    initialization ``init_at_once`` adds, on the line after) on the line after ``stmt``."""
    source = ctx.source
    start, end = ctx.span(stmt.body[0])
    head = line_start(source, start)
    indent = source[head:start]
    if indent.strip():
        return Refusal("the last write of the array shares its line with other code")
    at = line_end(source, end)
    if not source.endswith(("\n", "\r"), 0, at):
        return Refusal("the last write of the array ends the file")
    newline = newline_before(source, at)
    text = f"{indent}self.{param} = self.params.get_constant('{param}', self.{attr}){newline}"
    if init_at_once is not None:
        text += init_at_once[1]
    return (at, at), text


def _fresh_name(source: str, attr: str) -> str | None:
    """``<attr>_const`` (or ``_const2``...): a name the file mentions nowhere, neither as a name nor
    as an attribute nor in a string, so the renamed attribute and hybrid_forward's new parameter
    meet nothing; None when none of the first few is free."""
    for k in range(1, 5):
        name = f"{attr}_const" if k == 1 else f"{attr}_const{k}"
        if not re.search(rf"\b{re.escape(name)}\b", source):
            return name
    return None


# (function, attribute, answer) of the last proposal
_LAST: tuple = (None, None, None)
_LOOP_OPERATORS = ("foreach", "while_loop", "cond")


def _handed_to_loop(func: cst.FunctionDef, reads: list[cst.CSTNode]) -> bool:
    """A read is (inside) an argument of ``F.contrib.foreach``/``while_loop``/``cond``."""
    for call in iter_descendants(func.body):
        if not isinstance(call, cst.Call):
            continue
        dotted = cst_dotted(call.func)
        if dotted is None or dotted.rsplit(".", 1)[-1] not in _LOOP_OPERATORS:
            continue
        for arg in call.args:
            if any(arg.value is r or any(d is r for d in iter_descendants(arg.value)) for r in reads):
                return True
    return False


def _one_built_call(init: cst.FunctionDef, value: cst.Call) -> bool:
    """``value`` is one call building the array (``nd.ones(3)``, ``make(n)``), NDArray methods
    chained on it allowed: not arithmetic (``(nd.ones(3) * 2).reshape(...)``, ``abs(...)``) nor a
    method of a local of ``__init__`` (``w.reshape(...)``), which the analysis follows too."""
    root: cst.BaseExpression = value
    while isinstance(root, cst.Call) and isinstance(root.func, cst.Attribute) \
            and cst_dotted(root.func.value) is None:
        root = root.func.value
    if not isinstance(root, cst.Call):
        return False
    dotted = cst_dotted(root.func)
    if dotted is None or dotted == "abs":
        return False
    head = dotted.split(".")[0]
    return "." not in dotted or not assignments_to(init, head)


def _built_times_number(init: cst.FunctionDef, value: cst.BaseExpression, depth: int = 0) -> bool:
    """``nd.zeros((1, d)) + 0.1``, ``nd.array(mean) / 255.0``, ``-nd.ones(3)``: one built array
    (``_one_built_call``) in arithmetic with number literals only. An NDArray's operator with a
    python number gives an NDArray (MXNet 1.9.1's ``_ufunc_helper``), whichever side the number
    is on, so the value is an array wherever ``__init__`` runs; a local or an argument in the
    arithmetic could be a numpy array or a list, whose operator decides otherwise."""
    if depth > 8:
        return False
    if isinstance(value, cst.Call):
        return _one_built_call(init, value)
    if isinstance(value, cst.UnaryOperation) and isinstance(value.operator, (cst.Minus, cst.Plus)):
        return _built_times_number(init, value.expression, depth + 1)
    if isinstance(value, cst.BinaryOperation) and isinstance(
            value.operator, (cst.Add, cst.Subtract, cst.Multiply, cst.Divide)):
        sides = (value.left, value.right)
        numbers = [_number(side) for side in sides]
        if numbers.count(True) != 1:
            return False
        return _built_times_number(init, sides[numbers.index(False)], depth + 1)
    return False


def _number(node) -> bool:
    """An int or float literal, signed or not (never a bool: ``True`` is a Name)."""
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, (cst.Minus, cst.Plus)):
        node = node.expression
    return isinstance(node, (cst.Integer, cst.Float))


def _index_in(init: cst.FunctionDef, stmt: cst.CSTNode) -> int | None:
    """Position of ``stmt`` among ``__init__``'s top-level statements (``with`` bodies flattened)."""
    order: list[cst.CSTNode] = []
    stack = list(getattr(init.body, "body", ()))
    while stack:
        s = stack.pop(0)
        if isinstance(s, cst.With):
            stack[:0] = list(getattr(s.body, "body", ()))
            continue
        order.append(s)
    for i, s in enumerate(order):
        if s is stmt:
            return i
    return None
