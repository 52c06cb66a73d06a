"""HYB007 fixer: ``self.w.data()`` in ``hybrid_forward`` -> the argument ``w`` Gluon passes."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_class, example_module, make_fix

def _block(init: str, signature: str, body: str) -> str:
    return example_module(body, init=init, signature=f"self, F, {signature}")


class ParameterData(Fixer):
    code = "HYB007"
    name = "parameter-data-to-argument"
    applicability = "unsafe"
    description = """
    Rewrites a registered Parameter's `self.w.data()` inside `hybrid_forward` as the argument
    Gluon passes for it under its attribute name (`w`, or `kwargs['w']` when hybrid_forward takes
    `**kwargs`): eagerly both are the parameter's NDArray, and after hybridize() only the argument
    is part of the traced graph. Refused in a helper (the argument is not in its scope), when
    hybrid_forward takes neither the name nor `**kwargs`, or when the name is rebound there.
    Unsafe: `.data()` reads the copy on the default device, the argument the copy on the
    input's device; they differ only when the parameter lives on several devices.
    """
    EXAMPLES = [
        Example(_block("self.w = self.params.get('weight', shape=(3, 4))", "x, w",
                       "return F.dot(x, self.w.data())"),
                _block("self.w = self.params.get('weight', shape=(3, 4))", "x, w",
                       "return F.dot(x, w)"), shapes=[[(2, 3)], [(5, 3)]]),
        Example(_block("self.gamma = self.params.get('gamma', shape=(1, 3), init='ones')\n"
                       "self.beta = self.params.get('beta', shape=(1, 3), init='zeros')", "x, gamma, beta",
                       "y = F.broadcast_mul(x, self.gamma.data())\nreturn F.broadcast_add(y, beta)"),
                _block("self.gamma = self.params.get('gamma', shape=(1, 3), init='ones')\n"
                       "self.beta = self.params.get('beta', shape=(1, 3), init='zeros')", "x, gamma, beta",
                       "y = F.broadcast_mul(x, gamma)\nreturn F.broadcast_add(y, beta)"),
                shapes=[[(2, 3)], [(4, 3)]]),
        Example(_block("self.scale = self.params.get('scale', shape=(1,), init='ones')", "x, **kwargs",
                       "return F.broadcast_mul(F.relu(x), self.scale.data())"),
                _block("self.scale = self.params.get('scale', shape=(1,), init='ones')", "x, **kwargs",
                       "return F.broadcast_mul(F.relu(x), kwargs['scale'])"),
                shapes=[[(2, 3)], [(1, 4, 2)]]),
        # in a helper the argument is out of reach
        Example(example_class("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                              "    self.gamma = self.params.get('gamma', shape=(1, 3), init='ones')\n\n"
                              "def _scale(self, F, x):\n    return F.broadcast_mul(x, self.gamma.data())\n\n"
                              "def hybrid_forward(self, F, x, gamma):\n    return self._scale(F, x)"),
                None, reason="not in this helper's scope", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def receivers(node: cst.Call):
        return ()

    @staticmethod
    def propose(ctx, node: cst.Call) -> Fix | Refusal:
        scope = ctx.scope
        attr = node.func.value.attr.value
        if scope.style != "hybrid_forward" or scope.func.name.value != "hybrid_forward":
            return Refusal(f"the argument Gluon passes for `{attr}` is not in this helper's scope; "
                           "pass it in from hybrid_forward")
        params = scope.func.params
        named = {p.name.value for p in (*params.posonly_params, *params.params, *params.kwonly_params)}
        star = params.star_kwarg.name.value if isinstance(params.star_kwarg, cst.Param) else None
        if attr in named:
            if scope.kinds is not None and scope.kinds._bindings_of(attr):
                return Refusal(f"`{attr}` is rebound in hybrid_forward")
            text = attr
        elif star is not None:
            text = f"{star}[{attr!r}]"
        else:
            return Refusal(f"hybrid_forward takes neither `{attr}` nor **kwargs")
        return make_fix(ctx, [(node, text)], "unsafe", f"use the argument `{text}`")
