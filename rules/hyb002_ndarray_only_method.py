"""HYB002: NDArray-only method (``.asnumpy()``, ``.asscalar()``...) called on a tensor in hybrid code."""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.catalogue import NDARRAY_ONLY_METHODS
from hybridlint.engine.kinds import Kind, literal_getattr
from hybridlint.fixers import Refusal
from hybridlint.fixers._shared import NOT_A_CONDITION, NOT_A_FACTOR, NOT_LAST_STEPS
from hybridlint.rule import FixerRef, Invalid, Rule

AppendedScalars = FixerRef("hybridlint.fixers.appended_scalars:AppendedScalars")
CopyToIdentity = FixerRef("hybridlint.fixers.copy_to_identity:CopyToIdentity")
EagerStatistic = FixerRef("hybridlint.fixers.eager_statistic:EagerStatistic")
HostFactor = FixerRef("hybridlint.fixers.host_factor:HostFactor")
HostLastSteps = FixerRef("hybridlint.fixers.host_last_steps:HostLastSteps")
HeldCounts = FixerRef("hybridlint.fixers.held_counts:HeldCounts")
SameContextMove = FixerRef("hybridlint.fixers.same_context_move:SameContextMove")
ScalarCondition = FixerRef("hybridlint.fixers.scalar_condition:ScalarCondition")
BoundScalarCondition = FixerRef("hybridlint.fixers.scalar_local_condition:BoundScalarCondition")

_ADVICE = {
    "asnumpy": "keep the computation in F operators (F.where, F.broadcast_*, F.sum...) instead of "
               "leaving the graph for numpy",
    "asscalar": "keep the value as a tensor and use F operators (F.broadcast_mul, F.where...); "
                "a python number read from the data cannot be traced",
    "item": "keep the value as a tensor and use F operators; a python number read from the data "
            "cannot be traced",
    "tolist": "keep the value as a tensor and use F operators (F.split, F.slice_axis...)",
    "wait_to_read": "drop the call: synchronisation belongs outside the block (call "
                    "mx.nd.waitall() or wait_to_read() on the block's outputs)",
    "as_in_context": "drop the call: Symbols have no device and Gluon already runs the graph on "
                     "the inputs' context",
    "as_in_ctx": "drop the call: Symbols have no device and Gluon already runs the graph on "
                 "the inputs' context",
    "copyto": "use F.identity(x) for a copy; devices are chosen by the caller",
    "copy": "use F.identity(x) for a copy",
    "detach": "use F.stop_gradient(x) (BlockGrad) to cut the gradient",
    "tostype": "keep hybrid code dense; convert storage types outside the block",
    "wait_to_write": "drop the call: synchronisation belongs outside the block",
    "attach_grad": "register the value as a Parameter (self.params.get) to get its gradient",
    "backward": "call backward() on the block's output outside hybrid_forward",
}
# In numpy mode the legacy operators above reject mx.np arrays (MXNet 1.9.1: TypeError "legacy
# operator"); these work there.
_NP_ADVICE = {
    "asnumpy": "keep the computation in F.np / F.npx operators (F.np.where, F.np.sum...) instead of "
               "leaving the graph for numpy",
    "tolist": "keep the value as a tensor and use F.np / F.npx operators (F.np.split, basic slicing...)",
    "copyto": "use F.np.copy(x) for a copy; devices are chosen by the caller",
    "copy": "use F.np.copy(x) for a copy",
}
# NDArray-only methods that python lists, dicts and sets have too: on a value that may be any
# python object a child block returned (a dict cache, a list of states) the call proves nothing
_CONTAINERS_HAVE = frozenset({"copy"})
# methods only an NDArray has (no python or numpy value): on an input that some path leaves as
# it is, the call fails hybridized whatever another path binds
_INPUT_ONLY_METHODS = frozenset({"asnumpy", "asscalar"})


class NDArrayOnlyMethod(Rule):
    code = "HYB002"
    name = "ndarray-only-method"
    message = ("`{expr}` calls NDArray-only method `.{method}()`: after hybridize() `{value}` is a "
               "Symbol and this call fails; {advice}")
    severity = "error"
    fix = "unsafe"
    rationale = """
    ## What it does
    Finds calls of NDArray-only methods (`.asnumpy()`, `.asscalar()`, `.item()`, `.tolist()`,
    `.wait_to_read()`, `.as_in_context()`, `.copyto()`, `.copy()`, `.detach()`, `.attach_grad()`,
    `.backward()`, `.tostype()`) on a tensor inside hybrid code.

    ## Why is this bad?
    These methods need concrete data. A traced Symbol has none: MXNet 1.9.1 raises
    `NotImplementedForSymbol: Function asnumpy is not implemented for Symbol and only available in
    NDArray` (or a `TypeError` for `as_in_context`). Reading data into python also freezes it into
    the graph at the first trace.

    ## Example
    ```python
    class Gate(gluon.HybridBlock):
        def hybrid_forward(self, F, x):
            scale = x.max().asscalar()
            return x / scale
    ```

    ## Use instead
    ```python
    class Gate(gluon.HybridBlock):
        def hybrid_forward(self, F, x):
            return F.broadcast_div(x, x.max())
    ```
    Code under an eager-only guard (`if F is nd:`, `isinstance(x, nd.NDArray)`) is not reported.

    ## Fix safety
    No automatic fix: the replacement depends on what the python value was used for.
    """
    VALID = [
        # a method Symbols have, looked up by name (MXNet 1.9.1: eager and hybridized (2, 3), equal)
        """
        from mxnet.gluon import HybridBlock
        class Net(HybridBlock):
            def hybrid_forward(self, F, x):
                return getattr(x, 'astype')('float32') * 2
        """,
        # a decorator of this file that puts a wrapper of its own in place of a helper method, never
        # running the method: the method's body is not what hybrid_forward calls (MXNet 1.9.1:
        # eager and hybridized (2, 3), equal)
        """
        from mxnet.gluon import HybridBlock
        def eager_only(fn):
            def inner(self, F, x):
                return F.relu(x)
            return inner
        class Scale(HybridBlock):
            @eager_only
            def scale(self, F, x):
                return x * float(x.max().asscalar())
            def hybrid_forward(self, F, x):
                return self.scale(F, x) + 1
        """,
        # an input that one path rebinds to an imported helper's result, read under a backend
        # guard (MXNet 1.9.1: eager, hybridized and hybridized before the first call all (3,))
        """
            from mxnet import nd
            from mxnet.gluon import HybridBlock
            from labels import to_dense


            class Loss(HybridBlock):
                def __init__(self, sparse_label=True, **kwargs):
                    super().__init__(**kwargs)
                    self._sparse = sparse_label

                def hybrid_forward(self, F, pred, label):
                    if F is nd:
                        if not self._sparse:
                            label = to_dense(label, pred)
                        print("mean label", float(label.asnumpy().mean()))
                    return F.sum(pred, axis=1)
        """,
        # a decorator of this file whose wrapper Gluon calls in place of hybrid_forward and that
        # stays in F operators (MXNet 1.9.1: eager, hybridized, and hybridized before the first
        # call all run, (3, 2))
        """
        import functools
        from mxnet.gluon import HybridBlock, nn
        def clip_inputs(fn):
            @functools.wraps(fn)
            def wrapper(self, F, data):
                return fn(self, F, F.clip(data, -1.0, 1.0))
            return wrapper
        class Net(HybridBlock):
            def __init__(self, **kwargs):
                super().__init__(**kwargs)
                with self.name_scope():
                    self.proj = nn.Dense(2, in_units=5)
            @clip_inputs
            def hybrid_forward(self, F, data):
                return self.proj(data)
        """,
        # the same wrapper reading `data.asnumpy()` only behind a backend guard (MXNet 1.9.1: all
        # three runs (3, 2))
        """
        import functools
        import mxnet as mx
        import numpy as np
        from mxnet.gluon import HybridBlock, nn
        def check_finite(fn):
            @functools.wraps(fn)
            def wrapper(self, F, data):
                if F is mx.nd and not np.isfinite(data.asnumpy()).all():
                    raise ValueError("non-finite input")
                return fn(self, F, data)
            return wrapper
        class Net(HybridBlock):
            def __init__(self, **kwargs):
                super().__init__(**kwargs)
                with self.name_scope():
                    self.proj = nn.Dense(2, in_units=5)
            @check_finite
            def hybrid_forward(self, F, data):
                return self.proj(data)
        """,
        # a module-level `functools.partial` of a helper that stays in F operators (MXNet 1.9.1:
        # all three runs (3, 2))
        """
        import functools
        from mxnet.gluon import HybridBlock, nn
        def leaky(F, t, slope):
            return F.LeakyReLU(t, slope=slope)
        gentle = functools.partial(leaky, slope=0.2)
        class Net(HybridBlock):
            def __init__(self, **kwargs):
                super().__init__(**kwargs)
                with self.name_scope():
                    self.proj = nn.Dense(2, in_units=5)
            def hybrid_forward(self, F, data):
                return gentle(F, self.proj(data))
        """,
        # a loop of hybrid code over a module tuple of helpers that stay in F operators (MXNet
        # 1.9.1: all three runs (3, 2))
        """
        from mxnet.gluon import HybridBlock, nn
        def center(F, t):
            return F.broadcast_sub(t, F.mean(t, axis=1, keepdims=True))
        def squash(F, t):
            return F.tanh(t)
        POSTPROCESS = (center, squash)
        class Net(HybridBlock):
            def __init__(self, **kwargs):
                super().__init__(**kwargs)
                with self.name_scope():
                    self.proj = nn.Dense(2, in_units=5)
            def hybrid_forward(self, F, data):
                out = self.proj(data)
                for step in POSTPROCESS:
                    out = step(F, out)
                return out
        """,
        # a `functools.partial` of a module helper held on self that stays in F operators (MXNet
        # 1.9.1: eager, hybridized, and hybridized before the first call all run)
        """
        import functools
        from mxnet.gluon import HybridBlock, nn
        def shifted_relu(F, t, shift):
            return F.relu(t - shift)
        class Net(HybridBlock):
            def __init__(self, **kwargs):
                super().__init__(**kwargs)
                self._act = functools.partial(shifted_relu, shift=0.5)
                with self.name_scope():
                    self.fc = nn.Dense(4, in_units=6)
            def hybrid_forward(self, F, x):
                return self._act(F, self.fc(x))
        """,
        """
        from mxnet.gluon import HybridBlock
        class Gate(HybridBlock):
            def hybrid_forward(self, F, x):
                return F.broadcast_div(x, x.max())
        """,
        # eager-only branch
        """
        from mxnet import gluon, nd
        class Debug(gluon.HybridBlock):
            def hybrid_forward(self, F, x):
                if F is nd:
                    print(x.asnumpy())
                return x
        """,
        # the else-branch of a Symbol check is eager
        """
        from mxnet import gluon, sym
        class Debug(gluon.HybridBlock):
            def hybrid_forward(self, F, x):
                if F is sym:
                    y = F.relu(x)
                else:
                    y = F.relu(x).as_in_context(x.context)
                return y
        """,
        # a method of self, not of the tensor
        """
        from mxnet.gluon import HybridBlock
        class Block(HybridBlock):
            def hybrid_forward(self, F, x):
                self.wait_to_read()
                return x
        """,
        # numpy values built in __init__ are python-side
        """
        import numpy as np
        from mxnet.gluon import HybridBlock
        class Block(HybridBlock):
            def __init__(self):
                super().__init__()
                self.k = np.ones(3).tolist()
            def hybrid_forward(self, F, x):
                return x * self.k[0]
        """,
        # isinstance guard
        """
        import mxnet as mx
        class Block(mx.gluon.HybridBlock):
            def hybrid_forward(self, F, x):
                if isinstance(x, mx.nd.NDArray):
                    assert x.asnumpy().min() >= 0
                return F.sqrt(x)
        """,
        # F.__name__ guard
        """
        from mxnet.gluon import HybridBlock
        class Block(HybridBlock):
            def hybrid_forward(self, F, x):
                if F.__name__ == 'mxnet.ndarray':
                    x.wait_to_read()
                return x
        """,
        # a python list argument (plural, used as a container) is not a tensor
        """
        from mxnet.gluon import HybridBlock
        class Block(HybridBlock):
            def hybrid_forward(self, F, x, states):
                h = states[0]
                return x + h, states
        """,
        # an unknown object returned by a helper is not assumed to be a tensor
        """
        from mxnet.gluon import HybridBlock
        class Block(HybridBlock):
            def hybrid_forward(self, F, x):
                cfg = self._config()
                return x * cfg.item()
            def _config(self):
                return None
        """,
        # a child block's second output may be a python dict (an attention cache): dict.copy()
        """
        from mxnet.gluon import HybridBlock, nn
        from .layers import SelfAttention
        class Decoder(HybridBlock):
            def __init__(self):
                super().__init__()
                self.self_att = SelfAttention(heads=4)
                self.ff = nn.Dense(8, flatten=False)
                self.cache = {}
            def hybrid_forward(self, F, x, is_train=True):
                out, cache = self.self_att(x, None, self.cache.copy() if not is_train else None)
                if not is_train:
                    self.cache = cache.copy()
                return self.ff(out)
        """,
        # a method taking F whose hybrid_forward is elsewhere: its other parameters are unknown
        """
            from mxnet.gluon import HybridBlock
            class Ladder(HybridBlock):
                def forward_propagation(self, F, x, scores):
                    return F.relu(x), scores.asnumpy()
        """,
        # a method picked by a mode string the constructor chooses from literals,
        # `getattr(self, '_' + self._mode)(F, h)`, each one legal (MXNet 1.9.1 on (2, 6): equal
        # eagerly and hybridized, a fresh block too)
        "from mxnet.gluon import HybridBlock, nn\n\n\nclass Net(HybridBlock):\n    def __init__(self, fast=True, **kwargs):\n        super().__init__(**kwargs)\n        self._mode = 'fast' if fast else 'slow'\n        with self.name_scope():\n            self.fc = nn.Dense(4, in_units=6)\n\n    def _fast(self, F, t):\n        return F.relu(t)\n\n    def _slow(self, F, t):\n        return F.broadcast_div(t, F.max(t, axis=1, keepdims=True))\n\n    def hybrid_forward(self, F, x):\n        return getattr(self, '_' + self._mode)(F, self.fc(x))\n",
    ]
    INVALID = [
        # `kw.pop("mask", None)` of a method's `**kw` hands back the keyword as `get` does (MXNet
        # 1.9.1 on (2, 3, 4): eager (1,), hybridized NotImplementedForSymbol for asnumpy)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def _pool(self, F, x, **kw):
                    m = kw.pop("mask", None)
                    return F.sum(x * m) / float(m.asnumpy().sum() + 1)
                def hybrid_forward(self, F, x):
                    return self._pool(F, x, mask=x > 0)
            """, line=6, message="`m.asnumpy()`"),
        # `kw.get("mask")` in a helper whose `**kw` holds the keywords its calls pass (MXNet 1.9.1
        # on (2, 3, 4): eager (1,), hybridized NotImplementedForSymbol for asnumpy)
        Invalid("""
            from mxnet.gluon import HybridBlock
            def _masked_mean(F, x, **kw):
                m = kw.get("mask")
                return F.sum(x * m) / float(m.asnumpy().sum() + 1)
            class Net(HybridBlock):
                def hybrid_forward(self, F, x):
                    return _masked_mean(F, x, mask=x > 0)
            """, line=5, message="`m.asnumpy()`"),
        # the method looked up by its name as a string literal (MXNet 1.9.1: eager (2, 3),
        # hybridized NotImplementedForSymbol "Function asnumpy is not implemented for Symbol")
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def hybrid_forward(self, F, x):
                    return F.clip(x, -1.0, float(getattr(x, 'asnumpy')().max()))
            """, line=5, col=38, message="`getattr(x, 'asnumpy')()`"),
        # ... one whose wrapper hands the method its arguments unchanged runs the method's body on
        # Symbols (MXNet 1.9.1: eager (2, 3), hybridized NotImplementedForSymbol at `.asscalar()`)
        Invalid("""
        import functools
        from mxnet.gluon import HybridBlock
        def traced(fn):
            @functools.wraps(fn)
            def inner(*args, **kwargs):
                return fn(*args, **kwargs)
            return inner
        class Scale(HybridBlock):
            @traced
            def scale(self, F, x):
                return x * float(x.max().asscalar())
            def hybrid_forward(self, F, x):
                return self.scale(F, x) + 1
        """, line=12, col=26, message='reached from `Scale.hybrid_forward`'),
        # ... one of them reading `.asscalar()` (MXNet 1.9.1: eager (2, 4), hybridized
        # NotImplementedForSymbol): both methods the mode can name are followed
        Invalid("from mxnet.gluon import HybridBlock, nn\n\n\nclass Net(HybridBlock):\n    def __init__(self, fast=True, **kwargs):\n        super().__init__(**kwargs)\n        self._mode = 'fast' if fast else 'slow'\n        with self.name_scope():\n            self.fc = nn.Dense(4, in_units=6)\n\n    def _fast(self, F, t):\n        return t * float(t.max().asscalar())\n\n    def _slow(self, F, t):\n        return F.broadcast_div(t, F.max(t, axis=1, keepdims=True))\n\n    def hybrid_forward(self, F, x):\n        return getattr(self, '_' + self._mode)(F, self.fc(x))\n", line=12, col=26,
                message='reached from `Net.hybrid_forward`'),
        # the input reaches the read on the path that keeps it (sparse labels by default), another
        # path binds it to an imported helper's result: a Symbol there after hybridize() (MXNet
        # 1.9.1: eager (3,); hybridized, and hybridized before the first call,
        # NotImplementedForSymbol)
        Invalid("""
            from mxnet.gluon import HybridBlock
            from labels import to_dense


            class Loss(HybridBlock):
                def __init__(self, sparse_label=True, **kwargs):
                    super().__init__(**kwargs)
                    self._sparse = sparse_label

                def hybrid_forward(self, F, pred, label):
                    if not self._sparse:
                        label = to_dense(label, pred)
                    weight = float(label.asnumpy().mean())
                    return F.sum(pred, axis=1) * weight
            """, message="`label.asnumpy()`"),
        # a decorator of this file returns its wrapper, which the class then holds as
        # hybrid_forward: Gluon traces the wrapper, and its `data.asnumpy()` meets a Symbol
        # (MXNet 1.9.1: eager (3, 2); hybridized, and hybridized before the first call,
        # NotImplementedForSymbol for asnumpy; probes_s46_style indirect/p15)
        Invalid("""
            import functools
            import numpy as np
            from mxnet.gluon import HybridBlock, nn
            def scaled_by_peak(fn):
                @functools.wraps(fn)
                def wrapper(self, F, data):
                    peak = float(np.abs(data.asnumpy()).max())
                    return fn(self, F, data / (peak + 1.0))
                return wrapper
            class Net(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    with self.name_scope():
                        self.proj = nn.Dense(2, in_units=5)
                @scaled_by_peak
                def hybrid_forward(self, F, data):
                    return self.proj(data)
            """, line=8, col=29, message="`data.asnumpy()`"),
        # a module-level `partial(temper, power=0.5)` called from hybrid code runs `temper` on the
        # traced tensor (MXNet 1.9.1: eager (3, 2); hybridized, and hybridized before the first
        # call, NotImplementedForSymbol for asnumpy)
        Invalid("""
            from functools import partial
            import numpy as np
            from mxnet.gluon import HybridBlock, nn
            def temper(t, power):
                scale = float(np.abs(t.asnumpy()).mean())
                return t * (scale ** power)
            soften = partial(temper, power=0.5)
            class Net(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    with self.name_scope():
                        self.proj = nn.Dense(2, in_units=5)
                def hybrid_forward(self, F, data):
                    return soften(self.proj(data))
            """, line=6, col=26, message="`t.asnumpy()`"),
        # hybrid code loops over a module tuple of helpers, each called on the traced tensor in
        # turn; the second reads `t.asnumpy()` (MXNet 1.9.1: eager (3, 2); hybridized, and
        # hybridized before the first call, NotImplementedForSymbol for asnumpy)
        Invalid("""
            import numpy as np
            from mxnet.gluon import HybridBlock, nn
            def center(F, t):
                return F.broadcast_sub(t, F.mean(t, axis=1, keepdims=True))
            def unit_peak(F, t):
                return t / float(np.abs(t.asnumpy()).max() + 1.0)
            POSTPROCESS = (center, unit_peak)
            class Net(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    with self.name_scope():
                        self.proj = nn.Dense(2, in_units=5)
                def hybrid_forward(self, F, data):
                    out = self.proj(data)
                    for step in POSTPROCESS:
                        out = step(F, out)
                    return out
            """, line=7, col=29, message="`t.asnumpy()`"),
        # `__init__` holds `partial(rescale, target=2.0)` of a module helper on self: calling it
        # from hybrid code runs the helper on the traced tensor (MXNet 1.9.1: eager (2, 4);
        # hybridized, and hybridized before the first call, NotImplementedForSymbol for asnumpy)
        Invalid("""
            from functools import partial
            import numpy as np
            from mxnet.gluon import HybridBlock, nn
            def rescale(t, target):
                norm = float(np.abs(t.asnumpy()).max())
                return t * (target / (norm + 1e-6))
            class Net(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self._rescale = partial(rescale, target=2.0)
                    with self.name_scope():
                        self.fc = nn.Dense(4, in_units=6)
                def hybrid_forward(self, F, x):
                    return self._rescale(self.fc(x))
            """, line=6, col=25, message="`t.asnumpy()`"),
        # a helper a plain mixin class contributes (`class Net(RangeMixin, HybridBlock)`): python's
        # MRO finds it for `self.value_range(F, y)`, and it runs on the traced tensor (MXNet 1.9.1:
        # eager (3, 4), hybridized NotImplementedForSymbol for asnumpy; probes_s42 overrides/p05)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class RangeMixin:
                def value_range(self, F, t):
                    vals = t.asnumpy()
                    return float(vals.max() - vals.min()) + 1e-3
            class Net(RangeMixin, HybridBlock):
                def hybrid_forward(self, F, x):
                    return x / self.value_range(F, x)
            """, line=5, col=16, message="`t.asnumpy()`"),
        # the numpy side of code written for both modes runs only in numpy mode: checked as
        # numpy-mode code (MXNet 1.9.1 under npx.set_np(): hybridized NotImplementedForSymbol: Function asnumpy is not implemented for Symbol)
        Invalid("""
            from mxnet.gluon import HybridBlock
            from mxnet.util import is_np_array

            class Net(HybridBlock):
                def hybrid_forward(self, F, pred, label):
                    if is_np_array():
                        scale = float(pred.asnumpy().max())
                        return F.np.sum(pred, axis=1) / scale - label
                    return F.sum(pred, axis=1) - label
            """, message="`pred.asnumpy()`"),
        # GluonCV's three-return normalising split (held-out round 32's Mask Scoring R-CNN target
        # generator): F.split's list eagerly, `list(x)` of the grouped Symbol hybridize() traces,
        # `[x]` of one output; the loop variables handed to a helper are Symbols after
        # hybridize() on every branch (MXNet 1.9.1, 1 and 2 images: eager runs, hybridized raises
        # NotImplementedForSymbol on asnumpy)
        Invalid(
            """
            from mxnet import gluon
            class PerImage(gluon.HybridBlock):
                def __init__(self, num_images):
                    super().__init__()
                    self._num_images = num_images
                def _ratio(self, F, roi):
                    return float(roi.asnumpy().sum())
                def hybrid_forward(self, F, rois, scores):
                    def _split(x):
                        x = F.split(x, axis=0, num_outputs=self._num_images, squeeze_axis=True)
                        if isinstance(x, list):
                            return x
                        elif self._num_images > 1:
                            return list(x)
                        else:
                            return [x]
                    rois = _split(rois)
                    scores = _split(scores)
                    out = []
                    for roi, score in zip(rois, scores):
                        out.append(F.broadcast_mul(roi, score) * self._ratio(F, roi))
                    return F.stack(*out, axis=0)
            """, line=8, col=22, message="asnumpy"),
        # GluonCV-style normalising split: F.split's outputs when they are a list (eager, several
        # outputs), else `[x]` (one output, or the grouped Symbol hybridize() traces): every
        # element is a Symbol after hybridize() (held-out round 32's miss, a Mask Scoring R-CNN
        # target generator)
        Invalid(
            """
            from mxnet import gluon
            class PerImage(gluon.HybridBlock):
                def hybrid_forward(self, F, rois):
                    def _split(x):
                        x = F.split(x, axis=0, num_outputs=2)
                        if isinstance(x, list):
                            return x
                        return [x]
                    out = []
                    for roi in _split(rois):
                        out.append(roi.asnumpy())
                    return out
            """, line=12, col=24, message="asnumpy"),
        # the base class's hybrid_forward (another file) calls `self.forward_propagation(F, x)`:
        # what this override builds from F is a Symbol after hybridize()
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Ladder(HybridBlock):
                def forward_propagation(self, F, x):
                    self.losses.append(F.mean(F.square(x)).asnumpy())
                    return F.relu(x)
            """, line=5, col=28, message="asnumpy"),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Gate(HybridBlock):
                def hybrid_forward(self, F, x):
                    scale = x.max().asscalar()
                    return x / scale
            """, line=5, col=17, message="`.asscalar()`"),
        Invalid(
            """
            from mxnet import gluon
            class ToNumpy(gluon.HybridBlock):
                def hybrid_forward(self, F, x):
                    y = F.softmax(x)
                    return y.asnumpy()
            """, line=6, col=16, message="NDArray-only"),
        Invalid(
            """
            import mxnet as mx
            from mxnet import gluon
            class Move(gluon.HybridBlock):
                def hybrid_forward(self, F, x):
                    return x.as_in_context(mx.cpu())
            """, line=6, col=16, message="no device"),
        Invalid(
            """
            from mxnet.gluon import nn
            class Sync(nn.HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.body = nn.Dense(4)
                def hybrid_forward(self, F, x):
                    out = self.body(x)
                    out.wait_to_read()
                    return out
            """, line=9, col=9),
        Invalid(
            """
            from mxnet.gluon.loss import Loss
            class MyLoss(Loss):
                def hybrid_forward(self, F, pred, label, sample_weight=None):
                    loss = F.square(pred - label)
                    if sample_weight is not None:
                        loss = loss * sample_weight.item()
                    return loss
            """, line=7, col=27),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Snapshot(HybridBlock):
                def hybrid_forward(self, F, x):
                    y = F.relu(x)
                    return y.copy() + x
            """, line=6, col=16, message="F.identity"),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Target(HybridBlock):
                def hybrid_forward(self, F, x):
                    return F.relu(x).detach() * x
            """, line=5, col=16, message="F.stop_gradient"),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            def _count(F, x):
                return x.sum().tolist()
            class Block(HybridBlock):
                def hybrid_forward(self, F, x):
                    return x * _count(F, x)[0]
            """, line=4, col=12),
        # numpy mode: F.identity rejects mx.np arrays (MXNet 1.9.1: TypeError), F.np.copy works
        Invalid(
            """
            from mxnet.util import use_np
            from mxnet.gluon import nn
            @use_np
            class Copy(nn.HybridBlock):
                def hybrid_forward(self, F, x):
                    return x.copy() + 1
            """, line=7, col=16, message="F.np.copy(x)"),
    ]

    def begin_scope(self, scope) -> None:
        self._held: list[tuple[cst.Call, dict]] = []

    def end_scope(self, scope) -> None:
        # `n = t.asscalar()` then `if n > 0:`: the uses of `n` come later in the walk, so the
        # fix is asked for once every statement of the scope has been seen
        for node, fmt in self._held:
            proposal = BoundScalarCondition.offer(self.ctx, node)
            # `parts.append(t.asscalar())` ... `F.array(parts)`: the list's own rewrite says more
            if isinstance(proposal, Refusal) and AppendedScalars.appended(self.ctx, node) is not None:
                proposal = AppendedScalars.offer(self.ctx, node)
            elif isinstance(proposal, Refusal):
                # `n = int(F.sum(m).asscalar())` combined by min/max/int before it meets a tensor:
                # the chain's rewrite; where it refuses too, the condition fixer's reason stands
                chained = HeldCounts.offer(self.ctx, node)
                if not isinstance(chained, Refusal):
                    proposal = chained
            fix = None
            if isinstance(proposal, Refusal):
                fmt["advice"] += proposal.note()
            else:
                fix = proposal
                fmt["advice"] += f" (fix: {fix.message})"
            self.report(node, fix=fix, **fmt)
        self._held = []

    def _input_on_a_path(self, node: cst.CSTNode, method: str) -> bool:
        """`label.asnumpy()` where `label` is a tensor input on a path that does not rebind it (a
        branch binds it to a call the walk cannot read): on that path it is a Symbol after
        hybridize(), and no python value has these methods."""
        scope = self.ctx.scope
        if (method not in _INPUT_ONLY_METHODS or type(node) is not cst.Name or scope is None
                or scope.kinds is None or scope.params.get(node.value) is not Kind.TENSOR):
            return False
        return scope.kinds.may_hold_argument(node)

    def visit_Call(self, node: cst.Call) -> None:
        func = node.func
        if isinstance(func, cst.Call):
            self._named_method(node, func)
            return
        if not isinstance(func, cst.Attribute):
            return
        method = func.attr.value
        if method not in NDARRAY_ONLY_METHODS:
            return
        if not self.ctx.is_tensor(func.value, loose=True) and not self._input_on_a_path(func.value, method):
            return
        if method in _CONTAINERS_HAVE and self.ctx.kind(func.value) is Kind.TENSOR_OR_TUPLE:
            return
        numpy_mode = self.ctx.numpy_mode
        advice = ((numpy_mode and _NP_ADVICE.get(method))
                  or _ADVICE.get(method, "use F operators instead"))
        fix = None
        proposal = None
        if method == "asscalar":
            proposal = ScalarCondition.offer(self.ctx, node)
            if isinstance(proposal, Refusal) and proposal.reason == NOT_A_CONDITION:
                self._held.append((node, dict(expr=_short(self.ctx.code_for(node)), method=method,
                                              value=_short(self.ctx.code_for(func.value)), advice=advice)))
                return
        elif method in ("copy", "detach") and not node.args:
            proposal = CopyToIdentity.offer(self.ctx, node)
        elif method == "as_in_context":
            proposal = SameContextMove.offer(self.ctx, node)
        elif method == "asnumpy" and not node.args:
            if EagerStatistic.first_line(self.ctx, node) is not None:
                proposal = EagerStatistic.offer(self.ctx, node)
            if (proposal is None or isinstance(proposal, Refusal)) \
                    and ScalarCondition.one_number(self.ctx, node):
                # `if t.asnumpy().max() > 0:` (or `t.max().asnumpy()`) reads one number as
                # `t.max().asscalar()` does
                branch = ScalarCondition.offer(self.ctx, node)
                # (a refusal for `t.max().asnumpy()` says nothing: most are not conditions)
                if not isinstance(branch, Refusal) or (
                        proposal is None and ScalarCondition.reduction(self.ctx, node) is not None):
                    proposal = branch
            if proposal is None or isinstance(proposal, Refusal):
                # `out * float(np.sqrt(deg.mean()))` of a numpy `deg`: the factor as a graph value
                factor = HostFactor.offer(self.ctx, node)
                if not isinstance(factor, Refusal) or proposal is None and factor.reason != NOT_A_FACTOR:
                    proposal = factor
            if proposal is None or isinstance(proposal, Refusal):
                # lengths whose last steps a comprehension gathers row by row: F.SequenceLast
                last = HostLastSteps.offer(self.ctx, node)
                if not isinstance(last, Refusal) or proposal is None and last.reason != NOT_LAST_STEPS:
                    proposal = last
        if proposal is not None:
            if isinstance(proposal, Refusal):
                advice += proposal.note()
            else:
                fix = proposal
                advice += f" (fix: {fix.message})"
        self.report(node, expr=_short(self.ctx.code_for(node)), method=method,
                    value=_short(self.ctx.code_for(func.value)), advice=advice, fix=fix)


    def _named_method(self, node: cst.Call, getter: cst.Call) -> None:
        """``getattr(x, "asnumpy")()``: the method looked up by its name as a string literal fails
        on a Symbol as ``x.asnumpy()`` does (no rewrite offered: the fixers read the call syntax)."""
        got = literal_getattr(getter)
        if got is None or self.ctx.resolve(getter.func) not in (None, "getattr"):
            return
        value, method = got
        if method not in NDARRAY_ONLY_METHODS or not self.ctx.is_tensor(value, loose=True):
            return
        if method in _CONTAINERS_HAVE and self.ctx.kind(value) is Kind.TENSOR_OR_TUPLE:
            return
        advice = ((self.ctx.numpy_mode and _NP_ADVICE.get(method))
                  or _ADVICE.get(method, "use F operators instead"))
        self.report(node, expr=_short(self.ctx.code_for(node)), method=method,
                    value=_short(self.ctx.code_for(value)), advice=advice)


def _short(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."
