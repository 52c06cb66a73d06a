"""GraphCast input normalisation: per-variable mean and std constants (1, V) applied with
`broadcast_sub`/`broadcast_div`, forcings concatenated only when the constructor says so (python `if`),
then an embedding MLP."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(10, 5), (10, 2)]


class NormaliseInputs(HybridBlock):
    def __init__(self, n_vars=5, use_forcings=True, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.use_forcings = use_forcings
        with self.name_scope():
            self.mean = self.params.get_constant("mean", np.linspace(-1, 1, n_vars).reshape(1, -1).astype("float32"))
            self.std = self.params.get_constant("std", np.linspace(1, 3, n_vars).reshape(1, -1).astype("float32"))
            self.embed = nn.Dense(dim)

    def hybrid_forward(self, F, x, forcings, mean, std):
        z = F.broadcast_div(F.broadcast_sub(x, mean), std)
        if self.use_forcings:
            z = F.concat(z, forcings, dim=1)
        return self.embed(z)


Net = NormaliseInputs
