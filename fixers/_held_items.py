"""Items of a list of tensors that stay what the list display put there.

HRNet-style code keeps its branches in a list, ``xs = [x, self.b1(x)]``, and reads sizes of one of
them, ``xs[0].shape[2]``. Where the function binds ``xs`` once and only reads it after that (by a
literal index, ``len``, iteration, ``*xs``) or appends to it, ``xs[k]`` for k below the display's
length is, wherever it runs, the value the display's element k computed: the shape flow tracks it
under the key ``"xs[k]"``, which is also valid code naming that value in a rewrite. A dict display
with string-literal keys, ``stats = {"mu": m}``, is held the same way under ``"stats['mu']"`` where the
function only reads it (by a literal key, ``.get``/``.items``/``.values``/``.keys``, iteration, ``len``,
unpacking) or stores keys the display does not have (each then held from its store on, held_store).

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


def _last_item_key(node) -> str | None:
    """``"ts[-1]"`` for ``ts[-1]`` (a name indexed by a negative integer literal): the key under
    which a call's items of a ``*ts`` parameter are also held counted from the end
    (_shapes.call_arguments); a list display is held by position only, so it reads nothing there."""
    if not (isinstance(node, cst.Subscript) and isinstance(node.value, cst.Name) and len(node.slice) == 1
            and isinstance(node.slice[0].slice, cst.Index)):
        return None
    index = node.slice[0].slice.value
    if not (isinstance(index, cst.UnaryOperation) and isinstance(index.operator, cst.Minus)
            and isinstance(index.expression, cst.Integer) and index.expression.evaluated_value > 0):
        return None
    return f"{node.value.value}[-{index.expression.evaluated_value}]"


def held_key(node) -> str | None:
    """The key the shape flow holds an item under: ``item_key``'s, or ``"stats['mu']"`` for a name
    indexed by a string literal or read by ``stats.get("mu")`` (an entry of a dict display), else None."""
    key = item_key(node) or _last_item_key(node)
    if key is not None:
        return key
    literal = _string_index(node)
    if literal is None:
        literal = _string_get(node)
        node = node.func if literal is not None else node
    return None if literal is None else f"{node.value.value}[{literal!r}]"


def _string_get(node) -> str | None:
    """``"mu"`` for ``stats.get("mu")`` (one argument, a string literal), else None: of a held dict
    display that has the key, the entry itself (a key it lacks is not held, so it reads nothing)."""
    if not (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and node.func.attr.value == "get"
            and isinstance(node.func.value, cst.Name) and len(node.args) == 1 and node.args[0].keyword is None
            and not node.args[0].star and isinstance(node.args[0].value, cst.SimpleString)):
        return None
    literal = node.args[0].value.evaluated_value
    return literal if isinstance(literal, str) else None


def _string_index(node) -> str | None:
    """``"mu"`` for ``stats["mu"]`` (a name indexed by a string literal), else None."""
    if not (isinstance(node, cst.Subscript) and isinstance(node.value, cst.Name) and len(node.slice) == 1
            and isinstance(node.slice[0].slice, cst.Index) and isinstance(node.slice[0].slice.value, cst.SimpleString)):
        return None
    literal = node.slice[0].slice.value.evaluated_value
    return literal if isinstance(literal, str) else None


def _entry_keys(value: cst.Dict) -> "tuple[str, ...] | None":
    """The keys of a dict display when every one is a distinct string literal (no ``**`` splat)."""
    keys = []
    for e in value.elements:
        if not (isinstance(e, cst.DictElement) and isinstance(e.key, cst.SimpleString)
                and isinstance(e.key.evaluated_value, str)):
            return None
        keys.append(e.key.evaluated_value)
    return tuple(keys) if keys and len(set(keys)) == len(keys) else None


def held_items(ctx, func, target: cst.Name, value) -> list[str]:
    """The item keys of ``target = [e0, e1, ...]`` (or of a dict display of string keys) when
    ``func`` keeps the container as its display made it (see the module docstring); [] otherwise."""
    entries = _entry_keys(value) if isinstance(value, cst.Dict) else None
    if func is None or (entries is None and (
            not isinstance(value, (cst.List, cst.Tuple)) or not value.elements
            or any(isinstance(e, cst.StarredElement) for e in value.elements))):
        return []
    cache = ctx.__dict__.setdefault("_held_item_lists", {})
    key = (id(func), target.value, entries)
    if key not in cache:
        cache[key] = _kept(func, target.value, entries)
    if not cache[key]:
        return []
    if entries is not None:
        return [f"{target.value}[{k!r}]" for k in entries]
    return [f"{target.value}[{k}]" for k in range(len(value.elements))]


def held_entries(ctx, func, target: cst.Name, entries: "tuple[str, ...]") -> list[str]:
    """The item keys of ``target = helper(...)`` where the helper returns a dict display of these
    string keys on every path and ``func`` keeps the dict as made (held_items' test): each key
    then holds what every return puts there (``st = self._stats(F, h)``, ``st["mu"]``)."""
    if func is None or not entries or len(set(entries)) != len(entries):
        return []
    cache = ctx.__dict__.setdefault("_held_item_lists", {})
    key = (id(func), target.value, entries)
    if key not in cache:
        cache[key] = _kept(func, target.value, entries)
    return [f"{target.value}[{k!r}]" for k in entries] if cache[key] else []


def entry_keys(value) -> "tuple[str, ...] | None":
    """The keys of a dict display when every one is a distinct string literal (no ``**`` splat)."""
    return _entry_keys(value) if isinstance(value, cst.Dict) else None


def held_store(ctx, func, target) -> str | None:
    """``"stats['sd']"`` for ``stats["sd"] = ...`` storing a key that the one dict display ``func``
    binds ``stats`` to does not have, where ``func`` keeps that display as made (held_items): the
    entry holds the stored value from there on, as a name would."""
    literal = _string_index(target)
    if literal is None or func is None:
        return None
    name = target.value.value
    cache = ctx.__dict__.setdefault("_held_item_stores", {})
    if (id(func), name) not in cache:
        cache[(id(func), name)] = _kept_entries(func, name)
    entries = cache[(id(func), name)]
    return held_key(target) if entries is not None and literal not in entries else None


def _kept_entries(func, name: str) -> "tuple[str, ...] | None":
    """The keys of the dict display ``name`` is bound to (once) when ``func`` keeps it as made."""
    displays = [node.value for node in iter_descendants(func) if isinstance(node, cst.Assign)
                and len(node.targets) == 1 and isinstance(node.targets[0].target, cst.Name)
                and node.targets[0].target.value == name]
    entries = _entry_keys(displays[0]) if len(displays) == 1 and isinstance(displays[0], cst.Dict) else None
    return entries if entries is not None and _kept(func, name, entries) else None


# methods of a dict that read it (a held dict display stays as it was made)
_DICT_READS = frozenset({"get", "items", "values", "keys"})


def handed_entries(func, name: str, entries: "tuple[str, ...]", call: cst.Call) -> bool:
    """``name``, bound once in ``func`` to a dict of these string keys, is kept as made there
    but for ``call``, which is handed the whole dict (TiDE's ``self._denorm(out, stats)``): what
    the call's function reads of it is what was made, where that function keeps it too
    (``read_only_parameter``)."""
    return bool(entries) and _kept(func, name, entries, handed=call)


def read_only_parameter(func, name: str, entries: "tuple[str, ...]") -> bool:
    """The parameter ``name`` of ``func``, never rebound there, is only read as a dict (by a
    literal key, ``.get``/``.items``/``.values``/``.keys``, iteration, ``len``)."""
    return bool(entries) and _kept(func, name, entries, bound=0)


def _kept(func, name: str, entries: "tuple[str, ...] | None" = None, handed: "cst.Call | None" = None,
          bound: int = 1) -> bool:
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
        if bound == 0 and isinstance(parent, cst.Param) and parent.name is node:
            continue                # (read_only_parameter: the parameter itself)
        if isinstance(parent, cst.Subscript) and parent.value is node:
            holder = parents.get(id(parent))
            if isinstance(holder, (cst.AssignTarget, cst.AugAssign, cst.Del, cst.AnnAssign)) \
                    or _in_target(parent, parents):
                if entries is not None and isinstance(holder, cst.AssignTarget) \
                        and _string_index(parent) not in (None, *entries):
                    continue        # `stats["sd"] = ...`: a new entry, the display's keep their values
                return False        # an item stored or deleted
            continue
        if isinstance(parent, cst.Attribute) and parent.value is node:
            call = parents.get(id(parent))
            if isinstance(call, cst.Call) and call.func is parent \
                    and parent.attr.value in (("append",) if entries is None else _DICT_READS):
                continue            # appends keep every earlier item; a dict's reads keep it
            return False
        if isinstance(parent, cst.Arg) and parent.star == "*":
            continue
        if handed is not None and isinstance(parent, cst.Arg) and not parent.star \
                and parents.get(id(parent)) is handed:
            continue                # the one call handed the dict whole
        if isinstance(parent, cst.Arg) and isinstance(parents.get(id(parent)), cst.Call) \
                and isinstance(parents[id(parent)].func, cst.Name) and parents[id(parent)].func.value == "len":
            continue
        if isinstance(parent, (cst.For, cst.CompFor)) and parent.iter is node:
            continue
        if isinstance(parent, cst.Assign) and parent.value is node \
                and all(isinstance(t.target, (cst.Tuple, cst.List)) for t in parent.targets):
            continue                # `q, m = pair`: unpacked, not changed
        return False                # handed on, rebound otherwise, or read in a way not checked
    return bindings == bound


def _in_target(node, parents) -> bool:
    """``node`` sits in an assignment's target (``a, xs[0] = ...``) or a for loop's."""
    child, up = node, parents.get(id(node))
    while up is not None and isinstance(up, (cst.Tuple, cst.List, cst.Element, cst.StarredElement)):
        child, up = up, parents.get(id(up))
    return (isinstance(up, cst.AssignTarget) and up.target is child) \
        or (isinstance(up, (cst.For, cst.CompFor)) and up.target is child)
