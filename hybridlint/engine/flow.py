"""Flow-sensitive kinds: what a name holds at each place it is read.

The solver in ``kinds.py`` gives each name one kind for the whole function (the join of all its
bindings). That loses a use hidden by a later rebinding: in ``s = x.shape; x = s[0]`` the name
``x`` is a tensor where ``.shape`` reads it and an int afterwards, and the join of the two says
nothing. This pass walks the statements in order with an environment per program point
(branches joined, loops run to a bounded fixed point, eager-only branches such as
``if F is nd:`` skipped, code after ``return``/``raise`` unreachable) and records, for every
``Name`` read outside lambdas, the kind reaching it. A comprehension is read in place: its first
iterable where it stands, its variables bound from their iterables in an environment of its own
(``(xi.shape for xi in x)`` after ``x = self.model(x)`` under ``isinstance(x, tuple)`` reads one
output of the child).  Reads it did not record (lambda bodies, constructs it does not model) keep
the flow-insensitive kind.

It also records which bindings of a name can reach each read (reaching definitions: the binding
target ``Name`` nodes, by id), so that a proof that a read holds one tensor need not answer for a
binding that only comes later (``y = x[:, :1]`` before ``x = self.helper(F, x)``).  That set is
kept exact or not given: where the walk cannot tell which bindings reach (an exception leaving a
``try`` or ``with`` body part-way, an eager-only branch the walk skips, an import, ``del``, a
nested function's reads, a generator's body, which runs when it is consumed) the set holds
``ALL_BINDINGS`` and the proof reads every binding of the name, as it does without this pass.
"""
from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import libcst as cst

from .guards import EAGER, SYMBOLIC, guard_of
from .kinds import ALL_BINDINGS, ARGUMENT, Kind, aug_kind, join, unzipped_rows, zipped
from .walk import children

if TYPE_CHECKING:  # pragma: no cover
    from .kinds import KindInference

Env = dict[str, Kind]
_LOOP_ROUNDS = 3
_COMPREHENSIONS = (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)
# An environment also holds, under the key ``name + _REBOUND``, a mark for every parameter
# rebound on some path to here (not an identifier, so it cannot clash with a name). Joins keep a
# key present on either side, so the mark means "maybe rebound"; a read without it still holds
# the argument the function was called with.
_REBOUND = "\0rebound"
# ... and under ``name + _ARGUMENT`` a mark for every parameter the argument may still reach:
# set at entry, dropped where an assignment rebinds the name, kept by joins (either side), so a
# read without it is reached by rebindings only.
_ARGUMENT = "\0argument"
# ... and under ``name + _DEFS`` the frozenset of bindings that may reach here: ids of binding
# target Name nodes, ``ARGUMENT`` for a parameter's argument, ``ALL_BINDINGS`` where the walk
# cannot tell. Joins take the union.
_DEFS = "\0defs"
_ALL = frozenset((ALL_BINDINGS,))


def reaching_kinds(inf: "KindInference") -> dict[int, Kind]:
    """id(Name node) -> the kind reaching that read."""
    walker = _Flow(inf)
    body = inf.scope.func.body
    start: Env = dict(inf.scope.params)
    for name in inf.scope.params:
        start[name + _ARGUMENT] = Kind.UNKNOWN
        start[name + _DEFS] = frozenset((ARGUMENT,))
    # an assignment expression, or a nested function's `nonlocal`, binds where the walk does not
    # look: such a name is never the pristine argument
    walrus, walker.untracked = _unplaced_names(inf.scope.func, getattr(inf.oracle, "source", None))
    for name in walrus:
        start[name + _REBOUND] = Kind.UNKNOWN
    if isinstance(body, cst.IndentedBlock):
        walker.block(body.body, start)
    elif isinstance(body, cst.BaseExpression):      # a lambda's body
        walker.uses(body, start)
    else:
        walker.block(getattr(body, "body", ()), start)
    walker.nested()
    if walker.defs_unsettled:
        inf._reaching.clear()
    return walker.out


# the tokens without which none of those constructs can stand in a file
_UNPLACED_TOKENS = (":=", "nonlocal", "global", "finally")


@functools.lru_cache(maxsize=4)
def _spells_unplaced(source: str) -> bool:
    # asked by every scope's kind solving of the same file: four scans of the whole text each
    # time were ~0.8% of a corpus run (a str keeps its hash, so a repeated ask costs nothing)
    return any(token in source for token in _UNPLACED_TOKENS)


def _unplaced_names(fn: cst.CSTNode, source: str | None = None) -> tuple[set[str], set[str]]:
    """Names bound where the walk does not look -- assignment expressions and a nested
    function's ``nonlocal`` -- and, with them, the names whose bindings it cannot place at all:
    ``global`` names (any call may rebind them) and names a ``finally`` clause touches (it also
    runs on a ``break``, ``continue`` or ``return`` out of its ``try``, paths the walk does not
    join into it). ``source``, the file's text when known, spares the walk of a file that
    spells none of them (most do not)."""
    walrus: set[str] = set()
    untracked: set[str] = set()
    if isinstance(source, str) and not _spells_unplaced(source):
        return walrus, untracked
    stack = [fn]
    while stack:
        n = stack.pop()
        t = type(n)     # (type identity: libcst's node classes are final, see walk.py)
        if t is cst.NamedExpr and isinstance(n.target, cst.Name):
            walrus.add(n.target.value)
        elif t is cst.Nonlocal:
            walrus.update(item.name.value for item in n.names)
        elif t is cst.Global:
            untracked.update(item.name.value for item in n.names)
        elif t is cst.Try and n.finalbody is not None:
            untracked.update(_names_in(n.finalbody))
        stack.extend(children(n))
    return walrus, untracked | walrus


def _mark_rebound(env: Env, name: str) -> None:
    env[name + _REBOUND] = Kind.UNKNOWN


def _mark_unplaced(env: Env, names) -> None:
    """``names`` may hold a binding the walk did not follow here: proofs read all of theirs."""
    for name in names:
        key = name + _DEFS
        env[key] = env.get(key, frozenset()) | _ALL


def _defs_of(env: Env) -> Env:
    return {k: v for k, v in env.items() if type(v) is frozenset}


def _add_defs(env: Env, defs: Env) -> None:
    for k, v in defs.items():
        env[k] = env[k] | v if k in env else v


def _names_in(node: cst.CSTNode) -> set[str]:
    """Every identifier under ``node`` (for statements whose bindings are not modelled)."""
    names: set[str] = set()
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, cst.Name):
            names.add(n.value)
        stack.extend(children(n))
    return names


def _narrow(test: cst.CSTNode, env: Env) -> tuple[Env, Env]:
    """Environments where ``test`` is true and false: ``x is None`` / ``x is not None`` split a
    maybe-None tensor (``mask=None``) into None and a tensor."""
    yes, no = dict(env), dict(env)
    if (isinstance(test, cst.Comparison) and len(test.comparisons) == 1
            and isinstance(test.left, cst.Name)
            and isinstance(test.comparisons[0].comparator, cst.Name)
            and test.comparisons[0].comparator.value == "None"
            and env.get(test.left.value) is Kind.TENSOR_OR_NONE):
        op = test.comparisons[0].operator
        name = test.left.value
        if isinstance(op, cst.Is):
            yes[name], no[name] = Kind.NONE, Kind.TENSOR
        elif isinstance(op, cst.IsNot):
            yes[name], no[name] = Kind.TENSOR, Kind.NONE
    return yes, no


def _join_envs(a: Env | None, b: Env | None) -> Env | None:
    if a is None:
        return b
    if b is None:
        return a
    # a name bound on one path only may be unbound on the other: its kind is still that one's
    # (and the bindings reaching are that path's)
    out = {**b, **a}
    for n in a.keys() & b.keys():
        x, y = a[n], b[n]
        if x is not y:
            out[n] = x | y if type(x) is frozenset else join(x, y)
    return out


class _Flow:
    def __init__(self, inf: "KindInference") -> None:
        self.inf = inf
        self.out: dict[int, Kind] = inf._use_kinds
        # id(Name read) -> True when the read still holds the argument the call passed in
        self.pristine: dict[int, bool] = inf._pristine_reads
        # id(Name read) -> False when every path to the read rebinds the parameter; reads in
        # nested functions are left out (a name there may be the nested function's own, whose
        # bindings are not the scope's)
        self.argument: dict[int, bool] = inf._argument_reads
        self.params = frozenset(inf.scope.params)
        self.pending: list[tuple[cst.FunctionDef | cst.Lambda, Env]] = []
        # id(Name read) -> the bindings that may reach it (see _DEFS)
        self.reach: dict[int, frozenset] = inf._reaching
        self.untracked: set[str] = set()
        # > 0 while walking code that does not run where it stands (a generator's body)
        self.defs_off = 0
        # the (breaks, continues) of each enclosing loop: the bindings each carries out
        self.loops: list[tuple[list[Env], list[Env]]] = []
        # a loop's bindings still growing after its last round: no set is trusted
        self.defs_unsettled = False

    # ---- reads --------------------------------------------------------------

    def uses(self, node: cst.CSTNode | None, env: Env, defs_env: Env | None = None) -> None:
        """Record the reads under ``node`` (the bindings reaching them from ``defs_env`` where
        given: a loop's test is reached from its entry and its continues too)."""
        if node is None:
            return
        if defs_env is None:
            defs_env = env
        stack = [node]
        out = self.out
        while stack:
            n = stack.pop()
            t = type(n)
            if t is cst.Name:
                k = env.get(n.value)
                if k is not None:
                    out[id(n)] = Kind.UNKNOWN if k is Kind.BOTTOM else k
                d = defs_env.get(n.value + _DEFS)
                if d is not None and not self.defs_off and n.value not in self.untracked:
                    self.reach[id(n)] = d
                if n.value in self.params:
                    # a loop body is walked again with the marks its later statements left
                    self.pristine[id(n)] = n.value + _REBOUND not in env
                    self.argument[id(n)] = n.value + _ARGUMENT in env
            elif t is cst.Attribute:
                stack.append(n.value)
            elif t is cst.Arg:
                stack.append(n.value)
            elif t in _COMPREHENSIONS:    # (libcst's node classes are final)
                self._comprehension(n, env, defs_env)
            elif t is cst.Lambda or t is cst.NamedExpr:
                continue
            else:
                stack.extend(children(n))

    def _comprehension(self, node, env: Env, defs_env: Env) -> None:
        # the variables live only inside it; the kind of the one whose iterable is the name
        # tested by an enclosing isinstance(x, tuple) comes from what reaches that read, which
        # the flow-insensitive kind of a name rebound across arms cannot give
        inner = dict(env)
        if defs_env is not env:
            _add_defs(inner, _defs_of(defs_env))
        comp = node.for_in
        # a generator runs its body when consumed, maybe after later bindings of the names it
        # reads: only its first iterable is evaluated where it stands
        lazy = type(node) is cst.GeneratorExp
        while comp is not None:
            self.uses(comp.iter, inner)
            if lazy and comp is node.for_in:
                self.defs_off += 1
            self._bind_iter(comp.target, comp.iter, inner)
            for cond in comp.ifs:
                self.uses(cond.test, inner)
            comp = comp.inner_for_in
        if type(node) is cst.DictComp:
            self.uses(node.key, inner)
            self.uses(node.value, inner)
        else:
            self.uses(node.elt, inner)
        if lazy:
            self.defs_off -= 1

    # ---- statements ---------------------------------------------------------

    def block(self, stmts, env: Env | None) -> Env | None:
        """The environment after ``stmts``; None when they always leave (return/raise)."""
        for stmt in stmts:
            if env is None:
                return None
            env = self.stmt(stmt, env)
        return env

    def _suite(self, suite, env: Env | None) -> Env | None:
        if suite is None or env is None:
            return env
        if type(suite) is cst.SimpleStatementSuite:
            # `if not training: return x`: its small statements, not compound ones
            return self.stmt(suite, env)
        body = suite.body
        if isinstance(body, (list, tuple)):
            return self.block(body, env)
        return self.block(getattr(body, "body", ()), env)

    def stmt(self, s: cst.CSTNode, env: Env) -> Env | None:
        t = type(s)
        if t is cst.SimpleStatementLine or t is cst.SimpleStatementSuite:
            for small in s.body:
                env = self.small(small, env)
                if env is None:
                    return None
            return env
        if t is cst.If:
            return self._if(s, env)
        if t is cst.For:
            self.uses(s.iter, env)
            return self._loop(s, env, target=s.target, it=s.iter)
        if t is cst.While:
            self.uses(s.test, env)
            return self._loop(s, env, test=s.test)
        if t is cst.With:
            for item in s.items:
                self.uses(item.item, env)
                if item.asname is not None:
                    self._bind_unknown(item.asname.name, env)
            out = self._suite(s.body, env)
            if out is not None:
                # a context manager that swallows an exception goes on from where the body
                # stopped
                out = dict(out)
                _mark_unplaced(out, _names_in(s.body))
            return out
        if t is cst.Try:
            after_body = self._suite(s.body, dict(env))
            start = dict(_join_envs(env, after_body) or env)
            # a handler starts from wherever the body raised
            _mark_unplaced(start, _names_in(s.body))
            ends = [self._suite(h.body, dict(start)) for h in s.handlers]
            normal = self._suite(s.orelse, after_body) if s.orelse is not None else after_body
            out = normal
            for e in ends:
                out = _join_envs(out, e)
            if s.finalbody is not None:
                out = self._suite(s.finalbody, out if out is not None else dict(start))
            return out
        if t is cst.FunctionDef and self.inf.nested_params.get(id(s)) is not None:
            # read after the enclosing body, once its calls' arguments have their kinds
            self.pending.append((s, dict(env)))
        if t is cst.FunctionDef or t is cst.ClassDef:
            env = dict(env)
            env[s.name.value] = Kind.UNKNOWN
            _mark_rebound(env, s.name.value)
            _mark_unplaced(env, (s.name.value,))
            return env
        # match statements and anything newer: forget what they may bind
        env = dict(env)
        for name in _names_in(s):
            if name in env:
                env[name] = Kind.UNKNOWN
            _mark_rebound(env, name)
        _mark_unplaced(env, _names_in(s))
        return env

    def nested(self) -> None:
        """Functions nested in the scope, read with what the enclosing code holds where each is
        defined and its parameters as its own call sites (or the control-flow operator it is
        handed to) bind them, those arguments read where they stand.  Its names are not the
        enclosing function's, nor its inputs."""
        self.argument = {}
        # a nested function runs when called, maybe after later bindings of the names it reads
        self.defs_off += 1
        while self.pending:
            fn, env = self.pending.pop(0)
            params = self.inf.nested_param_kinds(fn)
            if params is None:
                continue
            inner = dict(env)
            for name, kind in params.items():
                inner[name] = kind
                _mark_rebound(inner, name)
            if type(fn) is cst.Lambda:
                self.uses(fn.body, inner)
            else:
                self._suite(fn.body, inner)

    def _if(self, s: cst.If, env: Env) -> Env | None:
        self.uses(s.test, env)
        g = guard_of(s.test, self.inf.f_name, self.inf.resolve)
        if_true, if_false = _narrow(s.test, env)
        body = None if g == EAGER else self._suite(s.body, if_true)
        if g == SYMBOLIC:
            other = None
        elif isinstance(s.orelse, cst.If):
            other = self._if(s.orelse, if_false)
        elif s.orelse is not None:
            other = self._suite(s.orelse.body, if_false) if isinstance(s.orelse, cst.Else) else if_false
        else:
            other = if_false
        if g == EAGER and other is None:
            return None
        out = _join_envs(body, other)
        if g == EAGER and out is not None:
            # the eager-only branch is not walked, but what it rebinds is rebound when F is nd
            out = dict(out)
            for name in _names_in(s.body):
                _mark_rebound(out, name)
            _mark_unplaced(out, _names_in(s.body))
        elif g == SYMBOLIC and out is not None and s.orelse is not None:
            # nor is the eager-only `else`, whose bindings no proof can read
            out = dict(out)
            _mark_unplaced(out, _names_in(s.orelse))
        return out

    def _loop(self, s, env: Env, target=None, it=None, test=None) -> Env | None:
        entry: Env = dict(env)
        breaks: list[Env] = []
        self.loops.append((breaks, []))
        for round_ in range(_LOOP_ROUNDS):
            e = dict(entry)
            if target is not None:
                self._bind_iter(target, it, e)
            self.loops[-1] = (breaks, [])
            end = self._suite(s.body, e)
            # the walk goes on past `continue` (and `break`), which also carry their bindings
            # to the loop's head (and past it): the head reads those too
            joined = dict(_join_envs(entry, end) or entry)
            for carried in self.loops[-1][1]:
                _add_defs(joined, carried)
            if test is not None and end is not None:
                self.uses(test, end, joined)
            elif test is not None and self.loops[-1][1]:
                self.uses(test, entry, joined)     # (entry's kinds: those the test had before)
            if joined == entry:
                break
            if round_ == _LOOP_ROUNDS - 1 and _defs_of(joined) != _defs_of(entry):
                self.defs_unsettled = True
            entry = joined
        self.loops.pop()
        after = entry
        if s.orelse is not None:
            after = self._suite(s.orelse.body, dict(after)) or after
        if breaks:
            after = dict(after)
            for carried in breaks:
                _add_defs(after, carried)
        return after

    # ---- simple statements ----------------------------------------------------

    def small(self, node: cst.CSTNode, env: Env) -> Env | None:
        t = type(node)
        if t is cst.Return:
            self.uses(node.value, env)
            return None
        if t is cst.Raise:
            self.uses(node.exc, env)
            return None
        if t is cst.Assign:
            if type(node.value) is cst.Lambda and self.inf.nested_params.get(id(node.value)) is not None:
                # a lambda bound to a name: read after the body, like a nested function
                self.pending.append((node.value, dict(env)))
            self.uses(node.value, env)
            k = self.inf._kind(node.value)
            env = dict(env)
            for tgt in node.targets:
                self.uses_in_target(tgt.target, env)
                self._bind_target(tgt.target, k, env, node.value)
            return env
        if t is cst.AnnAssign:
            self.uses(node.value, env)
            if node.value is None:
                return env
            env = dict(env)
            self._bind_target(node.target, self.inf._kind(node.value), env, node.value)
            return env
        if t is cst.AugAssign:
            self.uses(node.value, env)
            self.uses(node.target, env)
            if not isinstance(node.target, cst.Name):
                return env
            env = dict(env)
            _mark_rebound(env, node.target.value)
            # (the binding answers for the value its target read: KindInference.unproven)
            env[node.target.value + _DEFS] = frozenset((id(node.target),))
            left = env.get(node.target.value)
            if left is None:
                return env
            env[node.target.value] = aug_kind(left, self.inf._kind(node.value))
            return env
        if t is cst.Del:
            env = dict(env)
            for name in _names_in(node):
                env.pop(name, None)
                _mark_rebound(env, name)
            _mark_unplaced(env, _names_in(node))
            return env
        if t in (cst.Import, cst.ImportFrom, cst.Global, cst.Nonlocal):
            env = dict(env)
            for name in _names_in(node):
                env[name] = Kind.UNKNOWN
                _mark_rebound(env, name)
            _mark_unplaced(env, _names_in(node))
            return env
        if (t is cst.Break or t is cst.Continue) and self.loops:
            self.loops[-1][0 if t is cst.Break else 1].append(_defs_of(env))
        # Expr, Assert, Pass, Break, Continue...
        for child in children(node):
            self.uses(child, env)
        return env

    def uses_in_target(self, target: cst.CSTNode, env: Env) -> None:
        # `x[i] = v` / `x.a = v` read x and i
        t = type(target)
        if t is cst.Subscript:
            self.uses(target.value, env)
            for el in target.slice:
                self.uses(el, env)
        elif t is cst.Attribute:
            self.uses(target.value, env)
        elif t is cst.Tuple or t is cst.List:
            for e in target.elements:
                self.uses_in_target(e.value, env)

    def _bind_iter(self, target: cst.CSTNode, it: cst.CSTNode, env: Env) -> None:
        pairs = zipped(target, it) or unzipped_rows(target, it)
        if pairs is None:
            if type(target) in (cst.Tuple, cst.List) and self.inf.number_rows(it):
                # `for a, b in self.edges` of `self.edges = [(0, 1), (1, 2)]`: each row's numbers
                for e in target.elements:
                    self._bind_target(e.value, Kind.UNKNOWN if type(e) is cst.StarredElement else Kind.SCALAR, env)
                return
            self._bind_target(target, self._element(it), env, it)
            return
        for t, src in pairs:
            if src is None:
                self._bind_target(t, Kind.SCALAR, env)
            else:
                self._bind_iter(t, src, env)

    def _element(self, it) -> Kind:
        return self.inf.iterated_kind(it)

    def _bind_target(self, target: cst.CSTNode, kind: Kind, env: Env, value=None) -> None:
        if isinstance(target, cst.Name):
            env[target.value] = kind
            _mark_rebound(env, target.value)
            env.pop(target.value + _ARGUMENT, None)
            env[target.value + _DEFS] = frozenset((id(target),))
        elif isinstance(target, (cst.Tuple, cst.List)):
            elems = target.elements
            if (isinstance(value, (cst.Tuple, cst.List)) and len(value.elements) == len(elems)
                    and not any(isinstance(e, cst.StarredElement) for e in (*elems, *value.elements))):
                for e, v in zip(elems, value.elements):
                    self._bind_target(e.value, self.inf._kind(v.value), env, v.value)
                return
            if type(value) is cst.Name and self.inf.oracle is not None:
                value = self.inf.sole_call(value) or value     # `res = helper(...)`, `a, b = res`
            if isinstance(value, cst.Call) and not any(isinstance(e, cst.StarredElement) for e in elems):
                for i, e in enumerate(elems):
                    if isinstance(e.value, (cst.Tuple, cst.List)) and self.inf.rnn_states_at(value, i, len(elems)):
                        # `out, (h, c) = self.lstm(x, states)`: each state is one tensor
                        for s in e.value.elements:
                            self._bind_target(s.value, Kind.UNKNOWN if isinstance(s, cst.StarredElement)
                                              else Kind.TENSOR, env)
                        continue
                    k = self.inf.position_kind(value, i, len(elems))
                    self._bind_target(e.value, Kind.UNKNOWN if k is Kind.BOTTOM else k, env)
                return
            each = Kind.TENSOR if kind is Kind.MULTI else Kind.UNKNOWN
            if kind is Kind.CONTAINER and value is not None:
                each = self.inf.unpacked_kind(value)     # `h, c = states`
            elif value is not None and self.inf.rnn_states_read(value):
                each = Kind.TENSOR      # `h, c = states` of an RNN layer's list of state tensors
            for e in elems:
                self._bind_target(e.value, Kind.UNKNOWN if isinstance(e, cst.StarredElement) else each, env)
        elif isinstance(target, cst.StarredElement):
            self._bind_target(target.value, Kind.UNKNOWN, env)

    def _bind_unknown(self, target: cst.CSTNode, env: Env) -> None:
        self._bind_target(target, Kind.UNKNOWN, env)
