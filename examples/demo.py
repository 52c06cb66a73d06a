"""`make demo`: the linter, the fixer and the verifier on the bundled examples.

    python examples/demo.py

1. `hybridlint check examples/` finds the bugs in bad_blocks.py (and nothing
   in the good examples);
2. on a temporary copy, `hybridlint check --diff` shows the safe fixes and
   `--fix` applies them; the findings without a safe fix remain;
   shape_blocks.py (blocks that read `.shape`) is fixed with --unsafe-fixes --verify and no
   verify entry: each block is checked on inputs derived from its declarations;
3. `hybridlint verify` runs every block of the copy eagerly and hybridized:
   the good examples and the fixed blocks agree, the blocks still flagged
   fail while tracing, at the line and with the rule code the linter named;
4. examples/runtime_demo.py (export/import on the bundled runtime), if present.

The repository's files are never modified.  Exit status 0 when everything
behaved as described above, 1 otherwise.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent
REPO = EXAMPLES.parent
INPUT = "4x8"  # every block in bad_blocks.py takes a (4, 8) batch
# Blocks of bad_blocks.py whose bug has a safe fix, and those whose fix is unsafe (the rule it breaks).
FIXED_BY_SAFE_FIXES = ("AccumulateResidual", "AddBias", "EagerRelu", "FluentReshape", "FlattenByShape")
NEEDS_UNSAFE_FIX = {"FirstRow": "HYB003", "DataDependentBranch": "HYB006"}
GOOD = (("lenet.py:LeNet", "4x1x28x28", None), ("tutorial_mlp.py:get_net", "4x512", None),
        ("tutorial_mlp.py:MLP", "4x64", '{ hidden = 32 }'))

problems: list[str] = []


def section(title: str) -> None:
    print(f"\n{'=' * 78}\n{title}\n{'=' * 78}", flush=True)


def hybridlint(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "hybridlint", *args]
    print(f"$ hybridlint {' '.join(args)}", flush=True)
    env = {**os.environ, "HYBRIDLINT_NO_CACHE": "1"}
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, env=env, timeout=120, check=False)
    sys.stdout.write(textwrap.indent(proc.stdout, "  "))
    if proc.stderr.strip():
        sys.stdout.write(textwrap.indent(proc.stderr, "  [stderr] "))
    print(f"  -> exit {proc.returncode}", flush=True)
    return proc


def expect(ok: bool, what: str) -> None:
    print(f"  [{'ok' if ok else 'UNEXPECTED'}] {what}")
    if not ok:
        problems.append(what)


def findings(concise_output: str) -> list[tuple[str, int, str]]:
    """(file name, line, code) of each finding in `--output-format concise` output."""
    return [(Path(m.group(1)).name, int(m.group(2)), m.group(3))
            for m in re.finditer(r"^(\S+\.py):(\d+):\d+: (HYB\d{3})", concise_output, re.MULTILINE)]


def step_check() -> None:
    section("1. hybridlint check examples/")
    proc = hybridlint("check", "--output-format", "concise", "examples", cwd=REPO)
    found = findings(proc.stdout)
    expect(proc.returncode == 1, "exit 1: findings in bad_blocks.py")
    expect(all(name in ("bad_blocks.py", "shape_blocks.py") for name, _, _ in found),
           "no findings in the good examples")
    expect({code for name, _, code in found if name == "shape_blocks.py"} == {"HYB001"},
           "shape_blocks.py: every block reads `.shape` (HYB001)")
    expect({code for _, _, code in found} >= {"HYB001", "HYB003", "HYB004", "HYB006", "HYB007", "HYB008",
                                               "HYB009"}, "every planted bug found (7 rules)")


def write_verify_entries(work: Path) -> None:
    entries = [f'[[tool.hybridlint.verify]]\ntarget = "{t}"\ninputs = ["{i}"]\n' + (f"args = {a}\n" if a else "")
               for t, i, a in GOOD]
    entries += [f'[[tool.hybridlint.verify]]\ntarget = "bad_blocks.py:{name}"\ninputs = ["{INPUT}"]\n'
                for name in (*FIXED_BY_SAFE_FIXES, *NEEDS_UNSAFE_FIX)]
    (work / "pyproject.toml").write_text("\n".join(entries))
    print("  (the [[tool.hybridlint.verify]] entries of a pyproject.toml written next to the copy tell\n"
          "   --verify and `hybridlint verify` how to build each block and what to feed it)")


def step_fix(work: Path) -> None:
    section("2. hybridlint check --diff / --fix on a temporary copy of bad_blocks.py")
    write_verify_entries(work)
    proc = hybridlint("check", "--diff", "bad_blocks.py", cwd=work)
    expect(proc.returncode == 1 and proc.stdout.count("\n+") >= 5, "--diff shows the safe fixes")
    before = (work / "bad_blocks.py").read_text()
    proc = hybridlint("check", "--fix", "--verify", "--output-format", "concise", "bad_blocks.py", cwd=work)
    remaining = findings(proc.stdout)
    expect((work / "bad_blocks.py").read_text() != before, "--fix rewrote the copy")
    expect(sorted(code for _, _, code in remaining) == sorted(NEEDS_UNSAFE_FIX.values()),
           f"only {', '.join(sorted(NEEDS_UNSAFE_FIX.values()))} remain (their fixes are unsafe)")
    for name, code in NEEDS_UNSAFE_FIX.items():
        proc = hybridlint("verify", f"bad_blocks.py:{name}", "--input", INPUT, cwd=work)
        line = next((ln for _, ln, c in remaining if c == code), None)
        expect(proc.returncode == 1 and f"hybridize failed at bad_blocks.py:{line}: {code}" in proc.stdout,
               f"{name} still fails while tracing, at bad_blocks.py:{line} with {code}, where the linter pointed")
    proc = hybridlint("check", "--fix", "--unsafe-fixes", "--verify", "--show-fixes", "--output-format",
                      "concise", "bad_blocks.py", cwd=work)
    expect(proc.returncode == 0 and not findings(proc.stdout),
           "--unsafe-fixes --verify fixed the rest, each fixed block checked against the original")


def step_shapes() -> None:
    section("2b. `.shape` blocks fixed and verified with no [[tool.hybridlint.verify]] entry")
    with tempfile.TemporaryDirectory(prefix="hybridlint-demo-shapes-") as tmp:
        work = Path(tmp)
        shutil.copy(EXAMPLES / "shape_blocks.py", work / "shape_blocks.py")
        print("  (a copy of examples/shape_blocks.py alone: no pyproject.toml, so --verify derives\n"
              "   each block's inputs from what it declares)")
        proc = hybridlint("check", "--fix", "--unsafe-fixes", "--verify", "--output-format", "concise",
                          "shape_blocks.py", cwd=work)
        text = (work / "shape_blocks.py").read_text()
        expect(proc.returncode == 0 and ".shape" not in text.split('"""', 2)[2],
               "every `.shape` read rewritten (reshape codes, broadcast_like, F.mean)")
        for name in ("SubPixelUpsample", "TokenMixer", "MaskedMean"):
            expect(re.search(rf"verified {name}: fixed eager and hybridized outputs match the original "
                             r"\(1 output\) \[inputs [0-9x]+: ", proc.stderr) is not None,
                   f"{name}: fixed eager == hybridized == original, on inputs derived from its declarations")


def step_verify(work: Path) -> None:
    section("3. hybridlint verify: eager vs hybridized vs static, for every block of the fixed copy")
    proc = hybridlint("verify", cwd=work)
    expect(proc.returncode == 0, "exit 0: every block agrees")
    verdicts = {}
    for block in re.split(r"^(?=verify )", proc.stdout, flags=re.MULTILINE):
        head = re.match(r"verify \S+?:(\w+)", block)
        if head:
            verdicts[head.group(1)] = block
    for target, _, _ in GOOD:
        name = target.split(":")[1]
        expect("\nOK: " in verdicts.get(name, ""), f"{name}: eager == hybridized == static")
    for name in (*FIXED_BY_SAFE_FIXES, *NEEDS_UNSAFE_FIX):
        expect("\nOK: " in verdicts.get(name, ""), f"{name} (fixed): eager == hybridized == static")


def step_runtime_demo() -> None:
    script = EXAMPLES / "runtime_demo.py"
    if not script.is_file():
        return
    section("4. examples/runtime_demo.py: export and import on the bundled runtime")
    print(f"$ python {script.relative_to(REPO)}", flush=True)
    proc = subprocess.run([sys.executable, str(script)], cwd=REPO, capture_output=True, text=True, timeout=120, check=False)
    sys.stdout.write(textwrap.indent(proc.stdout + proc.stderr, "  "))
    expect(proc.returncode == 0, "runtime demo: all outputs agree")


def main() -> int:
    start = time.perf_counter()
    step_check()
    with tempfile.TemporaryDirectory(prefix="hybridlint-demo-") as tmp:
        work = Path(tmp)
        for name in ("bad_blocks.py", "lenet.py", "tutorial_mlp.py"):
            shutil.copy(EXAMPLES / name, work / name)
        step_fix(work)
        step_verify(work)
    step_shapes()
    step_runtime_demo()
    section("Summary")
    took = time.perf_counter() - start
    if problems:
        print(f"{len(problems)} unexpected result(s) in {took:.1f} s:")
        for p in problems:
            print(f"  - {p}")
        return 1
    print(f"everything behaved as expected ({took:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
