"""Installing hybridlint into an MXNet 1.9.1 environment (numpy 1.23.5) leaves numpy alone.

MXNet 1.9.1 needs numpy < 1.24; a hybridlint that pulled numpy 2.x would break it.  This builds
a fresh venv with numpy 1.23.5, installs the project (with its dependencies) and runs
`hybridlint check` there.  It needs the package index; without it the test is skipped.
"""
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_numpy_requirement_admits_mxnets_numpy():
    tomllib = pytest.importorskip("tomllib")
    from packaging.requirements import Requirement

    deps = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    numpy = next(Requirement(d) for d in deps if d.startswith("numpy"))
    assert numpy.specifier.contains("1.23.5")


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="numpy 1.23.5 has no wheel for Python 3.12+")
def test_install_into_a_numpy_1_23_environment(tmp_path):
    env = tmp_path / "env"
    venv.create(env, with_pip=True)
    python = env / "bin" / "python"
    pip = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    got = subprocess.run([*pip, "--only-binary=:all:", "numpy==1.23.5"], capture_output=True, text=True)
    if got.returncode != 0:
        pytest.skip(f"numpy 1.23.5 could not be installed (no package index?): {got.stderr[-300:]}")
    got = subprocess.run([*pip, str(ROOT)], capture_output=True, text=True)
    assert got.returncode == 0, got.stderr[-2000:]
    version = subprocess.run([str(python), "-c", "import numpy; print(numpy.__version__)"],
                             capture_output=True, text=True).stdout.strip()
    assert version == "1.23.5"
    (tmp_path / "m.py").write_text("from mxnet import gluon\n\nclass N(gluon.HybridBlock):\n"
                                   "    def hybrid_forward(self, F, x):\n        return x[0]\n")
    check = subprocess.run([str(env / "bin" / "hybridlint"), "check", "--no-cache", "m.py"], cwd=tmp_path,
                           capture_output=True, text=True)
    assert check.returncode == 1 and "HYB003" in check.stdout, check.stdout + check.stderr
