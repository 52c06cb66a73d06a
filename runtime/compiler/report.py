"""What the compiler did, for people: ``explain()`` text and Graphviz DOT."""
from __future__ import annotations

from .memory import nbytes

__all__ = ["explain", "to_dot"]


def _kib(n: int) -> str:
    return f"{n / 1024:.1f} KiB" if n < 1 << 20 else f"{n / (1 << 20):.2f} MiB"


def explain(compiled, plan) -> str:
    cg = plan.graph
    mem = plan.memory
    lines = [f"compiled graph on {compiled.ctx} (static_alloc={compiled.static_alloc}, "
             f"static_shape={compiled.static_shape}); inputs: "
             + ", ".join(f"{n} {s} {d}" for n, (s, d) in zip(compiled.input_names,
                                                              plan.signature)),
             f"ops: {plan.ops_before} traced -> {cg.op_count()} after passes"]
    lines.append("passes:")
    for name, changed, after in plan.applied:
        lines.append(f"  {name:<18} changed {changed:>3}   ops after: {after}")
    if not plan.applied:
        lines.append("  (none)")
    lines.append(f"fused groups: {len(plan.fused)}")
    for g in plan.fused:
        lines.append("  " + " + ".join(g))
    gen = sum(1 for n in cg.nodes if plan.lowering[n.id].mode == "out")
    kern = [n for n in cg.nodes if plan.lowering[n.id].mode == "alloc"]
    views = sum(1 for n in cg.nodes if plan.lowering[n.id].mode == "view")
    lines.append(f"execution: {gen} generated (out= buffers), {views} views, "
                 f"{len(kern)} registry kernels"
                 + (": " + ", ".join(f"{n.name} ({n.op.name})" for n in kern) if kern else ""))
    lines.append(f"memory: before planning {mem.naive_count} buffers, {_kib(mem.naive_bytes)}; "
                 f"after planning {len(mem.slot_bytes)} buffers, {_kib(mem.planned_bytes)}"
                 f"; outputs allocated per call: {len(mem.fresh_heads)}")
    for v, src in mem.inplace.items():
        blocks = plan.lowering[v[0]].row_blocks
        how = ""
        if blocks:
            order = "last block first" if v in mem.descending else "first block first"
            how = f" in {len(blocks[0])} row blocks, {order}"
        lines.append(f"  in place: %{v[0]} writes into the buffer of %{src[0]}{how}")
    for v, slot in sorted(mem.value_slot.items()):
        off = mem.value_offset.get(v, 0)
        lines.append(f"  %{v[0]}[{v[1]}] {'x'.join(map(str, cg.shapes[v]))} "
                     f"{cg.dtypes[v]} -> buffer {slot}" + (f" at byte {off}" if off else ""))
    lines.append("graph after passes:")
    lines.extend("  " + s for s in str(cg).splitlines())
    lines.append("generated code:")
    lines.extend("  " + s for s in plan.source.splitlines())
    return "\n".join(lines)


def _q(text: str) -> str:
    text = str(text).replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return '"' + text + '"'


def to_dot(plan) -> str:
    cg = plan.graph
    mem = plan.memory
    out = ["digraph compiled {", "  rankdir=TB;", '  node [fontname="Helvetica", fontsize=10];']
    for n in cg.nodes:
        v = (n.id, 0)
        shape = cg.shapes.get(v)
        sdesc = "x".join(map(str, shape)) if shape else ""
        if n.kind == "var":
            out.append(f"  n{n.id} [shape=ellipse, label={_q(n.name + chr(10) + sdesc)}];")
            continue
        if n.kind == "const":
            out.append(f"  n{n.id} [shape=note, label={_q('const ' + n.name + chr(10) + sdesc)}];")
            continue
        low = plan.lowering[n.id]
        where = ""
        if v in mem.value_slot:
            where = f"\nbuffer {mem.value_slot[v]}"
            if v in mem.inplace:
                where += " (in place)"
        elif v in mem.fresh_heads:
            where = "\noutput"
        if n.kind == "fused":
            body = "\n".join(f"{s[0].name} ({s[2]})" for s in n.steps)
            label = f"fused: {n.name}\n{body}\n{sdesc}{where}"
            out.append(f"  n{n.id} [shape=box, style=\"rounded,filled\", fillcolor=\"#ffe9b3\", "
                       f"label={_q(label)}];")
        else:
            color = {"out": "#d9ecff", "view": "#eeeeee"}.get(low.mode, "#ffd6d6")
            label = f"{n.op.name}\n{n.name}\n{sdesc}{where}"
            out.append(f"  n{n.id} [shape=box, style=filled, fillcolor=\"{color}\", "
                       f"label={_q(label)}];")
    for n in cg.nodes:
        for ref in n.inputs:
            s = cg.shapes.get(ref)
            lab = "x".join(map(str, s)) if s else ""
            out.append(f"  n{ref[0]} -> n{n.id} [label={_q(lab)}, fontsize=8];")
    for i, ref in enumerate(cg.heads):
        out.append(f"  out{i} [shape=plaintext, label={_q(f'output {i}')}];")
        out.append(f"  n{ref[0]} -> out{i};")
    out.append("}")
    return "\n".join(out) + "\n"


def value_bytes(cg, v) -> int:
    return nbytes(cg.shapes[v], cg.dtypes[v])
