"""Elementwise fusion: trees of elementwise ops become one ``fused`` node.

An elementwise op (``Op.elementwise`` and a generated-code form for its dtype,
see :mod:`..elementwise`) is absorbed into its consumer's group when its
result is read exactly once, by that consumer, is not a graph output, and
has the group's output shape and dtype (so the whole group works on one
buffer shape; inputs from outside may still broadcast).  The group is then a
tree whose root is the last op.

On the CPU a fused node is evaluated as a chain of ufunc calls writing into
its output buffer: no intermediate array is allocated, and the memory plan
sees one value instead of one per op.  On the GPU the same steps become the
body of one ``ElementwiseKernel`` (one launch, one pass over memory).
"""
from __future__ import annotations

from ..elementwise import fusable
from ..epilogue import split_bias
from ..ir import CGraph, Node
from . import Pass

__all__ = ["fuse_elementwise", "fused_layout"]


def _fusable_node(cg, n) -> bool:
    return (n.kind == "op" and n.n_out == 1 and not n.subgraphs
            and (n.id, 0) in cg.dtypes and fusable(n.op, n.attrs, cg.dtypes[(n.id, 0)]))


def fuse_elementwise(cg: CGraph) -> list[list[str]]:
    """Fuse in place; returns the member names of each group made."""
    by_id = cg.by_id()
    cons = cg.consumers()
    heads = set(cg.heads)
    position = {n.id: i for i, n in enumerate(cg.nodes)}
    assigned: set[int] = set()
    groups: list[list[Node]] = []
    for n in reversed(cg.nodes):
        if n.id in assigned or not _fusable_node(cg, n):
            continue
        root_val = (n.id, 0)
        members = [n]
        assigned.add(n.id)
        frontier = [n]
        while frontier:
            m = frontier.pop()
            for ref in m.inputs:
                p = by_id[ref[0]]
                if (p.id in assigned or ref in heads or len(cons.get(ref, ())) != 1
                        or not _fusable_node(cg, p)
                        or cg.shapes.get(ref) != cg.shapes.get(root_val)
                        or cg.dtypes.get(ref) != cg.dtypes.get(root_val)):
                    continue
                members.append(p)
                assigned.add(p.id)
                frontier.append(p)
        if len(members) > 1:
            members.sort(key=lambda x: position[x.id])
            groups.append(members)
    if not groups:
        return []
    drop: set[int] = set()
    replace: dict[int, Node] = {}
    for members in groups:
        fused = _build(members)
        replace[fused.id] = fused
        drop.update(m.id for m in members[:-1])
    cg.nodes = [replace.get(n.id, n) for n in cg.nodes if n.id not in drop]
    return [[m.name for m in members] for members in groups]


def _build(members: list[Node]) -> Node:
    root = members[-1]
    index = {m.id: j for j, m in enumerate(members)}
    inputs: list = []
    steps = []
    for m in members:
        args = []
        for ref in m.inputs:
            if ref[0] in index:
                args.append(("step", index[ref[0]]))
            else:
                if ref not in inputs:
                    inputs.append(ref)
                args.append(("in", inputs.index(ref)))
        steps.append((m.op, m.attrs, m.name, tuple(args)))
    origin = tuple(o for m in members for o in m.origin)
    return Node(root.id, "fused", root.name, inputs=inputs, steps=steps, origin=origin)


def fused_layout(steps):
    """Evaluation order and buffers for a fused node's steps.

    Returns ``(order, where, n_temps, inplace_inputs)``: ``where[j]`` is
    ``"out"`` or a temp index for step ``j``.  The spine (the root and its
    chain of first step arguments) writes into the output buffer and runs
    last; side branches run first, each chain in its own temp, so that an
    output buffer shared with an input (in-place) is only written after every
    other read.  ``inplace_inputs`` are the input positions that may share the
    output buffer: inputs of the spine's first step read nowhere else.
    """
    n = len(steps)
    where: list = [None] * n
    spine = []
    j = n - 1
    while True:
        spine.append(j)
        where[j] = "out"
        first = steps[j][3][0] if steps[j][3] else None
        if first is None or first[0] != "step":
            break
        j = first[1]
    n_temps = 0
    # each side chain: walk from its top (a step consumed as a non-spine arg) down its first args
    for j in range(n - 1, -1, -1):
        if where[j] is None:
            t = n_temps
            n_temps += 1
            k = j
            while k is not None and where[k] is None:
                where[k] = t
                first = steps[k][3][0] if steps[k][3] else None
                k = first[1] if first is not None and first[0] == "step" else None
    side = [j for j in range(n) if where[j] != "out"]
    order = side + sorted(spine)
    reads: dict[int, int] = {}
    for _, _, _, args in steps:
        for kind, i in args:
            if kind == "in":
                reads[i] = reads.get(i, 0) + 1
    leaf = spine[-1]
    inplace = [i for kind, i in steps[leaf][3] if kind == "in" and reads[i] == 1]
    return order, where, n_temps, inplace


def _run(cg, env) -> int:
    if env.on_gpu:
        # bias adds split off GEMMs first, so they fuse with what follows (epilogue.py)
        env.applied.append(("split_bias", split_bias(cg), cg.op_count()))
    env.fused = fuse_elementwise(cg)
    return len(env.fused)


PASS = Pass("fuse_elementwise", 50, _run)
