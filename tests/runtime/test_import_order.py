"""Every runtime module imports on its own, first, in a fresh interpreter (a module-level
import between runtime modules must not close a cycle through a lazy __getattr__)."""
import subprocess
import sys

import pytest

MODULES = ["ndarray", "random", "autograd", "nd", "graph_grad", "compiler.grad", "mempool",
           "gluon.trainer", "optimizer", "rng", "tape", "symbol", "sym", "symbol_json"]


@pytest.mark.parametrize("module", MODULES)
def test_module_imports_first(module):
    got = subprocess.run([sys.executable, "-c", f"import hybridlint.runtime.{module}"],
                         capture_output=True, text=True, timeout=120)
    assert got.returncode == 0, got.stderr
