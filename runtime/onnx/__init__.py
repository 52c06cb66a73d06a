"""ONNX export of MXNet graphs: ``mx.onnx.export_model`` under the ``mxnet`` alias and
``hybridlint export-onnx``.

Holds the exporter (``export.py``), the graph builder (``builder.py``) and one lowering per MXNet
op (``table.py`` with ``lowering_nn.py`` and ``lowering_tensor.py``).  It reads the runtime's
graph, shape/type inference, ``-symbol.json`` and ``.params`` readers and imports nothing above
them.  The ``onnx`` package is an optional extra (``pip install 'hybridlint[onnx]'``): this package
imports without it, so ``import mxnet.onnx`` works, and exporting says what to install.
"""
from __future__ import annotations

__all__ = ["export_model", "exporter", "get_operator_support", "ONNX_MISSING"]

ONNX_MISSING = ("ONNX export needs the onnx package: pip install 'hybridlint[onnx]' "
                "(or pip install onnx)")


def exporter():
    """The ``export`` module; an ImportError that says what to install when onnx is missing."""
    # the optional dependency is imported on first use, not at `import mxnet`
    try:
        from . import export
    except ImportError as e:
        if "onnx" not in str(e):
            raise
        raise ImportError(ONNX_MISSING) from e
    return export


def export_model(sym, params, in_shapes=None, in_types="float32", onnx_file_path="model.onnx",
                 verbose=False, dynamic=False, dynamic_input_shapes=None,
                 run_shape_inference=False, input_type=None, input_shape=None):
    """See :func:`hybridlint.runtime.onnx.export.export_model` (MXNet 1.9.1's signature)."""
    return exporter().export_model(
        sym, params, in_shapes=in_shapes, in_types=in_types, onnx_file_path=onnx_file_path,
        verbose=verbose, dynamic=dynamic, dynamic_input_shapes=dynamic_input_shapes,
        run_shape_inference=run_shape_inference, input_type=input_type, input_shape=input_shape)


def get_operator_support(opset_version=None):
    """MXNet op names that can be exported (MXNet 1.9.1 has the same function)."""
    return sorted(exporter().LOWERINGS)
