"""HYB018: a ``forward`` override of an MXNet-1 HybridBlock reads NDArray-only features of its input."""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.catalogue import NDARRAY_ONLY_METHODS
from hybridlint.engine.cst_index import cst_dotted
from hybridlint.engine.guards import EAGER, SYMBOLIC
from hybridlint.engine.walk import iter_children, iter_descendants, name_bindings
from hybridlint.rule import Invalid, Rule

_HEAD = """\
from mxnet.gluon import HybridBlock


class Unit(HybridBlock):
    def __init__(self):
        super().__init__()
        self.n = None

"""
_HF = """
    def hybrid_forward(self, F, x):
        return F.relu(x)
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
    seen, todo = set(), [hc]
    while todo:
        c = todo.pop()
        if id(c) in seen:
            continue
        seen.add(id(c))
        if "hybrid_forward" in c.methods:
            return True
        todo.extend(c.base_classes)
    return False


class ForwardOverrideInput(Rule):
    code = "HYB018"
    name = "forward-override-input-read"
    message = ("`{expr}` in `{cls}.forward` reads {what} of the input: this override runs before "
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
    and then hands the input to `HybridBlock.forward(self, x)` or `super().forward(x)`.

    ## Why is this bad?
    The override is python code in front of the traced path.  Called on its own, hybridized or
    not, the block receives NDArrays and the override works.  As a child of a hybridized block
    it does not: the parent traces its `hybrid_forward` with Symbols and calls this block with
    them, so the override's `x.shape` raises `AttributeError: 'Symbol' object has no attribute
    'shape'` (MXNet 1.9.1; a SGE-ResNet unit does this).  Per-call state the override stores for
    `hybrid_forward` (`self.layer_shape = x.shape`) has a second problem: hybridized on its own,
    the graph is traced once and keeps the first call's value (MXNet 1.9.1: a reshape to
    `self.layer_shape`'s `b * c` returns 6 elements for a (4, 3) input after a (2, 3) call).
    Code under `isinstance(x, NDArray)` or `hasattr(x, 'shape')` is not reported.

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
        # python-level tests of the input that a Symbol answers as well
        _unit("self.n = isinstance(x, (list, tuple))\nreturn super().forward(x)"),
        # tests Symbols fail, methods and attributes both kinds have
        _unit("if hasattr(x, 'shape'):\n    self.n = x.shape\nreturn super().forward(x)"),
        _unit("return super().forward(x.reshape((0, -1)).astype('float32'))"),
        # state from the block itself, not from the input
        _unit("self.n = len(self._children)\nreturn super().forward(x)"),
        # an MXNet-2 block: forward is the traced code itself (other rules)
        "from mxnet.gluon import HybridBlock\nfrom mxnet import np, npx\n\n\n"
        "class Net(HybridBlock):\n    def forward(self, x):\n        return x.reshape(-1)\n",
    ]
    INVALID = [
        Invalid(_unit("self.n = x.shape\nreturn HybridBlock.forward(self, x)",
                      "\n    def hybrid_forward(self, F, x):\n        return F.Reshape(x, shape=(self.n[0] * self.n[1],))\n"),
                line=10, col=18, message="hybrid_forward reads `self.n`"),
        Invalid(_unit("print(x.asnumpy().mean())\nreturn super().forward(x)"), line=10, col=15,
                message="NDArray-only method `.asnumpy()`"),
        Invalid(_unit("self.n = x.context\nreturn super(Unit, self).forward(x)"), line=10, col=18,
                message="NDArray-only attribute `.context`"),
        Invalid(_unit("if x.shape[0] > 1:\n    self.n = 1\nreturn super().forward(x)"), line=10, col=12,
                message="raises AttributeError"),
        Invalid(_unit("self.n = x[0, 0].asscalar()\nreturn super().forward(x)"), line=10, col=18,
                message="an index"),
    ]

    def check_class(self, hc) -> None:
        fw = hc.methods.get("forward")
        if hc.plain or fw is None or hc.verdict is None or not _has_hybrid_forward(hc):
            return
        params = [p.name.value for p in fw.params.params]
        if len(params) < 2 or not _delegates(fw, params[0]):
            return
        bound = name_bindings(fw.body, nested=True)
        inputs = {p for p in params[1:] if p not in bound}
        if inputs:
            self._walk(fw.body, inputs, hc, params[0])

    def _walk(self, node: cst.CSTNode, inputs: set[str], hc, me: str) -> None:
        if isinstance(node, (cst.If, cst.IfExp)):
            guard = self.ctx.guard_of(node.test)
            self._walk(node.test, inputs, hc, me)
            if guard != EAGER:
                self._walk(node.body, inputs, hc, me)
            if node.orelse is not None and guard != SYMBOLIC:
                self._walk(node.orelse, inputs, hc, me)
            return
        if isinstance(node, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            return
        found = self._read(node, inputs)
        if found is not None:
            what, error = found
            self.report(node, expr=self.ctx.code_for(node), cls=hc.name, what=what, error=error,
                        state=self._state(node, hc, me))
            return
        for child in iter_children(node):
            self._walk(child, inputs, hc, me)

    def _read(self, node: cst.CSTNode, inputs: set[str]) -> tuple[str, str] | None:
        if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) \
                and node.value.value in inputs:
            attr = node.attr.value
            if attr in NDARRAY_ONLY_METHODS:
                return f"NDArray-only method `.{attr}()`", "AttributeError"
            if attr in self.ctx.catalogue.ndarray_only_attributes:
                return f"NDArray-only attribute `.{attr}`", "AttributeError"
        if isinstance(node, cst.Subscript) and isinstance(node.value, cst.Name) \
                and node.value.value in inputs:
            return "an index (a Symbol's `[i]` picks output i)", "an error or a wrong value"
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


def _enclosing_assign(fn: cst.FunctionDef, node: cst.CSTNode) -> cst.Assign | None:
    for s in iter_descendants(fn.body):
        if isinstance(s, cst.Assign) and (s.value is node or any(d is node for d in iter_descendants(s.value))):
            return s
    return None
