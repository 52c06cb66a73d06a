"""Inputs of a block that a python operator against a proven tensor shows to be one tensor.

MXNet 1.9.1's NDArray operators (``__add__`` ... ``__pow__``, the comparisons: ``_ufunc_helper``)
take an NDArray or a python number on the other side and raise TypeError on a list, a tuple or
None. So where the eager run works, an input of ``hybrid_forward`` met by a proven legacy tensor
in ``a * t`` holds an NDArray or a python number. A number is ruled out for:

- the block's only input: ``HybridBlock.forward`` raises ValueError unless an NDArray or Symbol
  is among the inputs ("there must be one NDArray or one Symbol in the input"), and Gluon passes
  a block's Parameters as keywords, not as inputs;
- an input with no default value whose kind nothing turns to a number (an annotation or a
  docstring saying so, a number use such as ``float(t)``), of a block that no code of this file
  makes or subclasses. Its callers are elsewhere, and a hybridized call takes only NDArrays,
  None or lists of them (``_flatten``: "HybridBlock input must be (nested) list of Symbol or
  NDArray"). Only an eager-only caller could pass a number; in the pinned corpus none of the
  105 positional arguments its same-repository calls hand such inputs is a number
  (bench/RESULTS.md, session 57, H352).

Rules may use this to take such an operand for a tensor where they rewrite the operator itself
(HYB024): the proof holds at that operator only, since the other side makes it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from .kinds import Kind, KindInference

if TYPE_CHECKING:
    from .scopes import Scope


def input_operand(scope: "Scope", kinds: KindInference, node: cst.CSTNode) -> "str | None":
    """None when ``node``, an operand of a python operator whose other side is a proven legacy
    tensor, holds one legacy tensor wherever the eager run works; else why that is not known."""
    if type(node) is not cst.Name:
        return "not an input of the block"
    name = node.value
    func = scope.func
    if (scope.style != "hybrid_forward" or scope.cls is None or not isinstance(func, cst.FunctionDef)
            or func.name.value != "hybrid_forward" or scope.params.get(name) is not Kind.TENSOR
            or not kinds.holds_argument(node)):
        return f"`{name}` is not an input of the block read where it holds the argument"
    declared = scope.cls.param_names
    fp = func.params
    inputs = [p for p in (*fp.posonly_params, *fp.params, *fp.kwonly_params)[2:]
              if p.name.value not in declared]
    param = next((p for p in inputs if p.name.value == name), None)
    if param is None:
        return f"`{name}` is not an input of the block"
    if len(inputs) == 1 and not isinstance(fp.star_arg, cst.Param):
        return None
    if param.default is not None:
        return f"`{name}` has a default value: a caller may leave it out or pass a python number"
    if param.annotation is not None:
        # (a tensor annotation proves the input already: what is left may say a number)
        return f"`{name}` is annotated, and not as a tensor"
    if not scope.made_elsewhere:
        return (f"`{name}` is an input of a block this file makes or subclasses: a call here may hand "
                f"it a python number")
    return None
