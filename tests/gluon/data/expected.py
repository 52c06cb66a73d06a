"""Real MXNet 1.9.1's gluon.data results (tests/fixtures/mxnet/data/, made by
bench/make_data_fixtures.py) and the helper that puts the runtime's results
into the same plain form."""
import json
import pathlib

import numpy as np
from hybridlint.runtime import nd

FIXTURES = pathlib.Path(__file__).parents[2] / "fixtures" / "mxnet" / "data"
EXPECTED = json.loads((FIXTURES / "expected.json").read_text())


def plain(x):
    """The form bench/make_data_fixtures.py writes MXNet's values in."""
    if isinstance(x, nd.NDArray):
        return {"nd": x.asnumpy().tolist(), "dtype": np.dtype(x.dtype).name, "shape": list(x.shape)}
    if isinstance(x, np.ndarray):
        return {"np": x.tolist(), "dtype": x.dtype.name}
    if isinstance(x, np.generic):
        return {"np": x.item(), "dtype": x.dtype.name}
    if isinstance(x, (list, tuple)):
        return {"seq": [plain(i) for i in x], "type": type(x).__name__}
    return x
