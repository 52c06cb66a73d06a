"""Where a hybridized training step spends its time: per line of the generated code.

    OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 python bench/train_lines.py lenet [--steps 60]
        [--top 25] [--source]

Builds one of ``train_speed.py``'s nets (mlp, lenet, resnet), hybridizes it with
``static_alloc``/``static_shape``, runs a few training steps, then swaps the plan's
generated forward and backward (``compiler.grad.TrainPlan``) for copies of their source
with a ``perf_counter`` read after every statement, and prints the median wall time of
each line over ``--steps`` full steps (forward under ``record()``, loss, ``backward()``,
``Trainer.step``), largest first, with the per-function totals.  Medians inside a real
step include what the rest of the step does to the caches, which an isolated kernel
timing does not (LeNet's second convolution's gradient: ~0.57 ms here, 0.46 ms alone).
``--source`` prints the generated source instead.  The timers cost ~0.1 us a line.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import train_speed  # noqa: E402  (the nets, data and set-up of the step benchmark)

_CONTROL = ("if ", "elif ", "else", "for ", "while ", "try", "except", "finally", "with ",
            "return", "def ", "#")


def _timed(source: str, fn):
    """``fn`` recompiled from ``source`` with a timer read after each simple statement;
    returns (timed function, its list of (line number, time) reads, the source lines)."""
    lines = source.split("\n")
    out = []
    for i, line in enumerate(lines):
        out.append(line)
        text = line.strip()
        if i == 0 or not text or text.startswith(_CONTROL) or text.endswith(":"):
            continue
        indent = line[:len(line) - len(line.lstrip())]
        out.append(f"{indent}_TR.append(({i}, _PC()))")
    reads: list = []
    ns = dict(fn.__globals__)
    ns["_TR"], ns["_PC"] = reads, time.perf_counter
    name = lines[0].split("def ", 1)[1].split("(", 1)[0]
    exec(compile("\n".join(out), f"<timed {name}>", "exec"), ns)  # noqa: S102 -- generated here
    return ns[name], reads, lines


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("net", choices=[c[0] for c in train_speed.CONFIGS])
    ap.add_argument("--steps", type=int, default=60)
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--source", action="store_true")
    args = ap.parse_args(argv)

    name, shape, classes = next(c for c in train_speed.CONFIGS if c[0] == args.net)
    init = train_speed.initial_params(name, shape)
    net, x, y, loss_fn, trainer = train_speed._setup(name, shape, classes, True, init)
    train_speed._steps(net, x, y, loss_fn, trainer, 3)
    plan = net._cached_op.grad_impl(x.context)._last
    if args.source:
        print(plan.forward_source)
        print(plan.backward_source)
        return 0
    timed = {}
    for which, src in (("forward", plan.forward_source), ("backward", plan.backward_source)):
        fn, reads, lines = _timed(src, getattr(plan, which))
        setattr(plan, which, fn)
        timed[which] = (reads, lines)
    per_line: dict = {}
    for _ in range(args.steps):
        for reads, _ in timed.values():
            reads.clear()
        train_speed._steps(net, x, y, loss_fn, trainer, 1)
        for which, (reads, _) in timed.items():
            for (_, t0), (i, t1) in zip(reads, reads[1:]):
                per_line.setdefault((which, i), []).append(t1 - t0)
    for which, (_, lines) in timed.items():
        rows = sorted(((statistics.median(v) * 1e6, i) for (w, i), v in per_line.items()
                       if w == which), reverse=True)
        print(f"{args.net} {which}: {sum(r[0] for r in rows):.0f} us in timed lines "
              "(medians; the first statement of each function is not timed)")
        for us, i in rows[:args.top]:
            print(f"  {us:8.1f}  {i:4d}  {lines[i].strip()[:110]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
