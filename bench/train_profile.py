"""Where a hybridized training step goes: per phase and per graph node, wall and CPU.

    OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 python bench/train_profile.py \
        [--net resnet] [--steps 200] [--top 20] [--markdown]

Builds one of ``bench/train_speed.py``'s nets (same weights, data, loss and Trainer), hybridized
with ``static_alloc=True, static_shape=True``, runs 3 untimed steps, then ``--steps`` timed ones.
Each step is split into its phases -- forward under ``autograd.record()``, the loss, ``backward()``,
``Trainer.step``, the closing ``asnumpy()`` -- and the compiled forward and backward of the
hybridized call are re-made from their generated source with a timer call before every
``# node`` comment (and before the return), so each graph node's lines are timed in the step as it
runs, on the caches the step leaves (a kernel timed alone runs on warm ones and is faster: the slim
ResNet's stem weight gradient ~0.36 ms alone, ~0.54 in the step; bench/RESULTS.md, session 63).

Reported, medians over the steps: each phase's wall and thread-CPU time; per node and per
(phase, operator) the sums of its nodes' medians; "outside the nodes" = a phase's CPU median
minus the sum of its nodes' (the recorded call's Python, the tape's walk, the gradients'
copies into the parameters' buffers).  Wall above CPU inside a node is the machine's load (the
thread was preempted) or a wait (the join of the backward's worker thread, whose CPU is not in
these columns: they are the calling thread's); on a shared box read the CPU columns.  Each
timer call costs ~0.5 us (it is measured and printed), so the node rows add a few percent.

This times our runtime only (MXNet's per-operator times: its ``mx.profiler`` with
``MXNET_EXEC_BULK_EXEC_TRAIN=0``).  It reaches into the compiled plan (``TrainPlan.forward`` and
``backward``, their sources and namespaces), so it follows the generated code's comment form.
"""
from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import train_speed  # noqa: E402  (the bench's nets, data and set-up)

PHASES = ("forward", "loss", "backward", "Trainer.step", "asnumpy", "step")
_NODE = re.compile(r"^(\s+)# (nodes? [\d, ]+): (.*)$")
_RETURN = re.compile(r"^(\s+)return ")


def _plan(net):
    """The compiled training plan of ``net``'s hybridized call (the last one it ran)."""
    from hybridlint.runtime.compiler.grad import CompiledGraphGrad
    import gc
    plans = [o for o in gc.get_objects() if isinstance(o, CompiledGraphGrad) and o._last]
    if len(plans) != 1:
        raise SystemExit(f"expected one compiled training plan, found {len(plans)}")
    return plans[0]._last


def _instrumented(fn, source, phase, mark):
    """``fn`` re-made from ``source`` with ``mark((phase, label))`` before each node's lines
    and before the return; in ``fn``'s own namespace, so it calls the same kernels."""
    out = []
    for line in source.splitlines():
        m = _NODE.match(line)
        if m:
            out.append(f"{m.group(1)}_H412_MARK({(phase, m.group(2) + ': ' + m.group(3))!r})")
        m = _RETURN.match(line)
        if m:
            out.append(f"{m.group(1)}_H412_MARK({(phase, None)!r})")
        out.append(line)
    ns = fn.__globals__
    ns["_H412_MARK"] = mark
    exec(compile("\n".join(out) + "\n", f"<profiled {phase}>", "exec"), ns)  # noqa: S102
    return ns[fn.__name__]


def profile(name, steps):
    """({phase: [(wall, cpu) per step]}, {(phase, node label): [(wall, cpu) per step]}, the
    timer's own cost (wall, cpu) in seconds)."""
    from hybridlint.runtime import autograd
    config = {c[0]: c for c in train_speed.CONFIGS}[name]
    net, x, y, loss_fn, trainer = train_speed._setup(
        name, config[1], config[2], True, train_speed.initial_params(name, config[1]))
    train_speed._steps(net, x, y, loss_fn, trainer, 3)
    marks = []
    pc, tt = time.perf_counter, time.thread_time

    def mark(label, _add=marks.append):
        _add((label, pc(), tt()))

    plan = _plan(net)
    plan.forward = _instrumented(plan.forward, plan.forward_source, "forward", mark)
    plan.backward = _instrumented(plan.backward, plan.backward_source, "backward", mark)
    phases = {p: [] for p in PHASES}
    nodes: dict = {}
    for _ in range(steps):
        marks.clear()
        t = [(pc(), tt())]
        with autograd.record():
            out = net(x)
            t.append((pc(), tt()))
            loss = loss_fn(out, y)
        t.append((pc(), tt()))
        loss.backward()
        t.append((pc(), tt()))
        trainer.step(x.shape[0])
        t.append((pc(), tt()))
        loss.asnumpy()
        t.append((pc(), tt()))
        for p, a, b in zip(PHASES, t, t[1:]):
            phases[p].append((b[0] - a[0], b[1] - a[1]))
        phases["step"].append((t[-1][0] - t[0][0], t[-1][1] - t[0][1]))
        for (label, w0, c0), (_, w1, c1) in zip(marks, marks[1:]):
            if label[1] is not None:
                nodes.setdefault(label, []).append((w1 - w0, c1 - c0))
    if not nodes:
        raise SystemExit("no node was timed: the generated code no longer marks its nodes with "
                         "'# node N: Op' comments (update _NODE)")
    probe = []
    for _ in range(1000):
        marks.clear()
        mark(("probe", None))
        mark(("probe", None))
        probe.append((marks[1][1] - marks[0][1], marks[1][2] - marks[0][2]))
    return phases, nodes, tuple(statistics.median(v[i] for v in probe) for i in range(2))


def _med(rows, i):
    return statistics.median(r[i] for r in rows) * 1e6


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--net", default="resnet", choices=[c[0] for c in train_speed.CONFIGS])
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--top", type=int, default=20, help="nodes listed, by CPU")
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args(argv)
    phases, nodes, probe = profile(args.net, args.steps)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, {args.net} hybridized, "
          f"{args.steps} steps, load average {load:.1f}, BLAS threads "
          f"{os.environ.get('OPENBLAS_NUM_THREADS', 'default')}; us, medians; timer call "
          f"{probe[0] * 1e6:.2f} wall / {probe[1] * 1e6:.2f} CPU\n")
    sums = {p: [0.0, 0.0, 0] for p in ("forward", "backward")}
    by_op: dict = {}
    for (phase, label), v in nodes.items():
        w, c = _med(v, 0), _med(v, 1)
        sums[phase][0] += w
        sums[phase][1] += c
        sums[phase][2] += 1
        op = label.split(": ", 1)[1]
        agg = by_op.setdefault((phase, op), [0.0, 0.0, 0])
        agg[0] += w
        agg[1] += c
        agg[2] += 1
    def table(head, rows):
        if args.markdown:
            print("| " + " | ".join(head) + " |\n|---|" + "---:|" * (len(head) - 1))
            for r in rows:
                print("| " + " | ".join(r) + " |")
        else:
            widths = [max(len(x) for x in col) for col in zip(head, *rows)]
            for r in [head] + rows:
                print("  ".join([r[0].ljust(widths[0])] + [x.rjust(w) for x, w in
                                                           zip(r[1:], widths[1:])]))
        print()

    rows = []
    for p in PHASES:
        w, c = _med(phases[p], 0), _med(phases[p], 1)
        inside = (f"{sums[p][1]:.0f} ({sums[p][2]})", f"{c - sums[p][1]:.0f}") if p in sums \
            else ("", "")
        rows.append([p, f"{w:.0f}", f"{c:.0f}", *inside])
    table(["phase", "wall", "CPU", "nodes' CPU (nodes)", "CPU outside the nodes"], rows)
    table(["phase, operator", "nodes", "wall", "CPU"],
          [[f"{phase} {op}", str(n), f"{w:.0f}", f"{c:.0f}"] for (phase, op), (w, c, n) in
           sorted(by_op.items(), key=lambda kv: -kv[1][1])])
    top = sorted(nodes.items(), key=lambda kv: -_med(kv[1], 1))[:args.top]
    table(["node", "wall", "CPU"], [[f"{phase} {label}", f"{_med(v, 0):.0f}", f"{_med(v, 1):.0f}"]
                                     for (phase, label), v in top])
    return 0


if __name__ == "__main__":
    sys.exit(main())
