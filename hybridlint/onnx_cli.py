"""``hybridlint export-onnx``: an MXNet ``-symbol.json`` + ``.params`` pair as an ONNX file.

The parser is registered cheaply; the runtime and the onnx package are imported only when the
command runs (checking never loads them).
"""
from __future__ import annotations

import re
from typing import TextIO

_INPUT = re.compile(r"^([A-Za-z_][\w.:-]*)=(\d+(?:[,x]\d+)*)$")


def add_parser(sub) -> None:
    cmd = sub.add_parser(
        "export-onnx", help="write an MXNet model (-symbol.json + .params) as ONNX",
        description="Convert a model exported by MXNet (HybridBlock.export) or by the hybridlint "
                    "runtime to ONNX opset 13, check it with onnx.checker and write it. Input "
                    "shapes are fixed at export. Exit 0 on success, 1 when the model cannot be "
                    "exported (every unsupported operator is listed), 2 on usage errors.")
    cmd.add_argument("symbol", metavar="MODEL-symbol.json")
    cmd.add_argument("params", metavar="MODEL-0000.params")
    cmd.add_argument("--shape", action="append", required=True, metavar="NAME=D,D,...",
                     help="an input's shape, e.g. data=1,3,224,224 (once per input)")
    cmd.add_argument("--dtype", action="append", default=[], metavar="NAME=DTYPE",
                     help="an input's dtype (default float32)")
    cmd.add_argument("-o", "--output", required=True, metavar="MODEL.onnx")


def _pairs(items, what: str, value) -> dict:
    out = {}
    for item in items:
        name, sep, text = item.partition("=")
        if not sep or not name:
            raise ValueError(f"--{what} {item!r}: expected NAME=VALUE")
        out[name] = value(text, item)
    return out


def _shape(text: str, item: str) -> tuple:
    if not _INPUT.match(f"x={text}"):
        raise ValueError(f"--shape {item!r}: expected NAME=D,D,... with whole numbers")
    return tuple(int(d) for d in re.split(r"[,x]", text))


def run(args, stdout: TextIO, stderr: TextIO) -> int:
    try:
        shapes = _pairs(args.shape, "shape", _shape)
        dtypes = _pairs(args.dtype, "dtype", lambda text, item: text)
    except ValueError as e:
        stderr.write(f"hybridlint: error: {e}\n")
        return 2
    from .runtime import onnx as rt_onnx
    try:
        export = rt_onnx.exporter()
    except ImportError as e:
        stderr.write(f"hybridlint: error: {e}\n")
        return 2
    unknown = sorted(set(dtypes) - set(shapes))
    if unknown:
        stderr.write(f"hybridlint: error: --dtype for {unknown}, which have no --shape\n")
        return 2
    types = {name: dtypes.get(name, "float32") for name in shapes}
    try:
        export.export_model(args.symbol, args.params, shapes, types, args.output)
    except ValueError as e:
        # ExportError, SymbolJSONError, ParamsFormatError: the model, named with what to fix
        stderr.write(f"hybridlint: error: {e}\n")
        return 1
    except (OSError, TypeError) as e:   # a file that cannot be read or written, a bad dtype
        stderr.write(f"hybridlint: error: {e}\n")
        return 2
    stdout.write(f"wrote {args.output} (ONNX opset {export.OPSET}, inputs "
                 + ", ".join(f"{k}={'x'.join(map(str, v))}:{types[k]}" for k, v in shapes.items())
                 + ")\n")
    return 0
