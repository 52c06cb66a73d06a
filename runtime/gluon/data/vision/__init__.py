"""Vision data: datasets over local files and image transforms."""
from . import datasets, transforms
from .datasets import *  # noqa: F403

__all__ = ["transforms"] + datasets.__all__
