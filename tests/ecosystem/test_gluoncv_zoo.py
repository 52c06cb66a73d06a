"""GluonCV 0.10.5's model zoo unchanged on the runtime (issue 12), through
``bench/gluoncv_zoo_sweep.py``: a sample of zoo entries, one or two per family, each built
unchanged, run eagerly and hybridized, and -- when ``HYBRIDLINT_MXNET_PYTHON`` names a Python
with real MXNet 1.9.1 and GluonCV's dependencies -- compared with MXNet's outputs for the same
weights and input.  ``HYBRIDLINT_ZOO_ONLY`` (comma-separated substrings) picks other entries;
``HYBRIDLINT_ZOO_ONLY=all`` sweeps the whole zoo (hours on 2 cores).  A failure lists each model
that does not pass with its first error: the remaining failures with their causes.

Run by ``make ecosystem-check ECO=DIR [MXNET_PY=...]``; skipped when the packages are absent.
"""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from .test_imports import ROOTS, _missing

pytestmark = pytest.mark.ecosystem

SWEEP = Path(__file__).resolve().parents[2] / "bench" / "gluoncv_zoo_sweep.py"
# one or two entries per family, small enough for a 2-core box
SAMPLE = ["cifar_resnet20_v1", "cifar_resnext29_16x64d", "mobilenetv2_0.25", "squeezenet1.1",
          "resnet18_v1b", "se_resnet18_v1", "shufflenet_v2", "densenet121",
          "ssd_300_mobilenet0.25_voc", "yolo3_mobilenet0.25_voc", "center_net_resnet18_v1b_voc",
          "simple_pose_resnet18_v1b", "mobile_pose_mobilenetv3_small", "fcn_resnet50_voc",
          "r2plus1d_resnet18_kinetics400", "monodepth2_resnet18_kitti_stereo_640x192"]


def test_gluoncv_zoo_sample(tmp_path):
    if "gluoncv" not in ROOTS:
        pytest.skip("set HYBRIDLINT_ECOSYSTEM=DIR (the unpacked GluonCV)")
    missing = _missing("gluoncv")
    if missing:
        pytest.skip(f"gluoncv's own dependencies are not installed here ({', '.join(missing)})")
    only = os.environ.get("HYBRIDLINT_ZOO_ONLY", "")
    names = "" if only == "all" else (only or ",".join(SAMPLE))
    mxnet_python = os.environ.get("HYBRIDLINT_MXNET_PYTHON", "")
    rows = tmp_path / "rows.jsonl"
    cmd = [sys.executable, "-m", "hybridlint.runtime", str(SWEEP), ROOTS["gluoncv"],
           "--refs", str(tmp_path / "refs"), "--rows", str(rows), "--limit-s", "600"]
    if names:
        cmd += ["--only", names, "--exact"]
    if mxnet_python:
        cmd += ["--mxnet-python", mxnet_python]
    subprocess.run(cmd, check=True, capture_output=True, text=True)
    if mxnet_python:
        # a row outside rtol/atol is judged against MXNet's float64 run, as the sweep's counts
        # are: within noise when MXNet's own float32 output is as far from it (the session-11 rule)
        subprocess.run(cmd + ["--add-f64"], check=True, capture_output=True, text=True)
    # the saved arrays re-judge rows only where MXNet's outputs were recorded beside them
    refs = ["--refs", str(tmp_path / "refs")] if mxnet_python else []
    report = subprocess.run([sys.executable, str(SWEEP), ROOTS["gluoncv"], "--rows", str(rows),
                             *refs, "--report"], check=True, capture_output=True, text=True).stdout
    print(report)
    table = report.split("| remaining failure", 1)[1].split("\n\n", 1)[0]
    failing = table.splitlines()[2:]
    assert not failing, "models that do not pass, by cause:\n" + "\n".join(failing)
