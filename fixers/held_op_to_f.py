"""HYB007 fixer: ``self.act(h)`` where every store of ``self.act`` the file makes is one operator
of the eager namespace (``self.act = nd.relu``) -> that operator through the block's F
(``F.relu(h)``)."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.guards import space_of
from hybridlint.rule import held_op_example

from . import Example, Fixer, Refusal, make_fix
from .namespace_to_f import signature_gap


class HeldOpToF(Fixer):
    code = "HYB007"
    name = "held-op-to-f"
    applicability = "unsafe"
    needs_f = True
    description = """
    Replaces the call of a block attribute holding an operator of the eager namespace by the same
    operator through the block's `F`: with `self.act = nd.relu` in `__init__`, `self.act(h)` in
    hybrid code -> `F.relu(h)`; the same for `mx.nd.X`, a name imported from an NDArray module
    (`from mxnet.ndarray import softmax` ... `self.norm = softmax`), a sub-namespace
    (`nd.contrib.X` -> `F.contrib.X`) and a class-body `act = staticmethod(nd.relu)`. Offered only
    when every store of the attribute in the file is that one operator (both arms of a
    conditional store included) and it exists in both `mx.nd` and `mx.sym` (by the op
    catalogue) with the call's arguments binding alike, so eagerly `F.relu` is the very function
    the attribute holds. The attribute and its stores stay, so other code reading `self.act` (and
    the constructor's API) is unchanged. Unsafe: a subclass or a caller in another file may
    store another function in the attribute, which the call would then no longer follow.
    Refused when the stores hold different operators (the one called is chosen where the block is
    built: store its name and call `getattr(F, self.act)` by hand) and where the scope has no F.
    """
    EXAMPLES = [
        Example(held_op_example("self.act = nd.relu", "self.act(self.fc(x))"),
                held_op_example("self.act = nd.relu", "F.relu(self.fc(x))"), shapes=[[(2, 6)], [(3, 6)]]),
        # both arms of a conditional store hold the same operator; `self.gate` is read by a
        # product too (checked in MXNet 1.9.1: /work/eval/s52/h317/p, eager (2, 4), hybridized
        # AssertionError before, legal after)
        Example(held_op_example("self.gate = mx.nd.sigmoid if gate else mx.nd.sigmoid",
                      "self.fc(x) * self.gate(self.fc(x))", args=", gate=True"),
                held_op_example("self.gate = mx.nd.sigmoid if gate else mx.nd.sigmoid",
                      "self.fc(x) * F.sigmoid(self.fc(x))", args=", gate=True"),
                shapes=[[(2, 6)], [(1, 6)]]),
        Example(held_op_example("self.norm = softmax", "self.norm(self.fc(x), axis=-1)",
                      head="from mxnet.ndarray import softmax"),
                held_op_example("self.norm = softmax", "F.softmax(self.fc(x), axis=-1)",
                      head="from mxnet.ndarray import softmax"), shapes=[[(2, 6)], [(3, 6)]]),
        Example(held_op_example("self.act = nd.LeakyReLU", "self.act(self.fc(x), act_type='leaky', slope=0.2)"),
                held_op_example("self.act = nd.LeakyReLU", "F.LeakyReLU(self.fc(x), act_type='leaky', slope=0.2)"),
                shapes=[[(2, 6)], [(4, 6)]]),
        # a class-body staticmethod (MXNet 1.9.1: eager (2, 4), hybridized AssertionError)
        Example(held_op_example("self.k = 2", "self.act(self.fc(x)) * self.k",
                      members="    act = staticmethod(nd.relu)\n\n"),
                held_op_example("self.k = 2", "F.relu(self.fc(x)) * self.k",
                      members="    act = staticmethod(nd.relu)\n\n"), shapes=[[(2, 6)], [(3, 6)]]),
        # the constructor chooses between two operators: the call cannot name one
        Example(held_op_example("self.act = nd.relu if relu else nd.sigmoid", "self.act(self.fc(x))", args=", relu=True"),
                None, reason="hold different operators", shapes=[[(2, 6)]]),
        # a helper method without F: nothing to call the operator through
        Example("from mxnet import nd\nfrom mxnet.gluon import HybridBlock, nn\n\n\n"
                "class Net(HybridBlock):\n    def __init__(self, **kwargs):\n"
                "        super().__init__(**kwargs)\n        self.act = nd.relu\n\n"
                "    def _head(self, h):\n        return self.act(h) * 2\n\n"
                "    def hybrid_forward(self, F, x):\n        return self._head(x)\n",
                None, reason="no F namespace", shapes=[[(2, 6)]]),
    ]

    @staticmethod
    def propose(ctx, func: cst.Attribute, held: tuple[str, ...]) -> Fix | Refusal:
        """``func`` is ``self.<attr>``, called; ``held`` the resolved dotted path of the operator
        each store (each arm of a conditional one) puts there."""
        if len(set(held)) != 1:
            return Refusal("the stores hold different operators, so the one called is chosen where "
                           "the block is built; store the operator's name and call `getattr(F, name)`")
        found = space_of(held[0])
        if found is None:
            return Refusal("the module of the stored operator is not one whose operators F holds")
        space, member = found
        cat = ctx.catalogue
        if member not in cat.namespace(f"nd.{space}" if space else "nd") \
                or member not in cat.namespace(f"sym.{space}" if space else "sym"):
            return Refusal(f"`{member}` is not an operator of both mx.nd and mx.sym")
        dotted = f"{space}.{member}" if space else member
        gap = signature_gap(ctx, func, dotted)
        if gap:
            return Refusal(gap)
        target = f"{ctx.scope.f_name}.{dotted}"
        return make_fix(ctx, [(func, target)], "unsafe",
                        f"call {target} (every store of the attribute in this file holds it)")
