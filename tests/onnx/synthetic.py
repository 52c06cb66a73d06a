"""Parameters as a pure function of name and shape.

The ONNX fixtures' weights: ``bench/make_onnx_fixtures.py`` sets them in real MXNet before the
export, and the tests regenerate them where the MXNet ``.params`` file was too large to keep.
Only numpy, so that both MXNet's python (numpy 1.23) and ours can import it.
"""
import zlib

import numpy as np


def param_value(name: str, shape) -> np.ndarray:
    """Values that keep activations of a deep net in a sane range: weights scaled by their
    fan-in, batch-norm variances near 1."""
    rng = np.random.RandomState(zlib.crc32(name.encode()))
    shape = tuple(int(d) for d in shape)
    if name.endswith(("running_var", "moving_var")):
        return rng.uniform(0.5, 1.5, shape).astype("float32")
    if name.endswith("gamma"):
        return rng.uniform(0.5, 1.5, shape).astype("float32")
    if name.endswith(("beta", "bias", "running_mean", "moving_mean")) or len(shape) < 2:
        return (0.1 * rng.standard_normal(shape)).astype("float32")
    fan_in = int(np.prod(shape[1:]))
    return (rng.standard_normal(shape) / np.sqrt(fan_in)).astype("float32")


def input_value(shape) -> np.ndarray:
    """The fixtures' input: legacy RandomState draws are the same in every numpy version."""
    return np.random.RandomState(0).standard_normal(tuple(shape)).astype("float32")
