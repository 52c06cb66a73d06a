"""HYB012 (info): ``autograd.is_training()`` / ``is_recording()`` in hybrid code is frozen at the first trace."""
from __future__ import annotations

import libcst as cst

from hybridlint.rule import Invalid, Rule, hybrid_forward_example

_HEAD = """\
from mxnet import autograd
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
"""


def _hf(body: str, head: str = _HEAD) -> str:
    return hybrid_forward_example(body, head)


_MODE_QUERIES = frozenset({"is_training", "is_recording"})


class FrozenModeBranch(Rule):
    code = "HYB012"
    name = "frozen-mode-branch"
    message = (
        "`{call}` is evaluated once, when hybridize() traces the graph: the mode seen on "
        "the first call (training or inference) is frozen into the compiled graph and "
        "later calls in the other mode silently take the same branch; use mode-aware "
        "operators (F.Dropout, F.BatchNorm follow the mode at run time), or call "
        "hybridize() again after switching mode"
    )
    severity = "info"
    fix = None
    # MXNet-2 style HybridBlock.forward is traced once too (deferred compute).
    styles = ("hybrid_forward", "helper", "forward")
    rationale = """
    ## What it does
    Points out `autograd.is_training()` / `is_recording()` in hybrid code.

    Any import form counts: `autograd.is_training()`, `mx.autograd.is_recording()`,
    `from mxnet.autograd import is_training`.

    ## Why is this bad?
    MXNet builds the cached graph from the first call after `hybridize()` and
    reuses it (`HybridBlock._get_graph` runs `hybrid_forward` only while
    `_cached_graph` is empty).  A python `if autograd.is_training():` is decided
    during that one trace: a network first called inside `autograd.record()`
    keeps its training branch for inference, and vice versa.  Operators such as
    `F.Dropout` and `F.BatchNorm` read the mode at run time and are not affected.
    GluonCV's detection models rely on this and re-hybridize between training
    and evaluation; the rule is informational so such code can say so with
    `# noqa: HYB012`.

    ## Example
    ```python
    def hybrid_forward(self, F, x):
        if autograd.is_training():
            return self.train_head(x)
        return self.infer_head(x)
    ```

    ## Use instead
    ```python
    def hybrid_forward(self, F, x):
        # decided when the block is built, and documented as such
        if self._training_graph:
            return self.train_head(x)
        return self.infer_head(x)
    ```

    ## Fix safety
    No automatic fix: the right replacement depends on how the model is used.
    """

    VALID = [
        # context managers change the mode; they do not branch on it
        _hf("with autograd.pause():\n    y = F.stop_gradient(x)\nreturn y"),
        _hf("with autograd.predict_mode():\n    return self.decoder(x)"),
        # run-time mode-aware operators
        _hf("return F.Dropout(x, p=0.5)"),
        # a plain Block runs its python every call
        "from mxnet import autograd\nfrom mxnet.gluon import Block\n\n\nclass Net(Block):\n"
        "    def forward(self, x):\n        if autograd.is_training():\n"
        "            x = x * 2\n        return x\n",
        # outside hybrid code (training loop)
        "from mxnet import autograd\n\n\ndef step(net, x):\n"
        "    with autograd.record():\n        assert autograd.is_recording()\n"
        "        return net(x)\n",
        # eager-only branch
        _hf("if F is nd and autograd.is_training():\n    x = x * 2\nreturn x"),
        # a method of the block that happens to share the name
        _hf("if self.is_training():\n    x = x * 2\nreturn x"),
        # a flag fixed at construction time
        _hf("if self._training_graph:\n    return F.relu(x)\nreturn x"),
    ]
    INVALID = [
        Invalid(_hf("if autograd.is_training():\n    return F.relu(x)\nreturn x"),
                line=7, col=12, message="frozen"),
        # GluonCV FasterRCNN
        Invalid(_hf("n = self._train_n if autograd.is_training() else self._test_n\n"
                    "return F.slice_axis(x, axis=0, begin=0, end=n)"), line=7, col=30),
        Invalid(_hf("if not mx.autograd.is_recording():\n    x = F.stop_gradient(x)\nreturn x",
                    "import mxnet as mx\nfrom mxnet.gluon import HybridBlock\n\n\n"
                    "class Net(HybridBlock):\n"), line=7, col=16),
        Invalid(_hf("if is_training():\n    return F.relu(x)\nreturn x",
                    "from mxnet.autograd import is_training\nfrom mxnet.gluon import "
                    "HybridBlock\n\n\nclass Net(HybridBlock):\n"), line=7, col=12),
        # MXNet-2 style forward of a HybridBlock
        Invalid("from mxnet import autograd, npx\nfrom mxnet.gluon import HybridBlock\n\n\n"
                "class Net(HybridBlock):\n    def forward(self, x):\n"
                "        if autograd.is_training():\n            x = npx.dropout(x, p=0.5)\n"
                "        return x\n", line=7, col=12),
        # GluonCV DropBlock
        Invalid(_hf("if not autograd.is_training() or self.drop_prob <= 0:\n    return x\n"
                    "return F.Dropout(x, p=self.drop_prob)"), line=7, col=16),
    ]

    def visit_Call(self, node: cst.Call) -> None:
        func = node.func
        if isinstance(func, cst.Attribute):
            query = func.attr.value
        elif isinstance(func, cst.Name):
            query = func.value
        else:
            return
        if query not in _MODE_QUERIES:
            return
        resolved = self.ctx.resolve(func) or ""
        if not is_autograd(resolved, func):
            return
        self.report(node, call=" ".join(self.ctx.code_for(node).split()))


def is_autograd(resolved: str, func: cst.BaseExpression) -> bool:
    """Whether ``func`` (resolved to ``resolved``) names a member of ``mxnet.autograd``."""
    module = resolved.rpartition(".")[0]
    if module.endswith("autograd") and ("mxnet" in module.split(".") or module == "autograd"):
        return True
    # `from .. import autograd` inside a package: the alias is still called autograd
    return (isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name)
            and func.value.value == "autograd")
