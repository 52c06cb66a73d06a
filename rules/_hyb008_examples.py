"""HYB008's example blocks: the code templates and builders its VALID and INVALID examples are
made of (tests/rules generate the rule's tests from those examples; the rule's logic reads none of
this).  Moved out of the rule's module in session 70 (H507), text unchanged."""
from __future__ import annotations

import textwrap

from hybridlint.rule import Invalid, hybrid_forward_example


_HEAD = """\
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
"""


_DEEP_FM = """\
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(8, activation="relu"), nn.Dense({units}))

    def hybrid_forward(self, F, x):
        fm = 0.5 * F.sum(F.square(x), axis=1, keepdims=True)
        return fm + self.mlp(x)
"""


# A span scorer: a Dense(1) column of the context (N, T, 1) against a second term (_flow_crossed_units)
_SPAN_SCORES = """\
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.wc = nn.Dense(1, flatten=False, use_bias=False, in_units=4)
            self.wq = nn.Dense(1, flatten=False, in_units=4)

    def hybrid_forward(self, F, c, q):
        col = self.wc(c)
        return {body}
"""


# A DeepFactor-style likelihood: a one-unit noise scale (N, 1) and the target {level} divided by it
# with broadcast_div; a later plain operator beside the scale (_broadcast_beside_unit)
_UNIT_NOISE = """\
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.noise = nn.Dense(1, in_units=3)
            self.level = nn.Dense(1, in_units=3)

    def hybrid_forward(self, F, x, y):
        sigma = F.Activation(self.noise(x), act_type="softrelu") + 1e-3
        z = F.broadcast_div({level}, sigma)
        return {body}
"""


# Scores of two parts of an F.split along axis 2 of a flatten=False Dense output (rank unknown to
# the walk, batch on axis 0) beside a (1, 3, 3) causal bias of arange constants (split_shapes)
_SPLIT_SCORES = """\
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.qkv = nn.Dense(12, flatten=False, in_units=4)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=2)
        steps = F.arange(3)
        bias = (F.broadcast_lesser(steps.reshape((1, -1)), steps.reshape((-1, 1))) * -1e9).expand_dims(axis=0)
        return {body}
"""


# A DimeNet Bessel basis: an (E, 1) distance column broadcast against {other} into the basis, a
# (R,) frequency Parameter scaled by `row` (_param_rank_met's arange; _broadcast_beside_unit)
_BESSEL = """\
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
    def __init__(self, num_radial=4):
        super().__init__()
        self.num_radial = num_radial
        with self.name_scope():
            self.freq = self.params.get("freq", shape=(num_radial,), init="ones")

    def hybrid_forward(self, F, d, freq):
        col = d.expand_dims(1)
        row = {row}
        rbf = F.broadcast_mul(col, {other})
        env = 1 - col ** 5
        return {body}
"""


# LightGlue-style assignment: (N, n, m) scores of two descriptor sets, normalised as {scores} says,
# beside the one-unit matchability column z, (N, n, 1) (_unit_beside_normalised)
_MATCH_SCORES = """\
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.proj = nn.Dense(4, flatten=False, in_units=4)
            self.match = nn.Dense(1, flatten=False, in_units=4)

    def hybrid_forward(self, F, a, b):
        sim = F.batch_dot(self.proj(a), self.proj(b), transpose_b=True)
        scores = {scores}
        z = self.match(a)
        return {body}
"""


# Graphormer-style scores of two parts of one split (rows of x, (N, n, n)) plus a key-degree term of a
# one-unit Embedding (_transposed_evidence of a unit layer; _rows_of_split)
_DEGREE_BIAS = """\
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.qk = nn.Dense(8, flatten=False, in_units=4)
            self.degree_bias = nn.Embedding(8, 1)

    def hybrid_forward(self, F, x, adj):
        q, k = F.split(self.qk(x), num_outputs=2, axis=2)
        deg = F.clip(F.sum(adj > 0, axis=2), 0, 7)
        row = {row}
        return F.batch_dot(q, k, transpose_b=True) + row
"""


# DeepFM whose MLP gets its hidden layers in a loop over a python tuple of widths, then a
# Dense({units}): the Sequential's output is that last layer's (_looped_adds)
_DEEP_FM_LOOP = """\
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self, hidden=(8, 8)):
        super().__init__()
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            for h in hidden:
                self.mlp.add(nn.Dense(h, activation="relu"))
            self.mlp.add(nn.Dense({units}))

    def hybrid_forward(self, F, x):
        fm = 0.5 * F.sum(F.square(x), axis=1, keepdims=True)
        return fm + self.mlp(x)
"""

# an FM's first-order term, an Embedding of {units} unit(s) summed over the fields, beside the
# keepdims pairwise term over axis 1 (_reduced_unit_layer)
_FM_FIRST = """\
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.embed = nn.Embedding(30, 4)
            self.linear = nn.Embedding(30, {units})

    def hybrid_forward(self, F, ids):
        v = self.embed(F.abs(ids) * 20)
        first = F.sum(self.linear(F.abs(ids) * 20), axis=1)
        return first + F.sum(F.square(F.sum(v, axis=1)), axis=1, keepdims=True)
"""

# uncertainty weighting: a ({tasks},) log-variance Parameter against two (1,) losses concatenated
# on axis 0 (_flow_same_shape)
_UNCERTAINTY = """\
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.log_vars = self.params.get("log_vars", shape=({tasks},))

    def hybrid_forward(self, F, x, y, log_vars):
        losses = F.concat(F.mean(F.square(x)), F.mean(F.abs(y)), dim=0)
        return F.sum(F.exp(-log_vars) * losses + log_vars)
"""


_TASK_WEIGHTS = """\
import mxnet as mx
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self, n_tasks=2):
        super().__init__()
        self.n_tasks = n_tasks
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in range(n_tasks):
                self.heads.add(nn.Dense(1))
            self.log_vars = self.params.get("log_vars", shape={shape}, init=mx.init.Zero())

    def hybrid_forward(self, F, x, y1, y2, log_vars):
        preds = [head(x) for head in self.heads]
        pieces = F.split(log_vars, num_outputs=self.n_tasks, axis=0)
        terms = [F.exp(-lv) * F.mean(F.square(p - y)) for p, y, lv in zip(preds, (y1, y2), pieces)]
        return F.add_n(*terms)
"""


_DUELING = """\
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self, num_actions={actions}):
        super().__init__()
        with self.name_scope():
            self.value = nn.Dense(1)
            self.advantage = nn.Dense(num_actions)

    def hybrid_forward(self, F, x):
        return self.value(x) + self.advantage(x)
"""

# a deformable convolution's offsets gated by a one-channel confidence map, the offset conv's
# channels python arithmetic of an __init__ argument
_GATED_OFFSETS = """\
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self, k={k}):
        super().__init__()
        with self.name_scope():
            self.offset = nn.Conv2D({channels}, k, padding=k // 2, in_channels=3)
            self.gate = nn.Conv2D(1, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        return self.offset(x) * F.sigmoid(self.gate(x))
"""

# a pointer-generator's mix by a gate of {gate} units (_gate_complement)
_GATE_MIX = """\
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self, units=6):
        super().__init__()
        with self.name_scope():
            self.out = nn.Dense(units)
            self.gate = nn.Dense({gate})

    def hybrid_forward(self, F, x, copy):
        p = F.sigmoid(self.gate(x))
        return F.broadcast_mul(p, F.softmax(self.out(x))) + (1 - p) * copy
"""

# a soft mixture: experts of one declaration in a Sequential filled in a loop, stacked on axis 2,
# against the (N, 1, E) gate (declared_child_items, item_size_default)
_MOE = """\
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self, units={units}, experts=4):
        super().__init__()
        with self.name_scope():
            self.gate = nn.Dense(experts)
            self.experts = nn.HybridSequential()
            for _ in range(experts):
                self.experts.add(nn.Dense(units))

    def hybrid_forward(self, F, x):
        outs = F.stack(*[e(x) for e in self.experts], axis=2)
        return outs * F.softmax(self.gate(x)).expand_dims(1)
"""


# attentive pooling: one-channel scores from a conv declared with the input's channels
# (_built_size reads the child's input size)
_ATTENTIVE_POOL = """\
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self, channels={channels}):
        super().__init__()
        with self.name_scope():
            self.score = nn.Conv1D(1, 1, in_channels=channels)

    def hybrid_forward(self, F, h):
        alpha = F.softmax(self.score(F.tanh(h)), axis=2)
        return F.sum(alpha * h, axis=2)
"""


# hinge activations over python knots: the (K,) coefficient Parameter split into one piece a
# knot by a count the constructor computes, zipped with the knots; each piece `a` meets
# the (N, D) hinge in `%s`
_KNOTS = """
            from mxnet.gluon import nn


            class Net(nn.HybridBlock):
                def __init__(self, knots=(-0.5, 0.5), **kwargs):
                    super().__init__(**kwargs)
                    self.knots = list(knots)
                    self.coef = self.params.get("coef", shape=(len(self.knots),), init="ones")

                def hybrid_forward(self, F, x, coef):
                    h = F.flatten(x)
                    out = h
                    for a, t in zip(F.split(coef, num_outputs=len(self.knots), axis=0), self.knots):
                        out = out + %s
                    return out
        """

_FILM_SPLIT = """
            from mxnet.gluon import nn


            class Net(nn.HybridBlock):
                def __init__(self, channels=4, cond_dim=5, **kwargs):
                    super(Net, self).__init__(**kwargs)
                    with self.name_scope():
                        self.film = nn.Dense(2 * channels, in_units=cond_dim)

                def hybrid_forward(self, F, x, cond):
                    gamma, beta = F.split(self.film(cond), num_outputs=2, axis=1)
                    gamma = gamma.reshape((0, 0, 1, 1))
                    return F.relu(%s)
        """

_FILM = """
            from mxnet.gluon import nn


            class Net(nn.HybridBlock):
                def __init__(self, channels=4, cond_dim=5, **kwargs):
                    super(Net, self).__init__(**kwargs)
                    with self.name_scope():
                        self.scale = nn.Dense(channels, in_units=cond_dim)

                def hybrid_forward(self, F, x, cond):
                    gamma = self.scale(cond)
                    gamma = gamma.reshape((x.shape[0], x.shape[1], 1, 1))
                    return F.relu(%s)
        """


# _HEAD for a block that asks autograd.is_training()
_AUTOGRAD_HEAD = _HEAD.replace("from mxnet.gluon", "from mxnet import autograd\nfrom mxnet.gluon", 1)


def _hf(body: str, signature: str = "self, F, x") -> str:
    return hybrid_forward_example(body, _HEAD, signature)


def _mix(body: str, mixed: str = "a + b") -> str:
    """A block whose method ``mix(self, F, a, b)`` returns ``F.relu(<mixed>)`` and whose
    hybrid_forward runs ``body`` (one statement a line)."""
    method = f"    def mix(self, F, a, b):\n        return F.relu({mixed})\n\n"
    return _HEAD + method + hybrid_forward_example(body, "", "self, F, x")


def _split_heads(returned: str) -> str:
    """Heads cut from one projection by unpacking a comprehension over ``F.split``: ``q`` and
    ``k`` (N, 2, L, 4) from a (N, L, 8) input, ``decay`` an (L, L) constant (L = 3)."""
    return _HEAD + (
        "    def __init__(self, **kwargs):\n"
        "        super().__init__(**kwargs)\n"
        "        self.decay = self.params.get_constant('decay', [[1.0, 0.0, 0.0], [0.9, 1.0, 0.0], [0.8, 0.9, 1.0]])\n\n"
        "    def hybrid_forward(self, F, x, decay):\n"
        "        q, k = [t.reshape((0, 0, 2, -1)).transpose((0, 2, 1, 3)) for t in F.split(x, num_outputs=2, axis=-1)]\n"
        f"        return {returned}\n")


def _logit_filters(penalty: str) -> str:
    """Two plain filter classes whose ``apply`` a block runs by a loop over the list of their
    constructions it holds on self; the second returns ``penalty`` (of ``logits`` and the
    (vocab,) ``bias`` Parameter)."""
    return textwrap.dedent("""
        from mxnet.gluon import HybridBlock, nn


        class Scale(object):
            def apply(self, F, logits, bias=None):
                return logits * 2


        class Penalise(object):
            def apply(self, F, logits, bias=None):
                return PENALTY


        class Net(HybridBlock):
            def __init__(self, vocab=5):
                super().__init__()
                self._filters = [Scale(), Penalise()]
                self.head = nn.Dense(vocab, in_units=4)
                self.bias = self.params.get("bias", shape=(vocab,))

            def hybrid_forward(self, F, h, bias):
                logits = self.head(h)
                outs = []
                for f in self._filters:
                    outs.append(f.apply(F, logits, bias=bias))
                return F.add_n(*outs)
    """).replace("PENALTY", penalty)


def _carried_filters(penalty: str) -> str:
    """Whisper's logit filters as a class hierarchy run in turn on the logits, each pass rebinding
    them to the filter's result (`logits = f.apply(F, logits, suppress=suppress)`); the subclass
    returns ``penalty`` of the logits and the (vocab,) constant handed through ``**consts``."""
    return textwrap.dedent("""
        import numpy as np
        from mxnet.gluon import HybridBlock, nn


        class Keep(object):
            def apply(self, F, logits, **consts):
                return logits


        class Suppress(Keep):
            def apply(self, F, logits, **consts):
                return PENALTY


        class Net(HybridBlock):
            def __init__(self, vocab=5):
                super().__init__()
                mask = np.zeros((vocab,), dtype="float32")
                mask[[0, 3]] = 1
                self._filters = [Keep(), Suppress()]
                self.head = nn.Dense(vocab, in_units=4)
                self.suppress = self.params.get_constant("suppress", mask)

            def hybrid_forward(self, F, h, suppress):
                logits = self.head(h)
                for f in self._filters:
                    logits = f.apply(F, logits, suppress=suppress)
                return F.log_softmax(logits, axis=-1)
    """).replace("PENALTY", penalty)


def _dict_stats(denorm: str) -> str:
    """TiDE's normalisation statistics returned by a method as a dict of (B, 1) keepdims means,
    handed whole to a de-normalising method whose body is ``denorm`` (of the (B, 3) forecast
    ``out`` and ``stats``)."""
    return textwrap.dedent("""
        from mxnet.gluon import HybridBlock, nn


        class Net(HybridBlock):
            def __init__(self, horizon=3, **kwargs):
                super().__init__(**kwargs)
                with self.name_scope():
                    self.decoder = nn.Dense(horizon)

            def _stats(self, F, y):
                mu = F.mean(y, axis=1, keepdims=True)
                sd = F.sqrt(F.mean(F.square(F.broadcast_sub(y, mu)), axis=1, keepdims=True) + 1e-5)
                return {"mu": mu, "sd": sd}

            def _denorm(self, F, out, stats):
                DENORM

            def hybrid_forward(self, F, y):
                stats = self._stats(F, y)
                yn = F.broadcast_div(F.broadcast_sub(y, stats["mu"]), stats["sd"])
                return self._denorm(F, self.decoder(yn), stats)
    """).replace("DENORM", denorm)


def _decay_table(returned: str) -> str:
    """A RetNet decay table ``gamma_h ** (i - j)`` for ``i >= j``, (2, 3, 3), built in numpy by a
    three-operand ``np.where`` of __init__ locals; ``s`` (N, 2, 3, 3) scores of a (N, 3, 8) input."""
    return (
        "import numpy as np\n"
        "from mxnet.gluon import HybridBlock\n\n\n"
        "class Net(HybridBlock):\n"
        "    def __init__(self, heads=2, seq_len=3, **kwargs):\n"
        "        super().__init__(**kwargs)\n"
        "        gamma = 1 - 2.0 ** (-5 - np.arange(heads))\n"
        "        idx = np.arange(seq_len)\n"
        "        diff = idx[:, None] - idx[None, :]\n"
        "        decay = np.where(diff >= 0, gamma[:, None, None] ** np.maximum(diff, 0), 0).astype('float32')\n"
        "        self.decay = self.params.get_constant('decay', decay)\n\n"
        "    def hybrid_forward(self, F, x, decay):\n"
        "        q = x.reshape((0, 0, 2, -1)).transpose((0, 2, 1, 3))\n"
        "        s = F.linalg.gemm2(q, q, transpose_b=True)\n"
        f"        return {returned}\n")


def _ranked(body: str) -> str:
    """A block whose operands' ranks come from the op table's rules (catalogue.json's
    output_rank) applied to a flattened input, ``h``: (B, C*H*W)."""
    return _hf("h = F.flatten(x)\n" + body)


# an adaptive softmax head returning `%s`: a head Dense(3) and a tail Dense(tail) on (N, 2)
_ADAPTIVE_HEAD = """
from mxnet.gluon import HybridBlock, nn


class Head(HybridBlock):
    def __init__(self, tail=4, **kwargs):
        super().__init__(**kwargs)
        self.head = nn.Dense(3, in_units=2)
        self.tail = nn.Dense(tail, in_units=2)

    def hybrid_forward(self, F, x):
        head = F.log_softmax(self.head(x))
        tail = F.log_softmax(self.tail(x))
        return %s
"""


# a style mapped by a Dense(5), tiled over four layers to (N, 4, 5), and a (1, 4, 1) mask of the
# layers from the cutoff on, then `return <body>`
_TILED = """\
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.fc = nn.Dense(5, in_units=5)

    def hybrid_forward(self, F, z):
        w = self.fc(z).expand_dims(1).tile((1, 4, 1))
        mask = (F.arange(4) >= 2).reshape((1, -1, 1))
        return {body}
"""


_POOL_INVALID = Invalid(_hf("g = F.Pooling(x, kernel=(1, 1), pool_type='avg', global_pool=True)\n"
                           "return x - g"), line=7, col=16)


def _upsampled(coarse: int) -> str:
    """A multi-scale fusion: a coarse map of ``coarse`` channels at half the size, brought back by
    nearest UpSampling (which keeps its channels) and added to the 8-channel fine map."""
    return """
            from mxnet.gluon import HybridBlock, nn
            class Fusion(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.fine = nn.Conv2D(8, 3, padding=1, in_channels=3)
                    self.coarse = nn.Conv2D(%d, 3, strides=2, padding=1, in_channels=8)

                def hybrid_forward(self, F, img):
                    f = self.fine(img)
                    return f + F.UpSampling(self.coarse(f), scale=2, sample_type='nearest')
    """ % coarse


def _decoding_state(lengths_shape: str) -> str:
    """A decoding state the file builds with ``lengths_shape`` and feeds back, updated with an
    input (n,) expanded to (n, 1) (sockeye 1.18's NormalizeAndUpdateFinished)."""
    return """
            import mxnet as mx
            from mxnet.gluon import HybridBlock
            class Update(HybridBlock):
                def hybrid_forward(self, F, finished, lengths):
                    lengths = lengths + F.cast(1 - F.expand_dims(finished, axis=1), dtype='float32')
                    return finished, lengths
            class Search:
                def __init__(self, n):
                    self.n = n
                    self.update = Update()
                    self.update.hybridize()
                def run(self, steps):
                    lengths = mx.nd.zeros(%s)
                    finished = mx.nd.zeros((self.n,), dtype='int32')
                    for _ in range(steps):
                        finished, lengths = self.update.forward(finished, lengths)
                    return lengths
        """ % lengths_shape


def _norm_params(returned: str) -> str:
    """A block with (channels,) Parameters gamma and beta and a (1,) reg, returning
    ``returned``."""
    return """
            from mxnet.gluon import HybridBlock
            class Norm(HybridBlock):
                def __init__(self, channels):
                    super().__init__()
                    self.gamma = self.params.get("gamma", shape=(channels,))
                    self.beta = self.params.get("beta", shape=(channels,))
                    self.reg = self.params.get("reg", shape=(1,))
                def hybrid_forward(self, F, x, gamma, beta, reg):
                    return %s
        """ % returned


def _threshold(body: str, helper: str = "return sorted_loss > threshold") -> str:
    """A loss with a one-element constant ``_thresh`` built from a constructor argument (held-out
    round 59's BootstrappedCELoss), a helper comparing with it, and ``body`` in
    hybrid_forward."""
    return """
            from mxnet import nd
            from mxnet.gluon import HybridBlock
            class Loss(HybridBlock):
                def __init__(self, loss_th):
                    super().__init__()
                    self._thresh = self.params.get_constant('_thresh', nd.array([loss_th, ], dtype='float32'))
                def _greater_loss(self, F, sorted_loss, threshold):
                    %s
                def hybrid_forward(self, F, pred, _thresh):
                    loss = F.sort(F.reshape(pred, shape=(-1,)), axis=0)
                    %s
        """ % (helper, body)


def _statistic(body: str, signature: str = "self, F, x, running_mean",
               declared: str = "") -> str:
    """A block with a (channels,) Parameter ``running_mean`` (and what ``declared`` adds) whose
    hybrid_forward runs ``body``: per-channel statistics of ``x`` beside it."""
    return """
            from mxnet.gluon import HybridBlock
            class Stat(HybridBlock):
                def __init__(self, channels, axis=1):
                    super().__init__()
                    self.axis = axis
                    self.running_mean = self.params.get("running_mean", shape=(channels,))%s
                def hybrid_forward(%s):
%s
        """ % (declared, signature, textwrap.indent(body, " " * 20))


def _fake_quant(body: str) -> str:
    """A quantised dense layer holding a (4, 3) ``weight`` and a (1,) EMA range ``running_max``
    whose hybrid_forward runs ``body``."""
    return f"""
            from mxnet.gluon import HybridBlock
            class QDense(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.weight = self.params.get("weight", shape=(4, 3))
                    self.running_max = self.params.get("running_max", shape=(1,), init="ones")
                def hybrid_forward(self, F, x, weight, running_max):
{textwrap.indent(body, " " * 20)}
        """


def _offset_relu(returned: str) -> str:
    """Filter Response Normalization's offset ReLU: a declared (1, C, 1, 1) threshold ``tau``
    against the (B, C, H, W) input; ``returned`` joins them."""
    return """
            from mxnet.gluon import HybridBlock
            class OffsetReLU(HybridBlock):
                def __init__(self, channels):
                    super().__init__()
                    self.tau = self.params.get("tau", shape=(1, channels, 1, 1))
                def hybrid_forward(self, F, x, tau):
                    return %s
        """ % returned


def _edges(default: str, construction: str = "") -> str:
    """EdgeConv features: (B, N*k, C) neighbours split into (B, N, k, C) by a reshape naming the
    block's ``self._k`` (``k=<default>``), against the centres given a size-1 axis 2 by
    expand_dims; ``construction`` is a line of the module after the class."""
    return f"""
            from mxnet.gluon import HybridBlock
            class Edges(HybridBlock):
                def __init__(self, k={default}):
                    super().__init__()
                    self._k = k
                def hybrid_forward(self, F, neigh, points):
                    neigh = F.reshape(neigh, shape=(0, -4, -1, self._k, 0))
                    return neigh - F.expand_dims(points, axis=2)
            {construction}
        """


def _mixture_mean(store: str, default: str = "2") -> str:
    """A mixture density head's mean: the weights (N, K) given a size-1 axis 2 by expand_dims
    against the means reshaped to (N, K, D) by ``self.k, self.d``, stored by ``store`` from the
    constructor's ``components=3, out_dim=<default>``."""
    return f"""
            from mxnet.gluon import HybridBlock
            class MixtureMean(HybridBlock):
                def __init__(self, components=3, out_dim={default}):
                    super().__init__()
                    {store}
                def hybrid_forward(self, F, pi, mu):
                    mu = mu.reshape((0, self.k, self.d))
                    return F.sum(pi.expand_dims(2) * mu, axis=1)
        """


def _frn(shape_lines: str, signature: str = "self, channels, n_dim=4") -> str:
    """Filter Response Normalization: ``tau`` declared with ``shape=shape``, the local built by
    ``shape_lines``, then its offset ReLU against the input."""
    return """
            from mxnet.gluon import HybridBlock
            class FRN(HybridBlock):
                def __init__(%s):
                    super().__init__()
%s
                    self.tau = self.params.get("tau", shape=shape)
                def hybrid_forward(self, F, x, tau):
                    return x + tau
        """ % (signature, "".join(" " * 20 + line + "\n" for line in shape_lines.splitlines()))


def _attention_gate(returned: str) -> str:
    """Attention U-Net's gate: x goes through a layer declaring its in_channels, a 1-channel map
    comes out; ``returned`` joins the two."""
    return """
            from mxnet.gluon import HybridBlock, nn


            class Gate(HybridBlock):
                def __init__(self, channels=4, **kwargs):
                    super().__init__(**kwargs)
                    self.proj = nn.HybridSequential()
                    self.proj.add(nn.Conv2D(2, 1, in_channels=channels), nn.BatchNorm(in_channels=2))
                    self.score = nn.Conv2D(1, 1, in_channels=2)

                def hybrid_forward(self, F, x):
                    h = F.relu(self.proj(x))
                    psi = F.sigmoid(self.score(h))
                    return %s
        """ % returned


def _mixture(body: str) -> str:
    """A Gaussian-mixture E-step with declared (k, d) means and (k, d, d) precision factors: ``q``
    is (B, k), the squared whitened distance of each sample to each mean; ``body`` follows."""
    return """
            from mxnet.gluon import HybridBlock
            class EStep(HybridBlock):
                def __init__(self, d=3, k=4):
                    super().__init__()
                    self.mu = self.params.get("mu", shape=(k, d))
                    self.kr = self.params.get("kr", shape=(k, d, d))
                @staticmethod
                def _whiten(F, dx, kr):
                    krb = F.broadcast_like(kr.expand_dims(0), dx, lhs_axes=(0,), rhs_axes=(0,))
                    return F.batch_dot(krb, dx.expand_dims(-1)).squeeze(axis=-1)
                def hybrid_forward(self, F, x, mu, kr):
                    dx = F.broadcast_minus(x.expand_dims(1), mu)
                    q = (self._whiten(F, dx, kr) ** 2).sum(axis=-1)
                    %s
        """ % body


def _flag_gate(constructions: str, returned: str = "self.conv(x) * self.att(x)") -> str:
    """A gate whose attention branch is declared under `if self.pooled:` in ``__init__`` (a
    HybridSequential ending in a global pool) or left empty (the identity) under `else:`; built by
    ``constructions`` (a face-landmark network's Lemon unit, round 28's landmark_lemon)."""
    return """
            from mxnet.gluon import HybridBlock, nn


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


%s
        """ % (returned, "".join(" " * 12 + line + "\n" for line in constructions.splitlines()))


def _filterbank(delta: str, body: str = "return delta * grid") -> str:
    """DRAW's attention filterbank (round 35's draw_selective_read): a per-image width ``delta``
    from a column of a Dense(5) output, (B,), against a grid broadcast to (4, 3, B); ``body``
    joins them."""
    return """
            from mxnet.gluon import HybridBlock, nn


            class Filterbank(HybridBlock):
                def __init__(self, batch=2, **kwargs):
                    super().__init__(**kwargs)
                    self.batch = batch
                    self.attn = nn.Dense(5)

                def _filters(self, F, params):
                    delta = %s
                    grid = F.broadcast_to(F.expand_dims(F.expand_dims(F.arange(1, 4), axis=1), axis=0),
                                          (4, 0, self.batch))
                    %s

                def hybrid_forward(self, F, h):
                    return self._filters(F, self.attn(h))
        """ % (delta, body)


def _excite(returned: str) -> str:
    """A squeeze-excitation gate: the input pooled to (N, C, 1, 1), flattened through a Dense to
    the (N, C) gate ``w``; ``returned`` applies it."""
    return """
            from mxnet.gluon import HybridBlock, nn


            class Excite(HybridBlock):
                def __init__(self, channels=4, **kwargs):
                    super().__init__(**kwargs)
                    self.fc = nn.Dense(channels, in_units=channels)

                def hybrid_forward(self, F, x):
                    pooled = F.contrib.AdaptiveAvgPooling2D(x, output_size=1)
                    w = F.sigmoid(self.fc(pooled.flatten()))
                    return %s
        """ % returned


def _context(returned: str) -> str:
    """A global-context block: attention pooling over the flattened positions gives the
    (N, C, 1) ``batch_dot`` of the (N, C, HW) map with the (N, 1, HW) weights, put back as
    (N, C, 1, 1) and through a 1x1 conv; ``returned`` adds it to the input."""
    return f"""
            from mxnet.gluon import HybridBlock, nn


            class Context(HybridBlock):
                def __init__(self, channels=4, **kwargs):
                    super().__init__(**kwargs)
                    self.score = nn.Conv2D(1, 1, in_channels=channels)
                    self.transform = nn.Conv2D(channels, 1, in_channels=channels)

                def hybrid_forward(self, F, x):
                    attn = F.softmax(self.score(x).reshape((0, 0, -3)), axis=-1)
                    context = F.batch_dot(x.reshape((0, 0, -3)), attn, transpose_b=True)
                    context = self.transform(context.reshape((0, 0, 0, 1)))
                    return {returned}
        """


def _band_gate(reduced: str, returned: str, in_channels: str = "channels") -> str:
    """A band/channel gate: a 1x1 conv (input size ``in_channels``) over the reduction
    ``reduced`` of the (N, C, H, W) input, squashed by a sigmoid into ``gate``; ``returned``
    applies it."""
    return f"""
            from mxnet.gluon import HybridBlock, nn


            class BandGate(HybridBlock):
                def __init__(self, channels=4, **kwargs):
                    super().__init__(**kwargs)
                    self.fc = nn.Conv2D(channels, 1, in_channels={in_channels})

                def hybrid_forward(self, F, x):
                    gate = F.sigmoid(self.fc({reduced}))
                    return {returned}
        """


def _pooled_context(returned: str) -> str:
    """A global-context block's fusion: a 1x1 conv of the input pooled to 1x1, (N, C, 1, 1);
    ``returned`` combines it with the input or its keepdims spatial mean."""
    return f"""
            from mxnet.gluon import HybridBlock, nn


            class PooledContext(HybridBlock):
                def __init__(self, channels=4, **kwargs):
                    super().__init__(**kwargs)
                    self.transform = nn.Conv2D(channels, 1, in_channels=channels)

                def hybrid_forward(self, F, x):
                    context = self.transform(F.contrib.AdaptiveAvgPooling2D(x, output_size=1))
                    return {returned}
        """


def _positions(ids: str) -> str:
    """A declared (length, dim) table added to what an Embedding looks up for ``ids``."""
    return """
            from mxnet.gluon import HybridBlock, nn


            class Positions(HybridBlock):
                def __init__(self, length=5, dim=4, **kwargs):
                    super().__init__(**kwargs)
                    self.length = length
                    self.rows = nn.Embedding(length, dim)
                    self.table = self.params.get("table", shape=(length, dim))

                def hybrid_forward(self, F, x, table):
                    return self.rows(%s) + table
        """ % ids


def _token_positions(steps: str) -> str:
    """Token embeddings plus embeddings of the positions ``steps`` (a learned position table)."""
    return """
            from mxnet.gluon import HybridBlock, nn


            class Net(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.tok = nn.Embedding(10, 4)
                    self.pos = nn.Embedding(16, 4)

                def hybrid_forward(self, F, tokens):
                    steps = %s
                    return self.tok(tokens) + self.pos(steps)
        """ % steps


def _local_token_positions(axis: str, returned: str = "self.tok(ids) + steps") -> str:
    """Token ids computed from an input (a local bound once), the positions of one of its axes
    by ``arange_like(ids, axis=...)`` looked up in a statement before the sum."""
    return """
            from mxnet.gluon import HybridBlock, nn


            class Net(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.tok = nn.Embedding(10, 4)
                    self.pos = nn.Embedding(16, 4)

                def hybrid_forward(self, F, raw):
                    ids = F.floor(F.abs(raw) * 9)
                    steps = self.pos(F.contrib.arange_like(ids, axis=%s))
                    return %s
        """ % (axis, returned)


# Blocks whose get_constant values numpy code builds in ``__init__`` (constant_shapes reads their
# rank): class name -> (``__init__``'s arguments before **kwargs, its statements, the constants
# hybrid_forward takes after x); the examples differ in what hybrid_forward returns
_NUMPY_CONSTANTS = {
    "RelBias": ("heads=2, length=5, ",
                ("pos = np.arange(length)\n"
                 "slopes = np.array([2.0 ** -(i + 1) for i in range(heads)], dtype='float32')\n"
                 "self.slopes = self.params.get_constant('slopes', slopes.reshape(heads, 1, 1))\n"
                 "self.dist = self.params.get_constant('dist', -np.abs(pos[None] - pos[:, None]).astype('float32'))"),
                "slopes, dist"),
    "Rotary": ("length=5, dim=4, ",
               ("inv = 1.0 / (10000 ** (np.arange(0, dim, 2) / dim))\n"
                "angles = np.outer(np.arange(length), inv)\n"
                "self.cos = self.params.get_constant('cos', np.concatenate([np.cos(angles), np.cos(angles)], axis=-1))"),
               "cos"),
    "Ramp": ("n=5, ", "self.ramp = self.params.get_constant('ramp', (np.arange(n) / 5.0)[:, None])", "ramp"),
    "Decay": ("", "self.prior = self.params.get_constant('prior', np.exp(-np.linspace(0.0, 1.0, 6)))", "prior"),
    "Grid": ("n=3, ",
             ("grid = np.stack([np.arange(n), np.arange(n)]).T[:, :, None]\n"
              "self.grid = self.params.get_constant('grid', grid)"),
             "grid"),
    "Edge": ("n=5, ",
             ("grid = np.linspace(0.0, 1.0, n)\n"
              "self.edge = self.params.get_constant('edge', ((grid == 0.0) | (grid == 1.0)).astype('float32'))"),
             "edge"),
    # a list of 1-D arrays is one axis more: (2, n)
    "Bounds": ("n=5, ",
               ("lo = np.linspace(0.0, 0.5, n)\n"
                "hi = np.linspace(0.5, 1.0, n)\n"
                "self.bounds = self.params.get_constant('bounds', np.array([lo, hi], dtype='float32'))"),
               "bounds"),
    # a list of sizes from number arguments: (4,) for a block built with its defaults
    "BoxScale": ("width=8, height=6, ",
                 "self.scale = self.params.get_constant('scale', np.array([width, height, width, height], dtype='float32'))",
                 "scale"),
}


def _numpy_constant_block(cls: str, ret: str) -> str:
    """The ``_NUMPY_CONSTANTS`` block ``cls`` whose hybrid_forward returns ``ret``."""
    args, init, inputs = _NUMPY_CONSTANTS[cls]
    body = "".join(f"        {line}\n" for line in init.split("\n"))
    return ("\nimport numpy as np\nfrom mxnet.gluon import HybridBlock\n\n"
            f"class {cls}(HybridBlock):\n    def __init__(self, {args}**kwargs):\n"
            f"        super().__init__(**kwargs)\n{body}\n"
            f"    def hybrid_forward(self, F, x, {inputs}):\n        return {ret}\n")


def _mean_aggregate(units: int, body: str) -> str:
    """A graph layer aggregating projected node features ``self.proj(x)`` over an adjacency
    ``adj`` by ``body`` (one statement a line)."""
    return _HEAD.replace("HybridBlock\n", "HybridBlock, nn\n", 1) + """\
    def __init__(self, units=%d, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(units)

""" % units + hybrid_forward_example(body, "", "self, F, x, adj")


def _cross_vector(shape: str, returned: str) -> str:
    """A DCN cross layer over ``x`` with a weight Parameter ``w`` declared ``shape`` (``units``
    is 6 by default), returning ``returned``."""
    return _HEAD + """\
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        self.w = self.params.get("w", shape=%s)

""" % shape + hybrid_forward_example("return " + returned, "", "self, F, x, w")


def _unit_projection(units: int, returned: str) -> str:
    """A block with a Dense(units, flatten=False, in_units=6) ``self.proj``, returning ``returned``."""
    return _HEAD.replace("HybridBlock\n", "HybridBlock, nn\n", 1) + """\
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.proj = nn.Dense(%d, flatten=False, in_units=6)

""" % units + hybrid_forward_example("return " + returned, "", "self, F, x")


def _pooled_lengths(units: int, pooled: str) -> str:
    """Masked mean pooling over valid lengths: a (N, T, units) map summed over T, divided by
    ``pooled`` (the counts of kept steps)."""
    return """
            from mxnet.gluon import HybridBlock, nn


            class Net(HybridBlock):
                def __init__(self, units=%d, **kwargs):
                    super().__init__(**kwargs)
                    self.proj = nn.Dense(units, flatten=False)

                def hybrid_forward(self, F, x, valid):
                    keep = F.broadcast_lesser(F.ones((1, 6)), valid.reshape((-1, 1)))
                    h = F.broadcast_mul(self.proj(x), F.expand_dims(keep, 2))
                    return %s
        """ % (units, pooled)


def _quantile_head(quantiles: str, returned: str) -> str:
    """gluon-ts' MQ-CNN quantile head, ``nn.Dense(len(quantiles), flatten=False)`` over an input
    ``enc`` whose rank nothing states, beside a target ``t``; ``quantiles`` is the default."""
    return """
            from mxnet.gluon import HybridBlock, nn


            class Net(HybridBlock):
                def __init__(self, quantiles=%s, **kwargs):
                    super().__init__(**kwargs)
                    self.head = nn.Dense(len(quantiles), flatten=False)

                def hybrid_forward(self, F, enc, t):
                    return %s
        """ % (quantiles, returned)


def _dense_pool(body: str) -> str:
    """A flatten=False Dense(6) of an input ``x`` whose rank nothing states, pooled by ``body``
    (one statement a line) with the input ``lengths``."""
    return _HEAD.replace("HybridBlock\n", "HybridBlock, nn\n", 1) + """\
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False)

""" + hybrid_forward_example(body, "", "self, F, x, lengths")


def _band_power(bands: int, returned: str) -> str:
    """Filter-bank band powers: ``bands`` Conv1D filters built in a loop (the default of
    ``bands``), each band's mean power in ``powers``, their sum ``total``; returns ``returned``."""
    return _HEAD.replace("HybridBlock\n", "HybridBlock, nn\n", 1) + """\
    def __init__(self, bands=%d, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.filters = nn.HybridSequential()
            for _ in range(bands):
                self.filters.add(nn.Conv1D(3, 5, padding=2, in_channels=3))

""" % bands + hybrid_forward_example(
        "powers = [(f(x) ** 2).mean(axis=2) for f in self.filters]\ntotal = F.add_n(*powers)\n"
        f"return {returned}", "", "self, F, x")


def _smoothness(keep: str, conv_last: bool = False) -> str:
    """An edge-aware smoothness term: the finite difference of a one-channel conv's output
    against edge weights from a channel mean of the image, a module-level helper for both;
    ``conv_last``: the conv runs after the edge weights are computed."""
    text = textwrap.dedent("""
        from mxnet.gluon import HybridBlock, nn


        def dx(F, t):
            return F.slice_axis(t, axis=3, begin=1, end=None) - F.slice_axis(t, axis=3, begin=0, end=-1)


        class Net(HybridBlock):
            def __init__(self):
                super().__init__()
                with self.name_scope():
                    self.depth = nn.Conv2D(1, 3, padding=1)

            def hybrid_forward(self, F, img):
                depth = self.depth(img)
                edge = F.exp(-F.mean(F.abs(dx(F, img)), axis=1{keep}))
                return F.mean(F.abs(dx(F, depth)) * edge)
    """).format(keep=keep)
    if not conv_last:
        return text
    lines = text.split("\n")
    at = next(i for i, line in enumerate(lines) if "depth = self.depth(img)" in line)
    lines.insert(at + 1, lines.pop(at))
    return "\n".join(lines)


def _projected_scores(returned: str, keys: str = "x", flags: str = "transpose_b=True") -> str:
    """Scores of two row-keeping projections (flatten=False Dense children) by ``batch_dot``,
    with a padding mask ``valid`` beside them (a biaffine parser's arcs)."""
    return f"""\
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.query = nn.Dense(4, flatten=False)
            self.key = nn.HybridSequential()
            self.key.add(nn.Dense(4, flatten=False), nn.Activation("relu"))

    def hybrid_forward(self, F, x, y, valid):
        s = F.batch_dot(F.relu(self.query(x)), self.key({keys}), {flags})
        return {returned}
"""


def _half_rows(joints: int) -> str:
    """A Dense(2 * joints) read as (N, -1, 2) rows, squared norms against its first row's."""
    return f"""
        from mxnet.gluon import HybridBlock, nn
        class Net(HybridBlock):
            def __init__(self, joints={joints}):
                super().__init__()
                self.head = nn.Dense(2 * joints, in_units=4)

            def hybrid_forward(self, F, x):
                pts = self.head(x).reshape((0, -1, 2))
                d = F.sum(F.square(pts), axis=-1)
                root = F.sum(F.square(F.slice_axis(pts, axis=1, begin=0, end=1)), axis=-1)
                return d - root
    """


def _kernel_merge(merged: str) -> str:
    """A RepVGG kernel merge in the graph from two declared kernel Parameters (session 63, H406)."""
    return """
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def __init__(self, channels=4):
                    super().__init__()
                    self._c = channels
                    self.k3 = self.params.get("k3", shape=(channels, channels, 3, 3))
                    self.k1 = self.params.get("k1", shape=(channels, channels, 1, 1))
                def hybrid_forward(self, F, x, k3, k1):
                    kernel = %s
                    return F.Convolution(x, weight=kernel, kernel=(3, 3), pad=(1, 1), num_filter=self._c, no_bias=True)
    """ % merged


def _nearest(returned: str) -> str:
    """A point cloud's (N, P, P) squared distances and its nearest-neighbour distance by
    ``topk(k=1)`` (session 63, H406)."""
    return """
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def hybrid_forward(self, F, x):
                    dist = F.sum(F.square(F.broadcast_sub(x.expand_dims(2), x.expand_dims(1))), axis=-1)
                    nearest = F.topk(dist, k=1, axis=-1, ret_typ="value", is_ascend=True)
                    return %s
    """ % returned


def _bucket_bias(bias: str) -> str:
    """T5 attention scores (N, H, T, T) from reshape codes and a relative-position bias looked up
    by an Embedding on a (T, T) bucket constant (session 63, H406)."""
    return """
            import numpy as np
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self, heads=2, seq_len=5, buckets=6):
                    super().__init__()
                    self._h = heads
                    rel = np.arange(seq_len)[None, :] - np.arange(seq_len)[:, None]
                    self.ids = self.params.get_constant("ids", np.clip(rel + buckets // 2, 0, buckets - 1).astype("float32"))
                    self.bias = nn.Embedding(buckets, heads)
                def hybrid_forward(self, F, x, ids):
                    scores = F.batch_dot(x, x, transpose_b=True).reshape((-4, -1, self._h, 0, 0))
                    bias = %s
                    return F.softmax(scores + bias, axis=-1)
    """ % bias


def _offset_bias(scored: str) -> str:
    """LeViT attention: (N, H, T, T) scores by reshape codes with the head count ``self._h``, and
    per-head offset biases (H, T, T) read by ``take`` of an index constant and reshaped by
    ``(0, self._n, self._n)``, both attributes set from constructor parameters (session 64,
    H431)."""
    return """
            import numpy as np
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def __init__(self, heads=2, resolution=2):
                    super().__init__()
                    self._h, self._n = heads, resolution ** 2
                    self.biases = self.params.get("biases", shape=(heads, 3))
                    self.idxs = self.params.get_constant("idxs", np.zeros((self._n * self._n,), "float32"))
                def hybrid_forward(self, F, x, biases, idxs):
                    scores = F.batch_dot(x.reshape((0, 0, -1)), x, transpose_b=True).reshape((-4, -1, self._h, -2))
                    bias = F.take(biases, idxs, axis=1).reshape((0, self._n, self._n))
                    return F.softmax(%s, axis=-1)
    """ % scored


def _text_and_kernels(kernel_num: int) -> str:
    """A PSENet head of ``kernel_num`` maps cut into the text map (entry 0) and the kernels (the
    rest) by ``slice_axis``, combined by a plain ``*`` (session 63, H406)."""
    return """
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self, kernel_num=%d):
                    super().__init__()
                    self.head = nn.Conv2D(kernel_num, 1)
                def hybrid_forward(self, F, feats):
                    out = self.head(feats)
                    text = F.slice_axis(out, axis=1, begin=0, end=1)
                    kernels = F.slice_axis(out, axis=1, begin=1, end=None)
                    return (kernels > 0) * (text > 0)
    """ % kernel_num


def _score_column(dim: int) -> str:
    """MobileViTv2's separable attention: one 1x1 conv cut into the score column (entry 0) and the
    keys right after it (``[1, 1 + d)``) by ``slice_axis``, combined by a plain ``*`` (session 64, H434)."""
    return """
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self, dim=%d):
                    super().__init__()
                    self._d = dim
                    self.qkv = nn.Conv2D(1 + 2 * dim, 1)
                def hybrid_forward(self, F, x):
                    qkv = self.qkv(x)
                    q = F.slice_axis(qkv, axis=1, begin=0, end=1)
                    k = F.slice_axis(qkv, axis=1, begin=1, end=1 + self._d)
                    return F.sum(k * F.softmax(q, axis=-1), axis=-1)
    """ % dim


# a (T, T) causal mask that a module-level helper builds (np.zeros, an item write, return), handed
# to get_constant: the helper's returned value gives the constant's rank (session 65, H442)
_CAUSAL_HELPER = """
            import numpy as np
            from mxnet.gluon import HybridBlock


            def causal_mask(n):
                m = np.zeros((n, n), dtype="float32")
                m[np.triu_indices(n, 1)] = -1e4
                return m


            class Net(HybridBlock):
                def __init__(self, length=5):
                    super().__init__()
                    self.mask = self.params.get_constant("mask", causal_mask(length))
                def hybrid_forward(self, F, q, k, mask):
                    return %s
"""


# a (T, T) segment mask that a module-level helper fills block by block in a loop (np.full, item
# writes under a `for` whose counter and bound are loop names), handed to get_constant: the loop
# only writes items, so the returned array keeps the rank of `np.full((n, n), ...)` (Emformer's
# per-segment attention mask; session 68, H481)
_SEGMENT_MASK_HELPER = """
            import numpy as np
            from mxnet.gluon import HybridBlock


            def segment_mask(n, seg):
                m = np.full((n, n), -1e9, dtype="float32")
                for start in range(0, n, seg):
                    end = min(start + seg, n)
                    m[start:end, :end] = 0.0
                return m


            class Net(HybridBlock):
                def __init__(self, length=6, seg=3):
                    super().__init__()
                    self.mask = self.params.get_constant("mask", segment_mask(length, seg))
                def hybrid_forward(self, F, q, k, mask):
                    return %s
"""


# a (1, 1, H, W) checkerboard a module-level helper returns by a literal `.reshape(1, 1, h, w)`,
# handed to get_constant: the helper's returned value states the constant's leading 1s whatever
# the caller passes (RealNVP's coupling mask ported from PyTorch; session 71, H513)
_CHECKER_HELPER = """
            import numpy as np
            from mxnet.gluon import HybridBlock


            def checkerboard(h, w):
                return ((np.arange(h)[:, None] + np.arange(w)[None, :]) %% 2).astype("float32").reshape(1, 1, h, w)


            class Net(HybridBlock):
                def __init__(self, height=4, width=4):
                    super().__init__()
                    self.mask = self.params.get_constant("mask", checkerboard(height, width))
                def hybrid_forward(self, F, x, mask):
                    return %s
"""


# focal levels: a HybridSequential of one Conv2D declaration walked by a loop, each level's
# output gated by one channel of the input (FocalNet's gated aggregation; session 65, H442)
_FOCAL_LEVELS = """
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self, dim=4, levels=2):
                    super().__init__()
                    self._dim = dim
                    self.layers = nn.HybridSequential()
                    for _ in range(levels):
                        self.layers.add(nn.Conv2D(dim, 3, padding=1, in_channels=dim))
                def hybrid_forward(self, F, x):
                    ctx = F.slice_axis(x, axis=1, begin=0, end=self._dim)
                    out = F.zeros_like(ctx)
                    for l, layer in enumerate(self.layers):
                        ctx = F.relu(layer(ctx))
                        out = out + %s
                    return out
"""


# Evoformer column attention: the MSA folded to (B * R, S, C), the scores of two parts of one split of its
# projection (N, S, S), and a key-mask bias folded to (B * R, S) and expanded to (N, 1, S)
# (_flow_row_beside_self_scores; _rows_of of a local bound once)
_FOLDED_MASK = """\
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.qkv = nn.Dense(12, flatten=False, in_units=4)

    def hybrid_forward(self, F, x, mask):
        m = x.transpose((0, 2, 1, 3)).reshape((-3, 0, 0))
        bias = 1e9 * ((mask > 0).transpose((0, 2, 1)).reshape((-3, 0)).expand_dims(1) - 1)
        q, k, v = F.split(self.qkv(m), num_outputs=3, axis=-1)
        return {body}
"""


# cross-attention of queries of an input against keys of another, plus an (N, 1, M) key-mask row: the
# queries may be one row (a classification decoder's single query), which the row then matches
_CROSS_MASK = """\
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.q = nn.Dense(4, flatten=False, in_units=4)
            self.k = nn.Dense(4, flatten=False, in_units=3)

    def hybrid_forward(self, F, query, x, mask):
        scores = F.batch_dot(self.q(query), self.k(x), transpose_b=True)
        return scores + (1 - (mask > 0)).expand_dims(1) * -1e4
"""


# one module helper called by two blocks of the file: the outer block hands its input and a 1x1
# conv of it, the inner one a pooled local and a 1x1 conv of that (session 72, H525; probes_s72
# percall2/p05): what one call hands a parameter (its input) is that call's share of the join
_TWO_BLOCK_GATE = """
            from mxnet.gluon import HybridBlock, nn


            def _gate(F, x, g):
                return %s


            class Pooled(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.pool = nn.GlobalAvgPool2D()
                    self.fc = nn.Conv2D(2, 1, in_channels=2)
                def hybrid_forward(self, F, x):
                    p = self.pool(x)
                    return _gate(F, p, self.fc(p))


            class Net(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.fc = nn.Conv2D(2, 1, in_channels=2)
                    self.se = Pooled()
                def hybrid_forward(self, F, x):
                    return F.broadcast_mul(%s, self.se(x))
"""


# RetinaNet box decoding against anchors made by `np.concatenate` of two (1, A, 2) draws along the
# last axis: the constant keeps their leading 1 (session 72, H525; probes_s72 retinanet/p07, p08)
_CONCAT_ANCHORS = """
            import numpy as np
            from mxnet.gluon import HybridBlock


            class Net(HybridBlock):
                def __init__(self, num_anchors=6):
                    super().__init__()
                    rng = np.random.RandomState(1)
                    anchors = np.concatenate([rng.uniform(0, 1, (1, num_anchors, 2)),
                                              rng.uniform(0.1, 0.5, (1, num_anchors, 2))], axis=-1).astype("float32")
                    self.anchors = self.params.get_constant("anchors", anchors)
                def hybrid_forward(self, F, pred, anchors):
                    a_ctr, a_size = F.split(anchors, num_outputs=2, axis=-1)
                    p_ctr, p_size = F.split(pred, num_outputs=2, axis=-1)
                    return %s
"""


# a TFT variable selection: (B, T, V*D) split by the reshape code (0, 0, -4, V, D), weighted by
# softmax weights over V expanded on the last axis (session 72, H525; probes_s72 tft/p03, p04)
_VARIABLE_SELECTION = """
            from mxnet.gluon import HybridBlock, nn


            class Net(HybridBlock):
                def __init__(self, num_vars=3, units=4):
                    super().__init__()
                    self.num_vars, self.units = num_vars, units
                    self.weights = nn.Dense(num_vars, flatten=False)
                def hybrid_forward(self, F, flat):
                    w = F.softmax(self.weights(flat), axis=-1)
                    vars_ = flat.reshape((0, 0, -4, self.num_vars, self.units))
                    return F.sum(%s, axis=2)
"""


# a module helper whose returned constant `np.zeros((lead, 1, h, w))` leads with a parameter
# defaulting to 1 (session 72, H525; probes_s72 percall2/p11, p12)
_LEAD_HELPER = """
            import numpy as np
            from mxnet.gluon import HybridBlock


            def position_bias(h, w, lead=1):
                grid = np.zeros((lead, 1, h, w), "float32")
                grid[:] = np.linspace(-1, 1, h * w).reshape(h, w)
                return grid


            class Net(HybridBlock):
                def __init__(self, batch=2, size=4):
                    super().__init__()
                    self.bias = self.params.get_constant("bias", %s)
                def hybrid_forward(self, F, x, bias):
                    return x + bias
"""
