"""Sweep GluonCV's model zoo on the runtime: build every entry of
``gluoncv.model_zoo.get_model_list()`` (random weights, no downloads), run it eagerly and
hybridized on a small input, and report per model: runs and equal, hybridized differs, fails (with
the first error line).  Issue #12's model-zoo line; run it in the environment of
``make ecosystem-check`` (GluonCV's own dependencies), under the alias:

    build/ecovenv/bin/python -m hybridlint.runtime bench/gluoncv_zoo_sweep.py /path/to/gluoncv \\
        [--only SUBSTR] [--limit-s 120] [--out report.md]

Each model runs in a child process with a time limit, so a hang or a crash costs one row.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import sys
import time
import traceback

# the input each family is built for (first match by substring; the default is ImageNet's)
INPUTS = [
    ("cifar", (1, 3, 32, 32)), ("ssd_300", (1, 3, 300, 300)), ("ssd_512", (1, 3, 512, 512)),
    ("yolo", (1, 3, 320, 320)), ("rcnn", (1, 3, 320, 320)), ("center_net", (1, 3, 384, 384)),
    ("pose", (1, 3, 256, 192)), ("i3d", (1, 3, 8, 112, 112)), ("slowfast", (1, 3, 8, 112, 112)),
    ("r2plus1d", (1, 3, 8, 112, 112)), ("p3d", (1, 3, 8, 112, 112)), ("c3d", (1, 3, 8, 112, 112)),
    ("inceptionv3", (1, 3, 299, 299)), ("fcn", (1, 3, 240, 240)), ("psp", (1, 3, 240, 240)),
    ("deeplab", (1, 3, 240, 240)), ("danet", (1, 3, 240, 240)), ("icnet", (1, 3, 240, 240)),
    ("fastscnn", (1, 3, 240, 240)), ("monodepth", (1, 3, 192, 640)),
]


def _input(name):
    for key, shape in INPUTS:
        if key in name:
            return shape
    return (1, 3, 224, 224)


def _flat(out):
    if isinstance(out, (list, tuple)):
        return [a for o in out for a in _flat(o)]
    return [out]


def _one(name, queue):
    import numpy as np
    import mxnet as mx
    import gluoncv
    row = {"model": name}
    try:
        kwargs = {"pretrained": False}
        try:
            net = gluoncv.model_zoo.get_model(name, pretrained_base=False, **kwargs)
        except TypeError:
            net = gluoncv.model_zoo.get_model(name, **kwargs)
        net.initialize(force_reinit=True)   # MXNet's default (Uniform), as a user would
        x = mx.nd.array(np.random.RandomState(0).uniform(-1, 1, _input(name)))
        stage = "eager"
        with mx.autograd.predict_mode():
            eager = [o.asnumpy() for o in _flat(net(x))]
            stage = "hybridize"
            net.hybridize()
            hybrid = [o.asnumpy() for o in _flat(net(x))]
        row["outputs"] = len(eager)
        worst = max((float(np.max(np.abs(a - b)) / (1 + float(np.max(np.abs(a)))))
                     for a, b in zip(eager, hybrid)), default=0.0)
        row["status"] = "equal" if worst < 1e-4 and len(eager) == len(hybrid) else "differs"
        row["rel_diff"] = worst
    except Exception as e:   # noqa: BLE001 - the sweep reports whatever a model raises
        row["status"] = f"fails ({locals().get('stage', 'build')})"
        tb = traceback.extract_tb(e.__traceback__)
        where = next((f"{f.filename.rsplit('/', 2)[-1]}:{f.lineno}" for f in reversed(tb)), "?")
        row["error"] = f"{type(e).__name__}: {str(e).splitlines()[0][:160] if str(e) else ''}"
        row["where"] = where
    queue.put(row)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("gluoncv", help="folder holding the gluoncv package")
    parser.add_argument("--only", default="")
    parser.add_argument("--limit-s", type=float, default=120)
    parser.add_argument("--out", default="")
    args = parser.parse_args()
    sys.path.insert(0, args.gluoncv)
    import gluoncv
    names = [n for n in gluoncv.model_zoo.get_model_list() if args.only in n]
    ctx = mp.get_context("fork")
    rows = []
    for name in names:
        queue = ctx.Queue()
        proc = ctx.Process(target=_one, args=(name, queue))
        start = time.time()
        proc.start()
        proc.join(args.limit_s)
        if proc.is_alive():
            proc.kill()
            row = {"model": name, "status": "timeout", "error": f"over {args.limit_s:.0f} s"}
        else:
            row = queue.get() if not queue.empty() else {
                "model": name, "status": "crashed", "error": f"exit code {proc.exitcode}"}
        row["seconds"] = round(time.time() - start, 1)
        rows.append(row)
        print(json.dumps(row), flush=True)
    counts = {}
    for r in rows:
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    lines = [f"{len(rows)} models: " + ", ".join(f"{v} {k}" for k, v in sorted(counts.items())),
             "", "| model | status | s | error |", "|---|---|---:|---|"]
    lines += [f"| {r['model']} | {r['status']} | {r['seconds']} | "
              f"{r.get('error', '')} {r.get('where', '')} |" for r in rows]
    report = "\n".join(lines) + "\n"
    if args.out:
        with open(args.out, "w") as f:
            f.write(report)
    print(report)


if __name__ == "__main__":
    main()
