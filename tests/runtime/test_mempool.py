"""mempool.keep_freed_memory: glibc's malloc thresholds are fixed once, so a training
step's arrays are reused from the heap instead of being page-faulted back in."""
import os
import platform
import subprocess
import sys

import pytest
from hybridlint.runtime import mempool

GLIBC = platform.system() == "Linux" and platform.libc_ver()[0] == "glibc"

# a "step": a few arrays of a few MiB, all freed by its end; prints minor faults per step
STEP = """
import resource, numpy as np
from hybridlint.runtime import mempool
mempool.keep_freed_memory()
def step():
    a = [np.ones(s, dtype=np.uint8) for s in (3 << 20, 1 << 20, 2 << 20, 5 << 20, 600 << 10)]
    del a
for _ in range(3):
    step()
before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
for _ in range(20):
    step()
print((resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before) / 20)
"""


def test_done_once_and_opt_out(monkeypatch):
    monkeypatch.setattr(mempool, "_state", None)
    monkeypatch.setenv("HYBRIDLINT_KEEP_FREED_MEMORY", "0")
    assert mempool.keep_freed_memory() is False
    monkeypatch.setenv("HYBRIDLINT_KEEP_FREED_MEMORY", "1")
    assert mempool.keep_freed_memory() is False        # decided once per process
    monkeypatch.setattr(mempool, "_state", None)
    assert mempool.keep_freed_memory() is GLIBC


@pytest.mark.skipif(not GLIBC, reason="the thresholds are glibc's")
def test_a_step_reuses_its_arrays_without_page_faults():
    def faults(setting):
        env = dict(os.environ, HYBRIDLINT_KEEP_FREED_MEMORY=setting)
        out = subprocess.run([sys.executable, "-c", STEP], env=env, capture_output=True,
                             text=True, check=True)
        return float(out.stdout.split()[-1])
    # glibc's own dynamic thresholds return ~12 MiB to the kernel every step
    assert faults("0") > 1000
    assert faults("1") < 50
