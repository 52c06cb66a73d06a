"""HYB002 fixer: a statistic kept on the block from ``.asnumpy()`` -> the same lines under an eager
guard, ``if F is nd:``."""
from __future__ import annotations

import bisect

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import iter_descendants

from . import Example, Fixer, Refusal, make_fix
from ._util import last_function_memo, line_end, line_start, nd_name_or_import

_LOSS = """\
{head}import numpy as np
from mxnet.gluon.loss import Loss{added}


class Net(Loss):
    def __init__(self, **kwargs):
        super().__init__(None, 0, **kwargs)
        self._k_sum = 0
{init}
{methods}
    def hybrid_forward(self, F, pred, label):
{body}"""


def _loss(body: str, init: str = "", methods: str = "", added: str = "", head: str = "") -> str:
    return _LOSS.format(added=added, head=head, body="".join(f"        {line}\n" if line else "\n" for line in body.splitlines()),
                        init="".join(f"        {line}\n" for line in init.splitlines()),
                        methods="".join(f"    {line}\n" if line else "\n" for line in methods.splitlines()))


# python builtins that only compute a value from numbers and numpy arrays
_BUILTINS = frozenset({"float", "int", "abs", "max", "min", "round", "bool", "len", "sum"})


class EagerStatistic(Fixer):
    code = "HYB002"
    name = "statistic-to-eager-guard"
    applicability = "unsafe"
    needs_f = True
    description = """
    A running statistic kept on the block from a tensor's `.asnumpy()` (`self._k_sum = 0.9 *
    self._k_sum + 0.1 * mult.asnumpy().mean()`, a normalized focal loss's; `self.n += ...`: each
    attribute written is read by its own update, a value only stored, `self.transforms =
    t.asnumpy()`, is a result the caller reads and is refused), with the numpy locals
    and the `if` on them that feed it only, is put under `if F is nd:` (F is mx.nd when the block
    runs eagerly, mx.sym while it is traced; the module's own name for mx.nd is used, `mx.nd`
    when only mxnet is imported, else `from mxnet import nd` is added after the last top-level
    import, refused when `nd` names something else). Eagerly the lines run as
    before; a hybridized block, where `.asnumpy()` cannot run, leaves the statistic as it is.
    Unsafe for that reason: once hybridized the statistic is no longer updated (HYB014's frozen
    state, said in the fix's message); the block's outputs cannot depend on it, since hybrid_forward
    reads the attributes written nowhere else (nor a method of the block it calls), no local the
    lines bind is read outside them, and they call only numpy, F, builtins and methods of their
    own numpy values and tensors. Only top-level statements of hybrid_forward (assignments to
    `self.<attr>` and to locals, and `if` statements holding only such assignments), the tensor
    proven one.
    """
    EXAMPLES = [
        Example(_loss("m = F.sum(pred, axis=1)\nself._k_sum = 0.9 * self._k_sum + 0.1 * m.asnumpy().mean()\n"
                      "return F.square(pred - label) * 2"),
                _loss("m = F.sum(pred, axis=1)\nif F is nd:\n"
                      "    self._k_sum = 0.9 * self._k_sum + 0.1 * m.asnumpy().mean()\n"
                      "return F.square(pred - label) * 2", added="\nfrom mxnet import nd"),
                shapes=[[(2, 3), (2, 3)], [(4, 1), (4, 1)]]),
        # the numpy locals and the `if` reading them go with it, one guard for the run of lines
        Example(_loss("w = F.sum(label > 0, axis=0, exclude=True).asnumpy()\n"
                      "s = F.mean(pred, axis=0, exclude=True).asnumpy()\n"
                      "if np.any(w == 0):\n    self._k_sum = 0.9 * self._k_sum + 0.1 * s[w == 0].mean()\n"
                      "return F.sum(pred * label, axis=1)"),
                _loss("if F is nd:\n"
                      "    w = F.sum(label > 0, axis=0, exclude=True).asnumpy()\n"
                      "    s = F.mean(pred, axis=0, exclude=True).asnumpy()\n"
                      "    if np.any(w == 0):\n        self._k_sum = 0.9 * self._k_sum + 0.1 * s[w == 0].mean()\n"
                      "return F.sum(pred * label, axis=1)", added="\nfrom mxnet import nd"),
                shapes=[[(2, 3), (2, 3)], [(3, 2, 2), (3, 2, 2)]]),
        Example(_loss("y = F.relu(pred)\nself.seen += float(y.asnumpy().sum())\nself.calls += 1\n"
                      "return y - label", init="self.seen = 0.0\nself.calls = 0", head="import mxnet as mx\n"),
                _loss("y = F.relu(pred)\nif F is mx.nd:\n"
                      "    self.seen += float(y.asnumpy().sum())\nself.calls += 1\n"
                      "return y - label", init="self.seen = 0.0\nself.calls = 0", head="import mxnet as mx\n"),
                shapes=[[(2, 3), (2, 3)], [(5,), (5,)]]),
        # a value only stored is a result the caller reads: a hybridized block would leave it stale
        Example(_loss("y = F.relu(pred)\nself.peak = float(y.asnumpy().max())\nreturn y - label",
                      init="self.peak = 0.0"),
                None, reason="stores a value computed from the data"),
        # the statistic scales the output: the outputs would depend on it
        Example(_loss("self._k_sum = 0.9 * self._k_sum + 0.1 * pred.asnumpy().mean()\n"
                      "return (pred - label) * self._k_sum"),
                None, reason="reads `self._k_sum` outside the lines"),
        # the numpy value feeds the result
        Example(_loss("s = pred.asnumpy().mean()\nself._k_sum = s\nreturn (pred - label) * s"),
                None, reason="`s` is read outside the lines"),
        Example(_loss("self._k_sum = self._k_sum + self.update(pred.asnumpy())\nreturn pred - label",
                      methods="def update(self, v):\n    return float(v.mean())\n"),
                None, reason="call `self.update`"),
    ]

    @staticmethod
    def first_line(ctx, node: cst.Call) -> int | None:
        """The index of the top-level statement of hybrid_forward holding ``node`` when it may keep a
        statistic (assignments only), else None: HYB002 asks for a fix only then, so other
        `.asnumpy()` findings keep their messages."""
        scope = ctx.scope
        if scope is None or scope.cls is None or scope.style != "hybrid_forward" or not scope.f_name \
                or scope.numpy_mode or not isinstance(scope.func.body, cst.IndentedBlock):
            return None
        at = ctx.span(node)[0]
        spans = _statement_spans(scope.func, ctx)
        i = bisect.bisect_right(spans, (at, float("inf"))) - 1
        if i >= 0 and spans[i][0] <= at < spans[i][1]:
            return i if _body_facts(scope.func)[i][0] else None
        return None

    @classmethod
    def propose(cls, ctx, node: cst.Call) -> Fix | Refusal | None:
        scope = ctx.scope
        func = scope.func
        first = cls.first_line(ctx, node)
        if first is None or not ctx.proven_tensor(node.func.value):
            return None
        body = list(func.body.body)
        facts = _body_facts(func)
        readers, binders = _body_index(func)
        group, locals_, attrs = {first}, set(), set()
        blocked = None
        todo = [first]
        while todo:
            i = todo.pop()
            _, _, bound, written, reads_i, _, _ = facts[i]
            new = bound - locals_
            locals_ |= bound
            attrs |= written
            # the other numpy values these lines read go with them: every `.asnumpy()` of the
            # statistic then asks for the same guard
            # (the statements are taken in order, as a walk of the body would meet them)
            for j in sorted({j for n in reads_i for j in binders.get(n, ())}):
                if j not in group:
                    group.add(j)
                    todo.append(j)
            if not new:
                continue
            for j in sorted({j for n in new for j in readers.get(n, ())}):
                if j in group:
                    continue
                state, reads_j = facts[j][0], facts[j][4]
                if not state:
                    blocked = blocked or sorted(new & reads_j)[0]
                    continue
                group.add(j)
                todo.append(j)
        if not attrs:
            return None
        if blocked:
            return Refusal(f"the numpy value `{blocked}` is read outside the lines that keep a "
                           "statistic on the block")
        # a running statistic (`self.a = 0.9 * self.a + ...`, `self.n += ...`) is monitoring; a value
        # only stored (`self.transforms = t.asnumpy()`) is a result its caller reads, which a
        # hybridized block would leave stale
        stored = sorted(a for a in attrs if not any(_self_attr(n) == a and not _is_target(ctx, n, body, group)
                                                    for j in group for n in iter_descendants(body[j])))
        if stored:
            return Refusal(f"`self.{stored[0]}` stores a value computed from the data (a result its caller "
                           "reads, not a running statistic), which a hybridized block could not update")
        for j, stmt in enumerate(body):
            if j in group or (facts[j][4].isdisjoint(locals_) and facts[j][5].isdisjoint(attrs)):
                continue
            for n in iter_descendants(stmt):
                if isinstance(n, cst.Name) and n.value in locals_:
                    return Refusal(f"`{n.value}` is read outside the lines that keep a statistic")
                if _self_attr(n) in attrs:
                    return Refusal(f"hybrid_forward reads `self.{_self_attr(n)}` outside the lines that "
                                   "update it: the outputs may depend on the statistic")
        called = set().union(*(fact[6] for fact in facts))
        for name, method in scope.cls.methods.items():
            if name in called and any(_self_attr(n) in attrs for n in iter_descendants(method)):
                return Refusal(f"hybrid_forward calls `self.{name}`, which reads the statistic")
        for j in group:
            why = _impure(ctx, body[j], locals_)
            if why:
                return Refusal(why)
        return _guard(ctx, body, sorted(group), attrs)


def _is_target(ctx, node, body, group) -> bool:
    """``node`` is the target of a plain assignment (an augmented one reads it too)."""
    for j in group:
        for s in _small_statements(body[j]) or ():
            if isinstance(s, cst.Assign) and any(t.target is node for t in s.targets):
                return True
    return False


def _self_attr(node) -> str | None:
    if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) and node.value.value == "self":
        return node.attr.value
    return None


def _small_statements(stmt) -> list | None:
    """The assignments ``stmt`` is made of (an ``if``'s branches flattened); None if anything else."""
    if isinstance(stmt, cst.SimpleStatementLine):
        ok = all(isinstance(s, (cst.Assign, cst.AugAssign)) for s in stmt.body)
        return list(stmt.body) if ok else None
    if isinstance(stmt, cst.If) and isinstance(stmt.body, cst.IndentedBlock):
        out = _block_statements(stmt.body)
        branch = stmt.orelse
        if out is None or branch is None:
            return out
        if isinstance(branch, cst.If):
            got = _small_statements(branch)
        elif isinstance(branch.body, cst.IndentedBlock):
            got = _block_statements(branch.body)
        else:
            got = None
        return None if got is None else out + got
    return None


def _block_statements(block: cst.IndentedBlock) -> list | None:
    out = []
    for inner in block.body:
        got = _small_statements(inner)
        if got is None:
            return None
        out += got
    return out


def _state_statement(stmt) -> bool:
    small = _small_statements(stmt)
    if not small:
        return False
    for s in small:
        targets = [t.target for t in s.targets] if isinstance(s, cst.Assign) else [s.target]
        if not all(isinstance(t, cst.Name) or _self_attr(t) for t in targets):
            return False
    return True


def _writes(stmt) -> tuple[set, set]:
    bound, attrs = set(), set()
    for s in _small_statements(stmt) or ():
        targets = [t.target for t in s.targets] if isinstance(s, cst.Assign) else [s.target]
        for t in targets:
            if isinstance(t, cst.Name):
                bound.add(t.value)
            elif _self_attr(t):
                attrs.add(_self_attr(t))
    return bound, attrs


@last_function_memo
def _statement_spans(func, ctx) -> list[tuple]:
    """The (start, end) offsets of ``func``'s top-level statements, in order."""
    return [ctx.span(stmt) for stmt in func.body.body]


def _body_index(func) -> tuple[dict, dict]:
    """(name -> the statements reading it, name -> the statements that keep a statistic, read
    `.asnumpy()` and bind it), each list in order."""
    return _facts_entry(func)[1]


def _body_facts(func) -> list[tuple]:
    """Per top-level statement of ``func``: (keeps a statistic, reads `.asnumpy()`, locals bound,
    self attributes written, names read, self attributes mentioned, self methods called)."""
    return _facts_entry(func)[0]


@last_function_memo
def _facts_entry(func) -> tuple:
    facts = []
    for stmt in func.body.body:
        bound, attrs = _writes(stmt)
        nodes = list(iter_descendants(stmt))
        facts.append((_state_statement(stmt), _reads_asnumpy(stmt), bound, attrs,
                      frozenset(n.value for n in nodes if isinstance(n, cst.Name)),
                      frozenset(a for n in nodes if (a := _self_attr(n))),
                      frozenset(a for n in nodes if isinstance(n, cst.Call) and (a := _self_attr(n.func)))))
    readers: dict[str, list[int]] = {}
    binders: dict[str, list[int]] = {}
    for j, (state, asnumpy, bound, _, reads, _, _) in enumerate(facts):
        for name in reads:
            readers.setdefault(name, []).append(j)
        if state and asnumpy:
            for name in bound:
                binders.setdefault(name, []).append(j)
    return facts, (readers, binders)


def _reads_asnumpy(stmt) -> bool:
    return any(isinstance(n, cst.Call) and isinstance(n.func, cst.Attribute) and n.func.attr.value == "asnumpy"
               for n in iter_descendants(stmt))


def _root(node):
    while isinstance(node, (cst.Attribute, cst.Call, cst.Subscript)):
        node = node.func if isinstance(node, cst.Call) else node.value
    return node


def _impure(ctx, stmt, locals_: set) -> str:
    """Why a line of the group may do more than compute numbers ('' when it cannot)."""
    for n in iter_descendants(stmt):
        if isinstance(n, (cst.Lambda, cst.Yield, cst.Await, cst.NamedExpr, cst.Del, cst.Global, cst.Nonlocal)):
            return "the lines that keep the statistic do more than compute numbers"
        if not isinstance(n, cst.Call):
            continue
        func = n.func
        resolved = ctx.resolve(func)
        if ctx.f_path(func) is not None or (resolved or "").startswith("numpy."):
            continue
        if isinstance(func, cst.Name) and func.value in _BUILTINS:
            continue
        if isinstance(func, cst.Attribute):
            root = _root(func.value)
            if isinstance(root, cst.Name) and root.value != "self" and (
                    root.value in locals_ or root.value == ctx.scope.f_name or ctx.resolve(root) == "numpy"
                    or ctx.is_tensor(root, loose=True)):
                continue
            if not isinstance(root, cst.Name):
                continue      # a method of a computed value: `F.sum(x).asnumpy()`, `(a - b).mean()`
        return f"the lines that keep the statistic call `{ctx.code_for(func)}`"
    return ""


def _guard(ctx, body, group: list[int], attrs: set) -> Fix | Refusal:
    source = ctx.source
    runs: list[list[int]] = []
    for j in group:
        if runs and runs[-1][-1] == j - 1:
            runs[-1].append(j)
        else:
            runs.append([j])
    f = ctx.scope.f_name
    nd, added = nd_name_or_import(ctx)
    if nd is None:
        return Refusal("`nd` names something other than mxnet.nd in this module, and no name for "
                       "mxnet.nd is imported")
    edits = [] if added is None else [added]
    for run in runs:
        start = line_start(source, ctx.span(body[run[0]])[0])
        end = line_end(source, ctx.span(body[run[-1]])[1])
        text = source[start:end]
        indent = text[:len(text) - len(text.lstrip(" \t"))]
        newline = "\r\n" if "\r\n" in text else "\n"
        lines = text.splitlines(keepends=True)
        if any(('"""' in ln or "'''" in ln) for ln in lines):
            return Refusal("the lines that keep the statistic hold a multi-line string")
        inner = "".join(("    " + ln) if ln.strip() else ln for ln in lines)
        edits.append(((start, end), f"{indent}if {f} is {nd}:{newline}{inner}"))
    names = ", ".join(f"`self.{a}`" for a in sorted(attrs))
    return make_fix(ctx, edits, "unsafe",
                    f"keep {names} only when the block runs eagerly (a hybridized block no longer updates it)")
