"""`make demo` (examples/demo.py) runs, leaves the examples untouched, and says everything behaved."""
import subprocess
import sys

from .conftest import EXAMPLES, REPO


def test_demo_runs_and_leaves_examples_untouched():
    before = {p.name: p.read_bytes() for p in EXAMPLES.glob("*.py")}
    proc = subprocess.run([sys.executable, str(EXAMPLES / "demo.py")], cwd=REPO, capture_output=True,
                          text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert "UNEXPECTED" not in proc.stdout
    for title in ("1. hybridlint check", "2. hybridlint check --diff", "3. hybridlint verify", "Summary"):
        assert title in proc.stdout
    assert "everything behaved as expected" in proc.stdout
    assert {p.name: p.read_bytes() for p in EXAMPLES.glob("*.py")} == before
