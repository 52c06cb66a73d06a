"""Record what real MXNet 1.9.1 does with each probe of tests/corpus/probes_s37 (eager against hybridized).

Run with the python of ``bench/make_mxnet_venv.sh``; writes the verdict file that
tests/corpus/test_probes_s37.py checks the analyzer's findings against:

    /path/to/mxnet-venv/bin/python bench/mxnet_probes_s37.py > tests/corpus/probes_s37/verdicts.json

Each probe module defines ``Net`` (built without arguments) and ``INPUTS`` (input shapes). It runs in a
fresh interpreter (numpy mode is a global switch a probe may turn on): one block runs eagerly on
uniform(-1, 1) float32 inputs (seed 0); a second block, built afresh and given the first one's
parameters, is hybridized before its first call -- the order Gluon code uses, so that state a block
keeps on ``self`` during an eager call cannot hide a failure of the traced one. Verdicts:
``legal`` (both run, outputs equal within 1e-5), ``illegal`` (eager runs, hybridized raises or
differs), ``eager-fail`` (the probe raises before hybridize(): a bug of its own, no hybridization
failure, counted apart).
"""
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1] / "tests" / "corpus" / "probes_s37"

ONE = r'''
import importlib.util, json, sys, tempfile, warnings, os
warnings.simplefilter("ignore")
import numpy as np
import mxnet as mx

spec = importlib.util.spec_from_file_location("probe", sys.argv[1])
mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)
rng = np.random.RandomState(0)
raw = [rng.uniform(-1, 1, s).astype("float32") for s in mod.INPUTS]
arr = mx.np.array if mx.util.is_np_array() else mx.nd.array


def flat(out):
    if isinstance(out, (list, tuple)):
        return [a for o in out for a in flat(o)]
    return [out.asnumpy()]


def first_line(exc):
    return f"{type(exc).__name__}: {(str(exc).strip().splitlines() or [''])[0][:160]}"


res = {}
mx.random.seed(0)
eager = mod.Net()
eager.initialize()
try:
    e_out = flat(eager(*[arr(r) for r in raw]))
except Exception as exc:  # noqa: BLE001 - the measurement is what it raises
    print(json.dumps({"verdict": "eager-fail", "eager": first_line(exc), "hybridized": ""}))
    sys.exit(0)
res["eager"] = "returns " + ", ".join(str(o.shape) for o in e_out)
hyb = mod.Net()
if eager.collect_params():
    path = os.path.join(tempfile.mkdtemp(), "p.params")
    eager.save_parameters(path)
    hyb.load_parameters(path)
else:
    hyb.initialize()
hyb.hybridize()
try:
    h_out = flat(hyb(*[arr(r) for r in raw]))
except Exception as exc:  # noqa: BLE001
    res.update(verdict="illegal", hybridized=first_line(exc))
else:
    same = len(e_out) == len(h_out) and all(
        a.shape == b.shape and np.allclose(a, b, rtol=1e-5, atol=1e-5) for a, b in zip(e_out, h_out))
    shapes = ", ".join(str(o.shape) for o in h_out)
    res.update(verdict="legal" if same else "illegal",
               hybridized=("returns " if same else "returns other values: ") + shapes)
print(json.dumps(res))
'''


def main():
    verdicts = {}
    for path in sorted(ROOT.glob("*/p*.py")):
        run = subprocess.run([sys.executable, "-c", ONE, str(path)], capture_output=True, text=True,
                             timeout=300)
        lines = run.stdout.strip().splitlines()
        if run.returncode or not lines:
            raise SystemExit(f"{path}: the recorder itself failed:\n{run.stderr}")
        verdicts[path.relative_to(ROOT).as_posix()] = json.loads(lines[-1])
        print(path.name, verdicts[path.relative_to(ROOT).as_posix()]["verdict"], file=sys.stderr)
    mxnet = subprocess.run([sys.executable, "-c", "import mxnet; print(mxnet.__version__)"],
                           capture_output=True, text=True).stdout.strip()
    print(json.dumps({"mxnet": mxnet, "recorder": "bench/mxnet_probes_s37.py", "probes": verdicts},
                     indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
