"""``mxnet.recordio``: MXNet's RecordIO files (``.rec``, with ``.idx`` indexes) and the image
record header, read and written in pure python, byte-compatible with MXNet 1.9.1 (dmlc-core's
format).

A record is ``magic (0xced7230a), lrec = cflag << 29 | length, payload`` padded to 4 bytes.
A payload containing the magic word at a 4-byte-aligned offset is split there into parts
(cflag 1 first, 2 middle, 3 last) and the reader joins them back with the magic between, as
dmlc's writer/reader do.

``pack_img``/``unpack_img`` use OpenCV in MXNet (BGR arrays); here PNG is encoded and decoded
with the standard library (``mx.image``'s reader) and other formats need Pillow.
"""
from __future__ import annotations

import io as _io
import numbers
import struct
import zlib
from collections import namedtuple
from multiprocessing import current_process

import numpy as np

from . import image as _image

__all__ = ["MXRecordIO", "MXIndexedRecordIO", "IRHeader", "pack", "unpack", "pack_img",
           "unpack_img"]

_MAGIC = 0xCED7230A
_MAGIC_BYTES = struct.pack("<I", _MAGIC)


class MXRecordIO:
    """Sequential reader (``flag='r'``) or writer (``flag='w'``) of a ``.rec`` file."""

    def __init__(self, uri, flag):
        self.uri = uri
        self.flag = flag
        self.pid = None
        self.is_open = False
        self._file = None
        self.open()

    def open(self):
        if self.flag == "w":
            self._file = open(self.uri, "wb")
            self.writable = True
        elif self.flag == "r":
            self._file = open(self.uri, "rb")
            self.writable = False
        else:
            raise ValueError("Invalid flag %s" % self.flag)
        self.pid = current_process().pid
        self.is_open = True

    def __del__(self):
        self.close()

    def __getstate__(self):
        is_open = self.is_open
        self.close()
        d = dict(self.__dict__)
        d["is_open"] = is_open
        d["_file"] = None
        return d

    def __setstate__(self, d):
        self.__dict__ = d
        self.is_open = False
        if d["is_open"]:
            self.open()

    def _check_pid(self, allow_reset=False):
        if self.pid != current_process().pid:
            if allow_reset:
                self.reset()
            else:
                raise RuntimeError("Forbidden operation in multiple processes")

    def close(self):
        if not getattr(self, "is_open", False):
            return
        self._file.close()
        self._file = None
        self.is_open = False
        self.pid = None

    def reset(self):
        """Back to the start (reopens the file)."""
        self.close()
        self.open()

    def write(self, buf):
        """Append ``buf`` (bytes) as one record."""
        assert self.writable
        self._check_pid(allow_reset=False)
        buf = bytes(buf)
        cuts = [i for i in range(0, len(buf) - 3, 4) if buf[i:i + 4] == _MAGIC_BYTES]
        if not cuts:
            self._write_part(0, buf)
            return
        start = 0
        for k, cut in enumerate(cuts):
            self._write_part(1 if k == 0 else 2, buf[start:cut])
            start = cut + 4
        self._write_part(3, buf[start:])

    def _write_part(self, cflag, data):
        self._file.write(struct.pack("<II", _MAGIC, (cflag << 29) | len(data)))
        self._file.write(data)
        self._file.write(b"\0" * (-len(data) % 4))

    def _read_part(self):
        head = self._file.read(8)
        if len(head) < 8:
            return None, None
        magic, lrec = struct.unpack("<II", head)
        if magic != _MAGIC:
            raise ValueError(f"{self.uri}: not a RecordIO file (bad magic at offset "
                             f"{self._file.tell() - 8})")
        length = lrec & ((1 << 29) - 1)
        data = self._file.read(length)
        self._file.read(-length % 4)
        return lrec >> 29, data

    def read(self):
        """The next record as bytes, or None at the end."""
        assert not self.writable
        self._check_pid(allow_reset=False)
        cflag, data = self._read_part()
        if cflag is None:
            return None
        if cflag == 0:
            return data
        parts = [data]
        while cflag != 3:
            cflag, data = self._read_part()
            if cflag is None:
                raise ValueError(f"{self.uri}: truncated multi-part record")
            parts.append(data)
        return _MAGIC_BYTES.join(parts)

    def tell(self):
        """Byte offset where the next record starts (what ``.idx`` files store)."""
        return self._file.tell()


class MXIndexedRecordIO(MXRecordIO):
    """Random access by key through an index file of ``key\\toffset`` lines."""

    def __init__(self, idx_path, uri, flag, key_type=int):
        self.idx_path = idx_path
        self.idx = {}
        self.keys = []
        self.key_type = key_type
        self.fidx = None
        super().__init__(uri, flag)

    def open(self):
        super().open()
        self.idx = {}
        self.keys = []
        self.fidx = open(self.idx_path, self.flag)
        if not self.writable:
            for line in iter(self.fidx.readline, ""):
                parts = line.strip().split("\t")
                key = self.key_type(parts[0])
                self.idx[key] = int(parts[1])
                self.keys.append(key)

    def close(self):
        if not getattr(self, "is_open", False):
            return
        super().close()
        self.fidx.close()

    def __getstate__(self):
        d = super().__getstate__()
        d["fidx"] = None
        return d

    def seek(self, idx):
        assert not self.writable
        self._check_pid(allow_reset=True)
        self._file.seek(self.idx[idx])

    def read_idx(self, idx):
        self.seek(idx)
        return self.read()

    def write_idx(self, idx, buf):
        key = self.key_type(idx)
        pos = self.tell()
        self.write(buf)
        self.fidx.write("%s\t%d\n" % (str(key), pos))
        self.idx[key] = pos
        self.keys.append(key)


IRHeader = namedtuple("HEADER", ["flag", "label", "id", "id2"])
_IR_FORMAT = "IfQQ"
_IR_SIZE = struct.calcsize(_IR_FORMAT)


def pack(header, s):
    """Header + ``s``; an array label is stored after the header (``flag`` = its size)."""
    header = IRHeader(*header)
    if isinstance(header.label, numbers.Number):
        header = header._replace(flag=0)
    else:
        label = np.asarray(header.label, dtype=np.float32)
        header = header._replace(flag=label.size, label=0)
        s = label.tobytes() + s
    return struct.pack(_IR_FORMAT, *header) + s


def unpack(s):
    """``(IRHeader, payload)``; an array label comes back as float32 numpy."""
    header = IRHeader(*struct.unpack(_IR_FORMAT, s[:_IR_SIZE]))
    s = s[_IR_SIZE:]
    if header.flag > 0:
        header = header._replace(label=np.frombuffer(s, np.float32, header.flag))
        s = s[header.flag * 4:]
    return header, s


def unpack_img(s, iscolor=-1):
    """``(IRHeader, image)`` with the image as OpenCV gives it: BGR (H, W, 3) uint8 numpy, or
    (H, W) for ``iscolor=0``."""
    header, s = unpack(s)
    img = _image._decode(bytes(s), 0 if iscolor == 0 else 1, to_rgb=False)
    return header, (img[:, :, 0] if iscolor == 0 else img)


def _encode_png(img: np.ndarray) -> bytes:
    img = np.ascontiguousarray(img, dtype=np.uint8)
    h, w = img.shape[:2]
    c = 1 if img.ndim == 2 else img.shape[2]
    colour = {1: 0, 3: 2, 4: 6}[c]
    raw = b"".join(b"\0" + img[y].tobytes() for y in range(h))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
    return (_image._PNG_MAGIC + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, colour, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def pack_img(header, img, quality=95, img_fmt=".jpg"):
    """Encode ``img`` (BGR or grey numpy uint8, as OpenCV takes it) and pack it with ``header``.
    ``.png`` is written with the standard library; ``.jpg`` needs Pillow."""
    img = np.asarray(img)
    rgb = img[:, :, ::-1] if img.ndim == 3 and img.shape[2] == 3 else img
    fmt = img_fmt.upper()
    if fmt == ".PNG":
        return pack(header, _encode_png(rgb))
    if fmt not in (".JPG", ".JPEG"):
        raise ValueError(f"pack_img: unsupported image format {img_fmt!r}")
    if _image._PILImage is None:
        raise ImportError("recordio.pack_img: JPEG encoding needs Pillow (pip install pillow); "
                          "img_fmt='.png' works without it")
    buf = _io.BytesIO()
    _image._PILImage.fromarray(rgb).save(buf, format="JPEG", quality=quality)
    return pack(header, buf.getvalue())
