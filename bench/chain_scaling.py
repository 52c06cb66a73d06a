"""Synthetic scaling bench for rebinding chains (session 65, H446, issue #10).

Generates one ``hybrid_forward`` per construct with N chained lines that each read the previous
binding (several times), and times ``hybridlint check --no-cache --jobs 1`` (optionally with
``--fix --unsafe-fixes --diff``) per N with ``HYBRIDLINT_FILE_TIME_LIMIT=0``: cost that grows
faster than linear in N shows a walk over a name's bindings that is not memoized.

    python bench/chain_scaling.py [--sizes 2,4,8,16] [--kinds fdense,swap] [--fix] [--write DIR]
"""
from __future__ import annotations

import argparse
import os
import pathlib
import resource
import subprocess
import sys
import tempfile

HEAD = """import mxnet as mx
from mxnet.gluon import nn


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(4, flatten=False)
            self.w = self.params.get("w", shape=(4,))
            self.g = self.params.get("g", shape=(4,))
"""


def _body(kind: str, n: int) -> str:
    """The forward of construct ``kind`` with ``n`` chained lines."""
    lines: list[str] = []
    args = "x, w, g"
    if kind == "fdense":
        lines.append("h = x")
        lines += ["h = self.fc(h + w * h) + h * w"] * n
        ret = "h"
    elif kind == "mulg":
        lines.append("h = x")
        lines += ["h = h * g + h"] * n
        ret = "h"
    elif kind == "swap":
        lines.append("a, b = x, x * w")
        lines += ["a, b = b + a, a * b"] * n
        ret = "a + b"
    elif kind == "helper":
        lines.append("h = x")
        lines += ["h = self._step(F, h, w)"] * n
        ret = "h"
    elif kind == "concat":
        lines.append("h = x")
        lines += ["h = F.concat(h, h, dim=1)"] * n
        ret = "h"
    elif kind == "ifelse":
        lines.append("h = x")
        for i in range(n):
            lines += [f"if self.flag > {i}:", "    h = h * w + h", "else:", "    h = h + g * h"]
        ret = "h"
    elif kind == "loop":
        lines.append("h = x")
        for _ in range(n):
            lines += ["for _ in range(2):", "    h = h * w + h"]
        ret = "h"
    else:
        raise SystemExit(f"unknown kind {kind}")
    body = "".join(f"        {ln}\n" for ln in lines)
    helper = ""
    if kind == "helper":
        helper = "\n    def _step(self, F, h, w):\n        return self.fc(h + w * h) + h * w\n"
    return (f"\n    def hybrid_forward(self, F, {args}):\n{body}        return {ret}\n{helper}")


KINDS = ("fdense", "mulg", "swap", "helper", "concat", "ifelse", "loop")


def source(kind: str, n: int) -> str:
    head = HEAD.replace("super().__init__(**kwargs)", "super().__init__(**kwargs)\n        self.flag = 3")
    return head + _body(kind, n)


def _time(path: pathlib.Path, fix: bool, wall: float) -> float:
    """CPU seconds (user+sys) of one check of ``path`` in a child process (killed after ``wall``
    seconds: a geometric construct at the next size would run for hours)."""
    cmd = [sys.executable, "-m", "hybridlint", "check", str(path), "--no-cache", "--jobs", "1",
           "--exit-zero", "-q"]
    if fix:
        cmd += ["--fix", "--unsafe-fixes", "--diff"]
    env = dict(os.environ, HYBRIDLINT_FILE_TIME_LIMIT="0")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False,
                       timeout=wall)
    except subprocess.TimeoutExpired:
        pass
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="2,4,8,16,24,32,40")
    ap.add_argument("--kinds", default=",".join(KINDS))
    ap.add_argument("--fix", action="store_true", help="time --fix --unsafe-fixes --diff too")
    ap.add_argument("--write", help="only write the files to this folder")
    ap.add_argument("--max", type=float, default=60.0, help="stop a construct after a run this slow")
    a = ap.parse_args()
    sizes = [int(s) for s in a.sizes.split(",")]
    kinds = a.kinds.split(",")
    if a.write:
        out = pathlib.Path(a.write)
        out.mkdir(parents=True, exist_ok=True)
        for k in kinds:
            for n in sizes:
                (out / f"{k}{n}.py").write_text(source(k, n))
        return
    with tempfile.TemporaryDirectory() as tmp:
        print("| construct | " + " | ".join(f"N={n}" for n in sizes) + " |")
        print("|---|" + "---:|" * len(sizes))
        for k in kinds:
            for fix in ([False, True] if a.fix else [False]):
                cells = []
                for n in sizes:
                    p = pathlib.Path(tmp) / f"{k}{n}.py"
                    p.write_text(source(k, n))
                    t = _time(p, fix, 20 * a.max)
                    cells.append(f"{t:.2f}" if t < a.max else f">{a.max:.0f}")
                    if t >= a.max:
                        break       # (a construct this slow is only slower at the next size)
                cells += ["-"] * (len(sizes) - len(cells))
                print(f"| {k}{' --fix' if fix else ''} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
