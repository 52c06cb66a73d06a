"""``mxnet.contrib.amp`` (and ``mxnet.contrib.amp.amp``); see :mod:`.amp`."""
from . import amp
from .amp import *  # noqa: F401,F403

__all__ = ["amp", *amp.__all__]
