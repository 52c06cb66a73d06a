"""Image transforms (MXNet 1.9.1's ``gluon.data.vision.transforms``).

The HybridBlocks call the ``image`` ops (``F.image.to_tensor`` ...), so they
hybridize; ``CenterCrop`` and ``RandomResizedCrop`` are plain Blocks over
``mx.image.center_crop`` / ``random_size_crop``, which draw their boxes from
python's ``random`` as MXNet does -- ``random.seed(n)`` gives MXNet's crops.
Images are (H, W, C); sizes are (width, height).
"""
from __future__ import annotations

import numbers
import random

import numpy as np

from .... import image, nd
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


def _imrotate(src, rotation_degrees, zoom_in=False, zoom_out=False):
    """MXNet's mx.image.imrotate (which the runtime's mx.image lacks): rotate float32
    CHW / NCHW images about their centre by sampling a rotated grid bilinearly
    (zeros outside); ``zoom_in`` hides the padding, ``zoom_out`` keeps the whole image."""
    if zoom_in and zoom_out:
        raise ValueError("`zoom_in` and `zoom_out` cannot be both True")
    if src.dtype is not np.float32:
        raise TypeError("Only `float32` images are supported by this function")
    expanded = False
    if src.ndim == 3:
        expanded = True
        src = src.expand_dims(axis=0)
        if not isinstance(rotation_degrees, numbers.Number):
            raise TypeError("When a single image is passed the rotation angle is required to "
                            "be a scalar.")
    elif src.ndim != 4:
        raise ValueError("Only 3D and 4D are supported by this function")
    if isinstance(rotation_degrees, numbers.Number):
        rotation_degrees = nd.array([rotation_degrees] * len(src), ctx=src.context)
    if len(src) != len(rotation_degrees):
        raise ValueError("The number of images must be equal to the number of rotation angles")
    rotation_rad = (np.pi * rotation_degrees.as_in_context(src.context) / 180)
    rotation_rad = rotation_rad.expand_dims(axis=1).expand_dims(axis=2)
    _, _, h, w = src.shape
    hscale, wscale = float(h - 1) / 2, float(w - 1) / 2
    h_matrix = (nd.repeat(nd.arange(h, ctx=src.context).astype("float32").reshape(h, 1), w,
                          axis=1) - hscale).expand_dims(axis=0)
    w_matrix = (nd.repeat(nd.arange(w, ctx=src.context).astype("float32").reshape(1, w), h,
                          axis=0) - wscale).expand_dims(axis=0)
    c_alpha, s_alpha = nd.cos(rotation_rad), nd.sin(rotation_rad)
    # normalise after rotating, so the aspect ratio is kept
    w_rot = (w_matrix * c_alpha - h_matrix * s_alpha) / wscale
    h_rot = (w_matrix * s_alpha + h_matrix * c_alpha) / hscale
    if zoom_in or zoom_out:
        hh, ww = nd.array([h], ctx=src.context), nd.array([w], ctx=src.context)
        rho = nd.sqrt(hh * hh + ww * ww)
        ang = nd.arctan(hh / ww)
        c1x = nd.abs(rho * nd.cos(ang + nd.abs(rotation_rad)))
        c1y = nd.abs(rho * nd.sin(ang + nd.abs(rotation_rad)))
        c2x = nd.abs(rho * nd.cos(ang - nd.abs(rotation_rad)))
        c2y = nd.abs(rho * nd.sin(ang - nd.abs(rotation_rad)))
        max_x, max_y = nd.maximum(c1x, c2x), nd.maximum(c1y, c2y)
        if zoom_out:
            scale = nd.maximum(max_x / ww, max_y / hh)
        else:
            scale = nd.minimum(ww / max_x, hh / max_y)
        scale = scale.expand_dims(axis=3)
    else:
        scale = 1
    grid = nd.concat(w_rot.expand_dims(axis=1), h_rot.expand_dims(axis=1), dim=1) * scale
    out = nd.BilinearSampler(src, grid)
    return out[0] if expanded else out


class Rotate(Block):
    """Rotate a float32 (C, H, W) / (N, C, H, W) image by ``rotation_degrees``,
    keeping its shape; ``zoom_in`` / ``zoom_out`` as in ``mx.image.imrotate``."""

    def __init__(self, rotation_degrees, zoom_in=False, zoom_out=False):
        super().__init__()
        self._args = (rotation_degrees, zoom_in, zoom_out)

    def forward(self, x):
        if x.dtype is not np.float32:
            raise TypeError("This transformation only supports float32. Consider calling it "
                            "after ToTensor")
        return _imrotate(x, *self._args)


class RandomRotation(Block):
    """Rotate by an angle drawn uniformly from ``angle_limits`` (numpy's global
    generator, one angle per image of a batch), with probability ``rotate_with_proba``."""

    def __init__(self, angle_limits, zoom_in=False, zoom_out=False, rotate_with_proba=1.0):
        super().__init__()
        lower, upper = angle_limits
        if lower >= upper:
            raise ValueError("`angle_limits` must be an ordered tuple")
        if rotate_with_proba < 0 or rotate_with_proba > 1:
            raise ValueError("Probability of rotating the image should be between 0 and 1")
        self._args = (angle_limits, zoom_in, zoom_out)
        self._rotate_with_proba = rotate_with_proba

    def forward(self, x):
        if np.random.random() > self._rotate_with_proba:
            return x
        if x.dtype is not np.float32:
            raise TypeError("This transformation only supports float32. Consider calling it "
                            "after ToTensor")
        angle_limits, zoom_in, zoom_out = self._args
        if x.ndim == 3:
            degrees = np.random.uniform(*angle_limits)
        else:
            degrees = nd.array(np.random.uniform(*angle_limits, size=x.shape[0]))
        return _imrotate(x, degrees, zoom_in=zoom_in, zoom_out=zoom_out)


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
