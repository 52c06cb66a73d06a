"""Gradients, training mode and export round trips of GluonCV's model zoo on the runtime against
real MXNet 1.9.1 (issue #12's "gradients" and "SymbolBlock.imports" paths; the forward outputs in
predict mode are ``gluoncv_zoo_sweep.py``'s, whose model builders and inputs this stage shares).

Per entry (random weights, no downloads):

1. **MXNet stage** (``--mxnet-python``): build, initialise (He-scaled Gaussian, seed 0), set every
   Dropout block's rate to 0 (a mask drawn by one generator can never equal one drawn by
   another; with p = 0 the train-mode graph is the same graph, its Dropout nodes an identity),
   ``save_parameters``, then save into ``REFS/<model>/grad.npz``

   * ``inf``: the parameter gradients of ``sum(out_i * r_i)`` (``r_i`` fixed random) under
     ``autograd.record(train_mode=False)`` on the forward sweep's input;
   * ``train`` (nets with BatchNorm or Dropout): the same under ``train_mode=True`` on a batch
     of two (BatchNorm's batch statistics over one sample are zero-variance noise at 1x1
     spatial sizes), after re-loading the parameters: the outputs, the gradients and the
     running statistics BatchNorm leaves behind;
   * the hybridized net's predict-mode outputs and its ``export()`` (``net-symbol.json``).

2. **Runtime stage** (``python -m hybridlint.runtime``): build the same entry unchanged, load
   MXNet's parameters, and compare, eagerly and hybridized, the inference gradients and the
   train-mode outputs / gradients / running statistics with MXNet's; load MXNet's export with
   ``SymbolBlock.imports``, and export its own hybridized net (``rt-symbol.json``).
3. **MXNet imports stage**: real MXNet loads the runtime's export and compares its outputs with
   its own hybridized outputs.

Comparison: ``sweep_common.compare`` per array (equal within rtol 1e-4 / atol 1e-5, or noise:
within 1e-4 of the array's largest magnitude).  ``--f64`` adds, for rows that differ, both
sides' float64 gradients (MXNet's from its native kernels): when they agree within 1e-6 of
scale, the row counts as "float64".  MXNet's float32 gradients are then off its own float64
ones, for three reasons measured on this sweep: random-weight nets amplify rounding (BatchNorm
in training mode over a batch of two at 2x2 spatial size; inference-mode BatchNorm's backward,
which divides by the moving variance's root without the batch's normalisation, reaches 1e24);
oneDNN's float32 kernels round differently (SqueezeNet: 2e-4 of scale); and oneDNN's max
pooling backward after an inference-mode forward reads a workspace that forward never wrote
(gradients routed to arbitrary window positions, different from run to run: not reproducible,
so not imitated; the runtime routes them to the window's maximum, as MXNet's float64 and
training-mode kernels do).

    build/ecovenv/bin/python -m hybridlint.runtime bench/gluoncv_grad_sweep.py GLUONCV_DIR \\
        --mxnet-python /path/to/mxnet-venv/bin/python --refs REFS --rows rows.jsonl \\
        [--only SUBSTR[,SUBSTR]] [--exact] [--skip-done] [--f64]
    build/ecovenv/bin/python bench/gluoncv_grad_sweep.py GLUONCV_DIR --rows rows.jsonl --report
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time

from sweep_common import (StageServer, compare, error_text, flat, fork_serve, mxnet_meta,
                          projected_grads, sandbox_env)

# the projection's seeds: inference and train passes draw different r_i
SALT_INF, SALT_TRAIN = 11, 12
F64_RTOL = 1e-6


def _zoo():
    import gluoncv_zoo_sweep as zoo   # the forward sweep: model builders, inputs, initializer
    return zoo


def _rng(salt):
    import numpy as np
    return np.random.RandomState(_zoo().SEED + salt)


def _blocks(block):
    yield block
    for child in block._children.values():
        yield from _blocks(child)


def _trains_differently(net):
    """BatchNorm or Dropout anywhere: the train-mode pass computes something else."""
    return any(re.search("BatchNorm|Dropout", type(b).__name__) for b in _blocks(net))


def _build(name):
    """The forward sweep's build, with every Dropout block's rate set to 0."""
    net = _zoo()._build(name)
    for b in _blocks(net):
        if "Dropout" in type(b).__name__ and hasattr(b, "_rate"):
            b._rate = 0.0
    return net


def _train_batch(xs):
    """Two samples: the input and its mirror image, negated (distinct, same scale)."""
    import numpy as np
    return [np.concatenate([x, -x[..., ::-1]], axis=0) for x in xs]


def _nd(xs, dtype="float32"):
    import mxnet as mx
    return [mx.nd.array(x, dtype=dtype) for x in xs]


def _pass(net, xs, salt, train, dtype="float32"):
    """(outputs, {structural parameter name: gradient}) of one recorded pass."""
    outs, grads = projected_grads(net, lambda: net(*_nd(xs, dtype)), _rng(salt), train)
    by_name = {p.name: k for k, p in net._collect_params_with_prefix().items()}
    return outs, {by_name[n]: g for n, g in grads.items()}


def _aux(net):
    """The parameters without gradients (BatchNorm's running statistics), by structural name."""
    return {k: p.data().asnumpy() for k, p in net._collect_params_with_prefix().items()
            if p.grad_req == "null"}


def _save(path, **groups):
    import numpy as np
    arrays = {}
    for group, values in groups.items():
        items = values.items() if isinstance(values, dict) else enumerate(values)
        arrays.update({f"{group}:{k}": v for k, v in items})
    np.savez(path, **arrays)


def _load(path, group):
    """``{key: array}`` of one group; outputs (integer keys) as a list."""
    import numpy as np
    npz = np.load(path)
    got = {k.split(":", 1)[1]: npz[k] for k in npz.files if k.split(":", 1)[0] == group}
    if got and all(k.isdigit() for k in got):
        return [got[str(i)] for i in range(len(got))]
    return got


def _inputs_that_run(name, net):
    """The forward sweep's input: the first candidate size the net accepts."""
    import mxnet as mx
    zoo = _zoo()
    shapes = zoo._candidates(name)
    for attempt, shape in enumerate(shapes):
        xs = zoo._inputs(name, shape)
        try:
            with mx.autograd.predict_mode():
                net(*_nd(xs))
            return xs
        except Exception:   # noqa: BLE001 - too small for this net: the next size
            if attempt + 1 == len(shapes):
                raise
    return None


def child_mxnet(name, folder):
    import numpy as np
    import mxnet as mx
    zoo = _zoo()
    meta = {"model": name}
    stage = "build"
    params = os.path.join(folder, "net.params")
    try:
        mx.random.seed(zoo.SEED)
        np.random.seed(zoo.SEED)
        net = _build(name)
        net.initialize(zoo.INIT(), force_reinit=True)
        xs = _inputs_that_run(name, net)
        net.save_parameters(params)
        stage = "gradients"
        inf_out, inf_grads = _pass(net, xs, SALT_INF, False)
        groups = {"x": xs, "inf_out": inf_out, "inf_grad": inf_grads}
        meta["trains_differently"] = _trains_differently(net)
        if meta["trains_differently"]:
            stage = "train"
            net.load_parameters(params)
            try:
                outs, grads = _pass(net, _train_batch(xs), SALT_TRAIN, True)
                groups.update(train_out=outs, train_grad=grads, train_aux=_aux(net))
            except Exception as e:   # noqa: BLE001 - e.g. YOLO's training call wants targets
                meta["train_error"] = "%s (%s)" % error_text(e)
            net.load_parameters(params)
        stage = "export"
        net.hybridize()
        with mx.autograd.predict_mode():
            groups["hybrid"] = [o.asnumpy() for o in flat(net(*_nd(xs)))]
        net.export(os.path.join(folder, "net"))
        _save(os.path.join(folder, "grad.npz"), **groups)
        meta["status"] = "ok"
    except Exception as e:   # noqa: BLE001 - recorded: the model is outside the denominator
        meta["status"] = f"fails ({stage})"
        meta["error"], meta["where"] = error_text(e)
    with open(os.path.join(folder, "meta.json"), "w") as f:
        json.dump(meta, f)


def _input_names(xs):
    return ["data"] if len(xs) == 1 else [f"data{i}" for i in range(len(xs))]


def _imports(folder, stem, xs):
    import mxnet as mx
    sym = mx.gluon.SymbolBlock.imports(os.path.join(folder, f"{stem}-symbol.json"),
                                       _input_names(xs), os.path.join(folder, f"{stem}-0000.params"))
    with mx.autograd.predict_mode():
        return [o.asnumpy() for o in flat(sym(*_nd(xs)))]


def child_mxnet_imports(name, folder):
    """Real MXNet loads the runtime's export; compared with MXNet's own hybridized outputs."""
    ref = os.path.join(folder, "grad.npz")
    result = {}
    try:
        xs = _load(ref, "x")
        result["mxnet_imports"] = compare(_imports(folder, "rt", xs), _load(ref, "hybrid"))
    except Exception as e:   # noqa: BLE001 - recorded as the path's failure
        result["mxnet_imports"] = ["raises", "%s (%s)" % error_text(e)]
    with open(os.path.join(folder, "mxnet_imports.json"), "w") as f:
        json.dump(result, f)


def compare_named(got, want):
    """``compare`` over {name: array}: names must match; on a difference, which name first."""
    if sorted(got) != sorted(want):
        return "differs", f"names differ: {sorted(set(got) ^ set(want))[:4]}"
    names = sorted(want)
    verdict = compare([got[n] for n in names], [want[n] for n in names])
    if verdict[0] != "differs":
        return verdict
    bad = [n for n in names if compare([got[n]], [want[n]])[0] == "differs"]
    return "differs", (f"{len(bad)} of {len(names)}, first {bad[0]}: "
                       f"{compare([got[bad[0]]], [want[bad[0]]])[1].split(': ', 1)[-1]}")


def child_runtime(name, folder, out):
    import mxnet as mx
    with open(os.path.join(folder, "meta.json")) as f:
        meta = json.load(f)
    ref = os.path.join(folder, "grad.npz")
    params = os.path.join(folder, "net.params")
    xs = _load(ref, "x")
    row = {"model": name}
    stage = "build"
    try:
        net = _build(name)
        net.load_parameters(params, ctx=mx.cpu())
        row["builds"] = True
        for mode in ("eager", "hybrid"):
            if mode == "hybrid":
                stage = "hybridize"
                net.load_parameters(params, ctx=mx.cpu())
                net.hybridize()
            stage = f"{mode} gradients"
            outs, grads = _pass(net, xs, SALT_INF, False)
            row[f"{mode}_inf_out"] = compare(outs, _load(ref, "inf_out"))
            row[f"{mode}_inf_grad"] = compare_named(grads, _load(ref, "inf_grad"))
            if meta.get("trains_differently") and "train_error" not in meta:
                stage = f"{mode} train"
                net.load_parameters(params, ctx=mx.cpu())
                outs, grads = _pass(net, _train_batch(xs), SALT_TRAIN, True)
                row[f"{mode}_train_out"] = compare(outs, _load(ref, "train_out"))
                row[f"{mode}_train_grad"] = compare_named(grads, _load(ref, "train_grad"))
                row[f"{mode}_train_aux"] = compare_named(_aux(net), _load(ref, "train_aux"))
        stage = "imports"
        row["imports"] = compare(_imports(folder, "net", xs), _load(ref, "hybrid"))
        stage = "export"
        net.load_parameters(params, ctx=mx.cpu())
        with mx.autograd.predict_mode():
            net(*_nd(xs))
        net.export(os.path.join(folder, "rt"))
        row["exports"] = True
    except Exception as e:   # noqa: BLE001 - the sweep reports whatever a model raises
        row["failed_stage"] = stage
        row["error"], row["where"] = error_text(e)
    with open(out, "w") as f:
        json.dump(row, f)


def child_float64(name, folder, stem):
    """Both sides' float64 gradients (``f64grad.npz`` by MXNet, ``rt64grad.npz`` by the
    runtime, eager): the same passes with the net and inputs cast to float64."""
    import mxnet as mx
    ref = os.path.join(folder, "grad.npz")
    xs = _load(ref, "x")
    with open(os.path.join(folder, "meta.json")) as f:
        meta = json.load(f)
    try:
        net = _build(name)
        net.load_parameters(os.path.join(folder, "net.params"), ctx=mx.cpu())
        net.cast("float64")
        groups = {}
        _, groups["inf_grad"] = _pass(net, xs, SALT_INF, False, "float64")
        if meta.get("trains_differently") and "train_error" not in meta:
            groups["train_out"], groups["train_grad"] = _pass(net, _train_batch(xs), SALT_TRAIN,
                                                              True, "float64")
        _save(os.path.join(folder, f"{stem}grad.npz"), **groups)
    except Exception as e:   # noqa: BLE001 - no float64 reference for this model
        with open(os.path.join(folder, f"{stem}grad.txt"), "w") as f:
            f.write("%s %s" % error_text(e))


def float64_agreement(folder, group):
    """(True, detail) when the two float64 sets of ``group`` (gradients, or train-mode outputs)
    agree within F64_RTOL of each array's largest magnitude."""
    import numpy as np
    a, b = os.path.join(folder, "f64grad.npz"), os.path.join(folder, "rt64grad.npz")
    if not (os.path.exists(a) and os.path.exists(b)):
        return False, "no float64 gradients"
    want, got = _load(a, group), _load(b, group)
    if isinstance(want, list):      # outputs
        want, got = dict(enumerate(want)), dict(enumerate(got))
    if sorted(want) != sorted(got) or not want:
        return False, f"float64 {group} names differ"
    worst = 0.0
    # an array that is zero in exact arithmetic (the beta of a BatchNorm that another
    # normalisation follows, in training mode) holds rounding of the net's other gradients
    floor = 1e-9 * max(float(np.max(np.abs(w), initial=0.0)) for w in want.values())
    for n, w in want.items():
        scale = float(np.max(np.abs(w), initial=0.0))
        d = float(np.max(np.abs(got[n] - w), initial=0.0))
        worst = max(worst, d / max(scale, 1e-30))
        if d > F64_RTOL * scale + floor:
            return False, f"float64 {n}: max abs diff {d:.3g} at scale {scale:.3g}"
    return True, f"float64 {group} agree (max diff {worst:.2g} of scale)"


PATHS = [f"{mode}_{what}" for mode in ("eager", "hybrid")
         for what in ("inf_grad", "train_out", "train_grad", "train_aux")] + \
        ["imports", "mxnet_imports"]


def rejudge(row, folder):
    """Differing gradients (or train-mode outputs) whose float64 versions agree: float32
    rounding, counted as "float64"."""
    for path in PATHS:
        v = row.get(path)
        if v and v[0] == "differs" and path.endswith(("_grad", "train_out")):
            same, why = float64_agreement(folder, path.split("_", 1)[1])
            if same:
                row[path] = ["noise", f"{v[1]}; {why}"]
    return row


def path_verdicts(row):
    """Per path: equal / noise / differs / raises; paths MXNet has no result for left out."""
    out = {}
    for path in PATHS:
        if path in row:
            out[path] = row[path][0]
    if "failed_stage" in row or "timeout" in row or "crashed" in row:
        out["(raises)"] = "raises"
    return out


def _has_results(row):
    return any(p in row for p in PATHS) or "error" in row


def report(rows):
    latest = {}
    for r in rows:     # a later row wins, unless it timed out where an earlier one has results
        old = latest.get(r["model"])
        if old is None or _has_results(r) or not _has_results(old):
            latest[r["model"]] = r
    rows = list(latest.values())
    counted = [r for r in rows if r.get("mxnet") == "ok"]
    lines = [f"{len(rows)} models; real MXNet runs the gradient stage on {len(counted)}.", "",
             "| path | equal | noise | float64 | differs | raises |",
             "|---|---:|---:|---:|---:|---:|"]
    kinds = ("equal", "noise", "float64", "differs", "raises")
    for path in PATHS:
        counts = dict.fromkeys(kinds, 0)
        for r in counted:
            if path in r:
                kind = r[path][0]
                if kind == "noise" and re.search(r"float64 \w+ agree", r[path][1]):
                    kind = "float64"    # MXNet's float32 is off its own float64; ours is not
                counts[kind] += 1
        lines.append(f"| {path} | " + " | ".join(str(counts[k]) for k in kinds) + " |")
    bad = []
    for r in counted:
        if r.get("timeout"):
            bad.append((r["model"], f"runtime stage {r['timeout']} (the time limit; no result)"))
        elif r.get("error") or r.get("crashed"):
            bad.append((r["model"], f"raises at {r.get('failed_stage', '?')}: "
                                    f"{r.get('error') or r.get('crashed')} ({r.get('where', '')})"))
        for path in PATHS:
            if path in r and r[path][0] in ("differs", "raises"):
                bad.append((r["model"], f"{path} {r[path][0]}: {r[path][1]}"))
    clean = sum(1 for r in counted if not any(m == r["model"] for m, _ in bad))
    lines[0] += f" All paths equal, noise or float64: {clean}."
    if bad:
        lines += ["", "| model | trouble |", "|---|---|"]
        lines += [f"| {m} | {t} |" for m, t in bad]
    no_train = [f"{r['model']} ({r['train_error'][:80]})" for r in counted if r.get("train_error")]
    if no_train:
        lines += ["", "Train mode not compared (real MXNet's training call raises): "
                  + "; ".join(no_train)]
    failed = [f"{r['model']}: {r.get('mxnet_error', '')[:100]}" for r in rows
              if r.get("mxnet") != "ok"]
    if failed:
        lines += ["", "Real MXNet fails (outside the count): " + "; ".join(failed)]
    return "\n".join(lines) + "\n"


def serve(kind, args):
    import gluoncv  # noqa: F401 - imported once, before the forks

    def run(name):
        folder = os.path.join(args.refs, name)
        if kind == "mxnet":
            child_mxnet(name, folder)
        elif kind == "mximports":
            child_mxnet_imports(name, folder)
        elif kind in ("f64", "rt64"):
            child_float64(name, folder, kind)
        else:
            child_runtime(name, folder, os.path.join(folder, "runtime.json"))
    fork_serve(run, args.limit_s)


def sweep_one(name, args, servers):
    start = time.time()
    folder = os.path.join(args.refs, name)
    os.makedirs(folder, exist_ok=True)
    meta = mxnet_meta(servers["mxnet"], name, folder)
    row = {"model": name, "mxnet": meta["status"]}
    if meta["status"] != "ok":
        row["mxnet_error"] = meta.get("error", "")
    else:
        if meta.get("train_error"):
            row["train_error"] = meta["train_error"]
        out = os.path.join(folder, "runtime.json")
        if os.path.exists(out):
            os.remove(out)
        trouble = servers["runtime"].ask(name)
        if trouble:
            row["timeout" if trouble.startswith("over") else "crashed"] = trouble
        elif os.path.exists(out):
            with open(out) as f:
                row.update(json.load(f))
        else:
            row["crashed"] = "no result"
        if row.get("exports"):
            done = os.path.join(folder, "mxnet_imports.json")
            if os.path.exists(done):
                os.remove(done)
            trouble = servers["mximports"].ask(name)
            if os.path.exists(done):
                with open(done) as f:
                    row.update(json.load(f))
            else:
                row["mxnet_imports"] = ["raises", f"real MXNet's import stage: {trouble}"]
        if args.f64 and any(row.get(p, ["equal"])[0] == "differs" for p in PATHS):
            for kind in ("f64", "rt64"):
                servers[kind].ask(name)
            rejudge(row, folder)
    row["seconds"] = round(time.time() - start, 1)
    return row


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("gluoncv", help="folder holding the gluoncv package")
    parser.add_argument("--mxnet-python", default="", help="python of a real MXNet 1.9.1 venv")
    parser.add_argument("--refs", default="", help="cache folder of MXNet's results")
    parser.add_argument("--rows", default="", help="JSON-lines file the rows are appended to")
    parser.add_argument("--only", default="", help="comma-separated substrings")
    parser.add_argument("--exact", action="store_true", help="--only names whole entries")
    parser.add_argument("--skip-done", action="store_true", help="skip models in --rows")
    parser.add_argument("--limit-s", type=float, default=300, help="per model and stage")
    parser.add_argument("--f64", action="store_true",
                        help="float64 gradients on both sides for rows that differ")
    parser.add_argument("--report", action="store_true", help="summarise --rows and stop")
    parser.add_argument("--serve", choices=["mxnet", "runtime", "mximports", "f64", "rt64"],
                        help=argparse.SUPPRESS)
    args = parser.parse_args()
    args.gluoncv = os.path.abspath(args.gluoncv)
    sys.path.insert(0, args.gluoncv)
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    if args.serve:
        return serve(args.serve, args)
    if args.report:
        with open(args.rows) as f:
            rows = [json.loads(line) for line in f if line.strip()]
        if args.refs:   # float64 gradients may be newer than the rows
            rows = [rejudge(r, os.path.join(args.refs, r["model"])) for r in rows]
        print(report(rows))
        return None
    import gluoncv
    env = sandbox_env()
    common = [os.path.abspath(__file__), args.gluoncv, "--refs", args.refs,
              "--limit-s", str(args.limit_s)]
    mx_env = dict(env, PYTHONPATH=args.gluoncv)
    runtime = [sys.executable, "-m", "hybridlint.runtime"] + common
    servers = {"mxnet": StageServer([args.mxnet_python] + common + ["--serve", "mxnet"], mx_env),
               "mximports": StageServer([args.mxnet_python] + common + ["--serve", "mximports"],
                                        mx_env),
               "f64": StageServer([args.mxnet_python] + common + ["--serve", "f64"], mx_env),
               "runtime": StageServer(runtime + ["--serve", "runtime"], env),
               "rt64": StageServer(runtime + ["--serve", "rt64"], env)}
    subs = [s for s in args.only.split(",") if s] or [""]
    listed = gluoncv.model_zoo.get_model_list()
    names = ([s for s in subs if s in listed] if args.exact
             else [n for n in listed if any(s in n for s in subs)])
    done = set()
    if args.skip_done and args.rows and os.path.exists(args.rows):
        with open(args.rows) as f:
            done = {json.loads(line)["model"] for line in f if line.strip()}
    for name in names:
        if name in done:
            continue
        row = sweep_one(name, args, servers)
        print(json.dumps(row), flush=True)
        if args.rows:
            with open(args.rows, "a") as f:
                f.write(json.dumps(row) + "\n")
    return None


if __name__ == "__main__":
    main()
