"""``mx.image`` (also ``mx.img``) as the alias serves it: the decoding, geometry and augmenters
of ``image`` with the iterators of ``image_iter`` (which builds on ``image``, hence the two).
``mxnet.image.image`` (MXNet's module path, which GluonCV imports for ``_get_interp_method``) is
``image`` itself (runtime/compat.py)."""
from __future__ import annotations

from .image import *  # noqa: F401,F403 - the namespace is image's public API plus the iterators
from .image import __all__ as _image_all
from .image_iter import ImageDetIter, ImageIter

__all__ = list(_image_all) + ["ImageIter", "ImageDetIter"]
