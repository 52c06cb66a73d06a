"""HYB021: ``F.Custom(...)`` called for its side effect -- its result discarded, so the graph drops it."""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.walk import iter_descendants
from hybridlint.rule import Invalid, Rule, hybrid_forward_example

_HEAD = """\
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
"""
_SIG = "self, F, x, weight, state_u"


def _hf(body: str, signature: str = _SIG) -> str:
    return hybrid_forward_example(body, _HEAD, signature)


class DiscardedCustomOperator(Rule):
    code = "HYB021"
    name = "discarded-custom-operator"
    message = (
        "`{call}` is run only for its side effect ({how}): eagerly the custom operator runs on "
        "every call and may update its inputs in place, but hybridize() builds the graph from "
        "what the outputs depend on, so the operator is dropped and the block computes something "
        "else from the first call on, without an error; make an output of the block depend on "
        "the operator's result (it then runs in the graph), or update the state outside the "
        "hybridized block"
    )
    severity = "error"
    fix = None
    rationale = """
    ## What it does
    Finds a custom operator (`F.Custom(..., op_type=...)`) in hybrid code whose result nobody
    uses: the call is a statement of its own, or its result is bound to a local name that the
    function never mentions again (`_ = F.Custom(...)`) or rebinds on every path before any read
    (`y = F.Custom(...)` then `y = F.relu(x)`; known from the reaching bindings of each read, so
    a read the analysis does not follow, in a lambda or a nested function, keeps it unreported).

    ## Why is this bad?
    A custom operator is python code that MXNet runs as an operator, and such a call whose result
    is thrown away is there for what the operator does besides returning a value, typically
    writing into one of its inputs (the power-iteration vectors of a spectral norm). Eagerly
    `F` is `mx.nd` and the operator runs on every call. Hybridized, `F.Custom` only adds a node to
    a Symbol graph, and the cached graph holds only the nodes the block's outputs depend on: the
    node is dropped, never runs, and the state it should update keeps its first value.
    Measured in MXNet 1.9.1: a custom operator that adds 1 to its second input, called as a
    statement (also bound to a name never read, in an F-helper, or in a class built by `type()`)
    before `return x * 1 + state`, leaves the state at 2 after two eager calls and at 0 after two
    hybridized ones; the second call returns [1, 2, 3] hybridized, [2, 3, 4] or [3, 4, 5] eagerly
    (the operator writes an input MXNet's engine takes as read only, so the read races it). A
    spectral-norm Dense of held-out round 58 whose `hybrid_forward` starts with
    `F.Custom(weight, state_u, state_v, op_type='SpectralNormWeight')` keeps `state_u` unchanged
    hybridized and its outputs differ from eager ones.

    Numpy-mode code is not reported: MXNet 1.9.1's `F.Custom` accepts only legacy arrays and
    `npx` has no `custom`, so such a call fails eagerly as well.

    Other operators whose result is discarded are not reported: a pure operator's discarded
    result is dead code both ways; an operator given `out=` is HYB015's. A discarded random draw
    (`F.random.normal(shape=...)` as a statement) advances the eager random stream and not the
    graph's, so under one seed the later draws differ from eager ones (MXNet 1.9.1: the
    hybridized block draws what the eager block draws without the discarded call); the values
    differ but not their distribution, so it is not reported. `F.BatchNorm(...)` called for its
    running statistics alone updates nothing in either mode (MXNet 1.9.1, under
    `autograd.record()`), so it is not reported either.

    ## Example
    ```python
    def hybrid_forward(self, F, x, weight, state_u, state_v):
        F.Custom(weight, state_u, state_v, op_type='SpectralNormWeight')   # updates the states
        sigma = F.dot(state_u, F.dot(weight, state_v))
        return F.FullyConnected(x, weight / sigma, num_hidden=self._units, no_bias=True)
    ```

    ## Use instead
    Let the operator return what the block computes with, so that the outputs depend on it, for
    instance the normalized weight:
    ```python
    def hybrid_forward(self, F, x, weight, state_u, state_v):
        weight_sn = F.Custom(weight, state_u, state_v, op_type='SpectralNormWeight')
        return F.FullyConnected(x, weight_sn, num_hidden=self._units, no_bias=True)
    ```

    ## Fix safety
    No automatic fix: using the operator's result changes what is computed unless the operator
    returns exactly what the following code needs, which only its author knows.
    """

    VALID = [
        # the result is used: the graph keeps the node (MXNet 1.9.1: eager == hybridized)
        _hf("x = F.Custom(x, state_u, op_type='bump')\nreturn x * 1 + state_u"),
        _hf("return F.Custom(x, weight, state_u, op_type='sn')"),
        # bound to a name read later
        _hf("w = F.Custom(weight, state_u, op_type='sn')\nreturn F.dot(x, w)"),
        # rebound from its own value, or on one path only: the graph keeps the node (MXNet 1.9.1:
        # eager == hybridized for both with the branch not taken)
        _hf("y = F.Custom(x, state_u, op_type='bump')\ny = F.relu(y)\nreturn y * 1 + state_u"),
        _hf("y = F.Custom(x, state_u, op_type='bump')\nif self._relu:\n    y = F.relu(x)\nreturn y + state_u"),
        # read by a nested function, whose calls the flow does not follow: not reported
        _hf("y = F.Custom(x, state_u, op_type='bump')\nread = lambda: y\nout = read()\ny = x\n"
            "return out + y"),
        # numpy mode: MXNet 1.9.1's `F.Custom` takes only legacy arrays and `npx` has no `custom`,
        # so the call fails eagerly too (TypeError, AttributeError): nothing hybrid-only to report
        "from mxnet import npx\nfrom mxnet.gluon import HybridBlock\nnpx.set_np()\n\n\n"
        "class Net(HybridBlock):\n    def hybrid_forward(self, F, x, state):\n"
        "        F.Custom(x, state, op_type='bump')\n        return x + state\n",
        # eager-only branch: there F is mx.nd and the operator runs
        _hf("if F is nd:\n    F.Custom(weight, state_u, op_type='sn')\nreturn F.dot(x, weight)").replace(
            "from mxnet.gluon", "from mxnet import nd\nfrom mxnet.gluon"),
        # a discarded random draw shifts the eager random stream only; the values differ, their
        # distribution does not (MXNet 1.9.1: hybridized == eager without the discarded draw)
        _hf("F.random.normal(shape=(3,))\nreturn x + F.random.uniform(shape=(3,))"),
        # a pure operator's discarded result is dead code both ways
        _hf("F.relu(x)\nreturn x"),
        _hf("unused = F.sigmoid(x)\nreturn x"),
        # BatchNorm for its running statistics alone: updated in neither mode (MXNet 1.9.1)
        _hf("F.BatchNorm(x, weight, weight, state_u, state_u)\nreturn x * 2"),
        # a method of the block named Custom, not the operator
        _hf("self.Custom(x)\nreturn x"),
        # a namespace never handed to type(): not a class, nothing is traced
        "def _hooks():\n    def hybrid_forward(self, F, x, u):\n        F.Custom(x, u, op_type='bump')\n"
        "        return x\n    return {'hybrid_forward': hybrid_forward}\n",
        # a plain Block's forward runs eagerly every call
        "import mxnet as mx\nfrom mxnet.gluon import Block\n\n\nclass Net(Block):\n"
        "    def forward(self, x):\n        mx.nd.Custom(x, op_type='bump')\n        return x\n",
    ]
    INVALID = [
        # held-out round 58's spectral norm (f02): the states are updated only eagerly
        Invalid(_hf("F.Custom(weight, state_u, op_type='SpectralNormWeight')\n"
                    "sigma = F.sum(state_u * state_u)\nreturn F.dot(x, weight) / sigma"),
                line=6, col=9, message="a statement"),
        # a long call is shown by its op_type
        Invalid(_hf("F.Custom(weight, state_u, F.ones_like(state_u), F.zeros_like(state_u), op_type='power_iteration')\n"
                    "return F.dot(x, weight)"),
                line=6, col=9, message="`F.Custom(..., op_type='power_iteration')`"),
        # bound to a name the function never reads
        Invalid(_hf("_ = F.Custom(x, state_u, op_type='bump')\nreturn x * 1 + state_u"),
                line=6, col=13, message="`_` is never read"),
        Invalid(_hf("a, b = F.Custom(x, state_u, op_type='two')\nreturn x + state_u"),
                line=6, col=16, message="never read"),
        # bound, then rebound before any read: every read sees the second value (MXNet 1.9.1:
        # state 2 eagerly, 0 hybridized after two calls)
        Invalid(_hf("y = F.Custom(x, state_u, op_type='bump')\ny = F.relu(x)\nreturn y * 1 + state_u"),
                line=6, col=13, message="`y` is rebound before any read"),
        Invalid(_hf("y = F.Custom(x, state_u, op_type='bump')\nif self._relu:\n    y = F.relu(x)\n"
                    "else:\n    y = F.sigmoid(x)\nreturn y + state_u"),
                line=6, col=13, message="rebound before any read"),
        # inside a branch taken in both modes
        Invalid(_hf("if self._update:\n    F.Custom(weight, state_u, op_type='sn')\nreturn F.dot(x, weight)"),
                line=7, col=13),
        # held-out round 58's class itself: built by type() around a layer class, its
        # hybrid_forward a function in the namespace (traced like a class body's method)
        Invalid("from mxnet.gluon import nn\n\n\n"
                "def _register(name, cls):\n"
                "    def hybrid_forward(self, F, x, weight, bias=None, state_u=None):\n"
                "        F.Custom(weight, state_u, op_type='power')\n"
                "        return F.FullyConnected(x, weight, bias, num_hidden=3)\n\n"
                "    inst_dict = dict(hybrid_forward=hybrid_forward)\n"
                "    globals()[name] = type(name, (cls,), inst_dict)\n\n\n"
                "_register('SNDense', nn.Dense)\n",
                line=6, col=9, message="a statement"),
        # an F-helper called from hybrid code
        Invalid("from mxnet.gluon import HybridBlock\n\n\n"
                "def _power_iteration(F, w, u):\n    F.Custom(w, u, op_type='power')\n    return w\n\n\n"
                "class Net(HybridBlock):\n    def hybrid_forward(self, F, x, w, u):\n"
                "        return F.dot(x, _power_iteration(F, w, u))\n",
                line=5, col=5, message="Custom"),
    ]

    def visit_Expr(self, node: cst.Expr) -> None:
        if self._is_custom(node.value):
            self.report(node.value, call=self._call(node.value), how="its result is discarded as a statement")

    def visit_Assign(self, node: cst.Assign) -> None:
        if not self._is_custom(node.value) or len(node.targets) != 1:
            return
        target = node.targets[0].target
        if isinstance(target, cst.Name):
            names = [target.value]
        elif isinstance(target, (cst.Tuple, cst.List)) and all(
                isinstance(e.value, cst.Name) for e in target.elements):
            names = [e.value.value for e in target.elements]
        else:
            return      # an attribute or item target keeps the value somewhere else
        scope = self.ctx.scope
        if scope is None or not names:
            return
        # one mention only (the target itself) anywhere in the function, nested functions included:
        # a read anywhere, even one the flow never reaches, keeps the finding away
        mentions = sum(1 for n in iter_descendants(scope.func)
                       if isinstance(n, cst.Name) and n.value in names)
        shown = ", ".join(f"`{n}`" for n in names)
        if mentions == len(names):
            self.report(node.value, call=self._call(node.value),
                        how=f"{shown} {'is' if len(names) == 1 else 'are'} never read")
            return
        # read somewhere, but only after a rebinding on every path: the reads see another value
        kinds = scope.kinds
        targets = [target] if isinstance(target, cst.Name) else [e.value for e in target.elements]
        if kinds is not None and all(kinds.binding_dead(t, scope.func) for t in targets):
            self.report(node.value, call=self._call(node.value),
                        how=f"{shown} {'is' if len(names) == 1 else 'are'} rebound before any read")

    def _is_custom(self, value: cst.BaseExpression) -> bool:
        return (isinstance(value, cst.Call) and not self.ctx.numpy_mode
                and self.ctx.f_path(value.func) == ("Custom",))

    def _call(self, call: cst.Call) -> str:
        text = " ".join(self.ctx.code_for(call).split())
        if len(text) <= 60:
            return text
        # the op_type names which operator is lost; the inputs can wait for the source line
        op_type = next((a for a in call.args if a.keyword is not None and a.keyword.value == "op_type"), None)
        shown = f", op_type={self.ctx.code_for(op_type.value)}" if op_type is not None else ""
        return f"{self.ctx.code_for(call.func)}(...{shown})"
