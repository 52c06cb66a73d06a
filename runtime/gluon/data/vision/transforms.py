"""Image transforms (MXNet 1.9.1's ``gluon.data.vision.transforms``).

The HybridBlocks call the ``image`` ops (``F.image.to_tensor`` ...), so they
hybridize; ``CenterCrop`` and ``RandomResizedCrop`` are plain Blocks over
``mx.image.center_crop`` / ``random_size_crop``, which draw their boxes from
python's ``random`` as MXNet does -- ``random.seed(n)`` gives MXNet's crops.
Images are (H, W, C); sizes are (width, height).
"""
from __future__ import annotations

import random

import numpy as np

from .... import image
from ...block import Block, HybridBlock
from ...nn import HybridSequential, Sequential

__all__ = ["Compose", "Cast", "ToTensor", "Normalize", "Rotate", "RandomRotation",
           "RandomResizedCrop", "CropResize", "CenterCrop", "Resize", "RandomFlipLeftRight",
           "RandomFlipTopBottom", "RandomBrightness", "RandomContrast", "RandomSaturation",
           "RandomHue", "RandomColorJitter", "RandomLighting", "RandomApply"]

numeric_types = (float, int, np.generic)


class Compose(Sequential):
    """Apply ``transforms`` in order; runs of HybridBlocks are joined into one
    hybridized HybridSequential, as MXNet does."""

    def __init__(self, transforms):
        super().__init__()
        hybrid = []
        for t in list(transforms) + [None]:
            if isinstance(t, HybridBlock):
                hybrid.append(t)
                continue
            if len(hybrid) == 1:
                self.add(hybrid[0])
            elif len(hybrid) > 1:
                block = HybridSequential()
                for h in hybrid:
                    block.add(h)
                block.hybridize()
                self.add(block)
            hybrid = []
            if t is not None:
                self.add(t)


class Cast(HybridBlock):
    """Cast to ``dtype`` (default float32)."""

    def __init__(self, dtype="float32"):
        super().__init__()
        self._dtype = dtype

    def hybrid_forward(self, F, x):
        return F.cast(x, self._dtype)


class ToTensor(HybridBlock):
    """(H, W, C) / (N, H, W, C) in [0, 255] -> float32 (C, H, W) / (N, C, H, W) in [0, 1]."""

    def hybrid_forward(self, F, x):
        return F.image.to_tensor(x)


class Normalize(HybridBlock):
    """``(x - mean[c]) / std[c]`` on a (C, H, W) / (N, C, H, W) tensor; a number
    applies to every channel."""

    def __init__(self, mean=0.0, std=1.0):
        super().__init__()
        self._mean = mean
        self._std = std

    def hybrid_forward(self, F, x):
        return F.image.normalize(x, self._mean, self._std)


class _NotProvided(Block):
    def __init__(self, *args, **kwargs):
        raise NotImplementedError(
            f"transforms.{type(self).__name__} is not provided by the hybridlint runtime "
            "(it needs mx.image.imrotate); rotate with real MXNet or drop the transform")


class Rotate(_NotProvided):
    """Not provided: needs ``mx.image.imrotate``."""


class RandomRotation(_NotProvided):
    """Not provided: needs ``mx.image.random_rotate``."""


class RandomResizedCrop(Block):
    """Crop a random area (``scale`` of the image) with a random aspect ratio
    (``ratio``, drawn log-uniformly), then resize to ``size`` (int or (W, H))."""

    def __init__(self, size, scale=(0.08, 1.0), ratio=(3.0 / 4.0, 4.0 / 3.0), interpolation=1):
        super().__init__()
        if isinstance(size, numeric_types):
            size = (size, size)
        self._args = (size, scale, ratio, interpolation)

    def forward(self, x):
        return image.random_size_crop(x, *self._args)[0]


class CropResize(HybridBlock):
    """Crop the (width, height) box at (x, y), then resize to ``size`` if given."""

    def __init__(self, x, y, width, height, size=None, interpolation=None):
        super().__init__()
        self._x = x
        self._y = y
        self._width = width
        self._height = height
        self._size = size
        self._interpolation = interpolation

    def hybrid_forward(self, F, x):
        out = F.image.crop(x, self._x, self._y, self._width, self._height)
        if self._size:
            if self._interpolation is None:
                out = F.image.resize(out, self._size, False)
            else:
                out = F.image.resize(out, self._size, False, self._interpolation)
        return out


class CenterCrop(Block):
    """The centre ``size`` (int or (W, H)) of the image; upsampled where the
    image is smaller."""

    def __init__(self, size, interpolation=1):
        super().__init__()
        if isinstance(size, numeric_types):
            size = (size, size)
        self._args = (size, interpolation)

    def forward(self, x):
        return image.center_crop(x, *self._args)[0]


class Resize(HybridBlock):
    """Resize to ``size``: (W, H), or an int for both edges -- or, with
    ``keep_ratio``, for the short edge."""

    def __init__(self, size, keep_ratio=False, interpolation=1):
        super().__init__()
        self._keep = keep_ratio
        self._size = size
        self._interpolation = interpolation

    def hybrid_forward(self, F, x):
        return F.image.resize(x, self._size, self._keep, self._interpolation)


class RandomFlipLeftRight(HybridBlock):
    """Flip left to right with probability 0.5."""

    def hybrid_forward(self, F, x):
        return F.image.random_flip_left_right(x)


class RandomFlipTopBottom(HybridBlock):
    """Flip top to bottom with probability 0.5."""

    def hybrid_forward(self, F, x):
        return F.image.random_flip_top_bottom(x)


class _RandomEnhance(HybridBlock):
    _op = ""

    def __init__(self, amount):
        super().__init__()
        self._args = (max(0, 1 - amount), 1 + amount)

    def hybrid_forward(self, F, x):
        return getattr(F.image, self._op)(x, *self._args)


class RandomBrightness(_RandomEnhance):
    """Scale by a factor drawn from [max(0, 1 - brightness), 1 + brightness]."""

    _op = "random_brightness"


class RandomContrast(_RandomEnhance):
    """Contrast factor drawn from [max(0, 1 - contrast), 1 + contrast]."""

    _op = "random_contrast"


class RandomSaturation(_RandomEnhance):
    """Saturation factor drawn from [max(0, 1 - saturation), 1 + saturation]."""

    _op = "random_saturation"


class RandomHue(_RandomEnhance):
    """Hue factor drawn from [max(0, 1 - hue), 1 + hue] (a factor of 1 turns the
    hue a full circle)."""

    _op = "random_hue"


class RandomColorJitter(HybridBlock):
    """Brightness, contrast, saturation and hue jitter in random order."""

    def __init__(self, brightness=0, contrast=0, saturation=0, hue=0):
        super().__init__()
        self._args = (brightness, contrast, saturation, hue)

    def hybrid_forward(self, F, x):
        return F.image.random_color_jitter(x, *self._args)


class RandomLighting(HybridBlock):
    """AlexNet-style PCA lighting noise of standard deviation ``alpha``."""

    def __init__(self, alpha):
        super().__init__()
        self._alpha = alpha

    def hybrid_forward(self, F, x):
        return F.image.random_lighting(x, self._alpha)


class RandomApply(Sequential):
    """Apply ``transforms`` with probability ``p`` (python's ``random``)."""

    def __init__(self, transforms, p=0.5):
        super().__init__()
        self.transforms = transforms
        self.p = p

    def forward(self, x):
        if self.p < random.random():
            return x
        return self.transforms(x)
