"""GluonCV's int8 zoo graphs on the runtime against real MXNet 1.9.1 (issue #12, the int8 row).

    .venv/bin/python bench/int8_zoo_check.py GLUONCV_DIR --mxnet-python /work/mxnet-venv/bin/python \\
        --work /tmp/int8zoo [--only SUBSTR]

The eleven int8 entries whose graphs ship in GluonCV's source (resnet50_v1, mobilenet1.0, the
five simple_pose nets, the four SSDs; the others need downloaded weights to build even in
MXNet) are loaded as GluonCV loads them, ``SymbolBlock.imports(json, ['data'])``.  MXNet
initialises them as the zoo sweep does (``gluoncv_zoo_sweep.INIT``, He-scaled Gaussian, seed 0),
runs one seeded input (the sweep's sizes; detection inputs scaled by 0.01) and saves the
parameters (``collect_params().save``: a SymbolBlock's ``save_parameters`` file cannot be read
back by ``load_parameters``, in MXNet as here).  The runtime loads them, runs eagerly and
hybridized, and each output is compared: ``equal`` = ``allclose(rtol=1e-4, atol=1e-5)``;
``int8 level`` = an output of a ``dequantize`` off by at most one quantization level of its
calibrated range (a float input of the last quantize, computed by other float kernels than
MXNet's, rounds to the neighbouring level).  Each stage of each model is one child process.
"""
from __future__ import annotations

import argparse
import ast
import base64
import json
import os
import subprocess
import sys
import time
import zlib

from sweep_common import dequantize_levels

ENTRIES = [
    ("resnet50_v1_int8", (1, 3, 64, 64), 1.0),
    ("mobilenet1.0_int8", (1, 3, 64, 64), 1.0),
    ("simple_pose_resnet18_v1b_int8", (1, 3, 256, 192), 1.0),
    ("simple_pose_resnet50_v1b_int8", (1, 3, 256, 192), 1.0),
    ("simple_pose_resnet50_v1d_int8", (1, 3, 256, 192), 1.0),
    ("simple_pose_resnet101_v1b_int8", (1, 3, 256, 192), 1.0),
    ("simple_pose_resnet101_v1d_int8", (1, 3, 256, 192), 1.0),
    ("ssd_300_vgg16_atrous_voc_int8", (1, 3, 300, 300), 0.01),
    ("ssd_512_mobilenet1.0_voc_int8", (1, 3, 512, 512), 0.01),
    ("ssd_512_resnet50_v1_voc_int8", (1, 3, 512, 512), 0.01),
    ("ssd_512_vgg16_atrous_voc_int8", (1, 3, 512, 512), 0.01),
]


def graph_text(gluoncv_dir, name):
    """The entry's -symbol.json as GluonCV ships it: a file, or zlib+base64 in quantized.py."""
    folder = os.path.join(gluoncv_dir, "model_zoo", "quantized")
    path = os.path.join(folder, f"{name}-symbol.json")
    if os.path.exists(path):
        with open(path) as f:
            return f.read()
    with open(os.path.join(folder, "quantized.py")) as f:
        tree = ast.parse(f.read())
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == \
                "_compressed_int8_json":
            table = ast.literal_eval(node.value)
            return zlib.decompress(base64.b64decode(table[name])).decode()
    raise KeyError(name)


def _files(work, name):
    folder = os.path.join(work, name)
    os.makedirs(folder, exist_ok=True)
    return (os.path.join(folder, "net-symbol.json"), os.path.join(folder, "net.params"),
            os.path.join(folder, "io.npz"))


def stage_mxnet(gluoncv_dir, work, name, shape, scale):
    import mxnet as mx
    import numpy as np
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from gluoncv_zoo_sweep import INIT
    graph, params, io = _files(work, name)
    with open(graph, "w") as f:
        f.write(graph_text(gluoncv_dir, name))
    mx.random.seed(0)
    np.random.seed(0)
    net = mx.gluon.SymbolBlock.imports(graph, ["data"], None)
    net.initialize(INIT(), force_reinit=True)
    x = (np.random.RandomState(0).uniform(-1, 1, shape) * scale).astype("float32")
    t = time.time()
    out = net(mx.nd.array(x))
    outs = [o.asnumpy() for o in (out if isinstance(out, (list, tuple)) else [out])]
    seconds = time.time() - t
    net.collect_params().save(params)
    np.savez(io, x=x, **{f"out{i}": o for i, o in enumerate(outs)})
    return {"mxnet_s": round(seconds, 2)}


def stage_runtime(work, name):
    import mxnet as mx     # the runtime, aliased by ``python -m hybridlint.runtime``
    import numpy as np
    graph, params, io = _files(work, name)
    ref = np.load(io)
    with open(graph) as f:
        levels = dequantize_levels(f.read())
    net = mx.gluon.SymbolBlock.imports(graph, ["data"], params)
    row = {}
    for mode in ("eager", "hybrid"):
        if mode == "hybrid":
            net.hybridize()
        t = time.time()
        out = net(mx.nd.array(ref["x"]))
        row[f"{mode}_s"] = round(time.time() - t, 2)
        outs = [o.asnumpy() for o in (out if isinstance(out, (list, tuple)) else [out])]
        verdicts = []
        for i, (got, level) in enumerate(zip(outs, levels)):
            want = ref[f"out{i}"]
            diff = float(np.abs(got.astype("float64") - want).max()) if got.size else 0.0
            if got.shape != want.shape:
                verdicts.append(f"output {i}: shape {got.shape} != {want.shape}")
            elif np.allclose(got, want, rtol=1e-4, atol=1e-5):
                verdicts.append("equal")
            elif level is not None and diff <= level * 1.0001:
                off = int((np.abs(got - want) > level / 2).sum())
                verdicts.append(f"int8 level ({off} of {got.size} values one level off)")
            else:
                verdicts.append(f"output {i}: max |diff| {diff:.3g} at scale "
                                f"{float(np.abs(want).max()):.3g}")
        row[mode] = verdicts
    return row


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("gluoncv_dir")
    ap.add_argument("--mxnet-python")
    ap.add_argument("--work", required=True)
    ap.add_argument("--only", default="")
    ap.add_argument("--stage", choices=("mxnet", "runtime"))
    ap.add_argument("--model")
    ap.add_argument("--limit-s", type=int, default=1200)
    args = ap.parse_args()
    if args.stage:
        name, shape, scale = next(e for e in ENTRIES if e[0] == args.model)
        row = (stage_mxnet(args.gluoncv_dir, args.work, name, shape, scale)
               if args.stage == "mxnet" else stage_runtime(args.work, name))
        print("ROW " + json.dumps(row))
        return
    rows = []
    for name, _, _ in ENTRIES:
        if args.only not in name:
            continue
        row = {"model": name}
        for stage, python in (("mxnet", [args.mxnet_python]),
                              ("runtime", [sys.executable, "-m", "hybridlint.runtime"])):
            cmd = python + [os.path.abspath(__file__), args.gluoncv_dir, "--work", args.work,
                            "--stage", stage, "--model", name]
            try:
                res = subprocess.run(cmd, capture_output=True, text=True, timeout=args.limit_s)
            except subprocess.TimeoutExpired:
                row["error"] = f"{stage}: over {args.limit_s} s"
                break
            line = [t for t in res.stdout.splitlines() if t.startswith("ROW ")]
            if res.returncode or not line:
                tail = (res.stderr.strip().splitlines() or ["?"])[-1]
                row["error"] = f"{stage}: {tail[:200]}"
                break
            row.update(json.loads(line[-1][4:]))
        rows.append(row)
        print(json.dumps(row), flush=True)
    ok = sum(1 for r in rows if "error" not in r and all(
        v == "equal" or v.startswith("int8 level") for m in ("eager", "hybrid") for v in r[m]))
    print(f"{ok} of {len(rows)} int8 entries equal MXNet (eager and hybridized) or within one "
          "int8 level of a float input's rounding")


if __name__ == "__main__":
    main()
