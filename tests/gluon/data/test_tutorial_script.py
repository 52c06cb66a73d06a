"""A tutorial-style script (ArrayDataset.transform_first(Compose([...])) + DataLoader +
Trainer) runs unchanged under ``python -m hybridlint.runtime`` and trains along real
MXNet 1.9.1's loss curve."""
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
