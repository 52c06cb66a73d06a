"""HYB018: a ``forward`` override of an MXNet-1 HybridBlock reads NDArray-only features of its input."""
from __future__ import annotations

import ast

import libcst as cst

from hybridlint.engine.astwalk import walk as ast_walk
from hybridlint.engine.catalogue import NDARRAY_ONLY_METHODS
from hybridlint.engine.cst_index import cst_dotted
from hybridlint.engine.guards import EAGER, SYMBOLIC
from hybridlint.engine.kinds import Kind, mx_np_op_path, np_call_kind
from hybridlint.engine.scopes import annotation_kind, mx2_spelled
from hybridlint.engine.walk import iter_children, iter_descendants, name_bindings
from hybridlint.rule import Invalid, Rule

_HEAD = """\
from mxnet.gluon import HybridBlock, nn


class Unit(HybridBlock):
    def __init__(self):
        super().__init__()
        self.n = None

"""
# a Gluon container subclass replacing forward with an eager convolution, under a parent
_LAYER_HEAD = """\
from mxnet import nd
from mxnet.gluon import nn


class Conv(nn.HybridSequential):
    def __init__(self):
        super().__init__()
        self.weight = self.params.get('weight', shape=(4, 3, 3, 3))

    def forward(self, x, dw):
        return nd.Convolution(data=x, weight=self.weight.data() + dw, kernel=(3, 3), num_filter=4, no_bias=True)
"""
_LAYER_PARENT = """

class Net(nn.HybridBlock):
    def __init__(self):
        super().__init__()
        self.conv = Conv()
        self.dense = nn.Dense(108)

    def hybrid_forward(self, F, x):
        dw = self.dense(x).mean(axis=0).reshape((4, 3, 3, 3))
        return self.conv(x, dw)
"""
# a block with only `forward` in an MXNet-1 module, and a parent whose hybrid_forward calls it
_FOLD = """\
from mxnet.gluon import HybridBlock, nn


class Fold(HybridBlock):
    def forward(self, x):
        return x.reshape((x.shape[0], -1, 2))
"""
_FOLD_PARENT = """

class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, in_units=5)
        self.fold = Fold()

    def hybrid_forward(self, F, x):
        return self.fold(self.fc(x))
"""
_HF = """
    def hybrid_forward(self, F, x):
        return F.relu(x)
"""
# a numpy-mode module: a block with only `forward`, and a legacy parent whose hybrid_forward calls it
_NP_HEAD = """\
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()


class Gate(HybridBlock):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, flatten=False, in_units=4)

    def forward(self, x):
"""
_NP_PARENT = """

class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.gate = Gate()

    def hybrid_forward(self, F, x):
        return self.gate(F.npx.relu(x))
"""


def _np_child(body: str, parent: str = _NP_PARENT) -> str:
    return _NP_HEAD + "".join(f"        {line}\n" for line in body.splitlines()) + parent
# a block of the file that builds a Unit and calls it from its hybrid_forward: hybridized, it
# hands the override Symbols
_PARENT = """

class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.body = nn.HybridSequential()
        self.body.add(Unit())

    def hybrid_forward(self, F, x):
        return self.body(x)
"""


def _unit(forward_body: str, hybrid_forward: str = _HF, head: str = _HEAD) -> str:
    lines = "".join(f"        {line}\n" for line in forward_body.splitlines())
    return f"{head}    def forward(self, x):\n{lines}{hybrid_forward}"


def _delegates(fn: cst.FunctionDef, me: str) -> bool:
    """The override hands on to the traced path: ``super().forward(...)``, ``super(C,
    self).forward(...)`` or ``<Base>.forward(self, ...)``."""
    for node in iter_descendants(fn.body):
        if not (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)
                and node.func.attr.value == "forward"):
            continue
        owner = node.func.value
        if isinstance(owner, cst.Call) and cst_dotted(owner.func) == "super":
            return True
        if cst_dotted(owner) is not None and node.args and cst_dotted(node.args[0].value) == me:
            return True
    return False


def _has_hybrid_forward(hc) -> bool:
    return any("hybrid_forward" in c.methods for c in hc.lineage())


# Gluon layers and containers that implement ``hybrid_forward`` in MXNet 1.x (their MXNet-2
# versions implement ``forward``): a subclass overriding only ``forward`` replaces the traced
# path as one with its own hybrid_forward does.  Not the abstract bases (HybridBlock, Loss,
# HybridRecurrentCell), SymbolBlock, HybridLambda, nor the recurrent cells and layers, whose
# ``forward``/``__call__`` do more than hand on.
_MX1_LAYERS = frozenset("""
HybridSequential HybridConcurrent Dense Dropout BatchNorm SyncBatchNorm BatchNormReLU InstanceNorm
LayerNorm GroupNorm Embedding Flatten Activation LeakyReLU PReLU ELU SELU Swish GELU SiLU Identity
Conv1D Conv2D Conv3D Conv1DTranspose Conv2DTranspose Conv3DTranspose DeformableConvolution
ModulatedDeformableConvolution MaxPool1D MaxPool2D MaxPool3D AvgPool1D AvgPool2D AvgPool3D
GlobalMaxPool1D GlobalMaxPool2D GlobalMaxPool3D GlobalAvgPool1D GlobalAvgPool2D GlobalAvgPool3D
ReflectionPad2D PixelShuffle1D PixelShuffle2D PixelShuffle3D
""".split())


def _traced_child(hc, ctx) -> bool:
    """``hc`` defines no ``hybrid_forward`` (its ``forward`` is all it runs) and another block of
    the file holds an instance of it as a child (``self.fold = Fold()``) that its ``hybrid_forward``
    calls: hybridized, that parent traces with Symbols and hands them to this ``forward``.  Alone,
    such a block is never traced (MXNet 1.9.1 runs it eagerly, hybridized or not), so without a
    parent in the file its reads are not reported.  A numpy-mode module (``npx.set_np()``) is no
    exception: the parent's ``hybrid_forward`` is MXNet-1 code, and MXNet 1.9.1 hands the child
    numpy Symbols, which have no ``.shape`` and which ``np.*``/``npx.*`` functions reject."""
    if "def hybrid_forward" not in ctx.source:
        return False
    for parent in ctx.classes:
        if parent is hc or parent.plain:
            continue
        hf = next((c.methods["hybrid_forward"] for c in parent.lineage() if "hybrid_forward" in c.methods), None)
        if hf is None:
            continue
        attrs = _instances_held(parent, hc.name)
        if attrs and any(isinstance(n, cst.Call) and isinstance(n.func, cst.Attribute)
                         and cst_dotted(n.func.value) == "self" and n.func.attr.value in attrs
                         for n in iter_descendants(hf.body)):
            return True
    return False


def built_by_hybrid_block(hc, ctx) -> bool:
    """Another block of the file that has a ``hybrid_forward`` builds an instance of ``hc`` (or of
    a subclass of it from this file) in its methods: ``self.unit = Unit()``,
    ``self.body.add(Unit(...))``, a comprehension of them.  Only such a block can hand the
    override Symbols from this file: alone, hybridized or not, the override receives NDArrays."""
    names = {c.name for c in ctx.classes if any(b is hc for b in c.lineage())}
    for parent in ctx.classes:
        if parent.plain or parent.name in names or not _has_hybrid_forward(parent):
            continue
        for fn in parent.ast_methods.values():
            if any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in names
                   for n in ast_walk(fn)):
                return True
    return False


def _instances_held(parent, name: str) -> set[str]:
    """Attributes ``parent``'s methods bind to ``name(...)`` (``self.fold = Fold()``), read in the
    stdlib tree of its methods (the libcst ``__init__`` bodies may be stubbed)."""
    held = set()
    for fn in parent.ast_methods.values():
        for node in ast_walk(fn):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) \
                    and isinstance(node.value.func, ast.Name) and node.value.func.id == name:
                held.update(t.attr for t in node.targets if isinstance(t, ast.Attribute)
                            and isinstance(t.value, ast.Name) and t.value.id == "self")
    return held


def _mx1_layer_subclass(hc, ctx) -> bool:
    """``hc`` (or a base of this file) subclasses a Gluon layer that implements hybrid_forward in
    MXNet 1.x, in a module that is MXNet-1 code: it defines a ``hybrid_forward`` and has none of
    the MXNet-2 markers."""
    source = ctx.source
    if "def hybrid_forward" not in source or mx2_spelled(source):
        return False
    for c in hc.lineage():
        for arg in c.node.bases:
            dotted = cst_dotted(arg.value)
            if dotted is None:
                continue
            full = ctx.index.resolve_name(dotted)
            if full.startswith("mxnet.") and full.rsplit(".", 1)[-1] in _MX1_LAYERS:
                return True
    return False


class ForwardOverrideInput(Rule):
    code = "HYB018"
    name = "forward-override-input-read"
    message = ("`{expr}` in `{cls}.forward` {what}: this override {runs} "
               "HybridBlock.forward, and once a parent block is hybridized the parent's graph calls "
               "`{cls}` with Symbols and this raises {error}{state}; drop the override and compute in "
               "hybrid_forward with shape-free ops (reshape codes such as (-4, b, -1, ...) / (0, -1), "
               "F.reshape_like, F.broadcast_like, F.shape_array)")
    severity = "error"
    fix = None
    rationale = """
    ## What it does
    Finds a `forward(self, x)` override of an MXNet-1 HybridBlock (one with `hybrid_forward`)
    that reads NDArray-only features of its input (`x.shape`, `x.context`, `x.asnumpy()`, `x[0]`)
    and then hands the input to `HybridBlock.forward(self, x)` or `super().forward(x)`; and an
    override that does not hand on (it computes with child blocks itself) when it reads those of
    its input, or hands a value computed from its input to an eager `nd.*` operator or the `nd`
    namespace as `F` (`return self.hybrid_forward(nd, x)`).  A subclass of a Gluon layer that has
    `hybrid_forward` in MXNet 1.x (`nn.HybridSequential`, `nn.Dense`, `nn.Conv2D`...) overriding
    only `forward` is such a block too, in a module that is MXNet-1 code (it defines a
    `hybrid_forward` and does not use `mx.np`/`npx`); eager operators include the capitalised
    ones (`nd.Convolution`, `nd.FullyConnected`).

    ## Why is this bad?
    The override is python code in front of the traced path.  Called on its own, hybridized or
    not, the block receives NDArrays and the override works.  As a child of a hybridized block
    it does not: the parent traces its `hybrid_forward` with Symbols and calls this block with
    them, so the override's `x.shape` raises `AttributeError: 'Symbol' object has no attribute
    'shape'` (MXNet 1.9.1; a SGE-ResNet unit does this).  Per-call state the override stores for
    `hybrid_forward` (`self.layer_shape = x.shape`) has a second problem: hybridized on its own,
    the graph is traced once and keeps the first call's value (MXNet 1.9.1: a reshape to
    `self.layer_shape`'s `b * c` returns 6 elements for a (4, 3) input after a (2, 3) call).
    Code under `isinstance(x, NDArray)` or `hasattr(x, 'shape')` is not reported, nor an input
    the override hands on to a `hybrid_forward` that uses it as a python list or dict (GluonNLP's
    GNMT decoder unpacks `states` there and appends `states[2:]` in `forward`).  An override
    that replaces the base `forward` is never traced by its own `hybridize()` (MXNet 1.9.1: alone it
    runs eagerly either way), but under a hybridized parent it is called with Symbols as well:
    `x.shape` raises AttributeError, `nd.relu(self.dense(x))` and `self.hybrid_forward(nd, x)`
    raise "Argument data must have NDArray type, but got <Symbol>"; child blocks and operators on
    the Symbols work.  A HybridBlock that defines only `forward` (no `hybrid_forward`) in an
    MXNet-1 module is such an override when another block of the file holds it as a child and
    calls it from its `hybrid_forward`; one that no hybrid_forward of the file calls is not
    reported (alone it runs eagerly, hybridized or not).  In a numpy-mode module (`npx.set_np()`)
    the same holds, since the parent's `hybrid_forward` is MXNet-1 code: MXNet 1.9.1 hands the
    child numpy Symbols, which have no `.shape` and which `np.*`/`npx.*` functions reject
    ("Argument data must have NDArray type, but got <_Symbol ...>"); their methods, operators and
    basic slices work, and a numpy-mode parent with only `forward` traces nothing.  The same holds for every override: where
    no block of the file that has a `hybrid_forward` builds the block (`self.unit = Unit()`,
    `self.body.add(Unit())`), only a read that sets state `hybrid_forward` reads is reported; a
    shape check before `super().forward` in a network used on its own runs on arrays (MXNet
    1.9.1: equal to eager).  A read on the right of `and` after an
    NDArray test (`isinstance(x, NDArray) and x.shape[0] == 0`) is not reported: a Symbol stops
    at the test.

    ## Example
    ```python
    class Unit(gluon.HybridBlock):
        def forward(self, x):
            self.layer_shape = x.shape
            return gluon.HybridBlock.forward(self, x)

        def hybrid_forward(self, F, x):
            b, c, h, w = self.layer_shape
            return F.Reshape(x, shape=(b * self.groups, -1, h, w))
    ```

    ## Use instead
    ```python
    class Unit(gluon.HybridBlock):
        def hybrid_forward(self, F, x):
            return x.reshape((-4, -1, self.groups, -2))   # splits axis 1 into (groups, -1)
    ```

    ## Fix safety
    No automatic fix: what replaces the shape depends on every use of it in hybrid_forward.
    """

    VALID = [
        # an override that only hands on, or reads a python argument
        _unit("return super().forward(x)"),
        _unit("self.n = 2\nreturn HybridBlock.forward(self, x)"),
        # reads under an NDArray test run only on arrays
        _unit("from mxnet import nd\nif isinstance(x, nd.NDArray):\n    self.n = x.shape[0]\n"
              "return super().forward(x)"),
        # ... and a read on the right of `and` after such a test: a Symbol stops at the left
        # (MXNet 1.9.1: alone and under a hybridized parent equal to eager)
        _unit("if isinstance(x, nd.NDArray) and x.shape[0] == 0:\n    return x\nreturn super().forward(x)",
              head="from mxnet import nd\n" + _HEAD),
        # python-level tests of the input that a Symbol answers as well
        _unit("self.n = isinstance(x, (list, tuple))\nreturn super().forward(x)"),
        # tests Symbols fail, methods and attributes both kinds have
        _unit("if hasattr(x, 'shape'):\n    self.n = x.shape\nreturn super().forward(x)"),
        _unit("return super().forward(x.reshape((0, -1)).astype('float32'))"),
        # state from the block itself, not from the input
        _unit("self.n = len(self._children)\nreturn super().forward(x)"),
        # inputs annotated as containers: a dict of outputs and one of labels picked by key (MXNet
        # 1.9.1: alone and under a hybridized parent passing dicts of Symbols, equal to eager)
        "from typing import Any, Dict\n" + _HEAD
        + "    def forward(self, outputs: Dict[str, Any], labels: dict):\n"
        "        return super().forward(outputs['logits'], labels['y'])\n\n"
        "    def hybrid_forward(self, F, x, y):\n        return F.relu(x) * y\n",
        # an input that hybrid_forward unpacks as a python list of states, sliced in the override
        # before it appends the rest (GluonNLP's GNMT decoder; MXNet 1.9.1: alone and under a
        # hybridized parent equal to eager)
        _HEAD + "    def forward(self, x, states):\n"
        "        out, new_states = super().forward(x, states)\n"
        "        new_states += states[2:]\n        return out, new_states\n\n"
        "    def hybrid_forward(self, F, x, states):\n"
        "        if len(states) == 4:\n            h, att, mem, mask = states\n"
        "        else:\n            h, att, mem = states\n"
        "        out = F.concat(x, att, dim=-1) + F.sum(mem, axis=1)\n"
        "        return out, [h, att]\n",
        # an MXNet-2 block: forward is the traced code itself (other rules)
        "from mxnet.gluon import HybridBlock\nfrom mxnet import np, npx\n\n\n"
        "class Net(HybridBlock):\n    def forward(self, x):\n        return x.reshape(-1)\n",
        # an override that replaces the base forward with child blocks and operators, or builds
        # an eager array from nothing traced (MXNet 1.9.1: equal under a hybridized parent)
        _unit("h = x * 2 + 1\nreturn h.relu()"),
        _unit("w = nd.ones((1,)).asscalar()\nreturn x * w",
              head="from mxnet import nd\n" + _HEAD),
        # a Gluon layer subclass overriding forward: in an MXNet-2 module forward is the traced
        # code (other rules); in a module with no hybrid_forward the MXNet version is not shown
        _LAYER_HEAD.replace("from mxnet import nd\n", "from mxnet import nd, np, npx\n"),
        _LAYER_HEAD,
        # reads of the input in an override that no block of the file builds: alone, hybridized
        # or not, the override receives arrays (MXNet 1.9.1: a flow net checking its two frames'
        # sizes before `super().forward`, equal to eager; the replacing override too)
        _unit("if x.shape[2:] != (5, 5):\n    raise ValueError(x.shape)\nreturn super().forward(x)"),
        _unit("print(x.asnumpy().mean())\nreturn super().forward(x)"),
        _unit("n = x.shape[0]\nreturn x.reshape((n, -1))"),
        # a numpy-mode child under a legacy parent that uses child layers, array methods, basic
        # slices and operators only: all of them take numpy Symbols (MXNet 1.9.1: (2, 3, 4) input,
        # the hybridized Net equal to eager)
        _np_child("h = self.fc(x)\nreturn x[:, :, :2].mean(axis=-1, keepdims=True) * h"),
        # ... and a numpy-mode child calling mx.np functions under a numpy-mode `forward` parent:
        # no hybrid_forward in the file traces it (MXNet 1.9.1: hybridized equal to eager)
        _np_child("return x * npx.sigmoid(np.mean(self.fc(x), axis=-1, keepdims=True))",
                  _NP_PARENT.replace("def hybrid_forward(self, F, x)", "def forward(self, x)")
                  .replace("F.npx.relu", "npx.relu")),
        # a block with only `forward` that no hybrid_forward of the file calls: alone it is never
        # traced (MXNet 1.9.1: hybridized, (3, 4) -> (3, 2, 2) as eagerly)
        _FOLD + "\n\nclass Head(HybridBlock):\n    def hybrid_forward(self, F, x):\n        return F.relu(x)\n",
    ]
    INVALID = [
        Invalid(_unit("self.n = x.shape\nreturn HybridBlock.forward(self, x)",
                      "\n    def hybrid_forward(self, F, x):\n        return F.Reshape(x, shape=(self.n[0] * self.n[1],))\n"),
                line=10, col=18, message="hybrid_forward reads `self.n`"),
        Invalid(_unit("print(x.asnumpy().mean())\nreturn super().forward(x)") + _PARENT, line=10, col=15,
                message="NDArray-only method `.asnumpy()`"),
        Invalid(_unit("self.n = x.context\nreturn super(Unit, self).forward(x)") + _PARENT, line=10, col=18,
                message="NDArray-only attribute `.context`"),
        Invalid(_unit("if x.shape[0] > 1:\n    self.n = 1\nreturn super().forward(x)") + _PARENT, line=10, col=12,
                message="raises AttributeError"),
        Invalid(_unit("self.n = x[0, 0].asscalar()\nreturn super().forward(x)") + _PARENT, line=10, col=18,
                message="an index"),
        # ... beside it, an input hybrid_forward uses as one array (`F.relu(x)`) is still read
        # (MXNet 1.9.1: alone equal; under a hybridized parent passing [h, c] the override
        # raises on the Symbol's `x[0, 0]`)
        Invalid(_HEAD + "    def forward(self, x, states):\n        self.n = x[0, 0].asscalar()\n"
                "        return super().forward(x, states)\n\n"
                "    def hybrid_forward(self, F, x, states):\n        h, c = states\n"
                "        return F.relu(x) + h + c\n" + _PARENT, line=10, col=18, message="an index"),
        # overrides that replace the base forward (MXNet 1.9.1: alone equal eager and hybridized;
        # under a hybridized parent AttributeError / "Argument data must have NDArray type")
        Invalid(_unit("return self.hybrid_forward(nd, x)", head="from mxnet import nd\n" + _HEAD) + _PARENT,
                line=11, col=16, message="eager NDArray namespace (as F)"),
        Invalid(_unit("n = x.shape[0]\nreturn x.reshape((n, -1))") + _PARENT, line=10, col=13,
                message="this override replaces HybridBlock.forward"),
        Invalid(_unit("h = x * 2\nreturn nd.relu(h)", head="from mxnet import nd\n" + _HEAD) + _PARENT,
                line=12, col=16, message="eager NDArray operator"),
        # a capitalised operator (MXNet 1.9.1 under a hybridized parent: "Argument data must have
        # NDArray type, but got <Symbol dense5_fwd>"; alone equal eager and hybridized)
        Invalid(_unit("return nd.Activation(self.dense(x), act_type='relu')",
                      head="from mxnet import nd\n" + _HEAD) + _PARENT, line=11, col=16,
                message="eager NDArray operator"),
        # a subclass of a Gluon layer that has hybrid_forward in MXNet 1.x (HybridSequential,
        # Dense, Conv2D...) overriding only forward, in an MXNet-1 module (MXNet 1.9.1 under the
        # hybridized Net: TypeError "type <class 'mxnet.symbol.symbol.Symbol'> not supported";
        # eagerly it runs)
        Invalid(_LAYER_HEAD + _LAYER_PARENT, line=11, col=16, message="`Conv.forward` hands a value"),
        # ... and a HybridBlock with only `forward`, a child the file's hybrid_forward calls
        # (MXNet 1.9.1: eagerly (3, 2, 2); the hybridized Net raises AttributeError "'Symbol'
        # object has no attribute 'shape'")
        Invalid(_FOLD + _FOLD_PARENT, line=6, col=27, message="this override replaces HybridBlock.forward"),
        # a numpy-mode module (npx.set_np()) whose legacy parent's hybrid_forward calls a child
        # that has only `forward`: MXNet 1.9.1 hands it numpy Symbols ((2, 3, 4) input: eagerly
        # (2, 3, 4) and (2, 12); the hybridized Net raises "Argument data must have NDArray type, but got
        # <_Symbol ...>" from npx.sigmoid, AttributeError "'_Symbol' object has no attribute
        # 'shape'" from the reshape)
        Invalid(_np_child("return x * npx.sigmoid(self.fc(x))"), line=13, col=20,
                message="eager numpy-mode function `npx.sigmoid`"),
        Invalid(_np_child("return self.fc(x).reshape(x.shape[0], -1)"), line=13, col=35,
                message="NDArray-only attribute `.shape`"),
    ]

    def check_class(self, hc) -> None:
        fw = hc.methods.get("forward")
        if hc.plain or fw is None or hc.verdict is None:
            return
        if not _has_hybrid_forward(hc) and not _mx1_layer_subclass(hc, self.ctx) \
                and not _traced_child(hc, self.ctx):
            return
        params = [p.name.value for p in fw.params.params]
        if len(params) < 2:
            return
        # an input annotated as a dict, list or tuple (`outputs: Dict[str, Any]`) is a python
        # container under a parent too: `outputs['logits']` picks an entry, a Symbol's or not
        held = {p.name.value for p in fw.params.params[1:] if annotation_kind(p.annotation) is Kind.CONTAINER}
        held |= self._container_arguments(fw, hc, params[0])
        # an override that does not hand on replaces the traced path: under a hybridized parent
        # it is itself called with Symbols, and so is every value computed from them
        delegates = _delegates(fw, params[0])
        bound = name_bindings(fw.body, nested=True)
        inputs = {p for p in params[1:] if p not in bound and p not in held}
        traced = set(inputs) if delegates else _derived(fw, set(params[1:]) - held)
        # without a block of the file that builds this one, the override only ever sees arrays
        # (MXNet 1.9.1: alone, hybridized or not, equal to eager): what is left to report is
        # per-call state that hybrid_forward reads, frozen at the block's own first trace
        self._state_only = not built_by_hybrid_block(hc, self.ctx)
        scope = self.ctx.scopes_by_func.get(id(fw))
        self._numpy = scope is not None and scope.numpy_mode
        if inputs or traced:
            self._walk(fw.body, inputs, traced if not delegates else set(), hc, params[0],
                       "runs before" if delegates else "replaces")

    def _container_arguments(self, fw: cst.FunctionDef, hc, me: str) -> set[str]:
        """Inputs of ``fw`` that it hands on, unchanged, to a ``hybrid_forward`` whose own uses
        of the parameter receiving them show a python container (``rnn_states, att, mem =
        states``, ``isinstance(states, list)``, a string key): Gluon passes lists and dicts of
        arrays through ``HybridBlock.forward`` as they are, so ``states[2:]`` in the override
        slices the python list, with NDArrays or under a hybridized parent with Symbols
        (GluonNLP's GNMT decoder appends ``states[2:]`` to the new states this way)."""
        hf = next((c.methods["hybrid_forward"] for c in hc.lineage() if "hybrid_forward" in c.methods), None)
        scope = self.ctx.scopes_by_func.get(id(hf)) if hf is not None else None
        if scope is None or scope.kinds is None:
            return set()
        receivers = [p.name.value for p in hf.params.params[2:]]
        held = set()
        for node in iter_descendants(fw.body):
            if not (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)
                    and node.func.attr.value == "forward"):
                continue
            args = list(node.args)
            owner = node.func.value
            if not (isinstance(owner, cst.Call) and cst_dotted(owner.func) == "super"):
                # `HybridBlock.forward(self, x, ...)`: the first argument is the block
                if not (args and cst_dotted(args[0].value) == me):
                    continue
                args = args[1:]
            for i, a in enumerate(args):
                if a.star or not isinstance(a.value, cst.Name):
                    continue
                receiver = a.keyword.value if a.keyword is not None else (
                    receivers[i] if i < len(receivers) else None)
                k = scope.params.get(receiver) if receiver is not None else None
                if k is not None and not k.tensorish and k is not Kind.BOTTOM:
                    held.add(a.value.value)
        return held

    def _walk(self, node: cst.CSTNode, inputs: set[str], traced: set[str], hc, me: str, runs: str) -> None:
        if isinstance(node, (cst.If, cst.IfExp)):
            guard = self.ctx.guard_of(node.test)
            self._walk(node.test, inputs, traced, hc, me, runs)
            if guard != EAGER:
                self._walk(node.body, inputs, traced, hc, me, runs)
            if node.orelse is not None and guard != SYMBOLIC:
                self._walk(node.orelse, inputs, traced, hc, me, runs)
            return
        if isinstance(node, cst.BooleanOperation) and isinstance(node.operator, cst.And):
            # `isinstance(x, NDArray) and x.shape[0] == 0`: a Symbol stops at the left operand
            self._walk(node.left, inputs, traced, hc, me, runs)
            if self.ctx.guard_of(node.left) != EAGER:
                self._walk(node.right, inputs, traced, hc, me, runs)
            return
        if isinstance(node, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            return
        found = self._read(node, inputs) or self._eager_call(node, traced)
        if found is not None:
            what, error = found
            state = self._state(node, hc, me)
            if state or not self._state_only:
                self.report(node, expr=self.ctx.code_for(node), cls=hc.name, what=what, error=error,
                            runs=runs, state=state)
            return
        for child in iter_children(node):
            self._walk(child, inputs, traced, hc, me, runs)

    def _read(self, node: cst.CSTNode, inputs: set[str]) -> tuple[str, str] | None:
        if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) \
                and node.value.value in inputs:
            attr = node.attr.value
            if attr in NDARRAY_ONLY_METHODS:
                return f"reads NDArray-only method `.{attr}()` of the input", "AttributeError"
            if attr in self.ctx.catalogue.ndarray_only_attributes:
                return f"reads NDArray-only attribute `.{attr}` of the input", "AttributeError"
        # a numpy-mode Symbol takes integers and slices as an array does (MXNet 1.9.1)
        if isinstance(node, cst.Subscript) and isinstance(node.value, cst.Name) \
                and node.value.value in inputs and not self._numpy:
            return ("reads an index (a Symbol's `[i]` picks output i) of the input",
                    "an error or a wrong value")
        return None

    def _eager_call(self, node: cst.CSTNode, traced: set[str]) -> tuple[str, str] | None:
        """An eager operator given a value computed from the inputs (``nd.relu(self.dense(x))``),
        or the eager namespace handed on as ``F`` with one (``self.hybrid_forward(nd, x)``): MXNet
        1.9.1 raises "Argument data must have NDArray type, but got <Symbol ...>"."""
        if not traced or not isinstance(node, cst.Call):
            return None
        args = [a.value for a in node.args]
        if not any(_mentions(a, traced) for a in args):
            return None
        if _eager(self.ctx.resolve(node.func), self.ctx.catalogue):
            return "hands a value computed from the input to an eager NDArray operator", "an error"
        # `np.mean(x)` / `npx.relu(x)` of mx.np: array functions that take mx.np arrays only
        # (MXNet 1.9.1: "Argument a must have NDArray type, but got <_Symbol data>")
        path = mx_np_op_path(self.ctx.resolve(node.func))
        if path is not None and np_call_kind(path, node) is not Kind.UNKNOWN:
            return ("hands a value computed from the input to the eager numpy-mode function "
                    f"`{'.'.join(path)}`"), "an error"
        if any(_eager(self.ctx.resolve(a), self.ctx.catalogue) and cst_dotted(a) is not None for a in args):
            return ("hands the eager NDArray namespace (as F) with a value computed from the input",
                    "an error")
        return None

    def _state(self, node: cst.CSTNode, hc, me: str) -> str:
        """`self.a = <the read>` whose attribute hybrid_forward reads: frozen at the first trace."""
        stmt = _enclosing_assign(hc.methods["forward"], node)
        if stmt is None:
            return ""
        attrs = [t.target.attr.value for t in stmt.targets if isinstance(t.target, cst.Attribute)
                 and cst_dotted(t.target.value) == me]
        hf = hc.methods.get("hybrid_forward")
        read = [a for a in attrs if hf is not None and any(
            isinstance(n, cst.Attribute) and n.attr.value == a and isinstance(n.value, cst.Name)
            for n in iter_descendants(hf.body))]
        if not read:
            return ""
        return (f" (and hybrid_forward reads `self.{read[0]}` set from it: hybridized on its own, the "
                "graph keeps the first call's value)")


_EAGER_MODULES = ("mxnet.nd", "mxnet.ndarray")


def _eager(full: str | None, catalogue=None) -> bool:
    """``mxnet.nd`` itself or a member of it (``mxnet.nd.relu``, ``mxnet.ndarray.contrib.X``,
    and the capitalised operators the catalogue lists, ``mxnet.nd.Convolution``); not the NDArray
    type and its relatives, which build nothing from a Symbol."""
    if full is None:
        return False
    for prefix in _EAGER_MODULES:
        if full == prefix or full.startswith(prefix + "."):
            rest = full[len(prefix) + 1:].split(".") if full != prefix else []
            if catalogue is not None and len(rest) == 1 and rest[0] in catalogue.nd:
                return True
            return not any(part[:1].isupper() for part in full.split("."))
    return False


def _mentions(node: cst.CSTNode, names: set[str]) -> bool:
    return any(isinstance(n, cst.Name) and n.value in names for n in (node, *iter_descendants(node)))


def _derived(fw: cst.FunctionDef, params: set[str]) -> set[str]:
    """The parameters and the locals of ``fw`` bound to an expression that mentions one of them."""
    found = set(params)
    assigns = [n for n in iter_descendants(fw.body) if isinstance(n, (cst.Assign, cst.AugAssign, cst.AnnAssign))]
    grew = True
    while grew:
        grew = False
        for a in assigns:
            if a.value is None or not _mentions(a.value, found):
                continue
            targets = [t.target for t in a.targets] if isinstance(a, cst.Assign) else [a.target]
            for t in targets:
                for n in (t, *iter_descendants(t)):
                    if isinstance(n, cst.Name) and n.value not in found \
                            and not isinstance(t, (cst.Attribute, cst.Subscript)):
                        found.add(n.value)
                        grew = True
    return found


def _enclosing_assign(fn: cst.FunctionDef, node: cst.CSTNode) -> cst.Assign | None:
    for s in iter_descendants(fn.body):
        if isinstance(s, cst.Assign) and (s.value is node or any(d is node for d in iter_descendants(s.value))):
            return s
    return None
