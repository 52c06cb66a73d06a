"""MXNet's binary NDArray-list format (``nd.save``/``nd.load``, ``.params`` files).

Layout, all little-endian, as MXNet 1.9.1 writes it::

    u64 0x112 (list magic)   u64 reserved (0)
    u64 n_arrays             n_arrays x NDArray record
    u64 n_names              n_names  x (u64 length, utf-8 bytes)

An NDArray record (``NDArray::Save``) in the V2 layout MXNet 1.x writes::

    u32 0xF993FAC9   i32 storage type (0 dense)   i32 ndim   i64 dims[ndim]
    i32 dev_type     i32 dev_id                   i32 dtype code   raw data

V3 (``0xF993FACA``, written in numpy-shape mode, where ndim 0 is a scalar),
V1 (``0xF993FAC8``, no storage type) and the magic-less legacy layout (u32
ndim then u32 dims) are read too.  Names present → a ``dict``; no names → a
``list``.

The file is untrusted input: every count, length, rank and dimension is
checked against the bytes that remain before anything is allocated, so a
declared size of 2**60 fails at once; any problem raises ``ValueError``
naming the file and the byte offset.  Nothing here ever unpickles.

The arrays handed out are numpy arrays (``nd.load`` wraps them into
NDArrays); ``dumps`` accepts numpy arrays or anything with ``asnumpy()``.
"""
from __future__ import annotations

import io
import os
import struct
import zipfile
from typing import Any, Mapping, Sequence, Union

import numpy as np

from ..boundedio import read_regular
from .atomic_write import write_file
from .limits import MAX_ARRAY_BYTES, human_bytes
from .ndarray import array

__all__ = [
    "save", "load", "dumps", "loads", "save_npz", "load_npz", "to_ndarrays", "raw_dumps",
    "raw_loads",
    "DTYPE_TO_CODE", "CODE_TO_DTYPE", "ParamsFormatError",
]

LIST_MAGIC = 0x112
V1_MAGIC = 0xF993FAC8
V2_MAGIC = 0xF993FAC9
V3_MAGIC = 0xF993FACA

# mshadow type flags (mxnet/ndarray/ndarray.py _DTYPE_NP_TO_MX); bfloat16 (12)
# has no numpy dtype and is refused.
CODE_TO_DTYPE = {
    0: np.dtype("<f4"), 1: np.dtype("<f8"), 2: np.dtype("<f2"), 3: np.dtype("u1"),
    4: np.dtype("<i4"), 5: np.dtype("i1"), 6: np.dtype("<i8"), 7: np.dtype("?"),
}
DTYPE_TO_CODE = {dt.newbyteorder("=") if dt.byteorder not in "|" else dt: code
                 for code, dt in CODE_TO_DTYPE.items()}
_STYPE_NAMES = {1: "row_sparse", 2: "csr"}
_DEV_TYPES = {1: "cpu", 2: "gpu", 3: "cpu_pinned", 5: "cpu_shared"}

# .npz members that inflate more than this ratio past this size are refused (a "zip bomb":
# megabytes on disk, gigabytes in memory); real parameters barely compress
_BOMB_RATIO = 100
_BOMB_MIN_BYTES = 64 << 20
MAX_NDIM = 32          # MXNet's operators stop well below this
MAX_NAME_BYTES = 1 << 16

ArrayData = Union[Mapping[str, Any], Sequence[Any], Any]


class ParamsFormatError(ValueError):
    """A ``.params`` / ``nd.save`` file is malformed or unsupported."""


class _Reader:
    """Cursor over an immutable buffer; every read is bounds-checked."""

    def __init__(self, buf: bytes, source: str):
        self.buf = memoryview(buf)
        self.pos = 0
        self.source = source

    @property
    def remaining(self) -> int:
        return len(self.buf) - self.pos

    def fail(self, what: str) -> ParamsFormatError:
        return ParamsFormatError(f"{self.source}: {what} (at byte {self.pos})")

    def take(self, n: int, what: str) -> memoryview:
        if n < 0 or n > self.remaining:
            raise self.fail(f"truncated file: {what} needs {n} bytes, "
                            f"only {self.remaining} left")
        out = self.buf[self.pos:self.pos + n]
        self.pos += n
        return out

    def unpack(self, fmt: str, what: str):
        size = struct.calcsize(fmt)
        return struct.unpack("<" + fmt, self.take(size, what))

    def u64(self, what):
        return self.unpack("Q", what)[0]

    def u32(self, what):
        return self.unpack("I", what)[0]

    def i32(self, what):
        return self.unpack("i", what)[0]


def _describe_foreign(head: bytes) -> str:
    if head[:1] == b"\x80" or head[:2] in (b"(d", b"(l", b"}q", b"]q"):
        return " (this looks like a Python pickle; hybridlint never unpickles: " \
               "re-save the arrays with nd.save or numpy.savez)"
    if head[:4] == b"PK\x03\x04":
        return " (this is a zip/.npz archive: use params_io.load_npz)"
    if head[:6] == b"\x93NUMPY":
        return " (this is a .npy file, not an MXNet NDArray list)"
    if head[:1] in (b"{", b"["):
        return " (this looks like JSON; a -symbol.json goes to sym.load)"
    return ""


def _read_shape(r: _Reader, ndim_fmt: str, dim_fmt: str, allow_scalar: bool):
    """Returns a tuple, or None for MXNet's 'none' (shape-less) array."""
    ndim = r.unpack(ndim_fmt, "shape rank")[0]
    if ndim == 0 and not allow_scalar:
        return None
    if ndim == -1 and allow_scalar:
        return None
    if ndim < 0 or ndim > MAX_NDIM:
        raise r.fail(f"invalid array rank {ndim} (must be 0..{MAX_NDIM})")
    dims = r.unpack(dim_fmt * ndim, "shape dimensions") if ndim else ()
    for d in dims:
        if d < 0:
            raise r.fail(f"invalid negative dimension {d} in shape {tuple(dims)}")
    return tuple(int(d) for d in dims)


def _read_body(r: _Reader, shape, index: int) -> np.ndarray:
    dev_type, dev_id = r.unpack("ii", "array context")
    if dev_type not in _DEV_TYPES or dev_id < 0:
        raise r.fail(f"array {index}: invalid device ({dev_type}, {dev_id})")
    code = r.i32("dtype code")
    if code not in CODE_TO_DTYPE:
        if code == 12:
            raise r.fail(f"array {index}: bfloat16 arrays are not supported")
        raise r.fail(f"array {index}: unknown dtype code {code}")
    dtype = CODE_TO_DTYPE[code]
    count = 1
    for d in shape:
        count *= d          # python int: no overflow, checked below
    nbytes = count * dtype.itemsize
    if nbytes > r.remaining:
        raise r.fail(f"array {index}: shape {shape} of {dtype.name} needs "
                     f"{nbytes} bytes, only {r.remaining} left (truncated or corrupt)")
    raw = r.take(nbytes, "array data")
    arr = np.frombuffer(raw, dtype=dtype, count=count).reshape(shape)
    return arr.astype(dtype.newbyteorder("="), copy=True)


def _read_array(r: _Reader, index: int) -> np.ndarray:
    start = r.pos
    magic = r.u32(f"array {index} header")
    if magic in (V2_MAGIC, V3_MAGIC):
        stype = r.i32("storage type")
        if stype in _STYPE_NAMES:
            raise r.fail(f"array {index} uses {_STYPE_NAMES[stype]} (sparse) "
                         "storage, which is not supported; save it as a dense "
                         "array (x.tostype('default')) first")
        if stype != 0:
            raise r.fail(f"array {index}: unknown storage type {stype}")
        shape = _read_shape(r, "i", "q", allow_scalar=magic == V3_MAGIC)
    elif magic == V1_MAGIC:
        shape = _read_shape(r, "i", "q", allow_scalar=False)
    elif magic <= MAX_NDIM:
        # Legacy layout: there is no magic, the word just read is the rank.
        r.pos = start
        shape = _read_shape(r, "I", "I", allow_scalar=False)
    else:
        raise r.fail(f"array {index}: bad NDArray magic 0x{magic:08X} "
                     f"(expected 0x{V2_MAGIC:08X})")
    if shape is None:
        raise r.fail(f"array {index} has no shape (an uninitialised NDArray); "
                     "nothing to load")
    return _read_body(r, shape, index)


def loads(buf: bytes, source: str = "<bytes>") -> Union[dict, list]:
    """Parse the bytes of an ``nd.save`` file: a dict if it holds names, else a list."""
    if not isinstance(buf, (bytes, bytearray, memoryview)):
        raise TypeError(f"loads() needs bytes, got {type(buf).__name__}")
    buf = bytes(buf)
    r = _Reader(buf, source)
    if len(buf) < 16:
        raise r.fail(f"not an MXNet NDArray file: {len(buf)} bytes is shorter "
                     "than the 16-byte header" + _describe_foreign(buf[:8]))
    magic = r.u64("list magic")
    if magic != LIST_MAGIC:
        r.pos = 0
        raise r.fail(f"not an MXNet NDArray file: bad magic 0x{magic:X} "
                     f"(expected 0x{LIST_MAGIC:X})" + _describe_foreign(buf[:8]))
    r.u64("reserved word")   # MXNet ignores it too
    n = r.u64("array count")
    # The smallest record (legacy rank-0 is refused) takes 12 bytes.
    if n > r.remaining // 12:
        raise r.fail(f"declared {n} arrays but only {r.remaining} bytes follow")
    arrays = [_read_array(r, i) for i in range(n)]
    n_names = r.u64("name count")
    if n_names > r.remaining // 8:
        raise r.fail(f"declared {n_names} names but only {r.remaining} bytes follow")
    names = []
    for i in range(n_names):
        length = r.u64(f"length of name {i}")
        if length > min(r.remaining, MAX_NAME_BYTES):
            raise r.fail(f"name {i} declares {length} bytes; "
                         f"only {r.remaining} left (cap {MAX_NAME_BYTES})")
        raw = bytes(r.take(length, f"name {i}"))
        try:
            names.append(raw.decode("utf-8"))
        except UnicodeDecodeError:
            raise r.fail(f"name {i} is not valid UTF-8: {raw[:40]!r}") from None
    if r.remaining:
        raise r.fail(f"{r.remaining} bytes of trailing data after the last record")
    if not names:
        return arrays
    if len(names) != len(arrays):
        raise r.fail(f"{len(names)} names for {len(arrays)} arrays")
    out = {}
    for name, arr in zip(names, arrays):
        if name in out:
            raise r.fail(f"duplicate array name {name!r}")
        out[name] = arr
    return out


def raw_loads(buf: bytes, source: str = "<bytes>") -> np.ndarray:
    """One NDArray record alone (``MXNDArraySaveRawBytes``: what MXNet's pickled NDArrays
    hold), checked as a file's records are."""
    r = _Reader(bytes(buf), source)
    arr = _read_array(r, 0)
    if r.remaining:
        raise r.fail(f"{r.remaining} bytes of trailing data after the array")
    return arr


def load(fname: Union[str, os.PathLike]) -> Union[dict, list]:
    """Read an ``nd.save`` / ``save_parameters`` / export ``.params`` file (or an .npz)."""
    fname = os.fspath(fname)
    try:
        # (a FIFO or /dev/zero named as a model file must not block or read forever)
        buf = read_regular(fname, MAX_ARRAY_BYTES)
    except OSError as e:
        raise ParamsFormatError(f"{fname}: cannot read: {e.strerror or e}") from None
    if buf[:4] == b"PK\x03\x04":
        del buf               # zipfile reads only the members, from the file
        return load_npz(fname)
    return loads(buf, source=fname)


def _as_numpy(value: Any, what: str) -> np.ndarray:
    if hasattr(value, "asnumpy"):
        value = value.asnumpy()
    elif hasattr(value, "get") and type(value).__module__.startswith("cupy"):
        value = value.get()
    arr = np.asarray(value)
    if arr.dtype.newbyteorder("=") not in DTYPE_TO_CODE:
        raise ParamsFormatError(
            f"{what}: dtype {arr.dtype} cannot be stored in the MXNet format "
            f"(supported: {', '.join(sorted(str(d) for d in DTYPE_TO_CODE))})")
    return arr


def _context_of(value: Any):
    ctx = getattr(value, "context", None)
    dev_typeid = getattr(ctx, "device_typeid", None)
    dev_id = getattr(ctx, "device_id", 0)
    if isinstance(dev_typeid, int) and dev_typeid in _DEV_TYPES and isinstance(dev_id, int):
        return dev_typeid, dev_id
    return 1, 0


def _write_array(out: io.BytesIO, value: Any, what: str) -> None:
    dev = _context_of(value)
    arr = _as_numpy(value, what)
    dtype = arr.dtype.newbyteorder("<") if arr.dtype.byteorder != "|" else arr.dtype
    # MXNet 1.x (legacy shape mode) writes V2 and cannot express a 0-d array
    # there: V2 rank 0 means "no shape".  Its numpy mode writes V3 for those.
    magic = V2_MAGIC if arr.ndim else V3_MAGIC
    out.write(struct.pack("<Iii", magic, 0, arr.ndim))
    out.write(struct.pack("<%dq" % arr.ndim, *arr.shape))
    out.write(struct.pack("<iii", dev[0], dev[1], DTYPE_TO_CODE[arr.dtype.newbyteorder("=")]))
    out.write(np.ascontiguousarray(arr, dtype=dtype).tobytes())


def raw_dumps(value: Any) -> bytes:
    """One NDArray record alone (the inverse of :func:`raw_loads`)."""
    out = io.BytesIO()
    _write_array(out, value, "array")
    return out.getvalue()


def dumps(data: ArrayData) -> bytes:
    """Serialise a dict (name → array), a list of arrays or one array like ``nd.save``."""
    if isinstance(data, Mapping):
        names = list(data.keys())
        for k in names:
            if not isinstance(k, str):
                raise TypeError(f"array names must be str, got {type(k).__name__} {k!r}")
        arrays = [data[k] for k in names]
    elif isinstance(data, (list, tuple)):
        names, arrays = [], list(data)
    elif hasattr(data, "asnumpy") or isinstance(data, np.ndarray):
        names, arrays = [], [data]
    else:
        raise TypeError("data must be a dict of str to arrays, a list of arrays "
                        f"or one array, got {type(data).__name__}")
    out = io.BytesIO()
    out.write(struct.pack("<QQQ", LIST_MAGIC, 0, len(arrays)))
    for i, a in enumerate(arrays):
        _write_array(out, a, repr(names[i]) if names else f"array {i}")
    out.write(struct.pack("<Q", len(names)))
    for name in names:
        raw = name.encode("utf-8")
        out.write(struct.pack("<Q", len(raw)))
        out.write(raw)
    return out.getvalue()


def save(fname: Union[str, os.PathLike], data: ArrayData) -> None:
    """Write ``data`` in MXNet's format; byte-identical to ``mx.nd.save`` on CPU arrays."""
    write_file(fname, dumps(data), suffix=".params.tmp")


# --------------------------------------------------------------------------
# Safe native format: .npz without pickles, sizes checked before reading.
# --------------------------------------------------------------------------

def save_npz(fname: Union[str, os.PathLike], data: Mapping[str, Any]) -> None:
    """Write name → array as an uncompressed ``.npz`` (readable by ``numpy.load``)."""
    if not isinstance(data, Mapping):
        raise TypeError("save_npz needs a dict of name to array")
    arrays = {str(k): _as_numpy(v, repr(k)) for k, v in data.items()}
    with open(os.fspath(fname), "wb") as f:
        np.savez(f, **arrays)


def load_npz(fname: Union[str, os.PathLike]) -> dict:
    """Read an ``.npz`` with ``allow_pickle=False``, checking every declared size."""
    fname = os.fspath(fname)
    out = {}
    try:
        with zipfile.ZipFile(fname) as zf:
            total = 0
            for info in zf.infolist():
                if not info.filename.endswith(".npy"):
                    raise ParamsFormatError(f"{fname}: member {info.filename!r} is not a .npy array")
                total += info.file_size
                if (info.compress_type != zipfile.ZIP_STORED and info.file_size > _BOMB_MIN_BYTES
                        and info.file_size > _BOMB_RATIO * max(info.compress_size, 1)):
                    raise ParamsFormatError(
                        f"{fname}: {info.filename} inflates {info.compress_size} bytes to "
                        f"{human_bytes(info.file_size)} (more than {_BOMB_RATIO}x): refused as a "
                        "compression bomb; save parameters uncompressed (np.savez or nd.save)")
                if total > MAX_ARRAY_BYTES:
                    raise ParamsFormatError(
                        f"{fname}: members declare {human_bytes(total)}, over the limit of "
                        f"{human_bytes(MAX_ARRAY_BYTES)} (set HYBRIDLINT_MAX_ARRAY_BYTES to allow more)")
                with zf.open(info) as member:
                    version = np.lib.format.read_magic(member)
                    if version == (1, 0):
                        shape, fortran, dtype = np.lib.format.read_array_header_1_0(member)
                    elif version == (2, 0):
                        shape, fortran, dtype = np.lib.format.read_array_header_2_0(member)
                    else:
                        raise ParamsFormatError(f"{fname}: {info.filename}: unsupported .npy version {version}")
                    if dtype.hasobject:
                        raise ParamsFormatError(f"{fname}: {info.filename} holds Python objects "
                                                "(pickles are never loaded)")
                    count = 1
                    for d in shape:
                        count *= d
                    if count * dtype.itemsize > info.file_size:
                        raise ParamsFormatError(
                            f"{fname}: {info.filename} declares shape {shape} but holds only "
                            f"{info.file_size} bytes")
                    raw = member.read(count * dtype.itemsize + 1)
                    if len(raw) != count * dtype.itemsize:
                        raise ParamsFormatError(f"{fname}: {info.filename}: data size does not match its shape")
                    arr = np.frombuffer(raw, dtype=dtype, count=count)
                    arr = arr.reshape(shape, order="F" if fortran else "C").copy()
                out[info.filename[:-4]] = arr
    except ParamsFormatError:
        raise
    except (zipfile.BadZipFile, ValueError, OSError, EOFError) as e:
        raise ParamsFormatError(f"{fname}: not a readable .npz archive: {e}") from None
    return out


def to_ndarrays(loaded: Union[dict, list], ctx=None) -> Union[dict, list]:
    """Wrap what ``load``/``loads`` returned into NDArrays (what ``nd.load`` hands out)."""
    if isinstance(loaded, dict):
        return {k: array(v, ctx=ctx, dtype=v.dtype) for k, v in loaded.items()}
    return [array(v, ctx=ctx, dtype=v.dtype) for v in loaded]
