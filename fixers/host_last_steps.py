"""HYB002 fixer: each sequence's last valid step gathered on the host -> ``F.SequenceLast``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import name_nodes_by_text, parent_map

from . import Example, Fixer, Refusal, example_class, make_fix
from ._numpy_roundtrip import only_assignment
from ._shared import NOT_LAST_STEPS
from ._util import builtin_call
from .shape_flow import flow_of

_INT_DTYPES = frozenset({"int", "int32", "int64"})


def _module(body: str, signature: str = "x, mask") -> str:
    members = ("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
               "    self.proj = nn.Dense(3, in_units=4, flatten=False)\n\n"
               f"def hybrid_forward(self, F, {signature}):\n"
               + "".join(f"    {line}\n" for line in body.splitlines()))
    return example_class(members, "from mxnet.gluon import nn\n")


class HostLastSteps(Fixer):
    code = "HYB002"
    name = "host-last-steps"
    applicability = "unsafe"
    needs_f = True
    description = """
    Each sequence's last valid step read on the host and gathered row by row (`n =
    (mask > 0).sum(axis=1).asnumpy()`, `last = [h[i, max(int(n), 1) - 1] for i, n in
    enumerate(n)]`, `F.stack(*last)`) -> `F.SequenceLast(h, sequence_length=F.maximum(n, 1),
    use_sequence_length=True, axis=1)`: the step at `length - 1` of axis 1 for each row of axis 0,
    the rows in order, what the python loop stacks (MXNet 1.9.1's SequenceLast truncates a
    length to an int, as `int(n)` and `astype('int64')` do, and `max(int(n), 1)` is
    `int(max(n, 1))`). The lengths are `<tensor>.asnumpy()` (an int `astype` allowed), bound once
    and read only by `enumerate` in the comprehension; the list is read only by
    `F.stack(*list)` (axis 0); `h`'s rank is proven (a rank-2 `h` gives (1,)-rows, so the
    output gets its axis 1 back by `expand_dims`). Only with the clamp `max(int(n), 1)`: a zero
    length would read `h[i, -1]`, the last step, which SequenceLast does not. Unsafe: a length
    per row of `h` is assumed -- where the lengths are fewer, the loop stacks fewer rows and
    SequenceLast raises (never other values).
    """
    EXAMPLES = [
        Example(_module("h = self.proj(x.reshape((0, 0, -1)))\nlengths = (mask > 0).sum(axis=1).asnumpy().astype('int64')\n"
                        "last = [h[i, max(int(n), 1) - 1] for i, n in enumerate(lengths)]\nreturn F.stack(*last)"),
                _module("h = self.proj(x.reshape((0, 0, -1)))\nlengths = (mask > 0).sum(axis=1)\n"
                        "last = F.SequenceLast(h, sequence_length=F.maximum(lengths, 1), use_sequence_length=True, axis=1)\n"
                        "return last"),
                shapes=[[(2, 5, 4), (2, 5)], [(3, 1, 4), (3, 1)]]),
        # a rank-2 h: each row a (1,)-array, stacked (N, 1)
        Example(_module("y = x.reshape((0, -1))\nlengths = F.relu(mask).sum(axis=1).asnumpy()\n"
                        "return F.stack(*[y[i, max(1, int(n)) - 1] for i, n in enumerate(lengths)]) * 2", "x, mask"),
                _module("y = x.reshape((0, -1))\nlengths = F.relu(mask).sum(axis=1)\n"
                        "return F.expand_dims(F.SequenceLast(y, sequence_length=F.maximum(lengths, 1), use_sequence_length=True, axis=1), axis=1) * 2",
                        "x, mask"),
                shapes=[[(2, 5), (2, 5)], [(4, 3), (4, 3)]]),
        # no clamp: a zero length reads the last step, which SequenceLast does not
        Example(_module("h = self.proj(x.reshape((0, 0, -1)))\nlengths = (mask > 0).sum(axis=1).asnumpy()\n"
                        "return F.stack(*[h[i, int(n) - 1] for i, n in enumerate(lengths)])"),
                None, reason="without the clamp `max(int(n), 1)`", shapes=[[(2, 5, 4), (2, 5)]]),
    ]

    @staticmethod
    def receivers(node: cst.Call):
        return (node.func.value,)

    @staticmethod
    def propose(ctx, node: cst.Call) -> Fix | Refusal:
        f = ctx.scope.f_name
        func = ctx.scope.func
        parents = parent_map(func).get
        source = node.func.value
        value, cur = node, parents(id(node))
        # `.asnumpy().astype('int64')`: the int cast SequenceLast's own truncation makes
        if isinstance(cur, cst.Attribute) and cur.attr.value == "astype":
            call = parents(id(cur))
            if not (isinstance(call, cst.Call) and len(call.args) == 1 and call.args[0].keyword is None
                    and isinstance(call.args[0].value, cst.SimpleString)
                    and call.args[0].value.evaluated_value in _INT_DTYPES):
                return Refusal(NOT_LAST_STEPS)
            value, cur = call, parents(id(call))
        if not (isinstance(cur, cst.Assign) and cur.value is value and len(cur.targets) == 1
                and isinstance(cur.targets[0].target, cst.Name)) or only_assignment(func, cur.targets[0].target.value) is not cur:
            return Refusal(NOT_LAST_STEPS)
        name = cur.targets[0].target.value
        reads = [n for n in name_nodes_by_text(func.body).get(name, ())
                 if not isinstance(parents(id(n)), cst.AssignTarget)]
        comp = _enumerated_by(parents, reads)
        if comp is None:
            return Refusal(NOT_LAST_STEPS)
        if ctx.span(comp)[0] < ctx.span(cur)[1] or not ctx.proven_tensor(source):
            return Refusal("the lengths are read before they are bound, or not from one proven tensor")
        data = _last_step(ctx, comp)
        if isinstance(data, Refusal):
            return data
        flow = flow_of(ctx)
        env = flow.env_at(comp) if flow is not None else None
        shape = flow.reader.value_shape(data, env) if env is not None else None
        if shape is None or shape.rank is None or shape.rank < 2:
            return Refusal(f"`{ctx.code_for(data)}`'s rank is not proven (a rank-2 tensor's rows are (1,)-arrays)")
        text = (f"{f}.SequenceLast({ctx.code_for(data)}, sequence_length={f}.maximum({name}, 1), "
                "use_sequence_length=True, axis=1)")
        if shape.rank == 2:
            text = f"{f}.expand_dims({text}, axis=1)"
        edits: list[tuple] = [(value, ctx.code_for(source))]
        stacked = _stack_of(ctx, parents, comp)
        if stacked is not None:
            edits.append((stacked, text))
        else:
            held = parents(id(comp))
            if not (isinstance(held, cst.Assign) and len(held.targets) == 1 and isinstance(held.targets[0].target, cst.Name)
                    and only_assignment(func, held.targets[0].target.value) is held):
                return Refusal("the gathered rows are not stacked along axis 0 by `F.stack(*rows)`")
            rows = held.targets[0].target.value
            uses = [n for n in name_nodes_by_text(func.body).get(rows, ())
                    if not isinstance(parents(id(n)), cst.AssignTarget)]
            stacks = [_stack_of(ctx, parents, u) for u in uses]
            if len(uses) != 1 or stacks[0] is None or ctx.span(uses[0])[0] < ctx.span(held)[1]:
                return Refusal(f"`{rows}` is read other than by one `F.stack(*{rows})` after it")
            edits += [(comp, text), (stacks[0], rows)]
        return make_fix(ctx, edits, "unsafe", f"take each sequence's last valid step with {f}.SequenceLast "
                        "(assumes a length per row)")


def _enumerated_by(parents, reads):
    """The list comprehension whose one ``for i, n in enumerate(<read>)`` holds the only read."""
    if len(reads) != 1:
        return None
    call = parents(id(parents(id(reads[0])) or reads[0]))
    comp_for = parents(id(call)) if call is not None else None
    comp = parents(id(comp_for)) if comp_for is not None else None
    if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Name) and call.func.value == "enumerate"
            and len(call.args) == 1 and call.args[0].value is reads[0]
            and isinstance(comp_for, cst.CompFor) and comp_for.iter is call and comp_for.inner_for_in is None
            and not comp_for.ifs and isinstance(comp, cst.ListComp)):
        return None
    return comp


def _last_step(ctx, comp: cst.ListComp):
    """The tensor ``h`` of ``[h[i, max(int(n), 1) - 1] for i, n in enumerate(...)]``, or a Refusal."""
    target = comp.for_in.target
    if not (isinstance(target, cst.Tuple) and len(target.elements) == 2
            and all(isinstance(e.value, cst.Name) for e in target.elements)):
        return Refusal(NOT_LAST_STEPS)
    i, n = (e.value.value for e in target.elements)
    elt = comp.elt
    if not (isinstance(elt, cst.Subscript) and len(elt.slice) == 2
            and all(isinstance(s.slice, cst.Index) for s in elt.slice)
            and isinstance(elt.slice[0].slice.value, cst.Name) and elt.slice[0].slice.value.value == i):
        return Refusal(NOT_LAST_STEPS)
    step = elt.slice[1].slice.value
    if not (isinstance(step, cst.BinaryOperation) and isinstance(step.operator, cst.Subtract)
            and isinstance(step.right, cst.Integer) and step.right.value == "1"):
        return Refusal(NOT_LAST_STEPS)
    if not _clamped(ctx, step.left, n):
        return Refusal("the last step is read without the clamp `max(int(n), 1)` (a zero length "
                       "reads `h[i, -1]`, the last step, where SequenceLast reads none)")
    data = elt.value
    if not isinstance(data, cst.Name) or data.value in (i, n) or not ctx.proven_tensor(data):
        return Refusal("the gathered tensor is not a proven tensor bound outside the comprehension")
    return data


def _clamped(ctx, node, n: str) -> bool:
    """``max(int(n), 1)`` or ``max(1, int(n))``."""
    if not builtin_call(ctx, node, "max", 2):
        return False
    a, b = (arg.value for arg in node.args)
    one = next((v for v in (a, b) if isinstance(v, cst.Integer) and v.value == "1"), None)
    other = b if one is a else a
    return one is not None and builtin_call(ctx, other, "int") \
        and isinstance(other.args[0].value, cst.Name) and other.args[0].value.value == n


def _stack_of(ctx, parents, node):
    """The ``F.stack(*node)`` call (axis 0: no axis, or ``axis=0``) whose one starred argument is ``node``."""
    arg = parents(id(node))
    call = parents(id(arg)) if isinstance(arg, cst.Arg) else None
    if not (isinstance(call, cst.Call) and ctx.f_path(call.func) == ("stack",) and arg.star == "*"
            and call.args[0] is arg):
        return None
    rest = call.args[1:]
    if any(a.keyword is None or a.keyword.value != "axis" or not (isinstance(a.value, cst.Integer) and a.value.value == "0")
           for a in rest):
        return None
    return call
