"""HYB008 fixer: ``a + b`` between tensors of different shapes -> ``F.broadcast_add(a, b)``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix
from ._shared import BINARY, COMPARE, FUNCTIONS
from .namespace_to_f import thread_nd



_GATE = """from mxnet.gluon import HybridBlock, nn


class Gate(HybridBlock):
    def __init__(self, pooled=True, **kwargs):
        super().__init__(**kwargs)
        self.pooled = pooled
        self.conv = nn.Conv2D(4, 3, padding=1)
        if self.pooled:
            self.att = nn.HybridSequential()
            self.att.add(nn.Conv2D(4, 3, strides=2, padding=1), nn.GlobalMaxPool2D())
        else:
            self.att = nn.HybridSequential()

    def hybrid_forward(self, F, x):
        return %s


class Net(Gate):
    def __init__(self):
        super().__init__()
"""


_FILTERBANK = """from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self, batch=2, **kwargs):
        super().__init__(**kwargs)
        self.batch = batch
        self.attn = nn.Dense(5)

    def _filters(self, F, params):
        delta = F.exp(F.squeeze(F.slice_axis(params, axis=1, begin=3, end=4), axis=1))
        grid = F.broadcast_to(F.expand_dims(F.expand_dims(F.arange(1, 4), axis=1), axis=0),
                              (4, 0, self.batch))
        return %s

    def hybrid_forward(self, F, h):
        return self._filters(F, self.attn(h))
"""


_OWN_CHILD = """from mxnet.gluon import HybridBlock


class Scale(HybridBlock):
    def __init__(self, dim, **kwargs):
        super().__init__(**kwargs)
        self.alpha = self.params.get('alpha', shape=(dim,))

    def hybrid_forward(self, F, x, alpha):
        return F.broadcast_mul(alpha, x) + 1


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.scale = Scale(4)
        self.gamma = self.params.get('gamma', shape=(4,))

    def hybrid_forward(self, F, x, gamma):
        h = F.slice_axis(x, axis=1, begin=0, end=1)
        return %s
"""


# a helper whose `mask` only one of its two calls hands (session 66): {name} and the second call
_ATTEND = ("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
           "    def {name}(self, F, q, mask=None):\n"
           "        scores = F.batch_dot(q, q, transpose_b=True)\n"
           "        if mask is not None:\n            scores = scores + mask\n"
           "        return F.softmax(scores, axis=-1)\n\n"
           "    def hybrid_forward(self, F, x, m):\n"
           "        return F.concat(self.{name}(F, x, m.reshape((3, 3))), {second}, dim=0)\n")
_OVERRIDE = ("\n\nclass Sub(Net):\n    def _attend(self, F, q, mask=None):\n"
             "        return F.softmax(q, axis=-1)\n")


# a Sequential subclass of the file whose __init__ only adds layers (FastViT's ConvBN): its output
# rank is its last ranked layer's, as for a Sequential built in place
_SEQ_CLASS = """from mxnet.gluon import HybridBlock, nn


class ConvBN(nn.HybridSequential):
    def __init__(self, channels, groups=1, **kwargs):
        super(ConvBN, self).__init__(**kwargs)
        with self.name_scope():
            self.add(nn.Conv2D(channels, 3, padding=1, groups=groups, in_channels=channels),
                     nn.BatchNorm(in_channels=channels))
%s

class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.mixer = ConvBN(4, groups=4)
        self.ffn = nn.HybridSequential()
        self.ffn.add(ConvBN(4), nn.Activation('relu'))
        self.gamma = self.params.get('gamma', shape=(4, 1, 1))

    def hybrid_forward(self, F, x, gamma):
        return %s
"""


# ResMLP's Affine (session 68): (dim,) Parameters against the input of the block's hybrid_forward,
# whose rank only the calls of its instances state; %s: Affine's return, Net's extra __init__ line
# and Net's return
_AFFINE = """from mxnet.gluon import HybridBlock, nn


class Affine(HybridBlock):
    def __init__(self, dim, **kwargs):
        super().__init__(**kwargs)
        self.alpha = self.params.get('alpha', shape=(dim,))
        self.beta = self.params.get('beta', shape=(dim,))

    def hybrid_forward(self, F, x, alpha, beta):
        return %s


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.proj = nn.Dense(4, in_units=4, flatten=False)
        self.norm1 = Affine(4)
        self.norm2 = Affine(4)%s

    def hybrid_forward(self, F, x):
        t = x.transpose((0, 2, 1))
        return %s
"""


class BroadcastOperator(Fixer):
    code = "HYB008"
    name = "operator-to-broadcast"
    applicability = "safe"
    needs_f = False      # without F (a helper called without it): the first step hands it F
    description = """
    Rewrites a python operator between tensors whose shapes differ into the broadcasting
    operator both namespaces have: `+ - * / % **` -> `F.broadcast_add/sub/mul/div/mod/power`,
    `== != < <= > >=` -> `F.broadcast_equal/not_equal/lesser/lesser_equal/greater/greater_equal`,
    and `F.maximum/minimum/power(a, b)` -> `F.broadcast_maximum/minimum/power(a, b)`.
    Safe: this is what the operator computes on NDArrays, and it is valid on Symbols.
    In a helper that hybrid code calls without F (a capsule `squash(self, s)`), the first step
    gives the helper a parameter `F=nd` (named as the file imports it; `from mxnet import nd` added
    where it imports no mxnet namespace) and the hybrid callers
    `F=F`; that step is unsafe, as for `namespace-to-f`: a subclass elsewhere overriding the
    helper with the old signature would be handed `F=`.
    """
    EXAMPLES = [
        # a capsule squash in a method that takes no F: F is threaded in, then used
        Example("from mxnet import nd\nfrom mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def squash(self, s):\n        n2 = (s ** 2).sum(axis=-1).expand_dims(axis=-1)\n"
                "        return s * (n2 / (1 + n2) / (n2 + 1e-9) ** 0.5)\n\n"
                "    def hybrid_forward(self, F, x):\n        return self.squash(F.relu(x))\n",
                "from mxnet import nd\nfrom mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def squash(self, s, F=nd):\n        n2 = (s ** 2).sum(axis=-1).expand_dims(axis=-1)\n"
                "        return F.broadcast_mul(s, (n2 / (1 + n2) / (n2 + 1e-9) ** 0.5))\n\n"
                "    def hybrid_forward(self, F, x):\n        return self.squash(F.relu(x), F=F)\n",
                shapes=[[(2, 3)], [(2, 4, 3)]], applicability="unsafe"),
        # ... in a file that imports only gluon: the namespace it defaults to is imported
        Example("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def squash(self, s):\n        n2 = (s ** 2).sum(axis=-1).expand_dims(axis=-1)\n"
                "        return s * (n2 / (1 + n2) / (n2 + 1e-9) ** 0.5)\n\n"
                "    def hybrid_forward(self, F, x):\n        return self.squash(F.relu(x))\n",
                "from mxnet.gluon import HybridBlock\nfrom mxnet import nd\n\n\nclass Net(HybridBlock):\n"
                "    def squash(self, s, F=nd):\n        n2 = (s ** 2).sum(axis=-1).expand_dims(axis=-1)\n"
                "        return F.broadcast_mul(s, (n2 / (1 + n2) / (n2 + 1e-9) ** 0.5))\n\n"
                "    def hybrid_forward(self, F, x):\n        return self.squash(F.relu(x), F=F)\n",
                shapes=[[(2, 3)], [(2, 4, 3)]], applicability="unsafe"),
        Example(example_module("return x + F.ones((1, 1))"), example_module("return F.broadcast_add(x, F.ones((1, 1)))"),
                shapes=[[(2, 3)], [(4, 1)]]),
        # BilinearResize2D keeps its data's (1, C) and takes the like tensor's H and W: a ViT's
        # (1, C, 2, 2) position table resized to the patch grid, added to the (N, C, h, w) grid
        Example(example_module("y = self.patch(x)\npos = F.contrib.BilinearResize2D(pos, like=y, mode='like')\n"
                               "return y + pos", signature="self, F, x, pos",
                               init="self.patch = nn.Conv2D(3, 2, strides=2, in_channels=3)\n"
                                    "self.pos = self.params.get('pos', shape=(1, 3, 2, 2))",
                               gluon="HybridBlock, nn"),
                example_module("y = self.patch(x)\npos = F.contrib.BilinearResize2D(pos, like=y, mode='like')\n"
                               "return F.broadcast_add(y, pos)", signature="self, F, x, pos",
                               init="self.patch = nn.Conv2D(3, 2, strides=2, in_channels=3)\n"
                                    "self.pos = self.params.get('pos', shape=(1, 3, 2, 2))",
                               gluon="HybridBlock, nn"),
                shapes=[[(2, 3, 6, 6)], [(1, 3, 4, 8)]]),
        Example(example_module("m = F.max(x, axis=-1, keepdims=True)\nreturn F.exp(x - m) / F.sum(F.exp(x - m), "
                        "axis=-1, keepdims=True)"),
                example_module("m = F.max(x, axis=-1, keepdims=True)\nreturn F.broadcast_div(F.exp(F.broadcast_sub(x, "
                        "m)), F.sum(F.exp(F.broadcast_sub(x, m)), axis=-1, keepdims=True))"),
                shapes=[[(2, 3)], [(3, 2, 4)]]),
        Example(example_module("m = F.mean(x, axis=1, keepdims=True)\nreturn x > m"),
                example_module("m = F.mean(x, axis=1, keepdims=True)\nreturn F.broadcast_greater(x, m)"),
                shapes=[[(2, 3)], [(4, 5)]]),
        # F.maximum of a number keeps its data's shape, and of a (N, 1) norm with (N, 4) rows gives
        # the rows' (a Poincare-ball map's `tanh(n) * u` divided by the clamped norm)
        Example(example_module("u = self.fc(x)\nn = F.maximum(F.norm(u, axis=-1, keepdims=True), 1e-5)\n"
                               "v = F.broadcast_mul(F.tanh(n), u)\nreturn v / n", init="self.fc = nn.Dense(4)",
                               gluon="HybridBlock, nn"),
                example_module("u = self.fc(x)\nn = F.maximum(F.norm(u, axis=-1, keepdims=True), 1e-5)\n"
                               "v = F.broadcast_mul(F.tanh(n), u)\nreturn F.broadcast_div(v, n)",
                               init="self.fc = nn.Dense(4)", gluon="HybridBlock, nn"),
                shapes=[[(2, 3)], [(5, 2)]]),
        # maximum/minimum/power of two arrays: the NDArray functions broadcast, the Symbol ones not
        Example(example_module("m = F.mean(x, axis=1, keepdims=True)\nreturn F.minimum(x, m)"),
                example_module("m = F.mean(x, axis=1, keepdims=True)\nreturn F.broadcast_minimum(x, m)"),
                shapes=[[(2, 3)], [(4, 5)]]),
        Example(example_module("return F.maximum(x, F.ones((1, 1))) * 2"),
                example_module("return F.broadcast_maximum(x, F.ones((1, 1))) * 2"),
                shapes=[[(2, 3)], [(4, 1)]]),
        Example(example_module("return F.power(F.abs(x) + 1, F.sum(x, axis=-1, keepdims=True))"),
                example_module("return F.broadcast_power(F.abs(x) + 1, F.sum(x, axis=-1, keepdims=True))"),
                shapes=[[(2, 3)], [(3, 2, 4)]]),
        # a child declared under `if self.pooled:`, the branch the file's one construction takes
        # (Net's super().__init__() keeps pooled=True), ends in a global pool: (N, 4, 1, 1)
        # against the (N, 4, H, W) convolution (a face-landmark network's Lemon unit)
        Example(_GATE % "self.conv(x) * self.att(x)", _GATE % "F.broadcast_mul(self.conv(x), self.att(x))",
                shapes=[[(2, 4, 8, 8)], [(1, 3, 6, 6)]]),
        # exact ranks: a column of a flattening Dense's (B, 5) output, (B,), handed to a helper,
        # against a grid broadcast to (4, 3, B) (DRAW's attention filterbank)
        Example(_FILTERBANK % "delta * grid", _FILTERBANK % "F.broadcast_mul(delta, grid)",
                shapes=[[(2, 6)], [(2, 3)]]),
        # exact ranks by the op table's rules (catalogue.json's output_rank): a dot of two
        # matrices, a part of a split, a one_hot of a matrix, each against a vector
        Example(example_module("h = F.flatten(x)\ny = F.dot(h, F.ones((12, 5)))\nreturn y * F.ones((5,))"),
                example_module("h = F.flatten(x)\ny = F.dot(h, F.ones((12, 5)))\nreturn F.broadcast_mul(y, F.ones((5,)))"),
                shapes=[[(2, 3, 4)], [(3, 2, 6)]]),
        Example(example_module("h = F.flatten(x)\na = F.split(h, num_outputs=2, axis=1)[0]\nreturn a + F.ones((6,))"),
                example_module("h = F.flatten(x)\na = F.split(h, num_outputs=2, axis=1)[0]\n"
                               "return F.broadcast_add(a, F.ones((6,)))"),
                shapes=[[(2, 3, 4)], [(3, 2, 6)]]),
        Example(example_module("h = F.flatten(x)\noh = F.one_hot(h, 3)\nreturn oh * F.ones((3,))"),
                example_module("h = F.flatten(x)\noh = F.one_hot(h, 3)\nreturn F.broadcast_mul(oh, F.ones((3,)))"),
                shapes=[[(2, 3, 4)], [(3, 2, 6)]]),
        # a multi-line operand keeps the columns of its continuation lines: the call wraps it
        # where it stands, so they stay under the code they continued
        Example(example_module("m = F.mean(x, axis=1, keepdims=True)\ny = (F.relu(x)\n     * 2\n     - m)\nreturn y"),
                example_module("m = F.mean(x, axis=1, keepdims=True)\ny = (F.broadcast_sub(F.relu(x)\n     * 2, m))\n"
                               "return y"),
                shapes=[[(2, 3)], [(4, 5)]]),
        Example(example_module("m = F.max(x, axis=-1, keepdims=True)\nfor _ in range(2):\n    x = F.exp(\n        x) * F.sigmoid(\n"
                               "            m)\nreturn x"),
                example_module("m = F.max(x, axis=-1, keepdims=True)\nfor _ in range(2):\n    x = F.broadcast_mul(F.exp(\n"
                               "        x), F.sigmoid(\n            m))\nreturn x"),
                shapes=[[(2, 3)], [(3, 2, 4)]]),
        Example(example_module("return (x * 2) ** F.ones((1, 1)) * 2"),
                example_module("return F.broadcast_power((x * 2), F.ones((1, 1))) * 2"),
                shapes=[[(2, 3)]]),
        # a declared (4,) Parameter against the (batch, 4) output of a Dense: the ranks differ
        Example(example_module("return self.fc(x) * gamma", signature="self, F, x, gamma",
                               init="self.fc = nn.Dense(4)\nself.gamma = self.params.get('gamma', shape=(4,))",
                               gluon="HybridBlock, nn"),
                example_module("return F.broadcast_mul(self.fc(x), gamma)", signature="self, F, x, gamma",
                               init="self.fc = nn.Dense(4)\nself.gamma = self.params.get('gamma', shape=(4,))",
                               gluon="HybridBlock, nn"),
                shapes=[[(2, 3)], [(5, 6)]]),
        # a rank the code fixes whatever its inputs: a stack of any arrays has 2 axes or more,
        # the (2,) Parameter 1 (a BiFPN node's softmax-weighted sum of stacked maps)
        Example(example_module("s = F.stack(x, x, axis=-1)\nreturn (s * F.softmax(w)).sum(axis=-1)",
                               signature="self, F, x, w", init="self.w = self.params.get('w', shape=(2,))"),
                example_module("s = F.stack(x, x, axis=-1)\nreturn (F.broadcast_mul(s, F.softmax(w))).sum(axis=-1)",
                               signature="self, F, x, w", init="self.w = self.params.get('w', shape=(2,))"),
                shapes=[[(2, 3)], [(4,)]]),
        # ... kept through children that keep the number of axes: a LayerNorm'd Dense(flatten=False)
        # of a slice_axis along axis 1 (2 axes or more) against the (4,) LayerScale (CaiT's class token)
        Example(example_module("cls = F.slice_axis(x, axis=1, begin=0, end=1)\nreturn gamma * self.fc(self.norm(cls))",
                               signature="self, F, x, gamma", gluon="HybridBlock, nn",
                               init="self.norm = nn.LayerNorm(in_channels=4)\n"
                                    "self.fc = nn.Dense(4, in_units=4, flatten=False)\n"
                                    "self.gamma = self.params.get('gamma', shape=(4,))"),
                example_module("cls = F.slice_axis(x, axis=1, begin=0, end=1)\nreturn F.broadcast_mul(gamma, self.fc(self.norm(cls)))",
                               signature="self, F, x, gamma", gluon="HybridBlock, nn",
                               init="self.norm = nn.LayerNorm(in_channels=4)\n"
                                    "self.fc = nn.Dense(4, in_units=4, flatten=False)\n"
                                    "self.gamma = self.params.get('gamma', shape=(4,))"),
                shapes=[[(2, 3, 4)], [(1, 5, 4)]]),
        # ... and through a block class of the file, its hybrid_forward's return read with the
        # bound of what the call passes it: 2 axes or more (ResMLP's Affine, CaiT's attention)
        Example(_SEQ_CLASS % ("", "x + gamma * (self.mixer(x) - self.ffn(x))"),
                _SEQ_CLASS % ("", "x + F.broadcast_mul(gamma, (self.mixer(x) - self.ffn(x)))"),
                shapes=[[(2, 4, 3, 3)], [(1, 4, 5, 2)]]),
        # refused: a forward of the subclass's own may return any rank
        Example(_SEQ_CLASS % ("\n    def hybrid_forward(self, F, x):\n        return F.mean(x, axis=(2, 3))\n",
                              "x + gamma * self.mixer(x)"),
                None, reason="nothing in the code states the rank of `self.mixer(x)`"),
        Example(_OWN_CHILD % "gamma * self.scale(h)", _OWN_CHILD % "F.broadcast_mul(gamma, self.scale(h))",
                shapes=[[(2, 3, 4)], [(5, 2, 4)]]),
        # every call of the block's instances hands its input 3 axes (a transpose to a 3-tuple,
        # a flatten=False Dense of one): the line fails in each, and broadcasts for any caller
        Example(_AFFINE % ("alpha * x + beta", "", "self.norm2(self.proj(self.norm1(t)))"),
                _AFFINE % ("F.broadcast_add(F.broadcast_mul(alpha, x), beta)", "",
                           "self.norm2(self.proj(self.norm1(t)))"),
                shapes=[[(2, 4, 3)], [(1, 4, 1)]]),
        # refused: one call hands an input whose rank nothing states (a (4,) vector works as
        # written); a construction that is no `self.<attr> = Affine(...)` (a Sequential's add),
        # whose calls the file does not show
        Example(_AFFINE % ("alpha * x + beta", "", "self.norm2(x) + self.norm1(t)"), None,
                reason="nothing in the code states the rank of `x`"),
        Example(_AFFINE % ("alpha * x + beta", "\n        self.seq = nn.HybridSequential()\n"
                           "        self.seq.add(Affine(4))", "self.norm2(self.proj(self.norm1(t)))"), None,
                reason="nothing in the code states the rank of `x`"),
        # refused: a bound no higher than the declared rank -- a stack of (3,) vectors is (3, 2),
        # the (3, 2) Parameter's shape, and the line works as written
        Example(example_module("s = F.stack(x, x, axis=-1)\nreturn s * w",
                               signature="self, F, x, w", init="self.w = self.params.get('w', shape=(3, 2))"),
                None, reason="no automatic fix: nothing in the code states the rank of `s`"),
        # refused: a NoisyNet bias, the (3,) Parameters against a noise input whose rank nothing
        # states -- a (3,) noise vector (legal as written) or a (1,) one (the traced `*` fails)
        Example(example_module("bias = b_mu + b_sigma * eps\n"
                               "return F.FullyConnected(x, w, bias, num_hidden=3)",
                               signature="self, F, x, eps, w, b_mu, b_sigma",
                               init="self.w = self.params.get('w', shape=(3, 4))\n"
                                    "self.b_mu = self.params.get('b_mu', shape=(3,))\n"
                                    "self.b_sigma = self.params.get('b_sigma', shape=(3,))"),
                None, reason="no automatic fix: nothing in the code states the rank of `eps`"),
        # a private helper read with the one call that hands `mask` a tensor (the other leaves it
        # at None, so the join of the calls loses it): the file holds every call, each hands the
        # same kinds but for that `mask`, and the line runs only under `if mask is not None:`
        Example(_ATTEND.format(name="_attend", second="self._attend(F, x)"),
                _ATTEND.format(name="_attend", second="self._attend(F, x)").replace(
                    "scores = scores + mask", "scores = F.broadcast_add(scores, mask)"),
                shapes=[[(2, 3, 4), (9,)]]),
        # refused: a public helper (another module may call it with a python number), a call
        # handing `mask` another kind, an override in a subclass, a line outside the None guard
        Example(_ATTEND.format(name="attend", second="self.attend(F, x)"), None,
                reason="`scores + mask` mixes tensors"),
        Example(_ATTEND.format(name="_attend", second="self._attend(F, x, 1.0)"), None,
                reason="`scores + mask` mixes tensors"),
        Example(_ATTEND.format(name="_attend", second="self._attend(F, x)") + _OVERRIDE, None,
                reason="`scores + mask` mixes tensors"),
        Example(_ATTEND.format(name="_attend", second="self._attend(F, x)").replace(
                    "        if mask is not None:\n            scores = scores + mask",
                    "        if mask is not None and q is not None:\n            scores = scores + mask"), None,
                reason="`scores + mask` mixes tensors"),
    ]

    @staticmethod
    def spec(node: cst.BaseExpression, f: str | None = None) -> tuple[str, str] | None:
        """(what to call the operation, its broadcasting F function); a call counts only as
        `<f>.maximum(a, b)` with two plain positional operands, f the scope's F name."""
        if isinstance(node, cst.BinaryOperation):
            return BINARY.get(type(node.operator))
        if isinstance(node, cst.Comparison) and len(node.comparisons) == 1:
            return COMPARE.get(type(node.comparisons[0].operator))
        if (isinstance(node, cst.Call) and f is not None and isinstance(node.func, cst.Attribute)
                and isinstance(node.func.value, cst.Name) and node.func.value.value == f
                and node.func.attr.value in FUNCTIONS and len(node.args) == 2
                and all(a.keyword is None and not a.star for a in node.args)):
            name = node.func.attr.value
            return f"{f}.{name}", FUNCTIONS[name]
        return None

    @staticmethod
    def receivers(node=None, left=None, right=None, both: bool = False):
        # a finding whose evidence holds only for arrays (an exact rank, a layer's output) asks
        # for both operands proven: then `a * b` was NDArray's broadcast_mul eagerly
        return (left, right) if both else ()

    @classmethod
    def propose(cls, ctx, node: cst.BaseExpression, left: cst.BaseExpression,
                right: cst.BaseExpression, both: bool = False) -> Fix | Refusal:
        # `a + b` already required an array on one side (a python list or number on both sides
        # would not reach a Symbol operator); one proven tensor side makes the call's result the
        # same on NDArray, so the other may be a probable one
        if not (ctx.proven_tensor(left) or ctx.proven_tensor(right)):
            return Refusal(ctx.value(left).why or ctx.value(right).why)
        f = ctx.scope.f_name if ctx.scope is not None else None
        if f is None:
            # a helper hybrid code calls without F (a capsule `squash(self, s)`): hand it F first
            return thread_nd(ctx)
        spec = cls.spec(node, f)
        if spec is None:
            return Refusal("unsupported operator")
        op = spec[1]
        text = f"{f}.{op}({ctx.code_for(left).strip()}, {ctx.code_for(right).strip()})"
        return make_fix(ctx, [(node, text)], "safe", f"use {f}.{op}")
