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
  makes or subclasses, or whose every call the file holds hands it a proven legacy tensor
  (:func:`calls_prove_input`). Its callers are elsewhere, and a hybridized call takes only NDArrays,
  None or lists of them (``_flatten``: "HybridBlock input must be (nested) list of Symbol or
  NDArray"). Only an eager-only caller could pass a number; in the pinned corpus none of the
  105 positional arguments its same-repository calls hand such inputs is a number
  (bench/RESULTS.md, session 57, H352).

A block the file makes may be called here with a number at that position: a parent's
hybrid_forward may hand its child python values (the child is traced inside the parent's graph).
``calls_prove_input`` takes the input where the file's calls are all known and all hand it a
proven tensor: the block is made only as ``self.attr = Cls(...)``, the file spells each such
``.attr`` only in those assignments and in calls ``self.attr(...)`` of traced code, and each call
hands the input a proven legacy tensor. In the pinned corpus, the 181 positional arguments the
traced calls ``self.attr(...)`` of same-file blocks hand inputs without a default hold no python
number (bench/RESULTS.md, session 58, H363); the proof asks more (each argument proven).

Rules may use this to take such an operand for a tensor where they rewrite the operator itself
(HYB024): the proof holds at that operator only, since the other side makes it.
"""
from __future__ import annotations

import re
from itertools import takewhile
from typing import TYPE_CHECKING, Sequence

import libcst as cst

from .arguments import bound_arguments
from .kinds import Kind, KindInference
from .reduce import word_start
from .walk import iter_descendants, number_literal

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
    if scope.made_elsewhere:
        return None
    why = scope.input_calls(name) if scope.input_calls is not None else "its calls are not read"
    if why is not None:
        return (f"`{name}` is an input of a block this file makes or subclasses, where a call may hand "
                f"it a python number ({why})")
    return None


_CLASS_HEAD = re.compile(r"\bclass\s+$")


def calls_prove_input(scope: "Scope", name: str, scopes: "Sequence[Scope]", source: str,
                      subclassed: bool) -> "str | None":
    """None when every call of the block of ``scope`` (a hybrid_forward) that this file can make
    is a call ``self.attr(...)`` in traced code handing its input ``name`` a proven legacy
    tensor; else why not. ``source`` is the whole text (the parsed tree has unread bodies
    blanked, so a call there is not found, and the count below then differs)."""
    cls = scope.cls.name
    if subclassed:
        return f"`{cls}` is subclassed in this file"
    attrs: dict[str, int] = {}
    made = re.compile(word_start(cls) + r"\s*\(")
    for m in made.finditer(source):
        line_start = source.rfind("\n", 0, m.start()) + 1
        head = source[line_start:m.start()]
        if _CLASS_HEAD.search(head):
            continue
        bound = re.fullmatch(r"[ \t]*self\.(\w+)[ \t]*=[ \t]*", head)
        if bound is None:
            return f"`{cls}` is made here other than as `self.attr = {cls}(...)`"
        attrs[bound.group(1)] = attrs.get(bound.group(1), 0) + 1
    if not attrs:
        return f"no call of `{cls}` is known here"
    calls: dict[int, tuple[cst.Call, list["Scope"]]] = {}
    for s in scopes:
        if s.kinds is None or s.call_site or not isinstance(s.func, (cst.FunctionDef, cst.Lambda)):
            continue
        for node in iter_descendants(s.func):
            if (type(node) is cst.Call and type(node.func) is cst.Attribute
                    and type(node.func.value) is cst.Name and node.func.value.value == "self"
                    and node.func.attr.value in attrs):
                calls.setdefault(id(node), (node, []))[1].append(s)
    for attr, assigned in attrs.items():
        spelled = len(re.findall(r"\.\s*" + re.escape(attr) + r"\b", source))
        found = sum(1 for call, _ in calls.values() if call.func.attr.value == attr)
        if not found or spelled != assigned + found:
            return (f"`self.{attr}` (a `{cls}`) is named here other than in its assignment and in "
                    f"calls of traced code")
    for call, readers in calls.values():
        # what the call hands the input `name` (past `self, F`); None where a starred argument
        # may or where nothing does: the arguments after a star are not read
        arg = bound_arguments(scope.func, list(takewhile(_unstarred, call.args)), 2, any_keyword=True).get(name)
        if arg is None:
            return f"a call `self.{call.func.attr.value}(...)` passes `{name}` no single value"
        for reader in readers:
            why = reader.kinds.unproven(arg)
            # the caller's own input handed on unchanged: no python number where the caller's
            # callers give it none (input_operand, asked of the caller's block); the operator
            # that meets ``name`` here rules out a list, a tuple and None as it does for any input
            if why is not None and input_operand(reader, reader.kinds, arg) is not None:
                return f"at the call `self.{call.func.attr.value}(...)`: {why}"
    return None


def _unstarred(arg: cst.Arg) -> bool:
    return not arg.star


# python 3 orders no list, tuple, None or str against a number (TypeError); an NDArray's
# `__gt__`... answers with an NDArray of its shape (`broadcast_greater` against the scalar)
_ORDER = (cst.LessThan, cst.GreaterThan, cst.LessThanEqual, cst.GreaterThanEqual)


def compared_input(scope: "Scope", kinds: KindInference, node: cst.CSTNode) -> "str | None":
    """None when ``node`` is a name that every binding reaching it binds to an order comparison
    of an input of the block with a number literal (``m = mask > 0``), where the input is one
    that no caller hands a python number (:func:`input_operand`): the comparison ran, so the
    input was an NDArray or a number, hence an NDArray, and its comparison one too; else why not."""
    if type(node) is not cst.Name:
        return "not a name"
    sites = kinds.reaching_bindings(node)
    if not sites:
        return f"the bindings that reach `{node.value}` are not known"
    for _, how, value in sites:
        if how != "assign" or type(value) is not cst.Comparison or len(value.comparisons) != 1 \
                or not isinstance(value.comparisons[0].operator, _ORDER):
            return f"`{node.value}` is bound to other than an order comparison"
        left, right = value.left, value.comparisons[0].comparator
        read = left if number_literal(right) else right if number_literal(left) else None
        if read is None:
            return f"`{node.value}` is bound to a comparison with other than a number literal"
        why = input_operand(scope, kinds, read)
        if why is not None:
            return why
    return None
