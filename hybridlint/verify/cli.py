"""The ``hybridlint verify`` arguments (kept apart so building the CLI parser stays cheap)."""
from __future__ import annotations


def add_parser(sub) -> None:
    """Register ``hybridlint verify`` on the CLI's subparsers."""
    verify = sub.add_parser(
        "verify", help="run a block eagerly and hybridized and compare the outputs",
        description="Build a Gluon block, run it eagerly, hybridized and hybridized with static_alloc/"
                    "static_shape on seeded random inputs, and compare every output. Exit 0 when all "
                    "agree, 1 when an output differs or hybridize() fails, 2 on usage errors.")
    verify.add_argument("target", nargs="?", metavar="TARGET",
                        help="pkg.module:Name or path/to/file.py:Name (a Block class or a function "
                             "returning a Block); default: the [[tool.hybridlint.verify]] entries")
    verify.add_argument("--input", "-i", action="append", dest="inputs", metavar="SHAPE[:DTYPE]",
                        help="one input per flag, e.g. 1x512 or 16x1x28x28:float32 or data.npy "
                             "(floats uniform in [-1, 1), integers in [0, 10))")
    verify.add_argument("--args", metavar="JSON", help="constructor keyword arguments as a JSON object")
    verify.add_argument("--seed", type=int, metavar="N", help="seed for inputs and initialization (default 0)")
    verify.add_argument("--rtol", type=float, help="relative tolerance (default per dtype: float32 1e-4)")
    verify.add_argument("--atol", type=float, help="absolute tolerance (default per dtype: float32 1e-5)")
    verify.add_argument("--ctx", metavar="CTX", help="cpu (default), gpu or gpu:N")
    verify.add_argument("--format", choices=("table", "json"), default="table", help="output format")
    verify.add_argument("--config", metavar="PATH", help="pyproject.toml holding [[tool.hybridlint.verify]]")
    verify.add_argument("--use-real-mxnet", action="store_true",
                        help="build the block with an installed MXNet instead of the bundled runtime")
    verify.add_argument("--grad", action="store_true",
                        help="also differentiate a fixed weighted sum of the outputs under "
                             "autograd.record() and compare the gradients of the inputs and "
                             "parameters (eager vs hybridized); NaN/inf gradients are reported")
    verify.add_argument("--allow-nonfinite", action="store_true",
                        help="compare NaN/inf outputs position by position instead of failing")
