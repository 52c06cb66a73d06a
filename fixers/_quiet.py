"""Which helpers of a block compute a value and change nothing else (pure libcst): a method or a
module function whose body stores nothing outside its own names and calls nothing that changes
state. A fixer that moves such a call (into a foreach step, into a condition computed as a
tensor) computes the same as the original code did."""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.stubs import StubbedStatements
from hybridlint.engine.walk import iter_descendants

from ._util import self_attr_name

_EFFECTS = frozenset({"append", "extend", "insert", "pop", "update", "add", "remove", "clear", "setdefault",
                      "attach_grad", "write", "print", "setattr", "delattr", "exec", "eval", "open"})
_LOUD = (cst.Global, cst.Nonlocal, cst.Yield, cst.Await, cst.ClassDef, cst.FunctionDef, cst.Lambda,
         cst.Import, cst.ImportFrom, cst.Del, cst.With, cst.Try)
# what may raise, or decide on values, in a helper run where the original did not call it
_BRANCHING = (cst.If, cst.IfExp, cst.For, cst.While, cst.Raise, cst.Assert, cst.Match)


def called_children(node: cst.CSTNode) -> list[str]:
    """The attributes ``X`` of the calls ``self.X(...)`` inside ``node``, in source order."""
    out = []
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, cst.Call):
            attr = self_attr_name(n.func)
            if attr is not None:
                out.append(attr)
        stack.extend(reversed(n.children))
    return out


def quiet_methods(ctx, called: set[str], children: frozenset[str], straight: bool = False) -> frozenset[str]:
    """The methods of the block's class (or of its bases in this file) among ``called`` that
    store nothing outside their own names, call nothing that changes state and call no child but
    ``children``: `self._attend(F, h, enc)` run inside a foreach step computes the same as in
    the loop. The class that defines a name first in the lineage decides; a decorated method, a
    forward and a body the parse left out are not quiet. With ``straight``, only a body without
    branches, loops, ``raise`` or ``assert``: one that may now run where the original code did not
    call it (the lines after an early return) then cannot raise where it never ran."""
    cls = ctx.scope.cls if ctx.scope is not None else None
    if cls is None or not called:
        return frozenset()
    out, decided = set(), set()
    for c in cls.lineage():
        methods = c.readable_methods()
        for name in called - decided:
            fn = methods.get(name)
            if fn is None:
                continue
            decided.add(name)
            # (readable_methods parses a stubbed body on its own where it can; one it could
            # not stays StubbedStatements, which any read trips on)
            if fn.decorators or name in ("hybrid_forward", "forward", "__call__") \
                    or not isinstance(fn.body, cst.IndentedBlock) or isinstance(fn.body.body, StubbedStatements):
                continue
            if any(changes_state(n) for n in iter_descendants(fn.body)):
                continue
            if straight and any(isinstance(n, _BRANCHING) for n in iter_descendants(fn.body)):
                continue
            if all(a in children for a in called_children(fn.body)):
                out.add(name)
    return frozenset(out)


def changes_state(n: cst.CSTNode) -> bool:
    """A node of a helper's body that may change something outside the helper's own names."""
    if isinstance(n, _LOUD):
        return True
    if isinstance(n, cst.AssignTarget):
        return not isinstance(n.target, (cst.Name, cst.Tuple))
    if isinstance(n, (cst.AugAssign, cst.AnnAssign)):
        return not isinstance(n.target, cst.Name)
    if isinstance(n, cst.Call):
        f = n.func
        name = f.attr.value if isinstance(f, cst.Attribute) else f.value if isinstance(f, cst.Name) else None
        return name is None or name in _EFFECTS
    return False
