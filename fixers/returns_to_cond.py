"""HYB006 fixer: ``if cond: return a`` / ``else: return b`` on a tensor -> ``return F.contrib.cond(...)``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import iter_descendants

from . import Example, Fixer, Refusal, example_class, example_module, make_fix
from ._quiet import called_children, quiet_methods
from ._util import (NO_INPUT_BRANCH, branch_without_input, comments_in, is_pure, kwarg, line_end, line_start,
                    name_nodes, names_in, number_literal, replace_statements, short_code)
from .child_branch_cond import proven_children


def _single_return(block: cst.BaseSuite) -> cst.Return | None:
    """The ``return <expr>`` a block consists of, or None."""
    if not isinstance(block, cst.IndentedBlock) or len(block.body) != 1:
        return None
    stmt = block.body[0]
    if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 and isinstance(stmt.body[0], cst.Return):
        return stmt.body[0]
    return None


# a loop over x's rows (x with a zero row: the branch taken differs by step) by F.contrib.foreach
_FOREACH = ("x = F.concat(F.zeros_like(x.slice_axis(axis=0, begin=0, end=1)), x, dim=0)\n"
            "def step(data, state):\n    {}\nout, _ = F.contrib.foreach(step, F.sum(x, axis=1), [])\nreturn out")


class ReturnsToCond(Fixer):
    code = "HYB006"
    name = "returns-to-cond"
    applicability = "unsafe"
    needs_f = True
    description = """
    Rewrites an `if` on a tensor whose branches only return one value each -- `if cond: return a`
    followed by `else: return b` or by a plain `return b` -- into
    `return F.contrib.cond(cond, lambda: a, lambda: b)`, which picks the branch at run time on
    both NDArray and Symbol and evaluates only that branch. Offered when the condition and both
    values are pure (F operators, arithmetic, names) and the values are single tensors. Unsafe:
    under hybridize() both branches must produce the same shape and dtype. A branch that reads no
    tensor fails hybridized in MXNet 1.9.1's cond (a subgraph without inputs, the runtime too):
    `F.zeros(S)` / `F.ones(S)` of literal positive sizes is built from a tensor t the condition
    reads, `F.zeros_like(F.sum(t)).astype(dtype)` reshaped and broadcast to S (the same values,
    shape and dtype); any other such branch is refused. Tuples that differ at one position get
    that position chosen; in a step function of `F.contrib.foreach`/`while_loop` (where MXNet
    1.9.1 cannot infer an F.contrib.cond's shapes) that choice is `F.where` instead, for a test
    comparing a number with a tensor `S` -- python took its truth, so S has one element where the
    original runs (`NDArray.__bool__` raises on more) -- read flat, or with a row `t[k]` (literal
    k >= 0) of a tensor or of a step of a proven tensor's foreach, read as t's flat element k
    (each row of t one element), broadcast along the first axis of values of one shape and dtype
    (one the other, negated or with a python number: `data` / `1 / data`). Refuses other tuples of
    outputs, branches holding more than the return, and `elif` chains; comments in the branches
    are kept, in order, above the new `return`. An early `if cond: return a` followed by the rest
    of the function -- `name = value` lines, then `return b` -- keeps those lines where they are
    and ends with the `F.contrib.cond` return; the lines now run in both cases, so they must be F
    computations (no child block, whose call may change its state; a method of the block only
    when its body is straight-line F code that stores nothing) that rebind no name the
    condition or `a` reads.
    """
    EXAMPLES = [
        Example(example_module("if F.sum(x) > 0:\n    return x * 2\nelse:\n    return F.relu(x) - 1"),
                example_module("return F.contrib.cond(F.sum(x) > 0, lambda: x * 2, lambda: F.relu(x) - 1)"),
                shapes=[[(2, 3)], [(4,)], [(1, 2, 2)]]),
        # stochastic depth: the residual branch calls a child whose weight has its whole shape
        # at construction; one that waits for its first call is refused
        Example(example_module("if F.mean(x) > 0:\n    return x\nreturn x + F.relu(self.branch(x))",
                               gluon="HybridBlock, nn", init="self.branch = nn.Dense(3, in_units=3)"),
                example_module("return F.contrib.cond(F.mean(x) > 0, lambda: x, lambda: x + F.relu(self.branch(x)))",
                               gluon="HybridBlock, nn", init="self.branch = nn.Dense(3, in_units=3)"),
                shapes=[[(2, 3)], [(4, 3)]]),
        Example(example_module("if F.mean(x) > 0:\n    return x\nreturn x + F.relu(self.branch(x))",
                               gluon="HybridBlock, nn", init="self.branch = nn.Dense(3)"),
                None, reason="a branch calls something other than F operators"),
        Example(example_module("y = F.tanh(x)\nif F.mean(y) < 0:\n    return -y\nreturn y"),
                example_module("y = F.tanh(x)\nreturn F.contrib.cond(F.mean(y) < 0, lambda: -y, lambda: y)"),
                shapes=[[(2, 3)], [(5,)]]),
        Example(example_module("s = F.sum(x)\nif s > 0:  # positive total\n    # scale it\n    return x * 2\n"
                               "# otherwise flip\nreturn -x  # negated"),
                example_module("s = F.sum(x)\n# positive total\n# scale it\n# otherwise flip\n# negated\n"
                               "return F.contrib.cond(s > 0, lambda: x * 2, lambda: -x)"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(example_module("s = F.sum(x)\nif s > 1 or not F.max(x) > 0.5:\n    return F.tanh(x)\nreturn x - 1"),
                example_module("s = F.sum(x)\nreturn F.contrib.cond(F.broadcast_logical_or(s > 1, F.logical_not(F.max(x) > 0.5)), "
                               "lambda: F.tanh(x), lambda: x - 1)"),
                shapes=[[(2, 3)], [(5,)], [(1, 1)]]),
        # an early return, then the rest of the function: its lines stay, the last return picks
        Example(example_module("if F.sum(x) > 2:\n    return x * 0\ny = F.relu(x)\nz = y * y\nreturn z + 1"),
                example_module("y = F.relu(x)\nz = y * y\nreturn F.contrib.cond(F.sum(x) > 2, lambda: x * 0, lambda: z + 1)"),
                shapes=[[(2, 3)], [(4,)], [(1, 2)]]),
        Example(example_module("m = F.mean(x)\nif m < 0:  # mostly negative\n    return F.zeros_like(x)\n"
                               "y = F.broadcast_sub(x, m)\nreturn y"),
                example_module("m = F.mean(x)\ny = F.broadcast_sub(x, m)\n# mostly negative\n"
                               "return F.contrib.cond(m < 0, lambda: F.zeros_like(x), lambda: y)"),
                shapes=[[(2, 3)], [(5,)], [(1, 1)]]),
        Example(example_module("if F.max(x) > 0.5:\n    return F.tanh(x)\nreturn x"),
                example_module("return F.contrib.cond(F.max(x) > 0.5, lambda: F.tanh(x), lambda: x)"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(example_module("if F.sum(x) > 0:\n    return x\nx = x * 2\nreturn x + 1"), None,
                reason="rebinds a name"),
        # ... the lines calling a dense child with its whole shape: it changes nothing when called
        Example(example_module("if F.sum(x) > 2:\n    return x\ny = self.proj(x)\nreturn F.relu(y) + x",
                               init="self.proj = nn.Dense(3, in_units=3, flatten=False)", gluon="HybridBlock, nn"),
                example_module("y = self.proj(x)\nreturn F.contrib.cond(F.sum(x) > 2, lambda: x, lambda: F.relu(y) + x)",
                               init="self.proj = nn.Dense(3, in_units=3, flatten=False)", gluon="HybridBlock, nn"),
                shapes=[[(2, 3)], [(4, 3)], [(1, 2, 3)]]),
        # ... its input size left to the first call: MXNet 1.9.1 cannot infer it beside the cond
        Example(example_module("if F.sum(x) > 2:\n    return x\ny = self.proj(x)\nreturn F.relu(y) + x",
                               init="self.proj = nn.Dense(3, flatten=False)", gluon="HybridBlock, nn"),
                None, reason="calls something other than F operators", shapes=[[(2, 3)]]),
        Example(example_module("if F.sum(x) > 0:\n    return x\ny = self.bn(x)\nreturn y",
                               init="self.bn = nn.BatchNorm()", gluon="HybridBlock, nn"),
                None, reason="calls something other than F operators", shapes=[[(2, 3)]]),
        # tuples that differ at one position: that value is chosen, the shared ones kept
        Example(example_module("if F.sum(x) > 0:\n    return x, x\nreturn x, -x"),
                example_module("return x, F.contrib.cond(F.sum(x) > 0, lambda: x, lambda: -x)"),
                shapes=[[(2, 3)], [(4,)]]),
        # ... in a loop's step (MXNet-LEAF's divide-no-nan: `return data, []` / `return 1 / data,
        # []`) a cond fails shape inference in MXNet 1.9.1 hybridized: F.where of the test (one
        # element, its truth was taken) broadcast along the value's rows
        Example(example_module(_FOREACH.format("if F.sum(data) == 0:\n        return data, []\n    return 1 / data, []")),
                example_module(_FOREACH.format("return F.where(F.broadcast_like(F.reshape(F.sum(data), shape=(-1,)) "
                                               "== 0, data, lhs_axes=(0,), rhs_axes=(0,)), data, 1 / F.where("
                                               "F.broadcast_like(F.reshape(F.sum(data), shape=(-1,)) == 0, data, "
                                               "lhs_axes=(0,), rhs_axes=(0,)), F.ones_like(data), data)), []")),
                shapes=[[(3, 4)], [(5, 2)]]),
        # ... a row of one element read by `t[k]`: t's flat element k (a Symbol's t[0] is t itself)
        Example(example_module(_FOREACH.format("if data[0] == 0:\n        return data, []\n    return 1 / data, []")),
                example_module(_FOREACH.format("return F.where(F.broadcast_like(F.slice_axis(F.reshape(data, "
                                               "shape=(-1,)), axis=0, begin=0, end=1) == 0, data, lhs_axes=(0,), "
                                               "rhs_axes=(0,)), data, 1 / F.where(F.broadcast_like(F.slice_axis("
                                               "F.reshape(data, shape=(-1,)), axis=0, begin=0, end=1) == 0, data, "
                                               "lhs_axes=(0,), rhs_axes=(0,)), F.ones_like(data), data)), []")),
                shapes=[[(3, 4)], [(5, 2)]]),
        Example(example_module(_FOREACH.format("if data[0] > 1:\n        return data * 0.5, []\n    return data, []")),
                example_module(_FOREACH.format("return F.where(F.broadcast_like(F.slice_axis(F.reshape(data, "
                                               "shape=(-1,)), axis=0, begin=0, end=1) > 1, data * 0.5, lhs_axes=(0,), "
                                               "rhs_axes=(0,)), data * 0.5, data), []")),
                shapes=[[(3, 4)], [(5, 2)]]),
        # ... a power of the tested value is refused: F.where computes both branches, and the zeros
        # it passes back to the one not picked meet `data ** 0.5`'s infinite derivative at 0 (NaN);
        # a divisor above is made 1 where its branch is not picked for the same reason (session 72)
        Example(example_module(_FOREACH.format("if data[0] == 0:\n        return data, []\n    return data ** 0.5, []")),
                None, reason="a branch takes a power of the tested value"),
        # ... not values whose shapes may differ (F.where takes one shape), nor a test other than
        # one comparison of a tensor with a number
        Example(example_module(_FOREACH.format("if data[0] > 1:\n        return F.relu(data), []\n    return data, []")),
                None, reason="F.where needs the branches' values of one shape"),
        Example(example_module(_FOREACH.format("if F.sum(data) > F.mean(data):\n        return data, []\n"
                                               "    return -data, []")),
                None, reason="F.where is written for a number compared with a tensor"),
        Example(example_module("if F.sum(x) > 0:\n    return x, x\nreturn -x, x * 2"), None,
                reason="differ at more than one position"),
        Example(example_module("if F.sum(x) > 0:\n    return x, [x]\nreturn x, [-x]"), None,
                reason="a python value or a value not known to be a tensor"),
        Example(example_module("if F.sum(x) > 0:\n    x = x * 2\n    return x\nreturn -x"), None,
                reason="a branch returns"),
        # a constant branch is a cond subgraph without inputs, which MXNet 1.9.1 fails on hybridized:
        # a fill of literal sizes is built from the condition's tensor (a loss with no positive pair)
        Example(example_module("n = F.sum(x > 100)\nif n == 0:\n    return F.zeros((1,))\nreturn F.sum(x) / n"),
                example_module("n = F.sum(x > 100)\nreturn F.contrib.cond(n == 0, lambda: "
                               "F.zeros_like(F.sum(n)).astype('float32'), lambda: F.sum(x) / n)"),
                shapes=[[(2, 3)], [(3,)]]),
        Example(example_module("n = F.sum(x > 100)\nif n == 0:\n    return F.ones((2, 3), dtype='float64')\n"
                               "return F.relu(x).astype('float64')"),
                example_module("n = F.sum(x > 100)\nreturn F.contrib.cond(n == 0, lambda: F.broadcast_to("
                               "F.ones_like(F.sum(n)).astype('float64').reshape((1, 1)), shape=(2, 3)), "
                               "lambda: F.relu(x).astype('float64'))"),
                shapes=[[(2, 3)]]),
        Example(example_module("n = F.sum(x > 0)\nif n == 0:\n    return F.zeros((self.k,))\nreturn F.sum(x) / n",
                               init="self.k = 1"), None, reason="reads no tensor", shapes=[[(2, 3)]]),
        # the lines after the early return call a method of the block: straight-line F code
        Example(example_class("def _lse(self, F, v):\n    m = F.max(v, axis=1, keepdims=True)\n"
                              "    return F.log(F.exp(F.broadcast_sub(v, m)).sum(axis=1)) + m.reshape((-1,))\n\n"
                              "def hybrid_forward(self, F, x):\n    if F.sum(x) > 3:\n        return F.sum(x, axis=1)\n"
                              "    y = self._lse(F, x)\n    return y * 2"),
                example_class("def _lse(self, F, v):\n    m = F.max(v, axis=1, keepdims=True)\n"
                              "    return F.log(F.exp(F.broadcast_sub(v, m)).sum(axis=1)) + m.reshape((-1,))\n\n"
                              "def hybrid_forward(self, F, x):\n    y = self._lse(F, x)\n"
                              "    return F.contrib.cond(F.sum(x) > 3, lambda: F.sum(x, axis=1), lambda: y * 2)"),
                shapes=[[(2, 3)], [(4, 5)]]),
        # ... one that branches may raise where the original returned first
        Example(example_class("def _lse(self, F, v):\n    assert v.ndim == 2\n    return F.log(F.exp(v).sum(axis=1))\n\n"
                              "def hybrid_forward(self, F, x):\n    if F.sum(x) > 3:\n        return F.sum(x, axis=1)\n"
                              "    y = self._lse(F, x)\n    return y * 2"),
                None, reason="calls something other than F operators", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def applies(node: cst.If) -> bool:
        return _single_return(node.body) is not None

    @classmethod
    def propose(cls, ctx, node: cst.If, cond_text: str | None = None) -> Fix | Refusal:
        f = ctx.scope.f_name
        parent = ctx.parent(node)
        if isinstance(node.orelse, cst.If) or (isinstance(parent, cst.If) and parent.orelse is node):
            return Refusal("`elif` chains are not rewritten; nest F.contrib.cond by hand")
        then = _single_return(node.body)
        end_node: cst.CSTNode = node
        if node.orelse is not None:
            other = _single_return(node.orelse.body)
        else:
            other = None
            if isinstance(parent, cst.IndentedBlock):
                body = list(parent.body)
                k = next(i for i, s in enumerate(body) if s is node)
                if k + 1 < len(body):
                    nxt = body[k + 1]
                    if isinstance(nxt, cst.SimpleStatementLine) and len(nxt.body) == 1 and \
                            isinstance(nxt.body[0], cst.Return):
                        other, end_node = nxt.body[0], nxt
        if then is not None and other is None and node.orelse is None:
            return _tail_return(ctx, node, then, cond_text)
        if then is None or other is None:
            return Refusal("a branch does more than return one value")
        values = [then.value, other.value]
        if any(v is None for v in values):
            return Refusal("a branch returns nothing")
        shared = _one_difference(ctx, node, values)
        if isinstance(shared, Refusal):
            return shared
        if shared is not None:
            values = [shared[1], shared[2]]
        step = shared is not None and _loop_step(ctx, node)
        refused = _branch_values_refusal(ctx, node, values, cond_text)
        if refused is not None:
            return refused
        where = _step_where(ctx, node.test, values, cond_text) if step else None
        if isinstance(where, Refusal):
            return where
        start, _ = ctx.span(node)
        _, end = ctx.span(end_node)
        # the branches' comments (and those between the `if` and a following return) are kept,
        # in order, above the new return
        comments = comments_in(node) + (comments_in(end_node, own_lines=True) if end_node is not node else [])
        cond = cond_text or " ".join(ctx.code_for(node.test).split())
        a, b = (_value_text(ctx, v, node.test) for v in values)
        chosen = where or f"{f}.contrib.cond({cond}, lambda: {a}, lambda: {b})"
        if shared is not None:
            # `return data, []` / `return 1 / data, []`: the one value that differs is chosen
            texts = [" ".join(ctx.code_for(e.value).split()) for e in then.value.elements]
            texts[shared[0]] = chosen
            chosen = ", ".join(texts)
        return replace_statements(ctx, start, end, comments, [f"return {chosen}"],
                                  f"use {f}.where" if where else f"use {f}.contrib.cond")


def _tail_return(ctx, node: cst.If, then: cst.Return, cond_text: str | None) -> Fix | Refusal:
    """``if c: return a`` followed by the rest of the function: ``name = value`` lines and a
    final ``return b`` -> the lines, then ``return F.contrib.cond(c, lambda: a, lambda: b)``.
    The lines now also run when the original returned early, so they must be pure F
    computations (no child block whose state a call may change: dense and convolution children
    with their whole shapes are called) and must not rebind a name that
    ``c`` or ``a`` reads (those are evaluated after them now)."""
    f = ctx.scope.f_name
    block = ctx.parent(node)
    func = ctx.scope.func
    if not isinstance(block, cst.IndentedBlock) or block is not getattr(func, "body", None):
        return Refusal("a branch does more than return one value")
    body = list(block.body)
    tail = body[next(i for i, s in enumerate(body) if s is node) + 1:]
    if not tail or not all(isinstance(s, cst.SimpleStatementLine) and len(s.body) == 1 for s in tail):
        return Refusal("a branch does more than return one value")
    last = tail[-1].body[0]
    if not isinstance(last, cst.Return) or last.value is None:
        return Refusal("a branch does more than return one value")
    assigned: set[str] = set()
    # a dense or convolution child with every shape given changes nothing when called: run also
    # where the original returned early, it only computes a value the cond then drops (one whose
    # shape waits for the first call fails hybridized in MXNet 1.9.1, though outside the cond:
    # "Deferred initialization failed"; the bundled runtime infers it); so does a method of the
    # block of straight-line code calling only those and F operators (a `self._logsumexp(F, x)`)
    stateless = _callable(ctx, tail[:-1])
    for stmt in tail[:-1]:
        small = stmt.body[0]
        if not (isinstance(small, cst.Assign) and len(small.targets) == 1
                and isinstance(small.targets[0].target, cst.Name)):
            return Refusal("the code after the `if` does more than assign names before its return")
        if not is_pure(small.value, ctx, children=stateless):
            return Refusal("the code after the `if` calls something other than F operators, which "
                           "would now run when the original returned early")
        assigned.add(small.targets[0].target.value)
    if (names_in(node.test) | names_in(then.value)) & assigned:
        return Refusal("the code after the `if` rebinds a name the condition or the early return reads")
    values = [then.value, last.value]
    refused = _branch_values_refusal(ctx, node, values, cond_text)
    if refused is not None:
        return refused
    source = ctx.source
    start, end = ctx.span(node)
    first = line_start(source, start)
    if source[first:start].strip():
        return Refusal("the `if` shares its line with other code")
    r0, r1 = ctx.span(tail[-1])
    indent = source[line_start(source, r0):r0]
    if indent.strip():
        return Refusal("the return shares its line with other code")
    cond = cond_text or " ".join(ctx.code_for(node.test).split())
    a, b = (_value_text(ctx, v, node.test) for v in values)
    nl = ctx.module.default_newline
    comments = comments_in(node) + comments_in(tail[-1], own_lines=True)
    if comments and not source[:r1].endswith(("\n", "\r")):
        r1 = line_end(source, r1)
    text = (nl + indent).join(comments + [f"return {f}.contrib.cond({cond}, lambda: {a}, lambda: {b})"])
    if source[:r1].endswith(("\n", "\r")):
        r1 = max(r1, line_end(source, r1))
        text += nl
    drop_end = line_end(source, end) if not source[:end].endswith(("\n", "\r")) else max(end, line_end(source, end))
    return make_fix(ctx, [((first, drop_end), ""), ((r0, r1), text)], "unsafe",
                    f"use {f}.contrib.cond (the lines after the `if` now run in both cases)")


def _one_difference(ctx, node, values) -> "tuple[int, cst.BaseExpression, cst.BaseExpression] | Refusal | None":
    """(position, its value in each branch) when both branches return tuples of one length
    that differ at one position only (a loop body's ``return data, []`` / ``return 1 / data, []``),
    the shared items pure (evaluated once either way, in the same order); None when a value is
    no tuple; why not otherwise."""
    if not all(isinstance(v, cst.Tuple) for v in values):
        return None
    first, second = (v.elements for v in values)
    if len(first) != len(second) or any(isinstance(e, cst.StarredElement) for e in (*first, *second)):
        return Refusal("a branch returns several values")
    texts = [[" ".join(ctx.code_for(e.value).split()) for e in elems] for elems in (first, second)]
    differ = [i for i, (p, q) in enumerate(zip(*texts)) if p != q]
    if len(differ) != 1:
        return Refusal("a branch returns several values (that differ at more than one position)")
    if not all(is_pure(e.value, ctx) for i, e in enumerate(first) if i != differ[0]):
        return Refusal("a branch returns several values (the shared ones are not pure)")
    i = differ[0]
    return i, first[i].value, second[i].value


_LOOPS = ("foreach", "while_loop")

_STEP = ("a branch returns several values in a step function of F.contrib.foreach/while_loop, where "
         "MXNet 1.9.1 cannot infer the shapes of an F.contrib.cond")
_STEP_REFUSAL = _STEP + " (choose with F.where)"
_COMPARISONS = {cst.Equal: "==", cst.NotEqual: "!=", cst.LessThan: "<", cst.LessThanEqual: "<=",
                cst.GreaterThan: ">", cst.GreaterThanEqual: ">="}
_SCALAR_ARITH = (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.Power)


def _step_where(ctx, test, values, cond_text) -> "str | Refusal":
    """``F.where`` choosing between the two values a loop step's branches return (MXNet-LEAF's
    divide-no-nan, ``if data[0] == 0: return data, []`` / ``return 1 / data, []``), where
    F.contrib.cond fails shape inference in MXNet 1.9.1.

    The test is one comparison of a number literal with ``S``: python took its truth in the
    original, and MXNet 1.9.1's ``NDArray.__bool__`` raises on more than one element, so where
    the original runs S has one element.  S is a tensor without subscripts (read flat), or
    ``t[k]`` of a tensor with a literal ``k >= 0``: a row of one element, so each row of ``t``
    is one element and ``t[k]`` is ``t``'s flat element k (a Symbol's ``t[k]`` would be its
    k-th output).  The (1,) condition is broadcast along the first axis of the chosen value,
    whose rows F.where then takes from one branch, as the original took the whole value.  The
    two values have one shape and dtype: one is the other, or the other with a python number
    (``1 / data``, ``data * 0.5``) or negated."""
    f = ctx.scope.f_name
    if cond_text is not None:
        return Refusal(_STEP_REFUSAL)
    a, b = values
    if not (_number_arith_of(ctx, a, b) or _number_arith_of(ctx, b, a)):
        return Refusal(_STEP + " (and F.where needs the branches' values of one shape: one of "
                       "them the other with a python number)")
    if not (isinstance(test, cst.Comparison) and len(test.comparisons) == 1
            and type(test.comparisons[0].operator) in _COMPARISONS):
        return Refusal(_STEP + " (and F.where is written for one comparison with a number)")
    op = _COMPARISONS[type(test.comparisons[0].operator)]
    left, right = test.left, test.comparisons[0].comparator
    side = right if number_literal(left) is not None else left if number_literal(right) is not None else None
    flat = _one_element(ctx, side) if side is not None else None
    if flat is None:
        return Refusal(_STEP + " (and F.where is written for a number compared with a tensor "
                       "`t` or a row `t[k]`)")
    num = " ".join(ctx.code_for(left if side is right else right).split())
    cond = f"{num} {op} {flat}" if side is right else f"{flat} {op} {num}"
    va, vb = (" ".join(ctx.code_for(v).split()) for v in values)
    chosen = f"{f}.broadcast_like({cond}, {va}, lhs_axes=(0,), rhs_axes=(0,))"
    texts = []
    for i, v in enumerate(values):
        got = _finite_branch(ctx, v, chosen, picked_when_true=i == 0)
        if isinstance(got, Refusal):
            return got
        texts.append(got)
    return f"{f}.where({chosen}, {texts[0]}, {texts[1]})"


def _finite_branch(ctx, value, chosen: str, picked_when_true: bool) -> "str | Refusal":
    """``value``'s text, its divisor made 1 where F.where does not pick it: F.where computes both
    branches and passes zeros back to the one it does not pick, and ``1 / data``'s backward turns
    them into 0 * inf = NaN where ``data`` is 0 -- the very value the guard (`if data[0] == 0`)
    kept the original from dividing by (MXNet 1.9.1).  A power is refused: `data ** 0.5` and
    `0.5 ** data` are singular where no guard of this form is written."""
    f = ctx.scope.f_name
    text = " ".join(ctx.code_for(value).split())
    if not isinstance(value, cst.BinaryOperation):
        return text
    if isinstance(value.operator, cst.Power):
        return Refusal(_STEP + " (and a branch takes a power of the tested value, whose gradient F.where, "
                       "computing both branches, may make NaN where the guard kept it from being taken)")
    if not (isinstance(value.operator, cst.Divide) and number_literal(value.left) is not None):
        return text
    num = " ".join(ctx.code_for(value.left).split())
    x = " ".join(ctx.code_for(value.right).split())
    safe = (f"{f}.where({chosen}, {x}, {f}.ones_like({x}))" if picked_when_true
            else f"{f}.where({chosen}, {f}.ones_like({x}), {x})")
    return f"{num} / {safe}"


def _one_element(ctx, side) -> "str | None":
    """``side`` read as a (1,) tensor, given that it has one element (see _step_where)."""
    f = ctx.scope.f_name
    if isinstance(side, cst.Subscript):
        if len(side.slice) != 1 or not isinstance(side.slice[0].slice, cst.Index):
            return None
        k = number_literal(side.slice[0].slice.value)
        base = side.value
        if not (isinstance(k, int) and not isinstance(k, bool) and k >= 0 and isinstance(base, cst.Name)
                and (ctx.proven_tensor(base) or _step_of_tensor(ctx, base.value))):
            return None
        return f"{f}.slice_axis({f}.reshape({base.value}, shape=(-1,)), axis=0, begin={k}, end={k + 1})"
    if any(isinstance(n, cst.Subscript) for n in iter_descendants(side)) or isinstance(side, cst.Subscript):
        return None
    if not ctx.proven_tensor(side) or not is_pure(side, ctx):
        return None
    return f"{f}.reshape({' '.join(ctx.code_for(side).split())}, shape=(-1,))"


def _step_of_tensor(ctx, name: str) -> bool:
    """``name`` is only ever a step of F.contrib.foreach's data, given a proven single tensor
    (``F.contrib.foreach(step, F.sum(w, axis=0), [])``): each step is one of its rows, one tensor
    (the engine leaves a step unproven for its unknown shape; a row read here needs none)."""
    kinds = ctx.scope.kinds if ctx.scope is not None else None
    if kinds is None or not kinds.foreach_step(name):
        return False
    return all(value is not None and kinds.unproven(value) is None for _, value in kinds._bindings_of(name))


def _number_arith_of(ctx, value, other) -> bool:
    """``value`` is ``other``, ``-other``, or ``other`` with a python number literal on either side of
    ``+ - * / **``: a legacy tensor's scalar operator keeps its shape and dtype."""
    text = " ".join(ctx.code_for(other).split())
    code = lambda n: " ".join(ctx.code_for(n).split())     # noqa: E731
    if code(value) == text:
        return True
    if isinstance(value, cst.UnaryOperation) and isinstance(value.operator, cst.Minus):
        return code(value.expression) == text
    if isinstance(value, cst.BinaryOperation) and isinstance(value.operator, _SCALAR_ARITH):
        if number_literal(value.left) is not None:
            return code(value.right) == text
        if number_literal(value.right) is not None:
            return code(value.left) == text
    return False


def _loop_step(ctx, node) -> bool:
    """Whether ``node`` lies in a nested function that its outer function hands to
    ``F.contrib.foreach`` / ``while_loop`` by name (the loop's step)."""
    inner = outer = None
    cur = ctx.parent(node)
    while cur is not None:
        if isinstance(cur, cst.FunctionDef):
            if inner is None:
                inner = cur
            else:
                outer = cur
                break
        cur = ctx.parent(cur)
    if outer is None:
        return False
    name = inner.name.value
    return any(isinstance(n, cst.Call) and isinstance(n.func, cst.Attribute) and n.func.attr.value in _LOOPS
               and any(isinstance(a.value, cst.Name) and a.value.value == name for a in n.args)
               for n in iter_descendants(outer.body))


def _branch_values_refusal(ctx, node, values, cond_text) -> Refusal | None:
    """Why the two returned values (and the test, unless the condition is given) cannot go into
    F.contrib.cond's branches; None when they can: one tensor each, computed by F operators."""
    if any(isinstance(v, cst.Tuple) for v in values):
        return Refusal("a branch returns several values")
    for v in values:
        if not ctx.is_tensor(v):
            return Refusal("a branch returns a python value or a value not known to be a tensor")
    # children whose Parameters have their whole shape at construction run inside a branch of
    # F.contrib.cond as they do outside (a stochastic-depth residual `x + self.branch(x)`)
    proven = _callable(ctx, values)
    for v in (values if cond_text else (node.test, *values)):
        if not is_pure(v, ctx, children=proven):
            return Refusal("a branch calls something other than F operators")
    if any(called_children(v) for v in values):
        handed = set().union(*(c.param_names for c in ctx.scope.cls.lineage()))
        if any(names_in(v) & handed for v in values):
            return Refusal("a branch calling a child reads a Parameter handed to hybrid_forward, whose "
                           "shape may wait for the first call")
    for v in values:
        if branch_without_input(ctx, [v]) is not None and _fill_from_test(ctx, v, node.test) is None:
            return Refusal(NO_INPUT_BRANCH.format(short_code(ctx, v, 40)))
    return None


def _callable(ctx, nodes) -> frozenset[str]:
    """The ``self.X`` calls a moved or branched value may hold: the proven children, and the
    block's methods among those ``nodes`` call whose straight-line bodies call only F operators
    and those children (``_quiet.quiet_methods``)."""
    proven = proven_children(ctx)
    called = set().union(*(called_children(n) for n in nodes)) - proven
    return proven | quiet_methods(ctx, called, proven, straight=True)


def _value_text(ctx, value, test) -> str:
    """A branch value's code on one line; a constant fill as built from the condition's tensor."""
    fill = _fill_from_test(ctx, value, test)
    return fill if fill is not None else " ".join(ctx.code_for(value).split())


_FILLS = {("zeros",): "zeros_like", ("ones",): "ones_like"}


def _fill_from_test(ctx, value, test) -> str | None:
    """``F.zeros(S)`` / ``F.ones(S)`` of a literal shape of positive integers -- a branch value
    that reads no tensor, which F.contrib.cond cannot run hybridized in MXNet 1.9.1 -- built
    from a tensor ``t`` the condition reads: ``F.zeros_like(F.sum(t))`` (shape (1,) whatever
    t's shape and values) cast to the fill's dtype (float32 unless a literal ``dtype=`` names
    another), reshaped to len(S) axes and broadcast to S: the same values, shape and dtype.
    None when ``value`` is no such fill (a ``ctx=``, a size not a literal) or the condition
    names no tensor."""
    if not isinstance(value, cst.Call) or ctx.f_path(value.func) not in _FILLS:
        return None
    args = value.args
    if any(a.star or (a.keyword is not None and a.keyword.value not in ("shape", "dtype")) for a in args) \
            or len([a for a in args if a.keyword is None]) > 1:
        return None
    shape_arg = args[0].value if args and args[0].keyword is None else kwarg(value, "shape")
    dims = shape_arg.elements if isinstance(shape_arg, cst.Tuple) else [cst.Element(shape_arg)] if shape_arg else []
    sizes = [number_literal(e.value) for e in dims]
    if not sizes or not all(isinstance(n, int) and n > 0 for n in sizes):
        return None
    dtype = kwarg(value, "dtype")
    if dtype is not None and not isinstance(dtype, cst.SimpleString):
        return None
    t = next((n.value for n in name_nodes(test) if ctx.is_tensor(n)), None)
    if t is None:
        return None
    f = ctx.scope.f_name
    kind = repr(dtype.evaluated_value) if dtype is not None else "'float32'"
    base = f"{f}.{_FILLS[ctx.f_path(value.func)]}({f}.sum({t})).astype({kind})"
    if sizes == [1]:
        return base
    # (two axes or more here: the tuples need no trailing comma)
    return f"{f}.broadcast_to({base}.reshape(({', '.join('1' * len(sizes))})), shape=({', '.join(map(str, sizes))}))"
