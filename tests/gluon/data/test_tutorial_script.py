"""Tutorial-style scripts (ArrayDataset.transform_first(Compose([...])) + DataLoader +
Trainer; a GluonCV-style one with random crops, lr_scheduler and mx.metric) run unchanged
under ``python -m hybridlint.runtime`` and train along real MXNet 1.9.1's curves."""
import json
import pathlib
import subprocess
import sys

import numpy as np
import pytest

from .expected import EXPECTED

SCRIPT = pathlib.Path(__file__).parent / "scripts" / "train_transforms.py"


@pytest.mark.parametrize("workers", [0, 2])
def test_script_trains_like_mxnet(tmp_path, workers):
    proc = subprocess.run([sys.executable, "-m", "hybridlint.runtime", str(SCRIPT), str(workers)],
                          cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    got = json.loads(proc.stdout.strip().splitlines()[-1])
    want = EXPECTED["tutorial"]
    assert (got["batch"], got["dtype"], got["label_dtype"]) == \
        (want["batch"], want["dtype"], want["label_dtype"])
    np.testing.assert_allclose(got["losses"], want["losses"], rtol=1e-4, atol=1e-5)


def test_classification_script_with_lr_scheduler_and_metric_trains_like_mxnet(tmp_path):
    script = SCRIPT.with_name("train_classification.py")
    proc = subprocess.run([sys.executable, "-m", "hybridlint.runtime", str(script)],
                          cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    got = json.loads(proc.stdout.strip().splitlines()[-1])
    want = EXPECTED["classification"]
    assert got["lr"] == want["lr"] and got["accuracy"] == want["accuracy"]
    np.testing.assert_allclose(got["losses"], want["losses"], rtol=1e-4, atol=1e-5)
