"""HYB004 fixer: ``x += y`` -> ``x = x + y`` (every augmented operator)."""
from __future__ import annotations

import libcst as cst

from . import Example, Fixer, Refusal, example_module, make_fix
from ._aliasing import VIEW_METHODS, sharers, view_bindings, viewed
from ._shared import AliasRefusal
from ._shapes import sequentials_of_new_arrays
from ._util import last_function_memo, needs_parens
from hybridlint.engine.catalogue import NDARRAY_ONLY_ATTRIBUTES
from hybridlint.engine.walk import iter_descendants, param_names

OPERATORS = {
    cst.AddAssign: "+", cst.SubtractAssign: "-", cst.MultiplyAssign: "*", cst.DivideAssign: "/",
    cst.FloorDivideAssign: "//", cst.ModuloAssign: "%", cst.PowerAssign: "**",
    cst.MatrixMultiplyAssign: "@", cst.BitAndAssign: "&", cst.BitOrAssign: "|",
    cst.BitXorAssign: "^", cst.LeftShiftAssign: "<<", cst.RightShiftAssign: ">>",
}


class AugmentedToBinary(Fixer):
    code = "HYB004"
    name = "augmented-to-binary"
    applicability = "safe"
    description = """
    Rewrites an augmented assignment to a tensor name (`x += y`, `loss *= 2`, `x **= 2`...) as a
    plain assignment of the binary operation (`x = x + y`), and to a tensor held in a python list
    (`levels[i - 1] += up` -> `levels[i - 1] = levels[i - 1] + up`, unsafe, index a plain name or
    number: it is evaluated twice); the right-hand side is parenthesized
    when needed (`x *= a + b` -> `x = x * (a + b)`). Safe when the name only ever holds arrays this
    function or its child blocks made (results of `F.*` operators, arithmetic, `self.layer(x)`):
    then nothing else sees the in-place update and the value is the same on NDArray and Symbol
    (a child block that returns its input unchanged, like `Identity`, is the exception). Unsafe
    when the name may alias an array someone else holds -- an argument of the function, another
    name, an attribute, a helper's result, a fluent `.reshape()` view: eagerly `+=` also changed
    that array, and the rewrite no longer does. Refused where another holder may read the update:
    a list or attribute it is handed to, or a local name bound to it (`prev = h`) that is read
    once the update may have run or handed on again (`res = x; x = self.tree(x); x += res` with
    `res` read no more is rewritten).
    """
    EXAMPLES = [
        Example(example_module("y = F.relu(x)\ny += x\nreturn y"),
                example_module("y = F.relu(x)\ny = y + x\nreturn y"), shapes=[[(2, 3)], [(4, 1, 5)]]),
        Example(example_module("y = F.exp(x)\ny *= x + 1\nreturn y"),
                example_module("y = F.exp(x)\ny = y * (x + 1)\nreturn y"), shapes=[[(3,)], [(2, 4)]]),
        Example(example_module("y = F.sigmoid(x)\ny -= 0.5\ny /= 2\ny **= 2\nreturn y"),
                example_module("y = F.sigmoid(x)\ny = y - 0.5\ny = y / 2\ny = y ** 2\nreturn y"),
                shapes=[[(2, 3)], [(5,)]]),
        Example(example_module("total = 0\nfor i in range(3):\n    total += F.sum(x * i)\nreturn total"),
                example_module("total = 0\nfor i in range(3):\n    total = total + F.sum(x * i)\nreturn total"),
                shapes=[[(2, 3)], [(4,)]]),
        # HiFi-GAN's multi-receptive-field sum started at `None`: `None` holds no array, so
        # reading it again (`if xs is None`) sees no update; the other binding is a fresh result
        Example(example_module("xs = None\nfor i in range(2):\n    if xs is None:\n        xs = F.relu(x)\n"
                               "    else:\n        xs += F.tanh(x) * i\nreturn xs / 2"),
                example_module("xs = None\nfor i in range(2):\n    if xs is None:\n        xs = F.relu(x)\n"
                               "    else:\n        xs = xs + (F.tanh(x) * i)\nreturn xs / 2"),
                shapes=[[(2, 3)], [(4,)]]),
        # a tensor held in a python list (an FPN's laterals): unsafe, the element may be shared
        Example(example_module("levels = [F.relu(x), F.tanh(x)]\nfor i in range(1, 0, -1):\n"
                               "    levels[i - 1] += levels[i] * 2\nreturn levels[0]"),
                example_module("levels = [F.relu(x), F.tanh(x)]\nfor i in range(1, 0, -1):\n"
                               "    levels[i - 1] = levels[i - 1] + (levels[i] * 2)\nreturn levels[0]"),
                shapes=[[(2, 3)], [(4,)]], applicability="unsafe"),
        # `y` aliases the input, and nothing reads the input again: the rewrite leaves the
        # caller's array as it was (eagerly `y += 1` changed it too), the output is the same
        Example(example_module("y = x\ny += 1\nreturn y * 2"),
                example_module("y = x\ny = y + 1\nreturn y * 2"), shapes=[[(2, 3)]],
                applicability="unsafe"),
        # ... but when the input is read again, eagerly it was read updated: the output would change
        # (MXNet 1.9.1, probes_s53b gp/p10 `xs = x; xs /= l ... F.dot(x, x)`: another eager output)
        Example(example_module("y = x\ny += 1\nreturn x * y"), None, reason="which this function reads again"),
        Example(example_module("y = x.reshape((-1,))\ny *= 2\nreturn F.sum(x) + F.sum(y)"), None,
                reason="which this function reads again"),
        # `detach()` is a view too (MXNet 1.9.1: a write into it shows in `x`, fixers/_aliasing.py) ...
        Example(example_module("y = x.detach()\ny *= 2\nreturn F.sum(x) + F.sum(y)"), None,
                reason="which this function reads again"),
        # ... `flatten()` is not: it copies, so `x` read again never saw the update
        Example(example_module("y = x.flatten()\ny *= 2\nreturn F.sum(x) + F.sum(y)"),
                example_module("y = x.flatten()\ny = y * 2\nreturn F.sum(x) + F.sum(y)"),
                shapes=[[(2, 3)], [(4, 1, 5)]]),
        # ... and an item of a list read again (ResNeSt's `gap = splits[0]; gap += splits[i]`, the
        # splits then weighted: MXNet 1.9.1, probes_s60 splitattn/p10, another eager output)
        Example(example_module("parts = F.split(x, num_outputs=2, axis=1)\ngap = parts[0]\n"
                               "gap += parts[1]\nreturn F.concat(gap, *parts, dim=1)"), None,
                reason="which this function reads again"),
        # ... its shape read again is the same after the update (a neural ODE's Euler steps)
        Example(example_module("h = x\nfor i in range(2):\n    t = F.ones_like(x) * i\n    h += t * h\nreturn h"),
                example_module("h = x\nfor i in range(2):\n    t = F.ones_like(x) * i\n    h = h + (t * h)\nreturn h"),
                shapes=[[(2, 3)]], applicability="unsafe"),
        # the state is appended and then updated in place: eagerly every entry is the last state
        Example(example_module("h = F.relu(x)\nstates = []\nfor _ in range(3):\n    states.append(h)\n"
                               "    h += 1\nreturn F.stack(*states)"), None, reason="also held elsewhere"),
        Example(example_module("h = F.tanh(x)\npair = [h, x]\nh *= 2\nreturn pair[0] + h"), None,
                reason="also held elsewhere"),
        Example(example_module("h = F.tanh(x)\nprev = h\nh -= x\nreturn prev * h"), None,
                reason="also held elsewhere"),
        # a residual kept before the name is rebound (SCINet's `res = x; x = self.tree(x); x +=
        # res`): nothing reads `res` once the update ran, so what it shares is never read changed
        Example(example_module("res = x\nx = F.tanh(x) * 2\nx += res\nreturn F.relu(x)"),
                example_module("res = x\nx = F.tanh(x) * 2\nx = x + res\nreturn F.relu(x)"),
                shapes=[[(2, 3)], [(4,)]], applicability="unsafe"),
        # ... but read again, or handed on to another holder, it is refused as before
        Example(example_module("res = x\nx = F.tanh(x) * 2\nx += res\nreturn x + res"), None,
                reason="also held elsewhere"),
        Example(example_module("res = x\nkeep = res\nx = F.tanh(x) * 2\nx += res\nreturn x + keep"), None,
                reason="also held elsewhere"),
        Example(example_module("res = x\nlater = lambda: res * 2\nx = F.tanh(x) * 2\nx += res\nreturn x + later()"),
                None, reason="also held elsewhere"),
        # an item of a list display of row views, the rows' array read again (MXNet 1.9.1: a basic
        # index is a view, `rows[0] += 1` raised y's first row too)
        Example(example_module("y = F.relu(x)\nrows = [y[0:1], y[1:2]]\nrows[0] += 1\nreturn y * 2"), None,
                reason="which this function reads again", shapes=[[(2, 3)]]),
        # a helper's parameter: its caller may read the array again (it does here)
        Example("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def bump(self, F, t):\n        t += 1\n        return t\n\n"
                "    def hybrid_forward(self, F, x):\n        y = F.relu(x)\n        z = self.bump(F, y)\n"
                "        return y * 2 + z\n", None, reason="is a parameter of the helper `bump`", shapes=[[(2, 3)]]),
        # ... and so is the update's own target viewed before it: `y` read after `x *= 2` was
        # doubled eagerly
        Example(example_module("x = x * 1\ny = x.detach()\nx *= 2\nreturn F.sum(x) + F.sum(y)"), None,
                reason="holds a view of `x`'s array"),
        Example(example_module("x = F.relu(x)\nr = x[0]\nx += 1\nreturn x + r"), None,
                reason="holds a view of `x`'s array", shapes=[[(2, 3)]]),
        # ... or another view of the same array read again (`y` and `z` both hold x's memory)
        Example(example_module("x = x + 1\ny = x.detach()\nz = x.reshape((-1,))\nz += 1\nreturn y * 2"), None,
                reason="which this function reads again"),
        # an accumulation whose first term is aliased (CTR-GCN's subsets, `y = z` then `y += z` in
        # the else): each pass binds `z` to a new array before the if, the aliasing pass does not
        # update, and no read of `z` sees the array a later pass updates
        Example(example_module("y = None\nfor i in range(3):\n    z = F.relu(x) * (i + 1)\n    if y is None:\n"
                               "        y = z\n    else:\n        y += z\nreturn y"),
                example_module("y = None\nfor i in range(3):\n    z = F.relu(x) * (i + 1)\n    if y is None:\n"
                               "        y = z\n    else:\n        y = y + z\nreturn y"),
                shapes=[[(2, 3)], [(4,)]], applicability="unsafe"),
        # ... but not where `z` is also kept (the first term in `outs` was the sum eagerly)
        Example(example_module("y = None\nouts = []\nfor i in range(3):\n    z = F.relu(x) * (i + 1)\n"
                               "    outs.append(z)\n    if y is None:\n        y = z\n    else:\n        y += z\n"
                               "return F.concat(y, *outs, dim=0)"),
                None, reason="which this function reads again"),
        # ... nor where an item of the indexed container may hand back its input (an empty
        # Sequential: `z` is `x` itself, which `y += z` then doubles eagerly; session 68, H489)
        Example(example_module("y = None\nfor i in range(2):\n    z = self.branches[i](x)\n    if y is None:\n"
                               "        y = z\n    else:\n        y += z\nreturn y", imports="from mxnet.gluon import nn\n",
                               init="self.branches = nn.HybridSequential()\nself.branches.add(nn.HybridSequential())\n"
                                    "self.branches.add(nn.Dense(4, in_units=4))"),
                None, reason="which this function reads again", shapes=[[(2, 4)]]),
    ]

    @staticmethod
    def propose(ctx, node: cst.AugAssign):
        target = node.target
        if isinstance(target, cst.Subscript):
            return _element_fix(ctx, node, target)
        if not isinstance(target, cst.Name):
            return Refusal("only a plain name can be rewritten")
        op = OPERATORS.get(type(node.operator))
        if op is None:
            return Refusal("unknown operator")
        value = ctx.code_for(node.value)
        if needs_parens(node.value):
            value = f"({value})"
        name = target.value
        if _held_elsewhere(ctx, name, node):
            return AliasRefusal(f"`{name}`'s array is also held elsewhere in this function (appended to a list, "
                           f"put in a list or tuple, or bound to another name), and eagerly `{name} {op}= ...` "
                           f"changes it there too, which `{name} = {name} {op} ...` would not; write the "
                           f"plain assignment and decide which value the other holder should keep")
        source = _aliased_and_read(ctx, name, node)
        if source is not None:
            return AliasRefusal(f"`{name}` is bound to `{source}`'s array, which this function reads again: "
                                f"eagerly `{name} {op}= ...` changes what `{source}` holds there too, which "
                                f"`{name} = {name} {op} ...` would not; write the plain assignment and decide "
                                f"which value `{source}` should keep")
        view = _view_read_after(ctx, name, node)
        if view is not None:
            return AliasRefusal(f"`{view}` holds a view of `{name}`'s array (a `.detach()`, `.reshape(...)` or "
                                f"basic index), which this function reads again: eagerly `{name} {op}= ...` "
                                f"changes what `{view}` holds too, which `{name} = {name} {op} ...` would not")
        func = ctx.scope.func if ctx.scope is not None else None
        if isinstance(func, cst.FunctionDef) and func.name.value not in ("hybrid_forward", "forward") \
                and name in param_names(func.params):
            # a helper's caller is in sight of no check here: it may read its argument again
            return AliasRefusal(f"`{name}` is a parameter of the helper `{func.name.value}`: eagerly `{name} {op}= ...` "
                                f"changes the caller's array, which may read it again, and `{name} = {name} {op} ...` "
                                "would not")
        safety = "safe" if holds_only_fresh_arrays(ctx, name) else "unsafe"
        return make_fix(ctx, [(node, f"{name} = {name} {op} {value}")], safety,
                        f"rewrite as `{name} = {name} {op} ...`")

    @staticmethod
    def operator(node: cst.AugAssign) -> str:
        return OPERATORS.get(type(node.operator), "?")


def holds_only_fresh_arrays(ctx, name: str) -> bool:
    """True when every binding of ``name`` in the current function is a python number or an
    array the function computed itself (an ``F.*`` operator or arithmetic), so no other
    reference can observe an eager in-place update of it."""
    func = ctx.scope.func if ctx.scope is not None else None
    if func is None or not isinstance(func, cst.FunctionDef):
        return False
    if name in param_names(func.params):
        return False
    bindings, answers, _, _ = _function_bindings(func, ctx, ctx.scope)
    answer = answers.get(name)
    if answer is None:
        # in walk order, stopping at the first binding that is not fresh
        answer = answers[name] = all(v is not None and _is_fresh(ctx, v) for v in bindings.get(name, ()))
    return answer


def _aliased_and_read(ctx, name: str, update: cst.AugAssign) -> str | None:
    """The name whose array ``name`` is bound to (``xs = x``, ``xs = x.reshape(...)``, a view, an
    item ``xs = parts[0]`` of a list or array) when that name is read where the update may already
    have run -- after it, or anywhere in a loop around it -- else None: eagerly the in-place update reaches those reads (``xs = x; xs /= l; ...
    F.dot(x, x)`` reads the scaled ``x``), the plain assignment does not, so the output would
    change."""
    func = ctx.scope.func if ctx.scope is not None else None
    if func is None or not isinstance(func, cst.FunctionDef):
        return None
    sources = set()
    for value in _function_bindings(func, ctx, ctx.scope)[0].get(name, ()):
        value = viewed(value)
        if isinstance(value, cst.Name) and value.value != name and value.value not in _CONSTANT_NAMES:
            sources.add(value.value)
    sources = {s for s in sources if not _first_term(ctx, func, s, name, update)}
    # (and the other names holding that array or a view of it: `y = x.detach()` beside `z =
    # x.reshape(-1)`, whose `z += 1` shows in y eagerly)
    for source in list(sources):
        sources |= sharers(func, source) - {name}
    return _read_once_updated(ctx, func, update, sources) if sources else None


def _first_term(ctx, func: cst.FunctionDef, source: str, name: str, update: cst.AugAssign) -> bool:
    """True for an accumulation whose first term is aliased (CTR-GCN's subsets: ``for i in ...:
    z = self.convs[i](x); if y is None: y = z; else: y += z``): ``source`` is bound once, to a new
    array, by a statement of the loop's body that runs before an ``if`` whose one branch holds the
    alias ``name = source`` and whose ``else`` holds ``update``, and nothing else reads ``source``.
    Each pass then binds ``source`` to a new array first; the pass that aliases it does not update
    (the branches exclude each other), and a later pass updates that array while ``source`` holds
    another: no read of ``source`` ever sees the array the update changes."""
    orelse = ctx.parent(ctx.parent(ctx.parent(update)) or update)     # update -> line -> suite -> Else
    branch = ctx.parent(orelse) if isinstance(orelse, cst.Else) else None
    if not isinstance(branch, cst.If) or branch.orelse is not orelse:
        return False
    body = ctx.parent(branch)
    owner = ctx.parent(body) if body is not None else None
    if not isinstance(owner, (cst.For, cst.While)) or owner.body is not body or owner.orelse is not None:
        return False
    statements = list(body.body)
    binds_source = [st for st in statements[:statements.index(branch)] if _binds_fresh(ctx, st, source)]
    alias = [st for st in branch.body.body if isinstance(st, cst.SimpleStatementLine) and len(st.body) == 1
             and isinstance(st.body[0], cst.Assign) and len(st.body[0].targets) == 1
             and isinstance(st.body[0].targets[0].target, cst.Name) and st.body[0].targets[0].target.value == name
             and isinstance(st.body[0].value, cst.Name) and st.body[0].value.value == source]
    if len(binds_source) != 1 or len(alias) != 1:
        return False
    allowed = (alias[0].body[0].value, update.value)
    for n in iter_descendants(func.body, stop=(cst.FunctionDef,)):
        if type(n) is cst.Name and n.value == source:
            if not any(n is a or _within(ctx, n, a) for a in allowed) and not _within(ctx, n, binds_source[0].body[0].targets[0]):
                return False
    return True


def _binds_fresh(ctx, statement, source: str) -> bool:
    """``statement`` is ``source = <a new array>``: what ``_is_fresh`` takes, or the call of an
    indexed child (``self.convs[i](x)``, a layer: the documented Identity exception as for
    ``self.body(x)``)."""
    if not (isinstance(statement, cst.SimpleStatementLine) and len(statement.body) == 1
            and isinstance(statement.body[0], cst.Assign) and len(statement.body[0].targets) == 1):
        return False
    assign = statement.body[0]
    if not (isinstance(assign.targets[0].target, cst.Name) and assign.targets[0].target.value == source):
        return False
    value = assign.value
    if _is_fresh(ctx, value):
        return True
    # an item of a Sequential __init__ fills with layers only: each makes a new array (an empty
    # Sequential or a lambda among them would hand back `x` itself, which `+=` then updates)
    scope = ctx.scope
    return (isinstance(value, cst.Call) and isinstance(value.func, cst.Subscript)
            and _is_self_attr(value.func.value)
            and value.func.value.attr.value in sequentials_of_new_arrays(ctx, scope.cls if scope is not None else None))


def _within(ctx, node, ancestor) -> bool:
    while node is not None:
        if node is ancestor:
            return True
        node = ctx.parent(node)
    return False


def _view_read_after(ctx, name: str, update: cst.AugAssign) -> str | None:
    """A name bound to an eager view of ``name``'s array (``y = x.detach()``, ``r = x[0]``, ``v =
    x.reshape(...)``: not a plain ``y = x``, which ``_held_elsewhere`` reads) by an assignment
    before ``update`` (or in a loop around it), read where the update may have run: eagerly
    ``x *= 2`` doubles what ``y`` holds, ``x = x * 2`` leaves it as it was."""
    func = ctx.scope.func if ctx.scope is not None else None
    if not isinstance(func, cst.FunctionDef):
        return None
    start = ctx.span(update)[0]
    loops = _loop_spans(ctx, func, update)
    views = set()
    for target, assign in view_bindings(func).get(name, ()):
        at = ctx.span(assign)[0]
        if not isinstance(assign.value, cst.Name) and target != name \
                and (at < start or any(first <= at <= last for first, last in loops)):
            views.add(target)
    return _read_once_updated(ctx, func, update, views) if views else None


def _items_aliased_and_read(ctx, update: cst.AugAssign, target: cst.Subscript) -> str | None:
    """For ``rows[0] += 1``: an array an item of the list display ``rows`` was bound to is, or is
    a view of (``rows = [x[0:1], x[1:2]]``), when this function reads it once the update may have
    run: eagerly the update reached it, ``rows[0] = rows[0] + 1`` would not."""
    func = ctx.scope.func if ctx.scope is not None else None
    if not isinstance(func, cst.FunctionDef) or not isinstance(target.value, cst.Name):
        return None
    sources = set()
    for value in _function_bindings(func, ctx, ctx.scope)[0].get(target.value.value, ()):
        if isinstance(value, (cst.List, cst.Tuple)):
            for el in value.elements:
                item = viewed(el.value)
                if isinstance(item, cst.Name) and item.value not in _CONSTANT_NAMES:
                    sources.add(item.value)
    return _read_once_updated(ctx, func, update, sources) if sources else None


def _loop_spans(ctx, func: cst.FunctionDef, node: cst.CSTNode) -> list:
    """The spans of the loops of ``func`` around ``node``: a statement there may run again
    after ``node``, so what it does counts as after as well as before."""
    spans = []
    node = ctx.parent(node)
    while node is not None and node is not func:
        if isinstance(node, (cst.For, cst.While)):
            spans.append(ctx.span(node))
        node = ctx.parent(node)
    return spans


def _read_once_updated(ctx, func: cst.FunctionDef, update: cst.AugAssign, names: set[str]) -> str | None:
    """The first of ``names`` read (for its values, not its shape) where ``update`` may already
    have run -- after it, or anywhere in a loop around it -- else None."""
    after = ctx.span(update)[1]         # (character offsets)
    loops = _loop_spans(ctx, func, update)
    for read in iter_descendants(func.body, stop=(cst.FunctionDef,)):
        if type(read) is cst.Name and read.value in names and not _reads_metadata(ctx, read):
            at = ctx.span(read)[0]
            if at >= after or any(first <= at <= last for first, last in loops):
                return read.value
    return None


# names that hold no array (`xs = None` before an accumulation's first term): nothing to alias
_CONSTANT_NAMES = frozenset({"None", "True", "False"})

# what an in-place `+=` leaves as it was: the array's shape, dtype and device
_METADATA = (NDARRAY_ONLY_ATTRIBUTES - {"T"}) | {"stype"}     # (`.T` is a view of the values)
_SHAPE_ONLY_OPS = frozenset({"zeros_like", "ones_like", "shape_array", "size_array"})


def _reads_metadata(ctx, name: cst.Name) -> bool:
    """``x.shape``, ``x.dtype``, ``F.zeros_like(x)``: a read that an in-place update of x's values
    cannot change."""
    parent = ctx.parent(name)
    if isinstance(parent, cst.Attribute) and parent.value is name:
        return parent.attr.value in _METADATA
    if isinstance(parent, cst.Arg):
        call = ctx.parent(parent)
        path = ctx.f_path(call.func) if isinstance(call, cst.Call) else None
        return bool(path) and path[-1] in _SHAPE_ONLY_OPS and call.args and call.args[0] is parent
    return False


def _held_elsewhere(ctx, name: str, update: cst.AugAssign) -> bool:
    """True when the array a local name holds is also handed to another holder in the current
    function: ``states.append(state)``, ``[h, c]``, ``prev = state``, ``self.cache = state``. An
    eager ``state += y`` updates that array in place, so the other holder sees the update (an RNN
    that appends its state and then adds to it stacks the last state T times); the plain
    assignment makes a new array and leaves the held one as it was -- another output. Anywhere in
    the function, not only before the update: in a loop a later line runs before the next update.
    A local name bound to it (``res = x``) and handed on no further holds it harmlessly where
    that name is never read once the update may have run (SCINet's ``res = x; x = self.tree(x);
    x += res``): whatever it shares with the update, nothing reads it changed."""
    func = ctx.scope.func if ctx.scope is not None else None
    if func is None or not isinstance(func, cst.FunctionDef):
        return False
    _, _, held, aliases = _function_bindings(func, ctx, ctx.scope)
    if name in held:
        return True
    others = aliases.get(name, set())
    if not others:
        return False
    if any(o in held or o in aliases or o in param_names(func.params) for o in others):
        return True
    # a nested function or lambda reading it may run at any time
    if any(type(n) is cst.Name and n.value in others
           for inner in iter_descendants(func.body) if type(inner) in (cst.FunctionDef, cst.Lambda)
           for n in iter_descendants(inner)):
        return True
    return _read_once_updated(ctx, func, update, others) is not None


# list/set/dict methods that keep their argument
_KEEPING_METHODS = frozenset({"append", "extend", "insert", "add", "setdefault", "update", "appendleft"})


def _displayed_names(value, out: set[str]) -> None:
    """The names ``value`` hands on as they are: itself when a name, the elements of a list,
    tuple or set display (nested ones too)."""
    if isinstance(value, cst.Name):
        out.add(value.value)
    elif isinstance(value, (cst.List, cst.Tuple, cst.Set)):
        for el in value.elements:
            _displayed_names(el.value, out)


@last_function_memo
def _function_bindings(func: cst.FunctionDef, ctx, scope) -> tuple[dict[str, list], dict[str, bool], set[str],
                                                                  dict[str, set[str]]]:
    """name -> the values bound to it in ``func`` in walk order (None for a binding that is never
    fresh: unpacking, a loop target, ``with ... as``), the answers given so far, and the names
    whose array is handed to another holder (:func:`_held_elsewhere`), and the local names bound to
    each name's array (``res = x``; its holders where read again): one walk of the function
    for all its ``+=`` lines, not one walk per line (400 of them took a minute)."""
    bindings: dict[str, list] = {}
    held: set[str] = set()
    aliases: dict[str, set[str]] = {}     # name -> local names bound to its array (`res = x`)

    def bind(n: str, value) -> None:
        bindings.setdefault(n, []).append(value)

    # a plain walk, not a libcst visitor: visiting rebuilds every node and cost 2 ms per `+=`
    for node in iter_descendants(func, stop=(cst.FunctionDef,)):    # nested functions: own names
        t = type(node)
        if t is cst.Assign:
            if type(node.value) is cst.Name and all(type(tg.target) is cst.Name for tg in node.targets):
                aliases.setdefault(node.value.value, set()).update(tg.target.value for tg in node.targets)
            else:
                _displayed_names(node.value, held)
            for target in node.targets:
                if isinstance(target.target, cst.Name):
                    bind(target.target.value, node.value)
                else:
                    for n in _bound_names(target.target):
                        bind(n, None)             # tuple unpacking: from wherever the tuple came
        elif t is cst.AnnAssign or t is cst.NamedExpr:
            if isinstance(node.target, cst.Name) and node.value is not None:
                bind(node.target.value, node.value)
        elif t is cst.For:
            for n in _bound_names(node.target):
                bind(n, None)
        elif t is cst.WithItem:
            if node.asname is not None:
                for n in _bound_names(node.asname.name):
                    bind(n, None)
        elif t is cst.AugAssign:
            if isinstance(node.value, (cst.List, cst.Tuple, cst.Set)):
                _displayed_names(node.value, held)      # states += [state]
        elif t is cst.Call:
            if isinstance(node.func, cst.Attribute) and node.func.attr.value in _KEEPING_METHODS:
                for arg in node.args:
                    _displayed_names(arg.value, held)
    return bindings, {}, held, aliases


def _is_self_attr(node: cst.CSTNode) -> bool:
    return (isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name)
            and node.value.value == "self")


def _bound_names(target: cst.CSTNode) -> set[str]:
    if isinstance(target, cst.Name):
        return {target.value}
    if isinstance(target, (cst.Tuple, cst.List)):
        out: set[str] = set()
        for el in target.elements:
            out |= _bound_names(el.value)
        return out
    if isinstance(target, cst.StarredElement):
        return _bound_names(target.value)
    return set()


def _is_fresh(ctx, value: cst.BaseExpression) -> bool:
    if isinstance(value, (cst.Integer, cst.Float, cst.Imaginary)):
        return True
    if isinstance(value, cst.Name) and value.value in _CONSTANT_NAMES:
        return True                       # no array: nobody else holds what `+=` updates
    if isinstance(value, cst.UnaryOperation):
        return True                       # -x, not x: a new value
    if isinstance(value, cst.BinaryOperation):
        return True                       # x + y makes a new array (or a python number)
    if isinstance(value, cst.Call):
        func = value.func
        if isinstance(func, cst.Attribute):
            if ctx.f_path(func) is not None:      # F.op(...) / F.contrib.op(...)
                return True
            if func.attr.value in VIEW_METHODS:
                return False
            if _is_self_attr(func.value):
                return False              # self.x.y(...): not a child block call we know
            if _is_self_attr(func):
                # a child block (self.body(x)): layers make new arrays; a child that hands back
                # its input unchanged (Identity) is the documented exception
                return True
            # a fluent operator method on a tensor (x.relu(), x.sum()) makes a new array
            return ctx.is_tensor(func.value, loose=True)
        return False                      # a helper function: may hand back its input
    return False                          # a name, attribute, subscript ... : an alias


def _element_fix(ctx, node: cst.AugAssign, target: cst.Subscript):
    """``levels[i] += y`` on a list element -> ``levels[i] = levels[i] + y``. Unsafe: eagerly
    ``+=`` updated the element's array in place, which anyone else holding it saw; and the index
    is evaluated twice (only names, numbers and their arithmetic are accepted)."""
    op = OPERATORS.get(type(node.operator))
    if op is None:
        return Refusal("unknown operator")
    if len(target.slice) != 1 or not isinstance(target.slice[0].slice, cst.Index) \
            or not _plain_index(target.slice[0].slice.value):
        return Refusal("the index is not a plain name or number (it would be evaluated twice)")
    text = " ".join(ctx.code_for(target).split())
    source = _items_aliased_and_read(ctx, node, target)
    if source is not None:
        return AliasRefusal(f"an item of `{ctx.code_for(target.value).strip()}` is `{source}`'s array or a view of it, "
                            f"which this function reads again: eagerly `{text} {op}= ...` changes `{source}` "
                            f"too, which `{text} = {text} {op} ...` would not")
    value = ctx.code_for(node.value)
    if needs_parens(node.value):
        value = f"({value})"
    return make_fix(ctx, [(node, f"{text} = {text} {op} {value}")], "unsafe",
                    f"rewrite as `{text} = {text} {op} ...`")


def _plain_index(node) -> bool:
    if isinstance(node, (cst.Name, cst.Integer)):
        return True
    if isinstance(node, cst.UnaryOperation):
        return _plain_index(node.expression)
    if isinstance(node, cst.BinaryOperation):
        return _plain_index(node.left) and _plain_index(node.right)
    return False
