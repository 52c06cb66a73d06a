"""``mxnet.gluon.data`` on the hybridlint runtime: datasets, samplers, the
DataLoader and ``vision`` (datasets over local files, transforms)."""
from . import dataloader, dataset, sampler, vision
from .dataloader import *  # noqa: F403
from .dataset import *  # noqa: F403
from .sampler import *  # noqa: F403

__all__ = (dataset.__all__ + sampler.__all__  # noqa: F405  (DataLoader comes from the star import)
           + ["DataLoader", "dataloader", "dataset", "sampler", "vision"])
