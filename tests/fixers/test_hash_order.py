"""The fixes do not depend on python's string hashing: a set of names iterated where the order
picks a tensor to read a size from made `check --fix` rewrite one more or one fewer line by
PYTHONHASHSEED (session 68, a loop's carried names in fixers/_shapes.py)."""
from __future__ import annotations

import os
import subprocess
import sys

from hybridlint.fixers.shape_flow import _module

# farthest point sampling: `farthest` and `distance` carried by the loop; which of them is read
# for `B` decided whether `N` could be built
_FPS = _module("B, N, C = x.shape\ndistance = F.ones((B, N)) * 1e10\nfarthest = F.zeros((B,))\n"
               "for _ in range(2):\n"
               "    centroid = F.take(x.reshape((B * N, C)), farthest + F.arange(B) * N)\n"
               "    distance = F.minimum(distance, F.sum(F.broadcast_sub(x, centroid.expand_dims(1)) ** 2, axis=-1))\n"
               "    farthest = F.argmax(distance, axis=-1)\nreturn farthest")


def _fixed(tmp_path, seed: str) -> str:
    path = tmp_path / f"seed{seed}" / "net.py"
    path.parent.mkdir()
    path.write_text(_FPS, encoding="utf-8")
    env = {**os.environ, "PYTHONHASHSEED": seed}
    subprocess.run([sys.executable, "-m", "hybridlint", "check", "--no-cache", "--fix", "--unsafe-fixes",
                    "--exit-zero", "-q", str(path)], capture_output=True, text=True, env=env, check=True)
    return path.read_text(encoding="utf-8")


def test_fixes_do_not_depend_on_hash_seed(tmp_path):
    # (seeds 0 and 1 took different tensors before the fix)
    texts = {seed: _fixed(tmp_path, seed) for seed in ("0", "1", "3")}
    assert texts["0"] != _FPS
    assert texts["0"] == texts["1"] == texts["3"]
