"""Items of a list of tensors that stay what the list display put there.

HRNet-style code keeps its branches in a list, ``xs = [x, self.b1(x)]``, and reads sizes of one of
them, ``xs[0].shape[2]``. Where the function binds ``xs`` once and only reads it after that (by a
literal index, ``len``, iteration, ``*xs``) or appends to it, ``xs[k]`` for k below the display's
length is, wherever it runs, the value the display's element k computed: the shape flow tracks it
under the key ``"xs[k]"``, which is also valid code naming that value in a rewrite.

Pure libcst (the lint path imports it).
"""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.walk import iter_descendants, parent_map


def item_key(node) -> str | None:
    """``"xs[0]"`` for ``xs[0]`` (a name indexed by a non-negative integer literal), else None."""
    if not (isinstance(node, cst.Subscript) and isinstance(node.value, cst.Name) and len(node.slice) == 1
            and isinstance(node.slice[0].slice, cst.Index)):
        return None
    index = node.slice[0].slice.value
    if not (isinstance(index, cst.Integer) and index.evaluated_value >= 0):
        return None
    return f"{node.value.value}[{index.evaluated_value}]"


def held_items(ctx, func, target: cst.Name, value) -> list[str]:
    """The item keys of ``target = [e0, e1, ...]`` when ``func`` keeps the list as its display
    made it (see the module docstring); [] otherwise."""
    if not isinstance(value, (cst.List, cst.Tuple)) or not value.elements \
            or any(isinstance(e, cst.StarredElement) for e in value.elements) or func is None:
        return []
    cache = ctx.__dict__.setdefault("_held_item_lists", {})
    key = (id(func), target.value)
    if key not in cache:
        cache[key] = _kept(func, target.value)
    if not cache[key]:
        return []
    return [f"{target.value}[{k}]" for k in range(len(value.elements))]


def _kept(func, name: str) -> bool:
    parents = parent_map(func)
    bindings = 0
    for node in iter_descendants(func):
        if not (isinstance(node, cst.Name) and node.value == name):
            continue
        parent = parents.get(id(node))
        if (isinstance(parent, cst.Attribute) and parent.attr is node) \
                or (isinstance(parent, cst.Arg) and parent.keyword is node):
            continue                # `self.xs`, `f(xs=...)`: not this name
        if isinstance(parent, cst.AssignTarget) and parent.target is node:
            bindings += 1
            continue
        if isinstance(parent, cst.Subscript) and parent.value is node:
            holder = parents.get(id(parent))
            if isinstance(holder, (cst.AssignTarget, cst.AugAssign, cst.Del, cst.AnnAssign)) \
                    or _in_target(parent, parents):
                return False        # an item stored or deleted
            continue
        if isinstance(parent, cst.Attribute) and parent.value is node:
            call = parents.get(id(parent))
            if parent.attr.value == "append" and isinstance(call, cst.Call) and call.func is parent:
                continue            # appends keep every earlier item
            return False
        if isinstance(parent, cst.Arg) and parent.star == "*":
            continue
        if isinstance(parent, cst.Arg) and isinstance(parents.get(id(parent)), cst.Call) \
                and isinstance(parents[id(parent)].func, cst.Name) and parents[id(parent)].func.value == "len":
            continue
        if isinstance(parent, (cst.For, cst.CompFor)) and parent.iter is node:
            continue
        return False                # handed on, rebound otherwise, or read in a way not checked
    return bindings == 1


def _in_target(node, parents) -> bool:
    """``node`` sits in an assignment's target (``a, xs[0] = ...``) or a for loop's."""
    child, up = node, parents.get(id(node))
    while up is not None and isinstance(up, (cst.Tuple, cst.List, cst.Element, cst.StarredElement)):
        child, up = up, parents.get(id(up))
    return (isinstance(up, cst.AssignTarget) and up.target is child) \
        or (isinstance(up, (cst.For, cst.CompFor)) and up.target is child)
