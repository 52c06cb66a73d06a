"""HYB020: ``F.BatchNorm(x, g, b, F.zeros(...), F.ones(...))`` -- a computed array where the
operator updates its input in place; a Symbol graph can update only a Variable."""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.catalogue import FLUENT_METHODS, load_catalogue
from hybridlint.rule import Invalid, Rule, hybrid_forward_example

_HEAD = """\
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
"""
_SIG = "self, F, x, gamma, beta, running_mean, running_var"


def _hf(body: str, signature: str = _SIG) -> str:
    return hybrid_forward_example(body, _HEAD, signature)


# F's constructors of Variables (a graph input, not a computed node)
_VARIABLES = frozenset({"var", "Variable"})


class ComputedAuxiliaryState(Rule):
    code = "HYB020"
    name = "computed-auxiliary-state"
    message = (
        "`{arg}` is a computed array passed to `{op}` as `{input}`, an input the operator updates "
        "in place (an auxiliary state): a Symbol graph can update only a Variable, so after "
        "hybridize() building the graph fails ('Mutation target can only be Variable'); pass a "
        "Parameter of the block (`grad_req='null'`, received as an argument of hybrid_forward) "
        "or an input{note}"
    )
    severity = "error"
    fix = None
    rationale = """
    ## What it does
    Finds a computed array -- an operator's result (`F.zeros(...)`, `F.ones_like(x)`,
    `F.stop_gradient(m)`), a tensor's method (`m.reshape(-1)`), arithmetic on tensors
    (`running_var + 0`), or a local bound only to such values -- passed in hybrid code as an
    input that the operator updates in place: `F.BatchNorm`'s `moving_mean` and `moving_var`
    (4th and 5th argument, or by keyword), and the same of `F.contrib.SyncBatchNorm` and
    `F.contrib.BatchNormWithReLU`. Which inputs an operator updates is read from the op
    table (`catalogue.json`'s `mutated_inputs`, MXNet's `FMutateInputs`).

    ## Why is this bad?
    BatchNorm writes its moving statistics back into the arrays it is given. Eagerly that
    is a write into a temporary NDArray, which nobody reads. In a Symbol graph those inputs
    are auxiliary states, and only a Variable (a Parameter or an input of the block) can be
    one: MXNet 1.9.1 fails when the graph is built, "Check failed: e.node->is_variable():
    Mutation target can only be Variable". Measured on a block with BatchNorm's four
    Parameters as hybrid_forward arguments: `F.zeros_like(running_mean)`,
    `running_mean * 1`, `F.stop_gradient(running_mean)`, `running_mean.reshape((-1,))`,
    `x.mean(axis=(0, 2))`, a local `m = F.zeros_like(running_mean)`, `running_var + 0` and
    the same with `use_global_stats=True` or under `autograd.train_mode()` all fail that
    way hybridized, as does `F.contrib.SyncBatchNorm`; the Parameters themselves, a local
    bound to one (`m = running_mean`) and computed `gamma`/`beta` (ordinary inputs)
    hybridize with outputs equal to eager. GluonCV's `GroupNorm` computes group norm as
    BatchNorm over `(1, batch * groups, -1)` with `F.ones(batch * ngroups, ctx=x.context)`
    as all four arrays: once its `.shape` and `.context` reads are rewritten, it fails
    here.

    Not reported: an argument not proven computed (a hybrid_forward argument, a name bound
    to one, a child block's output, a helper function's parameter), code under an
    eager-only guard, numpy-mode code.

    ## Example
    ```python
    def hybrid_forward(self, F, x):
        # group norm as BatchNorm over (1, batch * groups, -1), GluonCV's GroupNorm
        y = x.expand_dims(0).reshape((0, 0, self.ngroups, -1)).reshape((1, -3, -1))
        s = F.sum(y, axis=(0, 2))
        with autograd.train_mode():
            y = F.BatchNorm(y, F.ones_like(s), F.zeros_like(s), F.zeros_like(s), F.ones_like(s),
                            fix_gamma=False)
        return y.reshape_like(x)
    ```

    ## Use instead
    ```python
    def hybrid_forward(self, F, x):
        # the same normalization without moving statistics (a throwaway here)
        y = x.reshape((0, self.ngroups, -1))
        mean = F.mean(y, axis=2, keepdims=True)
        var = F.mean(F.square(F.broadcast_sub(y, mean)), axis=2, keepdims=True)
        y = F.broadcast_div(F.broadcast_sub(y, mean), F.sqrt(var + 1e-3))
        return y.reshape_like(x)
    ```
    Where the statistics are meant to be kept, make them Parameters (`grad_req='null'`)
    received as arguments of hybrid_forward, as `nn.BatchNorm` does.

    ## Fix safety
    No automatic fix. A Parameter cannot replace the computed array in general: GroupNorm's
    statistics are sized by the batch, which no Parameter's shape can follow, and one that
    is not a throwaway would need its initial values and the block's state moved into
    `__init__`. Rewriting the BatchNorm as its normalization arithmetic depends on its
    attributes (`fix_gamma`, `eps`, `axis`, `use_global_stats`, often passed as `**kwargs`
    the file does not state) and on the autograd mode at run time.
    """

    VALID = [
        # the block's Parameters, positional and by keyword (MXNet 1.9.1: hybridizes, equal)
        _hf("return F.BatchNorm(x, gamma, beta, running_mean, running_var)"),
        _hf("return F.BatchNorm(x, gamma, beta, moving_mean=running_mean, moving_var=running_var)"),
        # a local bound to a Parameter is still the Variable
        _hf("m = running_mean\nreturn F.BatchNorm(x, gamma, beta, m, running_var)"),
        # computed gamma/beta: ordinary inputs, not updated (hybridizes, equal)
        _hf("return F.BatchNorm(x, F.ones_like(gamma), F.zeros_like(beta), running_mean, running_var)"),
        _hf("return F.contrib.SyncBatchNorm(x, gamma, beta, running_mean, running_var, ndev=1, key='k')"),
        # a child block's output may be its input itself: not proven computed
        _hf("m = self.stats(running_mean)\nreturn F.BatchNorm(x, gamma, beta, m, running_var)"),
        # under an eager-only guard the arrays are NDArrays and the write goes to a temporary
        _hf("if F is nd:\n    return F.BatchNorm(x, gamma, beta, F.zeros_like(running_mean), running_var)\n"
            "return F.BatchNorm(x, gamma, beta, running_mean, running_var)").replace(
            "from mxnet.gluon", "from mxnet import nd\nfrom mxnet.gluon"),
        # a helper's parameter: what its caller passes is not known here
        "from mxnet.gluon import HybridBlock\n\n\ndef bn(F, x, g, b, m, v):\n"
        "    return F.BatchNorm(x, g, b, m, v)\n\n\nclass Net(HybridBlock):\n"
        "    def hybrid_forward(self, F, x, gamma, beta, running_mean, running_var):\n"
        "        return bn(F, x, gamma, beta, running_mean, running_var)\n",
        # an operator that updates nothing
        _hf("return F.LayerNorm(x, F.ones_like(gamma), F.zeros_like(beta), axis=1)"),
        # a plain Block: forward sees NDArrays only
        "from mxnet import nd\nfrom mxnet.gluon import Block\n\n\nclass Net(Block):\n"
        "    def forward(self, x):\n"
        "        return nd.BatchNorm(x, nd.ones(4), nd.zeros(4), nd.zeros(4), nd.ones(4))\n",
    ]
    INVALID = [
        # an operator's result (MXNet 1.9.1: "Mutation target can only be Variable")
        Invalid(_hf("return F.BatchNorm(x, gamma, beta, F.zeros_like(running_mean), running_var)"),
                line=6, col=44, message="passed to `F.BatchNorm` as `moving_mean`"),
        # by keyword, arithmetic on the Parameter
        Invalid(_hf("return F.BatchNorm(x, gamma, beta, moving_mean=running_mean, moving_var=running_var + 0)"),
                line=6, col=81, message="as `moving_var`"),
        # a tensor's method
        Invalid(_hf("return F.BatchNorm(x, gamma, beta, running_mean.reshape((-1,)), running_var)"),
                line=6, col=44, message="Mutation target can only be Variable"),
        # a local bound only to an operator's result
        Invalid(_hf("m = F.stop_gradient(running_mean)\nreturn F.BatchNorm(x, gamma, beta, m, running_var)"),
                line=7, col=44, message="`m`"),
        # statistics of the input, SyncBatchNorm
        Invalid(_hf("return F.contrib.SyncBatchNorm(x, gamma, beta, x.mean(axis=(0, 2)), running_var, key='k')"),
                line=6, col=56, message="`F.contrib.SyncBatchNorm`"),
        # GluonCV's GroupNorm's form (its four arrays computed; here the updated moving_var is
        # a Parameter, so one finding)
        Invalid(_hf("with autograd.train_mode():\n"
                    "    y = F.BatchNorm(x, F.ones_like(gamma), F.zeros_like(beta),\n"
                    "                    F.zeros_like(gamma), running_var)\n"
                    "return y.reshape_like(x)").replace(
            "from mxnet.gluon", "from mxnet import autograd\nfrom mxnet.gluon"),
                line=9, col=29, message="`F.zeros_like(gamma)`"),
    ]

    def visit_Call(self, node: cst.Call) -> None:
        if self.ctx.numpy_mode:
            return      # mx.np's operators are another family; not measured here
        path = self.ctx.op_path(node)
        if not path:
            return
        entry = load_catalogue().mutated_inputs.get(".".join(path))
        if entry is None:
            return
        inputs, updated = entry
        positional: list[cst.BaseExpression] = []
        for a in node.args:
            if a.star:
                break       # the positions after a *args are not known
            if a.keyword is None:
                positional.append(a.value)
        for name in updated:
            arg = next((a.value for a in node.args if a.keyword is not None and a.keyword.value == name), None)
            if arg is None:
                i = inputs.index(name)
                arg = positional[i] if i < len(positional) else None
            if arg is None or not self._computed(arg):
                continue
            call = self.ctx.code_for(node.func)
            self.report(arg, arg=self.ctx.code_for(arg), op=call, input=name, note="", fix=None)

    def _computed(self, node: cst.BaseExpression, depth: int = 0) -> bool:
        """``node`` is certainly a new node of the graph, never a Variable: an operator's result,
        a tensor's method, tensor arithmetic, or a local bound only to such values."""
        ctx = self.ctx
        t = type(node)
        if t is cst.Call:
            path = ctx.op_path(node)
            if path:
                return path[-1] not in _VARIABLES
            func = node.func
            return (type(func) is cst.Attribute and func.attr.value in FLUENT_METHODS
                    and ctx.is_tensor(func.value))
        if t is cst.BinaryOperation:
            return ctx.is_tensor(node)
        if t is cst.UnaryOperation:
            return isinstance(node.operator, cst.Minus) and ctx.is_tensor(node)
        if t is cst.Name and depth < 4:
            scope = ctx.scope
            if scope is None or node.value in scope.params or scope.kinds is None:
                return False
            bound = scope.kinds._bindings_of(node.value)
            return bool(bound) and all(how == "assign" and isinstance(value, cst.BaseExpression)
                                       and self._computed(value, depth + 1) for how, value in bound)
        return False
