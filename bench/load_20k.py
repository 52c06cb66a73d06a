"""The 20k-file load run of issue #9: many copies of one module, every copy must report the same.

    .venv/bin/python bench/load_20k.py [--files 20000] [--jobs 2]

Writes N copies of a module with one finding (HYB001 at 6:16) into 100 folders of a temporary
project, then runs ``hybridlint check -j JOBS --output-format concise`` three times: cold without
the cache, cold writing the cache, warm. Each run must report exactly one ``HYB001 6:16`` per copy
and nothing else, and the three sorted outputs must be identical (md5 printed). Prints wall time
and the peak RSS of the largest process of each run.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MODULE = ("from mxnet.gluon import HybridBlock\n\n\nclass N(HybridBlock):\n"
          "    def hybrid_forward(self, F, x):\n        return x.shape\n")
LINE = re.compile(r"^(.*\.py):(\d+):(\d+): (HYB\d{3}) ")


def _run(argv: list[str], cwd: Path) -> tuple[str, int, float, float]:
    start = time.perf_counter()
    proc = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    out, err = proc.communicate()
    took = time.perf_counter() - start
    # (ru_maxrss of the waited-for children: the largest of the CLI and its pool's workers)
    rss_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return out + err, proc.returncode, took, rss_mb


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", type=int, default=20_000)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    root = Path(tempfile.mkdtemp(prefix="hl-load-"))
    try:
        (root / "pyproject.toml").write_text("[tool.hybridlint]\n")
        for i in range(args.files):
            folder = root / f"pkg{i % 100:02d}"
            folder.mkdir(exist_ok=True)
            (folder / f"m{i:05d}.py").write_text(MODULE)
        check = [sys.executable, "-m", "hybridlint", "check", "-j", str(args.jobs), "--output-format", "concise"]
        print(f"{args.files} files, -j {args.jobs}, load average {os.getloadavg()[0]:.1f}")
        digests, ok = [], True
        for label, extra in (("cold, --no-cache", ["--no-cache"]), ("cold, writing the cache", []),
                             ("warm", [])):
            text, rc, took, rss = _run([*check, *extra, "."], root)
            found = [m.groups() for m in map(LINE.match, text.splitlines()) if m]
            per_file = {}
            for path, line, col, code in found:
                per_file.setdefault(path, []).append((line, col, code))
            good = (rc == 1 and len(found) == args.files and len(per_file) == args.files
                    and all(v == [("6", "16", "HYB001")] for v in per_file.values()))
            ok &= good
            digest = hashlib.md5("\n".join(sorted(map(":".join, found))).encode()).hexdigest()
            digests.append(digest)
            print(f"{label:25s} rc={rc} findings={len(found):6d} files={len(per_file):6d} "
                  f"{took:7.1f} s  peak RSS so far {rss:5.0f} MB  md5 {digest}  {'ok' if good else 'MISMATCH'}")
            if not good:
                print(text[-2000:])
        same = len(set(digests)) == 1
        print("all runs identical" if same else "OUTPUTS DIFFER")
        return 0 if ok and same else 1
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
