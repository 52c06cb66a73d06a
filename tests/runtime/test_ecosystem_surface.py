"""The MXNet 1.9.1 modules the runtime serves for GluonCV / GluonNLP / d2l: mx.image,
mx.recordio, mx.kv, nd.contrib AdamW steps, mx.registry, mx.base, mx.util, mx.np / mx.npx,
mx.contrib.amp, mx.profiler, mx.test_utils and gluon.contrib.rnn.  Values that MXNet computes
are compared with real MXNet (bench/mxnet_ecosystem_fixtures.py)."""
import json
import random
import zlib
from pathlib import Path

import numpy as np
import pytest

from hybridlint.runtime import (autograd, base, context, gluon, image, kvstore, mx_npx, mx_numpy,
                                mx_registry, nd, optimizer, profiler, recordio, sym,
                                test_utils, util)
from hybridlint.runtime.contrib import amp
from hybridlint.runtime.errors import MXNetError
from hybridlint.runtime.gluon import contrib_rnn, utils
from hybridlint.runtime.gluon.contrib_nn import SyncBatchNorm

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "mxnet"
ARR = np.load(FIX / "ecosystem.npz")


# ------------------------------------------------------------------ mx.image
@pytest.mark.parametrize("key", ["rgb", "rgba", "grey"])
def test_png_decoding_matches_mxnet(key):
    buf = ARR[f"image/{key}/png"].tobytes()
    for flag, kwargs in (("flag1", {}), ("bgr", {"to_rgb": False})):
        got = image.imdecode(buf, **kwargs)
        assert got.dtype == np.uint8
        np.testing.assert_array_equal(got.asnumpy(), ARR[f"image/{key}/{flag}"])
    # OpenCV's grey conversion rounds in fixed point; ours in floating point
    grey = image.imdecode(buf, flag=0).asnumpy().astype(int)
    assert grey.shape == ARR[f"image/{key}/flag0"].shape
    assert np.abs(grey - ARR[f"image/{key}/flag0"]).max() <= 1


def test_imread_and_decode_errors(tmp_path):
    path = tmp_path / "x.png"
    path.write_bytes(ARR["image/rgb/png"].tobytes())
    np.testing.assert_array_equal(image.imread(str(path)).asnumpy(), ARR["image/rgb/flag1"])
    with pytest.raises(ValueError, match="bytes, bytearray or numpy"):
        image.imdecode("not bytes")
    if image._PILImage is None:
        with pytest.raises(ImportError, match="needs Pillow"):
            image.imdecode(b"\xff\xd8\xff\xe0 a jpeg header")
    else:
        with pytest.raises(MXNetError, match="cannot decode"):
            image.imdecode(b"\xff\xd8\xff\xe0 a jpeg header")


def test_geometry_matches_mxnet():
    src = nd.array(ARR["image/rgb"], dtype=np.uint8)
    np.testing.assert_array_equal(image.resize_short(src, 8).asnumpy(), ARR["image/resize_short"])
    crop, rect = image.center_crop(src, (10, 6))
    np.testing.assert_array_equal(crop.asnumpy(), ARR["image/center_crop"])
    assert rect == tuple(ARR["image/center_crop/rect"])
    np.testing.assert_array_equal(image.fixed_crop(src, 2, 3, 9, 7, size=(12, 5),
                                                   interp=1).asnumpy(), ARR["image/fixed_crop"])
    for t in range(5):
        np.testing.assert_array_equal(
            image.copyMakeBorder(src, 2, 1, 3, 4, type=t, value=7).asnumpy(),
            ARR[f"image/border{t}"])
    assert image.scale_down((640, 480), (720, 120)) == tuple(ARR["image/scale_down"])


def test_interp_choice_and_augmenters():
    assert image._get_interp_method(9, (10, 10, 20, 20)) == 2
    assert image._get_interp_method(9, (10, 10, 5, 5)) == 3
    assert image._get_interp_method(9, (10, 10, 5, 20)) == 1
    with pytest.raises(ValueError):
        image._get_interp_method(7)
    src = nd.array(ARR["image/rgb"], dtype=np.uint8)
    aug = image.SequentialAug([image.ResizeAug(8), image.CenterCropAug((6, 6)),
                               image.CastAug(), image.ColorNormalizeAug([1, 2, 3], [2, 2, 2])])
    out = aug(src)
    assert out.shape == (6, 6, 3) and out.dtype == np.float32
    flipped = image.HorizontalFlipAug(1.0)(src)
    np.testing.assert_array_equal(flipped.asnumpy(), ARR["image/rgb"][:, ::-1])
    crop = image.RandomCropAug((5, 4))(src)
    assert crop.shape == (4, 5, 3)


def test_create_augmenter_pipeline_matches_mxnet_with_the_same_seeds():
    """Resize, random crop, mirror, cast, colour jitter in random order, hue, PCA lighting,
    random grey and normalisation draw from python's and numpy's generators in MXNet's order."""
    state = (random.getstate(), np.random.get_state())
    random.seed(7)
    np.random.seed(7)
    try:
        augs = image.CreateAugmenter((3, 8, 10), resize=11, rand_crop=True, rand_mirror=True,
                                     brightness=0.2, contrast=0.2, saturation=0.2, hue=0.1,
                                     pca_noise=0.1, rand_gray=0.5, mean=True, std=True)
        img = nd.array(ARR["image/rgb"], dtype=np.uint8)
        for aug in augs:
            img = aug(img)
    finally:
        random.setstate(state[0])
        np.random.set_state(state[1])
    assert [type(a).__name__ for a in augs] == [
        "ResizeAug", "RandomCropAug", "HorizontalFlipAug", "CastAug", "ColorJitterAug",
        "HueJitterAug", "LightingAug", "RandomGrayAug", "ColorNormalizeAug"]
    np.testing.assert_allclose(img.asnumpy(), ARR["image/augmented"], rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("name", ["contrast", "saturation"])
def test_luma_blend_augmenters_match_their_formula(name):
    """alpha * src + (1 - alpha) * grey, grey the image's mean luma (contrast) or each
    pixel's luma (saturation); alpha drawn from python's generator, src changed in place."""
    src = np.random.RandomState(3).uniform(0, 255, (4, 5, 3)).astype(np.float32)
    luma = np.array([0.299, 0.587, 0.114], np.float32)
    state = random.getstate()
    random.seed(11)
    alpha = 1.0 + random.uniform(-0.3, 0.3)
    random.seed(11)
    try:
        aug = (image.ContrastJitterAug(0.3) if name == "contrast"
               else image.SaturationJitterAug(0.3))
        arr = nd.array(src)
        out = aug(arr)
    finally:
        random.setstate(state)
    if name == "contrast":
        grey = 3.0 * (src * luma).mean()
    else:
        grey = (src * luma).sum(axis=2, keepdims=True)
    np.testing.assert_allclose(out.asnumpy(), alpha * src + (1 - alpha) * grey, rtol=1e-5)
    assert out is arr
    assert json.loads(aug.dumps()) == [type(aug).__name__.lower(), {name: 0.3}]


def test_composed_augmenters_dump_their_parts_and_apply_them_all():
    """As MXNet: a composed augmenter dumps [name, [part dumps]]; RandomOrderAug shuffles."""
    parts = [image.CastAug(), image.ForceResizeAug((4, 3))]
    seq = image.SequentialAug(list(parts))
    assert seq.dumps() == ["sequentialaug", [p.dumps() for p in parts]]
    assert image.RandomOrderAug(list(parts)).dumps()[0] == "randomorderaug"
    src = nd.array(np.arange(5 * 6 * 3).reshape(5, 6, 3), dtype=np.uint8)
    assert seq(src).shape == (3, 4, 3) and seq(src).dtype == np.float32
    state = random.getstate()
    try:
        random.seed(0)
        assert image.RandomOrderAug(list(parts))(src).shape == (3, 4, 3)
    finally:
        random.setstate(state)


# ------------------------------------------------------------------ mx.recordio
def test_reads_mxnet_recordio_and_writes_the_same_bytes(tmp_path):
    rec, idx = tmp_path / "m.rec", tmp_path / "m.idx"
    rec.write_bytes(ARR["recordio/rec"].tobytes())
    idx.write_bytes(ARR["recordio/idx"].tobytes())
    expect = [b"plain", b"", b"abc", b"\x0a\x23\xd7\xce" + b"after-magic",
              b"xxxx\x0a\x23\xd7\xceyyyy\x0a\x23\xd7\xce", b"zz\x0a\x23\xd7\xce" + b"unaligned"]
    r = recordio.MXIndexedRecordIO(str(idx), str(rec), "r")
    assert [r.read_idx(k) for k in range(len(expect))] == expect
    header, payload = recordio.unpack(r.read_idx(len(expect)))
    assert (header.flag, header.label, header.id, payload) == (0, 3.0, 7, b"img")
    header, payload = recordio.unpack(r.read_idx(len(expect) + 1))
    assert header.flag == 2 and list(header.label) == [1.5, 2.5] and payload == b"two"
    r.close()
    seq = recordio.MXRecordIO(str(rec), "r")
    assert [seq.read() for _ in expect] == expect
    seq.close()

    out_rec, out_idx = tmp_path / "o.rec", tmp_path / "o.idx"
    w = recordio.MXIndexedRecordIO(str(out_idx), str(out_rec), "w")
    for i, item in enumerate(expect):
        w.write_idx(i, item)
    w.write_idx(len(expect), recordio.pack(recordio.IRHeader(0, 3.0, 7, 0), b"img"))
    w.write_idx(len(expect) + 1, recordio.pack(recordio.IRHeader(0, [1.5, 2.5], 8, 1), b"two"))
    w.close()
    assert out_rec.read_bytes() == rec.read_bytes()
    assert out_idx.read_bytes() == idx.read_bytes()


def test_pack_img_png_round_trip():
    bgr = ARR["image/rgb"][:, :, ::-1]
    s = recordio.pack_img(recordio.IRHeader(0, 1.0, 3, 0), bgr, img_fmt=".png")
    header, img = recordio.unpack_img(s)
    assert header.label == 1.0
    np.testing.assert_array_equal(img, bgr)
    assert recordio.unpack_img(s, iscolor=0)[1].ndim == 2


# ------------------------------------------------------------------ kvstore, AdamW
def test_local_kvstore_matches_mxnet():
    kv = kvstore.create("local")
    assert (kv.type, kv.rank, kv.num_workers) == ("local", 0, 1)
    kv.init(3, nd.ones((2, 3)))
    kv.push(3, [nd.ones((2, 3)) * 2, nd.ones((2, 3)) * 5])
    a = nd.zeros((2, 3))
    kv.pull(3, out=a)
    np.testing.assert_array_equal(a.asnumpy(), ARR["kvstore/sum"])
    kv.set_optimizer(optimizer.SGD(learning_rate=0.1, momentum=0.9))
    kv.push(3, nd.ones((2, 3)) * 4)
    kv.push(3, nd.ones((2, 3)) * 4)
    b = nd.zeros((2, 3))
    kv.pull(3, out=b)
    np.testing.assert_allclose(b.asnumpy(), ARR["kvstore/sgd"], rtol=1e-6)
    with pytest.raises(kvstore.KVStoreNotProvided, match="dist_sync"):
        kvstore.create("dist_sync")
    with pytest.raises(MXNetError, match="never initialised"):
        kv.pull(9, out=b)


def test_adamw_updates_match_mxnet():
    w, g = ARR["adamw/w"], ARR["adamw/g"]
    weight, mean, var, grad = nd.array(w), nd.zeros((4, 5)), nd.zeros((4, 5)), nd.array(g)
    nd.contrib.adamw_update(weight, grad, mean, var, rescale_grad=0.5, lr=0.01, eta=0.9,
                            wd=0.1, out=weight)
    np.testing.assert_allclose(grad.asnumpy(), g * 0.5, rtol=1e-6)   # MXNet rescales in place
    nd.contrib.adamw_update(weight, grad, mean, var, rescale_grad=nd.array([2.0]), lr=0.02,
                            eta=0.5, beta1=0.8, beta2=0.99, epsilon=1e-6, wd=0.01,
                            clip_gradient=1.0, out=weight)
    nd.contrib.adamw_update(weight, grad, mean, var, rescale_grad=0.0, lr=0.02, eta=0.5,
                            out=weight)                              # skipped
    # bit for bit: MXNet's float32 roundings are reproduced (nd_contrib_updates.py)
    for key, got in (("adamw_w", weight), ("adamw_mean", mean), ("adamw_var", var)):
        np.testing.assert_array_equal(got.asnumpy(), ARR[f"adamw/{key}"])
    w16, w32, mean, var = nd.array(w, dtype="float16"), nd.array(w), nd.zeros((4, 5)), \
        nd.zeros((4, 5))
    nd.contrib.mp_adamw_update(w16, nd.array(g, dtype="float16"), mean, var, w32,
                               rescale_grad=0.5, lr=0.01, eta=0.9, wd=0.1, out=w16)
    np.testing.assert_array_equal(w16.asnumpy(), ARR["adamw/mp_w16"])
    np.testing.assert_array_equal(w32.asnumpy(), ARR["adamw/mp_w32"])
    ws = [nd.array(w), nd.array(w * 2)]
    ms, vs = [nd.zeros((4, 5)), nd.zeros((4, 5))], [nd.zeros((4, 5)), nd.zeros((4, 5))]
    nd.contrib.multi_adamw_update(ws, [grad, grad * 3], ms, vs, rescale_grad=1.0,
                                  lrs=(0.01, 0.02), wds=(0.0, 0.1), etas=(1.0, 0.5), out=ws)
    for key, got in (("multi_w0", ws[0]), ("multi_w1", ws[1]), ("multi_v1", vs[1])):
        np.testing.assert_array_equal(got.asnumpy(), ARR[f"adamw/{key}"])


# ------------------------------------------------------------------ small modules
def test_registry_factories():
    class Base:
        pass

    register = mx_registry.get_register_func(Base, "thing")
    alias = mx_registry.get_alias_func(Base, "thing")
    create = mx_registry.get_create_func(Base, "thing")

    @alias("first", "other")
    class First(Base):
        def __init__(self, x=1):
            self.x = x

    register(First, "Third")
    assert create("FIRST", x=3).x == 3
    assert create('["other", {"x": 5}]').x == 5
    assert create({"thing": "third"}).x == 1
    inst = First()
    assert create(inst) is inst
    assert sorted(mx_registry.get_registry(Base)) == ["first", "other", "third"]
    with pytest.raises(AssertionError, match="not registered"):
        create("missing")
    with pytest.warns(UserWarning, match="overriding"):
        register(First, "first")


def test_base_names(monkeypatch, tmp_path):
    assert base.py_str(b"abc") == "abc" and base.MXNetError is MXNetError
    assert isinstance(np.float32(1), base.numeric_types)
    monkeypatch.setenv("MXNET_HOME", str(tmp_path))
    assert base.data_dir() == str(tmp_path)
    assert repr(base._Null) == "_Null"


def test_numpy_mode_is_refused_clearly():
    assert util.is_np_array() is False and util.is_np_shape() is False
    with pytest.raises(util.NumpyModeNotProvided, match="numpy mode"):
        mx_npx.set_np()
    util.set_np(shape=False, array=False)       # turning it off is fine
    with pytest.raises(util.NumpyModeNotProvided):
        with util.np_array():
            pass
    with pytest.raises(util.NumpyModeNotProvided, match="mx.np.zeros"):
        mx_numpy.zeros((2,))
    with pytest.raises(util.NumpyModeNotProvided, match="mx.np.random.normal"):
        mx_numpy.random.normal(0, 1)
    with pytest.raises(util.NumpyModeNotProvided, match="mx.npx.batch_dot"):
        mx_npx.batch_dot(None, None)
    with pytest.raises(AttributeError, match="no such name"):
        mx_numpy.not_a_numpy_function
    assert mx_numpy.float32 is np.float32 and mx_numpy.pi == np.pi
    assert mx_npx.cpu() == context.cpu()
    mx_npx.waitall()

    @util.use_np
    def f():
        return 1

    with pytest.raises(util.NumpyModeNotProvided):
        f()


def test_util_env(monkeypatch):
    util.setenv("HYBRIDLINT_TEST_ENV", "1")
    assert util.getenv("HYBRIDLINT_TEST_ENV") == "1"
    util.setenv("HYBRIDLINT_TEST_ENV", None)
    assert util.getenv("HYBRIDLINT_TEST_ENV") is None
    assert util.get_gpu_count() == context.num_gpus()


def test_amp_and_profiler_refuse_what_they_cannot_do():
    # MXNet's module state, which GluonNLP's attention cells read; init refuses, so it stays off
    assert (amp.amp._amp_initialized, amp.amp._amp_loss_scale_initialized,
            amp.amp._loss_scaler) == (False, False, None)
    with pytest.raises(amp.AMPNotProvided, match="amp.init"):
        amp.init()
    assert amp.amp._amp_initialized is False
    with pytest.raises(amp.AMPNotProvided, match="scale_loss"):
        amp.scale_loss(None, None)
    profiler.set_config(profile_all=True, filename="p.json")
    profiler.set_state("run")
    with profiler.Domain("d").new_task("t"):
        pass
    counter = profiler.Domain("d").new_counter("c", 3)
    counter += 2
    assert counter.value == 5
    profiler.set_state("stop")
    with pytest.raises(profiler.ProfilerNotProvided):
        profiler.dumps()
    with pytest.raises(ValueError):
        profiler.set_state("go")


# ------------------------------------------------------------------ test_utils
def test_assert_almost_equal_uses_mxnet_tolerances():
    test_utils.assert_almost_equal(nd.ones((3,)), np.ones(3, np.float32) + 5e-4)   # atol 1e-3
    with pytest.raises(AssertionError, match="Location of maximum error: \\(1,\\)"):
        test_utils.assert_almost_equal(np.array([1.0, 2.0]), np.array([1.0, 2.1]))
    # almost_equal alone defaults to float64's tolerances
    assert not test_utils.almost_equal(np.ones(3, np.float32), np.ones(3) + 5e-4)
    assert test_utils.get_tols(np.ones(1, np.float16), np.ones(1, np.float32), None, None) == \
        (1e-2, 1e-1)
    test_utils.assert_exception(lambda: 1 / 0, ZeroDivisionError)
    with pytest.raises(MXNetError, match="sparse"):
        test_utils.rand_ndarray((2, 2), stype="csr")
    assert test_utils.rand_ndarray((2, 3)).shape == (2, 3)


def test_symbol_checks_and_consistency():
    s = sym.FullyConnected(sym.var("data"), num_hidden=3, name="fc")
    x = np.random.rand(2, 4).astype(np.float32)
    w = np.random.rand(3, 4).astype(np.float32)
    b = np.random.rand(3).astype(np.float32)
    test_utils.check_symbolic_forward(s, [x, w, b], [x @ w.T + b])
    head = np.random.rand(2, 3).astype(np.float32)
    test_utils.check_symbolic_backward(s, [x, w, b], [head], [head @ w, head.T @ x, head.sum(0)])
    with pytest.raises(AssertionError):
        test_utils.check_symbolic_forward(s, [x, w, b], [x @ w.T])
    ctxs = [{"ctx": context.cpu(), "data": (2, 4), "type_dict": {"data": t}}
            for t in (np.float64, np.float32)]
    gt = test_utils.check_consistency(s, ctxs)
    assert set(gt) == {"fc_output", "data", "fc_weight", "fc_bias"}
    with pytest.raises(AssertionError, match="ctx 1 vs ctx 0"):
        test_utils.check_consistency(s, ctxs, ground_truth={**gt, "fc_output": gt["fc_output"] + 1})


# ------------------------------------------------------------------ gluon.contrib.rnn
def _sigmoid(v):
    return 1 / (1 + np.exp(-v))


def test_lstmp_cell_names_and_step():
    cell = contrib_rnn.LSTMPCell(5, 3, input_size=4, prefix="lstmp0_")
    cell.initialize()
    assert sorted(cell.collect_params()) == sorted(
        f"lstmp0_{n}" for n in ("i2h_weight", "h2h_weight", "h2r_weight", "i2h_bias", "h2h_bias"))
    x = np.random.rand(2, 4).astype(np.float32)
    r0, c0 = np.random.rand(2, 3).astype(np.float32), np.random.rand(2, 5).astype(np.float32)
    out, (r, c) = cell(nd.array(x), [nd.array(r0), nd.array(c0)])
    p = {k.split("_", 1)[1]: v.data().asnumpy() for k, v in cell.collect_params().items()}
    gates = x @ p["i2h_weight"].T + p["i2h_bias"] + r0 @ p["h2h_weight"].T + p["h2h_bias"]
    i, f, g, o = np.split(gates, 4, axis=1)
    c_ref = _sigmoid(f) * c0 + _sigmoid(i) * np.tanh(g)
    r_ref = (_sigmoid(o) * np.tanh(c_ref)) @ p["h2r_weight"].T
    np.testing.assert_allclose(c.asnumpy(), c_ref, rtol=1e-5)
    np.testing.assert_allclose(out.asnumpy(), r_ref, rtol=1e-5)
    assert cell.state_info(2)[0]["shape"] == (2, 3)
    outs, _ = cell.unroll(3, nd.array(np.random.rand(2, 3, 4)), merge_outputs=True)
    assert outs.shape == (2, 3, 3)


def test_variational_dropout_cell_shares_masks_per_sequence():
    base_cell = gluon.rnn.RNNCell(4, input_size=4, prefix="rnn0_")
    cell = contrib_rnn.VariationalDropoutCell(base_cell, drop_inputs=0.5)
    cell.initialize()
    with autograd.train_mode():
        cell.unroll(3, nd.ones((2, 3, 4)), merge_outputs=True)
        mask = cell.drop_inputs_mask.asnumpy()
        assert set(np.unique(mask)) <= {0.0, 2.0}


# ------------------------------------------------------------------ gluon additions
def test_sync_batch_norm_is_batch_norm_on_one_device():
    sbn, bn = SyncBatchNorm(num_devices=1, in_channels=3), gluon.nn.BatchNorm(in_channels=3)
    sbn.initialize()
    bn.initialize()
    x = nd.array(np.random.rand(2, 3, 4, 4))
    with autograd.record():
        a, b = sbn(x), bn(x)
    np.testing.assert_allclose(a.asnumpy(), b.asnumpy(), rtol=1e-6)
    np.testing.assert_allclose(sbn.running_mean.data().asnumpy(),
                               bn.running_mean.data().asnumpy(), rtol=1e-6)
    assert sbn._kwargs["ndev"] == 1 and sbn._kwargs["key"] == sbn.prefix


def test_gluon_utils_repo_urls(monkeypatch):
    monkeypatch.setenv("MXNET_GLUON_REPO", "https://example.invalid/repo")
    assert utils._get_repo_file_url("gluon/dataset", "x.zip") == \
        "https://example.invalid/repo/gluon/dataset/x.zip"
    assert utils.shape_is_known((2, 3)) and not utils.shape_is_known((2, 0))


@pytest.mark.skipif(image._PILImage is None, reason="JPEG decoding needs Pillow (optional)")
def test_jpeg_through_pillow_equals_mxnet_opencv():
    path = str(FIX / "ecosystem_sample.jpg")
    np.testing.assert_array_equal(image.imread(path).asnumpy(), ARR["image/jpeg/flag1"])
    np.testing.assert_array_equal(image.imread(path, flag=0).asnumpy(), ARR["image/jpeg/flag0"])


CONV_CELLS = [
    ("Conv2DLSTMCell", (3, 6, 6), dict(hidden_channels=4, i2h_kernel=3, h2h_kernel=3,
                                       i2h_pad=1)),
    ("Conv1DGRUCell", (2, 7), dict(hidden_channels=3, i2h_kernel=3, h2h_kernel=3)),
    ("Conv2DRNNCell", (2, 5, 5), dict(hidden_channels=2, i2h_kernel=(3, 1), h2h_kernel=3,
                                      h2h_dilate=2, activation="relu")),
]


def _fill(name, shape):
    rng = np.random.RandomState(zlib.crc32(name.split("_", 1)[1].encode()))
    if name.endswith(("running_var", "gamma")):
        return rng.uniform(0.5, 1.5, shape).astype(np.float32)
    return rng.uniform(-0.1, 0.1, shape).astype(np.float32)


@pytest.mark.parametrize("k", range(len(CONV_CELLS)))
def test_conv_rnn_cells_match_mxnet(k):
    cls, shape, kw = CONV_CELLS[k]
    cell = getattr(contrib_rnn, cls)(shape, prefix=f"cell{k}_", **kw)
    cell.initialize()
    x = np.random.RandomState(k).uniform(-1, 1, (2, 3) + shape).astype(np.float32)
    cell.unroll(3, nd.array(x), merge_outputs=True)
    for name, p in cell.collect_params().items():
        p.set_data(nd.array(_fill(name, p.shape)))
    outputs, states = cell.unroll(3, nd.array(x), merge_outputs=True)
    np.testing.assert_allclose(outputs.asnumpy(), ARR[f"conv_cells/{cls}/outputs"], rtol=1e-5,
                               atol=1e-6)
    np.testing.assert_allclose(states[0].asnumpy(), ARR[f"conv_cells/{cls}/state0"], rtol=1e-5,
                               atol=1e-6)


def test_conv_rnn_cells_refuse_channels_last_and_dynamic_unroll():
    with pytest.raises(NotImplementedError, match="layout 'NHWC'"):
        contrib_rnn.Conv2DLSTMCell((6, 6, 3), 4, 3, 3, conv_layout="NHWC")
    with pytest.raises(NotImplementedError, match="dynamic_unroll"):
        contrib_rnn.dynamic_unroll(None, None, None)
