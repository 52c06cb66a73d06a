"""Which tensors of a function provably share a dtype (pure libcst; no numpy, no runtime).

A fixer that turns a python size into a tensor (``t / x.shape[0]`` -> ``t`` over a (1,)-tensor
holding the size) must give that tensor ``t``'s dtype: MXNet 1.9.1's operators between two
tensors reject differing dtypes, eagerly and hybridized, where the python number adapted to any
dtype. It has no cast to another tensor's dtype, but ``contrib.arange_like(x)`` is in ``x``'s
dtype, so the size can be built from ``x`` when ``x`` provably has ``t``'s dtype.

The proof rests on the original code having run: an operator between two tensors (``a + b``,
``F.broadcast_mul(a, b)``, ``F.concat(a, b)``, ``F.batch_dot(a, b)``) raised unless their dtypes
were equal, and the ops of ``_KEEPS`` give back their inputs' dtype. Values are named by
*identity*: a name and the statement whose binding it holds at that point (``None`` for a
parameter not yet rebound), so ``x`` before and after ``x = F.cast(x, ...)`` never mix. A name is
followed only where every binding of it is a plain ``name = value`` executed before the point
on every path there (the statements before it in its block and its enclosing blocks), or one
that runs after the point and outside any loop around it, or one in such a loop tied to the
name's own value where it runs (``xi = xi + step``: every pass keeps the dtype); anything else (a
loop target, a binding in a branch, an augmented assignment) stops the walk, which only ever
loses a proof; that read is then named by itself (``OCCURRENCE``), tied to what it meets there.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.walk import children, iter_descendants, parent_map, target_names

from ._util import last_function_memo

# the identity of one read of a name whose value the proof cannot name (a loop's target):
# ``(OCCURRENCE, id(node))``, tied to what that read meets and to nothing else
OCCURRENCE = "@read"

# Ops whose output has the dtype of every tensor given to them positionally or by these keywords
# (MXNet 1.9.1: each infers one dtype for all its inputs and its output). Ops whose second input
# may differ (slice_like, reshape_like, broadcast_like, take, pick, where's condition) keep only
# the first: ``_FIRST``.
_KEEPS = frozenset({
    "abs", "arange_like", "argmax", "argmin", "batch_dot", "broadcast_add", "broadcast_axes", "broadcast_axis",
    "broadcast_div", "broadcast_maximum", "broadcast_minimum", "broadcast_minus", "broadcast_mul",
    "broadcast_plus", "broadcast_power", "broadcast_sub", "broadcast_to", "clip", "concat", "Concat",
    # comparisons give 0/1 in their inputs' dtype and raise on a mix (MXNet 1.9.1, both ways)
    "broadcast_equal", "broadcast_not_equal", "broadcast_greater", "broadcast_greater_equal",
    "broadcast_lesser", "broadcast_lesser_equal", "ceil", "cos", "floor", "round", "sin",
    # the other elementwise math of one input (MXNet 1.9.1, float16 and float64, eager and inferred)
    "arccos", "arcsin", "arctan", "arccosh", "arcsinh", "arctanh", "cosh", "sinh", "tan", "log1p",
    "expm1", "log2", "log10", "reciprocal", "sign", "cbrt", "rcbrt", "erf", "erfinv", "trunc", "rint",
    "softsign", "degrees", "radians", "gamma", "gammaln", "Activation", "LeakyReLU",
    # FlowNet's correlation of two maps: their dtype (MXNet 1.9.1: float16/32/64, eager and inferred)
    "Correlation",
    "dot", "elemwise_add", "elemwise_div", "elemwise_mul", "elemwise_sub", "exp", "expand_dims",
    "fix", "flatten", "Flatten", "floor", "ceil", "identity", "L2Normalization", "log", "max", "maximum", "mean", "min",
    "minimum", "negative", "norm", "ones_like", "power", "prod", "relu", "repeat", "reshape",
    "round", "rsqrt", "sigmoid", "slice", "slice_axis", "sqrt", "square", "squeeze", "stack",
    "sum", "swapaxes", "tanh", "tile", "transpose", "zeros_like",
})
_FIRST = frozenset({"slice_like", "reshape_like", "broadcast_like", "take", "pick",
                    # their second input is the (integer) lengths, given positionally too
                    "softmax", "log_softmax",
                    # the output in the data's dtype, a `like=` input in any (MXNet 1.9.1, eager
                    # and in type inference, float16/32/64 data against float32/64 like)
                    "BilinearResize2D"})
# ops whose output is int64 for any input (MXNet 1.9.1's shape_array, size_array, contrib.index_array)
_INT64_OUT = frozenset({"shape_array", "size_array", "index_array"})
_DATA_KEYWORDS = frozenset({"data", "lhs", "rhs", "a", "b"})
# constructors whose dtype is float32 unless ``dtype=`` says otherwise (MXNet 1.9.1's default)
_FLOAT32_DEFAULT = frozenset({"zeros", "ones", "full"})
_ARITHMETIC = (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.FloorDivide, cst.Modulo, cst.Power)


class DtypeProof:
    """Dtype facts of one function body, read over the parent map of its shape flow."""

    def __init__(self, parents: dict, func: cst.FunctionDef, f_name: str | None,
                 layers: frozenset = frozenset()) -> None:
        # the parent map itself, not the flow's method: the flow's memo keeps this object, and
        # a bound method would close a reference cycle (analysis runs with the collector off)
        self.parent_of = lambda node: parents.get(id(node))
        self.func, self.f = func, f_name
        # `self.<attr>` children that __init__ declares as Dense or Conv layers: FullyConnected and
        # Convolution infer one dtype for data, weight and output (MXNet 1.9.1 raises on a mix)
        self.layers = layers
        self.params = {p.name.value for p in (*func.params.params, *func.params.kwonly_params,
                                              *func.params.posonly_params)}
        self._bindings: dict[str, list] | None = None
        self._order: dict[int, int] = {}
        self._helpers: dict[tuple, tuple[frozenset, bool]] = {}
        self._callee = None
        self._assumed: set[int] = set()
        # where `named_casts` collects the dtypes the walk's casts and constructors name
        self._named: set[str] | None = None

    # ---- where names are bound ---------------------------------------------------------------

    def _index(self) -> dict[str, list]:
        """name -> the nodes binding it: the ``cst.Assign`` for a plain ``name = value``, the
        binding node itself (loop, augmented assignment, walrus, ``as`` target) otherwise."""
        if self._bindings is None:
            self._bindings = {}
            for k, n in enumerate(_walk_scope(self.func.body)):
                self._order[id(n)] = k
                t = type(n)
                if t is cst.Assign:
                    plain = len(n.targets) == 1 and (isinstance(n.targets[0].target, cst.Name)
                                                     or _paired(n) is not None)
                    for target in n.targets:
                        for name in target_names(target.target):
                            self._bindings.setdefault(name, []).append(n if plain else target)
                elif t in (cst.AugAssign, cst.AnnAssign, cst.For, cst.CompFor, cst.NamedExpr):
                    if t is cst.CompFor:
                        continue            # a comprehension's own scope
                    for name in target_names(n.target):
                        self._bindings.setdefault(name, []).append(n)
                elif t is cst.AsName:
                    for name in target_names(n.name):
                        self._bindings.setdefault(name, []).append(n)
                elif t in (cst.FunctionDef, cst.ClassDef):
                    self._bindings.setdefault(n.name.value, []).append(n)
        return self._bindings

    def _statement(self, node):
        """The statement holding ``node`` that sits in a statement list (a block's, or a line's
        ``a = 1; b = 2``)."""
        cur = node
        while cur is not None:
            parent = self.parent_of(cur)
            if isinstance(parent, (cst.IndentedBlock, cst.SimpleStatementSuite, cst.SimpleStatementLine)):
                return cur
            cur = parent
        return None

    def _before(self, stmt) -> tuple[set[int], list[int]]:
        """The statements executed before ``stmt`` on every path to it (those before it in its
        block and in each enclosing block), and the loops around it."""
        done: set[int] = set()
        loops: list[int] = []
        cur = stmt
        while cur is not None and cur is not self.func:
            parent = self.parent_of(cur)
            if isinstance(parent, (cst.IndentedBlock, cst.SimpleStatementSuite, cst.SimpleStatementLine)):
                for s in parent.body:
                    if s is cur:
                        break
                    done.add(id(s))
            if isinstance(parent, (cst.For, cst.While)):
                loops.append(id(parent))
            cur = parent
        return done, loops

    def reaching(self, name: str, at):
        """The identity of ``name``'s value where ``at`` is evaluated: ``(name, assign)`` for the
        last plain assignment before it on every path, ``(name, None)`` for a parameter not
        rebound before it; None when other bindings could have set it."""
        stmt = self._statement(at)
        if stmt is None:
            return None
        done, loops = self._before(stmt)
        last = None
        bindings = self._index().get(name, ())
        for b in bindings:
            if isinstance(b, cst.Assign) and (id(b) in done or id(self.parent_of(b)) in done):
                if last is None or self._order[id(b)] > self._order[id(last)]:
                    last = b
        for b in bindings:
            if isinstance(b, cst.Assign) and (id(b) in done or id(self.parent_of(b)) in done):
                continue
            if last is not None and self._order.get(id(b), -1) < self._order[id(last)]:
                # written over: `last` runs on every path here, after any binding above it in the
                # source (one in a loop around this point too, in the same pass), so a binding
                # the walk cannot follow (`q, k, v = F.split(...)` before `q = q.reshape(...)`)
                # is not the value read here
                continue
            if any(_contains(self.parent_of, loop, b) for loop in loops) and not self._keeps_dtype(name, b):
                return None
            if self._in_loop_done(b, done) and self._keeps_dtype(name, b):
                # `pos = F.broadcast_add(pos, step)` in a loop that ended before this point: after
                # any number of passes the name holds a value of the dtype it had before the loop
                continue
            # otherwise harmless: one later in the source (it runs after this point), or one in an
            # earlier branch of an `if` whose `else`/`elif` holds this point
            if self._order.get(id(b), -1) < self._order.get(id(stmt), 0) and not self._exclusive(b, stmt):
                return None
        if last is not None:
            return (name, id(last))
        return (name, None) if name in self.params else None

    def _keeps_dtype(self, name: str, b) -> bool:
        """``b`` is a plain ``name = value`` tied to ``name``'s own value where it runs (``xi =
        xi + rate * (F.dot(att, p) - xi)`` in a loop): each pass keeps the dtype the name had
        before, so a read inside the loop has the dtype of the value the walk finds without it.
        Decided by induction over the passes: a binding being decided counts as keeping it."""
        if not (isinstance(b, cst.Assign) and len(b.targets) == 1 and isinstance(b.targets[0].target, cst.Name)):
            return False
        if id(b) in self._assumed:
            return True
        self._assumed.add(id(b))
        try:
            own = self.reaching(name, b.value)
            if own is None:
                return False
            out: set = set()
            self._walk(b.value, b, out, [False], set(), 0)
            return own in out
        finally:
            self._assumed.discard(id(b))

    def _in_loop_done(self, node, done: set[int]) -> bool:
        """``node`` lies in a ``for``/``while`` that is one of the statements run before the point
        (``done``): the loop has ended there, whatever its count."""
        cur = self.parent_of(node)
        while cur is not None and cur is not self.func:
            if isinstance(cur, (cst.For, cst.While)) and id(cur) in done:
                return True
            cur = self.parent_of(cur)
        return False

    def _exclusive(self, node, stmt) -> bool:
        """``node`` lies in the body of an ``if`` whose ``orelse`` holds ``stmt``."""
        above: dict[int, object] = {}         # id(ancestor of stmt) -> its child on the way down
        child, cur = stmt, self.parent_of(stmt)
        while cur is not None:
            above[id(cur)] = child
            child, cur = cur, self.parent_of(cur)
        child, cur = node, self.parent_of(node)
        while cur is not None and id(cur) not in above:
            child, cur = cur, self.parent_of(cur)
        return isinstance(cur, cst.If) and child is cur.body and above[id(cur)] is cur.orelse

    # ---- what shares a dtype -----------------------------------------------------------------

    def relatives(self, node, callee=None) -> tuple[frozenset, bool]:
        """The identities whose values provably have ``node``'s dtype (if the code ran), and
        whether that dtype is proven float32.  ``callee(call)`` gives the one function of the file
        a call runs and the argument of each of its parameters (None when not known exactly): a
        helper ties its result to the arguments every one of its returns is tied to.  It is passed
        per question, not kept: the caller's kind inference must not outlive the question."""
        out: set = set()
        float32 = [False]
        seen: set[int] = set()
        self._callee = callee
        try:
            self._walk(node, node, out, float32, seen, 0)
        finally:
            self._callee = None
        return frozenset(out), float32[0]

    def named_casts(self, name: str, at) -> frozenset:
        """The dtypes named by the casts and constructors that ``name``'s value where ``at`` is
        evaluated is tied through (``h = x.astype('float16')``: {'float16'}; ``F.zeros(...)``
        without ``dtype=``: {'float32'}); "" for a dtype not written as a string. Empty when the
        walk meets none (an input's dtype is not known)."""
        return self.casts_of(cst.Name(name), at)

    def casts_of(self, node, at=None) -> frozenset:
        """``named_casts`` of the value of the expression ``node`` (a node of the function)."""
        found: set[str] = set()
        self._named = found
        try:
            self._walk(node, node if at is None else at, set(), [False], set(), 0)
        finally:
            self._named = None
        return frozenset(found)

    def cast_apart(self, a, b) -> bool:
        """The code casts one of the expressions ``a`` and ``b`` to a dtype other than float32
        that it does not cast the other to (``h = x.astype('float16')`` beside ``m =
        x.mean()``): MXNet 1.9.1's operators between two tensors raise on the mix, where a python
        number adapted to either. Values whose dtype no cast names are taken to be float32, as
        F's constructors' default (an input's dtype is not known here)."""
        return self.casts_of(a) - {"float32"} != self.casts_of(b) - {"float32"}

    def _name(self, dtype: str | None, default: str = "") -> None:
        if self._named is not None:
            self._named.add(default if dtype is None else dtype)

    def tied(self, node, callee=None, tensor=None) -> tuple[frozenset, bool]:
        """``relatives(node)``, grown by the statements that run on every call that returns (the
        body's top-level simple statements up to the first that may leave it), read as a whole:
        a value tied to a tensor already known to share ``node``'s dtype shares it with every
        tensor it is tied to (an operator between two tensors ran with one dtype), and a plain
        ``name = value`` binds the name to that dtype. ``tensor(identity)`` says which identities
        hold tensors: only those carry a tie (a python number beside two tensors ties neither
        to the other). A tie made after ``node`` counts too: working code ran it."""
        rel, float32 = self.relatives(node, callee)
        if tensor is None:
            return rel, float32
        have = {i for i in rel if tensor(i)}
        if not have:
            return rel, float32
        facts = []
        self._callee = callee
        try:
            for small in self._straight():
                target = None
                if type(small) is cst.Assign and len(small.targets) == 1 \
                        and type(small.targets[0].target) is cst.Name:
                    target = (small.targets[0].target.value, id(small))
                elif type(small) not in (cst.Return, cst.Expr) or small.value is None:
                    continue
                out: set = set()
                f32 = [False]
                self._walk(small.value, small, out, f32, set(), 0)
                ties = {i for i in out if tensor(i)}
                if ties and target is not None and tensor(target):
                    ties.add(target)
                facts.append((ties, f32[0]))
        finally:
            self._callee = None
        grew = True
        while grew:
            grew = False
            for ties, f32 in facts:
                if ties & have and (not ties <= have or (f32 and not float32)):
                    have |= ties
                    float32 = float32 or f32
                    grew = True
        return rel | frozenset(have), float32

    def _straight(self):
        """The small statements of the body's top-level simple lines that run on every call that
        returns: those before the first statement that may leave the function early."""
        for stmt in self.func.body.body:
            if type(stmt) is not cst.SimpleStatementLine:
                if any(type(n) in (cst.Return, cst.Raise) for n in _walk_scope(stmt)):
                    return
                continue
            for small in stmt.body:
                yield small
                if type(small) in (cst.Return, cst.Raise):
                    return

    def binding(self, ident):
        """The ``cst.Assign`` an identity ``(name, id)`` names (None for a parameter's)."""
        if ident[1] is None:
            return None
        return next((b for b in self._index().get(ident[0], ()) if id(b) == ident[1]), None)

    def _helper_ties(self, call) -> tuple[list, bool] | None:
        """The arguments of ``call`` whose dtype its result provably has, and whether that result
        is proven float32; None when ``call`` runs no helper known exactly."""
        got = self._callee(call) if self._callee is not None else None
        if got is None:
            return None
        fn, args = got
        # the helper's F: the parameter this call hands the caller's F (its F-ops keep dtype)
        f_name = next((p for p, a in args.items() if self.f is not None and isinstance(a, cst.Name)
                       and a.value == self.f and self.reaching(self.f, call) is not None), None)
        key = (id(fn), f_name)
        if key not in self._helpers:
            self._helpers[key] = _return_ties(fn, f_name)
        tied, float32 = self._helpers[key]
        return [args[p] for p in tied if p in args], float32

    def _walk(self, node, at, out: set, float32: list, seen: set, depth: int) -> None:
        if depth > 40:
            return
        t = type(node)
        if t is cst.Name:
            ident = self.reaching(node.value, at)
            if ident is None:
                # the value this occurrence reads (a loop's target, a name bound in a branch):
                # nothing about the name elsewhere, only that this read shares the dtype
                out.add((OCCURRENCE, id(node)))
                return
            out.add(ident)
            if ident[1] is not None and ident[1] not in seen:
                seen.add(ident[1])
                assign = next(b for b in self._index()[node.value] if id(b) == ident[1])
                pairs = _paired(assign)
                value = assign.value if pairs is None else pairs[node.value]
                self._walk(value, assign, out, float32, seen, depth + 1)
        elif t is cst.BinaryOperation and isinstance(node.operator, _ARITHMETIC):
            self._walk(node.left, at, out, float32, seen, depth + 1)
            self._walk(node.right, at, out, float32, seen, depth + 1)
        elif t is cst.UnaryOperation and isinstance(node.operator, (cst.Minus, cst.Plus)):
            self._walk(node.expression, at, out, float32, seen, depth + 1)
        elif t is cst.Comparison and len(node.comparisons) == 1 and not isinstance(
                node.comparisons[0].operator, (cst.In, cst.NotIn, cst.Is, cst.IsNot)):
            # a spike train `x > threshold`: 0/1 in the tensor's dtype, and two tensors compared
            # share one (MXNet 1.9.1 raises on a mix), as the broadcast comparisons of _KEEPS
            self._walk(node.left, at, out, float32, seen, depth + 1)
            self._walk(node.comparisons[0].comparator, at, out, float32, seen, depth + 1)
        elif t is cst.Subscript:
            self._walk(node.value, at, out, float32, seen, depth + 1)
        elif t is cst.Call and (type(node.func) is cst.Name or _self_method(node.func)) \
                and (ties := self._helper_ties(node)) is not None:
            tensors, f32 = ties
            float32[0] = float32[0] or f32
            for v in tensors:
                self._walk(v, at, out, float32, seen, depth + 1)
        elif t is cst.Call and _self_method(node.func) and node.func.attr.value in self.layers \
                and len(node.args) == 1 and node.args[0].keyword is None and not node.args[0].star:
            self._walk(node.args[0].value, at, out, float32, seen, depth + 1)
        elif t is cst.Call and isinstance(node.func, cst.Attribute):
            op = node.func.attr.value
            receiver = node.func.value
            namespace = self._is_f(receiver)
            if op in ("astype", "cast", "Cast"):
                dtype = _dtype_arg(node, 0 if not namespace else 1)
                float32[0] = float32[0] or dtype == "float32"
                self._name(dtype)
                return
            if namespace and op in _FLOAT32_DEFAULT:
                dtype = _dtype_arg(node, None)
                float32[0] = float32[0] or dtype in (None, "float32")
                self._name(dtype, "float32")
                return
            if op == "argsort":
                # the indices in dtype= (float32 unless given), whatever the input's dtype
                dtype = _dtype_arg(node, None)
                float32[0] = float32[0] or dtype in (None, "float32")
                self._name(dtype, "float32")
                return
            given = [a.value for a in node.args if a.keyword is not None
                     and a.keyword.value in ("dtype", "out_dtype")]
            # the dtype named ("" where it is not a string literal), None where none is
            named = None if not given else given[0].evaluated_value if isinstance(given[0], cst.SimpleString) else ""
            if op not in _KEEPS and op not in _FIRST and op != "where":
                # an op of no known dtype rule still names the dtype it is told to give
                # (`F.topk(..., ret_typ='indices', dtype='int32')`, `F.one_hot(y, 4, dtype='int32')`),
                # and the index makers give int64 whatever their input (MXNet 1.9.1): their values
                # are no float32 a carrier may stand for
                if named is not None:
                    self._name(named)
                elif op in _INT64_OUT:
                    self._name("int64")
                return
            if named is not None:
                # softmax(dtype=), norm(out_dtype=): the output's dtype is the one named
                float32[0] = float32[0] or named == "float32"
                self._name(named)
                return
            tensors = []
            if not namespace:
                tensors.append(receiver)
            for a in node.args:
                if a.star:
                    continue
                if a.keyword is None or a.keyword.value in _DATA_KEYWORDS:
                    tensors.append(a.value)
            if op in _FIRST:
                tensors = tensors[:1]
            elif op == "where":
                # where(condition, x, y): x and y share the output's dtype, the condition need not
                positional = [a.value for a in node.args if a.keyword is None and not a.star]
                tensors = positional[1:3] + [a.value for a in node.args
                                             if a.keyword is not None and a.keyword.value in ("x", "y")]
            for v in tensors:
                self._walk(v, at, out, float32, seen, depth + 1)

    def _is_f(self, node) -> bool:
        """``F`` or a namespace under it (``F.contrib``)."""
        while isinstance(node, cst.Attribute):
            node = node.value
        return isinstance(node, cst.Name) and self.f is not None and node.value == self.f \
            and self.reaching(self.f, node) is not None


@last_function_memo
def function_proof(func, f_name) -> "DtypeProof":
    """The dtype facts of ``func``, made once for all its reads (the proof memoizes what it
    derives, so the reads share that too)."""
    return DtypeProof(parent_map(func), func, f_name)


def float32_carrier(proof: "DtypeProof | None", f: str, name: str, at) -> str:
    """The tensor a fixer hands ``contrib.arange_like`` for positions in place of ``F.arange``'s
    float32 ones: ``name`` itself, or ``F.cast(name, dtype='float32')`` where the code casts
    ``name``'s value to another dtype (``h = x.astype('float16')``, a non-literal dtype).
    arange_like counts in its input's dtype: float16 rounds positions past 2048 (2049 -> 2048)
    and integer positions meet a float32 operand with a dtype mismatch (MXNet 1.9.1 raises),
    where the cast input's positions are F.arange's own."""
    named = proof.named_casts(name, at) if proof is not None else frozenset()
    if named <= {"float32"} and not (proof is not None and _helper_parameter(proof, name, at)):
        return name
    return f"{f}.cast({name}, dtype='float32')"


def _helper_parameter(proof: "DtypeProof", name: str, at) -> bool:
    """``name`` where ``at`` is evaluated still holds a parameter of a helper (a function other
    than ``hybrid_forward``/``forward``): its dtype is whatever a caller hands (an int32 index
    tensor, a float16 map), which no cast in the helper names; the block's own inputs are taken
    to be float32, as F's constructors' default."""
    if name not in proof.params or proof.func.name.value in ("hybrid_forward", "forward"):
        return False
    ident = proof.reaching(name, at)
    return ident is None or ident[1] is None


def _return_ties(fn: cst.FunctionDef, f_name: str | None) -> tuple[frozenset, bool]:
    """The parameters of ``fn`` (not rebound before the return) that every ``return`` of it is
    tied to by ``DtypeProof``'s rules, and whether every return is proven float32.  A helper
    with no return, a bare ``return``, or a return tied to nothing proves nothing; helpers it
    calls are not followed (one level: a proof, not a second interprocedural walk)."""
    parents: dict[int, cst.CSTNode] = {}
    for n in _walk_scope(fn):
        for child in children(n):
            parents[id(child)] = n
    proof = DtypeProof(parents, fn, f_name)
    body = list(_walk_scope(fn.body))
    returns = [n for n in body if type(n) is cst.Return]
    if not returns or any(r.value is None for r in returns) or any(type(n) is cst.Yield for n in body):
        return frozenset(), False
    tied: set[str] | None = None
    float32 = True
    for r in returns:
        rel, f32 = proof.relatives(r.value)
        here = {p for p in proof.params if (p, None) in rel and p != f_name}
        tied = here if tied is None else tied & here
        float32 = float32 and f32
    return frozenset(tied), float32


def _paired(assign: cst.Assign) -> dict[str, cst.BaseExpression] | None:
    """name -> value of ``a, b = e1, e2``: a tuple or list of distinct names unpacked from a
    display of as many unstarred items, each name bound to its item (python evaluates every item
    before binding any name, so each item reads the values before the statement, as a plain
    assignment's value does); None for any other assignment."""
    if len(assign.targets) != 1:
        return None
    target, value = assign.targets[0].target, assign.value
    if not isinstance(target, (cst.Tuple, cst.List)) or not isinstance(value, (cst.Tuple, cst.List)) \
            or len(target.elements) != len(value.elements):
        return None
    names = [e.value.value for e in target.elements
             if isinstance(e, cst.Element) and isinstance(e.value, cst.Name)]
    if len(names) != len(target.elements) or len(set(names)) != len(names) \
            or any(not isinstance(e, cst.Element) for e in value.elements):
        return None
    return {name: e.value for name, e in zip(names, value.elements)}


def _self_method(func) -> bool:
    return type(func) is cst.Attribute and type(func.value) is cst.Name and func.value.value == "self"


def _dtype_arg(call: cst.Call, position: int | None) -> str | None:
    """The string given as ``dtype=`` (or at ``position``); None when absent or not a literal
    (then "" so that no default is assumed)."""
    for k, a in enumerate(call.args):
        if (a.keyword is not None and a.keyword.value == "dtype") \
                or (a.keyword is None and position is not None and k == position):
            if isinstance(a.value, cst.SimpleString):
                return a.value.evaluated_value
            return ""
    return None


_SCOPES = (cst.FunctionDef, cst.ClassDef, cst.Lambda)


def _walk_scope(node):
    """The nodes of a function body in source order, not entering nested functions, classes or
    lambdas (their names are their own)."""
    yield node
    yield from iter_descendants(node, stop=_SCOPES)


def _contains(parent_of, outer_id: int, node) -> bool:
    cur = node
    while cur is not None:
        if id(cur) == outer_id:
            return True
        cur = parent_of(cur)
    return False

