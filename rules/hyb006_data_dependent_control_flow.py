"""HYB006: python control flow whose truth comes from a tensor (``if x.sum() > 0:``) in hybrid code."""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.kinds import Kind
from hybridlint.engine.walk import iter_descendants, parent_map
from hybridlint.fixers import Refusal
from hybridlint.fixers._util import is_pure, last_function_memo, logical_text
from hybridlint.rule import FixerRef, Invalid, Rule

from .hyb018_forward_override_input import built_by_hybrid_block

# a numpy-mode block overriding `forward` with a tensor `if` (the class name to fill in), and a
# parent whose hybrid_forward calls it as its child `Unit`
_NP_FORWARD = """\
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()


class %s(HybridBlock):
    def forward(self, x):
        if x.max() < 1e-6:
            return x
        return x * 2
"""
_TRACING_PARENT = """

class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.unit = Unit()

    def hybrid_forward(self, F, x):
        return self.unit(x) + 1
"""

BranchToWhere = FixerRef("hybridlint.fixers.branch_to_where:BranchToWhere")
IfExpToCond = FixerRef("hybridlint.fixers.ifexp_to_cond:IfExpToCond")
ReturnsToCond = FixerRef("hybridlint.fixers.returns_to_cond:ReturnsToCond")
ChildBranchToCond = FixerRef("hybridlint.fixers.child_branch_cond:ChildBranchToCond")


class DataDependentControlFlow(Rule):
    code = "HYB006"
    name = "data-dependent-control-flow"
    message = ("{construct} tests the truth of tensor `{expr}`: after hybridize() it is a Symbol "
               "and MXNet raises NotImplementedForSymbol for bool(); {advice}")
    severity = "error"
    fix = "unsafe"
    # (an MXNet-2 `forward` is read, but reported only where a traced parent calls it: see
    # begin_scope)
    styles = ("hybrid_forward", "helper", "forward")
    rationale = """
    ## What it does
    Finds python control flow that needs the truth value of a tensor in hybrid code: `if`/`elif`
    and `while` conditions, `assert`, conditional expressions (`a if cond else b`), the tested
    operands of `and`/`or`, `not x`, and comprehension filters. Comparisons of tensors
    (`x.sum() > 0`) are tensors too. Also a truth test of an input that the file's own code
    (outside hybrid code) passes a python constant (`if use_bn:` with `net(x, True)`), and any
    other input it passes one (`x * scale` with `net(x, 0.5)`, reported at the input): no fix.

    ## Why is this bad?
    Eagerly, `bool(ndarray)` reads the data and python picks a branch. A traced Symbol has no data:
    MXNet 1.9.1 raises `NotImplementedForSymbol: Function __bool__ (namely operator "bool") is not
    implemented for Symbol`. Even where it did not raise, a branch chosen while tracing would be
    frozen into the graph for every later input.

    ## Example
    ```python
    class Clamp(gluon.HybridBlock):
        def hybrid_forward(self, F, x):
            if x.max() > 1:
                x = x / x.max()
            return x
    ```

    ## Use instead
    ```python
    class Clamp(gluon.HybridBlock):
        def hybrid_forward(self, F, x):
            m = x.max()
            return F.where(F.broadcast_greater(m, F.ones_like(m)).broadcast_like(x),
                           F.broadcast_div(x, m), x)
    ```
    A python flag is no block input: hybridized, MXNet 1.9.1 accepts only NDArrays (or nested
    lists of them) at the call and raises `ValueError: When hybridized, the input of HybridBlock
    ... must be (nested) list of Symbol or NDArray, but got True`. Make it an argument of
    `__init__` (`if self._use_bn:`), or a keyword with a default that the callers leave out.

    Use `F.where` for element-wise choices, `F.contrib.cond` / `F.contrib.while_loop` for
    data-dependent control flow, and `F.contrib.foreach` for loops over a dimension. Python
    conditions on configuration (`if self._use_bias:`), on `None` (`if mask is not None:`) and on
    the backend (`if F is nd:`) are fine and not reported. Nor is a helper's parameter that its
    callers pass a value of unknown kind, tested only on the other side of a python condition
    from every use that shows it is a tensor (`if self._enc is not None: F.broadcast_mul(x, d)`
    ... `elif d > 0.0:`): where that condition fails it may be a python number.

    ## Fix safety
    Unsafe. An `if` on a tensor whose branches only assign the same names becomes one
    `name = F.where(F.broadcast_add(F.zeros_like(a), cond), a, b)` per name (an `if` without `else`
    keeps the name's earlier value); both branches are now evaluated, and their values must have
    the same shape. A conditional expression `a if cond else b`, and an `if` whose branches only
    `return a` / `return b`, become `F.contrib.cond(cond, lambda: a, lambda: b)` (only the chosen
    branch runs; both must give the same shape and dtype). No fix is offered, and the message says why, when
    a name is assigned in only one branch, a branch returns or has side effects (child-block calls,
    helpers), or for `while`, `assert`, `and`/`or`/`not` and comprehension filters.
    """
    VALID = [
        # an mx.autograd.Function whose forward returns the array and a python number of its own
        # (`self.levels`): the number unpacked from its output is tested in an `if` (session 69,
        # H500: probes_s69fp/autogradfn/p01; MXNet 1.9.1 on (2, 3, 4): eager and hybridized
        # (2, 3, 4), equal)
        """
        from mxnet import autograd
        from mxnet.gluon import HybridBlock
        class Quantize(autograd.Function):
            def __init__(self, levels):
                super().__init__()
                self.levels = levels
            def forward(self, x):
                return (x * self.levels).round(), self.levels
            def backward(self, dy, dlevels=None):
                return dy
        class Net(HybridBlock):
            def hybrid_forward(self, F, x):
                q, levels = Quantize(4)(x)
                if levels > 2:
                    q = q * 0.5
                return F.relu(q) / levels
        """,
        # `kwargs.get("mask")` in hybrid_forward: Gluon fills its `**kwargs` with the block's
        # Parameters only, so a key no Parameter has is always None and the branch never runs
        # (MXNet 1.9.1 on (2, 3, 4): eager and hybridized (2, 3, 4), equal)
        """
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def hybrid_forward(self, F, x, **kwargs):
                    m = kwargs.get("mask")
                    if m is not None and m.sum() > 0:
                        x = F.broadcast_mul(x, m)
                    return x
        """,
        # a helper's `**kw` handed hybrid_forward's `**kwargs` (the block's Parameters): a key no
        # Parameter has is never there, so `kw.get("mask")` is None (MXNet 1.9.1 on (2, 3, 4): eager
        # and hybridized (2, 3, 4), equal)
        """
            from mxnet.gluon import HybridBlock
            def _apply(F, x, **kw):
                m = kw.get("mask")
                if m is not None and m.sum() > 0:
                    x = F.broadcast_mul(x, m)
                return x
            class Net(HybridBlock):
                def __init__(self):
                    super().__init__()
                    with self.name_scope():
                        self.w = self.params.get("w", shape=(1, 1, 4))
                def hybrid_forward(self, F, x, **kwargs):
                    return F.broadcast_mul(_apply(F, x, **kwargs), kwargs["w"])
        """,
        # the keys of the dict a method returns are python strings (MXNet 1.9.1 on (2, 3, 4):
        # eager and hybridized (2, 3, 4), equal)
        """
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def _heads(self, F, x):
                    return {"cls": F.relu(x), "box": F.tanh(x)}
                def hybrid_forward(self, F, x):
                    out = 0
                    for name in sorted(self._heads(F, x)):
                        if name == "cls":
                            out = out + self._heads(F, x)[name]
                    return out
        """,
        # an MXNet-2 `forward` override of a block no traced parent of the file calls: MXNet 1.9.1
        # runs it eagerly, hybridized or not (on (2, 4): eager and hybridized (2, 4), equal)
        _NP_FORWARD % "Net",
        # the same flag handed by a parent's hybrid_forward: the child is traced inside the
        # parent's graph, where python values pass through (runs hybridized in MXNet 1.9.1)
        """
            from mxnet.gluon import HybridBlock, nn
            class Child(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.fc = nn.Dense(2, in_units=3)
                def hybrid_forward(self, F, x, use_relu):
                    h = self.fc(x)
                    if use_relu:
                        h = F.relu(h)
                    return h
            class Parent(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.child = Child()
                def hybrid_forward(self, F, x):
                    return self.child(x, True)
        """,
        # a keyword with a default that the callers leave out
        """
            from mxnet import nd
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.fc = nn.Dense(2, in_units=3)
                def hybrid_forward(self, F, x, use_relu=True):
                    h = self.fc(x)
                    if use_relu:
                        h = F.relu(h)
                    return h
            net = Net()
            net.hybridize()
            out = net(nd.ones((2, 3)))
        """,
        # None for an optional input, a parent's hybrid_forward passing a constant, a constant
        # default the callers leave out: all run hybridized in MXNet 1.9.1
        """
            from mxnet import nd
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.fc = nn.Dense(2, in_units=3)
                def hybrid_forward(self, F, x, mask=None, scale=0.5):
                    h = self.fc(x) * scale
                    if mask is not None:
                        h = F.broadcast_mul(h, mask)
                    return h
            class Parent(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.net = Net()
                def hybrid_forward(self, F, x):
                    return self.net(x, None, 0.25)
            net = Net()
            net.initialize()
            net.hybridize()
            out = net(nd.ones((2, 3)), None)
        """,
        # a bare truth test of a child's second output: eagerly bool() of an array of several
        # elements raises, so this is the python list of extra outputs (GluonNLP BERT)
        """
            from mxnet.gluon import HybridBlock
            class Model(HybridBlock):
                def __init__(self, encoder):
                    super().__init__()
                    self.encoder = encoder
                def hybrid_forward(self, F, inputs):
                    outputs = []
                    seq_out, attention_out = self.encoder(inputs)
                    outputs.append(seq_out)
                    if attention_out:
                        outputs.append(attention_out)
                    return tuple(outputs)
        """,
        # a comparison with a string is a python test: an NDArray or Symbol compared with a str
        # raises TypeError in MXNet 1.9.1, so `method` is the default string here, not one of the
        # Parameters hybrid_forward's **kwargs holds (hybridized == eager in MXNet 1.9.1)
        """
        from mxnet import gluon
        class Integrator(gluon.HybridBlock):
            def __init__(self):
                super().__init__()
                with self.name_scope():
                    self.dt = self.params.get('dt', shape=(1,), init='ones')

            def integrate(self, F, x, dxdt, **kwargs):
                method = kwargs.get('method', 'euler-maruyama')
                if method == 'euler-maruyama':
                    return F.elemwise_add(x, F.broadcast_mul(kwargs['dt'], dxdt))
                else:
                    raise NotImplementedError

            def hybrid_forward(self, F, x, **kwargs):
                return self.integrate(F, x, F.tanh(x), **kwargs)
        """,
        # configuration flags
        """
        from mxnet.gluon import HybridBlock
        class Dense(HybridBlock):
            def hybrid_forward(self, F, x, weight, bias=None):
                out = F.dot(x, weight)
                if self._use_bias:
                    out = F.broadcast_add(out, bias)
                return out
        """,
        # a helper's parameter that is a probable tensor only because the helper hands it to an F
        # operator under `self.delta is not None`, tested only where that is false (the `elif`,
        # and `or` after it): there it is the python number `self._fixed` (AutoGluon's
        # exponential-decay kernel; MXNet 1.9.1: eager == hybridized for 0.0, 0.5 and the
        # Parameter)
        """
        from mxnet.gluon import HybridBlock
        class Decay(HybridBlock):
            def __init__(self, delta=None):
                super().__init__()
                self._fixed = delta
                with self.name_scope():
                    self.delta = self.params.get('delta', shape=(1,), init='ones') if delta is None else None

            def _terms(self, F, x, delta, scaled=False):
                if scaled or self.delta is not None or delta > 0.0:
                    x = F.relu(x)
                if self.delta is not None:
                    x = F.broadcast_mul(x, delta)
                elif delta > 0.0:
                    x = x * (1 - delta)
                return x

            def _delta(self, kwargs):
                return kwargs['delta'] if self.delta is not None else self._fixed

            def hybrid_forward(self, F, x, **kwargs):
                return self._terms(F, x, self._delta(kwargs))
        """,
        # None checks of optional inputs
        """
        from mxnet.gluon import HybridBlock
        class Attn(HybridBlock):
            def hybrid_forward(self, F, q, k, mask=None):
                s = F.batch_dot(q, k, transpose_b=True)
                if mask is not None:
                    s = F.where(mask, s, F.ones_like(s) * -1e9)
                return F.softmax(s)
        """,
        # backend checks
        """
        from mxnet import gluon, nd
        class B(gluon.HybridBlock):
            def hybrid_forward(self, F, x):
                if F is nd and x.sum() > 0:
                    return x
                return F.relu(x)
        """,
        # the namespace module's own name is a python string in both modes ('mxnet.ndarray' /
        # 'mxnet.symbol' in MXNet 1.9.1)
        """
        from mxnet import gluon
        class B(gluon.HybridBlock):
            def hybrid_forward(self, F, x):
                if F.__name__.startswith('mxnet.ndarray'):
                    print(x.asnumpy())
                return F.relu(x)
        """,
        # element-wise choice
        """
        from mxnet.gluon import HybridBlock
        class Relu(HybridBlock):
            def hybrid_forward(self, F, x):
                return F.where(x > 0, x, F.zeros_like(x))
        """,
        # loops over python ranges and lists of children
        """
        from mxnet.gluon import HybridBlock
        class Stack(HybridBlock):
            def hybrid_forward(self, F, x):
                i = 0
                while i < self._depth:
                    x = self.layers[i](x)
                    i += 1
                return x
        """,
        # optional tensors in conditional expressions
        """
        from mxnet.gluon import HybridBlock
        class Res(HybridBlock):
            def hybrid_forward(self, F, x, skip=None):
                return x if skip is None else x + skip
        """,
        # isinstance checks
        """
        from mxnet.gluon import HybridBlock
        class Multi(HybridBlock):
            def hybrid_forward(self, F, x, states):
                if isinstance(states, (list, tuple)):
                    states = states[0]
                return x
        """,
        # truthiness of an optional argument is a None check, not a data test
        """
        from mxnet.gluon import HybridBlock
        class Opt(HybridBlock):
            def hybrid_forward(self, F, x, valid_length=None):
                if valid_length:
                    x = F.SequenceMask(x, valid_length, use_sequence_length=True)
                return x
        """,
        # `not` on a python flag
        """
        from mxnet.gluon import HybridBlock
        class Flag(HybridBlock):
            def hybrid_forward(self, F, x):
                if not self._training_only and self._p > 0:
                    x = F.Dropout(x, p=self._p)
                return x
        """,
        # `min` of python numbers (a configured count) stays a python number
        """
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def __init__(self, k=3, **kwargs):
                    super().__init__(**kwargs)
                    self.k = k
                def hybrid_forward(self, F, x):
                    n = min(self.k, 2)
                    if n == 0:
                        return x
                    return x * n
        """,
        # an MXNet-2 style `forward` of a numpy-mode module: a HybridBlock that overrides
        # `forward` is never traced by its own hybridize() in MXNet 1.9.1 (eager and hybridized
        # equal), and no hybrid_forward of the file builds it
        """
            from mxnet import np, npx
            from mxnet.gluon import HybridBlock, nn
            npx.set_np()
            class Clamped(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.fc = nn.Dense(2, in_units=3)
                def forward(self, x):
                    out = self.fc(x)
                    if np.any(out < 0):
                        out = np.maximum(out, 0)
                    return out
        """,
    ]
    INVALID = [
        # ... and the same block as the child a hybrid_forward calls: the parent traces it with
        # Symbols (MXNet 1.9.1 on (2, 4): eager (2, 4), hybridized NotImplementedForSymbol)
        Invalid(_NP_FORWARD % "Unit" + _TRACING_PARENT, line=9, col=12),
        # the bodies of F.contrib.foreach / while_loop get tensors (Symbols once hybridized):
        # checked in MXNet 1.9.1, eager runs, hybridized raises NotImplementedForSymbol
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Inverse(HybridBlock):
                def hybrid_forward(self, F, x):
                    total = F.sum(x, axis=0)
                    def inverse(step, states):
                        if step[0] == 0:
                            return step, states
                        return 1 / step, states
                    out, _ = F.contrib.foreach(inverse, total, [])
                    return out
        """, line=7, col=16, message="step[0] == 0"),
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Halve(HybridBlock):
                def hybrid_forward(self, F, x):
                    def cond(i, y):
                        return i < 3
                    def step(i, y):
                        if y.max() > 1:
                            y = y / 2
                        return y, (i + 1, y)
                    out, _ = F.contrib.while_loop(cond, step, [F.zeros((1,)), x], max_iterations=3)
                    return out
        """, line=8, col=16, message="y.max() > 1"),
        # an input annotated `float` is still an array: MXNet 1.9.1's hybridized blocks take only
        # NDArrays (a python float raises ValueError at the call), so `frac` is one at run time
        # (checked: eager with nd.array([0.7]) runs, hybridized raises NotImplementedForSymbol)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Warmup(HybridBlock):
                def hybrid_forward(self, F, x, frac: float):
                    if frac > 0.5:
                        return x * 2
                    return x
        """, line=5, col=12),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Clamp(HybridBlock):
                def hybrid_forward(self, F, x):
                    if x.max() > 1:
                        x = x / x.max()
                    return x
            """, line=5, col=12, message="`if`"),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Grow(HybridBlock):
                def hybrid_forward(self, F, x):
                    while F.sum(x) < 10:
                        x = x * 2
                    return x
            """, line=5, col=15, message="F.contrib.while_loop"),
        Invalid(
            """
            from mxnet import gluon
            class Check(gluon.HybridBlock):
                def hybrid_forward(self, F, x):
                    assert F.min(x) >= 0
                    return F.sqrt(x)
            """, line=5, col=16, message="`assert`"),
        Invalid(
            """
            from mxnet.gluon import nn
            class Pick(nn.HybridBlock):
                def hybrid_forward(self, F, x, y):
                    return x if F.sum(x) > F.sum(y) else y
            """, line=5, col=21, message="F.where",
            fixed="""
            from mxnet.gluon import nn
            class Pick(nn.HybridBlock):
                def hybrid_forward(self, F, x, y):
                    return F.contrib.cond(F.sum(x) > F.sum(y), lambda: x, lambda: y)
            """),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Sign(HybridBlock):
                def hybrid_forward(self, F, x):
                    if F.sum(x) > 0:
                        y = x
                    else:
                        y = -x
                    return y
            """, line=5, col=12, message="`if`",
            fixed="""
            from mxnet.gluon import HybridBlock
            class Sign(HybridBlock):
                def hybrid_forward(self, F, x):
                    y = F.where(F.broadcast_add(F.zeros_like(x), F.sum(x) > 0), x, -x)
                    return y
            """),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Half(HybridBlock):
                def hybrid_forward(self, F, x):
                    if F.sum(x) > 0:
                        y = self.head(x)
                    else:
                        y = x
                    return y
            """, line=5, col=12, message="no automatic fix: `self.head` is not proven"),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Both(HybridBlock):
                def hybrid_forward(self, F, x):
                    if self._on and x.mean() > 0:
                        return x
                    return -x
            """, line=5, col=25),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Neg(HybridBlock):
                def hybrid_forward(self, F, x):
                    y = F.relu(x)
                    if not y:
                        return x
                    return y
            """, line=6, col=16, message="`not`"),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            def _safe(F, x):
                if F.sum(x) == 0:
                    return x
                return x / F.sum(x)
            class Block(HybridBlock):
                def hybrid_forward(self, F, x):
                    return _safe(F, F.relu(x))
            """, line=4, col=8),
        # `min`/`max` of two tensors is one of them, a tensor (PSENet's OHEM negative count)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def hybrid_forward(self, F, x):
                    n = min(F.sum(x > 0) * 3, F.sum(x <= 0))
                    if n == 0:
                        return x
                    return x * 2
        """, line=6, col=12, message="n == 0"),
        # ... but tested on the same side of that condition as the operator use, the parameter is
        # the Parameter (MXNet 1.9.1: eager runs, hybridized NotImplementedForSymbol)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Decay(HybridBlock):
                def __init__(self, delta=None):
                    super().__init__()
                    self._fixed = delta
                    with self.name_scope():
                        self.delta = self.params.get('delta', shape=(1,), init='ones') if delta is None else None

                def _terms(self, F, x, delta):
                    if self.delta is not None:
                        x = F.broadcast_mul(x, delta)
                        if delta > 0.0:
                            x = F.relu(x)
                    return x

                def _delta(self, kwargs):
                    return kwargs['delta'] if self.delta is not None else self._fixed

                def hybrid_forward(self, F, x, **kwargs):
                    return self._terms(F, x, self._delta(kwargs))
        """, line=13, col=16, message="delta > 0.0"),
        # a required input the file's own code passes a python flag: hybridized, MXNet 1.9.1
        # raises ValueError at that call (CFRNet's `if batch_norm:`); no fix, never F.where
        Invalid("""
            from mxnet import nd
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.fc = nn.Dense(2, in_units=3)
                def hybrid_forward(self, F, x, use_relu):
                    h = self.fc(x)
                    if use_relu:
                        h = F.relu(h)
                    return h
            net = Net()
            net.initialize()
            net.hybridize()
            out = net(nd.ones((2, 3)), True)
        """, line=10, col=12, message="passes as the python constant `True` (line 16)"),
        # the same for an input used in any other way (`h * scale`), at a
        # call in a plain function: hybridized, MXNet 1.9.1 raises ValueError there
        Invalid("""
            from mxnet import nd
            from mxnet.gluon import HybridBlock, nn
            class Net(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.fc = nn.Dense(2, in_units=3)
                def hybrid_forward(self, F, x, scale):
                    return F.clip(self.fc(x) * scale, 0, 1)
            def train():
                net = Net()
                net.initialize()
                net.hybridize()
                return net(nd.ones((2, 3)), 0.5)
        """, line=8, col=36, message="input `scale` is passed the python constant `0.5` at line 14"),
    ]

    _ADVICE = {
        "`if`": "use F.where(cond, a, b) for element-wise choices or F.contrib.cond for branches",
        "`elif`": "use F.where(cond, a, b) for element-wise choices or F.contrib.cond for branches",
        "`while`": "use F.contrib.while_loop",
        "`assert`": "check the data outside the block, or drop the assert",
        "conditional expression": "use F.where(cond, a, b)",
        "`and`/`or`": "combine masks with F.logical_and / F.logical_or (or `*` / F.maximum) and "
                      "choose with F.where",
        "`not`": "use F.logical_not(x) (or 1 - mask) and choose with F.where",
        "comprehension filter": "build a mask and use F.where / F.contrib.boolean_mask outside "
                                "traced code",
    }

    def visit_If(self, node: cst.If) -> None:
        parent = self.ctx.parent(node)
        construct = "`elif`" if isinstance(parent, cst.If) and parent.orelse is node else "`if`"
        self._check(node.test, construct, node)

    def visit_While(self, node: cst.While) -> None:
        self._check(node.test, "`while`")

    def visit_Assert(self, node: cst.Assert) -> None:
        self._check(node.test, "`assert`")

    def visit_IfExp(self, node: cst.IfExp) -> None:
        self._check(node.test, "conditional expression", node)

    def visit_BooleanOperation(self, node: cst.BooleanOperation) -> None:
        # `a and b` / `a or b` always tests `a`; `b` only when the result itself is tested
        self._check(node.left, "`and`/`or`")

    def visit_UnaryOperation(self, node: cst.UnaryOperation) -> None:
        if isinstance(node.operator, cst.Not):
            self._check(node.expression, "`not`")

    def visit_CompIf(self, node: cst.CompIf) -> None:
        self._check(node.test, "comprehension filter")

    _NO_FIX = {
        "`while`": "a data-dependent loop needs F.contrib.while_loop with its loop variables "
                   "made explicit",
        "`assert`": "an assert has no graph equivalent",
        "`and`/`or`": "python `and`/`or` on a tensor has no one-to-one rewrite",
        "`not`": "python `not` on a tensor has no one-to-one rewrite",
        "comprehension filter": "the number of elements would depend on the data",
    }

    _CONSTANT_INPUT = ("{construct} tests input `{name}`, which this file passes as the python constant "
                       "`{value}` (line {line}): hybridized, MXNet 1.9.1 takes only NDArrays (or lists "
                       "of them) as block inputs and raises ValueError at that call; make it an "
                       "argument of __init__ (`self._{name}`), or a keyword with a default that the "
                       "callers leave out")

    _CONSTANT_USE = ("input `{name}` is passed the python constant `{value}` at line {line}, outside "
                     "hybrid code: hybridized, MXNet 1.9.1 takes only NDArrays (or lists of them) as "
                     "block inputs and raises ValueError at that call; make it an argument of "
                     "__init__ (`self._{name}`), or a keyword with a default that the callers leave out")

    def begin_scope(self, scope) -> None:
        self._tested: set[str] = set()
        # an MXNet-2 `forward` override runs eagerly, hybridized or not (MXNet 1.9.1 traces only
        # hybrid_forward), unless a traced parent of the file hands it Symbols
        self._untraced = scope.style == "forward" and scope.cls is not None \
            and not built_by_hybrid_block(scope.cls, self.ctx)

    def report(self, node, message=None, **kwargs) -> None:
        if not getattr(self, "_untraced", False):
            super().report(node, message, **kwargs)

    def end_scope(self, scope) -> None:
        """An input the file passes a constant that no truth test above reported (`x * scale`
        with `net(x, 0.5)`): the call fails the same way, whatever the input is used for."""
        for p in scope.func.params.params if scope.constant_inputs else ():
            noted = scope.constant_inputs.get(p.name.value)
            if noted is not None and p.name.value not in self._tested:
                self.report(p.name, self._CONSTANT_USE.format(name=p.name.value, value=noted[1],
                                                              line=noted[0]))

    def _constant_input(self, test: cst.Name, construct: str) -> bool:
        """A truth test of an input the file's own code passes a python constant (a flag): no
        tensor is tested, the call itself fails once hybridized.  Never a fix: `F.where` on a
        flag would be wrong, and the call sites are elsewhere."""
        scope = self.ctx.scope
        noted = scope.constant_inputs.get(test.value) if scope is not None else None
        if noted is None or self.ctx.kind(test) is not Kind.SCALAR:
            return False
        self._tested.add(test.value)
        self.report(test, self._CONSTANT_INPUT.format(construct=construct, name=test.value,
                                                      value=noted[1], line=noted[0]))
        return True

    def _tensor_part(self, part: cst.BaseExpression) -> str | None:
        """The text of one part `and`/`or`/`not` join, when it is a tensor computed by F operators
        by the test this rule reports a lone condition on (a bare name must be proven); the branch
        fixers take the condition's text as given."""
        if not self.ctx.is_tensor(part) or not is_pure(part, self.ctx) or (
                isinstance(part, cst.Name) and not self.ctx.value(part).proven):
            return None
        return " ".join(self.ctx.code_for(part).split())

    def _apart_from_evidence(self, test: cst.BaseExpression) -> bool:
        """A helper's parameter that is a probable tensor only because the helper hands it to F
        operators, tested where none of those uses can run in the same call: each use sits on
        the other side of one python condition (`if self._enc is not None: F.broadcast_mul(d,
        m)` ... `elif d > 0.0:`, or `... or d > 0.0` after `self._enc is not None` was false).
        The callers' value is unknown, so the uses are the only evidence, and they show what
        the parameter holds only where their condition holds: there a python number is as
        likely (`d = self._fixed_value` when `self._enc` is None)."""
        scope = self.ctx.scope
        if scope is None or scope.style != "helper" or not scope.use_inferred or scope.kinds is None:
            return False
        if isinstance(test, cst.Comparison):
            parts = [test.left, *(c.comparator for c in test.comparisons)]
        else:
            parts = [test]
        names = [p for p in parts if self.ctx.kind(p).tensorish]
        if not names or not all(isinstance(p, cst.Name) and p.value in scope.use_inferred
                                and not self.ctx.value(p).proven for p in names):
            return False
        assigned, parents = _function_facts(scope.func, self.ctx)
        if any(p.value in assigned for p in names):
            return False
        at_test = _conditions(test, self.ctx, parents, assigned)
        if not at_test:
            return False
        for p in names:
            sites = scope.kinds.tensor_use_sites.get(p.value)
            if not sites:
                return False
            for site in sites:
                if not any((c, not side) in at_test
                           for c, side in _conditions(site, self.ctx, parents, assigned)):
                    return False
        return True

    def _check(self, test: cst.BaseExpression, construct: str,
               owner: cst.If | cst.IfExp | None = None) -> None:
        if isinstance(test, cst.BooleanOperation):
            self._check(test.left, construct, owner)
            # `F is nd and x.sum() > 0`: the right side only runs eagerly
            if not (isinstance(test.operator, cst.And) and self.ctx.guard_of(test.left) == "eager"):
                self._check(test.right, construct, owner)
            return
        if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
            self._check(test.expression, "`not`", owner)
            return
        if isinstance(test, cst.Name) and self._constant_input(test, construct):
            return
        if not self.ctx.is_tensor(test):
            return
        if isinstance(test, cst.Name) and not self.ctx.value(test).proven:
            # `if extra_outputs:` -- eagerly bool() of an NDArray of several elements raises, so a
            # bare truth test in code that runs is most often on a python list, None or flag
            return
        if self._apart_from_evidence(test):
            return
        advice = self._ADVICE[construct]
        fix = None
        if owner is not None and owner.test is test:
            if isinstance(owner, cst.IfExp):
                proposal = IfExpToCond.offer(self.ctx, owner)
            elif ReturnsToCond.applies(owner):
                proposal = ReturnsToCond.offer(self.ctx, owner)
            elif ChildBranchToCond.applies(owner):
                proposal = ChildBranchToCond.offer(self.ctx, owner)
            else:
                proposal = BranchToWhere.offer(self.ctx, owner)
        elif owner is not None:
            cond = logical_text(self.ctx, owner.test, self._tensor_part)
            if cond is None:
                proposal = Refusal("the condition mixes python `and`/`or`/`not` with a tensor")
            elif isinstance(owner, cst.IfExp):
                proposal = IfExpToCond.offer(self.ctx, owner, cond)
            elif ReturnsToCond.applies(owner):
                proposal = ReturnsToCond.offer(self.ctx, owner, cond)
            elif ChildBranchToCond.applies(owner):
                proposal = ChildBranchToCond.offer(self.ctx, owner, cond)
            else:
                proposal = BranchToWhere.offer(self.ctx, owner, cond)
        else:
            proposal = Refusal(self._NO_FIX.get(construct, "no rewrite is known"))
        if isinstance(proposal, Refusal):
            advice += proposal.note()
        else:
            fix = proposal
        self.report(test, construct=construct, expr=" ".join(self.ctx.code_for(test).split()),
                    advice=advice, fix=fix)


def _assigned_text(fn: cst.FunctionDef, ctx) -> set[str]:
    """The names and attributes (`self._enc`) the function binds: a condition on one of them
    may change between two of its tests."""
    out: set[str] = set()
    for node in iter_descendants(fn.body):
        targets = []
        if isinstance(node, cst.Assign):
            targets = [t.target for t in node.targets]
        elif isinstance(node, (cst.AugAssign, cst.AnnAssign)):
            targets = [node.target]
        elif isinstance(node, (cst.For, cst.CompFor)):
            targets = [node.target]
        elif isinstance(node, cst.NamedExpr):
            targets = [node.target]
        while targets:
            t = targets.pop()
            if isinstance(t, (cst.Tuple, cst.List)):
                targets.extend(e.value for e in t.elements)
            elif isinstance(t, (cst.Name, cst.Attribute)):
                out.add(" ".join(ctx.code_for(t).split()))
    return out


def _condition(test: cst.BaseExpression, ctx, assigned: set[str]) -> tuple[str, bool] | None:
    """`test` as (text, truth) with `not`, `is not` and parentheses taken out, when it is a
    python test of a name or attribute the function never rebinds (`self._enc is None`)."""
    side = True
    while isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        test, side = test.expression, not side
    subject = test
    if isinstance(test, cst.Comparison) and len(test.comparisons) == 1:
        op = test.comparisons[0].operator
        right = test.comparisons[0].comparator
        if not (isinstance(op, (cst.Is, cst.IsNot)) and isinstance(right, cst.Name)
                and right.value == "None"):
            return None
        subject = test.left
        text = " ".join(ctx.code_for(subject.with_changes(lpar=[], rpar=[])).split()) + " is None"
        if isinstance(op, cst.IsNot):
            side = not side
    elif isinstance(test, (cst.Name, cst.Attribute)):
        text = " ".join(ctx.code_for(test.with_changes(lpar=[], rpar=[])).split())
    else:
        return None
    if not isinstance(subject, (cst.Name, cst.Attribute)) or ctx.is_tensor(subject):
        return None
    if " ".join(ctx.code_for(subject.with_changes(lpar=[], rpar=[])).split()) in assigned:
        return None
    return text, side


def _operands(op: cst.BooleanOperation, kind: type) -> list[cst.BaseExpression]:
    """The operands of `a or b or c` (parsed `(a or b) or c`) joined by the same operator."""
    out, left = [], op
    while isinstance(left, cst.BooleanOperation) and isinstance(left.operator, kind):
        out.append(left.right)
        left = left.left
    out.append(left)
    return out


@last_function_memo
def _function_facts(fn: cst.FunctionDef, ctx) -> tuple[set[str], dict[int, cst.CSTNode]]:
    """What the helper rebinds, and every node's parent: made once for all the truth tests of
    one function, not once per test."""
    return _assigned_text(fn, ctx), parent_map(fn)


def _conditions(node: cst.CSTNode, ctx, parents: dict[int, cst.CSTNode],
                assigned: set[str]) -> set[tuple[str, bool]]:
    """The python conditions known to hold where `node` runs: the `if`/`elif`/`else` and
    conditional-expression branches around it, and the operands of `and`/`or` evaluated before
    it (`a or b` runs `b` only when `a` was false)."""
    known: set[tuple[str, bool]] = set()

    def add(test: cst.BaseExpression, truth: bool) -> None:
        c = _condition(test, ctx, assigned)
        if c is not None:
            known.add((c[0], c[1] if truth else not c[1]))

    child, parent = node, parents.get(id(node))
    while parent is not None:
        if isinstance(parent, cst.If):
            if child is parent.body:
                add(parent.test, True)
            elif child is parent.orelse:
                add(parent.test, False)
        elif isinstance(parent, cst.IfExp):
            if child is parent.body:
                add(parent.test, True)
            elif child is parent.orelse:
                add(parent.test, False)
        elif isinstance(parent, cst.BooleanOperation) and child is parent.right:
            kind = type(parent.operator)
            for operand in _operands(parent.left, kind):
                add(operand, kind is cst.And)
        elif isinstance(parent, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            break
        child, parent = parent, parents.get(id(parent))
    return known
