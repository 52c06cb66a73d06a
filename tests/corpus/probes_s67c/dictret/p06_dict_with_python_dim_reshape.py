"""A method returning a dict of a tensor and a python size (`{"feat": h, "dim": self.units}`);
`hybrid_forward` reshapes with the python size from the dict."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class DimDict(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        with self.name_scope():
            self.fc = nn.Dense(units, in_units=6)

    def _encode(self, x):
        return {"feat": self.fc(x), "dim": self.units}

    def hybrid_forward(self, F, x):
        enc = self._encode(x)
        return enc["feat"].reshape((0, enc["dim"] // 2, 2))


Net = DimDict
