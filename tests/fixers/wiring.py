"""Rules wired to fixers their rule files do not ask yet (rules HYB007+ are owned elsewhere until
they are moved over): the same detection, with the fixer's answer attached."""
from __future__ import annotations

import libcst as cst

from hybridlint.fixers import Refusal
from hybridlint.fixers.constant_array import ConstantArray
from hybridlint.rules import get_rule

_Base = get_rule("HYB007")


class WiredEagerOnlyNamespace(_Base):  # type: ignore[misc, valid-type]
    def report(self, node, message=None, *, fix=None, **fmt):
        if fix is None and isinstance(node, cst.Attribute) and node.attr.value == "array":
            call = self.ctx.parent(node)
            if isinstance(call, cst.Call) and call.func is node:
                proposal = ConstantArray.propose(self.ctx, call)
                if isinstance(proposal, Refusal):
                    message = (message or self.message.format(**fmt)) + proposal.note()
                    fmt = {}
                else:
                    fix = proposal
        super().report(node, message, fix=fix, **fmt)


def rules_with(code: str):
    from hybridlint.rules import all_rules

    wired = {"HYB007": WiredEagerOnlyNamespace}
    return [wired.get(r.code, r) if r.code == code else r for r in all_rules()]
