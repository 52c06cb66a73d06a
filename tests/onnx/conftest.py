import importlib.util

# onnx and onnxruntime come with the dev extra; an install without them does not collect these
# tests (the exporter itself says what to install: tests/onnx/test_without_onnx.py)
_HAVE = all(importlib.util.find_spec(m) for m in ("onnx", "onnxruntime"))
collect_ignore_glob = [] if _HAVE else ["test_op_cases.py", "test_models.py", "test_export_errors.py"]
