"""Multivariate neural Hawkes head: per-type intensities by a scaled softplus `s * log1p(exp(z / s))` with a python temperature, split into event types with `num_outputs` and indexed, the total intensity by `add_n`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class TypedIntensity(HybridBlock):
    def __init__(self, num_types=3, softplus_scale=0.5, **kwargs):
        super().__init__(**kwargs)
        self.num_types, self.s = num_types, softplus_scale
        with self.name_scope():
            self.head = nn.Dense(num_types, flatten=False)

    def hybrid_forward(self, F, hidden_states):
        z = self.head(hidden_states)
        lam = self.s * F.log1p(F.exp(z / self.s))
        per_type = F.split(lam, num_outputs=self.num_types, axis=-1)
        total = F.add_n(*[per_type[k] for k in range(self.num_types)])
        return lam, F.broadcast_div(per_type[0], total)


Net = TypedIntensity
