"""``mxnet.image`` (also ``mx.img``): decoding, resizing, cropping and augmenters on
(H, W, C) NDArrays, as in MXNet 1.9.1.

* Decoding: MXNet decodes with OpenCV.  Here PNG (8-bit grey, grey+alpha, RGB, RGBA; not
  interlaced) is decoded with the standard library, so it works everywhere and is lossless,
  hence identical to MXNet.  Other formats (JPEG...) need Pillow, which the runtime does not
  depend on: without it they raise an ImportError saying so.  JPEG through Pillow's
  libjpeg-turbo equals MXNet's OpenCV decode, colour and greyscale (measured,
  ``tests/fixtures/mxnet/ecosystem_sample.jpg``); colour PNGs turn grey with libpng's
  fixed-point weights as OpenCV has libpng do it (equal on the ImageRecordIter fixtures), other
  formats with ITU-R 601 weights rounded in floating point (may be one level off).
* ``imresize`` is the runtime's ``image.resize`` op (OpenCV's ``cv::resize``, interp 0-4: see
  ``ops/image.py`` for which results are bit-exact).
* ``ImageIter`` is in ``image_iter``, ``ImageDetIter`` and the detection augmenters in
  ``image_det`` (``mx_image`` serves all three as ``mx.image``).
"""
from __future__ import annotations

import io as _io
import json
import random
import struct
import zlib

import numpy as np

from . import nd
from .ndarray import NDArray
from .errors import MXNetError

try:  # optional: decodes what the built-in PNG reader does not
    from PIL import Image as _PILImage
except ImportError:  # pragma: no cover - depends on the environment
    _PILImage = None

__all__ = ["imread", "imdecode", "imresize", "scale_down", "copyMakeBorder", "resize_short",
           "fixed_crop", "random_crop", "center_crop", "color_normalize", "random_size_crop",
           "Augmenter", "SequentialAug", "ResizeAug", "ForceResizeAug", "RandomCropAug",
           "RandomSizedCropAug", "CenterCropAug", "HorizontalFlipAug", "CastAug",
           "ColorNormalizeAug", "RandomGrayAug", "RandomOrderAug", "BrightnessJitterAug",
           "ContrastJitterAug", "SaturationJitterAug", "HueJitterAug", "ColorJitterAug",
           "LightingAug", "CreateAugmenter"]

_PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


# ------------------------------------------------------------------ decoding
def _paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = np.abs(p - a), np.abs(p - b), np.abs(p - c)
    return np.where((pa <= pb) & (pa <= pc), a, np.where(pb <= pc, b, c))


def _decode_png(buf: bytes) -> np.ndarray:
    """(H, W, C) uint8 from an 8-bit, non-interlaced PNG; other PNGs raise ValueError."""
    pos, chunks, header = 8, [], None
    while pos + 8 <= len(buf):
        length, kind = struct.unpack(">I4s", buf[pos:pos + 8])
        data = buf[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", data)
        elif kind == b"IDAT":
            chunks.append(data)
        elif kind == b"IEND":
            break
        pos += 12 + length
    if header is None:
        raise ValueError("PNG without IHDR")
    width, height, depth, colour, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        raise ValueError(f"PNG with bit depth {depth}, colour type {colour}, interlace "
                         f"{interlace} needs Pillow")
    raw = np.frombuffer(zlib.decompress(b"".join(chunks)), dtype=np.uint8)
    stride = width * channels
    rows = raw.reshape(height, stride + 1)
    out = np.zeros((height, stride), dtype=np.int32)
    prev = np.zeros(stride, dtype=np.int32)
    for y in range(height):
        kind, line = rows[y, 0], rows[y, 1:].astype(np.int32)
        if kind == 0:
            cur = line
        elif kind == 2:
            cur = (line + prev) & 0xFF
        else:  # 1 (sub), 3 (average), 4 (paeth) depend on the pixel to the left: per pixel
            cur = np.zeros(stride, dtype=np.int32)
            for x in range(0, stride, channels):
                left = cur[x - channels:x] if x else np.zeros(channels, np.int32)
                up = prev[x:x + channels]
                upleft = prev[x - channels:x] if x else np.zeros(channels, np.int32)
                if kind == 1:
                    pred = left
                elif kind == 3:
                    pred = (left + up) // 2
                elif kind == 4:
                    pred = _paeth(left, up, upleft)
                else:
                    raise ValueError(f"PNG row filter {kind}")
                cur[x:x + channels] = (line[x:x + channels] + pred) & 0xFF
        out[y] = cur
        prev = cur
    return out.astype(np.uint8).reshape(height, width, channels)


# libpng's rgb_to_gray weights (OpenCV asks it for 0.299/0.587 on 2**15), truncated, blue the rest
_PNG_GREY = (9797, 19234, 32768 - 9797 - 19234)


def _to_flag(img: np.ndarray, flag: int, png: bool = False) -> np.ndarray:
    """OpenCV's IMREAD_COLOR (flag 1: RGB, alpha dropped) or IMREAD_GRAYSCALE (flag 0)."""
    if img.shape[2] in (2, 4):
        img = img[:, :, :-1]
    if flag:
        return np.repeat(img, 3, axis=2) if img.shape[2] == 1 else img
    if img.shape[2] == 1:
        return img
    if png:
        rgb = img.astype(np.int64)
        grey = sum(rgb[:, :, c] * _PNG_GREY[c] for c in range(3)) >> 15
        return grey.astype(np.uint8)[:, :, None]
    grey = img[:, :, 0] * 0.299 + img[:, :, 1] * 0.587 + img[:, :, 2] * 0.114
    return np.clip(np.rint(grey), 0, 255).astype(np.uint8)[:, :, None]


def _decode(buf: bytes, flag: int, to_rgb: bool) -> np.ndarray:
    png = buf[:8] == _PNG_MAGIC
    img = None
    if png:
        try:
            img = _decode_png(buf)
        except ValueError:
            img = None
    if img is None:
        if _PILImage is None:
            raise ImportError("mxnet.image: decoding this image needs Pillow (the hybridlint "
                              "runtime reads 8-bit PNG itself; pip install pillow for JPEG and "
                              "the rest)")
        pil = _PILImage.open(_io.BytesIO(buf))
        if flag == 0 and pil.format == "JPEG":
            # libjpeg's own greyscale output, as OpenCV's IMREAD_GRAYSCALE asks for
            pil.draft("L", pil.size)
        pil = pil.convert("RGB") if pil.mode not in ("L", "RGB") else pil
        img = np.asarray(pil, dtype=np.uint8)
        if img.ndim == 2:
            img = img[:, :, None]
    img = _to_flag(img, flag, png)
    if flag and not to_rgb:
        img = img[:, :, ::-1]
    return np.ascontiguousarray(img)


def imdecode(buf, flag=1, to_rgb=True, out=None):
    """Decode an image held in ``buf`` (bytes, bytearray, uint8 numpy array or NDArray) to an
    (H, W, 3) RGB (``flag=1``; BGR with ``to_rgb=False``) or (H, W, 1) grey (``flag=0``)
    uint8 NDArray."""
    if isinstance(buf, NDArray):
        buf = buf.asnumpy().astype(np.uint8).tobytes()
    elif isinstance(buf, np.ndarray):
        buf = buf.astype(np.uint8, copy=False).tobytes()
    elif not isinstance(buf, (bytes, bytearray)):
        raise ValueError("buf must be of type bytes, bytearray or numpy.ndarray,"
                         "if you would like to input type str, please convert to bytes")
    try:
        img = _decode(bytes(buf), int(flag), bool(to_rgb))
    except (OSError, ValueError, SyntaxError) as e:
        raise MXNetError(f"imdecode: cannot decode the image: {e}") from None
    res = nd.array(img, dtype=np.uint8)
    if out is not None:
        out[:] = res
        return out
    return res


def imread(filename, flag=1, to_rgb=True, out=None):
    """Read and decode the image file ``filename`` (see :func:`imdecode`)."""
    with open(filename, "rb") as f:
        return imdecode(f.read(), flag, to_rgb, out)


# ------------------------------------------------------------------ geometry
def imresize(src, w, h, interp=1, out=None):
    """Resize ``src`` (H, W, C) to ``h`` x ``w`` (OpenCV's resize; interp 0-4)."""
    res = nd.image.resize(src, size=(int(w), int(h)), interp=int(interp))
    if out is not None:
        out[:] = res
        return out
    return res


def scale_down(src_size, size):
    """Scale ``size`` (w, h) down so it fits in ``src_size`` (w, h), keeping its ratio."""
    w, h = size
    sw, sh = src_size
    if sh < h:
        w, h = float(w * sh) / h, sh
    if sw < w:
        w, h = sw, float(h * sw) / w
    return int(w), int(h)


# OpenCV's border types: CONSTANT, REPLICATE, REFLECT, WRAP, REFLECT_101
_BORDER_MODES = {0: "constant", 1: "edge", 2: "symmetric", 3: "wrap", 4: "reflect"}


def copyMakeBorder(src, top, bot, left, right, type=0, value=0.0,  # noqa: A002
                   values=None, out=None):
    """Pad an (H, W, C) image as OpenCV's copyMakeBorder (``type`` 0-4)."""
    mode = _BORDER_MODES.get(int(type))
    if mode is None:
        raise ValueError(f"copyMakeBorder: unknown border type {type}")
    x = src.asnumpy()
    pad = ((int(top), int(bot)), (int(left), int(right)), (0, 0))
    if mode == "constant":
        if values is not None and len(values):
            res = np.stack([np.pad(x[:, :, c], pad[:2], constant_values=values[c])
                            for c in range(x.shape[2])], axis=2)
        else:
            res = np.pad(x, pad, constant_values=value)
    else:
        res = np.pad(x, pad, mode=mode)
    res = nd.array(res, dtype=x.dtype)
    if out is not None:
        out[:] = res
        return out
    return res


def _get_interp_method(interp, sizes=()):
    """The interpolation to use: 9 picks by the sizes (old_h, old_w, new_h, new_w) --
    bicubic to enlarge, area to shrink, bilinear otherwise, area without sizes; 10 a random
    one of 0-4."""
    if interp == 9:
        if sizes:
            assert len(sizes) == 4
            oh, ow, nh, nw = sizes
            if nh > oh and nw > ow:
                return 2
            if nh < oh and nw < ow:
                return 3
            return 1
        return 2
    if interp == 10:
        return random.randint(0, 4)
    if interp not in (0, 1, 2, 3, 4):
        raise ValueError("Unknown interp method %d" % interp)
    return interp


def resize_short(src, size, interp=2):
    """Resize so the shorter edge is ``size`` (integer division for the longer one)."""
    h, w, _ = src.shape
    if h > w:
        new_h, new_w = size * h // w, size
    else:
        new_h, new_w = size, size * w // h
    return imresize(src, new_w, new_h, interp=_get_interp_method(interp, (h, w, new_h, new_w)))


def fixed_crop(src, x0, y0, w, h, size=None, interp=2):
    """Crop the (w, h) box at (x0, y0), then resize to ``size`` (w, h) if given."""
    out = src[y0:y0 + h, x0:x0 + w]
    if size is not None and (w, h) != size:
        sizes = (h, w, size[1], size[0])
        out = imresize(out, *size, interp=_get_interp_method(interp, sizes))
    return out


def random_crop(src, size, interp=2):
    """A random crop of ``size`` (w, h) (upsampled when ``src`` is smaller); returns
    ``(image, (x0, y0, w, h))``."""
    h, w, _ = src.shape
    new_w, new_h = scale_down((w, h), size)
    x0 = random.randint(0, w - new_w)
    y0 = random.randint(0, h - new_h)
    return fixed_crop(src, x0, y0, new_w, new_h, size, interp), (x0, y0, new_w, new_h)


def center_crop(src, size, interp=2):
    """The centred crop of ``size`` (w, h); returns ``(image, (x0, y0, w, h))``."""
    h, w, _ = src.shape
    new_w, new_h = scale_down((w, h), size)
    x0 = int((w - new_w) / 2)
    y0 = int((h - new_h) / 2)
    return fixed_crop(src, x0, y0, new_w, new_h, size, interp), (x0, y0, new_w, new_h)


def color_normalize(src, mean, std=None):
    """``(src - mean) / std`` (in place on ``src``, as MXNet does)."""
    if mean is not None:
        src -= mean
    if std is not None:
        src /= std
    return src


def random_size_crop(src, size, area, ratio, interp=2, **kwargs):
    """A crop of random area fraction and aspect ratio (10 tries, then the centre crop),
    resized to ``size``; returns ``(image, (x0, y0, w, h))``."""
    h, w, _ = src.shape
    src_area = h * w
    if "min_area" in kwargs:
        area = kwargs.pop("min_area")
    assert not kwargs, "unexpected keyword arguments for `random_size_crop`."
    if isinstance(area, (int, float)):
        area = (area, 1.0)
    for _ in range(10):
        target_area = random.uniform(area[0], area[1]) * src_area
        log_ratio = (np.log(ratio[0]), np.log(ratio[1]))
        new_ratio = np.exp(random.uniform(*log_ratio))
        new_w = int(round(np.sqrt(target_area * new_ratio)))
        new_h = int(round(np.sqrt(target_area / new_ratio)))
        if new_w <= w and new_h <= h:
            x0 = random.randint(0, w - new_w)
            y0 = random.randint(0, h - new_h)
            return fixed_crop(src, x0, y0, new_w, new_h, size, interp), (x0, y0, new_w, new_h)
    return center_crop(src, size, interp)


# ------------------------------------------------------------------ augmenters
class Augmenter:
    """Base of the image augmenters: ``aug(src) -> src``; ``dumps()`` names it and its
    parameters as JSON."""

    def __init__(self, **kwargs):
        self._kwargs = kwargs
        for k, v in self._kwargs.items():
            if isinstance(v, NDArray):
                self._kwargs[k] = v.asnumpy().tolist()
            elif isinstance(v, np.ndarray):
                self._kwargs[k] = v.tolist()

    def dumps(self):
        return json.dumps([self.__class__.__name__.lower(), self._kwargs])

    def __call__(self, src):
        raise NotImplementedError("Must override implementation.")


class _ComposedAug(Augmenter):
    """Augmenters ``ts`` applied one after another; dumps lists theirs."""

    def __init__(self, ts):
        super().__init__()
        self.ts = ts

    def dumps(self):
        return [self.__class__.__name__.lower(), [x.dumps() for x in self.ts]]

    def __call__(self, src):
        for aug in self.ts:
            src = aug(src)
        return src


class SequentialAug(_ComposedAug):
    """Apply the augmenters ``ts`` in order."""


class _SizedAug(Augmenter):
    """An augmenter given a target ``size`` and an ``interp`` method."""

    def __init__(self, size, interp=2):
        super().__init__(size=size, interp=interp)
        self.size, self.interp = size, interp


class ResizeAug(_SizedAug):
    """Resize the shorter edge to ``size``."""

    def __call__(self, src):
        return resize_short(src, self.size, self.interp)


class ForceResizeAug(_SizedAug):
    """Resize to ``size`` (w, h) whatever the ratio."""

    def __call__(self, src):
        sizes = (src.shape[0], src.shape[1], self.size[1], self.size[0])
        return imresize(src, *self.size, interp=_get_interp_method(self.interp, sizes))


class RandomCropAug(_SizedAug):
    def __call__(self, src):
        return random_crop(src, self.size, self.interp)[0]


class RandomSizedCropAug(Augmenter):
    def __init__(self, size, area, ratio, interp=2, **kwargs):
        super().__init__(size=size, area=area, ratio=ratio, interp=interp)
        self.size, self.interp, self.ratio, self.kwargs = size, interp, ratio, kwargs
        self.area = kwargs.pop("min_area") if "min_area" in kwargs else area

    def __call__(self, src):
        return random_size_crop(src, self.size, self.area, self.ratio, self.interp,
                                **self.kwargs)[0]


class CenterCropAug(_SizedAug):
    def __call__(self, src):
        return center_crop(src, self.size, self.interp)[0]


class HorizontalFlipAug(Augmenter):
    """Flip left-right with probability ``p``."""

    def __init__(self, p):
        super().__init__(p=p)
        self.p = p

    def __call__(self, src):
        if random.random() < self.p:
            src = nd.flip(src, axis=1)
        return src


class CastAug(Augmenter):
    def __init__(self, typ="float32"):
        super().__init__(type=typ)
        self.typ = typ

    def __call__(self, src):
        return src.astype(self.typ)


class ColorNormalizeAug(Augmenter):
    def __init__(self, mean, std):
        super().__init__(mean=mean, std=std)
        self.mean = mean if mean is None or isinstance(mean, NDArray) else nd.array(mean)
        self.std = std if std is None or isinstance(std, NDArray) else nd.array(std)

    def __call__(self, src):
        return color_normalize(src, self.mean, self.std)


class RandomGrayAug(Augmenter):
    """Turn to grey (MXNet's weights 0.21, 0.72, 0.07; kept 3-channel) with probability ``p``."""

    def __init__(self, p):
        super().__init__(p=p)
        self.p = p
        self.mat = nd.array([[0.21, 0.21, 0.21], [0.72, 0.72, 0.72], [0.07, 0.07, 0.07]])

    def __call__(self, src):
        if random.random() < self.p:
            src = nd.dot(src, self.mat)
        return src


class RandomOrderAug(_ComposedAug):
    """Apply the augmenters ``ts`` in a random order (python's ``random.shuffle``)."""

    def __call__(self, src):
        random.shuffle(self.ts)
        return super().__call__(src)


# ITU-R 601 luma weights, (1, 1, 3) to broadcast over (H, W, C)
_LUMA = (0.299, 0.587, 0.114)


class BrightnessJitterAug(Augmenter):
    """``src * (1 + u)``, u uniform in [-brightness, brightness] (in place, as MXNet)."""

    def __init__(self, brightness):
        super().__init__(brightness=brightness)
        self.brightness = brightness

    def __call__(self, src):
        src *= 1.0 + random.uniform(-self.brightness, self.brightness)
        return src


class _LumaBlendAug(Augmenter):
    """``alpha * src + (1 - alpha) * grey``, alpha = 1 + u, u uniform in [-strength, strength].

    Contrast and saturation jitter differ only in what "grey" is; both work in
    place on ``src`` as MXNet's do.
    """

    def __init__(self, strength, **kwargs):
        super().__init__(**kwargs)
        self._strength = strength
        self.coef = nd.array([[list(_LUMA)]])

    def _grey(self, src):
        raise NotImplementedError

    def __call__(self, src):
        alpha = 1.0 + random.uniform(-self._strength, self._strength)
        grey = self._grey(src) * (1.0 - alpha)
        src *= alpha
        src += grey
        return src


class ContrastJitterAug(_LumaBlendAug):
    """Blend with the image's mean luma."""

    def __init__(self, contrast):
        super().__init__(contrast, contrast=contrast)
        self.contrast = contrast

    def _grey(self, src):
        gray = src * self.coef
        return (3.0 / gray.size) * nd.sum(gray)


class SaturationJitterAug(_LumaBlendAug):
    """Blend with each pixel's luma."""

    def __init__(self, saturation):
        super().__init__(saturation, saturation=saturation)
        self.saturation = saturation

    def _grey(self, src):
        return nd.sum(src * self.coef, axis=2, keepdims=True)


class HueJitterAug(Augmenter):
    """Rotate the hue by ``u * pi`` (u uniform in [-hue, hue]) in YIQ space."""

    def __init__(self, hue):
        super().__init__(hue=hue)
        self.hue = hue
        self.tyiq = np.array([[0.299, 0.587, 0.114], [0.596, -0.274, -0.321],
                              [0.211, -0.523, 0.311]])
        self.ityiq = np.array([[1.0, 0.956, 0.621], [1.0, -0.272, -0.647],
                               [1.0, -1.107, 1.705]])

    def __call__(self, src):
        alpha = random.uniform(-self.hue, self.hue)
        u, w = np.cos(alpha * np.pi), np.sin(alpha * np.pi)
        rotation = np.array([[1.0, 0.0, 0.0], [0.0, u, -w], [0.0, w, u]])
        t = np.dot(np.dot(self.ityiq, rotation), self.tyiq).T
        return nd.dot(src, nd.array(t))


class ColorJitterAug(RandomOrderAug):
    """Brightness, contrast and saturation jitter (those > 0) in a random order."""

    def __init__(self, brightness, contrast, saturation):
        ts = []
        if brightness > 0:
            ts.append(BrightnessJitterAug(brightness))
        if contrast > 0:
            ts.append(ContrastJitterAug(contrast))
        if saturation > 0:
            ts.append(SaturationJitterAug(saturation))
        super().__init__(ts)


class LightingAug(Augmenter):
    """AlexNet's PCA lighting noise: ``src += eigvec @ (alpha * eigval)``, alpha drawn from
    ``numpy.random.normal(0, alphastd, 3)``."""

    def __init__(self, alphastd, eigval, eigvec):
        super().__init__(alphastd=alphastd, eigval=eigval, eigvec=eigvec)
        self.alphastd, self.eigval, self.eigvec = alphastd, eigval, eigvec

    def __call__(self, src):
        alpha = np.random.normal(0, self.alphastd, size=(3,))
        src += nd.array(np.dot(self.eigvec * alpha, self.eigval))
        return src


# MXNet's PCA lighting basis for ImageNet (CreateAugmenter's and CreateDetAugmenter's)
IMAGENET_EIGVAL = np.array([55.46, 4.794, 1.148])
IMAGENET_EIGVEC = np.array([[-0.5675, 0.7192, 0.4009], [-0.5808, -0.0045, -0.8140],
                            [-0.5836, -0.6948, 0.4203]])


def CreateAugmenter(data_shape, resize=0, rand_crop=False, rand_resize=False, rand_mirror=False,
                    mean=None, std=None, brightness=0, contrast=0, saturation=0, hue=0,
                    pca_noise=0, rand_gray=0, inter_method=2):
    """MXNet's standard augmenter list for ``data_shape`` (C, H, W), in MXNet's order: resize,
    crop (random-sized, random or centre), mirror, cast to float32, colour jitter, hue,
    PCA noise, grey, normalisation (``mean=True``/``std=True``: ImageNet's values)."""
    auglist = []
    if resize > 0:
        auglist.append(ResizeAug(resize, inter_method))
    crop_size = (data_shape[2], data_shape[1])
    if rand_resize:
        assert rand_crop
        auglist.append(RandomSizedCropAug(crop_size, 0.08, (3.0 / 4.0, 4.0 / 3.0), inter_method))
    elif rand_crop:
        auglist.append(RandomCropAug(crop_size, inter_method))
    else:
        auglist.append(CenterCropAug(crop_size, inter_method))
    if rand_mirror:
        auglist.append(HorizontalFlipAug(0.5))
    auglist.append(CastAug())
    if brightness or contrast or saturation:
        auglist.append(ColorJitterAug(brightness, contrast, saturation))
    if hue:
        auglist.append(HueJitterAug(hue))
    if pca_noise > 0:
        auglist.append(LightingAug(pca_noise, IMAGENET_EIGVAL, IMAGENET_EIGVEC))
    if rand_gray > 0:
        auglist.append(RandomGrayAug(rand_gray))
    if mean is True:
        mean = nd.array([123.68, 116.28, 103.53])
    elif mean is not None:
        assert isinstance(mean, (np.ndarray, NDArray)) and mean.shape[0] in [1, 3]
    if std is True:
        std = nd.array([58.395, 57.12, 57.375])
    elif std is not None:
        assert isinstance(std, (np.ndarray, NDArray)) and std.shape[0] in [1, 3]
    if mean is not None or std is not None:
        auglist.append(ColorNormalizeAug(mean, std))
    return auglist

