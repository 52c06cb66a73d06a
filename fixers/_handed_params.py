"""Parameters a helper is handed: a function that hybrid code calls with one of its block's
declared Parameters (``VtoQ(V, F)`` in hybrid_forward, ``compute_weight(kwargs['weight'])``) reads
that argument's ``.shape`` or ``.size`` as on an NDArray; while tracing the argument is a Symbol,
which has neither, but the declaration (``self.V = self.params.get('V', shape=(3, 6))``) gives
them as python values.  Shared by the HYB001 ``.shape`` (shape_flow) and ``.size`` (size_arith)
fixers.
"""
from __future__ import annotations

import ast

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.declared import int_value, keyword
from hybridlint.engine.walk import iter_descendants, name_bindings

from . import Refusal, make_fix
from ._shapes import call_arguments, declared_shape, kwargs_key, param_declarations, unstarred
from ._shared import CountRefusal
from ._util import int_literal


def helper_parameter_shape(ctx, node: cst.Attribute) -> Fix | Refusal | None:
    """``V.shape`` in a helper whose every hybrid caller hands ``V`` a Parameter that its block
    declares with a complete shape (``VtoQ(V, F)`` in hybrid_forward, ``V`` the block's
    ``self.V``): the helper gets a parameter ``V_shape=None``, each hybrid call passes
    ``V_shape=self.V.shape`` (a python tuple while tracing), and the read becomes
    ``(V.shape if hasattr(V, 'shape') else V_shape)``, so any other caller -- eager code passing
    an NDArray, code outside this file -- reads the array's own shape as before.  A Symbol has no
    ``shape`` attribute (MXNet 1.9.1), so only the traced path takes the declared one.  None (the
    other rewrites are asked) when some hybrid caller passes anything else."""
    scope = ctx.scope
    value = node.value
    if scope is None or scope.style != "helper" or not isinstance(scope.func, cst.FunctionDef) \
            or not scope.callers or not isinstance(value, cst.Name):
        return None
    fn, name = scope.func, value.value
    params = fn.params
    if name not in {p.name.value for p in params.params}:
        return None
    handed = _handed_by_callers(scope, name)
    if handed is None:
        return None
    new = f"{name}_shape"
    if name in name_bindings(fn.body, nested=True):
        return Refusal(f"`{name}` is rebound in `{fn.name.value}`, so its shape is not the one its callers pass")
    if fn.decorators or isinstance(params.star_arg, cst.Param) or params.kwonly_params \
            or params.posonly_params or isinstance(params.star_kwarg, cst.Param):
        return Refusal(f"`{fn.name.value}`'s signature (decorators, *args, keyword-only or **kwargs) "
                       "is left to you: pass the parameter's declared shape to it")
    if any(isinstance(n, cst.Name) and n.value == new for n in iter_descendants(fn)) \
            or any(a.keyword is not None and a.keyword.value == new for _, call, _ in handed for a in call.args):
        return Refusal(f"`{fn.name.value}` or a call of it already uses the name `{new}`")
    edits = []
    for caller, call, attr in handed:
        got = declared_shape(caller.cls, attr)
        if got is not None:
            return got
        if call.args:
            _, end = ctx.span(call.args[-1].value)
            edits.append(((end, end), f", {new}=self.{attr}.shape"))
        else:
            _, end = ctx.span(call)
            edits.append(((end - 1, end - 1), f"{new}=self.{attr}.shape"))
    for n in iter_descendants(fn.body):
        if isinstance(n, cst.Attribute) and n.attr.value == "shape" \
                and isinstance(n.value, cst.Name) and n.value.value == name:
            edits.append((n, f"({name}.shape if hasattr({name}, 'shape') else {new})"))
    last = params.params[-1]
    # the parameter's own span may stop at its name: end after its default or annotation
    _, end = ctx.span(last.default or last.annotation or last.name)
    edits.append(((end, end), f", {new}=None"))
    return make_fix(ctx, edits, "unsafe",
                    f"give `{fn.name.value}` the declared shape of the parameter its hybrid callers pass as "
                    f"`{name}` (`{new}`, a python tuple while tracing; other callers keep `{name}.shape`)")


def helper_parameter_size(ctx, node: cst.Attribute) -> Fix | Refusal | None:
    """``w.size`` or ``w[0][0].size`` in a helper whose every hybrid caller hands ``w`` a
    Parameter its block declares with literal sizes past the indexed axes, one element count for
    all (StyleGAN's ``compute_weight`` reading ``weight_orig[0][0].size`` of a ``(1, C, 1, 1)``
    weight) -> ``(w[0][0].size if hasattr(w, 'shape') else 1)``: a Symbol has no ``shape``, so
    only the traced path takes the declared count, and any other caller's array keeps its own.
    Index 0 only: every axis of an initialized Parameter is at least 1 long."""
    scope = ctx.scope
    if node.attr.value != "size" or scope is None or scope.style != "helper" \
            or not isinstance(scope.func, cst.FunctionDef) or not scope.callers:
        return None
    base, k = node.value, 0
    while isinstance(base, cst.Subscript) and len(base.slice) == 1 \
            and isinstance(base.slice[0].slice, cst.Index) and int_literal(base.slice[0].slice.value) == 0:
        base, k = base.value, k + 1
    fn = scope.func
    if not isinstance(base, cst.Name) or base.value not in {p.name.value for p in fn.params.params}:
        return None
    name = base.value
    handed = _handed_by_callers(scope, name)
    if handed is None:
        return None
    if name in name_bindings(fn.body, nested=True):
        return CountRefusal(f"`{name}` is rebound in `{fn.name.value}`, so its size is not the one its callers pass")
    counts = set()
    for caller, _, attr in handed:
        for call in param_declarations(caller.cls)[attr]:
            shape = keyword(call, "shape")
            dims = [int_value(unstarred(e)) for e in shape.elts[k:]] \
                if type(shape) in (ast.Tuple, ast.List) and len(shape.elts) > k else [None]
            if any(d is None or d <= 0 for d in dims):
                past = f" past its first {k} axes" if k else ""
                return CountRefusal(f"`self.{attr}` does not declare literal sizes{past}, so the element count "
                                    "is not known while tracing")
            count = 1
            for d in dims:
                count *= d
            counts.add(count)
    if len(counts) != 1:
        return CountRefusal(f"the parameters `{fn.name.value}` is handed declare different element counts")
    count = counts.pop()
    return make_fix(ctx, [(node, f"({ctx.code_for(node)} if hasattr({name}, 'shape') else {count})")], "unsafe",
                    f"the declared element count ({count}) of the parameter every hybrid caller of "
                    f"`{fn.name.value}` passes as `{name}` where it is a Symbol")


def _handed_by_callers(scope, name: str) -> list | None:
    """(caller, call, attr) for each call of the helper ``scope`` when every one is in a
    block's hybrid_forward and hands the parameter ``name`` one of the block's declared
    Parameters (``self.<attr>``); None otherwise."""
    handed = []
    for caller, call in scope.callers:
        if caller.style != "hybrid_forward" or caller.cls is None \
                or not isinstance(caller.func, cst.FunctionDef) or not caller.func.params.params \
                or caller.func.params.params[0].name.value != "self" \
                or any(a.star for a in call.args):
            return None
        attr = _handed_parameter(caller, call_arguments(scope.func, call).get(name))
        if attr is None:
            return None
        handed.append((caller, call, attr))
    return handed


def _handed_parameter(caller, arg) -> str | None:
    """The attribute of the Parameter ``arg`` is in ``caller``'s hybrid_forward: the argument
    Gluon hands it under its name (never rebound there), or ``kwargs['name']``."""
    if arg is None:
        return None
    fn = caller.func
    star = fn.params.star_kwarg
    key = kwargs_key(arg, star.name.value if isinstance(star, cst.Param) else None)
    if key is not None:
        return key if key in param_declarations(caller.cls) else None
    if isinstance(arg, cst.Name) and arg.value in {p.name.value for p in fn.params.params[2:]} \
            and arg.value in param_declarations(caller.cls) \
            and arg.value not in name_bindings(fn.body, nested=True):
        return arg.value
    return None
