"""Without the onnx package, `import mxnet.onnx` still works and exporting says what to install."""
import subprocess
import sys

SCRIPT = r"""
import sys
sys.modules["onnx"] = None      # as if it were not installed
from hybridlint.runtime import compat
mx = compat.install()
import mxnet.onnx
try:
    mx.onnx.export_model("m-symbol.json", "m.params", [(1, 2)])
except ImportError as e:
    print("ImportError:", e)
"""


def test_missing_onnx_names_the_extra():
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "pip install 'hybridlint[onnx]'" in out.stdout
