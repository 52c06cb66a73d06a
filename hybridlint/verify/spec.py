"""What to verify: the input specs and targets, the usage error, the exit codes.

Parsing only (no numpy, no runtime): ``hybridlint check --fix --verify`` and the pyproject
entries build these before anything runs.
"""
from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from pathlib import Path

EXIT_EQUAL, EXIT_DIFFER, EXIT_USAGE = 0, 1, 2

DTYPES = ("float16", "float32", "float64", "uint8", "int8", "int32", "int64")
MAX_ELEMENTS = 1 << 26  # 64M elements per input: more is a typo, not a test
MAX_NDIM = 32          # MXNet's operators stop well below this (numpy at 64)
INT_HIGH = 10           # integer inputs are drawn from [0, 10): valid indices for Embedding, take, one_hot
ENTRY_KEYS = ("target", "inputs", "args", "seed", "rtol", "atol", "ctx", "grad")


class UsageError(Exception):
    """A bad target, input spec or configuration entry: exit 2 with this message."""


# --- what to verify -----------------------------------------------------------------------------

@dataclass
class InputSpec:
    text: str
    shape: tuple = ()
    dtype: str = "float32"
    path: Path | None = None   # a .npy file instead of random data

    def describe(self) -> str:
        if self.path is not None:
            return f"{self.path.name}"
        dims = "x".join(str(d) for d in self.shape) or "scalar"
        return f"{dims} {self.dtype}"


def parse_input(text: str, base_dir: Path | None = None) -> InputSpec:
    """``1x512``, ``16x1x28x28:float32``, ``4x10:int32`` or ``path/to/array.npy``."""
    raw = text.strip()
    if raw.endswith(".npy"):
        path = Path(raw)
        if not path.is_absolute() and base_dir is not None:
            path = base_dir / path
        if not path.is_file():
            raise UsageError(f"input `{text}`: no such .npy file ({path})")
        return InputSpec(text, path=path)
    dims, _, dtype = raw.partition(":")
    dtype = dtype.strip().lower() or "float32"
    if dtype not in DTYPES:
        raise UsageError(f"input `{text}`: unknown dtype `{dtype}`; use one of {', '.join(DTYPES)} "
                         "(e.g. --input 16x1x28x28:float32)")
    if not re.fullmatch(r"\s*\d+(\s*[xX*]\s*\d+)*\s*", dims):
        raise UsageError(f"input `{text}`: the shape must be sizes joined by `x`, like 1x512 or "
                         "16x1x28x28:float32 (or a path to a .npy file)")
    shape = tuple(int(d) for d in re.split(r"[xX*]", dims))
    if len(shape) > MAX_NDIM:
        raise UsageError(f"input `{text}`: {len(shape)} dimensions; at most {MAX_NDIM} are supported")
    if any(d <= 0 for d in shape):
        raise UsageError(f"input `{text}`: every size must be at least 1")
    size = 1
    for d in shape:
        size *= d
        if size > MAX_ELEMENTS:
            raise UsageError(f"input `{text}`: {dims} is more than {MAX_ELEMENTS} elements; "
                             "verify with a small batch")
    return InputSpec(text, shape, dtype)


@dataclass
class Target:
    target: str
    inputs: list[InputSpec]
    args: dict = field(default_factory=dict)
    seed: int = 0
    rtol: float | None = None
    atol: float | None = None
    ctx: str = "cpu"
    base_dir: Path = field(default_factory=Path.cwd)
    origin: str = "command line"
    grad: bool = False            # also compare gradients (verify --grad)


def parse_tolerance(value, what: str, origin: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0 or math.isnan(value):
        raise UsageError(f"{origin}: `{what}` must be a non-negative number, got {value!r}")
    return float(value)


def parse_seed(value, origin: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2**32:
        raise UsageError(f"{origin}: `seed` must be an integer in [0, 2**32), got {value!r}")
    return value


def parse_args_json(text: str) -> dict:
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise UsageError(f"--args is not valid JSON ({exc.msg} at column {exc.colno}); give the "
                         "constructor's keyword arguments as an object, e.g. --args '{\"units\": 10}'") from None
    except RecursionError:
        raise UsageError("--args is nested too deeply; give the constructor's keyword arguments as "
                         "an object, e.g. --args '{\"units\": 10}'") from None
    if not isinstance(value, dict):
        raise UsageError("--args must be a JSON object of keyword arguments, e.g. --args '{\"units\": 10}'")
    return value
