"""Where a training step's backward spends its time: per gradient rule and input shape.

    OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 python bench/train_rules.py resnet
        [--eager] [--steps 60] [--top 30]

Builds one of ``train_speed.py``'s nets (mlp, lenet, resnet), hybridized unless
``--eager``, wraps the gradient rules of Convolution, BatchNorm, Pooling, Activation and
FullyConnected with a timer, runs ``--steps`` full training steps, and prints per
(op, data shape, weight shape or kernel, stride, inputs whose gradient is wanted) the
median time of one call, the calls a step and their product, largest first.  The
compiled backward calls the same rules, so both modes are covered; what a rule costs
inside a step includes what the rest of the step did to the caches (the slim ResNet's
1x1-stage convolution gradient: ~36 us alone, ~67 in a step), which an isolated timing
of the kernel does not show.  Not covered: the weight gradient a hybridized first layer
takes from its kept forward columns or phase rows (``compiler.grad``'s
``_conv_backward_kept_*``; their rule call, for the other gradients, is).
``bench/train_lines.py`` gives the per-line view of the generated code instead.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import train_speed  # noqa: E402  (the nets, data and set-up of the step benchmark)

OPS = ("Convolution", "BatchNorm", "Pooling", "Activation", "FullyConnected")


def _key(name, a, inputs, ctx):
    x = tuple(inputs[0].shape)
    if name in ("Convolution", "FullyConnected"):
        what = tuple(inputs[1].shape)
    elif name == "Pooling":
        what = (a.pool_type, tuple(a.kernel), "global" if a.global_pool else "")
    else:
        what = ()
    stride = tuple(a.get("stride") or ())
    need = tuple(bool(v) for v in (getattr(ctx, "need_grad", None) or ()))
    return name, x, what, stride, need


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("net", choices=[c[0] for c in train_speed.CONFIGS])
    ap.add_argument("--eager", action="store_true")
    ap.add_argument("--steps", type=int, default=60)
    ap.add_argument("--top", type=int, default=30)
    args = ap.parse_args(argv)

    from hybridlint.runtime import ops, registry  # noqa: F401  (importing ops fills the op table)
    times: dict = defaultdict(list)
    originals = {}
    for name in OPS:
        op = registry.get(name)
        originals[name] = op.grad

        def timed(ctx, a, inputs, outputs, out_grads, _name=name, _rule=op.grad):
            t = time.perf_counter()
            r = _rule(ctx, a, inputs, outputs, out_grads)
            times[_key(_name, a, inputs, ctx)].append(time.perf_counter() - t)
            return r
        op.grad = timed
    try:
        name, shape, classes = next(c for c in train_speed.CONFIGS if c[0] == args.net)
        init = train_speed.initial_params(name, shape)
        net, x, y, loss_fn, trainer = train_speed._setup(name, shape, classes,
                                                         not args.eager, init)
        train_speed._steps(net, x, y, loss_fn, trainer, 3)
        times.clear()
        train_speed._steps(net, x, y, loss_fn, trainer, args.steps)
    finally:
        for name, rule in originals.items():
            registry.get(name).grad = rule
    rows = []
    for key, ts in times.items():
        calls = len(ts) / args.steps
        one = statistics.median(ts) * 1e6
        rows.append((one * calls, calls, one, key))
    rows.sort(key=lambda r: -r[0])
    mode = "eager" if args.eager else "hybridized"
    print(f"{args.net} {mode}: {sum(r[0] for r in rows):.0f} us a step in these rules "
          f"(medians of {args.steps} steps)")
    print("  us/step  calls x us/call  op, data, weight or kernel, stride, grads wanted")
    for total, calls, one, key in rows[:args.top]:
        print(f"{total:9.1f}  {calls:5.1f} x {one:7.1f}  {key}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
