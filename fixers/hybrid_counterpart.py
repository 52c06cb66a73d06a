"""HYB010 fixer: ``nn.Sequential`` / ``nn.Concurrent`` / ``nn.Lambda`` children of a HybridBlock -> Hybrid counterparts."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, make_fix

_MODULE = """\
from mxnet.gluon import nn


class Net(nn.HybridBlock):
    def __init__(self):
        super().__init__()
{init}
    def hybrid_forward(self, F, x):
{body}"""


def _module(init: str, body: str) -> str:
    def ind(text):
        return "".join(f"        {line}\n" for line in text.splitlines())
    return _MODULE.format(init=ind(init), body=ind(body))


_NOT_BUILT = "the original cannot be built: MXNet refuses a plain child in a HybridBlock"


class HybridCounterpart(Fixer):
    code = "HYB010"
    name = "hybrid-counterpart"
    applicability = "unsafe"
    description = """
    Renames a plain container child of a HybridBlock to its hybrid counterpart:
    `nn.Sequential` -> `nn.HybridSequential`, `gluon.contrib.nn.Concurrent` -> `HybridConcurrent`,
    `nn.Lambda` -> `nn.HybridLambda`, `rnn.SequentialRNNCell` -> `HybridSequentialRNNCell`
    (only the class name changes, keeping the module path; a bare imported name is renamed only
    when the counterpart is imported too). Unsafe: the children added to it, and a Lambda's
    function, must then be hybridizable themselves (a Lambda's function must take `F` first),
    which the rewrite cannot check. The original block cannot be built at all (MXNet raises
    ValueError when the plain child is registered), so the runtime check runs the fixed block
    only.
    """
    EXAMPLES = [
        Example(_module("self.body = nn.Sequential()\nself.body.add(nn.Dense(4), nn.Dense(2))",
                        "return self.body(x)"),
                _module("self.body = nn.HybridSequential()\nself.body.add(nn.Dense(4), nn.Dense(2))",
                        "return self.body(x)"),
                shapes=[[(2, 3)], [(5, 7)]], compare_before=False, why_not=_NOT_BUILT),
    ]

    @staticmethod
    def propose(ctx, call: cst.Call, counterpart: str) -> Fix | Refusal:
        func = call.func
        if isinstance(func, cst.Attribute):
            target = func.attr
        elif isinstance(func, cst.Name) and counterpart in ctx.index.imports:
            target = func
        else:
            return Refusal(f"`{counterpart}` is not imported here")
        return make_fix(ctx, [(target, counterpart)], "unsafe", f"use {counterpart}")
