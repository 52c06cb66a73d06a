"""StudentT output with `args_dim = {"mu": 1, "sigma": 1, "nu": 1}` zipped with a `HybridSequential` of
projections, the raw arguments kept in a dict, sigma mapped by squareplus `(x + F.sqrt(x * x + 4)) / 2`
and nu by `2 + softrelu`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class StudentTProj(HybridBlock):
    args_dim = {"mu": 1, "sigma": 1, "nu": 1}

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.HybridSequential()
            for dim in self.args_dim.values():
                self.proj.add(nn.Dense(dim, flatten=False))

    def hybrid_forward(self, F, x):
        raw = {name: p(x).squeeze(axis=-1) for name, p in zip(self.args_dim, self.proj)}
        sigma = (raw["sigma"] + F.sqrt(raw["sigma"] * raw["sigma"] + 4.0)) / 2.0
        nu = 2.0 + F.Activation(raw["nu"], act_type="softrelu")
        return raw["mu"], sigma, nu


Net = StudentTProj
