"""``mx.image`` (also ``mx.img``) as the alias serves it: the decoding, geometry and augmenters
of ``image`` with the iterators of ``image_iter`` and ``image_det`` (which build on ``image``,
hence three modules).
``mxnet.image.image`` and ``mxnet.image.detection`` (MXNet's module paths: ``ImageIter`` and
``ImageDetIter`` are defined there, and GluonCV imports the private ``_get_interp_method`` from
the first) are this module too (runtime/compat.py)."""
from __future__ import annotations

from .image import *  # noqa: F401,F403 - the namespace is image's public API plus the iterators
from .image import __all__ as _image_all
from .image import _get_interp_method  # noqa: F401 - imported by GluonCV from mxnet.image.image
from .image_det import *  # noqa: F401,F403
from .image_det import __all__ as _det_all
from .image_iter import ImageIter

__all__ = list(_image_all) + ["ImageIter"] + list(_det_all)
