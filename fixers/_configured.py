"""Attributes the block's configuration fixes: ``self.k`` that only ``__init__`` stores, from an
integer literal or a parameter defaulting to one. Shared by the fixers that pass such a value on
to an operator as a python integer (a slice step, a reshape size)."""
from __future__ import annotations

import ast
import textwrap

import libcst as cst

from hybridlint.engine.fixed_attributes import READING_CALLS
from hybridlint.engine.stubs import StubbedStatements
from hybridlint.engine.walk import binds, binds_itself, iter_descendants, lexical_children, memoized, name_bindings, param_names

from ._util import int_literal, self_attr_name, self_targets as _self_attrs


def int_configured(ctx, node, positive: bool = False) -> bool:
    """``self.k`` that only ``__init__`` stores, every store an integer literal or a parameter of
    ``__init__`` whose default is one (not a bool) and which ``__init__`` does not rebind: a
    strided key window ``h[:, ::self._stride]``.  ``F.slice`` takes such a step as the subscript
    does (MXNet 1.9.1: 2, -2, 3 and None equal eagerly and hybridized); a bool, which the NDArray
    subscript takes as 1 and ``slice`` refuses, is what the literal default rules out. With
    ``positive``, every literal is above 0: a count such as a segment number, never one of
    Reshape's special codes (0, -1, -2, -3, -4). Where every construction of the class in the file
    passes the parameter one literal (``ctx.fixed_attribute``), that value must be such an int too."""
    cls = ctx.scope.cls if ctx.scope is not None else None
    if cls is None or not (isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name)
                           and node.value.value == "self") or not stored_only_in_init(ctx, node.attr.value):
        return False
    values = ctx.attribute_stores(cls.name, node.attr.value)
    init = _init_of(cls)
    if not values or init is None:
        return False
    for value in values:
        try:
            number = ast.literal_eval(value)
        except (ValueError, TypeError, SyntaxError, RecursionError):     # not a literal
            number = None
        if type(number) is int and (number > 0 if positive else number):
            continue
        if not isinstance(value, ast.Name) or binds(init.body, value.id):
            return False
        default = init_default(init, value.id)
        default = None if default is None else int_literal(default)
        if not default or (positive and default < 0):
            return False
        # each value the file's constructions pass (two heads, `Head(stride=8)`, `Head(stride=0.1)`:
        # not one value, so ``fixed_attribute`` below knows none) must be such an int too
        passed = _passed_literals(ctx, value.id)
        if passed is None or not all(type(n) is int and (n > 0 if positive else n)
                                     for n in map(ast.literal_eval, passed)):
            return False
    # the file's own constructions (a subclass's `super().__init__(k=-3)`, `Seg(k=0)`) may all
    # pass another value than the default: that one is what the block holds
    fixed = ctx.fixed_attribute(cls.name, node.attr.value)
    return fixed is None or (type(fixed[0]) is int and (fixed[0] > 0 if positive else fixed[0] != 0))


def _init_stores(ctx, attr: str, held: bool = False):
    """(the values ``__init__`` stores in ``self.<attr>``, the ``__init__`` of the scope's class or
    the nearest base defining one) when only ``__init__`` stores it; None otherwise.  ``held``:
    the attribute is read as a container, so None too where the file may change one in place
    (``self.strides[0] = 0.1``, ``.append``: ``attribute_stores``' ``"held"``)."""
    cls = ctx.scope.cls if ctx.scope is not None else None
    if cls is None or not stored_only_in_init(ctx, attr):
        return None
    values = ctx.attribute_stores(cls.name, attr, "held" if held else "")
    init = _init_of(cls)
    if not values or init is None:
        return None
    return values, init


def _init_of(cls) -> "cst.FunctionDef | None":
    """The ``__init__`` of ``cls`` or of the nearest base defining one, as its own parse where a
    stubbed parse left its body out (``HybridClass.readable_methods``): its readers here ask only
    what its statements bind and what its parameters default to, the same of either tree, and a
    walk of the stubbed body would trip (stubs.py) to analyse the whole file again."""
    owner = next((k for k in cls.lineage() if "__init__" in k.methods), None)
    return owner.readable_methods()["__init__"] if owner is not None else None


def numbers_stored(ctx, attr: str) -> bool:
    """``self.<attr>`` holds a display of python numbers as the block is built: only ``__init__``
    stores it, every store a tuple/list literal of numbers or a parameter of ``__init__`` (not
    rebound there) defaulting to one -- a configured image size ``final_dim=(128, 352)`` unpacked
    ``ogfH, ogfW = self.final_dim`` binds python numbers (the default's: as ``int_configured``)."""
    stores = _init_stores(ctx, attr)
    if stores is None:
        return False
    values, init = stores
    for value in values:
        if _number_sequence(value) or _int_comprehension(ctx, attr, value, init) is not None:
            continue
        if not isinstance(value, ast.Name) or not _defaults_to_numbers(init, value.id):
            return False
    return True


def int_stored(ctx, node) -> bool:
    """``self.<attr>`` is a python int as the block is built: only ``__init__`` stores it, every
    store int arithmetic (``+ - * // %``) of integer literals and parameters of ``__init__`` (not
    rebound there) defaulting to one -- DPRNN's ``self.P = chunk // 2`` (an int as
    ``int_configured`` takes a parameter's default to be).  Its sign is not known."""
    if not (isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) and node.value.value == "self"):
        return False
    stores = _init_stores(ctx, node.attr.value)
    if stores is None:
        return False
    values, init = stores
    return all(_int_expression(value, init) for value in values)


_INT_OPS = (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv, ast.Mod)


def _int_expression(value: ast.expr, init: cst.FunctionDef, depth: int = 0) -> bool:
    if depth > 8:
        return False
    if isinstance(value, ast.Constant):
        return type(value.value) is int
    if isinstance(value, ast.BinOp) and isinstance(value.op, _INT_OPS):
        return _int_expression(value.left, init, depth + 1) and _int_expression(value.right, init, depth + 1)
    if isinstance(value, ast.UnaryOp) and isinstance(value.op, ast.USub):
        return _int_expression(value.operand, init, depth + 1)
    if isinstance(value, ast.Name):
        default = init_default(init, value.id)
        return default is not None and not binds(init.body, value.id) and type(int_literal(default)) is int
    return False


def _defaults_to_numbers(init: cst.FunctionDef, name: str) -> bool:
    """``name`` is a parameter of ``init`` that its body does not rebind, defaulting to a tuple or
    list literal of numbers (``final_dim=(128, 352)``)."""
    default = init_default(init, name)
    if default is None or binds(init.body, name):
        return False
    try:
        return _number_sequence(ast.parse(_code(default), mode="eval").body)
    except SyntaxError:
        return False


def _literal_rows(value: ast.expr | None) -> "list | None":
    """The rows of a non-empty tuple or list literal (``((1, 'tanh'), (3, 'softmax'))``), else None."""
    try:
        rows = ast.literal_eval(value) if value is not None else None
    except (ValueError, TypeError, SyntaxError, RecursionError):
        return None
    return list(rows) if isinstance(rows, (tuple, list)) and rows else None


def table_rows(ctx, attr: str) -> "list | None":
    """What a loop over ``self.<attr>`` reads as the block is built: only ``__init__`` stores it,
    each store a tuple/list literal or a parameter of ``__init__`` (not rebound there) defaulting
    to one -- CTGAN's ``output_info=((1, 'tanh'), (3, 'softmax'))``; the rows of every store, in
    one list (the default's, and those of every literal the file's constructions pass that
    parameter: a head built ``Head(strides=(0.1, 0.2))``); None otherwise, or where the file may
    change the table in place."""
    stores = _init_stores(ctx, attr)
    if stores is None:
        return None
    values, init = stores
    rows: list = []
    for value in values:
        built = _int_comprehension(ctx, attr, value, init)
        if built is not None:
            rows.extend(built)      # (it checks the list is only read or reordered: HorNet's reverse())
            continue
        if _init_stores(ctx, attr, held=True) is None:
            return None             # a literal's item stored, or one appended, after it
        if isinstance(value, ast.Name):
            default = init_default(init, value.id)
            passed = _passed_literals(ctx, value.id)
            if default is None or binds(init.body, value.id) or passed is None:
                return None
            try:
                value = ast.parse(_code(default), mode="eval").body
            except SyntaxError:
                return None
            for other in passed:
                found = _literal_rows(other)
                if found is None:
                    return None
                rows.extend(found)
        found = _literal_rows(value)
        if found is None:
            return None
        rows.extend(found)
    return rows


def _passed_literals(ctx, param: str) -> "list[ast.expr] | None":
    """What the file's constructions pass ``param`` of the ``__init__`` the scope's class runs
    (a parent's ``Head(strides=(0.1, 0.2))``, a subclass's ``super().__init__(strides=...)``),
    those passing none left out: [] where the file makes none in sight (the default is read, as
    ``int_configured`` reads it); None where one passes anything but a literal."""
    owner = next((k for k in ctx.scope.cls.lineage() if "__init__" in k.methods), None)
    init = owner.ast_methods.get("__init__") if owner is not None else None
    given = ctx.constructed_arguments(owner.name, init, param) if init is not None else None
    out = []
    for value in given or ():
        if value is None:
            continue
        try:
            ast.literal_eval(value)
        except (ValueError, TypeError, SyntaxError, RecursionError):
            return None
        out.append(value)
    return out


def _positive_int(v) -> bool:
    return type(v) is int and v > 0


def _table_ints(ctx, loop: cst.For, name: str) -> bool:
    """``for name in self.sizes`` / ``for width, fn in self.spans`` (a name or a flat tuple of
    names as the target, the iterable a configured table, ``table_rows``): every value the loop
    gives ``name`` is an int above 0.  Also through the builtins ``zip`` and ``enumerate``
    (``for feat, stride in zip(feats, self.strides)``: ``name`` at the table's place)."""
    found = _zipped_table(ctx, loop.iter, loop.target, name)
    return found is not None and _table_target_ints(ctx, *found, name)


def _zipped_table(ctx, it, target, name: str, depth: int = 0):
    """(iterable, target) of the ``for`` part that binds ``name``: the loop's own, or the
    argument of ``zip(...)`` / ``enumerate(t)`` (positional, not starred) at ``name``'s place in a
    tuple target; None where the target does not bind ``name`` at one such place."""
    if depth > 4 or not (isinstance(it, cst.Call) and isinstance(it.func, cst.Name)):
        return (it, target) if depth <= 4 else None
    which = it.func.value
    if which not in ("zip", "enumerate") or ctx.resolve(it.func) not in (None, which, f"builtins.{which}") \
            or which in _module_bound(ctx) or any(a.keyword is not None or a.star for a in it.args):
        return (it, target)
    parts = [a.value for a in it.args]
    if which == "enumerate":
        if len(parts) != 1:
            return None
        parts = [None, parts[0]]        # the counter is no table's
    if not isinstance(target, (cst.Tuple, cst.List)) or len(target.elements) != len(parts) \
            or not all(isinstance(e, cst.Element) for e in target.elements):
        return None
    places = [k for k, e in enumerate(target.elements) if name in _leaf_names(e.value)]
    if len(places) != 1 or parts[places[0]] is None:
        return None
    return _zipped_table(ctx, parts[places[0]], target.elements[places[0]].value, name, depth + 1)


def _module_bound(ctx) -> "frozenset[str]":
    """The names the module's top level binds by ``def``, ``class`` or assignment (a module's own
    ``def zip(...)`` is not the builtin); once a file."""
    return memoized("module_bound", ctx.module, _top_level_names)


def _top_level_names(module: cst.Module) -> "frozenset[str]":
    out: set[str] = set()
    for stmt in module.body:
        if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            out.add(stmt.name.value)
        elif isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                targets = [t.target for t in small.targets] if isinstance(small, cst.Assign) else \
                    [small.target] if isinstance(small, (cst.AnnAssign, cst.AugAssign)) else []
                out.update(n for t in targets for n in _leaf_names(t))
    return frozenset(out)


def _leaf_names(target) -> "list[str]":
    if isinstance(target, cst.Name):
        return [target.value]
    if isinstance(target, (cst.Tuple, cst.List)):
        return [n for e in target.elements if isinstance(e, cst.Element) for n in _leaf_names(e.value)]
    return []


def _table_target_ints(ctx, it, target, name: str) -> bool:
    if not (isinstance(it, cst.Attribute) and isinstance(it.value, cst.Name) and it.value.value == "self"):
        return False
    rows = table_rows(ctx, it.attr.value)
    if rows is None:
        return False
    if isinstance(target, cst.Name):
        return target.value == name and all(_positive_int(r) for r in rows)
    if not isinstance(target, (cst.Tuple, cst.List)) \
            or not all(isinstance(e, cst.Element) and isinstance(e.value, cst.Name) for e in target.elements):
        return False
    names = [e.value.value for e in target.elements]
    if names.count(name) != 1:
        return False
    k = names.index(name)
    return all(isinstance(r, (tuple, list)) and len(r) == len(names) and _positive_int(r[k]) for r in rows)


_COMPREHENSION_OPS = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
                      ast.FloorDiv: lambda a, b: a // b, ast.Mod: lambda a, b: a % b,
                      ast.Pow: lambda a, b: a ** b if 0 <= b <= 16 else None}
# list methods that only reorder: the values a loop or an index reads stay the built ones
_REORDERING = frozenset({"reverse", "sort"})


def _int_comprehension(ctx, attr: str, value: ast.expr, init: cst.FunctionDef) -> "list[int] | None":
    """``self.dims = [dim // 2 ** i for i in range(order)]`` (HorNet's gnConv widths, then
    ``self.dims.reverse()``): a list comprehension of int arithmetic on its one loop variable,
    over ``range`` of int arithmetic, on int literals and parameters of ``__init__`` defaulting to
    int literals (not rebound there) -- its values as built with those defaults, the way
    ``int_configured`` reads a parameter; None for anything else, for an empty list, or where the
    class does more to ``self.<attr>`` than read it and reorder it (an append would add a value)."""
    if not (isinstance(value, ast.ListComp) and len(value.generators) == 1):
        return None
    gen = value.generators[0]
    it = gen.iter
    if gen.ifs or gen.is_async or not isinstance(gen.target, ast.Name) or binds(init.body, "range") \
            or not (isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range"
                    and 1 <= len(it.args) <= 3 and not it.keywords):
        return None
    bounds = [_int_value(a, init, {}) for a in it.args]
    if None in bounds or bounds[2:] == [0] or len(range(*bounds)) > 64:
        return None
    out = [_int_value(value.elt, init, {gen.target.id: k}) for k in range(*bounds)]
    if not out or None in out or not _only_reordered(ctx, attr):
        return None
    # the values as built with the defaults: none where the file's constructions pass a parameter
    # the comprehension reads another value (a parent's `Head(scale=0.2)`)
    read = {n.id for n in ast.walk(value) if isinstance(n, ast.Name) and n.id != gen.target.id}
    if any(_passed_literals(ctx, n) != [] for n in read if init_default(init, n) is not None):
        return None
    return out


def _int_value(node: ast.expr, init: cst.FunctionDef, local: "dict[str, int]", depth: int = 0) -> "int | None":
    """The int an expression of ``_int_comprehension`` computes, or None."""
    if depth > 8:
        return None
    if isinstance(node, ast.Constant):
        return node.value if type(node.value) is int else None
    if isinstance(node, ast.Name):
        if node.id in local:
            return local[node.id]
        default = init_default(init, node.id)
        k = None if default is None or binds(init.body, node.id) else int_literal(default)
        return k if type(k) is int else None
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        k = _int_value(node.operand, init, local, depth + 1)
        return None if k is None else -k
    if isinstance(node, ast.BinOp) and type(node.op) in _COMPREHENSION_OPS:
        a = _int_value(node.left, init, local, depth + 1)
        b = _int_value(node.right, init, local, depth + 1)
        if a is None or b is None or (b == 0 and isinstance(node.op, (ast.FloorDiv, ast.Mod))):
            return None
        got = _COMPREHENSION_OPS[type(node.op)](a, b)
        return got if type(got) is int else None
    return None


def _only_reordered(ctx, attr: str) -> bool:
    """Every ``self.<attr>`` in the class and its bases in this file is stored, read (an index, a
    loop, a builtin that reads), or reordered in place (``.reverse()``, ``.sort()``)."""
    cls = ctx.scope.cls if ctx.scope is not None else None
    changed = memoized("changed_attrs", cls.node, lambda _: _changed_attrs(ctx, cls)) if cls is not None else None
    return changed is not None and attr not in changed


def _changed_attrs(ctx, cls) -> "frozenset[str] | None":
    """The ``self.<attr>`` the class or its bases in this file may change in place: a method called
    on it other than a reordering one, handed to a call other than a builtin that only reads, an
    item stored or deleted (one walk a class, not one an attribute asked); None where
    whole_classes is None."""
    wholes = whole_classes(ctx, cls)
    if wholes is None:
        return None
    changed: set[str] = set()
    for _, classdef in wholes:
        parent_of = {}
        for node, parent in with_parents(classdef):
            parent_of[id(node)] = parent
            targets = [t.target for t in node.targets] if isinstance(node, cst.Assign) else \
                [node.target] if isinstance(node, (cst.AugAssign, cst.Del)) else []
            for t in targets:
                if isinstance(t, cst.Subscript) and self_attr_name(t.value) is not None:
                    changed.add(self_attr_name(t.value))
            attr = self_attr_name(node) if isinstance(node, cst.Attribute) else None
            if attr is None:
                continue
            if isinstance(parent, cst.Attribute) and parent.attr.value not in _REORDERING:
                changed.add(attr)
            call = parent_of.get(id(parent)) if isinstance(parent, cst.Arg) else None
            if isinstance(parent, cst.Arg) and not (isinstance(call, cst.Call) and isinstance(call.func, cst.Name)
                                                    and call.func.value in READING_CALLS):
                changed.add(attr)    # handed to a call that may change it
    return frozenset(changed)


_ACCUMULATE = (cst.AddAssign, cst.MultiplyAssign, cst.FloorDivideAssign)


def _loop_binders(func: cst.FunctionDef) -> "dict[str, list]":
    """name -> its ``for`` loops (the loop node) and augmented assignments (the node) in ``func``:
    the bindings ``name_bindings`` gives as None that ``accumulated_int`` can read (one walk a
    function, memoized)."""
    out: "dict[str, list]" = {}
    for node in iter_descendants(func.body):
        if isinstance(node, cst.For):
            for leaf in ([node.target] if isinstance(node.target, cst.Name) else
                         [e.value for e in getattr(node.target, "elements", ()) if isinstance(e, cst.Element)]):
                if isinstance(leaf, cst.Name):
                    out.setdefault(leaf.value, []).append(node)
        elif isinstance(node, cst.AugAssign) and isinstance(node.target, cst.Name):
            out.setdefault(node.target.value, []).append(node)
    return out


def accumulated_int(ctx, node, assumed: frozenset = frozenset(), depth: int = 0) -> bool:
    """``node`` is an int at or above 0 on every pass of the function: a non-negative int literal,
    a configured attribute above 0 (``int_configured``), sums, products and floor quotients of
    those, or a local name (not a parameter) every binding of which is one -- ``st = 0``,
    ``ed = st + width``, ``st = ed``, ``st += width``, or a ``for`` target taking from a configured
    table an int above 0 at its place in every row (``_table_ints``): the running offsets of
    spans laid along an axis (CTGAN's ``_apply_activate``, a split by configured sizes). A name met
    again while it is being proven is assumed: each value it ever holds was computed, in order,
    from values already proven."""
    if depth > 12:
        return False
    k = int_literal(node)
    if k is not None:
        return k >= 0
    if isinstance(node, cst.Attribute):
        return int_configured(ctx, node, positive=True)
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, (cst.Add, cst.Multiply, cst.FloorDivide)):
        return accumulated_int(ctx, node.left, assumed, depth + 1) \
            and accumulated_int(ctx, node.right, assumed, depth + 1)
    func = ctx.scope.func if ctx.scope is not None else None
    if not isinstance(node, cst.Name) or not isinstance(func, cst.FunctionDef) \
            or node.value in param_names(func.params):
        return False
    if node.value in assumed:
        return True
    values = name_bindings(func, nested=True).get(node.value)
    if not values or not binds_itself(func, node.value):
        return False
    others = memoized("loop_binders", func, _loop_binders).get(node.value, [])
    if sum(v is None for v in values) != len(others):
        return False        # a binding neither form reads (an unpacking, a `with`, a comprehension)
    inner = assumed | {node.value}
    for v in values:
        if v is not None and not accumulated_int(ctx, v, inner, depth + 1):
            return False
    for b in others:
        if isinstance(b, cst.For):
            if not _table_ints(ctx, b, node.value):
                return False
        elif not isinstance(b.operator, _ACCUMULATE) or not accumulated_int(ctx, b.value, inner, depth + 1):
            return False
    return True


def configured_entry(ctx, node) -> bool:
    """``self.<attr>[k]``, k an int literal, of an attribute holding a display of python numbers
    (``numbers_stored``): a python number wherever the original ran (an index past the display
    raised there)."""
    return isinstance(node, cst.Subscript) and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index) \
        and type(int_literal(node.slice[0].slice.value)) is int and isinstance(node.value, cst.Attribute) \
        and isinstance(node.value.value, cst.Name) and node.value.value.value == "self" \
        and numbers_stored(ctx, node.value.attr.value)


def configured_int_entry(ctx, node) -> bool:
    """``configured_entry`` of an attribute whose every stored value is an int above 0 as the block
    is built (``_stored_ints``): ``x[:, :self.dims[0]]`` cuts a non-empty span, as F.slice does
    (an empty one python gives, F.slice rejects)."""
    if not configured_entry(ctx, node):
        return False
    values = _stored_ints(ctx, node.value.attr.value)
    return values is not None and all(v > 0 for v in values)


def _stored_ints(ctx, attr: str) -> "list[int] | None":
    """Every value ``table_rows`` reads of ``self.<attr>`` (a display, a parameter's default
    display, an int comprehension), when all are ints; None otherwise."""
    rows = table_rows(ctx, attr)
    return rows if rows is not None and all(type(v) is int for v in rows) else None


def init_default(init: cst.FunctionDef, name: str) -> cst.BaseExpression | None:
    """The default of ``__init__``'s parameter ``name`` (positional or keyword-only), if any."""
    return next((p.default for p in (*init.params.params, *init.params.kwonly_params)
                 if p.name.value == name), None)


def off_branch(ctx, node: cst.CSTNode) -> bool:
    """Whether ``node`` (of the scope being walked) lies in a branch of ``if self.<flag>:`` (or
    ``if not self.<flag>:``) that every construction of the block this file makes leaves
    untaken, or that the constructor's defaults leave untaken when the file makes none
    (``debug=False``, never passed).  For withholding a fix only: a finding may not rest on the
    defaults, another file may construct the block otherwise."""
    scope = ctx.scope
    cls = scope.cls if scope is not None else None
    if cls is None:
        return False
    child, parent = node, ctx.parent(node)
    while parent is not None and child is not scope.func:
        if type(parent) is cst.If and child is not parent.test:
            test, negated = parent.test, False
            if type(test) is cst.UnaryOperation and type(test.operator) is cst.Not:
                test, negated = test.expression, True
            if type(test) is cst.Attribute and type(test.value) is cst.Name and test.value.value == "self":
                value = _flag_as_built(ctx, cls, test.attr.value)
                if value is not None and (bool(value[0]) != negated) != (child is parent.body):
                    return True
        child, parent = parent, ctx.parent(parent)
    return False


def _flag_as_built(ctx, cls, attr: str) -> "tuple[object] | None":
    """``(value,)`` of ``self.<attr>`` in every construction this file makes or, when it makes
    none, as built with the constructor's defaults: every store a literal or an ``__init__``
    parameter with a literal default, all one value."""
    found = ctx.fixed_attribute(cls.name, attr)
    if found is not None:
        return (found[0],)
    stores = ctx.attribute_stores(cls.name, attr)
    init = getattr(cls, "methods", {}).get("__init__")
    if not stores or init is None:
        return None
    values = set()
    for store in stores:
        if type(store) is ast.Name:
            default = init_default(init, store.id)
            if type(default) not in (cst.Name, cst.Integer, cst.SimpleString):
                return None
            text = default.value
        elif type(store) is ast.Constant:
            text = repr(store.value)
        else:
            return None
        try:
            values.add(ast.literal_eval(text))
        except (ValueError, SyntaxError):
            return None
    return (values.pop(),) if len(values) == 1 else None


def whole_classes(ctx, cls) -> "list[tuple[cst.Module, cst.ClassDef]] | None":
    """The whole text of ``cls`` and of each base class in this file, parsed on its own: the parse
    the analysis reads has blanked the methods no rule needs (engine/reduce.py), and any method
    may change an attribute. None where one does not parse as one class. Parsed once a file per
    class (``memoized``: the configuration readers ask it per attribute, each a parse of the
    lineage); shared, never to be changed (libcst trees are immutable)."""
    return memoized("whole_classes", cls.node, lambda _: _whole_classes(ctx, cls))


def _whole_classes(ctx, cls) -> "list[tuple[cst.Module, cst.ClassDef]] | None":
    out = []
    for klass in cls.lineage():
        # a class with a stubbed method (stubs.py) is read from the file's text: generating its
        # code trips, and the analysis of the whole file again cost more than the rest of it
        # (gluoncv's coder.py). The text differs from code_for's only by comment and blank
        # lines around the class, which give the parse below the same class
        text = ctx.class_source(klass.node) if _has_stub(klass.node) else None
        try:
            whole = cst.parse_module(textwrap.dedent(text if text is not None else ctx.code_for(klass.node)))
        except cst.ParserSyntaxError:
            return None
        classes = [stmt for stmt in whole.body if isinstance(stmt, cst.ClassDef)]
        if len(classes) != 1 or not isinstance(classes[0].body, cst.IndentedBlock):
            return None
        out.append((whole, classes[0]))
    return out


def _has_stub(classdef: cst.ClassDef) -> bool:
    body = classdef.body
    return type(body) is cst.IndentedBlock and any(
        type(s) is cst.FunctionDef and type(s.body) is cst.IndentedBlock and type(s.body.body) is StubbedStatements
        for s in body.body)


def methods_of(classdef: cst.ClassDef) -> "list[cst.FunctionDef]":
    return [stmt for stmt in classdef.body.body if isinstance(stmt, cst.FunctionDef)]


def stored_only_in_init(ctx, attr: str) -> bool:
    """No method of the class or its bases in this file but ``__init__`` assigns ``self.<attr>``:
    a method the statement calls between the two uses cannot rebind it."""
    cls = ctx.scope.cls
    stored = memoized("stored_outside_init", cls.node, lambda _: _stored_outside_init(ctx, cls)) \
        if cls is not None else None
    return stored is not None and attr not in stored


def _stored_outside_init(ctx, cls) -> "frozenset[str] | None":
    """Every ``self.<attr>`` a method of the class or its bases in this file but ``__init__``
    assigns (one walk a class, not one an attribute asked); None where whole_classes is None."""
    wholes = whole_classes(ctx, cls)
    if wholes is None:
        return None
    stored: set[str] = set()
    for _, classdef in wholes:
        for fn in methods_of(classdef):
            if fn.name.value == "__init__":
                continue
            for node, _ in with_parents(fn.body):
                targets = [t.target for t in node.targets] if isinstance(node, cst.Assign) else \
                    [node.target] if isinstance(node, (cst.AugAssign, cst.AnnAssign)) else []
                for t in targets:
                    stored.update(_self_attrs(t))
    return frozenset(stored)


def with_parents(root: cst.CSTNode):
    """(node, its parent) for every code-bearing node under ``root``; the file's parent map covers
    only the code the analysis walked, and a list may be changed in any method. (lexical_children:
    libcst's ``children`` less its whitespace and punctuation nodes, in the same order, without
    libcst's visitor pass per node; no caller asks for those nodes, and none parents code.)"""
    stack = [(root, None)]
    while stack:
        node, parent = stack.pop()
        yield node, parent
        stack.extend((child, node) for child in lexical_children(node))


def _number_sequence(node: ast.expr | None) -> bool:
    """A non-empty tuple or list literal of int/float numbers (a sign allowed, no bool)."""
    try:
        value = ast.literal_eval(node) if node is not None else None
    except (ValueError, TypeError, SyntaxError, RecursionError):
        return False
    return isinstance(value, (tuple, list)) and bool(value) \
        and all(type(v) in (int, float) for v in value)


def numbers_configured(ctx, attr: str) -> bool:
    """``self.<attr>`` holds a flat, non-empty sequence of python numbers as the block is built by
    default, and no method but ``__init__`` changes it: every store in ``__init__`` is a parameter
    of ``__init__`` defaulting to a tuple or list literal of numbers (``gains=(2.0, 1.0, 1.5)``),
    as is or through ``tuple(...)``/``list(...)``, not rebound before; outside ``__init__`` the
    attribute is only read as the data of an ``array(...)`` call (no method can append to it or
    write an item), and inside it only stored."""
    stores = _init_stores(ctx, attr)
    if stores is None:
        return False
    values, init = stores
    for value in values:
        if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) \
                and value.func.id in ("tuple", "list") and len(value.args) == 1 and not value.keywords:
            value = value.args[0]
        if not isinstance(value, ast.Name) or not _defaults_to_numbers(init, value.id):
            return False
    wholes = whole_classes(ctx, ctx.scope.cls)
    if wholes is None:
        return False
    for whole, _ in wholes:
        for node, parent in with_parents(whole):
            if not (isinstance(node, cst.Attribute) and node.attr.value == attr
                    and isinstance(node.value, cst.Name) and node.value.value == "self"):
                continue
            method = _method_of(whole, node)
            if method == "__init__":
                if not isinstance(parent, cst.AssignTarget):
                    return False
                continue
            if not isinstance(parent, cst.Arg) or not _array_data(whole, parent):
                return False
    return True


def _code(node: cst.CSTNode) -> str:
    return cst.Module(body=[]).code_for_node(node)


def _method_of(module: cst.Module, node: cst.CSTNode) -> str | None:
    for stmt in module.body:
        if isinstance(stmt, cst.ClassDef) and isinstance(stmt.body, cst.IndentedBlock):
            for fn in stmt.body.body:
                if isinstance(fn, cst.FunctionDef) and any(n is node for n, _ in with_parents(fn)):
                    return fn.name.value
    return None


def _array_data(module: cst.Module, arg: cst.Arg) -> bool:
    """``arg`` is the first positional argument of a call of ``<x>.array``."""
    for node, _ in with_parents(module):
        if isinstance(node, cst.Call) and node.args and node.args[0] is arg and arg.keyword is None \
                and isinstance(node.func, cst.Attribute) and node.func.attr.value == "array":
            return True
    return False


def sets_attr_line(init: cst.FunctionDef, attr: str) -> cst.SimpleStatementLine | None:
    """The last straight-line statement of ``__init__`` (``with`` blocks included) that sets
    ``self.<attr>``; None when one inside a branch or loop could set it too."""
    found = None
    stack = list(getattr(init.body, "body", ()))
    order = []
    while stack:
        stmt = stack.pop(0)
        if isinstance(stmt, cst.With):
            stack[:0] = list(getattr(stmt.body, "body", ()))
            continue
        order.append(stmt)
    for stmt in order:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                # `self.a = a`, or one of `self.a, self.b = a, b`
                if isinstance(small, cst.Assign) and any(
                        self_attr_name(target) == attr for t in small.targets
                        for target in ([e.value for e in t.target.elements]
                                       if isinstance(t.target, (cst.Tuple, cst.List)) else [t.target])):
                    found = stmt if len(stmt.body) == 1 else None
        elif any(self_attr_name(n) == attr for n in iter_descendants(stmt)):
            return None             # a branch or loop mentions it: it may set it
    return found


def super_init_line(init: cst.FunctionDef) -> cst.SimpleStatementLine | None:
    """The `super().__init__(...)` line of ``__init__`` (a bare call statement), if any."""
    body = init.body
    if not isinstance(body, cst.IndentedBlock):
        return None
    for stmt in body.body:
        if not isinstance(stmt, cst.SimpleStatementLine) or len(stmt.body) != 1:
            continue
        expr = stmt.body[0]
        if not isinstance(expr, cst.Expr) or not isinstance(expr.value, cst.Call):
            continue
        func = expr.value.func
        if isinstance(func, cst.Attribute) and func.attr.value == "__init__":
            return stmt
    return None
