"""``python -m hybridlint.runtime.compiler model-symbol.json --shape data=1,512``: show what
the compiler does with an exported graph (passes, fused groups, buffers, generated code),
or write it as Graphviz DOT / SVG."""
from __future__ import annotations

import argparse
import sys

import numpy as np


def _shape(text):
    name, _, dims = text.partition("=")
    try:
        shape = tuple(int(d) for d in dims.replace("x", ",").split(",") if d.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"bad --shape {text!r}: use NAME=D1,D2,...") from None
    if not name or not shape:
        raise argparse.ArgumentTypeError(f"bad --shape {text!r}: use NAME=D1,D2,...")
    return name, shape


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m hybridlint.runtime.compiler",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("symbol", help="an MXNet -symbol.json file")
    ap.add_argument("--shape", type=_shape, action="append", default=[], metavar="NAME=D1,D2",
                    help="shape of a data input (repeatable); parameter shapes are inferred")
    ap.add_argument("--dtype", default="float32")
    ap.add_argument("--static", action="store_true", help="static_alloc and static_shape")
    ap.add_argument("--dot", metavar="FILE", help="write Graphviz DOT here instead of the report")
    ap.add_argument("--svg", metavar="FILE", help="write an SVG (needs the `dot` program)")
    args = ap.parse_args(argv)
    from ..graph import Graph
    from ..sym import load
    from . import compile_graph
    try:
        dtype = np.dtype(args.dtype)
    except TypeError:
        print(f"error: unknown --dtype {args.dtype!r}", file=sys.stderr)
        return 2
    try:
        graph = Graph.from_symbol(load(args.symbol))
        known = dict(args.shape)
        shapes = graph.param_shapes(known)
        missing = [n for n in graph.input_names if n not in shapes]
        if missing:
            print(f"error: cannot infer the shapes of {missing}; give --shape for the data "
                  f"inputs (the graph's inputs are {graph.input_names})", file=sys.stderr)
            return 2
        feed = {n: np.zeros(shapes[n], dtype=dtype) for n in graph.input_names}
        compiled = compile_graph(graph, static_alloc=args.static, static_shape=args.static)
        compiled.run(feed)
    except (OSError, ValueError) as e:     # GraphError and the JSON loader's errors included
        print(f"error: {e}", file=sys.stderr)
        return 2
    except MemoryError as e:                # the --shape given asks for more than the machine has
        print(f"error: out of memory ({e}); give smaller --shape values", file=sys.stderr)
        return 2
    try:
        if args.svg and compiled.to_svg(args.svg) is None:
            print("error: the Graphviz `dot` program is not installed; use --dot", file=sys.stderr)
            return 2
    except OSError as e:
        print(f"error: cannot write {args.svg}: {e.strerror or e}", file=sys.stderr)
        return 2
    if args.dot:
        try:
            with open(args.dot, "w", encoding="utf-8") as f:
                f.write(compiled.to_dot())
        except OSError as e:
            print(f"error: cannot write {args.dot}: {e.strerror or e}", file=sys.stderr)
            return 2
    if not args.dot and not args.svg:
        print(compiled.explain())
    return 0


if __name__ == "__main__":
    sys.exit(main())
