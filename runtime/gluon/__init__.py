"""Gluon on the hybridlint runtime (MXNet 1.9.1's ``mxnet.gluon``): blocks, parameters, layers, losses,
the trainer, data loading, rnn and the model zoo.

Layer ``gluon``: may import everything below it (libraries such as initializer and optimizer, the
compiler, the frontend, ``ops``, the core); only the entry layer above it (the package root,
compat, onnx) may import it.
"""
from . import contrib, data, loss, model_zoo, nn, parameter, rnn, utils
from .block import Block, HybridBlock, SymbolBlock
from .parameter import Constant, DeferredInitializationError, Parameter, ParameterDict
from .trainer import Trainer

__all__ = ["Block", "HybridBlock", "SymbolBlock", "Parameter", "Constant", "ParameterDict",
           "DeferredInitializationError", "Trainer", "nn", "contrib", "loss", "parameter", "utils",
           "data", "rnn", "model_zoo"]

# Parts of mxnet.gluon the runtime does not have yet: say so instead of a bare AttributeError.
_MISSING = ("metric",)


def __getattr__(name):
    if name in _MISSING:
        raise AttributeError(f"gluon.{name} is not provided by the hybridlint runtime yet "
                             "(it covers Block, HybridBlock, SymbolBlock, Parameter, Trainer, "
                             "loss, nn, contrib.nn, utils, data, rnn and model_zoo)")
    raise AttributeError(f"module 'gluon' has no attribute {name!r}")
