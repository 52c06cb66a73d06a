"""Memory planning: liveness-based buffer reuse and in-place updates (MXNet's PlanMemory).

The executor's lowering tells the planner, per node, how it produces its
outputs (:class:`Lowering`):

* ``out``   -- generated code writes into buffers the planner provides;
* ``view``  -- the output is a view of input 0 (reshape of a contiguous buffer);
* ``alloc`` -- a registry kernel allocates the result, which may alias any of
  its inputs (a kernel may return a view), so the planner assumes it does;
* ``var``/``const`` -- read-only values owned by the caller / the plan.

Each ``out`` value that is not a graph output gets a *slot* (a byte buffer).
Walking the nodes in order, an output first tries to take over the slot of an
input that dies at this node (in place: same shape and dtype, and the node's
code allows it), then the best-fitting free slot, then a new one.  Slots are
freed after the last read of every value that may alias them.  A row-wise
op (FullyConnected) may write over an input of at least its size a block of
rows at a time: its output is placed one block away from the input in the
same slot -- before it, written first block first, or after it, written last
block first -- so no block lands on input rows not yet read; a chain of such
layers then needs one activation plus one block, not two activations.  Scratch
buffers a node needs (im2col columns, padding, fused temporaries) come from
free slots and go back right after the node.  Graph outputs are allocated
fresh per call, as MXNet's static_alloc hands out output arrays the next call
does not overwrite.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

__all__ = ["Lowering", "MemoryPlan", "plan_memory"]

_ALIGN = 64


@dataclass
class Lowering:
    mode: str                                      # var | const | out | view | alloc
    temps: list = field(default_factory=list)      # [(shape, dtype)] scratch buffers
    inplace: list = field(default_factory=list)    # input positions that may share out 0
    # ((start, stop) row blocks, input row bytes, output row bytes) of a row-wise op
    # (FullyConnected) that may write over its input a block of rows at a time; without
    # it in-place needs the same shape and dtype
    row_blocks: tuple = ()
    # a variant of the generated code, decided by lower() (Convolution: "channels_last")
    form: str = ""


@dataclass
class MemoryPlan:
    slot_bytes: list = field(default_factory=list)
    value_slot: dict = field(default_factory=dict)     # value -> slot
    temp_slots: dict = field(default_factory=dict)     # node id -> [slot]
    fresh_heads: set = field(default_factory=set)      # out-mode head values: new array per call
    copy_heads: set = field(default_factory=set)       # heads that may alias inputs/buffers
    inplace: dict = field(default_factory=dict)        # value -> input value sharing its slot
    value_offset: dict = field(default_factory=dict)   # value -> byte offset in its slot (0 if absent)
    descending: set = field(default_factory=set)       # row-blocked values written last block first
    naive_bytes: int = 0        # one buffer per intermediate value and temp, no reuse
    naive_count: int = 0

    @property
    def planned_bytes(self) -> int:
        return sum(self.slot_bytes)


def nbytes(shape, dtype) -> int:
    return int(np.prod(shape, dtype=np.int64)) * np.dtype(dtype).itemsize


def _round(n: int) -> int:
    return (n + _ALIGN - 1) // _ALIGN * _ALIGN


def value_roots(cg, lowering) -> dict:
    """Which out-mode values each value may share memory with: an out-mode value is its own
    root, a view has its input's roots, an alloc-mode value any of its inputs' roots."""
    roots: dict = {}
    for n in cg.nodes:
        low = lowering[n.id]
        for k in range(n.n_out):
            v = (n.id, k)
            if low.mode == "out":
                roots[v] = {v}
            elif low.mode == "view":
                roots[v] = set(roots.get(n.inputs[0], ()))
            elif low.mode == "alloc":
                roots[v] = set().union(*(roots.get(r, set()) for r in n.inputs))
            else:
                roots[v] = set()
    return roots


def plan_memory(cg, lowering: dict, reuse: bool = True) -> MemoryPlan:
    """Plan the buffers of ``cg`` given each node's :class:`Lowering` (by node id).

    ``reuse=False`` gives every value and temp its own slot (the unplanned
    baseline, and what ``keep=True`` runs need: every value survives).
    """
    plan = MemoryPlan()
    heads = set(cg.heads)
    end = len(cg.nodes)
    last_read: dict = {}
    for t, n in enumerate(cg.nodes):
        for ref in n.inputs:
            last_read[ref] = t
    for ref in heads:
        last_read[ref] = end
    roots = value_roots(cg, lowering)
    born = {(n.id, k): t for t, n in enumerate(cg.nodes) if lowering[n.id].mode == "out"
            for k in range(n.n_out)}
    root_end: dict = dict(born)      # a value nobody reads dies where it is made
    for v, rs in roots.items():
        for r in rs:
            root_end[r] = max(root_end.get(r, -1), last_read.get(v, -1))
    for v in cg.heads:
        low = lowering[v[0]]
        if low.mode == "out":
            plan.fresh_heads.add(v)
        else:
            plan.copy_heads.add(v)
    for v in cg.heads:                    # a copied head keeps what it aliases alive
        for r in roots.get(v, ()):
            root_end[r] = end

    dies: dict = {}
    for r, e in root_end.items():
        dies.setdefault(e, []).append(r)
    sizes: list[int] = []
    free: list[int] = []

    def take(need: int) -> int:
        if reuse and free:
            fits = [s for s in free if sizes[s] >= need]
            s = min(fits, key=lambda s: sizes[s]) if fits else max(free, key=lambda s: sizes[s])
            free.remove(s)
            sizes[s] = max(sizes[s], need)
            return s
        sizes.append(need)
        return len(sizes) - 1

    handed_over: set = set()
    for t, n in enumerate(cg.nodes):
        low = lowering[n.id]
        if low.mode == "out":
            for k in range(n.n_out):
                v = (n.id, k)
                if v in plan.fresh_heads:
                    continue
                need = _round(nbytes(cg.shapes[v], cg.dtypes[v]))
                plan.naive_bytes += need
                plan.naive_count += 1
                slot = None
                if reuse and k == 0:
                    for pos in low.inplace:
                        r = n.inputs[pos]
                        # a row-blocked op reads rows while writing others: never at offset 0
                        same = (not low.row_blocks and cg.shapes[r] == cg.shapes[v]
                                and cg.dtypes[r] == cg.dtypes[v])
                        fits = same or (bool(low.row_blocks) and cg.dtypes[r] == cg.dtypes[v])
                        # another input reading the same memory would see it overwritten
                        shared = any(r in roots.get(o, ()) for q, o in enumerate(n.inputs)
                                     if q != pos and o != r)
                        if (r in plan.value_slot and r not in handed_over
                                and root_end.get(r) == t and fits and not shared):
                            slot = plan.value_slot[r]
                            handed_over.add(r)
                            plan.inplace[v] = r
                            off = plan.value_offset.get(r, 0)
                            if not same:
                                off = _shifted_offset(plan, v, off, low.row_blocks)
                                sizes[slot] = max(sizes[slot], _round(off + need))
                            if off:
                                plan.value_offset[v] = off
                            break
                if slot is None:
                    slot = take(need)
                plan.value_slot[v] = slot
        temps = []
        for shape, dtype in low.temps:
            need = _round(nbytes(shape, dtype))
            plan.naive_bytes += need
            plan.naive_count += 1
            temps.append(take(need))
        if temps:
            plan.temp_slots[n.id] = temps
        if reuse:
            free.extend(temps)
            for r in dies.get(t, ()):
                if r in plan.value_slot and r not in handed_over:
                    free.append(plan.value_slot[r])
    plan.slot_bytes = sizes
    return plan


def _shifted_offset(plan, v, x_off, row_blocks) -> int:
    """Byte offset for the output of a row-blocked op whose input starts at ``x_off``.

    Output block [a, b) is written while input rows [a, b) are read, so it must miss
    every input row not yet read: first block first, it must end before input row a
    (offset + b*out_row <= x_off + a*in_row for every block); last block first, it
    must start after input row b-1 (offset + a*out_row >= x_off + b*in_row)."""
    bounds, in_row, out_row = row_blocks
    before = x_off + min(a * in_row - b * out_row for a, b in bounds)
    if before >= 0:
        return before
    plan.descending.add(v)
    return x_off + max(b * in_row - a * out_row for a, b in bounds)
