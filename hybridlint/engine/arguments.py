"""Which parameter of a function each argument of a call binds, read from the libcst trees.

One mapping for the analyzer (helper proofs, block parameters, a dict display handed to a
helper) and the fixers' shape flow, which each wrote their own before session 70: the callers
differ only in the first parameter they skip and in what they keep of the arguments that bind
no named parameter, so those are the parameters of ``bound_arguments``.
"""
from __future__ import annotations

from typing import Sequence

import libcst as cst


def first_is_self(func: cst.FunctionDef) -> bool:
    """``func``'s first positional parameter is spelled ``self`` or ``cls`` (what a call
    through an attribute binds, whatever decorates it)."""
    params = func.params.posonly_params or func.params.params
    return bool(params) and params[0].name.value in ("self", "cls")


def bound_arguments(func: cst.FunctionDef, args: Sequence[cst.Arg], skip: int, *,
                    any_keyword: bool = False, star_items: bool = False, kw_items: bool = False) -> dict:
    """Parameter name -> the argument a call of ``func`` with ``args`` passes it: the positional
    arguments in order from the parameter after the first ``skip`` (the ``self`` a method call
    binds; ``self, F`` of a ``hybrid_forward`` a block call runs), keywords by name.  A ``*x`` or
    ``**x`` argument ends the positional mapping (which parameters it fills is not known);
    keywords after it still bind.
    ``any_keyword``: keep a keyword that names no parameter too, under its own name (the
    ``**kw`` it lands in is the caller's to judge); else only the named parameters'.
    ``star_items``: the positional arguments past the named parameters of a ``def f(F, *ts)``
    under ``"ts[0]"``, ``"ts[1]"``... (the keys the shape flow holds a tuple's items under,
    _held_items.item_key) and, where no ``*`` unpacking hides their count, under ``"ts[-1]"``...
    too (_held_items.held_key); else they are dropped.
    ``kw_items``: a keyword that names no parameter of a ``def f(..., **kw)`` under
    ``"kw['name']"`` (python refuses the keyword twice, whatever a ``**`` splat beside it holds)."""
    params = [*func.params.posonly_params, *func.params.params][skip:]
    names = None if any_keyword else {p.name.value for p in (*params, *func.params.kwonly_params)}
    star = func.params.star_arg.name.value if star_items and type(func.params.star_arg) is cst.Param else None
    kw = func.params.star_kwarg.name.value if kw_items and func.params.star_kwarg is not None else None
    out: dict = {}
    pos = 0
    extra = 0
    for a in args:
        if a.star:
            pos = len(params)
            star = None         # the items past it are not known by position
        elif a.keyword is not None:
            if names is None or a.keyword.value in names:
                out[a.keyword.value] = a.value
            elif kw is not None:
                out[f"{kw}[{a.keyword.value!r}]"] = a.value
        elif pos < len(params):
            out[params[pos].name.value] = a.value
            pos += 1
        elif star is not None:
            out[f"{star}[{extra}]"] = a.value
            extra += 1
    if star is not None:
        for k in range(extra):
            out[f"{star}[{k - extra}]"] = out[f"{star}[{k}]"]
    return out
