"""MXNet's NDArray-list (.params) format: fixtures, round trips, malformed input."""
import io
import pickle
import struct
import time

import numpy as np
import pytest
from hybridlint.runtime import params_io
from hybridlint.runtime.params_io import ParamsFormatError

from tests.conftest import FIXTURES

MX = FIXTURES / "mxnet"
PARAM_FILES = [MX / n / f for n in ("mlp", "lenet") for f in ("net.params", "model-0000.params")]


@pytest.mark.parametrize("path", PARAM_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_fixture_loads_and_resaves_byte_identical(path, tmp_path):
    loaded = params_io.load(path)
    assert isinstance(loaded, dict) and loaded
    assert all(v.dtype == np.float32 for v in loaded.values())
    assert params_io.dumps(loaded) == path.read_bytes()
    out = tmp_path / "again.params"
    params_io.save(out, loaded)
    assert out.read_bytes() == path.read_bytes()


@pytest.mark.parametrize("net", ["mlp", "lenet"])
def test_fixture_values_match_npz(net):
    binary = params_io.load(MX / net / "net.params")
    npz = np.load(MX / net / "params_structural.npz")
    assert sorted(binary) == sorted(npz.files)
    for k in npz.files:
        np.testing.assert_array_equal(binary[k], npz[k])
    exported = params_io.load(MX / net / "model-0000.params")
    named = params_io.load_npz(MX / net / "params_named.npz")
    assert sorted(k[4:] for k in exported) == sorted(named)
    for k, v in exported.items():
        np.testing.assert_array_equal(v, named[k[4:]])


def test_fixture_header_layout():
    raw = (MX / "mlp" / "net.params").read_bytes()
    magic, reserved, count = struct.unpack_from("<QQQ", raw)
    assert (magic, reserved, count) == (0x112, 0, 6)
    assert struct.unpack_from("<IiiqqiiI", raw, 24) == (0xF993FAC9, 0, 2, 256, 512, 1, 0, 0)


DTYPES = ["float32", "float64", "float16", "uint8", "int8", "int32", "int64", "bool"]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("shape", [(3,), (2, 3), (1, 2, 3, 4), (0, 5), ()])
def test_round_trip_dtypes_and_shapes(dtype, shape):
    rng = np.random.default_rng(0)
    arr = (rng.standard_normal(shape) * 50).astype(dtype)
    back = params_io.loads(params_io.dumps({"w": arr}))
    assert list(back) == ["w"]
    assert back["w"].dtype == arr.dtype and back["w"].shape == arr.shape
    np.testing.assert_array_equal(back["w"], arr)


def test_list_form_and_single_array():
    a, b = np.arange(6, dtype=np.float32).reshape(2, 3), np.ones(4, dtype=np.int32)
    back = params_io.loads(params_io.dumps([a, b]))
    assert isinstance(back, list) and len(back) == 2
    np.testing.assert_array_equal(back[0], a)
    np.testing.assert_array_equal(back[1], b)
    single = params_io.loads(params_io.dumps(a))
    assert isinstance(single, list) and single[0].shape == (2, 3)
    assert params_io.loads(params_io.dumps({})) == []


def test_noncontiguous_and_big_endian_are_written_little_endian():
    a = np.arange(12, dtype=">f4").reshape(3, 4).T
    back = params_io.loads(params_io.dumps({"x": a}))["x"]
    np.testing.assert_array_equal(back, a)
    assert back.dtype == np.float32


def test_unsupported_dtype_and_names_are_refused():
    with pytest.raises(ValueError, match="complex64"):
        params_io.dumps({"x": np.zeros(2, np.complex64)})
    with pytest.raises(TypeError, match="names must be str"):
        params_io.dumps({1: np.zeros(2)})
    with pytest.raises(TypeError):
        params_io.dumps(42)


def test_unicode_names_round_trip():
    back = params_io.loads(params_io.dumps({"dense0_wé": np.zeros(1, np.float32)}))
    assert list(back) == ["dense0_wé"]


# --------------------------------------------------------------------------
# Malformed input: each must be a ValueError with a useful message, fast.
# --------------------------------------------------------------------------

def _header(n):
    return struct.pack("<QQQ", 0x112, 0, n)


def _record(dims, code=0, magic=0xF993FAC9, stype=0, data=None, ndim=None):
    ndim = len(dims) if ndim is None else ndim
    out = struct.pack("<Iii", magic, stype, ndim) + struct.pack(f"<{len(dims)}q", *dims)
    out += struct.pack("<iii", 1, 0, code)
    if data is None:
        size = int(np.prod(dims)) if dims else 1
        data = b"\0" * (size * 4)
    return out + data


GOOD = params_io.dumps({"w": np.arange(6, dtype=np.float32).reshape(2, 3)})

MALFORMED = {
    "empty": (b"", "shorter than"),
    "wrong magic": (b"\x13" + GOOD[1:], "bad magic"),
    "pickle payload": (pickle.dumps({"w": [1.0, 2.0]}), "pickle"),
    "npy payload": (b"\x93NUMPY\x01\x00" + b"\0" * 40, ".npy"),
    "json payload": (b'{"nodes": [], "heads": []}', "JSON"),
    "truncated header": (GOOD[:20], "truncated"),
    "truncated data": (GOOD[:60], "truncated|needs"),
    "truncated names": (GOOD[:-3], "truncated|needs|declared"),
    "trailing junk": (GOOD + b"junk", "trailing"),
    "huge array count": (_header(2 ** 60), "declared"),
    "huge dimension": (_header(1) + _record([2 ** 60, 2 ** 3], data=b""), "needs"),
    "overflowing dims": (_header(1) + _record([2 ** 62, 2 ** 62, 2 ** 62], data=b""), "needs"),
    "negative dimension": (_header(1) + _record([-3, 2], data=b""), "negative"),
    "rank too large": (_header(1) + _record([1] * 4, ndim=1000), "rank"),
    "negative rank": (_header(1) + _record([], ndim=-5), "rank"),
    "bad dtype code": (_header(1) + _record([2], code=99), "dtype code"),
    "bfloat16": (_header(1) + _record([2], code=12), "bfloat16"),
    "sparse csr": (_header(1) + _record([2], stype=2), "sparse"),
    "unknown stype": (_header(1) + _record([2], stype=7), "storage type"),
    "bad record magic": (_header(1) + _record([2], magic=0xDEADBEEF), "magic"),
    "huge name count": (_header(1) + _record([2]) + struct.pack("<Q", 2 ** 61), "declared"),
    "huge name length": (_header(1) + _record([2]) + struct.pack("<QQ", 1, 2 ** 60), "name 0"),
    "names/arrays mismatch": (_header(1) + _record([2]) + struct.pack("<QQ", 2, 1) + b"a"
                              + struct.pack("<Q", 1) + b"b", "names for"),
    "non-utf8 name": (_header(1) + _record([2]) + struct.pack("<QQ", 1, 2) + b"\xff\xfe", "UTF-8"),
    "duplicate names": (_header(2) + _record([1]) + _record([1]) + struct.pack("<QQ", 2, 1) + b"a"
                        + struct.pack("<Q", 1) + b"a", "duplicate"),
    "shapeless array": (_header(1) + struct.pack("<Iii", 0xF993FAC9, 0, 0), "no shape"),
    "bad device": (_header(1) + struct.pack("<Iiiqiii", 0xF993FAC9, 0, 1, 2, 9, 0, 0)
                   + b"\0" * 8, "device"),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_params_give_clear_value_error(case, tmp_path):
    payload, message = MALFORMED[case]
    path = tmp_path / "bad.params"
    path.write_bytes(payload)
    start = time.perf_counter()
    with pytest.raises(ValueError, match=message) as info:
        params_io.load(path)
    assert time.perf_counter() - start < 1.0
    assert str(path) in str(info.value)
    assert isinstance(info.value, ParamsFormatError)


def test_every_truncation_of_a_real_file_is_a_value_error():
    raw = (MX / "mlp" / "net.params").read_bytes()
    # Header and first record boundaries, data midpoints and the name table.
    cuts = list(range(0, 80)) + [1000, len(raw) // 2] + list(range(len(raw) - 80, len(raw)))
    for cut in cuts:
        with pytest.raises(ValueError):
            params_io.loads(raw[:cut])


def test_missing_file_is_a_value_error(tmp_path):
    with pytest.raises(ValueError, match="cannot read"):
        params_io.load(tmp_path / "nope.params")


def test_legacy_and_v1_layouts_are_read():
    legacy = _header(1) + struct.pack("<III", 2, 1, 2) + struct.pack("<iii", 1, 0, 0) \
        + np.array([[1.5, 2.5]], np.float32).tobytes() + struct.pack("<Q", 0)
    np.testing.assert_array_equal(params_io.loads(legacy)[0], [[1.5, 2.5]])
    v1 = _header(1) + struct.pack("<Iiq", 0xF993FAC8, 1, 3) + struct.pack("<iii", 1, 0, 4) \
        + np.array([7, 8, 9], np.int32).tobytes() + struct.pack("<Q", 0)
    np.testing.assert_array_equal(params_io.loads(v1)[0], [7, 8, 9])


# --------------------------------------------------------------------------
# The safe native .npz format.
# --------------------------------------------------------------------------

def test_npz_round_trip_and_autodetect(tmp_path):
    data = {"a": np.arange(5, dtype=np.int64), "b": np.ones((2, 2), np.float16)}
    path = tmp_path / "w.npz"
    params_io.save_npz(path, data)
    for loader in (params_io.load_npz, params_io.load):
        back = loader(path)
        assert sorted(back) == ["a", "b"]
        np.testing.assert_array_equal(back["a"], data["a"])
        assert back["b"].dtype == np.float16


def test_npz_with_objects_is_refused(tmp_path):
    path = tmp_path / "obj.npz"
    np.savez(path, x=np.array([{"a": 1}], dtype=object))
    with pytest.raises(ValueError, match="objects"):
        params_io.load_npz(path)


def test_npz_lying_header_is_refused(tmp_path):
    # A header that declares 2**40 floats over 16 bytes of data.
    header = {"descr": "<f4", "fortran_order": False, "shape": (2 ** 40,)}
    out = io.BytesIO()
    np.lib.format.write_array_header_1_0(out, header)
    out.write(b"\0" * 16)
    import zipfile
    path = tmp_path / "lie.npz"
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("x.npy", out.getvalue())
    with pytest.raises(ValueError, match="declares shape"):
        params_io.load_npz(path)


def test_not_a_zip_npz_is_a_value_error(tmp_path):
    path = tmp_path / "x.npz"
    path.write_bytes(b"PK\x03\x04garbage")
    with pytest.raises(ValueError, match="npz"):
        params_io.load(path)


def test_to_ndarrays_keeps_dtypes_and_names():
    from hybridlint.runtime.ndarray import NDArray
    data = {"a": np.arange(3, dtype=np.int64), "b": np.ones((2, 2), np.float16)}
    wrapped = params_io.to_ndarrays(params_io.loads(params_io.dumps(data)))
    assert all(isinstance(v, NDArray) for v in wrapped.values())
    assert wrapped["a"].dtype == np.int64 and wrapped["b"].dtype == np.float16
    np.testing.assert_array_equal(wrapped["a"].asnumpy(), [0, 1, 2])
    as_list = params_io.to_ndarrays(params_io.loads(params_io.dumps([data["b"]])))
    assert isinstance(as_list, list) and as_list[0].shape == (2, 2)


def test_random_corruptions_never_escape_as_other_errors():
    base = params_io.dumps({"a": np.arange(12, dtype=np.float32).reshape(3, 4),
                            "bb": np.ones(5, np.int64)})
    rng = np.random.default_rng(1234)
    for _ in range(400):
        buf = bytearray(base)
        for pos in rng.integers(0, len(buf), size=int(rng.integers(1, 4))):
            buf[pos] = int(rng.integers(0, 256))
        cut = int(rng.integers(len(buf) // 2, len(buf) + 1))
        try:
            out = params_io.loads(bytes(buf[:cut]))
        except ValueError:
            continue
        assert isinstance(out, (dict, list))


# What MXNet 1.9.1 writes for a block without parameters (save_parameters / export): no arrays
# and no names, which nd.load reads back as [] -- and MXNet loads it into such a block.
MXNET_EMPTY_PARAMS = bytes.fromhex("1201" + "00" * 30)


def test_empty_parameter_file_loads_into_a_block_without_parameters(tmp_path):
    from hybridlint.runtime import nd
    from hybridlint.runtime.gluon import HybridBlock, SymbolBlock
    from hybridlint.runtime.gluon.parameter import ParameterDict, ParameterLoadError

    class Twice(HybridBlock):
        def hybrid_forward(self, F, x):
            return x * 2

    path = tmp_path / "empty.params"
    path.write_bytes(MXNET_EMPTY_PARAMS)
    assert params_io.load(path) == []
    net = Twice()
    net.load_parameters(str(path))
    net.save_parameters(str(tmp_path / "ours.params"))
    assert (tmp_path / "ours.params").read_bytes() == MXNET_EMPTY_PARAMS
    pd = ParameterDict()
    pd.load(str(path))
    assert list(pd.keys()) == []
    net.hybridize()
    net(nd.ones((2,)))
    net.export(str(tmp_path / "twice"))
    sym = SymbolBlock.imports(str(tmp_path / "twice-symbol.json"), ["data"], str(path))
    np.testing.assert_array_equal(sym(nd.ones((2,))).asnumpy(), [2, 2])
    # a file without names still does not load into a block that has parameters
    from hybridlint.runtime.gluon import nn
    dense = nn.Dense(2, in_units=2)
    dense.initialize()
    with pytest.raises(ParameterLoadError, match="unnamed list"):
        dense.load_parameters(str(path))
