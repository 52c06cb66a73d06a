"""HYB005: item assignment (``x[0] = v``, ``x[:] = v``) into a tensor in hybrid code."""
from __future__ import annotations

import libcst as cst

from hybridlint.fixers import Refusal
from hybridlint.rule import FixerRef, Invalid, Rule

ItemAssignmentToWhere = FixerRef("hybridlint.fixers.item_assignment:ItemAssignmentToWhere")


class ItemAssignment(Rule):
    code = "HYB005"
    name = "tensor-item-assignment"
    message = ("`{expr}` assigns into {what}; build a new tensor instead, e.g. F.where(mask, "
               "new_values, {value}), or F.concat of F.slice_axis pieces{note}")
    severity = "error"
    fix = "unsafe"
    rationale = """
    ## What it does
    Finds item and slice assignments into a tensor in hybrid code: `x[0] = v`, `x[:] = v`,
    `x[:, 1:] = 0`, `x[i] += 1`.

    ## Why is this bad?
    Symbols are immutable graph nodes. The first time the hybridized block runs, although the
    eager block works, MXNet 1.9.1 raises `TypeError: 'Symbol' object does not support item
    assignment`, in numpy mode (`@use_np`) `NotImplementedError` (the numpy-mode Symbol's
    `__setitem__`); an augmented one (`x[0] += 1`) raises before it assigns, in both modes, when
    the operator meets the Symbol `x[0]` (MXNetError: "Function __iadd__ (namely operator "+=")
    ... is not implemented for Symbol").

    ## Example
    ```python
    class ZeroFirst(gluon.HybridBlock):
        def hybrid_forward(self, F, x):
            x[0] = 0
            return x
    ```

    ## Use instead
    ```python
    class ZeroFirst(gluon.HybridBlock):
        def hybrid_forward(self, F, x):
            rest = F.slice_axis(x, axis=0, begin=1, end=None)
            first = F.zeros_like(F.slice_axis(x, axis=0, begin=0, end=1))
            return F.concat(first, rest, dim=0)
    ```
    `F.where(cond, a, b)` with a mask built from `F.arange`/`F.one_hot` is the other common
    rewrite.

    ## Fix safety
    Unsafe (`item-assignment-to-where`): a write along one axis (`y[:, k] = 2`, `y[:, 0] *= s`,
    `y[:, :, :2] = F.sigmoid(y[:, :, :2])`) into a local the function bound just before by an
    operator, with no use in between, becomes `F.where` on a mask of that axis: equal values; an
    elementwise function also runs on the part not selected. Inputs, aliases and other index
    forms are left as they are, with the reason.
    """
    VALID = [
        # a python number into an array built eagerly: no Symbol reaches NDArray.__setitem__ (the
        # eager constructor itself is HYB007's)
        """
            import mxnet as mx
            from mxnet.gluon import HybridBlock
            class Table(HybridBlock):
                def hybrid_forward(self, F, x):
                    t = mx.nd.zeros((3,))
                    t[0] = 1.0
                    return x
        """,
        # a list of branch inputs, each replaced by its own block's output
        """
            from mxnet.gluon import HybridBlock
            class Branches(HybridBlock):
                def hybrid_forward(self, F, x0, x):
                    for i in range(self.num_branches):
                        x[i] = self.branches[i](x[i])
                    return x0, x
        """,
        # python containers
        """
        from mxnet.gluon import HybridBlock
        class Collect(HybridBlock):
            def hybrid_forward(self, F, x):
                outs = [None, None]
                outs[0] = F.relu(x)
                outs[1] = F.sigmoid(x)
                return F.concat(*outs, dim=1)
        """,
        """
        from mxnet.gluon import HybridBlock
        class Cache(HybridBlock):
            def hybrid_forward(self, F, x):
                cache = {}
                cache['h'] = F.tanh(x)
                return cache['h']
        """,
        # state list argument
        """
        from mxnet.gluon import HybridBlock
        class Cell(HybridBlock):
            def hybrid_forward(self, F, x, states):
                states[0] = F.tanh(x + states[0])
                return states[0], states
        """,
        # eager-only branch
        """
        from mxnet import gluon, nd
        class Patch(gluon.HybridBlock):
            def hybrid_forward(self, F, x):
                if F is nd:
                    x[0] = 0
                return x
        """,
        # isinstance guard
        """
        from mxnet import gluon
        from mxnet.ndarray import NDArray
        class Patch(gluon.HybridBlock):
            def hybrid_forward(self, F, x):
                if isinstance(x, NDArray):
                    x[:] = F.relu(x)
                return x
        """,
        # the functional rewrite
        """
        from mxnet.gluon import HybridBlock
        class ZeroFirst(HybridBlock):
            def hybrid_forward(self, F, x):
                rest = F.slice_axis(x, axis=0, begin=1, end=None)
                first = F.zeros_like(F.slice_axis(x, axis=0, begin=0, end=1))
                return F.concat(first, rest, dim=0)
        """,
        # attribute state on self
        """
        from mxnet.gluon import HybridBlock
        class Memo(HybridBlock):
            def hybrid_forward(self, F, x):
                self._seen[0] = True
                return x
        """,
        # *args
        """
        from mxnet.gluon import HybridBlock
        class Block(HybridBlock):
            def hybrid_forward(self, F, x, *args):
                args = list(args)
                args[0] = x
                return F.add_n(*args)
        """,
    ]
    INVALID = [
        # a label matrix built with mx.nd and filled from the input (mowayao/gluon_SSD's loss;
        # checked in MXNet 1.9.1: eager runs, hybridized raises TypeError in NDArray.__setitem__)
        Invalid("""
            import mxnet as mx
            from mxnet.gluon import HybridBlock
            class OneHot(HybridBlock):
                def hybrid_forward(self, F, x, y):
                    m = mx.nd.zeros((4, 5))
                    for i in range(5):
                        m[:, i] = (y == i)
                    return F.sum(x * m)
        """, line=8, col=13, message="built eagerly"),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class ZeroFirst(HybridBlock):
                def hybrid_forward(self, F, x):
                    x[0] = 0
                    return x
            """, line=5, col=9, message="item assignment"),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Fill(HybridBlock):
                def hybrid_forward(self, F, x):
                    y = F.zeros_like(x)
                    y[:] = x
                    return y
            """, line=6, col=9, message="F.where"),
        Invalid(
            """
            from mxnet import gluon
            class Clip(gluon.HybridBlock):
                def hybrid_forward(self, F, x):
                    x[:, 1:] = 0
                    return x
            """, line=5, col=9),
        Invalid(
            """
            from mxnet.gluon import nn
            class Bump(nn.HybridBlock):
                def hybrid_forward(self, F, x):
                    x[0] += 1
                    return x
            """, line=5, col=9, message="MXNet raises MXNetError (NotImplementedForSymbol) at `+=`"),
        # what MXNet 1.9.1 raises, per mode and form (hybridized; each runs eagerly)
        Invalid(
            """
            from mxnet.gluon import nn
            from mxnet.util import use_np
            @use_np
            class ZeroFirst(nn.HybridBlock):
                def hybrid_forward(self, F, x):
                    x[:, 1:] = 0
                    return x
            """, line=7, col=9, message="numpy-mode Symbol and MXNet raises NotImplementedError"),
        Invalid(
            """
            from mxnet.gluon import nn
            from mxnet.util import use_np
            @use_np
            class Scale(nn.HybridBlock):
                def hybrid_forward(self, F, x):
                    x[:, 0] *= 2
                    return x
            """, line=7, col=9, message="NotImplementedForSymbol) at `*=`"),
        Invalid(
            """
            from mxnet.gluon import nn
            class Scale(nn.HybridBlock):
                def hybrid_forward(self, F, x):
                    x[:, 0] *= 2
                    return x
            """, line=5, col=9, message="reading `x[:, 0]` raises TypeError: Symbol only support integer index"),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Masked(HybridBlock):
                def hybrid_forward(self, F, x, mask=None):
                    if mask is not None:
                        mask[mask > 1] = 1
                    return x * mask
            """, line=6, col=13),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            def _zero_first(F, x):
                x[0] = 0
                return x
            class Block(HybridBlock):
                def hybrid_forward(self, F, x):
                    return _zero_first(F, F.relu(x))
            """, line=4, col=5),
    ]

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            self._check(target.target, node)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self._check(node.target, node)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        if node.value is not None:
            self._check(node.target, node)

    def _check(self, target: cst.CSTNode, stmt: cst.CSTNode) -> None:
        if not isinstance(target, cst.Subscript):
            return
        value = self.ctx.code_for(target.value)
        expr = " ".join(self.ctx.code_for(stmt).split())
        if self.ctx.is_tensor(target.value, loose=True):
            proposal = ItemAssignmentToWhere.offer(self.ctx, stmt, target)
            fix = None if isinstance(proposal, Refusal) else proposal
            note = proposal.note() if fix is None else f" (fix: {fix.message})"
            self.report(target, expr=expr, value=value, note=note, fix=fix,
                        what=f"a tensor: after hybridize() {self._raised(target, stmt, value)}")
            return
        built = self._eager_array(target.value)
        assigned = getattr(stmt, "value", None)
        if built is not None and assigned is not None and self.ctx.is_tensor(assigned, loose=True):
            self.report(target, expr=expr, value=value, what=(
                f"an NDArray built eagerly here (`{built}`) a value computed from the block's "
                "inputs: after hybridize() that value is a Symbol and MXNet raises TypeError (NDArray "
                "does not support assignment with a Symbol)"), note="")

    def _raised(self, target: cst.Subscript, stmt: cst.CSTNode, value: str) -> str:
        """What MXNet 1.9.1 raises on the statement once hybridized (measured per mode)."""
        numpy_mode = self.ctx.numpy_mode
        read = self.ctx.code_for(target).strip()
        if isinstance(stmt, cst.AugAssign):
            if not numpy_mode and len(target.slice) > 1:
                # a legacy Symbol's [] takes one index (of an output): the read fails first
                return (f"reading `{read}` raises TypeError: Symbol only support integer index to "
                        "fetch i-th output, before anything is assigned")
            sign = self.ctx.code_for(stmt.operator).strip()
            return (f"`{read}` is a Symbol and MXNet raises MXNetError (NotImplementedForSymbol) at "
                    f"`{sign}`, before anything is assigned")
        if numpy_mode:
            return (f"`{value}` is a numpy-mode Symbol and MXNet raises NotImplementedError (its "
                    "__setitem__)")
        return f"`{value}` is a Symbol and MXNet raises TypeError: 'Symbol' object does not support item assignment"

    def _eager_array(self, node: cst.CSTNode) -> str | None:
        """The ``mx.nd.*(...)`` call every binding of the local name ``node`` makes, shown."""
        scope = self.ctx.scope
        if not isinstance(node, cst.Name) or scope is None or scope.kinds is None \
                or node.value in scope.params:
            return None
        bindings = scope.kinds._bindings_of(node.value)
        calls = [v for how, v in bindings]
        if not calls or any(how != "assign" or not isinstance(v, cst.Call) for how, v in bindings):
            return None
        for call in calls:
            resolved = self.ctx.resolve(call.func) or ""
            if not resolved.startswith(("mxnet.ndarray.", "mxnet.nd.")):
                return None
        return " ".join(self.ctx.code_for(calls[0].func).split()) + "(...)"
