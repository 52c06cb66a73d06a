"""HYB014 (warning): block state that hybrid code updates is updated only while the graph is traced."""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.guards import EAGER, SYMBOLIC
from hybridlint.engine.walk import iter_descendants
from hybridlint.rule import FixerRef, Invalid, Rule, hybrid_forward_example

CachedSizeResize = FixerRef("hybridlint.fixers.cached_size_resize:CachedSizeResize")

_HEAD = """\
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.it = 0
        self.outs = []

"""


# sizes an eager call caches for the traced one (AdaptIS's ASPP pooling; MXNet 1.9.1: hybridized
# first, AssertionError; called eagerly first, the graph keeps that call's sizes)
_CACHED_HEAD = """\
import mxnet as mx
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self._h = None
        self._w = None
        self.xs = None

"""
_CACHED = """\
if hasattr(x, 'shape'):
    _, _, h, w = x.shape
    self._h = h
    self._w = w
else:
    h, w = self._h, self._w
    assert h is not None
"""


# state carried across calls through a local (round 61's AdaCos scale), and caches that are not
_CARRIED_HEAD = """\
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.lamb = 1.0
        self._pos = None

"""


def _hf(body: str, head: str = _HEAD) -> str:
    return hybrid_forward_example(body, head)


_GROWING = frozenset({"append", "extend", "insert"})


class FrozenBlockState(Rule):
    code = "HYB014"
    name = "frozen-block-state"
    message = (
        "`{stmt}` changes state kept on {holder} from hybrid code: it runs only while "
        "hybridize() traces the graph, so {effect}; keep per-call state out of hybrid_forward "
        "({instead})"
    )
    severity = "warning"
    fix = "unsafe"
    # MXNet-2 style HybridBlock.forward is traced once too (deferred compute).
    styles = ("hybrid_forward", "helper", "forward")
    rationale = """
    ## What it does
    Points out hybrid code that updates python state stored on the block and reads it.

    The updates are `self.step += 1`, `self.lamb = self.lamb * 0.9` (also through a local
    computed from the carried value: `y = x * self.lamb` ... `self.lamb = 0.9 * F.mean(y)`),
    and `self.outputs.append(y)` on a list that this call did not create; they are
    reported when the same function reads the attribute again (a count nobody reads
    changes no output).  A cache that is only tested (`if self._pos is None: self._pos =
    F.arange(...)`), or stored back as it was read (`pos = self._pos` ... `self._pos = pos`),
    computes nothing from the carried value: every call sees the same one, and it is not
    reported.

    ## Why is this bad?
    After `hybridize()` the python body of `hybrid_forward` runs once, to trace the
    graph (MXNet's `_get_graph` calls it only while the cached graph is empty); every
    later call runs the compiled graph.  A counter therefore advances once and stops,
    and every value computed from it (an annealed margin, a warm-up factor) is baked
    into the graph as the constant of the traced call: training silently stops
    annealing.  A list on the block that hybrid code appends to grows by one entry per
    call eagerly, but holds the Symbols of the one trace afterwards.  Checked in
    MXNet 1.9.1: `self.it += 1; self.lamb = max(1, 10 / (1 + 0.5 * self.it)); return
    x * self.lamb` gives 6.67, 5.0, 4.0 on three eager calls and 6.67, 6.67, 6.67
    hybridized; `self.outs.append(x * 2); return self.outs` returns a list that grows
    eagerly and one output hybridized.

    The same holds for state an eager-only branch stores and the traced code reads, such as
    sizes cached for the graph (`if hasattr(x, 'shape'): ... self._h = h` / `else: h =
    self._h`): the first call after `hybridize()` reads what `__init__` left there (None:
    AdaptIS's ops fail with TypeError, its ASPP pooling with AssertionError in MXNet 1.9.1),
    and a block called eagerly first keeps that call's values in the graph for every input.

    ## Example
    ```python
    def hybrid_forward(self, F, x):
        self.it += 1
        lamb = max(self.lamb_min, self.lamb_max / (1 + 0.1 * self.it))
        return x * lamb
    ```

    ## Use instead
    ```python
    def hybrid_forward(self, F, x, lamb):      # lamb: an input the training loop updates
        return F.broadcast_mul(x, lamb)
    ```

    ## Fix safety
    No automatic fix for counters and lists: where the state should live is the author's call.
    Spatial sizes an eager-only branch caches for a bilinear resize (`_, _, h, w = x.shape`
    stored and read back, used only as `height=h, width=w`) are read from `x` itself instead,
    `F.contrib.BilinearResize2D(y, like=x, mode='like')`, and the branch goes (unsafe: a block
    called eagerly before `hybridize()` kept that call's sizes; it now follows each input).
    """

    VALID = [
        _hf("return F.relu(x)"),
        # a list the call builds itself (GluonCV's Monodepth2 decoder does this)
        _hf("self.outs = []\nself.outs.append(F.relu(x))\nreturn self.outs"),
        # a local counter or list
        _hf("outs = []\nfor i in range(3):\n    outs.append(x * i)\nreturn F.concat(*outs, dim=1)"),
        # state set without reading it back: the same value on every call
        _hf("self.cls, self.loc = self.head(x)\nreturn self.cls, self.loc"),
        # a counter the traced code never reads changes no output (MXNet's RNN cells count calls
        # to name their steps)
        _hf("self.it += 1\nreturn F.relu(x)"),
        # a list made in this call and grown with +=
        _hf("self.outs = []\nself.outs += [x]\nreturn F.concat(*self.outs, dim=1)"),
        # reading block state without changing it
        _hf("return x * self.it"),
        # eager-only bookkeeping
        _hf("if F is nd:\n    self.it += 1\nreturn x").replace(
            "from mxnet.gluon", "from mxnet import nd\nfrom mxnet.gluon"),
        # an input-independent cache: the stored value is tested, never computed from, so every
        # call sees the same one (MXNet 1.9.1: two eager calls equal two hybridized calls)
        _hf("if self._pos is None:\n    self._pos = F.arange(0, 3)\n"
            "return F.broadcast_add(x, F.reshape(self._pos, (1, 3)))", _CARRIED_HEAD),
        # ... the same through a local that holds the cache itself or the fresh value (equal)
        _hf("pos = self._pos\nif pos is None:\n    pos = F.arange(0, 3)\nself._pos = pos\n"
            "return F.broadcast_add(x, F.reshape(pos, (1, 3)))", _CARRIED_HEAD),
        # eager-only state the traced code does not read, or sets itself
        _hf("if isinstance(x, mx.nd.NDArray):\n    self.xs = x.shape\nreturn F.relu(x)", _CACHED_HEAD),
        _hf("if hasattr(x, 'shape'):\n    self.xs = x.shape\nelse:\n    self.xs = None\n"
            "return F.relu(x) if self.xs is None else x", _CACHED_HEAD),
        # another object's state (a python list passed in is not the block's)
        _hf("stats = {}\nstats['n'] = 1\nreturn x"),
        # __init__ and plain Blocks run python every call
        "from mxnet.gluon import Block\n\n\nclass Net(Block):\n"
        "    def __init__(self):\n        super().__init__()\n        self.it = 0\n\n"
        "    def forward(self, x):\n        self.it += 1\n        return x * self.it\n",
    ]
    INVALID = [
        # state only eager calls store, read by the traced code: sizes for a resize are resized like x
        Invalid(_hf(_CACHED + "return F.contrib.BilinearResize2D(F.relu(x), height=h, width=w)", _CACHED_HEAD),
                line=15, col=13, message="only on eager calls",
                fixed=_hf("return F.contrib.BilinearResize2D(F.relu(x), like=x, mode='like')", _CACHED_HEAD)),
        # ... and a shape kept whole (AdaptIS's coordinate features: TypeError on a first traced call)
        Invalid(_hf("if isinstance(x, mx.nd.NDArray):\n    self.xs = x.shape\n"
                    "return F.reshape(x, (self.xs[0], -1))", _CACHED_HEAD),
                line=14, col=13, message="reads `self.xs`"),
        Invalid(_hf("self.it += 1\nlamb = max(1.0, 10.0 / (1 + 0.5 * self.it))\nreturn x * lamb"),
                line=11, col=9, message="`self.it += 1`"),
        # the SphereFace-style annealed margin: the read-modify-write is what freezes
        Invalid(_hf("self.it = self.it + 1\nreturn x * self.it"), line=11, col=9,
                message="stops changing"),
        # ... through a local computed from it (AdaCos keeps its scale so: `logits = x * self.s`,
        # `self.s = F.log(B_avg) / ...` of them; MXNet 1.9.1: the first calls equal, the second
        # eager call uses the updated value, the hybridized graph the constructor's 1.0)
        Invalid(_hf("y = x * self.lamb\nself.lamb = 0.9 * F.mean(y)\nreturn y", _CARRIED_HEAD),
                line=12, col=9, message="`self.lamb = 0.9 * F.mean(y)`"),
        Invalid(_hf("self.outs.append(x * 2)\nreturn self.outs"), line=11, col=9,
                message="grows by one entry per call eagerly"),
        # in a helper method that hybrid_forward calls
        Invalid(_HEAD + "    def hybrid_forward(self, F, x):\n        return self._scale(F, x)\n\n"
                "    def _scale(self, F, x):\n        self.it += 1\n        return x * self.it\n",
                line=14, col=9),
        # a method of a plain object the block holds, run by hybrid code
        Invalid("from mxnet.gluon import HybridBlock\n\n\nclass Warmup:\n    def __init__(self):\n"
                "        self.step = 0\n\n    def scale(self, x):\n        self.step += 1\n"
                "        return x * min(1.0, self.step / 100.0)\n\n\nclass Net(HybridBlock):\n"
                "    def __init__(self):\n        super().__init__()\n        self.warm = Warmup()\n\n"
                "    def hybrid_forward(self, F, x):\n        return self.warm.scale(x)\n", line=9, col=9),
        # MXNet-2 style forward of a HybridBlock
        Invalid("from mxnet import npx\n" + _HEAD + "    def forward(self, x):\n        self.it += 1\n"
                "        return npx.relu(x) * self.it\n", line=12, col=9),
    ]

    def begin_scope(self, scope) -> None:
        params = scope.func.params.params if isinstance(scope.func, cst.FunctionDef) else ()
        self._self = (params[0].name.value if params and scope.cls is not None
                      and not _is_static(scope.func) else None)
        self._rebound: set[str] = set()          # self.X = ... earlier in this call
        self._updates: list[tuple[cst.CSTNode, str, bool]] = []   # (statement, X, growing list)
        self._open: list[cst.CSTNode] = []       # updates being visited: their own reads do not count
        self._stores: set[int] = set()           # ids of `self.X` store targets
        self._reads: set[str] = set()            # X read by the traced code outside its updates
        self._cached: list[tuple[cst.If, list[tuple[cst.CSTNode, str]], bool]] = []   # eager-only stores
        # locals computed from (an operation on) the value `self.X` carried into this call, and
        # locals that may hold that value itself (`pos = self._pos`): X by local
        self._computed: dict[str, set[str]] = {}
        self._aliases: dict[str, set[str]] = {}

    def end_scope(self, scope) -> None:
        self._report_cached(scope)
        # Only state the traced computation reads is reported: a counter that merely counts
        # (RNN cells' naming `_counter`) freezing after the trace changes no output.
        for node, name, growing in self._updates:
            if name not in self._reads:
                continue
            if growing:
                effect = (f"the list `self.{name}` grows by one entry per call eagerly but holds the "
                          "Symbols of the one trace after hybridize()")
                instead = "build a local list in the call and return it"
            else:
                effect = (f"after hybridize() `self.{name}` stops changing and whatever is computed "
                          "from it is frozen into the graph (eagerly it changes on every call)")
                instead = "update it in the training loop and pass the value in as an input"
            # (a plain object's method, reached through an object the block builds, keeps its
            # state on that object, frozen after the trace all the same)
            holder = (f"the `{scope.cls.name}` object the block calls" if scope.cls is not None and scope.cls.plain
                      else "the block")
            self.report(node, stmt=self._text(node), effect=effect, instead=instead, holder=holder)

    def _report_cached(self, scope) -> None:
        """State an eager-only branch stores and the traced code reads: a first traced call reads
        what ``__init__`` left (None: the TypeError of AdaptIS's cached sizes), a later one the
        values of the last eager call, frozen into the graph."""
        for guard, stores, eager_first in self._cached:
            read = [name for _, name in stores if name in self._reads and name not in self._rebound]
            if not read:
                continue
            names = ", ".join(f"`self.{n}`" for n in dict.fromkeys(read))
            node = next(stmt for stmt, name in stores if name in read)
            fix, note = CachedSizeResize.offer_noted(self.ctx, guard, scope.func, eager_first)
            message = (f"`{self._text(node)}` stores state on the block only on eager calls (under "
                       f"`{self._text(guard.test)}`) and the traced code reads {names}: the first call "
                       "after hybridize() reads what `__init__` left there, and after an eager call the "
                       "graph keeps that call's values for every input; compute it in the graph instead "
                       "(sizes: `F.contrib.BilinearResize2D(y, like=x, mode='like')`, `F.shape_array`)"
                       + (f" (fix: {fix.message})" if fix is not None else note))
            self.report(node, message=message, fix=fix)

    def visit_If(self, node: cst.If) -> None:
        side = self.ctx.guard_of(node.test)
        if side == EAGER:
            arm = node.body
        elif side == SYMBOLIC and isinstance(node.orelse, cst.Else):
            arm = node.orelse.body
        else:
            return
        stores = []
        for stmt in arm.body:
            for small in getattr(stmt, "body", ()) if isinstance(stmt, cst.SimpleStatementLine) else ():
                if not isinstance(small, cst.Assign):
                    continue
                for target in small.targets:
                    for element in _flat_targets(target.target):
                        held = element.value if isinstance(element, cst.Subscript) else element
                        name = self._own_attr(held)
                        if name is not None:
                            stores.append((stmt, name))
        if stores:
            self._cached.append((node, stores, side == EAGER))

    def _own_attr(self, node: cst.BaseExpression) -> str | None:
        """``X`` for ``self.X``; None for anything else."""
        if (self._self is not None and type(node) is cst.Attribute
                and type(node.value) is cst.Name and node.value.value == self._self):
            return node.attr.value
        return None

    def visit_Attribute(self, node: cst.Attribute) -> None:
        name = self._own_attr(node)
        if name is not None and not self._open and id(node) not in self._stores:
            self._reads.add(name)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        if self._self is None:
            return      # (no `self.X` to store: _own_attr is None for every target, see _note_local)
        if isinstance(node.target, cst.Name):
            local = node.target.value
            self._computed.setdefault(local, set()).update(
                self._computed_from(node.value) | self._aliases.get(local, set()))
        name = self._own_attr(node.target)
        if name is not None and name not in self._rebound:   # (`+= [x]` on a list made this call)
            self._updates.append((node, name, False))
            self._open.append(node)

    def leave_AugAssign(self, node: cst.AugAssign) -> None:
        self._close(node)

    def visit_Assign(self, node: cst.Assign) -> None:
        if self._self is None:
            return      # (as visit_AugAssign)
        computed = None
        for target in node.targets:
            for element in _flat_targets(target.target):
                if isinstance(element, cst.Name):
                    self._note_local(element.value, node.value, unpacked=element is not target.target)
                    continue
                name = self._own_attr(element)
                if name is None:
                    continue
                self._stores.add(id(element))
                if computed is None:
                    computed = self._computed_from(node.value)
                if (name not in self._rebound and node not in self._open
                        and (any(self._own_attr(inner) == name for inner in iter_descendants(node.value))
                             or name in computed)):
                    self._updates.append((node, name, False))
                    self._open.append(node)
                self._rebound.add(name)

    def leave_Assign(self, node: cst.Assign) -> None:
        self._close(node)

    def _note_local(self, local: str, value: cst.BaseExpression, unpacked: bool) -> None:
        """What a local bound to ``value`` holds of the state carried into this call: the state
        itself (``pos = self._pos``, another such local), or a value computed from it (``y = x *
        self.lamb``); every binding of the local adds to it (a branch may take either).  Read
        only for a store ``self.X = ...`` (visit_Assign): a scope without a ``self`` (a function,
        a static method: ``_own_attr`` is None for every node) stores none, and keeps no locals."""
        if not unpacked and isinstance(value, cst.Name):
            self._computed.setdefault(local, set()).update(self._computed.get(value.value, set()))
            self._aliases.setdefault(local, set()).update(self._aliases.get(value.value, set()))
            return
        attr = self._own_attr(value) if not unpacked else None
        if attr is not None:
            if attr not in self._rebound:
                self._aliases.setdefault(local, set()).add(attr)
            return
        self._computed.setdefault(local, set()).update(self._computed_from(value))

    def _computed_from(self, value: cst.BaseExpression) -> set[str]:
        """X for each ``self.X`` whose carried value ``value`` computes with, read directly
        (before this call rebinds it) or through locals; a value that is a local holding the
        state itself computes nothing from it (``self._pos = pos``: the cache stays as it was)."""
        if isinstance(value, cst.Name):
            return set(self._computed.get(value.value, ()))
        if self._own_attr(value) is not None:
            return set()
        found: set[str] = set()
        for inner in (value, *iter_descendants(value)):
            if type(inner) is cst.Name:
                found |= self._computed.get(inner.value, set()) | self._aliases.get(inner.value, set())
            attr = self._own_attr(inner)
            if attr is not None and attr not in self._rebound:
                found.add(attr)
        return found

    def visit_Call(self, node: cst.Call) -> None:
        func = node.func
        if not (isinstance(func, cst.Attribute) and func.attr.value in _GROWING):
            return
        name = self._own_attr(func.value)
        if name is not None and name not in self._rebound:
            self._updates.append((node, name, True))
            self._open.append(node)

    def leave_Call(self, node: cst.Call) -> None:
        self._close(node)

    def _close(self, node: cst.CSTNode) -> None:
        if self._open and self._open[-1] is node:
            self._open.pop()

    def _text(self, node: cst.CSTNode) -> str:
        text = " ".join(self.ctx.code_for(node).split())
        return text if len(text) <= 60 else text[:57] + "..."


def _flat_targets(target: cst.BaseExpression):
    t = type(target)
    if t is cst.Tuple or t is cst.List:
        for element in target.elements:
            yield from _flat_targets(element.value)
    elif t is cst.StarredElement:
        yield from _flat_targets(target.value)
    else:
        yield target


def _is_static(func: cst.FunctionDef) -> bool:
    return any(isinstance(d.decorator, cst.Name) and d.decorator.value in ("staticmethod", "classmethod")
               for d in func.decorators)
