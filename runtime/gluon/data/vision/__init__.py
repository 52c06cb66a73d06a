"""Vision data: datasets over local files and image transforms."""
from . import transforms
from .datasets import *  # noqa: F403

__all__ = ["transforms", "MNIST", "FashionMNIST", "CIFAR10", "CIFAR100", "ImageRecordDataset",
           "ImageFolderDataset"]
