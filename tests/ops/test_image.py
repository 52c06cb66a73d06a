"""The image ops (nd.image / sym.image) against plain numpy references, and against
real MXNet 1.9.1's outputs recorded by bench/make_image_fixtures.py
(tests/fixtures/mxnet/image/ops.npz)."""
import colorsys
import pathlib

import numpy as np
import pytest
from hybridlint.runtime import nd
from hybridlint.runtime.registry import KernelContext, OpError

from .harness import Case, check, resolve

R = np.random.default_rng(12)
FIXTURES = np.load(pathlib.Path(__file__).parents[1] / "fixtures" / "mxnet" / "image" / "ops.npz")


def u8(*shape):
    return R.integers(0, 256, shape).astype("uint8")


IMG = u8(5, 6, 3)
GRAY = u8(4, 7, 1)
BATCH = u8(2, 5, 4, 3)
CHW = R.random((3, 4, 5)).astype("float32")
NCHW = R.random((2, 1, 3, 4)).astype("float32")


def first_uniform(lo, hi):
    """The value the kernels draw first from the seed-0 generator every harness path uses."""
    return np.random.default_rng(0).uniform(lo, hi)


def flips_first():
    # MXNet's kernel flips when its Bernoulli(0.5) draw is false
    return np.random.default_rng(0).random() >= 0.5


def saturate(val, dtype):
    if np.dtype(dtype) == np.uint8:
        return np.clip(val, 0, 255).astype("uint8")
    return val.astype(dtype)


def ref_contrast(x, alpha):
    f = x.astype("float64")
    gray = (f[..., 0] * 0.299 + f[..., 1] * 0.587 + f[..., 2] * 0.114).mean()
    return saturate((f * alpha + (1 - alpha) * gray).astype("float32"), x.dtype)


def ref_saturation(x, alpha):
    # MXNet 1.9.1's kernel keeps only the blue term of its grey value
    f = x.astype("float64")
    gray = f[..., 2:3] * 0.114 * (1 - alpha)
    return saturate((gray + f * alpha).astype("float32"), x.dtype)


def ref_hue(x, alpha):
    out = np.empty(x.shape, "float64")
    for idx in np.ndindex(x.shape[:2]):
        r, g, b = x[idx].astype("float64") / 255
        h, light, s = colorsys.rgb_to_hls(r, g, b)
        out[idx] = np.array(colorsys.hls_to_rgb((h + alpha) % 1.0, light, s)) * 255
    return saturate(out.astype("float32"), x.dtype)


EIG = np.array([[55.46 * -0.5675, 4.794 * 0.7192, 1.148 * 0.4009],
                [55.46 * -0.5808, 4.794 * -0.0045, 1.148 * -0.8140],
                [55.46 * -0.5836, 4.794 * -0.6948, 1.148 * 0.4203]])


def ref_lighting(x, alpha):
    return saturate((x.astype("float64") + EIG @ np.asarray(alpha)).astype("float32"), x.dtype)


def ref_normalize(x, mean, std):
    shape = (-1, 1, 1)
    return ((x - np.asarray(mean, "float32").reshape(shape))
            / np.asarray(std, "float32").reshape(shape)).astype(x.dtype)


def ref_nearest(x, oh, ow):
    h, w = x.shape[-3], x.shape[-2]
    rows = [min(int(np.floor(i * h / oh)), h - 1) for i in range(oh)]
    cols = [min(int(np.floor(j * w / ow)), w - 1) for j in range(ow)]
    return x[..., rows, :, :][..., cols, :]


def mx(key):
    return FIXTURES[key]


CASES = [
    # to_tensor: HWC [0, 255] -> CHW float32 [0, 1], any input dtype
    Case("image.to_tensor", [IMG], reference=lambda x: (x.astype("float32") / 255).transpose(2, 0, 1),
         id="image-to-tensor-u8"),
    Case("image._image_to_tensor", [BATCH.astype("float64")],
         reference=lambda x: (x.astype("float32") / 255).transpose(0, 3, 1, 2), id="image-to-tensor-batch"),
    Case("image.to_tensor", [FIXTURES["color"]], expected=mx("to_tensor/uint8"), id="image-to-tensor-mxnet"),
    # normalize: per channel, the mean/std may be one value
    Case("image.normalize", [CHW], {"mean": (0.485, 0.456, 0.406), "std": (0.229, 0.224, 0.225)},
         reference=lambda x: ref_normalize(x, (0.485, 0.456, 0.406), (0.229, 0.224, 0.225)),
         id="image-normalize-3"),
    Case("image._image_normalize", [NCHW], {"mean": 0.5, "std": "(0.25,)"},
         reference=lambda x: ((x - 0.5) / 0.25).astype("float32"), id="image-normalize-batch-scalar"),
    Case("image.normalize", [CHW.astype("float64")], {"mean": 0.0, "std": 1.0},
         reference=lambda x: x, id="image-normalize-float64"),
    Case("image.normalize", [FIXTURES["chw"]], {"mean": (100, 2, 3), "std": (0.5, 2, 2)},
         expected=mx("normalize/uint8_input"), id="image-normalize-uint8-wraps-like-mxnet"),
    # resize: size=(w, h); nearest; bilinear as OpenCV (MXNet's values)
    Case("image.resize", [IMG], {"size": (4, 9), "interp": 0},
         reference=lambda x: ref_nearest(x, 9, 4), id="image-resize-nearest"),
    Case("image._image_resize", [BATCH], {"size": 3, "interp": 0},
         reference=lambda x: ref_nearest(x, 3, 3), id="image-resize-nearest-batch"),
    Case("image.resize", [IMG], {"size": (6, 5)}, reference=lambda x: x, id="image-resize-same-size"),
    Case("image.resize", [FIXTURES["img"].astype("float32")], {"size": (18, 14)},
         expected=mx("resize/img/float32/18x14/1"), rtol=1e-6, atol=1e-4, id="image-resize-up-f32-mxnet"),
    Case("image.resize", [FIXTURES["img"].astype("float32")], {"size": (5, 11)},
         expected=mx("resize/img/float32/5x11/1"), rtol=1e-6, atol=1e-4, id="image-resize-mixed-f32-mxnet"),
    Case("image.resize", [FIXTURES["img"]], {"size": (4, 3)},
         expected=mx("resize/img/uint8/4x3/1"), id="image-resize-down-u8-mxnet"),
    Case("image.resize", [FIXTURES["gray"]], {"size": (13, 5)},
         expected=mx("resize/gray/uint8/13x5/1"), id="image-resize-gray-u8-mxnet"),
    Case("image.resize", [FIXTURES["img"]], {"size": (18, 14)},
         expected=mx("resize/img/uint8/18x14/1"), id="image-resize-up-u8-mxnet"),
    Case("image.resize", [FIXTURES["random_src/3"]], {"size": (18, 34), "interp": 2},
         expected=mx("random_cubic/3/uint8/18x34"), id="image-resize-cubic-u8-mxnet"),
    Case("image.resize", [FIXTURES["area_src/4"]], {"size": (9, 7), "interp": 3},
         expected=mx("area_shrink/4/uint8/9x7"), id="image-resize-area-u8-mxnet"),
    Case("image.resize", [FIXTURES["area_src/1"].astype("float32")], {"size": 4, "interp": 3},
         expected=mx("area_shrink/1/float32/4x4"), id="image-resize-area-blocks-f32-mxnet"),
    Case("image.resize", [FIXTURES["even"]], {"size": (5, 4)},
         expected=mx("resize_half/uint8"), id="image-resize-half-u8-mxnet"),
    # crop
    Case("image.crop", [IMG], {"x": 1, "y": 2, "width": 4, "height": 3},
         reference=lambda x: x[2:5, 1:5], id="image-crop"),
    Case("image._image_crop", [BATCH], {"x": 0, "y": 1, "width": 4, "height": 2},
         reference=lambda x: x[:, 1:3, 0:4], id="image-crop-batch"),
    # flips: odd widths keep their middle column (MXNet leaves it unwritten)
    Case("image.flip_left_right", [IMG], reference=lambda x: x[:, ::-1], id="image-flip-lr"),
    Case("image._image_flip_left_right", [GRAY], reference=lambda x: x[:, ::-1], id="image-flip-lr-odd"),
    Case("image.flip_top_bottom", [IMG], reference=lambda x: x[::-1], id="image-flip-tb"),
    Case("image._image_flip_top_bottom", [GRAY.astype("float32")], reference=lambda x: x[::-1],
         id="image-flip-tb-f32"),
    Case("image.random_flip_left_right", [IMG],
         reference=lambda x: x[:, ::-1] if flips_first() else x, id="image-random-flip-lr"),
    Case("image._image_random_flip_left_right", [GRAY],
         reference=lambda x: x[:, ::-1] if flips_first() else x, id="image-random-flip-lr-gray"),
    Case("image.random_flip_top_bottom", [IMG],
         reference=lambda x: x[::-1] if flips_first() else x, id="image-random-flip-tb"),
    Case("image._image_random_flip_top_bottom", [GRAY],
         reference=lambda x: x[::-1] if flips_first() else x, id="image-random-flip-tb-gray"),
    # colour: the factor is drawn from [min_factor, max_factor]
    Case("image.random_brightness", [IMG.astype("float32")], {"min_factor": 0.5, "max_factor": 1.5},
         reference=lambda x: x * np.float32(first_uniform(0.5, 1.5)), id="image-brightness-f32",
         stream=True),
    Case("image._image_random_brightness", [IMG], {"min_factor": 1.7, "max_factor": 1.7},
         reference=lambda x: saturate(x.astype("float32") * np.float32(1.7), "uint8"),
         id="image-brightness-u8-saturates"),
    Case("image.random_contrast", [IMG.astype("float32")], {"min_factor": 0.3, "max_factor": 0.3},
         reference=lambda x: ref_contrast(x, 0.3), rtol=1e-5, atol=1e-4, id="image-contrast"),
    Case("image._image_random_contrast", [FIXTURES["color"]], {"min_factor": 1.7, "max_factor": 1.7},
         expected=mx("contrast/uint8/1.7"), id="image-contrast-u8-mxnet"),
    Case("image.random_saturation", [IMG.astype("float32")], {"min_factor": 0.4, "max_factor": 0.4},
         reference=lambda x: ref_saturation(x, 0.4), rtol=1e-5, atol=1e-4, id="image-saturation"),
    Case("image._image_random_saturation", [FIXTURES["color"]],
         {"min_factor": 0.5, "max_factor": 0.5}, expected=mx("saturation/uint8/0.5"),
         id="image-saturation-u8-mxnet"),
    Case("image.random_hue", [IMG.astype("float32")], {"min_factor": 1.25, "max_factor": 1.25},
         reference=lambda x: ref_hue(x, 0.25), rtol=1e-4, atol=1e-3, id="image-hue"),
    Case("image._image_random_hue", [FIXTURES["color"]], {"min_factor": 0.7, "max_factor": 0.7},
         expected=mx("hue/uint8/0.7"), id="image-hue-u8-mxnet"),
    Case("image.random_color_jitter", [IMG], {"brightness": 0, "contrast": 0, "saturation": 0,
                                              "hue": 0}, reference=lambda x: x, id="image-jitter-none"),
    Case("image._image_random_color_jitter", [IMG.astype("float32")],
         {"brightness": 0.0, "contrast": 0.0, "saturation": 0.0, "hue": 0.0},
         reference=lambda x: x, id="image-jitter-none-f32"),
    Case("image.adjust_lighting", [IMG.astype("float32")], {"alpha": (0.1, -0.2, 0.3)},
         reference=lambda x: ref_lighting(x, (0.1, -0.2, 0.3)), rtol=1e-5, atol=1e-4,
         id="image-lighting"),
    Case("image._image_adjust_lighting", [FIXTURES["color"]], {"alpha": "(0.1, -0.2, 0.3)"},
         expected=mx("lighting/uint8"), id="image-lighting-u8-mxnet"),
    Case("image.random_lighting", [IMG], {"alpha_std": 0.0}, reference=lambda x: x,
         id="image-random-lighting-zero"),
    Case("image._image_random_lighting", [IMG.astype("float32")], {"alpha_std": 0.1},
         reference=lambda x: ref_lighting(x, np.random.default_rng(0).normal(0, 0.1, 3)),
         rtol=1e-5, atol=1e-4, id="image-random-lighting", stream=True),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_op(case):
    check(case)


def _nd_resize(src, dtype, size, interp):
    return nd.image.resize(nd.array(src, dtype=dtype), size, False, interp).asnumpy()


INTERP = {"random_resize": "1", "random_cubic": "2", "random_area": "3", "area_shrink": "3",
          "random_lanczos": "4"}


def test_resize_matches_mxnet_on_every_recorded_size():
    """Nearest, bilinear, bicubic, area and Lanczos: uint8 bit for bit (OpenCV's
    fixed point), float32 to its rounding."""
    checked = 0
    for key in FIXTURES.files:
        kind, *rest = key.split("/")
        if kind == "resize":
            name, dtype, size, interp = rest
            src = FIXTURES[name]
        elif kind in INTERP:
            i, dtype, size = rest
            src = FIXTURES[f"{'area' if kind == 'area_shrink' else 'random'}_src/{i}"]
            interp = INTERP[kind]
        else:
            continue
        w, h = map(int, size.split("x"))
        got = _nd_resize(src, dtype, (w, h), int(interp))
        want = FIXTURES[key]
        assert got.shape == want.shape and got.dtype == want.dtype, key
        if dtype == "uint8":
            np.testing.assert_array_equal(got, want, err_msg=key)
        else:
            np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-4, err_msg=key)
        checked += 1
    assert checked >= 180


def test_resize_keep_ratio_shapes_match_mxnet():
    for key in FIXTURES.files:
        kind, *rest = key.split("/")
        if kind != "resize_shape":
            continue
        hw, size, keep = rest
        h, w = map(int, hw.split("x"))
        got = nd.image.resize(nd.zeros((h, w, 3), dtype="uint8"), int(size), bool(int(keep))).shape
        assert tuple(got) == tuple(FIXTURES[key]), key


@pytest.mark.parametrize("op, dtype", [(op, dt) for op in ("brightness", "contrast", "saturation")
                                       for dt in ("uint8", "float32")])
def test_colour_ops_match_mxnet(op, dtype):
    fn = getattr(nd.image, f"random_{op}")
    for f in (0.5, 1.7):
        got = fn(nd.array(FIXTURES["color"], dtype=dtype), f, f).asnumpy()
        want = FIXTURES[f"{op}/{dtype}/{f}"]
        assert got.dtype == want.dtype
        np.testing.assert_allclose(got.astype("float64"), want.astype("float64"), rtol=1e-6,
                                   atol=1e-4)


def test_hue_matches_mxnet():
    for dtype in ("uint8", "float32"):
        for f in (0.7, 1.0, 1.3, 1.55):
            got = nd.image.random_hue(nd.array(FIXTURES["color"], dtype=dtype), f, f).asnumpy()
            np.testing.assert_allclose(got.astype("float64"), FIXTURES[f"hue/{dtype}/{f}"],
                                       atol=1e-3 if dtype == "float32" else 0)


def test_normalize_after_to_tensor_matches_mxnet():
    for dtype in ("uint8", "float32"):
        t = nd.image.to_tensor(nd.array(FIXTURES["color"], dtype=dtype))
        np.testing.assert_allclose(
            nd.image.normalize(t, (0.1, 0.2, 0.3), (0.4, 0.5, 0.6)).asnumpy(),
            FIXTURES[f"normalize/{dtype}/3"], rtol=1e-6)
        np.testing.assert_allclose(nd.image.normalize(t, 0.5, 0.2).asnumpy(),
                                   FIXTURES[f"normalize/{dtype}/1"], rtol=1e-6)


def _kernel(name, x, seed=0, **attrs):
    op = resolve(name)
    return op.kernel(KernelContext(xp=np, rng=np.random.default_rng(seed)), op.parse_attrs(attrs), x)


def test_random_flip_flips_about_half_the_time():
    flipped = sum(bool((_kernel("image.random_flip_left_right", IMG, seed=s) != IMG).any())
                  for s in range(200))
    assert 70 < flipped < 130


def test_color_jitter_stays_in_range_and_changes_the_image():
    out = _kernel("image.random_color_jitter", IMG, brightness=0.4, contrast=0.4, saturation=0.4,
                  hue=0.1)
    assert out.dtype == np.uint8 and out.shape == IMG.shape
    assert (out != IMG).any()


@pytest.mark.parametrize("name, attrs, shape, fragment", [
    ("image.to_tensor", {}, (4, 4), "(H, W, C)"),
    ("image.normalize", {"mean": (0.1, 0.2)}, (3, 4, 4), "1 or 3 values"),
    ("image.normalize", {}, (5, 4, 4), "1 or 3 channels"),
    # MXNet's default mean/std hold 4 values, which fit no 1- or 3-channel tensor
    ("image.normalize", {}, (3, 4, 4), "1 or 3 values"),
    ("image.resize", {"size": (1, 2, 3)}, (4, 4, 3), "(width, height)"),
    ("image.resize", {"size": 4, "interp": 5}, (4, 4, 3), "interp=5"),
    ("image.crop", {"x": 2, "y": 0, "width": 3, "height": 1}, (4, 4, 3), "leaves"),
    ("image.flip_left_right", {}, (2, 4, 4, 3), "(H, W, C)"),
    ("image.random_brightness", {"min_factor": 2, "max_factor": 1}, (4, 4, 3), "min_factor"),
    ("image.adjust_lighting", {"alpha": (0.1,)}, (4, 4, 3), "3 values"),
])
def test_bad_input_is_a_clear_op_error(name, attrs, shape, fragment):
    op = resolve(name)
    with pytest.raises(OpError) as info:
        op.out_shapes(op.parse_attrs(attrs), shape)
    assert fragment in str(info.value)


def test_resize_refuses_types_opencv_cannot_resize():
    with pytest.raises(OpError, match="cast the image"):
        _kernel("image.resize", IMG.astype("int32"), size=3)
