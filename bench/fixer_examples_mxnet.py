"""Run fixer examples in real MXNet 1.9.1: original eager == fixed eager == fixed hybridized.

    python bench/fixer_examples_mxnet.py --python /work/mxnet-venv/bin/python \
        hybridlint.fixers.shape_flow:ShapeUses:312,314 hybridlint.fixers.constant_array:ConstantArray:60

Each example with an ``after`` is run on its shapes: the original eagerly (the reference), the
fixed block eagerly, hybridized before its first call and hybridized after an eager call; the
original hybridized is reported (it should fail). tests/fixers/test_examples.py checks the same in
the bundled runtime; this script checks that the runtime's verdict is MXNet's.
"""
from __future__ import annotations

import argparse
import importlib
import json
import subprocess
import sys
import tempfile

_RUNNER = r'''
import json, sys, types, numpy as np, mxnet as mx
def load(src, name):
    m = types.ModuleType(name); exec(compile(src, name, "exec"), m.__dict__)
    return m.Net
def build(cls):
    mx.random.seed(0); np.random.seed(0); n = cls(); n.initialize(); return n
def run(net, arrays):
    out = net(*[mx.nd.array(a) for a in arrays])
    return [o.asnumpy() for o in (out if isinstance(out, (list, tuple)) else [out])]
bad = 0
for ex in json.load(open(sys.argv[1])):
    B, A = load(ex["before"], "before"), load(ex["after"], "after")
    for k, shapes in enumerate(ex["shapes"]):
        arrays = [np.random.default_rng(100 + k).standard_normal(s).astype("float32") for s in shapes]
        want = run(build(B), arrays)
        try:
            net = build(B); net.hybridize(); run(net, arrays); original = "hybridizes"
        except Exception as e:  # noqa: BLE001 - the verdict is the exception's type
            original = "fails (%s)" % type(e).__name__
        ok = True
        for mode in ("eager", "hybridized first", "hybridized after an eager call"):
            net = build(A)
            if mode == "hybridized first":
                net.hybridize()
            elif mode != "eager":
                run(net, arrays); net.hybridize()
            try:
                got = run(net, arrays)
                ok = ok and len(got) == len(want) and all(
                    g.shape == w.shape and np.allclose(g, w, rtol=1e-5, atol=1e-6) for g, w in zip(got, want))
            except Exception as e:  # noqa: BLE001
                ok = False
                print("   ", mode, type(e).__name__, str(e)[:200])
        bad += not ok
        print(ex["name"], shapes, "original hybridized:", original, "fixed:", "EQUAL" if ok else "DIFFERENT")
sys.exit(1 if bad else 0)
'''


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--python", required=True, help="the python of an MXNet 1.9.1 environment")
    ap.add_argument("specs", nargs="+", help="module:FixerClass:i[,j...]")
    args = ap.parse_args()
    examples = []
    for spec in args.specs:
        mod, cls, idx = spec.split(":")
        fixer = getattr(importlib.import_module(mod), cls)
        for i in map(int, idx.split(",")):
            ex = fixer.EXAMPLES[i]
            if ex.after is not None:
                examples.append({"name": f"{cls}-{i}", "before": ex.before, "after": ex.after,
                                 "shapes": ex.shapes})
    with tempfile.TemporaryDirectory() as tmp:
        data = f"{tmp}/examples.json"
        with open(data, "w") as fh:
            json.dump(examples, fh)
        with open(f"{tmp}/runner.py", "w") as fh:
            fh.write(_RUNNER)
        return subprocess.run([args.python, f"{tmp}/runner.py", data]).returncode


if __name__ == "__main__":
    sys.exit(main())
