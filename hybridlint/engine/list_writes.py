"""Every value a function puts into one local python list, or None where some use could put in
something else.

kinds.unproven proves ``feats[i]`` a legacy tensor only when each of these values is one: the
list displays and comprehensions the name is bound to, ``append``/``insert`` arguments, and
``feats[i] = v`` stores.  Any other use that might change the list or let other code change it
(an alias, a call that is handed the list itself, a slice store, ``+=``, an unknown method, a
binding by loop, unpacking or ``global``) denies, so the answer is a proof, not a likely story.
Pure syntax: the caller decides what counts as an F operator.
"""
from __future__ import annotations

from typing import Callable

import libcst as cst

from .walk import iter_descendants, parent_map

# builtins that read a list without keeping or changing it
_READERS = frozenset({"len", "enumerate", "zip", "reversed", "list", "tuple", "sorted", "iter"})
# methods that only read or shrink: no value enters
_SHRINKERS = frozenset({"pop", "index", "count"})
# nodes whose name child is a binding or a declaration, not a read of the list
_DECLARERS = (cst.Param, cst.FunctionDef, cst.ClassDef, cst.NameItem, cst.ImportAlias, cst.AsName)


def _one_index(sub: cst.Subscript) -> bool:
    return len(sub.slice) == 1 and type(sub.slice[0].slice) is cst.Index


def _display_values(value: cst.CSTNode) -> list[cst.CSTNode] | None:
    if type(value) in (cst.List, cst.Tuple):
        if any(type(e) is cst.StarredElement for e in value.elements):
            return None
        return [e.value for e in value.elements]
    if type(value) is cst.ListComp:
        return [value.elt]
    return None


def list_writes(root: cst.CSTNode, name: str, is_operator: Callable[[cst.CSTNode], bool]) -> list | None:
    """The values written into the list ``name`` under ``root`` (a function), or None."""
    parents = parent_map(root)
    writes: list[cst.CSTNode] = []
    bound = False
    for n in iter_descendants(root):
        if type(n) is not cst.Name or n.value != name:
            continue
        p = parents.get(id(n))
        tp = type(p)
        if tp is cst.Attribute and p.attr is n:
            continue                        # `self.feats`: another thing
        if tp is cst.Arg and p.keyword is n:
            continue                        # `f(feats=...)`: a keyword's name
        if isinstance(p, _DECLARERS):
            return None                     # shadowed or declared global: not one local list
        if tp is cst.AssignTarget and p.target is n:
            assign = parents.get(id(p))
            values = _display_values(assign.value) if len(assign.targets) == 1 else None
            if values is None:
                return None                 # bound to something not a fresh display
            writes.extend(values)
            bound = True
            continue
        if tp is cst.Subscript and p.value is n:
            gp = parents.get(id(p))
            if type(gp) is cst.AssignTarget and gp.target is p:
                assign = parents.get(id(gp))
                if not _one_index(p) or len(assign.targets) != 1:
                    return None             # a slice store writes an iterable's items
                writes.append(assign.value)
            elif type(gp) is cst.AugAssign and gp.target is p:
                return None
            continue                        # a read, or `del feats[i]`
        if tp is cst.Attribute and p.value is n:
            call = parents.get(id(p))
            if type(call) is not cst.Call or call.func is not p:
                return None
            meth = p.attr.value
            args = call.args
            if meth in _SHRINKERS:
                continue
            if (meth == "append" and len(args) == 1 or meth == "insert" and len(args) == 2) and not any(
                    a.star or a.keyword is not None for a in args):
                writes.append(args[-1].value)
                continue
            return None
        if tp is cst.Arg and p.value is n:
            call = parents.get(id(p))
            if p.star == "*":
                continue                    # `F.concat(*feats)`: the callee gets the items
            if p.star == "" and p.keyword is None and type(call) is cst.Call and (
                    (type(call.func) is cst.Name and call.func.value in _READERS) or is_operator(call.func)):
                continue
            return None
        if (tp is cst.For or tp is cst.CompFor) and p.iter is n:
            continue
        if tp is cst.Return and p.value is n:
            continue                        # handed on after the last read here
        return None
    return writes if bound else None
