"""Legacy arrays a fixer can count on: names, the attributes ``__init__`` builds, and the
python arithmetic between them that a rewrite turns into the ``F.broadcast_*`` NDArray computed
(pure libcst; no numpy, no runtime)."""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.walk import iter_descendants

from ._util import self_attr_name
from .broadcast_operator import BINARY

# NDArray methods whose result is the array reshaped or cast: still the held array's value
CHAIN = frozenset({"reshape", "expand_dims", "transpose", "astype", "flatten", "squeeze", "tile",
                   "broadcast_to", "swapaxes"})


def chain_top(ctx, read: cst.CSTNode) -> tuple[cst.CSTNode, cst.CSTNode | None]:
    """The outermost ``read.reshape(...).astype(...)`` chain starting at ``read``, and its parent."""
    top = read
    up = ctx.parent(top)
    while isinstance(up, cst.Attribute) and up.value is top and up.attr.value in CHAIN:
        call = ctx.parent(up)
        if not (isinstance(call, cst.Call) and call.func is up):
            break
        top, up = call, ctx.parent(call)
    return top, up


def hybrid_input(func: cst.FunctionDef, node: cst.CSTNode) -> bool:
    """``node`` names a positional input of ``hybrid_forward`` (no default) that the body never
    rebinds: Gluon hands such a parameter an NDArray, a (nested) list of them or None, and only
    an NDArray survives arithmetic with the held NDArray in the eager run (a list or None
    raises 'type not supported')."""
    if not isinstance(node, cst.Name):
        return False
    inputs = [p for p in func.params.params[2:] if p.default is None]
    return any(p.name.value == node.value for p in inputs) and not assignments_to(func, node.value)


def eager_array(ctx, func: cst.FunctionDef, node: cst.CSTNode, depth: int = 0) -> bool:
    """``node`` is an NDArray whenever the block runs eagerly and gets that far: a proven tensor,
    an input of hybrid_forward (`hybrid_input`), another array ``__init__`` built (``self.<a>``), a
    reshape or cast of one, a ``F.broadcast_*`` of them, arithmetic with one (an NDArray's
    operators return NDArrays or raise), or a local the body binds once, by a plain assignment,
    to one of those (any read that runs sees that value, or raises NameError)."""
    if ctx.proven_tensor(node) or hybrid_input(func, node):
        return True
    if depth > 8:
        return False
    if isinstance(node, cst.Name):
        value = _bound_once(func, node.value)
        return value is not None and eager_array(ctx, func, value, depth + 1)
    scope = ctx.scope
    attr = self_attr_name(node)
    if attr is not None:
        # an argument of the constructor is an NDArray only for the file's own constructions
        return (ctx.eager_arrays.attribute(scope.cls.name, attr) is not None
                and not ctx.eager_arrays.passed(scope.cls.name, attr))
    if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute):
        if node.func.attr.value in CHAIN:
            return eager_array(ctx, func, node.func.value, depth + 1)
        if (isinstance(node.func.value, cst.Name) and node.func.value.value == scope.f_name
                and node.func.attr.value in {op for _, op in BINARY.values()}):
            return any(eager_array(ctx, func, a.value, depth + 1) for a in node.args if a.keyword is None)
        return False
    if isinstance(node, cst.BinaryOperation) and type(node.operator) in BINARY:
        return eager_array(ctx, func, node.left, depth + 1) or eager_array(ctx, func, node.right, depth + 1)
    return False


def _bound_once(func: cst.FunctionDef, name: str) -> cst.BaseExpression | None:
    """The value of the one ``name = value`` of ``func``'s body, where nothing else binds ``name``
    (no parameter, loop, ``with``, augmented or other assignment); else None."""
    if any(p.name.value == name for p in (*func.params.params, *func.params.kwonly_params,
                                          *func.params.posonly_params)) or assignments_to(func, name) != 1:
        return None
    for node in iter_descendants(func.body):
        if isinstance(node, cst.Assign) and len(node.targets) == 1 \
                and isinstance(node.targets[0].target, cst.Name) and node.targets[0].target.value == name:
            return node.value
    return None


def broadcast_edits(ctx, func: cst.FunctionDef, reads, text_of) -> tuple[list, list]:
    """Edits writing each ``+ - * / % **`` where a read (or a reshape/cast chain of it) meets an
    eager array (`eager_array`) as the ``F.broadcast_*`` NDArray arithmetic is (``NDArray.__mul__``
    is ``broadcast_mul``; a Symbol's ``*`` does not broadcast), once the read holds a Symbol;
    ``text_of(operand)`` is the operand's new text.  Returns (edits, their spans); none when two
    such operations nest (left to the operator rule)."""
    f = ctx.scope.f_name
    binops = []
    for r in reads:
        top, up = chain_top(ctx, r)
        if isinstance(up, cst.BinaryOperation) and type(up.operator) in BINARY and f:
            other = up.right if up.left is top else up.left
            if eager_array(ctx, func, other) and all(b is not up for b in binops):
                binops.append(up)
    spans = [ctx.span(b) for b in binops]
    if any(a != b and a[0] <= b[0] and b[1] <= a[1] for a in spans for b in spans):
        return [], []
    edits = []
    for b in binops:
        _, op = BINARY[type(b.operator)]
        edits.append((b, f"{f}.{op}({text_of(b.left)}, {text_of(b.right)})"))
    return edits, spans


def assignments_to(func: cst.FunctionDef, name: str) -> int:
    """How many statements of ``func`` bind ``name`` (assignments, loops, with, augmented)."""
    count = 0
    for node in iter_descendants(func.body):
        targets = ()
        if isinstance(node, cst.Assign):
            targets = tuple(t.target for t in node.targets)
        elif isinstance(node, (cst.AugAssign, cst.AnnAssign, cst.For, cst.NamedExpr)):
            targets = (node.target,)
        elif isinstance(node, cst.WithItem) and node.asname is not None:
            targets = (node.asname.name,)
        for t in targets:
            for sub in (t, *iter_descendants(t)):
                if isinstance(sub, cst.Name) and sub.value == name:
                    count += 1
    return count
