"""``mxnet.gluon.model_zoo``: ``vision`` (pretrained-architecture definitions with MXNet's
parameter names) and ``model_store`` (pretrained files)."""
from . import model_store, vision
from .vision import get_model  # noqa: F401

__all__ = ["model_store", "vision", "get_model"]
