"""How fast is `hybridlint check`? Cold, warm and one-file, next to ruff (and flake8) on the same tree.

    python bench/lint_speed.py [DIR] [--repeat N] [--jobs N] [--markdown]

DIR defaults to $HYBRIDLINT_CORPUS or /work/corpus.  Every figure is the
median (and the best) wall time of N runs of the real command line in a fresh
process (start-up included, as a user or pre-commit sees it):

* cold: no cache (``--no-cache``);
* warm: cache primed by a previous run, nothing changed;
* one file: the pre-commit case, one file with hybrid code, cold and warm.

Goals (2-core machine, 2 processes): cold <= 2 s, warm <= 0.4 s, one file <= 0.3 s.
ruff and flake8 are run only if installed; they check different things, so
their figures are a yardstick for "what a fast linter costs here", not a race.

Other work on the machine inflates every figure, so the load average is
printed at the start and at the end; on a shared machine the best of N is the
closer estimate of what an idle machine does, the median what a user sees.
``--timings`` adds one cold run with ``HYBRIDLINT_TIMINGS=1`` (the CLI's
phases: read, index, analyze...).

hybridlint runs with a bytecode cache (``PYTHONPYCACHEPREFIX`` in the
temporary directory, ``PYTHONDONTWRITEBYTECODE`` unset for the timed
commands, one untimed run first), as an installed package has one: without
it every run compiles hybridlint's ~60 modules from source, about 50 ms that
a user never pays.
"""
from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

GOALS = {"cold": 2.0, "warm": 0.4, "one file (cold)": 0.3, "one file (warm)": 0.3,
         "one file, no hybrid code (cold)": 0.3}


_ENV: dict[str, str] | None = None      # the timed commands' environment (see the module doc)


def _time(cmd: list[str], cwd: Path, repeat: int) -> tuple[tuple[float, float], subprocess.CompletedProcess]:
    """(median, best) wall seconds of ``repeat`` runs, and the last run."""
    times = []
    proc = None
    for _ in range(repeat):
        start = time.perf_counter()
        proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, env=_ENV)
        times.append(time.perf_counter() - start)
    return (statistics.median(times), min(times)), proc


def _load() -> str:
    return f"{os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else "?"


def _tool(name: str) -> str | None:
    local = Path(sys.executable).with_name(name)
    return str(local) if local.exists() else shutil.which(name)


def _one_hybrid_file(root: Path) -> Path | None:
    preferred = root / "mxnet_whl" / "mxnet" / "gluon" / "loss.py"
    if preferred.is_file():
        return preferred
    for path in sorted(root.rglob("*.py")):
        try:
            if "hybrid_forward" in path.read_text(encoding="utf-8", errors="replace"):
                return path
        except OSError:
            continue
    return None


def _one_plain_file(root: Path) -> Path | None:
    """A file with no hybrid code at all: the common case for a pre-commit hook."""
    for path in sorted(root.rglob("*.py")):
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        if "hybrid" not in text.lower() and "F." not in text and len(text) > 5000:
            return path
    return None


def _count(root: Path) -> tuple[int, int]:
    files = lines = 0
    for path in root.rglob("*.py"):
        files += 1
        try:
            lines += path.read_bytes().count(b"\n")
        except OSError:
            pass
    return files, lines


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("dir", nargs="?", default=os.environ.get("HYBRIDLINT_CORPUS", "/work/corpus"))
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--markdown", action="store_true", help="print a markdown table for bench/RESULTS.md")
    parser.add_argument("--timings", action="store_true", help="also print the CLI's phases for one cold run")
    args = parser.parse_args(argv)
    load_start = _load()

    root = Path(args.dir).resolve()
    if not root.is_dir():
        print(f"lint_speed: {root} is not a directory (give the corpus directory)", file=sys.stderr)
        return 2
    hybridlint = [sys.executable, "-m", "hybridlint", "check"]
    common = ["--exit-zero", "--quiet", "--output-format", "concise", "--jobs", str(args.jobs)]
    rows: list[tuple[str, str, tuple[float, float], str]] = []
    files, lines = _count(root)

    global _ENV
    with tempfile.TemporaryDirectory() as tmp:
        _ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        _ENV["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        subprocess.run([*hybridlint, ".", "--no-cache", *common], cwd=root, capture_output=True, env=_ENV)
        cache = Path(tmp) / "cache"
        t, proc = _time([*hybridlint, ".", "--no-cache", *common], root, args.repeat)
        findings = len([line for line in proc.stdout.splitlines() if line.strip()])
        if proc.returncode != 0:
            print(proc.stderr, file=sys.stderr)
            return 2
        rows.append(("hybridlint", "cold", t, f"{findings} findings"))
        subprocess.run([*hybridlint, ".", "--cache-dir", str(cache), *common], cwd=root, capture_output=True,
                       env=_ENV)
        t, _ = _time([*hybridlint, ".", "--cache-dir", str(cache), *common], root, args.repeat)
        rows.append(("hybridlint", "warm", t, ""))
        one = _one_hybrid_file(root)
        if one is not None:
            rel = one.relative_to(root).as_posix()
            t, _ = _time([*hybridlint, rel, "--no-cache", *common], root, args.repeat)
            rows.append(("hybridlint", "one file (cold)", t, rel))
            one_cache = Path(tmp) / "one-cache"
            subprocess.run([*hybridlint, rel, "--cache-dir", str(one_cache), *common], cwd=root,
                           capture_output=True, env=_ENV)
            t, _ = _time([*hybridlint, rel, "--cache-dir", str(one_cache), *common], root, args.repeat)
            rows.append(("hybridlint", "one file (warm)", t, rel))

        plain = _one_plain_file(root)
        if plain is not None:
            plain_rel = plain.relative_to(root).as_posix()
            t, _ = _time([*hybridlint, plain_rel, "--no-cache", *common], root, args.repeat)
            rows.append(("hybridlint", "one file, no hybrid code (cold)", t, plain_rel))

        ruff = _tool("ruff")
        if ruff:
            version = subprocess.run([ruff, "--version"], capture_output=True, text=True).stdout.strip()
            ruff_cmd = [ruff, "check", ".", "--isolated", "--exit-zero", "--quiet"]
            t, _ = _time([*ruff_cmd, "--no-cache"], root, args.repeat)
            rows.append((version, "cold", t, "default rules (E4, E7, E9, F)"))
            ruff_cache = Path(tmp) / "ruff-cache"
            subprocess.run([*ruff_cmd, "--cache-dir", str(ruff_cache)], cwd=root, capture_output=True)
            t, _ = _time([*ruff_cmd, "--cache-dir", str(ruff_cache)], root, args.repeat)
            rows.append((version, "warm", t, ""))
            if one is not None:
                t, _ = _time([ruff, "check", rel, "--isolated", "--exit-zero", "--quiet", "--no-cache"], root,
                             args.repeat)
                rows.append((version, "one file (cold)", t, rel))
        flake8 = _tool("flake8")
        if flake8:
            t, _ = _time([flake8, ".", "--exit-zero", "-j", str(args.jobs)], root, args.repeat)
            rows.append(("flake8", "cold", t, "default plugins"))

        phases = ""
        if args.timings:
            proc = subprocess.run([*hybridlint, ".", "--no-cache", *common], cwd=root, capture_output=True,
                                  text=True, env=dict(_ENV, HYBRIDLINT_TIMINGS="1"))
            phases = "; ".join(line.replace("hybridlint timing: ", "") for line in proc.stderr.splitlines()
                               if line.startswith("hybridlint timing:"))

    # Other work on the machine inflates every figure: say how busy it was.
    machine = (f"{_cpu_model()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, {platform.system()}, "
               f"load average {load_start} at the start, {_load()} at the end")
    header = (f"{root}: {files} .py files, {lines} lines; median and best of {args.repeat} runs; "
              f"--jobs {args.jobs}; {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; {machine}")
    if args.markdown:
        print(header + "\n")
        print("| tool | case | median s | best s | goal | note |")
        print("|---|---|---:|---:|---:|---|")
        for tool, case, (median, best), note in rows:
            goal = f"<= {GOALS[case]}" if tool == "hybridlint" and case in GOALS else ""
            print(f"| {tool} | {case} | {median:.2f} | {best:.2f} | {goal} | {note} |")
    else:
        print(header)
        print(f"{'tool':<14} {'case':<32} {'median':>7} {'best':>6}  {'goal':>5}  note")
        for tool, case, (median, best), note in rows:
            goal = f"{GOALS[case]:.1f}" if tool == "hybridlint" and case in GOALS else ""
            flag = "" if not goal or median <= GOALS[case] else "  (median over goal)"
            print(f"{tool:<14} {case:<32} {median:>7.2f} {best:>6.2f}  {goal:>5}  {note}{flag}")
    if phases:
        print(f"\nphases of one cold run: {phases}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
