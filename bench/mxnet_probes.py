"""Record what real MXNet 1.9.1 does with each probe of a probe suite (eager against hybridized).

Run with the python of ``bench/make_mxnet_venv.sh`` on a suite folder; writes the verdict file that
the suite's test (tests/corpus/test_probes_s37.py, test_probes_s42.py, through probe_suite.py) checks
the analyzer's findings against:

    /path/to/mxnet-venv/bin/python bench/mxnet_probes.py tests/corpus/probes_s42 > tests/corpus/probes_s42/verdicts.json

A copy of a suite with hybridlint's fixes applied is recorded the same way. Each probe module defines ``Net`` (built without arguments)
and ``INPUTS`` (input shapes); a notebook probe (``.ipynb``) defines them in its cells, which run in
order as one module with IPython's magic lines (``%...``, ``!...``, ``name?``) and cell-magic headers
(``%%...``) left out; a cell that raises (the notebook's own hybridized run of a bad block) is passed
over, since the verdict comes from the two runs below. Each probe runs in a
fresh interpreter (numpy mode is a global switch a probe may turn on): one block runs eagerly on
uniform(-1, 1) float32 inputs (seed 0); a second block, built afresh and given the first one's
parameters, is hybridized before its first call -- the order Gluon code uses, so that state a block
keeps on ``self`` during an eager call cannot hide a failure of the traced one; when the two agree,
a third block, initialized afresh (no parameters loaded) and hybridized before its first call, must
run too (loaded parameters hide a deferred initialization that cannot infer its shapes from the
traced graph). Verdicts: ``legal`` (all run, outputs equal within 1e-5), ``illegal`` (eager runs,
a hybridized block raises or differs), ``eager-fail`` (the probe raises before hybridize(): a bug of its own, no hybridization
failure, counted apart).
"""
import concurrent.futures
import json
import pathlib
import subprocess
import sys

ONE = r'''
import importlib.util, json, sys, tempfile, warnings, os
warnings.simplefilter("ignore")
import numpy as np
import mxnet as mx

if sys.argv[1].endswith(".ipynb"):
    import types
    mod = types.ModuleType("probe")
    for cell in json.load(open(sys.argv[1], encoding="utf-8"))["cells"]:
        if cell["cell_type"] != "code":
            continue
        lines = "".join(cell["source"]).split("\n")
        keep = [l for l in lines if not l.lstrip().startswith(("%", "!")) and not l.rstrip().endswith("?")]
        try:
            exec(compile("\n".join(keep), sys.argv[1], "exec"), mod.__dict__)
        except Exception:  # noqa: BLE001 - the notebook's own run of a block that fails hybridized
            pass
else:
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
    if same:
        # a third block, initialized afresh and hybridized before its first call as a script does
        # (no parameters loaded): deferred initialization then infers shapes from the traced
        # graph, which fails when an input the graph does not read is all a layer could learn from
        fresh = mod.Net()
        fresh.initialize()
        fresh.hybridize()
        try:
            flat(fresh(*[arr(r) for r in raw]))
        except Exception as exc:  # noqa: BLE001
            res.update(verdict="illegal", hybridized="fresh: " + first_line(exc))
print(json.dumps(res))
'''


def main():
    if len(sys.argv) != 2:
        raise SystemExit("usage: MXNET_PYTHON bench/mxnet_probes.py SUITE_DIR > SUITE_DIR/verdicts.json")
    root = pathlib.Path(sys.argv[1])
    verdicts = {}
    paths = sorted(root.glob("*/p*.*"))
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        runs = list(pool.map(lambda path: subprocess.run([sys.executable, "-c", ONE, str(path)],
                                                         check=False, capture_output=True, text=True,
                                                         timeout=300), paths))
    for path, run in zip(paths, runs):
        lines = run.stdout.strip().splitlines()
        if run.returncode or not lines:
            raise SystemExit(f"{path}: the recorder itself failed:\n{run.stderr}")
        verdicts[path.relative_to(root).as_posix()] = json.loads(lines[-1])
        print(path.name, verdicts[path.relative_to(root).as_posix()]["verdict"], file=sys.stderr)
    mxnet = subprocess.run([sys.executable, "-c", "import mxnet; print(mxnet.__version__)"],
                           check=False, capture_output=True, text=True).stdout.strip()
    print(json.dumps({"mxnet": mxnet, "recorder": "bench/mxnet_probes.py", "probes": verdicts},
                     indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
