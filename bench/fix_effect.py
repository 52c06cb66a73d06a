"""What ``check --fix --unsafe-fixes`` does to blocks that do not hybridize: lines resolved, blocks
that hybridize after fixing with the original's eager outputs, blocks whose outputs changed.

Each case in ``bench/fix_cases/`` is a module holding one block ``Net`` (built without arguments)
and ``INPUTS``, one shape per input.  The cases are copied, fixed with the installed hybridlint,
and both versions are run in a python that has MXNet (real MXNet 1.9.1 from
``bench/make_mxnet_venv.sh`` with ``--python``; the bundled runtime otherwise):

1. the original block eagerly (the reference) and hybridized (does it fail?),
2. the fixed block with the original's parameters, eagerly and hybridized; and, where the
   original runs without ``initialize()`` (it holds no Parameter), the fixed block uninitialized
   too, eagerly (a fix registering a constant Parameter would break that call).

    python bench/fix_effect.py [--python /work/mxnet-venv/bin/python] [--markdown]
"""
from __future__ import annotations

import argparse
import ast
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent

_RUNNER = r'''
import importlib.util, json, sys, os
import numpy as np
MODE = sys.argv[3:]
VARY = next((int(m[5:]) for m in MODE if m.startswith("vary=")), 0)
if "bundled" in MODE:
    from hybridlint.runtime import compat
    compat.install()
import mxnet as mx

def load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod

def run(block, inputs, hybrid):
    if hybrid:
        block.hybridize()
    # every run draws from the same random stream, so a block that samples noise (a fix that
    # writes normal(shape=x.shape) as normal_like(x)) is compared draw for draw
    mx.random.seed(0)
    out = block(*[mx.nd.array(a) for a in inputs])
    outs = out if isinstance(out, (list, tuple)) else [out]
    return [o.asnumpy() for o in outs]

def by_name(block):
    # Parameters a block registers with self.params.get but keeps in a list or a local, not on an
    # attribute, are absent from the structural names; their names past the block's prefix match
    # between two instances of one class.
    return {p.name[len(block.prefix):]: p for p in block.collect_params().values()
            if p.name.startswith(block.prefix)}

def deferred(block):
    return [p for p in block.collect_params().values() if p.shape is None or 0 in p.shape]

def complete(block):
    """A layer built without its input size (Dense(k), no in_units) has its weight's shape only after
    a first call, where it draws its values: made eagerly here for the reference, so that the
    compared run's random draws start from the seed."""
    if deferred(block):
        try:
            block(*[mx.nd.array(a) for a in inputs])
        except Exception:
            pass        # (the compared run reports the failure)

def load_saved(block):
    # a (k, 0) weight takes no saved value: given the reference's shape first (not by a call, after
    # which MXNet's MKLDNN layouts refuse set_data); by name where the names agree, then by
    # structural name, which wins
    waiting = {id(p) for p in deferred(block)}
    for table, source, same_shape in ((by_name(block), saved_by_name, True),
                                      (block._collect_params_with_prefix(), saved, False)):
        for k, p in table.items():
            if k not in source:
                continue
            if id(p) in waiting and len(p.shape or ()) in (0, source[k].ndim):
                p.shape = source[k].shape
                p._finish_deferred_init()
                waiting.discard(id(p))
            if not same_shape or p.shape == source[k].shape:
                p.set_data(mx.nd.array(source[k], dtype=source[k].dtype))

def close(got, ref, nan=False):
    # nan: NaN where the reference has NaN is equal (other shapes reach 0/0: a mean over n - 1
    # rows at batch 1)
    return len(got) == len(ref) and all(
        g.shape == e.shape and np.allclose(g, e, rtol=1e-4, atol=1e-5, equal_nan=nan) for g, e in zip(got, ref))

def _prime_above(n, taken):
    p = n + 1
    while any(p % d == 0 for d in range(2, int(p ** 0.5) + 1)) or p in taken:
        p += 1
    return p

def variants(shapes, limit):
    """Other input shapes than INPUTS, most telling first: batch 1 and 3, every other axis changed
    (+1, x2, -1, a prime) all together, then one at a time -- alone, with the same axis of the
    inputs that share its size, and with every axis of that size (a reshape code or a loop that
    lands right only because two sizes are equal is caught by changing one of them alone)."""
    shapes = [tuple(s) for s in shapes]
    sizes = {d for s in shapes for d in s}
    batch = {(i, 0) for i, s in enumerate(shapes) if s and shapes[0] and s[0] == shapes[0][0]}
    axes = [(i, a) for i, s in enumerate(shapes) for a in range(len(s)) if (i, a) not in batch]
    def ops(n):
        return [m for m in (n + 1, 2 * n, n - 1, _prime_above(n + 2, sizes)) if m >= 1 and m != n]
    def changed(group, op_index):
        out = [list(s) for s in shapes]
        for i, a in group:
            new = ops(shapes[i][a])
            if op_index >= len(new):
                return None
            out[i][a] = new[op_index]
        return [tuple(s) for s in out]
    groups = []
    for i, a in axes:
        n = shapes[i][a]
        for g in ([(i, a)],
                  [(j, a) for j, s in enumerate(shapes) if len(s) == len(shapes[i]) and s[a] == n],
                  [(j, b) for j, b in axes if shapes[j][b] == n]):
            if g not in groups:
                groups.append(g)
    found = [[tuple(b if (i, 0) in batch and k == 0 else d for k, d in enumerate(s))
              for i, s in enumerate(shapes)] for b in (1, 3) if batch]
    found += [changed(axes, k) for k in range(4)] if axes else []
    found += [changed(g, k) for g in groups for k in range(4)]
    seen, out = {tuple(shapes)}, []
    for v in found:
        if v is not None and tuple(v) not in seen:
            seen.add(tuple(v))
            out.append(v)
    return out[:limit]

def fresh(module, hybrid, inputs):
    """``module``'s Net run on ``inputs``: built anew, initialized (constants a fix registered are
    not among the original's) and given the original's saved parameters."""
    mx.random.seed(0)
    b = module.Net()
    b.initialize()
    load_saved(b)
    return run(b, inputs, hybrid)

def failure(exc):
    """An exception in one line: its type and its message's first line."""
    return f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"

def attempt(fn):
    """(outputs, None) or (None, the failure in one line)."""
    try:
        return fn(), None
    except Exception as exc:
        return None, f"fails: {failure(exc)}"[:120]

def stable(orig, inputs, ref):
    """Whether the original gives its outputs again in fresh blocks: MXNet 1.9.1's BatchNorm(axis=3,
    in_channels=3) takes NHWC data of 4 channels eagerly and reads its fourth channel's statistics
    past its (3,) arrays, a different value each time -- no shape to judge a fix on."""
    return all(close(attempt(lambda: fresh(orig, False, inputs))[0] or [], ref, True) for _ in range(3))

def vary(r, orig, fixed, shapes):
    """The fixed copy on other input shapes, each one the original accepts eagerly: a fixed copy
    that differs or fails eagerly there is a harm.  Hybridized (only where the fix made the block
    hybridize on INPUTS): one that differs from the original's eager outputs and from the
    original's hybridized ones is a harm, and one that fails where the original hybridizes; one
    that fails where the original fails too is a fix that holds on INPUTS only (not resolved)."""
    r["vary"] = {"tested": [], "refused": 0, "unstable": 0, "harms": [], "unfixed": []}
    for shape in variants(shapes, VARY):
        rng = np.random.RandomState(0)
        inputs = [rng.uniform(-1, 1, size=s).astype("float32") for s in shape]
        ref, failed = attempt(lambda: fresh(orig, False, inputs))
        if failed:
            r["vary"]["refused"] += 1
            continue
        label = " ".join("x".join(map(str, s)) for s in shape)
        r["vary"]["tested"].append(label)
        got, failed = attempt(lambda: fresh(fixed, False, inputs))
        if (failed or not close(got, ref, True)) and not stable(orig, inputs, ref):
            r["vary"]["tested"].pop()
            r["vary"]["unstable"] += 1
            continue
        if failed or not close(got, ref, True):
            r["vary"]["harms"].append(f"{label}: eager {failed or 'differs'}")
            continue
        if r.get("fixed_hybrid") != "equal":
            continue
        got, failed = attempt(lambda: fresh(fixed, True, inputs))
        if not failed and close(got, ref, True):
            continue
        orig_hyb, _ = attempt(lambda: fresh(orig, True, inputs))
        if not stable(orig, inputs, ref):
            r["vary"]["tested"].pop()
            r["vary"]["unstable"] += 1
        elif orig_hyb is not None and close(orig_hyb, ref, True):
            r["vary"]["harms"].append(f"{label}: hybridized {failed or 'differs'} where the original hybridizes")
        elif not failed and not (orig_hyb is not None and close(got, orig_hyb, True)):
            r["vary"]["harms"].append(f"{label}: hybridized differs")
        else:
            r["vary"]["unfixed"].append(f"{label}: hybridized {failed or 'differs as the original'}")

orig_dir, fixed_dir = sys.argv[1], sys.argv[2]
report = {}
for name in sorted(os.listdir(orig_dir)):
    if not name.endswith(".py"):
        continue
    r = report[name] = {}
    try:
        orig = load(os.path.join(orig_dir, name), "orig_" + name[:-3])
        rng = np.random.RandomState(0)
        inputs = [rng.uniform(-1, 1, size=s).astype("float32") for s in orig.INPUTS]
        mx.random.seed(0)
        block = orig.Net()
        block.initialize(mx.init.Xavier())
        complete(block)
        # Copied by structural name in memory: load_parameters takes a file whose names have no
        # dot (a block holding only its own parameters) as an old save_params file of global
        # names, which fails for a parameter whose attribute and name differ (self.weight =
        # params.get('weight_orig')). Taken before the reference run: a block that writes its
        # own Parameter in forward (an EMA `cluster_size[:] = ...`) would hand the compared runs
        # the state after one more call.
        saved = {k: p.data().asnumpy() for k, p in block._collect_params_with_prefix().items()}
        saved_by_name = {k: p.data().asnumpy() for k, p in by_name(block).items()}
        ref = run(block, inputs, False)
    except Exception as exc:
        r["error"] = f"original eager: {type(exc).__name__}: {exc}"[:300]
        continue
    # A block holding no Parameter runs without initialize() (GluonCV's tutorials call
    # DeNormalize(mean, std)(img) so): a fixed copy must still run that way, which the
    # initialized runs below cannot show.
    runs_uninitialized = False
    try:
        mx.random.seed(0)
        runs_uninitialized = close(run(orig.Net(), inputs, False), ref)
    except Exception:
        pass
    orig_hyb = None
    try:
        orig_hyb = fresh(orig, True, inputs)
        # A block that hybridizes without an error but computes something else (a python loop
        # over a Symbol's "rows" runs once) does not hybridize either.
        r["orig_hybridizes"] = close(orig_hyb, ref)
    except Exception as exc:
        r["orig_hybridizes"] = False
    try:
        fixed = load(os.path.join(fixed_dir, name), "fixed_" + name[:-3])
        if runs_uninitialized:
            mx.random.seed(0)
            try:
                run(fixed.Net(), inputs, False)
            except Exception as exc:
                r["fixed_eager"] = "fails"
                raise RuntimeError(f"without initialize(), which the original runs: {failure(exc)}")
        for hybrid in (False, True):
            got = fresh(fixed, hybrid, inputs)
            if close(got, ref):
                verdict = "equal"
            elif hybrid and orig_hyb is not None and close(got, orig_hyb):
                # what the original computes hybridized, unchanged by the fix: not resolved, and
                # no change the fix made
                verdict = "differs as the original"
            else:
                verdict = "CHANGED"
            r["fixed_hybrid" if hybrid else "fixed_eager"] = verdict
    except Exception as exc:
        r.setdefault("fixed_eager", "fails")
        r["fixed_hybrid"] = f"fails: {failure(exc)}"[:200]
    # other shapes only where the fix changed the file and its copy kept the outputs on INPUTS
    if VARY and r.get("fixed_eager") == "equal" and open(os.path.join(orig_dir, name)).read() != open(
            os.path.join(fixed_dir, name)).read():
        vary(r, orig, fixed, orig.INPUTS)
print(json.dumps(report))
'''


def _errors(path: Path, extra: list[str]) -> dict[str, int]:
    out = subprocess.run([sys.executable, "-m", "hybridlint", "check", "--no-cache", "--exit-zero",
                          "--output-format", "json", "-q", *extra, str(path)], capture_output=True, text=True,
                         cwd=path)
    counts: dict[str, int] = {}
    for d in json.loads(out.stdout or "[]"):
        if d.get("severity", "error") == "error" and d["code"] != "HYB000":
            name = Path(d["filename"]).name
            counts[name] = counts.get(name, 0) + 1
    return counts


def _verify_entries(directory: Path) -> None:
    """A pyproject.toml with one [[tool.hybridlint.verify]] entry per case (``Net`` on ``INPUTS``)."""
    lines = []
    for case in sorted(directory.glob("*.py")):
        tree = ast.parse(case.read_text(encoding="utf-8"))
        shapes = next((ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign)
                       and any(isinstance(t, ast.Name) and t.id == "INPUTS" for t in n.targets)), None)
        if shapes is None:
            continue
        dims = ", ".join('"' + "x".join(str(d) for d in shape) + '"' for shape in shapes)
        lines.append(f'[[tool.hybridlint.verify]]\ntarget = "{case.name}:Net"\ninputs = [{dims}]\n')
    (directory / "pyproject.toml").write_text("\n".join(lines), encoding="utf-8")


# the most one case may take in the runner (MXNet start-up, every --vary shape, eager and hybridized)
CASE_SECONDS = 600


def _run_cases(python, runner, orig: Path, fixed: Path, mode, cases: int):
    """The runner on the folders' cases, or None when it took over CASE_SECONDS a case (a hung
    case, MXNet after a crash in --vary's runs, must not stop the set)."""
    try:
        return subprocess.run([python, str(runner), str(orig), str(fixed), *mode], capture_output=True,
                              text=True, timeout=CASE_SECONDS * max(1, cases))
    except subprocess.TimeoutExpired:
        return None


def _case_by_case(python, runner, orig, fixed, mode, work: Path, cases=None, size=32) -> dict:
    """Cases in groups of ``size``, one process per group; a group whose process dies is run
    case by case, so only the crashing cases are lost (and reported)."""
    cases = sorted(p.name for p in orig.glob("*.py")) if cases is None else cases
    report = {}
    for start in range(0, len(cases), size):
        group = cases[start:start + size]
        where = work / f"{size}_{start}"
        one_orig, one_fixed = where / "orig", where / "fixed"
        for src, dst in ((orig, one_orig), (fixed, one_fixed)):
            dst.mkdir(parents=True)
            for case in group:
                shutil.copy(src / case, dst / case)
        out = _run_cases(python, runner, one_orig, one_fixed, mode, len(group))
        if out is not None and out.returncode == 0:
            report.update(json.loads(out.stdout.strip().splitlines()[-1]))
        elif size > 1:
            report.update(_case_by_case(python, runner, orig, fixed, mode, where / "one", group, 1))
        elif out is None:
            report[group[0]] = {"error": f"the runner process took over {CASE_SECONDS} s on this case"}
        else:
            report[group[0]] = {"error": f"the runner process died ({out.returncode}) on this case: "
                                         + (out.stderr.strip().splitlines() or ["no message"])[-1][:120]}
    return report


def _print_varied(report: dict) -> None:
    """--vary's lines: each harm with its shape, then the count (before the summary line, which
    stays the last)."""
    blocks = shapes = refused = unstable = 0
    harmed = []
    for name, r in report.items():
        v = r.get("vary")
        if v is None:
            continue
        blocks += bool(v["tested"])
        shapes += len(v["tested"])
        refused += v["refused"]
        unstable += v["unstable"]
        for line in v["harms"]:
            print(f"VARIED HARM\t{name}\t{line}")
        for line in v["unfixed"]:
            print(f"varied, not fixed there\t{name}\t{line}")
        harmed += [name] if v["harms"] else []
    print(f"\nvaried shapes: {blocks} fixed blocks tested on {shapes} other shapes "
          f"({refused} refused by the original eagerly, {unstable} on which it differs from itself); "
          f"blocks harmed on another shape: {len(harmed)}"
          + (f" ({', '.join(harmed)})" if harmed else ""))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cases", nargs="?", default=str(HERE / "fix_cases"))
    ap.add_argument("--python", help="a python with real MXNet (default: the bundled runtime)")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--keep", help="copy the fixed cases here")
    ap.add_argument("--infer-shapes", action="store_true",
                    help="lint and fix with `check --infer-shapes`, each case a verify entry on its INPUTS")
    ap.add_argument("--vary", type=int, default=0, metavar="N",
                    help="also run each fixed case on up to N other input shapes the original accepts "
                         "eagerly (batch 1 and 3, each other axis +1, x2, -1, a prime: all together, "
                         "then one at a time); a fixed copy that differs or fails there is a harm")
    args = ap.parse_args()
    extra = ["--infer-shapes"] if args.infer_shapes else []
    with tempfile.TemporaryDirectory() as tmp:
        orig, fixed = Path(tmp, "orig"), Path(tmp, "fixed")
        shutil.copytree(args.cases, orig, ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copytree(args.cases, fixed, ignore=shutil.ignore_patterns("__pycache__"))
        if args.infer_shapes:
            for d in (orig, fixed):
                _verify_entries(d)
        before = _errors(orig, extra)
        subprocess.run([sys.executable, "-m", "hybridlint", "check", "--no-cache", "--fix", "--unsafe-fixes",
                        "--exit-zero", "-q", *extra, str(fixed)], capture_output=True, text=True, cwd=fixed)
        after = _errors(fixed, extra)
        if args.keep:
            shutil.copytree(fixed, args.keep, dirs_exist_ok=True)
        runner = Path(tmp, "runner.py")
        runner.write_text(_RUNNER)
        python = args.python or sys.executable
        mode = ([] if args.python else ["bundled"]) + ([f"vary={args.vary}"] if args.vary else [])
        out = _run_cases(python, runner, orig, fixed, mode, len(list(orig.glob("*.py"))))
        if out is None or out.returncode < 0:
            # a native crash (MXNet 1.9.1 segfaults on a few graphs) or a hang takes every case of the
            # shared process with it: run the cases in processes of their own, the failing ones reported
            report = _case_by_case(python, runner, orig, fixed, mode, Path(tmp, "one"))
        elif out.returncode:
            print(out.stderr, file=sys.stderr)
            return 1
        else:
            report = json.loads(out.stdout.strip().splitlines()[-1])
    rows = []
    total_before = total_after = broken = fixed_ok = changed = eager_broken = 0
    for name, r in report.items():
        b, a = before.get(name, 0), after.get(name, 0)
        total_before += b
        total_after += min(a, b)
        was_broken = r.get("orig_hybridizes") is False
        ok = r.get("fixed_eager") == "equal" and r.get("fixed_hybrid") == "equal"
        broken += was_broken
        fixed_ok += was_broken and ok
        changed += "CHANGED" in (r.get("fixed_eager"), r.get("fixed_hybrid"))
        # the original ran eagerly (it is the reference), so a fixed copy that no longer does was
        # broken by the rewrite: harm, like a changed output
        eager_broken += r.get("fixed_eager") == "fails" and "error" not in r
        rows.append((name, b, a, r.get("orig_hybridizes"), r.get("fixed_eager"), r.get("fixed_hybrid"),
                     r.get("error")))
    engine = "MXNet (" + (args.python or "") + ")" if args.python else "bundled runtime"
    if args.markdown:
        print("| case | errors before | after | original hybridizes | fixed eager | fixed hybridized |")
        print("|---|---|---|---|---|---|")
        for name, b, a, oh, fe, fh, err in rows:
            print(f"| {name} | {b} | {a} | {oh} | {fe} | {fh or err} |")
    else:
        for row in rows:
            print(*row, sep="\t")
    if args.vary:
        _print_varied(report)
    resolved = 1 - total_after / total_before if total_before else 1.0
    print(f"\n{engine}: error lines resolved {total_before - total_after}/{total_before} ({resolved:.0%}); "
          f"blocks that did not hybridize and now do with equal outputs: {fixed_ok}/{broken}; "
          f"blocks with changed outputs: {changed}; fixed copies failing eagerly: {eager_broken}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
