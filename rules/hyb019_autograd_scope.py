"""HYB019: ``with autograd.pause():`` (``predict_mode``, ``train_mode``, ``record``) in hybrid code
acts only eagerly: the compiled graph ignores it."""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.walk import iter_descendants
from hybridlint.fixers._util import calls_in, name_nodes
from hybridlint.rule import FixerRef, Invalid, Rule, hybrid_forward_example

from .hyb012_frozen_mode_branch import is_autograd

PauseToStopGradient = FixerRef("hybridlint.fixers.pause_to_stop_gradient:PauseToStopGradient")

_HEAD = """\
from mxnet import autograd
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
"""


def _hf(body: str, head: str = _HEAD, signature: str = "self, F, x") -> str:
    return hybrid_forward_example(body, head, signature)


# what each scope changes eagerly, for the message
_EFFECT = {
    "pause": "stops recording (the values computed inside pass no gradient) and runs Dropout/"
             "BatchNorm in inference mode",
    "predict_mode": "runs Dropout/BatchNorm in inference mode",
    "train_mode": "runs Dropout/BatchNorm in training mode",
    "record": "records the values computed inside for a backward pass",
}
_STOPPERS = frozenset({"stop_gradient", "BlockGrad"})


class AutogradScope(Rule):
    code = "HYB019"
    name = "autograd-scope-in-hybrid-code"
    message = (
        "`{scope}` {effect} only eagerly: hybridize() traces the block into a graph that ignores "
        "the `with` (it follows the caller's recording and mode), so the hybridized block "
        "{differs}; {advice}{note}"
    )
    severity = "warning"
    fix = "safe"
    rationale = """
    ## What it does
    Finds `with autograd.pause():` (also `predict_mode()`, `train_mode()` and `record()`) in
    hybrid code whose body computes with tensors, where the `with` changes what the block
    computes: `pause()` and `record()` around any tensor computation, `predict_mode()` and
    `train_mode()` around an operator that follows the training mode (`F.Dropout`,
    `F.BatchNorm`...). Any import form counts (`autograd.pause()`, `mx.autograd.pause()`,
    `from mxnet.autograd import pause`).

    ## Why is this bad?
    The `with` sets autograd's flags while python runs. Eagerly that is every call; hybridized,
    python runs once to trace Symbols, and the compiled graph runs later under the caller's
    flags. Measured in MXNet 1.9.1 (and the same in the bundled runtime), with the block called
    inside `autograd.record()`: `with autograd.pause(): y = F.sigmoid(x) * 3` then `return y * x`
    gives x's gradient `y` eagerly and `y + x * y'` hybridized; a BatchNorm child called inside
    `pause()` normalises with its running statistics eagerly and with the batch's hybridized
    (other outputs); `with autograd.predict_mode(): F.Dropout(x, p=0.5)` is the identity eagerly
    and drops values hybridized. `record()` inside a block called outside `record()` makes
    `backward()` work eagerly and fail hybridized. No error is raised anywhere.

    A body that only stops the gradient already (`y = F.stop_gradient(x)`, or each name it
    assigns last to a `F.stop_gradient(...)`, as GluonCV's FasterRCNN does), a `predict_mode()`
    around operators that ignore the mode, and code under an eager-only guard are not reported;
    nor is a child block's call inside `predict_mode()`: whether it holds Dropout or BatchNorm
    is not known here. Numpy-mode code is not checked (not measured).

    ## Example
    ```python
    def hybrid_forward(self, F, x):
        with autograd.pause():
            scale = F.sigmoid(F.mean(x, axis=1, keepdims=True))
        return F.broadcast_mul(x, scale)
    ```

    ## Use instead
    ```python
    def hybrid_forward(self, F, x):
        scale = F.stop_gradient(F.sigmoid(F.mean(x, axis=1, keepdims=True)))
        return F.broadcast_mul(x, scale)
    ```
    For a mode, pass it to the operator (`F.Dropout(x, p=0.5, mode='always')`) or decide it
    when the block is built.

    ## Fix safety
    `pause()` around assignments of tensors that F operators compute becomes those assignments
    with each value in `F.stop_gradient(...)`: safe, the same values and the eager gradients in
    both modes (a Parameter read only inside gets a zero gradient instead of none). Not
    offered for a child block, a helper or a mode-following operator inside (`pause()` also sets
    inference mode eagerly, which the compiled graph cannot follow), nor for the other scopes.
    """

    VALID = [
        # the body stops the gradient itself, or every name it leaves is stopped at its end
        _hf("with autograd.pause():\n    y = F.stop_gradient(x)\nreturn y"),
        _hf("with autograd.pause():\n    r = F.concat(x, x * 2, dim=-1)\n    r = F.stop_gradient(r)\nreturn r + x"),
        _hf("with autograd.pause():\n    i = F.arange(0, 3)\n    i = F.repeat(i, 2)\n    r = F.stop_gradient(F.concat(i, x, dim=0))\nreturn r"),
        _hf("with autograd.pause():\n    y = F.BlockGrad(F.relu(x))\n    z = F.stop_gradient(y * 2)\nreturn z + x"),
        # predict_mode around operators that ignore the mode (GluonNLP's AWD decoder is a child
        # block: not known to hold Dropout)
        _hf("with autograd.predict_mode():\n    y = F.relu(x) * 2\nreturn y"),
        _hf("with autograd.predict_mode():\n    out = self.decoder(x)\nreturn out"),
        # outside hybrid code
        "from mxnet import autograd\n\n\ndef step(net, x):\n    with autograd.record():\n"
        "        return net(x)\n",
        # a plain Block runs its python every call
        "from mxnet import autograd\nfrom mxnet.gluon import Block\n\n\nclass Net(Block):\n"
        "    def forward(self, x):\n        with autograd.pause():\n            y = x * 2\n        return y\n",
        # an eager-only branch
        _hf("if F is nd:\n    with autograd.pause():\n        x = x * 2\nreturn x",
            "from mxnet import autograd, nd\nfrom mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"),
        # another module's pause
        _hf("with self.timer.pause():\n    y = F.relu(x)\nreturn y"),
        # nothing computed inside
        _hf("with autograd.pause():\n    n = 3\nreturn x * n"),
    ]
    INVALID = [
        Invalid(_hf("with autograd.pause():\n    w = F.sigmoid(x) * 3\nreturn w * x"), line=7, col=14,
                message="pass no gradient",
                fixed=_hf("w = F.stop_gradient(F.sigmoid(x) * 3)\nreturn w * x")),
        Invalid(_hf("with mx.autograd.pause(train_mode=False):\n    f = self.body(x)\nreturn f",
                    "import mxnet as mx\nfrom mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"),
                line=7, col=14, message="calls `self.body`"),
        Invalid(_hf("with pause():\n    y = F.relu(x)\nreturn y + x",
                    "from mxnet.autograd import pause\nfrom mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"),
                line=7, col=14),
        Invalid(_hf("with autograd.predict_mode():\n    y = F.Dropout(x, p=0.5)\nreturn y + x"), line=7, col=14,
                message="inference mode"),
        Invalid(_hf("with autograd.train_mode():\n    y = F.BatchNorm(x, g, b, m, v)\nreturn y",
                    signature="self, F, x, g, b, m, v"), line=7, col=14, message="training mode"),
        Invalid(_hf("with autograd.record():\n    y = F.sigmoid(x)\nreturn y"), line=7, col=14,
                message="records"),
        # a name left unstopped beside a stopped one
        Invalid(_hf("with autograd.pause():\n    a = F.relu(x)\n    b = F.stop_gradient(a * 2)\nreturn a + b"),
                line=7, col=14),
    ]

    def visit_With(self, node: cst.With) -> None:
        if self.ctx.numpy_mode:
            return
        for item in node.items:
            call = item.item
            if not isinstance(call, cst.Call):
                continue
            func = call.func
            scope = func.attr.value if isinstance(func, cst.Attribute) else getattr(func, "value", None)
            if scope not in _EFFECT or not is_autograd(self.ctx.resolve(func) or "", func):
                continue
            differs = self._differs(scope, node)
            if differs is None:
                continue
            fix, note = (PauseToStopGradient.offer_noted(self.ctx, node) if scope == "pause"
                         else (None, ""))
            self.report(call, scope=" ".join(self.ctx.code_for(call).split()), effect=_EFFECT[scope],
                        differs=differs, advice=_ADVICE[scope], note=note, fix=fix)

    def _differs(self, scope: str, node: cst.With) -> str | None:
        """How the hybridized block differs, or None when the body computes nothing the `with`
        changes."""
        calls = list(calls_in(node.body))
        paths = [self.ctx.f_path(c.func) for c in calls]
        if scope in ("predict_mode", "train_mode"):
            moded = [p for p in paths if p is not None and ".".join(p) in self.ctx.catalogue.training_mode_ops]
            return (f"runs `{'.'.join(moded[0])}` in the caller's mode instead" if moded else None)
        computed = [v for v in _values(node.body) if not self._stops(v)]
        last = _last_assigned(node.body)
        if last and all(self._stops(v) for k, v in last.items() if k in self._read_outside(node)):
            # every name read after the block is stopped already (GluonCV's FasterRCNN ends
            # its paused block with `rpn_roi = F.stop_gradient(rpn_roi)`): the other values
            # only feed those, and the block holds nothing else
            return None
        if not any(next(calls_in(v), None) is not None
                   or (isinstance(v, cst.BaseExpression) and self.ctx.is_tensor(v, loose=True))
                   for v in computed):
            return None
        if scope == "record":
            return "records nothing there (backward() fails outside the caller's record())"
        return "passes gradients through those values (and runs Dropout/BatchNorm in the caller's mode)"

    def _read_outside(self, node: cst.With) -> set[str]:
        """The names the scope's function reads outside the `with` (the values that leave it)."""
        inside = {id(n) for n in iter_descendants(node)}
        func = self.ctx.scope.func if self.ctx.scope is not None else None
        if func is None:
            return set(_last_assigned(node.body) or ())
        return {n.value for n in name_nodes(func.body) if id(n) not in inside}

    def _stops(self, value: cst.BaseExpression) -> bool:
        path = self.ctx.f_path(value.func) if isinstance(value, cst.Call) else None
        return path is not None and path[-1] in _STOPPERS


_ADVICE = {
    "pause": "wrap the values in F.stop_gradient() instead",
    "record": "let the caller record",
    "predict_mode": "give the operator its mode (`F.Dropout(..., mode='always')`) or decide it when the block is built",
    "train_mode": "give the operator its mode (`F.Dropout(..., mode='always')`) or decide it when the block is built",
}


def _last_assigned(body: cst.BaseSuite) -> dict[str, cst.BaseExpression] | None:
    """Name -> the value of its last assignment in ``body``, when the block holds only
    assignments to single names (None otherwise)."""
    out: dict[str, cst.BaseExpression] = {}
    statements = body.body if isinstance(body, cst.IndentedBlock) else [body]
    for s in statements:
        if not isinstance(s, (cst.SimpleStatementLine, cst.SimpleStatementSuite)):
            return None
        for part in s.body:
            if not (isinstance(part, cst.Assign) and len(part.targets) == 1
                    and isinstance(part.targets[0].target, cst.Name)):
                return None
            out[part.targets[0].target.value] = part.value
    return out


def _values(body: cst.BaseSuite) -> list[cst.BaseExpression]:
    """The expressions the simple statements of ``body`` evaluate (a compound statement inside
    counts as a computation: its whole node)."""
    out = []
    statements = body.body if isinstance(body, cst.IndentedBlock) else [body]
    for s in statements:
        parts = s.body if isinstance(s, (cst.SimpleStatementLine, cst.SimpleStatementSuite)) else None
        if parts is None:
            out.append(s)
            continue
        for part in parts:
            value = getattr(part, "value", None)
            if value is not None:
                out.append(value)
    return out
