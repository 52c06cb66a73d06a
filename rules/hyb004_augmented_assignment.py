"""HYB004: augmented assignment (``x += y``) on a tensor in hybrid code."""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.kinds import Kind
from hybridlint.fixers import Refusal
from hybridlint.fixers._shared import AliasRefusal
from hybridlint.fixers._util import needs_parens
from hybridlint.rule import FixerRef, Invalid, Rule

AugmentedToBinary = FixerRef("hybridlint.fixers.augmented_assignment:AugmentedToBinary")


class AugmentedAssignment(Rule):
    code = "HYB004"
    name = "tensor-augmented-assignment"
    message = ("`{expr}` is an in-place update: after hybridize() `{target}` is a Symbol and MXNet "
               "raises NotImplementedForSymbol for `{op}=`; write `{target} = {target} {op} {value}` "
               "instead")
    severity = "error"
    fix = "safe"
    rationale = """
    ## What it does
    Finds augmented assignments (`x += y`, `x *= mask`, `loss -= reg`) whose target is a tensor in
    hybrid code, including an accumulator that becomes a tensor inside a loop
    (`total = 0` then `total += F.sum(x)` in a `for`).

    ## Why is this bad?
    NDArray implements `+=` in place; Symbol does not: MXNet 1.9.1 raises
    `NotImplementedForSymbol: Function __iadd__ (namely operator "+=") ... is not implemented for
    Symbol and only available in NDArray`. The block works eagerly and fails at the first
    hybridized call. (MXNet's own `PoissonNLLLoss` has this bug.)

    ## Example
    ```python
    class Residual(gluon.HybridBlock):
        def hybrid_forward(self, F, x):
            out = self.body(x)
            out += x
            return out
    ```

    ## Use instead
    ```python
    class Residual(gluon.HybridBlock):
        def hybrid_forward(self, F, x):
            out = self.body(x)
            out = out + x
            return out
    ```

    ## Fix safety
    Safe: `x = x + y` computes the same value on NDArray and Symbol; only the in-place aliasing of
    NDArrays is lost, and hybrid code cannot rely on it.
    """
    VALID = [
        """
        from mxnet.gluon import HybridBlock
        class Residual(HybridBlock):
            def hybrid_forward(self, F, x):
                out = F.relu(x)
                out = out + x
                return out
        """,
        # a helper's argument its callers do not know, given to F.power (which takes a python
        # number too) and never read as an array: a number, updated in python (MXNet 1.9.1:
        # eager and hybridized equal)
        """
        from mxnet import gluon
        def _weigh(F, x, w):
            w2 = F.power(w, 2)
            w *= 0.5
            return x * w2 + w
        class Weighted(gluon.HybridBlock):
            def __init__(self, **kwargs):
                super().__init__(**kwargs)
                self._weights = {"a": 3.0}
            def hybrid_forward(self, F, x):
                return _weigh(F, x, self._weights.get("a"))
        """,
        # python counters
        """
        from mxnet.gluon import HybridBlock
        class Stack(HybridBlock):
            def hybrid_forward(self, F, x):
                n = 0
                for blk in self.blocks:
                    x = blk(x)
                    n += 1
                return x * n
        """,
        # python lists
        """
        from mxnet.gluon import HybridBlock
        class Collect(HybridBlock):
            def hybrid_forward(self, F, x):
                outs = []
                outs += [F.relu(x)]
                return F.concat(*outs, dim=1)
        """,
        # a python tuple accumulator over children that return tuples (round 59's RL network):
        # `+=` concatenates python tuples in both modes (MXNet 1.9.1: eager and hybridized equal,
        # four outputs; the same with `outs = []`)
        """
        from mxnet.gluon import HybridBlock, nn
        class Heads(HybridBlock):
            def __init__(self, **kwargs):
                super().__init__(**kwargs)
                self.a = nn.Dense(3)
                self.b = nn.Dense(2)
            def hybrid_forward(self, F, x):
                return self.a(x), self.b(x)
        class General(HybridBlock):
            def __init__(self, **kwargs):
                super().__init__(**kwargs)
                self.nets = list()
                for _ in range(2):
                    net = Heads()
                    self.register_child(net)
                    self.nets.append(net)
            def hybrid_forward(self, F, x):
                outputs = tuple()
                for net in self.nets:
                    out = net(x)
                    outputs += out
                return outputs
        """,
        # eager-only branch
        """
        from mxnet import gluon, nd
        class Acc(gluon.HybridBlock):
            def hybrid_forward(self, F, x):
                y = F.relu(x)
                if F is nd:
                    y += 1
                return y
        """,
        # attributes of self are python state
        """
        from mxnet.gluon import HybridBlock
        class Count(HybridBlock):
            def hybrid_forward(self, F, x):
                self.calls += 1
                return x
        """,
        # one accumulation outside any loop: int + Symbol becomes a Symbol, no in-place op
        """
        from mxnet.gluon import HybridBlock
        class Reg(HybridBlock):
            def hybrid_forward(self, F, x):
                extra = 0
                extra += F.sum(x)
                return extra
        """,
        # an item of a multi-output operator's list given a new value: no in-place op (MXNet
        # 1.9.1: eager and hybridized equal)
        """
        from mxnet.gluon import HybridBlock
        class Glu(HybridBlock):
            def hybrid_forward(self, F, x):
                halves = list(F.split(x, num_outputs=2, axis=1))
                halves[0] = halves[0] + halves[1]
                return halves[0]
        """,
        # string building
        """
        from mxnet.gluon import HybridBlock
        class Named(HybridBlock):
            def hybrid_forward(self, F, x):
                name = 'out'
                name += '_1'
                return F.identity(x, name=name)
        """,
        # unknown helper results stay silent
        """
        from mxnet.gluon import HybridBlock
        class Block(HybridBlock):
            def hybrid_forward(self, F, x):
                acc = self._init_acc()
                acc += 1
                return x
            def _init_acc(self):
                return 0
        """,
    ]
    INVALID = [
        # an optional input updated in place on the branch where it was given (round 21's
        # link-prediction loss; MXNet 1.9.1: NotImplementedForSymbol hybridized, and the rewrite
        # gives the eager output exactly)
        Invalid("""
            from mxnet.gluon.loss import Loss
            class LinkLoss(Loss):
                def hybrid_forward(self, F, pred, label, weight=None):
                    positive = (label + 1) / 2.0
                    if weight is None:
                        weight = positive + (1 - positive) * 0.5
                    else:
                        weight *= positive + (1 - positive) / 2.
                    return F.sum(weight * F.log(1.0 + F.exp(-pred * label)))
        """, line=9, col=13, message="weight = weight * (positive + (1 - positive) / 2.)"),
        # an output unpacked from a child block's tuple
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Net(HybridBlock):
                def __init__(self, branch):
                    super().__init__()
                    self.branch = branch
                def hybrid_forward(self, F, x, pid):
                    lm, _ = self.branch(x)
                    lm += pid
                    return lm
        """, line=9, col=9, message="+="),
        Invalid(
            """
            from mxnet.gluon import HybridBlock, nn
            class Residual(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.body = nn.Dense(8)
                def hybrid_forward(self, F, x):
                    out = self.body(x)
                    out += x
                    return out
            """, line=9, col=9, message="out = out + x",
            fixed="""
            from mxnet.gluon import HybridBlock, nn
            class Residual(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.body = nn.Dense(8)
                def hybrid_forward(self, F, x):
                    out = self.body(x)
                    out = out + x
                    return out
            """),
        Invalid(
            """
            from mxnet.gluon.loss import Loss
            class Poisson(Loss):
                def hybrid_forward(self, F, pred, target):
                    loss = F.exp(pred) - target * pred
                    loss *= 2
                    return F.mean(loss)
            """, line=6, col=9, message="`*=`"),
        Invalid(
            """
            from mxnet import gluon
            class Shift(gluon.HybridBlock):
                def hybrid_forward(self, F, x):
                    x -= 1
                    return x
            """, line=5, col=9, message="NotImplementedForSymbol"),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Sum(HybridBlock):
                def hybrid_forward(self, F, x):
                    total = 0
                    for i in range(3):
                        total += F.sum(x)
                    return total
            """, line=7, col=13),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Masked(HybridBlock):
                def hybrid_forward(self, F, x, mask=None):
                    if mask is not None:
                        x *= mask
                    return x
            """, line=6, col=13),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            def _scale(F, x, s):
                x /= s
                return x
            class Block(HybridBlock):
                def hybrid_forward(self, F, x):
                    return _scale(F, F.relu(x), 2.0)
            """, line=4, col=5),
        # a tensor held in a python list: python calls the element's __iadd__ (checked in MXNet
        # 1.9.1: eager runs, hybridized raises NotImplementedForSymbol)
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Merge(HybridBlock):
                def hybrid_forward(self, F, x, y):
                    levels = [F.relu(x), F.relu(y)]
                    levels[0] += levels[1]
                    return levels[0]
            """, line=6, col=9, message="in-place update"),
        # the outputs of a multi-output operator, as they come and copied into a list: each is
        # a Symbol once hybridized (MXNet 1.9.1: eager runs, hybridized NotImplementedForSymbol;
        # no rewrite, since `halves[0] = ...` on the grouped Symbol raises TypeError)
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Glu(HybridBlock):
                def hybrid_forward(self, F, x):
                    halves = F.split(x, num_outputs=2, axis=1)
                    halves[0] += halves[1]
                    return halves[0]
            """, line=6, col=9, message="in-place update"),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Glu(HybridBlock):
                def hybrid_forward(self, F, x):
                    halves = list(F.split(x, num_outputs=2, axis=1))
                    halves[0] += halves[1]
                    return halves[0]
            """, line=6, col=9, message="in-place update"),
    ]

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        target = node.target
        if isinstance(target, cst.Subscript):
            self._list_element(node, target)
            return
        if not isinstance(target, cst.Name):
            return      # `self.n += 1` is python state
        tensor_target = self.ctx.is_tensor(target, loose=True)
        # `total = 0; for ...: total += F.sum(x)`: from the 2nd iteration on it is Symbol +=;
        # a python tuple or list accumulator (`outs = tuple()`) stays one: `+=` concatenates
        looped = (self.ctx.loop_depth > 0 and self.ctx.is_tensor(node.value, loose=True)
                  and self.ctx.kind(target) is not Kind.CONTAINER)
        if not (tensor_target or looped):
            return
        op = AugmentedToBinary.operator(node)
        value_code = self.ctx.code_for(node.value)
        if needs_parens(node.value):
            value_code = f"({value_code})"
        proposal = AugmentedToBinary.offer(self.ctx, node)
        fix = None if isinstance(proposal, Refusal) else proposal
        message = self.message.format(expr=" ".join(self.ctx.code_for(node).split()), target=target.value,
                                      op=op, value=" ".join(value_code.split()))
        if isinstance(proposal, AliasRefusal):
            message += proposal.note()      # the rule's advice (`x = x + y`) would change the output
        self.report(node, message, fix=fix)

    def _list_element(self, node: cst.AugAssign, target: cst.Subscript) -> None:
        """``laterals[i - 1] += up``: a tensor held in a python list, updated in place (python calls
        the element's ``__iadd__``; a tensor's own ``x[0] += 1`` is HYB005's)."""
        base = target.value
        held = self.ctx.kind(base).value if isinstance(base, cst.Name) else None
        if held not in ("container", "multi-output") or not self.ctx.is_tensor(target, loose=True):
            return
        op = AugmentedToBinary.operator(node)
        value_code = self.ctx.code_for(node.value)
        if needs_parens(node.value):
            value_code = f"({value_code})"
        shown = " ".join(self.ctx.code_for(target).split())
        fix = None
        if held == "container":
            # a multi-output operator's outputs are one grouped Symbol once hybridized, which
            # takes no item assignment either (`outs[0] = outs[0] + y`: TypeError, MXNet 1.9.1),
            # and `list(F.split(...))` reads as the same kind: only a python list is rewritten
            proposal = AugmentedToBinary.offer(self.ctx, node)
            fix = None if isinstance(proposal, Refusal) else proposal
        message = None
        if held == "container" and isinstance(proposal, AliasRefusal):
            # the rule's advice (`rows[0] = rows[0] + 1`) would change the output: say why
            message = self.message.format(expr=" ".join(self.ctx.code_for(node).split()), target=shown, op=op,
                                          value=" ".join(value_code.split())) + proposal.note()
        if held != "container":
            base_code = base.value
            message = (f"`{' '.join(self.ctx.code_for(node).split())}` is an in-place update: after "
                       f"hybridize() `{shown}` is a Symbol and MXNet raises NotImplementedForSymbol "
                       f"for `{op}=`; copy the outputs into a python list (`{base_code} = "
                       f"list(...)`, a grouped Symbol takes no item assignment) and write `{shown} = "
                       f"{shown} {op} {' '.join(value_code.split())}`")
        self.report(node, message, expr=" ".join(self.ctx.code_for(node).split()), target=shown,
                    op=op, value=" ".join(value_code.split()), fix=fix)
